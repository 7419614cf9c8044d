// glicko2, openskill and the backtest through palmares-cli (RATING_RULES.md
// §7): the new rule sets' listings, explanations and re-rating from stored
// states; the backtest's comparison, trials, calibration and refusals. On
// each backend.

#include "clihistory.h"

#include <cmath>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace palmares::test;

class TestCliRuleSets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void newRuleSets_data();
    void newRuleSets();
    void backtest_data();
    void backtest();
    void backtestErrors_data();
    void backtestErrors();
};

void TestCliRuleSets::initTestCase()
{
    QVERIFY2(QFileInfo(cliPath()).isExecutable(), qPrintable(cliPath()));
}

// ------------------------------------------- glicko2, openskill, backtest

namespace {

/// A club with a glicko2 game (months), a glicko2 game rated match by match
/// and an openskill game of two teams of two, and a deterministic history of
/// results drawn from known skills. The problem, or an empty string.
QString setUpNewRuleSets(const QString& db, const QString& folder)
{
    const QList<QStringList> commands = {
        us({"init", "--name", "Nouveaux"}),
        us({"game", "add", "Chess", "--system", "glicko2"}),
        us({"game", "add", "Blitz", "--system", "glicko2", "--param", "period=match"}),
        us({"game", "add", "Go", "--system", "openskill"}),
    };
    for (const QStringList& c : commands) {
        const CliRun r = inClub(db, c);
        if (r.code != 0 || !r.err.isEmpty()) {
            return describe(c, r);
        }
    }
    QRandomGenerator gen(7u);
    QList<double> skill;
    for (int i = 0; i < 10; ++i) {
        skill << gen.bounded(2000) / 1000.0 - 1.0;
    }
    QString csv = u("match,date,game,player,rank,team\n");
    for (int m = 0; m < 240; ++m) {
        const QDate day = QDate(2024, 1, 1).addDays(m / 2);
        const QString game = m % 3 == 0 ? u("Go") : (m % 3 == 1 ? u("Chess") : u("Blitz"));
        QList<int> seats;
        while (seats.size() < (game == u("Go") ? 4 : 2)) {
            const int p = static_cast<int>(gen.bounded(10));
            if (!seats.contains(p)) {
                seats << p;
            }
        }
        const double edge = game == u("Go") ? skill[seats[0]] + skill[seats[1]] - skill[seats[2]] - skill[seats[3]]
                                            : skill[seats[0]] - skill[seats[1]];
        const bool firstWins = gen.generateDouble() < 1.0 / (1.0 + std::exp(-2.0 * edge));
        const bool draw = game != u("Go") && gen.bounded(10) == 0;
        for (int i = 0; i < seats.size(); ++i) {
            const bool firstSide = game == u("Go") ? i < 2 : i == 0;
            const int rank = draw ? 1 : (firstSide == firstWins ? 1 : 2);
            const QString team = game == u("Go") ? (i < 2 ? u("blancs") : u("noirs")) : QString();
            csv += QStringLiteral("%1-%2,%3,%4,P%5,%6,%7\n")
                       .arg(game)
                       .arg(m)
                       .arg(day.toString(Qt::ISODate), game)
                       .arg(seats[i])
                       .arg(rank)
                       .arg(team);
        }
    }
    const QString path = folder + u("/new-rule-sets.csv");
    if (!writeFile(path, csv.toUtf8())) {
        return u("cannot write ") + path;
    }
    const CliRun r = inClub(db, {u("import"), path});
    return r.code == 0 && r.err.isEmpty() ? QString() : describe({u("import"), path}, r);
}

/// The CSV of a backtest (its JSON is one object, not a list of rows).
Listing backtestCsv(const QString& db, const QStringList& args)
{
    Listing l;
    const CliRun r = inClub(db, QStringList{u("--format"), u("csv")} + args);
    if (r.code != 0 || !r.err.isEmpty()) {
        l.problem = describe(args, r);
        return l;
    }
    l.csv = parseCsv(r.outText(), l.problem);
    return l;
}

} // namespace

void TestCliRuleSets::newRuleSets_data()
{
    backendRows();
}

void TestCliRuleSets::newRuleSets()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    QVERIFY2(setUpNewRuleSets(club.location(), club.folder()).isEmpty(),
             qPrintable(setUpNewRuleSets(club.location(), club.folder())));
    const QString db = club.location();

    for (const char* game : {"Chess", "Blitz", "Go"}) {
        // Results of long ago: every player dormant today, listed all the same.
        const Listing l = listing(db, {u("standings"), u("--game"), u(game), u("--show-dormant")});
        QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
        QCOMPARE(l.csv.size(), 11); // ten players and the header
        const QRegularExpression exact(u("^-?[0-9]+\\.[0-9]{6}$"));
        for (qsizetype i = 1; i < l.csv.size(); ++i) {
            QVERIFY2(exact.match(l.csv[i][2]).hasMatch(), qPrintable(l.csv[i].join(QLatin1Char(','))));
            QVERIFY2(!l.csv[i][4].isEmpty(), "every rating has a category");
        }
        // glicko2 starts at 1500, openskill's ordinal at 0: the spread shows a game was rated.
        const double best = l.csv[1][2].toDouble();
        const double worst = l.csv.last()[2].toDouble();
        QVERIFY2(best > worst + (u(game) == u("Go") ? 1.0 : 50.0), qPrintable(l.csv[1].join(QLatin1Char(','))));
    }
    const Listing games = listing(db, us({"game", "list"}));
    QVERIFY2(games.problem.isEmpty(), qPrintable(games.problem));
    // The last column: whether the ratings start afresh each season (no by default).
    QVERIFY(games.csv.contains(us({"Blitz", "glicko2", "period=match", "no"})));
    QVERIFY(games.csv.contains(us({"Go", "openskill", "", "no"})));

    const Listing params = listing(db, us({"game", "params", "Chess"}));
    QVERIFY2(params.problem.isEmpty(), qPrintable(params.problem));
    QVERIFY(params.csv.contains(QStringList{u("tau"), u("0.5"), u("0.5"), params.csv[4][3]}));

    // History: one row per game played, before → after chaining.
    const Listing history = listing(db, us({"history", "--player", "P3", "--game", "Chess"}));
    QVERIFY2(history.problem.isEmpty(), qPrintable(history.problem));
    QVERIFY(history.csv.size() > 5);
    for (qsizetype i = 2; i < history.csv.size(); ++i) {
        QCOMPARE(history.csv[i][3], history.csv[i - 1][4]);
    }

    // Explanations in words, from the stored numbers.
    const CliRun chess = inClub(db, us({"explain", "--match", "Chess-100"}));
    QVERIFY2(chess.code == 0, qPrintable(describe(us({"explain"}), chess)));
    for (const char* part : {"rating period: the month 2024-02", "Σ g²E(1 − E)", "v = ", "provisional"}) {
        QVERIFY2(chess.outText().contains(QString::fromUtf8(part)), qPrintable(chess.outText()));
    }
    const CliRun blitz = inClub(db, us({"explain", "--match", "Blitz-101"}));
    QVERIFY2(blitz.outText().contains(u("this match is its own rating period")), qPrintable(blitz.outText()));
    const CliRun go = inClub(db, us({"explain", "--match", "Go-99"}));
    for (const char* part : {"c = √", "with τ", "Ω = ", "μ − 3σ"}) {
        QVERIFY2(go.outText().contains(QString::fromUtf8(part)), qPrintable(go.outText()));
    }
    const Listing goCsv = listing(db, us({"explain", "--match", "Go-99"}), false);
    QVERIFY2(goCsv.problem.isEmpty(), qPrintable(goCsv.problem));
    QCOMPARE(goCsv.csv.size(), 5);

    // A back-dated match re-rates from stored states (the schema 2 columns):
    // the cache must equal a fresh replay, and a rebuild must change nothing.
    const QString late = club.folder() + u("/late.csv");
    QVERIFY(writeFile(late, QByteArray("match,date,game,player,rank,team\n"
                                       "late-1,2024-02-15,Chess,P1,1,\nlate-1,2024-02-15,Chess,P2,2,\n"
                                       "late-2,2024-02-15,Go,P1,1,a\nlate-2,2024-02-15,Go,P2,1,a\n"
                                       "late-2,2024-02-15,Go,P3,2,b\nlate-2,2024-02-15,Go,P4,2,b\n")));
    const CliRun imported = inClub(db, {u("import"), late});
    QVERIFY2(imported.code == 0, qPrintable(describe({u("import"), late}, imported)));
    const CliRun check = inClub(db, us({"check"}));
    QVERIFY2(check.code == 0 && check.outText().contains(u("identical")), qPrintable(describe(us({"check"}), check)));
    QMap<QString, QByteArray> before;
    for (const char* game : {"Chess", "Go"}) {
        before[u(game)] = inClub(db, us({"--format", "csv", "standings", "--game", game})).out;
    }
    QCOMPARE(inClub(db, us({"rebuild"})).code, 0);
    for (const char* game : {"Chess", "Go"}) {
        QCOMPARE(inClub(db, us({"--format", "csv", "standings", "--game", game})).out, before[u(game)]);
    }
}

void TestCliRuleSets::backtest_data()
{
    backendRows();
}

void TestCliRuleSets::backtest()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    QVERIFY2(setUpNewRuleSets(club.location(), club.folder()).isEmpty(), "set-up");
    const QString db = club.location();
    const QByteArray gamesBefore = inClub(db, us({"--format", "csv", "game", "list"})).out;

    // Every rule set that can rate the duels, the game's own first, the coin flip last.
    const Listing all = backtestCsv(db, us({"backtest", "--game", "Chess"}));
    QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
    QCOMPARE(all.csv.first().mid(0, 6), us({"rule_set", "params", "pairs", "brier", "log_loss", "accuracy"}));
    QStringList names;
    for (qsizetype i = 1; i < all.csv.size(); ++i) {
        names << all.csv[i][0];
    }
    QCOMPARE(names, us({"glicko2", "elo-provisional", "fermi", "points", "openskill", "coin flip"}));
    const QStringList coin = all.csv.last();
    QCOMPARE(coin[5], u("0.500000"));
    QCOMPARE(coin[4].toDouble(), std::round(std::log(2.0) * 1e6) / 1e6);
    for (qsizetype i = 1; i + 1 < all.csv.size(); ++i) {
        QCOMPARE(all.csv[i][2], coin[2]); // the same pairs for everyone
        QVERIFY2(all.csv[i][3].toDouble() < coin[3].toDouble(), qPrintable(all.csv[i].join(QLatin1Char(','))));
        QCOMPARE(all.csv[i][6].toInt() + all.csv[i][10].toInt(), all.csv[i][2].toInt());
    }
    // The table names the rule sets it left out and why.
    const CliRun table = inClub(db, us({"backtest", "--game", "Chess"}));
    QVERIFY2(table.outText().contains(u("glicko2 (the game's)")), qPrintable(table.outText()));
    QVERIFY2(table.outText().contains(u("not compared: niveau")), qPrintable(table.outText()));
    QVERIFY2(table.outText().contains(u("not compared: elo-dsc")), qPrintable(table.outText()));
    // Deterministic.
    QCOMPARE(inClub(db, us({"--format", "csv", "backtest", "--game", "Chess"})).out,
             inClub(db, us({"--format", "csv", "backtest", "--game", "Chess"})).out);

    // Parameters tried without changing the game: K 16 (and a provisional
    // period short enough for K to matter in 80 matches) beside the
    // defaults, months beside matches.
    const QStringList trial =
        us({"backtest", "--game", "Chess", "--systems", "elo-provisional,elo-provisional@k16,glicko2,glicko2@match",
            "--param", "elo-provisional@k16.k_low=16", "--param", "elo-provisional@k16.provisional_games=5", "--param",
            "glicko2@match.period=match"});
    const Listing tried = backtestCsv(db, trial);
    QVERIFY2(tried.problem.isEmpty(), qPrintable(tried.problem));
    QCOMPARE(tried.csv.size(), 6);
    QCOMPARE(tried.csv[2].mid(0, 2), us({"elo-provisional@k16", "k_low=16;provisional_games=5"}));
    QCOMPARE(tried.csv[4].mid(0, 2), us({"glicko2@match", "period=match"}));
    QVERIFY(tried.csv[1][3] != tried.csv[2][3]); // K changes the predictions
    QCOMPARE(tried.csv[3][3], all.csv[1][3]);    // the game's own rules, as above
    QCOMPARE(inClub(db, us({"--format", "csv", "game", "list"})).out, gamesBefore);

    // JSON: the calibration deciles, each pair counted from both sides.
    const QJsonObject o =
        QJsonDocument::fromJson(inClub(db, us({"--format", "json", "backtest", "--game", "Go"})).out).object();
    QCOMPARE(o.value(u("game")).toString(), u("Go"));
    QCOMPARE(o.value(u("matches")).toInt(), 80);
    const QJsonArray rows = o.value(u("rows")).toArray();
    QVERIFY(rows.size() >= 3);
    QCOMPARE(rows.first().toObject().value(u("rule_set")).toString(), u("openskill"));
    QVERIFY(rows.first().toObject().value(u("game_rules")).toBool());
    for (const QJsonValue& row : rows) {
        const QJsonArray deciles = row.toObject().value(u("calibration")).toArray();
        QCOMPARE(deciles.size(), 10);
        qint64 counted = 0;
        for (const QJsonValue& d : deciles) {
            counted += d.toObject().value(u("count")).toInteger();
        }
        // Go: two teams of two, 4 pairs a match (team-mates form none).
        QCOMPARE(row.toObject().value(u("all")).toObject().value(u("pairs")).toInteger(), qint64{320});
        QCOMPARE(counted, qint64{640});
    }
    QStringList excluded;
    for (const QJsonValue& e : o.value(u("excluded")).toArray()) {
        excluded << e.toObject().value(u("rule_set")).toString();
    }
    QCOMPARE(excluded, us({"niveau", "elo-provisional", "elo-dsc", "fermi"}));

    // --calibration lists the deciles as rows.
    const Listing deciles =
        backtestCsv(db, us({"backtest", "--game", "Chess", "--systems", "glicko2", "--calibration"}));
    QVERIFY2(deciles.problem.isEmpty(), qPrintable(deciles.problem));
    QCOMPARE(deciles.csv.size(), 21); // glicko2 and the coin flip, 10 deciles each
}

void TestCliRuleSets::backtestErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("named");
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, int code, const char* named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << code << u(named);
        };
        row("no --game", us({"backtest"}), 2, "--game");
        row("unknown rule set", us({"backtest", "--game", "Chess", "--systems", "glicko3"}), 2, "glicko3");
        row("--param without a rule set", us({"backtest", "--game", "Chess", "--param", "k_low=24"}), 2, "k_low");
        row("--param for a rule set not compared",
            us({"backtest", "--game", "Chess", "--systems", "glicko2", "--param", "fermi.max_gain=4"}), 2, "fermi");
        row("--experience not a number", us({"backtest", "--game", "Chess", "--experience", "many"}), 2, "many");
        row("unknown game", us({"backtest", "--game", "Poker"}), 1, "Poker");
        row("bad parameter value", us({"backtest", "--game", "Chess", "--param", "glicko2.tau=fast"}), 1, "tau");
        row("unknown parameter", us({"backtest", "--game", "Chess", "--param", "glicko2.k=24"}), 1, "k");
        row("a rule set twice", us({"backtest", "--game", "Chess", "--systems", "fermi,fermi"}), 1, "fermi");
        row("game add: glicko2 parameter",
            us({"game", "add", "Othello", "--system", "glicko2", "--param", "period=year"}), 1, "year");
    }
}

void TestCliRuleSets::backtestErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, named);
    PALMARES_SCRATCH(club, backend);
    for (const QStringList& c : {us({"init"}), us({"game", "add", "Chess", "--system", "glicko2"})}) {
        QCOMPARE(inClub(club.location(), c).code, 0);
    }
    const CliRun r = inClub(club.location(), args);
    const QString what = describe(args, r);
    QVERIFY2(r.code == code, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
}

QTEST_GUILESS_MAIN(TestCliRuleSets)
#include "tst_cli_rulesets.moc"

// core/club: the club as a service (ARCHITECTURE.md, "core/club") on every
// backend — players, households, games and their parameters, matches entered,
// back-dated, edited and deleted, standings, the Hall of Fame, histories and
// explanations. Every expected rating is worked out by hand from
// RATING_RULES.md in the comment beside it (E = expected score).

#include "clubtest.h"

#include "club/clubcontext.h"

#include <QRandomGenerator>

#include <algorithm>
#include <tuple>
#include <utility>

using namespace palmares::test;
using palmares::club::Game;
using palmares::rating::Outcome;
using palmares::rating::System;

namespace {

const QString Scrabble = QStringLiteral("Scrabble"); // fermi, defaults: start 1000, max_gain 8, T 1000
const QString Chess = u8("Échecs");                  // elo-provisional
const QString Alice = QStringLiteral("Alice");
const QString Bob = QStringLiteral("Bob");
const QString Carol = QStringLiteral("Carol");

} // namespace

class TestClub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTwiceFails_data() { addBackendRows(); }
    void initTwiceFails();
    void players_data() { addBackendRows(); }
    void players();
    void mergePlayers_data() { addBackendRows(); }
    void mergePlayers();
    void households_data() { addBackendRows(); }
    void households();
    void gameParameters_data() { addBackendRows(); }
    void gameParameters();
    void backDatedEditsAndDeletes_data() { addBackendRows(); }
    void backDatedEditsAndDeletes();
    void randomOperations_data() { addBackendRows(); }
    void randomOperations();
    void validationNamesFields_data() { addBackendRows(); }
    void validationNamesFields();
    void battleValuesNamedBesideTheirSide_data() { addBackendRows(); }
    void battleValuesNamedBesideTheirSide();
    void standingsAsOfDate_data() { addBackendRows(); }
    void standingsAsOfDate();
    void provisionalStandings_data() { addBackendRows(); }
    void provisionalStandings();
    void hallOfFameRanking_data() { addBackendRows(); }
    void hallOfFameRanking();
    void playerHistory_data() { addBackendRows(); }
    void playerHistory();
    void matchesOfPeriod_data() { addBackendRows(); }
    void matchesOfPeriod();
    void usualTime_data() { addBackendRows(); }
    void usualTime();
    void explainEloDscWorkedExample_data() { addBackendRows(); }
    void explainEloDscWorkedExample();
    void explainFermiTableRow_data() { addBackendRows(); }
    void explainFermiTableRow();
    void storedDateTimeText_data();
    void storedDateTimeText();
    void backtestReportsProgressAndCancels();
    void sheetsStopOnThePersonsWord();
};

void TestClub::sheetsStopOnThePersonsWord()
{
    // The bulletin and the season report are made in the window's worker
    // behind a progress dialog whose Cancel stops them: the period's
    // reading, its newcomers and each game's season sheets tell the club's
    // progress how far they are, and stop when told, as stopped (not a
    // problem to show), nothing made.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    constexpr int Matches = 2 * palmares::club::ClubContext::ProgressStep + 10;
    for (int i = 0; i < Matches; ++i) {
        PALMARES_RECORD(*c, duel(QStringLiteral("m%1").arg(i),
                                 i % 2 == 0 ? QStringLiteral("Chess") : QStringLiteral("Scrabble"),
                                 when(2024, 1, 1).addSecs(3600 * i), names.at(i % 3), names.at((i + 1) % 3)));
    }
    PALMARES_OK(c->seasons().add(QStringLiteral("Winter"), QDate(2024, 1, 1), QDate(2024, 3, 31)));
    const QDate from(2024, 1, 1);
    const QDate to(2024, 3, 31);

    QList<std::pair<qint64, qint64>> heard;
    c->setProgress([&heard](qint64 done, qint64 total) {
        heard.append({done, total});
        return true;
    });
    const auto period = c->archive().matchesBetween(from, to);
    QVERIFY2(period, qPrintable(period.status().toString()));
    QCOMPARE(period->matches.size(), Matches);
    QCOMPARE(period->debuts.size(), 3);
    // Read (no total yet), then the newcomers asked about (3 of them).
    QCOMPARE(heard, (QList<std::pair<qint64, qint64>>{{256, 0}, {512, 0}, {0, 3}}));
    heard.clear();
    const auto sheets = c->seasons().sheets(QStringLiteral("Winter"));
    QVERIFY2(sheets, qPrintable(sheets.status().toString()));
    QCOMPARE(sheets->standings.size(), 2);
    // Each game, then the season's Hall of Fame.
    QCOMPARE(heard, (QList<std::pair<qint64, qint64>>{{0, 3}, {1, 3}, {2, 3}}));

    // Stopped while reading, while asking about newcomers, at each game.
    for (const qint64 stopAt : {qint64(0), qint64(3)}) {
        c->setProgress([stopAt](qint64, qint64 total) { return total != stopAt; });
        const auto stopped = c->archive().matchesBetween(from, to);
        QVERIFY(!stopped);
        QVERIFY(stopped.status().stopped);
    }
    for (const qint64 stopAt : {qint64(0), qint64(1), qint64(2)}) {
        c->setProgress([stopAt](qint64 done, qint64) { return done != stopAt; });
        const auto stopped = c->seasons().sheets(QStringLiteral("Winter"));
        QVERIFY(!stopped);
        QVERIFY2(stopped.status().stopped, qPrintable(stopped.status().toString()));
    }
    // No one watching: as before.
    c->setProgress({});
    const auto again = c->archive().matchesBetween(from, to);
    QVERIFY2(again, qPrintable(again.status().toString()));
    QCOMPARE(again->matches.size(), Matches);
    QVERIFY(!palmares::club::Status().stopped);
    QVERIFY(!palmares::club::Status::failure(QStringLiteral("x")).stopped);
}

void TestClub::backtestReportsProgressAndCancels()
{
    // The window's comparison of rule sets runs in the worker with a
    // progress bar and Cancel (CompareDialog::run): the backtest tells the
    // club's progress how far it read, then how far it replayed, and stops
    // when told, whichever phase it is in.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    constexpr int Matches = 2 * palmares::club::ClubContext::ProgressStep + 10;
    for (int i = 0; i < Matches; ++i) {
        PALMARES_RECORD(*c, duel(QStringLiteral("m%1").arg(i), QStringLiteral("Chess"),
                                 when(2024, 1, 1).addSecs(3600 * i), names.at(i % 3), names.at((i + 1) % 3)));
    }
    palmares::club::BacktestRequest request;
    request.game = QStringLiteral("Chess");

    QList<std::pair<qint64, qint64>> heard;
    c->setProgress([&heard](qint64 done, qint64 total) {
        heard.append({done, total});
        return true;
    });
    const auto whole = c->backtester().backtest(request);
    QVERIFY2(whole, qPrintable(whole.status().toString()));
    QCOMPARE(whole->matches, Matches);
    const QList<std::pair<qint64, qint64>> expected = {
        {256, 0}, {512, 0}, {256, Matches}, {512, Matches}}; // read (no total yet), then replayed
    QCOMPARE(heard, expected);

    for (const qint64 stopIn : {qint64(0), qint64(Matches)}) {
        c->setProgress([stopIn](qint64, qint64 total) { return total != stopIn; });
        const auto stopped = c->backtester().backtest(request);
        QVERIFY(!stopped);
        QVERIFY2(stopped.status().toString().contains(QStringLiteral("cancelled")),
                 qPrintable(stopped.status().toString()));
    }
    c->setProgress({});
    const auto again = c->backtester().backtest(request);
    QVERIFY2(again, qPrintable(again.status().toString()));
    QCOMPARE(again->rows.first().all.brier, whole->rows.first().all.brier);
}

void TestClub::storedDateTimeText_data()
{
    QTest::addColumn<QDateTime>("when");
    QTest::addColumn<QString>("stored");
    const auto utc = [](int y, int mo, int d, int h, int mi, int s) {
        return QDateTime(QDate(y, mo, d), QTime(h, mi, s), Qt::UTC);
    };
    QTest::newRow("ordinary") << utc(2024, 3, 9, 20, 5, 7) << QStringLiteral("2024-03-09T20:05:07");
    QTest::newRow("leap day, midnight") << utc(2024, 2, 29, 0, 0, 0) << QStringLiteral("2024-02-29T00:00:00");
    QTest::newRow("last second") << utc(9999, 12, 31, 23, 59, 59) << QStringLiteral("9999-12-31T23:59:59");
    QTest::newRow("year 1") << utc(1, 1, 1, 1, 1, 1) << QStringLiteral("0001-01-01T01:01:01");
    QTest::newRow("year 999") << utc(999, 10, 11, 12, 13, 14) << QStringLiteral("0999-10-11T12:13:14");
    QTest::newRow("milliseconds dropped")
        << QDateTime(QDate(2020, 1, 2), QTime(3, 4, 5, 678), Qt::UTC) << QStringLiteral("2020-01-02T03:04:05");
    QTest::newRow("local time") << QDateTime(QDate(2023, 7, 14), QTime(22, 30, 0), Qt::LocalTime)
                                << QStringLiteral("2023-07-14T22:30:00");
    QTest::newRow("invalid") << QDateTime() << QString();
}

void TestClub::storedDateTimeText()
{
    // The stored form, written by hand for speed: the same text as Qt's own
    // formatting, for every date it is given.
    QFETCH(QDateTime, when);
    QFETCH(QString, stored);
    QCOMPARE(palmares::club::storedDateTime(when), stored);
    QCOMPARE(palmares::club::storedDateTime(when), when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")));
}

void TestClub::initTwiceFails()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto opened = Club::open(scratch.location(), palmares::club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QVERIFY(!c->initialised());
    const Status unnamed = c->init(QStringLiteral("   "));
    QVERIFY(!unnamed.ok());
    QCOMPARE(fields(unnamed.problems), QStringList{QStringLiteral("name")});
    PALMARES_OK(c->init(QStringLiteral("  Les Joueurs du Jeudi ")));
    QVERIFY(c->initialised());
    QCOMPARE(c->name(), QStringLiteral("Les Joueurs du Jeudi"));
    const Status again = c->init(QStringLiteral("Another"));
    QVERIFY(!again.ok());
    QVERIFY2(again.toString().contains(QStringLiteral("already")), qPrintable(again.toString()));
    QCOMPARE(c->name(), QStringLiteral("Les Joueurs du Jeudi"));
    // Also after reopening.
    c.reset();
    auto reopened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    c = std::move(*reopened);
    QVERIFY(!c->init(QStringLiteral("Another")).ok());
    QCOMPARE(c->name(), QStringLiteral("Les Joueurs du Jeudi"));
}

void TestClub::players()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Alice")));
    // Names are trimmed: " Alice " is Alice.
    const Status duplicate = c->roster().addPlayer(QStringLiteral(" Alice "));
    QVERIFY(!duplicate.ok());
    QCOMPARE(fields(duplicate.problems), QStringList{QStringLiteral("name")});
    QVERIFY2(duplicate.toString().contains(QStringLiteral("'Alice'")), qPrintable(duplicate.toString()));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("  Bob\t"), QStringLiteral(" Martin ")));
    QVERIFY(!c->roster().addPlayer(QStringLiteral("   ")).ok());
    QVERIFY(!c->roster().addPlayer(QString(101, u'x')).ok());

    auto all = c->roster().players();
    QVERIFY2(all, qPrintable(all.status().toString()));
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).name, QStringLiteral("Alice"));
    QCOMPARE(all->at(1).name, QStringLiteral("Bob"));
    QCOMPARE(all->at(1).household, QStringLiteral("Martin"));

    // Renaming onto an existing name (trimmed or not) fails; to a new name works.
    for (const QString& taken : {QStringLiteral("Alice"), QStringLiteral(" Alice  ")}) {
        const Status onto = c->roster().renamePlayer(QStringLiteral("Bob"), taken);
        QVERIFY(!onto.ok());
        QCOMPARE(fields(onto.problems), QStringList{QStringLiteral("new name")});
        QVERIFY2(onto.toString().contains(QStringLiteral("merge")), qPrintable(onto.toString()));
    }
    QCOMPARE(fields(c->roster().renamePlayer(QStringLiteral("Nobody"), QStringLiteral("X")).problems),
             QStringList{QStringLiteral("name")});
    QCOMPARE(fields(c->roster().renamePlayer(QStringLiteral("Bob"), QStringLiteral(" ")).problems),
             QStringList{QStringLiteral("new name")});
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 1, 10), Alice, Bob));
    PALMARES_OK(c->roster().renamePlayer(QStringLiteral(" Bob "), QStringLiteral(" Robert ")));
    all = c->roster().players();
    QVERIFY2(all, qPrintable(all.status().toString()));
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(1).name, QStringLiteral("Robert"));
    QCOMPARE(all->at(1).household, QStringLiteral("Martin")); // the rest of the player is kept
    // His results follow the new name (1000 vs 1000: E = 0.5, round(8 × 0.5) = 4).
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Robert 996 (1)")}));
    QCOMPARE(history(*c, QStringLiteral("Robert")).size(), 1);
    // Renaming to the same name (a no-op) is fine.
    PALMARES_OK(c->roster().renamePlayer(QStringLiteral("Robert"), QStringLiteral("Robert")));
    PALMARES_CHECKED(*c);
}

void TestClub::mergePlayers()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(referenceScratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(reference, referenceScratch);
    const QString Bobby = QStringLiteral("Bobby"); // the same person as Bob, entered twice
    // The results, entered under "Bobby" in the club and under "Bob" in the
    // reference club (as if he had always been entered correctly).
    const auto enter = [&](Club& into, const QString& second) {
        QVERIFY(into.catalogue().addGame(Scrabble, System::Fermi).ok());
        QVERIFY(into.catalogue().addGame(Chess, System::EloProvisional).ok());
        for (const MatchDraft& d : {duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob),
                                    duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), second, Carol),
                                    duel(QStringLiteral("m3"), Scrabble, when(2024, 1, 3), Carol, Bob),
                                    duel(QStringLiteral("m4"), Scrabble, when(2024, 1, 4), Alice, second),
                                    duel(QStringLiteral("e1"), Chess, when(2024, 1, 5), second, Carol),
                                    duel(QStringLiteral("e2"), Chess, when(2024, 1, 6), Bob, Alice)}) {
            PALMARES_RECORD(into, d);
        }
    };
    enter(*c, Bobby);
    if (QTest::currentTestFailed()) {
        return;
    }
    enter(*reference, Bob);
    if (QTest::currentTestFailed()) {
        return;
    }
    // Before the merge (fermi, all at 1000; equal ratings: E = 0.5 → ±4):
    // m1 Alice 1004, Bob 996; m2 Bobby 1004, Carol 996; m3 Carol 996 beats
    // Bob 996 → 1000 / 992; m4 Alice 1004 beats Bobby 1004 → 1008 / 1000.
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (2)"), QStringLiteral("Bobby 1000 (2)"),
                                                 QStringLiteral("Carol 1000 (2)"), QStringLiteral("Bob 992 (2)")}));

    // Two players who met cannot be one person: refused, nothing changes.
    const QStringList before = ratings(*c, Scrabble);
    const Status met = c->merger().mergePlayers(Alice, Bob).status();
    QVERIFY(!met.ok());
    QVERIFY2(met.toString().contains(QStringLiteral("m1")), qPrintable(met.toString()));
    QCOMPARE(ratings(*c, Scrabble), before);
    QCOMPARE(fields(c->merger().mergePlayers(QStringLiteral("Nobody"), Bob).status().problems),
             QStringList{QStringLiteral("from")});
    QCOMPARE(fields(c->merger().mergePlayers(Bob, QStringLiteral("Nobody")).status().problems),
             QStringList{QStringLiteral("into")});
    QVERIFY(!c->merger().mergePlayers(Bob, QStringLiteral(" Bob ")).ok());

    PALMARES_OK(c->merger().mergePlayers(QStringLiteral(" Bobby "), QStringLiteral("Bob ")));
    const auto all = c->roster().players();
    QVERIFY2(all, qPrintable(all.status().toString()));
    QStringList names;
    for (const auto& p : *all) {
        names << p.name;
    }
    QCOMPARE(names, (QStringList{Alice, Bob, Carol}));
    // Re-derived as one Bob: m1 Alice 1004, Bob 996; m2 Bob 996 beats Carol
    // 1000: E = 1/(1+10^(4/1000)) = 0.4977, round(8 × 0.5023) = 4 → Bob 1000,
    // Carol 996; m3 Carol 996 beats Bob 1000: +4 → Carol 1000, Bob 996; m4
    // Alice 1004 beats Bob 996: E = 0.5046, round(8 × 0.4954) = 4 → 1008 / 992.
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (2)"), QStringLiteral("Carol 1000 (2)"),
                                                 QStringLiteral("Bob 992 (4)")}));
    QCOMPARE(history(*c, Bob, Scrabble),
             (QStringList{u8("m1 Scrabble 1000→996 (-4) pts 66.667"), u8("m2 Scrabble 996→1000 (4) pts 133.333"),
                          u8("m3 Scrabble 1000→996 (-4) pts 66.667"), u8("m4 Scrabble 996→992 (-4) pts 66.667")}));
    // elo-provisional, start 0: e1 Bob's first game, Ea = 0, G − P = 1 →
    // round(0 + 400 × 1/1) = 400; e2 second game, Ea = (0 + 0)/2, G − P = 2 →
    // round(400 × 2/2) = 400.
    QCOMPARE(ratings(*c, Chess).first(), QStringLiteral("Bob 400 (2)"));
    // …and exactly as if he had been entered as Bob from the start.
    for (const QString& game : {Scrabble, Chess}) {
        QCOMPARE(fullStandings(*c, game), fullStandings(*reference, game));
    }
    QCOMPARE(hallOfFame(*c, {}, std::nullopt, std::nullopt, 9),
             hallOfFame(*reference, {}, std::nullopt, std::nullopt, 9));
    for (const QString& who : {Alice, Bob, Carol}) {
        QCOMPARE(history(*c, who), history(*reference, who));
    }
    QCOMPARE(history(*c, Bobby), QStringList{u8("error: player: there is no player named 'Bobby'")});
    PALMARES_CHECKED(*c);
}

void TestClub::households()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->roster().addPlayer(Alice));
    PALMARES_OK(c->roster().addPlayer(Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 10), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, when(2024, 2, 10), Alice, Bob));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    const QStringList chess = fullStandings(*c, Chess);
    QCOMPARE(chess.size(), 2);

    const auto reason = [&](const QString& code) {
        const auto x = c->explainer().explain(code);
        return x ? x->unratedReason : QStringLiteral("error: ") + x.status().toString();
    };
    QCOMPARE(reason(QStringLiteral("s1")), QString());
    // One of them in a household: still rated.
    PALMARES_OK(c->roster().setHousehold(Alice, QStringLiteral("Dupont")));
    QCOMPARE(reason(QStringLiteral("s1")), QString());
    // Both in the same household (trimmed): the duel is kept, unrated, and counts nowhere.
    PALMARES_OK(c->roster().setHousehold(Bob, QStringLiteral(" Dupont ")));
    QCOMPARE(reason(QStringLiteral("s1")), QStringLiteral("same-household"));
    QCOMPARE(ratings(*c, Scrabble), QStringList());
    QCOMPARE(hallOfFame(*c, Scrabble), QStringList{QStringLiteral("games 0 matches 0 players 0")});
    QCOMPARE(history(*c, Alice, Scrabble), QStringList());
    // Other rule sets do not look at households.
    QCOMPARE(fullStandings(*c, Chess), chess);
    // A duel entered while they share a household is unrated at once.
    PALMARES_RECORD(*c, duel(QStringLiteral("s2"), Scrabble, when(2024, 2, 11), Bob, Alice));
    QCOMPARE(reason(QStringLiteral("s2")), QStringLiteral("same-household"));
    QCOMPARE(ratings(*c, Scrabble), QStringList());
    PALMARES_CHECKED(*c);
    // Bob leaves the household: both duels are rated again. s1 → Alice 1004,
    // Bob 996; s2 Bob 996 beats Alice 1004: E = 1/(1+10^(8/1000)) = 0.4954,
    // round(8 × 0.5046) = 4 → 1000 / 1000.
    PALMARES_OK(c->roster().setHousehold(Bob, QString()));
    QCOMPARE(reason(QStringLiteral("s1")), QString());
    QCOMPARE(reason(QStringLiteral("s2")), QString());
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1000 (2)"), QStringLiteral("Bob 1000 (2)")}));
    QCOMPARE(fullStandings(*c, Chess), chess);
    PALMARES_CHECKED(*c);
    QCOMPARE(fields(c->roster().setHousehold(QStringLiteral("Nobody"), QStringLiteral("X")).problems),
             QStringList{QStringLiteral("name")});
}

void TestClub::gameParameters()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // A parameter the rule set does not have: refused, the game not created.
    const Status unknown = c->catalogue().addGame(QStringLiteral("Dames"), System::Fermi,
                                                  {{QStringLiteral("bogus"), QStringLiteral("1")}});
    QVERIFY(!unknown.ok());
    QVERIFY2(unknown.toString().contains(QStringLiteral("bogus")), qPrintable(unknown.toString()));
    Status status;
    status = c->catalogue().game(QStringLiteral("Dames")).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("game")});
    QVERIFY(!c->catalogue()
                 .addGame(QStringLiteral("Dames"), System::Fermi, {{QStringLiteral("max_gain"), QStringLiteral("x")}})
                 .ok());
    QCOMPARE(fields(c->catalogue().addGame(QStringLiteral(" "), System::Fermi).problems),
             QStringList{QStringLiteral("name")});

    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    QCOMPARE(fields(c->catalogue().addGame(QStringLiteral(" Scrabble "), System::Niveau).problems),
             QStringList{QStringLiteral("name")});
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, when(2024, 1, 1), Carol, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("s2"), Scrabble, when(2024, 1, 2), Bob, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("s3"), Scrabble, when(2024, 1, 3), Alice, Bob));
    // max_gain 8: s1 +4 (1004/996); s2 Bob 996 beats Alice 1004: E = 0.4954,
    // round(8 × 0.5046) = 4 → 1000/1000; s3 +4 → 1004/996.
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("s1 Scrabble 1000→1004 (4) pts 133.333"), u8("s2 Scrabble 1004→1000 (-4) pts 66.667"),
                          u8("s3 Scrabble 1000→1004 (4) pts 133.333")}));
    const QStringList chess = fullStandings(*c, Chess);

    // Bad parameters name the parameter and change nothing.
    for (const auto& [key, value] : {std::pair{QStringLiteral("bogus"), QStringLiteral("3")},
                                     std::pair{QStringLiteral("max_gain"), QStringLiteral("abc")}}) {
        const Status bad = c->catalogue().setGameParameters(Scrabble, {{key, value}});
        QVERIFY(!bad.ok());
        QCOMPARE(fields(bad.problems), QStringList{key});
    }
    QCOMPARE(fields(c->catalogue().setGameParameters(QStringLiteral("Nope"), {}).problems),
             QStringList{QStringLiteral("game")});
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (3)"), QStringLiteral("Bob 996 (3)")}));

    // max_gain 16 re-rates the whole history: s1 +8 (1008/992); s2 Bob 992
    // beats Alice 1008: E = 1/(1+10^(16/1000)) = 0.4908, round(16 × 0.5092)
    // = 8 → 1000/1000; s3 +8 → 1008/992. Every change doubled.
    PALMARES_OK(c->catalogue().setGameParameters(Scrabble, {{QStringLiteral(" max_gain "), QStringLiteral(" 16 ")}}));
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("s1 Scrabble 1000→1008 (8) pts 133.333"), u8("s2 Scrabble 1008→1000 (-8) pts 66.667"),
                          u8("s3 Scrabble 1000→1008 (8) pts 133.333")}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (3)"), QStringLiteral("Bob 992 (3)")}));
    const auto g = c->catalogue().game(Scrabble);
    QVERIFY2(g, qPrintable(g.status().toString()));
    QCOMPARE(g->params.value(QStringLiteral("max_gain")), QStringLiteral("16"));
    const auto params = c->catalogue().parameters(Scrabble);
    QVERIFY2(params, qPrintable(params.status().toString()));
    const auto maxGain =
        std::find_if(params->cbegin(), params->cend(), [](const auto& p) { return p.key == "max_gain"; });
    QVERIFY(maxGain != params->cend());
    QCOMPARE(maxGain->value, std::string("16"));
    QCOMPARE(maxGain->defaultValue, std::string("8"));
    // The other game is untouched.
    QCOMPARE(fullStandings(*c, Chess), chess);
    PALMARES_CHECKED(*c);
    // And it survives a reopening.
    c.reset();
    auto reopened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    c = std::move(*reopened);
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (3)"), QStringLiteral("Bob 992 (3)")}));
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (3)"), QStringLiteral("Bob 992 (3)")}));
}

void TestClub::backDatedEditsAndDeletes()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    // Another game, played on the same days by the same people: never touched.
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, when(2024, 1, 3), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("c2"), Chess, when(2024, 1, 12), Bob, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("c3"), Chess, when(2024, 1, 25), Carol, Alice));
    const auto chessPicture = [&] {
        return fullStandings(*c, Chess) + history(*c, Alice, Chess) + history(*c, Bob, Chess) +
               history(*c, Carol, Chess) + hallOfFame(*c, Chess, std::nullopt, std::nullopt, 9);
    };
    const QStringList chess = chessPicture();

    // m1 Alice beats Bob: +4 → 1004/996; m2 Alice 1004 beats Bob 996:
    // E = 0.5046, round(8 × 0.4954) = 4 → 1008/992.
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 10), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 20), Alice, Bob));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (2)"), QStringLiteral("Bob 992 (2)")}));

    // Back-dated m0 (Jan 5) Bob beats Alice, before both: m0 996/1004;
    // m1 Alice 996 beats Bob 1004: E = 0.4954, round(8 × 0.5046) = 4 →
    // 1000/1000; m2 +4 → Alice 1004, Bob 996.
    PALMARES_RECORD(*c, duel(QStringLiteral("m0"), Scrabble, when(2024, 1, 5), Bob, Alice));
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("m0 Scrabble 1000→996 (-4) pts 66.667"), u8("m1 Scrabble 996→1000 (4) pts 133.333"),
                          u8("m2 Scrabble 1000→1004 (4) pts 133.333")}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (3)"), QStringLiteral("Bob 996 (3)")}));
    QCOMPARE(chessPicture(), chess);
    PALMARES_CHECKED(*c);

    // Edit m1: Bob won it after all. m0 Alice 996, Bob 1004; m1 Bob 1004
    // beats Alice 996: E = 0.5046 → +4 → 992/1008; m2 Alice 992 beats Bob
    // 1008: E = 1/(1+10^(16/1000)) = 0.4908, round(8 × 0.5092) = 4 → 996/1004.
    PALMARES_OK(
        c->resultBook().editMatch(QStringLiteral("m1"), duel(QString(), Scrabble, when(2024, 1, 10), Bob, Alice)));
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("m0 Scrabble 1000→996 (-4) pts 66.667"), u8("m1 Scrabble 996→992 (-4) pts 66.667"),
                          u8("m2 Scrabble 992→996 (4) pts 133.333")}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Bob 1004 (3)"), QStringLiteral("Alice 996 (3)")}));
    QCOMPARE(chessPicture(), chess);
    PALMARES_CHECKED(*c);

    // Edit m2's date to Jan 1: it is now first. m2 Alice beats Bob → 1004/996;
    // m0 Bob 996 beats Alice 1004: +4 → 1000/1000; m1 Bob beats Alice: +4 → Bob 1004, Alice 996.
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("m2"),
                                          duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 1), Alice, Bob)));
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("m2 Scrabble 1000→1004 (4) pts 133.333"), u8("m0 Scrabble 1004→1000 (-4) pts 66.667"),
                          u8("m1 Scrabble 1000→996 (-4) pts 66.667")}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Bob 1004 (3)"), QStringLiteral("Alice 996 (3)")}));
    QCOMPARE(chessPicture(), chess);
    PALMARES_CHECKED(*c);

    // Carol plays once, on Jan 15, then that match is deleted: she leaves the standings.
    PALMARES_RECORD(*c, duel(QStringLiteral("k1"), Scrabble, when(2024, 1, 15), Carol, Bob));
    QCOMPARE(ratings(*c, Scrabble).size(), 3);
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("k1")));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Bob 1004 (3)"), QStringLiteral("Alice 996 (3)")}));
    PALMARES_CHECKED(*c);

    // Delete m0: m2 Alice beats Bob → 1004/996; m1 Bob 996 beats Alice 1004:
    // E = 0.4954, round(8 × 0.5046) = 4 → 1000/1000.
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral(" m0 ")));
    QCOMPARE(history(*c, Alice, Scrabble),
             (QStringList{u8("m2 Scrabble 1000→1004 (4) pts 133.333"), u8("m1 Scrabble 1004→1000 (-4) pts 66.667")}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1000 (2)"), QStringLiteral("Bob 1000 (2)")}));
    QCOMPARE(chessPicture(), chess);
    PALMARES_CHECKED(*c);

    // Moving a match to another game re-rates both games.
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("m1"), duel(QString(), Chess, when(2024, 1, 10), Bob, Alice)));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    QVERIFY(chessPicture() != chess);
    PALMARES_CHECKED(*c);

    // Unknown matches are named.
    QCOMPARE(fields(c->resultBook().deleteMatch(QStringLiteral("zz")).problems), QStringList{QStringLiteral("match")});
    QCOMPARE(fields(c->resultBook()
                        .editMatch(QStringLiteral("zz"), duel(QString(), Scrabble, when(2024, 1, 1), Alice, Bob))
                        .status()
                        .problems),
             QStringList{QStringLiteral("match")});
}

void TestClub::randomOperations()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString fermi = QStringLiteral("Fermi");
    const QString dsc = QStringLiteral("Bataille");
    const QString tarot = QStringLiteral("Tarot");
    PALMARES_OK(c->catalogue().addGame(fermi, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(dsc, System::EloDsc));
    PALMARES_OK(c->catalogue().addGame(tarot, System::Niveau));
    const QStringList names = {QStringLiteral("Ana"), QStringLiteral("Ben"), QStringLiteral("Cleo"),
                               QStringLiteral("Dov"), QStringLiteral("Eli"), QStringLiteral("Fay"),
                               QStringLiteral("Gus"), QStringLiteral("Hal")};
    QRandomGenerator random(20240917);
    const auto pick = [&](int n) { return static_cast<int>(random.bounded(n)); };
    const auto somePlayers = [&](int n) {
        QStringList all = names;
        for (int i = static_cast<int>(all.size()) - 1; i > 0; --i) {
            all.swapItemsAt(i, pick(i + 1));
        }
        return all.mid(0, n);
    };
    // Days 0…60 of 2024 with a few evening times, so that many matches share
    // a date-time and their entry order decides.
    const auto dayTime = [&](int day) {
        const int hour = pick(3) == 0 ? 0 : 20 + pick(2);
        return when(2024, 1, 1, hour).addDays(day);
    };
    const auto randomDraft = [&](const QString& code, const QDateTime& at) {
        MatchDraft d;
        d.code = code;
        d.playedAt = at;
        const int game = pick(3);
        if (game == 0) {
            d.game = fermi;
            const QStringList who = somePlayers(2);
            const int result = pick(3); // win, loss, draw
            d.participants = {ranked(who[0], result == 1 ? 2 : 1), ranked(who[1], result == 0 ? 2 : 1)};
            d.isVoid = pick(10) == 0;
            d.participants[1].left = pick(10) == 0;
        } else if (game == 1) {
            d.game = dsc;
            const QStringList who = somePlayers(2);
            if (pick(2) == 0) {
                static constexpr Outcome outcomes[] = {Outcome::E, Outcome::AT, Outcome::VP, Outcome::V, Outcome::VT};
                d.outcome = outcomes[pick(5)];
                d.participants = {ranked(who[0], 1), ranked(who[1], d.outcome == Outcome::E ? 1 : 2)};
            } else {
                for (const QString& name : who) {
                    MatchDraft::Entry e;
                    e.player = name;
                    e.morale = 5 + pick(6);
                    e.moraleLost = pick(static_cast<int>(*e.morale) + 1);
                    d.participants << e;
                }
            }
            if (pick(8) == 0) {
                d.durationMin = 120; // too short: kept unrated
            }
            if (pick(8) == 0) {
                d.participants[0].armyPoints = 1500;
                d.participants[1].armyPoints = pick(2) == 0 ? 1500 : 1600;
            }
        } else {
            d.game = tarot;
            for (const QString& name : somePlayers(3 + pick(3))) {
                d.participants << scored(name, 10.0 * (pick(30) - 8));
            }
            d.deals = 1 + pick(24);
            if (pick(6) == 0) {
                d.participants[pick(static_cast<int>(d.participants.size()))].left = true;
            }
        }
        return d;
    };

    for (const QString& name : names) {
        PALMARES_OK(c->roster().addPlayer(name));
    }
    QStringList codes;
    int latest = 0;
    int counts[4] = {};
    for (int op = 0; op < 200; ++op) {
        const int roll = codes.isEmpty() ? 0 : pick(100);
        const QString what = QStringLiteral("operation %1").arg(op);
        if (roll < 60) {
            // A new match: at the end of the history, or back-dated.
            const bool backDated = roll >= 35;
            const int day = backDated ? pick(latest + 1) : latest + pick(3);
            latest = std::max(latest, day);
            Status status;
            const auto code = c->resultBook().recordMatch(randomDraft(QString(), dayTime(day)), true);
            QVERIFY2(code, qPrintable(what + QStringLiteral(": ") + code.status().toString()));
            codes << *code;
            ++counts[backDated ? 1 : 0];
        } else if (roll < 80) {
            const QString code = codes[pick(static_cast<int>(codes.size()))];
            const auto old = c->resultBook().matchDraft(code);
            QVERIFY2(old, qPrintable(old.status().toString()));
            // Half the edits keep the date, half move the match in time.
            const QDateTime at = pick(2) == 0 ? old->playedAt : dayTime(pick(latest + 1));
            const Status edited = c->resultBook().editMatch(code, randomDraft(code, at)).status();
            QVERIFY2(edited.ok(), qPrintable(what + QStringLiteral(" (edit): ") + edited.toString()));
            ++counts[2];
        } else {
            const QString code = codes.takeAt(pick(static_cast<int>(codes.size())));
            const Status deleted = c->resultBook().deleteMatch(code);
            QVERIFY2(deleted.ok(), qPrintable(what + QStringLiteral(" (delete): ") + deleted.toString()));
            ++counts[3];
        }
        if (op % 50 == 49) {
            const QString differences = checkProblems(*c);
            QVERIFY2(differences.isEmpty(), qPrintable(what + QStringLiteral(": ") + differences));
        }
    }
    // The generator mixed all four kinds of operation.
    for (const int n : counts) {
        QVERIFY2(n >= 20,
                 qPrintable(QStringLiteral("%1 %2 %3 %4").arg(counts[0]).arg(counts[1]).arg(counts[2]).arg(counts[3])));
    }
    PALMARES_CHECKED(*c);
    const auto picture = [&] {
        QStringList all;
        for (const QString& game : {fermi, dsc, tarot}) {
            all << fullStandings(*c, game);
        }
        all << hallOfFame(*c, {}, std::nullopt, std::nullopt, 9);
        for (const QString& name : names) {
            all << history(*c, name);
        }
        return all;
    };
    const QStringList incremental = picture();
    QVERIFY(incremental.size() > 30);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(picture(), incremental);
    PALMARES_CHECKED(*c);
}

void TestClub::validationNamesFields()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    const MatchDraft good = duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), Alice, Bob);
    QCOMPARE(c->resultBook().validate(good).size(), 0);

    MatchDraft d = good;
    d.game = QString();
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("game")});
    d.game = QStringLiteral("Go");
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("game")});
    QVERIFY(c->resultBook().validate(d).first().message.contains(QStringLiteral("Go")));
    d = good;
    d.playedAt = QDateTime();
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("date")});
    d = good;
    d.code = QStringLiteral(" m1 ");
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("match")});
    QVERIFY(c->resultBook().validate(d).first().message.contains(QStringLiteral("m1")));
    d = good;
    d.participants[1].player = QStringLiteral("  ");
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("player 2")});
    d = good;
    d.participants[1].player = QStringLiteral(" Alice ");
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("player 2")});
    d = good;
    d.participants[0].rank = 0;
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("player 1")});
    // Several problems at once, each with its field.
    d = good;
    d.game = QString();
    d.playedAt = QDateTime();
    d.participants[1].player = QString();
    QCOMPARE(fields(c->resultBook().validate(d)),
             (QStringList{QStringLiteral("game"), QStringLiteral("date"), QStringLiteral("player 2")}));
    // The rule set's own check: fermi is for two players.
    d = good;
    d.participants << ranked(Carol, 3);
    const auto three = c->resultBook().validate(d);
    QCOMPARE(three.size(), 1);
    QVERIFY2(three.first().message.contains(QStringLiteral("3")), qPrintable(three.first().message));

    // Nothing is recorded when a draft is refused, or names an unknown player.
    Status status;
    status = c->resultBook().recordMatch(d, true).status();
    QVERIFY(!status.ok());
    MatchDraft stranger = good;
    stranger.participants[1].player = QStringLiteral("Zed");
    status = {};
    status = c->resultBook().recordMatch(stranger, false).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("player")});
    QVERIFY(status.toString().contains(QStringLiteral("Zed")));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    // The same draft with createPlayers is recorded, with a fresh identifier.
    status = {};
    stranger.code.clear();
    const auto code = c->resultBook().recordMatch(stranger, true);
    QVERIFY2(code, qPrintable(code.status().toString()));
    QVERIFY(!code->isEmpty() && *code != QLatin1String("m1"));
    QCOMPARE(ratings(*c, Scrabble).size(), 3);
}

void TestClub::battleValuesNamedBesideTheirSide()
{
    // Issue 20, item 5: a morale lost greater than the morale and a battle
    // of no turn were saved silently. Refused, with the side at fault, and
    // nothing written; the results list says who won and the level.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString dsc = QStringLiteral("DSC");
    PALMARES_OK(c->catalogue().addGame(dsc, System::EloDsc));
    const auto side = [](const QString& player, double morale, double lost) {
        MatchDraft::Entry e;
        e.player = player;
        e.morale = morale;
        e.moraleLost = lost;
        e.turns = 6;
        return e;
    };
    const MatchDraft good =
        draft(QStringLiteral("b1"), dsc, when(2024, 1, 5), {side(Alice, 40, 40), side(Bob, 40, 12)});
    QCOMPARE(problemsText(c->resultBook().validate(good)), QString());

    MatchDraft d = good;
    d.participants[1].moraleLost = 45;
    QList<Problem> problems = c->resultBook().validate(d);
    QCOMPARE(fields(problems), QStringList{QStringLiteral("player 2")});
    QVERIFY2(
        problems.first().message.contains(QStringLiteral("the morale lost (45) is more than the initial morale (40)")),
        qPrintable(problems.first().message));
    d = good;
    d.participants[0].turns = 0;
    d.participants[1].turns = 0;
    problems = c->resultBook().validate(d);
    QCOMPARE(fields(problems), QStringList{QStringLiteral("player 1")});
    QVERIFY2(problems.first().message.contains(QStringLiteral("turns must be at least 1")),
             qPrintable(problems.first().message));
    const Status refused = c->resultBook().recordMatch(d, true).status();
    QVERIFY(!refused.ok());
    QCOMPARE(c->archive().results()->size(), 0);
    QCOMPARE(c->roster().players()->size(), 0);

    // Alice lost all her morale: routed, a total victory for Bob.
    PALMARES_RECORD(*c, good);
    const auto results = c->archive().results();
    QVERIFY(results);
    QCOMPARE(results->size(), 1);
    QCOMPARE(results->first().players, (QStringList{Bob, Alice}));
    QCOMPARE(results->first().outcome, palmares::rating::Outcome::VT);
    QCOMPARE(results->first().summary, QStringLiteral("1. Bob · 2. Alice"));
}

void TestClub::usualTime()
{
    // Issue 43: a new result starts at the club's usual evening, the time
    // most of its matches of the last 120 days were played at, the later of
    // equals; 20:30 when none has a time.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    const QDate today(2026, 6, 30);
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(20, 30));
    const auto at = [&today](int daysBack, int h, int m) {
        return QDateTime(today.addDays(-daysBack), QTime(h, m), Qt::UTC);
    };
    int code = 0;
    const auto play = [&](const QDateTime& when) {
        PALMARES_RECORD(*c, duel(QStringLiteral("m%1").arg(++code), Scrabble, when, Alice, Bob));
    };
    play(at(200, 14, 0)); // too long ago, however often
    play(at(190, 14, 0));
    play(at(180, 14, 0));
    play(at(5, 0, 0)); // no time given: no evening
    play(at(4, 0, 0));
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(20, 30));
    play(at(30, 18, 0));
    play(at(20, 21, 15));
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(21, 15)); // one each: the later
    play(at(10, 18, 0));
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(18, 0));
    play(at(-1, 21, 15)); // tomorrow: not yet
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(18, 0));
    play(at(0, 21, 15)); // today counts
    QCOMPARE(c->archive().usualTime(today).value_or(QTime()), QTime(21, 15));
}

void TestClub::standingsAsOfDate()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    // m1 at 21:00 on Jan 10: Alice 1004, Bob 996; m2 Jan 20: Alice 1004 beats
    // Bob 996, E = 0.5046, round(8 × 0.4954) = 4 → 1008/992.
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 10, 21), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 20), Alice, Bob));
    QCOMPARE(ratings(*c, Scrabble, QDate(2024, 1, 9)), QStringList());
    const QStringList afterFirst = {QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")};
    QCOMPARE(ratings(*c, Scrabble, QDate(2024, 1, 10)), afterFirst); // the day itself is included
    QCOMPARE(ratings(*c, Scrabble, QDate(2024, 1, 19)), afterFirst);
    const QStringList afterBoth = {QStringLiteral("Alice 1008 (2)"), QStringLiteral("Bob 992 (2)")};
    QCOMPARE(ratings(*c, Scrabble, QDate(2024, 1, 20)), afterBoth);
    QCOMPARE(ratings(*c, Scrabble, QDate(2030, 1, 1)), afterBoth);
    QCOMPARE(ratings(*c, Scrabble), afterBoth);
    Status status;
    const auto s = c->rankings().standings(Scrabble, QDate(2024, 1, 15));
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(s->at, std::optional<QDate>(QDate(2024, 1, 15)));
    QCOMPARE(s->rows.first().lastPlayed, QStringLiteral("2024-01-10T21:00:00"));
    status = c->rankings().standings(QStringLiteral("Go"), std::nullopt).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("game")});
}

void TestClub::provisionalStandings()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Results of 2025: today they would all be dormant (unranked); the test
    // is about the ranks themselves.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    // Provisional for 2 games instead of 20, so that a few matches make
    // established players (the rule is the same with any count).
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional,
                                       {{QStringLiteral("provisional_games"), QStringLiteral("2")}}));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Go"), System::EloProvisional));
    // g1 Alice beats Bob, both provisional: Alice round(0 + 400 × 1/1) = 400;
    // Bob round(0 − 400) = −400 → the floor 0.
    // g2 again: Alice Ea = (0 + 0)/2, G − P = 2 → 400; Bob −400 → 0.
    // Now both have 2 games: established.
    // g3 Carol (first game) beats Alice: Carol Ea = 400, G − P = 1 → 800;
    // Alice established, K = 32 × n/2 with n = 0 games of Carol → no change.
    for (const MatchDraft& d : {duel(QStringLiteral("g1"), Chess, when(2024, 1, 1), Alice, Bob),
                                duel(QStringLiteral("g2"), Chess, when(2024, 1, 2), Alice, Bob),
                                duel(QStringLiteral("g3"), Chess, when(2024, 1, 3), Carol, Alice),
                                duel(QStringLiteral("go1"), QStringLiteral("Go"), when(2024, 1, 3), Carol, Alice)}) {
        PALMARES_RECORD(*c, d);
    }
    const auto s = c->rankings().standings(Chess, std::nullopt);
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(s->rows.size(), 3);
    const auto row = [&](int i) {
        const auto& r = s->rows[i];
        return QStringLiteral("%1. %2 %3 %4%5%6")
            .arg(r.rank)
            .arg(r.player, num(r.rating), r.category, r.provisional ? QStringLiteral(" provisional") : QString(),
                 r.best ? QStringLiteral(" best") : QString());
    };
    QCOMPARE(row(0), QStringLiteral("1. Carol 800 Class F provisional"));
    QCOMPARE(row(1), QStringLiteral("2. Alice 400 Class H best"));
    QCOMPARE(row(2), QStringLiteral("3. Bob 0 Class J"));
    // With the default 20 games everyone is provisional: no best player.
    const auto go = c->rankings().standings(QStringLiteral("Go"), std::nullopt);
    QVERIFY2(go, qPrintable(go.status().toString()));
    QCOMPARE(go->rows.size(), 2);
    for (const auto& r : go->rows) {
        QVERIFY(r.provisional);
        QVERIFY(!r.best);
    }
}

void TestClub::hallOfFameRanking()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString belote = QStringLiteral("Belote"); // points: placement points only
    const QString duelGame = QStringLiteral("Duel"); // fermi
    PALMARES_OK(c->catalogue().addGame(belote, System::Points));
    PALMARES_OK(c->catalogue().addGame(duelGame, System::Fermi));
    const auto N = [](const char* name) { return QString::fromUtf8(name); };
    // P(p) = 100·n / (H_n · p): n = 2 → 133.333, 66.667 (a tie: 100 each);
    // n = 3 → 163.636, 81.818, 54.545.
    for (const MatchDraft& d : {
             draft(QStringLiteral("h1"), belote, when(2024, 3, 1),
                   {ranked(N("Ann"), 1), ranked(N("Bea"), 2), ranked(N("Cid"), 3)}),
             duel(QStringLiteral("h2"), belote, when(2024, 3, 2), N("Bea"), N("Ann")),
             duel(QStringLiteral("h3"), duelGame, when(2024, 3, 3, 12), N("Ann"), N("Cid")),
             duel(QStringLiteral("h4"), belote, when(2024, 3, 4, 23, 30), N("Dan"), N("Cid")),
             duel(QStringLiteral("h5"), belote, when(2024, 3, 5), N("Xav"), N("Zed")),
             duel(QStringLiteral("h6"), belote, when(2024, 3, 6), N("Yan"), N("Zed")),
             draft(QStringLiteral("h7"), belote, when(2024, 3, 7), {ranked(N("Yan"), 1), ranked(N("Wil"), 1)}),
             draft(QStringLiteral("h8"), belote, when(2024, 3, 8), {ranked(N("Vic"), 1), ranked(N("Uma"), 1)}),
         }) {
        PALMARES_RECORD(*c, d);
    }
    // A void duel is kept but counts nowhere.
    MatchDraft voided = duel(QStringLiteral("h9"), duelGame, when(2024, 3, 9), N("Ann"), N("Cid"));
    voided.isVoid = true;
    PALMARES_RECORD(*c, voided);

    // Everything, T = 3 (Ann and Cid played 3 times):
    // Ann 163.636 + 66.667 + 133.333 = 363.636, avg 121.212, μ = 363.636/3 = 121.212
    // Dan 133.333, avg 133.333, μ = (133.333 + 200)/3 = 111.111; Xav the same: the
    // same rank, listed by name (issue 20: ties share the rank, 1, 1, 3)
    // Yan 133.333 + 100 = 233.333, avg 116.667, μ = (233.333 + 100)/3 = 111.111 (the same
    // rank, listed after them: a lower average)
    // Bea 81.818 + 133.333 = 215.152, avg 107.576, μ = (215.152 + 100)/3 = 105.051
    // Uma, Vic, Wil 100, μ = (100 + 200)/3 = 100 (one rank, listed by name)
    // Zed 66.667 × 2 = 133.333, avg 66.667, μ = (133.333 + 100)/3 = 77.778
    // Cid 54.545 + 66.667 + 66.667 = 187.879, avg 62.626, μ = 62.626
    // Every match's points sum to 100·n: 300 + 7 × 200 = 1700.
    QCOMPARE(hallOfFame(*c, {}), (QStringList{QStringLiteral("games 2 matches 8 players 10"),
                                              QStringLiteral("1. Ann n=3 total 363.636 avg 121.212 mu 121.212"),
                                              QStringLiteral("2. Dan n=1 total 133.333 avg 133.333 mu 111.111"),
                                              QStringLiteral("2. Xav n=1 total 133.333 avg 133.333 mu 111.111"),
                                              QStringLiteral("2. Yan n=2 total 233.333 avg 116.667 mu 111.111"),
                                              QStringLiteral("5. Bea n=2 total 215.152 avg 107.576 mu 105.051"),
                                              QStringLiteral("6. Uma n=1 total 100.000 avg 100.000 mu 100.000"),
                                              QStringLiteral("6. Vic n=1 total 100.000 avg 100.000 mu 100.000"),
                                              QStringLiteral("6. Wil n=1 total 100.000 avg 100.000 mu 100.000"),
                                              QStringLiteral("9. Zed n=2 total 133.333 avg 66.667 mu 77.778"),
                                              QStringLiteral("10. Cid n=3 total 187.879 avg 62.626 mu 62.626")}));
    Status status;
    const auto all = c->rankings().hallOfFame(QString(), std::nullopt, std::nullopt);
    QVERIFY2(all, qPrintable(all.status().toString()));
    double sum = 0.0;
    for (const auto& r : all->rows) {
        sum += r.total;
    }
    QVERIFY2(std::abs(sum - 1700.0) < 1e-9, qPrintable(QString::number(sum, 'g', 17)));

    // March 5 to 8, T = 2: Xav (133.333 + 100)/2 = 116.667 and Yan 233.333/2
    // = 116.667 tie on μ: the same rank, Xav listed first (his average,
    // 133.333, is higher); Uma, Vic, Wil
    // (100 + 100)/2 = 100 share the rank; Zed 133.333/2 = 66.667.
    QCOMPARE(hallOfFame(*c, {}, QDate(2024, 3, 5), QDate(2024, 3, 8)),
             (QStringList{QStringLiteral("games 1 matches 4 players 6"),
                          QStringLiteral("1. Xav n=1 total 133.333 avg 133.333 mu 116.667"),
                          QStringLiteral("1. Yan n=2 total 233.333 avg 116.667 mu 116.667"),
                          QStringLiteral("3. Uma n=1 total 100.000 avg 100.000 mu 100.000"),
                          QStringLiteral("3. Vic n=1 total 100.000 avg 100.000 mu 100.000"),
                          QStringLiteral("3. Wil n=1 total 100.000 avg 100.000 mu 100.000"),
                          QStringLiteral("6. Zed n=2 total 133.333 avg 66.667 mu 66.667")}));
    // Both ends included: March 2 (a match at 00:00) to March 4 (one at 23:30).
    // Ann 66.667 + 133.333 = 200 (n 2), Cid 66.667 + 66.667 (n 2), Bea 133.333, Dan 133.333; T = 2.
    QCOMPARE(hallOfFame(*c, {}, QDate(2024, 3, 2), QDate(2024, 3, 4)),
             (QStringList{QStringLiteral("games 2 matches 3 players 4"),
                          QStringLiteral("1. Bea n=1 total 133.333 avg 133.333 mu 116.667"),
                          QStringLiteral("1. Dan n=1 total 133.333 avg 133.333 mu 116.667"),
                          QStringLiteral("3. Ann n=2 total 200.000 avg 100.000 mu 100.000"),
                          QStringLiteral("4. Cid n=2 total 133.333 avg 66.667 mu 66.667")}));
    // One day, open-ended ranges, one game.
    QCOMPARE(hallOfFame(*c, {}, QDate(2024, 3, 4), QDate(2024, 3, 4)).first(),
             QStringLiteral("games 1 matches 1 players 2"));
    QCOMPARE(hallOfFame(*c, {}, QDate(2024, 3, 8), std::nullopt).first(),
             QStringLiteral("games 1 matches 1 players 2"));
    QCOMPARE(hallOfFame(*c, {}, std::nullopt, QDate(2024, 3, 1)).first(),
             QStringLiteral("games 1 matches 1 players 3"));
    QCOMPARE(hallOfFame(*c, duelGame), (QStringList{QStringLiteral("games 1 matches 1 players 2"),
                                                    QStringLiteral("1. Ann n=1 total 133.333 avg 133.333 mu 133.333"),
                                                    QStringLiteral("2. Cid n=1 total 66.667 avg 66.667 mu 66.667")}));
    status = c->rankings().hallOfFame(QString(), QDate(2024, 3, 5), QDate(2024, 3, 4)).status();
    QVERIFY(!status.ok());

    // A points game's standings are its Hall of Fame (up to the date asked).
    const auto s = c->rankings().standings(belote, QDate(2024, 3, 2));
    QVERIFY2(s, qPrintable(s.status().toString()));
    QVERIFY(s->fromHallOfFame);
    QStringList rows;
    for (const auto& r : s->rows) {
        rows << QStringLiteral("%1 %2 (%3)").arg(r.player, QString::number(r.rating, 'f', 3)).arg(r.games);
    }
    // h1 and h2, T = 2: Bea (81.818 + 133.333)/2 = 107.576, Ann (163.636 +
    // 66.667)/2 = 115.152, Cid (54.545 + 100)/2 = 77.273.
    QCOMPARE(rows, (QStringList{QStringLiteral("Ann 115.152 (2)"), QStringLiteral("Bea 107.576 (2)"),
                                QStringLiteral("Cid 77.273 (1)")}));
}

void TestClub::playerHistory()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Belote"), System::Points));
    PALMARES_RECORD(*c, draft(QStringLiteral("b1"), QStringLiteral("Belote"), when(2024, 5, 1),
                              {ranked(Alice, 1), ranked(Bob, 2), ranked(Carol, 3)}));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 5, 3), Bob, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("s0"), Scrabble, when(2024, 5, 2), Alice, Carol));
    // In date order whatever the entry order. Belote: the running average of
    // the points (start 100): 163.636 after b1. Scrabble: s0 Alice +4 → 1004;
    // s1 Bob 1000 beats Alice 1004: E = 0.4977, round(8 × 0.5023) = 4 → 1000.
    QCOMPARE(history(*c, Alice),
             (QStringList{u8("b1 Belote 100→163.6364 (63.6364) pts 163.636"),
                          u8("s0 Scrabble 1000→1004 (4) pts 133.333"), u8("s1 Scrabble 1004→1000 (-4) pts 66.667")}));
    QCOMPARE(history(*c, Alice, Scrabble).size(), 2);
    Status status;
    const auto rows = c->archive().history(QStringLiteral(" Alice "), QString());
    QVERIFY2(rows, qPrintable(rows.status().toString()));
    QCOMPARE(rows->at(1).playedAt, QStringLiteral("2024-05-02T00:00:00"));
    QCOMPARE(rows->at(1).participants, 2);
    QCOMPARE(rows->at(1).system, System::Fermi);
    QVERIFY(std::abs(rows->at(1).expected - 0.5) < 1e-12);
    QCOMPARE(rows->at(1).actual, 1.0);
    status = c->archive().history(QStringLiteral("Nobody"), QString()).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("player")});
    QCOMPARE(history(*c, Carol, QStringLiteral("Go")).size(), 1); // an error line
}

namespace {

/// The matches of a period as lines "code game playedAt [void]: player rank/score, …"
/// (entry order), then the debuts as "debut player match game playedAt".
QStringList periodLines(Club& c, const QDate& from, const QDate& to)
{
    const auto period = c.archive().matchesBetween(from, to);
    if (!period) {
        return {QStringLiteral("error: ") + period.status().toString()};
    }
    QStringList out;
    for (const palmares::club::RecordedMatch& m : period->matches) {
        QStringList who;
        for (const palmares::club::RecordedMatch::Participant& p : m.participants) {
            QString piece = p.player;
            if (p.rank) {
                piece += QStringLiteral(" #%1").arg(*p.rank);
            }
            if (p.score) {
                piece += QStringLiteral(" =") + num(*p.score);
            }
            if (p.left) {
                piece += QStringLiteral(" (left)");
            }
            who << piece;
        }
        out << QStringLiteral("%1 %2 %3%4: %5")
                   .arg(m.code, m.game, m.playedAt, m.isVoid ? QStringLiteral(" void") : QString(),
                        who.join(QStringLiteral(", ")));
    }
    for (const palmares::club::Debut& d : period->debuts) {
        out << QStringLiteral("debut %1 %2 %3 %4").arg(d.player, d.match, d.game, d.playedAt);
    }
    return out;
}

} // namespace

void TestClub::matchesOfPeriod()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString belote = QStringLiteral("Belote");
    const QString duelGame = QStringLiteral("Duel");
    PALMARES_OK(c->catalogue().addGame(belote, System::Points));
    PALMARES_OK(c->catalogue().addGame(duelGame, System::Fermi));
    const auto N = [](const char* name) { return QString::fromUtf8(name); };
    MatchDraft late = duel(QStringLiteral("m3"), duelGame, when(2024, 3, 31, 23, 30), N("Fay"), N("Ann"));
    late.participants[1].left = true;
    MatchDraft voided = duel(QStringLiteral("m5"), duelGame, when(2024, 3, 10), N("Hal"), N("Ann"));
    voided.isVoid = true;
    // Entered out of play order: the query lists them in play order.
    for (const MatchDraft& d : {
             late,
             duel(QStringLiteral("m0"), belote, when(2024, 2, 29, 23, 59), N("Ann"), N("Bea")),
             duel(QStringLiteral("m4"), belote, when(2024, 4, 1), N("Gus"), N("Ann")),
             draft(QStringLiteral("m1"), belote, when(2024, 3, 1),
                   {ranked(N("Dan"), 2), ranked(N("Cid"), 3), ranked(N("Ann"), 1)}),
             draft(QStringLiteral("m2"), duelGame, when(2024, 3, 15, 12),
                   {scored(N("Eve"), 12.5), scored(N("Cid"), 7)}),
             voided,
         }) {
        PALMARES_RECORD(*c, d);
    }
    // March, both ends included: m0 (the minute before) and m4 (the first
    // minute after) are out. Participants in entry order. Cid and Dan first
    // played in m1, at the same time: by name; Hal's first match is void but
    // is his first; Ann and Bea played before, Gus after.
    QCOMPARE(periodLines(*c, QDate(2024, 3, 1), QDate(2024, 3, 31)),
             (QStringList{QStringLiteral("m1 Belote 2024-03-01T00:00:00: Dan #2, Cid #3, Ann #1"),
                          QStringLiteral("m5 Duel 2024-03-10T00:00:00 void: Hal #1, Ann #2"),
                          QStringLiteral("m2 Duel 2024-03-15T12:00:00: Eve =12.5000, Cid =7"),
                          QStringLiteral("m3 Duel 2024-03-31T23:30:00: Fay #1, Ann #2 (left)"),
                          QStringLiteral("debut Cid m1 Belote 2024-03-01T00:00:00"),
                          QStringLiteral("debut Dan m1 Belote 2024-03-01T00:00:00"),
                          QStringLiteral("debut Hal m5 Duel 2024-03-10T00:00:00"),
                          QStringLiteral("debut Eve m2 Duel 2024-03-15T12:00:00"),
                          QStringLiteral("debut Fay m3 Duel 2024-03-31T23:30:00")}));
    // One day: the last of March; then the first of April, whose player Ann
    // is no newcomer but Gus is.
    QCOMPARE(periodLines(*c, QDate(2024, 3, 31), QDate(2024, 3, 31)),
             (QStringList{QStringLiteral("m3 Duel 2024-03-31T23:30:00: Fay #1, Ann #2 (left)"),
                          QStringLiteral("debut Fay m3 Duel 2024-03-31T23:30:00")}));
    QCOMPARE(periodLines(*c, QDate(2024, 4, 1), QDate(2024, 4, 30)),
             (QStringList{QStringLiteral("m4 Belote 2024-04-01T00:00:00: Gus #1, Ann #2"),
                          QStringLiteral("debut Gus m4 Belote 2024-04-01T00:00:00")}));
    // From February 29: m0 is in and Ann and Bea are newcomers too.
    QCOMPARE(periodLines(*c, QDate(2024, 2, 29), QDate(2024, 3, 1)),
             (QStringList{QStringLiteral("m0 Belote 2024-02-29T23:59:00: Ann #1, Bea #2"),
                          QStringLiteral("m1 Belote 2024-03-01T00:00:00: Dan #2, Cid #3, Ann #1"),
                          QStringLiteral("debut Ann m0 Belote 2024-02-29T23:59:00"),
                          QStringLiteral("debut Bea m0 Belote 2024-02-29T23:59:00"),
                          QStringLiteral("debut Cid m1 Belote 2024-03-01T00:00:00"),
                          QStringLiteral("debut Dan m1 Belote 2024-03-01T00:00:00")}));
    QCOMPARE(periodLines(*c, QDate(2024, 1, 1), QDate(2024, 1, 31)), QStringList());
    // A renamed player is listed under his name now.
    PALMARES_OK(c->roster().renamePlayer(N("Fay"), N("Zoé")));
    QCOMPARE(periodLines(*c, QDate(2024, 3, 31), QDate(2024, 3, 31)).last(),
             u8("debut Zoé m3 Duel 2024-03-31T23:30:00"));
}

void TestClub::explainEloDscWorkedExample()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // RATING_RULES.md §4: Frank 1400 beats Pascal 1450 with result 1 (VT) →
    // 1418 / 1432; rated VP → 1408 / 1442. To bring Pascal to 1450 and Frank
    // to 1400 with the rules themselves, the game starts everyone at 1425 and
    // Pascal first beats Frank three times (the changes are zero-sum):
    //   VT at 1425/1425: E = 0.5, trunc(32 × 0.5) = 16 → 1441/1409;
    //   V at 1441/1409: E = 1/(1+10^(−32/400)) = 0.5459, trunc(32 × 0.2541) = 8 → 1449/1401;
    //   AT at 1449/1401: E = 1/(1+10^(−48/400)) = 0.5686, trunc(32 × 0.0314) = 1 → 1450/1400.
    // Then the worked example: E(Frank) = 1/(1+10^(50/400)) = 0.4285;
    // VT: trunc(32 × 0.5715) = 18; VP: trunc(32 × (0.7 − 0.4285)) = 8.
    const QString frank = QStringLiteral("Frank");
    const QString pascal = QStringLiteral("Pascal");
    for (const auto& [game, outcome, after] :
         {std::tuple{QStringLiteral("DSC total"), Outcome::VT,
                     QStringList{QStringLiteral("Pascal 1432 (4)"), QStringLiteral("Frank 1418 (4)")}},
          std::tuple{QStringLiteral("DSC partial"), Outcome::VP,
                     QStringList{QStringLiteral("Pascal 1442 (4)"), QStringLiteral("Frank 1408 (4)")}}}) {
        PALMARES_OK(c->catalogue().addGame(game, System::EloDsc, {{QStringLiteral("start"), QStringLiteral("1425")}}));
        const Outcome setup[] = {Outcome::VT, Outcome::V, Outcome::AT};
        for (int i = 0; i < 3; ++i) {
            MatchDraft d =
                duel(QStringLiteral("%1 setup %2").arg(game).arg(i + 1), game, when(2024, 6, 1 + i), pascal, frank);
            d.outcome = setup[i];
            PALMARES_RECORD(*c, d);
        }
        QCOMPARE(ratings(*c, game), (QStringList{QStringLiteral("Pascal 1450 (3)"), QStringLiteral("Frank 1400 (3)")}));
        const QString code = game + QStringLiteral(" example");
        MatchDraft example = duel(code, game, when(2024, 6, 10), frank, pascal);
        example.outcome = outcome;
        PALMARES_RECORD(*c, example);
        QCOMPARE(ratings(*c, game), after);

        const auto x = c->explainer().explain(code);
        QVERIFY2(x, qPrintable(x.status().toString()));
        QCOMPARE(x->match, code);
        QCOMPARE(x->system, System::EloDsc);
        QCOMPARE(x->playerNames, (QStringList{frank, pascal}));
        QCOMPARE(x->changes.size(), 2);
        const double change = outcome == Outcome::VT ? 18 : 8;
        QCOMPARE(x->changes[0].before, 1400.0);
        QCOMPARE(x->changes[0].after, 1400.0 + change);
        QCOMPARE(x->changes[1].before, 1450.0);
        QCOMPARE(x->changes[1].after, 1450.0 - change);
        QVERIFY(std::abs(x->changes[0].expected - 0.428537) < 1e-6);
        QCOMPARE(x->changes[0].outcome, outcome);
        const QString text = x->lines.join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("→ %1").arg(1400 + change)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("→ %1").arg(1450 - change)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("0.4285")), qPrintable(text));
    }
}

void TestClub::explainFermiTableRow()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // RATING_RULES.md §5, the table row "a 4000 beating a 5000 gains 7":
    // E = 1/(1+10^((5000 − 4000)/1000)) = 1/11 = 0.0909, round(8 × 0.9091)
    // = round(7.27) = 7. To have a 4000 and a 5000 in one game under the
    // rules themselves, everyone starts at 4500 and Pascal beats Frank until
    // he reaches 5000: the duels are zero-sum, so Frank is then exactly at
    // 4000. The gains go 4 (gap < 110), 3, 2, then 1 once the gap passes 640
    // (round(8 × (1 − E)) < 1.5 ⇔ E > 0.8125), so Pascal lands on 5000
    // exactly, after 307 duels (worked out separately with the formula).
    const QString frank = QStringLiteral("Frank");
    const QString pascal = QStringLiteral("Pascal");
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi, {{QStringLiteral("start"), QStringLiteral("4500")}}));
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 1; i <= 307; ++i) {
        const QByteArray date = when(2024, 1, 1).addSecs(3600LL * i).toString(Qt::ISODate).left(16).toLatin1();
        csv += "w" + QByteArray::number(i) + "," + date + ",Scrabble,Pascal,1\n";
        csv += "w" + QByteArray::number(i) + "," + date + ",Scrabble,Frank,2\n";
    }
    const auto report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    QCOMPARE(ratings(*c, Scrabble),
             (QStringList{QStringLiteral("Pascal 5000 (307)"), QStringLiteral("Frank 4000 (307)")}));
    PALMARES_RECORD(*c, duel(QStringLiteral("table"), Scrabble, when(2024, 12, 1), frank, pascal));
    QCOMPARE(ratings(*c, Scrabble),
             (QStringList{QStringLiteral("Pascal 4993 (308)"), QStringLiteral("Frank 4007 (308)")}));
    Status status;
    const auto x = c->explainer().explain(QStringLiteral("table"));
    QVERIFY2(x, qPrintable(x.status().toString()));
    QCOMPARE(x->changes.size(), 2);
    QCOMPARE(x->changes[0].before, 4000.0);
    QCOMPARE(x->changes[0].change, 7.0);
    QCOMPARE(x->changes[1].change, -7.0);
    QVERIFY(std::abs(x->changes[0].expected - 1.0 / 11.0) < 1e-12);
    const QString text = x->lines.join(u'\n');
    QVERIFY2(text.contains(QStringLiteral("+7 → 4007")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("-7 → 4993")), qPrintable(text));
    status = c->explainer().explain(QStringLiteral("nope")).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("match")});
}

QTEST_GUILESS_MAIN(TestClub)
#include "tst_club.moc"

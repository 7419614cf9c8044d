// The files people really send, through palmares-cli (issue 40, items 5, 7
// and 8), on SQLite and on PostgreSQL when the test server is there:
// - a misspelt column of a results file ("leftt", "viod") refused at its line
//   and column with the field it was likely meant to be, unless the person
//   maps it (--map leftt=left) or leaves it out (--map leftt=-);
// - names a spreadsheet would run as formulas ("=1+1", "-Bob", "@x", "+33 6")
//   neutralised in every CSV written, and export → import giving the same club;
// - far dates (0001-01-01, 9999-12-31) as bounds, and refusals counting
//   every problem ("the first 50 of 2,000 problems");
// - limits on a line's length, the number of columns and a name's length
//   (item 6), refused quickly at their line.

#include "clitest.h"

#include "testclubs.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

/// A tarot table of four, Bruno leaving, with its last column named `column`.
QByteArray tarotWith(const char* column, const char* flag)
{
    QByteArray csv = QByteArray("match,date,game,player,score,deals,") + column + "\n";
    csv += "T1,2026-03-06,Tarot,Alice,152,19,\n";
    csv += QByteArray("T1,2026-03-06,Tarot,Bruno,-9,19,") + flag + "\n";
    csv += "T1,2026-03-06,Tarot,Chloé,-83,19,\n";
    csv += "T1,2026-03-06,Tarot,Denis,-60,19,\n";
    csv += "T2,2026-03-07,Tarot,Alice,10,12,\n";
    csv += "T2,2026-03-07,Tarot,Bruno,20,12,\n";
    csv += "T2,2026-03-07,Tarot,Chloé,30,12,\n";
    return csv;
}

/// The records of a CSV text; empty with a failure message when malformed.
QList<QStringList> records(const QString& text)
{
    QString problem;
    QList<QStringList> all = parseCsv(text, problem);
    if (!problem.isEmpty()) {
        qWarning("%s", qPrintable(problem));
        return {};
    }
    return all;
}

/// The cells of `text`'s records that a spreadsheet would run as formulas.
QStringList formulaCells(const QString& text)
{
    QStringList found;
    static const QRegularExpression formula(QStringLiteral("^[=+\\-@\\t\\r]"));
    static const QRegularExpression number(QStringLiteral("^[+-]?[0-9]+(\\.[0-9]+)?$"));
    for (const QStringList& record : records(text)) {
        for (const QString& cell : record) {
            if (formula.match(cell).hasMatch() && !number.match(cell).hasMatch()) {
                found << cell;
            }
        }
    }
    return found;
}

} // namespace

class TestCliHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void misspeltColumns_data();
    void misspeltColumns();
    void formulasNeutralisedAndRoundTrip_data();
    void formulasNeutralisedAndRoundTrip();
    void farDatesAsBounds_data();
    void farDatesAsBounds();
    void refusalsCountEveryProblem_data();
    void refusalsCountEveryProblem();
    void limitsRefusedQuickly_data();
    void limitsRefusedQuickly();

private:
    static void backendRows();
    QString writeFile(const QString& name, const QByteArray& bytes);
    /// A new club at `db` with the games given as NAME=RULESET; "" when made.
    static QString newClub(const QString& db, const QStringList& games);
    QTemporaryDir m_dir;
};

void TestCliHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCliHostile::backendRows()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

QString TestCliHostile::writeFile(const QString& name, const QByteArray& bytes)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        return {};
    }
    return path;
}

QString TestCliHostile::newClub(const QString& db, const QStringList& games)
{
    QList<QStringList> steps{us({"init", "--name", "Le Cercle"})};
    for (const QString& g : games) {
        const qsizetype eq = g.indexOf(QLatin1Char('='), 1);
        steps << QStringList{u("game"), u("add"), g.left(eq), u("--system"), g.mid(eq + 1)};
    }
    for (const QStringList& args : steps) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            return describe(args, r);
        }
    }
    return {};
}

// ----------------------------------------------------------------- item 5

void TestCliHostile::misspeltColumns_data()
{
    backendRows();
}

void TestCliHostile::misspeltColumns()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    QCOMPARE(newClub(db, us({"Tarot=niveau"})), QString());
    const QString leftt = writeFile(u("leftt.csv"), tarotWith("leftt", "1"));
    const QString viod = writeFile(u("viod.csv"), tarotWith("viod", ""));
    const QString colour = writeFile(u("colour.csv"), tarotWith("colour", "red"));
    QVERIFY(!leftt.isEmpty() && !viod.isEmpty() && !colour.isEmpty());
    const CliRun before = inClub(db, us({"export-results", "-"}));
    QCOMPARE(before.code, 0);

    // Refused at the header's line and the column, with the nearest field;
    // nothing written.
    const QList<QPair<QString, QString>> refusals{
        {leftt, u("line 1, column 7 (leftt): `leftt`: no such column; did you mean `left`?")},
        {viod, u("line 1, column 7 (viod): `viod`: no such column; did you mean `void`?")},
        {colour, u("line 1, column 7 (colour): `colour`: no such column")},
    };
    for (const auto& [file, message] : refusals) {
        const QStringList args{u("import"), file};
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QVERIFY2(!r.errText().contains(u("did you mean")) || !message.endsWith(u("column")),
                 qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(u("--map COLUMN=-")), qPrintable(describe(args, r)));
        QCOMPARE(inClub(db, us({"export-results", "-"})).out, before.out);
    }

    // The person says: the column is `left` (Bruno's leave kept) …
    const QStringList mapped{u("import"), leftt, u("--map"), u("leftt=left")};
    const CliRun m = inClub(db, mapped);
    QVERIFY2(m.code == 0, qPrintable(describe(mapped, m)));
    const QList<QStringList> exported = records(inClub(db, us({"export-results", "-"})).outText());
    QVERIFY(exported.size() == 8);
    const auto leftColumn = exported.first().indexOf(u("left"));
    QVERIFY(leftColumn > 0);
    QStringList leavers;
    for (const QStringList& row : exported.mid(1)) {
        if (row.value(leftColumn) == u("1")) {
            leavers << row.value(3);
        }
    }
    QCOMPARE(leavers, us({"Bruno"}));

    // … or it is left out, explicitly.
    PALMARES_SCRATCH(other, backend);
    QCOMPARE(newClub(other.location(), us({"Tarot=niveau"})), QString());
    const QStringList leftOut{u("import"), viod, u("--map"), u("viod=-")};
    const CliRun l = inClub(other.location(), leftOut);
    QVERIFY2(l.code == 0, qPrintable(describe(leftOut, l)));
    QVERIFY2(l.outText().contains(u("2 matches (7 rows)")), qPrintable(describe(leftOut, l)));
}

// ----------------------------------------------------------------- item 7

void TestCliHostile::formulasNeutralisedAndRoundTrip_data()
{
    backendRows();
}

void TestCliHostile::formulasNeutralisedAndRoundTrip()
{
    QFETCH(QString, backend);
    // Names a spreadsheet would run, an apostrophe before one (written
    // ''=quoted in the file: its first apostrophe is the neutralising one),
    // an apostrophe before text (kept as it is).
    const QStringList names = us({"=1+1", "-Bob", "@x", "+33 6", "'=quoted", "'Tis"});
    const QString file = writeFile(u("formulas.csv"), "match,date,game,player,rank\n"
                                                      "-M1,2026-01-05,@Duel,=1+1,1\n"
                                                      "-M1,2026-01-05,@Duel,-Bob,2\n"
                                                      "=M2,2026-01-06,@Duel,@x,1\n"
                                                      "=M2,2026-01-06,@Duel,+33 6,2\n"
                                                      "M3,2026-01-07,@Duel,''=quoted,1\n"
                                                      "M3,2026-01-07,@Duel,'Tis,2\n"
                                                      "M4,2026-01-08,@Duel,=1+1,2\n"
                                                      "M4,2026-01-08,@Duel,''=quoted,1\n");
    QVERIFY(!file.isEmpty());
    PALMARES_SCRATCH(first, backend);
    QCOMPARE(newClub(first.location(), us({"@Duel=elo-provisional"})), QString());
    const CliRun imported = inClub(first.location(), {u("import"), file});
    QVERIFY2(imported.code == 0, qPrintable(describe({}, imported)));

    // The club's names are the texts themselves.
    const CliRun json = inClub(first.location(), us({"--format", "json", "player", "list"}));
    QSet<QString> inClub1;
    for (const QJsonValue& v : QJsonDocument::fromJson(json.out).array()) {
        inClub1.insert(v.toObject().value(u("name")).toString());
    }
    QCOMPARE(inClub1, QSet<QString>(names.cbegin(), names.cend()));

    // Every CSV for a spreadsheet: no cell runs.
    const QList<QStringList> csvCommands{us({"--format", "csv", "standings", "--game", "@Duel"}),
                                         us({"--format", "csv", "player", "list"}),
                                         us({"--format", "csv", "hall-of-fame"}), us({"export-results", "-"})};
    QMap<QString, QString> outputs;
    for (const QStringList& args : csvCommands) {
        const CliRun r = inClub(first.location(), args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
        QVERIFY2(formulaCells(r.outText()).isEmpty(),
                 qPrintable(args.join(u' ') + u(": ") + formulaCells(r.outText()).join(u(" | "))));
        QVERIFY2(r.outText().contains(u("'=1+1")), qPrintable(describe(args, r)));
        outputs.insert(args.join(u' '), r.outText());
    }
    QVERIFY(outputs.value(u("export-results -")).contains(u("''=quoted")));
    QVERIFY(outputs.value(u("export-results -")).contains(u(",'Tis,")));

    // Export → import: the same club (its export, standings and names).
    const QString exported = writeFile(u("exported.csv"), outputs.value(u("export-results -")).toUtf8());
    PALMARES_SCRATCH(second, backend);
    QCOMPARE(newClub(second.location(), us({"@Duel=elo-provisional"})), QString());
    const CliRun again = inClub(second.location(), {u("import"), exported});
    QVERIFY2(again.code == 0, qPrintable(describe({}, again)));
    for (const QStringList& args : csvCommands) {
        QCOMPARE(inClub(second.location(), args).outText(), outputs.value(args.join(u' ')));
    }
}

// ----------------------------------------------------------------- item 8

void TestCliHostile::farDatesAsBounds_data()
{
    backendRows();
}

void TestCliHostile::farDatesAsBounds()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    QCOMPARE(newClub(db, us({"Duel=elo-provisional"})), QString());
    // Nobody dormant (a standing at 9999-12-31 would otherwise hide who played before 9998).
    QCOMPARE(inClub(db, us({"club", "set", "--dormant-after", "never"})).code, 0);
    // Matches on the first and the last day a date can have, and between.
    const QString file =
        writeFile(u("far.csv"), "match,date,game,player,rank\n"
                                "D1,0001-01-01,Duel,Alice,1\nD1,0001-01-01,Duel,Bruno,2\n"
                                "D2,2026-05-01,Duel,Bruno,1\nD2,2026-05-01,Duel,Chloé,2\n"
                                "D3,9999-12-31T23:59,Duel,Chloé,1\nD3,9999-12-31T23:59,Duel,Alice,2\n");
    QVERIFY(!file.isEmpty());
    const CliRun imported = inClub(db, {u("import"), file});
    QVERIFY2(imported.code == 0, qPrintable(describe({}, imported)));

    const auto out = [&](const QStringList& args) {
        const CliRun r = inClub(db, args);
        return r.code == 0 ? r.outText() : describe(args, r);
    };
    const QString allTime = out(us({"--format", "csv", "hall-of-fame"}));
    QCOMPARE(records(allTime).size(), 4); // the header and the three players
    for (const QStringList& bounds : {us({"--to", "9999-12-31"}), us({"--from", "0001-01-01"}),
                                      us({"--from", "0001-01-01", "--to", "9999-12-31"})}) {
        QCOMPARE(out(us({"--format", "csv", "hall-of-fame"}) + bounds), allTime);
    }
    // The last day alone holds its match; the first day alone, its own.
    QVERIFY(out(us({"--format", "csv", "hall-of-fame", "--from", "9999-12-31"})).contains(u("Chloé")));
    QVERIFY(!out(us({"--format", "csv", "hall-of-fame", "--from", "9999-12-31"})).contains(u("Bruno")));
    QVERIFY(!out(us({"--format", "csv", "hall-of-fame", "--to", "0001-01-01"})).contains(u("Chloé")));
    QCOMPARE(out(us({"--format", "csv", "standings", "--game", "Duel", "--at", "9999-12-31"})),
             out(us({"--format", "csv", "standings", "--game", "Duel"})));
    const QString sheet = m_dir.filePath(u("hall.csv"));
    const QStringList report{u("report"),     u("--hall-of-fame"), u("--from"), u("0001-01-01"), u("--to"),
                             u("9999-12-31"), u("--format"),       u("csv"),    u("--out"),      sheet};
    const CliRun written = inClub(db, report);
    QVERIFY2(written.code == 0, qPrintable(describe(report, written)));
    QFile hall(sheet);
    QVERIFY(hall.open(QIODevice::ReadOnly));
    const QString hallText = QString::fromUtf8(hall.readAll());
    for (const char* name : {"Alice", "Bruno", "Chloé"}) {
        QVERIFY2(hallText.contains(u(name)), qPrintable(hallText));
    }
}

void TestCliHostile::refusalsCountEveryProblem_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("problems");
    QTest::addColumn<QString>("said"); // a pattern
    for (const QString& backend : backends()) {
        // The reader's problems (a rank that is no number) and the club's
        // (a game it does not have), one per match.
        for (const char* kind : {"rank", "game"}) {
            const QString row = backend + u(" ") + u(kind);
            QTest::newRow(qPrintable(row + u(" 1"))) << backend << u(kind) << 1 << u("\\(1 problem\\)");
            QTest::newRow(qPrintable(row + u(" 3"))) << backend << u(kind) << 3 << u("\\(3 problems\\)");
            QTest::newRow(qPrintable(row + u(" 50"))) << backend << u(kind) << 50 << u("\\(50 problems\\)");
            QTest::newRow(qPrintable(row + u(" 51")))
                << backend << u(kind) << 51 << u("\\(the first 50 of 51 problems\\)");
            // "2000" in the C locale, "2,000" or "2 000" in others.
            QTest::newRow(qPrintable(row + u(" 2000")))
                << backend << u(kind) << 2000 << u("\\(the first 50 of 2\\D?000 problems\\)");
        }
    }
}

void TestCliHostile::refusalsCountEveryProblem()
{
    QFETCH(QString, backend);
    QFETCH(QString, kind);
    QFETCH(int, problems);
    QFETCH(QString, said);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    QCOMPARE(newClub(db, us({"Duel=elo-provisional"})), QString());
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 0; i < problems; ++i) {
        const QByteArray key = "M" + QByteArray::number(i);
        csv += key + (kind == u("rank") ? ",2026-01-05,Duel,Alice,x\n" : ",2026-01-05,Go,Alice,1\n");
        csv += key + (kind == u("rank") ? ",2026-01-05,Duel,Bruno,2\n" : ",2026-01-05,Go,Bruno,2\n");
    }
    const QString file = writeFile(u("problems.csv"), csv);
    QVERIFY(!file.isEmpty());
    const QStringList args{u("import"), file};
    const CliRun r = inClub(db, args);
    QCOMPARE(r.code, 1);
    QVERIFY2(QRegularExpression(said).match(r.errText()).hasMatch(), qPrintable(describe(args, r)));
    // The problems told: the first 50 at most, each at its line.
    const auto told = r.errText().count(file + u(": line "));
    QCOMPARE(told, std::min(problems, 50));
}

// ----------------------------------------------------------------- item 6

void TestCliHostile::limitsRefusedQuickly_data()
{
    backendRows();
}

void TestCliHostile::limitsRefusedQuickly()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    QCOMPARE(newClub(db, us({"Duel=elo-provisional"})), QString());
    const CliRun before = inClub(db, us({"export-results", "-"}));

    // A header of ten million empty cells, a line of 2 MiB after a good
    // header, 1,001 columns: each refused at its line, in seconds (the
    // header took 148 s and 4 GB before issue 40).
    const QByteArray good = "match,date,game,player,rank\n";
    const QList<QPair<QByteArray, QString>> files{
        {QByteArray(10'000'000, ','), u("line 1: the line is longer than 1 MiB")},
        // After a row of its match: the match is not said to have one row.
        {good + "M1,2026-01-05,Duel,Alice,1\nM1,2026-01-05,Duel," + QByteArray(2 << 20, 'x') + ",2\n",
         u("line 3: the line is longer than 1 MiB")},
        {QByteArray("match,date,game,player,rank") + QByteArray(996, ',') + "\n",
         u("line 1: the header has 1001 columns; a file has at most 1000")},
        {QByteArray("Date;Joueur") + QByteArray(1000, ';') + "\n", u("line 1: the line has more than 1000 columns")},
    };
    for (const auto& [bytes, message] : files) {
        const QString file = writeFile(u("limits.csv"), bytes);
        QVERIFY(!file.isEmpty());
        const QStringList args{u("import"), file};
        QElapsedTimer timer;
        timer.start();
        const CliRun r = inClub(db, args);
        const qint64 ms = timer.elapsed();
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QVERIFY2(r.err.size() < 10'000, qPrintable(describe(args, r))); // one message, not millions
        QVERIFY2(r.errText().contains(u("(1 problem)")), qPrintable(describe(args, r)));
        QVERIFY2(ms < 30'000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

    // A name of 100 characters is one; of 101, it is refused where it is.
    const QString longest = QString(99, QLatin1Char('a')) + u("é");
    const QString tooLong = longest + u("z");
    const QString names = writeFile(u("names.csv"), (u("match,date,game,player,rank\n"
                                                       "M1,2026-01-05,Duel,Alice,1\nM1,2026-01-05,Duel,") +
                                                     tooLong + u(",2\n"))
                                                        .toUtf8());
    const CliRun refused = inClub(db, {u("import"), names});
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.errText().contains(u("line 3, column 4 (player): a name has at most 100 characters, not 101")),
             qPrintable(refused.errText()));
    QCOMPARE(inClub(db, {u("player"), u("add"), tooLong}).code, 1);
    QCOMPARE(inClub(db, us({"export-results", "-"})).out, before.out);
    const CliRun added = inClub(db, {u("player"), u("add"), longest});
    QVERIFY2(added.code == 0, qPrintable(describe({}, added)));
}

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"

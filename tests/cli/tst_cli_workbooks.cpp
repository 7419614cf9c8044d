// Workbooks out of palmares-cli and the rule sets' own state in the
// standings (issue 44, items 3 and 5), on SQLite and PostgreSQL:
// - `standings` CSV and JSON carry glicko2's deviation and volatility after
//   Glickman's worked example (1500/200/0.06 beats 1400/30, loses to
//   1550/100 and 1700/300 in one period → 1464.06, 151.52, 0.05999) and
//   openskill's mu and sigma after a draw of two new players (the reference
//   vectors of tests/reference/openskill, row 1: 25, 8.06590141354368);
// - `report --format xlsx|ods` writes them under their labels, numbers as
//   the CSV's; `export-results --format xlsx|ods` writes the results file's
//   rows with dates as dates (serials counted by hand) and names as text;
//   `event report` writes the event's standings on a sheet named after it.

#include "clitest.h"

#include "testclubs.h"
#include "workbookread.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace palmares::test;

namespace {

const QString Hostile = u("=HYPERLINK(\"http://evil.example\",\"clic\")");

void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << u("sqlite");
    if (postgresqlRequired()) {
        QTest::newRow("postgresql") << u("postgresql");
    }
}

/// The CSV's records as maps of column → text.
QList<QHash<QString, QString>> csvRows(const CliRun& r)
{
    QString problem;
    const QList<QStringList> records = parseCsv(r.outText(), problem);
    QList<QHash<QString, QString>> rows;
    for (qsizetype i = 1; i < records.size(); ++i) {
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < records[0].size(); ++c) {
            row.insert(records[0][c], records[i].value(c));
        }
        rows << row;
    }
    return rows;
}

/// The club of the worked examples; the problem, or empty.
QString setUp(const QString& db, const QString& folder)
{
    const QString file = folder + u("/results.csv");
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly)) {
        return u("cannot write ") + file;
    }
    // One month (March 2024) of Glickman's three games, and a draw at Go.
    f.write(u("match,date,game,player,rank\n"
              "g1,2024-03-13,Chess,Pat,1\ng1,2024-03-13,Chess,Ari,2\n"
              "g2,2024-03-14T20:15,Chess,Pat,2\ng2,2024-03-14T20:15,Chess,Bea,1\n"
              "g3,2024-03-15T21:30,Chess,Pat,2\ng3,2024-03-15T21:30,Chess,\"=HYPERLINK(\"\"http://evil.example\"\","
              "\"\"clic\"\")\",1\n"
              "o1,2024-03-16,Go,Ann,1\no1,2024-03-16,Go,Bob,1\n")
                .toUtf8());
    f.close();
    const QList<QStringList> commands{
        us({"init", "--name", "Le Cercle"}),
        us({"game", "add", "Chess", "--system", "glicko2"}),
        us({"game", "add", "Go", "--system", "openskill"}),
        us({"player", "add", "Pat"}),
        us({"player", "add", "Ari"}),
        us({"player", "add", "Bea"}),
        QStringList{u("player"), u("add"), Hostile},
        us({"player", "set", "Pat", "--game", "Chess", "--rating", "1500", "--deviation", "200"}),
        us({"player", "set", "Ari", "--game", "Chess", "--rating", "1400", "--deviation", "30"}),
        us({"player", "set", "Bea", "--game", "Chess", "--rating", "1550", "--deviation", "100"}),
        QStringList{u("player"), u("set"), Hostile, u("--game"), u("Chess"), u("--rating"), u("1700"), u("--deviation"),
                    u("300")},
        QStringList{u("import"), file},
    };
    for (const QStringList& c : commands) {
        const CliRun r = inClub(db, c);
        if (r.code != 0) {
            return describe(c, r);
        }
    }
    return {};
}

} // namespace

class TestCliWorkbooks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stateColumns_data() { addBackendRows(); }
    void stateColumns();
    void workbooks_data();
    void workbooks();
};

void TestCliWorkbooks::stateColumns()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString problem = setUp(scratch.location(), scratch.folder());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    CLI_OK(chess, scratch.location(), us({"--format", "csv", "standings", "--game", "Chess", "--at", "2024-03-31"}));
    const auto rows = csvRows(chess);
    QHash<QString, QString> pat;
    for (const auto& row : rows) {
        QVERIFY2(row.contains(u("deviation")) && row.contains(u("volatility")), qPrintable(chess.outText()));
        if (row.value(u("player")) == u("Pat")) {
            pat = row;
        }
    }
    QVERIFY2(!pat.isEmpty(), qPrintable(chess.outText()));
    // Glickman's published values, to their published digits (σ' 0.05999…).
    QVERIFY2(qAbs(pat.value(u("rating")).toDouble() - 1464.06) < 0.5, qPrintable(pat.value(u("rating"))));
    QVERIFY2(qAbs(pat.value(u("deviation")).toDouble() - 151.52) < 0.005, qPrintable(pat.value(u("deviation"))));
    QVERIFY2(qAbs(pat.value(u("volatility")).toDouble() - 0.05999) < 0.00001, qPrintable(pat.value(u("volatility"))));
    // JSON: the same keys, numbers.
    CLI_OK(json, scratch.location(), us({"--format", "json", "standings", "--game", "Chess", "--at", "2024-03-31"}));
    bool found = false;
    for (const auto& v : QJsonDocument::fromJson(json.out).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(u("player")).toString() == u("Pat")) {
            QVERIFY(o.value(u("deviation")).isDouble() && o.value(u("volatility")).isDouble());
            QVERIFY(qAbs(o.value(u("deviation")).toDouble() - 151.52) < 0.005);
            found = true;
        }
    }
    QVERIFY2(found, json.out.constData());
    // openskill after a draw of two new players: the reference vectors' row 1.
    CLI_OK(go, scratch.location(), us({"--format", "csv", "standings", "--game", "Go", "--at", "2024-03-31"}));
    const auto goRows = csvRows(go);
    QCOMPARE(goRows.size(), 2);
    for (const auto& row : goRows) {
        QVERIFY2(qAbs(row.value(u("mu")).toDouble() - 25.0) < 1e-6, qPrintable(go.outText()));
        QVERIFY2(qAbs(row.value(u("sigma")).toDouble() - 8.06590141354368) < 1e-6, qPrintable(go.outText()));
        QVERIFY(!row.contains(u("deviation")));
    }
}

void TestCliWorkbooks::workbooks_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("format");
    QTest::newRow("sqlite-xlsx") << u("sqlite") << u("xlsx");
    QTest::newRow("sqlite-ods") << u("sqlite") << u("ods");
    if (postgresqlRequired()) {
        QTest::newRow("postgresql-xlsx") << u("postgresql") << u("xlsx");
        QTest::newRow("postgresql-ods") << u("postgresql") << u("ods");
    }
}

void TestCliWorkbooks::workbooks()
{
    QFETCH(QString, backend);
    QFETCH(QString, format);
    PALMARES_SCRATCH(scratch, backend);
    const QString problem = setUp(scratch.location(), scratch.folder());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto read = [&format](const QString& path) { return format == u("xlsx") ? readXlsx(path) : readOds(path); };
    // The standings: a sheet named after the game, the state under its labels, the CSV's numbers.
    const QString standings = scratch.folder() + u("/chess.") + format;
    CLI_OK(sheet, scratch.location(),
           (QStringList{u("report"), u("--game"), u("Chess"), u("--at"), u("2024-03-31"), u("--format"), format,
                        u("--out"), standings}));
    const QString csvPath = scratch.folder() + u("/chess.csv");
    CLI_OK(csv, scratch.location(),
           (QStringList{u("report"), u("--game"), u("Chess"), u("--at"), u("2024-03-31"), u("--format"), u("csv"),
                        u("--out"), csvPath}));
    QFile csvFile(csvPath);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QString csvProblem;
    QString csvText = QString::fromUtf8(csvFile.readAll());
    if (csvText.startsWith(QChar(0xFEFF))) {
        csvText.remove(0, 1); // the byte order mark
    }
    const QList<QStringList> records = parseCsv(csvText, csvProblem);
    QVERIFY2(csvProblem.isEmpty(), qPrintable(csvProblem));
    const ReadWorkbook book = read(standings);
    QVERIFY2(book.problem.isEmpty(), qPrintable(book.problem));
    QCOMPARE(book.sheets.size(), 1);
    const ReadSheet& s = book.sheets.first();
    QCOMPARE(s.name, u("Chess"));
    QVERIFY(s.headerFrozen);
    QCOMPARE(s.rows.size(), records.size());
    QStringList headers;
    for (const ReadCell& c : s.rows.first()) {
        headers << c.value;
    }
    QCOMPARE(headers, records.first());
    QVERIFY2(headers.contains(u("RD")) && headers.contains(u("Volatility")), qPrintable(headers.join(u("|"))));
    for (qsizetype r = 1; r < records.size(); ++r) {
        for (qsizetype c = 0; c < headers.size(); ++c) {
            bool number = false;
            const double value = records[r][c].toDouble(&number);
            const ReadCell& cell = s.rows[r].value(c);
            if (number) {
                QVERIFY2(cell.type == u("n") || cell.type == u("float"), qPrintable(headers[c] + u(": ") + cell.type));
                QCOMPARE(cell.value.toDouble(), value);
            }
        }
    }
    // The results: one row per participant, dates as dates, the hostile name as text.
    const QString results = scratch.folder() + u("/results.") + format;
    CLI_OK(exported, scratch.location(),
           (QStringList{u("--format"), format, u("export-results"), u("--out"), results}));
    const ReadWorkbook all = read(results);
    QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
    QCOMPARE(all.sheets.size(), 1);
    const ReadSheet& rows = all.sheets.first();
    QCOMPARE(rows.rows.size(), 9); // the header and eight participants
    QCOMPARE(rows.rows.first().value(1).value, u("date"));
    QHash<QString, ReadCell> dates;
    bool hostile = false;
    for (const QList<ReadCell>& row : rows.rows.mid(1)) {
        dates.insert(row.value(0).value, row.value(1));
        QVERIFY(row.value(4).type == u("n") || row.value(4).type == u("float")); // rank
        if (row.value(3).value == Hostile) {
            QVERIFY(!row.value(3).formula && row.value(3).type != u("n") && row.value(3).type != u("float"));
            hostile = true;
        }
    }
    QVERIFY(hostile);
    if (format == u("xlsx")) {
        QCOMPARE(dates.value(u("g1")).value.toDouble(), double(daysSince18991230(2024, 3, 13)));
        QCOMPARE(dates.value(u("g2")).value.toDouble(), double(daysSince18991230(2024, 3, 14)) + 20.25 / 24);
        QVERIFY(dates.value(u("g2")).format.contains(u("yy")));
    } else {
        QCOMPARE(dates.value(u("g1")).type, u("date"));
        QCOMPARE(dates.value(u("g1")).value, u("2024-03-13"));
        QCOMPARE(dates.value(u("g3")).value, u("2024-03-15T21:30:00"));
    }
    // A wrong format is refused with the list of formats.
    const CliRun wrong = inClub(scratch.location(), us({"--format", "xls", "report", "--game", "Chess", "--out", "x"}));
    QCOMPARE(wrong.code, 2);
    QVERIFY2(wrong.errText().contains(u("xlsx, ods")), qPrintable(wrong.errText()));
}

QTEST_GUILESS_MAIN(TestCliWorkbooks)
#include "tst_cli_workbooks.moc"

// The workbook writers (.xlsx with libxlsxwriter, .ods with QuaZip; issue 44
// item 3), read back with tests/common/workbookread (ECMA-376 SpreadsheetML,
// OpenDocument 1.2): numbers are numeric cells with the CSV's values, days
// and times are date cells (an .xlsx serial counted by hand from the
// calendar), a hostile name stays a text cell, the header row is frozen,
// sheets are named after their game and valid, and a failed write leaves
// what was there.

#include "club/club.h"
#include "i18n/i18n.h"
#include "report/sheets.h"
#include "report/writers.h"

#include "testclubs.h"
#include "workbookread.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTest>

#include <memory>

using namespace palmares;
using palmares::test::ReadCell;
using palmares::test::ReadSheet;
using palmares::test::ReadWorkbook;

namespace {

QString u(const char* utf8)
{
    return QString::fromUtf8(utf8);
}

const QString Hostile = u("=HYPERLINK(\"http://evil.example\",\"clic\")");

/// A standings report made by hand: every kind of cell a sheet carries.
report::Report handMade()
{
    report::Report r;
    r.title = u("Standings — Tarot");
    r.club = u("Les As");
    r.dateLine = u("as of 30/11/2026");
    report::Table t;
    t.caption = u("Standings — Tarot");
    t.sheet = u("Tarot");
    t.columns << report::Column{u("Rank"), true} << report::Column{u("Player"), false}
              << report::Column{u("Rating"), true}
              << report::Column{u("Provisional"), true, report::Column::Show::CsvOnly}
              << report::Column{u("First match"), false} << report::Column{u("Last match"), false}
              << report::Column{u("Drawn on paper only"), false, report::Column::Show::PaperOnly};
    const auto row = [](int rank, const QString& name, double rating, bool provisional, const QDate& first,
                        const QDateTime& last) {
        return QList<report::Cell>{report::Cell(QString::number(rank), rank),
                                   report::Cell(name),
                                   report::Cell(u("1 081,2"), rating),
                                   report::Cell(provisional ? u("yes") : u("no"), provisional),
                                   report::Cell(u("30/11"), first),
                                   report::Cell(u("1/12 20:15"), last),
                                   report::Cell(u("paper"))};
    };
    t.rows << row(1, u("Zoé Ñandú-Østergård"), 1081.230978, false, QDate(2026, 11, 30),
                  QDateTime(QDate(2026, 12, 1), QTime(20, 15), Qt::UTC))
           << row(2, Hostile, -12.5, true, QDate(1900, 3, 1), QDateTime(QDate(2000, 2, 29), QTime(6, 0), Qt::UTC))
           << row(3, u("+plus"), 0.0, false, QDate(2024, 1, 1), QDateTime(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC))
           << row(4, u("@x -3"), 1e6, false, QDate(2026, 1, 1), QDateTime(QDate(2026, 1, 1), QTime(12, 0), Qt::UTC));
    report::Section s;
    s.tables << t;
    r.sections << s;
    return r;
}

ReadWorkbook writeAndRead(const report::Report& r, const QString& format, const QString& path)
{
    QString error;
    if (!report::writeReport(r, format, path, &error)) {
        ReadWorkbook failed;
        failed.problem = error;
        return failed;
    }
    return format == QLatin1String("xlsx") ? test::readXlsx(path) : test::readOds(path);
}

bool isTextCell(const ReadCell& c)
{
    return !c.formula &&
           (c.type == QLatin1String("s") || c.type == QLatin1String("inlineStr") || c.type == QLatin1String("string"));
}

bool isNumberCell(const ReadCell& c)
{
    return !c.formula && (c.type == QLatin1String("n") || c.type == QLatin1String("float")) && c.format.isEmpty();
}

} // namespace

class TestSpreadsheets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void typedCells_data();
    void typedCells();
    void sheetNames_data();
    void sheetNames();
    void bulletinDatesAndSheets_data();
    void bulletinDatesAndSheets();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();

private:
    QString path(const QString& name) const { return m_scratch->folder() + QLatin1Char('/') + name; }

    std::unique_ptr<test::ScratchClub> m_scratch;
    std::unique_ptr<club::Club> m_club;
};

void TestSpreadsheets::initTestCase()
{
    m_scratch = std::make_unique<test::ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
    auto opened = club::Club::open(m_scratch->location(), club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    m_club = std::move(*opened);
    QVERIFY(m_club->init(u("Les As")).ok());
    QVERIFY(m_club->catalogue().addGame(u("Échecs: rapides [blitz]"), rating::System::EloProvisional).ok());
    QVERIFY(m_club->catalogue().addGame(u("Belote"), rating::System::Points).ok());
    const QStringList names{u("Ann"), Hostile, u("Zoé")};
    for (const QString& name : names) {
        QVERIFY(m_club->roster().addPlayer(name).ok());
    }
    int code = 0;
    for (int day = 3; day <= 5; ++day) {
        club::MatchDraft d;
        d.code = QStringLiteral("E%1").arg(++code);
        d.game = u("Échecs: rapides [blitz]");
        d.playedAt = QDateTime(QDate(2026, 11, day), QTime(20, 30), Qt::UTC);
        for (int i = 0; i < 2; ++i) {
            club::MatchDraft::Entry e;
            e.player = names[(day + i) % names.size()];
            e.rank = i + 1;
            d.participants << e;
        }
        const auto id = m_club->resultBook().recordMatch(d, true);
        QVERIFY2(id, qPrintable(id.status().toString()));
    }
    club::MatchDraft b;
    b.code = u("B1");
    b.game = u("Belote");
    b.playedAt = QDateTime(QDate(2026, 11, 7), QTime(21, 0), Qt::UTC);
    for (int i = 0; i < 3; ++i) {
        club::MatchDraft::Entry e;
        e.player = names[i];
        e.rank = i + 1;
        b.participants << e;
    }
    const auto id = m_club->resultBook().recordMatch(b, true);
    QVERIFY2(id, qPrintable(id.status().toString()));
}

void TestSpreadsheets::typedCells_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("xlsx") << u("xlsx");
    QTest::newRow("ods") << u("ods");
}

void TestSpreadsheets::typedCells()
{
    QFETCH(QString, format);
    const report::Report r = handMade();
    const ReadWorkbook book = writeAndRead(r, format, path(u("standings.") + format));
    QVERIFY2(book.problem.isEmpty(), qPrintable(book.problem));
    QCOMPARE(book.sheets.size(), 1);
    const ReadSheet& sheet = book.sheets.first();
    QCOMPARE(sheet.name, u("Tarot"));
    QCOMPARE(book.title, r.title);
    QVERIFY(sheet.headerFrozen);
    // The CSV's columns: the paper-only one left out, the CSV-only one kept.
    QCOMPARE(sheet.rows.size(), 5);
    QStringList headers;
    for (const ReadCell& c : sheet.rows.first()) {
        QVERIFY(isTextCell(c));
        headers << c.value;
    }
    QCOMPARE(headers,
             (QStringList{u("Rank"), u("Player"), u("Rating"), u("Provisional"), u("First match"), u("Last match")}));
    // Numbers: numeric cells with the CSV's values.
    const QList<QStringList> csv = r.csvRecords();
    const QList<double> ratings{1081.230978, -12.5, 0.0, 1e6};
    for (int i = 1; i <= 4; ++i) {
        const QList<ReadCell>& row = sheet.rows[i];
        QCOMPARE(row.size(), 6);
        for (const int c : {0, 2, 3}) {
            QVERIFY2(isNumberCell(row[c]),
                     qPrintable(QStringLiteral("%1,%2: %3 %4").arg(i).arg(c).arg(row[c].type, row[c].format)));
            QCOMPARE(row[c].value.toDouble(), csv[i][c].toDouble());
        }
        QCOMPARE(row[0].value.toDouble(), double(i));
        QCOMPARE(row[2].value.toDouble(), ratings[i - 1]);
        QCOMPARE(row[3].value.toDouble(), i == 2 ? 1.0 : 0.0);
        // Text stays text, never a formula, the hostile name whole.
        QVERIFY(isTextCell(row[1]));
    }
    QCOMPARE(sheet.rows[1][1].value, u("Zoé Ñandú-Østergård"));
    QCOMPARE(sheet.rows[2][1].value, Hostile);
    QCOMPARE(sheet.rows[3][1].value, u("+plus"));
    QCOMPARE(sheet.rows[4][1].value, u("@x -3"));
    // Dates: the day (and time) the report carries.
    struct Day {
        int y, m, d;
        double fraction; // the time of day: hours / 24
        const char* ods;
    };
    const QList<Day> firsts{{2026, 11, 30, 0, "2026-11-30"},
                            {1900, 3, 1, 0, "1900-03-01"},
                            {2024, 1, 1, 0, "2024-01-01"},
                            {2026, 1, 1, 0, "2026-01-01"}};
    const QList<Day> lasts{{2026, 12, 1, 20.25 / 24, "2026-12-01T20:15:00"},
                           {2000, 2, 29, 6.0 / 24, "2000-02-29T06:00:00"},
                           {2024, 1, 1, 0.0, "2024-01-01T00:00:00"},
                           {2026, 1, 1, 0.5, "2026-01-01T12:00:00"}};
    for (int i = 1; i <= 4; ++i) {
        for (const int c : {4, 5}) {
            const ReadCell& cell = sheet.rows[i][c];
            const Day& day = c == 4 ? firsts[i - 1] : lasts[i - 1];
            if (format == QLatin1String("xlsx")) {
                QCOMPARE(cell.type, u("n"));
                QVERIFY2(cell.format.contains(u("yy")) && cell.format.contains(u("d")), qPrintable(cell.format));
                QCOMPARE(cell.format.contains(u("h")), c == 5);
                const double serial = static_cast<double>(test::daysSince18991230(day.y, day.m, day.d)) + day.fraction;
                QCOMPARE(cell.value.toDouble(), serial);
            } else {
                QCOMPARE(cell.type, u("date"));
                QVERIFY(!cell.format.isEmpty());
                QCOMPARE(cell.value, QString::fromLatin1(day.ods));
            }
        }
    }
    // 30 November 2026 is day 46,356 of the 1900 system (Excel's DATE(2026,11,30)).
    QCOMPARE(test::daysSince18991230(2026, 11, 30), 46356L);
    // Widths fit: the player's column is wider than the rank's, and wide
    // enough for the longest name (characters; an .ods in cm).
    QCOMPARE(sheet.widths.size(), 6);
    QVERIFY(sheet.widths[1] > sheet.widths[0]);
    if (format == QLatin1String("xlsx")) {
        QVERIFY2(sheet.widths[1] >= static_cast<double>(Hostile.size()), qPrintable(QString::number(sheet.widths[1])));
    } else {
        QVERIFY2(sheet.widths[1] >= static_cast<double>(Hostile.size()) * 0.15,
                 qPrintable(QString::number(sheet.widths[1])));
    }
}

void TestSpreadsheets::sheetNames_data()
{
    typedCells_data();
}

void TestSpreadsheets::sheetNames()
{
    QFETCH(QString, format);
    report::Report r;
    r.title = u("Names");
    report::Section s;
    const QStringList wanted{u("Hall of Fame"),   u("hall of fame"),
                             u("a/b:c*d?[e]\\f"), u("A name far longer than thirty-one characters, cut"),
                             u("'quoted'"),       QString()};
    for (const QString& name : wanted) {
        report::Table t;
        t.sheet = name;
        t.caption = name.isEmpty() ? u("Caption when no name") : u("not this one");
        t.columns << report::Column{u("N"), true};
        t.rows << QList<report::Cell>{report::Cell(u("1"), 1)};
        s.tables << t;
    }
    r.sections << s;
    const ReadWorkbook book = writeAndRead(r, format, path(u("names.") + format));
    QVERIFY2(book.problem.isEmpty(), qPrintable(book.problem));
    QStringList names;
    for (const ReadSheet& sheet : book.sheets) {
        names << sheet.name;
    }
    QCOMPARE(names, (QStringList{u("Hall of Fame"), u("hall of fame (2)"), u("a b c d e f"),
                                 u("A name far longer than thirty-o"), u("quoted"), u("Caption when no name")}));
    for (const QString& name : names) {
        QVERIFY(name.size() <= 31);
    }
}

void TestSpreadsheets::bulletinDatesAndSheets_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("language");
    QTest::newRow("xlsx-en") << u("xlsx") << u("en");
    QTest::newRow("ods-en") << u("ods") << u("en");
    QTest::newRow("xlsx-fr") << u("xlsx") << u("fr");
    QTest::newRow("ods-fr") << u("ods") << u("fr");
}

void TestSpreadsheets::bulletinDatesAndSheets()
{
    QFETCH(QString, format);
    QFETCH(QString, language);
    const bool french = language == QLatin1String("fr");
    QVERIFY(i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
    const auto restore = qScopeGuard([] {
        i18n::install(QLocale(QLocale::English));
        QLocale::setDefault(QLocale::c());
    });
    club::Status status;
    report::Options o;
    o.at = QDate(2026, 11, 30);
    const auto r = report::bulletin(*m_club, o, status);
    QVERIFY2(r, qPrintable(status.toString()));
    const ReadWorkbook book = writeAndRead(*r, format, path(u("bulletin-") + language + u(".") + format));
    QVERIFY2(book.problem.isEmpty(), qPrintable(book.problem));
    QHash<QString, const ReadSheet*> sheets;
    for (const ReadSheet& sheet : book.sheets) {
        QVERIFY2(!sheets.contains(sheet.name), qPrintable(sheet.name));
        sheets.insert(sheet.name, &sheet);
        QVERIFY(sheet.headerFrozen);
    }
    // Each game's standings on a sheet named after it (its forbidden characters gone).
    QVERIFY2(sheets.contains(u("Échecs rapides blitz")), qPrintable(QStringList(sheets.keys()).join(u(" | "))));
    QVERIFY(sheets.contains(u("Belote")));
    // The newcomers' first match: a date cell, 3 November 2026 for the first.
    const QString newcomers = french ? u("Nouveaux joueurs") : u("New players");
    const QString results = french ? u("Résultats") : u("Results");
    QVERIFY2(sheets.contains(newcomers) && sheets.contains(results),
             qPrintable(QStringList(sheets.keys()).join(u(" | "))));
    const ReadSheet& n = *sheets.value(newcomers);
    QCOMPARE(n.rows.first().value(1).value, french ? u("Première partie") : u("First match"));
    QCOMPARE(n.rows.size(), 4); // the header and three players
    const ReadSheet& m = *sheets.value(results);
    QCOMPARE(m.rows.first().value(0).value, u("Date")); // the same word in both languages
    QCOMPARE(m.rows.size(), 5);                         // four matches
    if (format == QLatin1String("xlsx")) {
        QCOMPARE(n.rows[1][1].type, u("n"));
        QCOMPARE(n.rows[1][1].value.toDouble(), double(test::daysSince18991230(2026, 11, 3)));
        QCOMPARE(m.rows[1][0].value.toDouble(), double(test::daysSince18991230(2026, 11, 3)) + 20.5 / 24);
        QCOMPARE(m.rows[4][0].value.toDouble(), double(test::daysSince18991230(2026, 11, 7)) + 21.0 / 24);
    } else {
        QCOMPARE(n.rows[1][1].type, u("date"));
        QCOMPARE(n.rows[1][1].value, u("2026-11-03"));
        QCOMPARE(m.rows[1][0].value, u("2026-11-03T20:30:00"));
        QCOMPARE(m.rows[4][0].value, u("2026-11-07T21:00:00"));
    }
    // The hostile name is a player of the results' sheet too, as text.
    bool found = false;
    for (const ReadSheet& sheet : book.sheets) {
        for (const QList<ReadCell>& row : sheet.rows) {
            for (const ReadCell& c : row) {
                if (c.value.contains(u("HYPERLINK"))) {
                    QVERIFY(isTextCell(c));
                    found = true;
                }
            }
        }
    }
    QVERIFY(found);
}

void TestSpreadsheets::failedWriteKeepsTheOldFile_data()
{
    typedCells_data();
}

void TestSpreadsheets::failedWriteKeepsTheOldFile()
{
    QFETCH(QString, format);
    const report::Report r = handMade();
    // A folder in the way of the file: refused, the folder and what it holds kept.
    const QString folder = path(u("in-the-way.") + format);
    QVERIFY(QDir().mkpath(folder));
    QFile inside(folder + u("/kept.txt"));
    QVERIFY(inside.open(QIODevice::WriteOnly) && inside.write("kept") == 4);
    inside.close();
    QString error;
    QVERIFY(!report::writeReport(r, format, folder, &error));
    QVERIFY2(error.contains(folder), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(QFile::exists(folder + u("/kept.txt")));
    const QString locked = path(u("locked"));
    QVERIFY(QDir().mkpath(locked));
    const QString old = locked + u("/old.") + format;
    QFile file(old);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("old bytes") == 9);
    file.close();
    // A write that fails (its folder missing) leaves the file beside it as it was.
    QVERIFY(!report::writeReport(r, format, locked + u("/missing/new.") + format, &error));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("old bytes"));
    file.close();
    // Written again where it can be: replaced whole.
    QVERIFY2(report::writeReport(r, format, old, &error), qPrintable(error));
    QVERIFY(QFileInfo(old).size() > 100);
}

QTEST_MAIN(TestSpreadsheets)
#include "tst_spreadsheets.moc"

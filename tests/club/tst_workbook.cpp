// core/workbook and the import assistant's workbooks (issue 44, item 1):
// .xlsx written by libxlsxwriter (dates, numbers, text shared and inline,
// formulas by their cached value, several sheets, a merged header, the 1904
// date system), .ods written by hand (every value type, repeated rows and
// columns, covered cells), each hostile workbook refused with its message,
// quickly; and a workbook imported through the assistant on every backend,
// its problems at the sheet's row and column.
//
// Expected values come from the files as written (the date given to
// libxlsxwriter, the office:value written by hand) and the specifications:
// ECMA-376 §18.17.4.1 (serial 43720 is 2019-09-12; the 1904 system is 1,462
// days later), OpenDocument 1.2 §19.385 (repeated columns), §19.675 (rows),
// §6.1.3 (text:s, text:c spaces).

#include "clubtest.h"
#include "workbooks.h"

#include "club/importassistant.h"
#include "workbook/limits.h"
#include "workbook/workbook.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

using namespace palmares::test;
using palmares::club::ImportLook;
using palmares::club::ImportMapping;
using palmares::club::ImportReport;
using palmares::workbook::Workbook;
using palmares::workbook::WorkbookSheet;

namespace {

/// The .xlsx fixtures, written once by palmares-test-xlsx (workbooks.h).
QTemporaryDir& fixtures()
{
    static QTemporaryDir dir;
    return dir;
}

QByteArray fixture(const char* name)
{
    return bytesOf(fixtures().filePath(QString::fromLatin1(name)));
}

QStringList cells(const WorkbookSheet& sheet, int row)
{
    for (const auto& r : sheet.rows) {
        if (r.number == row) {
            return r.cells;
        }
    }
    return {QStringLiteral("no row %1").arg(row)};
}

} // namespace

class TestWorkbook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(fixtures().isValid() && writeXlsxFixtures(fixtures().path())); }
    void xlsxCellsAsTyped();
    void xlsxInlineStringsAndSheets();
    void xlsxMergedHeaderAndTitle();
    void xlsx1904Dates();
    void odsCellsAsTyped();
    void odsRepeatedAndCovered();
    void hostileWorkbooksRefused_data();
    void hostileWorkbooksRefused();
    void zipBombRefusedQuickly();
    void tooManySharedStrings();
    void importedThroughTheAssistant_data() { addBackendRows(); }
    void importedThroughTheAssistant();
};

void TestWorkbook::xlsxCellsAsTyped()
{
    const QByteArray bytes = fixture("types.xlsx");
    QVERIFY(!bytes.isEmpty());
    QVERIFY(Workbook::isZip(bytes));
    const Workbook book = Workbook::read(bytes);
    QVERIFY2(!book.error, qPrintable(book.error ? book.error->message : QString()));
    QCOMPARE(book.format, Workbook::Format::Xlsx);
    QCOMPARE(book.sheets.size(), 1);
    const WorkbookSheet& s = book.sheets.at(0);
    QCOMPARE(s.name, QStringLiteral("Tarot"));
    QCOMPARE(cells(s, 1), (QStringList{QStringLiteral("2019-09-12"), QStringLiteral("2019-09-12 20:30"),
                                       QStringLiteral("2019-09-12"), QStringLiteral("20:30")}));
    // Numbers in C notation: never a locale's comma, never an exponent.
    QCOMPARE(cells(s, 2), (QStringList{QStringLiteral("1081.23"), QStringLiteral("1000000"), QStringLiteral("0.0015"),
                                       QStringLiteral("-12.5")}));
    QCOMPARE(cells(s, 3),
             (QStringList{QStringLiteral("2162.46"), u8("Zoé"), QStringLiteral("1"), QStringLiteral("0")}));
    // An empty first cell kept, the text as written.
    QCOMPARE(cells(s, 4), (QStringList{QString(), u8("  Élodie  ")}));
    QCOMPARE(s.rows.size(), 4);
}

void TestWorkbook::xlsxInlineStringsAndSheets()
{
    // libxlsxwriter's constant-memory mode writes every text inline (<is>).
    const QByteArray bytes = fixture("sheets.xlsx");
    QVERIFY(entryOf(bytes, QStringLiteral("xl/worksheets/sheet1.xml")).contains("inlineStr"));
    const Workbook book = Workbook::read(bytes);
    QVERIFY(!book.error);
    QCOMPARE(book.sheets.size(), 3);
    QCOMPARE(book.nonEmptySheets(), (QList<int>{0, 2}));
    QCOMPARE(book.find(QStringLiteral("2019")), 2); // the name first…
    QCOMPARE(book.find(QStringLiteral("2")), 1);    // …then the number
    QCOMPARE(book.find(QStringLiteral("Saison")), -1);
    QCOMPARE(cells(book.sheets.at(2), 2), QStringList{u8("Zoé")});
    const auto sheet = book.toSheet(2);
    QCOMPARE(sheet.header, QStringList{QStringLiteral("Joueur")});
    QCOMPARE(sheet.headerLine, 1);
    QCOMPARE(sheet.records.at(0).line, 2);
}

void TestWorkbook::xlsxMergedHeaderAndTitle()
{
    const QByteArray bytes = fixture("merged.xlsx");
    const Workbook book = Workbook::read(bytes);
    QVERIFY(!book.error);
    const auto sheet = book.toSheet(0);
    QVERIFY(sheet.errors.isEmpty());
    QCOMPARE(sheet.headerLine, 3);
    QCOMPARE(sheet.header, (QStringList{QStringLiteral("Date"), QStringLiteral("Joueur 1"), QStringLiteral("Joueur 2"),
                                        QStringLiteral("Vainqueur")}));
    QCOMPARE(sheet.records.size(), 1);
    QCOMPARE(sheet.records.at(0).line, 4);
    QCOMPARE(sheet.records.at(0).cells, (QStringList{QString(), QStringLiteral("Anne"), QStringLiteral("Bob")}));
}

void TestWorkbook::xlsx1904Dates()
{
    const QByteArray bytes = fixture("serials.xlsx");
    // The 1900 system (ECMA-376 §18.17.4.1): 43720 is 2019-09-12, 1 is
    // 1900-01-01, 61 is 1900-03-01 (after Lotus's 29 February 1900).
    const Workbook book1900 = Workbook::read(bytes);
    QCOMPARE(cells(book1900.sheets.at(0), 1),
             (QStringList{QStringLiteral("2019-09-12"), QStringLiteral("1900-01-01"), QStringLiteral("1900-03-01")}));
    // The same serials in the 1904 system: 0 is 1904-01-01, 43720 is 1,462 days after 2019-09-12.
    QByteArray workbookXml = entryOf(bytes, QStringLiteral("xl/workbook.xml"));
    QVERIFY(workbookXml.contains("<workbookPr"));
    workbookXml.replace("<workbookPr", "<workbookPr date1904=\"1\"");
    const Workbook mac = Workbook::read(withEntry(bytes, QStringLiteral("xl/workbook.xml"), workbookXml));
    QVERIFY2(!mac.error, qPrintable(mac.error ? mac.error->message : QString()));
    QCOMPARE(cells(mac.sheets.at(0), 1),
             (QStringList{QStringLiteral("2023-09-13"), QStringLiteral("1904-01-02"), QStringLiteral("1904-03-02")}));
}

void TestWorkbook::odsCellsAsTyped()
{
    const QByteArray bytes = odsOf(QStringLiteral(
        "<table:table table:name=\"Tarot\">"
        "<table:table-column table:number-columns-repeated=\"1024\"/>"
        "<table:table-row>"
        "<table:table-cell office:value-type=\"date\" office:date-value=\"2019-09-12\"><text:p>12/09/19</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"date\" office:date-value=\"2019-09-12T20:30:00\"><text:p>x</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"time\" office:time-value=\"PT20H30M00S\"><text:p>20:30</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"boolean\" office:boolean-value=\"true\"><text:p>VRAI</text:p>"
        "</table:table-cell>"
        "</table:table-row>"
        "<table:table-row>"
        "<table:table-cell office:value-type=\"float\" office:value=\"1081.23\"><text:p>1 081,23</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"percentage\" office:value=\"0.25\"><text:p>25 %</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"currency\" office:currency=\"EUR\" office:value=\"-12.5\">"
        "<text:p>-12,50 €</text:p></table:table-cell>"
        "<table:table-cell office:value-type=\"string\"><text:p>Jean<text:s text:c=\"2\"/>Pierre</text:p>"
        "<text:p>deux</text:p></table:table-cell>"
        "</table:table-row>"
        "</table:table>"));
    const Workbook book = Workbook::read(bytes);
    QVERIFY2(!book.error, qPrintable(book.error ? book.error->message : QString()));
    QCOMPARE(book.format, Workbook::Format::Ods);
    const WorkbookSheet& s = book.sheets.at(0);
    QCOMPARE(s.name, QStringLiteral("Tarot"));
    QCOMPARE(cells(s, 1), (QStringList{QStringLiteral("2019-09-12"), QStringLiteral("2019-09-12 20:30"),
                                       QStringLiteral("20:30"), QStringLiteral("1")}));
    QCOMPARE(cells(s, 2), (QStringList{QStringLiteral("1081.23"), QStringLiteral("0.25"), QStringLiteral("-12.5"),
                                       QStringLiteral("Jean  Pierre\ndeux")}));
}

void TestWorkbook::odsRepeatedAndCovered()
{
    const QByteArray bytes = odsOf(QStringLiteral(
        "<table:table table:name=\"Duels\">"
        "<table:table-row>"
        "<table:table-cell table:number-columns-spanned=\"2\" office:value-type=\"string\"><text:p>Joueur</text:p>"
        "</table:table-cell><table:covered-table-cell/>"
        "<table:table-cell office:value-type=\"string\"><text:p>Table</text:p></table:table-cell>"
        "<table:table-cell table:number-columns-repeated=\"1021\"/>"
        "</table:table-row>"
        "<table:table-row table:number-rows-repeated=\"2\">"
        "<table:table-cell table:number-columns-repeated=\"2\" office:value-type=\"string\"><text:p>Anne</text:p>"
        "</table:table-cell>"
        "<table:table-cell office:value-type=\"float\" office:value=\"3\"><text:p>3</text:p></table:table-cell>"
        "<table:table-cell table:number-columns-repeated=\"1021\"/>"
        "</table:table-row>"
        "<table:table-row table:number-rows-repeated=\"3\"><table:table-cell table:number-columns-repeated=\"1024\"/>"
        "</table:table-row>"
        "<table:table-row><table:table-cell/><table:table-cell office:value-type=\"string\"><text:p>Bob</text:p>"
        "</table:table-cell></table:table-row>"
        // The trailing rows of every .ods: a million empty ones, counted, not held.
        "<table:table-row table:number-rows-repeated=\"1048569\"><table:table-cell "
        "table:number-columns-repeated=\"1024\"/></table:table-row>"
        "</table:table>"
        "<table:table table:name=\"Vide\"><table:table-row table:number-rows-repeated=\"1048576\">"
        "<table:table-cell table:number-columns-repeated=\"16384\"/></table:table-row></table:table>"));
    const Workbook book = Workbook::read(bytes);
    QVERIFY2(!book.error, qPrintable(book.error ? book.error->message : QString()));
    QCOMPARE(book.sheets.size(), 2);
    QCOMPARE(book.nonEmptySheets(), QList<int>{0});
    const WorkbookSheet& s = book.sheets.at(0);
    QCOMPARE(s.rows.size(), 4);
    QCOMPARE(cells(s, 2), (QStringList{QStringLiteral("Anne"), QStringLiteral("Anne"), QStringLiteral("3")}));
    QCOMPARE(cells(s, 3), cells(s, 2));
    // Rows 4 to 6 empty: Bob is on row 7.
    QCOMPARE(cells(s, 7), (QStringList{QString(), QStringLiteral("Bob")}));
    const auto sheet = book.toSheet(0);
    QCOMPARE(sheet.header,
             (QStringList{QStringLiteral("Joueur 1"), QStringLiteral("Joueur 2"), QStringLiteral("Table")}));
    QCOMPARE(sheet.records.last().line, 7);
}

void TestWorkbook::hostileWorkbooksRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("row");

    const QByteArray tarot = fixture("tarot.xlsx");
    const QString sheetXml = QStringLiteral("xl/worksheets/sheet1.xml");
    const QByteArray head = "<?xml version=\"1.0\"?><worksheet "
                            "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>";
    QTest::newRow("a billion rows (xlsx)")
        << withEntry(tarot, sheetXml,
                     head + "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Joueur</t></is></c></row>"
                            "<row r=\"1000000000\"><c r=\"A1000000000\"><v>1</v></c></row></sheetData></worksheet>")
        << QStringLiteral("the sheet has a row beyond row 1048576") << QStringLiteral("Saison 2019") << 0;
    QTest::newRow("a value beyond the columns (xlsx)")
        << withEntry(tarot, sheetXml, head + "<row r=\"2\"><c r=\"ZZZ2\"><v>1</v></c></row></sheetData></worksheet>")
        << QStringLiteral("the sheet has a value beyond column ALL") << QStringLiteral("Saison 2019") << 2;
    QTest::newRow("a shared string that is not")
        << withEntry(tarot, sheetXml,
                     head + "<row r=\"3\"><c r=\"C3\" t=\"s\"><v>99</v></c></row></sheetData></worksheet>")
        << QStringLiteral("the cell names shared string 99, which the workbook does not have")
        << QStringLiteral("Saison 2019") << 3;
    QByteArray deep = head + "<row r=\"1\">";
    for (int i = 0; i < 100; ++i) {
        deep += "<x>";
    }
    QTest::newRow("XML nested 100 deep") << withEntry(tarot, sheetXml, deep)
                                         << QStringLiteral("the workbook nests its XML more than 64 deep")
                                         << QStringLiteral("Saison 2019") << 0;
    QTest::newRow("a billion rows (ods)")
        << odsOf(QStringLiteral(
               "<table:table table:name=\"T\"><table:table-row table:number-rows-repeated=\"1000000000\">"
               "<table:table-cell/></table:table-row><table:table-row><table:table-cell "
               "office:value-type=\"float\" office:value=\"1\"/></table:table-row></table:table>"))
        << QStringLiteral("the sheet has a row beyond row 1048576") << QStringLiteral("T") << 0;
    QTest::newRow("a row of values repeated a billion times (ods)")
        << odsOf(QStringLiteral(
               "<table:table table:name=\"T\"><table:table-row table:number-rows-repeated=\"1000000000\">"
               "<table:table-cell office:value-type=\"float\" office:value=\"1\"/></table:table-row>"
               "</table:table>"))
        << QStringLiteral("the sheet has a row beyond row 1048576") << QStringLiteral("T") << 0;
    QTest::newRow("a zip of something else")
        << zipOf({{QStringLiteral("readme.txt"), "hello"}})
        << QStringLiteral("the file is a zip archive but neither an .xlsx nor an .ods workbook") << QString() << 0;
    QTest::newRow("a damaged zip") << tarot.left(tarot.size() / 2)
                                   << QStringLiteral("the workbook is damaged: its zip archive cannot be read")
                                   << QString() << 0;
    QTest::newRow("a damaged sheet") << withEntry(tarot, sheetXml, head + "<row r=\"1\"><c r=\"A1\"></row>")
                                     << QStringLiteral(
                                            "the workbook is damaged: line 1 of its entry xl/worksheets/sheet1.xml")
                                     << QStringLiteral("Saison 2019") << 0;
}

void TestWorkbook::hostileWorkbooksRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QFETCH(QString, sheet);
    QFETCH(int, row);
    QVERIFY(!bytes.isEmpty());
    const Workbook book = Workbook::read(bytes);
    QVERIFY(book.error);
    QVERIFY2(book.error->message.startsWith(message), qPrintable(book.error->message));
    QCOMPARE(book.error->sheet, sheet);
    QCOMPARE(book.error->row, row);
    QVERIFY(book.sheets.isEmpty());
}

void TestWorkbook::zipBombRefusedQuickly()
{
    // 200 MiB of one character, in a well-formed start of content.xml,
    // deflate to about 200 KiB (zlib's ratio on a run is about 1,000).
    QByteArray content = "<?xml version=\"1.0\"?><office:document-content "
                         "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\"><x>";
    content.append(QByteArray(qsizetype{200} << 20, '0'));
    const QByteArray bomb = zipOf({{QStringLiteral("mimetype"), "application/vnd.oasis.opendocument.spreadsheet"},
                                   {QStringLiteral("content.xml"), content}},
                                  {QStringLiteral("mimetype")});
    content.clear();
    QVERIFY(!bomb.isEmpty());
    QVERIFY2(bomb.size() < (qsizetype{1} << 20), qPrintable(QString::number(bomb.size())));
    QElapsedTimer timer;
    timer.start();
    const Workbook book = Workbook::read(bomb);
    QVERIFY(book.error);
    QVERIFY2(book.error->message.contains(QStringLiteral("inflates more than 200 times its size")),
             qPrintable(book.error->message));
    // Stopped at its first megabytes, not after inflating 200 MiB.
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

void TestWorkbook::tooManySharedStrings()
{
    QByteArray strings =
        "<?xml version=\"1.0\"?><sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">";
    for (qsizetype i = 0; i <= palmares::workbook::MaxSharedStrings; ++i) {
        strings += "<si><t>p" + QByteArray::number(i) + "</t></si>";
    }
    strings += "</sst>";
    const Workbook book =
        Workbook::read(withEntry(fixture("tarot.xlsx"), QStringLiteral("xl/sharedStrings.xml"), strings));
    QVERIFY(book.error);
    QCOMPARE(book.error->message, QStringLiteral("the workbook has more than 1000000 shared strings"));
}

void TestWorkbook::importedThroughTheAssistant()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = newClub(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Tarot"), palmares::rating::System::Niveau));
    const QByteArray bytes = fixture("tarot.xlsx");
    // The only sheet with rows is taken; the columns guessed from their
    // French names; the serial dates read as dates, in year-month-day order.
    ImportLook look = c->importAssistant().look(bytes, QStringLiteral("tarot.xlsx"));
    // No game column: the one problem, said at the header's row.
    QCOMPARE(look.problems.size(), 1);
    QCOMPARE(look.problems.first().line, 1);
    QCOMPARE(look.sheetName, QStringLiteral("Saison 2019"));
    QCOMPARE(look.workbookSheets.size(), 1);
    QCOMPARE(look.workbookSheets.at(0).rows, 4);
    QCOMPARE(look.mapping.columns.value(QStringLiteral("Joueur")), QStringLiteral("player"));
    QCOMPARE(look.dateOrder, palmares::club::DateOrder::YearMonthDay);
    ImportMapping mapping = look.mapping;
    mapping.game = QStringLiteral("Tarot");
    mapping.columns.insert(QStringLiteral("Table"), QStringLiteral("match_of_day"));
    look = c->importAssistant().look(bytes, QStringLiteral("tarot.xlsx"), mapping);
    QVERIFY2(look.problems.isEmpty(), qPrintable(problemsText(look.problems)));
    QCOMPARE(look.players.size(), 3);
    QCOMPARE(look.players.first().line, 2);
    const ImportReport dry = c->importAssistant().run(bytes, QStringLiteral("tarot.xlsx"), mapping, true);
    QVERIFY2(dry.problems.isEmpty(), qPrintable(problemsText(dry.problems)));
    QCOMPARE(dry.matches, 1);
    QCOMPARE(dry.rows, 3);
    QCOMPARE(dry.sheet, QStringLiteral("Saison 2019"));
    // A score that is no number: at its row and column of the sheet.
    const QByteArray bad = fixture("badscore.xlsx");
    ImportMapping badMapping;
    badMapping.columns = {{QStringLiteral("Date"), QStringLiteral("date")},
                          {QStringLiteral("Joueur"), QStringLiteral("player")},
                          {QStringLiteral("Points"), QStringLiteral("score")},
                          {QStringLiteral("Table"), QStringLiteral("match_of_day")},
                          {QStringLiteral("Donnes"), QStringLiteral("deals")}};
    badMapping.game = QStringLiteral("Tarot");
    const ImportReport refused = c->importAssistant().run(bad, QStringLiteral("bad.xlsx"), badMapping, false);
    QVERIFY(!refused.problems.isEmpty());
    const QString text = palmares::sheetProblemText(refused.problems.first(), refused.sheet);
    QVERIFY2(text.startsWith(QStringLiteral("sheet 'Saison 2019', row 3, column C (Points): ")), qPrintable(text));
    // Several sheets with rows and none chosen: the person chooses.
    const QByteArray two = fixture("seasons.xlsx");
    const ImportLook several = c->importAssistant().look(two, QStringLiteral("two.xlsx"));
    QCOMPARE(several.workbookSheets.size(), 3);
    QVERIFY2(several.problems.size() == 1 && several.problems.first().message.contains(QStringLiteral("2 sheets")),
             qPrintable(problemsText(several.problems)));
    QCOMPARE(c->importAssistant().look(two, QStringLiteral("two.xlsx"), std::nullopt, QStringLiteral("2")).sheetName,
             QStringLiteral("2019"));
}

QTEST_GUILESS_MAIN(TestWorkbook)
#include "tst_workbook.moc"

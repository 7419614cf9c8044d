// Workbooks through palmares-cli (issue 44, items 1 and 2): an .xlsx of
// several seasons refused without --sheet, its sheets listed; --sheet by
// name and by number; an .ods of one sheet taken as it is; a problem at its
// sheet, row and column letter, the club file unchanged (its SHA-256); and
// --map completing the guess: the columns named as fields keep them, a
// field given to another column leaves the one that held it.

#include "clitest.h"
#include "workbooks.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

class TestCliImportWorkbook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sheetChosenFromSeveral();
    void odsOfOneSheet();
    void problemAtSheetRowAndColumn();
    void mapCompletesTheGuess();

private:
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }
    /// A club with a Tarot game (openskill: a rank or a score, any number of players).
    QString newClub(const QString& name);
    QTemporaryDir m_files;
};

void TestCliImportWorkbook::initTestCase()
{
    QVERIFY(m_files.isValid());
    QVERIFY(writeXlsxFixtures(m_files.path()));
}

QString TestCliImportWorkbook::newClub(const QString& name)
{
    const QString db = path(name);
    for (const QStringList& args : {QStringList{QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("C")},
                                    QStringList{QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Tarot"),
                                                QStringLiteral("--system"), QStringLiteral("openskill")}}) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            qWarning("%s", qPrintable(describe(args, r)));
            return {};
        }
    }
    return db;
}

void TestCliImportWorkbook::sheetChosenFromSeveral()
{
    const QString db = newClub(QStringLiteral("seasons.db"));
    QVERIFY(!db.isEmpty());
    const QString file = path(QStringLiteral("seasons.xlsx"));
    const QByteArray before = fileSha256(db);
    // Two sheets with rows (and an empty one): refused, every sheet listed.
    const CliRun none = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--game"), QStringLiteral("Tarot")});
    QCOMPARE(none.code, 1);
    QVERIFY2(none.errText().contains(QStringLiteral("  1  2018  (4 rows)\n  2  2019  (4 rows)\n  3  Notes  (0 rows)")),
             qPrintable(none.errText()));
    QVERIFY(none.errText().contains(QStringLiteral("--sheet")));
    QCOMPARE(fileSha256(db), before);
    // By name: a dry run of 2019, its dates read as dates.
    const CliRun named = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--sheet"), QStringLiteral("2019"),
                                     QStringLiteral("--game"), QStringLiteral("Tarot"), QStringLiteral("--map"),
                                     QStringLiteral("Table=match_of_day"), QStringLiteral("--dry-run")});
    QVERIFY2(named.code == 0, qPrintable(describe({}, named)));
    QVERIFY2(named.outText().contains(QStringLiteral("sheet '2019', header on row 1")), qPrintable(named.outText()));
    QCOMPARE(fileSha256(db), before);
    // By number: written, and read back with its date.
    const CliRun numbered = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--sheet"), QStringLiteral("1"),
                                        QStringLiteral("--game"), QStringLiteral("Tarot"), QStringLiteral("--map"),
                                        QStringLiteral("Table=match_of_day")});
    QVERIFY2(numbered.code == 0, qPrintable(describe({}, numbered)));
    const CliRun exported = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QVERIFY2(exported.outText().contains(QStringLiteral("2018-09-12,Tarot,Anne,")), qPrintable(exported.outText()));
    QVERIFY(!exported.outText().contains(QStringLiteral("2019-09-12")));
    // A sheet that is not.
    const CliRun missing = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--sheet"),
                                       QStringLiteral("2020"), QStringLiteral("--game"), QStringLiteral("Tarot")});
    QCOMPARE(missing.code, 1);
    QVERIFY2(missing.errText().contains(QStringLiteral("the workbook has no sheet '2020' (its sheets: '2018', '2019', "
                                                       "'Notes')")),
             qPrintable(missing.errText()));
}

void TestCliImportWorkbook::odsOfOneSheet()
{
    const QString db = newClub(QStringLiteral("ods.db"));
    QVERIFY(!db.isEmpty());
    const auto cell = [](const QString& type, const QString& value, const QString& text) {
        return QStringLiteral("<table:table-cell office:value-type=\"%1\" %2><text:p>%3</text:p></table:table-cell>")
            .arg(type, value, text);
    };
    const auto text = [&](const QString& t) { return cell(QStringLiteral("string"), QString(), t); };
    QString rows = QStringLiteral("<table:table-row>") + text(QStringLiteral("Date")) + text(QStringLiteral("Joueur")) +
                   text(QStringLiteral("Place")) + text(QStringLiteral("Table")) + QStringLiteral("</table:table-row>");
    const QStringList players{QStringLiteral("Anne"), QStringLiteral("Bob")};
    for (int i = 0; i < 2; ++i) {
        rows +=
            QStringLiteral("<table:table-row>") +
            cell(QStringLiteral("date"), QStringLiteral("office:date-value=\"2021-03-04\""),
                 QStringLiteral("04/03/21")) +
            text(players.at(i)) +
            cell(QStringLiteral("float"), QStringLiteral("office:value=\"%1\"").arg(i + 1), QString::number(i + 1)) +
            cell(QStringLiteral("float"), QStringLiteral("office:value=\"1\""), QStringLiteral("1")) +
            QStringLiteral("</table:table-row>");
    }
    const QByteArray ods = odsOf(QStringLiteral("<table:table table:name=\"Soirée\">%1"
                                                "<table:table-row table:number-rows-repeated=\"1048573\">"
                                                "<table:table-cell/></table:table-row></table:table>"
                                                "<table:table table:name=\"Vide\"/>")
                                     .arg(rows));
    QFile f(path(QStringLiteral("soiree.ods")));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(ods) == ods.size());
    f.close();
    const CliRun r =
        inClub(db, {QStringLiteral("import"), f.fileName(), QStringLiteral("--game"), QStringLiteral("Tarot"),
                    QStringLiteral("--map"), QStringLiteral("Table=match_of_day")});
    QVERIFY2(r.code == 0, qPrintable(describe({}, r)));
    QVERIFY2(r.outText().contains(QStringLiteral("sheet 'Soirée'")), qPrintable(r.outText()));
    const CliRun exported = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QVERIFY2(exported.outText().contains(QStringLiteral("2021-03-04,Tarot,Anne,1")), qPrintable(exported.outText()));
}

void TestCliImportWorkbook::problemAtSheetRowAndColumn()
{
    const QString db = newClub(QStringLiteral("bad.db"));
    QVERIFY(!db.isEmpty());
    const QByteArray before = fileSha256(db);
    const CliRun r =
        inClub(db, {QStringLiteral("import"), path(QStringLiteral("badscore.xlsx")), QStringLiteral("--game"),
                    QStringLiteral("Tarot"), QStringLiteral("--map"), QStringLiteral("Table=match_of_day")});
    QCOMPARE(r.code, 1);
    // Row 3 of the sheet, column C: "vingt" is the score.
    QVERIFY2(r.errText().contains(QStringLiteral("sheet 'Saison 2019', row 3, column C (Points): ")),
             qPrintable(r.errText()));
    QVERIFY(r.errText().contains(QStringLiteral("vingt")));
    QCOMPARE(fileSha256(db), before);
    // A hostile workbook: refused with its message, the club unchanged.
    QByteArray sheet =
        entryOf(bytesOf(path(QStringLiteral("badscore.xlsx"))), QStringLiteral("xl/worksheets/sheet1.xml"));
    QVERIFY(sheet.contains("</sheetData>"));
    sheet.replace("</sheetData>", "<row r=\"1000000000\"><c><v>1</v></c></row></sheetData>");
    const QByteArray hostile =
        withEntry(bytesOf(path(QStringLiteral("badscore.xlsx"))), QStringLiteral("xl/worksheets/sheet1.xml"), sheet);
    QFile f(path(QStringLiteral("billion.xlsx")));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(hostile) == hostile.size());
    f.close();
    const CliRun billion = inClub(db, {QStringLiteral("import"), f.fileName()});
    QCOMPARE(billion.code, 1);
    QVERIFY2(billion.errText().contains(QStringLiteral("sheet 'Saison 2019': the sheet has a row beyond row 1048576")),
             qPrintable(billion.errText()));
    QCOMPARE(fileSha256(db), before);
}

void TestCliImportWorkbook::mapCompletesTheGuess()
{
    const QString db = newClub(QStringLiteral("map.db"));
    QVERIFY(!db.isEmpty());
    // Columns named as fields (team, Points) beside French ones the guess may not know.
    QFile f(path(QStringLiteral("map.csv")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Partie;Quand;Joueur;Points;team;Remarque\n"
            "p1;2020-01-05;Anne;10;A;x\n"
            "p1;2020-01-05;Bob;5;B;y\n");
    f.close();
    // --map names three columns; Joueur, Points and team keep the fields their names say.
    const CliRun kept = inClub(db, {QStringLiteral("import"), f.fileName(), QStringLiteral("--game"),
                                    QStringLiteral("Tarot"), QStringLiteral("--map"), QStringLiteral("Partie=match"),
                                    QStringLiteral("--map"), QStringLiteral("Quand=date"), QStringLiteral("--map"),
                                    QStringLiteral("Remarque=-"), QStringLiteral("--dry-run")});
    QVERIFY2(kept.code == 0, qPrintable(describe({}, kept)));
    const QString out = kept.outText();
    QVERIFY2(out.contains(QStringLiteral("  Partie -> match (mapped)\n")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("  Quand -> date (mapped)\n")));
    QVERIFY(out.contains(QStringLiteral("  Joueur -> player (guessed)\n")));
    QVERIFY(out.contains(QStringLiteral("  Points -> score (guessed)\n")));
    QVERIFY(out.contains(QStringLiteral("  team -> team (guessed)\n")));
    QVERIFY(out.contains(QStringLiteral("  left out: Remarque (--map)\n")));
    // The other way: the score given to another column leaves Points out,
    // rather than the file being refused for a field named twice.
    const CliRun moved =
        inClub(db, {QStringLiteral("import"), f.fileName(), QStringLiteral("--game"), QStringLiteral("Tarot"),
                    QStringLiteral("--map"), QStringLiteral("Partie=match"), QStringLiteral("--map"),
                    QStringLiteral("Quand=date"), QStringLiteral("--map"), QStringLiteral("Remarque=-"),
                    QStringLiteral("--map"), QStringLiteral("team=score"), QStringLiteral("--dry-run")});
    QVERIFY2(moved.code != 0 || moved.outText().contains(QStringLiteral("  team -> score (mapped)\n")),
             qPrintable(describe({}, moved)));
    const QString movedText = moved.outText() + moved.errText();
    QVERIFY2(movedText.contains(QStringLiteral("  team -> score (mapped)\n")), qPrintable(movedText));
    QVERIFY2(movedText.contains(QStringLiteral("left out: Points, Remarque (--map)")), qPrintable(movedText));
    QVERIFY(!movedText.contains(QStringLiteral("twice")));
}

QTEST_GUILESS_MAIN(TestCliImportWorkbook)
#include "tst_cli_import_workbook.moc"

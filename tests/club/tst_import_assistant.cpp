// core/csv Sheet and core/club ImportAssistant (issue 18, item 3): a club's
// own spreadsheet saved as text — any separator, UTF-8 with or without BOM,
// UTF-16, Windows-1252, Latin-1 — read through a mapping of its columns,
// games and players; names matched exactly, then folded (accents, case,
// spaces), then close spellings offered; every problem at its line and
// column of the secretary's file; nothing written by a dry run or a refused
// import; the mapping saved per club for the next file of the same header.

#include "clubtest.h"

#include "csv/sheet.h"

#include <QStringEncoder>

using namespace palmares::test;
using palmares::club::DateOrder;
using palmares::club::ImportLook;
using palmares::club::ImportMapping;
using palmares::club::ImportReport;
using palmares::club::MatchCodes;
using palmares::club::NameMatch;
using palmares::csv::Sheet;
using palmares::csv::TextEncoding;
using palmares::rating::System;

namespace {

const QString Tarot = QStringLiteral("Tarot");
const QString Chess = QStringLiteral("Chess");
const QString Elodie = QStringLiteral("Élodie Rousseau");
const QString JeanPierre = QStringLiteral("Jean-Pierre Martin");

QByteArray latin1(const QString& text)
{
    return text.toLatin1();
}

/// A French club's tarot sheet, as Excel or LibreOffice saves it in
/// Latin-1 with semicolons: dates day first, decimal commas, a comment
/// column, a trailing empty line of separators.
QString tarotSheet()
{
    return QStringLiteral("Date;Table;Joueur;Points;Donnes;Commentaire\r\n"
                          "12/09/2019;1;elodie rousseau;120,5;8;\r\n"
                          "12/09/2019;1;Jean-Pierre Martin;80;8;bien joué\r\n"
                          "12/09/2019;1;Lucie Faure;-20;8;\r\n"
                          "12/09/2019;1;Jean-Pierre Martine;10;8;\r\n"
                          "13/09/2019;1;Lucie Faure;10;6;\r\n"
                          "13/09/2019;1;Paul Émond;20;6;\r\n"
                          "13/09/2019;1;Élodie Rousseau;30;6;\r\n"
                          ";;;;;\r\n");
}

ImportMapping tarotMapping()
{
    ImportMapping m;
    m.columns = {{QStringLiteral("Date"), QStringLiteral("date")},
                 {QStringLiteral("Table"), QStringLiteral("match_of_day")},
                 {QStringLiteral("Joueur"), QStringLiteral("player")},
                 {QStringLiteral("Points"), QStringLiteral("score")},
                 {QStringLiteral("Donnes"), QStringLiteral("deals")}};
    m.game = Tarot;
    return m;
}

std::unique_ptr<Club> tarotClub(const ScratchClub& scratch)
{
    Status status;
    auto c = newClub(scratch, status);
    if (!c) {
        return c;
    }
    for (const Status& s : {c->catalogue().addGame(Tarot, System::Niveau), c->roster().addPlayer(Elodie),
                            c->roster().addPlayer(JeanPierre)}) {
        if (!s.ok()) {
            qWarning("%s", qPrintable(s.toString()));
            return nullptr;
        }
    }
    return c;
}

QStringList playerNames(Club& c)
{
    QStringList out;
    const auto players = c.roster().players();
    if (!players) {
        return {QStringLiteral("error: ") + players.status().toString()};
    }
    for (const auto& p : *players) {
        out << p.name;
    }
    out.sort();
    return out;
}

QStringList sorted(QStringList names)
{
    names.sort();
    return names;
}

/// The match of `look` for the name as written.
NameMatch matchOf(const ImportLook& look, const QString& written)
{
    for (const NameMatch& m : look.players) {
        if (m.written == written) {
            return m;
        }
    }
    return {};
}

} // namespace

class TestImportAssistant : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheetDetectsEncodings();
    void sheetDetectsSeparatorsAndLines();
    void namesMatchExactlyThenFoldedThenClose_data() { addBackendRows(); }
    void namesMatchExactlyThenFoldedThenClose();
    void latin1SemicolonSheetImports_data() { addBackendRows(); }
    void latin1SemicolonSheetImports();
    void problemsAtTheirLineAndColumn_data() { addBackendRows(); }
    void problemsAtTheirLineAndColumn();
    void dateOrders_data() { addBackendRows(); }
    void dateOrders();
    void oneRowAMatchAndNewGames_data() { addBackendRows(); }
    void oneRowAMatchAndNewGames();
    void mappingProblemsAreSaidBeforeAnything_data() { addBackendRows(); }
    void mappingProblemsAreSaidBeforeAnything();
    void misspeltColumnsNeedAWord_data() { addBackendRows(); }
    void misspeltColumnsNeedAWord();
    void neutralisedCellsReadBack_data() { addBackendRows(); }
    void neutralisedCellsReadBack();
    void aWorkbookIsToldHowToSaveAsCsv();
};

void TestImportAssistant::sheetDetectsEncodings()
{
    const QString text = QStringLiteral("Joueur;Points\nÉlodie;12\nZoë;3\n");
    QCOMPARE(Sheet::read(text.toUtf8()).encoding, TextEncoding::Utf8);
    QCOMPARE(Sheet::read(QByteArray("\xEF\xBB\xBF") + text.toUtf8()).encoding, TextEncoding::Utf8Bom);
    QCOMPARE(Sheet::read(latin1(text)).encoding, TextEncoding::Latin1);
    // Windows-1252: a curly apostrophe (0x92) and the euro sign (0x80).
    const QString curly = QStringLiteral("Joueur;Note\nJeanne d’Arc;5 €\n");
    QStringEncoder to1252("windows-1252");
    const QByteArray cp1252 = to1252.isValid() ? QByteArray(to1252(curly))
                                               : QByteArray("Joueur;Note\nJeanne d\x92"
                                                            "Arc;5 \x80\n");
    QCOMPARE(Sheet::read(cp1252).encoding, TextEncoding::Windows1252);
    QCOMPARE(Sheet::read(cp1252).records.at(0).cells,
             (QStringList{QStringLiteral("Jeanne d’Arc"), QStringLiteral("5 €")}));
    // UTF-16 little-endian with its byte order mark, tab separated: Excel's "Unicode text".
    QStringEncoder to16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    const QByteArray utf16 = to16(QStringLiteral("Joueur\tPoints\nÉlodie\t12\n"));
    const Sheet s16 = Sheet::read(utf16);
    QCOMPARE(s16.encoding, TextEncoding::Utf16);
    QCOMPARE(s16.separator, QLatin1Char('\t'));
    QCOMPARE(s16.header, (QStringList{QStringLiteral("Joueur"), QStringLiteral("Points")}));
    QCOMPARE(s16.records.at(0).cells.at(0), QStringLiteral("Élodie"));
    // Each decodes to the same cells.
    for (const QByteArray& bytes :
         {text.toUtf8(), QByteArray(QByteArray("\xEF\xBB\xBF") + text.toUtf8()), latin1(text)}) {
        const Sheet s = Sheet::read(bytes);
        QCOMPARE(s.header, (QStringList{QStringLiteral("Joueur"), QStringLiteral("Points")}));
        QCOMPARE(s.records.at(0).cells.at(0), QStringLiteral("Élodie"));
        QCOMPARE(s.records.at(1).cells.at(0), QStringLiteral("Zoë"));
    }
    // Given, not detected: Latin-1 bytes read as Latin-1 even when they would pass for another.
    QCOMPARE(Sheet::read(latin1(text), {TextEncoding::Latin1, std::nullopt}).records.at(0).cells.at(0),
             QStringLiteral("Élodie"));
}

void TestImportAssistant::sheetDetectsSeparatorsAndLines()
{
    // Semicolons, with commas inside numbers: the semicolon splits evenly.
    const Sheet semi = Sheet::read("Nom;Score;Moral\nAnne;12,5;3\nBob;7,25;4\n");
    QCOMPARE(semi.separator, QLatin1Char(';'));
    QCOMPARE(semi.records.at(0).cells,
             (QStringList{QStringLiteral("Anne"), QStringLiteral("12,5"), QStringLiteral("3")}));
    // Commas, a quoted cell holding a comma, a quote and a line break: the
    // next record starts two lines later.
    const Sheet comma = Sheet::read("name,note\n\"Anne, \"\"the\"\" first\",\"two\nlines\"\nBob,x\n");
    QCOMPARE(comma.separator, QLatin1Char(','));
    QCOMPARE(comma.records.size(), 2);
    QCOMPARE(comma.records.at(0).cells.at(0), QStringLiteral("Anne, \"the\" first"));
    QCOMPARE(comma.records.at(0).line, 2);
    QCOMPARE(comma.records.at(1).line, 4);
    // Vertical bars; blank records (a spreadsheet's trailing ";;;") are skipped, lines kept.
    const Sheet bars = Sheet::read("a|b\n\n1|2\n||\n3|4\r\n");
    QCOMPARE(bars.separator, QLatin1Char('|'));
    QCOMPARE(bars.records.size(), 2);
    QCOMPARE(bars.records.at(1).line, 5);
    // A quote never closed: said at its line.
    const Sheet open = Sheet::read("a;b\n1;\"2\n3;4\n");
    QCOMPARE(open.errors.size(), 1);
    QCOMPARE(open.errors.at(0).line, 2);
    // A header naming a column twice.
    const Sheet twice = Sheet::read("Joueur;Points;joueur\nA;1;B\n");
    QCOMPARE(twice.errors.size(), 1);
    QCOMPARE(twice.errors.at(0).column, 3);
    // An empty file.
    QVERIFY(!Sheet::read("").errors.isEmpty());
}

void TestImportAssistant::namesMatchExactlyThenFoldedThenClose()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("bob")));
    const QString file = QStringLiteral("Date;Table;Joueur;Points\n"
                                        "2019-09-12;1;Élodie Rousseau;1\n"
                                        "2019-09-12;1;elodie rousseau;2\n"
                                        "2019-09-12;2;ELODIE   ROUSSEAU;1\n"
                                        "2019-09-12;2;Elodie Rouseau;2\n"
                                        "2019-09-12;3;Rousseau Élodie;1\n"
                                        "2019-09-12;3;BOB;2\n"
                                        "2019-09-12;4;Zoé Vidal;1\n"
                                        "2019-09-12;4;Jean-Pierre Martine;2\n");
    ImportMapping mapping = tarotMapping();
    mapping.columns.remove(QStringLiteral("Donnes"));
    const ImportLook look = c->importAssistant().look(file.toUtf8(), QStringLiteral("names.csv"), mapping);
    QVERIFY2(look.problems.isEmpty(), qPrintable(problemsText(look.problems)));
    QCOMPARE(look.players.size(), 8);
    QCOMPARE(matchOf(look, Elodie).kind, NameMatch::Kind::Exact);
    QCOMPARE(matchOf(look, QStringLiteral("elodie rousseau")).kind, NameMatch::Kind::Folded);
    QCOMPARE(matchOf(look, QStringLiteral("elodie rousseau")).player, Elodie);
    QCOMPARE(matchOf(look, QStringLiteral("elodie rousseau")).line, 3);
    // Inner runs of spaces are one space once normalised.
    QCOMPARE(matchOf(look, QStringLiteral("ELODIE ROUSSEAU")).player, Elodie);
    // Close spellings: a letter missed, the words swapped. Offered, not taken.
    const NameMatch missed = matchOf(look, QStringLiteral("Elodie Rouseau"));
    QCOMPARE(missed.kind, NameMatch::Kind::Close);
    QCOMPARE(missed.candidates, QStringList{Elodie});
    QCOMPARE(missed.player, QStringLiteral("Elodie Rouseau"));
    QCOMPARE(matchOf(look, QStringLiteral("Rousseau Élodie")).candidates, QStringList{Elodie});
    QCOMPARE(matchOf(look, QStringLiteral("Jean-Pierre Martine")).candidates, QStringList{JeanPierre});
    // Two players of the club fold alike: which one is for the secretary.
    const NameMatch bob = matchOf(look, QStringLiteral("BOB"));
    QCOMPARE(bob.kind, NameMatch::Kind::Close);
    QCOMPARE(bob.candidates.size(), 2);
    QCOMPARE(matchOf(look, QStringLiteral("Zoé Vidal")).kind, NameMatch::Kind::New);
    // The mapping decides: the close spelling is the club's player.
    ImportMapping decided = mapping;
    decided.players.insert(QStringLiteral("Elodie Rouseau"), Elodie);
    const ImportLook again = c->importAssistant().look(file.toUtf8(), QStringLiteral("names.csv"), decided);
    QCOMPARE(matchOf(again, QStringLiteral("Elodie Rouseau")).kind, NameMatch::Kind::Mapped);
    QCOMPARE(matchOf(again, QStringLiteral("Elodie Rouseau")).player, Elodie);
}

void TestImportAssistant::latin1SemicolonSheetImports()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    const QByteArray bytes = latin1(tarotSheet());
    QCOMPARE(Sheet::read(bytes).encoding, TextEncoding::Latin1);

    // Nothing saved yet: the columns are guessed from their French names.
    const ImportLook first = c->importAssistant().look(bytes, QStringLiteral("tarot-2019.csv"));
    QVERIFY(!first.savedMapping);
    QVERIFY(!first.interchange);
    QCOMPARE(first.sheet.separator, QLatin1Char(';'));
    QCOMPARE(first.mapping.columns, tarotMapping().columns);
    QCOMPARE(first.dateOrder, DateOrder::DayMonthYear); // 13/09: the day comes first

    ImportMapping mapping = tarotMapping();
    mapping.players.insert(QStringLiteral("Jean-Pierre Martine"), JeanPierre);
    // Jean-Pierre twice at one table once his misspelling is mapped: refused,
    // at the line and column of the second, and nothing is written.
    const QByteArray before = exported(*c);
    ImportReport refused = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), mapping, false);
    QCOMPARE(refused.problems.size(), 1);
    QCOMPARE(refused.problems.at(0).line, 5);
    QCOMPARE(refused.problems.at(0).column, 3);
    QCOMPARE(refused.problems.at(0).field.key, QStringLiteral("Joueur"));
    QVERIFY2(refused.problems.at(0).message.contains(QStringLiteral("line 3")),
             qPrintable(refused.problems.at(0).message));
    QCOMPARE(exported(*c), before);
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre}));

    // Kept as a new player instead: the dry run says so and writes nothing.
    mapping.players.insert(QStringLiteral("Jean-Pierre Martine"), QString());
    const ImportReport dry = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), mapping, true);
    QVERIFY2(dry.problems.isEmpty(), qPrintable(problemsText(dry.problems)));
    QVERIFY(!dry.written);
    QCOMPARE(dry.matches, 2);
    QCOMPARE(dry.rows, 7);
    QCOMPARE(dry.laterMatches, qint64{0}); // the club has no match to re-rate
    QCOMPARE(dry.newPlayers, (QStringList{QStringLiteral("Jean-Pierre Martine"), QStringLiteral("Lucie Faure"),
                                          QStringLiteral("Paul Émond")}));
    QCOMPARE(exported(*c), before);

    const ImportReport done = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), mapping, false);
    QVERIFY2(done.problems.isEmpty(), qPrintable(problemsText(done.problems)));
    QVERIFY(done.written);
    // "elodie rousseau" is the club's Élodie: no new player of that name.
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre, QStringLiteral("Jean-Pierre Martine"),
                                      QStringLiteral("Lucie Faure"), QStringLiteral("Paul Émond")}));
    QCOMPARE(history(*c, Elodie).size(), 2);
    // As the interchange file writes it: ISO dates, a decimal point, the
    // table numbered within its day, the comment left out.
    const QString out = QString::fromUtf8(exported(*c));
    QVERIFY2(out.contains(QStringLiteral("2019-09-12 Tarot #1,2019-09-12,Tarot,Élodie Rousseau,,120.5")),
             qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("2019-09-13 Tarot #1,2019-09-13,Tarot,Paul Émond,,20")), qPrintable(out));
    QVERIFY(!out.contains(QStringLiteral("bien")));
    QCOMPARE(checkProblems(*c), QString());

    // Saved for the next file of this header, players included.
    const ImportLook next = c->importAssistant().look(bytes, QStringLiteral("tarot-2020.csv"));
    QVERIFY(next.savedMapping);
    // The column it did not name was left out, and is read so (issue 40: a
    // column no mapping names may need the person's word).
    ImportMapping saved = mapping;
    saved.columns.insert(QStringLiteral("Commentaire"), QString());
    QCOMPARE(next.mapping, saved);
    // The same file again: its matches are already in the club.
    const ImportReport twice = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), next.mapping, true);
    QVERIFY(!twice.problems.isEmpty());
    QVERIFY2(twice.problems.at(0).message.contains(QStringLiteral("already has a match")),
             qPrintable(twice.problems.at(0).message));

    // Next season's sheet numbered as this one (issue 43): its codes
    // prefixed, or replaced by new ones, it imports.
    ImportMapping prefixed = next.mapping;
    prefixed.codes = MatchCodes::Prefix;
    prefixed.codePrefix = QStringLiteral("2020-");
    const ImportReport dryPrefixed = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), prefixed, true);
    QVERIFY2(dryPrefixed.problems.isEmpty(), qPrintable(problemsText(dryPrefixed.problems)));
    QCOMPARE(dryPrefixed.matches, 2);
    // Its earliest match is at the club's first: both of the club's are re-rated.
    QCOMPARE(dryPrefixed.laterMatches, qint64{2});
    ImportMapping renewed = next.mapping;
    renewed.codes = MatchCodes::New;
    const ImportReport again = c->importAssistant().run(bytes, QStringLiteral("tarot-2019.csv"), renewed, false);
    QVERIFY2(again.problems.isEmpty(), qPrintable(problemsText(again.problems)));
    QVERIFY(again.written);
    const QString codes = QString::fromUtf8(exported(*c));
    // The club's two matches, then the sheet's as M3 and M4 (after the highest id).
    QVERIFY2(codes.contains(QStringLiteral("M3,2019-09-12")) && codes.contains(QStringLiteral("M4,2019-09-13")),
             qPrintable(codes));
    QCOMPARE(history(*c, Elodie).size(), 4);
    QCOMPARE(checkProblems(*c), QString());
}

void TestImportAssistant::problemsAtTheirLineAndColumn()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QByteArray before = exported(*c);
    // One row a match: the participants numbered. Line 3's second score is
    // not a number, line 4's date does not exist, line 5 names an unknown game.
    const QByteArray file = "Jeu;Date;Joueur 1;Joueur 2;Score 1;Score 2\n"
                            "Chess;01/02/2020;Anne;Bob;1;0\n"
                            "Chess;02/02/2020;Anne;Bob;1;x\n"
                            "Chess;31/02/2020;Anne;Bob;1;0\n"
                            "Go;03/02/2020;Anne;Bob;1;0\n";
    const ImportLook look = c->importAssistant().look(file, QStringLiteral("duels.csv"));
    QVERIFY2(look.problems.isEmpty(), qPrintable(problemsText(look.problems)));
    QCOMPARE(look.mapping.columns.value(QStringLiteral("Score 2")), QStringLiteral("score:2"));
    QCOMPARE(look.games.size(), 2);
    QCOMPARE(look.games.at(1).written, QStringLiteral("Go"));
    QVERIFY(look.games.at(1).game.isEmpty());
    const ImportReport r = c->importAssistant().run(file, QStringLiteral("duels.csv"), look.mapping, false);
    QCOMPARE(r.problems.size(), 2);
    QCOMPARE(r.problems.at(0).line, 4);
    QCOMPARE(r.problems.at(0).column, 2);
    QCOMPARE(r.problems.at(0).field.key, QStringLiteral("Date"));
    QVERIFY2(r.problems.at(0).message.contains(QStringLiteral("DD/MM/YYYY")), qPrintable(r.problems.at(0).message));
    QCOMPARE(r.problems.at(1).line, 5);
    QCOMPARE(r.problems.at(1).column, 1);
    QCOMPARE(r.problems.at(1).field.key, QStringLiteral("Jeu"));
    QVERIFY(!r.written);
    // Once the game is mapped and the date corrected, the score: line 3, column 6.
    ImportMapping mapping = look.mapping;
    mapping.games.insert(QStringLiteral("Go"), Chess);
    QByteArray fixed = file;
    fixed.replace("31/02/2020", "29/02/2020");
    const ImportReport score = c->importAssistant().run(fixed, QStringLiteral("duels.csv"), mapping, false);
    QCOMPARE(score.problems.size(), 1);
    QCOMPARE(score.problems.at(0).line, 3);
    QCOMPARE(score.problems.at(0).column, 6);
    QCOMPARE(score.problems.at(0).field.key, QStringLiteral("Score 2"));
    QCOMPARE(exported(*c), before);
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre}));
    // Corrected: four duels, the generated identifiers name the file and line.
    fixed.replace("1;x", "1;0");
    const ImportReport ok = c->importAssistant().run(fixed, QStringLiteral("/tmp/duels.csv"), mapping, false);
    QVERIFY2(ok.problems.isEmpty(), qPrintable(problemsText(ok.problems)));
    QCOMPARE(ok.matches, 4);
    QVERIFY(QString::fromUtf8(exported(*c)).contains(QStringLiteral("duels.csv:5,2020-02-03,Chess,Anne,,1")));
}

void TestImportAssistant::dateOrders()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    ImportMapping m;
    m.columns = {{QStringLiteral("Date"), QStringLiteral("date")},  {QStringLiteral("Heure"), QStringLiteral("time")},
                 {QStringLiteral("A"), QStringLiteral("player:1")}, {QStringLiteral("B"), QStringLiteral("player:2")},
                 {QStringLiteral("RA"), QStringLiteral("rank:1")},  {QStringLiteral("RB"), QStringLiteral("rank:2")}};
    m.game = Chess;
    // 04/13/2020 can only be month first; 03/04/20 then is 4 March 2020.
    const QByteArray us = "Date,Heure,A,B,RA,RB\n03/04/20,20h30,Anne,Bob,1er,2e\n04/13/2020,,Anne,Bob,1,2\n";
    const ImportLook look = c->importAssistant().look(us, QStringLiteral("us.csv"), m);
    QCOMPARE(look.dateOrder, DateOrder::MonthDayYear);
    Status imported;
    imported.problems = c->importAssistant().run(us, QStringLiteral("us.csv"), m, false).problems;
    PALMARES_OK(imported);
    const QString out = QString::fromUtf8(exported(*c));
    QVERIFY2(out.contains(QStringLiteral("us.csv:2,2020-03-04T20:30,Chess,Anne,1")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("us.csv:3,2020-04-13,Chess,Anne,1")), qPrintable(out));
    // Said day first, the same file's 04/13 is no date: refused at its line.
    m.dateOrder = DateOrder::DayMonthYear;
    const ImportReport dayFirst = c->importAssistant().run(us, QStringLiteral("us2.csv"), m, true);
    QCOMPARE(dayFirst.problems.size(), 1);
    QCOMPARE(dayFirst.problems.at(0).line, 3);
    // Undecidable (every number up to 12): the day first, as in Europe.
    const QByteArray eu = "Date,Heure,A,B,RA,RB\n03.04.2021,,Anne,Bob,1,2\n";
    m.dateOrder = DateOrder::Auto;
    QCOMPARE(c->importAssistant().look(eu, QStringLiteral("eu.csv"), m).dateOrder, DateOrder::DayMonthYear);
    // A time that is none.
    const QByteArray badTime = "Date,Heure,A,B,RA,RB\n2021-04-03,25h,Anne,Bob,1,2\n";
    const ImportReport t = c->importAssistant().run(badTime, QStringLiteral("t.csv"), m, true);
    QCOMPARE(t.problems.size(), 1);
    QCOMPARE(t.problems.at(0).column, 2);
}

void TestImportAssistant::oneRowAMatchAndNewGames()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    // A word-game club's duels, a game the club does not have yet; room for
    // a third player left empty; an abandon marked "x".
    const QByteArray file = "Partie|Jour|Jeu|Joueur 1|Joueur 2|Joueur 3|Points 1|Points 2|Points 3\n"
                            "S1|2021-01-05|Scrabble|Anne|Bob||410|388|\n"
                            "S2|2021-01-12|scrabble|Bob|Anne||402|365|\n";
    const ImportLook look = c->importAssistant().look(file, QStringLiteral("s.csv"));
    QCOMPARE(look.sheet.separator, QLatin1Char('|'));
    QCOMPARE(look.games.size(), 2);
    ImportMapping m = look.mapping;
    m.newGames.insert(QStringLiteral("Scrabble"), QStringLiteral("fermi"));
    m.games.insert(QStringLiteral("scrabble"), QStringLiteral("Scrabble"));
    // The dry run sees the new game but leaves nothing of it.
    const ImportReport dry = c->importAssistant().run(file, QStringLiteral("s.csv"), m, true);
    QVERIFY2(dry.problems.isEmpty(), qPrintable(problemsText(dry.problems)));
    QCOMPARE(dry.newGames, QStringList{QStringLiteral("Scrabble")});
    QCOMPARE(c->catalogue().games().value_or(QList<palmares::club::Game>{}).size(), 1);
    // "scrabble" is mapped to the game the import creates: its own name is not a game.
    const ImportReport done = c->importAssistant().run(file, QStringLiteral("s.csv"), m, false);
    QVERIFY2(done.problems.isEmpty(), qPrintable(problemsText(done.problems)));
    QCOMPARE(done.matches, 2);
    QCOMPARE(ratings(*c, QStringLiteral("Scrabble")).size(), 2);
    QCOMPARE(checkProblems(*c), QString());
}

void TestImportAssistant::mappingProblemsAreSaidBeforeAnything()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    const QByteArray file = "Nom;Quand;Score\nAnne;2021-01-05;3\n";
    const ImportLook look = c->importAssistant().look(file, QStringLiteral("x.csv"));
    // "Nom" is a player; "Quand" says nothing; no match column, no game.
    QCOMPARE(look.mapping.columns.value(QStringLiteral("Nom")), QStringLiteral("player"));
    QVERIFY(!look.mapping.columns.contains(QStringLiteral("Quand")));
    const QString said = problemsText(look.problems);
    QVERIFY2(said.contains(QStringLiteral("dates")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("match_of_day")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("game")), qPrintable(said));
    // A field that is none, a column the file lacks, one field twice.
    ImportMapping m;
    m.columns = {{QStringLiteral("Nom"), QStringLiteral("joueur")},
                 {QStringLiteral("Absent"), QStringLiteral("date")},
                 {QStringLiteral("Quand"), QStringLiteral("score")},
                 {QStringLiteral("Score"), QStringLiteral("score")}};
    const ImportReport r = c->importAssistant().run(file, QStringLiteral("x.csv"), m, false);
    QVERIFY(r.problems.size() >= 3);
    QCOMPARE(r.problems.at(0).field.key, QStringLiteral("Absent"));
    QCOMPARE(r.problems.at(1).field.key, QStringLiteral("Nom"));
    QCOMPARE(r.problems.at(1).column, 1);
    QVERIFY(r.problems.at(2).message.contains(QStringLiteral("two columns")));
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre}));
}

void TestImportAssistant::misspeltColumnsNeedAWord()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    // A results file with a misspelt column (issue 40, item 5): refused at
    // its line and column with the field it was likely meant to be.
    const QByteArray results = "match,date,game,player,score,deals,leftt\n"
                               "T1,2026-03-06,Tarot,Anne,152,19,\n"
                               "T1,2026-03-06,Tarot,Bruno,-9,19,1\n"
                               "T1,2026-03-06,Tarot,Chloé,-83,19,\n";
    const ImportLook look = c->importAssistant().look(results, QStringLiteral("r.csv"));
    QCOMPARE(palmares::club::ImportAssistant::undecidedColumns(look.sheet, look.mapping), QList<int>{6});
    QCOMPARE(look.problems.size(), 1);
    QCOMPARE(look.problems.at(0).message, QStringLiteral("`leftt`: no such column; did you mean `left`?"));
    QCOMPARE(look.problems.at(0).line, 1);
    QCOMPARE(look.problems.at(0).column, 7);
    QCOMPARE(look.problems.at(0).field.key, QStringLiteral("leftt"));
    const ImportReport refused = c->importAssistant().run(results, QStringLiteral("r.csv"), look.mapping, false);
    QCOMPARE(refused.problems.size(), 1);
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre}));

    // Left out, explicitly: imported without it, and the choice saved.
    ImportMapping leftOut = look.mapping;
    leftOut.columns.insert(QStringLiteral("leftt"), QString());
    const ImportReport done = c->importAssistant().run(results, QStringLiteral("r.csv"), leftOut, false);
    QVERIFY2(done.problems.isEmpty(), qPrintable(problemsText(done.problems)));
    const ImportLook again = c->importAssistant().look(results, QStringLiteral("r2.csv"));
    QVERIFY(again.savedMapping);
    QVERIFY2(again.problems.isEmpty(), qPrintable(problemsText(again.problems)));

    // A club's own sheet: a column named nearly as a field is refused too,
    // a comment column is left out as before.
    const QByteArray sheet = "Date;Table;Joueur;Scroe;Commentaire\n12/09/2019;1;Anne;12;bien\n";
    const ImportLook own = c->importAssistant().look(sheet, QStringLiteral("s.csv"));
    const QString said = problemsText(own.problems);
    QVERIFY2(said.contains(QStringLiteral("`Scroe`: no such column; did you mean `score`?")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("Commentaire")), qPrintable(said));
    QCOMPARE(palmares::club::ImportAssistant::undecidedColumns(own.sheet, own.mapping), QList<int>{3});
}

void TestImportAssistant::neutralisedCellsReadBack()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = tarotClub(scratch);
    QVERIFY(c);
    // A club's sheet holding names as Palmarès writes them for spreadsheets
    // (issue 40, item 7): each read as the text it stands for, as the
    // results file's reader does; an apostrophe before text is kept.
    const QByteArray sheet = "Date;Table;Joueur;Points;Donnes\n"
                             "14/09/2025;1;'=1+1;10;5\n"
                             "14/09/2025;1;'-Bob;-5;5\n"
                             "14/09/2025;1;''@x;-5;5\n"
                             "14/09/2025;1;'Tis;0;5\n";
    ImportMapping m = c->importAssistant().look(sheet, QStringLiteral("s.csv")).mapping;
    m.game = Tarot;
    const ImportReport done = c->importAssistant().run(sheet, QStringLiteral("s.csv"), m, false);
    QVERIFY2(done.problems.isEmpty(), qPrintable(problemsText(done.problems)));
    QCOMPARE(playerNames(*c), sorted({Elodie, JeanPierre, QStringLiteral("=1+1"), QStringLiteral("-Bob"),
                                      QStringLiteral("'@x"), QStringLiteral("'Tis")}));
}

void TestImportAssistant::aWorkbookIsToldHowToSaveAsCsv()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = tarotClub(scratch);
    QVERIFY(c);
    // An old binary workbook (.xls): told how to save it as .xlsx or .ods.
    const QByteArray xls("\xD0\xCF\x11\xE0\xA1\xB1");
    const ImportLook look = c->importAssistant().look(xls, QStringLiteral("/home/club/résultats.xls"));
    QCOMPARE(look.problems.size(), 1);
    QVERIFY2(look.problems.at(0).message.contains(QStringLiteral("résultats.xls")),
             qPrintable(look.problems.at(0).message));
    QVERIFY(look.problems.at(0).message.contains(QStringLiteral(".xlsx or .ods")));
    QCOMPARE(c->importAssistant().run(xls, QStringLiteral("r.xls"), {}, false).problems.size(), 1);
    // A zip that is no workbook (tst_workbook reads the real ones): refused, said why.
    const QByteArray zip("PK\x03\x04 ...content.xml");
    const ImportLook damaged = c->importAssistant().look(zip, QStringLiteral("r.xlsx"));
    QCOMPARE(damaged.problems.size(), 1);
    QVERIFY2(damaged.problems.at(0).message.contains(QStringLiteral("damaged")),
             qPrintable(damaged.problems.at(0).message));
    QCOMPARE(c->importAssistant().run(zip, QStringLiteral("r.ods"), {}, false).problems.size(), 1);
}

QTEST_GUILESS_MAIN(TestImportAssistant)
#include "tst_import_assistant.moc"

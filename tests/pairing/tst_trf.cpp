// Tests of the FIDE tournament report file (TRF-16, with TRF-2026's
// tournament records): FIDE's own example report read field by field as it
// prints them; every field written at the column the format's tables give;
// a file written, read back and written again unchanged; bad lines refused
// with their line and column; forfeits and byes as the format writes them.

#include "standingstest.h"

#include "pairing/trf.h"
#include "pairing/trfconvert.h"

#include <QObject>
#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <utility>

using namespace standingstest;

namespace {

/// The header and seven player lines of FIDE's example report (Handbook
/// C.04 Annex 2 points to it: ratings.fide.com/download/example1.txt, the
/// 9th Karl-Mala-Gedenkturnier, 284 players, 7 rounds), typed in as printed,
/// trailing blanks included: a titled player; a player from another
/// federation; one who lost round 1 by forfeit and left (no colour, rank
/// 0); one whose last two rounds are blank; two forfeit losses at the end; a
/// forfeit win; a two-letter title and a long hyphenated name. The other
/// players' lines are not typed in: each other starting rank gets a line
/// with only its number, so that every opponent named has a line.
const std::vector<std::string> FideLines{
    "012 9. Karl-Mala-Gedenkturnier",
    "022 Frankfurt (Main) /GER",
    "032",
    "042 28. 07. 2005",
    "052 31. 07. 2005",
    "062 284",
    "072 146",
    "082 0",
    "092 Individual: Swiss-System (Standard)",
    "102 Ralph Blum (SV Griesheim)",
    "112 NSR Thomas Rondio, NSR Wolfgang Hettler",
    "122 40/120, 60",
    "132",
    "001    1    g Vasquez,Rodrigo                   2558 CHI     3400042 1969.12.06  6.0    4   141 w 1    78 b 1    "
    "42 w 1    21 b 1    16 w 1    25 b =    31 w =",
    "001    5    g Mikhaletz,Lubomir                 2451 UKR    14102340 1974.08.15  6.5    1   145 w 1    82 b 1    "
    "46 w 1    24 b 1    35 w 1     3 b =    25 w 1",
    "001   13    f Bakhmatov,Eduard                  2373        14103435 1934.06.20  0.0    0   153 - -           "
    "                                                 ",
    "001   27      Kiese,Matthias,Dr.                2245         4620860 1971.11.10  4.0    0   167 w 1   106 b =    "
    "90 w 1    68 b =    86 w 1                    ",
    "001   59      Kabir,Razaul                      2113         4652940 1971.06.06  2.5  209   200 w 1   132 b =   "
    "108 w 1    12 b 0   122 w 0   151 - -   195 - -",
    "001   63      Heidorn,Oliver                    2105         4683960 1974.01.26  5.0   26   204 - +   134 b 1    "
    "18 w =    14 b =    21 w =    10 b =   175 w 1",
    "001   69   wf Heymann-Lobzhanidze,Anna-Luise    2096         4681468 1982.01.07  4.0   72   210 w 1   140 b =   "
    "120 w 1    20 b 0   143 w =   167 b 1    18 w 0",
};

std::string fideExample()
{
    std::string text;
    for (const std::string& line : FideLines) {
        text += line + "\r\n";
    }
    const std::set<int> typed{1, 5, 13, 27, 59, 63, 69};
    for (int rank = 1; rank <= 284; ++rank) {
        if (!typed.contains(rank)) {
            const std::string number = std::to_string(rank);
            text += "001 " + std::string(4 - number.size(), ' ') + number + "\r\n";
        }
    }
    return text;
}

const TrfPlayer& playerOf(const TrfTournament& t, int startingRank)
{
    for (const TrfPlayer& p : t.players) {
        if (p.startingRank == startingRank) {
            return p;
        }
    }
    qFatal("no player %d", startingRank);
}

/// A report using every field: UTF-8 names, byes, forfeits, the TRF-2026
/// records.
TrfTournament complete()
{
    TrfTournament t;
    t.name = "Open d’automne de Saint-Étienne";
    t.city = "Saint-Étienne";
    t.federation = "FRA";
    t.startDate = "2026/10/03";
    t.endDate = "2026/10/04";
    t.type = "Individual: Swiss-System";
    t.chiefArbiter = "Durand, Amélie";
    t.deputyArbiters = {"Martin, Paul", "Petit, Léa"};
    t.timeControl = "90 min + 30 s";
    t.rounds = 4;
    t.roundDates = {"26/10/03", "26/10/03", "26/10/04", "26/10/04"};
    t.initialColour = 'W';
    t.scoring = TrfScoring{1.0, 0.5, 0.0, 0.0, 1.0, 0.5};
    t.pairingController = "Palmarès";
    t.tournamentTypeCode = "FIDE_DUTCH_2025";
    t.tieBreaks = "BH/C1,BH,SB";
    t.standingsTieBreaks = "PTS,BH/C1,BH,SB";
    t.encodedTimeControl = "5400+30";
    TrfPlayer a{1, "w", "WGM", "Durand, Amélie", 2310, "FRA", "20612345", "1990/04/12", 3.0, 1, {}};
    a.games = {{3, 'w', '1'}, {2, 'b', '='}, {0, '-', 'U'}, {4, 'w', '+'}};
    TrfPlayer b{2, "m", "", "Çelik, Ömer", 1985, "TUR", "", "", 2.0, 2, {}};
    b.games = {{4, 'b', '1'}, {1, 'w', '='}, {0, '-', 'H'}, {3, 'b', '0'}};
    TrfPlayer c{3, "", "", "Zhou, Lin", 0, "", "", "2001", 1.0, 3, {}};
    c.games = {{1, 'b', '0'}, {4, 'w', 'D'}, {0, '-', 'Z'}, {2, 'w', '1'}};
    TrfPlayer d{4, "m", "CM", "Ng, Al", 2101, "SGP", "5800001", "1975/01/01", 0.5, 4, {}};
    d.games = {{2, 'w', '0'}, {3, 'b', 'D'}, {0, '-', ' '}, {1, 'b', '-'}};
    t.players = {a, b, c, d};
    return t;
}

/// A line with each text written from its 1-based column, blanks between.
std::string lineWith(std::initializer_list<std::pair<int, std::string>> fields)
{
    std::string line;
    for (const auto& [column, text] : fields) {
        const auto at = static_cast<std::size_t>(column - 1);
        line.resize(std::max(line.size(), at + text.size()), ' ');
        line.replace(at, text.size(), text);
    }
    return line;
}

/// The characters of `line` (1-based columns first…last).
std::string columns(const std::string& line, int first, int last)
{
    return line.substr(static_cast<std::size_t>(first - 1), static_cast<std::size_t>(last - first + 1));
}

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find("\r\n", start);
        lines.push_back(text.substr(start, end - start));
        start = end + 2;
    }
    return lines;
}

} // namespace

class TestTrf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fideExampleHeader();
    void fideExamplePlayers();
    void fideExampleAsEntrants();
    void everyFieldAtItsColumn();
    void trf2026Records();
    void roundTrip();
    void lineEndingsAndEncodings();
    void lenientBlanks();
    void badLines_data();
    void badLines();
    void hugeFileRefused();
    void forfeitsAndByesWritten();
    void forfeitsAndByesRead();
};

void TestTrf::fideExampleHeader()
{
    const TrfReadResult read = readTrf(fideExample());
    QVERIFY2(read.ok(), read.problem ? read.problem->message().c_str() : "");
    const TrfTournament& t = read.tournament;
    QCOMPARE(t.name, std::string("9. Karl-Mala-Gedenkturnier"));
    QCOMPARE(t.city, std::string("Frankfurt (Main) /GER"));
    QCOMPARE(t.federation, std::string());
    QCOMPARE(t.startDate, std::string("28. 07. 2005"));
    QCOMPARE(t.endDate, std::string("31. 07. 2005"));
    QCOMPARE(t.type, std::string("Individual: Swiss-System (Standard)"));
    QCOMPARE(t.chiefArbiter, std::string("Ralph Blum (SV Griesheim)"));
    QCOMPARE(t.deputyArbiters, (std::vector<std::string>{"NSR Thomas Rondio, NSR Wolfgang Hettler"}));
    QCOMPARE(t.timeControl, std::string("40/120, 60"));
    QVERIFY(t.roundDates.empty());
    QCOMPARE(t.rounds, 0);
    QCOMPARE(t.players.size(), std::size_t{284});
}

void TestTrf::fideExamplePlayers()
{
    const TrfTournament t = readTrf(fideExample()).tournament;
    const TrfPlayer& vasquez = playerOf(t, 1);
    QCOMPARE(vasquez.sex, std::string());
    QCOMPARE(vasquez.title, std::string("g"));
    QCOMPARE(vasquez.name, std::string("Vasquez,Rodrigo"));
    QCOMPARE(vasquez.rating, 2558);
    QCOMPARE(vasquez.federation, std::string("CHI"));
    QCOMPARE(vasquez.fideId, std::string("3400042"));
    QCOMPARE(vasquez.birthDate, std::string("1969.12.06"));
    QCOMPARE(vasquez.points, 6.0);
    QCOMPARE(vasquez.rank, 4);
    QCOMPARE(vasquez.games.size(), std::size_t{7});
    QCOMPARE(vasquez.games[0], (TrfGame{141, 'w', '1'}));
    QCOMPARE(vasquez.games[5], (TrfGame{25, 'b', '='}));
    QCOMPARE(vasquez.games[6], (TrfGame{31, 'w', '='}));
    QCOMPARE(playerOf(t, 5).fideId, std::string("14102340"));
    QCOMPARE(playerOf(t, 5).rank, 1);
    // Lost round 1 by forfeit (no colour) and left: the blank rounds after
    // it say nothing.
    const TrfPlayer& bakhmatov = playerOf(t, 13);
    QCOMPARE(bakhmatov.title, std::string("f"));
    QCOMPARE(bakhmatov.federation, std::string());
    QCOMPARE(bakhmatov.rank, 0);
    QCOMPARE(bakhmatov.games, (std::vector<TrfGame>{{153, '-', '-'}}));
    QCOMPARE(playerOf(t, 27).name, std::string("Kiese,Matthias,Dr."));
    QCOMPARE(playerOf(t, 27).games.size(), std::size_t{5});
    QCOMPARE(playerOf(t, 59).rank, 209);
    QCOMPARE(playerOf(t, 59).games[5], (TrfGame{151, '-', '-'}));
    QCOMPARE(playerOf(t, 59).games[6], (TrfGame{195, '-', '-'}));
    QCOMPARE(playerOf(t, 63).games[0], (TrfGame{204, '-', '+'}));
    QCOMPARE(playerOf(t, 69).title, std::string("wf"));
    QCOMPARE(playerOf(t, 69).name, std::string("Heymann-Lobzhanidze,Anna-Luise"));
    // A line with only its starting rank.
    QCOMPARE(playerOf(t, 2), (TrfPlayer{2, "", "", "", 0, "", "", "", 0.0, 0, {}}));
}

void TestTrf::fideExampleAsEntrants()
{
    const std::vector<Entrant> entrants = fromTrf(readTrf(fideExample()).tournament);
    QCOMPARE(entrants.size(), std::size_t{284});
    const Entrant& vasquez = entrants[0];
    QCOMPARE(vasquez.id, PlayerId{1});
    QCOMPARE(vasquez.pairingNumber, 1);
    QCOMPARE(vasquez.rating, 2558.0);
    QCOMPARE(vasquez.name, std::string("Vasquez,Rodrigo"));
    // His rounds add up to the 6.0 the file prints.
    double sum = 0.0;
    for (const RoundRecord& r : vasquez.rounds) {
        sum += r.points;
    }
    QCOMPARE(sum, 6.0);
    QCOMPARE(vasquez.rounds[0], (RoundRecord{RoundKind::Played, 141, Colour::White, 1.0}));
    QCOMPARE(vasquez.rounds[5], (RoundRecord{RoundKind::Played, 25, Colour::Black, 0.5}));
    // The typed lines come first in the file: 1, 5, 13, 27, 59, 63, 69.
    const Entrant& heidorn = entrants[5];
    QCOMPARE(heidorn.id, PlayerId{63});
    QCOMPARE(heidorn.rounds[0], (RoundRecord{RoundKind::ForfeitWin, 204, Colour::None, 1.0}));
    QCOMPARE(entrants[2].rounds, (std::vector<RoundRecord>{{RoundKind::ForfeitLoss, 153, Colour::None, 0.0}}));
}

void TestTrf::everyFieldAtItsColumn()
{
    const std::vector<std::string> lines = linesOf(writeTrf(complete()));
    const std::string* durand = nullptr;
    for (const std::string& line : lines) {
        if (line.rfind("001    1", 0) == 0) {
            durand = &line;
        }
    }
    QVERIFY(durand != nullptr);
    // The player section's table (TRF-16): 1-3, 5-8, 10, 11-13, 15-47,
    // 49-52, 54-56, 58-68, 70-79, 81-84, 86-89, then each round from 92,
    // 10 columns apiece: opponent 92-95, colour 97, result 99. "é" is one
    // character: the columns count characters.
    const std::string& l = *durand;
    QCOMPARE(columns(l, 1, 3), std::string("001"));
    QCOMPARE(columns(l, 4, 10), std::string("    1 w"));
    QCOMPARE(columns(l, 11, 14), std::string("WGM "));
    const std::string name = "Durand, Amélie";
    QCOMPARE(columns(l, 15, 15 + static_cast<int>(name.size()) - 1), name); // 14 characters, 15 bytes
    // After the name, columns shift by one byte (é is two bytes).
    const int shift = 1;
    QCOMPARE(columns(l, 48 + shift, 92 + shift), std::string(" 2310 FRA    20612345 1990/04/12  3.0    1   "));
    QCOMPARE(columns(l, 92 + shift, 99 + shift), std::string("   3 w 1"));
    QCOMPARE(columns(l, 100 + shift, 109 + shift), std::string("     2 b ="));
    QCOMPARE(columns(l, 110 + shift, 119 + shift), std::string("  0000 - U"));
    QCOMPARE(columns(l, 120 + shift, 129 + shift), std::string("     4 w +"));
    QCOMPARE(l.size(), std::size_t{129 + shift});
    // The header lines: the code, a blank, the value from column 5.
    QCOMPARE(lines[0], std::string("012 Open d’automne de Saint-Étienne"));
    QCOMPARE(lines[5], std::string("062 4"));
    QCOMPARE(lines[6], std::string("072 3")); // Zhou is unrated
    QCOMPARE(lines[8], std::string("102 Durand, Amélie"));
    QCOMPARE(lines[9], std::string("112 Martin, Paul"));
    QCOMPARE(lines[10], std::string("112 Petit, Léa"));
    // 132: the round dates at 92-99, 102-109, …
    const std::string& dates = lines[12];
    QCOMPARE(columns(dates, 1, 91), "132" + std::string(88, ' '));
    QCOMPARE(columns(dates, 92, 119), std::string("26/10/03  26/10/03  26/10/04"));
    // An unrated player without a FIDE number: blank columns.
    const std::string& zhou = lines[lines.size() - 2];
    QCOMPARE(columns(zhou, 49, 69), std::string(21, ' '));
    QCOMPARE(columns(zhou, 70, 79), std::string("2001      "));
    // A blank result written: the round's opponent and colour stay.
    QCOMPARE(columns(lines.back(), 110, 129), std::string("  0000 -       1 b -"));
}

void TestTrf::trf2026Records()
{
    const std::vector<std::string> lines = linesOf(writeTrf(complete()));
    QCOMPARE(lines[13], std::string("142 4"));
    QCOMPARE(lines[14], std::string("152 W"));
    // 162: a code at 6, its points at 7-10, then every 9 columns.
    QCOMPARE(lines[15], std::string("162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"));
    QCOMPARE(lines[16], std::string("182 Palmarès"));
    QCOMPARE(lines[17], std::string("192 FIDE_DUTCH_2025"));
    QCOMPARE(lines[18], std::string("202 BH/C1,BH,SB"));
    QCOMPARE(lines[19], std::string("212 PTS,BH/C1,BH,SB"));
    QCOMPARE(lines[20], std::string("222 5400+30"));
    // Read back, a 3-point win changes the scoring.
    const std::string text = "162  W 3.0    D 1.0\r\n001    1\r\n";
    const TrfReadResult read = readTrf(text);
    QVERIFY(read.ok());
    QCOMPARE(read.tournament.scoring, (std::optional<TrfScoring>(TrfScoring{3.0, 1.0, 0.0, 0.0, 1.0, 0.5})));
}

void TestTrf::roundTrip()
{
    const TrfTournament t = complete();
    const std::string written = writeTrf(t);
    const TrfReadResult read = readTrf(written);
    QVERIFY2(read.ok(), read.problem ? read.problem->message().c_str() : "");
    QCOMPARE(read.tournament, t);
    QCOMPARE(writeTrf(read.tournament), written);
    // FIDE's example, written and read back: the same report.
    const TrfTournament fide = readTrf(fideExample()).tournament;
    const TrfReadResult again = readTrf(writeTrf(fide));
    QVERIFY(again.ok());
    QCOMPARE(again.tournament, fide);
    QCOMPARE(writeTrf(again.tournament), writeTrf(fide));
}

void TestTrf::lineEndingsAndEncodings()
{
    const std::string line = "001    1      ";
    for (const std::string ending : {"\n", "\r\n", "\r"}) {
        const std::string text = "012 Tournoi" + ending + line + "M\xfcller, Hans" + ending + line + "Ba" + ending;
        const TrfReadResult read = readTrf(text);
        QVERIFY2(!read.ok(), "two players 1");
        QCOMPARE(read.problem->line, 3);
    }
    // A Latin-1 line (older files) is read as Latin-1; UTF-8 as UTF-8.
    const TrfReadResult latin = readTrf("001    1      M\xfcller, Hans\n");
    QVERIFY(latin.ok());
    QCOMPARE(latin.tournament.players[0].name, std::string("Müller, Hans"));
    const TrfReadResult utf8 = readTrf("001    1      Müller, Hans\n");
    QCOMPARE(utf8.tournament.players[0].name, std::string("Müller, Hans"));
}

void TestTrf::lenientBlanks()
{
    // Rounds with a blank opponent (four blanks mean 0000) and colour, as
    // some programs write byes, and letters in lower case.
    const std::string text =
        "XXR 3\n" +
        lineWith({{1, "001"}, {5, "   1"}, {81, " 1.5"}, {92, "       H"}, {102, "   2 w 1"}, {112, "       -"}}) +
        "\n" + lineWith({{1, "001"}, {5, "   2"}, {81, " 0.0"}, {92, "0000 - u"}, {102, "   1 b l"}}) + "\n";
    const TrfReadResult read = readTrf(text);
    QVERIFY2(read.ok(), read.problem ? read.problem->message().c_str() : "");
    QCOMPARE(read.tournament.rounds, 3);
    QCOMPARE(read.tournament.players[0].games, (std::vector<TrfGame>{{0, '-', 'H'}, {2, 'w', '1'}, {0, '-', '-'}}));
    QCOMPARE(read.tournament.players[1].games, (std::vector<TrfGame>{{0, '-', 'U'}, {1, 'b', 'L'}}));
    // Comments, blank lines and records of other kinds are skipped.
    const TrfReadResult skipped = readTrf("### a comment\n\n   \n013 Team A       1    2\nDAT 0001 EMAIL x@y.z\n"
                                          "GER    1 m      Schmidt, Hans                     1850\n001    1\n");
    QVERIFY(skipped.ok());
    QCOMPARE(skipped.tournament.players.size(), std::size_t{1});
}

void TestTrf::badLines_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    const std::string p1 = "001    1\n";
    const auto player2 = [](const std::string& rounds) {
        return lineWith({{1, "001"}, {5, "   2"}, {92, rounds}}) + "\n";
    };
    const auto row = [](const char* name, const std::string& text, int line, int column) {
        QTest::newRow(name) << QByteArray::fromStdString(text) << line << column;
    };
    row("not a record", "012 X\nhello world\n", 2, 1);
    row("code without a blank", "001x   1\n", 1, 4);
    row("no player", "012 Open\n", 0, 0);
    row("empty file", "", 0, 0);
    row("starting rank", "001   1x\n", 1, 7);
    row("no starting rank", "001       Smith\n", 1, 5);
    row("starting rank 0", "001    0\n", 1, 8);
    row("sex", "001    1 x\n", 1, 10);
    row("name too long", "001    1      Abcdefghijklmnopqrstuvwxyz, Abcdefgh 2000\n", 1, 48);
    row("rating", lineWith({{1, "001    1"}, {15, "A"}, {49, "25X8"}}) + "\n", 1, 49);
    row("FIDE number", lineWith({{1, "001    1"}, {58, "12345X"}}) + "\n", 1, 58);
    row("points", lineWith({{1, "001    1"}, {82, "4,5"}}) + "\n", 1, 82);
    row("rank", lineWith({{1, "001    1"}, {81, " 3.0"}, {86, "first"}}) + "\n", 1, 86);
    row("opponent unknown", lineWith({{1, "001    1"}, {92, "   7 w 1"}}) + "\n", 1, 92);
    row("opponent is himself", p1 + player2("   2 w 1"), 2, 92);
    row("colour", p1 + player2("   1 x 1"), 2, 97);
    row("result", p1 + player2("   1 w Q"), 2, 99);
    row("round out of its columns", p1 + player2("   1 w 1x"), 2, 100);
    row("second round", p1 + player2("   1 w 1     1 b ?"), 2, 109);
    row("two players 1", p1 + p1, 2, 8);
    row("tab", "012 Open\tde Lyon\n", 1, 9);
    row("more rounds than 142", "142 1\n" + p1 + player2("   1 w 1     1 b 0"), 3, 102);
    row("142 not a number", "142 nine\n", 1, 5);
    row("152", "152 R\n", 1, 5);
    row("162 code", "162  Q 1.0\n", 1, 6);
    row("162 points", "162  W 1,0\n", 1, 8);
    row("162 without points", "162  W\n", 1, 6);
    row("132 out of its columns", "132 26/10/03\n", 1, 5);
    row("062", "062 many\n", 1, 5);
    row("control character", std::string("012 A\x01B\n"), 1, 6);
}

void TestTrf::badLines()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    const QByteArray& bytes = text;
    const TrfReadResult read = readTrf(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(!read.ok());
    QCOMPARE(read.problem->line, line);
    QCOMPARE(read.problem->column, column);
    QVERIFY(!read.problem->message().empty());
    QVERIFY(read.problem->message().find('%') == std::string::npos);
    QCOMPARE(read.tournament, TrfTournament{});
}

void TestTrf::hugeFileRefused()
{
    const std::string huge(TrfMaxBytes + 1, ' ');
    const TrfReadResult read = readTrf(huge);
    QVERIFY(!read.ok());
    QCOMPARE(read.problem->line, 0);
    QVERIFY(read.problem->message().find(std::to_string(TrfMaxBytes)) != std::string::npos);
    // One huge line.
    const std::string line = "012 " + std::string(200000, 'x') + "\n";
    const TrfReadResult longLine = readTrf(line);
    QVERIFY(!longLine.ok());
    QCOMPARE(longLine.problem->line, 1);
    // Binary garbage.
    const std::string binary("\x7f"
                             "ELF\x02\x01\x01\x00\x00",
                             9);
    QVERIFY(!readTrf(binary).ok());
}

void TestTrf::forfeitsAndByesWritten()
{
    // Four players, two rounds: R1 1–2 1-0, 3 won by forfeit against 4
    // (with white); R2 1 had the pairing bye, 2 a half-point bye, 3 was
    // absent, 4 withdrew.
    std::vector<Entrant> entrants = eventOf({
        {"+W2", "+BYE"}, // 1
        {"-B1", "=BYE"}, // 2
        {"+F4", "--"},   // 3
        {"-F3", "--"},   // 4
    });
    entrants[2].rounds[0].colour = Colour::White;
    entrants[3].rounds[0].colour = Colour::Black;
    entrants[0].rating = 1804.4;
    std::vector<StandingRow> standings(4);
    for (std::size_t i = 0; i < 4; ++i) {
        standings[i].id = static_cast<PlayerId>(i + 1);
        standings[i].rank = static_cast<int>(i) + 1;
        standings[i].points = i == 0 ? 2.0 : i == 3 ? 0.0 : 1.0;
    }
    TrfTournament header;
    header.name = "Club night";
    const TrfTournament trf = toTrf(entrants, standings, header, {{2, "w", "", "BEL", "123", ""}});
    QCOMPARE(trf.name, std::string("Club night"));
    QCOMPARE(trf.rounds, 2);
    QCOMPARE(trf.players.size(), std::size_t{4});
    QCOMPARE(trf.players[0].games, (std::vector<TrfGame>{{2, 'w', '1'}, {0, '-', 'U'}}));
    QCOMPARE(trf.players[1].games, (std::vector<TrfGame>{{1, 'b', '0'}, {0, '-', 'H'}}));
    QCOMPARE(trf.players[2].games, (std::vector<TrfGame>{{4, 'w', '+'}, {0, '-', 'Z'}}));
    QCOMPARE(trf.players[3].games, (std::vector<TrfGame>{{3, 'b', '-'}, {0, '-', 'Z'}}));
    QCOMPARE(trf.players[0].rating, 1804);
    QCOMPARE(trf.players[0].points, 2.0);
    QCOMPARE(trf.players[1].sex, std::string("w"));
    QCOMPARE(trf.players[1].federation, std::string("BEL"));
    QCOMPARE(trf.players[1].fideId, std::string("123"));
    const std::vector<std::string> lines = linesOf(writeTrf(trf));
    QCOMPARE(lines[11], std::string("142 2")); // after 012 … 132 (no 112)
    QCOMPARE(columns(lines[12], 92, 109), std::string("   2 w 1  0000 - U"));
    QCOMPARE(columns(lines[13], 92, 109), std::string("   1 b 0  0000 - H"));
    QCOMPARE(columns(lines[14], 92, 109), std::string("   4 w +  0000 - Z"));
    QCOMPARE(columns(lines[15], 92, 109), std::string("   3 b -  0000 - Z"));
}

void TestTrf::forfeitsAndByesRead()
{
    TrfTournament t;
    TrfPlayer a{1, "", "", "A", 0, "", "", "", 0.0, 0, {}};
    a.games = {{2, 'w', '+'}, {0, '-', '+'}, {0, '-', 'F'}, {0, '-', 'U'}, {2, 'b', 'W'}};
    TrfPlayer b{2, "", "", "B", 0, "", "", "", 0.0, 0, {}};
    b.games = {{1, 'b', '-'}, {0, '-', '-'}, {0, '-', 'H'}, {0, '-', ' '}, {1, 'w', 'L'}};
    t.players = {a, b};
    const std::vector<Entrant> entrants = fromTrf(t);
    QCOMPARE(entrants[0].rounds, (std::vector<RoundRecord>{
                                     {RoundKind::ForfeitWin, 2, Colour::White, 1.0},
                                     {RoundKind::PairingBye, 0, Colour::None, 1.0},
                                     {RoundKind::PairingBye, 0, Colour::None, 1.0},
                                     {RoundKind::PairingBye, 0, Colour::None, 1.0},
                                     {RoundKind::Played, 2, Colour::Black, 1.0},
                                 }));
    QCOMPARE(entrants[1].rounds, (std::vector<RoundRecord>{
                                     {RoundKind::ForfeitLoss, 1, Colour::Black, 0.0},
                                     {RoundKind::ZeroPointBye, 0, Colour::None, 0.0},
                                     {RoundKind::HalfPointBye, 0, Colour::None, 0.5},
                                     {RoundKind::ZeroPointBye, 0, Colour::None, 0.0},
                                     {RoundKind::Played, 1, Colour::White, 0.0},
                                 }));
    // The event's scoring: 3 for a win, 1 for a draw, ½ for the bye.
    t.scoring = TrfScoring{3.0, 1.0, 0.0, 0.0, 0.5, 1.0};
    const std::vector<Entrant> scored = fromTrf(t);
    QCOMPARE(scored[0].rounds[0].points, 3.0);
    QCOMPARE(scored[0].rounds[1].points, 0.5);
    QCOMPARE(scored[0].rounds[3].points, 0.5);
    QCOMPARE(scored[1].rounds[2].points, 1.0);
}

QTEST_APPLESS_MAIN(TestTrf)
#include "tst_trf.moc"

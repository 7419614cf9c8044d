// Tests of the round robins (core/pairing/berger.h): the Berger tables
// against the tables FIDE prints (Handbook C.05, Annex 1), typed in below
// from the printed page, never produced by the code under test; and the
// properties every round robin must have.

#include "pairing/berger.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cstddef>
#include <map>
#include <set>
#include <utility>
#include <vector>

using namespace palmares::pairing;

namespace {

// FIDE C.05 Annex 1, as printed: one string per round, "white-black"
// boards in FIDE's order. An odd count plays the next even table, its
// highest number being the bye.
const std::map<int, QStringList>& printedTables()
{
    static const std::map<int, QStringList> tables{
        {4,
         {
             QStringLiteral("1-4 2-3"),
             QStringLiteral("4-3 1-2"),
             QStringLiteral("2-4 3-1"),
         }},
        {6,
         {
             QStringLiteral("1-6 2-5 3-4"),
             QStringLiteral("6-4 5-3 1-2"),
             QStringLiteral("2-6 3-1 4-5"),
             QStringLiteral("6-5 1-4 2-3"),
             QStringLiteral("3-6 4-2 5-1"),
         }},
        {8,
         {
             QStringLiteral("1-8 2-7 3-6 4-5"),
             QStringLiteral("8-5 6-4 7-3 1-2"),
             QStringLiteral("2-8 3-1 4-7 5-6"),
             QStringLiteral("8-6 7-5 1-4 2-3"),
             QStringLiteral("3-8 4-2 5-1 6-7"),
             QStringLiteral("8-7 1-6 2-5 3-4"),
             QStringLiteral("4-8 5-3 6-2 7-1"),
         }},
        {10,
         {
             QStringLiteral("1-10 2-9 3-8 4-7 5-6"),
             QStringLiteral("10-6 7-5 8-4 9-3 1-2"),
             QStringLiteral("2-10 3-1 4-9 5-8 6-7"),
             QStringLiteral("10-7 8-6 9-5 1-4 2-3"),
             QStringLiteral("3-10 4-2 5-1 6-9 7-8"),
             QStringLiteral("10-8 9-7 1-6 2-5 3-4"),
             QStringLiteral("4-10 5-3 6-2 7-1 8-9"),
             QStringLiteral("10-9 1-8 2-7 3-6 4-5"),
             QStringLiteral("5-10 6-4 7-3 8-2 9-1"),
         }},
        {12,
         {
             QStringLiteral("1-12 2-11 3-10 4-9 5-8 6-7"),
             QStringLiteral("12-7 8-6 9-5 10-4 11-3 1-2"),
             QStringLiteral("2-12 3-1 4-11 5-10 6-9 7-8"),
             QStringLiteral("12-8 9-7 10-6 11-5 1-4 2-3"),
             QStringLiteral("3-12 4-2 5-1 6-11 7-10 8-9"),
             QStringLiteral("12-9 10-8 11-7 1-6 2-5 3-4"),
             QStringLiteral("4-12 5-3 6-2 7-1 8-11 9-10"),
             QStringLiteral("12-10 11-9 1-8 2-7 3-6 4-5"),
             QStringLiteral("5-12 6-4 7-3 8-2 9-1 10-11"),
             QStringLiteral("12-11 1-10 2-9 3-8 4-7 5-6"),
             QStringLiteral("6-12 7-5 8-4 9-3 10-2 11-1"),
         }},
        {14,
         {
             QStringLiteral("1-14 2-13 3-12 4-11 5-10 6-9 7-8"),
             QStringLiteral("14-8 9-7 10-6 11-5 12-4 13-3 1-2"),
             QStringLiteral("2-14 3-1 4-13 5-12 6-11 7-10 8-9"),
             QStringLiteral("14-9 10-8 11-7 12-6 13-5 1-4 2-3"),
             QStringLiteral("3-14 4-2 5-1 6-13 7-12 8-11 9-10"),
             QStringLiteral("14-10 11-9 12-8 13-7 1-6 2-5 3-4"),
             QStringLiteral("4-14 5-3 6-2 7-1 8-13 9-12 10-11"),
             QStringLiteral("14-11 12-10 13-9 1-8 2-7 3-6 4-5"),
             QStringLiteral("5-14 6-4 7-3 8-2 9-1 10-13 11-12"),
             QStringLiteral("14-12 13-11 1-10 2-9 3-8 4-7 5-6"),
             QStringLiteral("6-14 7-5 8-4 9-3 10-2 11-1 12-13"),
             QStringLiteral("14-13 1-12 2-11 3-10 4-9 5-8 6-7"),
             QStringLiteral("7-14 8-6 9-5 10-4 11-3 12-2 13-1"),
         }},
        {16,
         {
             QStringLiteral("1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9"),
             QStringLiteral("16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2"),
             QStringLiteral("2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10"),
             QStringLiteral("16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3"),
             QStringLiteral("3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11"),
             QStringLiteral("16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4"),
             QStringLiteral("4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12"),
             QStringLiteral("16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5"),
             QStringLiteral("5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13"),
             QStringLiteral("16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6"),
             QStringLiteral("6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14"),
             QStringLiteral("16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7"),
             QStringLiteral("7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15"),
             QStringLiteral("16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8"),
             QStringLiteral("8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1"),
         }},
    };
    return tables;
}

/// The printed table for `players`, the bye number (odd counts) as 0 and
/// its player first, as bergerTables() promises.
std::vector<std::vector<BergerPair>> printed(int players)
{
    const int even = players % 2 == 0 ? players : players + 1;
    std::vector<std::vector<BergerPair>> rounds;
    for (const QString& round : printedTables().at(even)) {
        std::vector<BergerPair> boards;
        for (const QString& board : round.split(QLatin1Char(' '))) {
            const QStringList numbers = board.split(QLatin1Char('-'));
            int white = numbers.at(0).toInt();
            int black = numbers.at(1).toInt();
            if (even != players && white == even)
                std::swap(white, black);
            if (even != players && black == even)
                black = 0;
            boards.emplace_back(white, black);
        }
        rounds.push_back(std::move(boards));
    }
    return rounds;
}

QString text(const std::vector<BergerPair>& round)
{
    QStringList boards;
    for (const auto& [white, black] : round)
        boards << QStringLiteral("%1-%2").arg(white).arg(black);
    return boards.join(QLatin1Char(' '));
}

std::vector<Entrant> entrants(int count)
{
    std::vector<Entrant> result;
    for (int i = 1; i <= count; ++i) {
        Entrant entrant;
        entrant.id = 100 + i;
        entrant.pairingNumber = i;
        result.push_back(entrant);
    }
    return result;
}

} // namespace

class TestBerger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printedTables_data();
    void printedTables();
    void properties_data();
    void properties();
    void tooFew();
    void roundOfEntrants();
    void byeLast();
    void doubleRoundRobin();
    void doubleRoundRobinProperties_data();
    void doubleRoundRobinProperties();
    void badNumbers();
};

void TestBerger::printedTables_data()
{
    QTest::addColumn<int>("players");
    for (int players = 3; players <= 16; ++players)
        QTest::addRow("%d players", players) << players;
}

void TestBerger::printedTables()
{
    QFETCH(int, players);
    const auto expected = printed(players);
    const auto actual = bergerTables(players);
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t r = 0; r < expected.size(); ++r)
        QCOMPARE(text(actual[r]), text(expected[r]));
}

void TestBerger::properties_data()
{
    QTest::addColumn<int>("players");
    for (int players = 2; players <= 30; ++players)
        QTest::addRow("%d players", players) << players;
}

void TestBerger::properties()
{
    QFETCH(int, players);
    const auto rounds = bergerTables(players);
    QCOMPARE(static_cast<int>(rounds.size()), players % 2 == 0 ? players - 1 : players);
    QCOMPARE(roundRobinRounds(players), static_cast<int>(rounds.size()));
    QCOMPARE(roundRobinRounds(players, 2), 2 * static_cast<int>(rounds.size()));
    std::set<std::pair<int, int>> met;
    std::map<int, int> balance; // whites − blacks
    std::map<int, std::vector<int>> colours;
    std::map<int, int> byes;
    for (const auto& round : rounds) {
        std::set<int> seen;
        for (const auto& [white, black] : round) {
            QVERIFY(white >= 1 && white <= players);
            QVERIFY(seen.insert(white).second);
            if (black == 0) {
                ++byes[white];
                continue;
            }
            QVERIFY(black >= 1 && black <= players);
            QVERIFY(seen.insert(black).second);
            QVERIFY2(met.insert(std::minmax(white, black)).second, "two players meet twice");
            ++balance[white];
            --balance[black];
            colours[white].push_back(1);
            colours[black].push_back(-1);
        }
        QCOMPARE(static_cast<int>(seen.size()), players); // everyone plays or has the bye
    }
    QCOMPARE(static_cast<int>(met.size()), players * (players - 1) / 2); // everyone meets everyone
    for (int p = 1; p <= players; ++p) {
        QVERIFY2(balance[p] >= -1 && balance[p] <= 1, qPrintable(QStringLiteral("player %1").arg(p)));
        QCOMPARE(byes[p], players % 2 == 0 ? 0 : 1);
        const auto& sequence = colours[p];
        for (std::size_t i = 2; i < sequence.size(); ++i)
            QVERIFY2(!(sequence[i] == sequence[i - 1] && sequence[i] == sequence[i - 2]),
                     "three games of one colour in a row");
    }
}

void TestBerger::tooFew()
{
    QVERIFY(bergerTables(0).empty());
    QVERIFY(bergerTables(1).empty());
    QCOMPARE(bergerTables(2).size(), std::size_t{1});
    QCOMPARE(text(bergerTables(2).front()), QStringLiteral("1-2"));
    QVERIFY(roundRobinRound(entrants(1), 1).empty());
    QVERIFY(roundRobinRound(entrants(4), 0).empty());
    QVERIFY(roundRobinRound(entrants(4), 4).empty()); // three rounds
}

void TestBerger::roundOfEntrants()
{
    // Round 2 of 6 players, as printed: 6-4 5-3 1-2.
    const auto boards = roundRobinRound(entrants(6), 2);
    const std::vector<Board> expected{{106, 104}, {105, 103}, {101, 102}};
    QCOMPARE(boards, expected);
}

void TestBerger::byeLast()
{
    // 5 players play the table of 6: round 2 "6-4 5-3 1-2", 4 has the bye.
    const auto boards = roundRobinRound(entrants(5), 2);
    const std::vector<Board> expected{{105, 103}, {101, 102}, {104, 0}};
    QCOMPARE(boards, expected);
    // Round 1 "1-6 2-5 3-4": 1 has the bye.
    const std::vector<Board> first{{102, 105}, {103, 104}, {101, 0}};
    QCOMPARE(roundRobinRound(entrants(5), 1), first);
}

void TestBerger::doubleRoundRobin()
{
    // C.05 Annex 1: the second cycle repeats the first with the colours
    // reversed, and the first cycle plays its last two rounds in reverse
    // order. 4 players: 1-4 2-3 | 2-4 3-1 | 4-3 1-2 || 4-1 3-2 | …
    const auto players = entrants(4);
    QVERIFY(roundRobinRound(players, 4, 1).empty());
    QCOMPARE(roundRobinRound(players, 1, 2), (std::vector<Board>{{101, 104}, {102, 103}}));
    QCOMPARE(roundRobinRound(players, 2, 2), (std::vector<Board>{{102, 104}, {103, 101}}));
    QCOMPARE(roundRobinRound(players, 3, 2), (std::vector<Board>{{104, 103}, {101, 102}}));
    QCOMPARE(roundRobinRound(players, 4, 2), (std::vector<Board>{{104, 101}, {103, 102}}));
    QCOMPARE(roundRobinRound(players, 6, 2), (std::vector<Board>{{104, 102}, {101, 103}}));
    QVERIFY(roundRobinRound(players, 7, 2).empty());
    // A single cycle keeps FIDE's order.
    QCOMPARE(roundRobinRound(players, 2, 1), (std::vector<Board>{{104, 103}, {101, 102}}));
}

void TestBerger::doubleRoundRobinProperties_data()
{
    printedTables_data(); // 3 to 16 players
}

void TestBerger::doubleRoundRobinProperties()
{
    // Every pair meets twice, once with each colour; nobody has one colour
    // three times in a row (the purpose of C.05's swap of two rounds).
    QFETCH(int, players);
    const auto field = entrants(players);
    std::map<std::pair<PlayerId, PlayerId>, int> games; // (white, black) → count
    std::map<PlayerId, std::vector<int>> colours;
    for (int round = 1; round <= roundRobinRounds(players, 2); ++round) {
        for (const Board& board : roundRobinRound(field, round, 2)) {
            if (board.black == 0)
                continue;
            ++games[{board.white, board.black}];
            colours[board.white].push_back(1);
            colours[board.black].push_back(-1);
        }
    }
    QCOMPARE(static_cast<int>(games.size()), players * (players - 1));
    for (const auto& [pair, count] : games)
        QCOMPARE(count, 1);
    for (const auto& [player, sequence] : colours) {
        for (std::size_t i = 2; i < sequence.size(); ++i)
            QVERIFY2(!(sequence[i] == sequence[i - 1] && sequence[i] == sequence[i - 2]),
                     qPrintable(QStringLiteral("player %1: three of one colour from game %2").arg(player).arg(i - 1)));
    }
}

void TestBerger::badNumbers()
{
    auto players = entrants(4);
    players[1].pairingNumber = 1; // two players numbered 1
    QVERIFY(roundRobinRound(players, 1).empty());
    players[1].pairingNumber = 5; // beyond the count
    QVERIFY(roundRobinRound(players, 1).empty());
}

QTEST_APPLESS_MAIN(TestBerger)
#include "tst_berger.moc"

// Tests of the tarot seating (core/pairing/seating.h): the table sizes
// for every count, rounds that are never cut into a table of 3, repeats
// compared with an exhaustive search on small nights and with bounds the
// test proves itself on larger ones, balanced tables, reproducibility.

#include "pairing/seating.h"

#include <QObject>
#include <QTest>

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <vector>

using namespace palmares::pairing;

namespace {

std::vector<Entrant> night(int count)
{
    std::vector<Entrant> entrants;
    for (int i = 1; i <= count; ++i) {
        Entrant entrant;
        entrant.id = 100 + i;
        entrant.pairingNumber = i;
        entrant.rating = 2000.0 - 13.0 * i;
        entrants.push_back(entrant);
    }
    return entrants;
}

using Pairs = std::set<std::pair<PlayerId, PlayerId>>;

Pairs metPairs(const std::vector<std::vector<Table>>& rounds)
{
    Pairs met;
    for (const auto& round : rounds) {
        for (const Table& table : round) {
            for (std::size_t a = 0; a < table.size(); ++a) {
                for (std::size_t b = a + 1; b < table.size(); ++b)
                    met.insert(std::minmax(table[a], table[b]));
            }
        }
    }
    return met;
}

int repeatsAt(const std::vector<Table>& tables, const Pairs& met)
{
    int repeats = 0;
    for (const Table& table : tables) {
        for (std::size_t a = 0; a < table.size(); ++a) {
            for (std::size_t b = a + 1; b < table.size(); ++b)
                repeats += met.count(std::minmax(table[a], table[b])) != 0 ? 1 : 0;
        }
    }
    return repeats;
}

/// The fewest repeats of any seating of `players` at tables of `sizes`,
/// by trying every one (a player opens an empty table only if it is the
/// first empty table of its size: no seating is tried twice over).
class Exhaustive
{
public:
    Exhaustive(std::vector<PlayerId> players, std::vector<int> sizes, const Pairs& met)
        : m_players(std::move(players)),
          m_sizes(std::move(sizes)),
          m_met(met),
          m_tables(m_sizes.size())
    {}

    int best()
    {
        seat(0, 0);
        return m_best;
    }

private:
    void seat(std::size_t next, int repeats)
    {
        if (repeats >= m_best)
            return;
        if (next == m_players.size()) {
            m_best = repeats;
            return;
        }
        const PlayerId player = m_players[next];
        std::set<int> emptySizesTried;
        for (std::size_t t = 0; t < m_tables.size(); ++t) {
            Table& table = m_tables[t];
            if (static_cast<int>(table.size()) == m_sizes[t])
                continue;
            if (table.empty() && !emptySizesTried.insert(m_sizes[t]).second)
                continue;
            int added = 0;
            for (const PlayerId other : table)
                added += m_met.count(std::minmax(player, other)) != 0 ? 1 : 0;
            table.push_back(player);
            seat(next + 1, repeats + added);
            table.pop_back();
        }
    }

    std::vector<PlayerId> m_players;
    std::vector<int> m_sizes;
    const Pairs& m_met;
    std::vector<Table> m_tables;
    int m_best = INT_MAX;
};

void checkSeated(const SeatingResult& result, const std::vector<Entrant>& entrants)
{
    std::set<PlayerId> seated;
    for (const Table& table : result.tables) {
        QVERIFY2(table.size() == 4 || table.size() == 5, "a table neither of 4 nor of 5");
        for (const PlayerId id : table)
            QVERIFY2(seated.insert(id).second, "a player seated twice");
    }
    std::set<PlayerId> pairable;
    for (const Entrant& entrant : entrants) {
        if (entrant.pairable)
            pairable.insert(entrant.id);
    }
    QVERIFY(seated == pairable);
}

double meanRating(const Table& table, const std::map<PlayerId, double>& ratings)
{
    double sum = 0.0;
    for (const PlayerId id : table)
        sum += ratings.at(id);
    return sum / static_cast<double>(table.size());
}

double spread(const std::vector<Table>& tables, const std::map<PlayerId, double>& ratings)
{
    double low = 1e9;
    double high = -1e9;
    for (const Table& table : tables) {
        low = std::min(low, meanRating(table, ratings));
        high = std::max(high, meanRating(table, ratings));
    }
    return high - low;
}

} // namespace

class TestSeating : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableSizes_data();
    void tableSizes();
    void neverATableOfThree();
    void fewestRepeatsOnSmallNights_data();
    void fewestRepeatsOnSmallNights();
    void largerNights();
    void balancedTables();
    void sameSeedSameSeating();
};

void TestSeating::tableSizes_data()
{
    QTest::addColumn<int>("players");
    for (int players = 0; players <= 60; ++players)
        QTest::addRow("%d players", players) << players;
}

void TestSeating::tableSizes()
{
    QFETCH(int, players);
    const std::vector<int> sizes = tarotTableSizes(players);
    // The fewest tables of 5 for which the rest is a number of tables of 4.
    int fives = -1;
    for (int b = 0; 5 * b <= players && players >= 4; ++b) {
        if ((players - 5 * b) % 4 == 0) {
            fives = b;
            break;
        }
    }
    const std::set<int> impossible{0, 1, 2, 3, 6, 7, 11};
    QCOMPARE(sizes.empty(), impossible.count(players) != 0);
    QCOMPARE(fives < 0, impossible.count(players) != 0);
    if (sizes.empty())
        return;
    QCOMPARE(std::accumulate(sizes.begin(), sizes.end(), 0), players);
    QCOMPARE(static_cast<int>(std::count(sizes.begin(), sizes.end(), 5)), fives);
    QCOMPARE(static_cast<int>(std::count(sizes.begin(), sizes.end(), 4)), (players - 5 * fives) / 4);
}

void TestSeating::neverATableOfThree()
{
    for (int players = 1; players <= 60; ++players) {
        const auto entrants = night(players);
        for (const SeatingMethod method : {SeatingMethod::Random, SeatingMethod::Balanced}) {
            const SeatingResult result = seatTarot(entrants, {}, method, static_cast<std::uint64_t>(players));
            if (players < 4) {
                QCOMPARE(result.failure, std::optional<Failure>(Failure::TooFewPlayers));
                continue;
            }
            if (players == 6 || players == 7 || players == 11) {
                QCOMPARE(result.failure, std::optional<Failure>(Failure::NoSeating));
                QVERIFY(result.tables.empty());
                continue;
            }
            QVERIFY(!result.failure);
            checkSeated(result, entrants);
            QCOMPARE(result.repeats, 0);
        }
    }
    // Players who do not play the round are not seated.
    auto entrants = night(9);
    entrants[0].pairable = false;
    const SeatingResult result = seatTarot(entrants, {}, SeatingMethod::Random, 7);
    checkSeated(result, entrants);
    QCOMPARE(result.tables.size(), std::size_t{2});
}

void TestSeating::fewestRepeatsOnSmallNights_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("rounds");
    for (const int players : {8, 9, 10, 12, 13})
        QTest::addRow("%d players", players) << players << (players < 12 ? 5 : 4);
}

void TestSeating::fewestRepeatsOnSmallNights()
{
    QFETCH(int, players);
    QFETCH(int, rounds);
    const auto entrants = night(players);
    std::vector<PlayerId> ids;
    for (const Entrant& entrant : entrants)
        ids.push_back(entrant.id);
    std::vector<std::vector<Table>> past;
    for (int round = 0; round < rounds; ++round) {
        const SeatingResult result =
            seatTarot(entrants, past, SeatingMethod::Random, 1000U + static_cast<std::uint64_t>(round));
        QVERIFY(!result.failure);
        checkSeated(result, entrants);
        const Pairs met = metPairs(past);
        QCOMPARE(result.repeats, repeatsAt(result.tables, met));
        QCOMPARE(result.repeats, Exhaustive(ids, tarotTableSizes(players), met).best());
        past.push_back(result.tables);
    }
}

void TestSeating::largerNights()
{
    // 16 to 40 players over 4 to 6 rounds. Proven bounds: the second round
    // can always avoid every repeat when there are at least as many tables
    // as seats at the largest table (each new table takes one player of
    // each old one), so it must; and no swap of two players between tables
    // may lower the repeats (checked here, not by the library's search).
    for (int players = 16; players <= 40; players += 3) {
        const auto entrants = night(players);
        const std::vector<int> sizes = tarotTableSizes(players);
        const int largest = *std::max_element(sizes.begin(), sizes.end());
        std::vector<std::vector<Table>> past;
        const int rounds = 4 + players % 3;
        for (int round = 0; round < rounds; ++round) {
            const SeatingResult result =
                seatTarot(entrants, past, SeatingMethod::Random, static_cast<std::uint64_t>(players * 10 + round));
            checkSeated(result, entrants);
            const Pairs met = metPairs(past);
            QCOMPARE(result.repeats, repeatsAt(result.tables, met));
            if (round == 1 && static_cast<int>(sizes.size()) >= largest)
                QCOMPARE(result.repeats, 0);
            auto tables = result.tables;
            for (std::size_t s = 0; s < tables.size(); ++s) {
                for (std::size_t t = s + 1; t < tables.size(); ++t) {
                    for (auto& x : tables[s]) {
                        for (auto& y : tables[t]) {
                            std::swap(x, y);
                            QVERIFY2(repeatsAt(tables, met) >= result.repeats, "a swap would lower the repeats");
                            std::swap(x, y);
                        }
                    }
                }
            }
            past.push_back(result.tables);
        }
    }
}

void TestSeating::balancedTables()
{
    // 20 players: sorted by rating, the strongest five would sit together;
    // balanced tables have means far closer together.
    const auto entrants = night(20);
    std::map<PlayerId, double> ratings;
    for (const Entrant& entrant : entrants)
        ratings[entrant.id] = entrant.rating;
    std::vector<Table> sorted(5);
    for (std::size_t i = 0; i < entrants.size(); ++i)
        sorted[i / 4].push_back(entrants[i].id);
    const SeatingResult balanced = seatTarot(entrants, {}, SeatingMethod::Balanced, 3);
    checkSeated(balanced, entrants);
    QVERIFY(spread(balanced.tables, ratings) * 4 < spread(sorted, ratings));
    // Snake order: the five strongest at five different tables.
    for (const Table& table : balanced.tables) {
        const auto strong = std::count_if(table.begin(), table.end(), [](PlayerId id) { return id <= 105; });
        QVERIFY(strong <= 1);
    }
    // Still balanced after rounds with repeats to avoid.
    std::vector<std::vector<Table>> past{balanced.tables};
    const SeatingResult next = seatTarot(entrants, past, SeatingMethod::Balanced, 4);
    checkSeated(next, entrants);
    QVERIFY(spread(next.tables, ratings) * 4 < spread(sorted, ratings));
}

void TestSeating::sameSeedSameSeating()
{
    const auto entrants = night(23);
    const std::vector<std::vector<Table>> past{seatTarot(entrants, {}, SeatingMethod::Random, 5).tables};
    const auto first = seatTarot(entrants, past, SeatingMethod::Random, 99);
    QCOMPARE(seatTarot(entrants, past, SeatingMethod::Random, 99).tables, first.tables);
    bool differs = false;
    for (std::uint64_t seed = 1; seed <= 5 && !differs; ++seed)
        differs = seatTarot(entrants, past, SeatingMethod::Random, seed).tables != first.tables;
    QVERIFY(differs);
}

QTEST_APPLESS_MAIN(TestSeating)
#include "tst_seating.moc"

#include "seating.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <random>
#include <set>
#include <utility>

namespace palmares::pairing {

namespace {

/// How often each pair met, by index into the seated players.
class Meetings
{
public:
    Meetings(const std::vector<PlayerId>& ids, const std::vector<std::vector<Table>>& pastRounds)
        : m_size(ids.size()),
          m_count(ids.size() * ids.size(), 0)
    {
        std::map<PlayerId, std::size_t> index;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            index.emplace(ids[i], i);
        }
        for (const auto& round : pastRounds) {
            for (const Table& table : round) {
                for (std::size_t a = 0; a < table.size(); ++a) {
                    for (std::size_t b = a + 1; b < table.size(); ++b) {
                        const auto x = index.find(table[a]);
                        const auto y = index.find(table[b]);
                        if (x == index.end() || y == index.end() || x->second == y->second) {
                            continue;
                        }
                        ++m_count[x->second * m_size + y->second];
                        ++m_count[y->second * m_size + x->second];
                    }
                }
            }
        }
    }

    /// The cost of seating a and b together: a repeat weighs more than any
    /// number of extra meetings of pairs that are repeats anyway.
    [[nodiscard]] long cost(std::size_t a, std::size_t b) const
    {
        const int met = m_count[a * m_size + b];
        return met == 0 ? 0 : 1000L + met;
    }

private:
    std::size_t m_size;
    std::vector<int> m_count;
};

struct Seating {
    std::vector<std::vector<std::size_t>> tables; // indices of players
    std::vector<int> band;                        // each player's level band (Balanced)
};

long tableCost(const std::vector<std::size_t>& table, const Meetings& meetings)
{
    long sum = 0;
    for (std::size_t a = 0; a < table.size(); ++a) {
        for (std::size_t b = a + 1; b < table.size(); ++b) {
            sum += meetings.cost(table[a], table[b]);
        }
    }
    return sum;
}

/// The change of cost when the player at seat i of table s and the one at
/// seat j of table t swap.
long swapDelta(const Seating& seating, std::size_t s, std::size_t i, std::size_t t, std::size_t j,
               const Meetings& meetings)
{
    const std::size_t x = seating.tables[s][i];
    const std::size_t y = seating.tables[t][j];
    long delta = 0;
    for (std::size_t k = 0; k < seating.tables[s].size(); ++k) {
        if (k != i) {
            delta += meetings.cost(y, seating.tables[s][k]) - meetings.cost(x, seating.tables[s][k]);
        }
    }
    for (std::size_t k = 0; k < seating.tables[t].size(); ++k) {
        if (k != j) {
            delta += meetings.cost(x, seating.tables[t][k]) - meetings.cost(y, seating.tables[t][k]);
        }
    }
    return delta;
}

/// Every improving swap between tables s and t; whether there was one.
bool improveBetween(Seating& seating, std::size_t s, std::size_t t, const Meetings& meetings, bool sameBand)
{
    bool improved = false;
    for (std::size_t i = 0; i < seating.tables[s].size(); ++i) {
        for (std::size_t j = 0; j < seating.tables[t].size(); ++j) {
            auto& x = seating.tables[s][i];
            auto& y = seating.tables[t][j];
            if ((!sameBand || seating.band[x] == seating.band[y]) && swapDelta(seating, s, i, t, j, meetings) < 0) {
                std::swap(x, y);
                improved = true;
            }
        }
    }
    return improved;
}

/// Hill climbing: every improving swap, until none is left.
void improve(Seating& seating, const Meetings& meetings, bool sameBand)
{
    bool improved = true;
    while (improved) {
        improved = false;
        for (std::size_t s = 0; s < seating.tables.size(); ++s) {
            for (std::size_t t = s + 1; t < seating.tables.size(); ++t) {
                improved = improveBetween(seating, s, t, meetings, sameBand) || improved;
            }
        }
    }
}

long totalCost(const Seating& seating, const Meetings& meetings)
{
    long sum = 0;
    for (const auto& table : seating.tables) {
        sum += tableCost(table, meetings);
    }
    return sum;
}

/// A random swap of two players of different tables (the same band when
/// asked), to leave a local minimum.
void kick(Seating& seating, std::mt19937_64& random, bool sameBand)
{
    std::uniform_int_distribution<std::size_t> pickTable(0, seating.tables.size() - 1);
    for (int attempt = 0; attempt < 64; ++attempt) {
        const std::size_t s = pickTable(random);
        const std::size_t t = pickTable(random);
        if (s == t) {
            continue;
        }
        std::uniform_int_distribution<std::size_t> seatS(0, seating.tables[s].size() - 1);
        std::uniform_int_distribution<std::size_t> seatT(0, seating.tables[t].size() - 1);
        auto& x = seating.tables[s][seatS(random)];
        auto& y = seating.tables[t][seatT(random)];
        if (sameBand && seating.band[x] != seating.band[y]) {
            continue;
        }
        std::swap(x, y);
        return;
    }
}

/// The first seating: at random, or dealt by rating in snake order (band k
/// = the k-th seat of every table: the strongest players at different tables).
Seating firstSeating(const std::vector<const Entrant*>& players, const std::vector<int>& sizes, SeatingMethod method,
                     std::mt19937_64& random)
{
    Seating seating;
    seating.tables.resize(sizes.size());
    seating.band.assign(players.size(), 0);
    std::vector<std::size_t> order(players.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::shuffle(order.begin(), order.end(), random);
    if (method == SeatingMethod::Random) {
        std::size_t next = 0;
        for (std::size_t t = 0; t < sizes.size(); ++t) {
            for (int seat = 0; seat < sizes[t]; ++seat) {
                seating.tables[t].push_back(order[next++]);
            }
        }
        return seating;
    }
    // Equal ratings stay in the shuffled order: the seed decides between them.
    std::stable_sort(order.begin(), order.end(),
                     [&players](std::size_t a, std::size_t b) { return players[a]->rating > players[b]->rating; });
    std::size_t next = 0;
    for (int band = 0; next < order.size(); ++band) {
        std::vector<std::size_t> open;
        for (std::size_t t = 0; t < sizes.size(); ++t) {
            if (sizes[t] > band) {
                open.push_back(t);
            }
        }
        if (band % 2 == 1) {
            std::reverse(open.begin(), open.end());
        }
        for (const std::size_t t : open) {
            seating.band[order[next]] = band;
            seating.tables[t].push_back(order[next++]);
        }
    }
    return seating;
}

} // namespace

std::vector<int> tarotTableSizes(int players)
{
    // 4a + 5b = players with b as small as possible: b ≡ players (mod 4).
    const int fives = players % 4;
    if (players < 4 || 5 * fives > players) {
        return {};
    }
    std::vector<int> sizes(static_cast<std::size_t>((players - 5 * fives) / 4), 4);
    sizes.insert(sizes.end(), static_cast<std::size_t>(fives), 5);
    return sizes;
}

int countRepeats(const std::vector<Table>& tables, const std::vector<std::vector<Table>>& pastRounds)
{
    std::set<std::pair<PlayerId, PlayerId>> met;
    for (const auto& round : pastRounds) {
        for (const Table& table : round) {
            for (std::size_t a = 0; a < table.size(); ++a) {
                for (std::size_t b = a + 1; b < table.size(); ++b) {
                    met.insert(std::minmax(table[a], table[b]));
                }
            }
        }
    }
    int repeats = 0;
    for (const Table& table : tables) {
        for (std::size_t a = 0; a < table.size(); ++a) {
            for (std::size_t b = a + 1; b < table.size(); ++b) {
                repeats += met.contains(std::minmax(table[a], table[b])) ? 1 : 0;
            }
        }
    }
    return repeats;
}

SeatingResult seatTarot(const std::vector<Entrant>& entrants, const std::vector<std::vector<Table>>& pastRounds,
                        SeatingMethod method, std::uint64_t seed)
{
    std::vector<const Entrant*> players;
    std::vector<PlayerId> ids;
    for (const Entrant& entrant : entrants) {
        if (entrant.pairable) {
            players.push_back(&entrant);
            ids.push_back(entrant.id);
        }
    }
    if (players.size() < 4) {
        return {{}, Failure::TooFewPlayers, 0};
    }
    const std::vector<int> sizes = tarotTableSizes(static_cast<int>(players.size()));
    if (sizes.empty()) {
        return {{}, Failure::NoSeating, 0};
    }

    std::mt19937_64 random(seed);
    const Meetings meetings(ids, pastRounds);
    const bool sameBand = method == SeatingMethod::Balanced;
    Seating best = firstSeating(players, sizes, method, random);
    improve(best, meetings, sameBand);
    long bestCost = totalCost(best, meetings);
    // Bounded search: restarts from kicked copies of the best seating.
    constexpr int restarts = 200;
    for (int r = 0; r < restarts && bestCost > 0; ++r) {
        Seating trial = best;
        for (int k = 0; k < 3; ++k) {
            kick(trial, random, sameBand);
        }
        improve(trial, meetings, sameBand);
        const long cost = totalCost(trial, meetings);
        if (cost < bestCost) {
            best = std::move(trial);
            bestCost = cost;
        }
    }

    SeatingResult result;
    for (const auto& table : best.tables) {
        Table seats;
        for (const std::size_t i : table) {
            seats.push_back(ids[i]);
        }
        result.tables.push_back(std::move(seats));
    }
    result.repeats = countRepeats(result.tables, pastRounds);
    return result;
}

} // namespace palmares::pairing

// Random pairings (swiss.h): a maximum-weight perfect matching over random
// weights, rematches and second byes weighing far less than any other
// choice, so that they happen only when nothing else is possible.

#include "matching.h"
#include "swiss.h"

#include <algorithm>
#include <cstddef>
#include <random>
#include <set>

namespace palmares::pairing {

namespace {

constexpr std::int64_t noise = 1 << 20;      // the random part of a weight
constexpr std::int64_t avoid = noise * 1024; // what a rematch or a second bye loses

/// The edges between the shuffled `players` (and the bye, vertex
/// players.size(), when their count is odd): random weights, less `avoid`
/// for a rematch or a second bye.
std::vector<WeightedEdge> randomEdges(const std::vector<const Entrant*>& players, std::mt19937_64& random)
{
    const int count = static_cast<int>(players.size());
    std::uniform_int_distribution<std::int64_t> draw(1, noise);
    std::vector<WeightedEdge> edges;
    for (int i = 0; i < count; ++i) {
        const Entrant& a = *players[static_cast<std::size_t>(i)];
        std::set<PlayerId> met;
        bool hadBye = false;
        for (const RoundRecord& record : a.rounds) {
            if (record.kind == RoundKind::Played) {
                met.insert(record.opponent);
            }
            hadBye = hadBye || record.kind == RoundKind::PairingBye || record.kind == RoundKind::ForfeitWin;
        }
        for (int j = i + 1; j < count; ++j) {
            const Entrant& b = *players[static_cast<std::size_t>(j)];
            edges.push_back({i, j, avoid * (met.contains(b.id) ? 1 : 2) + draw(random)});
        }
        if (count % 2 == 1) {
            edges.push_back({i, count, avoid * (hadBye ? 1 : 2) + draw(random)});
        }
    }
    return edges;
}

} // namespace

PairingResult pairRandom(const std::vector<Entrant>& entrants, std::uint64_t seed)
{
    std::vector<const Entrant*> players;
    for (const Entrant& entrant : entrants) {
        if (entrant.pairable) {
            players.push_back(&entrant);
        }
    }
    const int count = static_cast<int>(players.size());
    if (count < 2) {
        return {{}, Failure::TooFewPlayers};
    }
    std::mt19937_64 random(seed);
    std::shuffle(players.begin(), players.end(), random);
    const int vertices = count % 2 == 1 ? count + 1 : count; // the bye is vertex `count`
    const auto mate = maxWeightPerfectMatching(vertices, randomEdges(players, random));
    if (!mate) {
        return {{}, Failure::NoLegalPairing}; // a complete graph always has one
    }
    PairingResult result;
    std::bernoulli_distribution coin;
    PlayerId byePlayer = 0;
    for (int i = 0; i < count; ++i) {
        const int other = (*mate)[static_cast<std::size_t>(i)];
        const PlayerId id = players[static_cast<std::size_t>(i)]->id;
        if (other == count) {
            byePlayer = id;
        } else if (other > i) {
            const PlayerId otherId = players[static_cast<std::size_t>(other)]->id;
            result.boards.push_back(coin(random) ? Board{id, otherId} : Board{otherId, id});
        }
    }
    if (byePlayer != 0) {
        result.boards.push_back({byePlayer, 0});
    }
    return result;
}

} // namespace palmares::pairing

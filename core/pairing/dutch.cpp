// The FIDE Dutch system (C.04.3) as one maximum-weight perfect matching.
//
// Every pair the absolute criteria allow is an edge (with an odd count, a
// "bye" vertex joins the players who may have the pairing-allocated bye);
// its weight says, criterion by criterion, how good the pair is. The
// quality criteria are lexicographic: each is a tier of the weight, and a
// tier's base exceeds the largest sum the lower tiers can reach over a
// whole round (at most one edge per two vertices), so that no amount of a
// lower criterion outweighs one unit of a higher one. Weights are exact
// integers (matching.h); `Tiers::fit` drops the lowest tiers if a round
// is too large for maxEdgeWeight (2^55): every tier fits up to 200 players
// over 9 rounds (3.4·10^16 measured on a simulated last round); the last
// round of 300 players over 11 rounds loses the bracket-order tier.
//
// What this is not: the Dutch system pairs bracket by bracket with its own
// transposition and exchange order; here the bracket-by-bracket priority
// is approximated by weighing each score-group boundary a pair crosses by
// its height (the top boundaries first), and the transposition order by
// preferring, inside a score group, the pairs of S1 with S2 in order and
// the lowest-ranked player as the downfloater. The completion criterion
// (C4: a pairing that lets the tournament finish) is not looked ahead.

#include "dutchplayers.h"
#include "matching.h"
#include "swiss.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <limits>

namespace palmares::pairing {

namespace {

using dutch::Float;
using dutch::Player;
using dutch::Strength;

/// One tier of an edge's penalty (lower is better), most important first.
enum Tier : std::size_t {
    ScoreDifferences,  ///< C6–C7: few and low downfloaters, the highest brackets first
    ByeUnplayed,       ///< C9: the bye to a player with as few unplayed rounds as possible
    TopscorerColours,  ///< C10–C11: topscorers beyond ±2 or with three of a colour
    ColourPreferences, ///< C12: players who do not get their colour preference
    StrongPreferences, ///< C13: players who do not get a strong colour preference
    RepeatedFloats,    ///< C14–C17: the same float as the last round (twice) or the one before (once)
    BracketOrder,      ///< C.04.3 B–D's order: S1 against S2 in turn, the lowest as downfloater
    TierCount
};

using Penalty = std::array<std::int64_t, TierCount>;

struct Tiers {
    Penalty largestPair{}; ///< the largest value of each tier on an edge between two players
    Penalty largestBye{};  ///< the same on an edge to the bye
    Penalty base{};        ///< each tier's multiplier
    std::int64_t total = 0;

    void see(const Penalty& penalty, bool bye)
    {
        Penalty& largest = bye ? largestBye : largestPair;
        for (std::size_t t = 0; t < TierCount; ++t) {
            largest[t] = std::max(largest[t], penalty[t]);
        }
    }

    /// Sets the bases for a round of `pairs` boards (the bye one of them
    /// when `bye`), keeping as many tiers as fit maxEdgeWeight, the
    /// highest first (the others weigh nothing).
    void fit(std::int64_t pairs, bool bye)
    {
        for (std::size_t kept = TierCount; kept > 0; --kept) {
            base.fill(0);
            std::int64_t multiplier = 1;
            bool fits = true;
            for (std::size_t t = kept; t-- > 0;) {
                // The largest sum a round can reach on this tier, plus one.
                const std::int64_t span = largestPair[t] * (bye ? pairs - 1 : pairs) + (bye ? largestBye[t] : 0) + 1;
                if (multiplier > maxEdgeWeight / span) {
                    fits = false;
                    break;
                }
                base[t] = multiplier;
                multiplier *= span;
            }
            if (fits) {
                total = multiplier;
                return;
            }
        }
        base.fill(0);
        total = 1;
    }

    [[nodiscard]] std::int64_t weight(const Penalty& penalty) const
    {
        std::int64_t sum = 0;
        for (std::size_t t = 0; t < TierCount; ++t) {
            sum += penalty[t] * base[t];
        }
        return total - sum; // positive: a perfect matching maximises it
    }
};

/// C6–C7, approximated: the score-group boundaries between `upper` and
/// `lower` (groups, `lower` below), each weighted by how high it is, so
/// that floats out of the top brackets cost most. groups = the count.
std::int64_t boundaries(int upper, int lower, int groups)
{
    std::int64_t sum = 0;
    for (int g = upper; g < lower; ++g) {
        sum += groups - g;
    }
    return sum;
}

Penalty pairPenalty(const Player& a, const Player& b, int groups, bool colours)
{
    // a is ranked above b (A.2).
    Penalty p{};
    p[ScoreDifferences] = boundaries(a.group, b.group, groups);
    if (colours) {
        const bool same = a.preference != Colour::None && a.preference == b.preference;
        if (same && a.strength == Strength::Absolute && b.strength == Strength::Absolute) {
            p[TopscorerColours] = 1; // only topscorers may meet so (C3)
        }
        p[ColourPreferences] = same ? 1 : 0;
        p[StrongPreferences] = same && a.strength >= Strength::Strong && b.strength >= Strength::Strong ? 1 : 0;
    }
    if (a.group != b.group) {
        // a downfloats, b upfloats: C14/C15 (the last round) count twice
        // C16/C17 (the round before).
        p[RepeatedFloats] = 2 * ((a.lastFloat == Float::Down ? 1 : 0) + (b.lastFloat == Float::Up ? 1 : 0)) +
                            (a.floatBefore == Float::Down ? 1 : 0) + (b.floatBefore == Float::Up ? 1 : 0);
        p[BracketOrder] = (a.groupSize - 1 - a.groupPosition) + b.groupPosition;
    } else {
        // S1 = the upper half: its i-th player meets the i-th of S2, and
        // any transposition of S2 comes before an exchange between S1 and
        // S2 (a pair inside one half).
        const int half = a.groupSize / 2;
        const bool exchange = (a.groupPosition < half) == (b.groupPosition < half);
        p[BracketOrder] = exchange ? 2 * a.groupSize : std::abs(b.groupPosition - a.groupPosition - half);
    }
    return p;
}

Penalty byePenalty(const Player& a, int groups)
{
    // The bye sits below the lowest group, and costs twice a float, so
    // that the lowest bracket gives it rather than a higher one (C.04.1 c
    // and C5–C7); inside the bracket, the lowest ranked (C.04.3 B).
    Penalty p{};
    p[ScoreDifferences] = 2 * boundaries(a.group, groups, groups);
    p[ByeUnplayed] = a.unplayedRounds;
    p[RepeatedFloats] = 2 * (a.lastFloat == Float::Down ? 1 : 0) + (a.floatBefore == Float::Down ? 1 : 0);
    p[BracketOrder] = a.groupSize - 1 - a.groupPosition;
    return p;
}

struct Candidate {
    int u = 0;
    int v = 0;
    Penalty penalty{};
};

/// C.04.2: boards by the higher score of the pair, then the sum of the
/// scores, then the rank of the higher ranked player; the bye last.
void orderBoards(std::vector<std::pair<const Player*, const Player*>>& pairs)
{
    std::sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) {
        if ((x.second == nullptr) != (y.second == nullptr)) {
            return y.second == nullptr;
        }
        if (x.second == nullptr) {
            return false;
        }
        const double xMax = std::max(x.first->score, x.second->score);
        const double yMax = std::max(y.first->score, y.second->score);
        if (xMax != yMax) {
            return xMax > yMax;
        }
        const double xSum = x.first->score + x.second->score;
        const double ySum = y.first->score + y.second->score;
        if (xSum != ySum) {
            return xSum > ySum;
        }
        return std::min(x.first->rank, x.second->rank) < std::min(y.first->rank, y.second->rank);
    });
}

} // namespace

PairingResult pairDutch(const std::vector<Entrant>& entrants, const SwissOptions& options)
{
    const std::vector<Player> players = dutch::players(entrants, options);
    const int count = static_cast<int>(players.size());
    if (count < 2) {
        return {{}, Failure::TooFewPlayers};
    }
    const int groups = players.back().group + 1;
    const bool odd = count % 2 == 1;
    const int vertices = odd ? count + 1 : count; // the bye is vertex `count`

    std::vector<Candidate> candidates;
    Tiers tiers;
    for (int i = 0; i < count; ++i) {
        const Player& a = players[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < count; ++j) {
            const Player& b = players[static_cast<std::size_t>(j)];
            if (dutch::compatible(a, b, options.colours)) {
                candidates.push_back({i, j, pairPenalty(a, b, groups, options.colours)});
            }
        }
        if (odd && a.byeAllowed) {
            candidates.push_back({i, count, byePenalty(a, groups)});
        }
    }
    for (const Candidate& candidate : candidates) {
        tiers.see(candidate.penalty, candidate.v == count);
    }
    tiers.fit(vertices / 2, odd);
    std::vector<WeightedEdge> edges;
    edges.reserve(candidates.size());
    for (const Candidate& candidate : candidates) {
        edges.push_back({candidate.u, candidate.v, tiers.weight(candidate.penalty)});
    }

    const auto mate = maxWeightPerfectMatching(vertices, edges);
    if (!mate) {
        return {{}, Failure::NoLegalPairing};
    }

    std::vector<std::pair<const Player*, const Player*>> pairs;
    for (int i = 0; i < count; ++i) {
        const int other = (*mate)[static_cast<std::size_t>(i)];
        if (other == count) {
            pairs.emplace_back(&players[static_cast<std::size_t>(i)], nullptr);
        } else if (other > i) {
            pairs.emplace_back(&players[static_cast<std::size_t>(i)], &players[static_cast<std::size_t>(other)]);
        }
    }
    orderBoards(pairs);

    PairingResult result;
    for (const auto& [higher, lower] : pairs) {
        if (lower == nullptr) {
            result.boards.push_back({higher->id, 0});
            continue;
        }
        const bool higherWhite =
            !options.colours || dutch::colourOfHigher(*higher, *lower, options.initialColour) == Colour::White;
        result.boards.push_back(higherWhite ? Board{higher->id, lower->id} : Board{lower->id, higher->id});
    }
    return result;
}

} // namespace palmares::pairing

#pragma once

// The logistic expected score and the duel helpers shared by the two-player
// rule sets (internal to core/rating).

#include "types.h"

#include <cmath>

namespace palmares::rating {

/// 1 / (1 + 10^((opponent − me) / scale)): the Elo expected score.
inline double eloExpected(double me, double opponent, double scale)
{
    return 1.0 / (1.0 + std::pow(10.0, (opponent - me) / scale));
}

/// The result of a duel from the two ranks: A's score (1, 0.5, 0) and the
/// places used for the placement points.
struct DuelResult {
    double scoreA = 0.5;
    int placeA = 1;
    int placeB = 1;
};

inline DuelResult duelResult(int rankA, int rankB)
{
    if (rankA < rankB) {
        return {1.0, 1, 2};
    }
    if (rankB < rankA) {
        return {0.0, 2, 1};
    }
    return {0.5, 1, 1};
}

/// Counts a win, a draw or a loss from a result in [0, 1].
inline void countDuel(PlayerState& state, double result)
{
    if (result > 0.5) {
        ++state.wins;
    } else if (result < 0.5) {
        ++state.losses;
    } else {
        ++state.draws;
    }
}

} // namespace palmares::rating

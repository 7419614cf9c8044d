#pragma once

/// What the Dutch system knows of each player before a round (C.04.3,
/// "Introductory Remarks and Definitions"): score, rank, score group,
/// colour history and preference, floats, opponents, bye eligibility; and
/// the colour allocation rules (article E) that use them. Internal to
/// core/pairing (dutch.cpp and its tests).

#include "swiss.h"
#include "types.h"

#include <cstdint>
#include <set>
#include <vector>

namespace palmares::pairing::dutch {

/// How strongly a player wants a colour (C.04.3 A.6).
enum class Strength : std::uint8_t {
    None,     ///< no game played yet
    Mild,     ///< colour difference 0: the colour he did not have last
    Strong,   ///< colour difference ±1: the colour he had less
    Absolute, ///< colour difference beyond ±1, or the same colour twice in a row
};

/// A float a player received in a round (C.04.3 A.4).
enum class Float : std::uint8_t { None, Down, Up };

/// One player to pair.
struct Player {
    PlayerId id = 0;
    int tpn = 0;           ///< pairing number
    double score = 0.0;    ///< points so far
    int rank = 0;          ///< 0-based place in the order of A.2 (score, then TPN)
    int group = 0;         ///< 0-based score group, the highest first
    int groupPosition = 0; ///< 0-based place inside the score group
    int groupSize = 0;
    std::vector<Colour> colours; ///< the colour of each round, None when he did not play it
    int colourDifference = 0;    ///< games with white − games with black
    Colour preference = Colour::None;
    Strength strength = Strength::None;
    std::set<PlayerId> opponents;    ///< the players he has played (forfeits excluded: not played)
    bool byeAllowed = true;          ///< may receive the pairing-allocated bye (C.04.1.4)
    int unplayedRounds = 0;          ///< rounds without a game played (byes, forfeits, absences): C9
    Float lastFloat = Float::None;   ///< the float of the last round
    Float floatBefore = Float::None; ///< the float of the round before it
    bool topscorer = false;          ///< last round only: more than half the maximum score (A.7)
};

/// The pairable entrants as players, in the order of A.2.
[[nodiscard]] std::vector<Player> players(const std::vector<Entrant>& entrants, const SwissOptions& options);

/// Whether `a` and `b` may meet (the absolute criteria C1 and C3): they
/// have not played each other, and, with colours, they do not both need
/// the same colour absolutely unless one of them is a topscorer.
[[nodiscard]] bool compatible(const Player& a, const Player& b, bool colours);

/// The colour of `higher` (ranked above `lower`) by the colour allocation
/// rules of C.04.3 E.1–E.5; `lower` gets the other one.
[[nodiscard]] Colour colourOfHigher(const Player& higher, const Player& lower, Colour initialColour);

} // namespace palmares::pairing::dutch

#pragma once

/// Swiss pairings: the FIDE Dutch system (Handbook C.04.3, in force from
/// 1 February 2026, with the basic rules C.04.1 and the general handling
/// rules C.04.2), and random pairings. Pure functions of the entrants'
/// histories: nothing is remembered between rounds.

#include "types.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace palmares::pairing {

/// How a Swiss event is paired.
struct SwissOptions {
    int totalRounds = 0;                  ///< the rounds declared (C.04.1 a); 0: unknown (no last round)
    Colour initialColour = Colour::White; ///< the colour of TPN 1 in round 1 (C.04.3 E.5)
    bool colours = true;                  ///< chess: colour criteria and allocation; false: battles, word games
    double pointsForBye = 1.0;            ///< the pairing-allocated bye's points (C.04.1 c)
};

/// A round's pairing: the boards in FIDE's order (the bye last), or why
/// there is none (then `boards` is empty).
struct PairingResult {
    std::vector<Board> boards;
    std::optional<Failure> failure;
};

/// The next round by the FIDE Dutch system. Entrants with `pairable ==
/// false` are left out; the others' scores are the sums of their rounds'
/// `points`, their ranking is score then `pairingNumber` (C.04.3 A.2).
/// Absolute criteria: no rematch (a forfeited game was not played, so its
/// players may meet again), at most one pairing-allocated bye (none for a
/// player who already scored a win without playing, C.04.1.4), and with
/// `colours` no two non-topscorers who both need the same colour (colour
/// difference beyond ±2, three of one colour in a row; topscorers: A.7, the
/// last round only). The brackets are then paired highest first by the
/// quality criteria in their order, then article D's order of
/// transpositions and exchanges, by maximum-weight perfect matchings
/// (dutch.cpp says how); colours by article E, the initial colour from
/// `options`; boards in FIDE's order, the bye last as {player, 0}.
/// `failure` is TooFewPlayers under two pairable entrants, NoLegalPairing
/// when the absolute criteria leave no pairing.
[[nodiscard]] PairingResult pairDutch(const std::vector<Entrant>& entrants, const SwissOptions& options);

/// A random round: no rematch where some pairing allows it, the bye to a
/// player without one where possible, colours drawn at random. The same
/// `seed` gives the same round (std::mt19937_64).
[[nodiscard]] PairingResult pairRandom(const std::vector<Entrant>& entrants, std::uint64_t seed);

} // namespace palmares::pairing

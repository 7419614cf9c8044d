#pragma once

/// Round robins by the FIDE Berger tables (Handbook C.05, Annex 1).

#include "types.h"

#include <utility>
#include <vector>

namespace palmares::pairing {

/// One board of a Berger table: (white, black) as pairing numbers; 0 stands
/// for the bye when the count is odd (the other player sits out).
using BergerPair = std::pair<int, int>;

/// The Berger tables of FIDE C.05 Annex 1 for `players` players (2 or
/// more): every round as FIDE prints it, boards in FIDE's order. An odd
/// count plays the table of players + 1, whose last number is the bye: the
/// player paired with it is returned as (player, 0). Empty below 2 players.
[[nodiscard]] std::vector<std::vector<BergerPair>> bergerTables(int players);

/// The number of rounds of a round robin of `players` entrants over
/// `cycles` cycles (a double round robin: 2).
[[nodiscard]] int roundRobinRounds(int players, int cycles = 1);

/// Round `round` (1-based) of the round robin of `entrants`, their Berger
/// numbers being their `pairingNumber`s (1…n): the pairs as boards, the bye
/// (if any) last as {player, 0}. Over `cycles` cycles (a double round robin:
/// 2), each cycle repeats the first with the colours reversed every other
/// cycle, and a cycle followed by another swaps its last two rounds, as
/// C.05 recommends (no three games of one colour in a row). Empty when
/// `round` is out of range or the pairing numbers are not 1…n.
[[nodiscard]] std::vector<Board> roundRobinRound(const std::vector<Entrant>& entrants, int round, int cycles = 1);

} // namespace palmares::pairing

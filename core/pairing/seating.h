#pragma once

/// Tarot seating: a round's players cut into tables of 4, with tables of 5
/// where the count needs them (never a table of 3), seated at random or
/// balanced by level, meeting again as few players as possible.

#include "types.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace palmares::pairing {

/// How a tarot round is seated.
enum class SeatingMethod : std::uint8_t {
    Random,   ///< any mix
    Balanced, ///< each table mixes levels: players dealt by rating in snake order
};

/// A seated round: its tables, or why there are none; `repeats` counts the
/// pairs of players at one table who already met at a table in the past
/// rounds given.
struct SeatingResult {
    std::vector<Table> tables;
    std::optional<Failure> failure;
    int repeats = 0;
};

/// The table sizes for `players` players: tables of 4, then as few tables of
/// 5 as the count needs. Empty when no such cut exists (0–3, 6, 7, 11).
[[nodiscard]] std::vector<int> tarotTableSizes(int players);

/// Seats the pairable `entrants` for the next round. `pastRounds` are the
/// event's earlier rounds; the seating minimises the pairs meeting again
/// (then how often they met) by a local search of swaps between tables,
/// bounded in steps and seeded: the same arguments give the same seating.
/// Balanced seating swaps only players of the same level band, so that its
/// tables keep their mix of levels.
[[nodiscard]] SeatingResult seatTarot(const std::vector<Entrant>& entrants,
                                      const std::vector<std::vector<Table>>& pastRounds, SeatingMethod method,
                                      std::uint64_t seed);

/// The pairs of players at one table of `tables` who met at a table of
/// `pastRounds` (each pair once).
[[nodiscard]] int countRepeats(const std::vector<Table>& tables, const std::vector<std::vector<Table>>& pastRounds);

} // namespace palmares::pairing

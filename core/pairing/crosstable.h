#pragma once

/// The cross-table of a duel event, as plain data: core/club prints it as
/// HTML or PDF, the CLI as a table. Two shapes, as Swiss-Manager prints them:
/// - a Swiss: one row per player in final rank order and, per round, the
///   opponent's row number in this table, the colour and the result
///   ("12w1", "3b½", "7w+");
/// - a round robin: the n×n grid of the results against each opponent, rows
///   and columns in rank order.
/// Results: "1", "½", "0" for games (by comparing the two players' points
/// of the round, so battles' outcome points print the same way), "+" and
/// "-" for forfeits and for the pairing-allocated bye and the zero-point bye,
/// "=" for a half-point bye.

#include "tiebreaks.h"
#include "types.h"

#include <string>
#include <vector>

namespace palmares::pairing {

/// One round of one row of a Swiss cross-table.
struct CrossCell {
    RoundKind kind = RoundKind::ZeroPointBye;
    int opponentRow = 0;          ///< the opponent's row number (1-based) in this table; 0 = none (a bye)
    Colour colour = Colour::None; ///< the colour he had or was given
    std::string result;           ///< "1", "½", "0", "+", "-", "="
    std::string text;             ///< the cell as printed: row, colour (w/b, none without colours), result

    friend bool operator==(const CrossCell&, const CrossCell&) = default;
};

/// One row of the cross-table: a player, in the standings' order.
struct CrossRow {
    PlayerId id = 0;
    int rank = 0;        ///< the standings' rank (shared ranks repeat)
    bool shared = false; ///< the rank is shared with the row above
    int pairingNumber = 0;
    std::string name;
    double points = 0.0;
    std::vector<double> tieBreaks; ///< as in the standings
    std::vector<CrossCell> rounds; ///< Swiss: one per round, in order
    std::vector<std::string> grid; ///< round robin: the results against row 1, 2, … ("*" on his own column;
                                   ///< several games between the same two follow each other: "1½")

    friend bool operator==(const CrossRow&, const CrossRow&) = default;
};

/// A cross-table: its rows in the standings' order.
struct CrossTable {
    bool roundRobin = false;
    int rounds = 0; ///< the number of rounds (the longest record)
    std::vector<CrossRow> rows;

    friend bool operator==(const CrossTable&, const CrossTable&) = default;
};

/// The cross-table of `entrants` in the order of `standings` (as
/// duelStandings returns them): the Swiss shape, or the round robin's grid
/// when `roundRobin`. An entrant missing from the standings is left out;
/// his opponents' cells then show no row number (0).
CrossTable crossTable(const std::vector<Entrant>& entrants, const std::vector<StandingRow>& standings,
                      bool roundRobin = false);

} // namespace palmares::pairing

#pragma once

/// The standings of a duel event and their tie-breaks, by the FIDE Tie-Break
/// Regulations (Handbook C.07, approved by the FIDE Council on 1 August 2023,
/// applied to every FIDE-rated event from 1 April 2024). Pure C++20: the
/// entrants and their rounds in, the ordered rows out; core/club names the
/// players and prints the columns.
///
/// The revised Play-Off and Tie-Break Regulations in force from 1 March 2026
/// (approved 2 February 2026) were read only in part (articles 6, 7 and
/// 14.1, as quoted by third parties; articles 8, 9 and 16 not): WIN, WON, PS
/// and BH-C1's cut read as before; art. 6.2 re-applies DE within the
/// sub-groups it leaves tied, and art. 6.3 ranks, in a Swiss, a tied
/// participant alone at the top of the encounters whatever the missing games
/// would give — both done here. BH, SB and the unplayed rounds stay as the
/// 2023 text has them.
///
/// Unplayed rounds (C.07 art. 16) are read from each round's RoundKind:
/// - a voluntarily unplayed round (VUR) is a half-point bye, a zero-point bye
///   (absent, withdrawn, entered later) or a forfeit loss; a forfeit win and
///   the pairing-allocated bye are unplayed but not voluntary;
/// - a participant's own unplayed round counts, in his Buchholz and
///   Sonneborn-Berger, as a game against a dummy opponent who has his own
///   final score (art. 16.4), in a Swiss; in a round robin a forfeit counts
///   as the game it was scheduled to be (pre-determined pairings) and a
///   round without opponent counts nothing;
/// - as somebody's opponent, a participant's score counts the rounds after
///   his last round that was not voluntarily unplayed (he withdrew) and in
///   which he was not paired as draws (art. 16.3); his other rounds as scored.

#include "types.h"

#include <cstdint>
#include <vector>

namespace palmares::pairing {

/// The tie-breaks an event can order its standings by (C.07 art. 4.6 lists
/// their codes).
enum class TieBreak : std::uint8_t {
    Buchholz,        ///< BH (art. 8.1): the sum of the opponents' scores
    BuchholzCut1,    ///< BH-C1 (art. 8.1, 14.1): Buchholz without its least significant value, a VUR first (art. 16)
    SonnebornBerger, ///< SB (art. 9.1): the sum of each opponent's score times the points scored against him
    Progressive,     ///< PS (art. 7.5): the sum of the running scores after each round
    DirectEncounter, ///< DE (art. 6): the points scored among the tied participants, when they all met; the
                     ///< sub-groups still tied ranked again by their own encounters (art. 6.2); in a Swiss
                     ///< one alone at the top whatever the missing games ranked first, and so on (art. 6.3)
    Wins,            ///< WIN (art. 7.1): rounds worth a win, played or not (forfeit wins and byes worth a win count)
    GamesWon,        ///< WON (art. 7.2): games won over the board only
};

/// The points of a game in the event: chess 1/½/0, battles their outcome
/// points. `win` is what a round must be worth to count as a win (WIN, WON).
struct ScoreScale {
    double win = 1.0;
    double draw = 0.5;
    double loss = 0.0;
};

/// One row of the standings.
struct StandingRow {
    PlayerId id = 0;
    int rank = 0;                  ///< 1-based; equal to the previous row's when shared
    double points = 0.0;           ///< the sum of the points of every round
    std::vector<double> tieBreaks; ///< one per tie-break of `order`, in that order
    bool shared = false;           ///< the rank is shared with the previous row (FIDE prints "3-4")

    friend bool operator==(const StandingRow&, const StandingRow&) = default;
};

/// The standings of a duel event after the rounds its entrants have played:
/// one row per entrant, by points, then by each tie-break of `order` (higher
/// first), then by pairing number. A row whose points and tie-breaks all
/// equal the previous row's shares its rank (it is still listed after it,
/// by pairing number). Entrants with fewer rounds than the others count the
/// missing last rounds as zero-point byes. `roundRobin` switches to the
/// pre-determined-pairing rules (forfeits count as the games they were).
std::vector<StandingRow> duelStandings(const std::vector<Entrant>& entrants, const std::vector<TieBreak>& order,
                                       const ScoreScale& scale, bool roundRobin = false);

/// Whether a round is voluntarily unplayed (C.07 art. 16.2: a half-point
/// bye, a zero-point bye or a forfeit loss).
bool voluntarilyUnplayed(RoundKind kind);

} // namespace palmares::pairing

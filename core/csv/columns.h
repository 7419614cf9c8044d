#pragma once

// Internal to core/csv: the columns of RATING_RULES.md §1, in the order the
// writer uses (ResultsCsv::columns()).

#include <array>
#include <string_view>

namespace palmares::csv {

enum Col : int {
    ColMatch,
    ColDate,
    ColGame,
    ColPlayer,
    ColRank,
    ColScore,
    ColTeam,
    ColDeals,
    ColLeft,
    ColMorale,
    ColMoraleLost,
    ColOutcome,
    ColArmyPoints,
    ColTurns,
    ColDurationMin,
    ColVoid,
    ColArmyList, // a Palmarès extension of RATING_RULES.md §1
    // Palmarès's events (issue 42): the table of a round a match is the
    // result of; written only when a match carries them.
    ColEvent,
    ColRound,
    ColTable,
    ColCount
};

/// The columns every results file is written with (the event's only when
/// a match carries one).
inline constexpr int WrittenColumns = ColEvent;

inline constexpr std::array<std::string_view, ColCount> ColumnNames = {
    "match",       "date",    "game",        "player", "rank",         "score", "team",      "deals", "left",  "morale",
    "morale_lost", "outcome", "army_points", "turns",  "duration_min", "void",  "army_list", "event", "round", "table",
};

inline constexpr std::array<Col, 4> RequiredColumns = {ColMatch, ColDate, ColGame, ColPlayer};

} // namespace palmares::csv

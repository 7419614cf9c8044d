#pragma once

// The item roles every table model of the window answers (beyond Qt's own),
// so that the window and FilterProxy can act on a row whatever its table.

#include <Qt>

namespace palmares::ui {

enum ItemRole : int {
    /// The raw value of a cell (number, date text, name) in the order the
    /// model sorts it; the model's sort() uses precomputed keys of it.
    SortRole = Qt::UserRole,
    /// On column 0: the row's searchable text, folded (lower case, no
    /// accents), for FilterProxy's text filter. Absent = nothing searchable.
    SearchRole,
    PlayerNameRole,    ///< the player of the row (QString)
    PlayerIdRole,      ///< the player's id (qint64)
    GameNameRole,      ///< the game of the row (QString)
    MatchCodeRole,     ///< the match of the row (QString)
    PlayerNamesRole,   ///< the players of a match, in finishing order (QStringList)
    PlayedAtRole,      ///< when the match was played, "YYYY-MM-DDTHH:MM:SS" (QString)
    BestRole,          ///< the club's best player (bool, leaderboard)
    ProvisionalRole,   ///< the rating is provisional (bool, leaderboard)
    TrendRole,         ///< rating change since a month ago (double; invalid when none)
    UnratedRole,       ///< the match is kept unrated (bool, results)
    UnratedReasonRole, ///< its reason key ("" when rated)
    SystemRole,        ///< the rule set (int of rating::System, games)
    DormantRole,       ///< set aside by the club's dormancy setting: unranked, greyed (bool, leaderboard)
};

} // namespace palmares::ui

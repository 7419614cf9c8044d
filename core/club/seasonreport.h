#pragma once

#include "expected.h"
#include "rankings.h"
#include "seasons.h"

#include <QList>
#include <QString>

namespace palmares::club {

/// How many rated matches of the season a player played (of one game, or
/// of all the season's games).
struct SeasonActivity {
    int rank = 0; ///< 1, 2, 2, 4…: equal counts share a rank
    qint64 playerId = 0;
    QString player;
    int matches = 0;
};

/// A player's rating in one game over a season, as the standings show it.
struct SeasonGain {
    qint64 playerId = 0;
    QString player;
    /// Just before the first day; for a player with no rated match of the
    /// game before the season, the starting rating he brought (a newcomer
    /// who brought none has no gain listed).
    double before = 0.0;
    double after = 0.0;       ///< at the last day
    bool newcomer = false;    ///< no rated match of the game before the season
    bool provisional = false; ///< the rating at the last day is provisional
    [[nodiscard]] double gain() const { return after - before; }
};

/// One game of a season report.
struct SeasonGameReport {
    /// Its standings at the season's last day (as kept, for a closed season).
    Standings standings;
    /// Its standings just before the first day (as kept, for a closed season).
    Standings before;
    int matches = 0; ///< its rated matches in the season
    /// Rank 1 of `standings` (several when tied; the dormant players set
    /// aside as in the printed standings); none when the game had no rated
    /// match in the season.
    QList<StandingRow> champions;
    /// Everyone who played it in the season, most matches first (then by name).
    QList<SeasonActivity> mostActive;
    /// Everyone who played it in the season and whose rating rose, the
    /// biggest gain first (then by name); empty for a `points` game, which
    /// has no rating.
    QList<SeasonGain> gains;
};

/// The season report (issue 18): per game its champions, most active players
/// and biggest rating gains, the season's most active players of all its
/// games and its Hall of Fame. A closed season's report is made of what it
/// kept, so that a reprint is what was printed.
struct SeasonReport {
    Season season;
    bool kept = false; ///< made of what the closed season kept
    QList<SeasonGameReport> games;
    /// Of all the season's games (its Hall of Fame's participations).
    QList<SeasonActivity> mostActive;
    HallOfFame hallOfFame; ///< over its days, of its games

    /// The season's rated matches (0: "no match in this season").
    [[nodiscard]] int matches() const { return hallOfFame.matches; }
};

/// The report of a season's sheets (Seasons::sheets). Fails only when a
/// game's rule set cannot be made from its kept parameters.
Expected<SeasonReport> seasonReport(const SeasonSheets& sheets);
/// The report of the season called `name`.
Expected<SeasonReport> seasonReport(Seasons& seasons, const QString& name);

} // namespace palmares::club

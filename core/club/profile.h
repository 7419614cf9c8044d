#pragma once

// Player stories (issue 6), first part: a player's profile. Every number
// comes from the rating change records or from the standings and the Hall of
// Fame (the engine's own), never from a formula here.

#include "archive.h"
#include "game.h"
#include "player.h"
#include "rankings.h"
#include "startingrating.h"

#include "rating/types.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace palmares::club {

/// How a participation ended for the player, as his rule set tallied it
/// (the wins, draws and losses of his standing).
enum class MatchResult { Win, Draw, Loss };

/// One rated participation of a profile, in play order.
struct ProfileMatch {
    HistoryRow row;
    rating::RatingChange change; ///< the engine's record of it
    MatchResult result = MatchResult::Draw;
    bool provisional = false; ///< the rating was still provisional after it
    QStringList opponents;    ///< the other participants, in entry order
    QString armyList;         ///< elo-dsc: the player's army list ("" = not given)
    /// His place in the match as the engine counted it (RATING_RULES.md §6):
    /// `place` is the first of the `placesShared` consecutive positions he
    /// and the players tied with him occupy (1 and 1 when alone in first).
    int place = 0;
    int placesShared = 1;
};

/// A category of a rule set as a band of ratings, for the chart.
struct CategoryBand {
    QString label;      ///< English label of the rule set
    double lower = 0.0; ///< lowest rating of the category
    double upper = 0.0; ///< first rating of the next one (infinity for the top)
};

/// A player's battles with one army list (elo-dsc).
struct ArmyListResults {
    QString armyList; ///< "" = not given
    int battles = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    double change = 0.0; ///< sum of the rating changes
};

/// Everything about one player in one game.
struct GameProfile {
    Game game;
    bool hasRating = true; ///< false for a `points` game (its "rating" is the running average)
    bool integral = true;
    int decimals = 0; ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
    double initialRating = 0.0;
    StandingRow standing; ///< his row of the standings now (rank among rankedPlayers)
    int rankedPlayers = 0;
    double best = 0.0; ///< highest rating after a match
    QString bestAt;    ///< when ("YYYY-MM-DDTHH:MM:SS")
    double worst = 0.0;
    QString worstAt;
    MatchResult streakResult = MatchResult::Draw;
    int streak = 0; ///< the last `streak` matches all ended with streakResult
    QList<CategoryBand> categories;
    HallOfFameRow hallOfFame; ///< his row of the game's Hall of Fame (rank 0 = absent)
    QList<ProfileMatch> matches;
    QList<ArmyListResults> armyLists; ///< elo-dsc only, by army list name
};

struct PlayerProfile {
    Player player;
    PlayerActivity activity;  ///< rated or not, every game
    HallOfFameRow hallOfFame; ///< all games together (rank 0 = absent)
    int hallOfFamePlayers = 0;
    QList<GameProfile> games; ///< the games he has a rated match in, by name
    /// The ratings he arrived with, per game (RATING_RULES.md, "Starting ratings").
    QList<StartingRating> startingRatings;
};

} // namespace palmares::club

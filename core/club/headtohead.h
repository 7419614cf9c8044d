#pragma once

// Player stories (issue 6), second part: two players face to face.

#include "game.h"
#include "profile.h"

#include <QList>
#include <QString>

#include <optional>

namespace palmares::club {

/// One match two players both took part in.
struct HeadToHeadMatch {
    QString match;
    QString playedAt;
    int participants = 0;
    QString unratedReason;             ///< key, "" when rated
    std::optional<MatchResult> result; ///< for the first player; nullopt = no order known
    double changeA = 0.0;              ///< rating changes (0 when unrated)
    double changeB = 0.0;
};

struct HeadToHeadGame {
    Game game;
    bool hasRating = true;
    bool integral = true;
    int decimals = 0; ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
    QList<HeadToHeadMatch> matches;
    int winsA = 0; ///< matches where A finished ahead of B
    int draws = 0;
    int winsB = 0;
    double ratingA = 0.0; ///< now (the initial rating when he has not played)
    double ratingB = 0.0;
    bool provisionalA = false;
    bool provisionalB = false;
    /// Expected result of each now, from the rule set (RuleSet::expectedScore).
    double expectedA = 0.0;
    double expectedB = 0.0;
};

struct HeadToHead {
    QString a;
    QString b;
    QList<HeadToHeadGame> games; ///< games where they met or both have a rating, by name
};

} // namespace palmares::club

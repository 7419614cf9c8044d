#pragma once

// Player stories (issue 6), third part: what a match between chosen players
// would do, from Previewer::preview (the engine's own numbers).

#include "game.h"
#include "previewer.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace palmares::club {

/// One hypothetical result of a what-if and what it would do.
struct WhatIfScenario {
    enum class Kind {
        Wins,  ///< two players: `player` wins (at level `outcome` for elo-dsc)
        Draw,  ///< two players: a draw (E for elo-dsc)
        First, ///< three or more: `player` first, the others in the order given
        Last,  ///< three or more: `player` last, the others in the order given
    };
    Kind kind = Kind::Draw;
    int player = -1;        ///< index into WhatIf::players
    QString outcome;        ///< elo-dsc level ("E" … "VT"), "" otherwise
    QList<int> ranks;       ///< per player
    QList<double> scores;   ///< per player (niveau), empty otherwise
    QString unratedReason;  ///< key, "" when it would be rated
    QList<PreviewRow> rows; ///< per player, in WhatIf::players order
};

/// What a match of `players` in `game` played now would do (Previewer::preview of
/// each hypothetical result; ARCHITECTURE.md "Player stories").
struct WhatIf {
    Game game;
    bool integral = true;
    int decimals = 0;      ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
    QString playedAt;      ///< the date the hypothetical match is given
    int deals = 0;         ///< the deals assumed (RuleSetDescription::whatIf; 0: not entered)
    QStringList players;   ///< as asked, trimmed
    QList<double> ratings; ///< now (the initial rating when he has not played)
    QList<bool> provisional;
    QList<double> expected; ///< each one's expected result, from the engine
    QList<WhatIfScenario> scenarios;
};

} // namespace palmares::club

#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "rulebook.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace palmares::club {

/// One rule set tried in a backtest (RATING_RULES.md, "Backtest").
struct BacktestCandidate {
    QString name; ///< unique in the request: the system's key, or "key@label" to try one system twice
    rating::System system = rating::System::EloProvisional;
    /// Parameters changed for the trial, on top of the game's own when the
    /// system is the game's, else on top of the defaults. The game is not changed.
    QMap<QString, QString> params;
};

/// Every rule set under its key, the game's own (`own`) first: what a
/// backtest compares when it is not told otherwise.
QList<BacktestCandidate> everyRuleSet(rating::System own);

struct BacktestRequest {
    QString game;
    QList<BacktestCandidate> candidates; ///< empty: every rule set, the game's own first
    int experienceGames = 20;            ///< a pair is "early" when a player had played fewer earlier matches
};

/// The scores of the pairwise predictions of one rule set.
struct BacktestScores {
    qint64 pairs = 0;
    qint64 decisivePairs = 0;
    double brier = 0.0;
    double logLoss = 0.0;
    double accuracy = 0.0; ///< on decisive pairs
};

/// One decile of the calibration chart (predicted vs observed).
struct CalibrationDecile {
    double lower = 0.0;
    double upper = 0.0;
    double predictedMean = 0.0;
    double observedFrequency = 0.0;
    qint64 count = 0;
};

struct BacktestRow {
    QString name;
    rating::System system = rating::System::Points;
    QMap<QString, QString> params; ///< the parameters that differ from the rule set's defaults
    bool gameRules = false;        ///< the game's own rule set with its own parameters
    bool coinFlip = false;         ///< the baseline: ½ for every pair
    BacktestScores all;
    BacktestScores early; ///< pairs with a player in his first `experienceGames` matches
    BacktestScores later;
    QList<CalibrationDecile> calibration; ///< 10 deciles, each pair counted from both sides
};

struct BacktestReport {
    Game game;
    int matches = 0;       ///< matches in the game's history
    int scoredMatches = 0; ///< matches every compared rule set rated
    int experienceGames = 20;
    QList<BacktestRow> rows;                 ///< the candidates in order, then the coin flip
    QList<QPair<QString, QString>> excluded; ///< (candidate, why it cannot rate the game)
};

/// Replays a game's history under candidate rule sets and scores their
/// predictions (core/rating/backtest.h is the pure part). Changes nothing.
class Backtester
{
public:
    Backtester(ClubContext& context, RuleBook& rules) : m_context(context), m_rules(rules) {}

    /// Replays the game's history under each candidate rule set and scores
    /// their predictions (RATING_RULES.md, "Backtest"). Changes nothing.
    Expected<BacktestReport> backtest(const BacktestRequest& request);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
};

} // namespace palmares::club

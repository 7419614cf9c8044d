#pragma once

/// The backtest of rule sets on one game's history (RATING_RULES.md,
/// "Backtest"): every rule set replays the same matches; before each match
/// each one predicts, for every pair of participants, the probability that
/// the first finishes ahead of the second (RuleSet::winProbability), and the
/// predictions are scored against what happened. Pure computation: the club
/// reads the history and builds the rule sets (core/club).

#include "replay.h"
#include "ruleset.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace palmares::rating {

/// The scores of a set of pairwise predictions.
struct PairScores {
    std::int64_t pairs = 0;    ///< pairs scored (a tie included)
    std::int64_t decisive = 0; ///< pairs that did not tie
    double brier = 0.0;        ///< mean of (p − o)², o = 1, ½ or 0
    double logLoss = 0.0;      ///< mean of −(o ln p + (1 − o) ln(1 − p)), p kept in [1e-15, 1 − 1e-15]
    double accuracy = 0.0;     ///< decisive pairs whose favourite finished ahead (½ when p = ½)
};

/// One decile of the calibration chart: the predictions p in [lower, upper)
/// (the last decile includes 1), each pair counted from both sides (p and
/// 1 − p), so the chart is symmetric and does not depend on entry order.
struct CalibrationBin {
    double lower = 0.0;
    double upper = 0.0;
    double predictedMean = 0.0;     ///< mean p of the bin (0 when empty)
    double observedFrequency = 0.0; ///< mean outcome of the bin, ties counting ½ (0 when empty)
    std::int64_t count = 0;
};

/// Sums of predictions and outcomes, read out as scores and deciles.
class ScoreCard
{
public:
    /// One pair: p the predicted probability that the first finishes ahead,
    /// outcome 1 (ahead), 0.5 (tie) or 0 (behind).
    void add(double p, double outcome);
    [[nodiscard]] PairScores scores() const;
    [[nodiscard]] std::array<CalibrationBin, 10> calibration() const;

private:
    std::int64_t m_pairs = 0;
    std::int64_t m_decisive = 0;
    double m_brier = 0.0;
    double m_logLoss = 0.0;
    double m_correct = 0.0;
    std::array<double, 10> m_binPredicted{};
    std::array<double, 10> m_binObserved{};
    std::array<std::int64_t, 10> m_binCount{};
};

/// The scores of one rule set (or of the coin flip).
struct BacktestScores {
    PairScores all;
    PairScores early; ///< pairs where a player had played fewer than `experienceGames` earlier matches
    PairScores later; ///< pairs of two players past that
    std::array<CalibrationBin, 10> calibration{};
};

struct BacktestSummary {
    std::int64_t matches = 0;             ///< matches offered
    std::int64_t scoredMatches = 0;       ///< matches every rule set rated (the others are skipped by all)
    std::vector<BacktestScores> ruleSets; ///< in the order given
    BacktestScores coinFlip;              ///< p = ½ for every pair
};

/// Replays one history under several rule sets in step and scores their
/// predictions. A match is scored only when every rule set rates it, so all
/// are judged on the same pairs; every match offered still counts towards
/// the players' experience.
class Backtest
{
public:
    /// The rule sets must outlive the backtest.
    explicit Backtest(std::span<const RuleSet* const> rules, int experienceGames = 20);

    /// A player's starting rating (RATING_RULES.md, "Starting ratings"):
    /// each rule set starts him from it as it means it
    /// (RuleSet::startingState). Before the first play().
    void setStart(PlayerId player, const StartingRating& start);

    /// Predicts, plays and scores one match (in chronological order).
    void play(const Match& match);

    [[nodiscard]] BacktestSummary summary() const;

private:
    struct Cards {
        ScoreCard all;
        ScoreCard early;
        ScoreCard later;
    };

    /// Every rule set's predictions for the pairs of `match`, from the
    /// states before it (into m_predicted).
    void predict(const Match& match);
    /// Every rule set rates `match`; true when all of them did. `position`
    /// gets the places the first one gave.
    bool rateAll(const Match& match, std::vector<double>& position);
    /// Scores the predictions against what happened.
    void score(const Match& match, const std::vector<double>& position);
    /// Adds the predictions of pair `pair` (of `pairs`) and the coin's to
    /// the score cards.
    void record(std::size_t pair, std::size_t pairs, double outcome, bool early);

    std::vector<const RuleSet*> m_rules;
    std::vector<std::unique_ptr<Replay>> m_replays;
    std::vector<Cards> m_cards;
    Cards m_coin;
    int m_experienceGames = 20;
    std::vector<int> m_played; ///< earlier matches of each player, by id
    std::int64_t m_matches = 0;
    std::int64_t m_scored = 0;
    std::vector<double> m_predicted; ///< per rule set, the pairs of the current match
};

} // namespace palmares::rating

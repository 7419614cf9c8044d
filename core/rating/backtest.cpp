#include "backtest.h"

#include <algorithm>
#include <cmath>

namespace palmares::rating {

namespace {

constexpr double Clip = 1e-15;

int binOf(double p)
{
    return bandIndex(p * 10.0, 0, 9);
}

} // namespace

void ScoreCard::add(double p, double outcome)
{
    ++m_pairs;
    m_brier += (p - outcome) * (p - outcome);
    const double q = std::clamp(p, Clip, 1.0 - Clip);
    m_logLoss -= outcome * std::log(q) + (1.0 - outcome) * std::log(1.0 - q);
    if (outcome != 0.5) {
        ++m_decisive;
        if (p == 0.5) {
            m_correct += 0.5;
        } else if ((p > 0.5) == (outcome > 0.5)) {
            m_correct += 1.0;
        }
    }
    for (const auto& [prediction, observed] : {std::pair{p, outcome}, std::pair{1.0 - p, 1.0 - outcome}}) {
        const int bin = binOf(prediction);
        m_binPredicted[bin] += prediction;
        m_binObserved[bin] += observed;
        ++m_binCount[bin];
    }
}

PairScores ScoreCard::scores() const
{
    PairScores s;
    s.pairs = m_pairs;
    s.decisive = m_decisive;
    if (m_pairs > 0) {
        s.brier = m_brier / static_cast<double>(m_pairs);
        s.logLoss = m_logLoss / static_cast<double>(m_pairs);
    }
    if (m_decisive > 0) {
        s.accuracy = m_correct / static_cast<double>(m_decisive);
    }
    return s;
}

std::array<CalibrationBin, 10> ScoreCard::calibration() const
{
    std::array<CalibrationBin, 10> bins{};
    for (int i = 0; i < 10; ++i) {
        CalibrationBin& b = bins[i];
        b.lower = i / 10.0;
        b.upper = (i + 1) / 10.0;
        b.count = m_binCount[i];
        if (b.count > 0) {
            b.predictedMean = m_binPredicted[i] / static_cast<double>(b.count);
            b.observedFrequency = m_binObserved[i] / static_cast<double>(b.count);
        }
    }
    return bins;
}

Backtest::Backtest(std::span<const RuleSet* const> rules, int experienceGames)
    : m_rules(rules.begin(), rules.end()),
      m_cards(rules.size()),
      m_experienceGames(experienceGames)
{
    for (const RuleSet* r : m_rules) {
        m_replays.push_back(std::make_unique<Replay>(*r));
    }
}

void Backtest::setStart(PlayerId player, const StartingRating& start)
{
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        m_replays[i]->setStart(player, m_rules[i]->startingState(start));
    }
}

void Backtest::play(const Match& match)
{
    ++m_matches;
    for (const Participant& p : match.participants) {
        if (p.player >= 0 && static_cast<std::size_t>(p.player) >= m_played.size()) {
            m_played.resize(static_cast<std::size_t>(p.player) + 1, 0);
        }
    }
    predict(match);
    std::vector<double> position;
    if (rateAll(match, position)) {
        ++m_scored;
        score(match, position);
    }
    for (const Participant& p : match.participants) {
        if (p.player >= 0) {
            ++m_played[static_cast<std::size_t>(p.player)];
        }
    }
}

void Backtest::predict(const Match& match)
{
    const auto ps = match.participants;
    const std::size_t n = ps.size();
    const std::size_t pairs = n * (n - 1) / 2;
    m_predicted.assign(pairs * m_rules.size(), 0.5);
    std::vector<PlayerState> states(n);
    for (std::size_t r = 0; r < m_rules.size(); ++r) {
        for (std::size_t i = 0; i < n; ++i) {
            states[i] = m_replays[r]->state(ps[i].player);
        }
        std::size_t k = 0;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                m_predicted[r * pairs + k++] = m_rules[r]->winProbability(states[i], states[j], match);
            }
        }
    }
}

bool Backtest::rateAll(const Match& match, std::vector<double>& position)
{
    const std::size_t n = match.participants.size();
    bool allRated = !m_rules.empty();
    for (std::size_t r = 0; r < m_rules.size(); ++r) {
        const Step step = m_replays[r]->play(match);
        if (step.invalid || step.reason != UnratedReason::None || step.changes.size() != n) {
            allRated = false;
        } else if (position.empty()) {
            for (const RatingChange& rc : step.changes) {
                position.push_back(rc.position);
            }
        }
    }
    return allRated;
}

void Backtest::score(const Match& match, const std::vector<double>& position)
{
    const auto ps = match.participants;
    const std::size_t n = ps.size();
    const std::size_t pairs = n * (n - 1) / 2;
    // What happened: the entered ranks (or scores) when complete, else
    // the places the first rule set gave (elo-dsc battles by morale).
    std::vector<int> ranks(n, 0);
    const bool ranked = effectiveRanks(ps, ranks);
    std::size_t k = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j, ++k) {
            if (ps[i].team != 0 && ps[i].team == ps[j].team) {
                continue; // team-mates do not finish ahead of each other
            }
            const double a = ranked ? ranks[i] : position[i];
            const double b = ranked ? ranks[j] : position[j];
            const double outcome = a < b ? 1.0 : (a == b ? 0.5 : 0.0);
            const auto pi = static_cast<std::size_t>(ps[i].player);
            const auto pj = static_cast<std::size_t>(ps[j].player);
            const bool early = m_played[pi] < m_experienceGames || m_played[pj] < m_experienceGames;
            record(k, pairs, outcome, early);
        }
    }
}

void Backtest::record(std::size_t pair, std::size_t pairs, double outcome, bool early)
{
    for (std::size_t r = 0; r < m_rules.size(); ++r) {
        const double p = m_predicted[r * pairs + pair];
        m_cards[r].all.add(p, outcome);
        (early ? m_cards[r].early : m_cards[r].later).add(p, outcome);
    }
    m_coin.all.add(0.5, outcome);
    (early ? m_coin.early : m_coin.later).add(0.5, outcome);
}

BacktestSummary Backtest::summary() const
{
    const auto scoresOf = [](const Cards& c) {
        BacktestScores s;
        s.all = c.all.scores();
        s.early = c.early.scores();
        s.later = c.later.scores();
        s.calibration = c.all.calibration();
        return s;
    };
    BacktestSummary summary;
    summary.matches = m_matches;
    summary.scoredMatches = m_scored;
    for (const Cards& c : m_cards) {
        summary.ruleSets.push_back(scoresOf(c));
    }
    summary.coinFlip = scoresOf(m_coin);
    return summary;
}

} // namespace palmares::rating

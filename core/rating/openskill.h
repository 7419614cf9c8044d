#pragma once

// `openskill` — Weng and Lin's Bayesian approximation with the
// Plackett–Luce model, as the `openskill` npm package (v5) computes it:
// RATING_RULES.md §7. Teams, ties, 2 to 64 participants; the rating shown is
// the ordinal μ − 3σ.

#include "ruleset.h"

namespace palmares::rating {

class OpenSkill final : public RuleSet
{
public:
    struct Params {
        double mu = 25.0;          ///< initial μ
        double sigma = 25.0 / 3.0; ///< initial σ
        double beta = 25.0 / 6.0;  ///< β, the performance variability (σ/2)
        double kappa = 0.0001;     ///< κ, the smallest factor σ may shrink by (squared)
        double tau = 25.0 / 300.0; ///< τ, the σ added before every match (the package's default)
        double z = 3.0;            ///< the ordinal is μ − z·σ
    };

    OpenSkill() = default;
    explicit OpenSkill(Params params) : m_params(params) {}

    [[nodiscard]] System system() const override { return System::OpenSkill; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 64; }
    [[nodiscard]] double initialRating() const override { return ordinal(m_params.mu, m_params.sigma); }
    [[nodiscard]] PlayerState initialState() const override;
    /// μ the starting rating, σ its deviation (else the initial σ).
    [[nodiscard]] PlayerState startingState(const StartingRating& start) const override;
    [[nodiscard]] bool integral() const override { return false; }
    [[nodiscard]] double displayed(double rating) const override;

    [[nodiscard]] std::optional<Message> validate(const Match& match) const override;
    void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
              std::span<int> place) const override;
    [[nodiscard]] Category category(double rating) const override;
    [[nodiscard]] std::vector<Category> categories() const override;
    [[nodiscard]] std::vector<Parameter> parameters() const override;
    std::optional<Message> setParameter(std::string_view key, std::string_view value) override;
    [[nodiscard]] RuleSetDescription describe() const override;
    [[nodiscard]] std::vector<Quantity> quantities() const override;
    [[nodiscard]] double expectedScore(double me, double opponent) const override;
    [[nodiscard]] double winProbability(const PlayerState& me, const PlayerState& opponent,
                                        const Match& match) const override;

    [[nodiscard]] const Params& params() const { return m_params; }

    /// μ − z·σ.
    [[nodiscard]] double ordinal(double mu, double sigma) const { return mu - m_params.z * sigma; }

    /// The probability that a side of (μ, σ²) finishes ahead of a side of
    /// (μ', σ'²) between two sides: Φ((μ − μ') / √(2β² + σ² + σ'²)), the
    /// package's predictWin for two teams.
    [[nodiscard]] double aheadProbability(double mu, double sigma2, double otherMu, double otherSigma2) const;

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

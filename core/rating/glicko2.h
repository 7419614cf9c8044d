#pragma once

// `glicko2` — Glickman's Glicko-2 ("Example of the Glicko-2 system", 2022):
// RATING_RULES.md §7. Matches of 3–5 players and ties are rated as the
// pairwise results of the finishing order.

#include "ruleset.h"

#include <cstdint>

namespace palmares::rating {

class Glicko2 final : public RuleSet
{
public:
    /// How matches are grouped into rating periods.
    enum class Period : std::uint8_t {
        Month, ///< calendar month (the default)
        Week,  ///< calendar week, Monday to Sunday
        Match, ///< every match is its own period
    };

    struct Params {
        double start = 1500.0;        ///< initial rating
        double deviation = 350.0;     ///< initial RD
        double volatility = 0.06;     ///< initial volatility σ
        double tau = 0.5;             ///< τ, how much the volatility may change
        double provisionalRd = 110.0; ///< a rating is provisional while its RD is above this
        Period period = Period::Month;
    };

    /// The factor between the Glicko scale and the Glicko-2 scale (paper, step 2).
    static constexpr double Scale = 173.7178;
    /// The convergence tolerance of the volatility iteration (paper, step 5).
    static constexpr double Epsilon = 0.000001;

    /// One player's values on the Glicko scale (rating, RD, volatility).
    struct Values {
        double rating = 1500.0;
        double deviation = 350.0;
        double volatility = 0.06;
    };

    Glicko2() = default;
    explicit Glicko2(Params params) : m_params(params) {}

    [[nodiscard]] System system() const override { return System::Glicko2; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 5; }
    [[nodiscard]] double initialRating() const override { return m_params.start; }
    [[nodiscard]] PlayerState initialState() const override;
    /// Rating and RD on the Glicko scale; the volatility the initial one.
    [[nodiscard]] PlayerState startingState(const StartingRating& start) const override;
    [[nodiscard]] bool integral() const override { return false; }

    void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
              std::span<int> place) const override;
    [[nodiscard]] bool isProvisional(const PlayerState& state) const override;
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

    /// The rating period a match played on `day` (days since 1970-01-01)
    /// belongs to: months or weeks since 1970 (the match mode has none).
    [[nodiscard]] std::int32_t periodOf(std::int32_t day) const;

    /// The values a player starts the period of `day` from: his last values,
    /// or, when his open period is an earlier one, those of its end with the
    /// RD grown over each period without a game (paper, step 6).
    [[nodiscard]] Values periodStart(const PlayerState& state, std::int32_t day) const;

    /// g(φ) of the paper, φ on the Glicko-2 scale.
    [[nodiscard]] static double g(double phi);
    /// E(μ, μj, φj) of the paper: the expected score against one opponent,
    /// on the Glicko scale (ratings and the opponent's RD).
    [[nodiscard]] static double expected(double rating, double opponentRating, double opponentDeviation);

    /// Steps 3–8 of the paper for one player: the values at the end of a
    /// period that started from `start`, whose pairings summed to
    /// `information` = Σ g(φj)² E (1 − E) and `surprise` = Σ g(φj) (s − E).
    /// With no pairing (information 0) only the RD grows (step 6).
    [[nodiscard]] static Values update(const Values& start, double information, double surprise, double tau);

    /// The new volatility of step 5 (Illinois algorithm), on the Glicko-2
    /// scale: φ the deviation, v the estimated variance, delta Δ.
    [[nodiscard]] static double newVolatility(double phi, double sigma, double v, double delta, double tau);

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

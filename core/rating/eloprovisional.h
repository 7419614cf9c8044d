#pragma once

// `elo-provisional` — Elo with a provisional period for duels:
// RATING_RULES.md §3 (seed 001, "Le système d'évaluation").

#include "ruleset.h"

namespace palmares::rating {

class EloProvisional final : public RuleSet
{
public:
    struct Params {
        double start = 0.0;           ///< start rating, also the floor
        double provisionalGames = 20; ///< provisional while fewer games than this
        double kLow = 32, kMid = 24, kHigh = 16;
        double midFrom = 2100, highFrom = 2400; ///< K bands
    };

    EloProvisional() = default;
    explicit EloProvisional(Params params) : m_params(params) {}

    [[nodiscard]] System system() const override { return System::EloProvisional; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 2; }
    [[nodiscard]] double initialRating() const override { return m_params.start; }
    /// Not below the floor (`start`).
    [[nodiscard]] std::optional<Message> validateStart(const StartingRating& start) const override;
    /// An established rating: the player's first game is rated by the
    /// established formula (PlayerState::experienceLevel credits him the
    /// provisional games).
    [[nodiscard]] PlayerState startingState(const StartingRating& start) const override;

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

    /// The base K of a rating band (32 / 24 / 16 by default).
    [[nodiscard]] double baseK(double rating) const;

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

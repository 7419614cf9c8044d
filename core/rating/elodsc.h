#pragma once

// `elo-dsc` — battle rating for miniature wargames: RATING_RULES.md §4
// (seed 002, "Principes classement ELO-DSC").

#include "ruleset.h"

namespace palmares::rating {

class EloDsc final : public RuleSet
{
public:
    struct Params {
        double start = 1400.0;
        double k = 32.0;
        double levelAT = 10.0; ///< morale gap (percentage points) from which the level is AT
        double levelVP = 25.0; ///< … VP
        double levelV = 50.0;  ///< … V
        double minArmyPoints = 1400.0;
        double minDurationMin = 180.0;
    };

    /// The level of a battle and which side won it (0 or 1; -1 for a draw).
    struct Level {
        Outcome outcome = Outcome::None;
        int winner = -1;
    };

    EloDsc() = default;
    explicit EloDsc(Params params) : m_params(params) {}

    [[nodiscard]] System system() const override { return System::EloDsc; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 2; }
    [[nodiscard]] double initialRating() const override { return m_params.start; }

    [[nodiscard]] std::optional<Message> validate(const Match& match) const override;
    [[nodiscard]] std::optional<Message> validateEntry(const Match& match) const override;
    [[nodiscard]] Finish finish(const Match& match, std::span<int> place) const override;
    [[nodiscard]] UnratedReason eligibility(const Match& match) const override;
    void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
              std::span<int> place) const override;
    [[nodiscard]] bool isProvisional(const PlayerState& /*state*/) const override { return false; }
    [[nodiscard]] Category category(double rating) const override;
    [[nodiscard]] std::vector<Category> categories() const override;
    [[nodiscard]] std::vector<Parameter> parameters() const override;
    std::optional<Message> setParameter(std::string_view key, std::string_view value) override;
    [[nodiscard]] RuleSetDescription describe() const override;
    [[nodiscard]] std::vector<Quantity> quantities() const override;
    [[nodiscard]] double expectedScore(double me, double opponent) const override;

    /// The level of the battle: from `outcome` when given (winner = better
    /// rank), else from the sides' morale. Call on a validated match.
    [[nodiscard]] Level level(const Match& match) const;
    /// The level from two loss ratios (lost / initial morale).
    [[nodiscard]] Level levelFromMorale(double lostA, double moraleA, double lostB, double moraleB) const;
    /// The winner's value of a level (E 0.5, AT 0.6, VP 0.7, V 0.8, VT 1).
    [[nodiscard]] static double winnerValue(Outcome outcome);

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

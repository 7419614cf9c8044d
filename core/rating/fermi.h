#pragma once

// `fermi` — zero-sum duel rating for word games: RATING_RULES.md §5
// (seed 003, "Le calcul de la cote").

#include "ruleset.h"

namespace palmares::rating {

class Fermi final : public RuleSet
{
public:
    struct Params {
        double start = 1000.0;
        double maxGain = 8.0;
        double temperature = 1000.0; ///< T
    };

    Fermi() = default;
    explicit Fermi(Params params) : m_params(params) {}

    [[nodiscard]] System system() const override { return System::Fermi; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 2; }
    [[nodiscard]] double initialRating() const override { return m_params.start; }

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

    /// The points `me` gains with `result` against `opponent`:
    /// round(max_gain · (result − expected)), half away from zero.
    [[nodiscard]] double points(double me, double opponent, double result) const;

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

#pragma once

// `niveau` — table level for card games such as tarot: RATING_RULES.md §2
// (seed 000, "Système de niveaux").

#include "ruleset.h"

#include <utility>
#include <vector>

namespace palmares::rating {

class Niveau final : public RuleSet
{
public:
    struct Params {
        double start = 850.0; ///< start level, also the floor
        double k0 = 50.0;
        double noviceDeals = 300.0;  ///< K1 = 1.2 below this many deals
        double leavePenalty = 10.0;  ///< taken from a leaver after the update
        double leaveScoreGap = 50.0; ///< a leaver's score = lowest score − this
        double clamp = 350.0;        ///< level difference cap of the expected result
        /// (deals reached, bonus points), ascending; empty by default (§2 Decision)
        std::vector<std::pair<double, double>> experience;
    };

    Niveau() = default;
    explicit Niveau(Params params) : m_params(std::move(params)) {}

    [[nodiscard]] System system() const override { return System::Niveau; }
    [[nodiscard]] int minParticipants() const override { return 3; }
    [[nodiscard]] int maxParticipants() const override { return 5; }
    [[nodiscard]] double initialRating() const override { return m_params.start; }
    [[nodiscard]] bool integral() const override { return false; }
    /// Not below the floor (`start`).
    [[nodiscard]] std::optional<Message> validateStart(const StartingRating& start) const override;

    [[nodiscard]] std::optional<Message> validate(const Match& match) const override;
    void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
              std::span<int> place) const override;
    [[nodiscard]] bool isProvisional(const PlayerState& /*state*/) const override { return false; }
    [[nodiscard]] Category category(double rating) const override;
    [[nodiscard]] std::vector<Category> categories() const override;
    [[nodiscard]] std::vector<Parameter> parameters() const override;
    std::optional<Message> setParameter(std::string_view key, std::string_view value) override;
    [[nodiscard]] double expectedScore(double me, double opponent) const override;
    [[nodiscard]] RuleSetDescription describe() const override;
    [[nodiscard]] std::vector<Quantity> quantities() const override;

    [[nodiscard]] const Params& params() const { return m_params; }

    /// K1 of the rules: 1.2 for a player with fewer than 300 deals, then by level.
    [[nodiscard]] double k1(int dealsBefore, double level) const;
    /// K2 of the rules, from the deals played at this table.
    [[nodiscard]] static double k2(int deals);

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;

    Params m_params;
};

} // namespace palmares::rating

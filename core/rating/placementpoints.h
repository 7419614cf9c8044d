#pragma once

/// `points` and the Hall of Fame: RATING_RULES.md §6 (seed 004, "Hall of
/// Fame"). Every rated match of every game gives each participant placement
/// points; the Hall of Fame ranks players by a Bayesian-adjusted average.

#include "ruleset.h"

#include <functional>
#include <span>
#include <vector>

namespace palmares::rating {

/// P(p) = 100·n / (H_n · p): the points of position p (1 = best) among n.
double placementPoints(int participants, int position);

/// Shares the placement points of one match: `place` holds competition ranks
/// (1, 1, 3 …); players with equal place occupy consecutive positions and
/// each gets the mean of those positions' points. Writes the points and the
/// mean position of each participant. Does not allocate.
void sharePlacementPoints(std::span<const int> place, std::span<double> points, std::span<double> meanPosition);

/// `points`: a game rated only by placement points; its standings are its
/// Hall of Fame. The running "rating" is the mean of the points won.
class PlacementPoints final : public RuleSet
{
public:
    [[nodiscard]] System system() const override { return System::Points; }
    [[nodiscard]] int minParticipants() const override { return 2; }
    [[nodiscard]] int maxParticipants() const override { return 64; }
    [[nodiscard]] double initialRating() const override { return 100.0; }
    [[nodiscard]] bool integral() const override { return false; }
    [[nodiscard]] bool hasRating() const override { return false; }

    void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
              std::span<int> place) const override;
    [[nodiscard]] bool isProvisional(const PlayerState& /*state*/) const override { return false; }
    [[nodiscard]] Category category(double /*rating*/) const override { return {}; }
    [[nodiscard]] std::vector<Category> categories() const override { return {}; }
    [[nodiscard]] std::vector<Parameter> parameters() const override { return {}; }
    std::optional<Message> setParameter(std::string_view key, std::string_view value) override;
    [[nodiscard]] RuleSetDescription describe() const override;
    [[nodiscard]] std::vector<Quantity> quantities() const override;
    [[nodiscard]] double expectedScore(double me, double opponent) const override;
    /// The backtest's prediction: m / (m + m') of the two mean placement
    /// points (100 before any match), RATING_RULES.md "Backtest".
    [[nodiscard]] double winProbability(const PlayerState& me, const PlayerState& opponent,
                                        const Match& match) const override;

private:
    void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const override;
};

/// The places a participant occupies in a match (§6: tied players occupy
/// consecutive positions): `first` alone, or `first` to `first + count − 1`.
struct Places {
    int first = 1;
    int count = 1;
};

/// The places of the participant whose mean position (RatingChange::position)
/// is `mine`, from every participant of the match (his own included), each
/// read by `position`: those with a smaller mean finished ahead, those with
/// the same one share his places.
template <typename Participants, typename Position>
Places placesOf(const Participants& participants, double mine, Position position)
{
    Places p{1, 0};
    for (const auto& participant : participants) {
        const double other = position(participant);
        p.first += other < mine ? 1 : 0;
        p.count += other == mine ? 1 : 0;
    }
    p.count = p.count > 0 ? p.count : 1;
    return p;
}

/// One player's participations and points over a selection of matches.
struct PointsTally {
    PlayerId player = 0;
    int participations = 0;
    double total = 0.0;
};

/// One row of the Hall of Fame.
struct HallOfFameRow {
    int rank = 0;
    PlayerId player = 0;
    int participations = 0;
    double total = 0.0;
    double average = 0.0;
    double adjusted = 0.0; ///< μ = (Σ points + 100·(T − n)) / T
};

/// Ranks the tallies: μ with T the largest participation count among them,
/// then by average, then by `nameLess` (the caller knows the names).
std::vector<HallOfFameRow> hallOfFame(std::span<const PointsTally> tallies,
                                      const std::function<bool(PlayerId, PlayerId)>& nameLess);

} // namespace palmares::rating

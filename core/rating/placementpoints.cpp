// `points` and the Hall of Fame — RATING_RULES.md §6.

#include "placementpoints.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace palmares::rating {

namespace {

/// `value` as shown with PlacementDecimals (rounded half away from zero):
/// the Hall of Fame's rank is shared on μ as shown.
double shown(double value)
{
    constexpr double scale = 100.0;
    static_assert(PlacementDecimals == 2, "scale is 10^PlacementDecimals");
    return std::round(value * scale) / scale;
}

/// H_n for the sizes a match can have, computed once.
constexpr int MaxHarmonic = 65;
constexpr std::array<double, MaxHarmonic> Harmonic = [] {
    std::array<double, MaxHarmonic> h{};
    for (int n = 1; n < MaxHarmonic; ++n) {
        h[n] = h[n - 1] + 1.0 / n;
    }
    return h;
}();

} // namespace

double placementPoints(int participants, int position)
{
    const double hn = participants < MaxHarmonic ? Harmonic[participants] : [&] {
        double h = 0.0;
        for (int k = 1; k <= participants; ++k) {
            h += 1.0 / k;
        }
        return h;
    }();
    return 100.0 * participants / (hn * position);
}

namespace {

struct Share {
    double points = 0.0;
    double meanPosition = 0.0;
};

/// The share of participant i: the players with its place occupy consecutive
/// positions and each gets the mean of those positions' points.
Share shareOf(std::span<const int> place, std::size_t i)
{
    const int n = static_cast<int>(place.size());
    int tied = 0;
    for (const int other : place) {
        tied += other == place[i] ? 1 : 0;
    }
    if (tied == 1) {
        return {placementPoints(n, place[i]), static_cast<double>(place[i])};
    }
    double sum = 0.0;
    for (int pos = place[i]; pos < place[i] + tied; ++pos) {
        sum += placementPoints(n, pos);
    }
    return {sum / tied, place[i] + (tied - 1) / 2.0};
}

} // namespace

void sharePlacementPoints(std::span<const int> place, std::span<double> points, std::span<double> meanPosition)
{
    for (std::size_t i = 0; i < place.size(); ++i) {
        const Share share = shareOf(place, i);
        points[i] = share.points;
        meanPosition[i] = share.meanPosition;
    }
}

void PlacementPoints::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                           std::span<int> place) const
{
    const auto& ps = match.participants;
    const int n = static_cast<int>(ps.size());
    effectiveRanks(ps, place);
    int firsts = 0;
    for (int j = 0; j < n; ++j) {
        firsts += place[j] == 1 ? 1 : 0;
    }
    for (int i = 0; i < n; ++i) {
        // One participant's share at a time: no 64-entry buffers to clear per match.
        const double pts = shareOf(place, static_cast<std::size_t>(i)).points;
        PlayerState& st = states[ps[i].player];
        RatingChange& rc = out[i];
        rc.before = st.games == 0 ? initialRating() : st.points / st.games;
        rc.after = (st.points + pts) / (st.games + 1);
        rc.actual = pts;
        rc.expected = 100.0;
        rc.change = rc.after - rc.before;
        rc.rawChange = rc.change;
        rc.gamesBefore = st.games;
        // The engine adds the points to the tally; the mean is the rating.
        st.rating = rc.after;
        ++st.games;
        if (place[i] == 1) {
            (firsts < n ? st.wins : st.draws) += 1;
        } else {
            ++st.losses;
        }
    }
}

std::optional<Message> PlacementPoints::setParameter(std::string_view key, std::string_view /*value*/)
{
    return Message{PALMARES_TR_NOOP("core", "%1 has no parameter '%2'"), {"points", std::string(key)}};
}

double PlacementPoints::expectedScore(double /*me*/, double /*opponent*/) const
{
    // Placement points carry no model of strength: every participant's
    // expectation is the same (100 points, an even chance in a duel).
    return 0.5;
}

double PlacementPoints::winProbability(const PlayerState& me, const PlayerState& opponent, const Match& /*match*/) const
{
    // The points are proportional to 1/position: the ratio of two means is
    // the share of a duel's points each would expect (Bradley–Terry).
    return me.rating / (me.rating + opponent.rating);
}

std::vector<HallOfFameRow> hallOfFame(std::span<const PointsTally> tallies,
                                      const std::function<bool(PlayerId, PlayerId)>& nameLess)
{
    int most = 0;
    for (const PointsTally& t : tallies) {
        most = std::max(most, t.participations);
    }
    std::vector<HallOfFameRow> rows;
    rows.reserve(tallies.size());
    for (const PointsTally& t : tallies) {
        if (t.participations <= 0) {
            continue;
        }
        HallOfFameRow row;
        row.player = t.player;
        row.participations = t.participations;
        row.total = t.total;
        row.average = t.total / t.participations;
        row.adjusted = (t.total + 100.0 * (most - t.participations)) / most;
        rows.push_back(row);
    }
    std::sort(rows.begin(), rows.end(), [&](const HallOfFameRow& a, const HallOfFameRow& b) {
        if (a.adjusted != b.adjusted) {
            return a.adjusted > b.adjusted;
        }
        if (a.average != b.average) {
            return a.average > b.average;
        }
        return nameLess(a.player, b.player);
    });
    // Competition ranking on μ as shown, as every game's standings rank on
    // the rating shown (1, 1, 3): players whose μ reads the same share the
    // rank; the average, then the name, only order them in the list.
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool tied = i > 0 && shown(rows[i - 1].adjusted) == shown(rows[i].adjusted);
        rows[i].rank = tied ? rows[i - 1].rank : static_cast<int>(i) + 1;
    }
    return rows;
}

RuleSetDescription PlacementPoints::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Placement points");
    d.suits = PALMARES_TR_NOOP("core", "games with no rating, such as belote: points for the Hall of Fame");
    d.decimals = PlacementDecimals; // its ratings are averages of placement points
    return d;
}

void PlacementPoints::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    out.push_back({"points.average",
                   PALMARES_TR_NOOP("core", "%1: average %2 → %3"),
                   {TermValue::participant(i), TermValue::of(c.before, 2), TermValue::of(c.after, 2)},
                   static_cast<int>(i)});
}

std::vector<Quantity> PlacementPoints::quantities() const
{
    using C = RatingChange;
    return {
        {"points.before", PALMARES_TR_NOOP("core", "Average before"), {}, [](const C& c) { return c.before; }, 2},
        {"points.after", PALMARES_TR_NOOP("core", "Average after"), {}, [](const C& c) { return c.after; }, 2},
    };
}

} // namespace palmares::rating

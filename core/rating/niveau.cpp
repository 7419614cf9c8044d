// `niveau` — RATING_RULES.md §2. The page describes a table of 4; the
// formulas are written for n = 3…5 and give the page's values at 4.

#include "niveau.h"

#include "paramtext.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace palmares::rating {

namespace {

constexpr int MaxTable = 5;

constexpr std::array<std::string_view, 9> Labels = {"850–999",   "1000–1149", "1150–1299", "1300–1449", "1450–1599",
                                                    "1600–1749", "1750–1899", "1900–2049", "2050+"};

} // namespace

std::optional<Message> Niveau::validateStart(const StartingRating& start) const
{
    if (auto problem = RuleSet::validateStart(start)) {
        return problem;
    }
    return belowFloor(start, m_params.start);
}

std::optional<Message> Niveau::validate(const Match& match) const
{
    if (auto error = RuleSet::validate(match)) {
        return error;
    }
    for (const Participant& p : match.participants) {
        if (!p.score) {
            return Message::about(PALMARES_TR_NOOP("core", "every player needs a score"), {Field::Score});
        }
    }
    if (match.deals < 1) {
        return Message::about(PALMARES_TR_NOOP("core", "the number of deals played at the table is needed, at least 1"),
                              {Field::Deals});
    }
    return std::nullopt;
}

double Niveau::k1(int dealsBefore, double level) const
{
    if (dealsBefore < m_params.noviceDeals) {
        return 1.2;
    }
    if (level < 2000.0) {
        return 1.0;
    }
    if (level < 2400.0) {
        return 0.8;
    }
    return 0.6;
}

double Niveau::k2(int deals)
{
    if (deals <= 4) {
        return 0.35;
    }
    if (deals <= 8) {
        return 0.5;
    }
    if (deals <= 12) {
        return 0.65;
    }
    if (deals <= 16) {
        return 0.8;
    }
    if (deals <= 20) {
        return 0.9;
    }
    return 1.0;
}

double Niveau::expectedScore(double me, double opponent) const
{
    return 0.5 + 0.001 * std::clamp(me - opponent, -m_params.clamp, m_params.clamp);
}

// Kept in one piece: the rules of one table (RATING_RULES.md §2) in their order, run once per
// match in the replay's hot loop (docs/PERFORMANCE.md); split, the steps would pass the table's
// state around.
// NOLINTNEXTLINE(readability-function-cognitive-complexity): the per-match hot loop (above).
void Niveau::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                  std::span<int> place) const
{
    const auto& ps = match.participants;
    const int n = static_cast<int>(ps.size());

    // Scores used: a leaver's is the lowest score as entered (his own
    // included) minus 50, so he ends last; the others' stay.
    double lowest = *ps[0].score;
    for (const Participant& p : ps) {
        lowest = std::min(lowest, *p.score);
    }
    std::array<double, MaxTable> score{};
    std::array<double, MaxTable> level{};
    double levelSum = 0.0;
    for (int i = 0; i < n; ++i) {
        score[i] = ps[i].left ? lowest - m_params.leaveScoreGap : *ps[i].score;
        level[i] = states[ps[i].player].rating;
        levelSum += level[i];
    }
    const auto [minIt, maxIt] = std::minmax_element(score.begin(), score.begin() + n);
    const double sMin = *minIt;
    const double sMax = *maxIt;
    // F(s) = (s − s_min) / (s_max − s_min). Any finite score is accepted, so
    // the range can overflow (scores beyond ±9e307) or its inverse can (two
    // nearly equal subnormal scores): the scores of F are then first divided
    // by the largest magnitude, which keeps every F in [0, 1]. Other tables
    // are computed exactly as the formula reads.
    double scale = 1.0;
    double range = sMax - sMin;
    if (!std::isfinite(range) || (range > 0.0 && !std::isfinite(1.0 / range))) {
        scale = std::max(std::abs(sMin), std::abs(sMax));
        range = sMax / scale - sMin / scale;
    }
    // Divisions hoisted out of the loop (the hot path of a replay).
    const double perPlace = 1.0 / (n - 1);
    const double perPoint = range == 0.0 ? 0.0 : 1.0 / range;

    for (int i = 0; i < n; ++i) {
        // Placement from the scores used: 1 + the number of better scores;
        // tied players get the mean of v over the positions they span.
        int better = 0;
        int equal = 0;
        for (int j = 0; j < n; ++j) {
            better += score[j] > score[i] ? 1 : 0;
            equal += score[j] == score[i] ? 1 : 0;
        }
        place[i] = better + 1;
        // The mean of v(pos) = (n − pos)/(n − 1) over pos = better+1 … better+equal.
        const double v = (n - better - 0.5 * (equal + 1)) * perPlace;
        const double f = range == 0.0   ? 0.5
                         : scale == 1.0 ? (score[i] - sMin) * perPoint
                                        : (score[i] / scale - sMin / scale) * perPoint;
        const double result = 0.5 * v + 0.5 * f;

        const PlayerState& st = states[ps[i].player];
        const double othersMean = (levelSum - level[i]) * perPlace;
        const double expected = expectedScore(level[i], othersMean);
        const double k1v = k1(st.deals, level[i]);
        const double k2v = k2(match.deals);
        const double k = m_params.k0 * k1v * k2v;
        const double raw = k * (result - expected);

        RatingChange& rc = out[i];
        rc.before = level[i];
        rc.expected = expected;
        rc.actual = result;
        rc.k0 = m_params.k0;
        rc.k1 = k1v;
        rc.k2 = k2v;
        rc.k = k;
        rc.rawChange = raw;
        rc.change = raw;
        rc.rounding = Rounding::None;
        rc.opponentMean = othersMean;
        rc.scoreUsed = score[i];
        rc.gamesBefore = st.games;
        rc.dealsBefore = st.deals;
        rc.left = ps[i].left;

        double after = level[i] + raw;
        if (after < m_params.start) {
            after = m_params.start;
            rc.floored = true;
        }
        if (ps[i].left) {
            rc.penalty = m_params.leavePenalty;
            after -= m_params.leavePenalty;
            if (after < m_params.start) {
                after = m_params.start;
                rc.floored = true;
            }
        }
        rc.after = after;
    }

    // A first place is a win (team-mates share it); everybody first is a draw.
    int firsts = 0;
    for (int j = 0; j < n; ++j) {
        firsts += place[j] == 1 ? 1 : 0;
    }
    // All players were rated from their pre-table levels; now write back.
    for (int i = 0; i < n; ++i) {
        PlayerState& st = states[ps[i].player];
        RatingChange& rc = out[i];
        st.deals += match.deals;
        double bonus = 0.0;
        const auto& steps = m_params.experience;
        while (st.experienceLevel < static_cast<int>(steps.size()) && st.deals >= steps[st.experienceLevel].first) {
            bonus += steps[st.experienceLevel].second;
            ++st.experienceLevel;
        }
        rc.bonus = bonus;
        rc.after += bonus;
        st.rating = rc.after;
        ++st.games;
        if (place[i] == 1) {
            (firsts < n ? st.wins : st.draws) += 1;
        } else {
            ++st.losses;
        }
    }
}

Category Niveau::category(double rating) const
{
    const double shown = std::round(rating);
    const int index = bandIndex((shown - 850.0) / 150.0, 0, 8);
    return {index, Labels[index], 850.0 + 150.0 * index};
}

std::vector<Category> Niveau::categories() const
{
    std::vector<Category> all;
    all.reserve(Labels.size());
    for (int i = 0; i < static_cast<int>(Labels.size()); ++i) {
        all.push_back({i, Labels[i], 850.0 + 150.0 * i});
    }
    return all;
}

std::vector<Parameter> Niveau::parameters() const
{
    using detail::formatNumber;
    const Params d;
    std::string experience;
    for (const auto& [deals, bonus] : m_params.experience) {
        // Appended piece by piece: `"" + std::string&&` trips GCC 12's -Wrestrict at -O3.
        if (!experience.empty()) {
            experience += ';';
        }
        experience += formatNumber(deals);
        experience += ':';
        experience += formatNumber(bonus);
    }
    return {
        {"start", formatNumber(m_params.start), formatNumber(d.start),
         PALMARES_TR_NOOP("core", "start level, also the floor")},
        {"k0", formatNumber(m_params.k0), formatNumber(d.k0), PALMARES_TR_NOOP("core", "K0, amplitude of the changes")},
        {"novice_deals", formatNumber(m_params.noviceDeals), formatNumber(d.noviceDeals),
         PALMARES_TR_NOOP("core", "K1 is 1.2 for a player with fewer deals than this")},
        {"leave_penalty", formatNumber(m_params.leavePenalty), formatNumber(d.leavePenalty),
         PALMARES_TR_NOOP("core", "points taken from a player who leaves a table")},
        {"leave_score_gap", formatNumber(m_params.leaveScoreGap), formatNumber(d.leaveScoreGap),
         PALMARES_TR_NOOP("core", "a leaver's score is the lowest score at the table minus this")},
        {"clamp", formatNumber(m_params.clamp), formatNumber(d.clamp),
         PALMARES_TR_NOOP("core", "largest level difference used by the expected result")},
        {"experience", experience, "",
         PALMARES_TR_NOOP("core", "experience bonus: deals reached:points, separated by ';' (e.g. 100:10;500:20)")},
    };
}

namespace {

/// Parses the `experience` parameter, "deals:points;deals:points…" with
/// increasing thresholds, into `out`; says what is wrong otherwise.
std::optional<Message> parseExperience(std::string_view key, std::string_view value,
                                       std::vector<std::pair<double, double>>& out)
{
    std::vector<std::pair<double, double>> steps;
    Message error;
    std::string_view rest = value;
    while (!rest.empty()) {
        const auto cut = rest.find(';');
        const std::string_view item = rest.substr(0, cut);
        const auto colon = item.find(':');
        if (colon == std::string_view::npos) {
            return Message{PALMARES_TR_NOOP("core", "parameter experience: '%1' is not deals:points"),
                           {std::string(item)}};
        }
        const auto deals = detail::parseNumber(key, item.substr(0, colon), 0, 1e9, error);
        // Bonus points are earned (§2), never taken: a negative one would
        // break the 850 floor, which is applied before the bonus.
        const auto bonus = deals ? detail::parseNumber(key, item.substr(colon + 1), 0, 10000, error) : std::nullopt;
        if (!deals || !bonus) {
            return error;
        }
        if (!steps.empty() && *deals <= steps.back().first) {
            return Message{PALMARES_TR_NOOP("core", "parameter experience: the deal thresholds must increase"), {}};
        }
        steps.emplace_back(*deals, *bonus);
        rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
    }
    out = std::move(steps);
    return std::nullopt;
}

} // namespace

std::optional<Message> Niveau::setParameter(std::string_view key, std::string_view value)
{
    Message error;
    auto number = [&](double& target, double min, double max) -> std::optional<Message> {
        const auto parsed = detail::parseNumber(key, value, min, max, error);
        if (!parsed) {
            return error;
        }
        target = *parsed;
        return std::nullopt;
    };
    if (key == "start") {
        return number(m_params.start, 0, 10000);
    }
    if (key == "k0") {
        return number(m_params.k0, 0, 1000);
    }
    if (key == "novice_deals") {
        return number(m_params.noviceDeals, 0, 1e9);
    }
    if (key == "leave_penalty") {
        return number(m_params.leavePenalty, 0, 10000);
    }
    if (key == "leave_score_gap") {
        return number(m_params.leaveScoreGap, 0, 1e9);
    }
    if (key == "clamp") {
        return number(m_params.clamp, 0, 500);
    }
    if (key == "experience") {
        return parseExperience(key, value, m_params.experience);
    }
    return Message{
        detail::NoParameter,
        {"niveau", std::string(key), "start, k0, novice_deals, leave_penalty, leave_score_gap, clamp, experience"}};
}

RuleSetDescription Niveau::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Niveau (table level)");
    d.suits = PALMARES_TR_NOOP("core", "card games such as tarot, 3 to 5 players a table");
    d.fields = Field::Score | Field::Left | Field::Deals;
    d.required = Field::Score | Field::Deals;
    d.defaultParticipants = 4; // the page's table of four
    d.state = {{"deals", PALMARES_TR_NOOP("core", "Deals played"),
                [](const PlayerState& s) { return static_cast<double>(s.deals); }, 0},
               {"experience_level", PALMARES_TR_NOOP("core", "Experience thresholds passed"),
                [](const PlayerState& s) { return static_cast<double>(s.experienceLevel); }, 0}};
    // A what-if table is entered as a tarot table is: scores (zero-sum, 100
    // apart in the finishing order) and its deals.
    d.whatIf = {.scoreGap = 100.0, .deals = 10};
    return d;
}

void Niveau::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    const int who = static_cast<int>(i);
    out.push_back({"niveau.level",
                   PALMARES_TR_NOOP("core", "%1: level %2 (%3 deals before), mean level of the others %4."),
                   {TermValue::participant(i), TermValue::of(c.before, 2), TermValue::of(c.dealsBefore, 0),
                    TermValue::of(c.opponentMean, 2)},
                   who});
    if (c.left) {
        out.push_back({"niveau.left",
                       PALMARES_TR_NOOP("core", "  left the table: score counted as the lowest score − %1 = %2"),
                       {TermValue::of(m_params.leaveScoreGap), TermValue::of(c.scoreUsed)},
                       who});
    }
    out.push_back(
        {"niveau.expected",
         PALMARES_TR_NOOP("core",
                          "  result %1 (half placement, half score); expected 0.5 + 0.001 × clamp(%2 − %3, ±%4) = %5"),
         {TermValue::of(c.actual, 4), TermValue::of(c.before, 2), TermValue::of(c.opponentMean, 2),
          TermValue::of(m_params.clamp), TermValue::of(c.expected, 4)},
         who});
    Term change{"niveau.change",
                PALMARES_TR_NOOP("core", "  K = K0 %1 × K1 %2 × K2 %3 = %4; change = K × (%5 − %6) = %7 (%8)"),
                {},
                who};
    const TermValue rounding = change.addPhrase({roundingPiece(c.rounding)});
    change.values = {TermValue::of(c.k0),
                     TermValue::of(c.k1),
                     TermValue::of(c.k2),
                     TermValue::of(c.k),
                     TermValue::of(c.actual, 4),
                     TermValue::of(c.expected, 4),
                     TermValue::signedOf(c.change, 4),
                     rounding};
    out.push_back(std::move(change));
    if (c.penalty > 0) {
        out.push_back({"niveau.penalty",
                       PALMARES_TR_NOOP("core", "  penalty for leaving: −%1"),
                       {TermValue::of(c.penalty)},
                       who});
    }
    if (c.floored) {
        out.push_back(floorTerm(i));
    }
    if (c.bonus != 0) {
        out.push_back(
            {"niveau.bonus", PALMARES_TR_NOOP("core", "  experience bonus: %1"), {TermValue::signedOf(c.bonus)}, who});
    }
    out.push_back({"niveau.after",
                   PALMARES_TR_NOOP("core", "  new level %1 (shown %2)"),
                   {TermValue::of(c.after, 4), TermValue::of(std::round(c.after), 0)},
                   who});
}

std::vector<Quantity> Niveau::quantities() const
{
    using C = RatingChange;
    return {
        {"niveau.level-before", PALMARES_TR_NOOP("core", "Level before"), {}, [](const C& c) { return c.before; }, 2},
        {"niveau.deals-before",
         PALMARES_TR_NOOP("core", "Deals played before"),
         {},
         [](const C& c) { return static_cast<double>(c.dealsBefore); },
         0},
        {"niveau.others",
         PALMARES_TR_NOOP("core", "Mean level of the others"),
         {},
         [](const C& c) { return c.opponentMean; },
         2},
        {"niveau.score-used",
         PALMARES_TR_NOOP("core", "Score used (a leaver's: lowest − %1)"),
         {TermValue::of(m_params.leaveScoreGap)},
         [](const C& c) { return c.scoreUsed; },
         2},
        {"niveau.result",
         PALMARES_TR_NOOP("core", "Result (half placement, half score)"),
         {},
         [](const C& c) { return c.actual; },
         4},
        {"expected", PALMARES_TR_NOOP("core", "Expected result"), {}, [](const C& c) { return c.expected; }, 4},
        {"niveau.k0", PALMARES_TR_NOOP("core", "K0"), {}, [](const C& c) { return c.k0; }, 3},
        {"niveau.k1", PALMARES_TR_NOOP("core", "K1"), {}, [](const C& c) { return c.k1; }, 3},
        {"niveau.k2", PALMARES_TR_NOOP("core", "K2"), {}, [](const C& c) { return c.k2; }, 3},
        {"niveau.k", PALMARES_TR_NOOP("core", "K = K0 × K1 × K2"), {}, [](const C& c) { return c.k; }, 3},
        {"niveau.change",
         PALMARES_TR_NOOP("core", "Change = K × (result − expected)"),
         {},
         [](const C& c) { return c.change; },
         4},
        {"niveau.penalty",
         PALMARES_TR_NOOP("core", "Penalty for leaving"),
         {},
         [](const C& c) { return c.penalty; },
         2},
        {"niveau.bonus", PALMARES_TR_NOOP("core", "Experience bonus"), {}, [](const C& c) { return c.bonus; }, 2},
        {"niveau.level-after", PALMARES_TR_NOOP("core", "Level after"), {}, [](const C& c) { return c.after; }, 4},
    };
}

} // namespace palmares::rating

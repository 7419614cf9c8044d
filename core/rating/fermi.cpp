// `fermi` — RATING_RULES.md §5. The page writes the function with exp and the
// opposite sign, but its 42-row table is reproduced only by the base-10 form
// rounded half away from zero: the table is the rule.

#include "fermi.h"

#include "elo.h"
#include "paramtext.h"

#include <array>
#include <cmath>

namespace palmares::rating {

double Fermi::expectedScore(double me, double opponent) const
{
    return eloExpected(me, opponent, m_params.temperature);
}

double Fermi::points(double me, double opponent, double result) const
{
    return static_cast<double>(std::lround(m_params.maxGain * (result - expectedScore(me, opponent))));
}

UnratedReason Fermi::eligibility(const Match& match) const
{
    if (match.isVoid) {
        return UnratedReason::Void;
    }
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    if (a.household != 0 && a.household == b.household) {
        return UnratedReason::SameHousehold;
    }
    return UnratedReason::None;
}

void Fermi::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                 std::span<int> place) const
{
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    // A player who leaves counts as having lost (both leaving: the ranks decide).
    DuelResult duel = duelResult(a.rank, b.rank);
    if (a.left != b.left) {
        duel = a.left ? DuelResult{0.0, 2, 1} : DuelResult{1.0, 1, 2};
    }
    place[0] = duel.placeA;
    place[1] = duel.placeB;

    PlayerState& sa = states[a.player];
    PlayerState& sb = states[b.player];
    const double expectedA = expectedScore(sa.rating, sb.rating);
    const auto gain = static_cast<double>(std::lround(m_params.maxGain * (duel.scoreA - expectedA)));
    // Zero-sum by construction: the opponent loses exactly what A gains.
    const std::array<PlayerState*, 2> st = {&sa, &sb};
    const std::array<double, 2> result = {duel.scoreA, 1.0 - duel.scoreA};
    const std::array<double, 2> expected = {expectedA, 1.0 - expectedA};
    const std::array<double, 2> change = {gain, -gain};
    for (int i = 0; i < 2; ++i) {
        RatingChange& rc = out[i];
        rc.before = st[i]->rating;
        rc.opponentMean = st[1 - i]->rating;
        rc.expected = expected[i];
        rc.actual = result[i];
        rc.k0 = m_params.maxGain;
        rc.k = m_params.maxGain;
        rc.rawChange = m_params.maxGain * (result[i] - expected[i]);
        rc.change = change[i];
        rc.rounding = Rounding::Round;
        rc.after = rc.before + change[i];
        rc.gamesBefore = st[i]->games;
        rc.left = match.participants[i].left;
    }
    for (int i = 0; i < 2; ++i) {
        st[i]->rating = out[i].after;
        ++st[i]->games;
        countDuel(*st[i], result[i]);
    }
}

Category Fermi::category(double /*rating*/) const
{
    // The page defines no categories for duels.
    return {};
}

std::vector<Category> Fermi::categories() const
{
    return {};
}

std::vector<Parameter> Fermi::parameters() const
{
    using detail::formatNumber;
    const Params d;
    return {
        {"start", formatNumber(m_params.start), formatNumber(d.start), PALMARES_TR_NOOP("core", "start rating")},
        {"max_gain", formatNumber(m_params.maxGain), formatNumber(d.maxGain),
         PALMARES_TR_NOOP("core", "most points one duel can give")},
        {"temperature", formatNumber(m_params.temperature), formatNumber(d.temperature),
         PALMARES_TR_NOOP("core", "T, the rating gap scale of the expected result")},
    };
}

std::optional<Message> Fermi::setParameter(std::string_view key, std::string_view value)
{
    const std::array<detail::NumberSlot, 3> slots = {{
        {"start", &m_params.start, -1e9, 1e9},
        {"max_gain", &m_params.maxGain, 0, 1000},
        {"temperature", &m_params.temperature, 1, 1e6},
    }};
    // "T" is the page's own name for the temperature.
    return detail::setFromSlots(slots, "fermi", key == "T" ? std::string_view("temperature") : key, value);
}

RuleSetDescription Fermi::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Fermi (zero-sum duel rating)");
    d.suits = PALMARES_TR_NOOP("core", "word-game duels such as Scrabble");
    d.fields = Field::Rank | Field::Left | Field::Void;
    d.required = Field::Rank;
    d.households = true; // two players of one household are never rated against each other (§5)
    return d;
}

void Fermi::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    const int who = static_cast<int>(i);
    out.push_back(
        {"fermi.change",
         PALMARES_TR_NOOP(
             "core", "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / T)) = %4; points = round(%5 × (%6 − "
                     "%4)) = round(%7) = %8 → %9"),
         {TermValue::participant(i), TermValue::of(c.before, 0), TermValue::of(c.opponentMean, 0),
          TermValue::of(c.expected, 4), TermValue::of(c.k), TermValue::of(c.actual, 1), TermValue::of(c.rawChange, 4),
          TermValue::signedOf(c.change, 0), TermValue::of(c.after, 0)},
         who});
    if (c.left) {
        out.push_back({"fermi.left", PALMARES_TR_NOOP("core", "  left the duel: counted as a loss"), {}, who});
    }
}

std::vector<Quantity> Fermi::quantities() const
{
    using C = RatingChange;
    return {
        {"rating-before", PALMARES_TR_NOOP("core", "Rating before"), {}, [](const C& c) { return c.before; }, 0},
        {"opponent", PALMARES_TR_NOOP("core", "Opponent's rating"), {}, [](const C& c) { return c.opponentMean; }, 0},
        {"expected", PALMARES_TR_NOOP("core", "Expected result"), {}, [](const C& c) { return c.expected; }, 4},
        {"fermi.result",
         PALMARES_TR_NOOP("core", "Result (1 win, 0 loss)"),
         {},
         [](const C& c) { return c.actual; },
         1},
        {"fermi.k", PALMARES_TR_NOOP("core", "Largest gain"), {}, [](const C& c) { return c.k; }, 3},
        {"fermi.raw",
         PALMARES_TR_NOOP("core", "Points before rounding"),
         {},
         [](const C& c) { return c.rawChange; },
         4},
        {"fermi.change", PALMARES_TR_NOOP("core", "Points won or lost"), {}, [](const C& c) { return c.change; }, 0},
        {"rating-after", PALMARES_TR_NOOP("core", "Rating after"), {}, [](const C& c) { return c.after; }, 0},
    };
}

} // namespace palmares::rating

// `elo-dsc` — RATING_RULES.md §4. The DSC victory table is not reproduced on
// the page; the morale thresholds are parameters (defaults 10/25/50) chosen so
// that the page's example (27 % against 65 % lost) gives VP.

#include "elodsc.h"

#include "elo.h"
#include "paramtext.h"

#include <array>
#include <cmath>

namespace palmares::rating {

double EloDsc::winnerValue(Outcome outcome)
{
    switch (outcome) {
    case Outcome::AT:
        return 0.6;
    case Outcome::VP:
        return 0.7;
    case Outcome::V:
        return 0.8;
    case Outcome::VT:
        return 1.0;
    case Outcome::E:
    case Outcome::None:
        break;
    }
    return 0.5;
}

namespace {

/// Both the morale and the morale lost of a side, as a level needs them.
bool moraleGiven(const Participant& p)
{
    return p.morale && p.moraleLost && std::isfinite(*p.morale) && std::isfinite(*p.moraleLost) && *p.morale > 0.0 &&
           *p.moraleLost >= 0.0;
}

/// The places of a level: the winner 1, the loser 2; both 1 for a draw.
void placeBy(const EloDsc::Level& level, std::span<int> place)
{
    place[0] = level.winner == 1 ? 2 : 1;
    place[1] = level.winner == 0 ? 2 : 1;
}

} // namespace

std::optional<Message> EloDsc::validateEntry(const Match& match) const
{
    // The values of each side, named where they are; then the battle as a whole.
    for (std::size_t i = 0; i < match.participants.size(); ++i) {
        const Participant& p = match.participants[i];
        const int who = static_cast<int>(i);
        if (p.morale && !(*p.morale > 0.0)) {
            return Message{PALMARES_TR_NOOP("core", "the initial morale must be above 0, not %1"),
                           {detail::formatNumber(*p.morale)},
                           who,
                           Field::Morale};
        }
        if (p.moraleLost && !(*p.moraleLost >= 0.0)) {
            return Message{PALMARES_TR_NOOP("core", "the morale lost must be at least 0, not %1"),
                           {detail::formatNumber(*p.moraleLost)},
                           who,
                           Field::MoraleLost};
        }
        // A side loses at most all its morale (it is then routed, §4).
        if (p.morale && p.moraleLost && *p.moraleLost > *p.morale) {
            return Message{
                PALMARES_TR_NOOP("core", "the morale lost (%1) is more than the initial morale (%2): a side loses at "
                                         "most all its morale"),
                {detail::formatNumber(*p.moraleLost), detail::formatNumber(*p.morale)},
                who,
                Field::MoraleLost};
        }
        if (p.turns && *p.turns < 1) {
            return Message{PALMARES_TR_NOOP("core", "the number of turns must be at least 1, not %1"),
                           {std::to_string(*p.turns)},
                           who,
                           Field::Turns};
        }
    }
    return validate(match);
}

Finish EloDsc::finish(const Match& match, std::span<int> place) const
{
    if (match.participants.size() != 2) {
        return RuleSet::finish(match, place);
    }
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    Level lv;
    if (match.outcome == Outcome::E) {
        lv = {Outcome::E, -1}; // a draw whatever the ranks
    } else if (match.outcome != Outcome::None) {
        // The winner is the better rank (from the scores when no ranks).
        std::array<int, 2> ranks = {};
        if (!effectiveRanks(match.participants, ranks) || ranks[0] == ranks[1]) {
            return {false, false, match.outcome};
        }
        placeBy({match.outcome, ranks[0] < ranks[1] ? 0 : 1}, place);
        return {true, false, match.outcome};
    } else if (moraleGiven(a) && moraleGiven(b)) {
        lv = levelFromMorale(*a.moraleLost, *a.morale, *b.moraleLost, *b.morale);
    } else {
        return RuleSet::finish(match, place);
    }
    placeBy(lv, place);
    return {true, true, lv.outcome};
}

std::optional<Message> EloDsc::validate(const Match& match) const
{
    if (auto error = RuleSet::validate(match)) {
        return error;
    }
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    if (a.armyPoints.has_value() != b.armyPoints.has_value()) {
        return Message::about(PALMARES_TR_NOOP("core", "army points are given for one side only"), {Field::ArmyPoints});
    }
    if (a.turns.has_value() != b.turns.has_value()) {
        return Message::about(PALMARES_TR_NOOP("core", "turns are given for one side only"), {Field::Turns});
    }
    if (match.outcome != Outcome::None) {
        // The winner is the better rank, derived from the scores when the
        // ranks are not given (§1), as the replay does before rating.
        std::array<int, 2> ranks = {a.rank, b.rank};
        effectiveRanks(match.participants, ranks);
        if (match.outcome != Outcome::E && ranks[0] == ranks[1]) {
            return Message{
                PALMARES_TR_NOOP("core", "an outcome other than E needs a winner: give the winner the better rank"),
                {}};
        }
        return std::nullopt;
    }
    for (const Participant& p : match.participants) {
        if (!p.morale || !p.moraleLost) {
            return Message::about(
                PALMARES_TR_NOOP("core", "a battle needs an outcome or both sides' morale and morale lost"),
                {Field::Outcome, Field::Morale, Field::MoraleLost});
        }
        if (!std::isfinite(*p.morale) || !std::isfinite(*p.moraleLost) || *p.morale <= 0.0 || *p.moraleLost < 0.0) {
            return Message{PALMARES_TR_NOOP("core", "initial morale must be above 0 and morale lost at least 0"), {}};
        }
    }
    if (a.rank != 0 && b.rank != 0) {
        // Ranks given beside morale must agree with the winner the morale gives.
        const Level byMorale = level(match);
        const int byRank = a.rank < b.rank ? 0 : (b.rank < a.rank ? 1 : -1);
        if (byMorale.winner != byRank) {
            return Message{
                PALMARES_TR_NOOP("core", "the ranks contradict the morale lost (the morale gives the winner)"), {}};
        }
    }
    return std::nullopt;
}

UnratedReason EloDsc::eligibility(const Match& match) const
{
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    if (a.armyPoints && b.armyPoints) {
        if (*a.armyPoints != *b.armyPoints) {
            return UnratedReason::ArmyPointsDiffer;
        }
        if (*a.armyPoints < m_params.minArmyPoints) {
            return UnratedReason::ArmyPointsTooLow;
        }
    }
    if (match.durationMin && *match.durationMin < m_params.minDurationMin) {
        return UnratedReason::TooShort;
    }
    if (a.turns && b.turns && *a.turns != *b.turns) {
        return UnratedReason::TurnsDiffer;
    }
    return UnratedReason::None;
}

EloDsc::Level EloDsc::levelFromMorale(double lostA, double moraleA, double lostB, double moraleB) const
{
    const bool routedA = lostA >= moraleA;
    const bool routedB = lostB >= moraleB;
    if (routedA && routedB) {
        return {Outcome::E, -1};
    }
    if (routedA || routedB) {
        return {Outcome::VT, routedA ? 1 : 0};
    }
    const double ratioA = lostA / moraleA;
    const double ratioB = lostB / moraleB;
    // The gap over a common denominator, divided once: with whole-number
    // morale a gap of exactly 10/25/50 points stays exact (20 % vs 30 % as
    // |ratioA − ratioB|·100 gives 9.999…, an E instead of AT).
    const double gap = std::abs(lostA * moraleB - lostB * moraleA) * 100.0 / (moraleA * moraleB);
    if (gap < m_params.levelAT) {
        return {Outcome::E, -1};
    }
    const int winner = ratioA < ratioB ? 0 : 1;
    if (gap < m_params.levelVP) {
        return {Outcome::AT, winner};
    }
    if (gap < m_params.levelV) {
        return {Outcome::VP, winner};
    }
    return {Outcome::V, winner};
}

EloDsc::Level EloDsc::level(const Match& match) const
{
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    if (match.outcome != Outcome::None) {
        if (match.outcome == Outcome::E || a.rank == b.rank) {
            return {Outcome::E, -1};
        }
        return {match.outcome, a.rank < b.rank ? 0 : 1};
    }
    return levelFromMorale(*a.moraleLost, *a.morale, *b.moraleLost, *b.morale);
}

double EloDsc::expectedScore(double me, double opponent) const
{
    return eloExpected(me, opponent, 400.0);
}

void EloDsc::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                  std::span<int> place) const
{
    const Level lv = level(match);
    const double value = winnerValue(lv.outcome);
    const std::array<double, 2> result =
        lv.winner == 1 ? std::array<double, 2>{1.0 - value, value} : std::array<double, 2>{value, 1.0 - value};
    placeBy(lv, place);

    const std::array<PlayerState*, 2> st = {&states[match.participants[0].player],
                                            &states[match.participants[1].player]};
    const double expectedA = expectedScore(st[0]->rating, st[1]->rating);
    const std::array<double, 2> expected = {expectedA, 1.0 - expectedA};
    const double surpriseA = result[0] - expectedA;
    const std::array<double, 2> surprise = {surpriseA, -surpriseA};
    for (int i = 0; i < 2; ++i) {
        RatingChange& rc = out[i];
        rc.before = st[i]->rating;
        rc.opponentMean = st[1 - i]->rating;
        rc.expected = expected[i];
        rc.actual = result[i];
        rc.k0 = m_params.k;
        rc.k = m_params.k;
        rc.outcome = lv.outcome;
        rc.gamesBefore = st[i]->games;
        rc.rawChange = m_params.k * surprise[i];
        rc.change = std::trunc(rc.rawChange);
        rc.rounding = Rounding::Trunc;
        rc.after = rc.before + rc.change;
    }
    for (int i = 0; i < 2; ++i) {
        st[i]->rating = out[i].after;
        ++st[i]->games;
        countDuel(*st[i], result[i]);
    }
}

Category EloDsc::category(double /*rating*/) const
{
    // The page defines no categories for battles.
    return {};
}

std::vector<Category> EloDsc::categories() const
{
    return {};
}

std::vector<Parameter> EloDsc::parameters() const
{
    using detail::formatNumber;
    const Params d;
    return {
        {"start", formatNumber(m_params.start), formatNumber(d.start), PALMARES_TR_NOOP("core", "start rating")},
        {"k", formatNumber(m_params.k), formatNumber(d.k), PALMARES_TR_NOOP("core", "K")},
        {"level_at", formatNumber(m_params.levelAT), formatNumber(d.levelAT),
         PALMARES_TR_NOOP("core",
                          "morale gap (percentage points) from which the winner has a tactical advantage (AT)")},
        {"level_vp", formatNumber(m_params.levelVP), formatNumber(d.levelVP),
         PALMARES_TR_NOOP("core", "morale gap from which the winner has a partial victory (VP)")},
        {"level_v", formatNumber(m_params.levelV), formatNumber(d.levelV),
         PALMARES_TR_NOOP("core", "morale gap from which the winner has a victory (V)")},
        {"min_army_points", formatNumber(m_params.minArmyPoints), formatNumber(d.minArmyPoints),
         PALMARES_TR_NOOP("core", "smallest army for a rated battle")},
        {"min_duration", formatNumber(m_params.minDurationMin), formatNumber(d.minDurationMin),
         PALMARES_TR_NOOP("core", "shortest rated battle, in minutes")},
    };
}

std::optional<Message> EloDsc::setParameter(std::string_view key, std::string_view value)
{
    if (key == "levels") {
        // The rules document's name for the three thresholds at once: "10/25/50".
        Message error;
        const auto list = detail::parseNumberList(key, value, error);
        if (!list) {
            return error;
        }
        if (list->size() != 3 || (*list)[0] < 0 || (*list)[0] > (*list)[1] || (*list)[1] > (*list)[2] ||
            (*list)[2] > 100) {
            return Message{
                PALMARES_TR_NOOP("core", "parameter levels: three increasing gaps between 0 and 100, e.g. 10/25/50"),
                {}};
        }
        m_params.levelAT = (*list)[0];
        m_params.levelVP = (*list)[1];
        m_params.levelV = (*list)[2];
        return std::nullopt;
    }
    const std::array<detail::NumberSlot, 7> slots = {{
        {"start", &m_params.start, 0, 10000},
        {"k", &m_params.k, 0, 1000},
        {"level_at", &m_params.levelAT, 0, 100},
        {"level_vp", &m_params.levelVP, 0, 100},
        {"level_v", &m_params.levelV, 0, 100},
        {"min_army_points", &m_params.minArmyPoints, 0, 1e9},
        {"min_duration", &m_params.minDurationMin, 0, 1e6},
    }};
    const Params saved = m_params;
    auto error = detail::setFromSlots(slots, "elo-dsc", key, value);
    if (!error && !(m_params.levelAT <= m_params.levelVP && m_params.levelVP <= m_params.levelV)) {
        m_params = saved;
        return Message{PALMARES_TR_NOOP("core", "the morale gaps must satisfy level_at ≤ level_vp ≤ level_v"), {}};
    }
    return error;
}

RuleSetDescription EloDsc::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Elo-DSC (battle rating)");
    d.suits = PALMARES_TR_NOOP("core", "miniature wargame battles, two sides");
    d.fields = Field::Rank | Field::ArmyList | Field::ArmyPoints | Field::Morale | Field::MoraleLost | Field::Turns |
               Field::Duration | Field::Outcome;
    // An outcome, or both sides' morale and morale lost: neither alone is required.
    d.required = {};
    d.outcomes = {Outcome::E, Outcome::AT, Outcome::VP, Outcome::V, Outcome::VT};
    return d;
}

void EloDsc::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    if (i == 0) {
        out.push_back({"elo-dsc.outcome",
                       PALMARES_TR_NOOP("core", "Outcome %1: the winner scores %2, the loser %3."),
                       {TermValue::plain(std::string(outcomeKey(c.outcome))), TermValue::of(winnerValue(c.outcome), 1),
                        TermValue::of(1.0 - winnerValue(c.outcome), 1)}});
    }
    out.push_back(
        {"elo-dsc.change",
         PALMARES_TR_NOOP(
             "core", "%1: rating %2 against %3; E = 1 / (1 + 10^((%3 − %2) / 400)) = %4; change = trunc(%5 × (%6 − "
                     "%4)) = trunc(%7) = %8 → %9"),
         {TermValue::participant(i), TermValue::of(c.before, 0), TermValue::of(c.opponentMean, 0),
          TermValue::of(c.expected, 4), TermValue::of(c.k), TermValue::of(c.actual, 1), TermValue::of(c.rawChange, 4),
          TermValue::signedOf(c.change, 0), TermValue::of(c.after, 0)},
         static_cast<int>(i)});
}

std::vector<Quantity> EloDsc::quantities() const
{
    using C = RatingChange;
    return {
        {"rating-before", PALMARES_TR_NOOP("core", "Rating before"), {}, [](const C& c) { return c.before; }, 0},
        {"opponent", PALMARES_TR_NOOP("core", "Opponent's rating"), {}, [](const C& c) { return c.opponentMean; }, 0},
        {"elo-dsc.expected",
         PALMARES_TR_NOOP("core", "Expected result E"),
         {},
         [](const C& c) { return c.expected; },
         4},
        {"elo-dsc.result",
         PALMARES_TR_NOOP("core", "Result of the outcome level"),
         {},
         [](const C& c) { return c.actual; },
         2},
        {"elo-dsc.k", PALMARES_TR_NOOP("core", "K"), {}, [](const C& c) { return c.k; }, 3},
        {"elo-dsc.raw",
         PALMARES_TR_NOOP("core", "Change before truncation"),
         {},
         [](const C& c) { return c.rawChange; },
         4},
        {"change", PALMARES_TR_NOOP("core", "Change"), {}, [](const C& c) { return c.change; }, 0},
        {"rating-after", PALMARES_TR_NOOP("core", "Rating after"), {}, [](const C& c) { return c.after; }, 0},
    };
}

} // namespace palmares::rating

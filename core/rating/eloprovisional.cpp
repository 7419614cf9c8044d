// `elo-provisional` — RATING_RULES.md §3.

#include "eloprovisional.h"

#include "elo.h"
#include "paramtext.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace palmares::rating {

namespace {

constexpr std::array<std::string_view, 13> Labels = {
    PALMARES_TR_NOOP("core", "Class J"),     PALMARES_TR_NOOP("core", "Class I"), PALMARES_TR_NOOP("core", "Class H"),
    PALMARES_TR_NOOP("core", "Class G"),     PALMARES_TR_NOOP("core", "Class F"), PALMARES_TR_NOOP("core", "Class E"),
    PALMARES_TR_NOOP("core", "Class D"),     PALMARES_TR_NOOP("core", "Class C"), PALMARES_TR_NOOP("core", "Class B"),
    PALMARES_TR_NOOP("core", "Class A"),     PALMARES_TR_NOOP("core", "Expert"),  PALMARES_TR_NOOP("core", "Master"),
    PALMARES_TR_NOOP("core", "Grandmaster"),
};

} // namespace

bool EloProvisional::isProvisional(const PlayerState& state) const
{
    // experienceLevel: the games a starting rating credits (RATING_RULES.md,
    // "Starting ratings"); 0 for everyone else.
    return state.games + state.experienceLevel < m_params.provisionalGames;
}

std::optional<Message> EloProvisional::validateStart(const StartingRating& start) const
{
    if (auto problem = RuleSet::validateStart(start)) {
        return problem;
    }
    return belowFloor(start, m_params.start);
}

PlayerState EloProvisional::startingState(const StartingRating& start) const
{
    PlayerState s = initialState();
    s.rating = std::max(start.rating, m_params.start);
    s.experienceLevel = static_cast<int>(std::ceil(m_params.provisionalGames));
    return s;
}

double EloProvisional::baseK(double rating) const
{
    if (rating < m_params.midFrom) {
        return m_params.kLow;
    }
    if (rating < m_params.highFrom) {
        return m_params.kMid;
    }
    return m_params.kHigh;
}

double EloProvisional::expectedScore(double me, double opponent) const
{
    return eloExpected(me, opponent, 400.0);
}

void EloProvisional::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                          std::span<int> place) const
{
    const Participant& a = match.participants[0];
    const Participant& b = match.participants[1];
    const DuelResult duel = duelResult(a.rank, b.rank);
    place[0] = duel.placeA;
    place[1] = duel.placeB;

    const std::array<PlayerState*, 2> st = {&states[a.player], &states[b.player]};
    const std::array<double, 2> before = {st[0]->rating, st[1]->rating};
    const std::array<int, 2> games = {st[0]->games, st[1]->games};
    const std::array<bool, 2> provisional = {isProvisional(*st[0]), isProvisional(*st[1])};
    const std::array<double, 2> result = {duel.scoreA, 1.0 - duel.scoreA};
    // One expected score, its complement for the other side, and one surprise
    // negated: with equal K the rounded changes are then exactly opposite.
    const double expectedA = expectedScore(before[0], before[1]);
    const std::array<double, 2> expected = {expectedA, 1.0 - expectedA};
    const double surpriseA = result[0] - expectedA;
    const std::array<double, 2> surprise = {surpriseA, -surpriseA};

    for (int i = 0; i < 2; ++i) {
        const int o = 1 - i;
        RatingChange& rc = out[i];
        rc.before = before[i];
        rc.actual = result[i];
        rc.expected = expected[i];
        rc.gamesBefore = games[i];
        rc.opponentGames = games[o];
        rc.provisionalBefore = provisional[i];
        PlayerState& me = *st[i];
        me.opponentSum += before[o];
        me.netScore += 2.0 * result[i] - 1.0; // G − P: a win +1, a draw 0, a loss −1
        if (provisional[i]) {
            // Ep = Ea + 400 (G − P) / N over the N games so far, this one included.
            const double n = games[i] + 1;
            const double ea = me.opponentSum / n;
            const double exact = ea + 400.0 * me.netScore / n;
            rc.opponentMean = ea;
            rc.rounding = Rounding::Provisional;
            rc.rawChange = exact - before[i];
            rc.after = static_cast<double>(std::lround(exact));
            rc.change = rc.after - before[i];
        } else {
            // Against a provisional opponent who had played n games, K · n/20.
            rc.opponentMean = before[o];
            rc.k0 = baseK(before[i]);
            rc.k2 = provisional[o] ? games[o] / m_params.provisionalGames : 1.0;
            rc.k = rc.k0 * rc.k2;
            rc.rawChange = rc.k * surprise[i];
            rc.change = static_cast<double>(std::lround(rc.rawChange));
            rc.rounding = Rounding::Round;
            rc.after = before[i] + rc.change;
        }
        if (rc.after < m_params.start) {
            rc.after = m_params.start;
            rc.floored = true;
        }
    }
    for (int i = 0; i < 2; ++i) {
        PlayerState& me = *st[i];
        me.rating = out[i].after;
        ++me.games;
        countDuel(me, result[i]);
        out[i].provisionalAfter = isProvisional(me);
    }
}

Category EloProvisional::category(double rating) const
{
    const int index = bandIndex(rating / 200.0, 0, 12);
    return {index, Labels[index], 200.0 * index};
}

std::vector<Category> EloProvisional::categories() const
{
    std::vector<Category> all;
    all.reserve(Labels.size());
    for (int i = 0; i < static_cast<int>(Labels.size()); ++i) {
        all.push_back({i, Labels[i], 200.0 * i});
    }
    return all;
}

std::vector<Parameter> EloProvisional::parameters() const
{
    using detail::formatNumber;
    const Params d;
    return {
        {"start", formatNumber(m_params.start), formatNumber(d.start),
         PALMARES_TR_NOOP("core", "start rating, also the floor")},
        {"provisional_games", formatNumber(m_params.provisionalGames), formatNumber(d.provisionalGames),
         PALMARES_TR_NOOP("core", "a rating is provisional until this many games")},
        {"k_low", formatNumber(m_params.kLow), formatNumber(d.kLow),
         PALMARES_TR_NOOP("core", "K of the lower ratings")},
        {"k_mid", formatNumber(m_params.kMid), formatNumber(d.kMid),
         PALMARES_TR_NOOP("core", "K of the middle ratings")},
        {"k_high", formatNumber(m_params.kHigh), formatNumber(d.kHigh),
         PALMARES_TR_NOOP("core", "K of the higher ratings")},
        {"k_mid_from", formatNumber(m_params.midFrom), formatNumber(d.midFrom),
         PALMARES_TR_NOOP("core", "rating where the middle ratings start")},
        {"k_high_from", formatNumber(m_params.highFrom), formatNumber(d.highFrom),
         PALMARES_TR_NOOP("core", "rating where the higher ratings start")},
    };
}

std::optional<Message> EloProvisional::setParameter(std::string_view key, std::string_view value)
{
    const std::array<detail::NumberSlot, 7> slots = {{
        {"start", &m_params.start, 0, 10000},
        {"provisional_games", &m_params.provisionalGames, 1, 1000},
        {"k_low", &m_params.kLow, 0, 1000},
        {"k_mid", &m_params.kMid, 0, 1000},
        {"k_high", &m_params.kHigh, 0, 1000},
        {"k_mid_from", &m_params.midFrom, 0, 100000},
        {"k_high_from", &m_params.highFrom, 0, 100000},
    }};
    return detail::setFromSlots(slots, "elo-provisional", key, value);
}

RuleSetDescription EloProvisional::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Elo with a provisional period");
    d.suits = PALMARES_TR_NOOP("core", "chess and other duels");
    d.fields = Field::Rank;
    d.required = Field::Rank;
    d.marksBest = true; // the club's best established player, starred
    // What the provisional period is counted from (RATING_RULES.md §3): the
    // games a starting rating credits, and the sums of the games played.
    d.state = {
        {"credited_games", PALMARES_TR_NOOP("core", "Credited games"),
         [](const PlayerState& s) { return static_cast<double>(s.experienceLevel); }, 0},
        {"opponent_sum", PALMARES_TR_NOOP("core", "Σ opponents' ratings"),
         [](const PlayerState& s) { return s.opponentSum; }, 0},
        {"net_score", PALMARES_TR_NOOP("core", "Wins − losses"), [](const PlayerState& s) { return s.netScore; }, 0}};
    return d;
}

void EloProvisional::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    const int who = static_cast<int>(i);
    if (c.rounding == Rounding::Provisional) {
        out.push_back(
            {"elo-provisional.provisional",
             PALMARES_TR_NOOP(
                 "core", "%1: provisional (%2 games before this one). Ea = mean of the opponents' ratings over the %3 "
                         "games = %4; rating = round(Ea + 400 × (G − P) / N) = %5 (was %6, %7)"),
             {TermValue::participant(i), TermValue::of(c.gamesBefore, 0), TermValue::of(c.gamesBefore + 1, 0),
              TermValue::of(c.opponentMean, 2), TermValue::of(c.after, 0), TermValue::of(c.before, 0),
              TermValue::signedOf(c.after - c.before, 0)},
             who});
    } else {
        out.push_back({"elo-provisional.expected",
                       PALMARES_TR_NOOP(
                           "core", "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / 400)) = %4; result %5"),
                       {TermValue::participant(i), TermValue::of(c.before, 0), TermValue::of(c.opponentMean, 0),
                        TermValue::of(c.expected, 4), TermValue::of(c.actual, 1)},
                       who});
        TermPhrase k{{"elo-provisional.k", PALMARES_TR_NOOP("core", "K = %1"), {TermValue::of(c.k0)}}};
        if (c.k2 != 1.0) {
            // The opponent's games over the provisional period in force (n/20 by default, §3 Decision).
            k.push_back(
                {"elo-provisional.k-scaled",
                 PALMARES_TR_NOOP("core", " × %1/%3 (opponent provisional after %1 games) = %2"),
                 {TermValue::of(c.opponentGames, 0), TermValue::of(c.k, 3), TermValue::of(m_params.provisionalGames)}});
        }
        Term change{"elo-provisional.change",
                    PALMARES_TR_NOOP("core", "  %1; change = round(K × (%2 − %3)) = round(%4) = %5 → %6"),
                    {},
                    who};
        const TermValue kText = change.addPhrase(std::move(k));
        change.values = {kText,
                         TermValue::of(c.actual, 1),
                         TermValue::of(c.expected, 4),
                         TermValue::of(c.rawChange, 4),
                         TermValue::signedOf(c.change, 0),
                         TermValue::of(c.after, 0)};
        out.push_back(std::move(change));
    }
    if (c.floored) {
        out.push_back(floorTerm(i));
    }
    if (c.provisionalAfter) {
        out.push_back({"elo-provisional.still-provisional",
                       PALMARES_TR_NOOP("core", "  still provisional (shown with ~)"),
                       {},
                       who});
    }
}

std::vector<Quantity> EloProvisional::quantities() const
{
    using C = RatingChange;
    return {
        {"rating-before", PALMARES_TR_NOOP("core", "Rating before"), {}, [](const C& c) { return c.before; }, 0},
        {"elo-provisional.games-before",
         PALMARES_TR_NOOP("core", "Games played before"),
         {},
         [](const C& c) { return static_cast<double>(c.gamesBefore); },
         0},
        {"elo-provisional.opponent",
         PALMARES_TR_NOOP("core", "Opponent's rating (provisional: Ea, mean of the opponents)"),
         {},
         [](const C& c) { return c.opponentMean; },
         2},
        {"expected", PALMARES_TR_NOOP("core", "Expected result"), {}, [](const C& c) { return c.expected; }, 4},
        {"elo-provisional.result",
         PALMARES_TR_NOOP("core", "Result (1 win, ½ draw, 0 loss)"),
         {},
         [](const C& c) { return c.actual; },
         1},
        {"elo-provisional.k-band",
         PALMARES_TR_NOOP("core", "K of the rating band"),
         {},
         [](const C& c) { return c.k0; },
         3},
        {"elo-provisional.k-scale",
         PALMARES_TR_NOOP("core", "Opponent provisional: n/%1"),
         {TermValue::of(m_params.provisionalGames)},
         [](const C& c) { return c.k2; },
         3},
        {"elo-provisional.k", PALMARES_TR_NOOP("core", "K applied"), {}, [](const C& c) { return c.k; }, 3},
        {"elo-provisional.raw",
         PALMARES_TR_NOOP("core", "Change before rounding"),
         {},
         [](const C& c) { return c.rawChange; },
         4},
        {"change", PALMARES_TR_NOOP("core", "Change"), {}, [](const C& c) { return c.change; }, 0},
        {"rating-after", PALMARES_TR_NOOP("core", "Rating after"), {}, [](const C& c) { return c.after; }, 0},
        {"elo-provisional.still-provisional",
         PALMARES_TR_NOOP("core", "Still provisional"),
         {},
         [](const C& c) { return c.provisionalAfter ? 1.0 : 0.0; },
         0,
         true},
    };
}

} // namespace palmares::rating

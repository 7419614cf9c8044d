// `glicko2` — RATING_RULES.md §7, Glickman's "Example of the Glicko-2
// system". The replay goes match by match while Glicko-2 rates a whole
// period at once: each player keeps the values his open period started from
// and the period's two sums; a match adds its pairings to the sums (always
// against the opponents' period-start values) and the player's shown values
// are steps 3–8 applied to the sums so far, which at the period's last match
// are exactly the paper's end-of-period values.

#include "glicko2.h"

#include "paramtext.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <numbers>

namespace palmares::rating {

namespace {

constexpr int MaxPlayers = 5;

constexpr std::array<std::string_view, 13> Labels = {
    PALMARES_TR_NOOP("core", "Class J"),     PALMARES_TR_NOOP("core", "Class I"), PALMARES_TR_NOOP("core", "Class H"),
    PALMARES_TR_NOOP("core", "Class G"),     PALMARES_TR_NOOP("core", "Class F"), PALMARES_TR_NOOP("core", "Class E"),
    PALMARES_TR_NOOP("core", "Class D"),     PALMARES_TR_NOOP("core", "Class C"), PALMARES_TR_NOOP("core", "Class B"),
    PALMARES_TR_NOOP("core", "Class A"),     PALMARES_TR_NOOP("core", "Expert"),  PALMARES_TR_NOOP("core", "Master"),
    PALMARES_TR_NOOP("core", "Grandmaster"),
};

/// Below this the pairings carry no usable information: v = 1/information
/// would overflow Δ² (a rating gap of several thousand points).
constexpr double NegligibleInformation = 1e-100;

} // namespace

PlayerState Glicko2::initialState() const
{
    PlayerState s;
    s.rating = m_params.start;
    s.deviation = m_params.deviation;
    s.volatility = m_params.volatility;
    s.periodRating = m_params.start;
    s.periodDeviation = m_params.deviation;
    s.periodVolatility = m_params.volatility;
    return s;
}

PlayerState Glicko2::startingState(const StartingRating& start) const
{
    PlayerState s = initialState();
    s.rating = start.rating;
    s.periodRating = start.rating;
    // A deviation the rule set would refuse (not above 0) is left out.
    if (start.deviation && *start.deviation > 0.0) {
        s.deviation = *start.deviation;
        s.periodDeviation = *start.deviation;
    }
    return s;
}

std::int32_t Glicko2::periodOf(std::int32_t day) const
{
    switch (m_params.period) {
    case Period::Month: {
        const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{day}}};
        return (static_cast<int>(date.year()) - 1970) * 12 + static_cast<int>(static_cast<unsigned>(date.month())) - 1;
    }
    case Period::Week: {
        // 1970-01-01 was a Thursday: weeks start on Mondays, day −3 began one.
        const std::int32_t shifted = day + 3;
        return shifted >= 0 ? shifted / 7 : -((-shifted + 6) / 7);
    }
    case Period::Match:
        break;
    }
    return 0;
}

Glicko2::Values Glicko2::periodStart(const PlayerState& state, std::int32_t day) const
{
    if (state.games == 0 || m_params.period == Period::Match) {
        // A new player starts from the initial values; in the match mode the
        // previous match closed its period with exactly the current values.
        return {state.rating, state.deviation, state.volatility};
    }
    const std::int32_t period = periodOf(day);
    if (period == state.period) {
        return {state.periodRating, state.periodDeviation, state.periodVolatility};
    }
    // The open period has ended with the current values; every period
    // without a game since then grows the RD: φ ← √(φ² + σ²) (step 6).
    const double empty = std::max(0, period - state.period - 1);
    const double sigma = state.volatility * Scale;
    return {state.rating, std::sqrt(state.deviation * state.deviation + empty * sigma * sigma), state.volatility};
}

double Glicko2::g(double phi)
{
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double Glicko2::expected(double rating, double opponentRating, double opponentDeviation)
{
    return 1.0 / (1.0 + std::exp(-g(opponentDeviation / Scale) * (rating - opponentRating) / Scale));
}

double Glicko2::newVolatility(double phi, double sigma, double v, double delta, double tau)
{
    const double a = std::log(sigma * sigma);
    const double phi2 = phi * phi;
    const double delta2 = delta * delta;
    const double tau2 = tau * tau;
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi2 + v + ex;
        return ex * (delta2 - phi2 - v - ex) / (2.0 * d * d) - (x - a) / tau2;
    };
    double A = a;
    double B = 0.0;
    if (delta2 > phi2 + v) {
        B = std::log(delta2 - phi2 - v);
    } else {
        // f(a − kτ) becomes positive: its second term grows with k while the
        // first stays above −1/2. The bound only guards against a NaN.
        int k = 1;
        while (f(a - k * tau) < 0.0 && k < 100000) {
            ++k;
        }
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    // The Illinois algorithm converges in a handful of steps; 200 is a bound.
    for (int step = 0; std::abs(B - A) > Epsilon && step < 200 && fB != fA; ++step) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

Glicko2::Values Glicko2::update(const Values& start, double information, double surprise, double tau)
{
    const double mu = (start.rating - 1500.0) / Scale;
    const double phi = start.deviation / Scale;
    if (!(information > NegligibleInformation)) {
        // No usable pairing: the limit v → ∞ of steps 6–7 (φ' = φ*, the
        // volatility unchanged).
        const double phiStar = std::sqrt(phi * phi + start.volatility * start.volatility);
        return {Scale * (mu + phiStar * phiStar * surprise) + 1500.0, Scale * phiStar, start.volatility};
    }
    const double v = 1.0 / information;                                       // step 3
    const double delta = v * surprise;                                        // step 4
    const double sigma = newVolatility(phi, start.volatility, v, delta, tau); // step 5
    const double phiStar2 = phi * phi + sigma * sigma;                        // step 6
    const double phiNew = 1.0 / std::sqrt(1.0 / phiStar2 + information);      // step 7
    const double muNew = mu + phiNew * phiNew * surprise;
    return {Scale * muNew + 1500.0, Scale * phiNew, sigma}; // step 8
}

// Kept in one piece: the Glicko-2 steps of RATING_RULES.md in their order, once per match in the
// replay's hot loop (docs/PERFORMANCE.md).
// NOLINTNEXTLINE(readability-function-cognitive-complexity): the per-match hot loop (above).
void Glicko2::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                   std::span<int> place) const
{
    const auto& ps = match.participants;
    const int n = static_cast<int>(ps.size());
    const std::int32_t period = periodOf(match.day);

    // Everybody's period-start values first: every pairing reads those.
    std::array<Values, MaxPlayers> start{};
    std::array<double, MaxPlayers> mu{};
    std::array<double, MaxPlayers> gPhi{};
    for (int i = 0; i < n; ++i) {
        start[i] = periodStart(states[ps[i].player], match.day);
        mu[i] = (start[i].rating - 1500.0) / Scale;
        gPhi[i] = g(start[i].deviation / Scale);
    }
    int firsts = 0;
    for (int i = 0; i < n; ++i) {
        firsts += ps[i].rank == 1 ? 1 : 0;
    }
    for (int i = 0; i < n; ++i) {
        PlayerState& st = states[ps[i].player];
        RatingChange& rc = out[i];
        double information = 0.0;
        double surprise = 0.0;
        double expectedSum = 0.0;
        double actualSum = 0.0;
        double opponents = 0.0;
        for (int j = 0; j < n; ++j) {
            if (j == i) {
                continue;
            }
            const double s = ps[i].rank < ps[j].rank ? 1.0 : (ps[i].rank == ps[j].rank ? 0.5 : 0.0);
            const double e = 1.0 / (1.0 + std::exp(-gPhi[j] * (mu[i] - mu[j])));
            information += gPhi[j] * gPhi[j] * e * (1.0 - e);
            surprise += gPhi[j] * (s - e);
            expectedSum += e;
            actualSum += s;
            opponents += start[j].rating;
        }
        place[i] = ps[i].rank;
        rc.before = st.rating;
        rc.meanBefore = start[i].rating;
        rc.deviationBefore = start[i].deviation;
        rc.volatilityBefore = start[i].volatility;
        rc.expected = expectedSum / (n - 1);
        rc.actual = actualSum / (n - 1);
        rc.k0 = information;
        rc.k1 = surprise;
        rc.opponentMean = opponents / (n - 1);
        rc.gamesBefore = st.games;
        rc.provisionalBefore = isProvisional(st);
        rc.rounding = Rounding::None;

        const bool samePeriod = st.games > 0 && m_params.period != Period::Match && st.period == period;
        if (samePeriod) {
            information += st.periodInformation;
            surprise += st.periodSurprise;
        }
        const Values end = update(start[i], information, surprise, m_params.tau);
        st.periodRating = start[i].rating;
        st.periodDeviation = start[i].deviation;
        st.periodVolatility = start[i].volatility;
        st.periodInformation = information;
        st.periodSurprise = surprise;
        st.period = period;
        st.rating = end.rating;
        st.deviation = end.deviation;
        st.volatility = end.volatility;
        ++st.games;
        if (ps[i].rank == 1) {
            (firsts < n ? st.wins : st.draws) += 1;
        } else {
            ++st.losses;
        }
        rc.after = end.rating;
        rc.rawChange = rc.after - rc.before;
        rc.change = rc.rawChange;
        rc.provisionalAfter = isProvisional(st);
    }
}

bool Glicko2::isProvisional(const PlayerState& state) const
{
    return state.deviation > m_params.provisionalRd;
}

double Glicko2::expectedScore(double me, double opponent) const
{
    // Two players of the initial RD: g of their combined deviation.
    return 1.0 / (1.0 + std::exp(-g(std::sqrt(2.0) * m_params.deviation / Scale) * (me - opponent) / Scale));
}

double Glicko2::winProbability(const PlayerState& me, const PlayerState& opponent, const Match& match) const
{
    // Glickman's expected outcome of a game between two players of known
    // deviations: g of √(φ² + φj²), from the values each would start the
    // match's period from, but with the ratings as they stand now.
    const Values a = periodStart(me, match.day);
    const Values b = periodStart(opponent, match.day);
    const bool aInPeriod = me.games > 0 && m_params.period != Period::Match && me.period == periodOf(match.day);
    const bool bInPeriod =
        opponent.games > 0 && m_params.period != Period::Match && opponent.period == periodOf(match.day);
    const double rdA = aInPeriod ? me.deviation : a.deviation;
    const double rdB = bInPeriod ? opponent.deviation : b.deviation;
    const double phi = std::sqrt(rdA * rdA + rdB * rdB) / Scale;
    return 1.0 / (1.0 + std::exp(-g(phi) * (me.rating - opponent.rating) / Scale));
}

Category Glicko2::category(double rating) const
{
    const int index = bandIndex(std::round(rating) / 200.0, 0, 12);
    return {index, Labels[index], 200.0 * index};
}

std::vector<Category> Glicko2::categories() const
{
    std::vector<Category> all;
    all.reserve(Labels.size());
    for (int i = 0; i < static_cast<int>(Labels.size()); ++i) {
        all.push_back({i, Labels[i], 200.0 * i});
    }
    return all;
}

namespace {

std::string_view periodKey(Glicko2::Period p)
{
    switch (p) {
    case Glicko2::Period::Week:
        return "week";
    case Glicko2::Period::Match:
        return "match";
    case Glicko2::Period::Month:
        break;
    }
    return "month";
}

} // namespace

std::vector<Parameter> Glicko2::parameters() const
{
    using detail::formatNumber;
    const Params d;
    return {
        {"start", formatNumber(m_params.start), formatNumber(d.start), PALMARES_TR_NOOP("core", "initial rating")},
        {"rd", formatNumber(m_params.deviation), formatNumber(d.deviation),
         PALMARES_TR_NOOP("core", "initial rating deviation (RD)")},
        {"volatility", formatNumber(m_params.volatility), formatNumber(d.volatility),
         PALMARES_TR_NOOP("core", "initial volatility")},
        {"tau", formatNumber(m_params.tau), formatNumber(d.tau),
         PALMARES_TR_NOOP("core", "τ: how much the volatility may change")},
        {"period", std::string(periodKey(m_params.period)), std::string(periodKey(d.period)),
         PALMARES_TR_NOOP("core", "rating period: month, week or match (every match its own period)")},
        {"provisional_rd", formatNumber(m_params.provisionalRd), formatNumber(d.provisionalRd),
         PALMARES_TR_NOOP("core", "a rating is provisional while its RD is above this")},
    };
}

std::optional<Message> Glicko2::setParameter(std::string_view key, std::string_view value)
{
    if (key == "period") {
        for (const Period p : {Period::Month, Period::Week, Period::Match}) {
            if (value == periodKey(p)) {
                m_params.period = p;
                return std::nullopt;
            }
        }
        return Message{PALMARES_TR_NOOP("core", "parameter period: '%1' is not one of month, week, match"),
                       {std::string(value)}};
    }
    const std::array<detail::NumberSlot, 5> slots = {{
        {"start", &m_params.start, 0, 10000},
        {"rd", &m_params.deviation, 1, 1000},
        {"volatility", &m_params.volatility, 1e-6, 1},
        {"tau", &m_params.tau, 0.01, 10},
        {"provisional_rd", &m_params.provisionalRd, 0, 1000},
    }};
    if (auto error = detail::setFromSlots(slots, "glicko2", key, value)) {
        if (std::string_view(error->text) == detail::NoParameter) {
            return Message{detail::NoParameter,
                           {"glicko2", std::string(key), "start, rd, volatility, tau, period, provisional_rd"}};
        }
        return error;
    }
    return std::nullopt;
}

RuleSetDescription Glicko2::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "Glicko-2");
    d.suits = PALMARES_TR_NOOP("core", "any game of 2 to 5 players, played now and then");
    d.startingDeviation = true; // the RD
    // The values "if the period ended now", as the rating is.
    d.state = {
        {"deviation", PALMARES_TR_NOOP("core", "RD"), [](const PlayerState& s) { return s.deviation; }, 1},
        {"volatility", PALMARES_TR_NOOP("core", "Volatility"), [](const PlayerState& s) { return s.volatility; }, 6}};
    return d;
}

/// The period's start values, this match's pairings against the others'
/// start values, the period's sums so far and steps 3–8 of the paper on them.
void Glicko2::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    const int who = static_cast<int>(i);
    const bool byMatch = m_params.period == Period::Match;
    TermPiece period{"glicko2.period-match", PALMARES_TR_NOOP("core", "this match is its own rating period"), {}};
    if (m_params.period == Period::Week) {
        period = {"glicko2.period-week",
                  PALMARES_TR_NOOP("core", "rating period: the week of %1"),
                  {TermValue::plain(std::string(match.playedAt.substr(0, 10)))}};
    } else if (!byMatch) {
        period = {"glicko2.period-month",
                  PALMARES_TR_NOOP("core", "rating period: the month %1"),
                  {TermValue::plain(std::string(match.playedAt.substr(0, 7)))}};
    }
    Term start{
        "glicko2.start",
        PALMARES_TR_NOOP("core",
                         "%1: %2; it started from rating %3, RD %4, volatility %5 (after %6 games; the RD grows by the "
                         "volatility for each period without a game)"),
        {},
        who};
    const TermValue periodText = start.addPhrase({std::move(period)});
    start.values = {TermValue::participant(i),
                    periodText,
                    TermValue::of(c.meanBefore, 2),
                    TermValue::of(c.deviationBefore, 2),
                    TermValue::of(c.volatilityBefore, 6),
                    TermValue::of(c.gamesBefore, 0)};
    out.push_back(std::move(start));
    for (std::size_t j = 0; j < match.changes.size(); ++j) {
        if (j == i) {
            continue;
        }
        const RatingChange& o = match.changes[j];
        const double e = expected(c.meanBefore, o.meanBefore, o.deviationBefore);
        const double gj = g(o.deviationBefore / Scale);
        const double s = c.position < o.position ? 1.0 : (c.position == o.position ? 0.5 : 0.0);
        out.push_back({"glicko2.pairing",
                       PALMARES_TR_NOOP(
                           "core", "  against %1 (rating %2, RD %3 at the period's start): g = %4, E = %5, result %6"),
                       {TermValue::participant(j), TermValue::of(o.meanBefore, 2), TermValue::of(o.deviationBefore, 2),
                        TermValue::of(gj, 4), TermValue::of(e, 4), TermValue::of(s, 1)},
                       who});
    }
    out.push_back(
        {"glicko2.match-sums",
         PALMARES_TR_NOOP("core", "  this match adds Σ g²E(1 − E) = %1 and Σ g(s − E) = %2 to the period's sums"),
         {TermValue::of(c.k0, 6), TermValue::of(c.k1, 6)},
         who});
    if (i < match.states.size()) {
        const PlayerState& st = match.states[i];
        const double v = st.periodInformation > 0 ? 1.0 / st.periodInformation : 0.0;
        out.push_back(
            {"glicko2.period-sums",
             PALMARES_TR_NOOP(
                 "core", "  the period so far: Σ g²E(1 − E) = %1, Σ g(s − E) = %2 → v = %3, Δ = %4; new volatility %5, "
                         "RD %6, rating %7 → %8 (%9)"),
             {TermValue::of(st.periodInformation, 6), TermValue::of(st.periodSurprise, 6), TermValue::of(v, 4),
              TermValue::of(v * st.periodSurprise, 4), TermValue::of(st.volatility, 6), TermValue::of(st.deviation, 2),
              TermValue::of(c.before, 2), TermValue::of(c.after, 2), TermValue::signedOf(c.after - c.before, 2)},
             who});
    }
    if (!byMatch) {
        out.push_back(
            {"glicko2.open-period",
             PALMARES_TR_NOOP("core", "  until the period ends these are provisional: its last match gives the paper's "
                                      "end-of-period values"),
             {},
             who});
    }
    if (c.provisionalAfter) {
        out.push_back({"glicko2.provisional",
                       PALMARES_TR_NOOP("core", "  provisional while the RD is above the provisional_rd parameter"),
                       {},
                       who});
    }
}

std::vector<Quantity> Glicko2::quantities() const
{
    using C = RatingChange;
    return {
        {"glicko2.period-rating",
         PALMARES_TR_NOOP("core", "Rating at the period's start"),
         {},
         [](const C& c) { return c.meanBefore; },
         2},
        {"glicko2.period-rd",
         PALMARES_TR_NOOP("core", "RD at the period's start"),
         {},
         [](const C& c) { return c.deviationBefore; },
         2},
        {"glicko2.expected",
         PALMARES_TR_NOOP("core", "Expected result (mean of the pairings)"),
         {},
         [](const C& c) { return c.expected; },
         4},
        {"glicko2.result",
         PALMARES_TR_NOOP("core", "Result (mean of the pairings)"),
         {},
         [](const C& c) { return c.actual; },
         4},
        {"rating-before", PALMARES_TR_NOOP("core", "Rating before"), {}, [](const C& c) { return c.before; }, 2},
        {"rating-after", PALMARES_TR_NOOP("core", "Rating after"), {}, [](const C& c) { return c.after; }, 2},
    };
}

} // namespace palmares::rating

// `openskill` — RATING_RULES.md §7: the Plackett–Luce update of Weng and
// Lin (2011, algorithm 4) exactly as the `openskill` npm package 5.0.1
// computes it (src/models/plackett-luce.ts, src/util.ts, src/rate.ts), so
// that tests/reference/openskill's vectors match to 1e-6:
// - before the update every σ becomes √(σ² + τ²) (τ = 25/300 by default);
// - a team's μ and σ² are the sums over its members;
// - c = √(Σ over teams of (σ²_team + β²));
// - tied teams share a rank; A(q) counts the teams of q's rank and divides
//   each term of the sums over q;
// - γ = σ_team / c; κ bounds the shrink factor of σ from below.

#include "openskill.h"

#include "paramtext.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace palmares::rating {

namespace {

constexpr int MaxSize = 64;

constexpr std::array<std::string_view, 10> Labels = {
    PALMARES_TR_NOOP("core", "below 0"), "0–5", "5–10", "10–15", "15–20", "20–25", "25–30", "30–35", "35–40", "40+"};

/// The teams of a match: participants with the same non-zero team label play
/// together; a participant without a label is a team of one.
struct Teams {
    int count = 0;
    std::array<int, MaxSize> of{};    ///< team index of each participant
    std::array<int, MaxSize> first{}; ///< one participant of each team
};

Teams teamsOf(std::span<const Participant> ps)
{
    Teams t;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        int found = -1;
        if (ps[i].team != 0) {
            for (std::size_t j = 0; j < i; ++j) {
                if (ps[j].team == ps[i].team) {
                    found = t.of[j];
                    break;
                }
            }
        }
        if (found < 0) {
            found = t.count++;
            t.first[found] = static_cast<int>(i);
        }
        t.of[i] = found;
    }
    return t;
}

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::numbers::sqrt2);
}

} // namespace

PlayerState OpenSkill::initialState() const
{
    PlayerState s;
    s.mean = m_params.mu;
    s.deviation = m_params.sigma;
    s.rating = ordinal(m_params.mu, m_params.sigma);
    return s;
}

PlayerState OpenSkill::startingState(const StartingRating& start) const
{
    PlayerState s = initialState();
    s.mean = start.rating;
    if (start.deviation && *start.deviation > 0.0) {
        s.deviation = *start.deviation;
    }
    s.rating = ordinal(s.mean, s.deviation);
    return s;
}

double OpenSkill::displayed(double rating) const
{
    return std::round(rating * 100.0) / 100.0;
}

std::optional<Message> OpenSkill::validate(const Match& match) const
{
    if (auto error = RuleSet::validate(match)) {
        return error;
    }
    std::array<int, MaxSize> ranks{};
    const std::size_t n = match.participants.size();
    effectiveRanks(match.participants, std::span(ranks.data(), n));
    const Teams teams = teamsOf(match.participants);
    if (teams.count < 2) {
        return Message{
            PALMARES_TR_NOOP("core", "openskill needs at least two teams; every participant is in the same team"), {}};
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (ranks[i] != ranks[static_cast<std::size_t>(teams.first[teams.of[i]])]) {
            return Message::about(PALMARES_TR_NOOP("core", "team-mates must share a rank"),
                                  {Field::Team, Field::Rank, Field::Score});
        }
    }
    return std::nullopt;
}

double OpenSkill::aheadProbability(double mu, double sigma2, double otherMu, double otherSigma2) const
{
    return normalCdf((mu - otherMu) / std::sqrt(2.0 * m_params.beta * m_params.beta + sigma2 + otherSigma2));
}

// Kept in one piece: the update of RATING_RULES.md written as its formulas, once per match in the
// replay's hot loop (docs/PERFORMANCE.md).
// NOLINTNEXTLINE(readability-function-cognitive-complexity): the per-match hot loop (above).
void OpenSkill::rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                     std::span<int> place) const
{
    const auto& ps = match.participants;
    const int n = static_cast<int>(ps.size());
    const Teams teams = teamsOf(ps);
    const int k = teams.count;
    const double tau2 = m_params.tau * m_params.tau;
    const double beta2 = m_params.beta * m_params.beta;

    // Team sums, with τ added to every σ (rate.ts), and the plain sums for the
    // expected results of the records.
    std::array<double, MaxSize> teamMu{};
    std::array<double, MaxSize> teamSigma2{};
    std::array<double, MaxSize> plainSigma2{};
    std::array<int, MaxSize> rank{};
    std::array<double, MaxSize> sigma2{}; // each participant's σ² + τ²
    for (int i = 0; i < n; ++i) {
        const PlayerState& st = states[ps[i].player];
        const int t = teams.of[i];
        sigma2[i] = st.deviation * st.deviation + tau2;
        teamMu[t] += st.mean;
        teamSigma2[t] += sigma2[i];
        plainSigma2[t] += st.deviation * st.deviation;
        rank[t] = ps[i].rank;
        place[i] = ps[i].rank;
    }
    double c2 = 0.0;
    double muMax = teamMu[0];
    for (int t = 0; t < k; ++t) {
        c2 += teamSigma2[t] + beta2;
        muMax = std::max(muMax, teamMu[t]);
    }
    const double c = std::sqrt(c2);
    // exp(μ/c) shifted by the largest μ: the quotients are unchanged and
    // cannot overflow.
    std::array<double, MaxSize> expMu{};
    for (int t = 0; t < k; ++t) {
        expMu[t] = std::exp((teamMu[t] - muMax) / c);
    }
    std::array<double, MaxSize> sumQ{};
    std::array<int, MaxSize> tied{};
    for (int q = 0; q < k; ++q) {
        for (int i = 0; i < k; ++i) {
            sumQ[q] += rank[i] >= rank[q] ? expMu[i] : 0.0;
            tied[q] += rank[i] == rank[q] ? 1 : 0;
        }
    }
    std::array<double, MaxSize> omega{};
    std::array<double, MaxSize> delta{};
    for (int i = 0; i < k; ++i) {
        double omegaSum = 0.0;
        double deltaSum = 0.0;
        for (int q = 0; q < k; ++q) {
            if (rank[q] > rank[i]) {
                continue;
            }
            const double quotient = expMu[i] / sumQ[q];
            omegaSum += (i == q ? 1.0 - quotient : -quotient) / tied[q];
            deltaSum += quotient * (1.0 - quotient) / tied[q];
        }
        const double gamma = std::sqrt(teamSigma2[i]) / c;
        omega[i] = omegaSum * teamSigma2[i] / c;
        delta[i] = deltaSum * teamSigma2[i] / c2 * gamma;
    }

    int firsts = 0;
    for (int i = 0; i < n; ++i) {
        firsts += ps[i].rank == 1 ? 1 : 0;
    }
    for (int i = 0; i < n; ++i) {
        PlayerState& st = states[ps[i].player];
        RatingChange& rc = out[i];
        const int t = teams.of[i];
        double expected = 0.0;
        double actual = 0.0;
        for (int q = 0; q < k; ++q) {
            if (q == t) {
                continue;
            }
            expected += aheadProbability(teamMu[t], plainSigma2[t], teamMu[q], plainSigma2[q]);
            actual += rank[t] < rank[q] ? 1.0 : (rank[t] == rank[q] ? 0.5 : 0.0);
        }
        rc.before = st.rating;
        rc.meanBefore = st.mean;
        rc.deviationBefore = st.deviation;
        rc.expected = expected / (k - 1);
        rc.actual = actual / (k - 1);
        rc.k = c;
        rc.k0 = omega[t];
        rc.k1 = delta[t];
        rc.gamesBefore = st.games;
        rc.rounding = Rounding::None;

        const double share = sigma2[i] / teamSigma2[t];
        st.mean += share * omega[t];
        st.deviation = std::sqrt(sigma2[i]) * std::sqrt(std::max(1.0 - share * delta[t], m_params.kappa));
        st.rating = ordinal(st.mean, st.deviation);
        ++st.games;
        if (ps[i].rank == 1) {
            (firsts < n ? st.wins : st.draws) += 1;
        } else {
            ++st.losses;
        }
        rc.after = st.rating;
        rc.rawChange = rc.after - rc.before;
        rc.change = rc.rawChange;
    }
}

Category OpenSkill::category(double rating) const
{
    const int index = rating < 0.0 ? 0 : bandIndex(displayed(rating) / 5.0, 0, 8) + 1;
    return {index, Labels[index], index == 0 ? -1e9 : 5.0 * (index - 1)};
}

std::vector<Category> OpenSkill::categories() const
{
    std::vector<Category> all;
    all.reserve(Labels.size());
    for (int i = 0; i < static_cast<int>(Labels.size()); ++i) {
        all.push_back({i, Labels[i], i == 0 ? -1e9 : 5.0 * (i - 1)});
    }
    return all;
}

std::vector<Parameter> OpenSkill::parameters() const
{
    using detail::formatNumber;
    const Params d;
    return {
        {"mu", formatNumber(m_params.mu), formatNumber(d.mu), PALMARES_TR_NOOP("core", "initial μ")},
        {"sigma", formatNumber(m_params.sigma), formatNumber(d.sigma), PALMARES_TR_NOOP("core", "initial σ")},
        {"beta", formatNumber(m_params.beta), formatNumber(d.beta),
         PALMARES_TR_NOOP("core", "β: the spread of one performance")},
        {"kappa", formatNumber(m_params.kappa), formatNumber(d.kappa),
         PALMARES_TR_NOOP("core", "κ: σ shrinks at most by the factor √κ")},
        {"tau", formatNumber(m_params.tau), formatNumber(d.tau),
         PALMARES_TR_NOOP("core", "τ: σ grows by this before every match")},
        {"z", formatNumber(m_params.z), formatNumber(d.z), PALMARES_TR_NOOP("core", "the rating shown is μ − z·σ")},
    };
}

std::optional<Message> OpenSkill::setParameter(std::string_view key, std::string_view value)
{
    const std::array<detail::NumberSlot, 6> slots = {{
        {"mu", &m_params.mu, -1000, 1000},
        {"sigma", &m_params.sigma, 1e-6, 1000},
        {"beta", &m_params.beta, 1e-6, 1000},
        {"kappa", &m_params.kappa, 1e-12, 1},
        {"tau", &m_params.tau, 0, 100},
        {"z", &m_params.z, 0, 10},
    }};
    return detail::setFromSlots(slots, "openskill", key, value);
}

double OpenSkill::expectedScore(double me, double opponent) const
{
    // Two ratings alone: as two players of the initial σ.
    const double s2 = m_params.sigma * m_params.sigma;
    return aheadProbability(me, s2, opponent, s2);
}

double OpenSkill::winProbability(const PlayerState& me, const PlayerState& opponent, const Match& /*match*/) const
{
    return aheadProbability(me.mean, me.deviation * me.deviation, opponent.mean,
                            opponent.deviation * opponent.deviation);
}

RuleSetDescription OpenSkill::describe() const
{
    RuleSetDescription d = RuleSet::describe();
    d.name = PALMARES_TR_NOOP("core", "OpenSkill (Weng–Lin)");
    d.suits = PALMARES_TR_NOOP("core", "any game, teams and large tables included");
    d.decimals = 2;             // the ordinal as displayed() rounds it
    d.startingDeviation = true; // σ
    d.state = {
        {"mu", PALMARES_TR_NOOP("core", "μ (mean)"), [](const PlayerState& s) { return s.mean; }, 3},
        {"sigma", PALMARES_TR_NOOP("core", "σ (uncertainty)"), [](const PlayerState& s) { return s.deviation; }, 3}};
    return d;
}

/// μ and σ before and after, the shared c, the team's Ω and Δ, and the
/// ordinal μ − zσ shown as the rating.
void OpenSkill::explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const
{
    const RatingChange& c = match.changes[i];
    const int who = static_cast<int>(i);
    if (i == 0) {
        out.push_back(
            {"openskill.c",
             PALMARES_TR_NOOP("core", "c = √(Σ over the teams of (σ²team + β²)) = %1; each σ first grows by τ = %2"),
             {TermValue::of(c.k, 6), TermValue::of(m_params.tau, 6)}});
    }
    const double sigmaTau = std::sqrt(c.deviationBefore * c.deviationBefore + m_params.tau * m_params.tau);
    Term player{"openskill.player", PALMARES_TR_NOOP("core", "%1: μ %2, σ %3 (%4 with τ) → %5"), {}, who};
    TermPhrase after;
    if (i < match.states.size()) {
        after.emplace_back("openskill.after", PALMARES_TR_NOOP("core", "μ %1, σ %2"),
                           std::vector<TermValue>{TermValue::of(match.states[i].mean, 4),
                                                  TermValue::of(match.states[i].deviation, 4)});
    }
    const TermValue afterText = player.addPhrase(std::move(after));
    player.values = {TermValue::participant(i), TermValue::of(c.meanBefore, 4), TermValue::of(c.deviationBefore, 4),
                     TermValue::of(sigmaTau, 4), afterText};
    out.push_back(std::move(player));
    out.push_back(
        {"openskill.team",
         PALMARES_TR_NOOP(
             "core", "  team: Ω = %1, Δ = %2 (shared in proportion to σ²); expected %3 (chance of finishing ahead of "
                     "each other team, mean), result %4"),
         {TermValue::of(c.k0, 6), TermValue::of(c.k1, 6), TermValue::of(c.expected, 4), TermValue::of(c.actual, 4)},
         who});
    out.push_back({"openskill.rating",
                   PALMARES_TR_NOOP("core", "  rating μ − %1σ: %2 → %3 (%4)"),
                   {TermValue::of(m_params.z), TermValue::of(c.before, 2), TermValue::of(c.after, 2),
                    TermValue::signedOf(c.after - c.before, 2)},
                   who});
}

std::vector<Quantity> OpenSkill::quantities() const
{
    using C = RatingChange;
    return {
        {"openskill.mu-before", PALMARES_TR_NOOP("core", "μ before"), {}, [](const C& c) { return c.meanBefore; }, 4},
        {"openskill.sigma-before",
         PALMARES_TR_NOOP("core", "σ before"),
         {},
         [](const C& c) { return c.deviationBefore; },
         4},
        {"expected", PALMARES_TR_NOOP("core", "Expected result"), {}, [](const C& c) { return c.expected; }, 4},
        {"openskill.result", PALMARES_TR_NOOP("core", "Result"), {}, [](const C& c) { return c.actual; }, 4},
        {"openskill.rating-before",
         PALMARES_TR_NOOP("core", "Rating (μ − %1σ) before"),
         {TermValue::of(m_params.z)},
         [](const C& c) { return c.before; },
         2},
        {"openskill.rating-after",
         PALMARES_TR_NOOP("core", "Rating (μ − %1σ) after"),
         {TermValue::of(m_params.z)},
         [](const C& c) { return c.after; },
         2},
    };
}

} // namespace palmares::rating

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
    "Class J", "Class I", "Class H", "Class G", "Class F", "Class E",     "Class D",
    "Class C", "Class B", "Class A", "Expert",  "Master",  "Grandmaster",
};

} // namespace

bool EloProvisional::isProvisional(const PlayerState& state) const
{
    return state.games < m_params.provisionalGames;
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
        {"start", formatNumber(m_params.start), formatNumber(d.start), "start rating, also the floor"},
        {"provisional_games", formatNumber(m_params.provisionalGames), formatNumber(d.provisionalGames),
         "a rating is provisional until this many games"},
        {"k_low", formatNumber(m_params.kLow), formatNumber(d.kLow), "K below k_mid_from"},
        {"k_mid", formatNumber(m_params.kMid), formatNumber(d.kMid), "K from k_mid_from to below k_high_from"},
        {"k_high", formatNumber(m_params.kHigh), formatNumber(d.kHigh), "K from k_high_from"},
        {"k_mid_from", formatNumber(m_params.midFrom), formatNumber(d.midFrom), "rating where K becomes k_mid"},
        {"k_high_from", formatNumber(m_params.highFrom), formatNumber(d.highFrom), "rating where K becomes k_high"},
    };
}

std::optional<std::string> EloProvisional::setParameter(std::string_view key, std::string_view value)
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

} // namespace palmares::rating

#include "replay.h"

#include "placementpoints.h"

#include <algorithm>

namespace palmares::rating {

namespace {

/// A blank record to reset the buffer from: filling from a named constant
/// copies it with a few register stores, where a temporary `RatingChange{}`
/// is first zeroed on the stack with `rep stos` on every match (GCC 12).
constexpr RatingChange BlankChange{};

/// Asks for the cache line at `address` ahead of its use (a hint; nothing
/// where the compiler offers none).
inline void prefetch(const void* address)
{
#if defined(__GNUC__)
    __builtin_prefetch(address);
#else
    static_cast<void>(address);
#endif
}

} // namespace

Replay::Replay(const RuleSet& rules) : m_rules(rules), m_fresh(rules.initialState()) {}

void Replay::reservePlayers(PlayerId maxPlayer)
{
    grow(maxPlayer);
}

void Replay::grow(PlayerId player)
{
    const auto needed = static_cast<std::size_t>(player) + 1;
    if (needed > m_states.size()) {
        m_states.resize(std::max(needed, m_states.size() * 2), m_fresh);
    }
}

void Replay::setState(PlayerId player, const PlayerState& state)
{
    grow(player);
    m_states[static_cast<std::size_t>(player)] = state;
}

void Replay::setStart(PlayerId player, const PlayerState& state)
{
    grow(player);
    PlayerState& slot = m_states[static_cast<std::size_t>(player)];
    slot = state;
    slot.seen = false;
}

void Replay::setFreshStarts(std::vector<std::int32_t> days)
{
    std::sort(days.begin(), days.end());
    m_freshStarts = std::move(days);
    m_nextFreshStart = 0;
}

bool Replay::advanceTo(std::int32_t day)
{
    if (m_nextFreshStart >= m_freshStarts.size() || m_freshStarts[m_nextFreshStart] > day) {
        return false;
    }
    while (m_nextFreshStart < m_freshStarts.size() && m_freshStarts[m_nextFreshStart] <= day) {
        ++m_nextFreshStart;
    }
    // Who has not played keeps the state he starts from: the initial one, or
    // his starting rating (setStart), where he entered the club.
    for (PlayerState& state : m_states) {
        if (state.seen) {
            state = m_fresh;
        }
    }
    return true;
}

void Replay::resumeOn(std::int32_t day)
{
    m_nextFreshStart = static_cast<std::size_t>(std::upper_bound(m_freshStarts.begin(), m_freshStarts.end(), day) -
                                                m_freshStarts.begin());
}

PlayerState Replay::state(PlayerId player) const
{
    const auto index = static_cast<std::size_t>(player);
    return index < m_states.size() ? m_states[index] : m_fresh;
}

Step Replay::play(const Match& match)
{
    advanceTo(match.day);
    const auto n = match.participants.size();
    if (n == 0 || n > static_cast<std::size_t>(MaxParticipants)) {
        return {UnratedReason::None, true, {}};
    }
    // Only rate() reads the players' states, after the checks below: ask for
    // them now so that fetching them (a cache miss in a large club) overlaps
    // that work. About 5–10 % of a match.
    for (const Participant& p : match.participants) {
        if (static_cast<std::size_t>(p.player) < m_states.size()) {
            prefetch(&m_states[static_cast<std::size_t>(p.player)]);
        }
    }
    if (m_rules.validate(match)) {
        return {UnratedReason::None, true, {}};
    }
    // A copy of the participants with competition ranks filled in, so every
    // rule set reads ranks (1 best, ties equal) whether ranks or scores were
    // entered.
    std::copy(match.participants.begin(), match.participants.end(), m_participants.begin());
    const std::span<Participant> parts(m_participants.data(), n);
    const std::span<int> place(m_place.data(), n);
    if (effectiveRanks(match.participants, place)) {
        for (std::size_t i = 0; i < n; ++i) {
            parts[i].rank = place[i];
        }
    }
    Match normalised = match;
    normalised.participants = parts;

    const UnratedReason reason = m_rules.eligibility(normalised);
    if (reason != UnratedReason::None) {
        return {reason, false, {}};
    }
    for (const Participant& p : parts) {
        if (static_cast<std::size_t>(p.player) >= m_states.size()) {
            grow(p.player);
        }
    }
    const std::span<RatingChange> out(m_changes.data(), n);
    std::fill(out.begin(), out.end(), BlankChange);
    m_rules.rate(normalised, m_states, out, place);

    sharePlacementPoints(place, std::span(m_points.data(), n), std::span(m_position.data(), n));
    for (std::size_t i = 0; i < n; ++i) {
        RatingChange& rc = out[i];
        PlayerState& st = m_states[static_cast<std::size_t>(parts[i].player)];
        rc.match = match.id;
        rc.player = parts[i].player;
        rc.participants = static_cast<int>(n);
        rc.placementPoints = m_points[i];
        rc.position = m_position[i];
        rc.left = parts[i].left;
        rc.provisionalAfter = m_rules.isProvisional(st);
        st.points += m_points[i];
        st.seen = true;
    }
    return {UnratedReason::None, false, out};
}

Standing Replay::standing(PlayerId player) const
{
    Standing s;
    s.player = player;
    s.state = state(player);
    s.displayed = m_rules.displayed(s.state.rating);
    s.provisional = m_rules.isProvisional(s.state);
    s.category = m_rules.category(s.state.rating);
    return s;
}

std::vector<Standing> Replay::standings() const
{
    std::vector<Standing> all;
    for (std::size_t id = 0; id < m_states.size(); ++id) {
        if (m_states[id].seen) {
            all.push_back(standing(static_cast<PlayerId>(id)));
        }
    }
    return all;
}

ReplayResult replayAll(const RuleSet& rules, std::span<const Match> matches, std::span<const std::int32_t> freshStarts)
{
    ReplayResult result;
    Replay replay(rules);
    replay.setFreshStarts({freshStarts.begin(), freshStarts.end()});
    for (const Match& match : matches) {
        ReplayResult::MatchResult mr;
        mr.match = match.id;
        const Step step = replay.play(match);
        // play() has validated the match already; ask again for the message
        // only when it refused it.
        if (step.invalid) {
            if (auto error = rules.validate(match)) {
                mr.invalid = error->english();
            }
        }
        mr.reason = step.reason;
        mr.firstChange = result.changes.size();
        mr.changeCount = step.changes.size();
        result.changes.insert(result.changes.end(), step.changes.begin(), step.changes.end());
        result.matches.push_back(std::move(mr));
    }
    result.standings = replay.standings();
    return result;
}

} // namespace palmares::rating

#include "rerating.h"

#include "changefeed.h"
#include "conversions.h"
#include "participantmapping.h"
#include "season.h"

#include "store/ratingblob.h"

#include <algorithm>

namespace palmares::club {

Rerating::Rerating(store::ClubStore& store, qint64 game, const rating::RuleSet& rules, const Households& households,
                   qint64 maxPlayer, qint64 checkpointInterval, const QList<QDate>& freshStarts)
    : m_store(store),
      m_writer(store),
      m_game(game),
      m_households(households),
      m_replay(rules),
      m_slots(static_cast<std::size_t>(maxPlayer) + 1),
      m_checkpointInterval(checkpointInterval),
      m_seen(m_slots, 0),
      m_touched(m_slots, 0),
      m_lastPlayed(m_slots),
      m_lastMatch(m_slots, 0),
      m_freshStarts(freshStarts)
{
    m_replay.reservePlayers(static_cast<rating::PlayerId>(maxPlayer));
    m_parts.reserve(rating::Replay::MaxParticipants);
    std::vector<std::int32_t> days;
    for (const QDate& d : freshStarts) {
        days.push_back(dayOf(d.toString(Qt::ISODate)));
    }
    m_replay.setFreshStarts(std::move(days));
}

Expected<std::vector<std::pair<qint64, rating::PlayerState>>> startingStates(store::ClubStore& store, qint64 game,
                                                                             const rating::RuleSet& rules)
{
    const auto starts = store.startingRatingsOfGame(game);
    if (!starts) {
        return starts.status();
    }
    std::vector<std::pair<qint64, rating::PlayerState>> states;
    states.reserve(static_cast<std::size_t>(starts->size()));
    for (const store::StartingRatingRecord& s : *starts) {
        states.emplace_back(s.player, rules.startingState({s.rating, s.deviation}));
    }
    return states;
}

void Rerating::setStart(qint64 player, const rating::PlayerState& state)
{
    if (player > 0 && static_cast<std::size_t>(player) < m_slots) {
        m_replay.setStart(static_cast<rating::PlayerId>(player), state);
    }
}

Status Rerating::resume(const QString& playedAt, qint64 id)
{
    auto resume = m_store.statesBefore(m_game, playedAt, id);
    if (!resume) {
        return resume.status();
    }
    // A fresh start on or before this day: who has not played since it
    // starts from the rule set's start (the replay's states are fresh).
    const QDate day = Change::dateOf(playedAt);
    m_freshSince = latestFreshStart(m_freshStarts, day);
    m_replay.resumeOn(dayOf(playedAt));
    for (store::StandingRecord& r : resume->states) {
        if (r.player <= 0 || static_cast<std::size_t>(r.player) >= m_slots) {
            continue; // a player merged away since: his records are rewritten below
        }
        if (m_freshSince.isValid() && Change::dateOf(r.lastPlayed) < m_freshSince) {
            // Started afresh: his starting rating, if any, was used before.
            m_replay.setState(static_cast<rating::PlayerId>(r.player), m_replay.rules().initialState());
            continue;
        }
        m_replay.setState(static_cast<rating::PlayerId>(r.player), r.state);
        m_lastPlayed[static_cast<std::size_t>(r.player)] = std::move(r.lastPlayed);
        meet(r.player);
    }
    m_sinceCheckpoint = resume->matchesSinceCheckpoint;
    return {};
}

Status Rerating::play(const store::MatchRecord& m, QByteArrayView committed)
{
    // A fresh start before this match comes before its checkpoint: the
    // states just before the match are the fresh ones.
    if (!m_freshStarts.isEmpty() && m_replay.advanceTo(dayOf(m.playedAt))) {
        startAfresh(m);
    }
    if (checkpointDue()) {
        if (Status s = writeCheckpoint(m); !s.ok()) {
            return s;
        }
    }
    m_parts.clear();
    for (const store::ParticipantRecord& p : m.participants) {
        if (p.player >= 0 && static_cast<std::size_t>(p.player) < m_slots) {
            m_touched[static_cast<std::size_t>(p.player)] = 1;
        }
        m_parts.push_back(toRating(p, m_households.of(p.player)));
    }
    const rating::Step step = m_replay.play(toRatingMatch(m, m_parts));
    const QString reason = reasonKey(step);
    if (reason != m.unratedReason) {
        m_reasons.append({m.id, reason});
    }
    if (step.changes.empty()) {
        // Whether a match is rated depends on it alone (void, households,
        // eligibility): one unrated now had no records to overwrite.
        return {};
    }
    return writeRecords(m, step, committed);
}

Status Rerating::writeRecords(const store::MatchRecord& m, const rating::Step& step, QByteArrayView committed)
{
    m_after.clear();
    m_afterPointers.clear();
    m_datesSince.push_back(m.playedAt);
    for (const rating::RatingChange& c : step.changes) {
        m_after.push_back(m_replay.state(c.player));
        meet(c.player);
        // A participant who is no player of the club (only a damaged file
        // has one) is rated but has no standing to date.
        if (c.player >= 0 && static_cast<std::size_t>(c.player) < m_slots) {
            m_lastMatch[static_cast<std::size_t>(c.player)] = static_cast<std::uint32_t>(m_datesSince.size());
        }
    }
    for (const rating::PlayerState& state : m_after) {
        m_afterPointers.push_back(&state);
    }
    store::packChanges(step.changes.data(), m_afterPointers.data(), step.changes.size(), m_packed);
    ++m_sinceCheckpoint;
    // Records the change did not reach stay where they lie (most of a
    // back-dated result's later matches: its ripples die out in rounding),
    // with their inputs: a match given with its committed records is one
    // the caller's changes left as it was.
    if (m_overwrite && committed == QByteArrayView(m_packed)) {
        return {};
    }
    store::packInputs(m, m_inputs);
    return m_overwrite ? m_store.upsertMatchRatings(m_game, m.playedAt, m.id, m_packed, m_inputs)
                       : m_writer.insertMatchRatings(m_game, m.playedAt, m.id, m_packed, m_inputs);
}

void Rerating::startAfresh(const store::MatchRecord& m)
{
    // Their standings are deleted at the end (finish), in one statement.
    settleLastPlayed();
    for (const qint64 player : m_seenPlayers) {
        m_seen[static_cast<std::size_t>(player)] = 0;
    }
    m_seenPlayers.clear();
    m_freshSince = latestFreshStart(m_freshStarts, Change::dateOf(m.playedAt));
}

void Rerating::settleLastPlayed()
{
    if (m_datesSince.empty()) {
        return;
    }
    // Whoever played since is met (writeRecords), and met players are
    // only forgotten by startAfresh, which settles first.
    for (const qint64 player : m_seenPlayers) {
        const auto slot = static_cast<std::size_t>(player);
        if (const std::uint32_t last = m_lastMatch[slot]; last != 0) {
            m_lastPlayed[slot] = m_datesSince[last - 1];
            m_lastMatch[slot] = 0;
        }
    }
    m_datesSince.clear();
}

Status Rerating::finish(const QList<qint64>& alsoRefresh)
{
    settleLastPlayed();
    // Who has not played since the last fresh start the replay passed has
    // no standing (those it met are written below).
    if (m_freshSince.isValid()) {
        if (Status s = m_store.deleteStandingsPlayedBefore(m_game, m_freshSince.toString(Qt::ISODate)); !s.ok()) {
            return s;
        }
    }
    for (const auto& [matchId, reason] : std::as_const(m_reasons)) {
        if (Status s = m_store.setUnratedReason(matchId, reason); !s.ok()) {
            return s;
        }
    }
    for (const qint64 player : alsoRefresh) {
        if (player > 0 && static_cast<std::size_t>(player) < m_slots) {
            m_touched[static_cast<std::size_t>(player)] = 1;
        }
    }
    for (std::size_t player = 0; player < m_slots; ++player) {
        if (m_touched[player] == 0) {
            continue;
        }
        const auto pid = static_cast<qint64>(player);
        const rating::PlayerState state = m_replay.state(static_cast<rating::PlayerId>(player));
        if (Status s = state.seen ? m_writer.upsertStanding(m_game, {pid, state, m_lastPlayed[player]})
                                  : m_store.deleteStanding(m_game, pid);
            !s.ok()) {
            return s;
        }
    }
    return m_writer.flush();
}

void Rerating::meet(qint64 player)
{
    if (player < 0 || static_cast<std::size_t>(player) >= m_slots) {
        return;
    }
    auto& flag = m_seen[static_cast<std::size_t>(player)];
    if (flag == 0) {
        flag = 1;
        m_seenPlayers.push_back(player);
    }
}

bool Rerating::checkpointDue() const
{
    const qint64 every = m_checkpointInterval > 0
                             ? m_checkpointInterval
                             : std::max<qint64>(2048, 2 * static_cast<qint64>(m_seenPlayers.size()));
    return m_sinceCheckpoint >= every;
}

Status Rerating::writeCheckpoint(const store::MatchRecord& m)
{
    settleLastPlayed();
    m_checkpoint.clear();
    m_checkpoint.reserve(m_seenPlayers.size());
    for (const qint64 player : m_seenPlayers) {
        m_checkpoint.push_back({player, m_replay.state(static_cast<rating::PlayerId>(player)),
                                m_lastPlayed[static_cast<std::size_t>(player)]});
    }
    m_sinceCheckpoint = 0;
    return m_writer.insertCheckpoint(m_game, m.playedAt, m.id, m_checkpoint);
}

} // namespace palmares::club

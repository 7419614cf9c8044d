#pragma once

// Internal to core/club.

#include "households.h"

#include "rating/replay.h"
#include "store/bulkwriter.h"
#include "store/clubstore.h"

#include "store/records.h"

#include <QDate>
#include <QList>
#include <QPair>

#include <cstdint>
#include <utility>
#include <vector>

namespace palmares::club {

/// The starting ratings of `game` (schema 10) as the states its players
/// start from under `rules` (RuleSet::startingState), by player id: what
/// every replay of the game gives Replay::setStart.
Expected<std::vector<std::pair<qint64, rating::PlayerState>>> startingStates(store::ClubStore& store, qint64 game,
                                                                             const rating::RuleSet& rules);

/// The re-rating of one game from a position onward: each match played
/// through the rule set in replay order, its records packed and written, a
/// checkpoint every few thousand matches, then the standing of every player
/// met. Rerater::rerate feeds it one game's matches in replay order: read
/// from the file, or the ones an import has just written.
class Rerating
{
public:
    /// `freshStarts`: the days, ascending, on which every player of the game
    /// starts afresh (RuleBook::freshStarts; none: the ratings run on).
    Rerating(store::ClubStore& store, qint64 game, const rating::RuleSet& rules, const Households& households,
             qint64 maxPlayer, qint64 checkpointInterval, const QList<QDate>& freshStarts = {});

    /// The state `player` starts from until his first rated match (his
    /// starting rating, startingStates): before resume().
    void setStart(qint64 player, const rating::PlayerState& state);

    /// Every player's state before (playedAt, id): from the newest
    /// checkpoint and the records after it; after a fresh start on or
    /// before that day, only of those who have played since.
    Status resume(const QString& playedAt, qint64 id);

    /// The records from the resumed position on are still there and are
    /// overwritten (upsertMatchRatings): Rerater::changedResults on SQLite,
    /// which has deleted those of the changed matches as they were. A match
    /// played with its records as committed is written only when they
    /// differ.
    void overwriteRecords(bool overwrite) { m_overwrite = overwrite; }

    /// Rates the next match of the game and writes its records.
    /// `committed`: its records as last committed, when they may still be
    /// right (ClubStore::forEachMatchFrom with changes).
    Status play(const store::MatchRecord& m, QByteArrayView committed = {});

    /// The unrated reasons that changed, and the standing the replay left
    /// every player met or named in `alsoRefresh`.
    Status finish(const QList<qint64>& alsoRefresh);

private:
    void meet(qint64 player);
    /// Every player started afresh before `m` (the replay reset them): who
    /// was met is met again only when he plays.
    void startAfresh(const store::MatchRecord& m);
    /// A checkpoint every few thousand matches (more for a large club): a
    /// replay resumes from one without reading more than that many records.
    [[nodiscard]] bool checkpointDue() const;
    Status writeCheckpoint(const store::MatchRecord& m);
    /// The records of a rated step, packed and written.
    Status writeRecords(const store::MatchRecord& m, const rating::Step& step, QByteArrayView committed);
    /// Each player's last date played, from the matches since the last
    /// call: kept per player as a match number while playing (an integer
    /// written per participant, not a string's reference count), turned
    /// into dates only where they are read (a checkpoint, the end).
    void settleLastPlayed();

    store::ClubStore& m_store;
    /// The records, checkpoints and standings (by COPY on PostgreSQL):
    /// all written by finish().
    store::BulkWriter m_writer;
    qint64 m_game;
    const Households& m_households;
    rating::Replay m_replay;
    std::size_t m_slots;
    qint64 m_checkpointInterval;
    qint64 m_sinceCheckpoint = 0;
    bool m_overwrite = false;
    std::vector<char> m_seen;               ///< rated in this game before the current match
    std::vector<char> m_touched;            ///< gets his standing written at the end
    std::vector<qint64> m_seenPlayers;      ///< the players of a checkpoint, in order of appearance
    std::vector<QString> m_lastPlayed;      ///< per player, as of the last settleLastPlayed()
    std::vector<std::uint32_t> m_lastMatch; ///< per player: 1 + his last match's index in m_datesSince, 0: none since
    std::vector<QString> m_datesSince;      ///< the dates of the rated matches since the last settleLastPlayed()
    QList<QDate> m_freshStarts;
    QDate m_freshSince;                      ///< the last fresh start the replay has passed (invalid: none)
    QList<QPair<qint64, QString>> m_reasons; ///< unrated reasons that changed
    // Scratch storage reused from match to match.
    std::vector<store::StandingRecord> m_checkpoint;
    std::vector<rating::Participant> m_parts;
    std::vector<rating::PlayerState> m_after;
    std::vector<const rating::PlayerState*> m_afterPointers;
    QByteArray m_packed;
    QByteArray m_inputs;
};

} // namespace palmares::club

#pragma once

/// The rating cache (schema 4): the records of each rated match packed in
/// one row (ratingblob.h), checkpoints of every player's state, and the
/// standings (standings.cpp), each derived from the results and rebuilt
/// from them.

#include "records.h"
#include "table.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QPair>

#include <functional>
#include <vector>

namespace palmares::store {

class RatingCache : public Table
{
public:
    using Table::Table;

    /// Deletes the records and checkpoints from (playedAt, id) on.
    Status deleteRatingsFrom(qint64 game, const QString& playedAt, qint64 id);
    /// Deletes the checkpoints from (playedAt, id) on, keeping the records
    /// (a re-rating that overwrites them: upsertMatchRatings).
    Status deleteCheckpointsFrom(qint64 game, const QString& playedAt, qint64 id);
    /// Deletes the records of one match, if it has any.
    Status deleteMatchRatings(qint64 game, const QString& playedAt, qint64 match);
    /// Empties the rating cache: records, checkpoints and standings.
    Status deleteAllRatings();
    /// Stores the packed records (packChanges) of one rated match, and what
    /// it was rated from (packInputs).
    Status insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                              const QByteArray& inputs);
    /// insertMatchRatings over the match's records if it has some: SQLite
    /// rewrites a row of the same size where it lies, where a delete and an
    /// insert free and take pages again.
    Status upsertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                              const QByteArray& inputs);
    /// Stores the states of every player of `game` before (playedAt, match).
    Status insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                            const std::vector<StandingRecord>& states);
    /// Where a replay resumes: each player's state before (playedAt, id),
    /// from the newest checkpoint before it and the records since.
    struct ResumePoint {
        std::vector<StandingRecord> states; ///< players seen before the position
        qint64 matchesSinceCheckpoint = 0;  ///< rated matches read after the checkpoint
    };
    /// The positions (played_at, match id) of a game's checkpoints, in order.
    Expected<QList<QPair<QString, qint64>>> checkpoints(qint64 game);
    /// The states stored by the checkpoint at exactly (playedAt, match).
    Expected<std::vector<StandingRecord>> checkpointAt(qint64 game, const QString& playedAt, qint64 match);
    Expected<ResumePoint> statesBefore(qint64 game, const QString& playedAt, qint64 id);
    Expected<QList<RatingChangeRecord>> ratingChangesOfMatch(qint64 match);
    Expected<QList<RatingChangeRecord>> ratingChangesOfPlayer(qint64 player);
    /// Every cached record of `game` in replay order (also those of a match
    /// that no longer exists: their code is empty).
    Status forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit);
    /// What each rated match of `game` was rated from as its record holds
    /// it (packInputs), in replay order: `visit(match id, inputs)`.
    Status forEachInputsOfGame(qint64 game, const std::function<bool(qint64, QByteArrayView)>& visit);
    /// True when the cache must be rebuilt before use (after migration 4).
    Expected<bool> cacheStale();
    Status setCacheStale(bool stale);

    // Standings (standings.cpp)
    Status upsertStanding(qint64 game, const StandingRecord& r);
    Status deleteStanding(qint64 game, qint64 player);
    /// Deletes the standings of the players of `game` whose last match was
    /// before `day` (YYYY-MM-DD): a fresh start of the game's ratings then.
    Status deleteStandingsPlayedBefore(qint64 game, const QString& day);
    Status deleteStandingsOfGame(qint64 game);
    Expected<QList<StandingRecord>> standings(qint64 game);
    /// The standings as of the end of the day before `before` ("YYYY-MM-DD"):
    /// each player's state after his last rated match played before it.
    Expected<QList<StandingRecord>> standingsBefore(qint64 game, const QString& before);
    /// Points per player over [from, to) on the match date-time, in player
    /// order, and what the selection holds; game 0 = all. One scan of the
    /// period's rating records.
    Expected<PeriodPoints> points(qint64 game, const QString& from, const QString& to);

private:
    /// Runs a statement bound to (game, played at, match id).
    Status execAt(const QString& statement, qint64 game, const QString& playedAt, qint64 id);
    /// Runs a ratingRecord insert with its five values.
    Status writeMatchRatings(const QString& statement, qint64 game, const QString& playedAt, qint64 match,
                             const QByteArray& packed, const QByteArray& inputs);
    /// Runs a ratingRecords* statement and hands every record it packs to
    /// `visit` (false from it stops).
    Status forEachRecord(Statement& q, const std::function<bool(const RatingChangeRecord&)>& visit);
    /// The records of a Hall of Fame selection: played in [from, to), of one
    /// game or of all (0), game by game in replay order.
    Status forEachRecordOfPeriod(qint64 game, const QString& from, const QString& to,
                                 const std::function<bool(const RatingChangeRecord&)>& visit);
};

} // namespace palmares::store

#pragma once

/// Typed reads and writes of a club's tables. Every method runs named,
/// bound statements of resources/sql; multi-row changes are made by the
/// caller inside one Transaction.

#include "database.h"
#include "records.h"

#include <QByteArray>
#include <QSet>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace palmares::store {

class ClubStore
{
public:
    explicit ClubStore(Database& db) : m_db(db) {}

    Database& database() { return m_db; }

    // Club
    std::optional<ClubRecord> club(StoreError& error);
    bool createClub(const QString& name, StoreError& error);
    bool renameClub(const QString& name, StoreError& error);

    // Players
    std::optional<QList<PlayerRecord>> players(StoreError& error);
    std::optional<qint64> insertPlayer(const QString& name, const QString& household, StoreError& error);
    bool updatePlayer(const PlayerRecord& player, StoreError& error);
    bool deletePlayer(qint64 id, StoreError& error);
    bool moveParticipations(qint64 from, qint64 into, StoreError& error);
    /// (match code, position) of every participation of a player, in play order.
    std::optional<QList<QPair<QString, int>>> participations(qint64 player, StoreError& error);
    bool setParticipant(const QString& matchCode, int pos, qint64 player, StoreError& error);
    std::optional<QStringList> sharedMatches(qint64 a, qint64 b, StoreError& error);
    std::optional<QList<qint64>> gamesOfPlayer(qint64 player, StoreError& error);

    // Games
    std::optional<QList<GameRecord>> games(StoreError& error);
    std::optional<qint64> insertGame(const GameRecord& game, StoreError& error);
    bool setGameParams(qint64 game, const QString& params, StoreError& error);
    bool setGameFreshStart(qint64 game, bool freshStart, StoreError& error);
    bool renameGame(qint64 game, const QString& name, StoreError& error);

    // The names of the sides of matches: teams and army lists.
    enum class SideName { Team, ArmyList };
    /// Every distinct name of that kind that some participant carries.
    std::optional<QStringList> sideNames(SideName which, StoreError& error);
    /// Every participant carrying `from` carries `to` instead.
    bool renameSideName(SideName which, const QString& from, const QString& to, StoreError& error);

    // Matches
    std::optional<qint64> matchIdByCode(const QString& code, StoreError& error);
    std::optional<qint64> maxMatchId(StoreError& error);
    std::optional<qint64> insertMatch(const MatchRecord& match, StoreError& error);
    /// Which of `codes` the club's matches already carry (an import's
    /// check), asked in blocks of codes rather than code by code.
    std::optional<QSet<QString>> takenMatchCodes(const QStringList& codes, StoreError& error);
    /// PostgreSQL: `count` new match ids from the match table's sequence
    /// (BulkWriter writes the rows with them).
    std::optional<std::vector<qint64>> reserveMatchIds(int count, StoreError& error);
    /// Updates the match row and replaces its participants; fails with a
    /// clear message when the stored version is not `match.version` (someone
    /// else changed it since it was read).
    bool updateMatch(const MatchRecord& match, StoreError& error);
    bool deleteMatch(qint64 id, StoreError& error);
    /// Puts the matches of `game` played at `playedAt` in the replay order
    /// of their codes (compareCodes): the replay orders a game's matches by
    /// (played_at, id), and ids are given in order of entry, so those whose
    /// id is out of their code's order are written again with the moment's
    /// ids in code order (each keeping its code, version and participants).
    /// Appends the matches whose id changed to `moved`, as they were
    /// (`before`) and as they are (`after`); a moment in order costs one
    /// read through the replay index.
    bool orderMoment(qint64 game, const QString& playedAt, ResultChanges& moved, StoreError& error);
    /// The moments of `game` from `from` on ("": all) that hold several
    /// matches whose ids are not in the order of their codes (a club written
    /// before that order, or an import that wrote a moment's matches apart),
    /// in date order: orderMoment puts each in order.
    std::optional<QStringList> unorderedMoments(qint64 game, const QString& from, StoreError& error);
    bool setUnratedReason(qint64 match, const QString& reason, StoreError& error);
    std::optional<MatchRecord> match(qint64 id, StoreError& error);
    /// Every match with its participants, in replay order.
    bool forEachMatch(const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    /// The matches played in [start, end) ("YYYY-MM-DD…" texts) with their
    /// participants, in replay order: each game's part of the replay index.
    bool forEachMatchBetween(const QString& start, const QString& end,
                             const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    /// Whether `player` played any match before `start`; nullopt on an error.
    std::optional<bool> playedBefore(qint64 player, const QString& start, StoreError& error);
    /// Every match with its participants in the order they were entered
    /// (by id): two plain scans, many times faster than forEachMatch on a
    /// large club, for readers that do not need replay order.
    bool forEachMatchInEntryOrder(const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    std::optional<qint64> matchCount(StoreError& error);
    /// Matches of a game played after (playedAt, id) in replay order.
    std::optional<qint64> matchCountAfter(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    std::optional<qint64> gameMatchCount(qint64 game, StoreError& error);
    /// Per game id, its number of matches (games without one are absent).
    std::optional<QHash<qint64, int>> matchCountsByGame(StoreError& error);
    /// The same, of the rated matches only: those the rating cache holds
    /// records of (one row each; reading it is cheaper than the matches'
    /// unrated reasons through the game's index).
    std::optional<QHash<qint64, int>> ratedMatchCountsByGame(StoreError& error);
    bool deleteGame(qint64 id, StoreError& error);
    std::optional<qint64> participantCount(StoreError& error);
    /// One plain forward-only read of every participant row (the yardstick
    /// the rebuild benchmark compares against); returns the rows read.
    std::optional<qint64> scanParticipants(StoreError& error);

    /// The matches of `game` from (playedAt, id) onward, in replay order,
    /// with participants, streamed forward-only.
    bool forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                          const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    /// forEachMatchFrom as last committed, for a caller whose transaction
    /// has not changed the game's results (a rebuild): where
    /// readsCommittedAhead(), they are read ahead on a second connection
    /// and thread while `visit` rates and writes (the write lock the
    /// transaction holds keeps what was committed as it was), with what a
    /// rating reads of them only (no code, version or army lists);
    /// elsewhere this is forEachMatchFrom.
    bool forEachCommittedMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                   const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    /// A match of a replay, with its packed rating records as last
    /// committed (valid during the call) where they may still be right, or
    /// empty.
    using RecordedMatchVisit = std::function<bool(const MatchRecord&, QByteArrayView committedRecords)>;
    /// forEachMatchFrom for a caller whose transaction has changed the
    /// game's results by `changes` only (a result added, edited or deleted):
    /// where readsCommittedAhead(), the others are read ahead as last
    /// committed, with their records (and what a rating reads of them only,
    /// as forEachCommittedMatchFrom), and the changed ones as they are now
    /// are put in their places (without); elsewhere this is
    /// forEachMatchFrom (without records).
    bool forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id, const ResultChanges& changes,
                          const RecordedMatchVisit& visit, StoreError& error);
    /// Whether forEachCommittedMatchFrom reads ahead on a second connection:
    /// an SQLite file, in a transaction that began before any row of the
    /// outermost one was written (Database::innermostBeganUnchanged).
    [[nodiscard]] bool readsCommittedAhead() const;

    // Rating cache (schema 4): the records of each rated match packed in one
    // row (ratingblob.h), and checkpoints of every player's state.
    /// Deletes the records and checkpoints from (playedAt, id) on.
    bool deleteRatingsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    /// Deletes the checkpoints from (playedAt, id) on, keeping the records
    /// (a re-rating that overwrites them: upsertMatchRatings).
    bool deleteCheckpointsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    /// Deletes the records of one match, if it has any.
    bool deleteMatchRatings(qint64 game, const QString& playedAt, qint64 match, StoreError& error);
    /// Empties the rating cache: records, checkpoints and standings.
    bool deleteAllRatings(StoreError& error);
    /// Stores the packed records (packChanges) of one rated match, and what
    /// it was rated from (packInputs).
    bool insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                            const QByteArray& inputs, StoreError& error);
    /// insertMatchRatings over the match's records if it has some: SQLite
    /// rewrites a row of the same size where it lies, where a delete and an
    /// insert free and take pages again.
    bool upsertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                            const QByteArray& inputs, StoreError& error);
    /// Stores the states of every player of `game` before (playedAt, match).
    bool insertCheckpoint(qint64 game, const QString& playedAt, qint64 match, const std::vector<StandingRecord>& states,
                          StoreError& error);
    /// Where a replay resumes: each player's state before (playedAt, id),
    /// from the newest checkpoint before it and the records since.
    struct ResumePoint {
        std::vector<StandingRecord> states; ///< players seen before the position
        qint64 matchesSinceCheckpoint = 0;  ///< rated matches read after the checkpoint
    };
    /// The positions (played_at, match id) of a game's checkpoints, in order.
    std::optional<QList<QPair<QString, qint64>>> checkpoints(qint64 game, StoreError& error);
    /// The states stored by the checkpoint at exactly (playedAt, match).
    std::optional<std::vector<StandingRecord>> checkpointAt(qint64 game, const QString& playedAt, qint64 match,
                                                            StoreError& error);
    std::optional<ResumePoint> statesBefore(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    std::optional<QList<RatingChangeRecord>> ratingChangesOfMatch(qint64 match, StoreError& error);
    std::optional<QList<RatingChangeRecord>> ratingChangesOfPlayer(qint64 player, StoreError& error);
    /// Every cached record of `game` in replay order (also those of a match
    /// that no longer exists: their code is empty).
    bool forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                   StoreError& error);
    /// What each rated match of `game` was rated from as its record holds
    /// it (packInputs), in replay order: `visit(match id, inputs)`.
    bool forEachInputsOfGame(qint64 game, const std::function<bool(qint64, QByteArrayView)>& visit, StoreError& error);
    /// True when the cache must be rebuilt before use (after migration 4).
    std::optional<bool> cacheStale(StoreError& error);
    bool setCacheStale(bool stale, StoreError& error);
    /// The club's dormancy setting (schema 5): months without a match of a
    /// game after which a player is set aside in its standings; 0 = never.
    std::optional<int> dormantAfterMonths(StoreError& error);
    bool setDormantAfterMonths(int months, StoreError& error);

    // Seasons (schema 5)
    std::optional<QList<SeasonRecord>> seasons(StoreError& error);
    std::optional<qint64> insertSeason(const SeasonRecord& s, StoreError& error);
    bool deleteSeason(qint64 id, StoreError& error);
    /// Closes a season (`closedAt` the time) or opens it again ("").
    bool setSeasonClosed(qint64 id, const QString& closedAt, StoreError& error);
    bool insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet, StoreError& error);
    bool deleteSeasonSheets(qint64 season, StoreError& error);
    std::optional<QList<SeasonSheetRecord>> seasonSheets(qint64 season, StoreError& error);
    std::optional<bool> seasonsOverlap(StoreError& error);
    bool setSeasonsOverlap(bool allowed, StoreError& error);

    // The import assistant's mappings (schema 7), by header key
    /// The mapping saved for files of `header` (JSON), "" when none is.
    std::optional<QString> importMapping(const QString& header, StoreError& error);
    bool saveImportMapping(const QString& header, const QString& mapping, StoreError& error);

    bool upsertStanding(qint64 game, const StandingRecord& r, StoreError& error);
    bool deleteStanding(qint64 game, qint64 player, StoreError& error);
    /// Deletes the standings of the players of `game` whose last match was
    /// before `day` (YYYY-MM-DD): a fresh start of the game's ratings then.
    bool deleteStandingsPlayedBefore(qint64 game, const QString& day, StoreError& error);
    bool deleteStandingsOfGame(qint64 game, StoreError& error);
    std::optional<QList<StandingRecord>> standings(qint64 game, StoreError& error);
    /// The standings as of the end of the day before `before` ("YYYY-MM-DD"):
    /// each player's state after his last rated match played before it.
    std::optional<QList<StandingRecord>> standingsBefore(qint64 game, const QString& before, StoreError& error);

    /// Points per player over [from, to) on the match date-time, in player
    /// order, and what the selection holds; game 0 = all. One scan of the
    /// period's rating records.
    std::optional<PeriodPoints> points(qint64 game, const QString& from, const QString& to, StoreError& error);

    bool forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error);

    bool audit(const QString& action, const QString& detail, StoreError& error);

    /// "ok" or the integrity problems SQLite finds.
    std::optional<QStringList> integrityCheck(StoreError& error);

private:
    /// Runs a statement bound to (game, played at, match id).
    bool execAt(const QString& statement, qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    /// Runs a ratingRecord insert with its five values.
    bool writeMatchRatings(const QString& statement, qint64 game, const QString& playedAt, qint64 match,
                           const QByteArray& packed, const QByteArray& inputs, StoreError& error);
    /// A "game id, count" query's counts per game.
    std::optional<QHash<qint64, int>> countsByGame(const QString& query, StoreError& error);
    /// Runs a ratingRecords* statement and hands every record it packs to
    /// `visit` (false from it stops).
    bool forEachRecord(Statement& q, const std::function<bool(const RatingChangeRecord&)>& visit, StoreError& error);
    /// The records of a Hall of Fame selection: played in [from, to), of one
    /// game or of all (0), game by game in replay order.
    bool forEachRecordOfPeriod(qint64 game, const QString& from, const QString& to,
                               const std::function<bool(const RatingChangeRecord&)>& visit, StoreError& error);

    Database& m_db;
    double m_scanChecksum = 0.0; ///< keeps the scan's reads from being optimised away
};

} // namespace palmares::store

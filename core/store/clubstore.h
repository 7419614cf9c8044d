#pragma once

/// Typed reads and writes of a club's tables. Every method runs named,
/// bound statements of resources/sql; multi-row changes are made by the
/// caller inside one Transaction.

#include "database.h"
#include "records.h"

#include <functional>
#include <optional>

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

    // Matches
    std::optional<qint64> matchIdByCode(const QString& code, StoreError& error);
    std::optional<qint64> maxMatchId(StoreError& error);
    std::optional<qint64> insertMatch(const MatchRecord& match, StoreError& error);
    /// Updates the match row and replaces its participants; fails with a
    /// clear message when the stored version is not `match.version` (someone
    /// else changed it since it was read).
    bool updateMatch(const MatchRecord& match, StoreError& error);
    bool deleteMatch(qint64 id, StoreError& error);
    bool setUnratedReason(qint64 match, const QString& reason, StoreError& error);
    std::optional<MatchRecord> match(qint64 id, StoreError& error);
    /// Every match with its participants, in replay order.
    bool forEachMatch(const std::function<bool(const MatchRecord&)>& visit, StoreError& error);
    std::optional<qint64> matchCount(StoreError& error);
    /// Matches of a game played after (playedAt, id) in replay order.
    std::optional<qint64> matchCountAfter(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    std::optional<qint64> gameMatchCount(qint64 game, StoreError& error);
    bool deleteGame(qint64 id, StoreError& error);
    std::optional<qint64> participantCount(StoreError& error);
    /// One plain forward-only read of every participant row (the yardstick
    /// the rebuild benchmark compares against); returns the rows read.
    std::optional<qint64> scanParticipants(StoreError& error);

    /// The matches of `game` from (playedAt, id) onward, in replay order,
    /// with participants, streamed forward-only.
    bool forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                          const std::function<bool(const MatchRecord&)>& visit, StoreError& error);

    // Rating cache
    bool deleteRatingChangesFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error);
    /// Empties the rating cache and drops its indexes (a full rebuild);
    /// restoreRatingIndexes() builds them again once the rows are written.
    bool deleteAllRatings(StoreError& error);
    bool restoreRatingIndexes(StoreError& error);
    bool insertRatingChange(const RatingChangeRecord& record, StoreError& error);
    /// The state of `player` in `game` after the last rated match before
    /// (playedAt, id); std::nullopt inside the optional = none before.
    std::optional<std::optional<StandingRecord>> stateBefore(qint64 game, qint64 player, const QString& playedAt,
                                                             qint64 id, StoreError& error);
    std::optional<QList<RatingChangeRecord>> ratingChangesOfMatch(qint64 match, StoreError& error);
    std::optional<QList<RatingChangeRecord>> ratingChangesOfPlayer(qint64 player, StoreError& error);
    bool forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                   StoreError& error);

    bool upsertStanding(qint64 game, const StandingRecord& standing, StoreError& error);
    bool deleteStanding(qint64 game, qint64 player, StoreError& error);
    bool deleteStandingsOfGame(qint64 game, StoreError& error);
    std::optional<QList<StandingRecord>> standings(qint64 game, StoreError& error);
    /// The standings as of the end of the day before `before` ("YYYY-MM-DD"):
    /// each player's state after his last rated match played before it.
    std::optional<QList<StandingRecord>> standingsBefore(qint64 game, const QString& before, StoreError& error);

    /// Points per player over [from, to) on the match date-time; game 0 = all.
    std::optional<QList<PointsRecord>> points(qint64 game, const QString& from, const QString& to, StoreError& error);
    std::optional<SelectionSummary> summary(qint64 game, const QString& from, const QString& to, StoreError& error);

    bool forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error);

    bool audit(const QString& action, const QString& detail, StoreError& error);

    /// "ok" or the integrity problems SQLite finds.
    std::optional<QStringList> integrityCheck(StoreError& error);

private:
    std::optional<QList<RatingChangeRecord>> ratingChangesOf(const QString& statement, qint64 id, StoreError& error);

    Database& m_db;
    double m_scanChecksum = 0.0; ///< keeps the scan's reads from being optimised away
};

} // namespace palmares::store

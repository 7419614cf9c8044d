#include "ratingcache.h"

#include "ratingblob.h"
#include "rows.h"

#include <algorithm>
#include <unordered_map>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

bool RatingCache::deleteRatingsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return execAt(QStringLiteral("ratingRecordDeleteFrom"), game, playedAt, id, error) &&
           deleteCheckpointsFrom(game, playedAt, id, error);
}

bool RatingCache::deleteCheckpointsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return execAt(QStringLiteral("ratingCheckpointDeleteFrom"), game, playedAt, id, error);
}

bool RatingCache::deleteMatchRatings(qint64 game, const QString& playedAt, qint64 match, StoreError& error)
{
    return execAt(QStringLiteral("ratingRecordDelete"), game, playedAt, match, error);
}

bool RatingCache::execAt(const QString& statement, qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return runFrom(m_db.statement(statement), game, playedAt, id, error);
}

bool RatingCache::deleteAllRatings(StoreError& error)
{
    for (const char* name : {"ratingRecordDeleteAll", "ratingCheckpointDeleteAll", "standingDeleteAll"}) {
        if (!exec(QString::fromLatin1(name), {}, error)) {
            return false;
        }
    }
    return true;
}

bool RatingCache::insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                     const QByteArray& inputs, StoreError& error)
{
    return writeMatchRatings(QStringLiteral("ratingRecordInsert"), game, playedAt, match, packed, inputs, error);
}

bool RatingCache::upsertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                     const QByteArray& inputs, StoreError& error)
{
    return writeMatchRatings(QStringLiteral("ratingRecordUpsert"), game, playedAt, match, packed, inputs, error);
}

bool RatingCache::writeMatchRatings(const QString& statement, qint64 game, const QString& playedAt, qint64 match,
                                    const QByteArray& packed, const QByteArray& inputs, StoreError& error)
{
    // The hot path of import and rebuild: one row per match, typed binds.
    Statement& q = m_db.statement(statement);
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    q.bindBlob(4, inputs);
    return q.exec(error);
}

bool RatingCache::insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                                   const std::vector<StandingRecord>& states, StoreError& error)
{
    QByteArray packed;
    packStates(states, packed);
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointInsert"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    return q.exec(error);
}

std::optional<QList<QPair<QString, qint64>>> RatingCache::checkpoints(qint64 game, StoreError& error)
{
    return list<QPair<QString, qint64>>(
        QStringLiteral("ratingCheckpointsOfGame"), {game},
        [](Statement& q) {
            return QPair<QString, qint64>{q.text(0), q.integer(1)};
        },
        error);
}

std::optional<std::vector<StandingRecord>> RatingCache::checkpointAt(qint64 game, const QString& playedAt, qint64 match,
                                                                     StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    std::vector<StandingRecord> states;
    const bool found = q.next() && q.text(0) == playedAt && q.integer(1) == match;
    const bool valid = found && unpackStates(q.blob(2), states);
    q.finish();
    if (!valid) {
        error.message = found ? damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(playedAt))
                              : Text::tr("no checkpoint of game %1 at %2").arg(game).arg(playedAt);
        return std::nullopt;
    }
    return states;
}

std::optional<RatingCache::ResumePoint> RatingCache::statesBefore(qint64 game, const QString& playedAt, qint64 id,
                                                                  StoreError& error)
{
    ResumePoint resume;
    QString fromAt;
    qint64 fromId = 0;
    {
        Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
        q.bind(0, game);
        q.bind(1, playedAt);
        q.bind(2, id);
        if (!q.exec(error)) {
            return std::nullopt;
        }
        if (q.next()) {
            fromAt = q.text(0);
            fromId = q.integer(1);
            if (!unpackStates(q.blob(2), resume.states)) {
                q.finish();
                error.message = damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(fromAt));
                return std::nullopt;
            }
        }
        q.finish();
    }
    std::unordered_map<qint64, std::size_t> index;
    index.reserve(resume.states.size());
    for (std::size_t i = 0; i < resume.states.size(); ++i) {
        index.emplace(resume.states[i].player, i);
    }
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsBetween"));
    q.bind(0, game);
    q.bind(1, fromAt);
    q.bind(2, fromId);
    q.bind(3, playedAt);
    q.bind(4, id);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    std::vector<PackedChange> changes;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(2), match, changes)) {
            q.finish();
            error.message = damagedCache(Text::tr("match #%1").arg(match));
            return std::nullopt;
        }
        const QString at = q.text(1);
        for (const PackedChange& c : changes) {
            const auto [it, added] = index.try_emplace(c.change.player, resume.states.size());
            if (added) {
                resume.states.push_back({c.change.player, c.state, at});
            } else {
                resume.states[it->second] = {c.change.player, c.state, at};
            }
        }
        ++resume.matchesSinceCheckpoint;
    }
    q.finish();
    return resume;
}

bool RatingCache::forEachRecord(Statement& q, const std::function<bool(const RatingChangeRecord&)>& visit,
                                StoreError& error)
{
    if (!q.exec(error)) {
        return false;
    }
    std::vector<PackedChange> changes;
    RatingChangeRecord record;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(4), match, changes)) {
            q.finish();
            error.message = damagedCache(Text::tr("match #%1").arg(match));
            return false;
        }
        record.matchCode = q.text(1);
        record.game = q.integer(2);
        record.playedAt = q.text(3);
        if (!visitChanges(record, changes, visit)) {
            q.finish();
            return true;
        }
    }
    q.finish();
    return true;
}

std::optional<QList<RatingChangeRecord>> RatingCache::ratingChangesOfMatch(qint64 match, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfMatch"));
    q.bind(0, match);
    QList<RatingChangeRecord> all;
    if (!forEachRecord(
            q,
            [&](const RatingChangeRecord& r) {
                all.append(r);
                return true;
            },
            error)) {
        return std::nullopt;
    }
    return all;
}

std::optional<QList<RatingChangeRecord>> RatingCache::ratingChangesOfPlayer(qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfPlayer"));
    q.bind(0, player);
    QList<RatingChangeRecord> all;
    if (!forEachRecord(
            q,
            [&](const RatingChangeRecord& r) {
                if (r.change.player == player) {
                    all.append(r);
                }
                return true;
            },
            error)) {
        return std::nullopt;
    }
    return all;
}

bool RatingCache::forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                            StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfGame"));
    q.bind(0, game);
    return forEachRecord(q, visit, error);
}

bool RatingCache::forEachInputsOfGame(qint64 game, const std::function<bool(qint64, QByteArrayView)>& visit,
                                      StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingInputsOfGame"));
    q.bind(0, game);
    if (!q.exec(error)) {
        return false;
    }
    while (q.next()) {
        if (!visit(q.integer(0), q.blob(2))) {
            break;
        }
    }
    q.finish();
    return true;
}

std::optional<bool> RatingCache::cacheStale(StoreError& error)
{
    const auto v = integer(QStringLiteral("cacheStale"), {}, error);
    return v ? std::optional<bool>(*v != 0) : std::nullopt;
}

bool RatingCache::setCacheStale(bool stale, StoreError& error)
{
    return exec(QStringLiteral("cacheSetStale"), {stale ? 1 : 0}, error);
}

} // namespace palmares::store

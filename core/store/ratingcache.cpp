#include "ratingcache.h"

#include "ratingblob.h"
#include "rows.h"

#include <algorithm>
#include <unordered_map>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Status RatingCache::deleteRatingsFrom(qint64 game, const QString& playedAt, qint64 id)
{
    if (Status s = execAt(QStringLiteral("ratingRecordDeleteFrom"), game, playedAt, id); !s.ok()) {
        return s;
    }
    return deleteCheckpointsFrom(game, playedAt, id);
}

Status RatingCache::deleteCheckpointsFrom(qint64 game, const QString& playedAt, qint64 id)
{
    return execAt(QStringLiteral("ratingCheckpointDeleteFrom"), game, playedAt, id);
}

Status RatingCache::deleteMatchRatings(qint64 game, const QString& playedAt, qint64 match)
{
    return execAt(QStringLiteral("ratingRecordDelete"), game, playedAt, match);
}

Status RatingCache::execAt(const QString& statement, qint64 game, const QString& playedAt, qint64 id)
{
    return runFrom(m_db.statement(statement), game, playedAt, id);
}

Status RatingCache::deleteAllRatings()
{
    for (const char* name : {"ratingRecordDeleteAll", "ratingCheckpointDeleteAll", "standingDeleteAll"}) {
        if (Status s = exec(QString::fromLatin1(name), {}); !s.ok()) {
            return s;
        }
    }
    return {};
}

Status RatingCache::insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                       const QByteArray& inputs)
{
    return writeMatchRatings(QStringLiteral("ratingRecordInsert"), game, playedAt, match, packed, inputs);
}

Status RatingCache::upsertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                       const QByteArray& inputs)
{
    return writeMatchRatings(QStringLiteral("ratingRecordUpsert"), game, playedAt, match, packed, inputs);
}

Status RatingCache::writeMatchRatings(const QString& statement, qint64 game, const QString& playedAt, qint64 match,
                                      const QByteArray& packed, const QByteArray& inputs)
{
    // The hot path of import and rebuild: one row per match, typed binds.
    Statement& q = m_db.statement(statement);
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    q.bindBlob(4, inputs);
    return q.exec();
}

Status RatingCache::insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                                     const std::vector<StandingRecord>& states)
{
    QByteArray packed;
    packStates(states, packed);
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointInsert"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    return q.exec();
}

Expected<QList<QPair<QString, qint64>>> RatingCache::checkpoints(qint64 game)
{
    return list<QPair<QString, qint64>>(QStringLiteral("ratingCheckpointsOfGame"), {game}, [](Statement& q) {
        return QPair<QString, qint64>{q.text(0), q.integer(1)};
    });
}

Expected<std::vector<StandingRecord>> RatingCache::checkpointAt(qint64 game, const QString& playedAt, qint64 match)
{
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    std::vector<StandingRecord> states;
    const bool found = q.next() && q.text(0) == playedAt && q.integer(1) == match;
    const bool valid = found && unpackStates(q.blob(2), states);
    q.finish();
    if (!valid) {
        return Status::failure(found ? damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(playedAt))
                                     : Text::tr("no checkpoint of game %1 at %2").arg(game).arg(playedAt));
    }
    return states;
}

Expected<RatingCache::ResumePoint> RatingCache::statesBefore(qint64 game, const QString& playedAt, qint64 id)
{
    ResumePoint resume;
    QString fromAt;
    qint64 fromId = 0;
    {
        Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
        q.bind(0, game);
        q.bind(1, playedAt);
        q.bind(2, id);
        if (Status s = q.exec(); !s.ok()) {
            return s;
        }
        if (q.next()) {
            fromAt = q.text(0);
            fromId = q.integer(1);
            if (!unpackStates(q.blob(2), resume.states)) {
                q.finish();
                return Status::failure(damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(fromAt)));
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
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    std::vector<PackedChange> changes;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(2), match, changes)) {
            q.finish();
            return Status::failure(damagedCache(Text::tr("match #%1").arg(match)));
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

Status RatingCache::forEachRecord(Statement& q, const std::function<bool(const RatingChangeRecord&)>& visit)
{
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    std::vector<PackedChange> changes;
    RatingChangeRecord record;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(4), match, changes)) {
            q.finish();
            return Status::failure(damagedCache(Text::tr("match #%1").arg(match)));
        }
        record.matchCode = q.text(1);
        record.game = q.integer(2);
        record.playedAt = q.text(3);
        if (!visitChanges(record, changes, visit)) {
            q.finish();
            return {};
        }
    }
    q.finish();
    return {};
}

Expected<QList<RatingChangeRecord>> RatingCache::ratingChangesOfMatch(qint64 match)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfMatch"));
    q.bind(0, match);
    QList<RatingChangeRecord> all;
    if (Status s = forEachRecord(q,
                                 [&](const RatingChangeRecord& r) {
                                     all.append(r);
                                     return true;
                                 });
        !s.ok()) {
        return s;
    }
    return all;
}

Expected<QList<RatingChangeRecord>> RatingCache::ratingChangesOfPlayer(qint64 player)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfPlayer"));
    q.bind(0, player);
    QList<RatingChangeRecord> all;
    if (Status s = forEachRecord(q,
                                 [&](const RatingChangeRecord& r) {
                                     if (r.change.player == player) {
                                         all.append(r);
                                     }
                                     return true;
                                 });
        !s.ok()) {
        return s;
    }
    return all;
}

Status RatingCache::forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfGame"));
    q.bind(0, game);
    return forEachRecord(q, visit);
}

Status RatingCache::forEachInputsOfGame(qint64 game, const std::function<bool(qint64, QByteArrayView)>& visit)
{
    Statement& q = m_db.statement(QStringLiteral("ratingInputsOfGame"));
    q.bind(0, game);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    while (q.next()) {
        if (!visit(q.integer(0), q.blob(2))) {
            break;
        }
    }
    q.finish();
    return {};
}

Expected<bool> RatingCache::cacheStale()
{
    const auto v = integer(QStringLiteral("cacheStale"), {});
    if (!v) {
        return v.status();
    }
    return *v != 0;
}

Status RatingCache::setCacheStale(bool stale)
{
    return exec(QStringLiteral("cacheSetStale"), {stale ? 1 : 0});
}

} // namespace palmares::store

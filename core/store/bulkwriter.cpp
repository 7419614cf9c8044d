#include "bulkwriter.h"

#include "pgcopy.h"
#include "ratingblob.h"

#include <libpq-fe.h>

#include <atomic>
#include <deque>

namespace palmares::store {

namespace {

/// Rows gathered before they are sent (bytes of binary COPY data): large
/// enough that a round trip is nothing beside the rows, small enough that an
/// import of millions of rows holds a few megabytes of them.
constexpr qsizetype DefaultBatchBytes = 8 << 20;
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables): tests make batches small (setBatchBytes).
std::atomic<qsizetype> batchBytes{DefaultBatchBytes};
/// Match ids taken from the sequence at once, at most.
constexpr int MaxIdBlock = 65536;
/// Fewer standings than this are upserted row by row (a save touches a few
/// players): the load table's round trips would cost more.
constexpr std::size_t FewStandings = 64;
/// The fewest matches bulk loaded: below, the row-by-row checks cost less
/// than checking the whole table again.
constexpr qsizetype DefaultBulkLoadThreshold = 10000;
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables): tests make it small (setBulkLoadThreshold).
std::atomic<qsizetype> bulkLoadThreshold{DefaultBulkLoadThreshold};
/// An import bulk loads when it brings at least 1/BulkLoadShare of the club's matches.
constexpr qsizetype BulkLoadShare = 8;
// NOLINTNEXTLINE(cppcoreguidelines-avoid-non-const-global-variables): a count for the tests (bulkLoadsHeld).
std::atomic<int> bulkLoadsHeldCount{0};

/// A named statement's text (queries.sql), as libpq takes it.
QByteArray sqlOf(const Database& db, const char* name)
{
    return db.sqlText(QLatin1String(name)).toUtf8();
}

} // namespace

struct BulkWriter::Copy {
    pg_conn* conn = nullptr;
    PgCopyRows matches;
    PgCopyRows participants;
    PgCopyRows records;
    PgCopyRows checkpoints;
    std::vector<std::pair<qint64, StandingRecord>> standings;
    std::deque<qint64> ids; ///< match ids taken from the sequence, not used yet
    int idBlock = 1024;     ///< the next block's size (doubles up to MaxIdBlock)
    QByteArray packed;      ///< a checkpoint's states, reused
    qsizetype incoming = 0; ///< the matches the caller said it would write
    bool bulkDecided = false;
    BulkLoad bulk = BulkLoad::None;
    std::vector<QByteArray> restore; ///< a held bulk load: what puts its constraints and indexes back

    [[nodiscard]] qsizetype bytes() const
    {
        return matches.size() + participants.size() + records.size() + checkpoints.size();
    }
    [[nodiscard]] bool isEmpty() const
    {
        return matches.isEmpty() && participants.isEmpty() && records.isEmpty() && checkpoints.isEmpty() &&
               standings.empty();
    }
};

BulkWriter::BulkWriter(ClubStore& store, qsizetype incomingMatches) : m_store(store)
{
    // Without libpq's connection (another driver build), row by row.
    if (auto* conn = static_cast<pg_conn*>(m_store.database().postgresqlHandle())) {
        m_copy = std::make_unique<Copy>();
        m_copy->conn = conn;
        m_copy->incoming = incomingMatches;
    }
}

BulkWriter::~BulkWriter()
{
    // Rows never sent would be missing from a transaction that commits, and
    // a bulk load never ended would commit a schema without its constraints.
    if (m_copy && (!m_copy->isEmpty() || m_copy->bulk == BulkLoad::Held)) {
        m_store.database().refuseCommit();
    }
}

BulkWriter::BulkLoad BulkWriter::bulkLoad() const
{
    return m_copy ? m_copy->bulk : BulkLoad::None;
}

int BulkWriter::bulkLoadsHeld()
{
    return bulkLoadsHeldCount.load(std::memory_order_relaxed);
}

void BulkWriter::setBulkLoadThreshold(qsizetype matches)
{
    bulkLoadThreshold.store(matches > 0 ? matches : DefaultBulkLoadThreshold, std::memory_order_relaxed);
}

void BulkWriter::startBulkLoad()
{
    Copy& c = *m_copy;
    c.bulkDecided = true;
    // Outside a transaction a dropped constraint would be gone for good.
    if (c.incoming < bulkLoadThreshold.load(std::memory_order_relaxed) ||
        PQtransactionStatus(c.conn) != PQTRANS_INTRANS) {
        return;
    }
    const Database& db = m_store.database();
    QString refused;
    if (!pgExec(c.conn, sqlOf(db, "bulkLoadSavepoint"), {}, refused)) {
        return;
    }
    const auto size = pgExec(c.conn, sqlOf(db, "bulkLoadSize"), {}, refused);
    const qsizetype held = size && size->size() == 1 ? size->front().at(0).toLongLong() : 0;
    if (size && c.incoming * BulkLoadShare < held) {
        // A small share of a large club: its rows are cheaper checked one by one.
        if (pgExec(c.conn, sqlOf(db, "bulkLoadKeep"), {}, refused)) {
            return;
        }
    } else if (size && size->size() == 1 && dropForBulkLoad(size->front(), refused) &&
               pgExec(c.conn, sqlOf(db, "bulkLoadKeep"), {}, refused)) {
        c.bulk = BulkLoad::Held;
        bulkLoadsHeldCount.fetch_add(1, std::memory_order_relaxed);
        return;
    }
    // Readers present, no right to alter the tables, …: row by row.
    c.restore.clear();
    c.bulk = BulkLoad::GaveWay;
    if (!pgExec(c.conn, sqlOf(db, "bulkLoadGiveWay"), {}, refused)) {
        m_store.database().refuseCommit(); // the transaction is lost: nothing of it commits
    }
}

bool BulkWriter::dropForBulkLoad(const std::vector<QByteArray>& size, QString& refused)
{
    Copy& c = *m_copy;
    const Database& db = m_store.database();
    const bool indexes = size.at(0).toLongLong() <= c.incoming;
    if (!pgExec(c.conn, sqlOf(db, "bulkLoadLock"), {}, refused) ||
        !pgExec(c.conn, sqlOf(db, "bulkLoadLockTimeout"), {size.at(1)}, refused)) {
        return false;
    }
    const auto plan = pgExec(c.conn, sqlOf(db, "bulkLoadPlan"), {QByteArray(indexes ? "true" : "false")}, refused);
    if (!plan) {
        return false;
    }
    for (const std::vector<QByteArray>& step : *plan) {
        if (!pgExec(c.conn, step.at(0), {}, refused)) {
            return false;
        }
        c.restore.push_back(step.at(1));
    }
    return true;
}

Status BulkWriter::endBulkLoad()
{
    Copy& c = *m_copy;
    QString refused;
    for (const QByteArray& statement : c.restore) {
        if (!pgExec(c.conn, statement, {}, refused)) {
            return Status::failure(explainDriverError(refused));
        }
    }
    c.restore.clear();
    c.bulk = BulkLoad::Done;
    return {};
}

Expected<qint64> BulkWriter::insertMatch(const MatchRecord& m)
{
    if (!m_copy) {
        return m_store.insertMatch(m);
    }
    Copy& c = *m_copy;
    if (!c.bulkDecided) {
        startBulkLoad();
    }
    if (c.ids.empty()) {
        const auto block = m_store.reserveMatchIds(c.idBlock);
        if (!block) {
            return block.status();
        }
        c.ids.assign(block->begin(), block->end());
        c.idBlock = std::min(2 * c.idBlock, MaxIdBlock);
        if (c.ids.empty()) {
            return Status::failure(QStringLiteral("internal error: no match id from the sequence"));
        }
    }
    const qint64 id = c.ids.front();
    c.ids.pop_front();
    // The columns of matchCopy and participantCopy (postgresql/queries.sql).
    c.matches.row(9);
    c.matches.int8(id);
    c.matches.text(m.code);
    c.matches.int8(m.game);
    c.matches.text(m.playedAt);
    c.matches.int4(m.deals);
    c.matches.int4(m.durationMin);
    c.matches.text(m.outcome);
    c.matches.int4(m.isVoid ? 1 : 0);
    c.matches.text(m.unratedReason);
    for (int pos = 0; pos < m.participants.size(); ++pos) {
        const ParticipantRecord& p = m.participants[pos];
        c.participants.row(12);
        c.participants.int8(id);
        c.participants.int4(pos);
        c.participants.int8(p.player);
        c.participants.int4(p.rank);
        c.participants.float8(p.score);
        c.participants.text(p.team);
        c.participants.int4(p.left ? 1 : 0);
        c.participants.float8(p.morale);
        c.participants.float8(p.moraleLost);
        c.participants.int4(p.armyPoints);
        c.participants.int4(p.turns);
        c.participants.text(p.armyList);
    }
    if (Status s = flushWhenFull(); !s.ok()) {
        return s;
    }
    return id;
}

Status BulkWriter::insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                      const QByteArray& inputs)
{
    if (!m_copy) {
        return m_store.insertMatchRatings(game, playedAt, match, packed, inputs);
    }
    PgCopyRows& r = m_copy->records;
    r.row(5);
    r.int8(game);
    r.text(playedAt);
    r.int8(match);
    r.bytes(packed);
    r.bytes(inputs);
    return flushWhenFull();
}

Status BulkWriter::insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                                    const std::vector<StandingRecord>& states)
{
    if (!m_copy) {
        return m_store.insertCheckpoint(game, playedAt, match, states);
    }
    packStates(states, m_copy->packed);
    PgCopyRows& r = m_copy->checkpoints;
    r.row(4);
    r.int8(game);
    r.text(playedAt);
    r.int8(match);
    r.bytes(m_copy->packed);
    return flushWhenFull();
}

Status BulkWriter::upsertStanding(qint64 game, const StandingRecord& standing)
{
    if (!m_copy) {
        return m_store.upsertStanding(game, standing);
    }
    m_copy->standings.emplace_back(game, standing);
    return {};
}

Status BulkWriter::flushWhenFull()
{
    if (m_copy->bytes() < batchBytes.load(std::memory_order_relaxed)) {
        return {};
    }
    return send();
}

void BulkWriter::setBatchBytes(qsizetype bytes)
{
    batchBytes.store(bytes > 0 ? bytes : DefaultBatchBytes, std::memory_order_relaxed);
}

namespace {

/// A standing as a row of standingLoadCopy (postgresql/queries.sql).
void putStanding(PgCopyRows& rows, qint64 game, const StandingRecord& standing)
{
    const rating::PlayerState& s = standing.state;
    rows.row(22);
    rows.int8(game);
    rows.int8(standing.player);
    rows.float8(s.rating);
    rows.int4(s.games);
    rows.int4(s.deals);
    rows.float8(s.opponentSum);
    rows.float8(s.netScore);
    rows.int4(s.experienceLevel);
    rows.int4(s.wins);
    rows.int4(s.draws);
    rows.int4(s.losses);
    rows.float8(s.points);
    rows.text(standing.lastPlayed);
    for (const double v : {s.mean, s.deviation, s.volatility, s.periodRating, s.periodDeviation, s.periodVolatility,
                           s.periodInformation, s.periodSurprise}) {
        rows.float8(v);
    }
    rows.int4(s.period);
}

} // namespace

Status BulkWriter::flush()
{
    if (!m_copy) {
        return {};
    }
    if (Status s = send(); !s.ok()) {
        return s;
    }
    if (m_copy->bulk == BulkLoad::Held) {
        if (Status s = endBulkLoad(); !s.ok()) {
            m_store.database().refuseCommit();
            return s;
        }
    }
    return {};
}

Status BulkWriter::send()
{
    Copy& c = *m_copy;
    Database& db = m_store.database();
    QString refused;
    Status sent;
    const auto copy = [&](PgCopyRows& rows, const char* name) {
        if (sent.ok() && !rows.isEmpty() && !rows.send(c.conn, sqlOf(db, name), refused)) {
            sent = Status::failure(QStringLiteral("%1 (%2)").arg(explainDriverError(refused), QLatin1String(name)));
        }
    };
    const auto exec = [&](const QString& name) {
        if (sent.ok()) {
            sent = db.statement(name).exec();
        }
    };
    // Parents first: a participant's match must be there.
    copy(c.matches, "matchCopy");
    copy(c.participants, "participantCopy");
    copy(c.records, "ratingRecordCopy");
    copy(c.checkpoints, "ratingCheckpointCopy");
    if (sent.ok() && c.standings.size() < FewStandings) {
        for (const auto& [game, standing] : c.standings) {
            if (sent = m_store.upsertStanding(game, standing); !sent.ok()) {
                break;
            }
        }
    } else if (sent.ok()) {
        // COPY cannot update a row: the standings go through a load
        // table, merged into `standing` by one upsert.
        PgCopyRows rows;
        for (const auto& [game, standing] : c.standings) {
            putStanding(rows, game, standing);
        }
        exec(QStringLiteral("standingLoadCreate"));
        copy(rows, "standingLoadCopy");
        exec(QStringLiteral("standingLoadMerge"));
        exec(QStringLiteral("standingLoadEmpty"));
    }
    // Sent or refused, nothing is kept: a refusal has aborted the
    // transaction, which the caller rolls back.
    c.matches.clear();
    c.participants.clear();
    c.records.clear();
    c.checkpoints.clear();
    c.standings.clear();
    if (!sent.ok()) {
        // Even a caller that went on could not commit what is missing.
        db.refuseCommit();
    }
    return sent;
}

} // namespace palmares::store

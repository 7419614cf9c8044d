#include "bulkwriter.h"

#include "pgcopy.h"
#include "ratingblob.h"

#include <QCoreApplication>

#include <atomic>
#include <deque>

namespace palmares::store {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::BulkWriter)
};

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

BulkWriter::BulkWriter(ClubStore& store) : m_store(store)
{
    // Without libpq's connection (another driver build), row by row.
    if (auto* conn = static_cast<pg_conn*>(m_store.database().postgresqlHandle())) {
        m_copy = std::make_unique<Copy>();
        m_copy->conn = conn;
    }
}

BulkWriter::~BulkWriter()
{
    // Rows never sent would be missing from a transaction that commits.
    if (m_copy && !m_copy->isEmpty()) {
        m_store.database().refuseCommit();
    }
}

std::optional<qint64> BulkWriter::insertMatch(const MatchRecord& m, StoreError& error)
{
    if (!m_copy) {
        return m_store.insertMatch(m, error);
    }
    Copy& c = *m_copy;
    if (c.ids.empty()) {
        const auto block = m_store.reserveMatchIds(c.idBlock, error);
        if (!block) {
            return std::nullopt;
        }
        c.ids.assign(block->begin(), block->end());
        c.idBlock = std::min(2 * c.idBlock, MaxIdBlock);
        if (c.ids.empty()) {
            error.message = QStringLiteral("internal error: no match id from the sequence");
            return std::nullopt;
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
    if (!flushWhenFull(error)) {
        return std::nullopt;
    }
    return id;
}

bool BulkWriter::insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                    StoreError& error)
{
    if (!m_copy) {
        return m_store.insertMatchRatings(game, playedAt, match, packed, error);
    }
    PgCopyRows& r = m_copy->records;
    r.row(4);
    r.int8(game);
    r.text(playedAt);
    r.int8(match);
    r.bytes(packed);
    return flushWhenFull(error);
}

bool BulkWriter::insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                                  const std::vector<StandingRecord>& states, StoreError& error)
{
    if (!m_copy) {
        return m_store.insertCheckpoint(game, playedAt, match, states, error);
    }
    packStates(states, m_copy->packed);
    PgCopyRows& r = m_copy->checkpoints;
    r.row(4);
    r.int8(game);
    r.text(playedAt);
    r.int8(match);
    r.bytes(m_copy->packed);
    return flushWhenFull(error);
}

bool BulkWriter::upsertStanding(qint64 game, const StandingRecord& standing, StoreError& error)
{
    if (!m_copy) {
        return m_store.upsertStanding(game, standing, error);
    }
    m_copy->standings.emplace_back(game, standing);
    return true;
}

bool BulkWriter::flushWhenFull(StoreError& error)
{
    return m_copy->bytes() < batchBytes.load(std::memory_order_relaxed) || flush(error);
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

bool BulkWriter::flush(StoreError& error)
{
    if (!m_copy) {
        return true;
    }
    Copy& c = *m_copy;
    Database& db = m_store.database();
    QString refused;
    const auto send = [&](PgCopyRows& rows, const char* name) {
        if (rows.isEmpty() || rows.send(c.conn, db.sqlText(QLatin1String(name)).toUtf8(), refused)) {
            return true;
        }
        error.message = QStringLiteral("%1 (%2)").arg(explainDriverError(refused), QLatin1String(name));
        return false;
    };
    // Parents first: a participant's match must be there.
    bool ok = send(c.matches, "matchCopy") && send(c.participants, "participantCopy") &&
              send(c.records, "ratingRecordCopy") && send(c.checkpoints, "ratingCheckpointCopy");
    if (ok && !c.standings.empty()) {
        if (c.standings.size() < FewStandings) {
            for (const auto& [game, standing] : c.standings) {
                if (!m_store.upsertStanding(game, standing, error)) {
                    ok = false;
                    break;
                }
            }
        } else {
            // COPY cannot update a row: the standings go through a load
            // table, merged into `standing` by one upsert.
            PgCopyRows rows;
            for (const auto& [game, standing] : c.standings) {
                putStanding(rows, game, standing);
            }
            ok = db.statement(QStringLiteral("standingLoadCreate")).exec(error) && send(rows, "standingLoadCopy") &&
                 db.statement(QStringLiteral("standingLoadMerge")).exec(error) &&
                 db.statement(QStringLiteral("standingLoadEmpty")).exec(error);
        }
    }
    // Sent or refused, nothing is kept: a refusal has aborted the
    // transaction, which the caller rolls back.
    c.matches.clear();
    c.participants.clear();
    c.records.clear();
    c.checkpoints.clear();
    c.standings.clear();
    if (!ok) {
        // Even a caller that went on could not commit what is missing.
        db.refuseCommit();
        if (error.message.isEmpty()) {
            error.message = Text::tr("the server refused the rows written");
        }
    }
    return ok;
}

} // namespace palmares::store

#pragma once

/// The many-row writes of an import and a re-rating (new matches with their
/// participants, the rating cache's records and checkpoints, the standings),
/// inside the caller's transaction.
///
/// On SQLite every row goes at once through ClubStore's named statements:
/// SQLite's C API already writes at its floor (docs/PERFORMANCE.md). On
/// PostgreSQL the rows are gathered and sent by `COPY ... FROM STDIN` in
/// binary through libpq (one round trip per table and few megabytes instead
/// of one per row), the new matches' ids taken from their sequence in
/// blocks. So rows written here are in the database only once flush() has
/// run (or enough rows gathered to send them): flush before reading them
/// back, and before the commit. A writer dropped with rows still gathered
/// makes its transaction refuse to commit: nothing is half-written.

#include "clubstore.h"

#include <memory>
#include <optional>
#include <vector>

namespace palmares::store {

class BulkWriter
{
public:
    explicit BulkWriter(ClubStore& store);
    ~BulkWriter();
    BulkWriter(const BulkWriter&) = delete;
    BulkWriter& operator=(const BulkWriter&) = delete;
    BulkWriter(BulkWriter&&) = delete;
    BulkWriter& operator=(BulkWriter&&) = delete;

    /// A new match and its participants (ClubStore::insertMatch); its id.
    std::optional<qint64> insertMatch(const MatchRecord& match, StoreError& error);
    /// ClubStore::insertMatchRatings.
    bool insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                            StoreError& error);
    /// ClubStore::insertCheckpoint.
    bool insertCheckpoint(qint64 game, const QString& playedAt, qint64 match, const std::vector<StandingRecord>& states,
                          StoreError& error);
    /// ClubStore::upsertStanding.
    bool upsertStanding(qint64 game, const StandingRecord& standing, StoreError& error);

    /// Writes every row gathered. False (the transaction then cannot
    /// commit) when the database refuses one of them.
    bool flush(StoreError& error);

    /// How many bytes of rows are gathered before they are sent without
    /// waiting for flush() (8 MiB; tests make it small to send often).
    static void setBatchBytes(qsizetype bytes);

private:
    struct Copy; ///< PostgreSQL's gathered rows
    /// Sends the rows once they are many.
    bool flushWhenFull(StoreError& error);

    ClubStore& m_store;
    std::unique_ptr<Copy> m_copy; ///< null on SQLite
};

} // namespace palmares::store

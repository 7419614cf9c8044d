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
///
/// A big import on PostgreSQL is bulk loaded: when the writer is told it
/// will write at least 10,000 matches (bulkLoadThreshold) and at least an
/// eighth of what the club holds, it locks the tables (ACCESS EXCLUSIVE,
/// waiting a second at most), drops the foreign keys of match and
/// participant — and, when the club holds no more than the import brings,
/// their secondary indexes — and puts them back as the schema defines them
/// at flush(), which then checks every row at once (a bad row still fails
/// the import). All in the caller's transaction: a failure or a cancel
/// rolls the schema back with the rows. Readers present (a lock not granted
/// within the second) or no right to alter the tables: the writer gives way
/// and writes as usual, row checks and all (docs/RELIABILITY.md).

#include "clubstore.h"

#include <memory>
#include <optional>
#include <vector>

namespace palmares::store {

class BulkWriter
{
public:
    /// `incomingMatches`: how many matches the caller is about to write
    /// (an import's); a big number makes a bulk load on PostgreSQL.
    explicit BulkWriter(ClubStore& store, qsizetype incomingMatches = 0);
    ~BulkWriter();
    BulkWriter(const BulkWriter&) = delete;
    BulkWriter& operator=(const BulkWriter&) = delete;
    BulkWriter(BulkWriter&&) = delete;
    BulkWriter& operator=(BulkWriter&&) = delete;

    /// A new match and its participants (ClubStore::insertMatch); its id.
    Expected<qint64> insertMatch(const MatchRecord& match);
    /// ClubStore::insertMatchRatings.
    Status insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                              const QByteArray& inputs);
    /// ClubStore::insertCheckpoint.
    Status insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                            const std::vector<StandingRecord>& states);
    /// ClubStore::upsertStanding.
    Status upsertStanding(qint64 game, const StandingRecord& standing);

    /// Writes every row gathered, and ends a bulk load (its constraints
    /// and indexes back, checking every row). False (the transaction then
    /// cannot commit) when the database refuses one of them.
    Status flush();

    /// What became of the bulk load.
    enum class BulkLoad {
        None,    ///< not asked for (SQLite, a small import, a club much larger)
        Held,    ///< the tables locked, constraints dropped until flush()
        GaveWay, ///< asked for but not granted: written with the usual checks
        Done,    ///< held, then flushed: constraints and indexes back
    };
    [[nodiscard]] BulkLoad bulkLoad() const;
    /// How many bulk loads this process has held (tests).
    [[nodiscard]] static int bulkLoadsHeld();

    /// How many bytes of rows are gathered before they are sent without
    /// waiting for flush() (8 MiB; tests make it small to send often).
    static void setBatchBytes(qsizetype bytes);
    /// The fewest matches an import bulk loads (10,000; 0: the default;
    /// tests make it small).
    static void setBulkLoadThreshold(qsizetype matches);

private:
    struct Copy; ///< PostgreSQL's gathered rows
    /// Sends the rows once they are many.
    Status flushWhenFull();
    /// Sends the rows gathered (a bulk load goes on).
    Status send();
    /// At the first match: a bulk load if the import is big enough and the
    /// tables can be locked, otherwise nothing changes.
    void startBulkLoad();
    /// Drops what the bulk load drops (inside its savepoint); false to give way.
    bool dropForBulkLoad(const std::vector<QByteArray>& size, QString& refused);
    /// Puts back what the bulk load dropped, checking every row.
    Status endBulkLoad();

    ClubStore& m_store;
    std::unique_ptr<Copy> m_copy; ///< null on SQLite
};

} // namespace palmares::store

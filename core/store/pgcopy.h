#pragma once

// Rows sent to PostgreSQL by `COPY ... FROM STDIN (FORMAT binary)` through
// libpq (internal to core/store; BulkWriter's PostgreSQL path). One round
// trip for thousands of rows where QSqlQuery makes one per row.
//
// The binary format carries each value in the column's own binary form, so
// the types written here must be the columns' types exactly (BIGINT: 8 bytes,
// INTEGER: 4, DOUBLE PRECISION: IEEE 754, TEXT: UTF-8, BYTEA: raw bytes): a
// mismatch is refused by the server ("incorrect binary data format"), never
// stored wrong. Doubles travel bit for bit (the Hall of Fame's sums are the
// same on both backends).

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

struct pg_conn;
struct pg_result;

namespace palmares::store {

class PgCopyRows
{
public:
    PgCopyRows() = default;

    /// Starts a row of `fields` values.
    void row(int fields);
    void int8(qint64 v);
    void int4(int v);
    void float8(double v);
    void text(const QString& v);
    void bytes(QByteArrayView v);
    void null();
    void int4(const std::optional<int>& v) { v ? int4(*v) : null(); }
    void float8(const std::optional<double>& v) { v ? float8(*v) : null(); }

    [[nodiscard]] qsizetype rows() const { return m_rows; }
    [[nodiscard]] qsizetype size() const { return m_data.size(); }
    [[nodiscard]] bool isEmpty() const { return m_rows == 0; }
    void clear();

    /// Runs `copySql` (a `COPY table (columns) FROM STDIN (FORMAT binary)`)
    /// on `conn` and sends the rows; empties them. False with the server's
    /// message in `error` when it refuses them (the transaction is then
    /// aborted: nothing of it is kept).
    bool send(pg_conn* conn, const QByteArray& copySql, QString& error);

private:
    void put16(std::uint16_t v);
    void put32(std::uint32_t v);
    void put64(std::uint64_t v);

    QByteArray m_data;
    qsizetype m_rows = 0;
};

/// The rows of a statement run through libpq, each value as text.
using PgRows = std::vector<std::vector<QByteArray>>;

/// Runs `sql` on `conn`: with `params`, one statement whose `$1`, `$2`, …
/// take them as text; without, one or more statements (their last result
/// kept). Its rows (none for a command), or nullopt with the server's
/// message in `error` (the transaction is then aborted).
std::optional<PgRows> pgExec(pg_conn* conn, const QByteArray& sql, const std::vector<QByteArray>& params,
                             QString& error);

/// One row of a result read in binary (pgForEachRow): each value in its
/// column's binary form, valid during the visit only.
class PgBinaryRow
{
public:
    PgBinaryRow(const pg_result* result, int row) : m_result(result), m_row(row) {}

    /// The raw bytes of column `col` (TEXT: UTF-8, BYTEA: the bytes).
    [[nodiscard]] QByteArrayView value(int col) const;
    /// Column `col` as a BIGINT (8 bytes, big-endian); nullopt if it is not.
    [[nodiscard]] std::optional<qint64> int8(int col) const;
    /// Column `col` as an INTEGER (4 bytes, big-endian); nullopt if it is not.
    [[nodiscard]] std::optional<qint32> int4(int col) const;
    /// Column `col` as a DOUBLE PRECISION (IEEE 754, 8 bytes, big-endian);
    /// nullopt if it is not.
    [[nodiscard]] std::optional<double> float8(int col) const;

private:
    const pg_result* m_result;
    int m_row;
};

/// Runs `sql` on `conn` (one statement, `$1`, `$2`, … taking `params` as
/// text) and visits its rows in binary one at a time (libpq's single-row
/// mode: memory stays flat whatever the number of rows, no text to parse).
/// `visit` returns false to stop; the rest of the rows are then skipped.
/// False with the server's message in `error` if the statement fails (the
/// rows visited before the failure are then to be dropped by the caller).
bool pgForEachRow(pg_conn* conn, const QByteArray& sql, const std::vector<QByteArray>& params,
                  const std::function<bool(const PgBinaryRow&)>& visit, QString& error);

} // namespace palmares::store

#pragma once

/// A prepared statement of core/store, bound by position and read by column,
/// with one implementation per driver: SQLite's own C API (no QVariant per
/// value: the bulk paths of import and rebuild run through it) and Qt's
/// QSqlQuery for PostgreSQL. The SQL is the same named statement either way.

#include "common/expected.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace palmares::store {

class Statement
{
public:
    Statement() = default;
    virtual ~Statement() = default;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    Statement(Statement&&) = delete;
    Statement& operator=(Statement&&) = delete;

    virtual void bind(int index, qint64 value) = 0;
    virtual void bind(int index, double value) = 0;
    virtual void bind(int index, const QString& value) = 0; ///< a null QString binds ''
    virtual void bindNull(int index) = 0;
    /// Binds bytes as a BLOB (bytea); `value` must outlive exec() and the
    /// reading of the rows.
    virtual void bindBlob(int index, const QByteArray& value) = 0;
    void bind(int index, int value) { bind(index, static_cast<qint64>(value)); }
    void bind(int index, bool value) { bind(index, static_cast<qint64>(value ? 1 : 0)); }
    void bind(int index, const std::optional<int>& value)
    {
        value ? bind(index, static_cast<qint64>(*value)) : bindNull(index);
    }
    void bind(int index, const std::optional<double>& value) { value ? bind(index, *value) : bindNull(index); }

    /// Runs the statement with the values bound so far; rows, if any, are
    /// then read with next(). Not ok on failure, the message in English.
    virtual Status exec() = 0;
    /// Moves to the next row; false at the end.
    virtual bool next() = 0;
    /// Ends reading early and releases the statement's locks.
    virtual void finish() = 0;
    /// Rows changed by the last exec of an INSERT/UPDATE/DELETE.
    [[nodiscard]] virtual qint64 rowsAffected() = 0;
    /// The id of the row the last exec of an INSERT made. SQLite: the
    /// connection's last rowid (its INSERTs have no RETURNING clause, for
    /// which SQLite builds and drops a temporary table on each execution:
    /// it tripled the cost of an import's match rows). PostgreSQL: the
    /// INSERT's RETURNING column. Ends the statement.
    [[nodiscard]] virtual std::optional<qint64> insertedId() = 0;

    [[nodiscard]] virtual bool isNull(int column) = 0;
    [[nodiscard]] virtual qint64 integer(int column) = 0;
    [[nodiscard]] virtual double real(int column) = 0;
    [[nodiscard]] virtual QString text(int column) = 0;
    /// A BLOB column's bytes, valid until the next call on the statement.
    [[nodiscard]] virtual QByteArrayView blob(int column) = 0;

    /// The connection is about to be made again (a league's server that
    /// went away): lets go of it. Nothing by default.
    virtual void release() {}
    /// The connection was made again: prepares the statement on it.
    virtual void prepareAgain() {}

    [[nodiscard]] int integer32(int column) { return static_cast<int>(integer(column)); }
    [[nodiscard]] std::optional<int> optInteger(int column)
    {
        return isNull(column) ? std::nullopt : std::optional<int>(integer32(column));
    }
    [[nodiscard]] std::optional<double> optReal(int column)
    {
        return isNull(column) ? std::nullopt : std::optional<double>(real(column));
    }
};

/// Turns a driver's message into one a person can act on (disk full,
/// read-only file, another writer holding the lock).
QString explainDriverError(const QString& text);

} // namespace palmares::store

#pragma once

/// What every table family of a club's store (PlayerTable, GameTable,
/// MatchTable, RatingCache, SeasonTable, ClubTable; ClubStore is all of
/// them) shares: the database, and one way to run a named statement of
/// resources/sql with its values bound. The hot paths (an import, a
/// re-rating) bind typed values on the Statement themselves.

#include "database.h"

#include <QList>
#include <QVariant>

#include <optional>

namespace palmares::store {

class Table
{
public:
    explicit Table(Database& db) : m_db(db) {}

    Database& database() { return m_db; }

protected:
    /// The named statement `name` run with `values` bound in order (a null
    /// QVariant with a type binds NULL), its rows ready to read; the
    /// failure otherwise.
    Expected<Statement*> run(const QString& name, const QVariantList& values);
    /// Runs the named statement `name` with `values`: a statement that reads nothing.
    Status exec(const QString& name, const QVariantList& values);
    /// Runs an INSERT … RETURNING id: the new row's id.
    Expected<qint64> insert(const QString& name, const QVariantList& values);
    /// Runs a statement that returns one whole number (COUNT, a setting).
    Expected<qint64> integer(const QString& name, const QVariantList& values);
    /// Runs a statement and reads each of its rows with `read(Statement&)`.
    template <typename T, typename Read>
    Expected<QList<T>> list(const QString& name, const QVariantList& values, const Read& read)
    {
        const auto q = run(name, values);
        if (!q) {
            return q.status();
        }
        QList<T> all;
        while ((*q)->next()) {
            all.append(read(**q));
        }
        (*q)->finish();
        return all;
    }

    Database& m_db;
};

} // namespace palmares::store

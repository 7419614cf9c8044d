#pragma once

// Inside core/store: what the parts of Database share (database.cpp, the
// connection and its transactions; migrations.cpp, the schema and its
// steps; postgresqlsession.cpp, a league's session and roles).

#include "database.h"

#include <QCoreApplication>
#include <QStringList>

namespace palmares::store::databaseparts {

/// The messages of Database, translated where they are written (one
/// context for its three files).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::Database)
};

constexpr int LatestSchema = 11;

/// The page size of a new SQLite club (bytes); see Database::open.
constexpr int PageSize = 16384;

/// How long a writer waits for another one before giving up with a clear
/// message: SQLite's busy timeout, PostgreSQL's lock_timeout.
constexpr int BusyTimeoutMs = 10000;

/// The folder of resources/sql of a dialect: "sqlite" or "postgresql".
QString dialectFolder(Dialect d);

/// Splits a migration script into statements: each ends with ';' at the end
/// of a line (the scripts hold no ';' inside literals).
QStringList statementsOf(const QString& text);

/// The text of a resource (":/sql/…"); empty when it cannot be read.
QString readResource(const QString& path);

} // namespace palmares::store::databaseparts

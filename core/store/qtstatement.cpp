#include "qtstatement.h"

#include "database.h"

#include <QSqlDatabase>
#include <QSqlError>

#include <algorithm>
#include <array>
#include <iterator>

namespace palmares::store {

namespace {

/// The statements PostgreSQL can PREPARE (by their first word).
constexpr std::array<const char*, 6> Preparable = {"SELECT", "INSERT", "UPDATE", "DELETE", "VALUES", "WITH"};

} // namespace

QtStatement::QtStatement(const QString& connection, QString name, const QString& sql)
    : m_query(QSqlDatabase::database(connection, false)),
      m_name(std::move(name))
{
    // Not forward-only: QPSQL then streams rows in single-row mode, and the
    // next statement run on the connection while rows are still pending
    // (a replay inserts rating changes while it reads the matches) silently
    // drops them ("Query results lost"). A complete result set is safe to
    // read while other statements run.
    m_query.setForwardOnly(false);
    // PostgreSQL prepares only SELECT, INSERT, UPDATE, DELETE and VALUES; a
    // failed PREPARE would also abort the transaction it runs in. Anything
    // else (DROP/CREATE INDEX of a rebuild) takes no values: it runs as text.
    const QString text = sql.trimmed();
    const bool preparable = std::any_of(Preparable.begin(), Preparable.end(), [&](const char* verb) {
        return text.startsWith(QLatin1String(verb), Qt::CaseInsensitive);
    });
    if (preparable) {
        m_query.prepare(sql);
    } else {
        m_unprepared = sql;
    }
}

bool QtStatement::exec(StoreError& error)
{
    if (m_unprepared.isEmpty() ? m_query.exec() : m_query.exec(m_unprepared)) {
        return true;
    }
    const QSqlError e = m_query.lastError();
    error.message = QStringLiteral("%1 (%2)").arg(
        explainDriverError(e.databaseText().isEmpty() ? e.text() : e.databaseText()), m_name);
    return false;
}

std::optional<qint64> QtStatement::insertedId()
{
    std::optional<qint64> id;
    if (m_query.next()) {
        id = m_query.value(0).toLongLong();
    }
    m_query.finish();
    return id;
}

} // namespace palmares::store

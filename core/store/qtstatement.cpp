#include "qtstatement.h"

#include "database.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace palmares::store {

QtStatement::QtStatement(const QString& connection, const QString& name, const QString& sql)
    : m_query(QSqlDatabase::database(connection, false)), m_name(name)
{
    // Not forward-only: QPSQL then streams rows in single-row mode, and the
    // next statement run on the connection while rows are still pending
    // (a replay inserts rating changes while it reads the matches) silently
    // drops them ("Query results lost"). A complete result set is safe to
    // read while other statements run.
    m_query.setForwardOnly(false);
    m_query.prepare(sql);
}

bool QtStatement::exec(StoreError& error)
{
    if (m_query.exec()) {
        return true;
    }
    const QSqlError e = m_query.lastError();
    error.message =
        QStringLiteral("%1 (%2)").arg(explainDriverError(e.databaseText().isEmpty() ? e.text() : e.databaseText()),
                                      m_name);
    return false;
}

} // namespace palmares::store

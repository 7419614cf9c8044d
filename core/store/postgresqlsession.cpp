// Database's PostgreSQL session: the connection to a league's server, its
// settings, a reconnection after a cut, and the roles that may read or
// write the league.

#include "database.h"
#include "databaseparts.h"
#include "pgurl.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <utility>

namespace palmares::store {

using namespace databaseparts; // NOLINT(google-build-using-namespace): the parts of Database

Status Database::connectPostgresql(const QString& location)
{
    m_dialect = Dialect::Postgresql;
    QString problem;
    const auto options = postgresqlOptions(location, problem);
    if (!options) {
        return Status::failure(problem);
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    if (!db.isValid()) {
        return Status::failure(Text::tr("the PostgreSQL driver of Qt (QPSQL) is not installed"));
    }
    // Everything the URL says, as libpq read it: host, database, user, TLS…
    db.setConnectOptions(*options);
    if (!db.open()) {
        const QString why = db.lastError().text();
        QString message = Text::tr("cannot connect to %1: %2").arg(shownLocation(location), why);
        if (why.contains(QLatin1String("password"))) {
            message += Text::tr(" (Palmarès keeps no password: put it in ~/.pgpass, one line "
                                "host:port:database:user:password, readable by you alone)");
        }
        return Status::failure(message);
    }
    setUpSession();
    return {};
}

void Database::setUpSession()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.exec(QStringLiteral("SET client_min_messages TO WARNING"));
    q.exec(QStringLiteral("SET lock_timeout = %1").arg(BusyTimeoutMs));
    // QPSQL asks for bytea in the old escape format (three octal digits for
    // most bytes of a packed rating record); the server's default, hex, is
    // smaller and is what QtStatement::blob decodes without a QVariant.
    q.exec(QStringLiteral("SET bytea_output TO hex"));
}

bool Database::connectionLost() const
{
    if (m_dialect != Dialect::Postgresql || m_depth > 0) {
        return false;
    }
    // No handle: a reconnection found the server away and left it closed.
    void* handle = postgresqlHandle();
    return handle == nullptr || connectionBroken(handle);
}

Status Database::reconnect()
{
    // The statements stay (callers may hold them) and are prepared again on
    // the new connection; the session's settings are made again too.
    for (Statement* st : std::as_const(m_prepared)) {
        st->release();
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.close();
    if (!db.open()) {
        // Released until a later reconnect() prepares them: begin() and
        // Club::stayConnected() try it before any use.
        return Status::failure(Text::tr("the league's server %1 cannot be reached (%2); nothing was written: "
                                        "Palmarès connects again at the next try")
                                   .arg(shownLocation(m_location), db.lastError().text().trimmed()));
    }
    setUpSession();
    ++m_generation;
    for (Statement* st : std::as_const(m_prepared)) {
        st->prepareAgain();
    }
    return {};
}

Status Database::learnRole()
{
    Statement& q = statement(QStringLiteral("roleMayWrite"));
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    if (!q.next()) {
        return Status::failure(QStringLiteral("internal error: no role read (roleMayWrite)"));
    }
    const QString role = q.text(0);
    const bool mayWrite = q.integer(1) == 1;
    q.finish();
    m_readOnlyRole = mayWrite ? QString() : role;
    return {};
}

Status Database::grantAccess(const QString& role, bool write)
{
    if (m_dialect != Dialect::Postgresql) {
        return Status::failure(Text::tr("roles belong to a league on a PostgreSQL server; who may read or write a club "
                                        "file is set by the file's permissions"));
    }
    Statement& names = statement(QStringLiteral("accessNames"));
    names.bind(0, role);
    names.bind(1, role);
    if (Status s = names.exec(); !s.ok()) {
        return s;
    }
    if (!names.next()) {
        return Status::failure(QStringLiteral("internal error: no names read (accessNames)"));
    }
    const QString quotedRole = names.text(0);
    const QString schema = names.text(1);
    const QString database = names.text(2);
    const bool exists = names.integer(3) == 1;
    names.finish();
    if (!exists) {
        return Status::failure(Text::tr("there is no role %1 on this server: its administrator creates it first "
                                        "(CREATE ROLE %1 LOGIN PASSWORD '…')")
                                   .arg(role));
    }
    QString script = readResource(write ? QStringLiteral(":/sql/postgresql/grant_write.sql")
                                        : QStringLiteral(":/sql/postgresql/grant_read.sql"));
    script.replace(QLatin1String(":role"), quotedRole)
        .replace(QLatin1String(":schema"), schema)
        .replace(QLatin1String(":database"), database);
    Transaction t(*this);
    if (!t.active()) {
        return t.began();
    }
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    for (const QString& sql : statementsOf(script)) {
        if (!q.exec(sql)) {
            return Status::failure(explainDriverError(q.lastError().text()));
        }
    }
    return t.commit();
}

} // namespace palmares::store

#include "testclubs.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

namespace palmares::test {

namespace {

/// Runs one administrative statement on the server's maintenance database,
/// or on `database`.
QString admin(const QString& statement, const QString& database = {})
{
    QUrl url(postgresqlServer());
    if (!database.isEmpty()) {
        url.setPath(QLatin1Char('/') + database);
    }
    const QString name = QStringLiteral("palmares-test-admin-") + QUuid::createUuid().toString(QUuid::Id128);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setDatabaseName(url.path().mid(1));
        db.setUserName(url.userName());
        if (!db.open()) {
            error = QStringLiteral("cannot reach the test PostgreSQL server %1: %2")
                        .arg(url.toDisplayString(), db.lastError().text());
        } else {
            QSqlQuery q(db);
            if (!q.exec(statement)) {
                error = QStringLiteral("%1: %2").arg(statement, q.lastError().text());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

} // namespace

qint64 sqlitePageSize(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray header = f.read(100);
    if (header.size() < 100 || !header.startsWith("SQLite format 3")) {
        return 0;
    }
    const qint64 size = (static_cast<uchar>(header[16]) << 8) | static_cast<uchar>(header[17]);
    return size == 1 ? 65536 : size;
}

QString postgresqlServer()
{
    return qEnvironmentVariable("PALMARES_TEST_PG");
}

bool postgresqlRequired()
{
    return qEnvironmentVariableIsSet("CI") || !postgresqlServer().isEmpty();
}

QStringList backends()
{
    QStringList all{QStringLiteral("sqlite")};
    if (postgresqlRequired()) {
        all << QStringLiteral("postgresql");
    }
    return all;
}

ScratchClub::ScratchClub(const QString& backend)
{
    if (backend == QLatin1String("sqlite")) {
        m_location = m_dir.filePath(QStringLiteral("club.palmares"));
        return;
    }
    if (postgresqlServer().isEmpty()) {
        m_error = QStringLiteral("PALMARES_TEST_PG is not set: run the tests with scripts/test.sh, which starts the "
                                 "PostgreSQL server they need");
        return;
    }
    // A database of its own per test, so tests can run in parallel (ctest -j).
    // The name is made here from digits and letters only.
    m_database = QStringLiteral("palmares_t_") + QUuid::createUuid().toString(QUuid::Id128).left(20);
    m_error = admin(QStringLiteral("CREATE DATABASE ") + m_database);
    QUrl url(postgresqlServer());
    url.setPath(QLatin1Char('/') + m_database);
    m_location = url.toString();
    if (!m_error.isEmpty()) {
        m_database.clear();
    }
}

QString administerServer(const QString& statement)
{
    return admin(statement);
}

QString ScratchClub::administer(const QString& statement) const
{
    return m_database.isEmpty() ? QStringLiteral("not a PostgreSQL club") : admin(statement, m_database);
}

QString ScratchClub::locationAs(const QString& role) const
{
    QUrl url(m_location);
    url.setUserName(role);
    return url.toString();
}

QString ScratchClub::endSessions(bool refuse) const
{
    if (m_database.isEmpty()) {
        return QStringLiteral("not a PostgreSQL club");
    }
    QString error =
        refuse ? admin(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS false").arg(m_database)) : QString();
    if (error.isEmpty()) {
        error = admin(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '%1'")
                          .arg(m_database));
    }
    return error;
}

QString ScratchClub::allowConnections() const
{
    return m_database.isEmpty() ? QStringLiteral("not a PostgreSQL club")
                                : admin(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS true").arg(m_database));
}

ScratchClub::~ScratchClub()
{
    if (!m_database.isEmpty()) {
        admin(QStringLiteral("DROP DATABASE IF EXISTS ") + m_database + QStringLiteral(" WITH (FORCE)"));
    }
}

} // namespace palmares::test

#pragma once

// Where the store, club and CLI tests put their clubs: a fresh SQLite file in
// a temporary folder, and a fresh database on the PostgreSQL server that
// scripts/test.sh starts (PALMARES_TEST_PG). In CI (CI set) a missing server
// is a failure, never a skip.

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace palmares::test {

/// The backends a data-driven test runs on: "sqlite", and "postgresql" when
/// a server is available (always in CI).
QStringList backends();

/// The page size an SQLite file's header gives (bytes 16-17, big-endian;
/// 1 stands for 65,536), or 0 when `path` has no SQLite header. The tests
/// that damage a page of a club find the pages with it.
qint64 sqlitePageSize(const QString& path);

/// True when the PostgreSQL tests must run (CI) or can run (server given).
bool postgresqlRequired();
QString postgresqlServer(); ///< PALMARES_TEST_PG, or empty

/// One empty club location for one test: a file path, or a postgresql:// URL
/// of a database created for it and dropped when this object dies.
/// Runs `statement` on the test PostgreSQL server's maintenance database as
/// its administrator (roles); empty, or what went wrong.
QString administerServer(const QString& statement);

class ScratchClub
{
public:
    explicit ScratchClub(const QString& backend);
    ~ScratchClub();
    ScratchClub(const ScratchClub&) = delete;
    ScratchClub& operator=(const ScratchClub&) = delete;
    ScratchClub(ScratchClub&&) = delete;
    ScratchClub& operator=(ScratchClub&&) = delete;

    [[nodiscard]] QString location() const { return m_location; }
    [[nodiscard]] bool isPostgresql() const { return m_database.size() > 0; }
    /// Why the location could not be made (empty when it was).
    [[nodiscard]] QString error() const { return m_error; }
    /// A folder for other files of the test (CSV, backups).
    [[nodiscard]] QString folder() const { return m_dir.path(); }
    /// PostgreSQL: runs `statement` in the club's database as the server's
    /// administrator (roles, grants); empty, or what went wrong.
    [[nodiscard]] QString administer(const QString& statement) const;
    /// PostgreSQL: the club's URL for another role of the server.
    [[nodiscard]] QString locationAs(const QString& role) const;
    /// PostgreSQL: what a server restart does to the club's programs — every
    /// session to its database ended and, with `refuse`, no new one accepted
    /// until allowConnections(); empty, or what went wrong.
    [[nodiscard]] QString endSessions(bool refuse) const;
    [[nodiscard]] QString allowConnections() const;

private:
    QTemporaryDir m_dir;
    QString m_location;
    QString m_database;
    QString m_error;
};

} // namespace palmares::test

/// Skips nothing: a backend that cannot be set up fails the test.
#define PALMARES_SCRATCH(var, backend)        \
    palmares::test::ScratchClub var(backend); \
    QVERIFY2(var.error().isEmpty(), qPrintable(var.error()))

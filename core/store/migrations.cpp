// Database's schema: the version table, the check that a club is ours and
// not newer, and the numbered migrations of resources/sql, one transaction
// each, after a backup.

#include "backups.h"
#include "database.h"
#include "databaseparts.h"
#include "pgurl.h"

#include <QDateTime>
#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <optional>

namespace palmares::store {

using namespace databaseparts; // NOLINT(google-build-using-namespace): the parts of Database

int Database::latestSchemaVersion()
{
    return LatestSchema;
}

bool Database::runScript(const QString& resource, StoreError& error)
{
    const QString text = readResource(resource);
    if (text.isEmpty()) {
        error.message = QStringLiteral("internal error: %1 is missing from the program").arg(resource);
        return false;
    }
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    for (const QString& statement : statementsOf(text)) {
        if (!q.exec(statement)) {
            error.message = QStringLiteral("%1: %2").arg(resource, q.lastError().text());
            return false;
        }
    }
    return true;
}

bool Database::checkAndMigrate(StoreError& error, const OpenHook& prepare)
{
    // Nothing here writes until we know the club is ours and not newer. On
    // PostgreSQL the version table must exist before it can be read: it is
    // made inside a transaction that a refusal rolls back, so that a database
    // of another application is left exactly as it was.
    std::optional<Transaction> probe;
    if (m_dialect == Dialect::Postgresql) {
        probe.emplace(*this, error);
        if (!probe->active()) {
            return false;
        }
    }
    if (!versionTable(error)) {
        return false;
    }
    const auto version = scalar(QStringLiteral("schemaVersion"), {}, error);
    if (!version) {
        if (m_dialect == Dialect::Sqlite) {
            // A file cut short or overwritten passes the header test and fails
            // on its first read ("database disk image is malformed").
            error.message = Text::tr("%1 is damaged or is not a Palmarès club file (%2); it was left untouched")
                                .arg(m_location, error.message);
        }
        return false;
    }
    const int current = version->toInt();
    if (!ownSchema(current, error)) {
        return false;
    }
    if (probe && !probe->commit(error)) {
        return false;
    }
    if (m_dialect == Dialect::Postgresql && !learnRole(error)) {
        return false;
    }
    if (m_dialect == Dialect::Sqlite && !applySettings(current, error)) {
        return false;
    }
    // A damaged club is read as it is, never upgraded, rebuilt or switched
    // to WAL.
    if (const auto opened = openedDamaged(current, error)) {
        return *opened;
    }
    if (current == LatestSchema) {
        // Before WAL: a club refused here (its stale cache cannot be
        // rebuilt, say) keeps its header, and so every byte.
        return (!prepare || prepare(*this, current, error)) && useWal(error);
    }
    return migrate(current, prepare, error) && useWal(error);
}

bool Database::versionTable(StoreError& error)
{
    if (m_dialect == Dialect::Postgresql) {
        const auto exists = scalar(QStringLiteral("versionTableExists"), {}, error);
        if (!exists) {
            return false;
        }
        if (exists->toInt() == 1) {
            return true;
        }
        if (m_mode == OpenMode::Existing) {
            // A read (player list, the window opening a league) creates
            // nothing: the database is left as it was. Another
            // application's tables are told as such.
            if (!ownSchema(0, error)) {
                return false;
            }
            error.message = Text::tr("%1 holds no club yet (create it with: palmares-cli --db URL init); nothing "
                                     "was written")
                                .arg(shownLocation(m_location));
            return false;
        }
    }
    if (!runScript(QStringLiteral(":/sql/%1/000_version_table.sql").arg(dialectFolder(m_dialect)), error)) {
        if (m_dialect == Dialect::Sqlite) {
            error.message =
                Text::tr("%1 is not a Palmarès club file (%2); it was left untouched").arg(m_location, error.message);
        }
        return false;
    }
    return true;
}

bool Database::ownSchema(int current, StoreError& error)
{
    if (current > LatestSchema) {
        error.message = Text::tr("%1 was written by a newer Palmarès (club schema %2; this one knows up to "
                                 "%3). Update Palmarès to open it; the club was left untouched.")
                            .arg(shownLocation(m_location))
                            .arg(current)
                            .arg(LatestSchema);
        return false;
    }
    if (current > 0) {
        const auto appId = scalar(QStringLiteral("applicationId"), {}, error);
        if (!appId || appId->toLongLong() != Database::ApplicationId) {
            error.message = Text::tr("%1 is an SQLite database of another application, not a Palmarès club; "
                                     "it was left untouched")
                                .arg(shownLocation(m_location));
            return false;
        }
    } else {
        const auto objects = scalar(QStringLiteral("objectCount"), {}, error);
        if (!objects) {
            if (m_dialect == Dialect::Sqlite) {
                error.message = Text::tr("%1 is damaged or is not a Palmarès club file (%2); it was left untouched")
                                    .arg(m_location, error.message);
            }
            return false;
        }
        if (objects->toInt() > 0) {
            error.message = Text::tr("%1 holds tables of another application, not a Palmarès club; "
                                     "it was left untouched")
                                .arg(shownLocation(m_location));
            return false;
        }
    }
    return true;
}

bool Database::migrate(int current, const OpenHook& afterMigration, StoreError& error)
{
    if (current > 0 && m_dialect == Dialect::Sqlite) {
        // A dated copy before any migration, so an upgrade can always be
        // undone: a backup like the others, in the club's backup folder.
        if (!backups::write(*this, BackupReason::Migration, QDateTime::currentDateTimeUtc(), error)) {
            error.message = Text::tr("no migration without a backup: %1").arg(error.message);
            return false;
        }
    }
    // Migration files are resources named NNN_what.sql, one per schema step.
    // Every step and the hook after the last run in one transaction: an
    // upgrade across several schemas that fails at any point (the last
    // step's rebuild, say) leaves the club at its old schema, untouched.
    const QDir folder(QStringLiteral(":/sql/%1").arg(dialectFolder(m_dialect)));
    const QStringList scripts = folder.entryList({QStringLiteral("[0-9][0-9][0-9]_*.sql")}, QDir::Files, QDir::Name);
    if (!begin(error)) {
        return false;
    }
    for (int step = current + 1; step <= LatestSchema; ++step) {
        const QString prefix = QStringLiteral("%1_").arg(step, 3, 10, QLatin1Char('0'));
        const auto found =
            std::find_if(scripts.cbegin(), scripts.cend(), [&](const QString& f) { return f.startsWith(prefix); });
        if (found == scripts.cend()) {
            rollback();
            error.message = QStringLiteral("internal error: no migration to schema %1").arg(step);
            return false;
        }
        const bool last = step == LatestSchema;
        if (!runScript(folder.filePath(*found), error) ||
            (last && afterMigration && !afterMigration(*this, current, error))) {
            rollback();
            error.message = Text::tr("upgrading the club to schema %1 failed, nothing was changed: %2")
                                .arg(step)
                                .arg(error.message);
            return false;
        }
    }
    return commit(error);
}

} // namespace palmares::store

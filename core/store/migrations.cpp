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

Status Database::runScript(const QString& resource)
{
    const QString text = readResource(resource);
    if (text.isEmpty()) {
        return Status::failure(QStringLiteral("internal error: %1 is missing from the program").arg(resource));
    }
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    for (const QString& statement : statementsOf(text)) {
        if (!q.exec(statement)) {
            return Status::failure(QStringLiteral("%1: %2").arg(resource, q.lastError().text()));
        }
    }
    return {};
}

Status Database::checkAndMigrate(const OpenHook& prepare)
{
    // Nothing here writes until we know the club is ours and not newer. On
    // PostgreSQL the version table must exist before it can be read: it is
    // made inside a transaction that a refusal rolls back, so that a database
    // of another application is left exactly as it was.
    std::optional<Transaction> probe;
    if (m_dialect == Dialect::Postgresql) {
        probe.emplace(*this);
        if (!probe->active()) {
            return probe->began();
        }
    }
    if (Status s = versionTable(); !s.ok()) {
        return s;
    }
    const auto version = scalar(QStringLiteral("schemaVersion"), {});
    if (!version) {
        if (m_dialect == Dialect::Sqlite) {
            // A file cut short or overwritten passes the header test and fails
            // on its first read ("database disk image is malformed").
            return Status::failure(Text::tr("%1 is damaged or is not a Palmarès club file (%2); it was left untouched")
                                       .arg(m_location, version.status().toString()));
        }
        return version.status();
    }
    const int current = version->toInt();
    if (Status s = ownSchema(current); !s.ok()) {
        return s;
    }
    if (probe) {
        if (Status s = probe->commit(); !s.ok()) {
            return s;
        }
    }
    if (Status s = m_dialect == Dialect::Postgresql ? learnRole() : applySettings(current); !s.ok()) {
        return s;
    }
    // A damaged club is read as it is, never upgraded, rebuilt or switched
    // to WAL.
    if (auto opened = openedDamaged(current)) {
        return std::move(*opened);
    }
    if (current == LatestSchema) {
        // Before WAL: a club refused here (its stale cache cannot be
        // rebuilt, say) keeps its header, and so every byte.
        if (prepare) {
            if (Status s = prepare(*this, current); !s.ok()) {
                return s;
            }
        }
        return useWal();
    }
    if (Status s = migrate(current, prepare); !s.ok()) {
        return s;
    }
    return useWal();
}

Status Database::versionTable()
{
    if (m_dialect == Dialect::Postgresql) {
        const auto exists = scalar(QStringLiteral("versionTableExists"), {});
        if (!exists) {
            return exists.status();
        }
        if (exists->toInt() == 1) {
            return {};
        }
        if (m_mode == OpenMode::Existing) {
            // A read (player list, the window opening a league) creates
            // nothing: the database is left as it was. Another
            // application's tables are told as such.
            if (Status s = ownSchema(0); !s.ok()) {
                return s;
            }
            return Status::failure(
                Text::tr("%1 holds no club yet (create it with: palmares-cli --db URL init); nothing "
                         "was written")
                    .arg(shownLocation(m_location)));
        }
    }
    if (Status s = runScript(QStringLiteral(":/sql/%1/000_version_table.sql").arg(dialectFolder(m_dialect))); !s.ok()) {
        if (m_dialect == Dialect::Sqlite) {
            return Status::failure(
                Text::tr("%1 is not a Palmarès club file (%2); it was left untouched").arg(m_location, s.toString()));
        }
        return s;
    }
    return {};
}

Status Database::ownSchema(int current)
{
    if (current > LatestSchema) {
        return Status::failure(Text::tr("%1 was written by a newer Palmarès (club schema %2; this one knows up to "
                                        "%3). Update Palmarès to open it; the club was left untouched.")
                                   .arg(shownLocation(m_location))
                                   .arg(current)
                                   .arg(LatestSchema));
    }
    if (current > 0) {
        const auto appId = scalar(QStringLiteral("applicationId"), {});
        if (!appId || appId->toLongLong() != Database::ApplicationId) {
            return Status::failure(Text::tr("%1 is an SQLite database of another application, not a Palmarès club; "
                                            "it was left untouched")
                                       .arg(shownLocation(m_location)));
        }
    } else {
        const auto objects = scalar(QStringLiteral("objectCount"), {});
        if (!objects) {
            if (m_dialect == Dialect::Sqlite) {
                return Status::failure(
                    Text::tr("%1 is damaged or is not a Palmarès club file (%2); it was left untouched")
                        .arg(m_location, objects.status().toString()));
            }
            return objects.status();
        }
        if (objects->toInt() > 0) {
            return Status::failure(Text::tr("%1 holds tables of another application, not a Palmarès club; "
                                            "it was left untouched")
                                       .arg(shownLocation(m_location)));
        }
    }
    return {};
}

Status Database::migrate(int current, const OpenHook& afterMigration)
{
    if (current > 0 && m_dialect == Dialect::Sqlite) {
        // A dated copy before any migration, so an upgrade can always be
        // undone: a backup like the others, in the club's backup folder.
        if (const auto backup = backups::write(*this, BackupReason::Migration, QDateTime::currentDateTimeUtc());
            !backup) {
            return Status::failure(Text::tr("no migration without a backup: %1").arg(backup.status().toString()));
        }
    }
    // Migration files are resources named NNN_what.sql, one per schema step.
    // Every step and the hook after the last run in one transaction: an
    // upgrade across several schemas that fails at any point (the last
    // step's rebuild, say) leaves the club at its old schema, untouched.
    const QDir folder(QStringLiteral(":/sql/%1").arg(dialectFolder(m_dialect)));
    const QStringList scripts = folder.entryList({QStringLiteral("[0-9][0-9][0-9]_*.sql")}, QDir::Files, QDir::Name);
    if (Status s = begin(); !s.ok()) {
        return s;
    }
    for (int step = current + 1; step <= LatestSchema; ++step) {
        const QString prefix = QStringLiteral("%1_").arg(step, 3, 10, QLatin1Char('0'));
        const auto found =
            std::find_if(scripts.cbegin(), scripts.cend(), [&](const QString& f) { return f.startsWith(prefix); });
        if (found == scripts.cend()) {
            rollback();
            return Status::failure(QStringLiteral("internal error: no migration to schema %1").arg(step));
        }
        const bool last = step == LatestSchema;
        Status stepped = runScript(folder.filePath(*found));
        if (stepped.ok() && last && afterMigration) {
            stepped = afterMigration(*this, current);
        }
        if (!stepped.ok()) {
            rollback();
            return Status::failure(Text::tr("upgrading the club to schema %1 failed, nothing was changed: %2")
                                       .arg(step)
                                       .arg(stepped.toString()));
        }
    }
    return commit();
}

} // namespace palmares::store

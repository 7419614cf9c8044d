#include "backups.h"

#include "store/backups.h"
#include "store/clubstore.h"
#include "store/database.h"
#include "store/records.h"

#include <QFile>

namespace palmares::club {

namespace {

/// The newest backup of the club `db`, when it holds what the club holds;
/// otherwise (none, unreadable, different) an empty string.
QString unchangedSince(store::Database& db)
{
    const QList<BackupInfo> backups = store::backups::list(db.location(), false);
    if (backups.isEmpty()) {
        return {};
    }
    const auto backup = store::backups::inspect(backups.first().path, false);
    if (!backup) {
        return {};
    }
    const auto club = store::backups::contentsOf(db);
    return club && club->sameAs(*backup) ? backups.first().path : QString();
}

} // namespace

AutoBackup Backups::take(BackupReason reason, const QDateTime& nowUtc, const RotationPolicy& policy,
                         const std::function<void()>& held)
{
    AutoBackup result;
    store::Database& db = m_context.db;
    // The club as it is now, compared and copied as one, while the window
    // goes on saving on its own connection.
    const store::backups::Snapshot snapshot(db);
    if (held) {
        held();
    }
    if (db.dialect() != store::Dialect::Sqlite || db.location() == QLatin1String(":memory:")) {
        result.skipped = true;
        return result;
    }
    if (reason == BackupReason::Open || reason == BackupReason::Periodic) {
        if (const QString newest = unchangedSince(db); !newest.isEmpty()) {
            result.unchanged = newest;
            return result;
        }
    }
    bool stopped = false;
    store::backups::Progress progress;
    if (m_context.progress) {
        progress = [this, &stopped](qint64 done, qint64 total) {
            stopped = !m_context.progress(done, total);
            return !stopped;
        };
    }
    const auto path = store::backups::write(db, reason, nowUtc, progress);
    if (!path) {
        result.cancelled = stopped;
        result.warning = stopped ? QString() : path.status().toString();
        return result;
    }
    result.path = *path;
    result.warning = store::backups::rotate(db.location(), nowUtc, policy).toString();
    return result;
}

QList<BackupInfo> Backups::list(const QString& club, bool contents)
{
    return store::backups::list(club, contents);
}

Expected<BackupContents> Backups::inspect(const QString& path, bool verify)
{
    return store::backups::inspect(path, verify);
}

Expected<QString> Backups::restore(const QString& club, const QString& backup, const QDateTime& nowUtc)
{
    QString saved;
    if (Status restored = store::backups::restore(club, backup, nowUtc, &saved); !restored.ok()) {
        return restored;
    }
    return saved;
}

void Backups::discard(const QString& path)
{
    if (!path.isEmpty()) {
        QFile::remove(path);
    }
}

QString Backups::resolve(const QString& club, const QString& name)
{
    return store::backups::resolve(club, name);
}

QString Backups::summary(const BackupContents& contents)
{
    QString text = QStringLiteral("%1 players, %2 games, %3 results")
                       .arg(contents.players)
                       .arg(contents.games)
                       .arg(contents.matches);
    if (!contents.lastPlayed.isEmpty()) {
        text += QStringLiteral(", the last on %1").arg(contents.lastPlayed.left(10));
    }
    return text;
}

} // namespace palmares::club

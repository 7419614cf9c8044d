#include "autobackup.h"

namespace palmares::club {

AutoBackup autoBackup(Club& club, store::BackupReason reason, const QDateTime& nowUtc,
                      const store::RotationPolicy& policy)
{
    AutoBackup result;
    store::Database& db = club.database();
    if (db.dialect() != store::Dialect::Sqlite || db.location() == QLatin1String(":memory:")) {
        result.skipped = true;
        return result;
    }
    store::StoreError e;
    const auto path = store::backups::write(db, reason, nowUtc, e);
    if (!path) {
        result.warning = e.message;
        return result;
    }
    result.path = *path;
    store::StoreError rotation;
    store::backups::rotate(db.location(), nowUtc, rotation, policy);
    result.warning = rotation.message;
    return result;
}

QString summary(const store::BackupContents& contents)
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

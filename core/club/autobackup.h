#pragma once

/// The automatic backups of a club as the window and the command line take
/// them (RELIABILITY.md, "Backups and restore"): a backup for a reason, then
/// the folder rotated. A failure never stops the work: it comes back as a
/// warning to show. A PostgreSQL club is skipped (pg_dump is its tool).

#include "club.h"

#include "store/backups.h"

#include <QDateTime>
#include <QString>

namespace palmares::club {

/// What an automatic backup did.
struct AutoBackup {
    QString path;         ///< the backup written; empty when none was
    QString warning;      ///< why the backup or the rotation failed (English)
    bool skipped = false; ///< a PostgreSQL or in-memory club: no automatic backup
    [[nodiscard]] bool ok() const { return warning.isEmpty(); }
};

/// Backs `club` up for `reason` at `nowUtc`, then deletes the backups the
/// rotation policy lets go.
AutoBackup autoBackup(Club& club, store::BackupReason reason, const QDateTime& nowUtc,
                      const store::RotationPolicy& policy = {});

/// "12 players, 3 games, 240 results, the last on 2026-06-30" (English; the
/// window builds its own, translated).
QString summary(const store::BackupContents& contents);

} // namespace palmares::club

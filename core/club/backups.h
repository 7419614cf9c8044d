#pragma once

/// The club's backups (RELIABILITY.md, "Backups and restore"): the automatic
/// backup the window and the command line take for a reason, the list of a
/// club's backups, what a backup holds, and putting one back in place. An
/// SQLite club only: a PostgreSQL club has none (pg_dump is its tool). The
/// files themselves are core/store's (store/backups.h): their names, folders,
/// rotation and the online copy.
///
/// Listing, inspecting and restoring work on a club's location rather than
/// on an open club: a restore replaces the file of a club that must be
/// closed, and the backups of a club too damaged to open can still be
/// listed and put back.

#include "clubcontext.h"
#include "expected.h"

#include "common/backuptypes.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>

namespace palmares::club {

using BackupReason = palmares::BackupReason;
using BackupContents = palmares::BackupContents;
using BackupInfo = palmares::BackupInfo;
using RotationPolicy = palmares::RotationPolicy;

/// What an automatic backup did.
struct AutoBackup {
    QString path;         ///< the backup written; empty when none was
    QString warning;      ///< why the backup or the rotation failed (English)
    bool skipped = false; ///< a PostgreSQL or in-memory club: no automatic backup
    /// None written because nothing changed since the newest backup (when
    /// opening, and periodically): that backup's path.
    QString unchanged;
    /// None written because the club's progress (Club::setProgress) said to
    /// stop: nothing is left of the copy, and it is no failure.
    bool cancelled = false;
    [[nodiscard]] bool ok() const { return warning.isEmpty(); }
};

class Backups
{
public:
    explicit Backups(ClubContext& context) : m_context(context) {}

    /// Backs the open club up for `reason` at `nowUtc`, then deletes the
    /// backups the rotation policy lets go. When opening and periodically,
    /// a club that holds what its newest backup holds is not copied again
    /// (a large club's backup takes seconds and its size on disk). A failure
    /// never stops the work: it comes back as a warning to show. What is
    /// compared and copied is the club as it was when `held` is called
    /// (first thing, on the caller's thread): from then on other connections
    /// may write (store::backups::Snapshot). The copy reports to the club's
    /// progress (Club::setProgress), which may cancel it.
    AutoBackup take(BackupReason reason, const QDateTime& nowUtc, const RotationPolicy& policy = {},
                    const std::function<void()>& held = {});

    /// The backups of the club file `club` (both folders), newest first;
    /// with `contents`, each file is opened read-only for its summary.
    static QList<BackupInfo> list(const QString& club, bool contents = true);
    /// What the backup file `path` holds, read without changing it; with
    /// `verify`, only if its integrity check is ok.
    static Expected<BackupContents> inspect(const QString& path, bool verify);
    /// Replaces the club file `club`, which must not be open, by the backup
    /// `backup` (verified first); the club as it was gets its own backup
    /// first, whose path is returned (empty when there was no club file). On
    /// failure the club file is left as it was.
    static Expected<QString> restore(const QString& club, const QString& backup, const QDateTime& nowUtc);
    /// Deletes the backup `path` just taken before a change that was then
    /// refused (an import): the club is as it holds it, and a large club's
    /// copy would fill the disk for nothing. Nothing for an empty path.
    static void discard(const QString& path);
    /// The backup file `name` given on a command line: the path itself when
    /// it exists, else that file name in the club's backup folders.
    static QString resolve(const QString& club, const QString& name);
    /// "12 players, 3 games, 240 results, the last on 2026-06-30" (English;
    /// the window builds its own, translated).
    static QString summary(const BackupContents& contents);

private:
    ClubContext& m_context;
};

} // namespace palmares::club

#pragma once

/// The automatic backups of an SQLite club (RELIABILITY.md, "Backups and
/// restore"): where they live, how they are named, written, listed, rotated
/// and restored. A PostgreSQL club has none: pg_dump is its tool.
///
/// A backup is a complete club file made with SQLite's online backup API,
/// named `<club>-<YYYYMMDD>T<HHMMSS>Z-<reason>.palmares` (UTC) in the folder
/// `<club file>.backups/` beside the club, or, when that folder cannot be
/// written, in the user's data folder. It takes its final name only once
/// complete. Every time is given by the caller (an injected clock).

#include "common/backuptypes.h"
#include "database.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

struct sqlite3_backup;

namespace palmares::store {

// The backup records are core/common's (common/backuptypes.h), shared with
// the club's public headers; the store names them as its own.
using palmares::BackupContents;
using palmares::BackupInfo;
using palmares::BackupReason;
using palmares::BackupStamp;
using palmares::RotationPolicy;

namespace backups {

/// The name of a reason in backup file names ("open", "before-restore", …).
QString reasonKey(BackupReason reason);

/// `<club file>.backups` beside the club file.
QString besideFolder(const QString& club);
/// `<user data>/Palmares/backups/<club name>-<hash of its path>`: where the
/// backups go when the folder beside the club cannot be written.
QString userFolder(const QString& club);
/// The folder new backups of `club` go to, created if needed; empty (and
/// `error` set) when neither folder can be written.
Expected<QString> folderFor(const QString& club);

/// The file name of a backup of `club` made at `utc` for `reason`.
QString fileName(const QString& club, const QDateTime& utc, const QString& reason);
/// The stamp of a backup file name; invalid `when` if it is not one.
BackupStamp parseName(const QString& fileName);

/// The indexes of `backups` that `policy` lets go, at time `now`. Pure. Never
/// the newest backup, never one without a date.
QList<int> expired(const QList<BackupStamp>& backups, const QDateTime& now, const RotationPolicy& policy = {});

/// The backups of `club` (both folders), newest first; with `contents`, each
/// file is opened read-only for its summary.
QList<BackupInfo> list(const QString& club, bool contents = true);

/// How far a copy is, in pages; returning false cancels it.
using Progress = std::function<bool(qint64 done, qint64 total)>;

/// Runs the steps of the SQLite online backup `b` (1,024 pages each) to its
/// end or an error; returns the last step's result code. `progress` hears of
/// each step, the last too: its false stops the copy and sets `cancelled`.
/// The copies of backups.cpp and Database::backupTo.
int stepThrough(sqlite3_backup* b, const Progress& progress, bool& cancelled);

/// A read transaction held on the open club `db` (SQLite) while it lives:
/// what contentsOf() and write() read under it is the club as committed
/// when it began, however long the copy takes, while other connections go
/// on writing (WAL: a reader does not hold a writer up). Without it, a
/// commit from another connection restarts the copy at its next step. Does
/// nothing on a connection in a transaction already, or on another backend.
class Snapshot
{
public:
    explicit Snapshot(Database& db);
    ~Snapshot();
    Snapshot(const Snapshot&) = delete;
    Snapshot& operator=(const Snapshot&) = delete;
    Snapshot(Snapshot&&) = delete;
    Snapshot& operator=(Snapshot&&) = delete;

    /// Whether this holds a read transaction it began.
    [[nodiscard]] bool held() const { return m_handle != nullptr; }

private:
    void* m_handle = nullptr; ///< the sqlite3 connection it began on, or null
};

/// What the open club `db` holds, as inspect() reads it from a backup.
Expected<BackupContents> contentsOf(Database& db);
/// Writes a backup of the open club `db` (SQLite) for `reason` at `nowUtc`;
/// returns its path, or nullopt with `error` set. Nothing is rotated.
/// `progress` hears of each step of the copy (16 MB); false stops it, and
/// no file is left of it.
Expected<QString> write(Database& db, BackupReason reason, const QDateTime& nowUtc, const Progress& progress = {});

/// A copy of the open club `db` (SQLite) into the file `path`, made under a
/// temporary name of its own and then given `path` atomically: an existing
/// file there is replaced only with `replace`, and never by a partial copy.
/// The caller has checked that `path` may be written (Database::backupTo).
Status copyFile(Database& db, const QString& path, bool replace, const Progress& progress = {});

/// Deletes the backups of `club` that the policy lets go. A file that
/// cannot be deleted is reported (the others still go).
Status rotate(const QString& club, const QDateTime& nowUtc, const RotationPolicy& policy = {});

/// Reads a backup file without changing it: a Palmarès club this build can
/// open, and, with `verify`, one whose integrity_check is ok. Returns its
/// contents, or nullopt with `error` saying what is wrong.
Expected<BackupContents> inspect(const QString& path, bool verify);

/// Replaces the club file `club` by the backup `backup`: the backup is
/// verified first, then the club as it is gets its own backup
/// (BackupReason::BeforeRestore, path in `*saved`, empty if there was no club
/// file), then the backup is copied in with SQLite's online backup API. The
/// club must not be open in this process. On failure the club file is left
/// as it was and `error` says why.
Status restore(const QString& club, const QString& backup, const QDateTime& nowUtc, QString* saved);

/// The backup file `name` given on a command line: the path itself when it
/// exists, else that file name in the club's backup folders.
QString resolve(const QString& club, const QString& name);

} // namespace backups

} // namespace palmares::store

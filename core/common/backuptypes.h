#pragma once

/// The records of a club's backups: why one was made, what it holds, one
/// file of the backup folder, and which ones the rotation keeps. The store
/// writes and reads the files (store/backups.h); the club hands the records
/// to the window and the CLI (club/backups.h), which must not see the store.

#include <QDateTime>
#include <QString>

#include <optional>

namespace palmares {

enum class BackupReason {
    Open,          ///< the club was opened in the window
    Periodic,      ///< changes were made since the last backup, 30 minutes ago or more
    Import,        ///< before an import of results
    Migration,     ///< before the club file is upgraded to a newer schema
    BeforeRestore, ///< the club as it was before a backup replaced it
};

/// What a backup holds, read from the backup file itself.
struct BackupContents {
    QString club;   ///< the club's name
    int schema = 0; ///< the club schema version of the file
    qint64 players = 0;
    qint64 games = 0;
    qint64 matches = 0;
    QString lastPlayed; ///< the latest result's "YYYY-MM-DDTHH:MM:SS"; empty without results
    QString lastChange; ///< the newest entry of the club's audit (every write adds one)

    /// Nothing was written between the two (the same counts, latest result
    /// and newest audit entry): a backup of one holds the other.
    [[nodiscard]] bool sameAs(const BackupContents& other) const
    {
        return club == other.club && players == other.players && games == other.games && matches == other.matches &&
               lastPlayed == other.lastPlayed && lastChange == other.lastChange;
    }
};

/// One file of a club's backup folder.
struct BackupInfo {
    QString path;
    QString fileName;
    QDateTime when; ///< UTC, from the name; invalid when the name is not a backup's
    QString reason; ///< the reason key of the name ("open", "import", …)
    qint64 size = 0;
    std::optional<BackupContents> contents; ///< empty when it could not be read (see problem)
    QString problem;
};

/// The date and reason of a backup, as the rotation sees it.
struct BackupStamp {
    QDateTime when; ///< UTC; invalid = a file the policy cannot date, never deleted
    QString reason;
};

/// Which backups to keep: everything recent, then the newest of each day,
/// week and month (like restic's --keep-daily/weekly/monthly).
struct RotationPolicy {
    int recentHours = 24; ///< the backups this recent are kept (the newest `recent` of them)
    int daily = 12;       ///< the newest backup of each of the last N days that have one
    int weekly = 10;      ///< … of each of the last N ISO weeks that have one
    int monthly = 9;      ///< … of each of the last N months that have one
    int safety = 3;       ///< the newest N backups made before a migration, and N made before a restore
    int recent = 8;       ///< of the backups within recentHours, the newest N are kept (ten imports a day: 8 copies)
    /// The backups of a club take at most this many times the club's size
    /// (rotate()): beyond it the oldest go, whatever the rules above keep,
    /// except the newest backup and the safety ones.
    int sizeFactor = 12;
};

} // namespace palmares

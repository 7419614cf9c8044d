#pragma once

/// The open club, seen by the window: the core/club service, the undo stack
/// of the changes made through the window, and a signal when anything changed
/// so that every view refreshes. Widgets never own club data (STYLE.md).

#include "club/club.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace palmares::club {
struct AutoBackup;
}

namespace palmares::ui {

class Change;
class ClubWorker;

class Session : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    /// Opens (or, with `create`, creates and names) the club at `location`.
    /// On failure the previous club stays open and `error` says why.
    bool open(const QString& location, bool create, QString& error, const QString& clubName = {});
    [[nodiscard]] bool isOpen() const { return m_club != nullptr; }
    [[nodiscard]] QString location() const { return m_location; }
    QUndoStack& undoStack() { return m_undo; }

    /// Applies `change` now; on success it goes on the undo stack (already
    /// saved: every change is committed as it is made) and the views refresh.
    /// On failure nothing changed and `status` says why.
    club::Status run(std::unique_ptr<Change> change);

    /// Runs `job` on the club in the worker's thread (ClubWorker) while the
    /// window goes on: input is held back for a moment, then, if the job is
    /// still running, a progress dialog shows how far the re-rating is and
    /// offers Cancel (the job then fails, "cancelled", and its transaction is
    /// rolled back). Every write of the window goes through it. Refused while
    /// another job runs. `what` names the work for the progress dialog.
    club::Status inBackground(const std::function<club::Status(club::Club&)>& job, const QString& what);
    [[nodiscard]] bool busy() const { return m_busy; }

    /// What a view shows once it has read the club: run in the window's
    /// thread. Empty: nothing to show.
    using Shown = std::function<void()>;
    /// Reads the club for a view without holding the window: `read` runs in
    /// the worker's thread on its connection (after any write queued before
    /// it, so it sees it) and returns what to show, which then runs in the
    /// thread of `context` — unless `context` is gone by then. A club in
    /// memory (no worker) is read here and now; so is a club the worker
    /// cannot open (it then says why through `read` on the window's own
    /// connection). `read` must touch nothing but the club it is given.
    void read(const std::function<Shown(club::Club&)>& read, QObject* context);
    /// Reads the club for a dialog or a sheet that needs it now: `read` runs
    /// in the worker's thread as for read(), the window waiting (painting,
    /// the keyboard and mouse held back) until it is done; its result.
    template <typename T>
    T readNow(const std::function<T(club::Club&)>& read)
    {
        std::optional<T> out;
        wait([&out, &read](club::Club& club) { out.emplace(read(club)); });
        return std::move(*out);
    }
    /// How many reads went through read() and readNow() (a test hook: a
    /// refresh reads each thing once).
    [[nodiscard]] int reads() const { return m_reads; }
    /// How many times changed() was said (a test hook: once per save).
    [[nodiscard]] int refreshes() const { return m_refreshes; }
    /// Cancels the job under way (inBackground).
    void cancel() { m_cancel = true; }
    /// How long a job runs before its progress dialog shows.
    static constexpr int ProgressDelayMs = 300;

    /// Undoes (redoes) the change the undo stack would, as one change of the
    /// club: all of it, or — refused (another writer built on it, a failing
    /// disk) — nothing, with the stack left as it was and `failed` saying
    /// why. The window's Undo and Redo come here. True if it was done.
    bool undo();
    bool redo();

    /// Asks the person whether a change may change closed seasons (the
    /// status names them, Status::closedSeasons); true: it is done again,
    /// confirmed. Unset (the default): such a change is refused.
    using ClosedSeasonsAsker = std::function<bool(const club::Status& refused, const QString& change)>;
    void setClosedSeasonsAsker(ClosedSeasonsAsker asker) { m_askClosedSeasons = std::move(asker); }
    /// Asks it, for a change made outside the undo stack (a season added
    /// or removed); false when no one asks.
    bool askClosedSeasons(const club::Status& refused, const QString& change) const
    {
        return m_askClosedSeasons && m_askClosedSeasons(refused, change);
    }

    /// Counts a change made outside the undo stack (an import) for the
    /// backups; the views refresh if the feed announced changes not yet
    /// shown.
    void notifyChanged();

    /// Checks at once for another process's changes (the timer does it every
    /// `intervalMs`; 0 = only through this, for tests); true if there were.
    bool checkForChanges();
    void setWatchInterval(int intervalMs);

    /// The version of match `code` as this window's changes last wrote it
    /// (0: none yet). Undo and redo name it, so that they never overwrite a
    /// save another window made since (docs/RELIABILITY.md, "Two writers").
    [[nodiscard]] int matchVersion(const QString& code) const { return m_versions.value(code); }
    /// Notes it: on the window's thread only (a change's step run by the
    /// worker returns the versions it wrote, Step::wrote; perform() records
    /// them). Called from another thread, it is refused: an assertion in a
    /// debug build, unless a test set setOffThreadHandler.
    void setMatchVersion(const QString& code, int version);
    /// For tests: called instead of the assertion when the window's
    /// bookkeeping is written from another thread (`where` names it).
    void setOffThreadHandler(std::function<void(const char* where)> handler) { m_offThread = std::move(handler); }
    // Automatic backups (RELIABILITY.md, "Backups and restore"): one when a
    // club is opened, then one when changes were made and the last backup
    // is `BackupInterval` old or more (checked after each change and every
    // minute). A failure is reported by backupFailed, never blocks the work.
    static constexpr qint64 BackupIntervalSecs = qint64{30} * 60;

    /// Backs the open club up now for `reason`; returns the backup's path,
    /// or an empty string when there is none (PostgreSQL, failure, cancel).
    /// A failure is also put in `*warning` (English) when given. A club
    /// file is copied off the window's thread, with a progress dialog that
    /// can cancel it: `*cancelled` then says so (nothing was written).
    QString backUp(club::BackupReason reason, QString* warning = nullptr, bool* cancelled = nullptr);
    /// The same off the window's thread, on a connection of its own (the
    /// backups on opening and every 30 minutes); backedUp or backupFailed
    /// tell when it is done. Writes wait only until it holds the club as it
    /// is (backupHeld), not for the copy.
    void backUpInBackground(club::BackupReason reason);
    /// Whether a backup is being copied off the window's thread.
    [[nodiscard]] bool backingUp() const { return m_backingUp; }
    /// The periodic backup, if changes wait and the interval has passed:
    /// started off the window's thread like the one on opening (true), or
    /// not due (false). backedUp tells when it is written.
    bool backUpIfDue();
    [[nodiscard]] int changesSinceBackup() const { return m_changesSinceBackup; }
    [[nodiscard]] QDateTime lastBackup() const { return m_lastBackup; }
    /// The clock of the backups (UTC); tests set their own.
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

    /// Replaces the open club by `backup` (club::Backups::restore), then
    /// reopens it: the undo stack starts empty. `saved` gets the backup of
    /// the club as it was. On failure `error` says why and the club as it
    /// was stays open.
    bool restore(const QString& backup, QString& saved, QString& error);

Q_SIGNALS:
    void opened(const QString& location);
    void changed();
    /// An undo or redo could not be applied (the club changed meanwhile).
    void failed(const QString& message);
    /// Another window or process committed changes to the club (checked
    /// every ChangeFeed::DefaultIntervalMs); changed() follows.
    void changedElsewhere();
    /// Every change of the club's feed as it comes: the window's own writes
    /// once committed, and another connection's (Change::Kind::Elsewhere).
    void clubChanged(const palmares::club::Change& change);
    void backedUp(const QString& path);
    /// How far the job under way is: matches re-rated of `total`.
    void progress(qint64 done, qint64 total);
    /// An automatic backup failed (English message of core/store).
    void backupFailed(const QString& message);
    /// The backup copied off the window's thread is done (written, found
    /// unchanged, or failed).
    void backupDone();
    /// The backup copied off the window's thread holds the club as it was
    /// when it began: writes made from now on are not in it.
    void backupHeld();
    /// The club is damaged (the check at its opening, or the whole check
    /// run in the background on a large club, found it): `what` is what
    /// SQLite found. It is read as it is, and every save is refused.
    void damaged(const QString& what);
    /// A league's server could not be reached (`why`), or can again.
    void reachable(bool reached, const QString& why);

private:
    friend class Change;
    /// Tests reach the window's own connection through it
    /// (tests/ui/sessionaccess.h); the window reads through read() and
    /// readNow(), never here.
    friend struct SessionAccess;
    [[nodiscard]] club::Club& club() const { return *m_club; }
    /// Says damaged() when the opening found the club damaged, and checks
    /// the whole of a large club in the background.
    void lookForDamage();
    enum class Move { Apply, Undo, Redo };
    /// Runs `change`'s apply (Apply, Redo) or revert (Undo) in one
    /// transaction of the club: on failure nothing of it is written, the
    /// versions of the matches are as before, `failed` says why (except for
    /// Apply, whose caller reports it) and the views re-read the club.
    club::Status perform(Change& change, Move move);
    /// The command of the undo stack at `index`.
    Change* command(int index);
    /// True on the window's thread; else says so (setOffThreadHandler).
    bool onWindowThread(const char* where) const;
    /// Says changed() if the feed announced changes since it was last said.
    void refreshIfChanged();
    /// Says changed() (a club opened, a step refused: everything re-read).
    void refreshViews();
    /// Runs `work` on the club in the worker's thread and waits for it
    /// (readNow).
    void wait(const std::function<void(club::Club&)>& work);
    void watch();
    void onClubChange(const club::Change& change);
    bool openClub(const QString& location, bool create, QString& error, const QString& clubName, bool backUpOnOpen);
    /// Lets the backup worker go with its club unless `next` is the same
    /// club; one still copying finishes in its thread.
    void retireBackupWorker(const QString& next);
    /// How long waitForBackup waits for the backup under way.
    enum class BackupWait {
        /// Until it holds the club as it is (a moment: its connection opens
        /// and begins a read): a write made after is not in it.
        Held,
        /// Until it is done (written, found unchanged, or failed).
        Done,
    };
    /// Waits for the backup under way as `until` says (a backup that ends
    /// first ends the wait too), the window painting meanwhile.
    void waitForBackup(BackupWait until = BackupWait::Done) const;
    /// Runs `work` on a thread of its own, the window painting meanwhile and,
    /// after ProgressDelayMs, a dialog saying `what` (no Cancel: for work
    /// that must not stop half-way, on no club connection, as a restore).
    void waitOffThread(const std::function<void()>& work, const QString& what);
    /// Records backup `b` taken at `now` when `changes` changes waited;
    /// says so (backedUp, backupFailed); returns its path.
    QString recordBackup(const club::AutoBackup& b, const QDateTime& now, int changes, QString* warning);

    std::unique_ptr<club::Club> m_club;
    /// The open club's second connection, in its own thread; none for a
    /// club in memory (its jobs run here).
    std::unique_ptr<ClubWorker> m_worker;
    /// A third connection in its own thread, for the backups on opening and
    /// every 30 minutes; none for a club in memory or on a server.
    std::unique_ptr<ClubWorker> m_backupWorker;
    bool m_backingUp = false;
    bool m_backupHeld = false; ///< the backup under way holds the club as it was (backupHeld)
    std::vector<std::unique_ptr<ClubWorker>> m_retiredWorkers; ///< copying a club closed since
    bool m_busy = false;
    std::atomic<bool> m_cancel = false;
    int m_watchInterval = club::ChangeFeed::DefaultIntervalMs;
    QString m_location;
    QUndoStack m_undo;
    QHash<QString, int> m_versions; ///< see matchVersion()
    std::function<QDateTime()> m_clock = [] { return QDateTime::currentDateTimeUtc(); };
    QDateTime m_lastBackup;       ///< of the open club; invalid before the first
    int m_changesSinceBackup = 0; ///< changes, undos and redos since then
    QTimer m_backupTimer;
    ClosedSeasonsAsker m_askClosedSeasons;
    std::function<void(const char*)> m_offThread; ///< setOffThreadHandler
    quint64 m_lastToken = 0;                      ///< the token of the latest job (inBackground)
    bool m_refreshDue = false;                    ///< the feed announced changes the views have not been told of
    int m_reads = 0;                              ///< reads()
    int m_refreshes = 0;                          ///< refreshes()
};

} // namespace palmares::ui

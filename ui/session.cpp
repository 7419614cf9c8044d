#include "session.h"

#include "clubworker.h"
#include "commands.h"
#include "texts.h"

#include "club/backups.h"

#include <QApplication>
#include <QEventLoop>
#include <QPointer>
#include <QProgressDialog>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

namespace palmares::ui {

namespace {

/// What every progress dialog of the window's long work is: modal, shown at
/// once (it is made only once the work has taken a moment), kept open by
/// its bar reaching the end (the work closes it).
void setUpProgress(QProgressDialog& dialog)
{
    dialog.setObjectName(QStringLiteral("progress"));
    dialog.setWindowTitle(Session::tr("Palmarès"));
    dialog.setWindowModality(Qt::ApplicationModal);
    dialog.setMinimumDuration(0);
    dialog.setAutoReset(false);
    dialog.setAutoClose(false);
}

} // namespace

Session::Session(QObject* parent) : QObject(parent)
{
    // Every change, undo and redo moves the stack's index.
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        ++m_changesSinceBackup;
        backUpIfDue();
    });
    m_backupTimer.setInterval(60 * 1000);
    connect(&m_backupTimer, &QTimer::timeout, this, [this] { backUpIfDue(); });
}

Session::~Session() = default;

bool Session::open(const QString& location, bool create, QString& error, const QString& clubName)
{
    return openClub(location, create, error, clubName, true);
}

bool Session::openClub(const QString& location, bool create, QString& error, const QString& clubName, bool backUpOnOpen)
{
    auto found = club::Club::open(location, create ? club::OpenMode::Create : club::OpenMode::Existing);
    if (!found) {
        error = found.status().toString();
        return false;
    }
    auto c = std::move(*found);
    const bool created = !c->initialised();
    if (created) {
        if (!create) {
            error = tr("%1 is not a Palmarès club.").arg(location);
            return false;
        }
        const club::Status init = c->init(clubName.isEmpty() ? tr("My club") : clubName);
        if (!init.ok()) {
            error = init.toString();
            return false;
        }
    }
    m_undo.clear();
    m_versions.clear();
    retireBackupWorker(location);
    m_worker.reset();
    m_club = std::move(c);
    connect(&m_club->feed(), &club::ChangeFeed::changed, this, &Session::onClubChange);
    connect(&m_club->feed(), &club::ChangeFeed::reachable, this, &Session::reachable);
    if (location != QLatin1String(":memory:")) {
        m_worker = std::make_unique<ClubWorker>(location);
        connect(m_worker.get(), &ClubWorker::clubChanged, this, &Session::onClubChange);
        // Opened now, in its thread: the first save does not wait for it.
        m_worker->start([](club::Club&) { return club::Status(); }, this, [](const club::Status&) {}, {}, &m_cancel);
        // A server's club is backed up by its administrator (pg_dump).
        // Its copy, seconds long on a large club, gives way to a save.
        if (!m_backupWorker && !club::isLeague(location)) {
            m_backupWorker = std::make_unique<ClubWorker>(location, ClubWorker::Share::Background);
        }
    }
    m_location = location;
    watch();
    m_changesSinceBackup = 0;
    m_lastBackup = {};
    lookForDamage();
    // A club just created holds nothing to save yet.
    if (backUpOnOpen && !created) {
        backUpInBackground(club::BackupReason::Open);
    }
    m_backupTimer.start();
    Q_EMIT opened(location);
    refreshViews();
    return true;
}

club::Status Session::run(std::unique_ptr<Change> change)
{
    if (!m_club) {
        return club::Status::failure(tr("No club is open."));
    }
    change->m_session = this;
    club::Status status = perform(*change, Move::Apply);
    if (!status.ok()) {
        return status;
    }
    change->m_done = true;
    m_undo.push(change.release()); // redo() skips the first call: it is done
    return status;
}

club::Status Session::inBackground(const std::function<club::Status(club::Club&)>& job, const QString& what)
{
    if (!m_club) {
        return club::Status::failure(tr("No club is open."));
    }
    if (m_busy) {
        return club::Status::failure(tr("Palmarès is still saving the previous change."));
    }
    waitForBackup(BackupWait::Held); // the backup of the club as opened holds none of this session's changes
    // The job's writes carry its token through the feed of the connection
    // that makes them; the window's own connection takes the commits it
    // sees meanwhile as the job's, not another writer's.
    const quint64 token = ++m_lastToken;
    const auto stamped = [&job, token](club::Club& club) {
        club.feed().setToken(token);
        club::Status s = job(club);
        club.feed().setToken(0);
        return s;
    };
    m_busy = true;
    if (!m_worker) {
        club::Status s = stamped(*m_club);
        m_busy = false;
        refreshIfChanged();
        return s;
    }
    m_club->feed().expect(token);
    m_cancel = false;
    std::optional<club::Status> result;
    QEventLoop loop;
    m_worker->start(
        stamped, this,
        [&result, &loop](const club::Status& status) {
            result = status;
            loop.quit();
        },
        [this](qint64 done, qint64 total) { Q_EMIT progress(done, total); }, &m_cancel);
    // Most jobs end within a moment: the window waits for them, keeping the
    // keyboard and mouse for after, and repaints meanwhile.
    QTimer::singleShot(ProgressDelayMs, &loop, &QEventLoop::quit);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (!result) {
        // A long one shows how far it is, and can be cancelled.
        QProgressDialog dialog(what, tr("Cancel"), 0, 0, QApplication::activeWindow());
        setUpProgress(dialog);
        connect(this, &Session::progress, &dialog, [&dialog](qint64 done, qint64 total) {
            if (total <= 0) {
                dialog.setMaximum(0); // under way, its extent not known yet (a history being read)
                return;
            }
            // In thousandths: the dialog counts in int.
            dialog.setMaximum(1000);
            dialog.setValue(static_cast<int>(std::min<qint64>(1000, done * 1000 / total)));
        });
        connect(&dialog, &QProgressDialog::canceled, this, [this, &dialog] {
            cancel();
            dialog.setLabelText(tr("Cancelling…"));
        });
        dialog.show();
        while (!result) {
            loop.exec();
        }
    }
    // The worker's changes came before its end (queued in that order).
    m_club->feed().settle(token);
    m_busy = false;
    refreshIfChanged();
    return *result;
}

void Session::refreshIfChanged()
{
    if (std::exchange(m_refreshDue, false)) {
        ++m_refreshes;
        Q_EMIT changed();
    }
}

void Session::refreshViews()
{
    m_refreshDue = true;
    refreshIfChanged();
}

void Session::read(const std::function<Shown(club::Club&)>& read, QObject* context)
{
    if (!m_club) {
        return;
    }
    ++m_reads;
    if (!m_worker) {
        if (const Shown shown = read(*m_club)) {
            shown();
        }
        return;
    }
    // Filled in the worker's thread, used in the window's once the worker
    // says it is done (the queued call orders the two).
    auto shown = std::make_shared<Shown>();
    QPointer<QObject> target(context);
    m_worker->start(
        [read, shown](club::Club& club) {
            *shown = read(club);
            return club::Status();
        },
        context,
        [this, read, shown, target](const club::Status& status) {
            if (!status.ok() && m_club) {
                // The worker could not open the club: read it here.
                *shown = read(*m_club);
            }
            if (target && *shown) {
                (*shown)();
            }
        },
        {}, nullptr);
}

void Session::wait(const std::function<void(club::Club&)>& work)
{
    ++m_reads;
    if (!m_worker) {
        work(*m_club);
        return;
    }
    bool done = false;
    QEventLoop loop;
    m_worker->start(
        [&work](club::Club& club) {
            work(club);
            return club::Status();
        },
        this,
        [this, &done, &loop, &work](const club::Status& status) {
            if (!status.ok() && m_club) {
                work(*m_club); // the worker could not open the club: read here, as read() does
            }
            done = true;
            loop.quit();
        },
        {}, nullptr);
    while (!done) {
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
}

club::Status Session::perform(Change& change, Move move)
{
    // The step reads a copy of the versions and returns what it learnt: the
    // worker touches neither the session nor the command.
    const auto attempt = [&]() -> std::pair<club::Status, Step> {
        Step step(m_versions);
        const bool confirmed = change.closedSeasonsConfirmed();
        const Change& command = change;
        const club::Status status = inBackground(
            [&command, &step, move, confirmed](club::Club& club) {
                club.confirmClosedSeasons(confirmed);
                club::Status s = club.atomically(
                    [&] { return move == Move::Undo ? command.revert(club, step) : command.apply(club, step); });
                club.confirmClosedSeasons(false);
                return s;
            },
            tr("Saving “%1”…").arg(change.text()));
        return {status, std::move(step)};
    };
    auto [status, step] = attempt();
    if (!status.closedSeasons.isEmpty() && !change.closedSeasonsConfirmed() && m_askClosedSeasons &&
        m_askClosedSeasons(status, change.text())) {
        // The person said the closed seasons may change: the same step again.
        change.confirmClosedSeasons();
        std::tie(status, step) = attempt();
    }
    if (status.ok()) {
        // What the step learnt, recorded here, on the window's thread.
        for (auto it = step.written().cbegin(); it != step.written().cend(); ++it) {
            setMatchVersion(it.key(), it.value());
        }
        change.learn(step);
        return status;
    }
    // Nothing of a refused step is recorded: it was rolled back whole.
    if (move != Move::Apply) {
        const QString what =
            move == Move::Undo ? Change::tr("Could not undo “%1”: %2") : Change::tr("Could not redo “%1”: %2");
        Q_EMIT failed(what.arg(change.text(), texts::problem(status)));
        refreshViews(); // the views show the club as the file holds it
    }
    return status;
}

void Session::setMatchVersion(const QString& code, int version)
{
    // The window's bookkeeping: written on its thread only (a step run by
    // the worker returns what it wrote instead, Step::wrote).
    if (onWindowThread("Session::setMatchVersion")) {
        m_versions.insert(code, version);
    }
}

bool Session::onWindowThread(const char* where) const
{
    if (QThread::currentThread() == thread()) {
        return true;
    }
    if (m_offThread) {
        m_offThread(where);
    } else {
        Q_ASSERT_X(false, where, "the window's bookkeeping written off the window's thread");
        qWarning("%s: the window's bookkeeping written off the window's thread; ignored", where);
    }
    return false;
}

Change* Session::command(int index)
{
    // The stack's commands are all Changes (run() is the only way in), which
    // the session made and marks as they are undone and redone; QUndoStack
    // hands them out const.
    // NOLINTNEXTLINE(cppcoreguidelines-pro-type-const-cast): the session's own commands (above).
    return const_cast<Change*>(dynamic_cast<const Change*>(m_undo.command(index)));
}

bool Session::undo()
{
    if (!m_club || !m_undo.canUndo()) {
        return false;
    }
    Change* change = command(m_undo.index() - 1);
    if (!perform(*change, Move::Undo).ok()) {
        return false; // refused: the stack stays as it was, Redo too
    }
    change->m_done = true;
    m_undo.undo();
    return true;
}

bool Session::redo()
{
    if (!m_club || !m_undo.canRedo()) {
        return false;
    }
    Change* change = command(m_undo.index());
    if (!perform(*change, Move::Redo).ok()) {
        return false;
    }
    change->m_done = true;
    m_undo.redo();
    return true;
}

void Session::notifyChanged()
{
    ++m_changesSinceBackup;
    refreshIfChanged(); // a change the feed announced outside a job (its end refreshed the others)
    backUpIfDue();
}

QString Session::backUp(club::BackupReason reason, QString* warning, bool* cancelled)
{
    if (!m_club) {
        return {};
    }
    waitForBackup();
    const QDateTime now = m_clock();
    club::AutoBackup taken;
    if (m_worker && m_backupWorker) {
        // A club file: copied by the worker, the window live, with a
        // progress bar and Cancel once it takes a while (seconds for
        // 1,000,000 results).
        const club::Status status = inBackground(
            [&taken, reason, now](club::Club& c) {
                taken = c.backups().take(reason, now);
                return club::Status();
            },
            tr("Backing up the club…"));
        if (!status.ok()) {
            taken.warning = status.toString(); // busy, or the worker could not open the club
        }
    } else {
        taken = m_club->backups().take(reason, now);
    }
    if (cancelled != nullptr) {
        *cancelled = taken.cancelled;
    }
    return recordBackup(taken, now, m_changesSinceBackup, warning);
}

void Session::lookForDamage()
{
    // Said once the window listens (queued): a damaged club opens, read only.
    if (const QString found = m_club->damage(); !found.isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this, found] { Q_EMIT damaged(found); }, Qt::QueuedConnection);
        return;
    }
    if (m_club->checkedWhole() || !m_backupWorker) {
        return;
    }
    // A large club had its small tables checked at opening: the rest, page
    // by page, on the backup's connection in the background (a few seconds
    // for 1,000,000 results); damage found stops every save from then on.
    m_backupWorker->start([](club::Club& c) { return c.verify(); }, this,
                          [this](const club::Status& status) {
                              // What the worker found stands for every connection.
                              if (!status.ok() && m_club && !m_club->damage().isEmpty()) {
                                  Q_EMIT damaged(m_club->damage());
                              }
                          },
                          {}, nullptr);
}

void Session::backUpInBackground(club::BackupReason reason)
{
    if (!m_backupWorker) {
        backUp(reason); // a club in memory or on a server: nothing to copy
        return;
    }
    if (m_backingUp) {
        return;
    }
    // Copying a federation's club file takes seconds (4 s for 1,000,000
    // matches): on a connection of its own in its own thread, while the
    // window shows the club and saves. A write waits only until the copy
    // holds the club as it is (waitForBackup(BackupWait::Held)).
    m_backingUp = true;
    m_backupHeld = false;
    const QDateTime now = m_clock();
    const int changes = m_changesSinceBackup;
    auto taken = std::make_shared<club::AutoBackup>();
    ClubWorker* worker = m_backupWorker.get();
    const auto held = [this, worker] {
        // From the worker's thread: said in the window's.
        QMetaObject::invokeMethod(
            this,
            [this, worker] {
                if (worker == m_backupWorker.get() && m_backingUp) {
                    m_backupHeld = true;
                    Q_EMIT backupHeld();
                }
            },
            Qt::QueuedConnection);
    };
    worker->start(
        [reason, now, taken, held](club::Club& club) {
            *taken = club.backups().take(reason, now, {}, held);
            return club::Status();
        },
        this,
        [this, taken, now, changes, worker](const club::Status& status) {
            if (worker != m_backupWorker.get()) {
                if (!taken->path.isEmpty()) {
                    Q_EMIT backedUp(taken->path); // of the club open before
                }
                return;
            }
            m_backingUp = false;
            Q_EMIT backupDone();
            if (!status.ok()) {
                taken->warning = status.toString(); // the worker could not open the club
            }
            recordBackup(*taken, now, changes, nullptr);
        },
        {}, nullptr);
}

void Session::retireBackupWorker(const QString& next)
{
    if (m_backupWorker && next == m_location) {
        return; // the same club again: its backup under way stands
    }
    // Opening another club does not wait for the backup of this one: its
    // worker finishes the copy in its thread. It is kept until the session
    // ends (or a restore): deleting it closes its connection, which
    // blocks the window's thread as long as a checkpoint of the club.
    if (m_backingUp && m_backupWorker) {
        m_retiredWorkers.push_back(std::move(m_backupWorker));
    }
    m_backupWorker.reset();
    m_backingUp = false;
    Q_EMIT backupDone(); // nothing to wait for any more
}

void Session::waitForBackup(BackupWait until) const
{
    if (!m_backingUp || (until == BackupWait::Held && m_backupHeld)) {
        return;
    }
    QEventLoop loop;
    if (until == BackupWait::Held) {
        connect(this, &Session::backupHeld, &loop, &QEventLoop::quit);
    }
    connect(this, &Session::backupDone, &loop, &QEventLoop::quit);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
}

QString Session::recordBackup(const club::AutoBackup& b, const QDateTime& now, int changes, QString* warning)
{
    if (!b.path.isEmpty() || b.skipped || !b.unchanged.isEmpty()) {
        // Skipped (PostgreSQL) counts as done: no retry after every change;
        // so does a club its newest backup already holds. The changes made
        // while it was copied are not in it.
        m_lastBackup = now;
        m_changesSinceBackup = std::max(0, m_changesSinceBackup - changes);
    }
    if (!b.path.isEmpty()) {
        Q_EMIT backedUp(b.path);
    }
    if (!b.ok()) {
        if (warning != nullptr) {
            *warning = b.warning;
        }
        Q_EMIT backupFailed(b.warning);
    }
    return b.path;
}

bool Session::backUpIfDue()
{
    if (!m_club || m_changesSinceBackup == 0 || m_backingUp) {
        return false;
    }
    if (m_lastBackup.isValid() && m_lastBackup.secsTo(m_clock()) < BackupIntervalSecs) {
        return false;
    }
    backUpInBackground(club::BackupReason::Periodic);
    return true;
}

bool Session::restore(const QString& backup, QString& saved, QString& error)
{
    if (!m_club) {
        error = tr("No club is open.");
        return false;
    }
    // A damaged or foreign backup is refused before the club is touched:
    // the club, its views and its undo history stay as they are. Checking
    // its integrity, then the restore's two copies, take seconds on a large
    // club: off the window's thread.
    std::optional<club::Expected<club::BackupContents>> contents;
    waitOffThread([&contents, &backup] { contents.emplace(club::Backups::inspect(backup, true)); },
                  tr("Checking the backup…"));
    if (!*contents) {
        error = contents->status().toString() + QStringLiteral("; the club was left untouched");
        return false;
    }
    const QString location = m_location;
    // The club is closed while its file is replaced, then read afresh; the
    // backups being copied end first.
    m_retiredWorkers.clear();
    m_backupWorker.reset();
    m_backingUp = false;
    Q_EMIT backupDone();
    m_worker.reset();
    m_club.reset();
    const QDateTime now = m_clock();
    std::optional<club::Expected<QString>> done;
    waitOffThread([&done, &location, &backup, &now] { done.emplace(club::Backups::restore(location, backup, now)); },
                  tr("Restoring the club…"));
    const club::Expected<QString>& restored = *done;
    QString reopenError;
    const bool reopened = openClub(location, false, reopenError, {}, false);
    if (!restored) {
        error = restored.status().toString();
        return false;
    }
    saved = *restored;
    if (!reopened) {
        error = reopenError;
        return false;
    }
    return true;
}

void Session::waitOffThread(const std::function<void()>& work, const QString& what)
{
    QEventLoop loop;
    std::atomic<bool> finished = false;
    std::thread worker([&] {
        work();
        finished = true;
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    // As inBackground: most of it ends within a moment, the keyboard and
    // mouse kept for after.
    QTimer::singleShot(ProgressDelayMs, &loop, &QEventLoop::quit);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (!finished) {
        QProgressDialog dialog(what, QString(), 0, 0, QApplication::activeWindow());
        setUpProgress(dialog);
        dialog.setCancelButton(nullptr);
        dialog.show();
        while (!finished) {
            loop.exec();
        }
    }
    worker.join();
}

void Session::watch()
{
    m_club->feed().watch(m_watchInterval);
}

void Session::onClubChange(const club::Change& change)
{
    // The one route by which the views learn the club changed. A job of
    // this window's (its token) refreshes them once, when it ends; another
    // writer's commit at once.
    Q_EMIT clubChanged(change);
    m_refreshDue = true;
    if (change.kind == club::Change::Kind::Elsewhere) {
        Q_EMIT changedElsewhere();
        refreshIfChanged();
    }
}

bool Session::checkForChanges()
{
    return m_club && m_club->feed().poll();
}

void Session::setWatchInterval(int intervalMs)
{
    m_watchInterval = intervalMs;
    if (m_club) {
        watch();
    }
}

} // namespace palmares::ui

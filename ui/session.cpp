#include "session.h"

#include "commands.h"

#include "club/backups.h"

namespace palmares::ui {

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
    m_club = std::move(c);
    connect(&m_club->feed(), &club::ChangeFeed::changed, this, &Session::onClubChange);
    m_location = location;
    watch();
    m_changesSinceBackup = 0;
    m_lastBackup = {};
    // A club just created holds nothing to save yet.
    if (backUpOnOpen && !created) {
        backUp(club::BackupReason::Open);
    }
    m_backupTimer.start();
    Q_EMIT opened(location);
    Q_EMIT changed();
    return true;
}

club::Status Session::run(std::unique_ptr<Change> change)
{
    if (!m_club) {
        return club::Status::failure(tr("No club is open."));
    }
    change->m_session = this;
    const club::Status status = change->apply(*m_club);
    if (!status.ok()) {
        return status;
    }
    change->m_applied = true;
    m_undo.push(change.release()); // redo() skips the first call: it is done
    Q_EMIT changed();
    return status;
}

void Session::notifyChanged()
{
    ++m_changesSinceBackup;
    Q_EMIT changed();
    backUpIfDue();
}

QString Session::backUp(club::BackupReason reason, QString* warning)
{
    if (!m_club) {
        return {};
    }
    const QDateTime now = m_clock();
    const club::AutoBackup b = m_club->backups().take(reason, now);
    if (!b.path.isEmpty() || b.skipped) {
        // Skipped (PostgreSQL) counts as done: no retry after every change.
        m_lastBackup = now;
        m_changesSinceBackup = 0;
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

QString Session::backUpIfDue()
{
    if (!m_club || m_changesSinceBackup == 0) {
        return {};
    }
    if (m_lastBackup.isValid() && m_lastBackup.secsTo(m_clock()) < BackupIntervalSecs) {
        return {};
    }
    return backUp(club::BackupReason::Periodic);
}

bool Session::restore(const QString& backup, QString& saved, QString& error)
{
    if (!m_club) {
        error = tr("No club is open.");
        return false;
    }
    // A damaged or foreign backup is refused before the club is touched:
    // the club, its views and its undo history stay as they are.
    if (const auto contents = club::Backups::inspect(backup, true); !contents) {
        error = contents.status().toString() + QStringLiteral("; the club was left untouched");
        return false;
    }
    const QString location = m_location;
    // The club is closed while its file is replaced, then read afresh.
    m_club.reset();
    const club::Expected<QString> restored = club::Backups::restore(location, backup, m_clock());
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

void Session::watch()
{
    m_club->feed().watch(m_watchInterval);
}

void Session::onClubChange(const club::Change& change)
{
    Q_EMIT clubChanged(change);
    if (change.kind == club::Change::Kind::Elsewhere) {
        Q_EMIT changedElsewhere();
        Q_EMIT changed();
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

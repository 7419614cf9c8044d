#include "session.h"

#include "commands.h"

namespace palmares::ui {

Session::Session(QObject* parent) : QObject(parent) {}

Session::~Session() = default;

bool Session::open(const QString& location, bool create, QString& error, const QString& clubName)
{
    club::Status status;
    auto c = club::Club::open(location,
                              create ? store::Database::OpenMode::Create : store::Database::OpenMode::Existing, status);
    if (!c) {
        error = status.toString();
        return false;
    }
    if (!c->initialised()) {
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
    m_watcher.reset();
    m_club = std::move(c);
    m_location = location;
    watch();
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
    Q_EMIT changed();
}

void Session::watch()
{
    m_watcher.reset(); // one subscription per connection: the old one goes first
    m_watcher = std::make_unique<store::ChangeWatcher>(m_club->database(), m_watchInterval);
    connect(m_watcher.get(), &store::ChangeWatcher::changedElsewhere, this, [this] {
        Q_EMIT changedElsewhere();
        Q_EMIT changed();
    });
}

bool Session::checkForChanges()
{
    return m_watcher && m_watcher->poll();
}

void Session::setWatchInterval(int intervalMs)
{
    m_watchInterval = intervalMs;
    if (m_club) {
        watch();
    }
}

} // namespace palmares::ui

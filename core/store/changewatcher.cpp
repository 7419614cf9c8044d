#include "changewatcher.h"

#include "database.h"

#include <QSqlDatabase>
#include <QSqlDriver>

namespace palmares::store {

namespace {
/// The channel of resources/sql/postgresql/queries.sql's announceChange.
constexpr QLatin1String Channel("palmares_club");
} // namespace

ChangeWatcher::ChangeWatcher(Database& db, int intervalMs, QObject* parent) : QObject(parent), m_db(db)
{
    if (m_db.dialect() == Dialect::Postgresql) {
        listen();
    } else {
        m_version = dataVersion();
    }
    connect(&m_timer, &QTimer::timeout, this, &ChangeWatcher::poll);
    if (intervalMs > 0) {
        m_timer.start(intervalMs);
    }
}

ChangeWatcher::~ChangeWatcher()
{
    if (m_listening) {
        QSqlDatabase::database(m_db.connectionName(), false).driver()->unsubscribeFromNotification(Channel);
    }
}

void ChangeWatcher::listen()
{
    // The driver stays the same across a reconnection; its subscriptions
    // do not.
    QSqlDriver* driver = QSqlDatabase::database(m_db.connectionName(), false).driver();
    m_generation = m_db.generation();
    m_listening = driver->subscribeToNotification(Channel);
    disconnect(driver, &QSqlDriver::notification, this, nullptr);
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString& name, QSqlDriver::NotificationSource source, const QVariant&) {
                if (name == Channel && source != QSqlDriver::SelfSource) {
                    m_notified = true;
                }
            });
}

bool ChangeWatcher::keepConnected()
{
    if (m_db.connectionLost()) {
        if (const Status s = m_db.reconnect(); !s.ok()) {
            m_unreachable = true;
            Q_EMIT reachable(false, s.toString());
            return false;
        }
    }
    if (m_generation == m_db.generation()) {
        return false;
    }
    // Connected again (here, or by a save's begin): what was announced in
    // between is lost, so the views reload.
    listen();
    m_backAgain = m_unreachable; // said after the views reload (poll)
    m_unreachable = false;
    return true;
}

qint64 ChangeWatcher::dataVersion()
{
    // A failed read is "no change"; the next poll tries again.
    const auto v = m_db.scalar(QStringLiteral("dataVersion"), {});
    return v && v->isValid() ? v->toLongLong() : m_version;
}

bool ChangeWatcher::poll()
{
    // A nested event loop inside one of our own transactions (a progress
    // dialog during an import): the views are refreshed after it anyway.
    if (m_db.inTransaction()) {
        return false;
    }
    bool changed = false;
    if (m_db.dialect() == Dialect::Postgresql) {
        changed = keepConnected() || m_notified;
        m_notified = false;
    } else {
        const qint64 now = dataVersion();
        changed = now != m_version;
        m_version = now;
    }
    if (changed) {
        Q_EMIT changedElsewhere();
    }
    if (m_backAgain) {
        m_backAgain = false;
        Q_EMIT reachable(true, QString());
    }
    return changed;
}

} // namespace palmares::store

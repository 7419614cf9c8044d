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
        QSqlDriver* driver = QSqlDatabase::database(m_db.connectionName(), false).driver();
        m_listening = driver->subscribeToNotification(Channel);
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString& name, QSqlDriver::NotificationSource source, const QVariant&) {
                    if (name == Channel && source != QSqlDriver::SelfSource) {
                        m_notified = true;
                    }
                });
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

qint64 ChangeWatcher::dataVersion()
{
    StoreError ignored; // a failed read is "no change"; the next poll tries again
    const auto v = m_db.scalar(QStringLiteral("dataVersion"), {}, ignored);
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
        changed = m_notified;
        m_notified = false;
    } else {
        const qint64 now = dataVersion();
        changed = now != m_version;
        m_version = now;
    }
    if (changed) {
        Q_EMIT changedElsewhere();
    }
    return changed;
}

} // namespace palmares::store

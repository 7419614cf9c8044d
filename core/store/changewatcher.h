#pragma once

/// Notices commits that other connections — another window, a palmares-cli
/// process, another secretary on the PostgreSQL server — made to the club, so
/// that the views can reload (docs/RELIABILITY.md, "Two writers").
///
/// SQLite: `PRAGMA data_version` (named statement dataVersion), polled on a
/// timer; it changes for every commit of another connection and never for
/// this connection's own. PostgreSQL: every write transaction sends
/// `NOTIFY palmares_club` (announceChange) and the watcher LISTENs on it,
/// ignoring the notifications of its own session. Either way the signal comes
/// at most once per interval, however many commits there were.
///
/// PostgreSQL: a connection the server dropped (a restart, a network cut) is
/// made again at the next poll; while the server cannot be reached the
/// watcher says so (reachable(false, why)), and when it can again
/// (reachable(true)) the views reload, as notifications may have been lost.

#include <QObject>
#include <QTimer>

namespace palmares::store {

class Database;

class ChangeWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeWatcher)

public:
    static constexpr int DefaultIntervalMs = 1500;

    /// Watches `db`, which must outlive the watcher; checks every
    /// `intervalMs` (0: only when poll() is called).
    explicit ChangeWatcher(Database& db, int intervalMs = DefaultIntervalMs, QObject* parent = nullptr);
    ~ChangeWatcher() override;

    /// True when another connection committed since the last call (or since
    /// the watcher started); emits changedElsewhere() then.
    bool poll();

Q_SIGNALS:
    void changedElsewhere();
    /// PostgreSQL: the server could not be reached (`why`), or can again.
    void reachable(bool reached, const QString& why);

private:
    [[nodiscard]] qint64 dataVersion();
    /// PostgreSQL: LISTENs on the club's channel of the current connection.
    void listen();
    /// PostgreSQL: makes a lost connection again, listens on a new one;
    /// whether changes may have been missed.
    bool keepConnected();

    Database& m_db;
    QTimer m_timer;
    qint64 m_version = -1;      ///< SQLite: the data_version last seen
    bool m_listening = false;   ///< PostgreSQL: subscribed to the channel
    bool m_notified = false;    ///< PostgreSQL: another session announced a change
    int m_generation = 0;       ///< PostgreSQL: the connection listened on (Database::generation)
    bool m_unreachable = false; ///< PostgreSQL: the server could not be reached at the last try
    bool m_backAgain = false;   ///< PostgreSQL: connected again after that, not said yet
};

} // namespace palmares::store

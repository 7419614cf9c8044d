#include "changefeed.h"

#include "store/changewatcher.h"
#include "store/database.h"

namespace palmares::club {

void Change::widen(QMap<QString, QDate>& games, const QString& game, const QDate& from)
{
    const auto known = games.constFind(game);
    if (known == games.cend() || (known->isValid() && (!from.isValid() || from < *known))) {
        games.insert(game, from);
    }
}

QDate Change::dateOf(const QString& playedAt)
{
    return QDate::fromString(playedAt.left(10), Qt::ISODate);
}

Change Change::ofPlayer(Kind kind, const QString& player, const QString& other)
{
    Change c = of(kind);
    c.player = player;
    c.other = other;
    return c;
}

Change Change::ofGame(Kind kind, const QString& game)
{
    Change c = of(kind);
    c.games.insert(game, QDate());
    return c;
}

Change Change::of(Kind kind)
{
    Change c;
    c.kind = kind;
    return c;
}

ChangeFeed::ChangeFeed(store::Database& db, QObject* parent) : QObject(parent), m_db(db) {}

ChangeFeed::~ChangeFeed() = default;

void ChangeFeed::announce(const Change& change)
{
    if (m_token == 0 || change.token != 0) {
        Q_EMIT changed(change);
        return;
    }
    Change stamped = change;
    stamped.token = m_token;
    Q_EMIT changed(stamped);
}

void ChangeFeed::watch(int intervalMs)
{
    m_watcher.reset(); // one subscription per connection: the old one goes first
    m_watcher = std::make_unique<store::ChangeWatcher>(m_db, intervalMs);
    connect(m_watcher.get(), &store::ChangeWatcher::changedElsewhere, this, [this] {
        if (m_expected == 0) {
            Q_EMIT changed(Change::of(Change::Kind::Elsewhere));
        }
    });
    connect(m_watcher.get(), &store::ChangeWatcher::reachable, this, &ChangeFeed::reachable);
}

void ChangeFeed::stopWatching()
{
    m_watcher.reset();
}

bool ChangeFeed::poll()
{
    return m_watcher && m_watcher->poll();
}

void ChangeFeed::settle(quint64 token)
{
    if (token != m_expected) {
        return;
    }
    poll(); // the job's commits, seen here: not news
    m_expected = 0;
}

} // namespace palmares::club

#include "playertable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

std::optional<QList<PlayerRecord>> PlayerTable::players(StoreError& error)
{
    return list<PlayerRecord>(
        QStringLiteral("playerList"), {},
        [](Statement& q) {
            return PlayerRecord{q.integer(0), q.text(1), q.text(2), (q.integer(3) != 0), q.text(4)};
        },
        error);
}

std::optional<qint64> PlayerTable::insertPlayer(const QString& name, const QString& household, StoreError& error)
{
    return insert(QStringLiteral("playerInsert"), {name, household}, error);
}

bool PlayerTable::updatePlayer(const PlayerRecord& p, StoreError& error)
{
    return exec(QStringLiteral("playerUpdate"), {p.name, p.household, p.active ? 1 : 0, p.notes, p.id}, error);
}

bool PlayerTable::deletePlayer(qint64 id, StoreError& error)
{
    return exec(QStringLiteral("playerDelete"), {id}, error);
}

bool PlayerTable::moveParticipations(qint64 from, qint64 into, StoreError& error)
{
    return exec(QStringLiteral("playerMoveParticipations"), {into, from}, error);
}

std::optional<QList<QPair<QString, int>>> PlayerTable::participations(qint64 player, StoreError& error)
{
    return list<QPair<QString, int>>(
        QStringLiteral("playerParticipations"), {player},
        [](Statement& q) {
            return QPair<QString, int>{q.text(0), static_cast<int>(q.integer(1))};
        },
        error);
}

bool PlayerTable::setParticipant(const QString& matchCode, int pos, qint64 player, StoreError& error)
{
    return exec(QStringLiteral("participantSetPlayer"), {player, matchCode, pos}, error);
}

std::optional<QStringList> PlayerTable::sharedMatches(qint64 a, qint64 b, StoreError& error)
{
    return list<QString>(
        QStringLiteral("playerSharedMatches"), {a, b}, [](Statement& q) { return q.text(0); }, error);
}

std::optional<QList<qint64>> PlayerTable::gamesOfPlayer(qint64 player, StoreError& error)
{
    return list<qint64>(
        QStringLiteral("playerGames"), {player}, [](Statement& q) { return q.integer(0); }, error);
}

std::optional<bool> PlayerTable::playedBefore(qint64 player, const QString& start, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerPlayedBefore"));
    bindAll(q, {player, start});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    const bool found = q.next();
    q.finish();
    return found;
}

} // namespace palmares::store

#include "playertable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Expected<QList<PlayerRecord>> PlayerTable::players()
{
    return list<PlayerRecord>(QStringLiteral("playerList"), {}, [](Statement& q) {
        return PlayerRecord{q.integer(0), q.text(1), q.text(2), (q.integer(3) != 0), q.text(4)};
    });
}

Expected<qint64> PlayerTable::insertPlayer(const QString& name, const QString& household)
{
    return insert(QStringLiteral("playerInsert"), {name, household});
}

Status PlayerTable::updatePlayer(const PlayerRecord& p)
{
    return exec(QStringLiteral("playerUpdate"), {p.name, p.household, p.active ? 1 : 0, p.notes, p.id});
}

Status PlayerTable::deletePlayer(qint64 id)
{
    return exec(QStringLiteral("playerDelete"), {id});
}

Status PlayerTable::moveParticipations(qint64 from, qint64 into)
{
    return exec(QStringLiteral("playerMoveParticipations"), {into, from});
}

Expected<QList<QPair<QString, int>>> PlayerTable::participations(qint64 player)
{
    return list<QPair<QString, int>>(QStringLiteral("playerParticipations"), {player}, [](Statement& q) {
        return QPair<QString, int>{q.text(0), static_cast<int>(q.integer(1))};
    });
}

Status PlayerTable::setParticipant(const QString& matchCode, int pos, qint64 player)
{
    return exec(QStringLiteral("participantSetPlayer"), {player, matchCode, pos});
}

Expected<QStringList> PlayerTable::sharedMatches(qint64 a, qint64 b)
{
    return list<QString>(QStringLiteral("playerSharedMatches"), {a, b}, [](Statement& q) { return q.text(0); });
}

Expected<QList<qint64>> PlayerTable::gamesOfPlayer(qint64 player)
{
    return list<qint64>(QStringLiteral("playerGames"), {player}, [](Statement& q) { return q.integer(0); });
}

Expected<bool> PlayerTable::playedBefore(qint64 player, const QString& start)
{
    Statement& q = m_db.statement(QStringLiteral("playerPlayedBefore"));
    bindAll(q, {player, start});
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    const bool found = q.next();
    q.finish();
    return found;
}

} // namespace palmares::store

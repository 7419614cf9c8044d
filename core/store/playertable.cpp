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

namespace {

std::optional<double> optionalReal(Statement& q, int column)
{
    return q.isNull(column) ? std::nullopt : std::optional<double>(q.real(column));
}

} // namespace

Expected<QList<StartingRatingRecord>> PlayerTable::startingRatings()
{
    return list<StartingRatingRecord>(QStringLiteral("startingRatingsAll"), {}, [](Statement& q) {
        return StartingRatingRecord{q.integer(0), q.integer(1), q.real(2), optionalReal(q, 3)};
    });
}

Expected<QList<StartingRatingRecord>> PlayerTable::startingRatingsOfGame(qint64 game)
{
    return list<StartingRatingRecord>(QStringLiteral("startingRatingsOfGame"), {game}, [game](Statement& q) {
        return StartingRatingRecord{q.integer(0), game, q.real(1), optionalReal(q, 2)};
    });
}

Status PlayerTable::setStartingRating(const StartingRatingRecord& start)
{
    const QVariant deviation = start.deviation ? QVariant(*start.deviation) : QVariant(QMetaType(QMetaType::Double));
    return exec(QStringLiteral("startingRatingUpsert"), {start.player, start.game, start.rating, deviation});
}

Status PlayerTable::deleteStartingRating(qint64 player, qint64 game)
{
    return exec(QStringLiteral("startingRatingDelete"), {player, game});
}

Status PlayerTable::moveStartingRatings(qint64 from, qint64 into)
{
    return exec(QStringLiteral("startingRatingsMove"), {into, from});
}

Expected<std::optional<QPair<QString, qint64>>> PlayerTable::firstMatchInGame(qint64 player, qint64 game)
{
    const auto found = list<QPair<QString, qint64>>(QStringLiteral("playerFirstMatchInGame"), {player, game},
                                                    [](Statement& q) { return qMakePair(q.text(0), q.integer(1)); });
    if (!found) {
        return found.status();
    }
    if (found->isEmpty()) {
        return std::optional<QPair<QString, qint64>>();
    }
    return std::optional<QPair<QString, qint64>>(found->first());
}

} // namespace palmares::store

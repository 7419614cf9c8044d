#include "gametable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

std::optional<QList<GameRecord>> GameTable::games(StoreError& error)
{
    return list<GameRecord>(
        QStringLiteral("gameList"), {},
        [](Statement& q) {
            return GameRecord{q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4) != 0};
        },
        error);
}

std::optional<qint64> GameTable::insertGame(const GameRecord& game, StoreError& error)
{
    return insert(QStringLiteral("gameInsert"), {game.name, game.system, game.params, game.freshStart ? 1 : 0}, error);
}

bool GameTable::setGameParams(qint64 game, const QString& params, StoreError& error)
{
    return exec(QStringLiteral("gameSetParams"), {params, game}, error);
}

bool GameTable::setGameFreshStart(qint64 game, bool freshStart, StoreError& error)
{
    return exec(QStringLiteral("gameSetFreshStart"), {freshStart ? 1 : 0, game}, error);
}

bool GameTable::renameGame(qint64 game, const QString& name, StoreError& error)
{
    return exec(QStringLiteral("gameRename"), {name, game}, error);
}

bool GameTable::deleteGame(qint64 id, StoreError& error)
{
    // The rating cache has no foreign keys (they cost a look-up per row
    // written): its rows go first, by hand.
    for (const char* name : {"ratingRecordDeleteGame", "ratingCheckpointDeleteGame", "gameDelete"}) {
        if (!exec(QString::fromLatin1(name), {id}, error)) {
            return false;
        }
    }
    return true;
}

std::optional<qint64> GameTable::gameMatchCount(qint64 game, StoreError& error)
{
    return integer(QStringLiteral("gameMatchCount"), {game}, error);
}

} // namespace palmares::store

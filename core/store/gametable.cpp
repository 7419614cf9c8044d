#include "gametable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Expected<QList<GameRecord>> GameTable::games()
{
    return list<GameRecord>(QStringLiteral("gameList"), {}, [](Statement& q) {
        return GameRecord{q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4) != 0};
    });
}

Expected<qint64> GameTable::insertGame(const GameRecord& game)
{
    return insert(QStringLiteral("gameInsert"), {game.name, game.system, game.params, game.freshStart ? 1 : 0});
}

Status GameTable::setGameParams(qint64 game, const QString& params)
{
    return exec(QStringLiteral("gameSetParams"), {params, game});
}

Status GameTable::setGameFreshStart(qint64 game, bool freshStart)
{
    return exec(QStringLiteral("gameSetFreshStart"), {freshStart ? 1 : 0, game});
}

Status GameTable::renameGame(qint64 game, const QString& name)
{
    return exec(QStringLiteral("gameRename"), {name, game});
}

Status GameTable::deleteGame(qint64 id)
{
    // The rating cache has no foreign keys (they cost a look-up per row
    // written): its rows go first, by hand.
    for (const char* name : {"ratingRecordDeleteGame", "ratingCheckpointDeleteGame", "gameDelete"}) {
        if (Status s = exec(QString::fromLatin1(name), {id}); !s.ok()) {
            return s;
        }
    }
    return {};
}

Expected<qint64> GameTable::gameMatchCount(qint64 game)
{
    return integer(QStringLiteral("gameMatchCount"), {game});
}

} // namespace palmares::store

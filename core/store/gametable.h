#pragma once

/// The club's games (table game): each with its rule set and parameters.

#include "records.h"
#include "table.h"

namespace palmares::store {

class GameTable : public Table
{
public:
    using Table::Table;

    Expected<QList<GameRecord>> games();
    Expected<qint64> insertGame(const GameRecord& game);
    Status setGameParams(qint64 game, const QString& params);
    Status setGameFreshStart(qint64 game, bool freshStart);
    Status renameGame(qint64 game, const QString& name);
    /// Deletes the game with its matches and its rating cache.
    Status deleteGame(qint64 id);
    Expected<qint64> gameMatchCount(qint64 game);
};

} // namespace palmares::store

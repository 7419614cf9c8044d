#pragma once

/// The club's games (table game): each with its rule set and parameters.

#include "records.h"
#include "table.h"

namespace palmares::store {

class GameTable : public Table
{
public:
    using Table::Table;

    std::optional<QList<GameRecord>> games(StoreError& error);
    std::optional<qint64> insertGame(const GameRecord& game, StoreError& error);
    bool setGameParams(qint64 game, const QString& params, StoreError& error);
    bool setGameFreshStart(qint64 game, bool freshStart, StoreError& error);
    bool renameGame(qint64 game, const QString& name, StoreError& error);
    /// Deletes the game with its matches and its rating cache.
    bool deleteGame(qint64 id, StoreError& error);
    std::optional<qint64> gameMatchCount(qint64 game, StoreError& error);
};

} // namespace palmares::store

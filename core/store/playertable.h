#pragma once

/// The club's players (table player) and their participations.

#include "records.h"
#include "table.h"

#include <QPair>
#include <QStringList>

namespace palmares::store {

class PlayerTable : public Table
{
public:
    using Table::Table;

    std::optional<QList<PlayerRecord>> players(StoreError& error);
    std::optional<qint64> insertPlayer(const QString& name, const QString& household, StoreError& error);
    bool updatePlayer(const PlayerRecord& player, StoreError& error);
    bool deletePlayer(qint64 id, StoreError& error);
    bool moveParticipations(qint64 from, qint64 into, StoreError& error);
    /// (match code, position) of every participation of a player, in play order.
    std::optional<QList<QPair<QString, int>>> participations(qint64 player, StoreError& error);
    bool setParticipant(const QString& matchCode, int pos, qint64 player, StoreError& error);
    std::optional<QStringList> sharedMatches(qint64 a, qint64 b, StoreError& error);
    std::optional<QList<qint64>> gamesOfPlayer(qint64 player, StoreError& error);
    /// Whether `player` played any match before `start`; nullopt on an error.
    std::optional<bool> playedBefore(qint64 player, const QString& start, StoreError& error);
};

} // namespace palmares::store

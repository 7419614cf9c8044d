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

    Expected<QList<PlayerRecord>> players();
    Expected<qint64> insertPlayer(const QString& name, const QString& household);
    Status updatePlayer(const PlayerRecord& player);
    Status deletePlayer(qint64 id);
    Status moveParticipations(qint64 from, qint64 into);
    /// (match code, position) of every participation of a player, in play order.
    Expected<QList<QPair<QString, int>>> participations(qint64 player);
    Status setParticipant(const QString& matchCode, int pos, qint64 player);
    Expected<QStringList> sharedMatches(qint64 a, qint64 b);
    Expected<QList<qint64>> gamesOfPlayer(qint64 player);
    /// Whether `player` played any match before `start`.
    Expected<bool> playedBefore(qint64 player, const QString& start);
};

} // namespace palmares::store

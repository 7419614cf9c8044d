#pragma once

/// The club's players (table player) and their participations.

#include "records.h"
#include "table.h"

#include <QPair>
#include <QStringList>

#include <optional>

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

    /// Every starting rating of the club (schema 10), by player then game.
    Expected<QList<StartingRatingRecord>> startingRatings();
    /// The starting ratings of one game, by player.
    Expected<QList<StartingRatingRecord>> startingRatingsOfGame(qint64 game);
    /// Sets (or replaces) a player's starting rating in a game.
    Status setStartingRating(const StartingRatingRecord& start);
    Status deleteStartingRating(qint64 player, qint64 game);
    /// A merge: gives `into` the starting ratings of `from` in the games
    /// where he has none (those of `from` go with him).
    Status moveStartingRatings(qint64 from, qint64 into);
    /// (played_at, id) of the player's first match of the game in replay
    /// order; std::nullopt when he has none.
    Expected<std::optional<QPair<QString, qint64>>> firstMatchInGame(qint64 player, qint64 game);
};

} // namespace palmares::store

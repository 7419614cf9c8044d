#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "rerater.h"
#include "startingrating.h"
#include "status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace palmares::club {

/// The starting ratings of the club's players: the state each starts a
/// game from instead of the rule set's, until his first rated match.
/// Setting, changing or removing one re-rates the game from the player's
/// first match, in the same transaction.
/// What a players' file did (StartingRatings::importPlayers).
struct PlayersImport {
    int playersAdded = 0;
    int startingRatings = 0; ///< set (or set again)
};

class StartingRatings
{
public:
    StartingRatings(ClubContext& context, Rerater& rerater) : m_context(context), m_rerater(rerater) {}

    /// Every starting rating of the club, by player then game (by id:
    /// the order they were added); of `player` alone when one is named.
    Expected<QList<StartingRating>> startingRatings(const QString& player = {});
    /// What is wrong with `start` (no such player or game; a rating, or a
    /// deviation, the game's rule set does not take), with its field
    /// (Player, Game, Rating, Deviation); ok when it can be set. Reads only.
    Status check(const StartingRating& start);
    /// Sets (or replaces) a starting rating and re-rates its game from the
    /// player's first match. Returns the one it replaced (std::nullopt:
    /// none), what undoing it needs. The player and the game are named as
    /// the club keeps them in what it announces.
    Expected<std::optional<StartingRating>> setStartingRating(const StartingRating& start);
    /// Removes the player's starting rating in the game and re-rates the
    /// game from his first match: the one removed (std::nullopt: he had
    /// none, and nothing was written).
    Expected<std::optional<StartingRating>> clearStartingRating(const QString& player, const QString& game);

    /// Reads a players' file (RATING_RULES.md §1, "The players' file"):
    /// a header, then one row per player — `player` (or `name`), `household`
    /// (a new player's), and per game `rating:GAME` and `deviation:GAME`,
    /// an empty cell giving none. Every row is checked first (the games,
    /// the numbers, what each rule set takes, the names): a problem anywhere,
    /// each with its line, column and field, and nothing is written.
    /// Otherwise adds the players the club does not have, sets the starting
    /// ratings and re-rates their games from the start, in one transaction.
    Expected<PlayersImport> importPlayers(const QByteArray& bytes);

private:
    ClubContext& m_context;
    Rerater& m_rerater;
};

} // namespace palmares::club

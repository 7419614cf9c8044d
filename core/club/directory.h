#pragma once

// Internal to core/club.

#include "game.h"
#include "households.h"
#include "status.h"

#include "store/clubstore.h"

#include "store/records.h"

#include <QHash>

#include <optional>

namespace palmares::club {

/// Names and ids of players and games, loaded once per operation.
struct Directory {
    /// By the normalised name (names.h), which is how a name is looked up.
    QHash<QString, store::PlayerRecord> playersByName;
    QHash<qint64, QString> playerNames;
    QHash<QString, Game> gamesByName; ///< by the normalised name
    QHash<qint64, Game> gamesById;
    Households households;

    Status load(store::ClubStore& s);

    /// The player called `name` (normalised), or a failure naming `field`.
    std::optional<store::PlayerRecord> player(const QString& name, const Field& field, Status& status) const;
};

} // namespace palmares::club

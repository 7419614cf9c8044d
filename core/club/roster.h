#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "player.h"
#include "rerater.h"
#include "status.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <optional>

namespace palmares::club {

/// The club's players (RATING_RULES.md §5: the household is a player
/// attribute). Merging two players is the Merger's.
class Roster
{
public:
    Roster(ClubContext& context, Rerater& rerater) : m_context(context), m_rerater(rerater) {}

    Expected<QList<Player>> players();
    Status addPlayer(const QString& name, const QString& household = {});
    Status renamePlayer(const QString& oldName, const QString& newName);
    /// Changes a household and re-rates the games where it matters (fermi).
    Status setHousehold(const QString& name, const QString& household);
    Status setActive(const QString& name, bool active);
    /// Removes a player who has no result (undoing an addition); refuses
    /// one who has.
    Status removePlayer(const QString& name);
    /// Removes a player unless a result names him (undoing an addition that
    /// another writer built on since): true if removed, false if kept.
    Expected<bool> removeUnlessPlayed(const QString& name);

    /// What is wrong with `name` as a player's name (as entered: an
    /// invisible character, or nothing left once normalised, names.h), or
    /// an empty string.
    static QString nameProblem(const QString& name);
    /// Of the names `given`, those that would make a new player although the
    /// club has a player possibly the same written otherwise ("bob" for
    /// "Bob", "Elodie" for "Élodie"): each (normalised) with the club's
    /// names it looks like. A warning before a new player is made, never
    /// a merge.
    Expected<QMap<QString, QStringList>> lookalikes(const QStringList& given);

private:
    struct Results {
        QString name; ///< as the club keeps it
        int count = 0;
    };
    /// Removes the player if he has no result; his results otherwise.
    Expected<Results> removeIfUnplayed(const QString& name);

    ClubContext& m_context;
    Rerater& m_rerater;
};

} // namespace palmares::club

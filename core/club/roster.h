#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "player.h"
#include "status.h"

#include <QList>

#include <optional>

namespace palmares::club {

/// The club's players (RATING_RULES.md §5: the household is a player
/// attribute). Merging two players is the Merger's.
class Roster
{
public:
    explicit Roster(ClubContext& context) : m_context(context) {}

    Expected<QList<Player>> players();
    Status addPlayer(const QString& name, const QString& household = {});
    Status renamePlayer(const QString& oldName, const QString& newName);
    /// Changes a household and re-rates the games where it matters (fermi).
    Status setHousehold(const QString& name, const QString& household);
    Status setActive(const QString& name, bool active);
    /// Removes a player who has no result (undoing an addition).
    Status removePlayer(const QString& name);

    /// What is wrong with `name` as a player's name, or an empty string.
    static QString nameProblem(const QString& name);

private:
    ClubContext& m_context;
};

} // namespace palmares::club

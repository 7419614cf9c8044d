#include "playeradd.h"

#include "console.h"

namespace palmares::cli::commands {

PlayerAdd::PlayerAdd() : Command(QStringLiteral("player add"), QStringLiteral("NAME [--household H]")) {}

int PlayerAdd::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the player's name"));
    const QString household = invocation.args.option(QStringLiteral("--household")).value_or(QString());
    return changeClub(invocation, [&](club::Club& c) { return c.roster().addPlayer(name, household); });
}

} // namespace palmares::cli::commands

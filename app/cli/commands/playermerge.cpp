#include "playermerge.h"

#include "console.h"

namespace palmares::cli::commands {

PlayerMerge::PlayerMerge()
    : Command(QStringLiteral("player merge"), QStringLiteral("FROM INTO"),
              QStringLiteral("FROM's results move to INTO"))
{}

int PlayerMerge::run(Invocation& invocation) const
{
    const QString from = invocation.args.positional(QStringLiteral("the player to merge (FROM)"));
    const QString into = invocation.args.positional(QStringLiteral("the player to keep (INTO)"));
    return changeClub(invocation, [&](club::Club& c) { return c.merger().mergePlayers(from, into).status(); });
}

} // namespace palmares::cli::commands

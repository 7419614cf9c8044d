#include "playerrename.h"

#include "console.h"

namespace palmares::cli::commands {

PlayerRename::PlayerRename() : Command(QStringLiteral("player rename"), QStringLiteral("OLD NEW")) {}

int PlayerRename::run(Invocation& invocation) const
{
    const QString from = invocation.args.positional(QStringLiteral("the current name"));
    const QString to = invocation.args.positional(QStringLiteral("the new name"));
    return changeClub(invocation, [&](club::Club& c) { return c.roster().renamePlayer(from, to); });
}

} // namespace palmares::cli::commands

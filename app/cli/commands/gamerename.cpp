#include "gamerename.h"

#include "console.h"

namespace palmares::cli::commands {

GameRename::GameRename() : Command(QStringLiteral("game rename"), QStringLiteral("OLD NEW")) {}

int GameRename::run(Invocation& invocation) const
{
    const QString from = invocation.args.positional(QStringLiteral("the current name"));
    const QString to = invocation.args.positional(QStringLiteral("the new name"));
    return changeClub(invocation, [&](club::Club& c) { return c.catalogue().renameGame(from, to); });
}

} // namespace palmares::cli::commands

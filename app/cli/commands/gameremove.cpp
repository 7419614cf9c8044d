#include "gameremove.h"

#include "console.h"

namespace palmares::cli::commands {

GameRemove::GameRemove() : Command(QStringLiteral("game remove"), QStringLiteral("NAME")) {}

int GameRemove::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the game"));
    return changeClub(invocation, [&](club::Club& c) { return c.catalogue().removeGame(name); });
}

} // namespace palmares::cli::commands

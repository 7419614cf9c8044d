#include "gameset.h"

#include "console.h"

namespace palmares::cli::commands {

GameSet::GameSet()
    : Command(QStringLiteral("game set"), QStringLiteral("NAME --param KEY=VALUE..."),
              QStringLiteral("change parameters (re-rates the game)"))
{}

int GameSet::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the game's name"));
    const auto params = invocation.args.params();
    if (params.isEmpty()) {
        throw UsageError{QStringLiteral("game set needs at least one --param KEY=VALUE")};
    }
    return changeClub(invocation, [&](club::Club& c) { return c.catalogue().setGameParameters(name, params); });
}

} // namespace palmares::cli::commands

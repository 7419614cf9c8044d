#include "gameadd.h"

#include "console.h"

namespace palmares::cli::commands {

GameAdd::GameAdd()
    : Command(QStringLiteral("game add"), QStringLiteral("NAME --system SYSTEM [--param KEY=VALUE]..."),
              // The same keys as systemList(), broken where --help breaks them.
              QStringLiteral("SYSTEM: niveau, elo-provisional, elo-dsc, fermi, points,\nglicko2, openskill"))
{}

int GameAdd::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    const QString name = args.positional(QStringLiteral("the game's name"));
    const QString systemText = args.required(QStringLiteral("--system"));
    const auto system = rating::systemFromKey(systemText.toStdString());
    if (!system) {
        throw UsageError{QStringLiteral("--system '%1' is not one of %2").arg(systemText, systemList())};
    }
    const auto params = args.params();
    return changeClub(invocation, [&](club::Club& c) { return c.catalogue().addGame(name, *system, params); });
}

} // namespace palmares::cli::commands

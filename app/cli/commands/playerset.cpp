#include "playerset.h"

#include "console.h"

namespace palmares::cli::commands {

PlayerSet::PlayerSet() : Command(QStringLiteral("player set"), QStringLiteral("NAME [--household H] [--active 0|1]")) {}

int PlayerSet::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the player's name"));
    const auto household = invocation.args.option(QStringLiteral("--household"));
    const auto active = invocation.args.option(QStringLiteral("--active"));
    if (active && *active != QLatin1String("0") && *active != QLatin1String("1")) {
        throw UsageError{QStringLiteral("--active takes 0 or 1")};
    }
    return changeClub(invocation, [&](club::Club& c) {
        club::Status s;
        if (household) {
            s = c.roster().setHousehold(name, *household);
        }
        if (s.ok() && active) {
            s = c.roster().setActive(name, *active == QLatin1String("1"));
        }
        return s;
    });
}

} // namespace palmares::cli::commands

#include "leaguegrant.h"

#include "console.h"

namespace palmares::cli::commands {

LeagueGrant::LeagueGrant()
    : Command(QStringLiteral("league grant"), QStringLiteral("ROLE --read|--write"),
              QStringLiteral("lets a role of the league's PostgreSQL server read the league, or read and write "
                             "it as a secretary (run by the league's owner; the role must exist)"))
{}

int LeagueGrant::run(Invocation& invocation) const
{
    const bool read = invocation.args.flag(QStringLiteral("--read"));
    const bool write = invocation.args.flag(QStringLiteral("--write"));
    const QString role = invocation.args.positional(QStringLiteral("the role"));
    if (read == write) {
        throw UsageError{QStringLiteral("league grant needs one of --read and --write")};
    }
    return changeClub(invocation, [&](club::Club& c) { return c.maintenance().grantAccess(role, write); });
}

} // namespace palmares::cli::commands

#include "playeradd.h"

#include "console.h"

namespace palmares::cli::commands {

PlayerAdd::PlayerAdd() : Command(QStringLiteral("player add"), QStringLiteral("NAME [--household H]")) {}

int PlayerAdd::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the player's name"));
    const QString household = invocation.args.option(QStringLiteral("--household")).value_or(QString());
    return changeClub(invocation, [&](club::Club& c) {
        // Possibly someone the club already has ("bob" for "Bob"): added,
        // as asked, with a word.
        const auto lookalikes = c.roster().lookalikes({name});
        club::Status status = c.roster().addPlayer(name, household);
        if (status.ok() && lookalikes && !lookalikes->isEmpty()) {
            printErr(QStringLiteral("palmares-cli: note: '%1' looks like '%2', already in the club (`player merge` "
                                    "makes them one)")
                         .arg(lookalikes->firstKey(), lookalikes->first().join(QStringLiteral("', '"))));
        }
        return status;
    });
}

} // namespace palmares::cli::commands

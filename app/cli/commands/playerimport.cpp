#include "playerimport.h"

#include "console.h"
#include "inputfile.h"

namespace palmares::cli::commands {

PlayerImport::PlayerImport()
    : Command(QStringLiteral("player import"), QStringLiteral("FILE (columns player, household, rating:GAME, "
                                                              "deviation:GAME)"))
{}

int PlayerImport::run(Invocation& invocation) const
{
    const QString path = invocation.args.positional(QStringLiteral("the players' file"));
    QString error;
    const auto bytes = readInputFile(path, -1, error);
    if (!bytes) {
        printErr(QStringLiteral("palmares-cli: cannot read %1: %2").arg(path, error));
        return ExitUserError;
    }
    return changeClub(invocation, [&](club::Club& c) -> club::Status {
        const auto done = c.startingRatings().importPlayers(*bytes);
        if (!done) {
            return done.status(); // each problem with its line, column and field
        }
        printOut(QStringLiteral("%1 added, %2 set\n")
                     .arg(counted(done->playersAdded, QStringLiteral("player"), QStringLiteral("players")),
                          counted(done->startingRatings, QStringLiteral("starting rating"),
                                  QStringLiteral("starting ratings")))
                     .toUtf8());
        return {};
    });
}

} // namespace palmares::cli::commands

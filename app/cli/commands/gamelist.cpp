#include "gamelist.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

GameList::GameList() : Command(QStringLiteral("game list"), {}) {}

int GameList::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto games = club->catalogue().games();
    if (!games) {
        return fail(games.status());
    }
    Tabular t({QStringLiteral("name"), QStringLiteral("system"), QStringLiteral("params"),
               QStringLiteral("fresh_start_each_season")});
    for (const club::Game& g : *games) {
        QStringList params;
        for (auto it = g.params.cbegin(); it != g.params.cend(); ++it) {
            params << it.key() + QLatin1Char('=') + it.value();
        }
        t.addRow({Tabular::text(g.name), Tabular::text(QString::fromLatin1(rating::systemKey(g.system).data())),
                  Tabular::text(params.join(QLatin1Char(';'))),
                  Tabular::text(g.freshStartEachSeason ? QStringLiteral("yes") : QStringLiteral("no"))});
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

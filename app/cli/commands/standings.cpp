#include "standings.h"

#include "args.h"
#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

Standings::Standings()
    : Command(QStringLiteral("standings"), QStringLiteral("--game G [--at YYYY-MM-DD | --season S]\n"),
              QStringLiteral("a game's standings: now, at a date, or at a\n"
                             "season's last day (as kept when it was closed)"))
{}

int Standings::run(Invocation& invocation) const
{
    const QString gameName = invocation.args.required(QStringLiteral("--game"));
    const auto at = invocation.args.date(QStringLiteral("--at"));
    const auto season = invocation.args.option(QStringLiteral("--season"));
    if (at && season) {
        throw UsageError{
            QStringLiteral("--at and --season cannot go together (a season's standings are at its last day)")};
    }
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto s = season ? club->seasons().standings(*season, gameName) : club->rankings().standings(gameName, at);
    if (!s) {
        return fail(s.status());
    }
    Tabular t({QStringLiteral("rank"), QStringLiteral("player"), QStringLiteral("rating"), QStringLiteral("games"),
               QStringLiteral("category"), QStringLiteral("provisional"), QStringLiteral("wins"),
               QStringLiteral("draws"), QStringLiteral("losses"), QStringLiteral("last_played"),
               QStringLiteral("best")});
    const int decimals = ratingDecimals(s->integral);
    for (const club::StandingRow& r : s->rows) {
        Tabular::Cell rating = Tabular::number(r.rating, decimals);
        if (invocation.format == Tabular::Format::Table && r.provisional) {
            rating.text = QLatin1Char('~') + rating.text;
        }
        t.addRow({Tabular::integer(r.rank), Tabular::text(r.player), rating, Tabular::integer(r.games),
                  Tabular::text(r.category), Tabular::boolean(r.provisional), Tabular::integer(r.wins),
                  Tabular::integer(r.draws), Tabular::integer(r.losses), Tabular::text(r.lastPlayed.left(10)),
                  Tabular::boolean(r.best)});
    }
    printTable(invocation, t);
    if (season && invocation.format == Tabular::Format::Table) {
        const auto kept = club->seasons().season(*season);
        if (kept && kept->closed()) {
            printOut(QStringLiteral("as kept when the season '%1' was closed (%2)\n")
                         .arg(kept->name, kept->closedAt.left(10))
                         .toUtf8());
        }
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

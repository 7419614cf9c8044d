#include "halloffame.h"

#include "args.h"
#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

HallOfFame::HallOfFame()
    : Command(QStringLiteral("hall-of-fame"), QStringLiteral("[--game G] [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n"
                                                             "| [--game G] --season S"))
{}

int HallOfFame::run(Invocation& invocation) const
{
    const QString gameName = invocation.args.option(QStringLiteral("--game")).value_or(QString());
    const auto from = invocation.args.date(QStringLiteral("--from"));
    const auto to = invocation.args.date(QStringLiteral("--to"));
    const auto season = invocation.args.option(QStringLiteral("--season"));
    if (season && (from || to)) {
        throw UsageError{QStringLiteral("--season and --from/--to cannot go together (a season has its own days)")};
    }
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto h =
        season ? club->seasons().hallOfFame(*season, gameName) : club->rankings().hallOfFame(gameName, from, to);
    if (!h) {
        return fail(h.status());
    }
    Tabular t({QStringLiteral("rank"), QStringLiteral("player"), QStringLiteral("participations"),
               QStringLiteral("average"), QStringLiteral("adjusted"), QStringLiteral("total")});
    for (const club::HallOfFameRow& r : h->rows) {
        t.addRow({Tabular::integer(r.rank), Tabular::text(r.player), Tabular::integer(r.participations),
                  Tabular::number(r.average, 6), Tabular::number(r.adjusted, 6), Tabular::number(r.total, 6)});
    }
    printTable(invocation, t);
    if (invocation.format == Tabular::Format::Table) {
        printOut(QStringLiteral("%1, %2, %3\n")
                     .arg(counted(h->games, QStringLiteral("game"), QStringLiteral("games")),
                          counted(h->matches, QStringLiteral("match"), QStringLiteral("matches")),
                          counted(h->players, QStringLiteral("player"), QStringLiteral("players")))
                     .toUtf8());
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

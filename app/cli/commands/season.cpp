#include "season.h"

#include "args.h"
#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

SeasonAdd::SeasonAdd()
    : Command(QStringLiteral("season add"), QStringLiteral("NAME --from YYYY-MM-DD --to YYYY-MM-DD [--game G]\n"),
              QStringLiteral("a season: its first and last days (inclusive),\n"
                             "of every game or of one"))
{}

int SeasonAdd::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the season's name"));
    const auto from = invocation.args.date(QStringLiteral("--from"));
    const auto to = invocation.args.date(QStringLiteral("--to"));
    if (!from || !to) {
        throw UsageError{QStringLiteral("season add needs --from and --to (its first and last days)")};
    }
    const QString game = invocation.args.option(QStringLiteral("--game")).value_or(QString());
    return changeClub(invocation, [&](club::Club& c) { return c.seasons().add(name, *from, *to, game); });
}

SeasonList::SeasonList() : Command(QStringLiteral("season list"), {}) {}

int SeasonList::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto seasons = club->seasons().list();
    if (!seasons) {
        return fail(seasons.status());
    }
    Tabular t({QStringLiteral("name"), QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("game"),
               QStringLiteral("closed")});
    for (const club::Season& s : *seasons) {
        t.addRow({Tabular::text(s.name), Tabular::text(s.first.toString(Qt::ISODate)),
                  Tabular::text(s.last.toString(Qt::ISODate)), Tabular::text(s.game), Tabular::text(s.closedAt)});
    }
    return printTable(invocation, t);
}

SeasonClose::SeasonClose()
    : Command(QStringLiteral("season close"), QStringLiteral("NAME"),
              QStringLiteral("keeps its standings and Hall of Fame as they\n"
                             "stand; later changes inside it ask first"))
{}

int SeasonClose::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the season's name"));
    return changeClub(invocation, [&](club::Club& c) { return c.seasons().close(name); });
}

SeasonReopen::SeasonReopen() : Command(QStringLiteral("season reopen"), QStringLiteral("NAME")) {}

int SeasonReopen::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the season's name"));
    return changeClub(invocation, [&](club::Club& c) { return c.seasons().reopen(name); });
}

SeasonRemove::SeasonRemove() : Command(QStringLiteral("season remove"), QStringLiteral("NAME")) {}

int SeasonRemove::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the season's name"));
    return changeClub(invocation, [&](club::Club& c) { return c.seasons().remove(name); });
}

SeasonOverlap::SeasonOverlap()
    : Command(QStringLiteral("season overlap"), QStringLiteral("allow|refuse"),
              QStringLiteral("whether two seasons of a game may share days"))
{}

int SeasonOverlap::run(Invocation& invocation) const
{
    const QString word = invocation.args.positional(QStringLiteral("allow or refuse"));
    if (word != QLatin1String("allow") && word != QLatin1String("refuse")) {
        throw UsageError{QStringLiteral("season overlap takes allow or refuse, not '%1'").arg(word)};
    }
    const bool allowed = word == QLatin1String("allow");
    return changeClub(invocation, [&](club::Club& c) { return c.seasons().setOverlapAllowed(allowed); });
}

} // namespace palmares::cli::commands

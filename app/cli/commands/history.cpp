#include "history.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

History::History() : Command(QStringLiteral("history"), QStringLiteral("--player P [--game G]")) {}

int History::run(Invocation& invocation) const
{
    const QString playerName = invocation.args.required(QStringLiteral("--player"));
    const QString gameName = invocation.args.option(QStringLiteral("--game")).value_or(QString());
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto rows = club->archive().history(playerName, gameName);
    if (!rows) {
        return fail(rows.status());
    }
    Tabular t({QStringLiteral("date"), QStringLiteral("game"), QStringLiteral("match"), QStringLiteral("before"),
               QStringLiteral("after"), QStringLiteral("change"), QStringLiteral("expected"), QStringLiteral("result"),
               QStringLiteral("points")});
    for (const club::HistoryRow& r : *rows) {
        const int decimals = ratingDecimals(r.integral);
        t.addRow({Tabular::text(r.playedAt), Tabular::text(r.game), Tabular::text(r.match),
                  Tabular::number(r.before, decimals), Tabular::number(r.after, decimals),
                  Tabular::number(r.change, decimals), Tabular::number(r.expected, 6), Tabular::number(r.actual, 6),
                  Tabular::number(r.points, 6)});
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

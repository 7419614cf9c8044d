#include "standings.h"

#include "args.h"
#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

namespace {

/// A player's row: rank (none when dormant), player, rating ("~" before a
/// provisional one when `marked`, the table a person reads), …, best, and
/// dormant when `showDormant`.
QList<Tabular::Cell> standingsRow(const club::StandingRow& r, int decimals, bool marked)
{
    // A dormant player has no rank: empty, null in JSON.
    const Tabular::Cell rank =
        r.dormant ? Tabular::Cell{QString(), QVariant::fromValue(nullptr)} : Tabular::integer(r.rank);
    Tabular::Cell rating = Tabular::number(r.rating, decimals);
    if (marked && r.provisional) {
        rating.text = QLatin1Char('~') + rating.text;
    }
    QList<Tabular::Cell> row{rank,
                             Tabular::text(r.player),
                             rating,
                             Tabular::integer(r.games),
                             Tabular::text(r.category),
                             Tabular::boolean(r.provisional),
                             Tabular::integer(r.wins),
                             Tabular::integer(r.draws),
                             Tabular::integer(r.losses),
                             Tabular::text(r.lastPlayed.left(10)),
                             Tabular::boolean(r.best)};
    return row;
}

/// The rule set's own quantities of a row (issue 44): whole numbers as
/// such, the others with the six decimals of a rating that is not whole.
QList<Tabular::Cell> stateCells(const club::StandingRow& r, const std::vector<rating::StateQuantity>& state)
{
    QList<Tabular::Cell> cells;
    for (std::size_t i = 0; i < state.size(); ++i) {
        const double v = r.state.value(static_cast<qsizetype>(i));
        cells << Tabular::number(v, state[i].decimals == 0 ? 0 : ratingDecimals(false));
    }
    return cells;
}

} // namespace

Standings::Standings()
    : Command(QStringLiteral("standings"), QStringLiteral("--game G [--at YYYY-MM-DD | --season S] [--show-dormant]\n"),
              QStringLiteral("now, at a date, or at a season's last day (as kept\n"
                             "when it was closed); without the dormant players\n"
                             "(club show) unless --show-dormant: those are unranked"))
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
    const bool showDormant = invocation.args.flag(QStringLiteral("--show-dormant"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto s = season ? club->seasons().standings(*season, gameName) : club->rankings().standings(gameName, at);
    if (!s) {
        return fail(s.status());
    }
    // The columns scripts already read stay as they were; --show-dormant
    // adds the one that says which rows are set aside.
    QStringList columns{QStringLiteral("rank"),        QStringLiteral("player"),   QStringLiteral("rating"),
                        QStringLiteral("games"),       QStringLiteral("category"), QStringLiteral("provisional"),
                        QStringLiteral("wins"),        QStringLiteral("draws"),    QStringLiteral("losses"),
                        QStringLiteral("last_played"), QStringLiteral("best")};
    // Then what the rule set keeps beside the rating, by its keys
    // (docs/RATING_RULES.md, "The rule sets' own state"): glicko2's deviation, openskill's mu…
    for (const rating::StateQuantity& q : s->state) {
        columns << QString::fromUtf8(q.key.data(), static_cast<qsizetype>(q.key.size()));
    }
    if (showDormant) {
        columns << QStringLiteral("dormant"); // last, as before the rule sets' state
    }
    Tabular t(columns);
    const int decimals = ratingDecimals(s->integral);
    for (const club::StandingRow& r : s->rows) {
        if (r.dormant && !showDormant) {
            continue;
        }
        QList<Tabular::Cell> row = standingsRow(r, decimals, invocation.format == Tabular::Format::Table);
        row << stateCells(r, s->state);
        if (showDormant) {
            row << Tabular::boolean(r.dormant);
        }
        t.addRow(row);
    }
    const int code = printTable(invocation, t);
    if (s->dormant > 0 && invocation.format == Tabular::Format::Table) {
        // Said under the table a person reads; csv and json stay data only.
        const QString note = showDormant ? QStringLiteral("Players with no match in the %1 up to %2, unranked: %3\n")
                                         : QStringLiteral("Players with no match in the %1 up to %2, not listed: "
                                                          "%3 (--show-dormant lists them)\n");
        const QString months = s->dormantAfterMonths == 1 ? QStringLiteral("month")
                                                          : QStringLiteral("%1 months").arg(s->dormantAfterMonths);
        printOut(note.arg(months, s->asOf.toString(Qt::ISODate)).arg(s->dormant).toUtf8());
    }
    if (season && invocation.format == Tabular::Format::Table) {
        const auto kept = club->seasons().season(*season);
        if (kept && kept->closed()) {
            printOut(QStringLiteral("as kept when the season '%1' was closed (%2)\n")
                         .arg(kept->name, kept->closedAt.left(10))
                         .toUtf8());
        }
    }
    return code;
}

} // namespace palmares::cli::commands

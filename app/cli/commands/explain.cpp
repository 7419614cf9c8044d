#include "explain.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

Explain::Explain() : Command(QStringLiteral("explain"), QStringLiteral("--match ID")) {}

int Explain::run(Invocation& invocation) const
{
    const QString code = invocation.args.required(QStringLiteral("--match"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto x = club->explainer().explain(code);
    if (!x) {
        return fail(x.status());
    }
    if (invocation.format == Tabular::Format::Table) {
        printOut((x->lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        return ExitOk;
    }
    // Every term any rule set uses, for every rule set (issue 16: the rule
    // set should name its own terms).
    Tabular t({QStringLiteral("player"), QStringLiteral("before"), QStringLiteral("after"), QStringLiteral("change"),
               QStringLiteral("expected"), QStringLiteral("result"), QStringLiteral("k"), QStringLiteral("k0"),
               QStringLiteral("k1"), QStringLiteral("k2"), QStringLiteral("raw_change"), QStringLiteral("rounding"),
               QStringLiteral("outcome"), QStringLiteral("penalty"), QStringLiteral("bonus"), QStringLiteral("floored"),
               QStringLiteral("points"), QStringLiteral("unrated_reason")});
    for (int i = 0; i < x->playerNames.size(); ++i) {
        if (i >= x->changes.size()) {
            QList<Tabular::Cell> row{Tabular::text(x->playerNames[i])};
            for (int c = 1; c < t.columns().size() - 1; ++c) {
                row << Tabular::text(QString());
            }
            row << Tabular::text(x->unratedReason);
            t.addRow(row);
            continue;
        }
        const rating::RatingChange& c = x->changes[i];
        t.addRow({Tabular::text(x->playerNames[i]), Tabular::number(c.before, 6), Tabular::number(c.after, 6),
                  Tabular::number(c.after - c.before, 6), Tabular::number(c.expected, 6), Tabular::number(c.actual, 6),
                  Tabular::number(c.k, 6), Tabular::number(c.k0, 6), Tabular::number(c.k1, 6), Tabular::number(c.k2, 6),
                  Tabular::number(c.rawChange, 6),
                  Tabular::text(QString::fromLatin1(rating::roundingKey(c.rounding).data())),
                  Tabular::text(QString::fromLatin1(rating::outcomeKey(c.outcome).data())),
                  Tabular::number(c.penalty, 6), Tabular::number(c.bonus, 6), Tabular::boolean(c.floored),
                  Tabular::number(c.placementPoints, 6), Tabular::text(x->unratedReason)});
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

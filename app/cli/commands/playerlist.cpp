#include "playerlist.h"

#include "console.h"

#include <QHash>

namespace palmares::cli::commands {

using club::Tabular;

PlayerList::PlayerList() : Command(QStringLiteral("player list"), {}) {}

int PlayerList::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto players = club->roster().players();
    if (!players) {
        return fail(players.status());
    }
    const auto starts = club->startingRatings().startingRatings();
    if (!starts) {
        return fail(starts.status());
    }
    // The starting ratings, in one column that a club without any does not
    // show: "GAME RATING[±DEVIATION]", "; " between games.
    QHash<QString, QStringList> startsOf;
    for (const club::StartingRating& s : *starts) {
        startsOf[s.player] << QStringLiteral("%1 %2%3").arg(
            s.game, QString::number(s.rating, 'g', 15),
            s.deviation ? QStringLiteral("±%1").arg(QString::number(*s.deviation, 'g', 15)) : QString());
    }
    QStringList columns{QStringLiteral("name"), QStringLiteral("household"), QStringLiteral("active")};
    if (!starts->isEmpty()) {
        columns << QStringLiteral("starting_ratings");
    }
    Tabular t(columns);
    for (const club::Player& p : *players) {
        QList<Tabular::Cell> row{Tabular::text(p.name), Tabular::text(p.household), Tabular::boolean(p.active)};
        if (!starts->isEmpty()) {
            row << Tabular::text(startsOf.value(p.name).join(QStringLiteral("; ")));
        }
        t.addRow(row);
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

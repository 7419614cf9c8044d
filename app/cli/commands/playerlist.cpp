#include "playerlist.h"

#include "console.h"

#include <QHash>
#include <QPair>
#include <QSet>

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
    // The starting ratings as the players' file takes them back (`player
    // import`): a column rating:GAME per game that has one, deviation:GAME
    // where one has a deviation; a club without any lists what it did.
    QStringList games;
    QSet<QString> withDeviation;
    QHash<QPair<QString, QString>, club::StartingRating> byPlayer;
    for (const club::StartingRating& s : *starts) {
        if (!games.contains(s.game)) {
            games << s.game;
        }
        if (s.deviation) {
            withDeviation.insert(s.game);
        }
        byPlayer.insert({s.player, s.game}, s);
    }
    games.sort();
    QStringList columns{QStringLiteral("name"), QStringLiteral("household"), QStringLiteral("active")};
    for (const QString& g : std::as_const(games)) {
        columns << QStringLiteral("rating:") + g;
        if (withDeviation.contains(g)) {
            columns << QStringLiteral("deviation:") + g;
        }
    }
    const auto plain = [](double v) { return Tabular::text(QString::number(v, 'g', 15)); };
    Tabular t(columns);
    for (const club::Player& p : *players) {
        QList<Tabular::Cell> row{Tabular::text(p.name), Tabular::text(p.household), Tabular::boolean(p.active)};
        for (const QString& g : std::as_const(games)) {
            const auto s = byPlayer.constFind({p.name, g});
            row << (s != byPlayer.cend() ? plain(s->rating) : Tabular::text(QString()));
            if (withDeviation.contains(g)) {
                row << (s != byPlayer.cend() && s->deviation ? plain(*s->deviation) : Tabular::text(QString()));
            }
        }
        t.addRow(row);
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

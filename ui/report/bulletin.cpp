// The club bulletin (sheets.h): a period's front page, every game's
// standings, the Hall of Fame and the period's results.

#include "report/sheets.h"

#include "report/sheetparts.h"

#include <QDateTime>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

/// A stored date-time ("YYYY-MM-DDTHH:MM:SS") as naive wall time: UTC, so
/// that no daylight-saving change moves it (as the results file reads it).
QDateTime wallTime(const QString& stored)
{
    return QDateTime::fromString(stored + QLatin1Char('Z'), Qt::ISODate);
}

/// "1. Léa Chevalier 312 · 2. Denis Garnier −20" in finishing order.
QString resultText(const club::RecordedMatch& m)
{
    using Row = club::RecordedMatch::Participant;
    QList<Row> rows = m.participants;
    const bool ranked = std::all_of(rows.cbegin(), rows.cend(), [](const Row& r) { return r.rank > 0; });
    std::stable_sort(rows.begin(), rows.end(), [&](const Row& a, const Row& b) {
        if (ranked) {
            return a.rank < b.rank;
        }
        return a.score.value_or(-1e300) > b.score.value_or(-1e300);
    });
    QStringList parts;
    for (int i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        QString part = (ranked ? locale().toString(r.rank.value_or(0)) : locale().toString(i + 1)) +
                       QStringLiteral(". ") + r.player;
        if (!r.team.isEmpty()) {
            part += QStringLiteral(" [") + r.team + QLatin1Char(']');
        }
        if (r.score) {
            part += QLatin1Char(' ') + decimal(*r.score, *r.score == std::round(*r.score) ? 0 : 1).text;
        }
        if (r.morale && r.moraleLost) {
            part +=
                QLatin1Char(' ') +
                Sheets::tr("(lost %1 of %2 morale)").arg(decimal(*r.moraleLost, 0).text, decimal(*r.morale, 0).text);
        }
        if (r.left) {
            part += QLatin1Char(' ') + Sheets::tr("(left)");
        }
        parts << part;
    }
    QString text = parts.join(QStringLiteral(" · "));
    if (m.outcome != rating::Outcome::None) {
        text += QStringLiteral(" — ") + QString::fromLatin1(rating::outcomeKey(m.outcome).data());
    }
    if (m.isVoid) {
        text += QStringLiteral(" — ") + Sheets::tr("void");
    }
    return text;
}

/// The players of a rated game whose rating moved between `before` and
/// `now` by playing (a rating that moved by itself is not a movement); none
/// for a points game.
QList<Movement> movementsOf(const club::Standings& now, const club::Standings& before, const QString& game)
{
    if (now.fromHallOfFame) {
        return {}; // a points game has no rating to move
    }
    QHash<qint64, const club::StandingRow*> previous;
    for (const club::StandingRow& row : before.rows) {
        previous.insert(row.playerId, &row);
    }
    QList<Movement> movements;
    for (const club::StandingRow& row : now.rows) {
        const club::StandingRow* p = previous.value(row.playerId);
        if (p != nullptr && p->games < row.games && p->displayed != row.displayed) {
            movements.append({row.player, game, p->displayed, row.displayed, now.decimals, false});
        }
    }
    return movements;
}

/// The players who played their first match in the period.
Table newcomersTable(const QList<club::Debut>& debuts)
{
    Table newcomers;
    newcomers.caption = Sheets::tr("New players");
    newcomers.empty = Sheets::tr("No new player in this period.");
    newcomers.columns << textColumn(Sheets::tr("Player"), 10) << textColumn(Sheets::tr("First match"), 6)
                      << textColumn(Sheets::tr("Game"), 6);
    for (const club::Debut& d : debuts) {
        const QDate day = wallTime(d.playedAt).date();
        newcomers.rows << QList<Cell>{Cell(d.player), Cell(formatDate(day), day), Cell(d.game)};
    }
    return newcomers;
}

} // namespace

Table sheet::resultsTable(const QList<club::RecordedMatch>& matches)
{
    Table list;
    list.caption = Sheets::tr("Results");
    list.empty = Sheets::tr("No match in this period.");
    list.columns << textColumn(Sheets::tr("Date"), 5) << textColumn(Sheets::tr("Game"), 5)
                 << textColumn(Sheets::tr("Match"), 3) << textColumn(Sheets::tr("Result"), 19);
    for (const club::RecordedMatch& m : matches) {
        const QDateTime when = wallTime(m.playedAt);
        list.rows << QList<Cell>{Cell(Sheets::playedAt(when.toString(Qt::ISODate)),
                                      QDateTime(when.date(), QTime(when.time().hour(), when.time().minute()), Qt::UTC)),
                                 Cell(m.game), Cell(m.code), Cell(resultText(m))};
    }
    return list;
}

std::optional<Report> bulletin(club::Club& club, const Options& options, club::Status& status)
{
    const QDate to = options.to.value_or(options.at.value_or(QDate::currentDate()));
    const QDate from = options.from.value_or(QDate(to.year(), to.month(), 1));
    if (from > to) {
        status = club::Status::failure(Sheets::tr("the start date is after the end date"),
                                       club::Field{club::Field::Kind::From});
        return std::nullopt;
    }
    const auto games = club.catalogue().games();
    if (!games) {
        status = games.status();
        return std::nullopt;
    }
    const auto period = club.archive().matchesBetween(from, to);
    if (!period) {
        status = period.status();
        return std::nullopt;
    }

    Report r = reportOf(club);
    const bool wholeMonth = from.day() == 1 && to.year() == from.year() && to.month() == from.month();
    r.title =
        wholeMonth
            ? Sheets::tr("Club bulletin — %1").arg(capitalised(locale().toString(from, QStringLiteral("MMMM yyyy"))))
            : Sheets::tr("Club bulletin");
    r.dateLine = Sheets::periodLine(from, to);
    r.footer = Sheets::tr("Standings as of %1; changes since %2; results from %3 to %4.")
                   .arg(formatDate(to), formatDate(from.addDays(-1)), formatDate(from), formatDate(to));

    // The period's matches, in play order.
    const QList<club::RecordedMatch>& inPeriod = period->matches;
    QSet<qint64> playersInPeriod;
    QSet<QString> gamesPlayed;
    for (const club::RecordedMatch& m : inPeriod) {
        gamesPlayed.insert(m.game);
        for (const club::RecordedMatch::Participant& p : m.participants) {
            playersInPeriod.insert(p.playerId);
        }
    }

    // Standings at the end and just before the period, per game: a step
    // each, after which the person may stop.
    QList<Movement> movements;
    QList<Section> gameSections;
    qint64 done = 0;
    for (const club::Game& g : *games) {
        if (!club.goOn(done++, games->size())) {
            status = club::Status::stoppedByPerson();
            return std::nullopt;
        }
        const auto now = club.rankings().standings(g.name, to);
        const auto before = club.rankings().standings(g.name, from.addDays(-1));
        if (!now || !before) {
            status = !before ? before.status() : now.status();
            return std::nullopt;
        }
        gameSections << Sheets::standingsSection(*now, *before, from.addDays(-1));
        movements << movementsOf(*now, *before, g.name);
    }
    std::stable_sort(movements.begin(), movements.end(), [](const Movement& a, const Movement& b) {
        return std::abs(a.after - a.before) > std::abs(b.after - b.before);
    });
    constexpr int MostMovers = 10;
    movements = movements.mid(0, MostMovers);

    // Front page.
    Section front;
    front.heading = Sheets::tr("In brief");
    front.paragraphs << Sheets::tr("Matches played: %1 · games: %2 · players who took part: %3")
                            .arg(locale().toString(inPeriod.size()), locale().toString(gamesPlayed.size()),
                                 locale().toString(playersInPeriod.size()));
    Table movers =
        movementsTable(Sheets::tr("Biggest movers"), Sheets::tr("No rating changed in this period."), movements);
    movers.note = Sheets::tr("Rating on %1 and on %2, for players who played in the period.")
                      .arg(formatDate(from.addDays(-1)), formatDate(to));
    front.tables << movers;

    front.tables << newcomersTable(period->debuts);
    r.sections << front << gameSections;

    const auto hall = club.rankings().hallOfFame(QString(), std::nullopt, to);
    if (!hall) {
        status = hall.status();
        return std::nullopt;
    }
    Section fame;
    fame.heading = Sheets::tr("Hall of Fame — all games");
    fame.newPage = true;
    fame.paragraphs << Sheets::tr("Every rated match up to %1. Games: %2 · matches: %3 · players: %4")
                           .arg(formatDate(to), locale().toString(hall->games), locale().toString(hall->matches),
                                locale().toString(hall->players));
    fame.tables << Sheets::hallOfFameTable(*hall);
    r.sections << fame;

    Section played;
    played.heading = Sheets::tr("Results");
    played.newPage = true;
    played.tables << resultsTable(inPeriod);
    r.sections << played;
    return r;
}

} // namespace palmares::report

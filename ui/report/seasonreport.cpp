// The report of a season (sheets.h): its front page, a page per game, the
// top of its Hall of Fame.

#include "report/sheets.h"

#include "report/sheetparts.h"

#include "i18n/i18n.h"

#include <QHash>

#include <algorithm>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

/// Rank, player, matches: the first `limit` players of `activity`.
Table activityTable(const QString& caption, const QList<club::SeasonActivity>& activity, qsizetype limit)
{
    Table t;
    t.caption = caption;
    t.empty = Sheets::tr("No match in this season.");
    // A narrow rank, the player's name beside it.
    t.columns << numberColumn(Sheets::tr("Rank"), 2) << textColumn(Sheets::tr("Player"), 16)
              << numberColumn(Sheets::tr("Matches"), 3);
    for (const club::SeasonActivity& a : activity.mid(0, limit)) {
        t.rows << QList<Cell>{integer(a.rank), Cell(a.player), integer(a.matches)};
    }
    return t;
}

/// A game's rows of the season's champions: each champion (ties share the
/// title) with his rating and matches in the season, or one muted row when
/// the game had no match or ranked nobody.
QList<QList<Cell>> championRows(const club::SeasonGameReport& g)
{
    const club::Standings& now = g.standings;
    if (g.matches == 0) {
        return {{Cell(now.game.name), Cell(Sheets::tr("no match in this season"), QVariant(), false, Cell::Tone::Muted),
                 Cell(QString()), integer(0)}};
    }
    if (g.champions.isEmpty()) { // every player dormant at the last day
        return {{Cell(now.game.name), Cell(Sheets::tr("none ranked"), QVariant(), false, Cell::Tone::Muted),
                 Cell(QString()), integer(0)}};
    }
    QHash<qint64, int> played;
    for (const club::SeasonActivity& a : g.mostActive) {
        played.insert(a.playerId, a.matches);
    }
    QList<QList<Cell>> rows;
    for (const club::StandingRow& c : g.champions) {
        Cell rating = decimal(c.displayed, now.decimals);
        if (c.provisional) {
            rating.text = QLatin1Char('~') + rating.text;
        }
        Cell name(c.player);
        name.strong = true;
        rows << QList<Cell>{Cell(now.game.name), name, rating, integer(played.value(c.playerId))};
    }
    return rows;
}

} // namespace

std::optional<Report> seasonReport(club::Club& club, const QString& season, club::Status& status)
{
    const auto report = club::seasonReport(club.seasons(), season);
    if (!report) {
        status = report.status();
        return std::nullopt;
    }
    const club::Season& s = report->season;
    const QDate before = s.first.addDays(-1);
    constexpr qsizetype Listed = 10; // the top of each list

    Report r = reportOf(club);
    r.title = Sheets::tr("Season report — %1").arg(s.name);
    r.dateLine = s.game.isEmpty()
                     ? Sheets::periodLine(s.first, s.last)
                     : Sheets::tr("%1 · %2", "a period · a game").arg(Sheets::periodLine(s.first, s.last), s.game);
    const QDate closedOn = QDate::fromString(s.closedAt.left(10), Qt::ISODate);
    r.footer = s.closed()
                   ? Sheets::tr("Closed on %1: standings and Hall of Fame as kept then.").arg(formatDate(closedOn))
                   : Sheets::tr("Open season: read from the results as they stand on %1.")
                         .arg(formatDate(QDate::currentDate()));

    Section front;
    front.heading = Sheets::tr("The season");
    front.paragraphs << (s.closed() ? Sheets::tr("Closed on %1: its standings, Hall of Fame and figures are those "
                                                 "kept then, whatever was corrected since.")
                                          .arg(formatDate(closedOn))
                                    : Sheets::tr("Still open: its figures are read from the results as they stand "
                                                 "today and change with them until it is closed."));
    const club::HallOfFame& fame = report->hallOfFame;
    front.paragraphs << (report->matches() == 0
                             ? Sheets::tr("No match in this season.")
                             : Sheets::tr("Matches played: %1 · games: %2 · players who took part: %3")
                                   .arg(locale().toString(fame.matches), locale().toString(fame.games),
                                        locale().toString(fame.players)));

    // Each game's champions (ties share the title); its page follows.
    Table champions;
    champions.caption = Sheets::tr("Champions");
    champions.empty = Sheets::tr("No game in this season.");
    champions.columns << textColumn(Sheets::tr("Game"), 6) << textColumn(Sheets::tr("Champion"), 10)
                      << numberColumn(Sheets::tr("Rating"), 4) << numberColumn(Sheets::tr("Matches"), 3);
    QList<Movement> gains;
    QList<Section> gameSections;
    int dormancyMonths = 0;
    bool anyPoints = false;
    for (const club::SeasonGameReport& g : report->games) {
        const club::Standings& now = g.standings;
        dormancyMonths = std::max(dormancyMonths, now.dormantAfterMonths);
        anyPoints = anyPoints || now.fromHallOfFame;
        champions.rows << championRows(g);
        if (g.matches == 0) {
            continue;
        }
        for (const club::SeasonGain& gain : g.gains) {
            gains.append({gain.player, now.game.name, gain.before, gain.after, now.decimals, gain.newcomer});
        }

        Section page = Sheets::standingsSection(now, g.before, before);
        page.heading = now.game.name;
        page.paragraphs.insert(1, Sheets::tr("Matches in the season: %1").arg(locale().toString(g.matches)));
        page.tables << activityTable(Sheets::tr("Most active players — %1").arg(now.game.name), g.mostActive, Listed);
        gameSections << page;
    }
    QStringList championsNote{Sheets::tr("Champion: first of the game's standings at the season's last day; tied "
                                         "players share the title. Matches: played in the season.")};
    if (anyPoints) {
        championsNote << Sheets::tr("The rating of a points game is its adjusted average.");
    }
    if (dormancyMonths > 0) {
        championsNote << Sheets::tr("As in the printed standings, the players with no match %1 as of that day "
                                    "are not ranked.",
                                    "%1: in the last 12 months")
                             .arg(i18n::inLastMonths(dormancyMonths, locale()));
    }
    champions.note = championsNote.join(QLatin1Char(' '));
    front.tables << champions;

    Table active = activityTable(s.game.isEmpty() ? Sheets::tr("Most active players — all games")
                                                  : Sheets::tr("Most active players — %1").arg(s.game),
                                 report->mostActive, Listed);
    active.note = Sheets::tr("Rated matches played in the season.");
    front.tables << active;

    std::stable_sort(gains.begin(), gains.end(), [](const Movement& a, const Movement& b) {
        return shown(a.after, a.decimals) - shown(a.before, a.decimals) >
               shown(b.after, b.decimals) - shown(b.before, b.decimals);
    });
    Table risen = movementsTable(Sheets::tr("Biggest rating gains"),
                                 Sheets::tr("No rating rose in this season (a newcomer's first rating is not a gain)."),
                                 gains.mid(0, Listed));
    risen.note = Sheets::tr("Rating on %1 (new: the start rating of a player new in the game) and on %2, for "
                            "players who played in the season.")
                     .arg(formatDate(before), formatDate(s.last));
    front.tables << risen;
    r.sections << front << gameSections;

    Section hall;
    hall.heading =
        fame.game.isEmpty() ? Sheets::tr("Hall of Fame — all games") : Sheets::tr("Hall of Fame — %1").arg(fame.game);
    hall.newPage = true;
    hall.paragraphs << Sheets::tr("The season's rated matches. Games: %1 · matches: %2 · players: %3")
                           .arg(locale().toString(fame.games), locale().toString(fame.matches),
                                locale().toString(fame.players));
    if (fame.rows.size() > Listed) {
        hall.paragraphs << Sheets::tr("The first %1 are listed.").arg(locale().toString(Listed));
    }
    hall.tables << Sheets::hallOfFameTable(fame, Listed);
    r.sections << hall;
    return r;
}

} // namespace palmares::report

// The standings sheet and the Hall of Fame sheet (sheets.h).

#include "report/sheets.h"

#include "report/sheetparts.h"

#include <algorithm>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

/// The standings' type: the sheets' body size at least, 14 pt at most (a
/// list read at arm's length).
constexpr double StandingsLeast = 8.5;
constexpr double StandingsMost = 14.0;

std::optional<club::Standings> previousStandings(club::Club& club, const QString& game, const QDate& since,
                                                 club::Status& status)
{
    auto before = club.rankings().standings(game, since);
    if (!before) {
        status = before.status();
        return std::nullopt;
    }
    return *std::move(before);
}

} // namespace

std::optional<Report> standingsSheet(club::Club& club, const Options& options, club::Status& status)
{
    if (options.game.trimmed().isEmpty()) {
        status =
            club::Status::failure(Sheets::tr("a standings sheet needs a game"), club::Field{club::Field::Kind::Game});
        return std::nullopt;
    }
    const auto now = club.rankings().standings(options.game, options.at);
    if (!now) {
        status = now.status();
        return std::nullopt;
    }
    const QDate asOf = options.at.value_or(QDate::currentDate());
    const QDate since = asOf.addMonths(-1);
    const auto before = previousStandings(club, options.game, since, status);
    const auto params = club.catalogue().parameters(options.game);
    if (!before || !params) {
        if (!params) {
            status = params.status();
        }
        return std::nullopt;
    }
    Report r = reportOf(club);
    r.title = Sheets::tr("Standings — %1").arg(now->game.name);
    r.dateLine = options.at ? Sheets::tr("As of %1").arg(formatDate(asOf))
                            : Sheets::tr("On %1 (every result entered)").arg(formatDate(asOf));
    r.footer = Sheets::ruleSetLine(now->game);
    Section s;
    if (const QString line = Sheets::dormantLine(*now, options.showDormant); !line.isEmpty()) {
        s.paragraphs << line;
    }
    const club::Standings shown = options.showDormant ? *now : now->withoutDormant();
    Table table = Sheets::standingsTable(shown, *before, since);
    // Pinned up on the club's board: as large as one page allows (issue 43:
    // a third of the page at 8.5 pt), the body's size for a long list.
    table.naturalWidths = true;
    table.points = std::clamp(
        std::min(pageFillingPoints(table.rows.size(), {}, 1.0, StandingsLeast, StandingsMost), acrossPagePoints(table)),
        StandingsLeast, StandingsMost);
    s.tables << table;
    r.sections << s << Sheets::parametersSection(now->game, *params);
    return r;
}

std::optional<Report> hallOfFameSheet(club::Club& club, const Options& options, club::Status& status)
{
    const auto h = club.rankings().hallOfFame(options.game, options.from, options.to);
    if (!h) {
        status = h.status();
        return std::nullopt;
    }
    Report r = reportOf(club);
    r.title = h->game.isEmpty() ? Sheets::tr("Hall of Fame — all games") : Sheets::tr("Hall of Fame — %1").arg(h->game);
    r.dateLine = Sheets::periodLine(options.from, options.to);
    // Read by club members: no reference to the developers' documents (the
    // note under the table says how the points are given).
    r.footer = Sheets::tr("Hall of Fame: placement points of every rated match");
    Section s;
    s.paragraphs << Sheets::tr("Games: %1 · matches: %2 · players: %3")
                        .arg(locale().toString(h->games), locale().toString(h->matches), locale().toString(h->players));
    s.tables << Sheets::hallOfFameTable(*h);
    r.sections << s;
    return r;
}

} // namespace palmares::report

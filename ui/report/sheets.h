#pragma once

/// The club's printed sheets (issue 5; ARCHITECTURE.md, "Reports"), built
/// from the club service alone: a game's standings, the Hall of Fame, the
/// club bulletin and a match's explanation card. Texts go through tr()
/// (context "Report"); numbers and dates are formatted with QLocale().

#include "club/club.h"
#include "club/event.h"
#include "report/report.h"

#include <QDate>

#include <optional>

namespace palmares::report {

struct Options {
    QString game;              ///< standings: required; Hall of Fame: empty = all games
    std::optional<QDate> at;   ///< standings, bulletin: as of the end of this day (default: today)
    std::optional<QDate> from; ///< Hall of Fame, bulletin: first day of the period
    std::optional<QDate> to;   ///< Hall of Fame, bulletin: last day of the period
    /// Standings: list the dormant players too (greyed, unranked); by default
    /// they are left out, as the leaderboard does, and a line says how many.
    bool showDormant = false;
};

/// A game's standings as of `at`: rank, player, rating ("~" = provisional),
/// category (translated in the "core" context, like the window), games,
/// W/D/L when the game has any, the change since one month earlier (places
/// ▲ ▼ and rating ±), the rule set and its parameters in the footer. The
/// players the club's dormancy setting sets aside are left out (or, with
/// `showDormant`, greyed and unranked), and a line above the table says so.
std::optional<Report> standingsSheet(club::Club& club, const Options& options, club::Status& status);

/// The Hall of Fame of one game or all (`game` empty) over [from, to]:
/// participations, points, average, adjusted average.
std::optional<Report> hallOfFameSheet(club::Club& club, const Options& options, club::Status& status);

/// The club bulletin for a period: [from, to] when given, else the month of
/// `at` (default today) up to that day. A front page (the period's matches,
/// biggest movers, new players), then every game's standings as of the
/// period's end (without the dormant players, a line saying how many), the
/// Hall of Fame of all games up to it, and the period's results.
std::optional<Report> bulletin(club::Club& club, const Options& options, club::Status& status);

/// The report of the season called `season` (issue 18): a front page (whether
/// it is closed, and since when, or still open; its matches; each game's
/// champions; its most active players of all its games; its biggest rating
/// gains), a page per game played in it (its standings at the last day with
/// the changes since the first, the dormant players left out as in the
/// printed standings; its most active players), then the top of its Hall of
/// Fame. A closed season's is made of what it kept. A season with no match
/// says so.
std::optional<Report> seasonReport(club::Club& club, const QString& season, club::Status& status);

/// One match: the result as entered, every number its rule set used per
/// player, and the calculation in words (Club::explain).
std::optional<Report> explanationCard(club::Club& club, const QString& match, club::Status& status);

/// A board settled by forfeit as the sheets and the Events tab show its
/// result ("+ / − (forfeit)": the first seat's first); "" for none.
QString forfeitResult(club::Absent absent);

/// What an event's report prints (eventReport): by default all of it.
struct EventParts {
    bool pairings = true;    ///< the round's pairings or seating, large, by table and alphabetically
    bool scoreSheets = true; ///< tarot: a score sheet per table of the round
    bool standings = true;   ///< the standings after the complete rounds
    bool crossTable = true;  ///< duels: the cross-table
};

/// The report of the event called `name` (issue 42): the pairings (duels)
/// or seating (tarot) of round `round` (default: the last paired), by table
/// and alphabetically, in large type to pin up (a page each); for tarot a
/// score sheet per table to fill in; the standings with their tie-breaks and
/// a duel event's cross-table, after the complete rounds, or with `round`
/// after that round when it is complete (else after the complete rounds
/// before it: the standings the round was paired from). `parts` chooses among
/// them; asking only for what the event does not have (a tarot night's
/// cross-table, a round when none is paired) is refused in `status`.
std::optional<Report> eventReport(club::Club& club, const QString& name, std::optional<int> round,
                                  const EventParts& parts, club::Status& status);
/// All of it (EventParts{}).
std::optional<Report> eventReport(club::Club& club, const QString& name, std::optional<int> round,
                                  club::Status& status);
/// Every result of the club (a workbook's sheet, issue 44): the rows of the
/// results file export-results writes (RATING_RULES.md §1), one per
/// participant, under the file's own column names; its numbers as numbers
/// and its dates as days (or days and times), its names as text.
std::optional<Report> resultsSheet(club::Club& club, club::Status& status);

/// A date as the sheets print it: the locale's short format, four-digit year.
QString formatDate(const QDate& date);

} // namespace palmares::report

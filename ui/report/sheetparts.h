#pragma once

// Internal to ui/report: what the sheets of sheets.h share — their texts
// (translation context "Report"), numbers as the screens show them, and the
// tables and sections more than one sheet prints. Each sheet is in a file of
// its own: standingssheets.cpp (standings, Hall of Fame), bulletin.cpp,
// explanationcard.cpp, seasonreport.cpp.

#include "club/club.h"
#include "club/explanation.h"
#include "report/report.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <optional>

namespace palmares::report::sheet {

/// Every text of the sheets, in the translation context "Report".
class Sheets
{
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    /// The rule set by its name: "Rule set: Niveau (table level)". Its
    /// parameters are for a reader who wants them: parametersSection.
    static QString ruleSetLine(const club::Game& game)
    {
        return tr("Rule set: %1").arg(club::ruleSetName(game.system));
    }
    /// "How these ratings are computed": the rule set and each parameter in
    /// words with its value (issue 43: not "k0=50 · novice_deals=300").
    static Section parametersSection(const club::Game& game, const QList<rating::Parameter>& params);

    /// The standings table; dormant rows (listed only when the caller keeps
    /// them) are greyed, unranked.
    static Table standingsTable(const club::Standings& now, const club::Standings& before, const QDate& since);
    /// What the club's dormancy setting did to `now`: "Players with no match
    /// in the last 12 months are not listed: 3"; empty when it set none aside.
    static QString dormantLine(const club::Standings& now, bool shown);
    /// The Hall of Fame's table: its first `limit` rows (all: -1); the
    /// note's T is the most participations of every row.
    static Table hallOfFameTable(const club::HallOfFame& h, qsizetype limit = -1);
    /// A game's standings section (bulletin, season report): heading, rule
    /// set, what the dormancy setting left out, the standings without the
    /// dormant players and their changes since `since` (`before`).
    static Section standingsSection(const club::Standings& now, const club::Standings& before, const QDate& since);
    static QString periodLine(const std::optional<QDate>& from, const std::optional<QDate>& to);
    static QString playedAt(const QString& stored);
};

/// The locale the sheets are written in (the process's).
QLocale locale();

Cell integer(qint64 value);
/// `value` as the screens show it (i18n::number: the rule set's decimals,
/// the locale's notation); CSV keeps the value itself.
Cell decimal(double value, int decimals);
/// At most `decimals` decimals, no trailing zeros ("32", "0.3174", "-10.1577").
Cell shortDecimal(double value, int decimals);
/// `value` rounded as i18n::number shows it.
double shown(double value, int decimals);
/// "+12", "-8", "0".
Cell signedDecimal(double value, int decimals);

Column textColumn(const QString& header, int weight = 0);
Column numberColumn(const QString& header, int weight = 0);

/// A player's rating in a game at two dates (the bulletin's biggest movers,
/// the season report's biggest gains).
struct Movement {
    QString player;
    QString game;
    double before = 0.0;
    double after = 0.0;
    int decimals = 0; ///< the rule set's
    bool newcomer = false;
};

/// Player, game, before ("new" beside a start rating), after, ±.
Table movementsTable(const QString& caption, const QString& empty, const QList<Movement>& movements);

/// The matches of `matches`, in their order: date, game, code, result in
/// finishing order (the bulletin's results, the club's pages' last results).
Table resultsTable(const QList<club::RecordedMatch>& matches);

/// A report of `club` in the sheets' language (the locale's, "fr"): its
/// language and club set, the rest for the sheet to fill.
Report reportOf(club::Club& club);
/// `text` with its first letter in upper case.
QString capitalised(const QString& text);

/// The geometry of a sheet's page (report.cpp, writers.cpp): the width of an
/// A4 page's body and the height a page leaves the rows (less the page
/// header and footer, the report's title block and the section's heading),
/// in points; a row is a line of type (1.17 of its size) and its padding.
constexpr double PageWidth = 527.0;
constexpr double PageRoom = 600.0;
constexpr double RowPadding = 10.0;
constexpr double LineHeight = 1.17;
/// DejaVu Sans's average advance for names, in ems (mixed case, accents).
constexpr double CharWidth = 0.6;

/// The size of a table's type that lets `rows` (and the header) fill one A4
/// page, at most what lets the longest of `names` stand on one line in a
/// column `share` of the page wide, from `least` to `most` points.
double pageFillingPoints(qsizetype rows, const QStringList& names, double share, double least, double most);
/// The size of `table`'s type that lets its columns, as wide as their
/// longest text (header or cell), stand side by side across the page.
double acrossPagePoints(const Table& table);

} // namespace palmares::report::sheet

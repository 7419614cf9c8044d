// The parts the sheets share (sheetparts.h): texts, numbers, the standings
// and Hall of Fame tables, the movements table.

#include "report/sheetparts.h"

#include "report/sheets.h"

#include "i18n/i18n.h"

#include <QDateTime>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace palmares::report {

QString formatDate(const QDate& date)
{
    return i18n::shortDate(date, sheet::locale());
}

namespace sheet {

QLocale locale()
{
    return {};
}

Cell integer(qint64 value)
{
    return {locale().toString(value), QVariant(value)};
}

/// `value` as the screens show it (i18n::number: the rule set's decimals,
/// the locale's notation); CSV keeps the value itself.
Cell decimal(double value, int decimals)
{
    return {i18n::number(value, decimals, locale()), QVariant(value)};
}

/// At most `decimals` decimals, no trailing zeros ("32", "0.3174", "-10.1577").
Cell shortDecimal(double value, int decimals)
{
    return {i18n::number(value, decimals, locale(), i18n::NumberStyle::Trimmed), QVariant(value)};
}

/// `value` rounded as i18n::number shows it.
double shown(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

/// "+12", "-8", "0".
Cell signedDecimal(double value, int decimals)
{
    Cell c{i18n::number(value, decimals, locale(), i18n::NumberStyle::Signed), QVariant(value)};
    const double rounded = shown(value, decimals);
    c.tone = rounded > 0 ? Cell::Tone::Up : rounded < 0 ? Cell::Tone::Down : Cell::Tone::Muted;
    return c;
}

/// A change of places: "▲ 2", "▼ 1", "=".
Cell placesMoved(int places)
{
    if (places > 0) {
        return {QStringLiteral("▲ ") + locale().toString(places), QVariant(places), false, Cell::Tone::Up};
    }
    if (places < 0) {
        return {QStringLiteral("▼ ") + locale().toString(-places), QVariant(places), false, Cell::Tone::Down};
    }
    return {QStringLiteral("="), QVariant(0), false, Cell::Tone::Muted};
}

Column textColumn(const QString& header, int weight)
{
    return {header, false, Column::Show::Everywhere, weight};
}

Column numberColumn(const QString& header, int weight)
{
    return {header, true, Column::Show::Everywhere, weight};
}

namespace {

/// A player's row of the standings table; `p` is his row of the standings
/// before (none: he was not ranked then).
QList<Cell> standingsRow(const club::StandingRow& r, const club::StandingRow* p, int decimals)
{
    enum Col : int { Rank, Player, Rating, Provisional, Category, Games, Wins, Draws, Losses, Moved, Change, Dormant };
    QList<Cell> row(Dormant + 1);
    row[Rank] = r.dormant ? Cell(QString()) : integer(r.rank);
    row[Player] = Cell(r.player);
    row[Player].strong = r.best;
    row[Rating] = decimal(r.displayed, decimals);
    if (r.provisional) {
        row[Rating].text = QLatin1Char('~') + row[Rating].text;
    }
    row[Provisional] = Cell(r.provisional ? Sheets::tr("yes") : Sheets::tr("no"), QVariant(r.provisional));
    row[Category] =
        Cell(r.category.isEmpty() ? QString() : QCoreApplication::translate("core", r.category.toUtf8().constData()));
    row[Games] = integer(r.games);
    row[Wins] = integer(r.wins);
    row[Draws] = integer(r.draws);
    row[Losses] = integer(r.losses);
    if (p == nullptr) {
        row[Moved] = Cell(Sheets::tr("new"), QVariant(), false, Cell::Tone::Up);
        row[Change] = Cell(QString());
    } else {
        // Unranked then or now (dormant): no places to count.
        row[Moved] = r.dormant    ? Cell(QString())
                     : p->dormant ? Cell(Sheets::tr("back", "a dormant player who played again"), QVariant(), false,
                                         Cell::Tone::Up)
                                  : placesMoved(p->rank - r.rank);
        // The change of the ratings as shown, as the leaderboard's trend.
        row[Change] = signedDecimal(shown(r.displayed, decimals) - shown(p->displayed, decimals), decimals);
    }
    row[Dormant] = Cell(r.dormant ? Sheets::tr("yes") : Sheets::tr("no"), QVariant(r.dormant));
    if (r.dormant) {
        for (Cell& c : row) {
            c.tone = Cell::Tone::Muted;
        }
    }
    return row;
}

/// The line under the standings table: what its marks and columns mean.
QString standingsLegend(const club::Standings& now, const QDate& since, bool anyResults)
{
    const bool points = now.fromHallOfFame;
    QStringList legend;
    if (!points) {
        legend << Sheets::tr("~ provisional rating");
    }
    if (std::any_of(now.rows.cbegin(), now.rows.cend(), [](const club::StandingRow& r) { return r.best; })) {
        legend << Sheets::tr("bold: the club's best established player");
    }
    if (anyResults) {
        legend << Sheets::tr("W D L: wins, draws, losses");
    }
    legend << Sheets::tr("▲ ▼: places gained or lost since %1, ± the change of %2 since then, new: not ranked then")
                  .arg(formatDate(since), points ? Sheets::tr("adjusted average") : Sheets::tr("rating"));
    if (std::any_of(now.rows.cbegin(), now.rows.cend(), [](const club::StandingRow& r) { return r.dormant; })) {
        legend << Sheets::tr("grey, no rank: no match %1", "%1: in the last 12 months")
                      .arg(i18n::inLastMonths(now.dormantAfterMonths, locale()));
    }
    return legend.join(QStringLiteral(" · "));
}

} // namespace

Table Sheets::standingsTable(const club::Standings& now, const club::Standings& before, const QDate& since)
{
    const bool points = now.fromHallOfFame;
    bool anyCategory = false;
    bool anyResults = false;
    for (const club::StandingRow& r : now.rows) {
        anyCategory = anyCategory || !r.category.isEmpty();
        anyResults = anyResults || r.wins + r.draws + r.losses > 0;
    }
    QHash<qint64, const club::StandingRow*> previous;
    for (const club::StandingRow& r : before.rows) {
        previous.insert(r.playerId, &r);
    }

    Table t;
    t.caption = tr("Standings — %1").arg(now.game.name);
    t.sheet = now.game.name;
    t.empty = tr("No rated match yet.");
    t.columns << numberColumn(tr("Rank"), 3) << textColumn(tr("Player"), 12)
              << numberColumn(points ? tr("Adjusted average") : tr("Rating"), points ? 5 : 3)
              << Column{tr("Provisional"), true, Column::Show::CsvOnly, 0}
              << Column{tr("Category"), false, anyCategory ? Column::Show::Everywhere : Column::Show::CsvOnly, 5}
              << numberColumn(points ? tr("Matches") : tr("Games"), 3)
              << Column{tr("W"), true, anyResults ? Column::Show::Everywhere : Column::Show::CsvOnly, 2}
              << Column{tr("D"), true, anyResults ? Column::Show::Everywhere : Column::Show::CsvOnly, 2}
              << Column{tr("L"), true, anyResults ? Column::Show::Everywhere : Column::Show::CsvOnly, 2}
              << numberColumn(QStringLiteral("▲▼"), 3) << numberColumn(QStringLiteral("±"), 3)
              << Column{tr("Dormant"), true, Column::Show::CsvOnly, 0};
    // What the rule set keeps beside the rating (glicko2's RD and volatility,
    // openskill's μ and σ…): in the CSV and the workbooks, not on paper.
    for (const rating::StateQuantity& q : now.state) {
        t.columns << Column{QCoreApplication::translate("core", q.label), true, Column::Show::CsvOnly, 0};
    }
    for (const club::StandingRow& r : now.rows) {
        t.rows << standingsRow(r, previous.value(r.playerId), now.decimals); // the rule set's decimals, as on screen
        for (std::size_t i = 0; i < now.state.size(); ++i) {
            t.rows.back() << decimal(r.state.value(static_cast<qsizetype>(i)), now.state[i].decimals);
        }
    }
    t.note = standingsLegend(now, since, anyResults);
    return t;
}

QString Sheets::dormantLine(const club::Standings& now, bool shown)
{
    if (now.dormant == 0) {
        return {};
    }
    const QString count = locale().toString(now.dormant);
    const QString period = i18n::inLastMonths(now.dormantAfterMonths, locale());
    return shown ? tr("Players with no match %1 are listed in grey, without a rank: %2", "%1: in the last 12 months")
                       .arg(period, count)
                 : tr("Players with no match %1 are not listed: %2", "%1: in the last 12 months").arg(period, count);
}

Table Sheets::hallOfFameTable(const club::HallOfFame& h, qsizetype limit)
{
    Table t;
    t.caption = h.game.isEmpty() ? tr("Hall of Fame — all games") : tr("Hall of Fame — %1").arg(h.game);
    t.sheet = tr("Hall of Fame");
    t.empty = tr("No rated match in this period.");
    t.columns << numberColumn(tr("Rank"), 3) << textColumn(tr("Player"), 12) << numberColumn(tr("Participations"), 6)
              << numberColumn(tr("Points"), 5) << numberColumn(tr("Average"), 4)
              << numberColumn(tr("Adjusted average"), 6);
    int most = 0;
    for (const club::HallOfFameRow& r : h.rows) {
        // The Hall of Fame's decimals, as on screen.
        QList<Cell> row{integer(r.rank),
                        Cell(r.player),
                        integer(r.participations),
                        decimal(r.total, h.decimals),
                        decimal(r.average, h.decimals),
                        decimal(r.adjusted, h.decimals)};
        row[5].strong = true;
        if (limit < 0 || t.rows.size() < limit) {
            t.rows << row;
        }
        most = std::max(most, r.participations);
    }
    t.note = tr("Each rated match gives placement points 100·n / (Hₙ·p) (n players, position p; ties share). "
                "Adjusted average μ = (Σ points + 100·(T − n)) / T, where T = %1 is the most participations: "
                "few matches count as average ones.")
                 .arg(locale().toString(most));
    return t;
}

QString Sheets::periodLine(const std::optional<QDate>& from, const std::optional<QDate>& to)
{
    if (from && to) {
        return tr("From %1 to %2").arg(formatDate(*from), formatDate(*to));
    }
    if (from) {
        return tr("Since %1").arg(formatDate(*from));
    }
    if (to) {
        return tr("Up to %1").arg(formatDate(*to));
    }
    return tr("All results");
}

Section Sheets::parametersSection(const club::Game& game, const QList<rating::Parameter>& params)
{
    Section s;
    s.heading = tr("How these ratings are computed");
    s.paragraphs << tr("The ratings of %1 follow the rule set %2, with these parameters:")
                        .arg(game.name, club::ruleSetName(game.system));
    for (const rating::Parameter& p : params) {
        const std::string& v = p.value.empty() ? p.defaultValue : p.value;
        if (!v.empty()) {
            s.paragraphs << tr("%1: %2", "a parameter: its value")
                                .arg(QCoreApplication::translate("core", p.description.c_str()),
                                     QString::fromStdString(v));
        }
    }
    return s;
}

Section Sheets::standingsSection(const club::Standings& now, const club::Standings& before, const QDate& since)
{
    Section s;
    s.heading = tr("Standings — %1").arg(now.game.name);
    s.newPage = true;
    s.paragraphs << ruleSetLine(now.game);
    if (const QString line = dormantLine(now, false); !line.isEmpty()) {
        s.paragraphs << line;
    }
    s.tables << standingsTable(now.withoutDormant(), before, since);
    return s;
}

QString Sheets::playedAt(const QString& stored)
{
    const QDateTime when = QDateTime::fromString(stored, Qt::ISODate);
    if (!when.isValid()) {
        return stored;
    }
    if (when.time() == QTime(0, 0)) {
        return formatDate(when.date());
    }
    const QString time = i18n::withoutSeconds(locale().timeFormat(QLocale::ShortFormat));
    return tr("%1 %2", "date and time of a match").arg(formatDate(when.date()), locale().toString(when.time(), time));
}

/// Player, game, before ("new" beside a start rating), after, ±.
Table movementsTable(const QString& caption, const QString& empty, const QList<Movement>& movements)
{
    Table t;
    t.caption = caption;
    t.empty = empty;
    t.columns << textColumn(Sheets::tr("Player"), 10) << textColumn(Sheets::tr("Game"), 6)
              << numberColumn(Sheets::tr("Before"), 3) << numberColumn(Sheets::tr("After"), 3)
              << numberColumn(QStringLiteral("±"), 3);
    // CSV says who started from the start rating in a column of its own.
    const bool anyNew = std::any_of(movements.cbegin(), movements.cend(), [](const Movement& m) { return m.newcomer; });
    if (anyNew) {
        t.columns << Column{Sheets::tr("New"), true, Column::Show::CsvOnly, 0};
    }
    for (const Movement& m : movements) {
        Cell before = decimal(m.before, m.decimals);
        if (m.newcomer) {
            before.text = Sheets::tr("new: %1", "a start rating").arg(before.text);
        }
        QList<Cell> row{Cell(m.player), Cell(m.game), before, decimal(m.after, m.decimals),
                        signedDecimal(shown(m.after, m.decimals) - shown(m.before, m.decimals), m.decimals)};
        if (anyNew) {
            row << Cell(m.newcomer ? Sheets::tr("yes") : Sheets::tr("no"), QVariant(m.newcomer));
        }
        t.rows << row;
    }
    return t;
}

double pageFillingPoints(qsizetype rows, const QStringList& names, double share, double least, double most)
{
    qsizetype longest = 1;
    for (const QString& n : names) {
        longest = std::max(longest, n.size());
    }
    const double fitsHeight = (PageRoom / static_cast<double>(rows + 1) - RowPadding) / LineHeight;
    const double fitsWidth = PageWidth * share / (CharWidth * static_cast<double>(longest));
    return std::clamp(std::min(fitsHeight, fitsWidth), least, most);
}

double acrossPagePoints(const Table& table)
{
    const QList<int> shown = table.paperColumns();
    qsizetype letters = 0;
    for (const int c : shown) {
        qsizetype longest = table.columns[c].header.size();
        for (const QList<Cell>& row : table.rows) {
            longest = std::max(longest, c < row.size() ? row[c].text.size() : 0);
        }
        letters += longest;
    }
    const double room = PageWidth - RowPadding * static_cast<double>(shown.size());
    return letters == 0 ? 0.0 : room / (CharWidth * static_cast<double>(letters));
}

Report reportOf(club::Club& club)
{
    Report r;
    r.language = locale().name().section(QLatin1Char('_'), 0, 0);
    r.club = club.name();
    return r;
}

QString capitalised(const QString& text)
{
    return text.isEmpty() ? text : text.front().toUpper() + text.mid(1);
}

} // namespace sheet

} // namespace palmares::report

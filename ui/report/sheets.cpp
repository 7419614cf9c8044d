#include "report/sheets.h"

#include "i18n/i18n.h"

#include "club/explanation.h"

#include "rating/placementpoints.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace palmares::report {

namespace {

/// Every text of the sheets, in the translation context "Report".
class Sheets
{
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    static QString ruleSetLine(const club::Game& game, const QList<rating::Parameter>& params)
    {
        QStringList values;
        for (const rating::Parameter& p : params) {
            const std::string& v = p.value.empty() ? p.defaultValue : p.value;
            if (!v.empty()) {
                values << QString::fromStdString(p.key) + QLatin1Char('=') + QString::fromStdString(v);
            }
        }
        const std::string_view key = rating::systemKey(game.system);
        QString line = tr("Rule set: %1 (%2)")
                           .arg(club::ruleSetName(game.system),
                                QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
        if (!values.isEmpty()) {
            line += QStringLiteral(" · ") + values.join(QStringLiteral(" · "));
        }
        return line;
    }

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
    static Section standingsSection(const club::Standings& now, const club::Standings& before, const QDate& since,
                                    const QList<rating::Parameter>& params);
    static QString periodLine(const std::optional<QDate>& from, const std::optional<QDate>& to);
    static QString playedAt(const QString& stored);
};

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

Column textColumn(const QString& header, int weight = 0)
{
    return {header, false, Column::Show::Everywhere, weight};
}

Column numberColumn(const QString& header, int weight = 0)
{
    return {header, true, Column::Show::Everywhere, weight};
}

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
    for (const club::StandingRow& r : now.rows) {
        t.rows << standingsRow(r, previous.value(r.playerId), now.decimals); // the rule set's decimals, as on screen
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

Section Sheets::standingsSection(const club::Standings& now, const club::Standings& before, const QDate& since,
                                 const QList<rating::Parameter>& params)
{
    Section s;
    s.heading = tr("Standings — %1").arg(now.game.name);
    s.newPage = true;
    s.paragraphs << ruleSetLine(now.game, params);
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
    QString time = locale().timeFormat(QLocale::ShortFormat);
    time.remove(QLatin1String(":ss")); // the C locale's short format has seconds
    return tr("%1 %2", "date and time of a match").arg(formatDate(when.date()), locale().toString(when.time(), time));
}

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

QString languageName()
{
    return locale().name().section(QLatin1Char('_'), 0, 0);
}

QString capitalised(const QString& text)
{
    return text.isEmpty() ? text : text.front().toUpper() + text.mid(1);
}

} // namespace

QString formatDate(const QDate& date)
{
    return i18n::shortDate(date, locale());
}

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
    Report r;
    r.language = languageName();
    r.club = club.name();
    r.title = Sheets::tr("Standings — %1").arg(now->game.name);
    r.dateLine = options.at ? Sheets::tr("As of %1").arg(formatDate(asOf))
                            : Sheets::tr("On %1 (every result entered)").arg(formatDate(asOf));
    r.footer = Sheets::ruleSetLine(now->game, *params);
    Section s;
    if (const QString line = Sheets::dormantLine(*now, options.showDormant); !line.isEmpty()) {
        s.paragraphs << line;
    }
    s.tables << Sheets::standingsTable(options.showDormant ? *now : now->withoutDormant(), *before, since);
    r.sections << s;
    return r;
}

std::optional<Report> hallOfFameSheet(club::Club& club, const Options& options, club::Status& status)
{
    const auto h = club.rankings().hallOfFame(options.game, options.from, options.to);
    if (!h) {
        status = h.status();
        return std::nullopt;
    }
    Report r;
    r.language = languageName();
    r.club = club.name();
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

namespace {

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
        newcomers.rows << QList<Cell>{Cell(d.player), Cell(formatDate(day), day.toString(Qt::ISODate)), Cell(d.game)};
    }
    return newcomers;
}

/// The period's matches, in play order.
Table resultsTable(const QList<club::RecordedMatch>& matches)
{
    Table list;
    list.caption = Sheets::tr("Results");
    list.empty = Sheets::tr("No match in this period.");
    list.columns << textColumn(Sheets::tr("Date"), 5) << textColumn(Sheets::tr("Game"), 5)
                 << textColumn(Sheets::tr("Match"), 3) << textColumn(Sheets::tr("Result"), 19);
    for (const club::RecordedMatch& m : matches) {
        const QDateTime when = wallTime(m.playedAt);
        list.rows << QList<Cell>{
            Cell(Sheets::playedAt(when.toString(Qt::ISODate)), when.toString(QStringLiteral("yyyy-MM-ddTHH:mm"))),
            Cell(m.game), Cell(m.code), Cell(resultText(m))};
    }
    return list;
}

} // namespace

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

    Report r;
    r.language = languageName();
    r.club = club.name();
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
        const auto params = club.catalogue().parameters(g.name);
        if (!now || !before || !params) {
            status = !params ? params.status() : !before ? before.status() : now.status();
            return std::nullopt;
        }
        gameSections << Sheets::standingsSection(*now, *before, from.addDays(-1), *params);
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

namespace {

using Entered = club::RecordedMatch::Participant;

/// A number entered for a participant: whole, or with two decimals; an
/// empty cell when it was not entered.
Cell optionalNumber(const std::optional<double>& value)
{
    if (!value) {
        return Cell(QString());
    }
    return decimal(*value, *value == std::round(*value) ? 0 : 2);
}

/// The result as entered: the players, then only the columns some
/// participant fills.
Table enteredTable(const club::Explanation& x)
{
    const QList<Entered>& entered = x.record.participants;
    const auto any = [&](const std::function<bool(const Entered&)>& has) {
        return std::any_of(entered.cbegin(), entered.cend(), has);
    };
    Table input;
    input.caption = Sheets::tr("The result as entered");
    input.columns << textColumn(Sheets::tr("Player"), 10);
    QList<std::function<Cell(const Entered&)>> cells;
    const auto add = [&](bool shown, const Column& column, std::function<Cell(const Entered&)> cell) {
        if (shown) {
            input.columns << column;
            cells << std::move(cell);
        }
    };
    add(any([](const auto& p) { return p.rank.has_value(); }), numberColumn(Sheets::tr("Rank"), 3),
        [](const auto& p) { return p.rank ? integer(*p.rank) : Cell(QString()); });
    add(any([](const auto& p) { return p.score.has_value(); }), numberColumn(Sheets::tr("Score"), 3),
        [](const auto& p) { return optionalNumber(p.score); });
    add(any([](const auto& p) { return !p.team.isEmpty(); }), textColumn(Sheets::tr("Team"), 4),
        [](const auto& p) { return Cell(p.team); });
    add(any([](const auto& p) { return p.morale.has_value(); }), numberColumn(Sheets::tr("Morale"), 3),
        [](const auto& p) { return optionalNumber(p.morale); });
    add(any([](const auto& p) { return p.moraleLost.has_value(); }), numberColumn(Sheets::tr("Morale lost"), 3),
        [](const auto& p) { return optionalNumber(p.moraleLost); });
    add(any([](const auto& p) { return p.armyPoints.has_value(); }), numberColumn(Sheets::tr("Army points"), 3),
        [](const auto& p) { return p.armyPoints ? integer(*p.armyPoints) : Cell(QString()); });
    add(any([](const auto& p) { return p.turns.has_value(); }), numberColumn(Sheets::tr("Turns"), 3),
        [](const auto& p) { return p.turns ? integer(*p.turns) : Cell(QString()); });
    add(any([](const auto& p) { return p.left; }), textColumn(Sheets::tr("Left"), 3),
        [](const auto& p) { return p.left ? Cell(Sheets::tr("left"), QVariant(true)) : Cell(QString()); });
    for (int i = 0; i < entered.size() && i < x.playerNames.size(); ++i) {
        QList<Cell> row{Cell(x.playerNames[i])};
        for (const auto& cell : std::as_const(cells)) {
            row << cell(entered[i]);
        }
        input.rows << row;
    }
    return input;
}

/// The result as entered, with what the match was besides its table (deals,
/// duration, outcome, void) and why it is not rated.
Section resultSection(const club::Explanation& x)
{
    Section result;
    result.tables << enteredTable(x);
    result.heading = result.tables.first().caption;
    QStringList facts;
    if (x.record.deals) {
        facts << Sheets::tr("%1 deals").arg(locale().toString(*x.record.deals));
    }
    if (x.record.durationMin) {
        facts << Sheets::tr("%1 minutes").arg(locale().toString(*x.record.durationMin));
    }
    if (x.record.outcome != rating::Outcome::None) {
        facts << Sheets::tr("outcome %1").arg(QString::fromLatin1(rating::outcomeKey(x.record.outcome).data()));
    }
    if (x.record.isVoid) {
        facts << Sheets::tr("declared void");
    }
    if (!facts.isEmpty()) {
        result.paragraphs << capitalised(facts.join(QStringLiteral(", "))) + QLatin1Char('.');
    }
    if (!x.unratedReason.isEmpty()) {
        result.paragraphs << Sheets::tr("Not rated: %1. It counts nowhere (no rating change, no placement points).")
                                 .arg(club::unratedReasonText(x.unratedReason));
    }
    return result;
}

/// The positions of the first `players`: a whole place, or the run of
/// places tied players share ("1–2"), as the words say; CSV keeps the mean
/// position used.
QList<Cell> positionRow(const QList<rating::RatingChange>& changes, int players)
{
    using C = rating::RatingChange;
    QList<Cell> cells{Cell(Sheets::tr("Position (ties share)"))};
    for (int i = 0; i < players; ++i) {
        const double mine = changes[i].position;
        const rating::Places places = rating::placesOf(changes, mine, [](const C& c) { return c.position; });
        const QString text = places.count > 1 ? Sheets::tr("%1–%2", "places shared by tied players")
                                                    .arg(locale().toString(places.first),
                                                         locale().toString(places.first + places.count - 1))
                                              : locale().toString(places.first);
        cells << Cell(text, QVariant(mine));
    }
    return cells;
}

/// Every number the rule set used: one row per quantity, one column per
/// player.
Table numbersTable(const club::Explanation& x)
{
    Table numbers;
    numbers.caption = Sheets::tr("Every number used");
    numbers.columns << textColumn(Sheets::tr("Quantity"), 14);
    const int players = static_cast<int>(std::min(x.changes.size(), x.playerNames.size()));
    for (int i = 0; i < players; ++i) {
        numbers.columns << numberColumn(x.playerNames[i], 5);
    }
    const auto row = [&](const QString& label, const std::function<double(const rating::RatingChange&)>& value,
                         int decimals) {
        QList<Cell> cellsOfRow{Cell(label)};
        for (int i = 0; i < players; ++i) {
            cellsOfRow << shortDecimal(value(x.changes[i]), decimals);
        }
        numbers.rows << cellsOfRow;
    };
    const auto flagRow = [&](const QString& label, const std::function<bool(const rating::RatingChange&)>& value) {
        QList<Cell> cellsOfRow{Cell(label)};
        for (int i = 0; i < players; ++i) {
            const bool v = value(x.changes[i]);
            cellsOfRow << Cell(v ? Sheets::tr("yes") : Sheets::tr("no"), QVariant(v));
        }
        numbers.rows << cellsOfRow;
    };
    using C = rating::RatingChange;
    const bool anyFloor = std::any_of(x.changes.cbegin(), x.changes.cend(), [](const C& c) { return c.floored; });
    // The rule set's own numbers, labelled with the parameters in force.
    const auto rules = club::ruleSetOf(x);
    for (const rating::Quantity& q : rules->quantities()) {
        const QString label = club::quantityLabel(q, locale());
        if (q.flag) {
            flagRow(label, [read = q.value](const C& c) { return read(c) != 0.0; });
        } else {
            row(label, q.value, q.decimals);
        }
    }
    if (anyFloor) {
        flagRow(Sheets::tr("Floor applied"), [](const C& c) { return c.floored; });
    }
    numbers.rows << positionRow(x.changes, players);
    row(
        Sheets::tr("Placement points (Hall of Fame)"), [](const C& c) { return c.placementPoints; }, 2);
    return numbers;
}

} // namespace

std::optional<Report> explanationCard(club::Club& club, const QString& match, club::Status& status)
{
    const auto x = club.explainer().explain(match, locale()); // the sheet's numbers: "104,89" in French
    if (!x) {
        status = x.status();
        return std::nullopt;
    }
    const auto game = club.catalogue().game(x->game);
    const auto params =
        game ? club.catalogue().parameters(x->game) : club::Expected<QList<rating::Parameter>>(game.status());
    if (!params) {
        status = params.status();
        return std::nullopt;
    }
    Report r;
    r.language = languageName();
    r.club = club.name();
    r.title = Sheets::tr("Match %1 — %2").arg(x->match, x->game);
    r.dateLine = Sheets::tr("Played on %1").arg(Sheets::playedAt(x->playedAt));
    r.footer = Sheets::ruleSetLine(*game, *params);
    r.sections << resultSection(*x);
    if (!x->changes.isEmpty()) {
        Section used;
        used.tables << numbersTable(*x);
        used.heading = used.tables.first().caption;
        r.sections << used;
    }
    Section words;
    words.heading = Sheets::tr("The calculation in words");
    words.lines = x->lines;
    r.sections << words;
    return r;
}

namespace {

/// The rule set's parameters of a game as a sheet kept it (the values the
/// club had set then, the defaults for the rest).
std::optional<QList<rating::Parameter>> parametersOf(const club::Game& game, club::Status& status)
{
    const auto rules = club::GameCatalogue::ruleSetFor(game);
    if (!rules) {
        status = rules.status();
        return std::nullopt;
    }
    const std::vector<rating::Parameter> params = (*rules)->parameters();
    return QList<rating::Parameter>(params.cbegin(), params.cend());
}

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

} // namespace

namespace {

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

    Report r;
    r.language = languageName();
    r.club = club.name();
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

        const auto params = parametersOf(now.game, status);
        if (!params) {
            return std::nullopt;
        }
        Section page = Sheets::standingsSection(now, g.before, before, *params);
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
    Table risen = movementsTable(Sheets::tr("Biggest rating gains"), Sheets::tr("No rating rose in this season."),
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

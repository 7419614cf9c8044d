// The club's pages (site.h): each page made from the club's reads and the
// printed sheets (sheets.h), in HTML by sitehtml.h.

#include "report/sheetparts.h"
#include "report/sheets.h"
#include "report/site.h"
#include "report/sitehtml.h"

#include <algorithm>

namespace palmares::report {

using sheet::Sheets;
using site::Links;
using site::Site;

namespace {

/// A stored date-time ("YYYY-MM-DDTHH:MM:SS") as naive wall time.
QDateTime wallTime(const QString& stored)
{
    return QDateTime::fromString(stored + QLatin1Char('Z'), Qt::ISODate);
}

/// The file of a record: its kind, its id (unique, and the same from one
/// publication to the next) and its name's slug (readable).
QString fileOf(const char* kind, qint64 id, const QString& name)
{
    const QString part = slug(name);
    return QLatin1String(kind) + QLatin1Char('-') + QString::number(id) +
           (part.isEmpty() ? QString() : QLatin1Char('-') + part) + QStringLiteral(".html");
}

/// What the pages are built from, read once.
struct Context {
    Context(club::Club& c, const SiteOptions& o, club::Status& s) : club(c), options(o), status(s) {}

    club::Club& club;
    const SiteOptions& options;
    club::Status& status;
    QDate at;
    bool anyResult = false;
    QString clubName;
    QString language;
    QList<club::Game> games;
    QList<club::Player> players; ///< those with a match
    QHash<qint64, club::PlayerActivity> activity;
    QList<club::Season> seasons;
    QList<club::Event> events;
    QStringList lastPlayed; ///< every match's date-time, latest first
    Links playerFiles;
    Links gameFiles;
    Links seasonFiles;
    Links eventFiles;
    QList<SitePage> pages;

    template <typename T>
    bool take(club::Expected<T>&& read, T& into)
    {
        if (!read) {
            status = read.status();
            return false;
        }
        into = *std::move(read);
        return true;
    }

    void add(const site::Page& page)
    {
        site::Page p = page;
        p.club = clubName;
        p.language = language;
        pages << SitePage{p.file, site::pageHtml(p).toUtf8()};
    }

    /// A page made of a sheet: its title, date line, footer and sections,
    /// then `extra` (already HTML).
    void add(const QString& file, const Report& r, const QString& extra = {})
    {
        site::Page p;
        p.file = file;
        p.title = r.title;
        p.dateLine = r.dateLine;
        p.footer = r.footer;
        for (const Section& s : r.sections) {
            p.body += site::sectionHtml(s, r.title, playerFiles, gameFiles);
        }
        p.body += extra;
        add(p);
    }
};

bool readClub(Context& c)
{
    c.clubName = c.club.name();
    c.language = sheet::reportOf(c.club).language;
    QList<club::Player> roster;
    QList<club::ResultRow> results;
    if (!c.take(c.club.catalogue().games(), c.games) || !c.take(c.club.roster().players(), roster) ||
        !c.take(c.club.archive().playerActivity(), c.activity) || !c.take(c.club.seasons().list(), c.seasons) ||
        !c.take(c.club.events().list(), c.events) || !c.take(c.club.archive().results(), results)) {
        return false;
    }
    for (const club::ResultRow& r : results) {
        c.lastPlayed << r.playedAt;
    }
    std::sort(c.lastPlayed.begin(), c.lastPlayed.end(), std::greater<>());
    c.anyResult = !c.lastPlayed.isEmpty();
    c.at = c.options.at.value_or(c.anyResult ? wallTime(c.lastPlayed.front()).date() : QDate::currentDate());
    for (const club::Player& p : roster) {
        if (c.activity.contains(p.id)) {
            c.players << p;
            c.playerFiles.insert(p.name, fileOf("player", p.id, p.name));
        }
    }
    for (const club::Game& g : c.games) {
        c.gameFiles.insert(g.name, fileOf("game", g.id, g.name));
    }
    for (const club::Season& s : c.seasons) {
        c.seasonFiles.insert(s.name, fileOf("season", s.id, s.name));
    }
    for (const club::Event& e : c.events) {
        c.eventFiles.insert(e.name, fileOf("event", e.id, e.name));
    }
    return true;
}

QString sectionOf(const QString& heading, const QString& body)
{
    return QStringLiteral("<section>\n<h2>") + site::escaped(heading) + QStringLiteral("</h2>\n") + body +
           QStringLiteral("</section>\n");
}

QString gamesTable(Context& c)
{
    QHash<qint64, int> counts;
    if (!c.take(c.club.archive().matchCounts(), counts)) {
        return {};
    }
    Table t;
    t.caption = Site::tr("The club's games");
    t.empty = Site::tr("No game yet.");
    t.columns << sheet::textColumn(Sheets::tr("Game")) << sheet::textColumn(Site::tr("Rule set"))
              << sheet::numberColumn(Site::tr("Matches"));
    for (const club::Game& g : c.games) {
        t.rows << QList<Cell>{Cell(g.name), Cell(club::ruleSetName(g.system)), sheet::integer(counts.value(g.id))};
    }
    return site::tableHtml(t, t.caption, {{0, &c.gameFiles}});
}

QString lastResults(Context& c)
{
    if (!c.anyResult) {
        return QStringLiteral("<p class=\"muted\">") + site::escaped(Site::tr("No result yet.")) +
               QStringLiteral("</p>\n");
    }
    const qsizetype n = std::min<qsizetype>(c.options.lastResults, c.lastPlayed.size());
    const QDate from = wallTime(c.lastPlayed[n - 1]).date();
    club::PeriodMatches period;
    if (!c.take(c.club.archive().matchesBetween(from, wallTime(c.lastPlayed.front()).date()), period)) {
        return {};
    }
    QList<club::RecordedMatch> matches = period.matches;
    std::stable_sort(matches.begin(), matches.end(), [](const club::RecordedMatch& a, const club::RecordedMatch& b) {
        return a.playedAt > b.playedAt;
    });
    matches = matches.mid(0, n);
    Table t = sheet::resultsTable(matches);
    t.caption = Site::tr("The last results");
    return site::tableHtml(t, t.caption, {{1, &c.gameFiles}});
}

QString eventsTable(Context& c, const QString& caption, bool past)
{
    Table t;
    t.caption = caption;
    t.columns << sheet::textColumn(Site::tr("Event")) << sheet::textColumn(Sheets::tr("Game"))
              << sheet::textColumn(Site::tr("First day")) << sheet::textColumn(Site::tr("Last day"));
    for (const club::Event& e : c.events) {
        if ((e.lastDay() < c.at) == past) {
            t.rows << QList<Cell>{Cell(e.name), Cell(e.game), Cell(formatDate(e.first)), Cell(formatDate(e.lastDay()))};
        }
    }
    if (t.rows.isEmpty()) {
        return {};
    }
    return site::tableHtml(t, caption, {{0, &c.eventFiles}, {1, &c.gameFiles}});
}

QString seasonsTable(Context& c)
{
    Table t;
    t.caption = Site::tr("Seasons");
    t.columns << sheet::textColumn(Site::tr("Season")) << sheet::textColumn(Site::tr("Games"))
              << sheet::textColumn(Site::tr("First day")) << sheet::textColumn(Site::tr("Last day"))
              << sheet::textColumn(Site::tr("State"));
    for (const club::Season& s : c.seasons) {
        t.rows << QList<Cell>{Cell(s.name), Cell(s.game.isEmpty() ? Site::tr("every game") : s.game),
                              Cell(formatDate(s.first)), Cell(formatDate(s.last)),
                              Cell(s.closed() ? Site::tr("closed") : Site::tr("open"))};
    }
    return site::tableHtml(t, t.caption, {{0, &c.seasonFiles}, {1, &c.gameFiles}});
}

bool indexPage(Context& c)
{
    site::Page p;
    p.file = QStringLiteral("index.html");
    p.title = c.clubName;
    p.dateLine = c.anyResult ? Site::tr("Results up to %1").arg(formatDate(c.at)) : Site::tr("No result yet.");
    p.body += sectionOf(Site::tr("Games"), gamesTable(c));
    p.body += sectionOf(Site::tr("Last results"), lastResults(c));
    if (!c.events.isEmpty()) {
        p.body += sectionOf(Site::tr("Events"), eventsTable(c, Site::tr("Current and coming events"), false) +
                                                    eventsTable(c, Site::tr("Past events"), true));
    }
    if (!c.seasons.isEmpty()) {
        p.body += sectionOf(Site::tr("Seasons"), seasonsTable(c));
    }
    if (!c.status.ok()) {
        return false;
    }
    c.add(p);
    return true;
}

/// A player's ratings in `game` after each match, up to the site's day.
bool ratingsOf(Context& c, const QString& player, const QString& game, site::ChartSeries& series)
{
    QList<club::HistoryRow> rows;
    if (!c.take(c.club.archive().history(player, game), rows)) {
        return false;
    }
    series.label = player;
    for (const club::HistoryRow& r : rows) {
        const QDateTime when = wallTime(r.playedAt);
        if (when.date() <= c.at) {
            series.points << qMakePair(when, r.after);
        }
    }
    return true;
}

/// The rating chart of the game's top ranked players (none for a `points`
/// game: it has no rating).
QString topChart(Context& c, const club::Game& game)
{
    club::Standings standings;
    if (!c.take(c.club.rankings().standings(game.name, c.at), standings) || standings.fromHallOfFame) {
        return {};
    }
    QList<site::ChartSeries> series;
    for (const club::StandingRow& r : standings.rows) {
        if (series.size() >= c.options.chartPlayers) {
            break;
        }
        if (r.rank > 0) {
            series << site::ChartSeries{};
            if (!ratingsOf(c, r.player, game.name, series.back())) {
                return {};
            }
        }
    }
    if (series.isEmpty()) {
        return {};
    }
    const QString title =
        Site::tr("Ratings of the top %Ln players over time", nullptr, static_cast<int>(series.size()));
    return sectionOf(title, site::svgChart(title, series, standings.decimals));
}

bool gamePage(Context& c, const club::Game& game)
{
    Options o;
    o.game = game.name;
    o.at = c.at;
    const std::optional<Report> r = standingsSheet(c.club, o, c.status);
    if (!r) {
        return false;
    }
    const QString chart = topChart(c, game);
    if (!c.status.ok()) {
        return false;
    }
    c.add(c.gameFiles.value(game.name), *r, chart);
    return true;
}

bool hallOfFamePage(Context& c)
{
    Options o;
    o.to = c.at;
    const std::optional<Report> r = hallOfFameSheet(c.club, o, c.status);
    if (!r) {
        return false;
    }
    c.add(QStringLiteral("hall-of-fame.html"), *r);
    return true;
}

bool playersPage(Context& c)
{
    Table t;
    t.caption = Site::tr("Players");
    t.empty = Site::tr("No player has played yet.");
    t.columns << sheet::textColumn(Sheets::tr("Player")) << sheet::numberColumn(Site::tr("Matches"))
              << sheet::textColumn(Site::tr("Last played")) << sheet::textColumn(Site::tr("Games"));
    for (const club::Player& p : c.players) {
        const club::PlayerActivity& a = c.activity[p.id];
        t.rows << QList<Cell>{Cell(p.name), sheet::integer(a.matches), Cell(formatDate(wallTime(a.lastPlayed).date())),
                              Cell(a.games.join(QStringLiteral(", ")))};
    }
    site::Page page;
    page.file = QStringLiteral("players.html");
    page.title = Site::tr("Players");
    page.body = site::tableHtml(t, t.caption, {{0, &c.playerFiles}});
    c.add(page);
    return true;
}

bool seasonPage(Context& c, const club::Season& s)
{
    const std::optional<Report> r = seasonReport(c.club, s.name, c.status);
    if (!r) {
        return false;
    }
    c.add(c.seasonFiles.value(s.name), *r);
    return true;
}

bool eventPage(Context& c, const club::Event& e)
{
    EventParts parts;
    parts.pairings = false;
    parts.scoreSheets = false;
    const std::optional<Report> r = eventReport(c.club, e.name, std::nullopt, parts, c.status);
    if (!r) {
        return false;
    }
    c.add(c.eventFiles.value(e.name), *r);
    return true;
}

/// "3", or "2–3" when he shared the places with others.
QString placeText(const club::ProfileMatch& m)
{
    const QLocale l = sheet::locale();
    return m.placesShared > 1 ? l.toString(m.place) + QStringLiteral("–") + l.toString(m.place + m.placesShared - 1)
                              : l.toString(m.place);
}

/// A player's games at a glance: his rank, rating, best, worst, matches.
QString summaryTable(Context& c, const club::PlayerProfile& profile)
{
    Table t;
    t.caption = Site::tr("Games");
    t.columns << sheet::textColumn(Sheets::tr("Game")) << sheet::numberColumn(Site::tr("Rank"))
              << sheet::numberColumn(Site::tr("Rating")) << sheet::numberColumn(Site::tr("Best"))
              << sheet::numberColumn(Site::tr("Worst")) << sheet::numberColumn(Site::tr("Matches"))
              << sheet::numberColumn(Site::tr("Wins")) << sheet::numberColumn(Site::tr("Draws"))
              << sheet::numberColumn(Site::tr("Losses"));
    for (const club::GameProfile& g : profile.games) {
        const club::StandingRow& s = g.standing;
        Cell rank = s.rank > 0
                        ? Cell(Site::tr("%1 of %2")
                                   .arg(sheet::locale().toString(s.rank), sheet::locale().toString(g.rankedPlayers)))
                        : Cell(QString());
        Cell rating = sheet::decimal(s.displayed, g.decimals);
        if (s.provisional) {
            rating.text = QLatin1Char('~') + rating.text;
        }
        t.rows << QList<Cell>{Cell(g.game.name),
                              rank,
                              rating,
                              g.hasRating ? sheet::decimal(g.best, g.decimals) : Cell(QString()),
                              g.hasRating ? sheet::decimal(g.worst, g.decimals) : Cell(QString()),
                              sheet::integer(s.games),
                              sheet::integer(s.wins),
                              sheet::integer(s.draws),
                              sheet::integer(s.losses)};
    }
    t.note = Site::tr("~ a provisional rating.");
    return site::tableHtml(t, t.caption, {{0, &c.gameFiles}});
}

/// His most recent results in one game, latest first.
QString resultsOf(Context& c, const club::GameProfile& g)
{
    Table t;
    t.caption = Site::tr("Results in %1").arg(g.game.name);
    t.columns << sheet::textColumn(Sheets::tr("Date")) << sheet::textColumn(Sheets::tr("Match"))
              << sheet::textColumn(Site::tr("Opponents")) << sheet::numberColumn(Site::tr("Place"))
              << sheet::numberColumn(Site::tr("Change")) << sheet::numberColumn(Site::tr("Rating after"));
    for (auto m = g.matches.crbegin(); m != g.matches.crend() && t.rows.size() < c.options.playerResults; ++m) {
        t.rows << QList<Cell>{
            Cell(Sheets::playedAt(m->row.playedAt)),         Cell(m->row.match),
            Cell(m->opponents.join(QStringLiteral(", "))),   Cell(placeText(*m)),
            sheet::signedDecimal(m->row.change, g.decimals), sheet::decimal(m->row.after, g.decimals)};
    }
    if (g.matches.size() > t.rows.size()) {
        t.note = Site::tr("The %Ln most recent of %1 matches.", nullptr, static_cast<int>(t.rows.size()))
                     .arg(sheet::locale().toString(g.matches.size()));
    }
    // The date is the row's header: a match is known by its day.
    return site::tableHtml(t, t.caption);
}

bool playerPage(Context& c, const club::Player& player)
{
    club::PlayerProfile profile;
    if (!c.take(c.club.stories().profile(player.name), profile)) {
        return false;
    }
    site::Page p;
    p.file = c.playerFiles.value(player.name);
    p.title = player.name;
    const club::PlayerActivity& a = profile.activity;
    p.dateLine =
        Site::tr("%Ln matches, the last on %1", nullptr, a.matches).arg(formatDate(wallTime(a.lastPlayed).date()));
    // His rank in the Hall of Fame of every game is left to its page: it
    // moves with every result of the club, and would rewrite every player's
    // page after each one.
    p.body += summaryTable(c, profile);
    for (const club::GameProfile& g : profile.games) {
        QString body;
        if (g.hasRating && !g.matches.isEmpty()) {
            site::ChartSeries series{player.name, {}};
            for (const club::ProfileMatch& m : g.matches) {
                series.points << qMakePair(wallTime(m.row.playedAt), m.row.after);
            }
            body += site::svgChart(Site::tr("Rating of %1 in %2 over time").arg(player.name, g.game.name), {series},
                                   g.decimals);
        }
        body += resultsOf(c, g);
        p.body += sectionOf(g.game.name, body);
    }
    c.add(p);
    return true;
}

} // namespace

std::optional<QList<SitePage>> sitePages(club::Club& club, const SiteOptions& options, club::Status& status)
{
    status = {};
    Context c(club, options, status);
    if (!readClub(c) || !indexPage(c) || !hallOfFamePage(c) || !playersPage(c)) {
        return std::nullopt;
    }
    for (const club::Game& g : c.games) {
        if (!gamePage(c, g)) {
            return std::nullopt;
        }
    }
    for (const club::Player& p : c.players) {
        if (!playerPage(c, p)) {
            return std::nullopt;
        }
    }
    for (const club::Season& s : c.seasons) {
        if (!seasonPage(c, s)) {
            return std::nullopt;
        }
    }
    for (const club::Event& e : c.events) {
        if (!eventPage(c, e)) {
            return std::nullopt;
        }
    }
    c.pages << SitePage{QStringLiteral("style.css"), site::styleSheet().toUtf8()};
    return c.pages;
}

} // namespace palmares::report

// Leaderboard benchmark (issue 4, "Views"): the leaderboard of a club of
// 100,000 players must sort and filter in under 50 ms. Builds synthetic
// standings, then times LeaderboardModel::setStandings, a sort by every
// column both ways and a few text filters through FilterProxy, as the window
// uses them (the proxy's mapping is rebuilt, as a view would ask for it).
// Prints the median of several runs in ms; asserts nothing.
//
//   leaderboard_bench [--players 100000] [--runs 7]

#include "ui/models/filterproxy.h"
#include "ui/models/leaderboardmodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace palmares;

namespace {

const char* const FirstNames[] = {"Alice",   "Bob",     "Chloé",  "David", "Éloïse", "François", "Gaëlle",  "Hugo",
                                  "Inès",    "Jérôme",  "Kévin",  "Léa",   "Maël",   "Noémie",   "Océane",  "Pierre",
                                  "Quentin", "Raphaël", "Sophie", "Thaïs", "Ulysse", "Valérie",  "William", "Zoé"};
const char* const LastNames[] = {"Martin", "Bernard", "Dubois",   "Thomas",  "Robert",  "Richard",  "Petit",
                                 "Durand", "Leroy",   "Moreau",   "Simon",   "Laurent", "Lefèvre",  "Michel",
                                 "Garcia", "David",   "Bertrand", "Roux",    "Vincent", "Fournier", "Morel",
                                 "Girard", "André",   "Lefebvre", "Mercier", "Dupont",  "Lambert",  "Bonnet"};
const char* const Categories[] = {"beginner", "intermediate", "advanced", "expert", "master"};

club::Standings synthetic(int players, QRandomGenerator& random, double share, qint64 firstId)
{
    club::Standings s;
    s.game.name = QStringLiteral("Chess");
    s.game.system = rating::System::EloProvisional;
    s.rows.reserve(players);
    for (int i = 0; i < players; ++i) {
        club::StandingRow r;
        r.playerId = firstId + i;
        if (random.generateDouble() > share) {
            continue;
        }
        r.player = QString::fromUtf8(FirstNames[random.bounded(int(std::size(FirstNames)))]) + QLatin1Char(' ') +
                   QString::fromUtf8(LastNames[random.bounded(int(std::size(LastNames)))]) + QLatin1Char(' ') +
                   QString::number(i);
        r.rating = r.displayed = std::round(600 + random.bounded(1800.0));
        r.games = random.bounded(400);
        r.wins = random.bounded(r.games + 1);
        r.losses = random.bounded(r.games - r.wins + 1);
        r.draws = r.games - r.wins - r.losses;
        r.provisional = r.games < 20;
        r.category = QString::fromLatin1(Categories[random.bounded(int(std::size(Categories)))]);
        r.lastPlayed =
            QDate(2020, 1, 1).addDays(random.bounded(2500)).toString(Qt::ISODate) + QStringLiteral("T20:00:00");
        s.rows.append(r);
    }
    std::sort(s.rows.begin(), s.rows.end(),
              [](const club::StandingRow& a, const club::StandingRow& b) { return a.rating > b.rating; });
    for (int i = 0; i < s.rows.size(); ++i) {
        s.rows[i].rank = i > 0 && s.rows[i - 1].rating == s.rows[i].rating ? s.rows[i - 1].rank : i + 1;
    }
    return s;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

/// Median ms of `runs` calls of `step` (each after `before`, untimed).
double time(int runs, const std::function<void()>& before, const std::function<void()>& step)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        before();
        QElapsedTimer timer;
        timer.start();
        step();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    return median(ms);
}

/// What a view does after a change: count the rows and map the first ones.
int touch(const QAbstractItemModel& proxy)
{
    const int rows = proxy.rowCount();
    for (int row = 0; row < std::min(rows, 40); ++row) {
        (void)proxy.index(row, 0).data();
    }
    return rows;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const auto option = [&](const char* name, int fallback) {
        const qsizetype i = args.indexOf(QString::fromLatin1(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
    };
    const int players = option("--players", 100000);
    const int runs = std::max(1, option("--runs", 7));

    QRandomGenerator random(20261130);
    const club::Standings now = synthetic(players, random, 1.0, 1);
    QRandomGenerator randomBefore(20261030);
    // A month ago: 95 % of the players, other ratings.
    const club::Standings monthAgo = synthetic(players, randomBefore, 0.95, 1);

    ui::LeaderboardModel model;
    ui::FilterProxy proxy;
    proxy.setSourceModel(&model);

    std::printf("leaderboard of %d players (%d a month ago), median of %d runs, ms\n", int(now.rows.size()),
                int(monthAgo.rows.size()), runs);
    const double set = time(
        runs, [] {},
        [&] {
            model.setStandings(now, monthAgo);
            touch(proxy);
        });
    std::printf("%-32s %8.1f\n", "setStandings (+ proxy mapping)", set);

    double worstSort = 0;
    for (int column = 0; column < ui::LeaderboardModel::ColumnCount; ++column) {
        const QString name = model.headerData(column, Qt::Horizontal).toString();
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const double ms = time(
                runs, [&] { proxy.sort(-1); },
                [&] {
                    proxy.sort(column, order);
                    touch(proxy);
                });
            worstSort = std::max(worstSort, ms);
            std::printf("sort %-16s %-10s %8.1f\n", qPrintable(name),
                        order == Qt::AscendingOrder ? "ascending" : "descending", ms);
        }
    }

    double worstFilter = 0;
    for (const char* text : {"eloise", "e", "martin 12", "ma", "zzz", ""}) {
        int shown = 0;
        const double ms = time(
            runs, [&] { proxy.setFilterText(QStringLiteral("reset")); },
            [&] {
                proxy.setFilterText(QString::fromUtf8(text));
                shown = touch(proxy);
            });
        worstFilter = std::max(worstFilter, ms);
        std::printf(
            "filter %-24s %8.1f  (%d rows)\n",
            qPrintable(*text ? QStringLiteral("\"%1\"").arg(QString::fromUtf8(text)) : QStringLiteral("cleared")), ms,
            shown);
    }
    // Sorting while a filter is on: the proxy maps the filtered rows again.
    proxy.setFilterText(QStringLiteral("ma"));
    const double filteredSort = time(
        runs, [&] { proxy.sort(-1); },
        [&] {
            proxy.sort(ui::LeaderboardModel::Player, Qt::AscendingOrder);
            touch(proxy);
        });
    worstSort = std::max(worstSort, filteredSort);
    std::printf("%-32s %8.1f\n", "sort by player, filter \"ma\" on", filteredSort);
    std::printf("worst sort %.1f ms, worst filter %.1f ms (target < 50 ms): %s\n", worstSort, worstFilter,
                worstSort < 50 && worstFilter < 50 ? "met" : "NOT met");
    return 0;
}

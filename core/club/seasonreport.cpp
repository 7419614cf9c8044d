#include "seasonreport.h"

#include "rulebook.h"

#include <QHash>

#include <algorithm>

namespace palmares::club {

namespace {

/// The players of a Hall of Fame by their matches, most first, ranked
/// (equal counts share a rank).
QList<SeasonActivity> activityOf(const HallOfFame& fame)
{
    QList<SeasonActivity> out;
    for (const HallOfFameRow& r : fame.rows) {
        if (r.participations > 0) {
            out.append({0, r.playerId, r.player, r.participations});
        }
    }
    std::sort(out.begin(), out.end(), [](const SeasonActivity& a, const SeasonActivity& b) {
        if (a.matches != b.matches) {
            return a.matches > b.matches;
        }
        return a.player.localeAwareCompare(b.player) < 0;
    });
    for (qsizetype i = 0; i < out.size(); ++i) {
        out[i].rank = i > 0 && out[i - 1].matches == out[i].matches ? out[i - 1].rank : static_cast<int>(i) + 1;
    }
    return out;
}

/// Rank 1 of a game's standings, when it had a rated match in the season.
QList<StandingRow> championsOf(const SeasonGameReport& game)
{
    QList<StandingRow> out;
    if (game.matches > 0) {
        for (const StandingRow& r : game.standings.rows) {
            if (r.rank == 1) {
                out.append(r);
            }
        }
    }
    return out;
}

/// The players of `game` who played in the season and whose rating rose,
/// the biggest gain first; a new player's from the starting rating he
/// brought (`starts`, by id). A newcomer who brought none had no rating to
/// gain from: his first match gives him one, which is not a gain (issue 43:
/// the list was newcomers' first ratings), so he is left out.
QList<SeasonGain> gainsOf(const SeasonGameReport& game, const QHash<qint64, double>& starts)
{
    QHash<qint64, const StandingRow*> before;
    for (const StandingRow& r : game.before.rows) {
        before.insert(r.playerId, &r);
    }
    QHash<qint64, const StandingRow*> after;
    for (const StandingRow& r : game.standings.rows) {
        after.insert(r.playerId, &r);
    }
    QList<SeasonGain> gains;
    for (const SeasonActivity& a : game.mostActive) {
        const StandingRow* now = after.value(a.playerId);
        if (now == nullptr) {
            continue;
        }
        const StandingRow* then = before.value(a.playerId);
        if (then == nullptr && !starts.contains(a.playerId)) {
            continue;
        }
        const SeasonGain gain{
            a.playerId,     now->player,     then != nullptr ? then->displayed : starts.value(a.playerId),
            now->displayed, then == nullptr, now->provisional};
        if (gain.gain() > 0) {
            gains.append(gain);
        }
    }
    std::sort(gains.begin(), gains.end(), [](const SeasonGain& a, const SeasonGain& b) {
        if (a.gain() != b.gain()) {
            return a.gain() > b.gain();
        }
        return a.player.localeAwareCompare(b.player) < 0;
    });
    return gains;
}

} // namespace

Expected<SeasonReport> seasonReport(const SeasonSheets& sheets)
{
    SeasonReport report;
    report.season = sheets.season;
    report.kept = sheets.kept;
    report.hallOfFame = sheets.hallOfFame;
    report.mostActive = activityOf(sheets.hallOfFame);
    for (qsizetype g = 0; g < sheets.standings.size(); ++g) {
        SeasonGameReport game;
        game.standings = sheets.standings.at(g);
        if (g < sheets.before.size()) {
            game.before = sheets.before.at(g);
        }
        const HallOfFame fame = g < sheets.gameHallsOfFame.size() ? sheets.gameHallsOfFame.at(g) : HallOfFame{};
        game.matches = fame.matches;
        game.mostActive = activityOf(fame);
        game.champions = championsOf(game);
        if (!game.standings.fromHallOfFame && !game.mostActive.isEmpty()) {
            game.gains = gainsOf(game, sheets.starts.value(g));
        }
        report.games.append(game);
    }
    return report;
}

Expected<SeasonReport> seasonReport(Seasons& seasons, const QString& name)
{
    const auto sheets = seasons.sheets(name);
    if (!sheets) {
        return sheets.status();
    }
    return seasonReport(*sheets);
}

} // namespace palmares::club

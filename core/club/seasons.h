#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "rankings.h"
#include "rerater.h"
#include "rulebook.h"
#include "season.h"
#include "status.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::club {

/// A season's sheets: each game it covers, its standings at the last day
/// and what the season report reads beside them (its standings just before
/// the first day, its Hall of Fame over the days), and the Hall of Fame of
/// all its games over its days. A closed season's are what it kept when it
/// was closed; an open season's are read as the results stand.
struct SeasonSheets {
    Season season;
    QList<Standings> standings; ///< per game covered, at the last day
    HallOfFame hallOfFame;      ///< of the games covered, over the days
    /// Per game, in the order of `standings`: just before the first day.
    QList<Standings> before;
    /// Per game, in the order of `standings`: its Hall of Fame over the days.
    QList<HallOfFame> gameHallsOfFame;
    /// Per game, in the order of `standings`: the displayed starting rating
    /// of each player who brought one (RATING_RULES.md, "Starting ratings"),
    /// by player id; a newcomer's gain is measured from it.
    QList<QHash<qint64, double>> starts;
    /// Read back from what the closed season kept. (A season closed before
    /// the season report kept no `before` nor `gameHallsOfFame`: those are
    /// read as the results stand.)
    bool kept = false;
};

/// The club's seasons: defined, listed, closed (their standings and Hall of
/// Fame kept as they were). A write that would change the ratings or results
/// inside a closed season (a result dated in it or before its end,
/// corrected, added or deleted; a game's parameters changed) is refused,
/// naming the season, unless the caller confirmed it
/// (Club::confirmClosedSeasons): RuleBook::guard, which Rerater calls, as it
/// reads the days a game starts afresh (RuleBook::freshStarts) from the
/// seasons defined here. The ratings keep running
/// across seasons (the seed rules never reset), unless a game starts afresh
/// each season (Game::freshStartEachSeason): then adding or removing a
/// season of it re-rates it from the season's first day, in the same
/// transaction and through the same guard.
class Seasons
{
public:
    Seasons(ClubContext& context, RuleBook& rules, Rankings& rankings, Rerater& rerater)
        : m_context(context),
          m_rules(rules),
          m_rankings(rankings),
          m_rerater(rerater)
    {}

    /// Every season, by first day.
    Expected<QList<Season>> list();
    /// The season called `name` (normalised as every name), or a failure.
    Expected<Season> season(const QString& name);
    /// Adds a season of every game (`game` empty) or of one. Refused: an
    /// empty or invisible-holding name, one already taken (or spelled the
    /// same but for case and accents), a last day before the first, an
    /// unknown game, and days shared with another season of the same game
    /// unless the club lets seasons overlap. Each game it covers that starts
    /// afresh each season is re-rated from its first day.
    Status add(const QString& name, const QDate& first, const QDate& last, const QString& game = {});
    /// Removes an open season (a closed one must be reopened first); each
    /// game it covered that starts afresh each season is re-rated from its
    /// first day.
    Status remove(const QString& name);
    /// Closes a season: its standings at its last day and its Hall of Fame
    /// are kept as they stand now, and later writes inside it ask first.
    Status close(const QString& name);
    /// Opens a closed season again: what it kept is dropped.
    Status reopen(const QString& name);

    /// What a closed season kept (a failure for an open one).
    Expected<SeasonSheets> kept(const QString& name);
    /// A season's sheets: as kept for a closed season, as the results stand
    /// for an open one (what the season report is made of).
    Expected<SeasonSheets> sheets(const QString& name);

    /// A season's standings of `game`: as kept for a closed season, as of
    /// its last day for an open one.
    Expected<Standings> standings(const QString& season, const QString& game);
    /// A season's Hall of Fame (of `game`, or of all games: ""): as kept
    /// for a closed season of all its games, over its days otherwise.
    Expected<HallOfFame> hallOfFame(const QString& season, const QString& game);

    Expected<bool> overlapAllowed();
    Status setOverlapAllowed(bool allowed);

private:
    /// Re-rates from `first` on every game of the club that starts afresh
    /// each season and that `s` covers (inside the caller's transaction):
    /// `s` was just added or removed.
    Status rerateFreshStarts(const Season& s);

    /// What the closed season `s` kept (`s` as read by season()).
    Expected<SeasonSheets> keptOf(const Season& s);
    /// The sheets of `s` as the results stand now.
    Expected<SeasonSheets> liveSheets(const Season& s);
    /// For a season closed before the season report (its sheet of `game`
    /// kept no `before` nor Hall of Fame of the game): adds them to `kept` as
    /// the results stand (`live`, read once).
    Status addLiveExtras(const Season& s, const Game& game, std::optional<SeasonSheets>& live, SeasonSheets& kept);

    ClubContext& m_context;
    RuleBook& m_rules;
    Rankings& m_rankings;
    Rerater& m_rerater;
};

} // namespace palmares::club

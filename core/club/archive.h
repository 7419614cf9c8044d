#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "recordedmatch.h"
#include "rulebook.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTime>

#include <optional>

namespace palmares::club {

struct HistoryRow {
    QString match;
    QString playedAt;
    QString game;
    rating::System system = rating::System::Points;
    double before = 0.0;
    double after = 0.0;
    double change = 0.0;
    double expected = 0.0;
    double actual = 0.0;
    double points = 0.0;
    int participants = 0;
    bool integral = true;
    int decimals = 0; ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
};

/// One match of the results table.
struct ResultRow {
    QString code;
    QString playedAt;
    QString game;
    rating::System system = rating::System::Points;
    QStringList players;   ///< in finishing order (entry order when it is unknown)
    QString summary;       ///< e.g. "1. Alice 120 · 2. Bob 80"
    QString unratedReason; ///< key, "" when rated
    int participants = 0;
    /// elo-dsc: the level of the battle (from the morale lost or entered),
    /// None otherwise; `players` then starts with the winner.
    rating::Outcome outcome = rating::Outcome::None;
};

/// What a player did in the club's history, rated or not.
struct PlayerActivity {
    int matches = 0;
    QString lastPlayed; ///< "YYYY-MM-DDTHH:MM:SS", empty when none
    QStringList games;  ///< names, sorted
};

/// A player's first match ever (rated or not).
struct Debut {
    qint64 playerId = 0;
    QString player;
    QString match; ///< its code
    QString game;
    QString playedAt; ///< "YYYY-MM-DDTHH:MM:SS"
};

/// The matches of a period, as entered, and the players who played their
/// first match in it (the club bulletin's results and new players).
struct PeriodMatches {
    QList<RecordedMatch> matches; ///< in replay order (date-time, then the order of entry)
    QList<Debut> debuts;          ///< by date-time of the first match, then by name
};

/// The club's history as lists: a player's rating changes, every match of
/// the results table, who played what, how many matches each game has.
class Archive
{
public:
    Archive(ClubContext& context, RuleBook& rules) : m_context(context), m_rules(rules) {}

    /// A player's rated matches (in one game, or all when `game` is empty).
    Expected<QList<HistoryRow>> history(const QString& player, const QString& game);
    /// Every match of the history (rated or not), in replay order, for the
    /// results table.
    Expected<QList<ResultRow>> results();
    /// The matches (rated or not) played from `from` to `to`, both days
    /// included, and the players whose first match is one of them.
    Expected<PeriodMatches> matchesBetween(const QDate& from, const QDate& to);
    /// The time the club usually plays at, a new result's default: the most
    /// frequent time of its matches of the last UsualTimeDays days up to
    /// `today` (the later one on a tie), else defaultTime().
    Expected<QTime> usualTime(const QDate& today);
    static constexpr int UsualTimeDays = 120;
    static QTime defaultTime() { return {20, 30}; } ///< a club's evening, when it has no recent match
    /// Per player id: the matches he took part in (rated or not), his last
    /// match and the games he played. Players without a match are absent.
    Expected<QHash<qint64, PlayerActivity>> playerActivity();
    /// Per game id: the number of matches in its history (games without a
    /// match are absent).
    Expected<QHash<qint64, int>> matchCounts();

private:
    ClubContext& m_context;
    RuleBook& m_rules;
};

} // namespace palmares::club

#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "rulebook.h"
#include "status.h"

#include "rating/description.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace palmares::store {
struct PeriodPoints;
struct StandingRecord;
} // namespace palmares::store

namespace palmares::club {

/// One row of a game's standings.
struct StandingRow {
    int rank = 0;
    qint64 playerId = 0;
    QString player;
    double rating = 0.0;    ///< exact
    double displayed = 0.0; ///< as shown (rounded for niveau)
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    bool provisional = false;
    QString category; ///< English label ("" when the rule set has none)
    QString lastPlayed;
    bool best = false; ///< the top established player (elo-provisional)
    /// No match of this game from Standings::activeSince() to the standings'
    /// date (the club's dormancy setting): set aside, not ranked (rank 0),
    /// his rating kept as it was. A match of his in the window ends it.
    bool dormant = false;
    /// The rule set's own quantities (Standings::state), in their order:
    /// the replay's values, read from the player's state.
    QList<double> state;
};

struct Standings {
    Game game;
    std::optional<QDate> at;
    bool integral = true;
    int decimals = 0;            ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
    bool fromHallOfFame = false; ///< a `points` game: the rows come from its Hall of Fame
    /// The day the standings are of: `at`, else today. Dormancy is measured
    /// back from it, so standings of a past date set aside the players who
    /// were dormant then.
    QDate asOf;
    int dormantAfterMonths = 0; ///< the club's setting they were read with; 0 = never
    int dormant = 0;            ///< how many rows are dormant
    /// Every player, in rating order; dormant ones have rank 0, the others
    /// are ranked among themselves (1, 2, 2, 4…: the ranks close up).
    QList<StandingRow> rows;
    /// What the rule set keeps beside the rating (RuleSetDescription::state):
    /// each row's `state` holds their values. Empty for a `points` game and
    /// for the standings a closed season kept.
    std::vector<rating::StateQuantity> state;

    /// The first day a match keeps a player ranked: `dormantAfterMonths`
    /// before `asOf` (a match on that very day counts). Invalid: never.
    [[nodiscard]] QDate activeSince() const;
    /// The same standings without their dormant rows (what is listed when
    /// they are hidden).
    [[nodiscard]] Standings withoutDormant() const;
};

/// A game's standings now and as they were on an earlier day: the trend the
/// window's leaderboard shows.
struct StandingsTrend {
    Standings now;
    std::optional<Standings> before; ///< none when they could not be read
};

/// The decimals Hall of Fame points and averages are shown with, on screen
/// and on paper: placement points' (rating::PlacementDecimals), whatever
/// the game.
int hallOfFameDecimals();

struct HallOfFameRow {
    int rank = 0;
    qint64 playerId = 0;
    QString player;
    int participations = 0;
    double total = 0.0;
    double average = 0.0;
    double adjusted = 0.0;
};

struct HallOfFame {
    QString game; ///< empty = all games
    std::optional<QDate> from;
    std::optional<QDate> to;
    int games = 0;
    int matches = 0;
    int players = 0;
    int decimals = hallOfFameDecimals(); ///< the decimals its points are shown with
    QList<HallOfFameRow> rows;
};

/// The rankings of the club: each game's standings (now or at a date) and
/// the Hall of Fame of a game or of all games over a period.
class Rankings
{
public:
    Rankings(ClubContext& context, RuleBook& rules) : m_context(context), m_rules(rules) {}

    /// The dormancy setting of a new club, and of an older one when it is
    /// upgraded: a year without a match of a game.
    static constexpr int DefaultDormantAfterMonths = 12;
    /// The longest setting accepted: fifty years.
    static constexpr int MaxDormantAfterMonths = 600;

    /// The club's dormancy setting: after how many months without a match of
    /// a game a player is set aside in its standings; 0 = never.
    Expected<int> dormantAfterMonths();
    /// Changes it (1 to MaxDormantAfterMonths, or 0 for never), audited and
    /// announced (Change::Kind::DormancyChanged). Nothing is re-rated.
    Status setDormantAfterMonths(int months);

    Expected<Standings> standings(const QString& game, std::optional<QDate> at);
    /// The standings of `game` now and at the end of `before`, set up once
    /// for both: the game, its rule set, the dormancy setting, the fresh
    /// starts and the players' names are read once, only the players' states
    /// twice.
    Expected<StandingsTrend> trend(const QString& game, const QDate& before);
    /// How many times standings were set up (a test hook: the leaderboard
    /// sets its standings up once per refresh).
    [[nodiscard]] int setUps() const { return m_setUps; }
    Expected<HallOfFame> hallOfFame(const QString& game, std::optional<QDate> from, std::optional<QDate> to);

private:
    /// What a game's standings are made of, whatever their day.
    struct Basis {
        Game game;
        std::unique_ptr<rating::RuleSet> rules;
        int dormantAfterMonths = 0;
        QList<QDate> freshStarts;
        QHash<qint64, QString> names;
    };
    Expected<Basis> basis(const QString& gameName);
    Expected<Standings> standingsOf(const Basis& basis, std::optional<QDate> at);
    /// The cached states of `result`'s game as of `result.at` (now when
    /// none); after a fresh start on or before `result.asOf`
    /// (`freshSince`), only of those who have played since.
    Expected<QList<store::StandingRecord>> states(const Standings& result, const QDate& freshSince);
    /// A `points` game's standings: its Hall of Fame of the cached tallies.
    bool pointsStandings(Standings& result, const QDate& freshSince, const QHash<qint64, QString>& names,
                         Status& status);
    /// A rated game's standings: the cached states, ranked.
    bool ratedStandings(Standings& result, const rating::RuleSet& rules, const QDate& freshSince,
                        const QHash<qint64, QString>& names, Status& status);
    /// The Hall of Fame's tallies of all time, of one game (or all: 0), from
    /// the players' cached states: a row per game and player instead of a
    /// scan of every rating record (issue 17).
    Expected<store::PeriodPoints> allTimePoints(qint64 gameId);

    ClubContext& m_context;
    RuleBook& m_rules;
    int m_setUps = 0; ///< setUps()
};

} // namespace palmares::club

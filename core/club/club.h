#pragma once

/// The club as a service (ARCHITECTURE.md, "core/club"): players, games,
/// matches with validation, re-rating, standings, the Hall of Fame, a
/// player's history, explanations, import and export. The GUI and the CLI
/// talk only to this class; neither touches SQL nor rule formulas.

#include "rating/replay.h"
#include "rating/ruleset.h"
#include "store/clubstore.h"
#include "store/database.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace palmares::club {

/// What went wrong, for a person: a message and, when the problem is in an
/// input, where (a field name, or a file line and column).
struct Problem {
    QString message;
    QString field; ///< e.g. "player 2", "score", "date"; empty for the whole operation
    int line = 0;  ///< file line (imports), 0 otherwise
    int column = 0;
    [[nodiscard]] QString toString() const;
};

/// The result of an operation: ok, or the problems found (nothing changed).
struct Status {
    QList<Problem> problems;
    [[nodiscard]] bool ok() const { return problems.isEmpty(); }
    [[nodiscard]] QString toString() const; ///< one problem per line
    static Status failure(const QString& message, const QString& field = {});
    /// The match was saved by another window or process since it was read:
    /// the person should reload it (the GUI offers to).
    bool stale = false;
};

struct Game {
    qint64 id = 0;
    QString name;
    rating::System system = rating::System::Points;
    QMap<QString, QString> params; ///< only the parameters the club changed
};

/// A match as a person enters it: names, not ids.
struct MatchDraft {
    struct Entry {
        QString player;
        std::optional<int> rank;
        std::optional<double> score;
        QString team;
        bool left = false;
        std::optional<double> morale;
        std::optional<double> moraleLost;
        std::optional<int> armyPoints;
        std::optional<int> turns;
        QString armyList; ///< elo-dsc: the army list's name (informational)
    };
    QString code; ///< the match identifier; empty = Palmarès makes one
    QString game;
    QDateTime playedAt; ///< naive wall time
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome = rating::Outcome::None;
    bool isVoid = false;
    QList<Entry> participants;
    /// The row version read with the draft (matchDraft fills it). An edit or
    /// a deletion naming it is refused when someone else saved the match in
    /// between; 0 = no check (replace the match as stored at the save).
    int version = 0;
};

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
};

struct Standings {
    Game game;
    std::optional<QDate> at;
    bool integral = true;
    bool fromHallOfFame = false; ///< a `points` game: the rows come from its Hall of Fame
    QList<StandingRow> rows;
};

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
    QList<HallOfFameRow> rows;
};

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
};

/// What a player did in the club's history, rated or not.
struct PlayerActivity {
    int matches = 0;
    QString lastPlayed; ///< "YYYY-MM-DDTHH:MM:SS", empty when none
    QStringList games;  ///< names, sorted
};

/// Everything about one match and how it moved each rating.
struct Explanation {
    QString match;
    QString game;
    rating::System system = rating::System::Points;
    QString playedAt;
    QString unratedReason; ///< key, "" when rated
    store::MatchRecord record;
    QStringList playerNames;             ///< per participant, in entry order
    QList<rating::RatingChange> changes; ///< per participant (empty when unrated)
    QList<rating::PlayerState> states;   ///< per participant, the state after the match (empty when unrated)
    QList<rating::Parameter> parameters;
    QStringList lines; ///< the explanation in words, one line each (the installed translation, else English)
};

struct ImportReport {
    QList<Problem> problems; ///< empty when the file was (or would be) imported
    QStringList newPlayers;
    QMap<QString, int> matchesPerGame;
    QList<QPair<QString, QString>> unrated; ///< (match, reason key)
    int rows = 0;
    int matches = 0;
    bool written = false;
};

struct CheckReport {
    QStringList integrity;   ///< "ok" or SQLite's findings
    QStringList differences; ///< cached ratings that differ from a fresh replay
    [[nodiscard]] bool ok() const;
};

/// What undoing a merge needs: the player who disappeared and where he played.
struct MergeRecord {
    store::PlayerRecord from;
    QString into;
    QList<QPair<QString, int>> participations; ///< (match code, position in the match)
};

/// The change a preview is asked about.
enum class ChangeKind { Add, Edit, Delete };

/// One participant of a previewed match: the numbers the engine would store.
struct PreviewRow {
    qint64 playerId = 0;
    QString player;
    double before = 0.0;
    double after = 0.0;
    double expected = 0.0;
    double actual = 0.0;
    bool provisionalBefore = false;
    bool provisionalAfter = false;
};

/// A player whose place in the standings would move (0 = not ranked).
struct RankMove {
    qint64 playerId = 0;
    QString player;
    int before = 0;
    int after = 0;
};

/// What adding, editing or deleting a match would do, computed by applying
/// the change in a transaction that is then rolled back: the same code path
/// as saving, so the figures are the ones that would be stored.
struct Preview {
    QString game;
    rating::System system = rating::System::Points;
    bool integral = true;
    QString unratedReason;  ///< key, "" when the match would be rated
    QString outcome;        ///< elo-dsc: the outcome level used ("E" … "VT"), "" otherwise
    QList<PreviewRow> rows; ///< the match's participants (for a deletion: their standing now → after)
    int laterMatches = 0;   ///< later matches of the game that will be re-rated
    QList<RankMove> rankMoves;
};

// Player stories (issue 6): a player's profile, two players face to face,
// and what a match between chosen players would do. Every number comes from
// the rating change records or from Club::preview (the engine's own), never
// from a formula here.

/// How a participation ended for the player, as his rule set tallied it
/// (the wins, draws and losses of his standing).
enum class MatchResult { Win, Draw, Loss };

/// One rated participation of a profile, in play order.
struct ProfileMatch {
    HistoryRow row;
    rating::RatingChange change; ///< the engine's record of it
    MatchResult result = MatchResult::Draw;
    bool provisional = false; ///< the rating was still provisional after it
    QStringList opponents;    ///< the other participants, in entry order
    QString armyList;         ///< elo-dsc: the player's army list ("" = not given)
};

/// A category of a rule set as a band of ratings, for the chart.
struct CategoryBand {
    QString label;      ///< English label of the rule set
    double lower = 0.0; ///< lowest rating of the category
    double upper = 0.0; ///< first rating of the next one (infinity for the top)
};

/// A player's battles with one army list (elo-dsc).
struct ArmyListResults {
    QString armyList; ///< "" = not given
    int battles = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    double change = 0.0; ///< sum of the rating changes
};

/// Everything about one player in one game.
struct GameProfile {
    Game game;
    bool hasRating = true; ///< false for a `points` game (its "rating" is the running average)
    bool integral = true;
    double initialRating = 0.0;
    StandingRow standing; ///< his row of the standings now (rank among rankedPlayers)
    int rankedPlayers = 0;
    double best = 0.0; ///< highest rating after a match
    QString bestAt;    ///< when ("YYYY-MM-DDTHH:MM:SS")
    double worst = 0.0;
    QString worstAt;
    MatchResult streakResult = MatchResult::Draw;
    int streak = 0; ///< the last `streak` matches all ended with streakResult
    QList<CategoryBand> categories;
    HallOfFameRow hallOfFame; ///< his row of the game's Hall of Fame (rank 0 = absent)
    QList<ProfileMatch> matches;
    QList<ArmyListResults> armyLists; ///< elo-dsc only, by army list name
};

struct PlayerProfile {
    store::PlayerRecord player;
    PlayerActivity activity;  ///< rated or not, every game
    HallOfFameRow hallOfFame; ///< all games together (rank 0 = absent)
    int hallOfFamePlayers = 0;
    QList<GameProfile> games; ///< the games he has a rated match in, by name
};

/// One match two players both took part in.
struct HeadToHeadMatch {
    QString match;
    QString playedAt;
    int participants = 0;
    QString unratedReason;             ///< key, "" when rated
    std::optional<MatchResult> result; ///< for the first player; nullopt = no order known
    double changeA = 0.0;              ///< rating changes (0 when unrated)
    double changeB = 0.0;
};

struct HeadToHeadGame {
    Game game;
    bool hasRating = true;
    bool integral = true;
    QList<HeadToHeadMatch> matches;
    int winsA = 0; ///< matches where A finished ahead of B
    int draws = 0;
    int winsB = 0;
    double ratingA = 0.0; ///< now (the initial rating when he has not played)
    double ratingB = 0.0;
    bool provisionalA = false;
    bool provisionalB = false;
    /// Expected result of each now, from the rule set (RuleSet::expectedScore).
    double expectedA = 0.0;
    double expectedB = 0.0;
};

struct HeadToHead {
    QString a;
    QString b;
    QList<HeadToHeadGame> games; ///< games where they met or both have a rating, by name
};

/// One hypothetical result of a what-if and what it would do.
struct WhatIfScenario {
    enum class Kind {
        Wins,  ///< two players: `player` wins (at level `outcome` for elo-dsc)
        Draw,  ///< two players: a draw (E for elo-dsc)
        First, ///< three or more: `player` first, the others in the order given
        Last,  ///< three or more: `player` last, the others in the order given
    };
    Kind kind = Kind::Draw;
    int player = -1;        ///< index into WhatIf::players
    QString outcome;        ///< elo-dsc level ("E" … "VT"), "" otherwise
    QList<int> ranks;       ///< per player
    QList<double> scores;   ///< per player (niveau), empty otherwise
    QString unratedReason;  ///< key, "" when it would be rated
    QList<PreviewRow> rows; ///< per player, in WhatIf::players order
};

/// What a match of `players` in `game` played now would do (Club::preview of
/// each hypothetical result; ARCHITECTURE.md "Player stories").
struct WhatIf {
    Game game;
    bool integral = true;
    QString playedAt;      ///< the date the hypothetical match is given
    int deals = 0;         ///< niveau: the deals assumed
    QStringList players;   ///< as asked, trimmed
    QList<double> ratings; ///< now (the initial rating when he has not played)
    QList<bool> provisional;
    QList<double> expected; ///< each one's expected result, from the engine
    QList<WhatIfScenario> scenarios;
};

/// One rule set tried in a backtest (RATING_RULES.md, "Backtest").
struct BacktestCandidate {
    QString name; ///< unique in the request: the system's key, or "key@label" to try one system twice
    rating::System system = rating::System::EloProvisional;
    /// Parameters changed for the trial, on top of the game's own when the
    /// system is the game's, else on top of the defaults. The game is not changed.
    QMap<QString, QString> params;
};

/// Every rule set under its key, the game's own (`own`) first: what a
/// backtest compares when it is not told otherwise.
QList<BacktestCandidate> everyRuleSet(rating::System own);

struct BacktestRequest {
    QString game;
    QList<BacktestCandidate> candidates; ///< empty: every rule set, the game's own first
    int experienceGames = 20;            ///< a pair is "early" when a player had played fewer earlier matches
};

/// The scores of the pairwise predictions of one rule set.
struct BacktestScores {
    qint64 pairs = 0;
    qint64 decisivePairs = 0;
    double brier = 0.0;
    double logLoss = 0.0;
    double accuracy = 0.0; ///< on decisive pairs
};

/// One decile of the calibration chart (predicted vs observed).
struct CalibrationDecile {
    double lower = 0.0;
    double upper = 0.0;
    double predictedMean = 0.0;
    double observedFrequency = 0.0;
    qint64 count = 0;
};

struct BacktestRow {
    QString name;
    rating::System system = rating::System::Points;
    QMap<QString, QString> params; ///< the parameters that differ from the rule set's defaults
    bool gameRules = false;        ///< the game's own rule set with its own parameters
    bool coinFlip = false;         ///< the baseline: ½ for every pair
    BacktestScores all;
    BacktestScores early; ///< pairs with a player in his first `experienceGames` matches
    BacktestScores later;
    QList<CalibrationDecile> calibration; ///< 10 deciles, each pair counted from both sides
};

struct BacktestReport {
    Game game;
    int matches = 0;       ///< matches in the game's history
    int scoredMatches = 0; ///< matches every compared rule set rated
    int experienceGames = 20;
    QList<BacktestRow> rows;                 ///< the candidates in order, then the coin flip
    QList<QPair<QString, QString>> excluded; ///< (candidate, why it cannot rate the game)
};

class Club
{
public:
    /// Opens the club at `location` (a file or a postgresql:// URL).
    static std::unique_ptr<Club> open(const QString& location, store::Database::OpenMode mode, Status& status);

    ~Club();
    Club(const Club&) = delete;
    Club& operator=(const Club&) = delete;
    Club(Club&&) = delete;
    Club& operator=(Club&&) = delete;

    store::Database& database() { return *m_db; }

    // The club itself
    Status init(const QString& name);
    [[nodiscard]] bool initialised();
    QString name();

    // Players (RATING_RULES.md §5: the household is a player attribute)
    std::optional<QList<store::PlayerRecord>> players(Status& status);
    Status addPlayer(const QString& name, const QString& household = {});
    Status renamePlayer(const QString& oldName, const QString& newName);
    Status setHousehold(const QString& name, const QString& household);
    Status setActive(const QString& name, bool active);
    /// Moves every result of `from` to `into`, removes `from`, re-rates.
    /// `record`, when given, receives what `unmergePlayers` needs to undo it.
    Status mergePlayers(const QString& from, const QString& into, MergeRecord* record = nullptr);
    /// Undoes a merge: recreates the player and gives him his results back.
    Status unmergePlayers(const MergeRecord& record);
    /// Removes a player who has no result (undoing an addition).
    Status removePlayer(const QString& name);

    // Games
    std::optional<QList<Game>> games(Status& status);
    std::optional<Game> game(const QString& name, Status& status);
    Status addGame(const QString& name, rating::System system, const QMap<QString, QString>& params = {});
    /// Removes a game that has no match (undoing an addition).
    Status removeGame(const QString& name);
    /// Changes parameters (key → value text; an empty text restores the rule
    /// set's default) and re-rates the game's whole history, in one transaction.
    Status setGameParameters(const QString& name, const QMap<QString, QString>& values);
    /// All parameters of a game's rule set, with the club's values.
    std::optional<QList<rating::Parameter>> parameters(const QString& game, Status& status);

    // Matches
    /// Checks a draft; every problem names its field.
    QList<Problem> validate(const MatchDraft& draft, qint64 replacing = 0);
    /// Records a match (creating unknown players when `createPlayers`),
    /// re-rates its game from it onward; returns the match code.
    std::optional<QString> recordMatch(const MatchDraft& draft, Status& status, bool createPlayers = false);
    /// Replaces a match (creating unknown players when `createPlayers`) and
    /// re-rates from the earlier of its old and new places. A draft with a
    /// version is refused (Status::stale) unless the match is still at that
    /// version; `savedVersion` receives the version written.
    Status editMatch(const QString& code, const MatchDraft& draft, bool createPlayers = false,
                     int* savedVersion = nullptr);
    /// Deletes a match; with `expectedVersion` (not 0), only if nobody saved
    /// it since that version was read (else Status::stale).
    Status deleteMatch(const QString& code, int expectedVersion = 0);
    std::optional<MatchDraft> matchDraft(const QString& code, Status& status);
    /// What `kind` would do (`code` names the match edited or deleted),
    /// without changing the club.
    std::optional<Preview> preview(ChangeKind kind, const MatchDraft& draft, const QString& code, Status& status);

    // Queries
    std::optional<Standings> standings(const QString& game, std::optional<QDate> at, Status& status);
    std::optional<HallOfFame> hallOfFame(const QString& game, std::optional<QDate> from, std::optional<QDate> to,
                                         Status& status);
    std::optional<QList<HistoryRow>> history(const QString& player, const QString& game, Status& status);
    std::optional<Explanation> explain(const QString& code, Status& status);
    /// Every match of the history (rated or not), in replay order, for the
    /// results table.
    std::optional<QList<ResultRow>> results(Status& status);
    /// Per player id: the matches he took part in (rated or not), his last
    /// match and the games he played. Players without a match are absent.
    std::optional<QHash<qint64, PlayerActivity>> playerActivity(Status& status);
    /// Per game id: the number of matches in its history (games without a
    /// match are absent).
    std::optional<QHash<qint64, int>> matchCounts(Status& status);
    /// Replays the game's history under each candidate rule set and scores
    /// their predictions (RATING_RULES.md, "Backtest"). Changes nothing.
    std::optional<BacktestReport> backtest(const BacktestRequest& request, Status& status);

    // Player stories
    /// A player's story in every game he has a rated match in.
    std::optional<PlayerProfile> profile(const QString& player, Status& status);
    /// The matches `a` and `b` both played, per game, and their expected
    /// results against each other now.
    std::optional<HeadToHead> headToHead(const QString& a, const QString& b, Status& status);
    /// Two to five players of `game`: the expected results and each
    /// player's change for every scenario (see WhatIfScenario).
    std::optional<WhatIf> whatIf(const QString& game, const QStringList& players, Status& status);

    // Import and export (RATING_RULES.md §1)
    ImportReport importCsv(const QByteArray& bytes, bool dryRun);
    Status exportResults(QIODevice& device);

    // Maintenance
    /// Rebuilds the rating cache (records, checkpoints, standings) from the
    /// results.
    Status rebuild();
    /// A re-rating writes a checkpoint of every player's state each
    /// `matches` rated matches of a game instead of the default (2,048, or
    /// twice the game's players when there are more): tests make it small to
    /// exercise resuming from checkpoints on a small club. 0 = the default.
    void setCheckpointInterval(qint64 matches) { m_checkpointInterval = matches; }
    std::optional<CheckReport> check(Status& status);
    Status backup(const QString& path);

private:
    /// Owns the database, or borrows it (a club that completes a migration
    /// inside Database::open, before the database is handed out).
    struct DatabaseHolder {
        bool owned = true;
        void operator()(store::Database* db) const;
    };
    using DatabasePtr = std::unique_ptr<store::Database, DatabaseHolder>;
    explicit Club(DatabasePtr db);

    struct Directory; // names ↔ ids, loaded per operation
    std::unique_ptr<rating::RuleSet> ruleSetFor(const Game& game, Status& status) const;
    /// Re-rates `game` from (playedAt, id) onward; `alsoRefresh` names players
    /// whose standing must be recomputed even if they play no later match.
    /// `players`: the club's players when the caller has them (several games
    /// re-rated in a row), else they are read. `matches`: every match of the
    /// game from (playedAt, id) on, in replay order, when the caller has them
    /// (an import that has just written them), else they are read.
    bool rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh, Status& status,
                const QList<store::PlayerRecord>* players = nullptr,
                const std::vector<store::MatchRecord>* matches = nullptr);
    /// Inside a transaction: adds the draft's unknown players to the club and
    /// to `dir` when `create`, else reports them.
    bool addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status);
    std::optional<store::MatchRecord> toRecord(const MatchDraft& draft, const Directory& dir, const Game& game,
                                               Status& status);

    DatabasePtr m_db;
    store::ClubStore m_store;
    qint64 m_checkpointInterval = 0; ///< 0 = the default (see setCheckpointInterval)
};

/// The stored form of a date-time: "YYYY-MM-DDTHH:MM:SS".
QString storedDateTime(const QDateTime& when);

} // namespace palmares::club

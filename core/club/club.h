#pragma once

/// The club as a service (ARCHITECTURE.md, "core/club"). A Club opens the
/// club's database and hands out one service per job, each in its own file
/// pair under core/club:
///
/// | accessor          | service          | what it does                                         |
/// |-------------------|------------------|------------------------------------------------------|
/// | roster()          | Roster           | players: list, add, rename, household, active, remove |
/// | merger()          | Merger           | merge two players into one, and undo it              |
/// | startingRatings() | StartingRatings  | the ratings players arrive with, per game            |
/// | catalogue()       | GameCatalogue    | games and their rule sets' parameters                |
/// | resultBook()      | ResultBook       | check, record, edit, delete a match; read its draft  |
/// | previewer()       | Previewer        | what a change would do, rolled back                  |
/// | rankings()        | Rankings         | standings and the Hall of Fame                       |
/// | archive()         | Archive          | a player's history, the results table, activity      |
/// | explainer()       | Explainer        | one match explained from the stored numbers          |
/// | stories()         | PlayerStories    | profile, head-to-head, what-if                       |
/// | backtester()      | Backtester       | rule sets compared on a game's history               |
/// | interchange()     | Interchange      | the results file in (import) and out (export)        |
/// | importAssistant() | ImportAssistant  | a club's own spreadsheet mapped into an import       |
/// | maintenance()     | Maintenance      | rebuild and check the rating cache, backup           |
/// | backups()         | Backups          | automatic backups, the list of backups, restore      |
/// | nameUpkeep()      | NameUpkeep       | the names the club holds reviewed and normalised     |
/// | seasons()         | Seasons          | seasons: defined, closed, their kept standings       |
/// |                   |                  | (seasonreport.h: a season's report from its sheets)  |
/// | events()          | Events           | club nights and tournaments: entries, rounds, results |
/// | feed()            | ChangeFeed       | what each write changed, and other writers' commits  |
///
/// Each service receives the services it uses in its constructor, and the
/// Club builds each once, after those it is given (the members below): a
/// service cannot use one built after it, so the services cannot call each
/// other in a loop. Under them all, RuleBook (rulebook.h) reads what each
/// game is rated by: its rule set and parameters, its seasons' fresh starts,
/// the closed seasons that guard it; Rerater, used by every writer, re-rates
/// a game inside their transaction.
/// The GUI and the CLI talk only to these; neither touches SQL nor rule
/// formulas.

#include "archive.h"
#include "backtester.h"
#include "backups.h"
#include "changefeed.h"
#include "clubcontext.h"
#include "events.h"
#include "expected.h"
#include "explainer.h"
#include "game.h"
#include "gamecatalogue.h"
#include "headtohead.h"
#include "importassistant.h"
#include "interchange.h"
#include "maintenance.h"
#include "matchdraft.h"
#include "merger.h"
#include "nameupkeep.h"
#include "openmode.h"
#include "player.h"
#include "playerstories.h"
#include "previewer.h"
#include "profile.h"
#include "rankings.h"
#include "recordedmatch.h"
#include "resultbook.h"
#include "roster.h"
#include "rulebook.h"
#include "seasonreport.h"
#include "seasons.h"
#include "startingratings.h"
#include "status.h"
#include "whatif.h"

#include "rating/replay.h"
#include "rating/ruleset.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace palmares::store {
class ClubStore;
class Database;
} // namespace palmares::store

namespace palmares::club {

/// `location` as it may be shown or stored: a league's URL without its
/// password (issue 40: Palmarès never prints or keeps one; the password
/// belongs in ~/.pgpass); a club file's path as it is.
QString shownLocation(const QString& location);

/// Whether `location` is a league on a PostgreSQL server (a postgresql://
/// or postgres:// URL) rather than a club file.
bool isLeague(const QString& location);

class Club
{
public:
    /// Opens the club at `location` (a file or a postgresql:// URL), or says
    /// why it cannot be opened.
    static Expected<std::unique_ptr<Club>> open(const QString& location, OpenMode mode);

    ~Club();
    Club(const Club&) = delete;
    Club& operator=(const Club&) = delete;
    Club(Club&&) = delete;
    Club& operator=(Club&&) = delete;

    // The club itself
    Status init(const QString& name);
    [[nodiscard]] bool initialised();
    QString name();
    /// A damaged club (an SQLite file whose check at opening, or verify(),
    /// found damage, here or in another connection of the process): what
    /// SQLite found wrong, in a few words; empty when nothing was found.
    /// Such a club is read as it is and refuses every write with
    /// damageMessage().
    [[nodiscard]] QString damage() const;
    /// "CLUB is damaged (what). Palmarès writes nothing into a damaged club:
    /// restore a backup (the commands…)"; empty when nothing was found.
    [[nodiscard]] QString damageMessage() const;
    /// Whether the check at opening read the whole file; a large club had
    /// only its small tables checked, and verify() reads the rest.
    [[nodiscard]] bool checkedWhole() const;
    /// SQLite's check of every page of the file, however long it takes (the
    /// window runs it in the background after opening a large club): not ok,
    /// with damage()'s message, when it finds damage.
    Status verify();
    /// A league on PostgreSQL whose server dropped the connection (a
    /// restart, a network cut): connects again; not ok, saying so, while the
    /// server cannot be reached. Nothing to do otherwise. A save does it by
    /// itself; a program that reads (the window's worker) calls it first.
    Status stayConnected();

    // The services (see the table above)
    Roster& roster() { return m_roster; }
    Merger& merger() { return m_merger; }
    StartingRatings& startingRatings() { return m_startingRatings; }
    GameCatalogue& catalogue() { return m_catalogue; }
    ResultBook& resultBook() { return m_resultBook; }
    Previewer& previewer() { return m_previewer; }
    Rankings& rankings() { return m_rankings; }
    Archive& archive() { return m_archive; }
    Explainer& explainer() { return m_explainer; }
    PlayerStories& stories() { return m_stories; }
    Backtester& backtester() { return m_backtester; }
    Interchange& interchange() { return m_interchange; }
    ImportAssistant& importAssistant() { return m_importAssistant; }
    Maintenance& maintenance() { return m_maintenance; }
    Backups& backups() { return m_backups; }
    NameUpkeep& nameUpkeep() { return m_nameUpkeep; }
    Seasons& seasons() { return m_seasons; }
    Events& events() { return m_events; }

    /// Runs `body`, calls of the services, as one change of the club: all
    /// its writes are committed together when it returns ok, and none of
    /// them when it returns a failure (that failure is returned) or the
    /// commit fails. Their changes are announced once it commits. The
    /// window's undo and redo go through it: a refused undo changes nothing.
    Status atomically(const std::function<Status()>& body);

    /// Long work's progress: `progress(done, total)` is called every few
    /// hundred matches a re-rating replays (a back-dated result, an undo, a
    /// parameter change, an import), and, before an import's re-rating,
    /// after each batch of its matches written (of all the file's);
    /// returning false cancels it: the write fails ("cancelled") and is
    /// rolled back whole. Empty: none.
    void setProgress(std::function<bool(qint64 done, qint64 total)> progress)
    {
        m_context.progress = std::move(progress);
    }

    /// How far long work that writes nothing is, told to the progress
    /// watcher (a sheet of the report layer being made, step by step);
    /// false when the person asked to stop (ClubContext::goOn).
    [[nodiscard]] bool goOn(qint64 done, qint64 total) const { return m_context.goOn(done, total); }

    /// Whether the writes that follow may change a closed season (a result
    /// dated in it or before its end, a game's parameters): false (the
    /// default) refuses them with Status::closedSeasons naming the seasons,
    /// so that the person can be asked and the write tried again with true.
    void confirmClosedSeasons(bool confirmed) { m_context.closedSeasonsConfirmed = confirmed; }

    /// What the services' writes change, as they commit, and (once watching)
    /// what other connections changed (ChangeFeed).
    ChangeFeed& feed() { return m_feed; }

    /// A re-rating writes a checkpoint of every player's state each
    /// `matches` rated matches of a game instead of the default (2,048, or
    /// twice the game's players when there are more): tests make it small to
    /// exercise resuming from checkpoints on a small club. 0 = the default.
    void setCheckpointInterval(qint64 matches) { m_context.checkpointInterval = matches; }

private:
    friend struct ClubProbe; // tests and benchmarks (clubprobe.h)

    /// Owns the database, or borrows it (a club that completes a migration
    /// inside Database::open, before the database is handed out).
    struct DatabaseHolder {
        bool owned = true;
        void operator()(store::Database* db) const;
    };
    using DatabasePtr = std::unique_ptr<store::Database, DatabaseHolder>;
    explicit Club(DatabasePtr db);

    DatabasePtr m_db;
    std::unique_ptr<store::ClubStore> m_store; ///< every table of the club (store/clubstore.h)
    ChangeFeed m_feed;
    ClubContext m_context;
    // The services, each given those it uses, which are declared (so built)
    // above it: what a game is rated by first, then who re-rates and ranks
    // by it, then the services that write and read through them.
    RuleBook m_rules{m_context};
    Rerater m_rerater{m_context, m_rules};
    Rankings m_rankings{m_context, m_rules};
    Archive m_archive{m_context, m_rules};
    Roster m_roster{m_context, m_rerater};
    Merger m_merger{m_context, m_rerater};
    StartingRatings m_startingRatings{m_context, m_rerater};
    GameCatalogue m_catalogue{m_context, m_rules, m_rerater};
    Seasons m_seasons{m_context, m_rules, m_rankings, m_rerater};
    ResultBook m_resultBook{m_context, m_rules, m_rerater};
    Events m_events{m_context, m_rules, m_rankings, m_resultBook, m_startingRatings};
    Explainer m_explainer{m_context, m_rules};
    Previewer m_previewer{m_context, m_rules, m_rankings, m_explainer, m_resultBook};
    PlayerStories m_stories{m_context, m_rules, m_archive, m_rankings, m_previewer};
    Backtester m_backtester{m_context, m_rules};
    Interchange m_interchange{m_context, m_rules, m_catalogue, m_rerater, m_events};
    ImportAssistant m_importAssistant{m_context, m_interchange};
    NameUpkeep m_nameUpkeep{m_context, m_roster, m_merger};
    Maintenance m_maintenance{m_context, m_rules, m_rerater, m_nameUpkeep};
    Backups m_backups{m_context};
};

} // namespace palmares::club

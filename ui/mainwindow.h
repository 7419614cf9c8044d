#pragma once

/// The Palmarès window: one tab per table the secretary works with
/// (leaderboard, results, players, games, Hall of Fame), each a page widget
/// of ui/pages that owns its model (fed by core/club through the Session,
/// sorted in the model and filtered by a proxy). The window keeps the menus,
/// the status bar, the settings and the wiring between the pages.

#include "report/report.h"
#include "session.h"
#include "settings.h"

#include <QMainWindow>

#include <optional>

class QComboBox;
class QMenu;
class QTabWidget;
class QTableView;

namespace palmares::report {
struct EventParts;
} // namespace palmares::report

namespace palmares::ui {

class EventsPage;
class ExplanationPanel;
class FilterProxy;
class GamesPage;
class HallOfFamePage;
class LeaderboardModel;
class LeaderboardPage;
class PlayersPage;
class ResultsModel;
class ResultsPage;
class TablePage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Tab { LeaderboardTab, ResultsTab, PlayersTab, GamesTab, HallOfFameTab, EventsTab };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session& session() { return m_session; }
    /// Opens a club; on failure shows why and keeps the current one.
    bool openClub(const QString& location, bool create = false, const QString& name = {});
    /// File → Import results… once the file is chosen: its dry run, or the
    /// import assistant (ImportWizard), then the import on the person's word.
    void importResultsFrom(const QString& path);
    /// Opens the last club, or the demo club (created on first run).
    void openStartupClub();

    QTabWidget* tabs() const { return m_tabs; }
    /// The page of `tab` (ui/pages): its widgets, its model and its filters.
    /// (A page not shown since the club changed reads it first: views are
    /// refreshed when shown, or when asked for here.)
    TablePage* page(Tab tab) const { return fresh(tab); }
    LeaderboardPage* leaderboardPage() const { return fresh(LeaderboardTab, m_leaderboard); }
    ResultsPage* resultsPage() const { return fresh(ResultsTab, m_results); }
    PlayersPage* playersPage() const { return fresh(PlayersTab, m_players); }
    GamesPage* gamesPage() const { return fresh(GamesTab, m_games); }
    HallOfFamePage* hallOfFamePage() const { return fresh(HallOfFameTab, m_hall); }
    EventsPage* eventsPage() const { return fresh(EventsTab, m_events); }
    QTableView* view(Tab tab) const;
    QComboBox* leaderboardGame() const;
    LeaderboardModel* leaderboardModel() const;
    ResultsModel* resultsModel() const;
    FilterProxy* proxy(Tab tab) const;
    ExplanationPanel* explanationPanel() const;

    /// The printable form of the view shown: a standings or Hall of Fame
    /// sheet, else the table as it is filtered and sorted.
    std::optional<report::Report> currentReport(club::Status& status);
    /// The club bulletin of the period the person chooses (BulletinDialog);
    /// nullopt with `status` left ok when the person cancels.
    std::optional<report::Report> bulletinReport(club::Status& status);
    /// A sheet made by `make` in the club's worker, the window live (a
    /// progress dialog once it takes a while).
    std::optional<report::Report>
    reportInBackground(const std::function<std::optional<report::Report>(club::Club&, club::Status&)>& make,
                       club::Status& status);
    /// Writes `report` to `path` as PDF, HTML or CSV (from the suffix).
    static bool writeReport(const report::Report& report, const QString& path, QString& error);
    /// The file a new club is created as, from the name chosen in the save
    /// dialog: with the .palmares extension File → Open looks for, added
    /// when the name does not end with it.
    static QString newClubPath(const QString& chosen);

public Q_SLOTS:
    void newResult();
    void editResult();
    void deleteResult();
    void refresh();
    /// The profile of `player` (double-click on a player in any tab).
    void openProfile(const QString& player);
    void headToHead();
    void whatIf();

protected:
    void showEvent(QShowEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildPages();
    /// What each page of an empty club says to do first, with its buttons.
    void buildFirstSteps();
    void buildMenus();
    void updateRecentMenu();
    void updateTitle();
    void showError(const QString& what, const QString& message);

    void printView(bool preview);
    /// Asks where to write `report` (over `over`, by default the window) and
    /// writes it as `format` (pdf, html, csv); says a problem.
    void exportReport(const std::optional<report::Report>& report, const QString& format, const club::Status& status,
                      QWidget* over = nullptr);
    /// The report of `season` (Settings → Seasons… → Season report): a
    /// print preview (`format` "preview") or a file of that format.
    void seasonReport(const QString& season, const QString& format, QWidget* over);
    void printCard();
    /// File → Publish the club's pages…: a folder, then report::publishSite
    /// in the club's worker; the status bar says what was written
    /// (mainwindowsite.cpp).
    void publishSite();
    /// The Events tab's Print menu: `parts` of the selected event's report
    /// for the round shown, as `how` ("preview", "print", "pdf", "html").
    void printEvent(const report::EventParts& parts, const QString& how);

    void newClub();
    void openClubDialog();
    void importResults();
    void saveCopy();
    void restoreBackup();
    void chooseLanguage(const QString& language);
    /// Settings → Dormant players…: the club's dormancy setting, undoable.
    void dormancySettings();
    void about();

    void openSelectedProfile();

    Session m_session;
    Settings m_settings;
    QTabWidget* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;

    LeaderboardPage* m_leaderboard = nullptr;
    ResultsPage* m_results = nullptr;
    PlayersPage* m_players = nullptr;
    GamesPage* m_games = nullptr;
    HallOfFamePage* m_hall = nullptr;
    EventsPage* m_events = nullptr;
    QList<TablePage*> m_pages; ///< in the order of Tab
    /// Pages that have not read the club since a change moved what they
    /// show: the page shown reads it at once, the others when they are shown
    /// (a club of 100,000 results takes seconds to read for every page). A
    /// page reads the club off the window's thread (TablePage::load).
    mutable QSet<int> m_stale;
    /// The pages the club's changes moved since the last refresh (the
    /// change feed); nullopt: none was seen, every page is stale.
    std::optional<QSet<int>> m_moved;
    /// Refreshes `tab`'s page if it is stale and waits until it shows what
    /// it read; returns it.
    TablePage* fresh(Tab tab) const
    {
        freshen(tab);
        return m_pages.at(tab);
    }
    template <typename P>
    P* fresh(Tab tab, P* page) const
    {
        freshen(tab);
        return page;
    }
    void freshen(int tab) const;
    void refreshPage(int tab) const;
    /// What the window shows of the club itself (MainWindow::refresh).
    struct Outline {
        QString name;
        club::Expected<QList<club::Game>> games;
    };
    int m_clubsOpened = 0; ///< clubs opened so far: a page's read of one closed since says nothing
    QString m_clubName;    ///< in the title, as the last refresh read it
    club::Expected<QList<club::Game>> m_clubGames =
        QList<club::Game>{}; ///< the pages' lists, as the last refresh read it
    /// Notes which pages `change` moved, for the refresh that follows it.
    void noteChange(const club::Change& change);
};

} // namespace palmares::ui

#pragma once

/// The Palmarès window: one tab per table the secretary works with
/// (leaderboard, results, players, games, Hall of Fame), each a model fed by
/// core/club through the Session, sorted in the model and filtered by a proxy.

#include "report/report.h"
#include "session.h"
#include "settings.h"

#include <QMainWindow>

#include <optional>
#include <QSet>

class QAbstractItemModel;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QMenu;
class QModelIndex;
class QTabWidget;
class QTableView;

namespace palmares::ui {

class ExplanationPanel;
class FilterProxy;
class GamesModel;
class HallOfFameModel;
class LeaderboardModel;
class LeaderboardPage;
class PlayersModel;
class ResultsModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Tab { LeaderboardTab, ResultsTab, PlayersTab, GamesTab, HallOfFameTab };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session& session() { return m_session; }
    /// Opens a club; on failure shows why and keeps the current one.
    bool openClub(const QString& location, bool create = false, const QString& name = {});
    /// Opens the last club, or the demo club (created on first run).
    void openStartupClub();

    QTabWidget* tabs() const { return m_tabs; }
    QTableView* view(Tab tab) const;
    QComboBox* leaderboardGame() const;
    LeaderboardModel* leaderboardModel() const;
    ResultsModel* resultsModel() const { return m_results; }
    FilterProxy* proxy(Tab tab) const;
    ExplanationPanel* explanationPanel() const { return m_explanation; }

    /// The printable form of the view shown: a standings or Hall of Fame
    /// sheet, else the table as it is filtered and sorted.
    std::optional<report::Report> currentReport(club::Status& status);
    /// Writes `report` to `path` as PDF, HTML or CSV (from the suffix).
    static bool writeReport(const report::Report& report, const QString& path, QString& error);

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
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    QWidget* buildLeaderboard();
    QWidget* buildResults();
    QWidget* buildPlayers();
    QWidget* buildGames();
    QWidget* buildHallOfFame();
    QTableView* makeView(const QString& name, QAbstractItemModel* model);
    void fillGameCombos(const QList<club::Game>& games);
    void fitColumns();
    void refreshHallOfFame();
    void updateRecentMenu();
    void updateTitle();
    void showError(const QString& what, const QString& message);
    [[nodiscard]] QString selected(Tab tab, int role) const;

    void printView(bool preview);
    void exportReport(const std::optional<report::Report>& report, const QString& format, const club::Status& status);
    std::optional<report::Report> bulletinReport(club::Status& status);
    void printCard();

    void newClub();
    void openClubDialog();
    void importResults();
    void saveCopy();
    void restoreBackup();
    void chooseLanguage(const QString& language);
    void about();

    void openProfileAt(const QModelIndex& index);
    void openSelectedProfile();
    void showExplanation();

    void addPlayer();
    void renamePlayer();
    void setHousehold();
    void toggleActive();
    void mergePlayers();
    void addGame();
    void gameParameters();

    Session m_session;
    Settings m_settings;
    QTabWidget* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;

    LeaderboardPage* m_leaderboard = nullptr;
    ResultsModel* m_results = nullptr;
    PlayersModel* m_players = nullptr;
    GamesModel* m_games = nullptr;
    HallOfFameModel* m_hall = nullptr;
    QList<FilterProxy*> m_proxies;
    QList<QTableView*> m_views;
    QSet<int> m_sized; ///< views whose column widths are set (remembered or fitted)

    QComboBox* m_resultsGame = nullptr;
    QLineEdit* m_resultsPlayer = nullptr;
    QDateEdit* m_resultsFrom = nullptr;
    QDateEdit* m_resultsTo = nullptr;
    QComboBox* m_hallGame = nullptr;
    QDateEdit* m_hallFrom = nullptr;
    QDateEdit* m_hallTo = nullptr;
    QLabel* m_hallSummary = nullptr;
    ExplanationPanel* m_explanation = nullptr;
};

} // namespace palmares::ui

#pragma once

#include "report/sheets.h"
#include "ui/pages/roundtable.h"
#include "ui/pages/tablepage.h"

#include <QStringList>

class QLabel;
class QMenu;
class QPushButton;
class QStandardItemModel;
class QTabBar;
class QTabWidget;
class QTableWidget;

namespace palmares::ui {

/// The Events tab (issue 42): the club's events (club nights and
/// tournaments); for the one selected, its entrants, its rounds table by
/// table (pairing, pairing again, swaps, locks, the results of duels typed
/// on the board: 1, = or 0), its standings and, for duels, its cross-table.
/// Every read and write of the club goes through the window's worker; a
/// result is an ordinary match, recorded as an undoable change.
class EventsPage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventsPage)

public:
    explicit EventsPage(Session& session, QWidget* parent = nullptr);
    ~EventsPage() override;

    /// The columns of the events' list.
    enum Column { Name, Game, Dates, Method, Rounds, ColumnCount };

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;

    /// The event selected ("" = none).
    [[nodiscard]] QString current() const { return m_current; }
    /// Selects the event `name` and shows it (read off the window's thread).
    void selectEvent(const QString& name);
    [[nodiscard]] QTableWidget* entrantsView() const { return m_entrants; }
    [[nodiscard]] QTableWidget* roundView() const { return m_round; }
    [[nodiscard]] QTableWidget* standingsView() const { return m_standings; }
    [[nodiscard]] QTableWidget* crossTableView() const { return m_cross; }
    [[nodiscard]] QTabBar* roundBar() const { return m_roundBar; }
    /// The standings and the cross-table, beside the round.
    [[nodiscard]] QTabWidget* sideTabs() const { return m_sideTabs; }
    /// The round shown (1-based; 0: none paired).
    [[nodiscard]] int shownRound() const;

    void newEvent();
    void removeEvent();
    void enterPlayers();
    void withdrawPlayer();
    void pairNext();
    void pairAgain();
    void unpairLast();
    /// Locks the selected table of the last round, or unlocks it.
    void toggleLock();
    /// Swaps the two players selected in the last round.
    void swapPlayers();
    /// Swaps two players of the last round, as Swap and a drag from one's
    /// seat onto the other's do; refused and said for another round or a
    /// locked table, as the club refuses a table whose result is in.
    void swapSeats(const QString& a, const QString& b);

    // What the tab prints (eventsprinting.cpp).
    /// File → Print…, Print preview… and Export the view on this tab: all of
    /// the selected event's report for the round shown; the list of events
    /// when none is selected.
    std::optional<report::Report> report(const QString& title, club::Status& status) override;
    /// `parts` of the selected event's report, for the round shown.
    std::optional<report::Report> eventReport(const report::EventParts& parts, club::Status& status);
    /// The Print button's menu: for each part (its object name "pairings",
    /// "sheets", "standings", "crosstable" or "all") a menu of "preview",
    /// "print", "pdf" and "html".
    [[nodiscard]] QMenu* printMenu() const { return m_printMenu; }

Q_SIGNALS:
    /// The person asked for `parts` of the event's report as `how`:
    /// "preview", "print", "pdf" or "html" (the window prints or exports).
    void sheetRequested(const palmares::report::EventParts& parts, const QString& how);

public:
    /// Records the result of the selected duel board: `firstScore` 1 (the
    /// first player won), 0.5 (a draw) or 0 (the second won).
    void recordDuel(double firstScore);
    /// Opens the result dialog for the selected table of the round shown,
    /// when its result is pending (its button, Enter, a double-click); once
    /// saved, the next table pending is selected (eventresults.cpp).
    void enterResult();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// What one read of the club found for the page.
    struct Shown;
    void showRead(const Shown& s);
    void showRounds(const Shown& s);
    void showStandings(const Shown& s);
    void showCrossTable(const std::optional<pairing::CrossTable>& cross);
    /// Reads what the page shows of the club, the event `name` selected
    /// (the worker's thread: it touches nothing but `club` and `s`).
    static club::Status readInto(club::Club& club, const QString& name, Shown& s);
    /// The standings (and a duel event's cross-table) after each complete
    /// round of `name` into `s`; none when one cannot be read.
    static void readEachRound(club::Club& club, const QString& name, Shown& s);
    void showRound(int index);
    void reload();
    /// Runs `job` on the club in the worker; a refusal is shown, titled `what`.
    bool write(const std::function<club::Status(club::Club&)>& job, const QString& what);
    /// The selected table of the round shown: its row's table number, -1: none.
    [[nodiscard]] int selectedTable() const;
    void updateButtons();
    /// The event shown (null: none) and the round shown (null: none), as last read.
    [[nodiscard]] const club::Event* eventShown() const;
    [[nodiscard]] const club::EventRound* roundShown() const;
    // eventresults.cpp: the results entered through the result dialog.
    /// The button "Enter the result…" (in the constructor's bar of results).
    QPushButton* makeEnterButton();
    /// The keys and buttons 1, = and 0 enter the event's results: duels whose
    /// rule set takes ranks, and not a battle's morale.
    [[nodiscard]] bool boardKeys() const;
    /// The table of the round shown at `row`, if its result is pending.
    [[nodiscard]] const club::EventTable* pendingAt(int row) const;
    /// The row of the next table pending after `row` (round the end), else `row`.
    [[nodiscard]] int nextPending(int row) const;
    // eventforfeits.cpp: forfeits and byes asked for.
    /// The button "Forfeit" and its menu: who did not come to the selected
    /// board, or the forfeit taken back.
    QPushButton* makeForfeitButton();
    /// The button "Bye asked…": a player who will not come to a round not
    /// paired yet, or a bye taken back.
    QPushButton* makeByeButton();
    void recordForfeit(club::Absent absent);
    void clearForfeit();
    void askBye();
    /// The byes asked for rounds after `paired`, as the title lists them ("" = none).
    static QString byesAskedText(const QList<club::RequestedBye>& byes, int paired);
    /// The byes asked for in the event shown, as last read.
    [[nodiscard]] const QList<club::RequestedBye>& byesShown() const;
    /// The selected board of the round shown, if it is a table (not a bye).
    [[nodiscard]] const club::EventTable* selectedBoard() const;

    /// The Print button and its menu (eventsprinting.cpp).
    QPushButton* printButton();
    /// Enables the print menu's parts that the event and the round shown have.
    void updatePrintMenu();
    /// The event shown seats players at tarot tables (no duels).
    [[nodiscard]] bool shownTarot() const;
    /// Why `a` and `b` cannot swap seats in the round shown ("" = they may).
    [[nodiscard]] QString swapRefusal(const QString& a, const QString& b) const;

    QStandardItemModel* m_model = nullptr;
    QString m_current;
    QList<club::Game> m_games;
    QLabel* m_title = nullptr;
    QTableWidget* m_entrants = nullptr;
    QTabBar* m_roundBar = nullptr;
    RoundTable* m_round = nullptr;
    QTableWidget* m_standings = nullptr;
    QTableWidget* m_cross = nullptr;
    QTabWidget* m_sideTabs = nullptr;
    QList<QPushButton*> m_eventButtons; ///< enabled with an event selected
    QPushButton* m_lock = nullptr;
    QPushButton* m_swap = nullptr;
    QList<QPushButton*> m_duelButtons;
    QPushButton* m_enterResult = nullptr;
    QMenu* m_printMenu = nullptr;
    QPushButton* m_forfeit = nullptr;
    QPushButton* m_bye = nullptr;
    /// What the last read found of the event selected.
    std::shared_ptr<const Shown> m_shown;
    int m_keepRow = -1; ///< the board selected once the round is shown again
};

} // namespace palmares::ui

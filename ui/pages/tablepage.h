#pragma once

#include "club/club.h"
#include "report/report.h"

#include <QWidget>

#include <functional>
#include <optional>

class QAbstractItemModel;
class QTableView;

namespace palmares::ui {

class FilterProxy;
class Session;

/// One tab of the window: a table of the club (its model, sorted in the
/// model and filtered by a FilterProxy) and the fields and buttons above it.
/// A page asks the Session's club for its rows when the window tells it to
/// refresh; what it cannot do alone (a result dialog, a profile) it asks the
/// window for with a signal.
class TablePage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TablePage)

public:
    ~TablePage() override;

    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] FilterProxy* proxy() const { return m_proxy; }

    /// Reads the page's rows again from the club, off the window's thread
    /// (load()). `games` is the club's games, read once by the window for
    /// every page (nullopt when they could not be read).
    virtual void refresh(const club::Expected<QList<club::Game>>& games) = 0;
    /// Whether `change` moved what the page shows (its game's matches, a
    /// name it lists…): the window re-reads only the pages it moved.
    [[nodiscard]] virtual bool movedBy(const club::Change& change) const;

    /// A read of the club is under way for the page (what it shows is the
    /// club as it was).
    [[nodiscard]] bool loading() const { return m_shownLoad != m_lastLoad; }
    /// Waits, with the window painting but no input taken, until the page
    /// shows what its last read found: for a print, an export, a test.
    void waitLoaded() const;

    /// The printable form of the page: by default the table as it is
    /// filtered and sorted, under `title`.
    virtual std::optional<report::Report> report(const QString& title, club::Status& status);

    /// Restores the columns as the person left them (QHeaderView::saveState:
    /// order, sort, widths); false when there were none. Widths the person
    /// did not set (`personSized` false) are fitted again by fitColumns().
    virtual bool restoreColumns(const QByteArray& state, bool personSized);
    [[nodiscard]] QByteArray saveColumns() const;
    /// Whether the person set a column's width (dragged or double-clicked a
    /// header's edge): then remembered, and no longer fitted.
    [[nodiscard]] bool columnsSizedByPerson() const { return m_personSized; }
    /// Whenever rows are shown and the person set no width: fits the columns
    /// to their contents (the first few hundred rows, so that a large table
    /// stays cheap), the key columns (names) never cut (issue 43).
    void fitColumns();

    /// The `role` of the selected row; "" when no row is selected.
    [[nodiscard]] QString selected(int role) const;

    /// A button of the page's first steps: its text and what it does.
    struct FirstStep {
        QString text;
        std::function<void()> run;
    };
    /// What the page says while the club has nothing for its table (read,
    /// and empty before any filter): `text`, and a button per step, over the
    /// table; gone once there are rows (issue 43: an empty club said nothing).
    void setFirstSteps(const QString& text, const QList<FirstStep>& steps);
    /// The first steps are shown.
    [[nodiscard]] bool showsFirstSteps() const;

Q_SIGNALS:
    /// The person asked for a player's profile (a double-click on his row).
    void profileRequested(const QString& player);
    /// A read of the club began (true) or its rows are shown (false).
    void loadingChanged(bool loading);
    /// A read of the club failed: for the window's status bar.
    void problem(const QString& message);

protected:
    explicit TablePage(Session& session, QWidget* parent = nullptr);
    /// Makes the page's table view, named `name`, over a FilterProxy of
    /// `model`; `keyColumns` (the names) are fitted to their whole contents
    /// and the other columns no wider than their contents need.
    QTableView* makeView(const QString& name, QAbstractItemModel* model, const QList<int>& keyColumns = {});
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// A double-click on a row asks for the profile of its player.
    void openProfilesOnDoubleClick();

    /// What the page shows once read, run in the window's thread; a problem
    /// goes to `status` (the window's status bar).
    using Shown = std::function<void(club::Status& status)>;
    /// What a read that failed shows: `problem`, in the status bar.
    static Shown failure(const club::Status& problem)
    {
        return [problem](club::Status& status) { status = problem; };
    }
    /// Runs `read` off the window's thread (Session::read: it may touch only
    /// the club it is given, never the page), then shows what it returned. A
    /// newer load makes an older one's rows worthless: they are dropped.
    void load(std::function<Shown(club::Club&)> read);

    Session& m_session;

private:
    /// The first steps shown or hidden as the table is empty or not.
    void showFirstSteps();

    QTableView* m_view = nullptr;
    QWidget* m_firstSteps = nullptr; ///< over the table's viewport (setFirstSteps)
    FilterProxy* m_proxy = nullptr;
    QList<int> m_keyColumns;      ///< never cut (makeView)
    bool m_personSized = false;   ///< a width set by the person (columnsSizedByPerson)
    bool m_fitting = false;       ///< fitColumns() is resizing: not the person
    bool m_mouseOnHeader = false; ///< a button pressed on the header: its resizes are the person's
    quint64 m_lastLoad = 0;       ///< the newest load asked for
    quint64 m_shownLoad = 0;      ///< the newest load shown
};

} // namespace palmares::ui

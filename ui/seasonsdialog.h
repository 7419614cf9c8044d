#pragma once

/// Settings → Seasons…: the club's seasons listed, added (a name, its first
/// and last days, every game or one), closed (their standings and Hall of
/// Fame kept as they stand; later changes inside them ask first), reopened
/// and removed, and the selected one's report printed or exported (issue 18). Every change runs in the club's worker
/// (Session::inBackground); a refused one says why under the form and
/// changes nothing.

#include "club/club.h"
#include "club/seasons.h"

#include <QDialog>
#include <QList>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace palmares::ui {

class Change;
class DateField;

class Session;

class SeasonsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeasonsDialog)

public:
    explicit SeasonsDialog(Session& session, QWidget* parent = nullptr);
    ~SeasonsDialog() override;

    /// The seasons listed, as read last.
    [[nodiscard]] const QList<club::Season>& seasons() const { return m_seasons; }

Q_SIGNALS:
    /// Season report → Print preview… ("preview") or Export as PDF, HTML,
    /// CSV… ("pdf", "html", "csv") of the selected season; the window makes it.
    void reportRequested(const QString& season, const QString& format);

private:
    void reload();
    void add();
    void closeSelected();
    void reopenSelected();
    void removeSelected();
    void selectionChanged();
    /// The season of the selected row, or none.
    [[nodiscard]] const club::Season* selected() const;
    /// Runs `change` in the worker; shows its problem (true when done).
    bool apply(const std::function<club::Status(club::Club&)>& change, const QString& what, const QString& title = {});
    /// Runs an undoable change of the club's seasons (Session::run).
    void runChange(std::unique_ptr<Change> change);

    Session& m_session;
    QList<club::Season> m_seasons;
    QTableWidget* m_table = nullptr;
    QLineEdit* m_name = nullptr;
    DateField* m_first = nullptr;
    DateField* m_last = nullptr;
    QComboBox* m_game = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_close = nullptr;
    QPushButton* m_reopen = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_report = nullptr;
};

} // namespace palmares::ui

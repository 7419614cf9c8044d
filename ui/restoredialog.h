#pragma once

/// File → Restore a backup…: the club's automatic backups (date in the
/// locale, reason, what each holds) and a Restore button that, after the
/// person confirms, puts the chosen one in place through the Session.

#include "club/backups.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace palmares::ui {

class Session;

class RestoreDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestoreDialog)

public:
    enum Column { DateColumn, ReasonColumn, ContentsColumn, SizeColumn, ColumnCount };

    explicit RestoreDialog(Session& session, QWidget* parent = nullptr);
    ~RestoreDialog() override = default;

    QTreeWidget* list() const { return m_list; }
    QPushButton* restoreButton() const { return m_restore; }
    /// The backup of `saved` made before the last restore (empty before one).
    [[nodiscard]] QString savedAs() const { return m_saved; }
    [[nodiscard]] QString restoredFrom() const { return m_restored; }

    /// The reason of a backup name, for a person ("before an import", …).
    static QString reasonText(const QString& key);
    /// "12 players, 3 games, 240 results, the last on 30/06/2026".
    static QString contentsText(const club::BackupInfo& backup);

private:
    void reload();
    void restoreSelected();

    Session& m_session;
    QLabel* m_where = nullptr;
    QTreeWidget* m_list = nullptr;
    QPushButton* m_restore = nullptr;
    QString m_saved;
    QString m_restored;
};

} // namespace palmares::ui

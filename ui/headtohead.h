#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QTableView;

namespace palmares::ui {

class HeadToHeadModel;
class Session;

/// Two players face to face (Club::headToHead()): the matches they both
/// played, the score per game, and each one's expected result now.
class HeadToHeadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadToHeadDialog)

public:
    explicit HeadToHeadDialog(Session& session, QWidget* parent = nullptr);
    ~HeadToHeadDialog() override;

    void setPlayers(const QString& a, const QString& b);
    [[nodiscard]] HeadToHeadModel* model() const { return m_model; }
    [[nodiscard]] QString summaryText() const;

private:
    void refresh();

    Session& m_session;
    QComboBox* m_a = nullptr;
    QComboBox* m_b = nullptr;
    QLabel* m_summary = nullptr;
    HeadToHeadModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace palmares::ui

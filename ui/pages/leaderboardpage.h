#pragma once

#include "ui/pages/tablepage.h"

class QComboBox;
class QLabel;

namespace palmares::ui {

class LeaderboardModel;

/// The Leaderboard tab: one game's standings now, with each player's trend
/// over the last month.
class LeaderboardPage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeaderboardPage)

public:
    explicit LeaderboardPage(Session& session, QWidget* parent = nullptr);
    ~LeaderboardPage() override;

    [[nodiscard]] LeaderboardModel* model() const { return m_model; }
    /// The list of games the standings are of.
    [[nodiscard]] QComboBox* gameBox() const { return m_game; }
    /// The game shown ("" when the club has none).
    [[nodiscard]] QString game() const;

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;
    /// The standings sheet of the game shown.
    std::optional<report::Report> report(const QString& title, club::Status& status) override;

Q_SIGNALS:
    void newResultRequested();

private:
    void showStandings();

    LeaderboardModel* m_model = nullptr;
    QComboBox* m_game = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace palmares::ui

#pragma once

#include "ui/pages/tablepage.h"

class QCheckBox;
class QComboBox;
class QLabel;

namespace palmares::ui {

class LeaderboardModel;

/// The Leaderboard tab: one game's standings now, with each player's trend
/// over the last month. The players the club's dormancy setting sets aside
/// are hidden unless "Show dormant players" is ticked (off when the window
/// opens), then listed in grey without a rank; toggling it reads nothing.
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
    /// The "Show dormant players" switch (hidden when the club never sets
    /// players aside).
    [[nodiscard]] QCheckBox* dormantBox() const { return m_showDormant; }
    /// The line under the table.
    [[nodiscard]] QLabel* noteLabel() const { return m_note; }

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;
    /// The standings sheet of the game shown.
    std::optional<report::Report> report(const QString& title, club::Status& status) override;

Q_SIGNALS:
    void newResultRequested();

private:
    void showStandings();
    /// Gives the model the standings read last, with or without their
    /// dormant rows as the switch says, and the line under the table.
    void showRows();

    LeaderboardModel* m_model = nullptr;
    QComboBox* m_game = nullptr;
    QCheckBox* m_showDormant = nullptr;
    QLabel* m_note = nullptr;
    club::Standings m_now;
    std::optional<club::Standings> m_monthAgo;
    QDate m_since; ///< the trend's start
};

} // namespace palmares::ui

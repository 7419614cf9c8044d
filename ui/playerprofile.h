#pragma once

#include "club/club.h"

#include <QDialog>

class QTabWidget;

namespace palmares::ui {

class ExplanationPanel;
class HistoryModel;
class RatingChart;
class Session;

/// A player's story (Club::profile()): one page per game with his rating
/// over time, his standing, best and worst, wins, draws and losses, streak,
/// Hall of Fame place, his results (select one: why it changed his rating)
/// and, for battles, his results by army list.
class PlayerProfileDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayerProfileDialog)

public:
    PlayerProfileDialog(Session& session, const QString& player, QWidget* parent = nullptr);
    ~PlayerProfileDialog() override;

    [[nodiscard]] const std::optional<club::PlayerProfile>& profile() const { return m_profile; }
    [[nodiscard]] QTabWidget* games() const { return m_tabs; }
    /// The chart and results of the game page `index`.
    [[nodiscard]] RatingChart* chart(int index) const { return m_charts.value(index); }
    [[nodiscard]] HistoryModel* history(int index) const { return m_histories.value(index); }
    /// Shows the page of `game` (by name); false when he has none.
    bool showGame(const QString& game);

private:
    QWidget* buildGamePage(const club::GameProfile& game);

    Session& m_session;
    std::optional<club::PlayerProfile> m_profile;
    QTabWidget* m_tabs = nullptr;
    QList<RatingChart*> m_charts;
    QList<HistoryModel*> m_histories;
};

} // namespace palmares::ui

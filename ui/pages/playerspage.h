#pragma once

#include "ui/pages/tablepage.h"

namespace palmares::ui {

class PlayersModel;

/// The Players tab: the club's players, and the changes to them (add,
/// rename, household, active, merge), each an undoable command.
class PlayersPage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayersPage)

public:
    explicit PlayersPage(Session& session, QWidget* parent = nullptr);
    ~PlayersPage() override;

    [[nodiscard]] PlayersModel* model() const { return m_model; }

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;

    void addPlayer();
    void renamePlayer();
    void setHousehold();
    /// The selected player's starting rating in a game (undoable).
    void setStartingRating();
    void toggleActive();
    void mergePlayers();

private:
    /// The `column`'s cell of the selected row (its DisplayRole or `role`).
    [[nodiscard]] QVariant selectedCell(int column, int role) const;

    PlayersModel* m_model = nullptr;
};

} // namespace palmares::ui

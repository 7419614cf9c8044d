#pragma once

#include "ui/pages/tablepage.h"

namespace palmares::ui {

class GamesModel;

/// The Games tab: the club's games, their rule sets and parameters; adding,
/// renaming and removing a game and changing its parameters (each an
/// undoable command).
class GamesPage final : public TablePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GamesPage)

public:
    explicit GamesPage(Session& session, QWidget* parent = nullptr);
    ~GamesPage() override;

    [[nodiscard]] GamesModel* model() const { return m_model; }

    void refresh(const club::Expected<QList<club::Game>>& games) override;
    [[nodiscard]] bool movedBy(const club::Change& change) const override;

    void addGame();
    /// The parameters of the selected game (its button, or a double-click).
    void gameParameters();
    /// Renames the selected game (its results, ratings and parameters stay).
    void renameGame();
    /// Removes the selected game, once confirmed, if it has no results.
    void removeGame();

private:
    GamesModel* m_model = nullptr;
};

} // namespace palmares::ui

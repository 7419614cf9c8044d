#pragma once

#include <QTableWidget>

namespace palmares::ui {

/// The table of a round on the Events tab, whose players change seats by
/// drag and drop (issue 42, item 9): a player's cell dropped on another
/// player's cell asks for the two to be swapped (swapAsked). Nothing moves in
/// the table itself: the page swaps them in the club, which says whether it
/// may, and shows the round as the club then has it.
class RoundTable final : public QTableWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RoundTable)

public:
    /// `playerRole`: the data role of a cell that holds a player's name.
    explicit RoundTable(int playerRole, QWidget* parent = nullptr);
    ~RoundTable() override;

    /// The type of what a drag carries: the player's name, UTF-8.
    static QString mimeType();

Q_SIGNALS:
    /// `dragged` was dropped on `onto`'s seat.
    void swapAsked(const QString& dragged, const QString& onto);

protected:
    [[nodiscard]] QStringList mimeTypes() const override;
    /// One player's name (the cell pressed among those selected); none (no
    /// drag) when no player is under the mouse.
    [[nodiscard]] QMimeData* mimeData(const QList<QTableWidgetItem*>& items) const override;
    /// The drop on another player's cell: swapAsked. Refused on any other cell.
    bool dropMimeData(int row, int column, const QMimeData* carried, Qt::DropAction action) override;
    [[nodiscard]] Qt::DropActions supportedDropActions() const override;

private:
    [[nodiscard]] QString playerAt(int row, int column) const;

    int m_playerRole;
};

} // namespace palmares::ui

#include "roundtable.h"

#include <QMimeData>

namespace palmares::ui {

RoundTable::RoundTable(int playerRole, QWidget* parent) : QTableWidget(parent), m_playerRole(playerRole)
{
    setDragEnabled(true);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setDragDropMode(QAbstractItemView::DragDrop);
    // A copy, not a move: QTableWidget moves the items itself on a move
    // within the table, and the seats are the club's to change.
    setDefaultDropAction(Qt::CopyAction);
    // Dropped on a cell, not between rows.
    setDragDropOverwriteMode(true);
    setDropIndicatorShown(true);
}

RoundTable::~RoundTable() = default;

QString RoundTable::mimeType()
{
    return QStringLiteral("application/x-palmares-event-player");
}

QStringList RoundTable::mimeTypes() const
{
    return {mimeType()};
}

QString RoundTable::playerAt(int row, int column) const
{
    const QTableWidgetItem* it = item(row, column);
    return it != nullptr ? it->data(m_playerRole).toString() : QString();
}

QMimeData* RoundTable::mimeData(const QList<QTableWidgetItem*>& items) const
{
    // The cell pressed when several are selected (two chosen for Swap).
    const QTableWidgetItem* dragged = items.contains(currentItem()) ? currentItem() : nullptr;
    if (dragged == nullptr && items.size() == 1) {
        dragged = items.first();
    }
    const QString player = dragged != nullptr ? dragged->data(m_playerRole).toString() : QString();
    if (player.isEmpty()) {
        return nullptr;
    }
    auto* carried = new QMimeData;
    carried->setData(mimeType(), player.toUtf8());
    carried->setText(player);
    return carried;
}

bool RoundTable::dropMimeData(int row, int column, const QMimeData* carried, Qt::DropAction /*action*/)
{
    if (carried == nullptr || !carried->hasFormat(mimeType())) {
        return false;
    }
    const QString dragged = QString::fromUtf8(carried->data(mimeType()));
    const QString onto = playerAt(row, column);
    if (dragged.isEmpty() || onto.isEmpty() || dragged == onto) {
        return false;
    }
    Q_EMIT swapAsked(dragged, onto);
    return true;
}

Qt::DropActions RoundTable::supportedDropActions() const
{
    return Qt::CopyAction;
}

} // namespace palmares::ui

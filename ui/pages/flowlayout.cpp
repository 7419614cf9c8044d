#include "ui/pages/flowlayout.h"

#include <QHBoxLayout>
#include <QSpacerItem>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace palmares::ui {

namespace {

bool stretches(const QLayoutItem* item)
{
    return (item->expandingDirections() & Qt::Horizontal) != 0;
}

/// Where a line of items goes: in `area`, from its left at `y`, `height`
/// high; its items' preferred widths and the spaces between them take `used`.
struct Line {
    QRect area;
    int y = 0;
    int height = 0;
    int used = 0;
    int hSpace = 0;
};

/// Sets the geometry of a line's items: each at its preferred width (no less
/// than its minimum, no more than what is left of the line), what the line
/// leaves shared by its stretching items, each centred in the line's height.
void placeLine(const QList<QLayoutItem*>& items, const Line& line)
{
    const int flexible = static_cast<int>(std::count_if(items.cbegin(), items.cend(), stretches));
    // What the line leaves goes to its stretching items.
    const int left = std::max(0, line.area.width() - line.used);
    int x = line.area.left();
    int share = 0;
    for (QLayoutItem* item : items) {
        int width = item->sizeHint().width();
        if (flexible > 0 && stretches(item)) {
            const int extra = left / flexible + (share < left % flexible ? 1 : 0);
            ++share;
            width += extra;
        }
        width = std::clamp(width, item->minimumSize().width(),
                           std::max(item->minimumSize().width(), line.area.right() + 1 - x));
        const int height = std::min(line.height, std::max(item->sizeHint().height(), item->minimumSize().height()));
        item->setGeometry(QRect(x, line.y + (line.height - height) / 2, width, height));
        x += width + line.hSpace;
    }
}

} // namespace

FlowLayout::FlowLayout()
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0)) {
        delete item;
    }
}

void FlowLayout::addStretch()
{
    addItem(new QSpacerItem(0, 0, QSizePolicy::Expanding, QSizePolicy::Minimum));
}

QWidget* FlowLayout::addGroup(QWidget* parent, const QList<QWidget*>& widgets)
{
    auto* group = new QWidget(parent);
    auto* row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets) {
        row->addWidget(w);
    }
    addWidget(group);
    return group;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
    invalidate();
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size()) {
        return nullptr;
    }
    QLayoutItem* item = m_items.takeAt(index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // The widest item alone on its line; the height of one line (the page's
    // layout asks heightForWidth for the lines it really needs).
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty()) {
            size = size.expandedTo(item->minimumSize());
        }
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    int visible = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty()) {
            continue;
        }
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++visible;
    }
    const QMargins m = contentsMargins();
    return {width + std::max(0, visible - 1) * horizontalSpacing() + m.left() + m.right(),
            height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::horizontalSpacing() const
{
    if (spacing() >= 0) {
        return spacing();
    }
    const QWidget* parent = parentWidget();
    return parent != nullptr ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent) : 6;
}

int FlowLayout::verticalSpacing() const
{
    if (spacing() >= 0) {
        return spacing();
    }
    const QWidget* parent = parentWidget();
    return parent != nullptr ? parent->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, parent) : 6;
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int hSpace = horizontalSpacing();
    const int vSpace = verticalSpacing();
    QList<QLayoutItem*> visible;
    for (QLayoutItem* item : m_items) {
        if (!item->isEmpty()) {
            visible.append(item);
        }
    }
    // A line takes items at their preferred width while they fit (an item
    // wider than the whole line has it alone, shrunk to no less than its
    // minimum).
    int y = area.top();
    qsizetype first = 0;
    while (first < visible.size()) {
        qsizetype last = first;
        int used = visible.at(first)->sizeHint().width();
        while (last + 1 < visible.size()) {
            const int next = used + hSpace + visible.at(last + 1)->sizeHint().width();
            if (next > area.width()) {
                break;
            }
            used = next;
            ++last;
        }
        int lineHeight = 0;
        for (qsizetype i = first; i <= last; ++i) {
            lineHeight = std::max(lineHeight, visible.at(i)->sizeHint().height());
        }
        if (apply) {
            placeLine(visible.mid(first, last - first + 1), Line{area, y, lineHeight, used, hSpace});
        }
        y += lineHeight + vSpace;
        first = last + 1;
    }
    const int height = first == 0 ? 0 : y - vSpace - area.top();
    const QMargins m = contentsMargins();
    return height + m.top() + m.bottom();
}

} // namespace palmares::ui

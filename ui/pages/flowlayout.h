#pragma once

/// The row of fields and buttons above a page's table: laid out left to right
/// like a QHBoxLayout while the window is wide enough, and wrapped onto more
/// lines when it is not (a 1024 px screen in French, a large font: issue 20).
/// In each line the space left goes to the items that expand horizontally
/// (the search fields, addStretch()), as a QHBoxLayout would give it.

#include <QLayout>
#include <QList>

namespace palmares::ui {

class FlowLayout final : public QLayout
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FlowLayout)

public:
    /// A layout without margins, for a page's layout to hold.
    FlowLayout();
    ~FlowLayout() override;

    /// Space that takes what the line leaves, like QBoxLayout::addStretch().
    void addStretch();
    /// `widgets` side by side, never separated by a line break (a label and
    /// its field); their container is returned.
    QWidget* addGroup(QWidget* parent, const QList<QWidget*>& widgets);

    void addItem(QLayoutItem* item) override;
    [[nodiscard]] int count() const override;
    [[nodiscard]] QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    [[nodiscard]] Qt::Orientations expandingDirections() const override;
    [[nodiscard]] bool hasHeightForWidth() const override;
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize minimumSize() const override;
    [[nodiscard]] QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    /// Lays the items out in `rect` (only measures when `apply` is false);
    /// returns the height used.
    int arrange(const QRect& rect, bool apply) const;
    [[nodiscard]] int horizontalSpacing() const;
    [[nodiscard]] int verticalSpacing() const;

    QList<QLayoutItem*> m_items;
};

} // namespace palmares::ui

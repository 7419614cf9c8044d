#include "screenfit.h"

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QWidget>

#include <algorithm>

namespace palmares::ui {

namespace {

/// Fits each window of the program as it opens or is resized (keepWindowsOnScreens).
class ScreenKeeper final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        const QEvent::Type type = event->type();
        if (type != QEvent::Show && type != QEvent::Resize) {
            return false;
        }
        if (auto* widget = qobject_cast<QWidget*>(watched); widget != nullptr && widget->isVisible()) {
            const Qt::WindowType kind = widget->windowType();
            if (kind == Qt::Window || kind == Qt::Dialog) {
                // Once the window has placed itself (the filter runs before a
                // dialog's showEvent centres it over its parent). A dialog
                // opening also takes the size its polished content asks,
                // as far as the screen allows: its first size was reckoned
                // before its fonts and rows were known.
                const bool opening = type == QEvent::Show && kind == Qt::Dialog;
                QMetaObject::invokeMethod(
                    widget, [widget, opening] { opening ? growToContent(widget) : fitToScreen(widget); },
                    Qt::QueuedConnection);
            }
        }
        return false;
    }
};

/// A scroll area whose size hint is its content's whole size (QScrollArea's
/// stops at 36×24 lines): the window opens as large as it needs, the screen
/// permitting, and scrolls only beyond that.
class FittingScrollArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    [[nodiscard]] QSize sizeHint() const override
    {
        if (widget() == nullptr) {
            return QScrollArea::sizeHint();
        }
        const int frame = 2 * frameWidth();
        return widget()->sizeHint() + QSize(frame, frame);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // The content's layout changed (rows added, a note shown): the
        // window's layout asks this area's size hint again.
        if (watched == widget() && event->type() == QEvent::LayoutRequest) {
            updateGeometry();
        }
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

QRect fittedGeometry(const QRect& wanted, const QRect& available)
{
    if (!available.isValid()) {
        return wanted;
    }
    QRect fitted(wanted.topLeft(), wanted.size().boundedTo(available.size()));
    // Moved back inside, right and bottom first so the top-left wins (the
    // title bar stays reachable).
    fitted.moveRight(std::min(fitted.right(), available.right()));
    fitted.moveBottom(std::min(fitted.bottom(), available.bottom()));
    fitted.moveLeft(std::max(fitted.left(), available.left()));
    fitted.moveTop(std::max(fitted.top(), available.top()));
    return fitted;
}

void fitToScreen(QWidget* window)
{
    if (window == nullptr || window->isMaximized() || window->isFullScreen()) {
        return;
    }
    // The screen under the window's centre: a restored geometry may put it
    // on another screen than the primary one.
    const QRect geometry = window->geometry();
    const QScreen* screen = QGuiApplication::screenAt(geometry.center());
    if (screen == nullptr) {
        screen = window->screen() != nullptr ? window->screen() : QGuiApplication::primaryScreen();
    }
    if (screen == nullptr) {
        return;
    }
    // What the frame adds (title bar, borders): nothing before the window is
    // shown on most platforms.
    const QRect frame = window->frameGeometry();
    const QMargins margins(geometry.left() - frame.left(), geometry.top() - frame.top(),
                           frame.right() - geometry.right(), frame.bottom() - geometry.bottom());
    const QRect fitted = fittedGeometry(frame, screen->availableGeometry()).marginsRemoved(margins);
    if (fitted != geometry) {
        window->setGeometry(fitted);
    }
}

void keepWindowsOnScreens()
{
    static QPointer<ScreenKeeper> keeper;
    if (keeper.isNull() && QCoreApplication::instance() != nullptr) {
        keeper = new ScreenKeeper(QCoreApplication::instance());
        QCoreApplication::instance()->installEventFilter(keeper);
    }
}

void growToContent(QWidget* window)
{
    if (window == nullptr || !window->isVisible() || window->isMaximized() || window->isFullScreen()) {
        return;
    }
    const QSize wanted = window->size().expandedTo(window->sizeHint());
    if (wanted != window->size()) {
        window->resize(wanted);
    }
    fitToScreen(window); // the keeper does it too, when it is installed
}

QScrollArea* scrolling(QWidget* content, QWidget* parent)
{
    auto* area = new FittingScrollArea(parent);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setWidget(content);
    return area;
}

} // namespace palmares::ui

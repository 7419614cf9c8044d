#include "screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace palmares::ui {

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

} // namespace palmares::ui

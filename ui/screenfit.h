#pragma once

/// Windows that fit the screen (issue 20: on a 1024×700 screen, or with
/// large fonts, the window opened wider than the screen): the geometry a
/// window is given, saved or by default, is kept inside the screen's
/// available area (without the panels).

#include <QRect>

class QScrollArea;
class QWidget;

namespace palmares::ui {

/// `wanted` made no larger than `available` and moved inside it (the size
/// kept when it fits, the position kept when the window is inside).
QRect fittedGeometry(const QRect& wanted, const QRect& available);

/// Fits `window` (a top-level widget, shown or not) to the available area of
/// the screen it is on, its frame included when the frame is known. A
/// maximised or full-screen window is left alone.
void fitToScreen(QWidget* window);

/// Keeps every window of the program on its screen (issue 43: at 1280×720
/// a result dialog switched to tarot grew to 1,207 px, its buttons off the
/// screen): each window is fitted when it opens and whenever it is resized,
/// a dialog grown by its layout included. Installed once on the
/// application; calling it again does nothing.
void keepWindowsOnScreens();

/// Grows `window` (shown) to what its content now asks, as far as its
/// screen allows: a dialog whose form grew re-fits itself instead of
/// scrolling while there is room.
void growToContent(QWidget* window);

/// `content` in a frameless scroll area that asks for the content's whole
/// size but accepts less: the window holding it fits a small screen and
/// scrolls inside instead of growing past it.
QScrollArea* scrolling(QWidget* content, QWidget* parent);

} // namespace palmares::ui

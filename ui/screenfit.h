#pragma once

/// Windows that fit the screen (issue 20: on a 1024×700 screen, or with
/// large fonts, the window opened wider than the screen): the geometry a
/// window is given, saved or by default, is kept inside the screen's
/// available area (without the panels).

#include <QRect>

class QWidget;

namespace palmares::ui {

/// `wanted` made no larger than `available` and moved inside it (the size
/// kept when it fits, the position kept when the window is inside).
QRect fittedGeometry(const QRect& wanted, const QRect& available);

/// Fits `window` (a top-level widget, shown or not) to the available area of
/// the screen it is on, its frame included when the frame is known. A
/// maximised or full-screen window is left alone.
void fitToScreen(QWidget* window);

} // namespace palmares::ui

#pragma once

#include <QString>

namespace palmares::ui {

class MainWindow;

/// Saves a PNG of every tab of `window` and of the result dialog (a tarot
/// table and a battle, filled in as a secretary would) into `folder`, as the
/// person sees them. scripts/screenshots.sh runs it under Xvfb for
/// docs/screenshots/. Returns the number of pictures saved.
int takeScreenshots(MainWindow& window, const QString& folder);

} // namespace palmares::ui

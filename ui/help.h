#pragma once

/// Help → Manual: the user manual (docs/manual, Markdown) in the interface
/// language, shown rendered in Palmarès' own manual window (ManualWindow).
/// The manual and the pictures it shows are built into the program (Qt
/// resources under :/manual), so it is there wherever Palmarès runs: no file
/// to find under /usr/share/doc (which Debian lets an administrator leave out)
/// and no desktop program to open it with.

#include <QString>
#include <QUrl>

class QWidget;

namespace palmares::ui {

/// The manual's first page for `language` ("en", "fr"; anything else is
/// English): a qrc: URL of the Markdown built into the program.
QUrl manualUrl(const QString& language);

/// Shows the manual in the interface language in the manual window of
/// `parent` (made on first use, raised afterwards).
void openManual(QWidget* parent);

} // namespace palmares::ui

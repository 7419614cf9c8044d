#pragma once

/// Help → Manual: finds the user manual (docs/manual, Markdown) in the
/// interface language and opens it with the desktop's viewer.

#include <QString>

class QWidget;

namespace palmares::ui {

/// The manual's file for `language` ("en", "fr"; anything else is English):
/// the installed copy (share/doc/palmares/manual beside the binary's bin/,
/// then /usr/share/doc/palmares/manual), else the source tree's docs/manual
/// when running from a build. Empty when none is found.
QString manualPath(const QString& language);

/// Opens the manual in the interface language (QDesktopServices); says so in
/// a message box over `parent` when it cannot.
void openManual(QWidget* parent);

} // namespace palmares::ui

#pragma once

/// Paper: the print dialog and the print preview of a Report, painted by
/// the same code as its PDF (report::paint).

#include "report/report.h"

class QWidget;

namespace palmares::report {

/// Asks for a printer (A4 portrait by default) and prints; false when the
/// person cancelled or printing failed.
bool printWithDialog(QWidget* parent, const Report& report);

/// A modal QPrintPreviewDialog of the report (it can print from there too).
void printPreview(QWidget* parent, const Report& report);

} // namespace palmares::report

#pragma once

// Internal to core/workbook: an .xlsx (ECMA-376 SpreadsheetML) read from its
// zip: xl/workbook.xml's sheets and their relationships, the shared
// strings, the styles' number formats (which cells show dates) and each
// sheet's cells and merged cells.

#include "workbook.h"

namespace palmares::workbook::detail {

class ZipEntries;

/// Reads the sheets of the .xlsx in `zip`; a problem is thrown (Refusal).
QList<WorkbookSheet> readXlsx(ZipEntries& zip);

} // namespace palmares::workbook::detail

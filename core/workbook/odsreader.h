#pragma once

// Internal to core/workbook: an .ods (OpenDocument 1.2/1.3) read from its
// content.xml: each table:table a sheet, its cells by office:value-type, the
// repeated rows and columns counted rather than held, covered cells skipped
// and merged cells (table:number-columns-spanned) kept for the header.

#include "workbook.h"

namespace palmares::workbook::detail {

class ZipEntries;

/// Reads the sheets of the .ods in `zip`; a problem is thrown (Refusal).
QList<WorkbookSheet> readOds(ZipEntries& zip);

} // namespace palmares::workbook::detail

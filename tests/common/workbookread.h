#pragma once

// Reads back the workbooks Palmarès writes, for the tests: an .xlsx's
// sheets (ECMA-376 part 1, SpreadsheetML: xl/workbook.xml, its relationships,
// xl/worksheets/*.xml, xl/sharedStrings.xml, xl/styles.xml) and an .ods's
// (OpenDocument 1.2: content.xml, settings.xml), unzipped with QuaZip and
// parsed with QXmlStreamReader. Written from the specifications, not from
// the writers' code.

#include <QList>
#include <QString>
#include <QStringList>

namespace palmares::test {

struct ReadCell {
    /// xlsx: "s" shared string, "inlineStr", "str" (a formula's text), "b",
    /// "n" (a number, also for dates); ods: the office:value-type
    /// ("string", "float", "date"…); "" for an empty cell.
    QString type;
    QString value;        ///< the text, the number as written, an ods date-value
    QString format;       ///< xlsx: the number format's code ("yyyy-mm-dd"), "" = General; ods: the data style's name
    bool formula = false; ///< the cell holds a formula (<f>, table:formula)
};

struct ReadSheet {
    QString name;
    QList<QList<ReadCell>> rows; ///< from the first row, cells from column A (gaps filled with empty cells)
    bool headerFrozen = false;   ///< xlsx: <pane ySplit="1" state="frozen"/>; ods: settings.xml's frozen split at row 1
    QList<double> widths;        ///< xlsx: <col width>; ods: the column styles' widths in cm
};

struct ReadWorkbook {
    QList<ReadSheet> sheets;
    QString title;   ///< docProps/core.xml's dc:title, meta.xml's dc:title
    QString problem; ///< empty when the file was read
};

ReadWorkbook readXlsx(const QString& path);
ReadWorkbook readOds(const QString& path);

/// The serial number a spreadsheet gives a day (days since 1899-12-30),
/// counted here by hand from the calendar (no QDate).
long daysSince18991230(int year, int month, int day);

} // namespace palmares::test

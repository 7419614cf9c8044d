#pragma once

/// A workbook (.xlsx, Office Open XML SpreadsheetML, ECMA-376; .ods,
/// OpenDocument) read into its sheets of cells as typed (issue 44): text as
/// written, numbers in C notation ("1081.23"), dates as the import
/// assistant's date reader takes them unambiguously ("2019-09-12",
/// "2019-09-12 20:30"), booleans "1" or "0", formulas by their cached value.
/// Read with QuaZip and QXmlStreamReader within the limits of limits.h:
/// beyond one, the reading stops with a problem (docs/RELIABILITY.md).

#include "csv/sheet.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::workbook {

/// A problem of the workbook, where it is: the sheet (empty for the whole
/// file), the row and the column (1-based; 0 when not known).
struct WorkbookError {
    QString message;
    QString sheet;
    int row = 0;
    int column = 0;
};

/// A row holding at least one value: its number in the sheet (1-based) and
/// its cells from column A, trailing empty cells dropped.
struct WorkbookRow {
    int number = 0;
    QStringList cells;
};

/// Cells merged across columns (0-based, `first` to `last`) starting on
/// row `row` (1-based): a header's name over several columns.
struct MergedCells {
    int row = 0;
    int first = 0;
    int last = 0;
};

/// One sheet of the workbook.
struct WorkbookSheet {
    QString name;
    QList<WorkbookRow> rows;
    QList<MergedCells> merged;
};

/// The whole workbook as read.
struct Workbook {
    Q_DECLARE_TR_FUNCTIONS(palmares::workbook::Workbook)

public:
    enum class Format { Xlsx, Ods };
    Format format = Format::Xlsx;
    QList<WorkbookSheet> sheets;
    std::optional<WorkbookError> error; ///< the reading stopped there

    /// Whether `bytes` start as a zip archive does (an .xlsx or an .ods,
    /// or another zip: read() then says it is neither).
    [[nodiscard]] static bool isZip(const QByteArray& bytes);
    /// Whether `bytes` start as an old binary workbook (.xls, OLE2) does.
    [[nodiscard]] static bool isLegacy(const QByteArray& bytes);

    /// Reads `bytes`, an .xlsx or an .ods (told apart by their entries).
    [[nodiscard]] static Workbook read(const QByteArray& bytes);

    /// The sheets holding at least one row (0-based indexes, in order).
    [[nodiscard]] QList<int> nonEmptySheets() const;
    /// The sheet `key` names: its name, else its number (1-based); -1 when none.
    [[nodiscard]] int find(const QString& key) const;

    /// The sheet `index` as the import assistant reads a file of text: the
    /// header is its first row that is not a title (one value merged across
    /// columns); a header name merged over several columns names each
    /// ("Joueur" over B:C is "Joueur 1", "Joueur 2"); each record's line is
    /// its row number and its cells start at column A.
    [[nodiscard]] csv::Sheet toSheet(int index) const;
};

} // namespace palmares::workbook

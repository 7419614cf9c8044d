#pragma once

// Internal to core/workbook: a sheet built cell by cell by the readers of
// both formats, within the limits of limits.h (the rows, the columns, the
// cells of the whole workbook), empty cells and rows costing nothing.

#include "workbook.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace palmares::workbook::detail {

class SheetBuilder
{
public:
    /// `cells` counts the values of the whole workbook.
    SheetBuilder(QString name, qsizetype& cells) : m_name(std::move(name)), m_cells(cells) {}

    [[nodiscard]] const QString& name() const { return m_name; }

    /// Sets the cell of `row` and `column` (both 1-based) to `text`; an
    /// empty text is no value and costs nothing.
    void set(int row, int column, const QString& text);
    /// Row `row`'s `cells` (from column A) repeated `times`, checked whole
    /// before anything is held (an .ods row repeated a billion times).
    void setRows(int row, const QStringList& cells, qint64 times);
    /// Checks that `row` (1-based) is within the limit, before a row is read.
    void checkRow(qint64 row) const;
    void merge(int row, int first, int last);

    [[nodiscard]] WorkbookSheet take();

private:
    QString m_name;
    qsizetype& m_cells;
    QMap<int, QStringList> m_rows;
    QList<MergedCells> m_merged;
};

} // namespace palmares::workbook::detail

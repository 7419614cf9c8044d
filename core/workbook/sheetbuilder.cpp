#include "sheetbuilder.h"

#include "workbook/limits.h"
#include "zipentries.h"

#include "common/status.h"

namespace palmares::workbook::detail {

void SheetBuilder::checkRow(qint64 row) const
{
    if (row > MaxRows) {
        refuse(Workbook::tr("the sheet has a row beyond row %1").arg(MaxRows), m_name);
    }
}

void SheetBuilder::set(int row, int column, const QString& text)
{
    if (text.isEmpty()) {
        return;
    }
    checkRow(row);
    if (column > MaxColumns) {
        refuse(Workbook::tr("the sheet has a value beyond column %1").arg(columnLetters(MaxColumns)), m_name, row,
               column);
    }
    if (++m_cells > MaxCells) {
        refuse(Workbook::tr("the workbook holds more than %1 values").arg(MaxCells), m_name, row, column);
    }
    QStringList& cells = m_rows[row];
    while (cells.size() < column) {
        cells.append(QString());
    }
    cells[column - 1] = text;
}

void SheetBuilder::setRows(int row, const QStringList& cells, qint64 times)
{
    qsizetype values = 0;
    for (const QString& c : cells) {
        values += c.isEmpty() ? 0 : 1;
    }
    if (values == 0) {
        return;
    }
    checkRow(row + times - 1);
    if (cells.size() > MaxColumns) {
        refuse(Workbook::tr("the sheet has a value beyond column %1").arg(columnLetters(MaxColumns)), m_name, row,
               static_cast<int>(cells.size()));
    }
    if (values * times > MaxCells - m_cells) {
        refuse(Workbook::tr("the workbook holds more than %1 values").arg(MaxCells), m_name, row);
    }
    m_cells += values * times;
    for (qint64 i = 0; i < times; ++i) {
        m_rows.insert(row + static_cast<int>(i), cells);
    }
}

void SheetBuilder::merge(int row, int first, int last)
{
    if (first < last) {
        m_merged.append({row, first, last});
    }
}

WorkbookSheet SheetBuilder::take()
{
    WorkbookSheet sheet;
    sheet.name = m_name;
    sheet.rows.reserve(m_rows.size());
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        sheet.rows.append({it.key(), *it});
    }
    sheet.merged = std::move(m_merged);
    m_rows.clear();
    return sheet;
}

} // namespace palmares::workbook::detail

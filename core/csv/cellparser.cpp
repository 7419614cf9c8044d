#include "csv/cellparser.h"

#include "csv/encoding.h"
#include "csv/limits.h"
#include "csv/nearest.h"
#include "csv/resultscsv.h"

#include <algorithm>
#include <string_view>

#include <QCoreApplication>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::CellParser)
};

} // namespace

void CellParser::error(int line, int column, const QString& field, const QString& message)
{
    ++m_result.errorCount;
    if (full()) {
        m_result.errorsTruncated = true;
        return;
    }
    m_result.errors.append(CsvError{line, column, field, message});
}

QString CellParser::fieldOfCell(std::size_t cell) const
{
    if (cell < m_kindOfCell.size() && m_kindOfCell[cell] >= 0) {
        return ResultsCsv::columns().at(m_kindOfCell[cell]);
    }
    return {};
}

void CellParser::cellError(int line, std::size_t cell, const QString& message)
{
    error(line, static_cast<int>(cell) + 1, fieldOfCell(cell), message);
}

// Error on a column given by kind (column 0 when the header lacks it).
void CellParser::columnError(int line, Col kind, const QString& message)
{
    error(line, m_cellOfKind[kind] + 1, ResultsCsv::columns().at(kind), message);
}

void CellParser::reportScanProblems(const Record& rec, bool afterHeader)
{
    for (const ScanProblem& p : rec.problems) {
        const QString field = afterHeader ? fieldOfCell(static_cast<std::size_t>(p.column - 1)) : QString();
        QString message;
        switch (p.kind) {
        case ScanProblemKind::Unterminated:
            message = Text::tr("a quoted cell is never closed (its opening quote runs to the end of the file)");
            break;
        case ScanProblemKind::QuoteInUnquotedCell:
            message = Text::tr("a quote inside an unquoted cell (quote the whole cell and double the quote)");
            break;
        case ScanProblemKind::TextAfterClosingQuote:
            message = Text::tr("unexpected text after a closing quote");
            break;
        case ScanProblemKind::LineTooLong:
            message = Text::tr("the line is longer than %1 MiB: the file is not read further")
                          .arg(MaxLineBytes / (qsizetype{1} << 20));
            m_stopped = true; // not read to its end: no check of whole matches ("only one row")
            break;
        }
        error(p.line, p.column, field, message);
    }
}

void CellParser::readHeader(const Record& rec)
{
    if (rec.cells.size() > static_cast<std::size_t>(MaxColumns)) {
        error(rec.line, 0, {},
              Text::tr("the header has %1 columns; a file has at most %2").arg(rec.cells.size()).arg(MaxColumns));
        m_stopped = true;
        return;
    }
    m_kindOfCell.assign(rec.cells.size(), -1);
    m_result.header.reserve(static_cast<qsizetype>(rec.cells.size()));
    for (std::size_t i = 0; i < rec.cells.size(); ++i) {
        const int column = static_cast<int>(i) + 1;
        const QByteArrayView raw = rec.cells[i];
        m_result.header.append(textOf(raw)); // every cell, so that indexOf(name) + 1 is its column
        if (m_checkUtf8 && !raw.isValidUtf8()) {
            error(rec.line, column, {}, notUtf8Message(raw, m_windows1252));
            m_stopped = true;
            return;
        }
        const QByteArrayView name = trimmedAscii(raw);
        if (name.isEmpty()) {
            error(rec.line, column, {}, Text::tr("column %1 has no name").arg(column));
            continue;
        }
        const std::string_view nameView(name.data(), static_cast<std::size_t>(name.size()));
        const auto* const it = std::find(ColumnNames.begin(), ColumnNames.end(), nameView);
        if (it == ColumnNames.end()) {
            const QString text = textOf(name);
            error(rec.line, column, text, noSuchColumn(text, ResultsCsv::columns()));
            continue;
        }
        const auto kind = static_cast<int>(it - ColumnNames.begin());
        if (m_cellOfKind[kind] >= 0) {
            error(rec.line, column, ResultsCsv::columns().at(kind),
                  Text::tr("column '%1' appears twice (also column %2)")
                      .arg(ResultsCsv::columns().at(kind))
                      .arg(m_cellOfKind[kind] + 1));
            continue;
        }
        m_cellOfKind[kind] = static_cast<int>(i);
        m_kindOfCell[i] = kind;
    }
    for (const Col kind : RequiredColumns) {
        if (m_cellOfKind[kind] < 0) {
            error(rec.line, 0, ResultsCsv::columns().at(kind),
                  Text::tr("required column '%1' is missing").arg(ResultsCsv::columns().at(kind)));
        }
    }
}
} // namespace palmares::csv

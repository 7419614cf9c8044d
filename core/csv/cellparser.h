#pragma once

// Internal to core/csv: the results file's header and the typed cells of a
// row, each problem located (line, column, field) in the result's list of
// errors, up to CsvParseResult::MaxErrors. The reader of rows builds on it.

#include "csv/celltext.h"
#include "csv/columns.h"
#include "csv/csvparseresult.h"
#include "csv/numbers.h"
#include "csv/scanner.h"

#include <QByteArrayView>
#include <QString>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace palmares::csv {

class CellParser
{
public:
    explicit CellParser(CsvParseResult& result) : m_result(result) { m_cellOfKind.fill(-1); }

protected:
    [[nodiscard]] bool full() const { return m_result.errors.size() >= CsvParseResult::MaxErrors; }

    void error(int line, int column, const QString& field, const QString& message);
    [[nodiscard]] QString fieldOfCell(std::size_t cell) const;
    void cellError(int line, std::size_t cell, const QString& message);
    // Error on a column given by kind (column 0 when the header lacks it).
    void columnError(int line, Col kind, const QString& message);
    void reportScanProblems(const Record& rec, bool afterHeader);
    void readHeader(const Record& rec);

    // An integer cell (trimmed, not empty) with a lower bound.
    bool intCell(int line, std::size_t cell, QByteArrayView v, int minimum, std::optional<int>& out)
    {
        int value = 0;
        switch (parseInt(v, value)) {
        case NumberStatus::Malformed:
            cellError(line, cell, QStringLiteral("%1 is not an integer").arg(shown(v)));
            return false;
        case NumberStatus::OutOfRange:
            cellError(line, cell, QStringLiteral("%1 is out of range").arg(shown(v)));
            return false;
        case NumberStatus::Ok:
            break;
        }
        if (value < minimum) {
            cellError(line, cell,
                      minimum == 0 ? QStringLiteral("%1 must not be negative, not %2").arg(fieldOfCell(cell), shown(v))
                                   : QStringLiteral("%1 must be at least %2, not %3")
                                         .arg(fieldOfCell(cell), QString::number(minimum), shown(v)));
            return false;
        }
        out = value;
        return true;
    }

    enum class Bound : std::uint8_t { Any, NonNegative, Positive };

    bool numberCell(int line, std::size_t cell, QByteArrayView v, Bound bound, std::optional<double>& out)
    {
        double value = 0.0;
        switch (parseDouble(v, value)) {
        case NumberStatus::Malformed:
            cellError(line, cell, QStringLiteral("%1 is not a number").arg(shown(v)));
            return false;
        case NumberStatus::OutOfRange:
            cellError(line, cell, QStringLiteral("%1 is out of range").arg(shown(v)));
            return false;
        case NumberStatus::Ok:
            break;
        }
        if (bound == Bound::NonNegative && value < 0.0) {
            cellError(line, cell, QStringLiteral("%1 must not be negative, not %2").arg(fieldOfCell(cell), shown(v)));
            return false;
        }
        if (bound == Bound::Positive && !(value > 0.0)) {
            cellError(line, cell, QStringLiteral("%1 must be greater than 0, not %2").arg(fieldOfCell(cell), shown(v)));
            return false;
        }
        out = value;
        return true;
    }

    // "", "0" or "1".
    std::optional<bool> flagCell(int line, std::size_t cell, QByteArrayView v)
    {
        if (v.isEmpty()) {
            return std::nullopt;
        }
        if (v.size() == 1 && (v[0] == '0' || v[0] == '1')) {
            return v[0] == '1';
        }
        cellError(line, cell, QStringLiteral("%1 must be empty, 0 or 1").arg(shown(v)));
        return std::nullopt;
    }
    CsvParseResult& m_result;
    bool m_checkUtf8 = false;                 // some bytes of the file are not UTF-8: check each cell
    bool m_stopped = false;                   // a cell that is not UTF-8: one message, and reading stops
    bool m_windows1252 = false;               // the whole file could be Windows-1252, for what a message says of it
    std::vector<int> m_kindOfCell;            // header cell → Col, -1 when ignored
    std::array<int, ColCount> m_cellOfKind{}; // Col → header cell, -1 when absent
};

} // namespace palmares::csv

#pragma once

#include <QString>

namespace palmares::csv {

/// One problem in a file: 1-based line of the file (the header is line 1; a
/// quoted cell with line breaks counts its physical lines), 1-based column
/// number (0 when the problem concerns a whole row or the file), the column's
/// name when known, and an English message.
struct CsvError {
    int line = 0;
    int column = 0;
    QString field;
    QString message;

    /// "line 12, column 4 (score): 'abc' is not a number"
    [[nodiscard]] QString toString() const;
};

} // namespace palmares::csv

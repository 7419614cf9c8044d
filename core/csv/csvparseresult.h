#pragma once

#include "csv/csverror.h"
#include "csv/csvmatch.h"

#include <QList>
#include <QStringList>

namespace palmares::csv {

/// What reading a file gives: its matches when it has no problem, else every
/// problem found (up to MaxErrors, and how many in all) and what could be read.
struct CsvParseResult {
    QList<CsvMatch> matches;      ///< in order of first appearance in the file
    QList<CsvError> errors;       ///< all errors found (the reader stops collecting at MaxErrors)
    int rowCount = 0;             ///< data rows read
    QStringList header;           ///< the header's column names, trimmed, in file order
    bool errorsTruncated = false; ///< more than MaxErrors problems: `errors` holds the first of them
    /// Every problem found, of which `errors` holds the first MaxErrors: the
    /// reading goes on to the end of the file to count them (issue 40).
    int errorCount = 0;
    static constexpr int MaxErrors = 50;
    [[nodiscard]] bool ok() const { return errors.isEmpty(); }
};

} // namespace palmares::csv

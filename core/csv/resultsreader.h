#pragma once

// Internal to core/csv (ResultsCsv::read is the public door): a whole
// results file read into matches, or the problems that keep it from being.

#include "csv/csvparseresult.h"

#include <QByteArray>
#include <QList>

namespace palmares::csv {

/// `lines`: the line of another file each physical line stands for
/// (lines[n] for line n), when the bytes were written from it (the import
/// assistant); empty: the lines are the file's own.
CsvParseResult readResults(const QByteArray& bytes, const QList<int>& lines = {});

} // namespace palmares::csv

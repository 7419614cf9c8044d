#pragma once

// Internal to core/csv (ResultsCsv::read is the public door): a whole
// results file read into matches, or the problems that keep it from being.

#include "csv/csvparseresult.h"

#include <QByteArray>

namespace palmares::csv {

CsvParseResult readResults(const QByteArray& bytes);

} // namespace palmares::csv

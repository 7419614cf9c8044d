#pragma once

// Internal to core/csv (ResultsCsv::write is the public door): matches
// written as a results file.

#include "csv/csvmatch.h"

#include <QIODevice>
#include <QList>

namespace palmares::csv {

bool writeResults(QIODevice& device, const QList<CsvMatch>& matches);

} // namespace palmares::csv

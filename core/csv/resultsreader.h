#pragma once

// Internal to core/csv (ResultsCsv::read is the public door): a whole
// results file read into matches, or the problems that keep it from being;
// and the second reading of resultsstream.h, which builds them.

#include "csv/csvparseresult.h"
#include "csv/resultsstream.h"

#include <QByteArray>
#include <QList>

namespace palmares::csv {

/// `lines`: the line of another file each physical line stands for
/// (lines[n] for line n), when the bytes were written from it (the import
/// assistant); empty: the lines are the file's own.
CsvParseResult readResults(const QByteArray& bytes, const QList<int>& lines = {});

class ChunkInput;

/// The reading after the survey (survey.h): `in` from its start, each match
/// handed to `take` whole as soon as its last row is read, every problem in
/// `result`; `faulted` says as it goes whether one was found.
void readMatches(ChunkInput& in, const SurveyData& survey, CsvParseResult& result, const QList<int>& lines,
                 const ResultsStream::Take& take, bool& faulted);

} // namespace palmares::csv

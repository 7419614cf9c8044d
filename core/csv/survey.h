#pragma once

// Internal to core/csv: the first reading of a results file (resultsstream.h),
// which learns the match identifiers, where each match ends and the player
// names without keeping any row.

#include "csv/arena.h"
#include "csv/encoding.h"
#include "csv/keyindex.h"

#include <QIODevice>
#include <QStringList>

#include <vector>

namespace palmares::csv {

// What the first reading learns: each match's identifier (its index is the
// match's rank in order of first row), its row count and its last row's
// physical line; the player names; the encoding.
struct SurveyData {
    bool readable = false;
    Arena keys;
    KeyIndex index;
    std::vector<int> rows;
    std::vector<int> lastLine;
    Arena names;
    KeyIndex nameIndex;
    QStringList players;
    QStringList header;
    int rowCount = 0;
    EncodingSurvey encoding;
};

/// Reads `device` from its start, `chunkSize` bytes at a time, into `data`.
void survey(QIODevice& device, qsizetype chunkSize, SurveyData& data);

} // namespace palmares::csv

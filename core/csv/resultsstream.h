#pragma once

/// The interchange results file read from a device a chunk at a time, in
/// memory that does not grow with the file: only with its distinct match
/// identifiers and names (docs/ARCHITECTURE.md, Import). The device is read
/// twice: survey() goes through it once to learn each match's identifier and
/// last row and the file's player names, then read() reads it again and
/// hands each match on whole as soon as its last row is read, with every
/// problem exactly as ResultsCsv::read tells it (line, column, field).

#include "csv/csvmatch.h"
#include "csv/csvparseresult.h"

#include <QIODevice>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>

namespace palmares::csv {

struct SurveyData;

class ResultsStream
{
public:
    static constexpr qsizetype DefaultChunkSize = qsizetype{1} << 20;
    /// A match, whole; false: read no further (cancelled).
    using Take = std::function<bool(CsvMatch&&)>;

    /// `lines`: as ResultsCsv::read(bytes, lines). `chunkSize`: the bytes
    /// read at a time (a record longer than that is read whole). A device
    /// that cannot seek back to its start is read whole into memory first.
    explicit ResultsStream(QIODevice& device, QList<int> lines = {}, qsizetype chunkSize = DefaultChunkSize);
    ~ResultsStream();
    ResultsStream(const ResultsStream&) = delete;
    ResultsStream& operator=(const ResultsStream&) = delete;
    ResultsStream(ResultsStream&&) = delete;
    ResultsStream& operator=(ResultsStream&&) = delete;

    /// The first reading: the match identifiers and where each match's last
    /// row is, the player names, the encoding. False when the device cannot
    /// be read (read() then says so).
    bool survey();
    /// The distinct match identifiers the survey found.
    [[nodiscard]] qsizetype matchCount() const;
    /// The data rows the survey found (the reading's count, unless it stops early).
    [[nodiscard]] int rowCount() const;
    /// The distinct match identifiers, in order of first row, `block` at a
    /// time (never all at once); false as soon as `f` returns false.
    bool forEachCodes(qsizetype block, const std::function<bool(const QStringList&)>& f) const;
    /// The distinct names of the player column in the rows of matches, as
    /// the reader gives them (trimmed), in order of first row.
    [[nodiscard]] QStringList playerNames() const;
    /// The header's column names, trimmed, in file order (as the reading gives them).
    [[nodiscard]] QStringList header() const;

    /// Reads the file from its start (after survey): each match whole, in
    /// order of first row, to `take`; the problems, the header and the row
    /// count in the result, whose `matches` stay empty. Each reading is the
    /// same; a match handed on after faulted() cannot be imported.
    CsvParseResult read(const Take& take);
    /// Whether the reading under way has found a problem so far (one the
    /// result will list, unless the list is full).
    [[nodiscard]] bool faulted() const;

private:
    QIODevice* m_device;
    std::unique_ptr<QIODevice> m_whole; // a sequential device read whole
    QList<int> m_lines;
    qsizetype m_chunkSize;
    std::unique_ptr<SurveyData> m_survey;
    bool m_faulted = false;
};

} // namespace palmares::csv

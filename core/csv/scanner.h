#pragma once

// Internal to core/csv: RFC 4180 scanning, bytes → records of cells. A cell
// is a view on the file's bytes (unquoted, quotes undoubled, untrimmed): no
// copy per cell. Each record knows the physical line it starts on, and each
// quoting problem its line and 1-based cell number.

#include "csv/celltext.h"

#include <QByteArrayView>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace palmares::csv {

enum class ScanProblemKind : std::uint8_t {
    Unterminated,
    QuoteInUnquotedCell,
    TextAfterClosingQuote,
    LineTooLong, // longer than MaxLineBytes (limits.h): the record is fatal, its cells not read
};

struct ScanProblem {
    int line = 0;
    int column = 0; // 1-based cell number
    ScanProblemKind kind = ScanProblemKind::Unterminated;
};

struct Record {
    int line = 0;                      // physical line where the record starts
    std::vector<QByteArrayView> cells; // unquoted, quotes undoubled, untrimmed
    std::vector<ScanProblem> problems;
    bool fatal = false; // an unterminated quote swallowed the rest of the file
};

// Cuts records out of the bytes. LF, CRLF and a lone CR each end a line.
// Blanks before an opening quote and after a closing quote are tolerated
// (`a, "b, c"`); any other quote outside a quoted cell is a problem.
//
// The bytes may come a chunk at a time (feed, step): a record is handed on
// only once the byte after it has been seen, so that a quoted cell, a UTF-8
// character or a CRLF cut by the end of a chunk is read whole from the next.
class Scanner
{
public:
    Scanner() = default;
    Scanner(const char* begin, const char* end) : m_p(begin), m_end(end) {}

    /// Reads the next record; false at the end of the input.
    bool next(Record& rec);

    enum class Step : std::uint8_t { Record, End, NeedMore };
    /// Reads the next record of bytes given by feed: NeedMore when it may go
    /// on past them (the scanner is then back at its start: feed it the same
    /// bytes from position() on, and more).
    Step step(Record& rec)
    {
        const char* start = m_p;
        const int line = m_line;
        if (!next(rec)) {
            return m_final ? Step::End : Step::NeedMore;
        }
        if (!m_final && m_p >= m_end) {
            // The record reached the end of the bytes: its last cell, a
            // quoted cell or its CRLF may go on in the next ones.
            m_p = start;
            m_line = line;
            return Step::NeedMore;
        }
        return Step::Record;
    }
    /// Where the next record starts.
    [[nodiscard]] const char* position() const { return m_p; }
    /// The physical line the next record starts on.
    [[nodiscard]] int line() const { return m_line; }
    /// The bytes to read from (the line count goes on); `final`: no more come after them.
    void feed(const char* begin, const char* end, bool final)
    {
        m_p = begin;
        m_end = end;
        m_final = final;
    }

private:
    static int cellNumber(const Record& rec) { return static_cast<int>(rec.cells.size()); }

    // One cell at m_p, leaving m_p on the comma, line break or end after it;
    // false when its quote is never closed.
    [[gnu::always_inline]] inline bool readCell(Record& rec);
    // An unquoted cell from m_p whose first stop may be at `from` or later.
    [[gnu::always_inline]] inline void readUnquoted(Record& rec, const char* from);
    // m_p is on a line break: steps over it (CRLF counts once).
    [[gnu::always_inline]] inline void skipLineBreak();
    bool readQuoted(Record& rec, const char* q);
    QByteArrayView undoubled(QByteArrayView content, std::size_t slot);

    const char* m_p = nullptr;
    const char* m_end = nullptr;
    bool m_final = true;
    int m_line = 1;
    std::deque<std::string> m_scratch;
};

// An upper bound of the number of lines: the LFs, or the CRs in a file with
// old Mac line ends.
std::size_t countLineBreaks(const char* p, const char* end);

inline bool isBlankRecord(const Record& rec)
{
    return std::all_of(rec.cells.begin(), rec.cells.end(), [](QByteArrayView c) { return trimmedAscii(c).isEmpty(); });
}

} // namespace palmares::csv

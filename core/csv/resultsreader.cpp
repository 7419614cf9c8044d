// The results reader: the scanner's cells → CsvMatch and CsvRow, every
// problem located. Numbers, flags and dates are parsed straight from the
// file's bytes (no locale); names (players, teams, games) become a QString
// once per distinct name and match keys once per match. This keeps the
// reader above two million rows a second on one core.
//
// The file is read a chunk at a time, twice (resultsstream.h): the survey
// learns each match's identifier, its number of rows and the line of its
// last row; the reading builds each match in a list allocated at its size
// and hands it on as soon as its last row is read (in order of first row:
// a match whose rows are apart holds back the ones after it). What is kept
// across the file is the identifiers, the distinct names and the problems,
// never the rows.

#include "csv/resultsreader.h"

#include "csv/cellparser.h"
#include "csv/celltext.h"
#include "csv/columns.h"
#include "csv/dates.h"
#include "csv/encoding.h"
#include "csv/keyindex.h"
#include "csv/limits.h"
#include "csv/resultscsv.h"
#include "csv/resultsstream.h"
#include "csv/scanner.h"
#include "csv/spreadsheet.h"

#include <QBuffer>
#include <QByteArrayView>
#include <QHash>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <QCoreApplication>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::ResultsReader)
};

} // namespace

namespace {

QString outcomeText(rating::Outcome o)
{
    const std::string_view key = rating::outcomeKey(o);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

// The device's bytes, a chunk at a time: [begin, end) are those read and
// not yet given up; more() keeps the bytes from a point on and reads after
// them (as many again as are kept, at least a chunk, so that a long record
// is not scanned again and again).
class ChunkInput
{
public:
    ChunkInput(QIODevice& device, qsizetype chunkSize, EncodingSurvey* encoding)
        : m_device(device),
          m_chunkSize(std::max<qsizetype>(chunkSize, 1)),
          m_encoding(encoding)
    {}

    /// From the start of the device; false when it cannot be read.
    bool rewind()
    {
        m_buffer.clear();
        m_begin = 0;
        m_final = false;
        if (!m_device.isOpen() || !m_device.isReadable() || (m_device.pos() != 0 && !m_device.seek(0))) {
            return false;
        }
        return more(begin());
    }

    // Positions in the chunk's own buffer, as the scanner reads it.
    // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    [[nodiscard]] const char* begin() const { return m_buffer.constData() + m_begin; }
    // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    [[nodiscard]] const char* end() const { return m_buffer.constData() + m_buffer.size(); }
    [[nodiscard]] qsizetype size() const { return m_buffer.size() - m_begin; }
    [[nodiscard]] bool final() const { return m_final; }
    [[nodiscard]] bool failed() const { return m_failed; }
    [[nodiscard]] QString errorString() const { return m_device.errorString(); }
    void skip(qsizetype n) { m_begin += n; }

    /// Keeps the bytes from `from` on and reads more after them; false when
    /// nothing more comes (the end, or a read error: failed()).
    bool more(const char* from)
    {
        if (m_final) {
            return false;
        }
        const qsizetype kept = end() - from;
        m_buffer.remove(0, from - m_buffer.constData());
        m_begin = 0;
        const qsizetype want = std::max(m_chunkSize, kept);
        m_buffer.resize(kept + want);
        // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic): after the bytes kept
        const qint64 got = m_device.read(m_buffer.data() + kept, want);
        m_buffer.resize(kept + std::max<qint64>(got, 0));
        if (got < 0) {
            m_failed = true;
        }
        if (got > 0 && m_encoding != nullptr) {
            m_encoding->add(QByteArrayView(m_buffer).sliced(kept));
        }
        m_final = got <= 0 || m_device.atEnd();
        return got > 0;
    }

private:
    QIODevice& m_device;
    const qsizetype m_chunkSize;
    EncodingSurvey* const m_encoding;
    QByteArray m_buffer;
    qsizetype m_begin = 0;
    bool m_final = false;
    bool m_failed = false;
};

// The next record of a chunked input, read whole; false at the end. A
// record longer than MaxLineBytes is not read: it comes back fatal, with a
// LineTooLong problem (the memory kept is bounded by the limit).
bool nextRecord(Scanner& scanner, ChunkInput& in, Record& rec)
{
    for (;;) {
        switch (scanner.step(rec)) {
        case Scanner::Step::Record:
            return true;
        case Scanner::Step::End:
            return false;
        case Scanner::Step::NeedMore:
            if (in.end() - scanner.position() > MaxLineBytes) {
                rec.line = scanner.line();
                rec.cells.clear();
                rec.problems.assign(1, ScanProblem{rec.line, 0, ScanProblemKind::LineTooLong});
                rec.fatal = true;
                return true;
            }
            in.more(scanner.position());
            scanner.feed(in.begin(), in.end(), in.final());
            break;
        }
    }
}

// The start of a chunked input: the byte order mark skipped; false when the
// file is in UTF-16 (the reading says so).
bool pastByteOrderMark(ChunkInput& in)
{
    while (in.size() < 3 && in.more(in.begin())) {
    }
    const QByteArrayView start(in.begin(), std::min<qsizetype>(in.size(), 3));
    if (start.startsWith("\xEF\xBB\xBF")) {
        in.skip(3);
    } else if (start.startsWith("\xFF\xFE") || start.startsWith("\xFE\xFF")) {
        return false;
    }
    return true;
}

// Byte strings kept together in blocks (the match identifiers): one
// allocation per block, not per string.
class Arena
{
public:
    QByteArrayView keep(QByteArrayView bytes)
    {
        if (m_blocks.empty() || m_used + bytes.size() > BlockSize) {
            m_blocks.emplace_back(std::max(BlockSize, bytes.size()), Qt::Uninitialized);
            m_used = 0;
        }
        char* at = m_blocks.back().data() + m_used; // NOLINT(cppcoreguidelines-pro-bounds-pointer-arithmetic)
        if (!bytes.isEmpty()) {
            std::memcpy(at, bytes.data(), static_cast<std::size_t>(bytes.size()));
        }
        m_used += bytes.size();
        if (m_used >= BlockSize) {
            m_used = BlockSize; // a block of its own: the next string starts another
        }
        return {at, bytes.size()};
    }

private:
    static constexpr qsizetype BlockSize = qsizetype{1} << 20;
    std::vector<QByteArray> m_blocks; ///< never resized once made: the views into them stay valid
    qsizetype m_used = 0;
};

} // namespace

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

namespace {

// The first reading: the same records, header and rows as the reader's (a
// row of a match is one with as many cells as the header and an
// identifier), nothing parsed but the identifier and the player.
class Surveyor : private CellParser
{
public:
    Surveyor(QIODevice& device, qsizetype chunkSize, SurveyData& data)
        : CellParser(m_ignored),
          m_in(device, chunkSize, &data.encoding),
          m_data(data)
    {
        m_checkUtf8 = true; // the header's cells, as the reader may
    }

    void run()
    {
        m_data.readable = m_in.rewind() || (!m_in.failed() && m_in.final());
        if (!m_data.readable || !pastByteOrderMark(m_in)) {
            drain();
            return;
        }
        m_scanner.feed(m_in.begin(), m_in.end(), m_in.final());
        Record rec;
        bool haveHeader = false;
        while (nextRecord(m_scanner, m_in, rec)) {
            if (rec.fatal) {
                break;
            }
            if (!isBlankRecord(rec)) {
                haveHeader = true;
                readHeader(rec);
                break;
            }
        }
        m_data.header = m_ignored.header;
        if (haveHeader && !m_stopped && !rec.fatal) {
            readRows(rec);
        }
        drain();
        m_data.readable = !m_in.failed();
    }

private:
    void readRows(Record& rec)
    {
        const int keyCell = m_cellOfKind[ColMatch];
        const int playerCell = m_cellOfKind[ColPlayer];
        while (nextRecord(m_scanner, m_in, rec)) {
            if (rec.fatal) {
                ++m_data.rowCount;
                return;
            }
            if (isBlankRecord(rec)) {
                continue;
            }
            ++m_data.rowCount;
            if (keyCell < 0 || rec.cells.size() != m_kindOfCell.size()) {
                continue;
            }
            const QByteArrayView key =
                canonicalText(trimmedAscii(unneutralised(trimmedAscii(rec.cells[keyCell]))), m_storage);
            if (key.isEmpty()) {
                continue;
            }
            std::uint32_t index = m_last;
            if (index >= m_data.rows.size() || !sameBytes(m_data.index.key(index), key)) {
                // Not the previous row's match (the rows of a match are usually together).
                const std::uint64_t h = m_data.index.hash(key);
                index = m_data.index.find(key, h);
                if (index == KeyIndex::NotFound) {
                    index = m_data.index.add(m_data.keys.keep(key), h);
                    m_data.rows.push_back(0);
                    m_data.lastLine.push_back(0);
                }
                m_last = index;
            }
            ++m_data.rows[index];
            m_data.lastLine[index] = rec.line;
            if (playerCell >= 0) {
                notePlayer(trimmedAscii(unneutralised(trimmedAscii(rec.cells[playerCell]))));
            }
        }
    }

    void notePlayer(QByteArrayView v)
    {
        if (v.isEmpty()) {
            return;
        }
        const QByteArrayView name = canonicalText(v, m_storage);
        const std::uint64_t h = m_data.nameIndex.hash(name);
        if (m_data.nameIndex.find(name, h) == KeyIndex::NotFound) {
            m_data.nameIndex.add(m_data.names.keep(name), h);
            m_data.players.append(QString::fromUtf8(name));
        }
    }

    // The rest of the file, for its encoding.
    void drain()
    {
        while (m_in.more(m_in.end())) {
        }
    }

    CsvParseResult m_ignored;
    ChunkInput m_in;
    SurveyData& m_data;
    Scanner m_scanner;
    QByteArray m_storage;
    std::uint32_t m_last = KeyIndex::NotFound; // the previous row's match
};

// What the rows of a match have said so far about the values that must agree
// (line 0: not said yet); the values themselves are in its CsvMatch.
struct MatchState {
    QByteArrayView game; // canonical bytes, interned
    DateParts date;
    int dateLine = 0;
    int gameLine = 0;
    int dealsLine = 0;
    int durationLine = 0;
    int outcomeLine = 0;
    int voidLine = 0;
    // Player name → line, built once a match is too big for a linear search.
    std::unique_ptr<QHash<QString, int>> players;
};

constexpr qsizetype LinearPlayerSearch = 16;

// A match being read: its rows so far, what they said, and the rows that
// need their match's outcome.
struct OpenMatch {
    CsvMatch match;
    MatchState state;
    struct NeedsOutcome {
        int physicalLine = 0;
        int line = 0;
    };
    std::vector<NeedsOutcome> needsOutcome;
    bool complete = false;
};

// A problem found when a match is complete that ResultsCsv::read tells only
// at the end of the file, once every row is read (and not when the reading
// stopped early): kept aside until then.
struct LateError {
    int physicalLine = 0;
    CsvError error;
};

class Reader : private CellParser
{
public:
    Reader(ChunkInput& in, const SurveyData& survey, CsvParseResult& result, const QList<int>& lines,
           const ResultsStream::Take& take, bool& faulted)
        : CellParser(result),
          m_in(in),
          m_survey(survey),
          m_lines(lines),
          m_take(take),
          m_faulted(faulted)
    {
        m_checkUtf8 = !survey.encoding.utf8();
        m_windows1252 = survey.encoding.windows1252();
    }

    void run()
    {
        Record rec;
        if (!readHeaderRecord(rec)) {
            m_faulted = true;
            return;
        }
        m_faulted = !m_result.errors.isEmpty();
        // Past the cap, reading goes on to count the problems (errorCount).
        while (!m_stopped && !m_cancelled && nextRecord(m_scanner, m_in, rec)) {
            reportScanProblems(rec, true);
            if (rec.fatal) {
                ++m_result.rowCount;
                break;
            }
            if (!isBlankRecord(rec)) {
                readRow(rec);
            }
            m_faulted = m_faulted || !m_result.errors.isEmpty();
        }
        if (m_in.failed()) {
            error(0, 0, {}, Text::tr("the file cannot be read: %1").arg(m_in.errorString()));
            m_stopped = true;
        }
        // What is still open: matches the reading stopped in (or none).
        const bool whole = !m_stopped;
        while (!m_cancelled && !m_open.empty()) {
            release(whole);
        }
        if (whole) {
            tellLateErrors(); // stopped early, they would see half matches
        }
        std::stable_sort(m_result.errors.begin(), m_result.errors.end(), [](const CsvError& a, const CsvError& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
    }

    [[nodiscard]] bool cancelled() const { return m_cancelled; }

private:
    /// From the start of the file to its header, read into `rec`: false
    /// when the reading cannot go on (unreadable, UTF-16, no header, a
    /// column name that is not UTF-8), the problem reported.
    bool readHeaderRecord(Record& rec)
    {
        if (!m_survey.readable || (!m_in.rewind() && (m_in.failed() || !m_in.final()))) {
            error(0, 0, {}, Text::tr("the file cannot be read: %1").arg(m_in.errorString()));
            return false;
        }
        if (!pastByteOrderMark(m_in)) {
            error(1, 0, {}, Text::tr("the file is encoded in UTF-16; it must be UTF-8"));
            return false;
        }
        m_scanner.feed(m_in.begin(), m_in.end(), m_in.final());
        bool haveHeader = false;
        while (nextRecord(m_scanner, m_in, rec)) {
            reportScanProblems(rec, false);
            if (rec.fatal) {
                return false;
            }
            if (!isBlankRecord(rec)) {
                haveHeader = true;
                readHeader(rec);
                break;
            }
        }
        if (!haveHeader) {
            error(0, 0, {}, Text::tr("the file is empty: a header row is required"));
            return false;
        }
        return !m_stopped; // false: a column name that is not UTF-8 (reported)
    }

    // Names repeat (players, games, teams): each distinct one is decoded once
    // and then shared, which saves an allocation per cell and memory.
    QString intern(QByteArrayView canonical) { return m_names[internIndex(canonical)]; }

    std::uint32_t internIndex(QByteArrayView canonical)
    {
        const std::uint64_t h = m_nameIndex.hash(canonical);
        if (const std::uint32_t found = m_nameIndex.find(canonical, h); found != KeyIndex::NotFound) {
            return found;
        }
        // A copy of the bytes: the few distinct names stay together in memory.
        const QByteArrayView key = m_copies.keep(canonical);
        m_names.emplace_back(QString::fromUtf8(canonical));
        return m_nameIndex.add(key, h);
    }

    void disagreement(int line, Col kind, const QString& value, const QString& earlier, int earlierLine,
                      const QString& matchKey)
    {
        columnError(
            line, kind,
            Text::tr("%1 %2 differs from %3 given on line %4 for match %5")
                .arg(ResultsCsv::columns().at(kind), value, earlier, QString::number(earlierLine), shown(matchKey)));
    }

    // The values of a row that go to its match rather than to its CsvRow.
    struct RowCells {
        QByteArrayView key;
        QByteArrayView game;
        std::optional<DateParts> date;
        std::optional<bool> voidFlag;
        // A rank, score, morale or morale_lost was given (even if invalid: its
        // error is enough).
        bool measured = false;
    };

    void readRow(const Record& rec)
    {
        ++m_result.rowCount;
        const int line = m_lines.isEmpty() ? rec.line : m_lines.value(rec.line, rec.line);
        const std::size_t n = rec.cells.size();
        if (n != m_kindOfCell.size()) {
            error(line, 0, {}, Text::tr("the row has %1 cells, the header has %2").arg(n).arg(m_kindOfCell.size()));
            return;
        }

        const int errorsBefore = m_result.errorCount;
        CsvRow row;
        row.line = line;
        RowCells cells;
        for (std::size_t i = 0; i < n; ++i) {
            const int kind = m_kindOfCell[i];
            const QByteArrayView raw = rec.cells[i];
            if (kind < 0 || (kind > ColPlayer && raw.isEmpty())) {
                continue; // an ignored column, or an optional value not given
            }
            if (m_checkUtf8 && !raw.isValidUtf8()) {
                // One message for the file (what it probably is), not one
                // per cell, nor the errors its half-read rows would make.
                cellError(line, i, notUtf8Message(raw, m_windows1252));
                m_stopped = true;
                return;
            }
            readCell(kind, line, i, trimmedAscii(raw), row, cells);
        }

        if (cells.key.isEmpty()) {
            return; // no match to put it in (the missing column or empty cell is reported)
        }

        OpenMatch* open = matchOf(cells.key, line);
        if (open == nullptr) {
            return; // the file changed since the survey (reported)
        }
        MatchState& state = open->state;
        CsvMatch& match = open->match;
        agreeOnDateAndGame(line, cells, state, match);
        agreeOnMatchValues(line, row, cells, state, match);

        if (!row.player.isEmpty()) {
            const int firstLine = playerLine(state, match.rows, row.player, line);
            if (firstLine != 0) {
                columnError(line, ColPlayer,
                            Text::tr("player %1 appears twice in match %2 (first on line %3)")
                                .arg(shown(row.player), shown(match.key), QString::number(firstLine)));
            }
        }

        if (!cells.measured && row.outcome == rating::Outcome::None) {
            // Acceptable only if another row of the match gives the outcome.
            open->needsOutcome.push_back({rec.line, line});
        }
        match.faulty = match.faulty || m_result.errorCount != errorsBefore;
        match.rows.append(std::move(row));
        if (rec.line == m_survey.lastLine[m_lastMatch]) {
            open->complete = true;
            while (!m_cancelled && !m_open.empty() && m_open.front().complete) {
                release(true);
            }
        }
    }

    // One cell, trimmed, of a column the header names; a name as the writer
    // neutralised it for spreadsheets read back as it was (spreadsheet.h).
    void readCell(int kind, int line, std::size_t i, QByteArrayView trimmed, CsvRow& row, RowCells& cells)
    {
        const bool name =
            kind == ColMatch || kind == ColGame || kind == ColPlayer || kind == ColTeam || kind == ColArmyList;
        const QByteArrayView v =
            name ? trimmedAscii(unneutralised(trimmed)) : trimmed; // trimmed as the name it stands for
        switch (kind) {
        case ColMatch:
            cells.key = canonicalText(v, m_keyStorage);
            if (cells.key.isEmpty()) {
                cellError(line, i, Text::tr("the match identifier is empty"));
            }
            break;
        case ColDate:
            dateCell(line, i, v, cells.date);
            break;
        case ColGame:
            cells.game = canonicalText(v, m_gameStorage);
            if (cells.game.isEmpty()) {
                cellError(line, i, Text::tr("the game is empty"));
            }
            break;
        case ColPlayer:
            playerCell(line, i, v, row.player);
            break;
        case ColRank:
            rankCell(line, i, v, row.rank, cells.measured);
            break;
        case ColScore:
            measureCell(line, i, v, Bound::Any, row.score, cells.measured);
            break;
        case ColTeam:
            nameCell(v, row.team);
            break;
        case ColDeals:
            optionalIntCell(line, i, v, 1, row.deals);
            break;
        case ColLeft:
            row.left = flagCell(line, i, v).value_or(false);
            break;
        case ColMorale:
            measureCell(line, i, v, Bound::Positive, row.morale, cells.measured);
            break;
        case ColMoraleLost:
            measureCell(line, i, v, Bound::NonNegative, row.moraleLost, cells.measured);
            break;
        case ColOutcome:
            outcomeCell(line, i, v, row.outcome);
            break;
        case ColArmyPoints:
            optionalIntCell(line, i, v, 0, row.armyPoints);
            break;
        case ColTurns:
            optionalIntCell(line, i, v, 1, row.turns); // at least one turn (RuleSet::validateEntry)
            break;
        case ColDurationMin:
            optionalIntCell(line, i, v, 0, row.durationMin);
            break;
        case ColVoid:
            cells.voidFlag = flagCell(line, i, v);
            row.isVoid = cells.voidFlag.value_or(false);
            break;
        case ColArmyList:
            nameCell(v, row.armyList);
            break;
        default:
            break;
        }
    }

    void dateCell(int line, std::size_t i, QByteArrayView v, std::optional<DateParts>& date)
    {
        if (v.isEmpty()) {
            cellError(line, i, Text::tr("the date is empty"));
        } else if (sameBytes(v, QByteArrayView(m_lastDateText.data(), m_lastDateSize))) {
            date = m_lastDate; // the rows of a match repeat their date
        } else if (date = parseDateParts(v); !date) {
            cellError(line, i, Text::tr("%1 is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS])").arg(shown(v)));
        } else if (v.size() <= static_cast<qsizetype>(m_lastDateText.size())) {
            std::memcpy(m_lastDateText.data(), v.data(), static_cast<std::size_t>(v.size()));
            m_lastDateSize = v.size();
            m_lastDate = *date;
        }
    }

    void playerCell(int line, std::size_t i, QByteArrayView v, QString& player)
    {
        if (!v.isEmpty()) {
            player = intern(canonicalText(v, m_textStorage));
        }
        if (player.isEmpty()) {
            cellError(line, i, Text::tr("the player name is empty"));
        }
    }

    void rankCell(int line, std::size_t i, QByteArrayView v, std::optional<int>& rank, bool& measured)
    {
        if (!v.isEmpty()) {
            measured = true;
            intCell(line, i, v, 1, rank);
        }
    }

    // A rank, a score or a morale: a row needs one of them (or its match an
    // outcome).
    void measureCell(int line, std::size_t i, QByteArrayView v, Bound bound, std::optional<double>& out, bool& measured)
    {
        if (!v.isEmpty()) {
            measured = true;
            numberCell(line, i, v, bound, out);
        }
    }

    void optionalIntCell(int line, std::size_t i, QByteArrayView v, int minimum, std::optional<int>& out)
    {
        if (!v.isEmpty()) {
            intCell(line, i, v, minimum, out);
        }
    }

    void nameCell(QByteArrayView v, QString& out)
    {
        if (!v.isEmpty()) {
            out = intern(canonicalText(v, m_textStorage));
        }
    }

    void outcomeCell(int line, std::size_t i, QByteArrayView v, rating::Outcome& out)
    {
        if (!v.isEmpty()) {
            const auto outcome = rating::outcomeFromKey(std::string_view(v.data(), static_cast<std::size_t>(v.size())));
            if (outcome) {
                out = *outcome;
            } else {
                cellError(line, i, Text::tr("%1 is not an outcome (E, AT, VP, V or VT)").arg(shown(v)));
            }
        }
    }

    // The open match `key` (the survey gave its index), created at its first
    // row; null when the file is no longer what the survey read.
    OpenMatch* matchOf(QByteArrayView key, int line)
    {
        std::size_t index = 0;
        if (m_lastMatch < m_created && sameBytes(m_survey.index.key(m_lastMatch), key)) {
            index = m_lastMatch; // the rows of a match are usually together
        } else {
            const std::uint32_t found = m_survey.index.find(key, m_survey.index.hash(key));
            if (found == KeyIndex::NotFound) {
                return changed();
            }
            index = found;
        }
        if (index == m_created) {
            OpenMatch& created = m_open.emplace_back();
            created.match.key = QString::fromUtf8(key);
            created.match.firstLine = line;
            created.match.rows.reserve(m_survey.rows[index]);
            ++m_created;
        } else if (index > m_created || index < m_released) {
            return changed();
        }
        m_lastMatch = index;
        return &m_open[index - m_released];
    }

    OpenMatch* changed()
    {
        error(0, 0, {}, Text::tr("the file changed while it was read; nothing was imported"));
        m_stopped = true;
        return nullptr;
    }

    // The first open match handed on; `whole`: the file was read to its end
    // (else the checks that need whole matches are not made, as
    // ResultsCsv::read does not make them when it stops early).
    void release(bool whole)
    {
        OpenMatch& open = m_open.front();
        if (whole && checkWholeMatch(open)) {
            open.match.faulty = true;
        }
        m_faulted = m_faulted || !m_result.errors.isEmpty() || !m_oneRow.empty() || !m_noOutcome.empty();
        if (m_take && !m_take(std::move(open.match))) {
            m_cancelled = true;
        }
        m_open.pop_front();
        ++m_released;
    }

    void agreeOnDateAndGame(int line, const RowCells& cells, MatchState& state, CsvMatch& match)
    {
        if (cells.date) {
            if (state.dateLine == 0) {
                state.date = *cells.date;
                state.dateLine = line;
                match.playedAt = cells.date->toDateTime();
            } else if (!(state.date == *cells.date)) {
                disagreement(line, ColDate, dateText(*cells.date), dateText(state.date), state.dateLine, match.key);
            }
        }
        if (!cells.game.isEmpty()) {
            if (state.gameLine == 0) {
                const std::uint32_t game = internIndex(cells.game);
                match.game = m_names[game];
                state.game = m_nameIndex.key(game);
                state.gameLine = line;
            } else if (!sameBytes(state.game, cells.game)) {
                disagreement(line, ColGame, shown(cells.game), shown(match.game), state.gameLine, match.key);
            }
        }
    }

    void agreeOnMatchValues(int line, const CsvRow& row, const RowCells& cells, MatchState& state, CsvMatch& match)
    {
        if (row.deals) {
            if (state.dealsLine == 0) {
                match.deals = row.deals;
                state.dealsLine = line;
            } else if (*match.deals != *row.deals) {
                disagreement(line, ColDeals, QString::number(*row.deals), QString::number(*match.deals),
                             state.dealsLine, match.key);
            }
        }
        if (row.durationMin) {
            if (state.durationLine == 0) {
                match.durationMin = row.durationMin;
                state.durationLine = line;
            } else if (*match.durationMin != *row.durationMin) {
                disagreement(line, ColDurationMin, QString::number(*row.durationMin),
                             QString::number(*match.durationMin), state.durationLine, match.key);
            }
        }
        if (row.outcome != rating::Outcome::None) {
            if (state.outcomeLine == 0) {
                match.outcome = row.outcome;
                state.outcomeLine = line;
            } else if (match.outcome != row.outcome) {
                disagreement(line, ColOutcome, outcomeText(row.outcome), outcomeText(match.outcome), state.outcomeLine,
                             match.key);
            }
        }
        if (cells.voidFlag) {
            if (state.voidLine == 0) {
                match.isVoid = *cells.voidFlag;
                state.voidLine = line;
            } else if (match.isVoid != *cells.voidFlag) {
                disagreement(line, ColVoid, QString::number(*cells.voidFlag ? 1 : 0),
                             QString::number(match.isVoid ? 1 : 0), state.voidLine, match.key);
            }
        }
    }

    // The line where `player` already appears in the match (its rows are
    // `rows`), 0 if not; also records it for the next rows.
    static int playerLine(MatchState& state, const QList<CsvRow>& rows, const QString& player, int line)
    {
        if (!state.players) {
            for (const CsvRow& r : rows) {
                if (r.player == player) {
                    return r.line;
                }
            }
            if (rows.size() < LinearPlayerSearch) {
                return 0;
            }
            state.players = std::make_unique<QHash<QString, int>>();
            for (const CsvRow& r : rows) {
                if (!r.player.isEmpty()) {
                    state.players->insert(r.player, r.line);
                }
            }
        } else if (const auto it = state.players->constFind(player); it != state.players->cend()) {
            return *it;
        }
        state.players->insert(player, line);
        return 0;
    }

    // The checks that need whole matches, made as each is complete and told
    // at the end of the file in the order ResultsCsv::read tells them (the
    // matches with one row in order of first row, then the rows lacking a
    // result in file order): up to the cap, and not at all when the reading
    // stops early.
    // True when it finds one.
    bool checkWholeMatch(const OpenMatch& open)
    {
        const CsvMatch& match = open.match;
        const bool oneRow = match.rows.size() == 1;
        if (oneRow && m_oneRow.size() <= CsvParseResult::MaxErrors) {
            m_oneRow.push_back(
                {0, lateError(match.firstLine, ColMatch, Text::tr("match %1 has only one row").arg(shown(match.key)))});
        } else if (oneRow) {
            ++m_lateUntold;
        }
        if (match.outcome != rating::Outcome::None || open.needsOutcome.empty()) {
            return oneRow;
        }
        const Col rankOrScore = m_cellOfKind[ColRank] < 0 && m_cellOfKind[ColScore] >= 0 ? ColScore : ColRank;
        for (const OpenMatch::NeedsOutcome& row : open.needsOutcome) {
            m_noOutcome.push_back(
                {row.physicalLine,
                 lateError(row.line, rankOrScore,
                           Text::tr("the row has no rank, score or morale (and its match no outcome)"))});
        }
        if (m_noOutcome.size() > qsizetype{8} * (CsvParseResult::MaxErrors + 1)) {
            keepFirstNoOutcome();
        }
        return true;
    }

    [[nodiscard]] CsvError lateError(int line, Col kind, const QString& message) const
    {
        return {line, m_cellOfKind[kind] + 1, ResultsCsv::columns().at(kind), message};
    }

    void keepFirstNoOutcome()
    {
        std::stable_sort(m_noOutcome.begin(), m_noOutcome.end(),
                         [](const LateError& a, const LateError& b) { return a.physicalLine < b.physicalLine; });
        if (m_noOutcome.size() > CsvParseResult::MaxErrors + 1) {
            m_lateUntold += static_cast<int>(m_noOutcome.size()) - (CsvParseResult::MaxErrors + 1);
            m_noOutcome.resize(CsvParseResult::MaxErrors + 1);
        }
    }

    void tellLateErrors()
    {
        keepFirstNoOutcome();
        for (const std::vector<LateError>* list : {&m_oneRow, &m_noOutcome}) {
            for (const LateError& late : *list) {
                error(late.error.line, late.error.column, late.error.field, late.error.message);
            }
        }
        // Those not kept past the cap, counted.
        m_result.errorCount += m_lateUntold;
        m_result.errorsTruncated = m_result.errorsTruncated || m_lateUntold > 0;
    }

    ChunkInput& m_in;
    const SurveyData& m_survey;
    const QList<int>& m_lines; ///< the line each physical line stands for; empty: itself
    const ResultsStream::Take& m_take;
    bool& m_faulted;
    Scanner m_scanner;
    std::deque<OpenMatch> m_open;          // the matches m_released, m_released + 1… not handed on yet
    std::size_t m_released = 0;            // the matches handed on, in order of first row
    std::size_t m_created = 0;             // the matches whose first row is read
    std::size_t m_lastMatch = 0;           // the match of the previous row (valid if < m_created)
    std::array<char, 32> m_lastDateText{}; // a date cell of the file and its value
    qsizetype m_lastDateSize = -1;
    DateParts m_lastDate;
    KeyIndex m_nameIndex; // name → index in m_names
    std::vector<QString> m_names;
    Arena m_copies; // the distinct names' bytes
    QByteArray m_keyStorage;
    QByteArray m_gameStorage;
    QByteArray m_textStorage;
    std::vector<LateError> m_oneRow;
    std::vector<LateError> m_noOutcome;
    int m_lateUntold = 0; // the late errors past the cap, not kept
    bool m_cancelled = false;
};

} // namespace

ResultsStream::ResultsStream(QIODevice& device, QList<int> lines, qsizetype chunkSize)
    : m_device(&device),
      m_lines(std::move(lines)),
      m_chunkSize(chunkSize)
{
    if (device.isSequential() && device.isOpen() && device.isReadable()) {
        // It cannot be read twice: held whole instead.
        auto whole = std::make_unique<QBuffer>();
        whole->setData(device.readAll());
        whole->open(QIODevice::ReadOnly);
        m_whole = std::move(whole);
        m_device = m_whole.get();
    }
}

ResultsStream::~ResultsStream() = default;

bool ResultsStream::survey()
{
    m_survey = std::make_unique<SurveyData>();
    Surveyor(*m_device, m_chunkSize, *m_survey).run();
    return m_survey->readable;
}

qsizetype ResultsStream::matchCount() const
{
    return m_survey ? static_cast<qsizetype>(m_survey->rows.size()) : 0;
}

bool ResultsStream::forEachCodes(qsizetype block, const std::function<bool(const QStringList&)>& f) const
{
    const std::size_t count = m_survey ? m_survey->rows.size() : 0;
    const auto step = static_cast<std::size_t>(std::max<qsizetype>(block, 1));
    QStringList codes;
    for (std::size_t at = 0; at < count; at += step) {
        codes.clear();
        codes.reserve(static_cast<qsizetype>(std::min(step, count - at)));
        for (std::size_t i = at; i < std::min(at + step, count); ++i) {
            codes.append(QString::fromUtf8(m_survey->index.key(i)));
        }
        if (!f(codes)) {
            return false;
        }
    }
    return true;
}

int ResultsStream::rowCount() const
{
    return m_survey ? m_survey->rowCount : 0;
}

QStringList ResultsStream::header() const
{
    return m_survey ? m_survey->header : QStringList();
}

QStringList ResultsStream::playerNames() const
{
    return m_survey ? m_survey->players : QStringList();
}

CsvParseResult ResultsStream::read(const Take& take)
{
    if (!m_survey) {
        survey();
    }
    CsvParseResult result;
    ChunkInput in(*m_device, m_chunkSize, nullptr);
    Reader reader(in, *m_survey, result, m_lines, take, m_faulted);
    reader.run();
    return result;
}

bool ResultsStream::faulted() const
{
    return m_faulted;
}

CsvParseResult readResults(const QByteArray& bytes, const QList<int>& lines)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    ResultsStream stream(buffer, lines, std::max<qsizetype>(bytes.size(), 1));
    QList<CsvMatch> matches;
    CsvParseResult result = stream.read([&](CsvMatch&& match) {
        matches.append(std::move(match));
        return true;
    });
    result.matches = std::move(matches);
    return result;
}

} // namespace palmares::csv

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

#include "csv/arena.h"
#include "csv/cellparser.h"
#include "csv/celltext.h"
#include "csv/chunkinput.h"
#include "csv/columns.h"
#include "csv/dates.h"
#include "csv/encoding.h"
#include "csv/keyindex.h"
#include "csv/resultscsv.h"
#include "csv/scanner.h"
#include "csv/spreadsheet.h"
#include "csv/survey.h"

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
    int eventLine = 0;
    int roundLine = 0;
    int tableLine = 0;
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
        const bool name = kind == ColMatch || kind == ColGame || kind == ColPlayer || kind == ColTeam ||
                          kind == ColArmyList || kind == ColEvent;
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
        case ColEvent:
            nameCell(v, row.event);
            break;
        case ColRound:
            optionalIntCell(line, i, v, 1, row.round);
            break;
        case ColTable:
            optionalIntCell(line, i, v, 1, row.table);
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
        agreeOnEvent(line, row, state, match);
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

    // The event, round and table of a match: the same on each row that gives them.
    void agreeOnEvent(int line, const CsvRow& row, MatchState& state, CsvMatch& match)
    {
        if (!row.event.isEmpty()) {
            if (state.eventLine == 0) {
                match.event = row.event;
                state.eventLine = line;
            } else if (match.event != row.event) {
                disagreement(line, ColEvent, shown(row.event), shown(match.event), state.eventLine, match.key);
            }
        }
        agreeOnNumber(line, ColRound, row.round, match.round, state.roundLine, match.key);
        agreeOnNumber(line, ColTable, row.table, match.table, state.tableLine, match.key);
    }

    void agreeOnNumber(int line, Col kind, const std::optional<int>& given, std::optional<int>& kept, int& keptLine,
                       const QString& matchKey)
    {
        if (!given) {
            return;
        }
        if (keptLine == 0) {
            kept = given;
            keptLine = line;
        } else if (*kept != *given) {
            disagreement(line, kind, QString::number(*given), QString::number(*kept), keptLine, matchKey);
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

void readMatches(ChunkInput& in, const SurveyData& survey, CsvParseResult& result, const QList<int>& lines,
                 const ResultsStream::Take& take, bool& faulted)
{
    Reader(in, survey, result, lines, take, faulted).run();
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

// The results reader: the scanner's cells → CsvMatch and CsvRow, every
// problem located. Numbers, flags and dates are parsed straight from the
// file's bytes (no locale); names (players, teams, games) become a QString
// once per distinct name and match keys once per match. The matches are
// built in place and the rows of a match moved into a list allocated at its
// size. This keeps the reader above two million rows a second on one core.

#include "csv/resultsreader.h"

#include "csv/cellparser.h"
#include "csv/celltext.h"
#include "csv/columns.h"
#include "csv/dates.h"
#include "csv/encoding.h"
#include "csv/keyindex.h"
#include "csv/resultscsv.h"
#include "csv/scanner.h"

#include <QByteArrayView>
#include <QHash>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
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
    QByteArrayView game; // canonical bytes, stable
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

class Reader : private CellParser
{
public:
    Reader(const QByteArray& bytes, CsvParseResult& result, const QList<int>& lines)
        : CellParser(result),
          m_bytes(bytes),
          m_lines(lines)
    {}

    void run()
    {
        // The scanner walks the file's bytes between two pointers (docs/PERFORMANCE.md).
        const char* begin = m_bytes.constData();
        const char* end = begin + m_bytes.size(); // NOLINT(cppcoreguidelines-pro-bounds-pointer-arithmetic)
        if (m_bytes.startsWith("\xEF\xBB\xBF")) {
            begin += 3; // NOLINT(cppcoreguidelines-pro-bounds-pointer-arithmetic): past the byte order mark
        } else if (m_bytes.startsWith("\xFF\xFE") || m_bytes.startsWith("\xFE\xFF")) {
            error(1, 0, {}, Text::tr("the file is encoded in UTF-16; it must be UTF-8"));
            return;
        }
        // One fast check of the whole file; cells are checked one by one only
        // when it fails, to say where.
        m_file = QByteArrayView(begin, end - begin);
        m_checkUtf8 = !m_file.isValidUtf8();

        // The matches are built in place: reserved once, at most one per two
        // rows in a valid file (the capacity beyond what is used is never
        // touched, so it costs address space, not memory).
        m_result.matches.reserve(static_cast<qsizetype>(countLineBreaks(begin, end) / 2) + 1);

        Scanner scanner(begin, end);
        Record rec;
        bool haveHeader = false;
        while (scanner.next(rec)) {
            reportScanProblems(rec, false);
            if (rec.fatal) {
                return;
            }
            if (!isBlankRecord(rec)) {
                haveHeader = true;
                readHeader(rec);
                break;
            }
        }
        if (!haveHeader) {
            error(0, 0, {}, Text::tr("the file is empty: a header row is required"));
            return;
        }
        if (m_stopped) {
            return; // a column name that is not UTF-8 (reported)
        }
        // Past the cap, reading goes on only until one more error shows
        // that the list is truncated.
        while (!m_result.errorsTruncated && !m_stopped && scanner.next(rec)) {
            reportScanProblems(rec, true);
            if (rec.fatal) {
                ++m_result.rowCount;
                break;
            }
            if (isBlankRecord(rec)) {
                continue;
            }
            readRow(rec);
        }
        flushPending();
        if (!m_result.errorsTruncated && !m_stopped) {
            checkMatches(); // stopped early, they would see half matches
        }
        std::stable_sort(m_result.errors.begin(), m_result.errors.end(), [](const CsvError& a, const CsvError& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
    }

private:
    // Compares addresses as integers: comparing pointers into different
    // objects with < is unspecified.
    [[nodiscard]] bool inFile(QByteArrayView v) const
    {
        // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
        const auto begin = reinterpret_cast<std::uintptr_t>(m_bytes.constData());
        // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
        const auto at = reinterpret_cast<std::uintptr_t>(v.data());
        return at >= begin &&
               at + static_cast<std::uintptr_t>(v.size()) <= begin + static_cast<std::uintptr_t>(m_bytes.size());
    }

    // A view that outlives the record: the file's own bytes, or a copy.
    QByteArrayView stable(QByteArrayView v)
    {
        if (inFile(v)) {
            return v;
        }
        m_copies.push_back(v.toByteArray());
        return m_copies.back();
    }

    // Names repeat (players, games, teams): each distinct one is decoded once
    // and then shared, which saves an allocation per cell and memory.
    QString intern(QByteArrayView canonical)
    {
        const std::uint64_t h = m_nameIndex.hash(canonical);
        if (const std::uint32_t found = m_nameIndex.find(canonical, h); found != KeyIndex::NotFound) {
            return m_names[found];
        }
        // A copy of the bytes: the few distinct names stay together in memory.
        const QByteArrayView key = m_copies.emplace_back(canonical.toByteArray());
        m_nameIndex.add(key, h);
        return m_names.emplace_back(QString::fromUtf8(canonical));
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
                cellError(line, i, notUtf8Message(raw, m_file));
                m_stopped = true;
                return;
            }
            readCell(kind, line, i, trimmedAscii(raw), row, cells);
        }

        if (cells.key.isEmpty()) {
            return; // no match to put it in (the missing column or empty cell is reported)
        }

        const std::size_t index = matchOf(cells.key, line);
        MatchState& state = m_states[index];
        CsvMatch& match = m_result.matches[static_cast<qsizetype>(index)];
        agreeOnDateAndGame(line, cells, state, match);
        agreeOnMatchValues(line, row, cells, state, match);

        if (!row.player.isEmpty()) {
            const int firstLine = playerLine(state, match.rows, m_pending, row.player, line);
            if (firstLine != 0) {
                columnError(line, ColPlayer,
                            Text::tr("player %1 appears twice in match %2 (first on line %3)")
                                .arg(shown(row.player), shown(match.key), QString::number(firstLine)));
            }
        }

        if (!cells.measured && row.outcome == rating::Outcome::None) {
            // Acceptable only if another row of the match gives the outcome.
            m_needsOutcome.push_back({index, line});
        }
        m_pending.push_back(std::move(row));
    }

    // One cell, trimmed, of a column the header names.
    void readCell(int kind, int line, std::size_t i, QByteArrayView v, CsvRow& row, RowCells& cells)
    {
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
        } else if (sameBytes(v, m_lastDateText)) {
            date = m_lastDate; // the rows of a match repeat their date
        } else if (date = parseDateParts(v); !date) {
            cellError(line, i, Text::tr("%1 is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS])").arg(shown(v)));
        } else if (inFile(v)) {
            m_lastDateText = v;
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

    // The index of the match `key` in m_result.matches, created at its first
    // row; the pending rows are flushed when the row is another match's.
    std::size_t matchOf(QByteArrayView key, int line)
    {
        std::size_t index = 0;
        if (m_lastMatch < m_states.size() && sameBytes(m_index.key(m_lastMatch), key)) {
            index = m_lastMatch; // the rows of a match are usually together
        } else {
            const std::uint64_t h = m_index.hash(key);
            const std::uint32_t found = m_index.find(key, h);
            if (found != KeyIndex::NotFound) {
                index = found;
            } else {
                index = m_index.add(stable(key), h);
                m_states.emplace_back();
                CsvMatch& created = m_result.matches.emplace_back();
                created.key = QString::fromUtf8(key);
                created.firstLine = line;
            }
        }
        if (index != m_lastMatch) {
            flushPending();
        }
        m_lastMatch = index;
        return index;
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
                match.game = intern(cells.game);
                state.game = stable(cells.game);
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

    // The rows of the current match wait in m_pending until a row of another
    // match (or the end) comes, so that a match's list is allocated once at
    // its size in the usual file, where the rows of a match are together.
    void flushPending()
    {
        if (m_pending.empty()) {
            return;
        }
        QList<CsvRow>& rows = m_result.matches[static_cast<qsizetype>(m_lastMatch)].rows;
        rows.reserve(rows.size() + static_cast<qsizetype>(m_pending.size()));
        for (CsvRow& r : m_pending) {
            rows.append(std::move(r));
        }
        m_pending.clear();
    }

    // The line where `player` already appears in the match (its rows are
    // `rows`, then `pending`), 0 if not; also records it for the next rows.
    static int playerLine(MatchState& state, const QList<CsvRow>& rows, const std::vector<CsvRow>& pending,
                          const QString& player, int line)
    {
        if (!state.players) {
            for (const CsvRow& r : rows) {
                if (r.player == player) {
                    return r.line;
                }
            }
            for (const CsvRow& r : pending) {
                if (r.player == player) {
                    return r.line;
                }
            }
            if (rows.size() + static_cast<qsizetype>(pending.size()) < LinearPlayerSearch) {
                return 0;
            }
            state.players = std::make_unique<QHash<QString, int>>();
            for (const CsvRow& r : rows) {
                if (!r.player.isEmpty()) {
                    state.players->insert(r.player, r.line);
                }
            }
            for (const CsvRow& r : pending) {
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

    // The checks that need whole matches.
    void checkMatches()
    {
        for (const CsvMatch& match : std::as_const(m_result.matches)) {
            if (match.rows.size() == 1) {
                columnError(match.firstLine, ColMatch, Text::tr("match %1 has only one row").arg(shown(match.key)));
            }
        }
        const Col rankOrScore = m_cellOfKind[ColRank] < 0 && m_cellOfKind[ColScore] >= 0 ? ColScore : ColRank;
        for (const Pending& p : m_needsOutcome) {
            if (m_result.matches.at(static_cast<qsizetype>(p.match)).outcome == rating::Outcome::None) {
                columnError(p.line, rankOrScore,
                            Text::tr("the row has no rank, score or morale (and its match no outcome)"));
            }
        }
    }

    struct Pending {
        std::size_t match = 0;
        int line = 0;
    };

    const QByteArray& m_bytes;
    const QList<int>& m_lines;       ///< the line each physical line stands for; empty: itself
    KeyIndex m_index;                // match key → index in m_result.matches and m_states
    std::deque<MatchState> m_states; // beside m_result.matches
    std::size_t m_lastMatch = 0;     // the match of the previous row (valid if < m_states.size())
    std::vector<CsvRow> m_pending;   // the rows of m_lastMatch not yet in its list
    QByteArrayView m_lastDateText;   // a date cell of the file and its value
    DateParts m_lastDate;
    KeyIndex m_nameIndex; // name → index in m_names
    std::vector<QString> m_names;
    std::deque<QByteArray> m_copies; // bytes that must outlive their record
    QByteArray m_keyStorage;
    QByteArray m_gameStorage;
    QByteArray m_textStorage;
    std::vector<Pending> m_needsOutcome;
};

} // namespace

CsvParseResult readResults(const QByteArray& bytes, const QList<int>& lines)
{
    CsvParseResult result;
    Reader reader(bytes, result, lines);
    reader.run();
    return result;
}

} // namespace palmares::csv

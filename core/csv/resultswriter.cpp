// The results writer: RFC 4180, CRLF, UTF-8 without BOM, the columns of
// ResultsCsv::columns(), written in chunks of a megabyte.

#include "csv/resultswriter.h"

#include "csv/columns.h"
#include "csv/dates.h"
#include "csv/resultscsv.h"
#include "csv/spreadsheet.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string_view>

namespace palmares::csv {

namespace {

void appendCell(QByteArray& out, QByteArrayView utf8)
{
    const bool needsQuotes =
        std::any_of(utf8.begin(), utf8.end(), [](char c) { return c == ',' || c == '"' || c == '\r' || c == '\n'; });
    if (!needsQuotes) {
        out.append(utf8);
        return;
    }
    out.append('"');
    for (const char c : utf8) {
        if (c == '"') {
            out.append('"');
        }
        out.append(c);
    }
    out.append('"');
}

// NOLINTBEGIN(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
// cppcoreguidelines-pro-bounds-pointer-arithmetic): std::to_chars writes into a [first, last) pointer range; a stack
// buffer per cell keeps the export free of allocations (docs/PERFORMANCE.md).
void appendInt(QByteArray& out, std::optional<int> v)
{
    if (v) {
        char buf[16];
        const auto res = std::to_chars(buf, buf + sizeof buf, *v);
        out.append(buf, res.ptr - buf);
    }
}

// Shortest text that reads back as the same double; a non-finite value,
// which the reader would refuse, is written as an empty cell.
void appendNumber(QByteArray& out, std::optional<double> v)
{
    if (v && std::isfinite(*v)) {
        char buf[32];
        const auto res = std::to_chars(buf, buf + sizeof buf, *v);
        out.append(buf, res.ptr - buf);
    }
}
// NOLINTEND(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
// cppcoreguidelines-pro-bounds-pointer-arithmetic)

void appendFlag(QByteArray& out, bool v)
{
    if (v) {
        out.append('1');
    }
}

constexpr qsizetype WriteChunk = 1 << 20;

// The cells of a match that are the same on every row, encoded once.
struct MatchCells {
    QByteArray key;
    QByteArray game;
    std::array<char, 20> date{};
    qsizetype dateLength = 0;
};

void appendRow(QByteArray& out, const MatchCells& cells, const CsvMatch& match, const CsvRow& row, bool withEvents)
{
    // A match-level value missing on the match falls back on the row's.
    const std::optional<int> deals = match.deals ? match.deals : row.deals;
    const std::optional<int> duration = match.durationMin ? match.durationMin : row.durationMin;
    const rating::Outcome outcome = match.outcome != rating::Outcome::None ? match.outcome : row.outcome;

    out.append(cells.key);
    out.append(',');
    out.append(cells.date.data(), cells.dateLength);
    out.append(',');
    out.append(cells.game);
    out.append(',');
    appendName(out, row.player);
    out.append(',');
    // A rank below 1 is no rank (the reader refuses it): written as not given.
    appendInt(out, row.rank && *row.rank > 0 ? row.rank : std::nullopt);
    out.append(',');
    appendNumber(out, row.score);
    out.append(',');
    appendName(out, row.team);
    out.append(',');
    appendInt(out, deals);
    out.append(',');
    appendFlag(out, row.left);
    out.append(',');
    appendNumber(out, row.morale);
    out.append(',');
    appendNumber(out, row.moraleLost);
    out.append(',');
    const std::string_view outcomeKey = rating::outcomeKey(outcome);
    out.append(outcomeKey.data(), static_cast<qsizetype>(outcomeKey.size()));
    out.append(',');
    appendInt(out, row.armyPoints);
    out.append(',');
    appendInt(out, row.turns);
    out.append(',');
    appendInt(out, duration);
    out.append(',');
    appendFlag(out, match.isVoid || row.isVoid);
    out.append(',');
    appendName(out, row.armyList);
    if (withEvents) {
        out.append(',');
        appendName(out, match.event);
        out.append(',');
        appendInt(out, match.round);
        out.append(',');
        appendInt(out, match.table);
    }
    out.append("\r\n");
}

} // namespace

void appendText(QByteArray& out, const QString& text)
{
    appendCell(out, text.toUtf8());
}

void appendName(QByteArray& out, const QString& text)
{
    appendCell(out, neutralised(text).toUtf8());
}

bool writeResults(QIODevice& device, const QList<CsvMatch>& matches)
{
    if (!device.isOpen() || !device.isWritable()) {
        return false;
    }
    QByteArray out;
    out.reserve(WriteChunk + 4096);
    const auto flush = [&device, &out] {
        const bool ok = device.write(out) == out.size();
        out.resize(0);
        return ok;
    };

    // The event columns only when a match is an event's result: the files
    // of a club without events keep the columns they always had.
    const bool withEvents =
        std::any_of(matches.cbegin(), matches.cend(), [](const CsvMatch& m) { return !m.event.isEmpty(); });
    const QStringList& names = ResultsCsv::columns();
    const qsizetype written = withEvents ? names.size() : WrittenColumns;
    for (qsizetype i = 0; i < written; ++i) {
        if (i > 0) {
            out.append(',');
        }
        out.append(names.at(i).toLatin1());
    }
    out.append("\r\n");

    MatchCells cells;
    for (const CsvMatch& match : matches) {
        // The match-level cells are the same on every row: encode them once.
        cells.key.resize(0);
        appendName(cells.key, match.key);
        cells.game.resize(0);
        appendName(cells.game, match.game);
        cells.dateLength = formatDateTo(match.playedAt, cells.date.data());

        for (const CsvRow& row : match.rows) {
            appendRow(out, cells, match, row, withEvents);
            if (out.size() >= WriteChunk && !flush()) {
                return false;
            }
        }
    }
    return out.isEmpty() || flush();
}

} // namespace palmares::csv

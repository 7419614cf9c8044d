#pragma once

/// The interchange results CSV of RATING_RULES.md §1: reading (with every
/// error located by line, column and field) and writing (RFC 4180).
/// This layer knows the file format only; whether a game exists, whether a
/// match identifier is already in the club and whether the rule set accepts
/// a match are checked by Club::importCsv (core/club).

#include "csv/csverror.h"
#include "csv/csvmatch.h"
#include "csv/csvparseresult.h"

#include <QByteArray>
#include <QDateTime>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::csv {

class ResultsCsv
{
public:
    /// The column names, in the order the writer uses: RATING_RULES.md §1,
    /// then Palmarès's own `army_list` (optional on import).
    static const QStringList& columns();

    /// Reads a whole file. Checks: UTF-8 (a leading BOM is accepted), RFC
    /// 4180 quoting, header present, unknown columns (named), duplicated
    /// columns, required columns (match, date, game, player), every cell's
    /// type (integers, numbers, 0/1 flags, outcome letters, dates
    /// YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS]), rank ≥ 1, each row has a rank or
    /// a score unless it gives morale (elo-dsc), a player at most once in a
    /// match, and that the rows of one match agree on date, game, deals,
    /// duration_min, outcome and void. Never throws.
    static CsvParseResult read(QIODevice& device);
    static CsvParseResult read(const QByteArray& bytes);
    /// Reads bytes written from another file: each row's line (in every
    /// message too) is the one `lines[n]` gives for physical line n.
    static CsvParseResult read(const QByteArray& bytes, const QList<int>& lines);

    /// Parses a date cell; std::nullopt when malformed.
    static std::optional<QDateTime> parseDate(const QString& text);
    /// Formats a date-time the way `read` accepts it (date only at 00:00).
    static QString formatDate(const QDateTime& when);

    /// Writes the header and the rows of `matches` (RFC 4180: quotes around
    /// cells holding a comma, a quote, CR or LF; quotes doubled; CRLF line
    /// ends; UTF-8 without BOM). Empty optional values are empty cells.
    static bool write(QIODevice& device, const QList<CsvMatch>& matches);
    /// Appends `cell` as `write` writes a cell: UTF-8, in quotes (doubled
    /// inside) when it holds a comma, a quote, CR or LF.
    static void appendCell(QByteArray& out, const QString& cell);
    /// Appends a name (of the columns match, game, player, team, army_list)
    /// as `write` writes it: a formula-looking one neutralised with a leading
    /// apostrophe, which `read` drops (csv/spreadsheet.h), then as appendCell.
    static void appendName(QByteArray& out, const QString& name);
};

} // namespace palmares::csv

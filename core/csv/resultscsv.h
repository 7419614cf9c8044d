#pragma once

/// The interchange results CSV of RATING_RULES.md §1: reading (with every
/// error located by line, column and field) and writing (RFC 4180).
/// This layer knows the file format only; whether a game exists, whether a
/// match identifier is already in the club and whether the rule set accepts
/// a match are checked by ClubImport.

#include "rating/types.h"

#include <QDateTime>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::csv {

/// One problem in a file: 1-based line of the file (the header is line 1; a
/// quoted cell with line breaks counts its physical lines), 1-based column
/// number (0 when the problem concerns a whole row or the file), the column's
/// name when known, and an English message.
struct CsvError {
    int line = 0;
    int column = 0;
    QString field;
    QString message;

    /// "line 12, column 4 (score): 'abc' is not a number"
    [[nodiscard]] QString toString() const;
};

/// One row = one participant of a match, with the values parsed.
struct CsvRow {
    int line = 0;
    QString player; ///< trimmed, never empty
    int rank = 0;   ///< 0 = not given
    std::optional<double> score;
    QString team;
    std::optional<int> deals;
    bool left = false;
    std::optional<double> morale;
    std::optional<double> moraleLost;
    rating::Outcome outcome = rating::Outcome::None;
    std::optional<int> armyPoints;
    std::optional<int> turns;
    std::optional<int> durationMin;
    bool isVoid = false;
    QString armyList; ///< `army_list` (Palmarès extension, elo-dsc): trimmed, "" = not given
};

/// The rows of one match identifier, in file order.
struct CsvMatch {
    QString key;        ///< the `match` cell, trimmed
    QDateTime playedAt; ///< UTC-less local wall time (Qt::UTC spec used as "naive")
    QString game;       ///< trimmed
    int firstLine = 0;
    QList<CsvRow> rows;
    // Match-level values: equal on every row that gives them (else an error).
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome = rating::Outcome::None;
    bool isVoid = false;
};

struct CsvParseResult {
    QList<CsvMatch> matches;      ///< in order of first appearance in the file
    QList<CsvError> errors;       ///< all errors found (the reader stops collecting at MaxErrors)
    int rowCount = 0;             ///< data rows read
    QStringList header;           ///< the header's column names, trimmed, in file order
    bool errorsTruncated = false; ///< more than MaxErrors problems: reading stopped at the cap
    static constexpr int MaxErrors = 50;
    [[nodiscard]] bool ok() const { return errors.isEmpty(); }
};

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

    /// Parses a date cell; std::nullopt when malformed.
    static std::optional<QDateTime> parseDate(const QString& text);
    /// Formats a date-time the way `read` accepts it (date only at 00:00).
    static QString formatDate(const QDateTime& when);

    /// Writes the header and the rows of `matches` (RFC 4180: quotes around
    /// cells holding a comma, a quote, CR or LF; quotes doubled; CRLF line
    /// ends; UTF-8 without BOM). Empty optional values are empty cells.
    static bool write(QIODevice& device, const QList<CsvMatch>& matches);
};

} // namespace palmares::csv

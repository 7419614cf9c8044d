#pragma once

/// Internal to ui/report: a Report laid out as a workbook's sheets, shared by
/// the .xlsx writer (xlsxwriter.cpp) and the .ods writer (odswriter.cpp),
/// both XML written with QXmlStreamWriter and zipped with QuaZip. Each table of the report is
/// one sheet: its CSV columns (Table::csvColumns), a header row, then its
/// rows typed as the CSV reads them (ARCHITECTURE.md, "Reports").

#include "report/report.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <utility>

namespace palmares::report::workbook {

/// One cell as a spreadsheet keeps it: a number (what the CSV writes, read
/// back as a double), a day, a day and time, or text (never a formula).
struct SheetCell {
    enum class Kind { Empty, Text, Number, Date, DateTime };
    Kind kind = Kind::Empty;
    QString text;      ///< Text: as the CSV writes it, not neutralised
    double number = 0; ///< Number
    QDateTime when;    ///< Date, DateTime: the day (and time) as the report carries it, no time zone
};

struct SheetPlan {
    QString name; ///< unique in the workbook, at most 31 characters, none of []:*?/\ .
    QStringList headers;
    QList<QList<SheetCell>> rows;
    QList<double> widths; ///< per column, in characters of the default font
};

/// The most characters a sheet name has (Excel's limit, kept for .ods too).
inline constexpr qsizetype SheetNameLength = 31;

/// The report's sheets, one per table, in order. A report with no table
/// gives one empty sheet named after its title.
QList<SheetPlan> sheetsOf(const Report& report);

/// `wanted` made a sheet name: the characters []:*?/\ and control
/// characters replaced by a space, trimmed (and its apostrophes at either
/// end, which Excel refuses), cut to 31 characters; a name `taken`
/// (compared without case) gets " (2)", " (3)"… inside the limit.
QString sheetName(const QString& wanted, const QStringList& taken);

/// Text an XML file can hold: characters XML 1.0 forbids (controls other
/// than tab and line ends) become spaces.
QString xmlSafe(const QString& text);

/// The serial number of a day and time in a spreadsheet's 1900 date
/// system (days since 1899-12-30, the time as the fraction of a day).
double serialOf(const QDateTime& when);

/// `parts` (name, bytes) zipped into `out` in their order: deflated, but a
/// first part called `mimetype` (an .ods's) stored as it is, as ODF wants.
bool zipped(const QList<std::pair<QString, QByteArray>>& parts, QByteArray& out);

/// A number as a spreadsheet's XML writes it: C notation, the fewest digits
/// that read back as the same double.
QString numberText(double number);

/// "cannot write PATH: WHY", translated.
QString cannotWrite(const QString& path, const QString& why);

/// Replaces `path` with `bytes` (QSaveFile: the old file stays as it was on
/// failure); says why in `error`.
bool replaceFile(const QString& path, const QByteArray& bytes, QString* error);
/// Sets `error` to `message` and returns false.
bool failWith(QString* error, const QString& message);

} // namespace palmares::report::workbook

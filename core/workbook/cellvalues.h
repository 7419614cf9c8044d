#pragma once

// Internal to core/workbook: a cell's value as the import assistant reads
// it, whatever the format wrote: numbers in C notation, dates and times as
// its date reader takes them unambiguously.

#include <QString>

#include <optional>

namespace palmares::workbook::detail {

/// A number as written in the file ("1081.23", "1.5E-3"), in C notation
/// without an exponent ("0.0015"); nullopt when it is no number.
std::optional<QString> numberText(const QString& written);

/// What a cell's number format shows.
enum class Shown { Number, Date, Time };

/// What the spreadsheet number format `code` shows (ECMA-376 §18.8.31): a
/// date when, outside its quoted text and [brackets], it has a day or a
/// year; a time when it has hours or seconds and no day or year.
Shown shownBy(const QString& code);
/// What the built-in number format `id` shows (ECMA-376 §18.8.30: 14–17
/// dates, 18–21 times, 22 a date and time, 45–47 times).
Shown shownByBuiltIn(int id);

/// A serial number (days since the epoch, the fraction the time of day) as
/// shown: "2019-09-12", "2019-09-12 20:30" or "20:30"; the 1900 system
/// counts Lotus's 29 February 1900, the 1904 system starts on 1904-01-01.
std::optional<QString> serialText(const QString& written, Shown shown, bool date1904);

/// An ISO 8601 date or date and time ("2019-09-12", "2019-09-12T20:30:00",
/// an .ods's office:date-value or an .xlsx's t="d") as the assistant reads it.
QString isoDateText(const QString& written);

/// An ISO 8601 duration (an .ods's office:time-value, "PT20H30M00S") as a
/// time of day, "20:30".
QString durationText(const QString& written);

} // namespace palmares::workbook::detail

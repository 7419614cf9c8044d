#pragma once

// The limits of what Palmarès reads of a workbook (docs/RELIABILITY.md,
// "Hostile inputs"): a workbook beyond one is refused with a message, while
// it is read, before anything beyond the limit is held. A club's ten years
// of results (a few hundred thousand rows of a dozen cells) fit well within.

#include <QtGlobal>

namespace palmares::workbook {

/// The most a workbook file may weigh, compressed: a club's archive of ten
/// years is a few megabytes.
inline constexpr qsizetype MaxFileBytes = qsizetype{256} << 20;

/// The most entries (files) of the zip: an .xlsx of a few sheets holds a
/// dozen, an .ods a few more with its pictures.
inline constexpr int MaxEntries = 10'000;

/// The most one XML entry may inflate to, counted while it is inflated.
inline constexpr qsizetype MaxEntryBytes = qsizetype{256} << 20;

/// The most every entry read may inflate to together, counted while inflated.
inline constexpr qsizetype MaxTotalBytes = qsizetype{512} << 20;

/// The most an entry may inflate per compressed byte taken so far, counted
/// once an entry is past RatioGrace: spreadsheet XML deflates about 10 to
/// 30 times, a zip bomb (a run of zeros) about 1,000 times.
inline constexpr qsizetype MaxCompressionRatio = 200;
/// Below this size, an entry may inflate at any ratio (a small XML file of
/// repeated tags can deflate 100 times).
inline constexpr qsizetype RatioGrace = qsizetype{1} << 20;

/// The most shared strings (xl/sharedStrings.xml) and their total length
/// in characters: a club's distinct names, dates and comments.
inline constexpr qsizetype MaxSharedStrings = 1'000'000;
inline constexpr qsizetype MaxSharedStringChars = qsizetype{64} << 20;

/// The highest row number read (Excel's own limit, 2^20): a row beyond it,
/// `<row r="1000000000">`, is refused without allocating the rows before it.
inline constexpr int MaxRows = 1 << 20;

/// The most columns a row may hold a value in (as csv::MaxColumns):
/// an empty cell repeated beyond (an .ods row's trailing 1,000 blank
/// columns) costs nothing and is not counted.
inline constexpr int MaxColumns = 1000;

/// The most cells holding a value, all sheets together: 100,000 matches of
/// 20 columns.
inline constexpr qsizetype MaxCells = 4'000'000;

/// The deepest XML nesting of an entry: a sheet nests about 6 deep, an
/// .ods's text of a cell a few more.
inline constexpr int MaxDepth = 64;

/// The most sheets a workbook may have.
inline constexpr int MaxSheets = 1000;

} // namespace palmares::workbook

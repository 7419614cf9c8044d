#pragma once

/// Writing a Report: PDF (QPdfWriter, no display needed), paper through any
/// QPagedPaintDevice (the same painting for QPrinter and its preview), HTML
/// and CSV (RFC 4180), all in UTF-8, and workbooks: .xlsx (ECMA-376
/// SpreadsheetML) and .ods (OpenDocument), zipped with QuaZip.

#include "report/report.h"

#include <QByteArray>
#include <QPageLayout>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace palmares::report {

/// The page layout of a new PDF: A4 portrait, 15 mm margins (12 mm at the sides).
QPageLayout a4Layout();

/// Paints every page of `report` on `device` (a QPdfWriter, a QPrinter): the
/// document laid out on the device's page, a header on every page (club,
/// title, date), then a footer (the report's footer, "Page i of n"). The
/// device keeps its page layout. Returns the number of pages (0 = the
/// painter could not start).
int paint(const Report& report, QPagedPaintDevice& device);

/// RFC 4180: fields quoted when they hold a comma, a quote, CR or LF, quotes
/// doubled, CRLF line ends; UTF-8 with a BOM so spreadsheets read the
/// accents. Cells are neutralised (Report::csvRecords).
QByteArray toCsv(const Report& report);
/// One RFC 4180 field.
QString csvQuoted(const QString& field);

/// Each writer replaces `path`; on failure returns false and says why in
/// `error` (the file named).
bool writePdf(const Report& report, const QString& path, QString* error = nullptr);
bool writeHtml(const Report& report, const QString& path, QString* error = nullptr);
bool writeCsv(const Report& report, const QString& path, QString* error = nullptr);

/// Workbooks (spreadsheets.h): one sheet per table, named after its game or
/// subject (unique, 31 characters at most, none of []:*?/\); its header row
/// in bold and frozen; the CSV's columns, numbers as numbers, days and times
/// as dates, text as text (a name "=1+1" stays text, never a formula);
/// columns as wide as their content; the report's title, date line, club
/// and footer in the workbook's properties.
bool writeXlsx(const Report& report, const QString& path, QString* error = nullptr);
bool writeOds(const Report& report, const QString& path, QString* error = nullptr);

/// The formats a report is written in, as --format names them: pdf, html,
/// csv, xlsx, ods.
const QStringList& reportFormats();
/// Writes `report` in `format` (one of reportFormats()); false and `error`
/// for an unknown format too.
bool writeReport(const Report& report, const QString& format, const QString& path, QString* error = nullptr);

} // namespace palmares::report

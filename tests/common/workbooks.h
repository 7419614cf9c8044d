#pragma once

// Workbooks the tests write (issue 44): .xlsx through libxlsxwriter (a
// program other than the reader under test), .ods and hostile zips by hand
// through QuaZip, for the workbook reader, the import assistant, the CLI
// and the window's assistant.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace palmares::test {

/// A zip of `entries` in order; `stored` entries are not compressed (an
/// .ods's mimetype, first).
QByteArray zipOf(const QList<QPair<QString, QByteArray>>& entries, const QStringList& stored = {});

/// The zip `zip` with entry `name` replaced by (or added as) `content`.
QByteArray withEntry(const QByteArray& zip, const QString& name, const QByteArray& content);

/// The text of entry `name` of `zip` ("" when missing).
QByteArray entryOf(const QByteArray& zip, const QString& name);

/// An .ods (OpenDocument 1.2) whose office:spreadsheet holds `tables`
/// (table:table elements, namespaces table:, office:, text: declared).
QByteArray odsOf(const QString& tables);

/// Writes the .xlsx fixtures (tests/common/xlsxfixtures.cpp: tarot, types,
/// sheets, merged, serials, badscore, seasons) into `dir` with
/// palmares-test-xlsx; false when it failed.
bool writeXlsxFixtures(const QString& dir);

/// A file's bytes ("" when it cannot be read).
QByteArray bytesOf(const QString& path);

} // namespace palmares::test

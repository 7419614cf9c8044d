#include "workbook.h"

#include "odsreader.h"
#include "xlsxreader.h"
#include "zipentries.h"

#include "common/status.h"

namespace palmares::workbook {

using detail::Refusal;
using detail::ZipEntries;

namespace {

/// Whether `row` is a title over the header: one value, merged across columns.
bool isTitle(const WorkbookSheet& sheet, const WorkbookRow& row)
{
    qsizetype values = 0;
    int at = -1;
    for (qsizetype i = 0; i < row.cells.size(); ++i) {
        if (!row.cells.at(i).trimmed().isEmpty()) {
            ++values;
            at = static_cast<int>(i);
        }
    }
    return values == 1 && std::any_of(sheet.merged.cbegin(), sheet.merged.cend(), [&](const MergedCells& m) {
               return m.row == row.number && m.first == at && m.last > at;
           });
}

/// The header's names, each merged name over several columns numbered.
QStringList headerNames(const WorkbookSheet& sheet, const WorkbookRow& row)
{
    QStringList names = row.cells;
    for (const MergedCells& m : sheet.merged) {
        if (m.row != row.number || m.first >= names.size() || names.at(m.first).trimmed().isEmpty()) {
            continue;
        }
        const QString name = names.at(m.first).simplified();
        for (int c = m.first; c <= m.last; ++c) {
            while (names.size() <= c) {
                names.append(QString());
            }
            if (c == m.first || names.at(c).trimmed().isEmpty()) {
                names[c] = QStringLiteral("%1 %2").arg(name).arg(c - m.first + 1);
            }
        }
    }
    return names;
}

} // namespace

bool Workbook::isZip(const QByteArray& bytes)
{
    return bytes.startsWith("PK\x03\x04");
}

bool Workbook::isLegacy(const QByteArray& bytes)
{
    return bytes.startsWith("\xD0\xCF\x11\xE0");
}

Workbook Workbook::read(const QByteArray& bytes)
{
    Workbook book;
    try {
        ZipEntries zip(bytes);
        if (zip.contains(QStringLiteral("xl/workbook.xml"))) {
            book.format = Format::Xlsx;
            book.sheets = detail::readXlsx(zip);
        } else if (zip.contains(QStringLiteral("content.xml"))) {
            book.format = Format::Ods;
            book.sheets = detail::readOds(zip);
        } else {
            detail::refuse(tr("the file is a zip archive but neither an .xlsx nor an .ods workbook"));
        }
    } catch (const Refusal& refusal) {
        book.sheets.clear();
        book.error = refusal.error;
    }
    return book;
}

QList<int> Workbook::nonEmptySheets() const
{
    QList<int> found;
    for (int i = 0; i < sheets.size(); ++i) {
        if (!sheets.at(i).rows.isEmpty()) {
            found.append(i);
        }
    }
    return found;
}

int Workbook::find(const QString& key) const
{
    for (int i = 0; i < sheets.size(); ++i) {
        if (sheets.at(i).name == key) {
            return i;
        }
    }
    bool ok = false;
    const int number = key.toInt(&ok);
    return ok && number >= 1 && number <= sheets.size() ? number - 1 : -1;
}

csv::Sheet Workbook::toSheet(int index) const
{
    csv::Sheet sheet;
    sheet.separator = QLatin1Char(';'); // never the interchange form's comma: the assistant reads it
    const WorkbookSheet& source = sheets.at(index);
    QList<csv::SheetRecord> records;
    records.reserve(source.rows.size());
    bool header = true;
    for (const WorkbookRow& row : source.rows) {
        if (header && isTitle(source, row)) {
            continue;
        }
        records.append({row.number, header ? headerNames(source, row) : row.cells});
        header = false;
    }
    sheet.setRecords(std::move(records));
    return sheet;
}

} // namespace palmares::workbook

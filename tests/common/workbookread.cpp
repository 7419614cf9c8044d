#include "workbookread.h"

#include <QHash>
#include <QMap>
#include <QXmlStreamReader>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipfileinfo.h>

namespace palmares::test {

namespace {

using Entries = QMap<QString, QByteArray>;

/// Every entry of the zip at `path`; `problem` says why not. `firstStored`:
/// the first entry's name when it is stored uncompressed.
Entries unzipAll(const QString& path, QString& problem, QString* firstStored = nullptr)
{
    Entries out;
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip)) {
        problem = QStringLiteral("%1 is not a zip (%2)").arg(path).arg(zip.getZipError());
        return out;
    }
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) {
            problem = QStringLiteral("%1: cannot read %2").arg(path, zip.getCurrentFileName());
            return {};
        }
        QuaZipFileInfo64 info;
        if (firstStored != nullptr && out.isEmpty() && zip.getCurrentFileInfo(&info) && info.method == 0) {
            *firstStored = info.name;
        }
        out.insert(zip.getCurrentFileName(), file.readAll());
        file.close();
    }
    return out;
}

/// The column of a cell reference ("C12" = 2).
int columnOf(const QString& reference)
{
    int column = 0;
    for (const QChar c : reference) {
        if (!c.isLetter()) {
            break;
        }
        column = column * 26 + (c.toUpper().unicode() - u'A' + 1);
    }
    return column - 1;
}

QStringList sharedStrings(const QByteArray& xml)
{
    QStringList out;
    QXmlStreamReader r(xml);
    QString current;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("si")) {
            current.clear();
        } else if (r.isStartElement() && r.name() == QLatin1String("t")) {
            current += r.readElementText();
        } else if (r.isEndElement() && r.name() == QLatin1String("si")) {
            out << current;
        }
    }
    return out;
}

/// Each cell format's (xf of cellXfs) number format code.
QStringList cellFormats(const QByteArray& xml)
{
    QHash<QString, QString> codes;
    QStringList out;
    QXmlStreamReader r(xml);
    bool inCellXfs = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("numFmt")) {
            codes.insert(r.attributes().value(QLatin1String("numFmtId")).toString(),
                         r.attributes().value(QLatin1String("formatCode")).toString());
        } else if (r.isStartElement() && r.name() == QLatin1String("cellXfs")) {
            inCellXfs = true;
        } else if (r.isEndElement() && r.name() == QLatin1String("cellXfs")) {
            inCellXfs = false;
        } else if (inCellXfs && r.isStartElement() && r.name() == QLatin1String("xf")) {
            const QString id = r.attributes().value(QLatin1String("numFmtId")).toString();
            out << (id.isEmpty() || id == QLatin1String("0") ? QString()
                                                             : codes.value(id, QStringLiteral("builtin:") + id));
        }
    }
    return out;
}

void putCell(QList<QList<ReadCell>>& rows, int row, int column, const ReadCell& cell)
{
    while (rows.size() <= row) {
        rows << QList<ReadCell>();
    }
    QList<ReadCell>& cells = rows[row];
    while (cells.size() <= column) {
        cells << ReadCell();
    }
    cells[column] = cell;
}

ReadCell xlsxCell(QXmlStreamReader& r, const QStringList& strings, const QStringList& formats)
{
    ReadCell cell;
    cell.type = r.attributes().value(QLatin1String("t")).toString();
    if (cell.type.isEmpty()) {
        cell.type = QStringLiteral("n");
    }
    const int style = r.attributes().value(QLatin1String("s")).toInt();
    cell.format = formats.value(style);
    while (r.readNextStartElement()) {
        if (r.name() == QLatin1String("v")) {
            cell.value = r.readElementText();
        } else if (r.name() == QLatin1String("f")) {
            cell.formula = true;
            r.skipCurrentElement();
        } else if (r.name() == QLatin1String("is")) {
            while (r.readNextStartElement()) {
                if (r.name() == QLatin1String("t")) {
                    cell.value += r.readElementText();
                } else {
                    r.skipCurrentElement();
                }
            }
        } else {
            r.skipCurrentElement();
        }
    }
    if (cell.type == QLatin1String("s")) {
        cell.value = strings.value(cell.value.toInt());
    }
    return cell;
}

ReadSheet xlsxSheet(const QByteArray& xml, const QStringList& strings, const QStringList& formats)
{
    ReadSheet sheet;
    QXmlStreamReader r(xml);
    int row = -1;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement()) {
            continue;
        }
        const auto a = r.attributes();
        if (r.name() == QLatin1String("pane")) {
            sheet.headerFrozen = a.value(QLatin1String("state")) == QLatin1String("frozen") &&
                                 a.value(QLatin1String("ySplit")) == QLatin1String("1");
        } else if (r.name() == QLatin1String("col")) {
            for (int c = a.value(QLatin1String("min")).toInt(); c <= a.value(QLatin1String("max")).toInt(); ++c) {
                while (sheet.widths.size() < c) {
                    sheet.widths << 0.0;
                }
                sheet.widths[c - 1] = a.value(QLatin1String("width")).toDouble();
            }
        } else if (r.name() == QLatin1String("row")) {
            row = a.hasAttribute(QLatin1String("r")) ? a.value(QLatin1String("r")).toInt() - 1 : row + 1;
        } else if (r.name() == QLatin1String("c")) {
            const int column = columnOf(a.value(QLatin1String("r")).toString());
            putCell(sheet.rows, row, column, xlsxCell(r, strings, formats));
        }
    }
    if (r.hasError()) {
        sheet.name = QStringLiteral("(bad XML: %1)").arg(r.errorString());
    }
    return sheet;
}

QString elementText(const QByteArray& xml, QLatin1String name)
{
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == name) {
            return r.readElementText();
        }
    }
    return {};
}

/// A text:p's text, with its text:s spaces.
QString paragraphText(QXmlStreamReader& r)
{
    QString text;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isCharacters()) {
            text += r.text();
        } else if (r.isStartElement() && r.name() == QLatin1String("s")) {
            text += QString(qMax(1, r.attributes().value(QLatin1String("c")).toInt()), QLatin1Char(' '));
        } else if (r.isEndElement() && r.name() == QLatin1String("p")) {
            break;
        }
    }
    return text;
}

struct OdsStyles {
    QHash<QString, double> columnWidths; ///< cm
    QHash<QString, QString> dataStyles;  ///< a cell style's data style
};

double centimetres(QStringView length)
{
    if (length.endsWith(QLatin1String("cm"))) {
        return length.chopped(2).toDouble();
    }
    if (length.endsWith(QLatin1String("in"))) {
        return length.chopped(2).toDouble() * 2.54;
    }
    return -1.0;
}

ReadCell odsCell(QXmlStreamReader& r, const OdsStyles& styles)
{
    ReadCell cell;
    const auto a = r.attributes();
    cell.type = a.value(QLatin1String("office:value-type")).toString();
    cell.formula = a.hasAttribute(QLatin1String("table:formula"));
    cell.format = styles.dataStyles.value(a.value(QLatin1String("table:style-name")).toString());
    if (cell.type == QLatin1String("float")) {
        cell.value = a.value(QLatin1String("office:value")).toString();
    } else if (cell.type == QLatin1String("date")) {
        cell.value = a.value(QLatin1String("office:date-value")).toString();
    }
    QString text;
    while (r.readNextStartElement()) {
        if (r.name() == QLatin1String("p")) {
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + paragraphText(r);
        } else {
            r.skipCurrentElement();
        }
    }
    if (cell.type == QLatin1String("string")) {
        cell.value = text;
    }
    return cell;
}

void odsStyle(QXmlStreamReader& r, OdsStyles& styles)
{
    const QString name = r.attributes().value(QLatin1String("style:name")).toString();
    const QString data = r.attributes().value(QLatin1String("style:data-style-name")).toString();
    if (!data.isEmpty()) {
        styles.dataStyles.insert(name, data);
    }
    while (r.readNextStartElement()) {
        if (r.name() == QLatin1String("table-column-properties")) {
            styles.columnWidths.insert(name, centimetres(r.attributes().value(QLatin1String("style:column-width"))));
        }
        r.skipCurrentElement();
    }
}

void odsRow(QXmlStreamReader& r, ReadSheet& sheet, const OdsStyles& styles)
{
    const int repeat = qMax(1, r.attributes().value(QLatin1String("table:number-rows-repeated")).toInt());
    QList<ReadCell> cells;
    while (r.readNextStartElement()) {
        if (r.name() == QLatin1String("table-cell") || r.name() == QLatin1String("covered-table-cell")) {
            const int times = qMax(1, r.attributes().value(QLatin1String("table:number-columns-repeated")).toInt());
            const ReadCell cell = odsCell(r, styles);
            for (int i = 0; i < times; ++i) {
                cells << cell;
            }
        } else {
            r.skipCurrentElement();
        }
    }
    for (int i = 0; i < repeat; ++i) {
        sheet.rows << cells;
    }
}

/// The sheets whose view is split and frozen below row 1 (settings.xml).
QStringList frozenSheets(const QByteArray& xml)
{
    QStringList out;
    QXmlStreamReader r(xml);
    QString sheet;
    QHash<QString, QString> items;
    int depth = 0;
    int tablesDepth = -1;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            ++depth;
            const QString name = r.attributes().value(QLatin1String("config:name")).toString();
            if (r.name() == QLatin1String("config-item-map-named") && name == QLatin1String("Tables")) {
                tablesDepth = depth;
            } else if (tablesDepth > 0 && depth == tablesDepth + 1 &&
                       r.name() == QLatin1String("config-item-map-entry")) {
                sheet = name;
                items.clear();
            } else if (tablesDepth > 0 && depth == tablesDepth + 2 && r.name() == QLatin1String("config-item")) {
                items.insert(name, r.readElementText());
                --depth;
            }
        } else if (r.isEndElement()) {
            if (tablesDepth > 0 && depth == tablesDepth + 1 && r.name() == QLatin1String("config-item-map-entry") &&
                items.value(QStringLiteral("VerticalSplitMode")) == QLatin1String("2") &&
                items.value(QStringLiteral("VerticalSplitPosition")) == QLatin1String("1")) {
                out << sheet;
            }
            if (depth == tablesDepth) {
                tablesDepth = -1;
            }
            --depth;
        }
    }
    return out;
}

} // namespace

ReadWorkbook readXlsx(const QString& path)
{
    ReadWorkbook book;
    const Entries zip = unzipAll(path, book.problem);
    if (!book.problem.isEmpty()) {
        return book;
    }
    const QStringList strings = sharedStrings(zip.value(QStringLiteral("xl/sharedStrings.xml")));
    const QStringList formats = cellFormats(zip.value(QStringLiteral("xl/styles.xml")));
    QHash<QString, QString> targets; // relationship id → part
    QXmlStreamReader rels(zip.value(QStringLiteral("xl/_rels/workbook.xml.rels")));
    while (!rels.atEnd()) {
        rels.readNext();
        if (rels.isStartElement() && rels.name() == QLatin1String("Relationship")) {
            targets.insert(rels.attributes().value(QLatin1String("Id")).toString(),
                           QStringLiteral("xl/") + rels.attributes().value(QLatin1String("Target")).toString());
        }
    }
    QXmlStreamReader r(zip.value(QStringLiteral("xl/workbook.xml")));
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("sheet")) {
            const QString part = targets.value(r.attributes().value(QLatin1String("r:id")).toString());
            if (!zip.contains(part)) {
                book.problem = QStringLiteral("no part %1 for a sheet").arg(part);
                return book;
            }
            ReadSheet sheet = xlsxSheet(zip.value(part), strings, formats);
            if (!sheet.name.isEmpty()) {
                book.problem = sheet.name;
                return book;
            }
            sheet.name = r.attributes().value(QLatin1String("name")).toString();
            book.sheets << sheet;
        }
    }
    book.title = elementText(zip.value(QStringLiteral("docProps/core.xml")), QLatin1String("title"));
    return book;
}

ReadWorkbook readOds(const QString& path)
{
    ReadWorkbook book;
    QString firstStored;
    const Entries zip = unzipAll(path, book.problem, &firstStored);
    if (!book.problem.isEmpty()) {
        return book;
    }
    if (firstStored != QLatin1String("mimetype") ||
        zip.value(QStringLiteral("mimetype")) != QByteArrayLiteral("application/vnd.oasis.opendocument.spreadsheet")) {
        book.problem = QStringLiteral("the first entry is not the mimetype, stored");
        return book;
    }
    OdsStyles styles;
    QXmlStreamReader r(zip.value(QStringLiteral("content.xml")));
    r.setNamespaceProcessing(false); // qualified names, as the prefixes the file declares
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement()) {
            continue;
        }
        if (r.qualifiedName() == QLatin1String("style:style")) {
            odsStyle(r, styles);
        } else if (r.qualifiedName() == QLatin1String("table:table")) {
            book.sheets << ReadSheet();
            book.sheets.back().name = r.attributes().value(QLatin1String("table:name")).toString();
        } else if (r.qualifiedName() == QLatin1String("table:table-column")) {
            const int times = qMax(1, r.attributes().value(QLatin1String("table:number-columns-repeated")).toInt());
            for (int i = 0; i < times; ++i) {
                book.sheets.back().widths
                    << styles.columnWidths.value(r.attributes().value(QLatin1String("table:style-name")).toString());
            }
        } else if (r.qualifiedName() == QLatin1String("table:table-row")) {
            odsRow(r, book.sheets.back(), styles);
        }
    }
    if (r.hasError()) {
        book.problem = QStringLiteral("content.xml: %1").arg(r.errorString());
    }
    const QStringList frozen = frozenSheets(zip.value(QStringLiteral("settings.xml")));
    for (ReadSheet& sheet : book.sheets) {
        sheet.headerFrozen = frozen.contains(sheet.name);
    }
    book.title = elementText(zip.value(QStringLiteral("meta.xml")), QLatin1String("title"));
    return book;
}

long daysSince18991230(int year, int month, int day)
{
    // Days before each month in a common year, plus the leap days of the
    // whole years counted by the Gregorian rule.
    static const int before[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    const auto daysFromYearOne = [](int y, int m, int d) {
        const long years = y - 1;
        long days = years * 365 + years / 4 - years / 100 + years / 400 + before[m - 1] + d;
        const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        if (leap && m > 2) {
            ++days;
        }
        return days;
    };
    return daysFromYearOne(year, month, day) - daysFromYearOne(1899, 12, 30);
}

} // namespace palmares::test

#include "odsreader.h"

#include "cellvalues.h"
#include "sheetbuilder.h"
#include "workbook/limits.h"
#include "zipentries.h"

#include "common/status.h"

namespace palmares::workbook::detail {

namespace {

QString tableNs()
{
    return QStringLiteral("urn:oasis:names:tc:opendocument:xmlns:table:1.0");
}

QString officeNs()
{
    return QStringLiteral("urn:oasis:names:tc:opendocument:xmlns:office:1.0");
}

QString textNs()
{
    return QStringLiteral("urn:oasis:names:tc:opendocument:xmlns:text:1.0");
}

/// Far beyond MaxRows and MaxColumns, and far from overflowing: where a
/// count of rows or columns stops counting.
constexpr qint64 RowCap = qint64{1} << 40;

bool isTable(const QXmlStreamReader& xml, QStringView name)
{
    return xml.namespaceUri() == tableNs() && xml.name() == name;
}

/// A repetition count (table:number-columns-repeated…): 1 when absent,
/// refused when it is no positive number.
qint64 repeated(const QXmlStreamReader& xml, const QString& attribute, const QString& sheet, int row)
{
    const QStringView text = xml.attributes().value(tableNs(), attribute);
    if (text.isEmpty()) {
        return 1;
    }
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < 1) {
        refuse(Workbook::tr("the sheet repeats a row or a cell '%1' times").arg(text.toString()), sheet, row);
    }
    return std::min(n, RowCap);
}

/// The text of a cell: its paragraphs (<text:p>) a line each, spaces
/// (<text:s text:c="N"/>), tabs and line breaks as they stand for.
QString cellText(QXmlStreamReader& xml, int& depth, const QString& sheet)
{
    const int end = depth - 1;
    QString text;
    bool paragraph = false;
    while (nextToken(xml, depth, sheet) && depth > end) {
        if (xml.isCharacters()) {
            text += xml.text();
        } else if (xml.isStartElement() && xml.namespaceUri() == textNs()) {
            if (xml.name() == u"p" || xml.name() == u"h") {
                text += paragraph ? QStringLiteral("\n") : QString();
                paragraph = true;
            } else if (xml.name() == u"s") {
                const int spaces = xml.attributes().value(textNs(), QStringLiteral("c")).toInt();
                text += QString(std::clamp(spaces, 1, MaxColumns), QLatin1Char(' '));
            } else if (xml.name() == u"tab") {
                text += QLatin1Char('\t');
            } else if (xml.name() == u"line-break") {
                text += QLatin1Char('\n');
            }
        }
        if (text.size() > MaxSharedStringChars) {
            refuse(Workbook::tr("a cell's text is longer than %1 MiB characters").arg(MaxSharedStringChars >> 20),
                   sheet);
        }
    }
    return text;
}

/// A cell's value by its office:value-type; its text when it has none.
QString cellValue(QXmlStreamReader& xml, int& depth, const QString& sheet)
{
    const QXmlStreamAttributes a = xml.attributes();
    const QStringView type = a.value(officeNs(), QStringLiteral("value-type"));
    const QString value = a.value(officeNs(), QStringLiteral("value")).toString();
    const QString date = a.value(officeNs(), QStringLiteral("date-value")).toString();
    const QString time = a.value(officeNs(), QStringLiteral("time-value")).toString();
    const QString flag = a.value(officeNs(), QStringLiteral("boolean-value")).toString();
    QString text = cellText(xml, depth, sheet);
    if (type == u"float" || type == u"percentage" || type == u"currency") {
        return numberText(value).value_or(text);
    }
    if (type == u"date") {
        return isoDateText(date);
    }
    if (type == u"time") {
        return durationText(time);
    }
    if (type == u"boolean") {
        return flag == u"true" || flag == u"1" ? QStringLiteral("1") : QStringLiteral("0");
    }
    return text;
}

/// The state of one table's reading.
struct TableReading {
    SheetBuilder sheet;
    qint64 row = 0;     ///< the row being read (1-based)
    qint64 column = 0;  ///< the next column of the row (0-based)
    qint64 repeats = 1; ///< how many times the row repeats
    QStringList cells;  ///< the row's values (from column A, to its last value)
};

void readCell(QXmlStreamReader& xml, int& depth, TableReading& t)
{
    const QString& name = t.sheet.name();
    const auto row = static_cast<int>(std::min<qint64>(t.row, MaxRows + 1));
    const qint64 times = repeated(xml, QStringLiteral("number-columns-repeated"), name, row);
    const bool covered = xml.name() == u"covered-table-cell";
    const qint64 spanned = covered ? 1 : repeated(xml, QStringLiteral("number-columns-spanned"), name, row);
    const QString value = covered ? QString() : cellValue(xml, depth, name);
    if (!value.isEmpty()) {
        if (t.column + times > MaxColumns) {
            refuse(Workbook::tr("the sheet has a value beyond column %1").arg(columnLetters(MaxColumns)), name, row,
                   static_cast<int>(std::min<qint64>(t.column + times, MaxColumns + 1)));
        }
        while (t.cells.size() < t.column) {
            t.cells.append(QString());
        }
        for (qint64 i = 0; i < times; ++i) {
            t.cells.append(value);
        }
        if (spanned > 1) {
            t.sheet.merge(row, static_cast<int>(t.column),
                          static_cast<int>(std::min<qint64>(t.column + spanned - 1, MaxColumns)));
        }
    }
    // An empty cell repeated (the row's trailing thousand columns) only moves on.
    t.column += times;
}

void readTable(QXmlStreamReader& xml, int& depth, TableReading& t)
{
    const int end = depth - 1;
    const QString& name = t.sheet.name();
    int rowDepth = 0;
    while (nextToken(xml, depth, name) && depth > end) {
        if (xml.isStartElement() && isTable(xml, u"table-row")) {
            t.row = std::min(t.row + t.repeats, RowCap);
            t.repeats = repeated(xml, QStringLiteral("number-rows-repeated"), name, 0);
            t.column = 0;
            t.cells.clear();
            rowDepth = depth;
        } else if (xml.isStartElement() && depth == rowDepth + 1 &&
                   (isTable(xml, u"table-cell") || isTable(xml, u"covered-table-cell"))) {
            readCell(xml, depth, t);
        } else if (xml.isEndElement() && rowDepth > 0 && depth < rowDepth) {
            // Empty rows repeated (an .ods's trailing million rows) are only counted.
            t.sheet.setRows(static_cast<int>(std::min<qint64>(t.row, MaxRows + 1)), t.cells, t.repeats);
            rowDepth = 0;
        }
    }
}

} // namespace

QList<WorkbookSheet> readOds(ZipEntries& zip)
{
    QList<WorkbookSheet> sheets;
    qsizetype cells = 0;
    zip.parse(QStringLiteral("content.xml"), {}, [&](QXmlStreamReader& xml) {
        int depth = 0;
        while (nextToken(xml, depth, {})) {
            if (!xml.isStartElement() || !isTable(xml, u"table")) {
                continue;
            }
            if (sheets.size() >= MaxSheets) {
                refuse(Workbook::tr("the workbook has more than %1 sheets").arg(MaxSheets));
            }
            TableReading t{
                SheetBuilder(xml.attributes().value(tableNs(), QStringLiteral("name")).toString(), cells), 0, 0, 1, {}};
            readTable(xml, depth, t);
            sheets.append(t.sheet.take());
        }
    });
    return sheets;
}

} // namespace palmares::workbook::detail

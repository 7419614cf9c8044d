#include "xlsxreader.h"

#include "cellvalues.h"
#include "sheetbuilder.h"
#include "workbook/limits.h"
#include "zipentries.h"

#include <QHash>
#include <QSet>

namespace palmares::workbook::detail {

namespace {

/// A sheet as xl/workbook.xml lists it.
struct SheetEntry {
    QString name;
    QString relation;
};

/// What the workbook's XML says before the sheets are read.
struct WorkbookParts {
    QList<SheetEntry> sheets;
    bool date1904 = false;
    QHash<QString, QString> targets; ///< relation id → entry
    QString sharedStrings = QStringLiteral("xl/sharedStrings.xml");
    QString styles = QStringLiteral("xl/styles.xml");
};

bool isTrue(QStringView value)
{
    return value == u"1" || value == u"true";
}

/// The value of the attribute of local name `name`, whatever its namespace
/// (the relationship's r:id is in the relationships namespace, transitional
/// or strict).
QString attribute(const QXmlStreamReader& xml, QStringView name)
{
    for (const QXmlStreamAttribute& a : xml.attributes()) {
        if (a.name() == name) {
            return a.value().toString();
        }
    }
    return {};
}

/// An entry named by a relationship of xl/workbook.xml: relative to xl/, or
/// absolute from the package's root.
QString entryOf(const QString& target)
{
    return target.startsWith(QLatin1Char('/')) ? target.mid(1) : QStringLiteral("xl/") + target;
}

WorkbookParts readWorkbook(ZipEntries& zip)
{
    WorkbookParts parts;
    zip.parse(QStringLiteral("xl/workbook.xml"), {}, [&](QXmlStreamReader& xml) {
        int depth = 0;
        while (nextToken(xml, depth, {})) {
            if (!xml.isStartElement()) {
                continue;
            }
            if (xml.name() == u"workbookPr") {
                parts.date1904 = isTrue(xml.attributes().value(QStringLiteral("date1904")));
            } else if (xml.name() == u"sheet") {
                if (parts.sheets.size() >= MaxSheets) {
                    refuse(Workbook::tr("the workbook has more than %1 sheets").arg(MaxSheets));
                }
                parts.sheets.append({xml.attributes().value(QStringLiteral("name")).toString(), attribute(xml, u"id")});
            }
        }
    });
    const QString rels = QStringLiteral("xl/_rels/workbook.xml.rels");
    if (!zip.contains(rels)) {
        refuse(Workbook::tr("the workbook is damaged: its entry %1 is missing").arg(rels));
    }
    zip.parse(rels, {}, [&](QXmlStreamReader& xml) {
        int depth = 0;
        while (nextToken(xml, depth, {})) {
            if (!xml.isStartElement() || xml.name() != u"Relationship") {
                continue;
            }
            const QString target = entryOf(xml.attributes().value(QStringLiteral("Target")).toString());
            const QStringView type = xml.attributes().value(QStringLiteral("Type"));
            parts.targets.insert(xml.attributes().value(QStringLiteral("Id")).toString(), target);
            if (type.endsWith(u"/sharedStrings")) {
                parts.sharedStrings = target;
            } else if (type.endsWith(u"/styles")) {
                parts.styles = target;
            }
        }
    });
    return parts;
}

/// The text of a string item (<si>, <is>): its <t>, or its runs' <t>s; the
/// phonetic runs (<rPh>) are not the text.
QString itemText(QXmlStreamReader& xml, int& depth, const QString& sheet)
{
    const int end = depth - 1;
    QString text;
    int phonetic = 0;
    while (nextToken(xml, depth, sheet) && depth > end) {
        if (xml.isStartElement() && xml.name() == u"rPh") {
            phonetic = depth;
        } else if (xml.isEndElement() && phonetic > 0 && depth < phonetic) {
            phonetic = 0;
        } else if (xml.isStartElement() && xml.name() == u"t" && phonetic == 0) {
            text += xml.readElementText();
            --depth; // readElementText read its end
        }
    }
    return text;
}

QStringList readSharedStrings(ZipEntries& zip, const QString& entry)
{
    QStringList strings;
    if (!zip.contains(entry)) {
        return strings;
    }
    qsizetype chars = 0;
    zip.parse(entry, {}, [&](QXmlStreamReader& xml) {
        int depth = 0;
        while (nextToken(xml, depth, {})) {
            if (!xml.isStartElement() || xml.name() != u"si") {
                continue;
            }
            if (strings.size() >= MaxSharedStrings) {
                refuse(Workbook::tr("the workbook has more than %1 shared strings").arg(MaxSharedStrings));
            }
            strings.append(itemText(xml, depth, {}));
            chars += strings.last().size();
            if (chars > MaxSharedStringChars) {
                refuse(Workbook::tr("the workbook's shared strings are longer than %1 MiB characters")
                           .arg(MaxSharedStringChars >> 20));
            }
        }
    });
    return strings;
}

/// What each cell style (an index of <cellXfs>) shows.
QList<Shown> readStyles(ZipEntries& zip, const QString& entry)
{
    QList<Shown> styles;
    if (!zip.contains(entry)) {
        return styles;
    }
    QHash<int, Shown> formats;
    zip.parse(entry, {}, [&](QXmlStreamReader& xml) {
        int depth = 0;
        bool cellXfs = false;
        while (nextToken(xml, depth, {})) {
            if (xml.isEndElement() && xml.name() == u"cellXfs") {
                cellXfs = false;
            }
            if (!xml.isStartElement()) {
                continue;
            }
            const int id = xml.attributes().value(QStringLiteral("numFmtId")).toInt();
            if (xml.name() == u"numFmt") {
                formats.insert(id, shownBy(xml.attributes().value(QStringLiteral("formatCode")).toString()));
            } else if (xml.name() == u"cellXfs") {
                cellXfs = true;
            } else if (xml.name() == u"xf" && cellXfs) {
                if (styles.size() >= MaxCells) {
                    refuse(Workbook::tr("the workbook has more than %1 cell styles").arg(MaxCells));
                }
                styles.append(formats.value(id, shownByBuiltIn(id)));
            }
        }
    });
    return styles;
}

/// A cell reference's column and row ("C12" → 3, 12); 0 for what is missing.
std::pair<int, qint64> cellAt(QStringView ref)
{
    qint64 column = 0;
    qsizetype i = 0;
    constexpr int Letters = 26;
    for (; i < ref.size() && ref.at(i).isLetter() && column <= qint64{MaxColumns} * Letters; ++i) {
        column = column * Letters + (ref.at(i).toUpper().unicode() - u'A' + 1);
    }
    bool ok = false;
    const qint64 row = ref.mid(i).toLongLong(&ok);
    return {static_cast<int>(std::min<qint64>(column, MaxColumns + 1)), ok ? row : 0};
}

/// What a sheet's reading knows of the workbook.
struct SheetContext {
    const QStringList& strings;
    const QList<Shown>& styles;
    bool date1904 = false;
};

/// A cell's value as the assistant reads it.
QString cellValue(QXmlStreamReader& xml, int& depth, const SheetContext& context, SheetBuilder& sheet, int row,
                  int column)
{
    const QString type = xml.attributes().value(QStringLiteral("t")).toString();
    const int style = xml.attributes().value(QStringLiteral("s")).toInt();
    const int end = depth - 1;
    QString value;
    QString inlineText;
    while (nextToken(xml, depth, sheet.name()) && depth > end) {
        if (xml.isStartElement() && xml.name() == u"v") {
            value = xml.readElementText();
            --depth;
        } else if (xml.isStartElement() && xml.name() == u"is") {
            inlineText = itemText(xml, depth, sheet.name());
        }
    }
    if (type == u"s") {
        bool ok = false;
        const qsizetype index = value.toLongLong(&ok);
        if (!ok || index < 0 || index >= context.strings.size()) {
            refuse(Workbook::tr("the cell names shared string %1, which the workbook does not have").arg(value),
                   sheet.name(), row, column);
        }
        return context.strings.at(index);
    }
    if (type == u"inlineStr") {
        return inlineText;
    }
    if (type == u"b") {
        return isTrue(value) ? QStringLiteral("1") : QStringLiteral("0");
    }
    if (type == u"d") {
        return isoDateText(value);
    }
    if (type == u"str" || type == u"e" || value.isEmpty()) {
        return value;
    }
    const Shown shown = context.styles.value(style, Shown::Number);
    const auto text = shown == Shown::Number ? numberText(value) : serialText(value, shown, context.date1904);
    return text.value_or(value);
}

/// A <mergeCell ref="A1:C1"/>: the merged columns of its first row.
void mergeOf(QStringView ref, SheetBuilder& sheet)
{
    const qsizetype colon = ref.indexOf(u':');
    if (colon < 0) {
        return;
    }
    const auto [first, row] = cellAt(ref.left(colon));
    const auto [last, lastRow] = cellAt(ref.mid(colon + 1));
    if (row > 0 && row <= MaxRows && first > 0 && lastRow >= row) {
        sheet.merge(static_cast<int>(row), first - 1, last - 1);
    }
}

/// Where a sheet's reading is: the row and the column of the last cell.
struct Place {
    qint64 row = 0;
    int column = 0;
};

/// A <row>: its r is optional (then the next row).
void startRow(const QXmlStreamReader& xml, Place& at, const SheetBuilder& sheet)
{
    const QStringView r = xml.attributes().value(QStringLiteral("r"));
    at.row = r.isEmpty() ? at.row + 1 : r.toLongLong();
    at.column = 0;
    if (at.row < 1) {
        refuse(Workbook::tr("the sheet has a row numbered '%1'").arg(r.toString()), sheet.name());
    }
    sheet.checkRow(at.row);
}

/// A <c>: its r is optional (then the next column).
void readCell(QXmlStreamReader& xml, int& depth, Place& at, const SheetContext& context, SheetBuilder& sheet)
{
    const QStringView r = xml.attributes().value(QStringLiteral("r"));
    at.column = r.isEmpty() ? at.column + 1 : cellAt(r).first;
    const auto row = static_cast<int>(std::max<qint64>(at.row, 1));
    if (at.column < 1) {
        refuse(Workbook::tr("the sheet has a cell named '%1'").arg(r.toString()), sheet.name(), row);
    }
    sheet.set(row, at.column, cellValue(xml, depth, context, sheet, row, at.column));
}

WorkbookSheet readSheet(ZipEntries& zip, const QString& entry, SheetBuilder sheet, const SheetContext& context)
{
    zip.parse(entry, sheet.name(), [&](QXmlStreamReader& xml) {
        int depth = 0;
        Place at;
        while (nextToken(xml, depth, sheet.name())) {
            if (!xml.isStartElement()) {
                continue;
            }
            if (xml.name() == u"row") {
                startRow(xml, at, sheet);
            } else if (xml.name() == u"c") {
                readCell(xml, depth, at, context, sheet);
            } else if (xml.name() == u"mergeCell") {
                mergeOf(xml.attributes().value(QStringLiteral("ref")), sheet);
            }
        }
    });
    return sheet.take();
}

} // namespace

QList<WorkbookSheet> readXlsx(ZipEntries& zip)
{
    const WorkbookParts parts = readWorkbook(zip);
    const QStringList strings = readSharedStrings(zip, parts.sharedStrings);
    const QList<Shown> styles = readStyles(zip, parts.styles);
    const SheetContext context{strings, styles, parts.date1904};
    QList<WorkbookSheet> sheets;
    qsizetype cells = 0;
    QSet<QString> read;
    for (const SheetEntry& s : parts.sheets) {
        const QString entry = parts.targets.value(s.relation);
        if (entry.isEmpty() || !zip.contains(entry)) {
            refuse(Workbook::tr("the workbook is damaged: its sheet has no entry"), s.name);
        }
        if (read.contains(entry)) {
            refuse(Workbook::tr("the workbook is damaged: two sheets are one entry"), s.name);
        }
        read.insert(entry);
        sheets.append(readSheet(zip, entry, SheetBuilder(s.name, cells), context));
    }
    return sheets;
}

} // namespace palmares::workbook::detail

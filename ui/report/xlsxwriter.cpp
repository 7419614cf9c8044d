// The .xlsx writer (ECMA-376 part 1, SpreadsheetML; part 2, Open Packaging
// Conventions): the package's content types and relationships, the workbook
// (its sheets in order), one worksheet per sheet (the header row frozen by a
// pane, the columns' widths, the cells), the shared strings, the styles (the
// header's bold, a day's and a day and time's number formats) and the
// document's properties (title, date line, club, footer).

#include "report/spreadsheets.h"
#include "report/writers.h"

#include <QCoreApplication>
#include <QXmlStreamWriter>

#include <QHash>

namespace palmares::report {

namespace {

using workbook::SheetCell;
using workbook::SheetPlan;

constexpr QLatin1String MainNs("http://schemas.openxmlformats.org/spreadsheetml/2006/main");
constexpr QLatin1String RelNs("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
constexpr QLatin1String PackageRelNs("http://schemas.openxmlformats.org/package/2006/relationships");
constexpr QLatin1String ContentTypesNs("http://schemas.openxmlformats.org/package/2006/content-types");
constexpr QLatin1String CoreNs("http://schemas.openxmlformats.org/package/2006/metadata/core-properties");
constexpr QLatin1String AppNs("http://schemas.openxmlformats.org/officeDocument/2006/extended-properties");
constexpr QLatin1String DcNs("http://purl.org/dc/elements/1.1/");
constexpr QLatin1String OfficeRel("http://schemas.openxmlformats.org/officeDocument/2006/relationships/");
constexpr QLatin1String SheetMl("application/vnd.openxmlformats-officedocument.spreadsheetml.");

// The cell formats of styles.xml's cellXfs, by index.
constexpr int HeaderStyle = 1;
constexpr int DateStyle = 2;
constexpr int DateTimeStyle = 3;

/// The text of shared strings, each once, in order of first use.
class SharedStrings
{
public:
    int indexOf(const QString& text)
    {
        ++m_uses;
        const auto found = m_index.constFind(text);
        if (found != m_index.cend()) {
            return *found;
        }
        const auto index = static_cast<int>(m_texts.size());
        m_index.insert(text, index);
        m_texts << text;
        return index;
    }
    QByteArray xml() const
    {
        QByteArray bytes;
        QXmlStreamWriter x(&bytes);
        x.writeStartDocument();
        x.writeDefaultNamespace(MainNs);
        x.writeStartElement(MainNs, QStringLiteral("sst"));
        x.writeAttribute(QStringLiteral("count"), QString::number(m_uses));
        x.writeAttribute(QStringLiteral("uniqueCount"), QString::number(m_texts.size()));
        for (const QString& text : m_texts) {
            x.writeStartElement(MainNs, QStringLiteral("si"));
            x.writeStartElement(MainNs, QStringLiteral("t"));
            x.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
            x.writeCharacters(workbook::xmlSafe(text));
            x.writeEndElement();
            x.writeEndElement();
        }
        x.writeEndDocument();
        return bytes;
    }

private:
    QHash<QString, int> m_index;
    QStringList m_texts;
    qsizetype m_uses = 0;
};

/// "A", "B", … "Z", "AA": a column's letters.
QString columnName(qsizetype column)
{
    QString name;
    for (qsizetype n = column + 1; n > 0; n = (n - 1) / 26) {
        name.prepend(QChar(static_cast<char16_t>(u'A' + (n - 1) % 26)));
    }
    return name;
}

void startCell(QXmlStreamWriter& x, qsizetype row, qsizetype column, int style)
{
    x.writeStartElement(MainNs, QStringLiteral("c"));
    x.writeAttribute(QStringLiteral("r"), columnName(column) + QString::number(row + 1));
    if (style != 0) {
        x.writeAttribute(QStringLiteral("s"), QString::number(style));
    }
}

void writeText(QXmlStreamWriter& x, qsizetype row, qsizetype column, const QString& text, int style,
               SharedStrings& strings)
{
    // A shared string: never read as a formula, whatever it starts with.
    startCell(x, row, column, style);
    x.writeAttribute(QStringLiteral("t"), QStringLiteral("s"));
    x.writeTextElement(MainNs, QStringLiteral("v"), QString::number(strings.indexOf(text)));
    x.writeEndElement();
}

void writeCell(QXmlStreamWriter& x, qsizetype row, qsizetype column, const SheetCell& cell, SharedStrings& strings)
{
    switch (cell.kind) {
    case SheetCell::Kind::Empty:
        return;
    case SheetCell::Kind::Text:
        writeText(x, row, column, cell.text, 0, strings);
        return;
    case SheetCell::Kind::Number:
        startCell(x, row, column, 0);
        x.writeTextElement(MainNs, QStringLiteral("v"), workbook::numberText(cell.number));
        x.writeEndElement();
        return;
    case SheetCell::Kind::Date:
    case SheetCell::Kind::DateTime:
        // A date is its serial number shown with a date format (part 1, 18.17.4).
        startCell(x, row, column, cell.kind == SheetCell::Kind::Date ? DateStyle : DateTimeStyle);
        x.writeTextElement(MainNs, QStringLiteral("v"), workbook::numberText(workbook::serialOf(cell.when)));
        x.writeEndElement();
        return;
    }
}

void writeColumns(QXmlStreamWriter& x, const SheetPlan& sheet)
{
    if (sheet.widths.isEmpty()) {
        return;
    }
    x.writeStartElement(MainNs, QStringLiteral("cols"));
    for (qsizetype c = 0; c < sheet.widths.size(); ++c) {
        x.writeEmptyElement(MainNs, QStringLiteral("col"));
        x.writeAttribute(QStringLiteral("min"), QString::number(c + 1));
        x.writeAttribute(QStringLiteral("max"), QString::number(c + 1));
        x.writeAttribute(QStringLiteral("width"), QString::number(sheet.widths[c], 'f', 2));
        x.writeAttribute(QStringLiteral("customWidth"), QStringLiteral("1"));
    }
    x.writeEndElement();
}

QByteArray worksheetXml(const SheetPlan& sheet, SharedStrings& strings)
{
    QByteArray bytes;
    QXmlStreamWriter x(&bytes);
    x.writeStartDocument();
    x.writeDefaultNamespace(MainNs);
    x.writeStartElement(MainNs, QStringLiteral("worksheet"));
    // The header row frozen: a pane split below row 1.
    x.writeStartElement(MainNs, QStringLiteral("sheetViews"));
    x.writeStartElement(MainNs, QStringLiteral("sheetView"));
    x.writeAttribute(QStringLiteral("workbookViewId"), QStringLiteral("0"));
    x.writeEmptyElement(MainNs, QStringLiteral("pane"));
    x.writeAttribute(QStringLiteral("ySplit"), QStringLiteral("1"));
    x.writeAttribute(QStringLiteral("topLeftCell"), QStringLiteral("A2"));
    x.writeAttribute(QStringLiteral("activePane"), QStringLiteral("bottomLeft"));
    x.writeAttribute(QStringLiteral("state"), QStringLiteral("frozen"));
    x.writeEmptyElement(MainNs, QStringLiteral("selection"));
    x.writeAttribute(QStringLiteral("pane"), QStringLiteral("bottomLeft"));
    x.writeEndElement();
    x.writeEndElement();
    writeColumns(x, sheet);
    x.writeStartElement(MainNs, QStringLiteral("sheetData"));
    x.writeStartElement(MainNs, QStringLiteral("row"));
    x.writeAttribute(QStringLiteral("r"), QStringLiteral("1"));
    for (qsizetype c = 0; c < sheet.headers.size(); ++c) {
        writeText(x, 0, c, sheet.headers[c], HeaderStyle, strings);
    }
    x.writeEndElement();
    for (qsizetype r = 0; r < sheet.rows.size(); ++r) {
        x.writeStartElement(MainNs, QStringLiteral("row"));
        x.writeAttribute(QStringLiteral("r"), QString::number(r + 2));
        for (qsizetype c = 0; c < sheet.rows[r].size(); ++c) {
            writeCell(x, r + 1, c, sheet.rows[r][c], strings);
        }
        x.writeEndElement();
    }
    x.writeEndDocument();
    return bytes;
}

QByteArray stylesXml()
{
    QByteArray bytes;
    QXmlStreamWriter x(&bytes);
    x.writeStartDocument();
    x.writeDefaultNamespace(MainNs);
    x.writeStartElement(MainNs, QStringLiteral("styleSheet"));
    x.writeStartElement(MainNs, QStringLiteral("numFmts"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("2"));
    for (const auto& [id, code] : {std::pair{QStringLiteral("164"), QStringLiteral("yyyy-mm-dd")},
                                   std::pair{QStringLiteral("165"), QStringLiteral("yyyy-mm-dd hh:mm")}}) {
        x.writeEmptyElement(MainNs, QStringLiteral("numFmt"));
        x.writeAttribute(QStringLiteral("numFmtId"), id);
        x.writeAttribute(QStringLiteral("formatCode"), code);
    }
    x.writeEndElement();
    x.writeStartElement(MainNs, QStringLiteral("fonts"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("2"));
    for (const bool bold : {false, true}) {
        x.writeStartElement(MainNs, QStringLiteral("font"));
        if (bold) {
            x.writeEmptyElement(MainNs, QStringLiteral("b"));
        }
        x.writeEmptyElement(MainNs, QStringLiteral("sz"));
        x.writeAttribute(QStringLiteral("val"), QStringLiteral("11"));
        x.writeEmptyElement(MainNs, QStringLiteral("name"));
        x.writeAttribute(QStringLiteral("val"), QStringLiteral("Calibri"));
        x.writeEndElement();
    }
    x.writeEndElement();
    x.writeStartElement(MainNs, QStringLiteral("fills"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("2"));
    for (const QString& pattern : {QStringLiteral("none"), QStringLiteral("gray125")}) {
        x.writeStartElement(MainNs, QStringLiteral("fill"));
        x.writeEmptyElement(MainNs, QStringLiteral("patternFill"));
        x.writeAttribute(QStringLiteral("patternType"), pattern);
        x.writeEndElement();
    }
    x.writeEndElement();
    x.writeStartElement(MainNs, QStringLiteral("borders"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("1"));
    x.writeStartElement(MainNs, QStringLiteral("border"));
    for (const QString& side : {QStringLiteral("left"), QStringLiteral("right"), QStringLiteral("top"),
                                QStringLiteral("bottom"), QStringLiteral("diagonal")}) {
        x.writeEmptyElement(MainNs, side);
    }
    x.writeEndElement();
    x.writeEndElement();
    const auto xf = [&x](const QString& numFmt, const QString& font, bool cellXf) {
        x.writeEmptyElement(MainNs, QStringLiteral("xf"));
        x.writeAttribute(QStringLiteral("numFmtId"), numFmt);
        x.writeAttribute(QStringLiteral("fontId"), font);
        x.writeAttribute(QStringLiteral("fillId"), QStringLiteral("0"));
        x.writeAttribute(QStringLiteral("borderId"), QStringLiteral("0"));
        if (cellXf) {
            x.writeAttribute(QStringLiteral("xfId"), QStringLiteral("0"));
            x.writeAttribute(font == QLatin1String("1") ? QStringLiteral("applyFont")
                                                        : QStringLiteral("applyNumberFormat"),
                             QStringLiteral("1"));
        }
    };
    x.writeStartElement(MainNs, QStringLiteral("cellStyleXfs"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("1"));
    xf(QStringLiteral("0"), QStringLiteral("0"), false);
    x.writeEndElement();
    // In the order of HeaderStyle, DateStyle, DateTimeStyle after the default.
    x.writeStartElement(MainNs, QStringLiteral("cellXfs"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("4"));
    xf(QStringLiteral("0"), QStringLiteral("0"), true);
    xf(QStringLiteral("0"), QStringLiteral("1"), true);
    xf(QStringLiteral("164"), QStringLiteral("0"), true);
    xf(QStringLiteral("165"), QStringLiteral("0"), true);
    x.writeEndElement();
    x.writeStartElement(MainNs, QStringLiteral("cellStyles"));
    x.writeAttribute(QStringLiteral("count"), QStringLiteral("1"));
    x.writeEmptyElement(MainNs, QStringLiteral("cellStyle"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("Normal"));
    x.writeAttribute(QStringLiteral("xfId"), QStringLiteral("0"));
    x.writeAttribute(QStringLiteral("builtinId"), QStringLiteral("0"));
    x.writeEndElement();
    x.writeEndDocument();
    return bytes;
}

QByteArray workbookXml(const QList<SheetPlan>& sheets)
{
    QByteArray bytes;
    QXmlStreamWriter x(&bytes);
    x.writeStartDocument();
    x.writeDefaultNamespace(MainNs);
    x.writeNamespace(RelNs, QStringLiteral("r"));
    x.writeStartElement(MainNs, QStringLiteral("workbook"));
    x.writeStartElement(MainNs, QStringLiteral("sheets"));
    for (qsizetype s = 0; s < sheets.size(); ++s) {
        x.writeEmptyElement(MainNs, QStringLiteral("sheet"));
        x.writeAttribute(QStringLiteral("name"), sheets[s].name);
        x.writeAttribute(QStringLiteral("sheetId"), QString::number(s + 1));
        x.writeAttribute(RelNs, QStringLiteral("id"), QStringLiteral("rId%1").arg(s + 1));
    }
    x.writeEndDocument();
    return bytes;
}

/// A relationships part: (id, type, target) each.
QByteArray relationshipsXml(const QList<std::array<QString, 3>>& relationships)
{
    QByteArray bytes;
    QXmlStreamWriter x(&bytes);
    x.writeStartDocument();
    x.writeDefaultNamespace(PackageRelNs);
    x.writeStartElement(PackageRelNs, QStringLiteral("Relationships"));
    for (const auto& [id, type, target] : relationships) {
        x.writeEmptyElement(PackageRelNs, QStringLiteral("Relationship"));
        x.writeAttribute(QStringLiteral("Id"), id);
        x.writeAttribute(QStringLiteral("Type"), type);
        x.writeAttribute(QStringLiteral("Target"), target);
    }
    x.writeEndDocument();
    return bytes;
}

QByteArray contentTypesXml(qsizetype sheets)
{
    QByteArray bytes;
    QXmlStreamWriter x(&bytes);
    x.writeStartDocument();
    x.writeDefaultNamespace(ContentTypesNs);
    x.writeStartElement(ContentTypesNs, QStringLiteral("Types"));
    const auto type = [&x](const QString& element, const QString& key, const QString& part, const QString& content) {
        x.writeEmptyElement(ContentTypesNs, element);
        x.writeAttribute(key, part);
        x.writeAttribute(QStringLiteral("ContentType"), content);
    };
    const QString extension = QStringLiteral("Extension");
    const QString partName = QStringLiteral("PartName");
    type(QStringLiteral("Default"), extension, QStringLiteral("rels"),
         QStringLiteral("application/vnd.openxmlformats-package.relationships+xml"));
    type(QStringLiteral("Default"), extension, QStringLiteral("xml"), QStringLiteral("application/xml"));
    const QString override = QStringLiteral("Override");
    type(override, partName, QStringLiteral("/xl/workbook.xml"), SheetMl + QStringLiteral("sheet.main+xml"));
    for (qsizetype s = 0; s < sheets; ++s) {
        type(override, partName, QStringLiteral("/xl/worksheets/sheet%1.xml").arg(s + 1),
             SheetMl + QStringLiteral("worksheet+xml"));
    }
    type(override, partName, QStringLiteral("/xl/styles.xml"), SheetMl + QStringLiteral("styles+xml"));
    type(override, partName, QStringLiteral("/xl/sharedStrings.xml"), SheetMl + QStringLiteral("sharedStrings+xml"));
    type(override, partName, QStringLiteral("/docProps/core.xml"),
         QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"));
    type(override, partName, QStringLiteral("/docProps/app.xml"),
         QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml"));
    x.writeEndDocument();
    return bytes;
}

/// The report's title, date line and footer (core.xml), the club (app.xml).
std::pair<QByteArray, QByteArray> propertiesXml(const Report& report)
{
    QByteArray core;
    QXmlStreamWriter x(&core);
    x.writeStartDocument();
    x.writeNamespace(CoreNs, QStringLiteral("cp"));
    x.writeNamespace(DcNs, QStringLiteral("dc"));
    x.writeStartElement(CoreNs, QStringLiteral("coreProperties"));
    x.writeTextElement(DcNs, QStringLiteral("title"), workbook::xmlSafe(report.title));
    x.writeTextElement(DcNs, QStringLiteral("subject"), workbook::xmlSafe(report.dateLine));
    x.writeTextElement(DcNs, QStringLiteral("creator"), QStringLiteral("Palmarès"));
    x.writeTextElement(DcNs, QStringLiteral("description"), workbook::xmlSafe(report.footer));
    if (!report.language.isEmpty()) {
        x.writeTextElement(DcNs, QStringLiteral("language"), report.language);
    }
    x.writeEndDocument();
    QByteArray app;
    QXmlStreamWriter a(&app);
    a.writeStartDocument();
    a.writeDefaultNamespace(AppNs);
    a.writeStartElement(AppNs, QStringLiteral("Properties"));
    a.writeTextElement(AppNs, QStringLiteral("Application"), QStringLiteral("Palmarès"));
    a.writeTextElement(AppNs, QStringLiteral("Company"), workbook::xmlSafe(report.club));
    a.writeEndDocument();
    return {core, app};
}

} // namespace

bool writeXlsx(const Report& report, const QString& path, QString* error)
{
    const QList<SheetPlan> sheets = workbook::sheetsOf(report);
    const auto count = sheets.size();
    QList<std::pair<QString, QByteArray>> parts;
    const QString officeDocument = OfficeRel + QStringLiteral("officeDocument");
    parts << std::pair{QStringLiteral("[Content_Types].xml"), contentTypesXml(count)}
          << std::pair{QStringLiteral("_rels/.rels"),
                       relationshipsXml({{QStringLiteral("rId1"), officeDocument, QStringLiteral("xl/workbook.xml")},
                                         {QStringLiteral("rId2"),
                                          QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships/"
                                                         "metadata/core-properties"),
                                          QStringLiteral("docProps/core.xml")},
                                         {QStringLiteral("rId3"), OfficeRel + QStringLiteral("extended-properties"),
                                          QStringLiteral("docProps/app.xml")}})}
          << std::pair{QStringLiteral("xl/workbook.xml"), workbookXml(sheets)};
    QList<std::array<QString, 3>> links;
    SharedStrings strings;
    for (qsizetype s = 0; s < count; ++s) {
        const QString part = QStringLiteral("worksheets/sheet%1.xml").arg(s + 1);
        links.append({QStringLiteral("rId%1").arg(s + 1), OfficeRel + QStringLiteral("worksheet"), part});
        parts << std::pair{QStringLiteral("xl/") + part, worksheetXml(sheets[s], strings)};
    }
    links.append(
        {QStringLiteral("rId%1").arg(count + 1), OfficeRel + QStringLiteral("styles"), QStringLiteral("styles.xml")});
    links.append({QStringLiteral("rId%1").arg(count + 2), OfficeRel + QStringLiteral("sharedStrings"),
                  QStringLiteral("sharedStrings.xml")});
    const auto [core, app] = propertiesXml(report);
    parts << std::pair{QStringLiteral("xl/_rels/workbook.xml.rels"), relationshipsXml(links)}
          << std::pair{QStringLiteral("xl/styles.xml"), stylesXml()}
          << std::pair{QStringLiteral("xl/sharedStrings.xml"), strings.xml()}
          << std::pair{QStringLiteral("docProps/core.xml"), core} << std::pair{QStringLiteral("docProps/app.xml"), app};
    QByteArray bytes;
    if (!workbook::zipped(parts, bytes)) {
        return workbook::failWith(
            error, workbook::cannotWrite(path, QCoreApplication::translate("Report", "the archive could not be made")));
    }
    return workbook::replaceFile(path, bytes, error);
}

} // namespace palmares::report

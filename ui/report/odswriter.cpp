// The .ods writer (OpenDocument 1.2, part 3 "Packages" and part 1
// "Spreadsheet documents"): a zip whose first entry is `mimetype`, stored
// uncompressed, then the manifest, content.xml (the sheets), styles.xml,
// meta.xml (title, date line, club) and settings.xml (the frozen header row,
// as LibreOffice keeps it: a split at row 1 per sheet).

#include "report/spreadsheets.h"
#include "report/writers.h"

#include <QCoreApplication>
#include <QXmlStreamWriter>

namespace palmares::report {

namespace {

using workbook::SheetCell;
using workbook::SheetPlan;

constexpr QLatin1String OdsMime("application/vnd.oasis.opendocument.spreadsheet");
constexpr QLatin1String OfficeNs("urn:oasis:names:tc:opendocument:xmlns:office:1.0");
constexpr QLatin1String StyleNs("urn:oasis:names:tc:opendocument:xmlns:style:1.0");
constexpr QLatin1String TextNs("urn:oasis:names:tc:opendocument:xmlns:text:1.0");
constexpr QLatin1String TableNs("urn:oasis:names:tc:opendocument:xmlns:table:1.0");
constexpr QLatin1String FoNs("urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0");
constexpr QLatin1String NumberNs("urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0");
constexpr QLatin1String MetaNs("urn:oasis:names:tc:opendocument:xmlns:meta:1.0");
constexpr QLatin1String DcNs("http://purl.org/dc/elements/1.1/");
constexpr QLatin1String ConfigNs("urn:oasis:names:tc:opendocument:xmlns:config:1.0");
constexpr QLatin1String ManifestNs("urn:oasis:names:tc:opendocument:xmlns:manifest:1.0");
constexpr QLatin1String OdfVersion("1.2");

// A character of the default font (10 pt Liberation Sans) is about 0.19 cm wide.
constexpr double CentimetresPerCharacter = 0.19;

/// A document's XML: the writer set up with every namespace the parts use.
class Part
{
public:
    Part() : m_xml(&m_bytes)
    {
        m_xml.setAutoFormatting(false);
        m_xml.writeStartDocument();
    }
    QXmlStreamWriter& xml() { return m_xml; }
    void startRoot(const QString& ns, const QString& name)
    {
        for (const auto& [prefix, uri] : {std::pair{QStringLiteral("office"), OfficeNs},
                                          {QStringLiteral("style"), StyleNs},
                                          {QStringLiteral("text"), TextNs},
                                          {QStringLiteral("table"), TableNs},
                                          {QStringLiteral("fo"), FoNs},
                                          {QStringLiteral("number"), NumberNs},
                                          {QStringLiteral("meta"), MetaNs},
                                          {QStringLiteral("dc"), DcNs},
                                          {QStringLiteral("config"), ConfigNs}}) {
            m_xml.writeNamespace(uri, prefix);
        }
        m_xml.writeStartElement(ns, name);
        m_xml.writeAttribute(OfficeNs, QStringLiteral("version"), OdfVersion);
    }
    QByteArray finish()
    {
        m_xml.writeEndDocument();
        return m_bytes;
    }

private:
    QByteArray m_bytes;
    QXmlStreamWriter m_xml;
};

void writeCellText(QXmlStreamWriter& xml, const QString& text)
{
    xml.writeTextElement(TextNs, QStringLiteral("p"), workbook::xmlSafe(text));
}

void writeCell(QXmlStreamWriter& xml, const SheetCell& cell)
{
    xml.writeStartElement(TableNs, QStringLiteral("table-cell"));
    switch (cell.kind) {
    case SheetCell::Kind::Empty:
        break;
    case SheetCell::Kind::Text:
        // A string cell: never read as a formula, whatever it starts with.
        xml.writeAttribute(OfficeNs, QStringLiteral("value-type"), QStringLiteral("string"));
        writeCellText(xml, cell.text);
        break;
    case SheetCell::Kind::Number: {
        const QString number = workbook::numberText(cell.number);
        xml.writeAttribute(OfficeNs, QStringLiteral("value-type"), QStringLiteral("float"));
        xml.writeAttribute(OfficeNs, QStringLiteral("value"), number);
        writeCellText(xml, number);
        break;
    }
    case SheetCell::Kind::Date:
    case SheetCell::Kind::DateTime: {
        const bool day = cell.kind == SheetCell::Kind::Date;
        const QString value =
            day ? cell.when.date().toString(Qt::ISODate) : cell.when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
        xml.writeAttribute(TableNs, QStringLiteral("style-name"),
                           day ? QStringLiteral("ceDate") : QStringLiteral("ceTime"));
        xml.writeAttribute(OfficeNs, QStringLiteral("value-type"), QStringLiteral("date"));
        xml.writeAttribute(OfficeNs, QStringLiteral("date-value"), value);
        writeCellText(xml, day ? value : cell.when.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        break;
    }
    }
    xml.writeEndElement();
}

void writeDateStyle(QXmlStreamWriter& xml, const QString& styleName, bool withTime)
{
    xml.writeStartElement(NumberNs, QStringLiteral("date-style"));
    xml.writeAttribute(StyleNs, QStringLiteral("name"), styleName);
    const auto part = [&xml](const QString& element, bool longForm) {
        xml.writeStartElement(NumberNs, element);
        if (longForm) {
            xml.writeAttribute(NumberNs, QStringLiteral("style"), QStringLiteral("long"));
        }
        xml.writeEndElement();
    };
    const auto between = [&xml](const QString& text) { xml.writeTextElement(NumberNs, QStringLiteral("text"), text); };
    part(QStringLiteral("year"), true);
    between(QStringLiteral("-"));
    part(QStringLiteral("month"), true);
    between(QStringLiteral("-"));
    part(QStringLiteral("day"), true);
    if (withTime) {
        between(QStringLiteral(" "));
        part(QStringLiteral("hours"), true);
        between(QStringLiteral(":"));
        part(QStringLiteral("minutes"), true);
    }
    xml.writeEndElement();
}

void writeCellStyle(QXmlStreamWriter& xml, const QString& styleName, const QString& dataStyle, bool bold)
{
    xml.writeStartElement(StyleNs, QStringLiteral("style"));
    xml.writeAttribute(StyleNs, QStringLiteral("name"), styleName);
    xml.writeAttribute(StyleNs, QStringLiteral("family"), QStringLiteral("table-cell"));
    if (!dataStyle.isEmpty()) {
        xml.writeAttribute(StyleNs, QStringLiteral("data-style-name"), dataStyle);
    }
    if (bold) {
        xml.writeEmptyElement(StyleNs, QStringLiteral("text-properties"));
        xml.writeAttribute(FoNs, QStringLiteral("font-weight"), QStringLiteral("bold"));
    }
    xml.writeEndElement();
}

QString columnStyle(qsizetype sheet, qsizetype column)
{
    return QStringLiteral("co%1_%2").arg(sheet + 1).arg(column + 1);
}

void writeAutomaticStyles(QXmlStreamWriter& xml, const QList<SheetPlan>& sheets)
{
    xml.writeStartElement(OfficeNs, QStringLiteral("automatic-styles"));
    writeDateStyle(xml, QStringLiteral("N1"), false);
    writeDateStyle(xml, QStringLiteral("N2"), true);
    writeCellStyle(xml, QStringLiteral("ceHeader"), {}, true);
    writeCellStyle(xml, QStringLiteral("ceDate"), QStringLiteral("N1"), false);
    writeCellStyle(xml, QStringLiteral("ceTime"), QStringLiteral("N2"), false);
    for (qsizetype s = 0; s < sheets.size(); ++s) {
        for (qsizetype c = 0; c < sheets[s].widths.size(); ++c) {
            xml.writeStartElement(StyleNs, QStringLiteral("style"));
            xml.writeAttribute(StyleNs, QStringLiteral("name"), columnStyle(s, c));
            xml.writeAttribute(StyleNs, QStringLiteral("family"), QStringLiteral("table-column"));
            xml.writeEmptyElement(StyleNs, QStringLiteral("table-column-properties"));
            xml.writeAttribute(StyleNs, QStringLiteral("column-width"),
                               QString::number(sheets[s].widths[c] * CentimetresPerCharacter, 'f', 2) +
                                   QStringLiteral("cm"));
            xml.writeEndElement();
        }
    }
    xml.writeEndElement();
}

void writeTable(QXmlStreamWriter& xml, const SheetPlan& sheet, qsizetype index)
{
    xml.writeStartElement(TableNs, QStringLiteral("table"));
    xml.writeAttribute(TableNs, QStringLiteral("name"), sheet.name);
    for (qsizetype c = 0; c < sheet.headers.size(); ++c) {
        xml.writeEmptyElement(TableNs, QStringLiteral("table-column"));
        xml.writeAttribute(TableNs, QStringLiteral("style-name"), columnStyle(index, c));
    }
    // The header row repeats on every printed page, as the PDF's does.
    xml.writeStartElement(TableNs, QStringLiteral("table-header-rows"));
    xml.writeStartElement(TableNs, QStringLiteral("table-row"));
    for (const QString& header : sheet.headers) {
        xml.writeStartElement(TableNs, QStringLiteral("table-cell"));
        xml.writeAttribute(TableNs, QStringLiteral("style-name"), QStringLiteral("ceHeader"));
        xml.writeAttribute(OfficeNs, QStringLiteral("value-type"), QStringLiteral("string"));
        writeCellText(xml, header);
        xml.writeEndElement();
    }
    if (sheet.headers.isEmpty()) {
        xml.writeEmptyElement(TableNs, QStringLiteral("table-cell"));
    }
    xml.writeEndElement();
    xml.writeEndElement();
    for (const QList<SheetCell>& row : sheet.rows) {
        xml.writeStartElement(TableNs, QStringLiteral("table-row"));
        for (const SheetCell& cell : row) {
            writeCell(xml, cell);
        }
        if (row.isEmpty()) {
            xml.writeEmptyElement(TableNs, QStringLiteral("table-cell"));
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

QByteArray contentXml(const QList<SheetPlan>& sheets)
{
    Part part;
    QXmlStreamWriter& xml = part.xml();
    part.startRoot(OfficeNs, QStringLiteral("document-content"));
    writeAutomaticStyles(xml, sheets);
    xml.writeStartElement(OfficeNs, QStringLiteral("body"));
    xml.writeStartElement(OfficeNs, QStringLiteral("spreadsheet"));
    for (qsizetype s = 0; s < sheets.size(); ++s) {
        writeTable(xml, sheets[s], s);
    }
    return part.finish();
}

QByteArray stylesXml()
{
    Part part;
    QXmlStreamWriter& xml = part.xml();
    part.startRoot(OfficeNs, QStringLiteral("document-styles"));
    xml.writeStartElement(OfficeNs, QStringLiteral("styles"));
    xml.writeStartElement(StyleNs, QStringLiteral("default-style"));
    xml.writeAttribute(StyleNs, QStringLiteral("family"), QStringLiteral("table-cell"));
    xml.writeEmptyElement(StyleNs, QStringLiteral("text-properties"));
    xml.writeAttribute(StyleNs, QStringLiteral("font-name"), QStringLiteral("Liberation Sans"));
    xml.writeAttribute(FoNs, QStringLiteral("font-size"), QStringLiteral("10pt"));
    return part.finish();
}

QByteArray metaXml(const Report& report)
{
    Part part;
    QXmlStreamWriter& xml = part.xml();
    part.startRoot(OfficeNs, QStringLiteral("document-meta"));
    xml.writeStartElement(OfficeNs, QStringLiteral("meta"));
    xml.writeTextElement(MetaNs, QStringLiteral("generator"), QStringLiteral("Palmarès"));
    xml.writeTextElement(DcNs, QStringLiteral("title"), workbook::xmlSafe(report.title));
    xml.writeTextElement(DcNs, QStringLiteral("subject"), workbook::xmlSafe(report.dateLine));
    xml.writeTextElement(DcNs, QStringLiteral("description"), workbook::xmlSafe(report.footer));
    if (!report.language.isEmpty()) {
        xml.writeTextElement(DcNs, QStringLiteral("language"), report.language);
    }
    if (!report.club.isEmpty()) {
        xml.writeStartElement(MetaNs, QStringLiteral("user-defined"));
        xml.writeAttribute(MetaNs, QStringLiteral("name"), QStringLiteral("Club"));
        xml.writeCharacters(workbook::xmlSafe(report.club));
        xml.writeEndElement();
    }
    return part.finish();
}

void writeConfigItem(QXmlStreamWriter& xml, const QString& itemName, const QString& type, const QString& value)
{
    xml.writeStartElement(ConfigNs, QStringLiteral("config-item"));
    xml.writeAttribute(ConfigNs, QStringLiteral("name"), itemName);
    xml.writeAttribute(ConfigNs, QStringLiteral("type"), type);
    xml.writeCharacters(value);
    xml.writeEndElement();
}

/// LibreOffice's view settings: every sheet split below its first row and
/// the split frozen (VerticalSplitMode 2 = frozen, at row 1).
QByteArray settingsXml(const QList<SheetPlan>& sheets)
{
    Part part;
    QXmlStreamWriter& xml = part.xml();
    part.startRoot(OfficeNs, QStringLiteral("document-settings"));
    xml.writeStartElement(OfficeNs, QStringLiteral("settings"));
    xml.writeStartElement(ConfigNs, QStringLiteral("config-item-set"));
    xml.writeAttribute(ConfigNs, QStringLiteral("name"), QStringLiteral("ooo:view-settings"));
    xml.writeStartElement(ConfigNs, QStringLiteral("config-item-map-indexed"));
    xml.writeAttribute(ConfigNs, QStringLiteral("name"), QStringLiteral("Views"));
    xml.writeStartElement(ConfigNs, QStringLiteral("config-item-map-entry"));
    writeConfigItem(xml, QStringLiteral("ViewId"), QStringLiteral("string"), QStringLiteral("view1"));
    xml.writeStartElement(ConfigNs, QStringLiteral("config-item-map-named"));
    xml.writeAttribute(ConfigNs, QStringLiteral("name"), QStringLiteral("Tables"));
    const QString shortType = QStringLiteral("short");
    const QString intType = QStringLiteral("int");
    for (const SheetPlan& sheet : sheets) {
        xml.writeStartElement(ConfigNs, QStringLiteral("config-item-map-entry"));
        xml.writeAttribute(ConfigNs, QStringLiteral("name"), sheet.name);
        writeConfigItem(xml, QStringLiteral("HorizontalSplitMode"), shortType, QStringLiteral("0"));
        writeConfigItem(xml, QStringLiteral("VerticalSplitMode"), shortType, QStringLiteral("2"));
        writeConfigItem(xml, QStringLiteral("HorizontalSplitPosition"), intType, QStringLiteral("0"));
        writeConfigItem(xml, QStringLiteral("VerticalSplitPosition"), intType, QStringLiteral("1"));
        writeConfigItem(xml, QStringLiteral("ActiveSplitRange"), shortType, QStringLiteral("2"));
        writeConfigItem(xml, QStringLiteral("PositionLeft"), intType, QStringLiteral("0"));
        writeConfigItem(xml, QStringLiteral("PositionRight"), intType, QStringLiteral("0"));
        writeConfigItem(xml, QStringLiteral("PositionTop"), intType, QStringLiteral("0"));
        writeConfigItem(xml, QStringLiteral("PositionBottom"), intType, QStringLiteral("1"));
        xml.writeEndElement();
    }
    return part.finish();
}

QByteArray manifestXml()
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.writeStartDocument();
    xml.writeNamespace(ManifestNs, QStringLiteral("manifest"));
    xml.writeStartElement(ManifestNs, QStringLiteral("manifest"));
    xml.writeAttribute(ManifestNs, QStringLiteral("version"), OdfVersion);
    const auto entry = [&xml](const QString& path, const QString& type) {
        xml.writeEmptyElement(ManifestNs, QStringLiteral("file-entry"));
        xml.writeAttribute(ManifestNs, QStringLiteral("full-path"), path);
        if (path == QLatin1String("/")) {
            xml.writeAttribute(ManifestNs, QStringLiteral("version"), OdfVersion);
        }
        xml.writeAttribute(ManifestNs, QStringLiteral("media-type"), type);
    };
    entry(QStringLiteral("/"), OdsMime);
    for (const QString& part : {QStringLiteral("content.xml"), QStringLiteral("styles.xml"), QStringLiteral("meta.xml"),
                                QStringLiteral("settings.xml")}) {
        entry(part, QStringLiteral("text/xml"));
    }
    xml.writeEndDocument();
    return bytes;
}

} // namespace

bool writeOds(const Report& report, const QString& path, QString* error)
{
    const QList<SheetPlan> sheets = workbook::sheetsOf(report);
    QByteArray bytes;
    if (!workbook::zipped({{QStringLiteral("mimetype"), QByteArray(OdsMime.data(), OdsMime.size())},
                           {QStringLiteral("META-INF/manifest.xml"), manifestXml()},
                           {QStringLiteral("content.xml"), contentXml(sheets)},
                           {QStringLiteral("styles.xml"), stylesXml()},
                           {QStringLiteral("meta.xml"), metaXml(report)},
                           {QStringLiteral("settings.xml"), settingsXml(sheets)}},
                          bytes)) {
        return workbook::failWith(
            error, workbook::cannotWrite(path, QCoreApplication::translate("Report", "the archive could not be made")));
    }
    return workbook::replaceFile(path, bytes, error);
}

} // namespace palmares::report

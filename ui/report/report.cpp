#include "report/report.h"

#include "csv/spreadsheet.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>
#include <numeric>
#include <optional>

namespace palmares::report {

namespace {

// The look of every sheet (paper and HTML share these).
constexpr double BodyPoints = 8.5;
constexpr double TitlePoints = 16.0;
constexpr double HeadingPoints = 12.0;
constexpr double SubtitlePoints = 10.0;
constexpr double HeaderMostPoints = 14.0;
const QColor HeaderBackground(0xdd, 0xe3, 0xea);
const QColor StripeBackground(0xf3, 0xf5, 0xf7);
const QColor BorderColor(0xb0, 0xb8, 0xc0);
const QColor MutedText(0x55, 0x5d, 0x66);
const QColor UpText(0x1b, 0x6e, 0x2a);
const QColor DownText(0xa3, 0x1d, 0x1d);

QColor toneColor(Cell::Tone tone)
{
    switch (tone) {
    case Cell::Tone::Up:
        return UpText;
    case Cell::Tone::Down:
        return DownText;
    case Cell::Tone::Muted:
        return MutedText;
    case Cell::Tone::Normal:
        break;
    }
    return Qt::black;
}

QString toneClass(Cell::Tone tone)
{
    switch (tone) {
    case Cell::Tone::Up:
        return QStringLiteral("up");
    case Cell::Tone::Down:
        return QStringLiteral("down");
    case Cell::Tone::Muted:
        return QStringLiteral("muted");
    case Cell::Tone::Normal:
        break;
    }
    return {};
}

QTextCharFormat charFormat(double points, bool bold = false, const QColor& color = Qt::black)
{
    QTextCharFormat f;
    f.setFontFamilies({FontFamily});
    f.setFontPointSize(points);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(color);
    return f;
}

QTextBlockFormat blockFormat(double topMargin, double bottomMargin, Qt::Alignment align = Qt::AlignLeft)
{
    QTextBlockFormat f;
    f.setTopMargin(topMargin);
    f.setBottomMargin(bottomMargin);
    f.setAlignment(align);
    return f;
}

/// The size of `table`'s type: its own, or the sheets' body size.
double typeSize(const Table& table)
{
    return table.points > 0.0 ? table.points : BodyPoints;
}

/// The widths of `shown` columns of `table`: numeric columns narrow, text
/// columns share the rest by weight.
QList<QTextLength> columnWidths(const Table& table, const QList<int>& shown)
{
    QList<int> weights;
    for (const int c : shown) {
        const Column& col = table.columns[c];
        weights << (col.weight > 0 ? col.weight : (col.numeric ? 2 : 4));
    }
    const int total = std::accumulate(weights.cbegin(), weights.cend(), 0);
    QList<QTextLength> widths;
    for (const int w : weights) {
        widths << QTextLength(QTextLength::PercentageLength, 100.0 * w / total);
    }
    return widths;
}

void insertTable(QTextCursor& cursor, const Table& table)
{
    const QList<int> shown = table.paperColumns();
    // Large type (a pin-up sheet) gets room to breathe in proportion.
    const double points = typeSize(table);
    const double scale = points / BodyPoints;
    if (table.rows.isEmpty() || shown.isEmpty()) {
        cursor.insertBlock(blockFormat(2, 6), charFormat(points, false, MutedText));
        cursor.insertText(printable(table.empty));
        return;
    }
    QTextTableFormat format;
    format.setHeaderRowCount(1);
    format.setCellPadding(3 * std::min(scale, 1.5));
    format.setCellSpacing(0);
    format.setBorder(0.5);
    format.setBorderBrush(BorderColor);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(2);
    format.setBottomMargin(4);
    if (!table.naturalWidths) {
        format.setColumnWidthConstraints(columnWidths(table, shown));
    }

    QTextTable* t = cursor.insertTable(static_cast<int>(table.rows.size()) + 1, static_cast<int>(shown.size()), format);
    for (int i = 0; i < shown.size(); ++i) {
        const Column& col = table.columns[shown[i]];
        QTextTableCell cell = t->cellAt(0, i);
        QTextCharFormat cf = cell.format();
        cf.setBackground(HeaderBackground);
        cell.setFormat(cf);
        QTextCursor c = cell.firstCursorPosition();
        c.setBlockFormat(blockFormat(0, 0, col.numeric ? Qt::AlignRight : Qt::AlignLeft));
        // Headers of large type no larger than this: the columns are cut for the names.
        c.insertText(printable(col.header), charFormat(std::min(points, HeaderMostPoints), true));
    }
    for (int r = 0; r < table.rows.size(); ++r) {
        const QList<Cell>& row = table.rows[r];
        for (int i = 0; i < shown.size(); ++i) {
            const Column& col = table.columns[shown[i]];
            QTextTableCell cell = t->cellAt(r + 1, i);
            if (r % 2 == 1) {
                QTextCharFormat cf = cell.format();
                cf.setBackground(StripeBackground);
                cell.setFormat(cf);
            }
            const Cell value = shown[i] < row.size() ? row[shown[i]] : Cell();
            QTextCursor c = cell.firstCursorPosition();
            c.setBlockFormat(blockFormat(0, 0, col.numeric ? Qt::AlignRight : Qt::AlignLeft));
            c.insertText(printable(value.text), charFormat(points, value.strong, toneColor(value.tone)));
        }
    }
    cursor.movePosition(QTextCursor::End);
    if (!table.note.isEmpty()) {
        cursor.insertBlock(blockFormat(0, 4), charFormat(BodyPoints - 1, false, MutedText));
        cursor.insertText(printable(table.note));
    }
}

// A number as the window shows it ("1 418", "-12", "+3,5", "−8"), read back
// as a value so that CSV writes it as a number; std::nullopt for any text.
std::optional<double> displayedNumber(const QString& text)
{
    static const QRegularExpression shape(QStringLiteral(R"(^[+\-\x{2212}]?[0-9][0-9 \x{00A0}\x{202F}.,]*$)"));
    const QString t = text.trimmed();
    if (!shape.match(t).hasMatch()) {
        return std::nullopt;
    }
    QString plain = t;
    plain.remove(QLatin1Char(' ')).remove(QChar(0x00A0)).remove(QChar(0x202F));
    plain.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    double v = QLocale().toDouble(plain, &ok);
    if (!ok) {
        v = QLocale::c().toDouble(plain, &ok);
    }
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

QString Cell::csvText() const
{
    if (!value.isValid()) {
        return text;
    }
    switch (value.typeId()) {
    case QMetaType::Double: {
        // C notation, no exponent, no "-0", as few decimals as the value needs.
        QString t = QString::number(value.toDouble(), 'f', 6);
        while (t.contains(QLatin1Char('.')) && (t.endsWith(QLatin1Char('0')) || t.endsWith(QLatin1Char('.')))) {
            t.chop(1);
        }
        return t == QLatin1String("-0") ? QStringLiteral("0") : t;
    }
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QMetaType::QDate:
        return value.toDate().toString(Qt::ISODate);
    case QMetaType::QDateTime: {
        const QDateTime when = value.toDateTime();
        return when.toString(when.time().second() == 0 ? QStringLiteral("yyyy-MM-ddTHH:mm")
                                                       : QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    }
    default:
        return value.toString();
    }
}

bool Cell::isNumeric() const
{
    const int type = value.typeId();
    return type == QMetaType::Double || type == QMetaType::Int || type == QMetaType::LongLong ||
           type == QMetaType::Bool;
}

QList<int> Table::paperColumns() const
{
    QList<int> out;
    for (int i = 0; i < columns.size(); ++i) {
        if (columns[i].show != Column::Show::CsvOnly) {
            out << i;
        }
    }
    return out;
}

QList<int> Table::csvColumns() const
{
    QList<int> out;
    for (int i = 0; i < columns.size(); ++i) {
        if (columns[i].show != Column::Show::PaperOnly) {
            out << i;
        }
    }
    return out;
}

QList<const Table*> Report::tables() const
{
    QList<const Table*> out;
    for (const Section& s : sections) {
        for (const Table& t : s.tables) {
            out << &t;
        }
    }
    return out;
}

QString htmlEscaped(const QString& text)
{
    QString out = text.toHtmlEscaped();
    out.replace(QLatin1Char('\''), QLatin1String("&#39;"));
    return out;
}

QString printable(const QString& text)
{
    QString out = text;
    for (QChar& c : out) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator || c == QChar::ParagraphSeparator) {
            c = QLatin1Char(' ');
        }
    }
    return out;
}

namespace {

/// Text for HTML: printable, then escaped.
QString esc(const QString& text)
{
    return htmlEscaped(printable(text));
}

/// The page's head (its print style sheet) and the title block.
QString htmlHeader(const Report& report)
{
    QString h =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"") +
        esc(report.language.isEmpty() ? QStringLiteral("en") : report.language) +
        QStringLiteral("\">\n<head>\n<meta charset=\"utf-8\">\n<title>") + esc(report.title) +
        QStringLiteral("</title>\n<style>\n"
                       "@page { size: A4; margin: 15mm 12mm; }\n"
                       "body { font-family: 'DejaVu Sans', 'Verdana', sans-serif; font-size: 10pt; color: #000; "
                       "max-width: 60em; margin: 1em auto; }\n"
                       "h1 { font-size: 18pt; margin: 0 0 0.1em; }\n"
                       "h2 { font-size: 13pt; margin: 1.2em 0 0.3em; border-bottom: 1px solid #b0b8c0; }\n"
                       ".club { font-size: 11pt; margin: 0; }\n"
                       ".date { color: #555d66; margin: 0 0 1em; }\n"
                       "table { border-collapse: collapse; width: 100%; margin: 0.3em 0 0.6em; }\n"
                       "caption { text-align: left; font-weight: bold; padding: 0.2em 0; }\n"
                       "thead { display: table-header-group; }\n"
                       "th, td { border: 1px solid #b0b8c0; padding: 2px 5px; text-align: left; }\n"
                       "th { background: #dde3ea; }\n"
                       "tbody tr:nth-child(even) { background: #f3f5f7; }\n"
                       ".num { text-align: right; white-space: nowrap; }\n"
                       ".up { color: #1b6e2a; } .down { color: #a31d1d; } .muted, .note { color: #555d66; }\n"
                       ".note { font-size: 9pt; }\n"
                       "pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; white-space: pre-wrap; }\n"
                       "footer { margin-top: 2em; font-size: 9pt; color: #555d66; border-top: 1px solid #b0b8c0; }\n"
                       "@media print { section.page { break-before: page; } }\n"
                       "</style>\n</head>\n<body>\n<header>\n<h1>") +
        esc(report.title) + QStringLiteral("</h1>\n");
    if (!report.club.isEmpty()) {
        h += QStringLiteral("<p class=\"club\">") + esc(report.club) + QStringLiteral("</p>\n");
    }
    if (!report.dateLine.isEmpty()) {
        h += QStringLiteral("<p class=\"date\">") + esc(report.dateLine) + QStringLiteral("</p>\n");
    }
    h += QStringLiteral("</header>\n");
    return h;
}

/// One cell of a row: aligned as its column, toned, in bold when strong.
QString htmlCell(const Column& column, const Cell& cell)
{
    QStringList classes;
    if (column.numeric) {
        classes << QStringLiteral("num");
    }
    if (cell.tone != Cell::Tone::Normal) {
        classes << toneClass(cell.tone);
    }
    QString h = classes.isEmpty()
                    ? QStringLiteral("<td>")
                    : QStringLiteral("<td class=\"") + classes.join(QLatin1Char(' ')) + QStringLiteral("\">");
    h += cell.strong ? QStringLiteral("<strong>") + esc(cell.text) + QStringLiteral("</strong>") : esc(cell.text);
    h += QStringLiteral("</td>");
    return h;
}

/// A table with its header in <thead>, or its `empty` line when it has no
/// row; its caption unless it repeats `heading` (the section's or the
/// report's title).
QString htmlTable(const Table& t, const QString& sectionHeading, const QString& title)
{
    const QList<int> shown = t.paperColumns();
    if (t.rows.isEmpty() || shown.isEmpty()) {
        return QStringLiteral("<p class=\"muted\">") + esc(t.empty) + QStringLiteral("</p>\n");
    }
    // Large type (a pin-up sheet) as on paper.
    QString h = t.points > 0.0 ? QStringLiteral("<table style=\"font-size: %1pt\">\n").arg(t.points)
                               : QStringLiteral("<table>\n");
    if (!t.caption.isEmpty() && t.caption != sectionHeading && t.caption != title) {
        h += QStringLiteral("<caption>") + esc(t.caption) + QStringLiteral("</caption>\n");
    }
    h += QStringLiteral("<thead><tr>");
    for (const int c : shown) {
        h += (t.columns[c].numeric ? QStringLiteral("<th class=\"num\">") : QStringLiteral("<th>")) +
             esc(t.columns[c].header) + QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QList<Cell>& row : t.rows) {
        h += QStringLiteral("<tr>");
        for (const int c : shown) {
            h += htmlCell(t.columns[c], c < row.size() ? row[c] : Cell());
        }
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</tbody>\n</table>\n");
    if (!t.note.isEmpty()) {
        h += QStringLiteral("<p class=\"note\">") + esc(t.note) + QStringLiteral("</p>\n");
    }
    return h;
}

/// A section: its heading, paragraphs, tables and monospaced lines.
QString htmlSection(const Section& s, const QString& title)
{
    QString h = s.newPage ? QStringLiteral("<section class=\"page\">\n") : QStringLiteral("<section>\n");
    if (!s.heading.isEmpty()) {
        h += QStringLiteral("<h2>") + esc(s.heading) + QStringLiteral("</h2>\n");
    }
    for (const QString& p : s.paragraphs) {
        h += QStringLiteral("<p>") + esc(p) + QStringLiteral("</p>\n");
    }
    for (const Table& t : s.tables) {
        h += htmlTable(t, s.heading, title);
    }
    if (!s.lines.isEmpty()) {
        QStringList escaped;
        for (const QString& l : s.lines) {
            escaped << esc(l);
        }
        h += QStringLiteral("<pre>") + escaped.join(QLatin1Char('\n')) + QStringLiteral("</pre>\n");
    }
    h += QStringLiteral("</section>\n");
    return h;
}

} // namespace

QString Report::html() const
{
    QString h = htmlHeader(*this);
    for (const Section& s : sections) {
        h += htmlSection(s, title);
    }
    if (!footer.isEmpty()) {
        h += QStringLiteral("<footer><p>") + esc(footer) + QStringLiteral("</p></footer>\n");
    }
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

QString Cell::csvSafe() const
{
    return isNumeric() ? csvText() : csv::neutralised(csvText());
}

namespace {

/// A table's CSV records, its header row then its rows; with `named`, each
/// record starts with the table's caption (a report of several tables).
QList<QStringList> csvRecordsOf(const Table& t, bool named)
{
    const QList<int> shown = t.csvColumns();
    const QStringList first = named ? QStringList{csv::neutralised(t.caption)} : QStringList();
    QStringList header = first;
    for (const int c : shown) {
        header << csv::neutralised(t.columns[c].header);
    }
    QList<QStringList> records{header};
    for (const QList<Cell>& row : t.rows) {
        QStringList record = first;
        for (const int c : shown) {
            record << (c < row.size() ? row[c].csvSafe() : QString());
        }
        records << record;
    }
    return records;
}

} // namespace

QList<QStringList> Report::csvRecords() const
{
    const QList<const Table*> all = tables();
    if (all.size() == 1) {
        return csvRecordsOf(*all.first(), false);
    }
    QList<QStringList> records;
    for (const Table* t : all) {
        records << csvRecordsOf(*t, true);
    }
    qsizetype width = 0;
    for (const QStringList& r : std::as_const(records)) {
        width = std::max(width, r.size());
    }
    for (QStringList& r : records) {
        while (r.size() < width) {
            r << QString();
        }
    }
    return records;
}

void Report::fill(QTextDocument& document) const
{
    document.clear();
    document.setDocumentMargin(0);
    QFont font(FontFamily);
    font.setPointSizeF(BodyPoints);
    document.setDefaultFont(font);
    QTextCursor cursor(&document);
    // One edit block: the layout runs once at the end, not after each insertion.
    cursor.beginEditBlock();
    cursor.setBlockFormat(blockFormat(0, 2));
    cursor.insertText(printable(title), charFormat(TitlePoints, true));
    if (!club.isEmpty()) {
        cursor.insertBlock(blockFormat(0, 0), charFormat(SubtitlePoints));
        cursor.insertText(printable(club));
    }
    if (!dateLine.isEmpty()) {
        cursor.insertBlock(blockFormat(0, 6), charFormat(BodyPoints + 0.5, false, MutedText));
        cursor.insertText(printable(dateLine));
    }
    for (const Section& s : sections) {
        if (!s.heading.isEmpty()) {
            QTextBlockFormat b = blockFormat(10, 4);
            if (s.newPage) {
                b.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            }
            cursor.insertBlock(b, charFormat(HeadingPoints, true));
            cursor.insertText(printable(s.heading));
        }
        for (const QString& p : s.paragraphs) {
            cursor.insertBlock(blockFormat(0, 4), charFormat(BodyPoints + 0.5));
            cursor.insertText(printable(p));
        }
        for (const Table& t : s.tables) {
            if (!t.caption.isEmpty() && t.caption != s.heading && t.caption != title) {
                cursor.insertBlock(blockFormat(6, 2), charFormat(std::max(BodyPoints, t.points) + 1, true));
                cursor.insertText(printable(t.caption));
            }
            insertTable(cursor, t);
        }
        if (!s.lines.isEmpty()) {
            QTextCharFormat mono = charFormat(BodyPoints - 0.5);
            mono.setFontFamilies({QStringLiteral("DejaVu Sans Mono")});
            for (int i = 0; i < s.lines.size(); ++i) {
                cursor.insertBlock(blockFormat(i == 0 ? 4 : 0, 1), mono);
                cursor.insertText(printable(s.lines[i]));
            }
        }
    }
    cursor.endEditBlock();
}

Report fromTable(const QString& title, const QStringList& headers, const QList<QStringList>& rows)
{
    Report r;
    r.title = title;
    r.language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    Table t;
    t.caption = title;
    for (int c = 0; c < headers.size(); ++c) {
        bool numeric = !rows.isEmpty();
        bool any = false;
        for (const QStringList& row : rows) {
            if (c < row.size() && !row[c].trimmed().isEmpty()) {
                any = true;
                numeric = numeric && displayedNumber(row[c]).has_value();
            }
        }
        t.columns << Column{headers[c], numeric && any, Column::Show::Everywhere, 0};
    }
    for (const QStringList& row : rows) {
        QList<Cell> cells;
        for (int c = 0; c < row.size(); ++c) {
            const auto v = c < t.columns.size() && t.columns[c].numeric ? displayedNumber(row[c]) : std::nullopt;
            cells << (v ? Cell(row[c], *v) : Cell(row[c]));
        }
        t.rows << cells;
    }
    Section s;
    s.tables << t;
    r.sections << s;
    return r;
}

} // namespace palmares::report

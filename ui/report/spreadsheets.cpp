#include "report/spreadsheets.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <zlib.h>

#include <algorithm>

namespace palmares::report::workbook {

namespace {

// Column widths, in characters of the default font: wide enough for a date,
// never a whole screen for one long text.
constexpr double NarrowestColumn = 6.0;
constexpr double WidestColumn = 60.0;
constexpr double DateWidth = 11.0;
constexpr double DateTimeWidth = 17.0;
constexpr double HeaderBoldMargin = 2.0; // the header is bold, the filter button beside it

SheetCell cellOf(const Cell& cell)
{
    SheetCell out;
    switch (cell.value.typeId()) {
    case QMetaType::QDate:
        out.kind = SheetCell::Kind::Date;
        out.when = QDateTime(cell.value.toDate(), QTime(0, 0), Qt::UTC);
        return out;
    case QMetaType::QDateTime:
        out.kind = SheetCell::Kind::DateTime;
        out.when = cell.value.toDateTime();
        return out;
    default:
        break;
    }
    const QString text = cell.csvText();
    if (cell.isNumeric()) {
        // The CSV's own number, so a workbook and the CSV say the same.
        out.kind = SheetCell::Kind::Number;
        out.number = text.toDouble();
    } else if (!text.isEmpty()) {
        out.kind = SheetCell::Kind::Text;
        out.text = text;
    }
    return out;
}

double widthOf(const SheetCell& cell)
{
    switch (cell.kind) {
    case SheetCell::Kind::Empty:
        return 0.0;
    case SheetCell::Kind::Text:
        return static_cast<double>(cell.text.size());
    case SheetCell::Kind::Number:
        return static_cast<double>(numberText(cell.number).size());
    case SheetCell::Kind::Date:
        return DateWidth;
    case SheetCell::Kind::DateTime:
        return DateTimeWidth;
    }
    return 0.0;
}

SheetPlan planOf(const Table& table, const QString& name)
{
    SheetPlan plan;
    plan.name = name;
    const QList<int> shown = table.csvColumns();
    for (const int c : shown) {
        plan.headers << table.columns[c].header;
        plan.widths << static_cast<double>(table.columns[c].header.size()) + HeaderBoldMargin;
    }
    for (const QList<Cell>& row : table.rows) {
        QList<SheetCell> cells;
        for (qsizetype i = 0; i < shown.size(); ++i) {
            const int c = shown[i];
            cells << (c < row.size() ? cellOf(row[c]) : SheetCell());
            plan.widths[i] = std::max(plan.widths[i], widthOf(cells.back()) + 1.0);
        }
        plan.rows << cells;
    }
    for (double& w : plan.widths) {
        w = std::clamp(w, NarrowestColumn, WidestColumn);
    }
    return plan;
}

/// What a table's sheet is called before it is made a sheet name: its own
/// name, its caption, its section's heading, the report's title.
QString wantedName(const Table& table, const Section& section, const Report& report)
{
    for (const QString& name : {table.sheet, table.caption, section.heading, report.title}) {
        if (!name.trimmed().isEmpty()) {
            return name;
        }
    }
    return QCoreApplication::translate("Report", "Sheet");
}

bool forbiddenInName(QChar c)
{
    return c.category() == QChar::Other_Control || QStringView(u"[]:*?/\\").contains(c);
}

} // namespace

QString sheetName(const QString& wanted, const QStringList& taken)
{
    QString base = wanted;
    std::replace_if(base.begin(), base.end(), forbiddenInName, QLatin1Char(' '));
    base = base.simplified();
    while (base.startsWith(QLatin1Char('\'')) || base.endsWith(QLatin1Char('\''))) {
        base = (base.startsWith(QLatin1Char('\'')) ? base.mid(1) : base.chopped(1)).trimmed();
    }
    if (base.isEmpty()) {
        base = QCoreApplication::translate("Report", "Sheet");
    }
    const auto isTaken = [&taken](const QString& name) {
        return std::any_of(taken.cbegin(), taken.cend(),
                           [&name](const QString& t) { return t.compare(name, Qt::CaseInsensitive) == 0; });
    };
    QString name = base.left(SheetNameLength).trimmed();
    for (int n = 2; isTaken(name); ++n) {
        const QString suffix = QStringLiteral(" (%1)").arg(n);
        name = base.left(SheetNameLength - suffix.size()).trimmed() + suffix;
    }
    return name;
}

QList<SheetPlan> sheetsOf(const Report& report)
{
    QList<SheetPlan> plans;
    QStringList taken;
    for (const Section& section : report.sections) {
        for (const Table& table : section.tables) {
            plans << planOf(table, sheetName(wantedName(table, section, report), taken));
            taken << plans.back().name;
        }
    }
    if (plans.isEmpty()) {
        plans << planOf(Table(), sheetName(report.title, taken));
    }
    return plans;
}

QString xmlSafe(const QString& text)
{
    QString out = text;
    for (QChar& c : out) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || u == 0xFFFE || u == 0xFFFF) {
            c = QLatin1Char(' ');
        }
    }
    return out;
}

double serialOf(const QDateTime& when)
{
    static const QDate epoch(1899, 12, 30);
    const QTime t = when.time();
    return static_cast<double>(epoch.daysTo(when.date())) + t.msecsSinceStartOfDay() / 86'400'000.0;
}

bool zipped(const QList<std::pair<QString, QByteArray>>& parts, QByteArray& out)
{
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdCreate)) {
        return false;
    }
    bool written = true;
    for (qsizetype i = 0; written && i < parts.size(); ++i) {
        const auto& [name, bytes] = parts[i];
        // The first part of an .ods, its `mimetype`, is stored as it is.
        const bool stored = i == 0 && name == QLatin1String("mimetype");
        QuaZipFile file(&zip);
        written = file.open(QIODevice::WriteOnly, QuaZipNewInfo(name), nullptr, 0, stored ? 0 : Z_DEFLATED,
                            stored ? 0 : Z_DEFAULT_COMPRESSION);
        written = written && file.write(bytes) == bytes.size();
        file.close();
        written = written && file.getZipError() == ZIP_OK;
    }
    zip.close();
    return written && zip.getZipError() == ZIP_OK;
}

QString numberText(double number)
{
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

QString cannotWrite(const QString& path, const QString& why)
{
    return QCoreApplication::translate("Report", "cannot write %1: %2").arg(path, why);
}

} // namespace palmares::report::workbook

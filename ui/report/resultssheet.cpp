// Every result of the club as a workbook's sheet (issue 44, item 3): the
// results file's rows (one per participant, its columns, RATING_RULES.md §1)
// with their numbers as numbers and their dates as dates.

#include "report/sheets.h"

#include "csv/sheet.h"
#include "report/sheetparts.h"

#include <QBuffer>
#include <QDateTime>
#include <QSet>

namespace palmares::report {

using sheet::Sheets;

namespace {

/// The results file's columns that hold text even when it looks like a
/// number (a match "001", a team "2").
bool isTextColumn(const QString& column)
{
    static const QSet<QString> text{QStringLiteral("match"), QStringLiteral("game"),    QStringLiteral("player"),
                                    QStringLiteral("team"),  QStringLiteral("outcome"), QStringLiteral("army_list"),
                                    QStringLiteral("event")};
    return text.contains(column);
}

/// A results file's date: a day (2026-11-30) or a day and time (2026-11-30T20:15).
QVariant dateValue(const QString& text)
{
    if (text.size() == 10) {
        const QDate day = QDate::fromString(text, Qt::ISODate);
        return day.isValid() ? QVariant(day) : QVariant();
    }
    const QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    return when.isValid() ? QVariant(QDateTime(when.date(), when.time(), Qt::UTC)) : QVariant();
}

Cell cellOf(const QString& column, const QString& text)
{
    if (column == QLatin1String("date")) {
        const QVariant when = dateValue(text);
        return when.isValid() ? Cell(text, when) : Cell(text);
    }
    bool number = false;
    const double value = isTextColumn(column) || text.isEmpty() ? 0.0 : text.toDouble(&number);
    return number ? Cell(text, value) : Cell(text);
}

} // namespace

std::optional<Report> resultsSheet(club::Club& club, club::Status& status)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    status = club.interchange().exportResults(buffer);
    if (!status.ok()) {
        return std::nullopt;
    }
    const csv::Sheet file = csv::Sheet::read(bytes, {csv::TextEncoding::Utf8Bom, QLatin1Char(',')});
    Table t;
    t.caption = Sheets::tr("Results");
    t.sheet = t.caption;
    for (const QString& header : file.header) {
        Column column;
        column.header = header; // the file's own column names, as an import reads them back
        column.numeric = !isTextColumn(header) && header != QLatin1String("date");
        t.columns << column;
    }
    for (const csv::SheetRecord& record : file.records) {
        QList<Cell> row;
        for (qsizetype c = 0; c < file.header.size(); ++c) {
            row << cellOf(file.header[c], record.cells.value(c));
        }
        t.rows << row;
    }
    Report r = sheet::reportOf(club);
    r.title = Sheets::tr("Results");
    Section s;
    s.tables << t;
    r.sections << s;
    return r;
}

} // namespace palmares::report

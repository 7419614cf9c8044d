// The public door of core/csv: ResultsCsv hands the work to the reader
// (resultsreader.cpp: scanner.cpp cuts the cells, cellparser.cpp types them)
// and the writer (resultswriter.cpp).

#include "csv/resultscsv.h"

#include "csv/columns.h"
#include "csv/dates.h"
#include "csv/resultsreader.h"
#include "csv/resultswriter.h"

#include <array>
#include <string_view>

#include <QCoreApplication>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::ResultsCsv)
};

} // namespace

const QStringList& ResultsCsv::columns()
{
    static const QStringList names = [] {
        QStringList list;
        list.reserve(ColCount);
        for (const std::string_view name : ColumnNames) {
            list.append(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
        }
        return list;
    }();
    return names;
}

CsvParseResult ResultsCsv::read(QIODevice& device)
{
    if (!device.isOpen() || !device.isReadable()) {
        CsvParseResult result;
        result.errors.append(CsvError{0, 0, {}, Text::tr("the file cannot be read: %1").arg(device.errorString())});
        return result;
    }
    return read(device.readAll());
}

CsvParseResult ResultsCsv::read(const QByteArray& bytes)
{
    return readResults(bytes);
}

CsvParseResult ResultsCsv::read(const QByteArray& bytes, const QList<int>& lines)
{
    return readResults(bytes, lines);
}

std::optional<QDateTime> ResultsCsv::parseDate(const QString& text)
{
    const QString t = text.trimmed();
    std::array<char, 19> buf{};
    if (t.size() > static_cast<qsizetype>(buf.size())) {
        return std::nullopt;
    }
    for (qsizetype i = 0; i < t.size(); ++i) {
        const char16_t c = t.at(i).unicode();
        if (c > 0x7f) {
            return std::nullopt;
        }
        buf[static_cast<std::size_t>(i)] = static_cast<char>(c);
    }
    const auto parts = parseDateParts(QByteArrayView(buf.data(), t.size()));
    if (!parts) {
        return std::nullopt;
    }
    return parts->toDateTime();
}

QString ResultsCsv::formatDate(const QDateTime& when)
{
    std::array<char, 20> buf{};
    const qsizetype n = formatDateTo(when, buf.data());
    return QString::fromLatin1(buf.data(), n);
}

bool ResultsCsv::write(QIODevice& device, const QList<CsvMatch>& matches)
{
    return writeResults(device, matches);
}

void ResultsCsv::appendCell(QByteArray& out, const QString& cell)
{
    appendText(out, cell);
}

void ResultsCsv::appendName(QByteArray& out, const QString& name)
{
    csv::appendName(out, name);
}

} // namespace palmares::csv

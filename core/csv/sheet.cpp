#include "csv/sheet.h"

#include "csv/encoding.h"
#include "csv/limits.h"
#include "csv/spreadsheet.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::Sheet)
};

/// Where split() found the text unreadable, if it did.
struct SplitEnd {
    int openQuoteLine = 0; ///< a quote opened there is never closed
    int tooLongLine = 0;   ///< a record longer than MaxLineBytes characters starts there: split stopped
    int tooWideLine = 0;   ///< a record of more than MaxColumns cells starts there: split stopped
};

/// The records of `text` split at `separator`, each with its first line;
/// `end` says what made it stop short. Stops after `limit` records (0: none).
// One pass with a branch per field or state: split, it would be read in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
QList<SheetRecord> split(const QString& text, QChar separator, SplitEnd& end, int limit = 0)
{
    QList<SheetRecord> records;
    SheetRecord record{1, {}};
    QString cell;
    int line = 1;
    bool quoted = false;   // inside a quoted cell
    bool cellStart = true; // nothing of the cell read yet
    end = {};
    int quoteLine = 0;
    qsizetype recordStart = 0;
    const auto endCell = [&] {
        // A cell neutralised for spreadsheets ('=1+1, as Palmarès writes them) is the text it stands for.
        record.cells.append(unneutralised(cell));
        cell.clear();
        cellStart = true;
        if (record.cells.size() > MaxColumns && end.tooWideLine == 0) {
            end.tooWideLine = record.line;
        }
    };
    const auto endRecord = [&](int nextLine, qsizetype next) {
        endCell();
        records.append(std::move(record));
        record = SheetRecord{nextLine, {}};
        recordStart = next;
    };
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        // Limits (limits.h): a hostile file is refused quickly, in bounded memory.
        if (end.tooWideLine > 0) {
            return records;
        }
        if (i - recordStart > MaxLineBytes) {
            end.tooLongLine = record.line;
            return records;
        }
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n') ||
                    (c == QLatin1Char('\r') && (i + 1 >= n || text.at(i + 1) != QLatin1Char('\n')))) {
                    ++line;
                }
                cell += c;
            }
            continue;
        }
        if (c == separator) {
            endCell();
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n')) {
                ++i;
            }
            ++line;
            endRecord(line, i + 1);
            if (limit > 0 && records.size() >= limit) {
                return records;
            }
        } else if (c == QLatin1Char('"') && cellStart) {
            quoted = true;
            quoteLine = line;
            cellStart = false;
        } else {
            cell += c;
            cellStart = false;
        }
    }
    if (quoted) {
        end.openQuoteLine = quoteLine;
    }
    if (!cell.isEmpty() || !record.cells.isEmpty() || quoted) {
        endRecord(line, n);
    }
    return records;
}

bool blank(const SheetRecord& record)
{
    return std::all_of(record.cells.cbegin(), record.cells.cend(),
                       [](const QString& cell) { return cell.trimmed().isEmpty(); });
}

/// How evenly `separator` splits the first records of `text`: the number of
/// records with as many cells as the header, when that is more than one.
int evenness(const QString& text, QChar separator)
{
    constexpr int Sample = 50;
    SplitEnd end;
    QList<SheetRecord> sample = split(text, separator, end, Sample);
    if (end.tooWideLine > 0) {
        return Sample + 1; // more columns than a file may have: this is the separator, and read() says so
    }
    sample.removeIf(blank);
    if (sample.isEmpty() || sample.first().cells.size() < 2) {
        return 0;
    }
    const qsizetype width = sample.first().cells.size();
    return static_cast<int>(
        std::count_if(sample.cbegin(), sample.cend(), [&](const SheetRecord& r) { return r.cells.size() == width; }));
}

} // namespace

QString encodingKey(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
        return QStringLiteral("utf-8");
    case TextEncoding::Utf8Bom:
        return QStringLiteral("utf-8-bom");
    case TextEncoding::Utf16:
        return QStringLiteral("utf-16");
    case TextEncoding::Windows1252:
        return QStringLiteral("windows-1252");
    case TextEncoding::Latin1:
        return QStringLiteral("latin-1");
    }
    return {};
}

std::optional<TextEncoding> encodingFromKey(const QString& key)
{
    const QString k = key.trimmed().toLower();
    for (const TextEncoding e : {TextEncoding::Utf8, TextEncoding::Utf8Bom, TextEncoding::Utf16,
                                 TextEncoding::Windows1252, TextEncoding::Latin1}) {
        if (encodingKey(e) == k) {
            return e;
        }
    }
    if (k == QLatin1String("utf8")) {
        return TextEncoding::Utf8;
    }
    if (k == QLatin1String("cp1252")) {
        return TextEncoding::Windows1252;
    }
    if (k == QLatin1String("latin1") || k == QLatin1String("iso-8859-1")) {
        return TextEncoding::Latin1;
    }
    return std::nullopt;
}

const QList<QChar>& Sheet::separators()
{
    static const QList<QChar> all = {QLatin1Char(';'), QLatin1Char(','), QLatin1Char('\t'), QLatin1Char('|')};
    return all;
}

TextEncoding Sheet::detectEncoding(const QByteArray& bytes)
{
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        return TextEncoding::Utf8Bom;
    }
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        return TextEncoding::Utf16;
    }
    if (QByteArrayView(bytes).isValidUtf8()) {
        return TextEncoding::Utf8;
    }
    // Latin-1 and Windows-1252 agree but on 0x80–0x9F, which Latin-1 leaves
    // to control characters no text holds: a byte there is Windows-1252's.
    const bool high = std::any_of(bytes.cbegin(), bytes.cend(), [](char b) {
        const auto u = static_cast<unsigned char>(b);
        return u >= 0x80 && u < 0xA0;
    });
    return high && couldBeWindows1252(bytes) ? TextEncoding::Windows1252 : TextEncoding::Latin1;
}

QString Sheet::decode(const QByteArray& bytes, TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8:
    case TextEncoding::Utf8Bom:
        return QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.sliced(3) : bytes);
    case TextEncoding::Utf16: {
        QStringDecoder decoder(QStringConverter::Utf16);
        QString text = decoder.decode(bytes);
        if (text.startsWith(QChar(0xFEFF))) {
            text.remove(0, 1);
        }
        return text;
    }
    case TextEncoding::Windows1252:
        return fromWindows1252(bytes);
    case TextEncoding::Latin1:
        return QString::fromLatin1(bytes);
    }
    return {};
}

Sheet Sheet::read(const QByteArray& bytes, const Options& options)
{
    Sheet sheet;
    sheet.encoding = options.encoding.value_or(detectEncoding(bytes));
    const QString text = decode(bytes, sheet.encoding);
    if (options.separator) {
        sheet.separator = *options.separator;
    } else {
        int best = 0;
        for (const QChar candidate : separators()) {
            if (const int even = evenness(text, candidate); even > best) {
                best = even;
                sheet.separator = candidate;
            }
        }
    }
    SplitEnd end;
    QList<SheetRecord> records = split(text, sheet.separator, end);
    records.removeIf(blank);
    if (end.openQuoteLine > 0) {
        sheet.errors.append({end.openQuoteLine, 0, {}, Text::tr("a quote opened on this line is never closed")});
    }
    if (end.tooLongLine > 0 || end.tooWideLine > 0) {
        // Nothing past it is read: the file is refused on this one problem.
        sheet.errors.append(
            end.tooLongLine > 0
                ? CsvError{end.tooLongLine,
                           0,
                           {},
                           Text::tr("the line is longer than %1 MiB: the file is not read further")
                               .arg(MaxLineBytes / (qsizetype{1} << 20))}
                : CsvError{
                      end.tooWideLine,
                      0,
                      {},
                      Text::tr("the line has more than %1 columns: the file is not read further").arg(MaxColumns)});
        return sheet;
    }
    sheet.setRecords(std::move(records));
    return sheet;
}

void Sheet::setRecords(QList<SheetRecord> rows)
{
    rows.removeIf(blank);
    if (rows.isEmpty()) {
        errors.append({1, 0, {}, Text::tr("the file is empty: it needs a header row and results")});
        return;
    }
    SheetRecord first = rows.takeFirst();
    headerLine = first.line;
    QSet<QString> seen;
    for (int i = 0; i < first.cells.size(); ++i) {
        QString name = first.cells.at(i).simplified();
        if (name.isEmpty()) {
            name = Text::tr("column %1").arg(i + 1);
        }
        if (seen.contains(name.toCaseFolded())) {
            errors.append({first.line, i + 1, name, Text::tr("the header names '%1' twice").arg(name)});
        }
        seen.insert(name.toCaseFolded());
        header.append(name);
    }
    records = std::move(rows);
}

} // namespace palmares::csv

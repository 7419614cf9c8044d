#pragma once

/// A spreadsheet saved as text, as a club has it before Palmarès (issue 18):
/// any separator, any of the encodings spreadsheets save in, a header row.
/// Read into cells, each record with the file line it starts on; what the
/// cells mean is the import assistant's business (core/club/importassistant.h).

#include "csv/csverror.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::csv {

/// The encodings a spreadsheet saves text in.
enum class TextEncoding {
    Utf8,        ///< without a byte order mark
    Utf8Bom,     ///< with one (Excel's "CSV UTF-8")
    Utf16,       ///< with a byte order mark, either byte order (Excel's "Unicode text")
    Windows1252, ///< Excel's "CSV" on a Western Windows
    Latin1,      ///< ISO 8859-1: LibreOffice's "Western Europe (ISO-8859-1)"
};

/// The encoding's name as the command line takes it and the window shows it
/// ("utf-8", "utf-8-bom", "utf-16", "windows-1252", "latin-1").
[[nodiscard]] QString encodingKey(TextEncoding encoding);
[[nodiscard]] std::optional<TextEncoding> encodingFromKey(const QString& key);

/// One record of the file: its cells, untrimmed, and the line it starts on.
struct SheetRecord {
    int line = 0;
    QStringList cells;
};

/// The whole file. The header is the first record that is not empty; empty
/// records (every cell blank: a spreadsheet's trailing ";;;;") are skipped.
struct Sheet {
    TextEncoding encoding = TextEncoding::Utf8;
    QChar separator = QLatin1Char(',');
    QStringList header; ///< trimmed; a blank one is "column N"
    int headerLine = 0;
    QList<SheetRecord> records; ///< after the header
    QList<CsvError> errors;     ///< a quote left open, a header named twice, no header

    /// What to take as given instead of detecting it.
    struct Options {
        std::optional<TextEncoding> encoding;
        std::optional<QChar> separator;
    };
    /// Reads `bytes`: the encoding from its byte order mark, else UTF-8 when
    /// every byte sequence is, else Windows-1252 when a byte of 0x80–0x9F
    /// has a meaning there, else Latin-1; the separator (comma, semicolon,
    /// tab, vertical bar) that splits the first records most evenly into
    /// more than one column. Quotes as in RFC 4180, any line end. A cell
    /// neutralised for spreadsheets is read as the text it stands for
    /// (csv::unneutralised: "'=1+1" is "=1+1"). Beyond the limits of
    /// limits.h (a line, the columns), the reading stops there: an error.
    static Sheet read(const QByteArray& bytes, const Options& options = {});

    /// Takes `rows` as the file's records: blank ones skipped, the first one left
    /// the header (its names checked: a blank one is "column N", a name
    /// twice an error), the others the records (a workbook's sheet, read by
    /// core/workbook, comes in this way).
    void setRecords(QList<SheetRecord> rows);

    /// The separators tried, in order of preference when two split evenly.
    static const QList<QChar>& separators();
    /// The encoding of `bytes` as `read` detects it.
    static TextEncoding detectEncoding(const QByteArray& bytes);
    /// `bytes` decoded (a byte order mark dropped).
    static QString decode(const QByteArray& bytes, TextEncoding encoding);
};

} // namespace palmares::csv

#pragma once

/// A printable report (ARCHITECTURE.md, "Reports"): what a sheet says, kept
/// as plain data so that one report becomes a PDF, paper, HTML or CSV alike.
/// Every text is already translated and every number already formatted for
/// the reader (QLocale()); each cell also keeps the plain value that CSV
/// writes (numbers in C notation, no "~" or arrows).

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <utility>

class QTextDocument;

namespace palmares::report {

/// The font of every sheet: its text on paper and in HTML, and the page
/// header and footer the writers paint.
inline constexpr QLatin1String FontFamily("DejaVu Sans");

/// One cell: what a person reads, and what CSV writes (invalid = the text).
struct Cell {
    enum class Tone { Normal, Up, Down, Muted };
    QString text;
    QVariant value;
    bool strong = false; ///< printed in bold (the best player, a total)
    Tone tone = Tone::Normal;

    Cell() = default;
    Cell(QString t) : text(std::move(t)) {} // NOLINT(google-explicit-constructor): cells are written as strings
    Cell(QString t, QVariant v) : text(std::move(t)), value(std::move(v)) {}
    Cell(QString t, QVariant v, bool bold, Tone how) : text(std::move(t)), value(std::move(v)), strong(bold), tone(how)
    {}
    /// What CSV writes: a number in C notation (as few decimals as it
    /// needs), a flag as 1/0, a date (QDate) as 2026-11-30, a time
    /// (QDateTime) as 2026-11-30T20:15 (seconds when it has some), else the text.
    [[nodiscard]] QString csvText() const;
    /// The CSV value is a number (never neutralised: it cannot be a formula).
    [[nodiscard]] bool isNumeric() const;
    /// csvText(), neutralised unless it is a number.
    [[nodiscard]] QString csvSafe() const;
};

struct Column {
    enum class Show { Everywhere, PaperOnly, CsvOnly };
    QString header;
    bool numeric = false; ///< aligned to the right
    Show show = Show::Everywhere;
    /// Relative width on paper (0 = share what is left); names get more.
    int weight = 0;
};

struct Table {
    QString caption; ///< shown above the table; also the CSV "section" of a bulletin
    /// The name of its sheet in a workbook (.xlsx, .ods): the game, the
    /// subject ("Hall of Fame", an event's name); empty = the caption.
    QString sheet;
    QList<Column> columns;
    QList<QList<Cell>> rows;
    QString empty; ///< printed instead of the table when there are no rows
    QString note;  ///< a line printed under the table (a legend)
    /// The size of its type on paper and in HTML, in points; 0: the sheets'
    /// body size. A sheet pinned up to be read from a few metres (an
    /// event's pairings) prints large.
    double points = 0.0;
    /// On paper, columns as wide as their contents, the page's width shared
    /// out among them, instead of by their weights (a list printed large).
    bool naturalWidths = false;

    /// The indexes of the columns shown on paper (and in HTML), or in CSV.
    [[nodiscard]] QList<int> paperColumns() const;
    [[nodiscard]] QList<int> csvColumns() const;
};

/// A heading, paragraphs and tables; a section can start on a new page.
struct Section {
    QString heading;
    QStringList paragraphs;
    QList<Table> tables;
    QStringList lines; ///< monospaced lines (a worked calculation), after the tables
    bool newPage = false;
};

class Report
{
public:
    QString title;    ///< "Standings — Tarot"
    QString club;     ///< the club's name
    QString dateLine; ///< "as of 30/11/2026", "1/11/2026 – 30/11/2026"
    QString footer;   ///< printed at the bottom of every page (rule set and parameters)
    QString language; ///< "fr", "en": the HTML lang attribute
    QList<Section> sections;

    /// Every table of the report, in order.
    [[nodiscard]] QList<const Table*> tables() const;

    /// A complete HTML page (UTF-8): every value escaped, a table per table
    /// with its header in <thead>, a print style sheet for A4.
    [[nodiscard]] QString html() const;

    /// The records CSV writes, each field already made safe for a
    /// spreadsheet (csv::neutralised, csv/spreadsheet.h) but not yet quoted: one table = its header and rows; several
    /// tables (a bulletin) = a first column naming the table, each table's header row then its rows, every record
    /// padded to the same number of fields.
    [[nodiscard]] QList<QStringList> csvRecords() const;

    /// Builds the document laid out for paper: title block, sections, tables
    /// whose header rows repeat on every page. The font is DejaVu Sans.
    void fill(QTextDocument& document) const;
};

/// A report of one table, for "export the current view" (the window gives
/// what its table shows). Numeric columns are guessed from the cells.
Report fromTable(const QString& title, const QStringList& headers, const QList<QStringList>& rows);

/// Escapes text for HTML element content and attribute values.
QString htmlEscaped(const QString& text);

/// Text shown on paper: control characters (tab, CR, LF) become spaces.
QString printable(const QString& text);

} // namespace palmares::report

#pragma once

/// A listing as rows of typed cells, rendered as an aligned text table, CSV
/// (RFC 4180) or JSON. The CLI prints every listing through this.

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace palmares::club {

class Tabular
{
public:
    enum class Format { Table, Csv, Json };

    /// A cell: its exact text (what CSV prints), and its JSON value.
    struct Cell {
        QString text;
        QVariant json; ///< invalid = the text as a JSON string
    };

    explicit Tabular(QStringList columns) : m_columns(std::move(columns)) {}

    void addRow(QList<Cell> row) { m_rows.append(std::move(row)); }
    [[nodiscard]] qsizetype rowCount() const { return m_rows.size(); }
    [[nodiscard]] const QStringList& columns() const { return m_columns; }

    /// Text table: columns aligned, numbers to the right, a header rule.
    [[nodiscard]] QString toText() const;
    /// RFC 4180: header, CRLF line ends, quotes where needed; a text cell a
    /// spreadsheet would run as a formula neutralised (csv::neutralised).
    [[nodiscard]] QString toCsv() const;
    /// An array of objects keyed by column name.
    [[nodiscard]] QByteArray toJson() const;
    [[nodiscard]] QByteArray render(Format format) const;

    static Cell text(const QString& value) { return {value, {}}; }
    static Cell integer(qint64 value) { return {QString::number(value), QVariant(value)}; }
    /// A number with exactly `decimals` decimals (0 = an integer).
    static Cell number(double value, int decimals);
    static Cell boolean(bool value) { return {value ? QStringLiteral("true") : QStringLiteral("false"), value}; }

    /// Quotes a CSV cell when it holds a comma, a quote, CR or LF.
    static QString csvQuoted(const QString& cell);

private:
    QStringList m_columns;
    QList<QList<Cell>> m_rows;
};

} // namespace palmares::club

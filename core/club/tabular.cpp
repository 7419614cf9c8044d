#include "tabular.h"

#include "csv/spreadsheet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace palmares::club {

Tabular::Cell Tabular::number(double value, int decimals)
{
    const double shown = decimals == 0 ? std::round(value) : value;
    QString text = QString::number(shown, 'f', decimals);
    if (text.startsWith(QLatin1Char('-')) && text.mid(1) == QString::number(0.0, 'f', decimals)) {
        text.remove(0, 1); // never print "-0"
    }
    return {text, decimals == 0 ? QVariant(static_cast<qint64>(shown)) : QVariant(text.toDouble())};
}

QString Tabular::csvQuoted(const QString& cell)
{
    if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) || cell.contains(QLatin1Char('\n')) ||
        cell.contains(QLatin1Char('\r'))) {
        QString quoted = cell;
        quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + quoted + QLatin1Char('"');
    }
    return cell;
}

QString Tabular::toCsv() const
{
    QString out;
    const auto line = [&](const QStringList& cells) {
        QStringList quoted;
        for (const QString& c : cells) {
            quoted << csvQuoted(c);
        }
        out += quoted.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    // Text a spreadsheet would run as a formula ("=1+1", "-Bob") is neutralised,
    // as in every CSV Palmarès writes (csv/spreadsheet.h); numbers, typed or
    // written as text ("-12"), are never formulas.
    const auto safe = [](const Cell& c) {
        const bool typedNumber = c.json.isValid() && c.json.typeId() != QMetaType::QString;
        bool number = false;
        const double value = c.text.toDouble(&number);
        return typedNumber || (number && std::isfinite(value)) ? c.text : csv::neutralised(c.text);
    };
    QStringList header;
    for (const QString& c : m_columns) {
        header << csv::neutralised(c);
    }
    line(header);
    for (const auto& row : m_rows) {
        QStringList cells;
        for (const Cell& c : row) {
            cells << safe(c);
        }
        line(cells);
    }
    return out;
}

QByteArray Tabular::toJson() const
{
    QJsonArray rows;
    for (const auto& row : m_rows) {
        QJsonObject o;
        for (int i = 0; i < m_columns.size() && i < row.size(); ++i) {
            const Cell& c = row[i];
            o.insert(m_columns[i], c.json.isValid() ? QJsonValue::fromVariant(c.json) : QJsonValue(c.text));
        }
        rows.append(o);
    }
    return QJsonDocument(rows).toJson(QJsonDocument::Indented);
}

QString Tabular::toText() const
{
    QList<qsizetype> width;
    QList<bool> numeric;
    for (const QString& c : m_columns) {
        width << c.size();
        numeric << true;
    }
    for (const auto& row : m_rows) {
        for (int i = 0; i < row.size() && i < width.size(); ++i) {
            width[i] = std::max(width[i], row[i].text.size());
            const QVariant& j = row[i].json;
            const bool isNumber = j.typeId() == QMetaType::LongLong || j.typeId() == QMetaType::Double ||
                                  j.typeId() == QMetaType::Int || row[i].text.isEmpty();
            numeric[i] = numeric[i] && isNumber;
        }
    }
    const auto line = [&](const QStringList& cells) -> QString {
        QString out;
        for (int i = 0; i < cells.size(); ++i) {
            const QString cell = numeric[i] ? cells[i].rightJustified(width[i])
                                            : cells[i].leftJustified(i + 1 < cells.size() ? width[i] : 0);
            out += (i > 0 ? QStringLiteral("  ") : QString()) + cell;
        }
        return out + QLatin1Char('\n');
    };
    QString out = line(m_columns);
    QStringList rule;
    for (const qsizetype w : width) {
        rule << QString(w, QLatin1Char('-'));
    }
    out += line(rule);
    for (const auto& row : m_rows) {
        QStringList cells;
        for (const Cell& c : row) {
            cells << c.text;
        }
        out += line(cells);
    }
    return out;
}

QByteArray Tabular::render(Format format) const
{
    switch (format) {
    case Format::Csv:
        return toCsv().toUtf8();
    case Format::Json:
        return toJson();
    case Format::Table:
        break;
    }
    return toText().toUtf8();
}

} // namespace palmares::club

#include "csv/csverror.h"

#include <QCoreApplication>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::CsvError)
};

} // namespace

QString CsvError::toString() const
{
    QString where;
    if (line > 0) {
        where = Text::tr("line %1").arg(line);
    }
    if (column > 0) {
        if (!where.isEmpty()) {
            where += QLatin1String(", ");
        }
        where += Text::tr("column %1").arg(column);
    }
    if (!field.isEmpty()) {
        if (!where.isEmpty()) {
            where += QLatin1Char(' ');
        }
        where += QLatin1Char('(') + field + QLatin1Char(')');
    }
    if (where.isEmpty()) {
        return message;
    }
    return where + QLatin1String(": ") + message;
}

} // namespace palmares::csv

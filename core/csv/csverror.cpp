#include "csv/csverror.h"

namespace palmares::csv {

QString CsvError::toString() const
{
    QString where;
    if (line > 0) {
        where = QStringLiteral("line %1").arg(line);
    }
    if (column > 0) {
        if (!where.isEmpty()) {
            where += QLatin1String(", ");
        }
        where += QStringLiteral("column %1").arg(column);
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

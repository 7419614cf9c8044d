#include "status.h"

#include <QStringList>

namespace palmares::club {

QString Problem::toString() const
{
    QString where;
    if (line > 0) {
        where = column > 0 ? QStringLiteral("line %1, column %2").arg(line).arg(column)
                           : QStringLiteral("line %1").arg(line);
    }
    if (!field.isEmpty()) {
        where += where.isEmpty() ? field : QStringLiteral(" (%1)").arg(field);
    }
    return where.isEmpty() ? message : QStringLiteral("%1: %2").arg(where, message);
}

QString Status::toString() const
{
    QStringList lines;
    for (const Problem& p : problems) {
        lines << p.toString();
    }
    return lines.join(QLatin1Char('\n'));
}

Status Status::failure(const QString& message, const QString& field)
{
    Status s;
    s.problems.append({message, field, 0, 0});
    return s;
}

} // namespace palmares::club

#include "statement.h"

namespace palmares::store {

QString explainDriverError(const QString& text)
{
    if (text.contains(QLatin1String("database or disk is full")) || text.contains(QLatin1String("No space"))) {
        return QStringLiteral("the disk is full: %1").arg(text);
    }
    if (text.contains(QLatin1String("readonly")) || text.contains(QLatin1String("read-only"))) {
        return QStringLiteral("the club file is read-only: %1").arg(text);
    }
    if (text.contains(QLatin1String("disk I/O error"))) {
        return QStringLiteral("the club file could not be written or read (the disk failed, was removed or is "
                              "full): %1")
            .arg(text);
    }
    if (text.contains(QLatin1String("locked")) || text.contains(QLatin1String("busy")) ||
        text.contains(QLatin1String("lock timeout"))) {
        return QStringLiteral("another program is writing to the club and did not finish in time: %1").arg(text);
    }
    return text;
}

} // namespace palmares::store

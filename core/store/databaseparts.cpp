#include "databaseparts.h"

#include <QFile>

namespace palmares::store::databaseparts {

QString dialectFolder(Dialect d)
{
    return d == Dialect::Sqlite ? QStringLiteral("sqlite") : QStringLiteral("postgresql");
}

QStringList statementsOf(const QString& text)
{
    QStringList statements;
    QString current;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1String("--"))) {
            continue;
        }
        current += line + QLatin1Char('\n');
        if (t.endsWith(QLatin1Char(';'))) {
            statements << current.trimmed().chopped(1);
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty()) {
        statements << current.trimmed();
    }
    return statements;
}

QString readResource(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

} // namespace palmares::store::databaseparts

#include "args.h"

#include <QRegularExpression>

namespace palmares::cli {

Args::Args(QStringList args) : m_args(std::move(args)) {}

std::optional<QString> Args::option(const QString& name)
{
    const QStringList all = options(name);
    if (all.size() > 1) {
        throw UsageError{QStringLiteral("%1 is given more than once").arg(name)};
    }
    return all.isEmpty() ? std::nullopt : std::optional<QString>(all.first());
}

QStringList Args::options(const QString& name)
{
    QStringList values;
    for (int i = 0; i < m_args.size();) {
        const QString& a = m_args[i];
        if (a == name) {
            if (i + 1 >= m_args.size()) {
                throw UsageError{QStringLiteral("%1 needs a value").arg(name)};
            }
            values << m_args[i + 1];
            m_args.remove(i, 2);
        } else if (a.startsWith(name + QLatin1Char('='))) {
            values << a.mid(name.size() + 1);
            m_args.remove(i);
        } else {
            ++i;
        }
    }
    return values;
}

bool Args::flag(const QString& name)
{
    const bool found = m_args.removeAll(name) > 0;
    return found;
}

QString Args::positional(const QString& what)
{
    for (int i = 0; i < m_args.size(); ++i) {
        if (!m_args[i].startsWith(QLatin1String("--")) || m_args[i] == QLatin1String("-")) {
            return m_args.takeAt(i);
        }
    }
    throw UsageError{QStringLiteral("missing %1").arg(what)};
}

QStringList Args::positionals()
{
    QStringList all;
    for (int i = 0; i < m_args.size();) {
        if (!m_args[i].startsWith(QLatin1String("--")) || m_args[i] == QLatin1String("-")) {
            all << m_args.takeAt(i);
        } else {
            ++i;
        }
    }
    return all;
}

void Args::done() const
{
    if (!m_args.isEmpty()) {
        throw UsageError{QStringLiteral("unexpected argument '%1'").arg(m_args.first())};
    }
}

QString Args::required(const QString& name)
{
    const auto value = option(name);
    if (!value || value->trimmed().isEmpty()) {
        throw UsageError{QStringLiteral("%1 is required").arg(name)};
    }
    return *value;
}

std::optional<QDate> Args::date(const QString& name)
{
    const auto text = option(name);
    if (!text) {
        return std::nullopt;
    }
    // Qt::ISODate alone also takes other separators ("2024/01/31"): the shape
    // is checked first, so a DATE is exactly YYYY-MM-DD.
    static const QRegularExpression shape(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    const QDate d = QDate::fromString(*text, Qt::ISODate);
    if (!shape.match(*text).hasMatch() || !d.isValid()) {
        throw UsageError{QStringLiteral("%1 '%2' is not a date of the form YYYY-MM-DD").arg(name, *text)};
    }
    return d;
}

QMap<QString, QString> Args::params()
{
    QMap<QString, QString> params;
    for (const auto& [key, value] : pairs(QStringLiteral("--param"), QStringLiteral("KEY=VALUE"))) {
        params.insert(key, value);
    }
    return params;
}

QList<QPair<QString, QString>> Args::pairs(const QString& name, const QString& what, bool lastEquals)
{
    QList<QPair<QString, QString>> pairs;
    for (const QString& p : options(name)) {
        const auto eq = lastEquals ? p.lastIndexOf(QLatin1Char('=')) : p.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            throw UsageError{QStringLiteral("%1 '%2' is not %3").arg(name, p, what)};
        }
        pairs.append({p.left(eq).trimmed(), p.mid(eq + 1).trimmed()});
    }
    return pairs;
}

} // namespace palmares::cli

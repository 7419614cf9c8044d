#include "command.h"

#include <QStringList>

namespace palmares::cli {

namespace {

/// The column (from 0) where the descriptions of --help start.
constexpr int DescriptionColumn = 45;
/// What --help's lines start with.
const QLatin1String Indent("  ");

} // namespace

Command::Command(QString name, QString arguments, QString description)
    : m_name(std::move(name)),
      m_arguments(std::move(arguments)),
      m_description(std::move(description))
{}

QString Command::group() const
{
    return m_name.contains(QLatin1Char(' ')) ? m_name.section(QLatin1Char(' '), 0, 0) : QString();
}

QString Command::word() const
{
    return m_name.section(QLatin1Char(' '), -1);
}

QString Command::help() const
{
    QStringList lines = m_arguments.split(QLatin1Char('\n'));
    lines.first() = m_arguments.isEmpty() ? m_name : m_name + QLatin1Char(' ') + lines.first();
    const QString under(static_cast<int>(m_name.size()) + 1, QLatin1Char(' '));
    for (int i = 0; i < lines.size(); ++i) {
        lines[i] = Indent + (i > 0 && !lines[i].isEmpty() ? under : QString()) + lines[i];
    }
    if (!m_description.isEmpty()) {
        QStringList description = m_description.split(QLatin1Char('\n'));
        // Two spaces at least between the arguments and the description.
        if (lines.last().size() <= DescriptionColumn - Indent.size()) {
            lines.last() = lines.last().leftJustified(DescriptionColumn) + description.takeFirst();
        }
        for (const QString& line : std::as_const(description)) {
            lines << QString(DescriptionColumn, QLatin1Char(' ')) + line;
        }
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace palmares::cli

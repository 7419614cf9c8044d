#include "settings.h"

#include "club/club.h"

namespace palmares::ui {

namespace {
constexpr int MaxRecent = 8;
}

Settings::Settings() : m_s(QStringLiteral("Palmares"), QStringLiteral("Palmares")) {}

QString Settings::lastClub() const
{
    return m_s.value(QStringLiteral("club/last")).toString();
}

void Settings::setLastClub(const QString& opened)
{
    // A league's password is never written to the settings (issue 40): the
    // URL is kept without it, and libpq finds it in ~/.pgpass.
    const QString location = club::shownLocation(opened);
    m_s.setValue(QStringLiteral("club/last"), location);
    QStringList recent = recentClubs();
    recent.removeAll(location);
    recent.prepend(location);
    m_s.setValue(QStringLiteral("club/recent"), recent.mid(0, MaxRecent));
}

QStringList Settings::recentClubs() const
{
    return m_s.value(QStringLiteral("club/recent")).toStringList();
}

QByteArray Settings::geometry() const
{
    return m_s.value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setGeometry(const QByteArray& value)
{
    m_s.setValue(QStringLiteral("window/geometry"), value);
}

QByteArray Settings::windowState() const
{
    return m_s.value(QStringLiteral("window/state")).toByteArray();
}

void Settings::setWindowState(const QByteArray& value)
{
    m_s.setValue(QStringLiteral("window/state"), value);
}

int Settings::lastTab() const
{
    return m_s.value(QStringLiteral("window/tab"), 0).toInt();
}

void Settings::setLastTab(int index)
{
    m_s.setValue(QStringLiteral("window/tab"), index);
}

QByteArray Settings::header(const QString& table) const
{
    return m_s.value(QStringLiteral("columns/") + table).toByteArray();
}

void Settings::setHeader(const QString& table, const QByteArray& state)
{
    m_s.setValue(QStringLiteral("columns/") + table, state);
}

bool Settings::headerSizedByPerson(const QString& table) const
{
    return m_s.value(QStringLiteral("columnsSized/") + table, false).toBool();
}

void Settings::setHeaderSizedByPerson(const QString& table, bool sized)
{
    m_s.setValue(QStringLiteral("columnsSized/") + table, sized);
}

QString Settings::language() const
{
    return m_s.value(QStringLiteral("interface/language")).toString();
}

void Settings::setLanguage(const QString& language)
{
    m_s.setValue(QStringLiteral("interface/language"), language);
}

} // namespace palmares::ui

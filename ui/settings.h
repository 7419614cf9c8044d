#pragma once

/// The window's remembered state behind one typed wrapper (STYLE.md): the
/// last club, recent clubs, geometry, last tab, column widths, language.

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace palmares::ui {

class Settings
{
public:
    Settings();

    [[nodiscard]] QString lastClub() const;
    void setLastClub(const QString& opened); ///< also first in the recent list
    [[nodiscard]] QStringList recentClubs() const;

    [[nodiscard]] QByteArray geometry() const;
    void setGeometry(const QByteArray& value);
    [[nodiscard]] QByteArray windowState() const;
    void setWindowState(const QByteArray& value);
    [[nodiscard]] int lastTab() const;
    void setLastTab(int index);
    [[nodiscard]] QByteArray header(const QString& table) const; ///< QHeaderView::saveState
    void setHeader(const QString& table, const QByteArray& state);
    /// Whether the person set the widths of `table` (else they are fitted anew).
    [[nodiscard]] bool headerSizedByPerson(const QString& table) const;
    void setHeaderSizedByPerson(const QString& table, bool sized);
    /// "" = follow the system, else "en" or "fr".
    [[nodiscard]] QString language() const;
    void setLanguage(const QString& language);

private:
    QSettings m_s;
};

} // namespace palmares::ui

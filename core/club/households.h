#pragma once

// Internal to core/club.

#include <QHash>
#include <QString>

namespace palmares::club {

/// Households are names; the rule sets compare integers.
class Households
{
public:
    void add(qint64 player, const QString& household)
    {
        if (household.isEmpty()) {
            return;
        }
        auto it = m_ids.find(household);
        if (it == m_ids.end()) {
            it = m_ids.insert(household, m_ids.size() + 1);
        }
        m_byPlayer.insert(player, it.value());
    }
    [[nodiscard]] qint64 of(qint64 player) const { return m_byPlayer.value(player, 0); }

private:
    QHash<QString, qint64> m_ids;
    QHash<qint64, qint64> m_byPlayer;
};

} // namespace palmares::club

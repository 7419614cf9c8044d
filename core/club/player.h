#pragma once

#include <QString>

namespace palmares::club {

/// A player of the club, as the roster lists him (RATING_RULES.md §5: the
/// household is a player attribute).
struct Player {
    qint64 id = 0;
    QString name;
    QString household; ///< empty = none
    bool active = true;
    QString notes;

    friend bool operator==(const Player&, const Player&) = default;
};

} // namespace palmares::club

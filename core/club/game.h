#pragma once

#include "rating/ruleset.h"

#include <QMap>
#include <QString>

namespace palmares::club {

/// A game of the club and the rule set that rates it.
struct Game {
    qint64 id = 0;
    QString name;
    rating::System system = rating::System::Points;
    QMap<QString, QString> params; ///< only the parameters the club changed
    /// Every player starts afresh at the first day of each season of the
    /// game (a season of every game or of this one); off: the ratings run
    /// on across seasons (ARCHITECTURE.md, "Fresh start each season").
    bool freshStartEachSeason = false;
};

} // namespace palmares::club

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
};

} // namespace palmares::club

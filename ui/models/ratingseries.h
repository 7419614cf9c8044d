#pragma once

#include "club/club.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace palmares::ui {

/// The points of a player's rating chart in one game, computed from his
/// profile (QtCore only, so tested without a display): one point per rated
/// match at its date with the rating after it, whether it was provisional,
/// and the category bands that the chart shades.
struct RatingSeries {
    struct Band {
        QString label; ///< English label of the rule set
        double lower = 0.0;
        double upper = 0.0; ///< clipped to the chart's range
    };

    QList<QPointF> points;   ///< x: milliseconds since the epoch (naive time as UTC), y: rating after
    QList<bool> provisional; ///< per point
    QList<QString> matches;  ///< per point, the match code
    QList<Band> bands;       ///< the categories met inside [minY, maxY]
    double minY = 0.0;       ///< the vertical range, a margin around the points
    double maxY = 0.0;

    /// The index of the first established point (points.size() when none).
    [[nodiscard]] int firstEstablished() const;

    static RatingSeries from(const club::GameProfile& profile);
    /// Milliseconds since the epoch of a stored date-time, read as UTC.
    static qint64 time(const QString& stored);
};

} // namespace palmares::ui

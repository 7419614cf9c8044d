#include "ratingseries.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace palmares::ui {

qint64 RatingSeries::time(const QString& stored)
{
    QDateTime t = QDateTime::fromString(stored.left(19), Qt::ISODate);
    if (!t.isValid()) {
        t = QDateTime(QDate::fromString(stored.left(10), Qt::ISODate), QTime(0, 0));
    }
    return QDateTime(t.date(), t.time(), Qt::UTC).toMSecsSinceEpoch();
}

int RatingSeries::firstEstablished() const
{
    const auto it = std::find(provisional.cbegin(), provisional.cend(), false);
    return static_cast<int>(it - provisional.cbegin());
}

RatingSeries RatingSeries::from(const club::GameProfile& profile)
{
    RatingSeries s;
    double low = profile.initialRating;
    double high = profile.initialRating;
    for (const club::ProfileMatch& m : profile.matches) {
        s.points << QPointF(static_cast<double>(time(m.row.playedAt)), m.row.after);
        s.provisional << m.provisional;
        s.matches << m.row.match;
        low = std::min(low, m.row.after);
        high = std::max(high, m.row.after);
    }
    // A margin of a tenth of the range (at least a few points) so that the
    // line does not run along the frame.
    const double margin = std::max((high - low) * 0.1, profile.integral ? 10.0 : 1.0);
    // Ratings never go below zero: no axis below it.
    s.minY = low >= 0 ? std::max(0.0, std::floor(low - margin)) : std::floor(low - margin);
    s.maxY = std::ceil(high + margin);
    for (const club::CategoryBand& c : profile.categories) {
        const double lower = std::max(c.lower, s.minY);
        const double upper = std::min(c.upper, s.maxY);
        if (upper > lower) {
            s.bands.append({c.label, lower, upper});
        }
    }
    return s;
}

} // namespace palmares::ui

#pragma once

#include <QDate>
#include <QList>
#include <QString>

namespace palmares::club {

/// A named season of the club (issue 18): its days, first to last
/// inclusive, for every game or for one.
struct Season {
    qint64 id = 0;
    QString name;
    QDate first;
    QDate last;
    QString game;     ///< "" = every game of the club
    QString closedAt; ///< "" while open; when it was closed (ISO date and time)

    [[nodiscard]] bool closed() const { return !closedAt.isEmpty(); }
    [[nodiscard]] bool coversGame(const QString& gameName) const { return game.isEmpty() || game == gameName; }
    /// Whether a match played at `day` (any time of it, 23:59 too) is of
    /// the season's days.
    [[nodiscard]] bool contains(const QDate& day) const { return day >= first && day <= last; }
    /// Whether two seasons share a game and a day.
    [[nodiscard]] bool overlaps(const Season& other) const
    {
        const bool sameGame = game.isEmpty() || other.game.isEmpty() || game == other.game;
        return sameGame && first <= other.last && other.first <= last;
    }
};

/// The latest of `freshStarts` (ascending days) on or before `day`; an
/// invalid date when none is.
inline QDate latestFreshStart(const QList<QDate>& freshStarts, const QDate& day)
{
    QDate latest;
    for (const QDate& d : freshStarts) {
        if (d > day) {
            break;
        }
        latest = d;
    }
    return latest;
}

} // namespace palmares::club

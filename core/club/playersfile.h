#pragma once

// Internal to core/club: the players' file read into rows, before the club
// is asked anything (RATING_RULES.md §1, "The players' file").

#include "status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace palmares::club {

/// One row of a players' file: a player and the starting ratings it gives.
struct PlayersFileRow {
    /// A starting rating of the row, with the columns it was read from.
    struct Start {
        QString game; ///< as the column names it (`rating:GAME`)
        double rating = 0.0;
        std::optional<double> deviation;
        int column = 0;          ///< of the rating (1-based)
        int deviationColumn = 0; ///< of the deviation (0: no such column)
    };
    int line = 0;
    QString player;
    int playerColumn = 0;
    QString household;
    QList<Start> starts;
};

/// The rows of a players' file, or what is wrong with it: each problem with
/// its line, column and field; a file with a problem gives no row.
struct PlayersFile {
    QList<PlayersFileRow> rows;
    QList<Problem> problems;
    int headerLine = 0;

    /// Reads `bytes` (csv::Sheet: encoding and separator detected).
    static PlayersFile read(const QByteArray& bytes);
};

} // namespace palmares::club

#pragma once

/// A match of the interchange results file (RATING_RULES.md §1) as the file
/// gives it: one CsvMatch per match identifier, one CsvRow per participant.

#include "rating/types.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace palmares::csv {

/// One row = one participant of a match, with the values parsed.
struct CsvRow {
    int line = 0;
    QString player; ///< trimmed, never empty
    int rank = 0;   ///< 0 = not given
    std::optional<double> score;
    QString team;
    std::optional<int> deals;
    bool left = false;
    std::optional<double> morale;
    std::optional<double> moraleLost;
    rating::Outcome outcome = rating::Outcome::None;
    std::optional<int> armyPoints;
    std::optional<int> turns;
    std::optional<int> durationMin;
    bool isVoid = false;
    QString armyList; ///< `army_list` (Palmarès extension, elo-dsc): trimmed, "" = not given
};

/// The rows of one match identifier, in file order.
struct CsvMatch {
    QString key;        ///< the `match` cell, trimmed
    QDateTime playedAt; ///< UTC-less local wall time (Qt::UTC spec used as "naive")
    QString game;       ///< trimmed
    int firstLine = 0;
    QList<CsvRow> rows;
    // Match-level values: equal on every row that gives them (else an error).
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome = rating::Outcome::None;
    bool isVoid = false;
};

} // namespace palmares::csv

#pragma once

/// A match of the interchange results file (RATING_RULES.md §1) as the file
/// gives it: one CsvMatch per match identifier, one CsvRow per participant.

#include "common/participantfields.h"
#include "rating/types.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace palmares::csv {

/// One row = one participant of a match, with the values parsed: the fields
/// a person enters for a participant (ParticipantFields: rank, score, team,
/// left, morale, morale lost, army points, turns, army list; trimmed texts,
/// "" and nullopt when the cell is empty), then who he is and the row's
/// match-level cells.
struct CsvRow : palmares::ParticipantFields {
    int line = 0;
    QString player; ///< trimmed, never empty
    std::optional<int> deals;
    rating::Outcome outcome = rating::Outcome::None;
    std::optional<int> durationMin;
    bool isVoid = false;
    QString event; ///< the event whose table it is the result of ("" = none)
    std::optional<int> round;
    std::optional<int> table;
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
    /// The table of an event's round the match is the result of.
    QString event;
    std::optional<int> round;
    std::optional<int> table;
    /// The reader found a problem in one of its rows (said in the errors,
    /// which may hold only the first of them): the club's checks of the
    /// match would repeat it in other words.
    bool faulty = false;
};

} // namespace palmares::csv

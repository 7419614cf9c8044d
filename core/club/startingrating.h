#pragma once

#include <QString>

#include <optional>

namespace palmares::club {

/// A player's starting rating in a game: the rating he arrives with (a
/// federation rating, his level at another club) and, for the rule sets
/// that have one, its uncertainty (glicko2's RD, openskill's σ).
/// RATING_RULES.md, "Starting ratings".
struct StartingRating {
    QString player;
    QString game;
    double rating = 0.0;
    std::optional<double> deviation; ///< empty: the rule set's initial one

    friend bool operator==(const StartingRating&, const StartingRating&) = default;
};

} // namespace palmares::club

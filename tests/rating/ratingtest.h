#pragma once

// Helpers shared by the rating tests: building a match from seats, playing
// one match through the replay engine from given player states, comparing
// doubles with a tolerance, and printing the rating enums by name when a
// QCOMPARE fails. Expected values in the tests are computed by hand from
// RATING_RULES.md, never by calling the code under test.

#include "rating/replay.h"
#include "rating/ruleset.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>
#include <QTest>

#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

namespace palmares::rating {

// QTest finds these through argument-dependent lookup and prints the enums
// by name when a comparison fails.
inline char* toString(UnratedReason reason)
{
    const std::string_view key = reason == UnratedReason::None ? std::string_view("rated") : unratedReasonKey(reason);
    return qstrdup(QByteArray(key.data(), static_cast<qsizetype>(key.size())).constData());
}

inline char* toString(Outcome outcome)
{
    const std::string_view key = outcome == Outcome::None ? std::string_view("none") : outcomeKey(outcome);
    return qstrdup(QByteArray(key.data(), static_cast<qsizetype>(key.size())).constData());
}

inline char* toString(Rounding rounding)
{
    const std::string_view key = roundingKey(rounding);
    return qstrdup(QByteArray(key.data(), static_cast<qsizetype>(key.size())).constData());
}

} // namespace palmares::rating

Q_DECLARE_METATYPE(palmares::rating::Outcome)
Q_DECLARE_METATYPE(palmares::rating::UnratedReason)

namespace ratingtest {

using namespace palmares::rating;

/// A participant known by rank (1 best, 0 = not given).
inline Participant ranked(PlayerId player, int rank)
{
    Participant p;
    p.player = player;
    p.rank = rank;
    return p;
}

/// A participant known by score (niveau, or ranks derived from scores).
inline Participant scored(PlayerId player, double score, bool left = false)
{
    Participant p;
    p.player = player;
    p.score = score;
    p.left = left;
    return p;
}

/// A player state with a rating, games and deals already played.
inline PlayerState state(double rating, int games = 0, int deals = 0)
{
    PlayerState s;
    s.rating = rating;
    s.games = games;
    s.deals = deals;
    s.seen = games > 0;
    return s;
}

/// The seats of one match and its match-level fields; match() gives the
/// view the rule sets read (valid while the table lives).
struct Table {
    std::vector<Participant> seats;
    int deals = 0;
    Outcome outcome = Outcome::None;
    std::optional<int> durationMin;
    bool isVoid = false;
    MatchId id = 1;
    std::int32_t day = 0; ///< days since 1970-01-01 (glicko2 periods)

    [[nodiscard]] Match match() const
    {
        Match m;
        m.id = id;
        m.participants = seats;
        m.deals = deals;
        m.outcome = outcome;
        m.durationMin = durationMin;
        m.isVoid = isVoid;
        m.day = day;
        return m;
    }
};

/// What one match did, copied out of the replay.
struct Played {
    bool invalid = false;
    UnratedReason reason = UnratedReason::None;
    std::vector<RatingChange> changes; ///< one per seat when rated, else empty
    std::vector<PlayerState> states;   ///< each seat's player after the match, seat order
};

/// Plays `table` through a fresh Replay in which each seat's player starts
/// from `before` (same order as the seats; empty = everyone fresh).
inline Played playOne(const RuleSet& rules, const Table& table, const std::vector<PlayerState>& before = {})
{
    Replay replay(rules);
    for (std::size_t i = 0; i < before.size() && i < table.seats.size(); ++i) {
        replay.setState(table.seats[i].player, before[i]);
    }
    const Step step = replay.play(table.match());
    Played played;
    played.invalid = step.invalid;
    played.reason = step.reason;
    played.changes.assign(step.changes.begin(), step.changes.end());
    for (const Participant& p : table.seats) {
        played.states.push_back(replay.state(p.player));
    }
    return played;
}

/// Every double field of a record is a finite number.
inline bool allFinite(const RatingChange& rc)
{
    for (const double x : {rc.before, rc.after, rc.expected, rc.actual, rc.k, rc.k0, rc.k1, rc.k2, rc.rawChange,
                           rc.change, rc.penalty, rc.bonus, rc.opponentMean, rc.scoreUsed, rc.placementPoints,
                           rc.position, rc.meanBefore, rc.deviationBefore, rc.volatilityBefore}) {
        if (!std::isfinite(x)) {
            return false;
        }
    }
    return true;
}

/// Two records are identical, field by field (doubles compared exactly).
inline bool sameRecord(const RatingChange& a, const RatingChange& b)
{
    return a.match == b.match && a.player == b.player && a.before == b.before && a.after == b.after &&
           a.expected == b.expected && a.actual == b.actual && a.k == b.k && a.k0 == b.k0 && a.k1 == b.k1 &&
           a.k2 == b.k2 && a.rawChange == b.rawChange && a.change == b.change && a.penalty == b.penalty &&
           a.bonus == b.bonus && a.opponentMean == b.opponentMean && a.scoreUsed == b.scoreUsed &&
           a.placementPoints == b.placementPoints && a.position == b.position && a.meanBefore == b.meanBefore &&
           a.deviationBefore == b.deviationBefore && a.volatilityBefore == b.volatilityBefore &&
           a.gamesBefore == b.gamesBefore && a.dealsBefore == b.dealsBefore && a.opponentGames == b.opponentGames &&
           a.rounding == b.rounding && a.outcome == b.outcome && a.floored == b.floored &&
           a.provisionalBefore == b.provisionalBefore && a.provisionalAfter == b.provisionalAfter && a.left == b.left &&
           a.participants == b.participants;
}

/// Two player states are identical, field by field.
inline bool sameState(const PlayerState& a, const PlayerState& b)
{
    return a.rating == b.rating && a.games == b.games && a.deals == b.deals && a.opponentSum == b.opponentSum &&
           a.netScore == b.netScore && a.experienceLevel == b.experienceLevel && a.wins == b.wins &&
           a.draws == b.draws && a.losses == b.losses && a.points == b.points && a.seen == b.seen && a.mean == b.mean &&
           a.deviation == b.deviation && a.volatility == b.volatility && a.periodRating == b.periodRating &&
           a.periodDeviation == b.periodDeviation && a.periodVolatility == b.periodVolatility &&
           a.periodInformation == b.periodInformation && a.periodSurprise == b.periodSurprise && a.period == b.period;
}

inline QString describe(double actual, double expected, double tolerance)
{
    return QStringLiteral("%1, expected %2 (tolerance %3)")
        .arg(actual, 0, 'g', 15)
        .arg(expected, 0, 'g', 15)
        .arg(tolerance, 0, 'g', 3);
}

} // namespace ratingtest

/// QCOMPARE for doubles with an absolute tolerance.
#define RATING_COMPARE_NEAR(actual, expected, tolerance)                                               \
    do {                                                                                               \
        const double ratingActual_ = (actual);                                                         \
        const double ratingExpected_ = (expected);                                                     \
        const double ratingTolerance_ = (tolerance);                                                   \
        if (!(std::abs(ratingActual_ - ratingExpected_) <= ratingTolerance_)) {                        \
            QFAIL(qPrintable(QLatin1String(#actual) + QLatin1String(" = ") +                           \
                             ratingtest::describe(ratingActual_, ratingExpected_, ratingTolerance_))); \
        }                                                                                              \
    } while (false)

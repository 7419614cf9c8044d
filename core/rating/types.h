#pragma once

/// Value types of core/rating: a match, its participants, a player's running
/// state and the record of one rating change. Pure C++20, no Qt
/// (ARCHITECTURE.md, "Layers").

#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace palmares::rating {

/// A player is a small non-negative integer (the database row id). The replay
/// keeps its state in a vector indexed by this id, so ids should be dense.
using PlayerId = std::int32_t;

/// A match identifier, as stored by the club (the row id of the match).
using MatchId = std::int64_t;

/// The rule sets of RATING_RULES.md §2–§7.
enum class System : std::uint8_t {
    Niveau,         ///< §2 table level (tarot and other card games)
    EloProvisional, ///< §3 Elo with a provisional period (duels)
    EloDsc,         ///< §4 battle rating (miniature wargames)
    Fermi,          ///< §5 zero-sum duel rating (word games)
    Points,         ///< §6 placement points only (Hall of Fame)
    Glicko2,        ///< §7 Glickman's Glicko-2, with rating periods
    OpenSkill,      ///< §7 Weng–Lin Bayesian approximation, Plackett–Luce model
};
inline constexpr int SystemCount = 7;

/// `floor(value)` limited to [lo, hi] before it becomes an int, so that a
/// rating read from a damaged club file (huge, infinite or NaN) names the
/// first or last band instead of being undefined behaviour (NaN: `lo`).
inline int bandIndex(double value, int lo, int hi)
{
    if (!(value > lo)) {
        return lo;
    }
    if (value >= hi) {
        return hi;
    }
    return static_cast<int>(std::floor(value));
}

/// The elo-dsc outcome level of the winner (§4). `None` means "not given".
enum class Outcome : std::uint8_t { None, E, AT, VP, V, VT };

/// Why a match kept in the history gives no rating change.
enum class UnratedReason : std::uint8_t {
    None,             ///< the match is rated
    Void,             ///< fermi: declared void
    SameHousehold,    ///< fermi: both players belong to one household
    ArmyPointsDiffer, ///< elo-dsc: the armies are not the same size
    ArmyPointsTooLow, ///< elo-dsc: an army below the minimum points
    TooShort,         ///< elo-dsc: the battle lasted less than the minimum
    TurnsDiffer,      ///< elo-dsc: the sides did not play the same number of turns
};

/// How the raw change was turned into the applied one.
enum class Rounding : std::uint8_t {
    None,        ///< kept unrounded (niveau)
    Round,       ///< half away from zero (std::lround) applied to the change
    Trunc,       ///< toward zero (std::trunc) applied to the change
    Provisional, ///< the provisional formula, rounded half away from zero
};

/// One participant of a match as entered. Fields that a rule set does not use
/// are ignored by it; "not given" is std::nullopt.
struct Participant {
    PlayerId player = 0;
    int rank = 0;                     ///< 1 is best; 0 = not given (derive from score)
    std::optional<double> score;      ///< higher is better
    int team = 0;                     ///< team label index within the match (0 = none); openskill groups by it
    bool left = false;                ///< left before the end
    std::int64_t household = 0;       ///< fermi: 0 = none; equal non-zero = same household
    std::optional<double> morale;     ///< elo-dsc: initial army morale
    std::optional<double> moraleLost; ///< elo-dsc: morale lost at the end
    std::optional<int> armyPoints;    ///< elo-dsc eligibility
    std::optional<int> turns;         ///< elo-dsc eligibility
};

/// One match: a view on its participants plus the match-level fields.
struct Match {
    MatchId id = 0;
    std::span<const Participant> participants;
    int deals = 0;                   ///< niveau: deals played at this table
    Outcome outcome = Outcome::None; ///< elo-dsc override of the level
    std::optional<int> durationMin;  ///< elo-dsc: battle length
    bool isVoid = false;             ///< fermi: void match
    std::int32_t day = 0;            ///< glicko2 rating periods: the match's date, in days since 1970-01-01
};

/// What the replay remembers of a player between matches. Everything a rule
/// set needs to rate the next match is here, so a replay can be resumed from
/// stored states (re-rating from a back-dated match onward).
struct PlayerState {
    double rating = 0.0;      ///< exact value (niveau unrounded, others integral)
    int games = 0;            ///< rated matches played
    int deals = 0;            ///< niveau: deals played
    double opponentSum = 0.0; ///< elo-provisional: Σ opponents' ratings at game time
    double netScore = 0.0;    ///< elo-provisional: G − P over the games so far
    int experienceLevel = 0;  ///< niveau: experience thresholds already paid
    int wins = 0;
    int draws = 0;
    int losses = 0;
    double points = 0.0; ///< Σ placement points (§6)
    bool seen = false;   ///< has played at least one rated match

    // The rating state of glicko2 and openskill (RATING_RULES.md §7). For
    // glicko2 `rating`, `deviation` and `volatility` are the values "if the
    // period ended now"; the period's start values and its sums make the
    // period's result exact Glicko-2 when it ends.
    double mean = 0.0;              ///< openskill: μ (`rating` is the ordinal μ − 3σ)
    double deviation = 0.0;         ///< glicko2: RD; openskill: σ
    double volatility = 0.0;        ///< glicko2: σ (volatility)
    double periodRating = 0.0;      ///< glicko2: rating at the start of the open period
    double periodDeviation = 0.0;   ///< glicko2: RD at the start of the open period (inactivity growth applied)
    double periodVolatility = 0.0;  ///< glicko2: volatility at the start of the open period
    double periodInformation = 0.0; ///< glicko2: Σ g(φj)² E (1 − E) over the open period's pairings
    double periodSurprise = 0.0;    ///< glicko2: Σ g(φj) (s − E) over the open period's pairings
    std::int32_t period = 0;        ///< glicko2: the open period (months or weeks since 1970; 0 before any)
};

/// The record of one participant's rating change in one rated match: every
/// number the rule set used, so that the explanation shows the very numbers
/// the engine used.
struct RatingChange {
    MatchId match = 0;
    PlayerId player = 0;
    double before = 0.0;           ///< rating before the match
    double after = 0.0;            ///< rating after the match (floors, penalties, bonus applied)
    double expected = 0.0;         ///< expected result in [0, 1]
    double actual = 0.0;           ///< actual result in [0, 1]
    double k = 0.0;                ///< the K actually applied (product of the parts below)
    double k0 = 0.0;               ///< niveau K0; elo: the base K of the rating band
    double k1 = 1.0;               ///< niveau K1
    double k2 = 1.0;               ///< niveau K2; elo-provisional: the n/20 scaling
    double rawChange = 0.0;        ///< change before rounding
    double change = 0.0;           ///< change applied by the formula after rounding
    double penalty = 0.0;          ///< niveau: points taken for leaving (positive)
    double bonus = 0.0;            ///< niveau: experience points added after the table
    double opponentMean = 0.0;     ///< niveau: mean of the others; elo: the opponent; provisional: Ea
    double scoreUsed = 0.0;        ///< niveau: the score used (the leaver's replaced)
    double meanBefore = 0.0;       ///< openskill: μ before; glicko2: the rating at the period's start
    double deviationBefore = 0.0;  ///< openskill: σ before; glicko2: RD at the period's start
    double volatilityBefore = 0.0; ///< glicko2: volatility at the period's start
    double placementPoints = 0.0;  ///< §6 points of this participation
    double position = 0.0;         ///< §6 mean position used (ties share)
    int gamesBefore = 0;           ///< rated games before this one
    int dealsBefore = 0;           ///< niveau deals before this table
    int opponentGames = 0;         ///< elo-provisional: opponent's games before (for n/20)
    Rounding rounding = Rounding::None;
    Outcome outcome = Outcome::None; ///< elo-dsc level of the match
    bool floored = false;            ///< the floor was applied
    bool provisionalBefore = false;
    bool provisionalAfter = false;
    bool left = false;
    int participants = 0; ///< number of participants of the match
};

/// Human-readable names, stable identifiers used in files and the CLI.
std::string_view systemKey(System s); ///< "niveau", "elo-provisional", …
std::optional<System> systemFromKey(std::string_view key);
std::string_view outcomeKey(Outcome o); ///< "E", "AT", … ("" for None)
std::optional<Outcome> outcomeFromKey(std::string_view key);
std::string_view unratedReasonKey(UnratedReason r); ///< "void", "same-household", …
std::string_view roundingKey(Rounding r);

} // namespace palmares::rating

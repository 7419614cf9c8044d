#pragma once

/// The interface every rule set implements (RATING_RULES.md §2–§6), the
/// parameters a club can change per game, and the categories of a rating.

#include "description.h"
#include "message.h"
#include "term.h"
#include "types.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace palmares::rating {

/// One named parameter of a rule set, as text (the club stores them as JSON).
struct Parameter {
    std::string key;
    std::string value;
    std::string defaultValue;
    std::string description; ///< English; the UI translates
};

/// A rating a player arrives with in a game (a federation rating, his level
/// at another club): RATING_RULES.md, "Starting ratings".
struct StartingRating {
    double rating = 0.0;
    /// glicko2: the RD; openskill: σ; empty: the rule set's initial one.
    /// The other rule sets have none.
    std::optional<double> deviation;
};

/// The largest starting rating (and the smallest, negated) any rule set
/// takes: a sanity bound far beyond every scale of RATING_RULES.md.
inline constexpr double MaxStartingRating = 100000.0;

/// A rating category (RATING_RULES.md lists them per rule set).
struct Category {
    int index = -1;         ///< 0 = lowest; -1 = none
    std::string_view label; ///< English label, e.g. "Class J" or "850–999"
    double lower = 0.0;     ///< lowest rating of the category
};

/// How a match came out from its own fields, before any rating: see
/// RuleSet::finish().
struct Finish {
    /// The places were written: 1 = best, equal places = a tie.
    bool placed = false;
    /// The places follow from the result itself, whatever ranks were entered
    /// (elo-dsc: the morale lost, or an outcome E): a form shows them and
    /// leaves no rank to enter.
    bool byResult = false;
    Outcome outcome = Outcome::None; ///< elo-dsc: the level of the battle
};

/// A rule set rates one match at a time from the players' running states.
/// One virtual call per match; the loops over participants are inside.
class RuleSet
{
public:
    RuleSet() = default;
    virtual ~RuleSet() = default;
    RuleSet(const RuleSet&) = delete;
    RuleSet& operator=(const RuleSet&) = delete;
    RuleSet(RuleSet&&) = delete;
    RuleSet& operator=(RuleSet&&) = delete;

    [[nodiscard]] virtual System system() const = 0;
    [[nodiscard]] virtual int minParticipants() const = 0;
    [[nodiscard]] virtual int maxParticipants() const = 0;
    [[nodiscard]] virtual double initialRating() const = 0;
    /// The state of a player who has not played yet: the start rating, and
    /// for glicko2 and openskill their deviation and volatility.
    [[nodiscard]] virtual PlayerState initialState() const;
    /// Why `start` cannot be a player's starting state under this rule set
    /// (it has no rating; a rating not finite, out of ±MaxStartingRating or
    /// below the rule set's floor; a deviation where it has none, or not
    /// above 0), in English; std::nullopt when it can.
    [[nodiscard]] virtual std::optional<Message> validateStart(const StartingRating& start) const;
    /// The state of a player who arrives with `start`, before his first
    /// rated match (RATING_RULES.md, "Starting ratings"): by default the
    /// initial state with `start.rating` as the rating. A start the rule set
    /// refuses (validateStart: its parameters changed since) is taken as
    /// near as it can be (a deviation it has none of is left out).
    [[nodiscard]] virtual PlayerState startingState(const StartingRating& start) const;
    /// True when ratings are shown as integers (elo-provisional, elo-dsc, fermi).
    [[nodiscard]] virtual bool integral() const { return true; }
    /// False for `points`, whose standings are its Hall of Fame.
    [[nodiscard]] virtual bool hasRating() const { return true; }

    /// What the screens need to know about this rule set (its name, the
    /// fields a person enters, the participants, outcomes and decimals), so
    /// that none of them switches on the system. A rule set overrides it to
    /// add what is its own to the base's (key, participants, integral,
    /// decimals, rating).
    [[nodiscard]] virtual RuleSetDescription describe() const;

    /// The named terms of one rated match's changes, from its stored records
    /// and with the parameters in force: for each participant the rule
    /// set's own lines, then the placement points (§6). An explanation shows
    /// one line per term, in order.
    [[nodiscard]] std::vector<Term> explain(const RatedMatch& match) const;

    /// The numbers of one rating change, one row each on the printed
    /// explanation card (the position and placement points, common to all,
    /// are left to the card).
    [[nodiscard]] virtual std::vector<Quantity> quantities() const = 0;

    /// A structural problem that makes the match impossible to rate under
    /// this rule set (wrong number of participants, a missing field), in
    /// English, naming the field; std::nullopt when the match is well formed.
    [[nodiscard]] virtual std::optional<Message> validate(const Match& match) const;

    /// What a person may enter (a new or corrected result, an imported
    /// file): validate(), after the limits of the values a rule set takes
    /// that the replay does not impose on a history already stored, so that
    /// an older club's ratings stay as they were (elo-dsc: a side loses at
    /// most all its morale, and plays at least one turn). A value at fault
    /// is named by the message's participant and field. By default validate().
    [[nodiscard]] virtual std::optional<Message> validateEntry(const Match& match) const;

    /// How `match` came out, from its fields alone: each participant's
    /// place in `place` (same size as the participants) and, for elo-dsc,
    /// the level; what the results list shows and what a form sets the
    /// ranks from. By default the entered ranks, else the scores
    /// (effectiveRanks); elo-dsc from the morale lost or an outcome.
    /// Reads a match that need not be valid; never allocates.
    [[nodiscard]] virtual Finish finish(const Match& match, std::span<int> place) const;

    /// Why a well-formed match is kept unrated (void, same household, an
    /// ineligible battle), or UnratedReason::None.
    [[nodiscard]] virtual UnratedReason eligibility(const Match& match) const;

    /// Rates a well-formed, eligible match. Reads the participants' states,
    /// writes one record per participant into `out` (same order as
    /// match.participants) and the place of each participant for the
    /// placement points into `place` (1 = best, equal = tie), then updates
    /// `states` (indexed by player id). Must not allocate.
    virtual void rate(const Match& match, std::span<PlayerState> states, std::span<RatingChange> out,
                      std::span<int> place) const = 0;

    [[nodiscard]] virtual bool isProvisional(const PlayerState& state) const;
    [[nodiscard]] virtual Category category(double rating) const = 0;
    [[nodiscard]] virtual std::vector<Category> categories() const = 0;

    /// The rating as shown (rounded for niveau and glicko2, two decimals for
    /// the openskill ordinal).
    [[nodiscard]] virtual double displayed(double rating) const;

    [[nodiscard]] virtual std::vector<Parameter> parameters() const = 0;
    /// Sets one parameter from text; returns an English error naming the
    /// parameter and the accepted values, or std::nullopt on success.
    virtual std::optional<Message> setParameter(std::string_view key, std::string_view value) = 0;

    /// Expected result of `me` against `opponent` for a duel, as the rule
    /// set computes it (used for predictions); niveau returns the expected
    /// result against one opponent of that level.
    [[nodiscard]] virtual double expectedScore(double me, double opponent) const = 0;

    /// The probability, before `match` is rated, that `me` finishes ahead of
    /// `opponent` in it (a tie counting half), from the two players' current
    /// states: what the backtest scores (RATING_RULES.md, "Backtest"). By
    /// default expectedScore() of the two ratings; glicko2 and openskill use
    /// their deviations, `points` the ratio of the mean placement points.
    [[nodiscard]] virtual double winProbability(const PlayerState& me, const PlayerState& opponent,
                                                const Match& match) const;

protected:
    /// Appends the terms that explain participant `i`'s change in `match`
    /// (match-level lines, such as elo-dsc's outcome, go with participant 0).
    virtual void explainChange(const RatedMatch& match, std::size_t i, std::vector<Term>& out) const = 0;

    /// validateStart's refusal of a starting rating below `floor` (niveau,
    /// elo-provisional), or std::nullopt.
    [[nodiscard]] std::optional<Message> belowFloor(const StartingRating& start, double floor) const;

    /// "the floor of <start> applied", for participant `i`.
    [[nodiscard]] Term floorTerm(std::size_t i) const;
    /// How a change was rounded, as a piece of a phrase.
    [[nodiscard]] static TermPiece roundingPiece(Rounding rounding);
};

/// A new rule set of the given system with its documented defaults.
std::unique_ptr<RuleSet> makeRuleSet(System system);

/// Fills `ranks` (same size as participants) with each participant's rank:
/// the entered ranks when every participant has one, otherwise ranks derived
/// from the scores (higher score better; equal scores share a rank, the next
/// rank skipping: 1, 1, 3). Returns false when neither is complete.
bool effectiveRanks(std::span<const Participant> participants, std::span<int> ranks);

} // namespace palmares::rating

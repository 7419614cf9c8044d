#include "ruleset.h"

#include "elodsc.h"
#include "eloprovisional.h"
#include "fermi.h"
#include "glicko2.h"
#include "niveau.h"
#include "openskill.h"
#include "paramtext.h"
#include "placementpoints.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace palmares::rating {

namespace {

constexpr std::array<std::string_view, SystemCount> SystemKeys = {"niveau", "elo-provisional", "elo-dsc",  "fermi",
                                                                  "points", "glicko2",         "openskill"};
constexpr std::array<std::string_view, 6> OutcomeKeys = {"", "E", "AT", "VP", "V", "VT"};
constexpr std::array<std::string_view, 7> ReasonKeys = {
    "", "void", "same-household", "army-points-differ", "army-points-too-low", "too-short", "turns-differ"};
constexpr std::array<std::string_view, 4> RoundingKeys = {"none", "round", "trunc", "provisional"};

/// What orders the participants of a match: the ranks when every one has a
/// rank, else the scores when every one has a score, else nothing.
enum class OrderedBy : std::uint8_t { Nothing, Rank, Score };

OrderedBy orderedBy(std::span<const Participant> participants)
{
    bool allRanks = true;
    bool allScores = true;
    for (const Participant& p : participants) {
        allRanks = allRanks && p.rank >= 1;
        allScores = allScores && p.score.has_value();
    }
    if (allRanks) {
        return OrderedBy::Rank;
    }
    return allScores ? OrderedBy::Score : OrderedBy::Nothing;
}

} // namespace

std::string_view systemKey(System s)
{
    return SystemKeys[static_cast<std::size_t>(s)];
}

std::string_view fieldKey(Field field)
{
    switch (field) {
    case Field::Rank:
        return "rank";
    case Field::Score:
        return "score";
    case Field::Team:
        return "team";
    case Field::Left:
        return "left";
    case Field::Morale:
        return "morale";
    case Field::MoraleLost:
        return "morale_lost";
    case Field::ArmyPoints:
        return "army_points";
    case Field::Turns:
        return "turns";
    case Field::ArmyList:
        return "army_list";
    case Field::Deals:
        return "deals";
    case Field::Duration:
        return "duration_min";
    case Field::Outcome:
        return "outcome";
    case Field::Void:
        return "void";
    }
    return {};
}

std::optional<System> systemFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < SystemKeys.size(); ++i) {
        if (SystemKeys[i] == key) {
            return static_cast<System>(i);
        }
    }
    return std::nullopt;
}

std::string_view outcomeKey(Outcome o)
{
    return OutcomeKeys[static_cast<std::size_t>(o)];
}

std::optional<Outcome> outcomeFromKey(std::string_view key)
{
    for (std::size_t i = 1; i < OutcomeKeys.size(); ++i) {
        if (OutcomeKeys[i] == key) {
            return static_cast<Outcome>(i);
        }
    }
    return std::nullopt;
}

std::string_view unratedReasonKey(UnratedReason r)
{
    return ReasonKeys[static_cast<std::size_t>(r)];
}

std::string_view roundingKey(Rounding r)
{
    return RoundingKeys[static_cast<std::size_t>(r)];
}

std::optional<Message> RuleSet::validate(const Match& match) const
{
    const auto n = static_cast<int>(match.participants.size());
    if (n < minParticipants() || n > maxParticipants()) {
        if (minParticipants() == maxParticipants()) {
            return Message{PALMARES_TR_NOOP("core", "%1 rates matches of %2 players; this one has %3"),
                           {std::string(systemKey(system())), std::to_string(minParticipants()), std::to_string(n)}};
        }
        return Message{PALMARES_TR_NOOP("core", "%1 rates matches of %2 to %3 players; this one has %4"),
                       {std::string(systemKey(system())), std::to_string(minParticipants()),
                        std::to_string(maxParticipants()), std::to_string(n)}};
    }
    for (std::size_t i = 0; i < match.participants.size(); ++i) {
        const Participant& p = match.participants[i];
        if (p.player < 0) {
            return Message{PALMARES_TR_NOOP("core", "a participant has no player"), {}};
        }
        if (p.rank < 0) {
            return Message{PALMARES_TR_NOOP("core", "a rank must be 1 or more"), {}};
        }
        if (p.score && !std::isfinite(*p.score)) {
            return Message{PALMARES_TR_NOOP("core", "a score is not a finite number"), {}};
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (match.participants[j].player == p.player) {
                return Message{PALMARES_TR_NOOP("core", "a player appears twice in one match"), {}};
            }
        }
    }
    // Two-player rule sets and points need an order; niveau checks its scores.
    // (Only whether an order exists: the replay derives the ranks once.)
    if (system() != System::Niveau && system() != System::EloDsc &&
        orderedBy(match.participants) == OrderedBy::Nothing) {
        return Message::about(PALMARES_TR_NOOP("core", "every player needs a rank or a score"),
                              {Field::Rank, Field::Score});
    }
    return std::nullopt;
}

std::optional<Message> RuleSet::validateEntry(const Match& match) const
{
    return validate(match);
}

Finish RuleSet::finish(const Match& match, std::span<int> place) const
{
    return {effectiveRanks(match.participants, place), false, Outcome::None};
}

UnratedReason RuleSet::eligibility(const Match& /*match*/) const
{
    return UnratedReason::None;
}

bool RuleSet::isProvisional(const PlayerState& /*state*/) const
{
    return false;
}

double RuleSet::displayed(double rating) const
{
    return integral() ? rating : std::round(rating);
}

RuleSetDescription RuleSet::describe() const
{
    RuleSetDescription d;
    d.key = systemKey(system());
    d.name = d.key.data(); // a literal of SystemKeys; every rule set names itself
    d.minParticipants = minParticipants();
    d.maxParticipants = maxParticipants();
    d.defaultParticipants = std::max(2, minParticipants());
    d.integral = integral();
    // displayed() keeps whole numbers unless a rule set says otherwise
    // (niveau and glicko2 are kept unrounded but shown rounded: §2, §7).
    d.decimals = 0;
    d.hasRating = hasRating();
    return d;
}

std::vector<Term> RuleSet::explain(const RatedMatch& match) const
{
    std::vector<Term> out;
    for (std::size_t i = 0; i < match.changes.size(); ++i) {
        explainChange(match, i, out);
        const RatingChange& c = match.changes[i];
        // The place as a whole number, or the run of places tied players
        // share (§6: they occupy consecutive positions): "2", "1–2".
        const Places places =
            placesOf(match.changes, c.position, [](const RatingChange& other) { return other.position; });
        const TermValue position =
            places.count > 1
                ? TermValue::plain(std::to_string(places.first) + "–" + std::to_string(places.first + places.count - 1))
                : TermValue::of(places.first, 0);
        out.push_back({"placement",
                       PALMARES_TR_NOOP("core", "  %1: position %2 of %3 → %4 placement points (Hall of Fame)"),
                       {TermValue::participant(i), position, TermValue::of(c.participants, 0),
                        TermValue::of(c.placementPoints, 2)},
                       static_cast<int>(i)});
    }
    return out;
}

Term RuleSet::floorTerm(std::size_t i) const
{
    return {"floor",
            PALMARES_TR_NOOP("core", "  the floor of %1 applied"),
            {TermValue::of(initialRating())},
            static_cast<int>(i)};
}

TermPiece RuleSet::roundingPiece(Rounding rounding)
{
    switch (rounding) {
    case Rounding::Round:
        return {"rounding.round", PALMARES_TR_NOOP("core", "rounded half away from zero"), {}};
    case Rounding::Trunc:
        return {"rounding.trunc", PALMARES_TR_NOOP("core", "truncated toward zero"), {}};
    case Rounding::Provisional:
        return {
            "rounding.provisional", PALMARES_TR_NOOP("core", "provisional formula, rounded half away from zero"), {}};
    case Rounding::None:
        break;
    }
    return {"rounding.none", PALMARES_TR_NOOP("core", "kept unrounded"), {}};
}

PlayerState RuleSet::initialState() const
{
    PlayerState s;
    s.rating = initialRating();
    return s;
}

namespace {

/// A number of a starting rating's message as a person types it: "100000",
/// "1000000000", "-5", "1512.5" (never "1e+05").
std::string plainNumber(double value)
{
    if (!std::isfinite(value) || std::abs(value) >= 1e15) {
        return detail::formatNumber(value);
    }
    // NOLINTBEGIN(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
    // cppcoreguidelines-pro-bounds-pointer-arithmetic): std::to_chars writes into a [first, last) pointer range.
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed);
    // NOLINTEND(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
    // cppcoreguidelines-pro-bounds-pointer-arithmetic)
    return ec == std::errc() ? std::string(buffer, end) : detail::formatNumber(value);
}

} // namespace

std::optional<Message> RuleSet::validateStart(const StartingRating& start) const
{
    const std::string key(systemKey(system()));
    if (!hasRating()) {
        return Message{PALMARES_TR_NOOP("core", "%1 has no rating (its standings are placement points): a player "
                                                "cannot start it with one"),
                       {key}};
    }
    if (!std::isfinite(start.rating) || std::abs(start.rating) > MaxStartingRating) {
        return Message{PALMARES_TR_NOOP("core", "a starting rating must be a number from %1 to %2, not %3"),
                       {plainNumber(-MaxStartingRating), plainNumber(MaxStartingRating), plainNumber(start.rating)}};
    }
    if (start.deviation && !describe().startingDeviation) {
        return Message{PALMARES_TR_NOOP("core", "%1 has no rating deviation: give the starting rating alone"), {key}};
    }
    if (start.deviation &&
        (!std::isfinite(*start.deviation) || *start.deviation <= 0.0 || *start.deviation > MaxStartingRating)) {
        return Message{PALMARES_TR_NOOP("core", "a rating deviation must be a number above 0 and at most %1, not %2"),
                       {plainNumber(MaxStartingRating), plainNumber(*start.deviation)}};
    }
    return std::nullopt;
}

std::optional<Message> RuleSet::belowFloor(const StartingRating& start, double floor) const
{
    if (start.rating < floor) {
        return Message{
            PALMARES_TR_NOOP("core", "%1 starts no one below its floor of %2, not %3"),
            {std::string(systemKey(system())), detail::formatNumber(floor), detail::formatNumber(start.rating)}};
    }
    return std::nullopt;
}

PlayerState RuleSet::startingState(const StartingRating& start) const
{
    PlayerState s = initialState();
    if (hasRating()) {
        s.rating = start.rating;
    }
    return s;
}

double RuleSet::winProbability(const PlayerState& me, const PlayerState& opponent, const Match& /*match*/) const
{
    return expectedScore(me.rating, opponent.rating);
}

bool effectiveRanks(std::span<const Participant> participants, std::span<int> ranks)
{
    const OrderedBy by = orderedBy(participants);
    if (by == OrderedBy::Nothing) {
        return false;
    }
    // Competition ranks (1, 1, 3): one plus the number of strictly better
    // participants, so equal ranks of team-mates (1, 1, 2) become 1, 1, 3.
    // Each pair is compared once and counts for whichever side it favours
    // (hot in the replay: about a third fewer instructions than n² tests).
    const std::size_t n = participants.size();
    for (std::size_t i = 0; i < n; ++i) {
        ranks[i] = 1;
    }
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            if (by == OrderedBy::Rank) {
                const int a = participants[i].rank;
                const int b = participants[j].rank;
                ranks[i] += b < a ? 1 : 0;
                ranks[j] += a < b ? 1 : 0;
            } else {
                const double a = *participants[i].score;
                const double b = *participants[j].score;
                ranks[i] += b > a ? 1 : 0;
                ranks[j] += a > b ? 1 : 0;
            }
        }
    }
    return true;
}

std::unique_ptr<RuleSet> makeRuleSet(System system)
{
    switch (system) {
    case System::Niveau:
        return std::make_unique<Niveau>();
    case System::EloProvisional:
        return std::make_unique<EloProvisional>();
    case System::EloDsc:
        return std::make_unique<EloDsc>();
    case System::Fermi:
        return std::make_unique<Fermi>();
    case System::Glicko2:
        return std::make_unique<Glicko2>();
    case System::OpenSkill:
        return std::make_unique<OpenSkill>();
    case System::Points:
        break;
    }
    return std::make_unique<PlacementPoints>();
}

} // namespace palmares::rating

// Fuzz target: the rule sets of core/rating (RATING_RULES.md §2–§7).
//
// The input chooses a rule set, sets some of its parameters (values its
// validator accepts and values it refuses), then replays random matches.
// For every input: no crash, no undefined behaviour, every number the
// engine produces finite, the floors of niveau and elo-provisional hold,
// fermi and elo-dsc are zero-sum, elo-provisional is zero-sum between two
// established players with the same K, and the placement points of a match
// sum to 100·n (§6).

#include "fuzzcheck.h"

#include "rating/replay.h"
#include "rating/ruleset.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

using namespace palmares::rating;

namespace {

// Words a person could type as a parameter value, good and bad.
constexpr std::array<const char*, 24> Words = {
    "0",    "1",        "-1",       "0.5",   "1e9",   "-1e9",  "1e308",   "nan",
    "inf",  "-inf",     "",         " 12 ",  "abc",   "1e-12", "1000000", "100:10;500:20",
    "0:-5", "10/25/50", "50/25/10", "5;5;5", "month", "week",  "match",   "1:1;1:1",
};

std::string valueText(FuzzedDataProvider& in)
{
    switch (in.ConsumeIntegralInRange<int>(0, 4)) {
    case 0:
        return Words[in.ConsumeIntegralInRange<std::size_t>(0, Words.size() - 1)];
    case 1:
        return std::to_string(in.ConsumeIntegralInRange<int>(-100, 5000));
    case 2: {
        char text[64];
        std::snprintf(text, sizeof text, "%.17g", in.ConsumeFloatingPoint<double>());
        return text;
    }
    case 3: {
        // A list, for niveau's experience and elo-dsc's levels.
        std::string list;
        const int n = in.ConsumeIntegralInRange<int>(1, 4);
        for (int i = 0; i < n; ++i) {
            list += std::to_string(in.ConsumeIntegralInRange<int>(-10, 1000));
            list += in.ConsumeBool() ? ":" : (in.ConsumeBool() ? "/" : ";");
            list += std::to_string(in.ConsumeIntegralInRange<int>(-10, 100));
            list += ";";
        }
        return list;
    }
    default:
        return in.ConsumeRandomLengthString(24);
    }
}

// A number a match can carry: mostly plausible, sometimes any finite double
// (the results CSV accepts every finite number).
double number(FuzzedDataProvider& in)
{
    if (in.ConsumeIntegralInRange<int>(0, 7) == 0) {
        const double d = in.ConsumeFloatingPoint<double>();
        return std::isfinite(d) ? d : 0.0;
    }
    return in.ConsumeIntegralInRange<int>(-200, 1000) / (in.ConsumeBool() ? 1.0 : 4.0);
}

std::optional<int> maybeInt(FuzzedDataProvider& in, int lo, int hi)
{
    if (!in.ConsumeBool()) {
        return std::nullopt;
    }
    return in.ConsumeIntegralInRange<int>(lo, hi);
}

bool finite(const RatingChange& rc)
{
    for (double v : {rc.before, rc.after, rc.expected, rc.actual, rc.k, rc.k0, rc.k1, rc.k2, rc.rawChange, rc.change,
                     rc.penalty, rc.bonus, rc.opponentMean, rc.scoreUsed, rc.meanBefore, rc.deviationBefore,
                     rc.volatilityBefore, rc.placementPoints, rc.position}) {
        if (!std::isfinite(v)) {
            return false;
        }
    }
    return true;
}

bool finite(const PlayerState& s)
{
    for (double v : {s.rating, s.opponentSum, s.netScore, s.points, s.mean, s.deviation, s.volatility, s.periodRating,
                     s.periodDeviation, s.periodVolatility, s.periodInformation, s.periodSurprise}) {
        if (!std::isfinite(v)) {
            return false;
        }
    }
    return true;
}

std::string describe(const RatingChange& rc)
{
    char text[256];
    std::snprintf(text, sizeof text, "player %d: before %.17g after %.17g change %.17g raw %.17g k %.17g", rc.player,
                  rc.before, rc.after, rc.change, rc.rawChange, rc.k);
    return text;
}

std::string describe(const Match& match)
{
    std::string text = "match deals " + std::to_string(match.deals) + ":";
    for (const Participant& p : match.participants) {
        char one[160];
        std::snprintf(one, sizeof one, " [player %d rank %d score %.17g left %d morale %.17g/%.17g]", p.player, p.rank,
                      p.score.value_or(-0.0), int{p.left}, p.morale.value_or(-0.0), p.moraleLost.value_or(-0.0));
        text += one;
    }
    return text;
}

void checkMatch(const RuleSet& rules, const Match& match, std::span<const RatingChange> changes)
{
    const std::string name = std::string(systemKey(rules.system())) + " (" + describe(match) + ")";
    const auto n = changes.size();
    double points = 0.0;
    for (const RatingChange& rc : changes) {
        FUZZ_REQUIRE(finite(rc), name + ": a number is not finite; " + describe(rc));
        points += rc.placementPoints;
        // Floors: niveau and elo-provisional never go below their start.
        // (niveau adds a non-negative experience bonus after the floor.)
        if (rules.system() == System::Niveau || rules.system() == System::EloProvisional) {
            FUZZ_REQUIRE(rc.after >= rules.initialRating(), name + ": below the floor; " + describe(rc));
        }
    }
    // §6: the placement points of a match sum to 100·n.
    const double total = 100.0 * static_cast<double>(n);
    FUZZ_REQUIRE(std::abs(points - total) <= 1e-9 * total, name + ": placement points do not sum to 100·n");

    if (n == 2) {
        const RatingChange& a = changes[0];
        const RatingChange& b = changes[1];
        bool zeroSum = false;
        switch (rules.system()) {
        case System::Fermi:
        case System::EloDsc:
            zeroSum = true;
            break;
        case System::EloProvisional:
            // Between two established players with the same K, none floored.
            zeroSum = !a.provisionalBefore && !b.provisionalBefore && a.k == b.k && !a.floored && !b.floored;
            break;
        default:
            break;
        }
        if (zeroSum) {
            FUZZ_REQUIRE(a.change + b.change == 0.0, name + ": not zero-sum; " + describe(a) + "; " + describe(b));
            // The ratings move by those changes; a start that is not an
            // integer (the parameter accepts any number) rounds them.
            const double moved = (a.after - a.before) + (b.after - b.before);
            const double size = std::max({1.0, std::abs(a.before), std::abs(b.before)});
            FUZZ_REQUIRE(std::abs(moved) <= 1e-12 * size,
                         name + ": ratings not zero-sum; " + describe(a) + "; " + describe(b));
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzedDataProvider in(data, size);
    const auto system = static_cast<System>(in.ConsumeIntegralInRange<int>(0, SystemCount - 1));
    const auto rules = makeRuleSet(system);
    const std::string name(systemKey(system));

    // Parameters: a known key (or now and then an unknown one) and a value.
    const std::vector<Parameter> known = rules->parameters();
    const int changes = in.ConsumeIntegralInRange<int>(0, 4);
    for (int i = 0; i < changes; ++i) {
        const bool bogus = known.empty() || in.ConsumeIntegralInRange<int>(0, 15) == 0; // points has none
        const std::string key = bogus ? in.ConsumeRandomLengthString(8)
                                      : known[in.ConsumeIntegralInRange<std::size_t>(0, known.size() - 1)].key;
        const std::string value = valueText(in);
        const auto error = rules->setParameter(key, value);
        FUZZ_REQUIRE(!error || !error->english().empty(), name + ": an empty error for parameter " + key);
    }
    FUZZ_REQUIRE(std::isfinite(rules->initialRating()), name + ": the start rating is not finite");
    FUZZ_REQUIRE(finite(rules->initialState()), name + ": the initial state is not finite");

    // Matches: players 0–11, the size around what the rule set accepts.
    constexpr int Players = 12;
    const int low = rules->minParticipants();
    const int high = std::min(rules->maxParticipants(), 8);
    std::int32_t day = in.ConsumeIntegralInRange<std::int32_t>(-719162, 2932896); // years 1 to 9999
    Replay replay(*rules);
    std::vector<Participant> parts;
    const int matchCount = in.ConsumeIntegralInRange<int>(1, 40);
    for (int m = 0; m < matchCount && in.remaining_bytes() > 0; ++m) {
        const int n = in.ConsumeIntegralInRange<int>(std::max(1, low - 1), high + 1);
        parts.assign(static_cast<std::size_t>(n), Participant{});
        const bool ranked = in.ConsumeBool();
        for (int i = 0; i < n; ++i) {
            Participant& p = parts[static_cast<std::size_t>(i)];
            p.player = in.ConsumeIntegralInRange<PlayerId>(0, Players - 1);
            if (ranked || in.ConsumeIntegralInRange<int>(0, 7) == 0) {
                p.rank = in.ConsumeIntegralInRange<int>(0, n);
            }
            if (!ranked || in.ConsumeIntegralInRange<int>(0, 7) == 0) {
                p.score = number(in);
            }
            p.team = in.ConsumeIntegralInRange<int>(0, 2);
            p.left = in.ConsumeIntegralInRange<int>(0, 5) == 0;
            p.household = in.ConsumeIntegralInRange<int>(0, 3) == 0 ? in.ConsumeIntegralInRange<int>(1, 2) : 0;
            if (system == System::EloDsc) {
                if (in.ConsumeBool()) {
                    p.morale = number(in);
                    p.moraleLost = number(in);
                }
                p.armyPoints = maybeInt(in, 0, 3000);
                p.turns = maybeInt(in, 0, 12);
            }
        }
        Match match;
        match.id = m + 1;
        match.participants = parts;
        match.deals = in.ConsumeIntegralInRange<int>(0, 40);
        match.outcome = static_cast<Outcome>(in.ConsumeIntegralInRange<int>(0, 5));
        match.durationMin = maybeInt(in, 0, 600);
        match.isVoid = in.ConsumeIntegralInRange<int>(0, 7) == 0;
        day += in.ConsumeIntegralInRange<int>(0, 60);
        match.day = day;

        const Step step = replay.play(match);
        if (step.invalid || step.reason != UnratedReason::None) {
            FUZZ_REQUIRE(step.changes.empty(), name + ": an unrated match changed ratings");
            continue;
        }
        FUZZ_REQUIRE(step.changes.size() == parts.size(), name + ": not one record per participant");
        checkMatch(*rules, match, step.changes);
    }

    // The final picture and the predictions the GUI shows.
    const std::vector<Standing> standings = replay.standings();
    for (const Standing& s : standings) {
        FUZZ_REQUIRE(finite(s.state), name + ": a final state is not finite");
        FUZZ_REQUIRE(std::isfinite(s.displayed), name + ": a displayed rating is not finite");
        FUZZ_REQUIRE(s.category.index >= -1, name + ": a negative category");
        for (const Standing& t : standings) {
            const Match none;
            const double p = rules->winProbability(s.state, t.state, none);
            FUZZ_REQUIRE(std::isfinite(p) && p >= 0.0 && p <= 1.0, name + ": a win probability outside [0, 1]");
            FUZZ_REQUIRE(std::isfinite(rules->expectedScore(s.state.rating, t.state.rating)),
                         name + ": an expected score is not finite");
        }
    }
    return 0;
}

// Rating replay benchmark (docs/PERFORMANCE.md, "Rating replay"): replays
// synthetic matches in memory under each rule set and prints matches per
// second. A program that prints figures, not a timed test (STYLE.md, "Tests").
//
//   rating_bench [--matches N] [--players P] [--runs R] [--seed S]
//                [--system KEY] [--no-store]
//
// --system runs one rule set only (niveau, elo-provisional, elo-dsc, fermi,
// points, glicko2, openskill); --no-store skips the second table (records
// copied into a vector).
//
// The matches are generated up front with a fixed seed into one contiguous
// vector of participants; each match's span points into it. Only
// Replay::play and the reading of its records are timed (best of R runs, a
// fresh Replay each run, its player table reserved before the clock starts).
// A global operator new counts the allocations made inside the timed loop:
// the engine must not allocate per match. Exit status 1 when a match was
// refused, something allocated in the loop or a checksum changed between
// runs.

#include "rating/replay.h"
#include "rating/ruleset.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <limits>
#include <new>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// ---------------------------------------------------------------------------
// Allocation counting: every global operator new of the program comes here.
// Replacing operator new means calling malloc and keeping a mutable global
// counter, which the guidelines otherwise rightly forbid.
// NOLINTBEGIN(cppcoreguidelines-no-malloc, cppcoreguidelines-avoid-non-const-global-variables)

namespace {
std::uint64_t g_allocations = 0;

void* countedAlloc(std::size_t size)
{
    ++g_allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) {
        return p;
    }
    throw std::bad_alloc();
}

void* countedAlignedAlloc(std::size_t size, std::align_val_t align)
{
    ++g_allocations;
    const auto a = static_cast<std::size_t>(align);
    const std::size_t rounded = (std::max<std::size_t>(size, 1) + a - 1) / a * a;
    if (void* p = std::aligned_alloc(a, rounded)) {
        return p;
    }
    throw std::bad_alloc();
}
} // namespace

void* operator new(std::size_t size)
{
    return countedAlloc(size);
}
void* operator new[](std::size_t size)
{
    return countedAlloc(size);
}
void* operator new(std::size_t size, std::align_val_t align)
{
    return countedAlignedAlloc(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align)
{
    return countedAlignedAlloc(size, align);
}
void operator delete(void* p) noexcept
{
    std::free(p);
}
void operator delete[](void* p) noexcept
{
    std::free(p);
}
void operator delete(void* p, std::size_t /*size*/) noexcept
{
    std::free(p);
}
void operator delete[](void* p, std::size_t /*size*/) noexcept
{
    std::free(p);
}
void operator delete(void* p, std::align_val_t /*align*/) noexcept
{
    std::free(p);
}
void operator delete[](void* p, std::align_val_t /*align*/) noexcept
{
    std::free(p);
}
void operator delete(void* p, std::size_t /*size*/, std::align_val_t /*align*/) noexcept
{
    std::free(p);
}
void operator delete[](void* p, std::size_t /*size*/, std::align_val_t /*align*/) noexcept
{
    std::free(p);
}

// NOLINTEND(cppcoreguidelines-no-malloc, cppcoreguidelines-avoid-non-const-global-variables)
// ---------------------------------------------------------------------------

namespace {

using namespace palmares::rating;
using Clock = std::chrono::steady_clock;

struct Options {
    std::size_t matches = 1'000'000;
    int players = 20'000;
    int runs = 3;
    std::uint64_t seed = 20240611;
    std::optional<System> only; ///< --system: one rule set only
    bool store = true;          ///< --no-store turns the second table off
};

/// The matches of one rule set: participants stored contiguously, each
/// match's span pointing into `participants` (which must not reallocate once
/// the spans are taken).
struct Dataset {
    std::vector<Participant> participants;
    std::vector<Match> matches;
    std::string note;
};

class Generator
{
public:
    Generator(std::uint64_t seed, int players) : m_rng(seed), m_player(0, players - 1) {}

    /// N distinct players.
    template <std::size_t N>
    std::array<PlayerId, N> distinctPlayers()
    {
        std::array<PlayerId, N> ids{};
        for (std::size_t i = 0; i < N; ++i) {
            const std::span<const PlayerId> taken = std::span(ids).first(i);
            PlayerId id = 0;
            do {
                id = m_player(m_rng);
            } while (std::find(taken.begin(), taken.end(), id) != taken.end());
            ids[i] = id;
        }
        return ids;
    }

    /// True with probability `p`.
    bool chance(double p) { return m_unit(m_rng) < p; }
    int between(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    double unit() { return m_unit(m_rng); }

private:
    std::mt19937_64 m_rng;
    std::uniform_int_distribution<PlayerId> m_player;
    std::uniform_real_distribution<double> m_unit{0.0, 1.0};
};

/// Takes the spans once every participant is in place.
void linkSpans(Dataset& d, std::size_t perMatch)
{
    const std::span<const Participant> all(d.participants);
    for (std::size_t i = 0; i < d.matches.size(); ++i) {
        d.matches[i].participants = all.subspan(i * perMatch, perMatch);
    }
}

/// Two players with ranks: a win for either side or (10 %) a draw.
Dataset duels(const Options& o, std::uint64_t salt)
{
    Generator g(o.seed ^ salt, o.players);
    Dataset d;
    d.participants.reserve(o.matches * 2);
    d.matches.resize(o.matches);
    for (std::size_t i = 0; i < o.matches; ++i) {
        const auto ids = g.distinctPlayers<2>();
        Participant a;
        Participant b;
        a.player = ids[0];
        b.player = ids[1];
        if (g.chance(0.1)) {
            a.rank = 1;
            b.rank = 1;
        } else {
            const bool aWins = g.chance(0.5);
            a.rank = aWins ? 1 : 2;
            b.rank = aWins ? 2 : 1;
        }
        d.participants.push_back(a);
        d.participants.push_back(b);
        d.matches[i].id = static_cast<MatchId>(i + 1);
    }
    linkSpans(d, 2);
    d.note = "2 players, ranks, 10% draws";
    return d;
}

/// Battles: 75 % with an outcome (winner by rank), 25 % with morale only;
/// equal army points and turns and a long enough battle, so that every one is
/// rated.
Dataset battles(const Options& o)
{
    constexpr std::array<Outcome, 5> Outcomes = {Outcome::E, Outcome::AT, Outcome::VP, Outcome::V, Outcome::VT};
    Generator g(o.seed ^ 0xD5CU, o.players);
    Dataset d;
    d.participants.reserve(o.matches * 2);
    d.matches.resize(o.matches);
    for (std::size_t i = 0; i < o.matches; ++i) {
        const auto ids = g.distinctPlayers<2>();
        Participant a;
        Participant b;
        a.player = ids[0];
        b.player = ids[1];
        a.armyPoints = 2000;
        b.armyPoints = 2000;
        a.turns = 6;
        b.turns = 6;
        Match& m = d.matches[i];
        m.id = static_cast<MatchId>(i + 1);
        m.durationMin = 240;
        if (g.chance(0.75)) {
            m.outcome = Outcomes[static_cast<std::size_t>(g.between(0, 4))];
            const bool aWins = g.chance(0.5);
            a.rank = m.outcome == Outcome::E ? 1 : (aWins ? 1 : 2);
            b.rank = m.outcome == Outcome::E ? 1 : (aWins ? 2 : 1);
        } else {
            const double moraleA = 10.0 + g.between(0, 20);
            const double moraleB = 10.0 + g.between(0, 20);
            a.morale = moraleA;
            b.morale = moraleB;
            a.moraleLost = std::floor(moraleA * g.unit() * 1.1);
            b.moraleLost = std::floor(moraleB * g.unit() * 1.1);
        }
        d.participants.push_back(a);
        d.participants.push_back(b);
    }
    linkSpans(d, 2);
    d.note = "2 players, 75% outcome+ranks, 25% morale";
    return d;
}

/// Tables of four with zero-sum tarot-like scores, 1–24 deals, 1 % leavers.
Dataset tables(const Options& o)
{
    constexpr std::size_t Seats = 4;
    Generator g(o.seed ^ 0x7A207U, o.players);
    Dataset d;
    d.participants.reserve(o.matches * Seats);
    d.matches.resize(o.matches);
    for (std::size_t i = 0; i < o.matches; ++i) {
        const auto ids = g.distinctPlayers<Seats>();
        std::array<double, Seats> score{};
        double sum = 0.0;
        for (std::size_t s = 0; s + 1 < Seats; ++s) {
            score[s] = 10.0 * g.between(-60, 60);
            sum += score[s];
        }
        score[Seats - 1] = -sum;
        const bool someoneLeft = g.chance(0.01);
        const auto leaver = static_cast<std::size_t>(g.between(0, static_cast<int>(Seats) - 1));
        for (std::size_t s = 0; s < Seats; ++s) {
            Participant p;
            p.player = ids[s];
            p.score = score[s];
            p.left = someoneLeft && s == leaver;
            d.participants.push_back(p);
        }
        d.matches[i].id = static_cast<MatchId>(i + 1);
        d.matches[i].deals = g.between(1, 24);
    }
    linkSpans(d, Seats);
    d.note = "4 players (niveau rates 3-5, never 2), scores, 1-24 deals, 1% leavers";
    return d;
}

/// Spreads the matches over the days, `perDay` a day from 2015-01-01, so
/// that glicko2 sees its monthly rating periods go by.
void spreadOverDays(Dataset& d, std::size_t perDay)
{
    for (std::size_t i = 0; i < d.matches.size(); ++i) {
        d.matches[i].day = 16436 + static_cast<std::int32_t>(i / perDay);
    }
}

Dataset datasetFor(System s, const Options& o)
{
    switch (s) {
    case System::Glicko2: {
        Dataset d = duels(o, 0x6172U);
        spreadOverDays(d, 400);
        d.note += ", 400 a day (monthly periods)";
        return d;
    }
    case System::OpenSkill: {
        Dataset d = duels(o, 0x05EU);
        d.note = "two teams of one, ranks, 10% draws";
        return d;
    }
    case System::Niveau:
        return tables(o);
    case System::EloDsc:
        return battles(o);
    case System::EloProvisional:
        return duels(o, 0xE10U);
    case System::Fermi:
        return duels(o, 0xFEU);
    case System::Points:
        break;
    }
    return duels(o, 0x9015U);
}

struct Figures {
    double seconds = std::numeric_limits<double>::infinity();    ///< best wall time (steady_clock)
    double cpuSeconds = std::numeric_limits<double>::infinity(); ///< best CPU time (std::clock)
    double checksum = 0.0;
    std::uint64_t allocations = 0; ///< most allocations in one timed loop
    std::size_t records = 0;
    std::size_t rated = 0;
    std::size_t unrated = 0;
    std::size_t invalid = 0;
    bool stable = true; ///< every run gave the same checksum

    /// Wall time well above CPU time: another process had the core, and the
    /// wall-clock figures understate the engine.
    [[nodiscard]] bool busy() const { return seconds > 1.15 * cpuSeconds; }
};

/// Best of `runs` replays of `d`; with `store`, every record is also copied
/// into `store` (reserved beforehand, cleared each run), as a store would.
Figures measure(const RuleSet& rules, const Dataset& d, const Options& o, std::vector<RatingChange>* store)
{
    Figures best;
    for (int run = 0; run < o.runs; ++run) {
        Replay replay(rules);
        replay.reservePlayers(o.players - 1);
        if (store) {
            store->clear();
        }
        double checksum = 0.0;
        std::size_t records = 0;
        std::size_t rated = 0;
        std::size_t unrated = 0;
        std::size_t invalid = 0;

        const std::uint64_t allocBefore = g_allocations;
        const std::clock_t cpuStart = std::clock();
        const auto start = Clock::now();
        for (const Match& m : d.matches) {
            const Step step = replay.play(m);
            if (step.invalid) {
                ++invalid;
            } else if (step.reason != UnratedReason::None) {
                ++unrated;
            } else {
                ++rated;
            }
            if (store) {
                store->insert(store->end(), step.changes.begin(), step.changes.end());
            }
            for (const RatingChange& rc : step.changes) {
                checksum += rc.after;
            }
            records += step.changes.size();
        }
        const auto stop = Clock::now();
        const std::clock_t cpuStop = std::clock();
        const std::uint64_t allocations = g_allocations - allocBefore;

        if (run > 0 && checksum != best.checksum) {
            best.stable = false;
        }
        best.checksum = checksum;
        best.records = records;
        best.rated = rated;
        best.unrated = unrated;
        best.invalid = invalid;
        best.allocations = std::max(best.allocations, allocations);
        best.seconds = std::min(best.seconds, std::chrono::duration<double>(stop - start).count());
        best.cpuSeconds =
            std::min(best.cpuSeconds, static_cast<double>(cpuStop - cpuStart) / static_cast<double>(CLOCKS_PER_SEC));
    }
    return best;
}

void printHeader()
{
    std::cout << std::left << std::setw(23) << "rule set" << std::right << std::setw(9) << "matches" << std::setw(9)
              << "seconds" << std::setw(12) << "matches/s" << std::setw(10) << "ns/match" << std::setw(10) << "cpu ns/m"
              << std::setw(12) << "records/s" << std::setw(21) << "checksum" << std::setw(9) << "alloc/m" << '\n';
}

void printRow(std::string_view name, std::size_t matches, const Figures& f)
{
    const auto n = static_cast<double>(matches);
    std::cout << std::left << std::setw(23) << name << std::right << std::setw(9) << matches << std::fixed
              << std::setprecision(4) << std::setw(9) << f.seconds << std::setprecision(0) << std::setw(12)
              << n / f.seconds << std::setprecision(1) << std::setw(10) << f.seconds * 1e9 / n << std::setw(10)
              << f.cpuSeconds * 1e9 / n << std::setprecision(0) << std::setw(12)
              << static_cast<double>(f.records) / f.seconds << std::setprecision(6) << std::setw(21) << f.checksum
              << std::setprecision(3) << std::setw(9) << static_cast<double>(f.allocations) / n
              << (f.busy() ? "  (busy)" : "") << (f.stable ? "" : "  (checksum differs between runs!)") << '\n';
}

bool parseCount(std::string_view text, std::uint64_t& out)
{
    const char* end = text.data() + text.size(); // NOLINT(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end;
}

/// The options, or std::nullopt when an argument is not understood.
std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--no-store") {
            o.store = false;
            continue;
        }
        if (i + 1 >= args.size()) {
            return std::nullopt;
        }
        const std::string_view text = args[++i];
        if (arg == "--system") {
            o.only = systemFromKey(text);
            if (!o.only) {
                return std::nullopt;
            }
            continue;
        }
        std::uint64_t value = 0;
        if (!parseCount(text, value)) {
            return std::nullopt;
        }
        if (arg == "--matches" && value >= 1) {
            o.matches = static_cast<std::size_t>(value);
        } else if (arg == "--players" && value >= 5 && value <= 100'000'000) {
            o.players = static_cast<int>(value);
        } else if (arg == "--runs" && value >= 1 && value <= 1000) {
            o.runs = static_cast<int>(value);
        } else if (arg == "--seed") {
            o.seed = value;
        } else {
            return std::nullopt;
        }
    }
    return o;
}

constexpr std::string_view Usage =
    "usage: rating_bench [--matches N] [--players P] [--runs R] [--seed S] [--system KEY] [--no-store]\n";

} // namespace

int main(int argc, char** argv)
{
    const std::span<char*> argvSpan(argv, static_cast<std::size_t>(argc));
    const std::vector<std::string_view> args(argvSpan.begin() + 1, argvSpan.end());
    if (std::find(args.begin(), args.end(), "--help") != args.end()) {
        std::cout << Usage;
        return 0;
    }
    const std::optional<Options> parsed = parseOptions(args);
    if (!parsed) {
        std::cerr << Usage;
        return 2;
    }
    const Options& o = *parsed;

    std::cout << "rating_bench: " << o.matches << " matches among " << o.players << " players per rule set, best of "
              << o.runs << " run(s), seed " << o.seed << '\n'
              << "timed: Replay::play over every match + summing each record's `after` into the checksum\n\n";
    printHeader();

    struct Result {
        System system;
        Figures plain;
        Figures stored;
    };
    std::vector<Result> results;
    std::vector<RatingChange> store;
    for (const System s : {System::Niveau, System::EloProvisional, System::EloDsc, System::Fermi, System::Points,
                           System::Glicko2, System::OpenSkill}) {
        if (o.only && *o.only != s) {
            continue;
        }
        const Dataset d = datasetFor(s, o);
        const auto rules = makeRuleSet(s);
        const Figures plain = measure(*rules, d, o, nullptr);
        printRow(systemKey(s), d.matches.size(), plain);
        std::cout << "  " << d.note << "; rated " << plain.rated << ", unrated " << plain.unrated << ", invalid "
                  << plain.invalid << '\n';

        // The same loop copying every record into a preallocated vector, as a
        // store would before writing them out.
        Figures stored = plain;
        if (o.store) {
            // Reserved and touched once, so the timed loop pays no page faults.
            store.clear();
            store.shrink_to_fit();
            store.resize(d.participants.size());
            store.clear();
            stored = measure(*rules, d, o, &store);
        }
        results.push_back({s, plain, stored});
    }
    store = {};

    if (o.store) {
        std::cout << "\nsame loop, also copying every RatingChange (" << sizeof(RatingChange)
                  << " bytes) into a preallocated std::vector:\n";
        printHeader();
        for (const Result& r : results) {
            printRow(std::string(systemKey(r.system)) + " +store", o.matches, r.stored);
        }
    }

    bool busy = false;
    bool problem = false;
    for (const Result& r : results) {
        busy = busy || r.plain.busy() || r.stored.busy();
        problem = problem || r.plain.invalid != 0 || r.plain.allocations != 0 || r.stored.allocations != 0 ||
                  !r.plain.stable || !r.stored.stable || r.stored.checksum != r.plain.checksum;
    }
    if (busy) {
        std::cout << "\n(busy): wall time more than 15% above CPU time: the core was shared; rerun on an idle "
                     "machine or read the cpu column\n";
    }
    if (problem) {
        std::cout << "\nWARNING: refused matches, allocations in the timed loop or unstable checksums (see above)\n";
        return 1;
    }
    return 0;
}

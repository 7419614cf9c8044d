// Tests of the replay engine (core/rating/replay.h) and properties that every
// rule set must keep over long random histories (RATING_RULES.md §2–§6):
// determinism, finite numbers, floors, zero-sum, resuming from stored
// states, invalid matches and parameters.

#include "ratingtest.h"

#include <QList>
#include <QObject>
#include <QTest>

#include <algorithm>
#include <limits>
#include <memory>
#include <numeric>
#include <random>

using namespace ratingtest;

namespace {

constexpr int PlayerPool = 40;

System systemOf(int index)
{
    return static_cast<System>(index);
}

QByteArray bytes(const QString& text)
{
    return text.toUtf8();
}

std::string_view view(const QByteArray& text)
{
    return {text.constData(), static_cast<std::size_t>(text.size())};
}

/// A random history of `count` well-formed matches for a rule set, from a
/// fixed seed: random players, ranks, scores, ties, leavers, deals, morale,
/// outcomes, eligibility data, households and void matches.
class History
{
public:
    History(System system, int count, std::uint32_t seed)
    {
        std::mt19937 rng(seed);
        m_tables.reserve(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            m_tables.push_back(make(system, rng));
            m_tables.back().id = i + 1;
            // Three matches a day: glicko2 sees its months go by.
            m_tables.back().day = 19000 + i / 3;
        }
        for (const Table& t : m_tables) {
            m_matches.push_back(t.match());
        }
    }

    [[nodiscard]] std::span<const Match> matches() const { return m_matches; }
    [[nodiscard]] const Table& table(std::size_t i) const { return m_tables[i]; }

private:
    static int uniform(std::mt19937& rng, int low, int high)
    {
        return std::uniform_int_distribution<int>(low, high)(rng);
    }

    static bool chance(std::mt19937& rng, double p) { return std::bernoulli_distribution(p)(rng); }

    static std::vector<PlayerId> distinctPlayers(std::mt19937& rng, int n)
    {
        std::vector<PlayerId> pool(PlayerPool);
        std::iota(pool.begin(), pool.end(), 0);
        std::shuffle(pool.begin(), pool.end(), rng);
        pool.resize(static_cast<std::size_t>(n));
        return pool;
    }

    static Table make(System system, std::mt19937& rng)
    {
        Table t;
        switch (system) {
        case System::Niveau: {
            const int n = uniform(rng, 3, 5);
            for (const PlayerId p : distinctPlayers(rng, n)) {
                double score = uniform(rng, -300, 300);
                if (!t.seats.empty() && chance(rng, 0.15)) {
                    score = *t.seats.back().score; // a tie
                }
                t.seats.push_back(scored(p, score, chance(rng, 0.08)));
            }
            t.deals = uniform(rng, 1, 30);
            break;
        }
        case System::EloProvisional:
        case System::Fermi: {
            const std::vector<PlayerId> p = distinctPlayers(rng, 2);
            const int r = uniform(rng, 0, 9);
            const int rankA = r < 4 ? 1 : (r < 8 ? 2 : 1);
            const int rankB = r < 4 ? 2 : 1;
            if (chance(rng, 0.2)) {
                // Ranks from the scores.
                t.seats = {scored(p[0], rankA == 1 ? 10 : 5), scored(p[1], rankB == 1 ? 10 : 5)};
            } else {
                t.seats = {ranked(p[0], rankA), ranked(p[1], rankB)};
            }
            if (system == System::Fermi) {
                t.seats[0].left = chance(rng, 0.1);
                t.seats[1].left = chance(rng, 0.1);
                t.seats[0].household = chance(rng, 0.2) ? uniform(rng, 1, 3) : 0;
                t.seats[1].household = chance(rng, 0.2) ? uniform(rng, 1, 3) : 0;
                t.isVoid = chance(rng, 0.05);
            }
            break;
        }
        case System::EloDsc: {
            const std::vector<PlayerId> p = distinctPlayers(rng, 2);
            if (chance(rng, 0.5)) {
                for (const PlayerId id : p) {
                    Participant side;
                    side.player = id;
                    const int morale = uniform(rng, 100, 400);
                    side.morale = morale;
                    side.moraleLost = uniform(rng, 0, morale + morale / 5);
                    t.seats.push_back(side);
                }
            } else {
                t.outcome = static_cast<Outcome>(uniform(rng, 1, 5));
                const int winner = t.outcome == Outcome::E ? uniform(rng, -1, 1) : uniform(rng, 0, 1);
                t.seats = {ranked(p[0], winner == 1 ? 2 : 1), ranked(p[1], winner == 0 ? 2 : 1)};
            }
            if (chance(rng, 0.3)) {
                const int army = 100 * uniform(rng, 12, 20);
                t.seats[0].armyPoints = army;
                t.seats[1].armyPoints = chance(rng, 0.7) ? army : army + 100;
            }
            if (chance(rng, 0.3)) {
                const int turns = uniform(rng, 5, 8);
                t.seats[0].turns = turns;
                t.seats[1].turns = chance(rng, 0.7) ? turns : turns + 1;
            }
            if (chance(rng, 0.3)) {
                t.durationMin = uniform(rng, 120, 300);
            }
            break;
        }
        case System::Points: {
            const int n = uniform(rng, 2, 10);
            for (const PlayerId p : distinctPlayers(rng, n)) {
                t.seats.push_back(ranked(p, uniform(rng, 1, n)));
            }
            break;
        }
        case System::Glicko2: {
            const int n = uniform(rng, 2, 5);
            for (const PlayerId p : distinctPlayers(rng, n)) {
                t.seats.push_back(ranked(p, uniform(rng, 1, n)));
            }
            break;
        }
        case System::OpenSkill: {
            // Solo players, or teams of two with shared ranks.
            const int n = uniform(rng, 2, 8);
            const bool teams = n % 2 == 0 && n >= 4 && chance(rng, 0.4);
            int seat = 0;
            for (const PlayerId p : distinctPlayers(rng, n)) {
                Participant part = ranked(p, 0);
                part.team = teams ? seat / 2 + 1 : 0;
                part.rank = teams && seat % 2 == 1 ? t.seats.back().rank : uniform(rng, 1, n);
                t.seats.push_back(part);
                ++seat;
            }
            break;
        }
        }
        return t;
    }

    std::vector<Table> m_tables;
    std::vector<Match> m_matches;
};

/// The rule set of a row, with an optional parameter set.
std::unique_ptr<RuleSet> rulesFor(System system, const QString& key = {}, const QString& value = {})
{
    auto rules = makeRuleSet(system);
    if (!key.isEmpty()) {
        const QByteArray k = bytes(key);
        const QByteArray v = bytes(value);
        if (rules->setParameter(view(k), view(v))) {
            return nullptr;
        }
    }
    return rules;
}

bool sameParameters(const std::vector<Parameter>& a, const std::vector<Parameter>& b)
{
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](const Parameter& x, const Parameter& y) {
               return x.key == y.key && x.value == y.value && x.defaultValue == y.defaultValue;
           });
}

bool sameReplay(const ReplayResult& a, const ReplayResult& b)
{
    if (a.matches.size() != b.matches.size() || a.changes.size() != b.changes.size() ||
        a.standings.size() != b.standings.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.matches.size(); ++i) {
        const auto& x = a.matches[i];
        const auto& y = b.matches[i];
        if (x.match != y.match || x.reason != y.reason || x.invalid != y.invalid || x.firstChange != y.firstChange ||
            x.changeCount != y.changeCount) {
            return false;
        }
    }
    for (std::size_t i = 0; i < a.changes.size(); ++i) {
        if (!sameRecord(a.changes[i], b.changes[i])) {
            return false;
        }
    }
    for (std::size_t i = 0; i < a.standings.size(); ++i) {
        const Standing& x = a.standings[i];
        const Standing& y = b.standings[i];
        if (x.player != y.player || !sameState(x.state, y.state) || x.displayed != y.displayed ||
            x.provisional != y.provisional || x.category.index != y.category.index) {
            return false;
        }
    }
    return true;
}

void addSystemRows()
{
    QTest::addColumn<int>("system");
    for (int s = 0; s < SystemCount; ++s) {
        const std::string_view key = systemKey(systemOf(s));
        QTest::newRow(std::string(key).c_str()) << s;
    }
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ruleSetFactory_data();
    void ruleSetFactory();
    void categoryOfAbsurdRatings_data();
    void categoryOfAbsurdRatings();
    void determinism_data();
    void determinism();
    void randomProperties_data();
    void randomProperties();
    void resume_data();
    void resume();
    void freshStarts_data();
    void freshStarts();
    void invalidMatches_data();
    void invalidMatches();
    void invalidInHistoryChangesNothing_data();
    void invalidInHistoryChangesNothing();
    void unratedCountsNowhere();
    void parameterDefaults_data();
    void parameterDefaults();
    void badParameters_data();
    void badParameters();
    void goodParameters_data();
    void goodParameters();
    void changedParameter_data();
    void changedParameter();
};

void TestReplay::ruleSetFactory_data()
{
    addSystemRows();
}

void TestReplay::ruleSetFactory()
{
    QFETCH(int, system);
    const auto rules = makeRuleSet(systemOf(system));
    QVERIFY(rules);
    QCOMPARE(static_cast<int>(rules->system()), system);
    QVERIFY(systemFromKey(systemKey(rules->system())) == rules->system());
    const bool duel = rules->system() == System::EloProvisional || rules->system() == System::EloDsc ||
                      rules->system() == System::Fermi;
    QCOMPARE(rules->minParticipants(), rules->system() == System::Niveau ? 3 : 2);
    if (duel) {
        QCOMPARE(rules->maxParticipants(), 2);
    }
    if (rules->system() == System::Niveau) {
        QCOMPARE(rules->maxParticipants(), 5);
    }
    QCOMPARE(rules->hasRating(), rules->system() != System::Points);
}

void TestReplay::categoryOfAbsurdRatings_data()
{
    addSystemRows();
}

void TestReplay::categoryOfAbsurdRatings()
{
    // A rating read from a damaged club file can be anything: the category
    // must still be one of the rule set's bands (the lowest or highest for
    // huge ones), never an int made from an out-of-range double (undefined
    // behaviour found by fuzz_clubfile: a niveau standing of 7.75e154).
    QFETCH(int, system);
    const auto rules = makeRuleSet(systemOf(system));
    const std::vector<Category> bands = rules->categories();
    const double inf = std::numeric_limits<double>::infinity();
    const struct {
        double rating;
        int expected; // -1: the lowest band, 1: the highest, 0: any band
    } cases[] = {{7.75352e154, 1},
                 {1e300, 1},
                 {inf, 1},
                 {-1e300, -1},
                 {-inf, -1},
                 {-7.75352e154, -1},
                 {std::numeric_limits<double>::quiet_NaN(), 0}};
    for (const auto& c : cases) {
        const Category got = rules->category(c.rating);
        if (bands.empty()) {
            QCOMPARE(got.index, -1);
            continue;
        }
        QVERIFY2(got.index >= 0 && got.index < static_cast<int>(bands.size()), qPrintable(QString::number(c.rating)));
        QCOMPARE(got.label, bands[static_cast<std::size_t>(got.index)].label);
        if (c.expected == 1) {
            QCOMPARE(got.index, static_cast<int>(bands.size()) - 1);
        } else if (c.expected == -1) {
            QCOMPARE(got.index, 0);
        }
    }
}

void TestReplay::determinism_data()
{
    addSystemRows();
}

void TestReplay::determinism()
{
    QFETCH(int, system);
    const History history(systemOf(system), 3000, 2024u + static_cast<std::uint32_t>(system));
    const auto rules = makeRuleSet(systemOf(system));
    const ReplayResult first = replayAll(*rules, history.matches());
    const ReplayResult second = replayAll(*rules, history.matches());
    QCOMPARE(first.matches.size(), std::size_t{3000});
    QVERIFY(!first.changes.empty());
    QVERIFY(sameReplay(first, second));
    // A second rule set object of the same kind gives the same records too.
    const auto other = makeRuleSet(systemOf(system));
    QVERIFY(sameReplay(first, replayAll(*other, history.matches())));
}

void TestReplay::randomProperties_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");

    for (int s = 0; s < SystemCount; ++s) {
        const std::string_view key = systemKey(systemOf(s));
        QTest::newRow(std::string(key).c_str()) << s << QString() << QString();
    }
    QTest::newRow("niveau with experience bonuses")
        << static_cast<int>(System::Niveau) << QStringLiteral("experience") << QStringLiteral("50:5;200:10;1000:20");
}

void TestReplay::randomProperties()
{
    QFETCH(int, system);
    QFETCH(QString, key);
    QFETCH(QString, value);

    const System sys = systemOf(system);
    const auto rules = rulesFor(sys, key, value);
    QVERIFY(rules);
    constexpr int Count = 20000;
    const History history(sys, Count, 12345u + static_cast<std::uint32_t>(system));
    Replay replay(*rules);
    replay.reservePlayers(PlayerPool - 1);

    // The base K of the default bands of §3, by hand.
    const auto bandK = [](double rating) { return rating < 2100 ? 32.0 : (rating < 2400 ? 24.0 : 16.0); };
    int rated = 0;
    int unrated = 0;
    long long participations = 0;
    for (std::size_t m = 0; m < history.matches().size(); ++m) {
        const Match& match = history.matches()[m];
        std::vector<PlayerState> before;
        for (const Participant& p : match.participants) {
            before.push_back(replay.state(p.player));
        }
        const Step step = replay.play(match);
        QVERIFY2(!step.invalid, qPrintable(QStringLiteral("match %1").arg(m)));
        if (step.reason != UnratedReason::None) {
            // Kept unrated: no record, nothing changes.
            ++unrated;
            QVERIFY(step.changes.empty());
            for (std::size_t i = 0; i < match.participants.size(); ++i) {
                QVERIFY(sameState(replay.state(match.participants[i].player), before[i]));
            }
            continue;
        }
        ++rated;
        const std::size_t n = match.participants.size();
        participations += static_cast<long long>(n);
        QCOMPARE(step.changes.size(), n);
        double points = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            const RatingChange& rc = step.changes[i];
            const PlayerState after = replay.state(match.participants[i].player);
            QVERIFY2(allFinite(rc), qPrintable(QStringLiteral("match %1: a number is not finite").arg(m)));
            QCOMPARE(rc.match, match.id);
            QCOMPARE(rc.player, match.participants[i].player);
            QCOMPARE(rc.participants, static_cast<int>(n));
            QCOMPARE(rc.before, before[i].rating);
            QCOMPARE(rc.gamesBefore, before[i].games);
            QCOMPARE(after.games, before[i].games + 1);
            QCOMPARE(after.rating, rc.after);
            QVERIFY(std::isfinite(after.rating));
            QVERIFY(rc.expected >= 0.0 && rc.expected <= (sys == System::Points ? 100.0 : 1.0));
            QVERIFY(rc.placementPoints > 0.0);
            points += rc.placementPoints;
            switch (sys) {
            case System::Niveau:
                QVERIFY2(rc.after >= 850.0, qPrintable(QStringLiteral("match %1: level %2").arg(m).arg(rc.after)));
                QVERIFY(rc.expected >= 0.15 - 1e-12 && rc.expected <= 0.85 + 1e-12);
                QVERIFY(rc.actual >= 0.0 && rc.actual <= 1.0);
                QCOMPARE(after.deals, before[i].deals + match.deals);
                break;
            case System::EloProvisional:
                QVERIFY2(rc.after >= 0.0, qPrintable(QStringLiteral("match %1: rating %2").arg(m).arg(rc.after)));
                QCOMPARE(rc.after, std::round(rc.after));
                QCOMPARE(rc.provisionalBefore, before[i].games < 20);
                if (!rc.provisionalBefore) {
                    QCOMPARE(rc.k0, bandK(rc.before));
                }
                break;
            case System::EloDsc:
            case System::Fermi:
                QCOMPARE(rc.after, std::round(rc.after));
                break;
            case System::Points:
                break;
            case System::Glicko2:
                QVERIFY(rc.actual >= 0.0 && rc.actual <= 1.0);
                QVERIFY(after.deviation > 0.0 && after.deviation <= 350.0 * 1.5);
                QVERIFY(after.volatility > 0.0 && after.volatility < 1.0);
                break;
            case System::OpenSkill:
                QVERIFY(after.deviation > 0.0 && after.deviation <= before[i].deviation + 0.1);
                RATING_COMPARE_NEAR(after.rating, after.mean - 3.0 * after.deviation, 1e-12);
                break;
            }
        }
        // The points of a match sum to 100·n.
        RATING_COMPARE_NEAR(points, 100.0 * static_cast<double>(n), 1e-9);

        if (n == 2) {
            const RatingChange& a = step.changes[0];
            const RatingChange& b = step.changes[1];
            if (sys == System::Fermi || sys == System::EloDsc) {
                // Zero-sum (fermi) / the same K on both sides (elo-dsc).
                QCOMPARE(a.change, -b.change);
                QCOMPARE(a.after - a.before, -(b.after - b.before));
            }
            if (sys == System::EloProvisional && !a.provisionalBefore && !b.provisionalBefore &&
                bandK(a.before) == bandK(b.before)) {
                QCOMPARE(a.k, b.k);
                QCOMPARE(a.change, -b.change);
                if (!a.floored && !b.floored) {
                    QCOMPARE(a.after + b.after, a.before + b.before);
                }
            }
        }
    }
    QVERIFY(rated > Count / 2);
    if (sys == System::Fermi || sys == System::EloDsc) {
        QVERIFY(unrated > 0); // the generator produces ineligible matches too
    }

    // Totals over the standings.
    long long games = 0;
    double ratingSum = 0.0;
    const std::vector<Standing> standings = replay.standings();
    QVERIFY(!standings.empty());
    for (const Standing& s : standings) {
        games += s.state.games;
        ratingSum += s.state.rating - rules->initialRating();
        QCOMPARE(s.state.wins + s.state.draws + s.state.losses, s.state.games);
        if (sys == System::Niveau) {
            QVERIFY(s.state.rating >= 850.0);
            QCOMPARE(s.displayed, std::round(s.state.rating));
        }
    }
    QCOMPARE(games, participations);
    if (sys == System::Fermi) {
        // Every player started at 1000 and every duel is zero-sum.
        QCOMPARE(ratingSum, 0.0);
    }
    if (sys == System::EloProvisional) {
        // The history is long enough for most players to be established.
        QVERIFY(std::count_if(standings.begin(), standings.end(), [](const Standing& s) { return !s.provisional; }) >
                PlayerPool / 2);
    }
}

void TestReplay::resume_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<int>("cut");
    QTest::addColumn<bool>("experience");
    for (int s = 0; s < SystemCount; ++s) {
        const std::string key(systemKey(systemOf(s)));
        for (const int cut : {1, 37, 2000, 3999}) {
            QTest::addRow("%s, resumed after %d", key.c_str(), cut) << s << cut << false;
        }
    }
    // The state carries the experience thresholds already paid.
    QTest::addRow("niveau with experience, resumed after 1500") << static_cast<int>(System::Niveau) << 1500 << true;
}

void TestReplay::resume()
{
    QFETCH(int, system);
    QFETCH(int, cut);
    QFETCH(bool, experience);

    const System sys = systemOf(system);
    const auto rules = experience ? rulesFor(sys, QStringLiteral("experience"), QStringLiteral("20:3;100:7;400:11"))
                                  : makeRuleSet(sys);
    QVERIFY(rules);
    const History history(sys, 4000, 777u + static_cast<std::uint32_t>(system));
    const auto matches = history.matches();
    const auto split = static_cast<std::size_t>(cut);

    // One full replay, remembering the states at the cut and the records after it.
    Replay full(*rules);
    std::vector<PlayerState> stored;
    std::vector<RatingChange> tail;
    for (std::size_t i = 0; i < matches.size(); ++i) {
        if (i == split) {
            for (PlayerId p = 0; p < PlayerPool; ++p) {
                stored.push_back(full.state(p));
            }
        }
        const Step step = full.play(matches[i]);
        if (i >= split) {
            tail.insert(tail.end(), step.changes.begin(), step.changes.end());
        }
    }

    // A second replay resumed from the stored states.
    Replay resumed(*rules);
    for (PlayerId p = 0; p < PlayerPool; ++p) {
        resumed.setState(p, stored[static_cast<std::size_t>(p)]);
    }
    std::vector<RatingChange> again;
    for (std::size_t i = split; i < matches.size(); ++i) {
        const Step step = resumed.play(matches[i]);
        again.insert(again.end(), step.changes.begin(), step.changes.end());
    }

    QCOMPARE(again.size(), tail.size());
    for (std::size_t i = 0; i < tail.size(); ++i) {
        QVERIFY2(sameRecord(again[i], tail[i]), qPrintable(QStringLiteral("record %1 differs").arg(i)));
    }
    for (PlayerId p = 0; p < PlayerPool; ++p) {
        QVERIFY(sameState(resumed.state(p), full.state(p)));
    }
    const auto a = full.standings();
    const auto b = resumed.standings();
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].player, b[i].player);
        QCOMPARE(a[i].displayed, b[i].displayed);
        QCOMPARE(a[i].provisional, b[i].provisional);
        QCOMPARE(a[i].category.index, b[i].category.index);
    }
}

void TestReplay::freshStarts_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<int>("cut");
    for (int s = 0; s < SystemCount; ++s) {
        const std::string key(systemKey(systemOf(s)));
        // Three matches a day from day 19000: the fresh starts of days 19100
        // and 19400 come before matches 300 and 1200.
        for (const int cut : {150, 300, 301, 700, 1200}) {
            QTest::addRow("%s, resumed at %d", key.c_str(), cut) << s << cut;
        }
    }
}

void TestReplay::freshStarts()
{
    // A game that starts afresh each season: every state becomes the start
    // before the first match on or after a fresh start day; a replay resumed
    // from the states reached there gives the same records.
    QFETCH(int, system);
    QFETCH(int, cut);
    const System sys = systemOf(system);
    const auto rules = makeRuleSet(sys);
    const History history(sys, 1500, 4242u + static_cast<std::uint32_t>(system));
    const auto matches = history.matches();
    const auto split = static_cast<std::size_t>(cut);
    const std::vector<std::int32_t> days{19400, 19100}; // any order
    const PlayerState fresh = rules->initialState();

    Replay full(*rules);
    full.setFreshStarts(days);
    std::vector<PlayerState> stored;
    std::vector<RatingChange> tail;
    std::vector<char> playedSince(PlayerPool, 0);
    for (std::size_t i = 0; i < matches.size(); ++i) {
        if (i == split) {
            // What the club stores before a match: after its fresh start.
            full.advanceTo(matches[i].day);
            for (PlayerId p = 0; p < PlayerPool; ++p) {
                stored.push_back(full.state(p));
            }
        }
        if (i == 300 || i == 1200) {
            std::fill(playedSince.begin(), playedSince.end(), 0);
        }
        const Step step = full.play(matches[i]);
        for (const RatingChange& c : step.changes) {
            auto& since = playedSince[static_cast<std::size_t>(c.player)];
            if (since == 0 && i >= 300) {
                // A player's first match since the fresh start starts from the start.
                QCOMPARE(c.gamesBefore, 0);
                QCOMPARE(c.before, fresh.rating);
            }
            since = 1;
        }
        if (i >= split) {
            tail.insert(tail.end(), step.changes.begin(), step.changes.end());
        }
    }
    // Nobody carries a game over the last fresh start.
    for (const Standing& s : full.standings()) {
        QVERIFY(playedSince[static_cast<std::size_t>(s.player)] != 0);
    }

    Replay resumed(*rules);
    resumed.setFreshStarts(days);
    for (PlayerId p = 0; p < PlayerPool; ++p) {
        resumed.setState(p, stored[static_cast<std::size_t>(p)]);
    }
    resumed.resumeOn(matches[split].day);
    std::vector<RatingChange> again;
    for (std::size_t i = split; i < matches.size(); ++i) {
        const Step step = resumed.play(matches[i]);
        again.insert(again.end(), step.changes.begin(), step.changes.end());
    }
    QCOMPARE(again.size(), tail.size());
    for (std::size_t i = 0; i < tail.size(); ++i) {
        QVERIFY2(sameRecord(again[i], tail[i]), qPrintable(QStringLiteral("record %1 differs").arg(i)));
    }
    for (PlayerId p = 0; p < PlayerPool; ++p) {
        QVERIFY(sameState(resumed.state(p), full.state(p)));
    }

    // replayAll takes the same days.
    const ReplayResult all = replayAll(*rules, matches, days);
    QCOMPARE(all.standings.size(), full.standings().size());
}

void TestReplay::invalidMatches_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QList<int>>("players");
    QTest::addColumn<QList<int>>("ranks");     // empty: no ranks
    QTest::addColumn<QList<double>>("scores"); // empty: no scores
    QTest::addColumn<int>("deals");

    const auto niveau = static_cast<int>(System::Niveau);
    const auto elo = static_cast<int>(System::EloProvisional);
    const auto dsc = static_cast<int>(System::EloDsc);
    const auto fermi = static_cast<int>(System::Fermi);
    const auto points = static_cast<int>(System::Points);
    const double nan = std::numeric_limits<double>::quiet_NaN();

    QTest::newRow("niveau: 2 players") << niveau << QList<int>{0, 1} << QList<int>{} << QList<double>{10, 0} << 10;
    QTest::newRow("niveau: 6 players") << niveau << QList<int>{0, 1, 2, 3, 4, 5} << QList<int>{}
                                       << QList<double>{6, 5, 4, 3, 2, 1} << 10;
    QTest::newRow("niveau: a player twice")
        << niveau << QList<int>{0, 1, 1, 2} << QList<int>{} << QList<double>{10, 5, 0, -15} << 10;
    QTest::newRow("niveau: a score missing")
        << niveau << QList<int>{0, 1, 2, 3} << QList<int>{} << QList<double>{10, 5, 0} << 10;
    QTest::newRow("niveau: ranks but no scores")
        << niveau << QList<int>{0, 1, 2, 3} << QList<int>{1, 2, 3, 4} << QList<double>{} << 10;
    QTest::newRow("niveau: no deals") << niveau << QList<int>{0, 1, 2, 3} << QList<int>{}
                                      << QList<double>{10, 5, 0, -15} << 0;
    QTest::newRow("niveau: a score not finite")
        << niveau << QList<int>{0, 1, 2} << QList<int>{} << QList<double>{10, nan, 0} << 10;
    QTest::newRow("elo-provisional: 1 player") << elo << QList<int>{0} << QList<int>{1} << QList<double>{} << 0;
    QTest::newRow("elo-provisional: 3 players")
        << elo << QList<int>{0, 1, 2} << QList<int>{1, 2, 3} << QList<double>{} << 0;
    QTest::newRow("elo-provisional: a player twice")
        << elo << QList<int>{3, 3} << QList<int>{1, 2} << QList<double>{} << 0;
    QTest::newRow("elo-provisional: no rank or score")
        << elo << QList<int>{0, 1} << QList<int>{} << QList<double>{} << 0;
    QTest::newRow("elo-provisional: a negative rank")
        << elo << QList<int>{0, 1} << QList<int>{-1, 1} << QList<double>{} << 0;
    QTest::newRow("elo-dsc: 3 players") << dsc << QList<int>{0, 1, 2} << QList<int>{1, 2, 3} << QList<double>{} << 0;
    QTest::newRow("elo-dsc: a player twice") << dsc << QList<int>{0, 0} << QList<int>{1, 2} << QList<double>{} << 0;
    QTest::newRow("fermi: 1 player") << fermi << QList<int>{0} << QList<int>{1} << QList<double>{} << 0;
    QTest::newRow("fermi: a player twice") << fermi << QList<int>{1, 1} << QList<int>{1, 2} << QList<double>{} << 0;
    QTest::newRow("fermi: one rank only") << fermi << QList<int>{0, 1} << QList<int>{1, 0} << QList<double>{} << 0;
    QTest::newRow("points: 1 player") << points << QList<int>{0} << QList<int>{1} << QList<double>{} << 0;
    QTest::newRow("points: no participant") << points << QList<int>{} << QList<int>{} << QList<double>{} << 0;
    QTest::newRow("points: a player twice")
        << points << QList<int>{0, 1, 0} << QList<int>{1, 2, 3} << QList<double>{} << 0;
    QList<int> many;
    QList<int> manyRanks;
    for (int i = 0; i < 65; ++i) {
        many.push_back(i);
        manyRanks.push_back(i + 1);
    }
    QTest::newRow("points: 65 players") << points << many << manyRanks << QList<double>{} << 0;
}

void TestReplay::invalidMatches()
{
    QFETCH(int, system);
    QFETCH(QList<int>, players);
    QFETCH(QList<int>, ranks);
    QFETCH(QList<double>, scores);
    QFETCH(int, deals);

    const auto rules = makeRuleSet(systemOf(system));
    Table t;
    for (qsizetype i = 0; i < players.size(); ++i) {
        Participant p = ranked(players[i], i < ranks.size() ? ranks[i] : 0);
        if (i < scores.size()) {
            p.score = scores[i];
        }
        t.seats.push_back(p);
    }
    t.deals = deals;
    t.outcome = systemOf(system) == System::EloDsc ? Outcome::VT : Outcome::None;

    // Players who have played before: their states must not move.
    Replay replay(*rules);
    std::vector<PlayerState> before;
    for (PlayerId p = 0; p < 70; ++p) {
        PlayerState s = state(rules->initialRating() + 7.0 * p, p % 25, 10 * p);
        replay.setState(p, s);
        before.push_back(s);
    }
    const Step step = replay.play(t.match());
    QVERIFY(step.invalid);
    QCOMPARE(step.reason, UnratedReason::None);
    QVERIFY(step.changes.empty());
    for (PlayerId p = 0; p < 70; ++p) {
        QVERIFY(sameState(replay.state(p), before[static_cast<std::size_t>(p)]));
    }

    // replayAll reports it with the rule set's message and no record.
    const std::vector<Match> one = {t.match()};
    const ReplayResult result = replayAll(*rules, one);
    QCOMPARE(result.matches.size(), std::size_t{1});
    QVERIFY(!result.matches[0].invalid.empty());
    QCOMPARE(result.matches[0].changeCount, std::size_t{0});
    QVERIFY(result.changes.empty());
    QVERIFY(result.standings.empty());
}

void TestReplay::invalidInHistoryChangesNothing_data()
{
    addSystemRows();
}

void TestReplay::invalidInHistoryChangesNothing()
{
    // Invalid matches slipped into a history leave every record of the
    // others exactly as without them.
    QFETCH(int, system);
    const System sys = systemOf(system);
    const auto rules = makeRuleSet(sys);
    const History history(sys, 500, 99u + static_cast<std::uint32_t>(system));

    // An invalid copy of a match: its first player twice.
    std::vector<std::vector<Participant>> broken;
    broken.reserve(history.matches().size());
    std::vector<Match> mixed;
    for (std::size_t i = 0; i < history.matches().size(); ++i) {
        mixed.push_back(history.matches()[i]);
        if (i % 3 == 0) {
            const Table& t = history.table(i);
            std::vector<Participant> seats = t.seats;
            seats.back().player = seats.front().player;
            broken.push_back(std::move(seats));
            Match bad = t.match();
            bad.participants = broken.back();
            bad.id = -static_cast<MatchId>(i + 1);
            mixed.push_back(bad);
        }
    }
    const ReplayResult clean = replayAll(*rules, history.matches());
    const ReplayResult withInvalid = replayAll(*rules, mixed);
    QCOMPARE(withInvalid.changes.size(), clean.changes.size());
    for (std::size_t i = 0; i < clean.changes.size(); ++i) {
        QVERIFY(sameRecord(withInvalid.changes[i], clean.changes[i]));
    }
    std::size_t invalid = 0;
    for (const auto& m : withInvalid.matches) {
        if (m.match < 0) {
            QVERIFY(!m.invalid.empty());
            QCOMPARE(m.changeCount, std::size_t{0});
            ++invalid;
        } else {
            QVERIFY(m.invalid.empty());
        }
    }
    QCOMPARE(invalid, broken.size());
    QCOMPARE(withInvalid.standings.size(), clean.standings.size());
    for (std::size_t i = 0; i < clean.standings.size(); ++i) {
        QVERIFY(sameState(withInvalid.standings[i].state, clean.standings[i].state));
    }
}

void TestReplay::unratedCountsNowhere()
{
    // An ineligible battle is kept in the history, unrated with its reason,
    // and counts nowhere: no record, no game, no standing, no points.
    const auto rules = makeRuleSet(System::EloDsc);
    Table shortBattle;
    shortBattle.seats = {ranked(0, 1), ranked(1, 2)};
    shortBattle.outcome = Outcome::VT;
    shortBattle.durationMin = 90;
    Table rated = shortBattle;
    rated.seats = {ranked(2, 1), ranked(3, 2)};
    rated.durationMin = 200;
    rated.id = 2;
    const std::vector<Match> matches = {shortBattle.match(), rated.match()};
    const ReplayResult result = replayAll(*rules, matches);
    QCOMPARE(result.matches.size(), std::size_t{2});
    QCOMPARE(result.matches[0].reason, UnratedReason::TooShort);
    QVERIFY(result.matches[0].invalid.empty());
    QCOMPARE(result.matches[0].changeCount, std::size_t{0});
    QCOMPARE(result.matches[1].reason, UnratedReason::None);
    QCOMPARE(result.matches[1].changeCount, std::size_t{2});
    QCOMPARE(result.standings.size(), std::size_t{2});
    QCOMPARE(result.standings[0].player, 2);
    QCOMPARE(result.standings[1].player, 3);

    Replay replay(*rules);
    QCOMPARE(replay.play(shortBattle.match()).reason, UnratedReason::TooShort);
    QCOMPARE(replay.state(0).games, 0);
    QCOMPARE(replay.state(0).points, 0.0);
    QCOMPARE(replay.state(0).rating, 1400.0);
    QVERIFY(!replay.state(0).seen);
    QVERIFY(replay.standings().empty());
}

void TestReplay::parameterDefaults_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");

    const auto add = [](System s, const char* key, const char* value) {
        QTest::addRow("%s %s", std::string(systemKey(s)).c_str(), key)
            << static_cast<int>(s) << QString::fromLatin1(key) << QString::fromLatin1(value);
    };
    add(System::Niveau, "start", "850");
    add(System::Niveau, "k0", "50");
    add(System::Niveau, "novice_deals", "300");
    add(System::Niveau, "leave_penalty", "10");
    add(System::Niveau, "leave_score_gap", "50");
    add(System::Niveau, "clamp", "350");
    add(System::Niveau, "experience", "");
    add(System::EloProvisional, "start", "0");
    add(System::EloProvisional, "provisional_games", "20");
    add(System::EloProvisional, "k_low", "32");
    add(System::EloProvisional, "k_mid", "24");
    add(System::EloProvisional, "k_high", "16");
    add(System::EloProvisional, "k_mid_from", "2100");
    add(System::EloProvisional, "k_high_from", "2400");
    add(System::EloDsc, "start", "1400");
    add(System::EloDsc, "k", "32");
    add(System::EloDsc, "level_at", "10");
    add(System::EloDsc, "level_vp", "25");
    add(System::EloDsc, "level_v", "50");
    add(System::EloDsc, "min_army_points", "1400");
    add(System::EloDsc, "min_duration", "180");
    add(System::Fermi, "start", "1000");
    add(System::Fermi, "max_gain", "8");
    add(System::Fermi, "temperature", "1000");
}

void TestReplay::parameterDefaults()
{
    QFETCH(int, system);
    QFETCH(QString, key);
    QFETCH(QString, value);

    const auto rules = makeRuleSet(systemOf(system));
    const std::vector<Parameter> parameters = rules->parameters();
    const auto it = std::find_if(parameters.begin(), parameters.end(),
                                 [&](const Parameter& p) { return QString::fromStdString(p.key) == key; });
    QVERIFY(it != parameters.end());
    QCOMPARE(QString::fromStdString(it->value), value);
    QCOMPARE(QString::fromStdString(it->defaultValue), value);
    QVERIFY(!it->description.empty());
}

void TestReplay::badParameters_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");

    const auto add = [](System s, const char* key, const char* value) {
        QTest::addRow("%s %s='%s'", std::string(systemKey(s)).c_str(), key, value)
            << static_cast<int>(s) << QString::fromLatin1(key) << QString::fromLatin1(value);
    };
    add(System::Niveau, "nope", "1");
    add(System::Niveau, "K0", "50");
    add(System::Niveau, "k0", "abc");
    add(System::Niveau, "k0", "");
    add(System::Niveau, "k0", " ");
    add(System::Niveau, "k0", "-1");
    add(System::Niveau, "k0", "nan");
    add(System::Niveau, "k0", "inf");
    add(System::Niveau, "k0", "50x");
    add(System::Niveau, "start", "-5");
    add(System::Niveau, "clamp", "600");
    add(System::Niveau, "experience", "100");
    add(System::Niveau, "experience", "100:x");
    add(System::Niveau, "experience", "100:10;50:5");
    add(System::Niveau, "experience", "100:10;100:5");
    add(System::Niveau, "experience", "100:-5"); // a negative bonus would break the floor
    add(System::EloProvisional, "nope", "1");
    add(System::EloProvisional, "k_low", "x");
    add(System::EloProvisional, "k_low", "-3");
    add(System::EloProvisional, "provisional_games", "0");
    add(System::EloProvisional, "start", "1e20");
    add(System::EloDsc, "nope", "1");
    add(System::EloDsc, "k", "-1");
    add(System::EloDsc, "min_duration", "x");
    add(System::EloDsc, "levels", "10/25");
    add(System::EloDsc, "levels", "50/25/10");
    add(System::EloDsc, "levels", "10/25/150");
    add(System::EloDsc, "levels", "a/b/c");
    add(System::EloDsc, "level_at", "60");
    add(System::EloDsc, "level_v", "5");
    add(System::Fermi, "nope", "1");
    add(System::Fermi, "max_gain", "-1");
    add(System::Fermi, "max_gain", "x");
    add(System::Fermi, "temperature", "0");
    add(System::Fermi, "T", "0");
    add(System::Points, "anything", "1");
}

void TestReplay::badParameters()
{
    QFETCH(int, system);
    QFETCH(QString, key);
    QFETCH(QString, value);

    const System sys = systemOf(system);
    const auto rules = makeRuleSet(sys);
    const History history(sys, 300, 5u);
    const ReplayResult before = replayAll(*rules, history.matches());
    const std::vector<Parameter> parameters = rules->parameters();

    const QByteArray k = bytes(key);
    const QByteArray v = bytes(value);
    const std::optional<Message> error = rules->setParameter(view(k), view(v));
    QVERIFY(error.has_value());
    QVERIFY(!error->english().empty());

    // The rule set is unchanged: same parameters, same results.
    QVERIFY(sameParameters(rules->parameters(), parameters));
    QVERIFY(sameReplay(replayAll(*rules, history.matches()), before));
}

void TestReplay::goodParameters_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("shownKey");
    QTest::addColumn<QString>("shownValue");

    const auto add = [](System s, const char* key, const char* value, const char* shownKey, const char* shown) {
        QTest::addRow("%s %s='%s'", std::string(systemKey(s)).c_str(), key, value)
            << static_cast<int>(s) << QString::fromLatin1(key) << QString::fromLatin1(value)
            << QString::fromLatin1(shownKey) << QString::fromLatin1(shown);
    };
    add(System::Niveau, "k0", "60", "k0", "60");
    add(System::Niveau, "k0", " 40 ", "k0", "40");
    add(System::Niveau, "experience", "100:10;500:20", "experience", "100:10;500:20");
    add(System::EloProvisional, "provisional_games", "10", "provisional_games", "10");
    add(System::EloDsc, "levels", "5/20/40", "level_at", "5");
    add(System::EloDsc, "levels", "5/20/40", "level_vp", "20");
    add(System::EloDsc, "levels", "5/20/40", "level_v", "40");
    add(System::EloDsc, "k", "16", "k", "16");
    add(System::Fermi, "T", "500", "temperature", "500");
    add(System::Fermi, "max_gain", "16", "max_gain", "16");
}

void TestReplay::goodParameters()
{
    QFETCH(int, system);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, shownKey);
    QFETCH(QString, shownValue);

    const auto rules = makeRuleSet(systemOf(system));
    const QByteArray k = bytes(key);
    const QByteArray v = bytes(value);
    const std::optional<Message> error = rules->setParameter(view(k), view(v));
    QVERIFY2(!error.has_value(), error ? error->english().c_str() : "");
    const std::vector<Parameter> parameters = rules->parameters();
    const auto it = std::find_if(parameters.begin(), parameters.end(),
                                 [&](const Parameter& p) { return QString::fromStdString(p.key) == shownKey; });
    QVERIFY(it != parameters.end());
    QCOMPARE(QString::fromStdString(it->value), shownValue);
}

void TestReplay::changedParameter_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<double>("byDefault");
    QTest::addColumn<double>("changed");

    // Each scenario measures one number with the defaults, then with the
    // parameter changed (expected values by hand from the rules).
    // fermi: a 4000 beats a 5000: round(8·0.90909) = 7; round(16·0.90909) = 15.
    QTest::newRow("fermi max_gain 16") << 0 << QStringLiteral("max_gain") << QStringLiteral("16") << 7.0 << 15.0;
    // T 500: expected 1/(1 + 10^(1000/500)) = 0.0099: round(8·0.9901) = 8.
    QTest::newRow("fermi T 500") << 0 << QStringLiteral("T") << QStringLiteral("500") << 7.0 << 8.0;
    QTest::newRow("fermi temperature 500") << 0 << QStringLiteral("temperature") << QStringLiteral("500") << 7.0 << 8.0;
    // fermi: a new player's rating.
    QTest::newRow("fermi start 1500") << 1 << QStringLiteral("start") << QStringLiteral("1500") << 1000.0 << 1500.0;
    // elo-dsc: 1400 beats 1450 VT: 1400 + trunc(K·0.57146): 18 with K 32, 9 with K 16.
    QTest::newRow("elo-dsc k 16") << 2 << QStringLiteral("k") << QStringLiteral("16") << 1418.0 << 1409.0;
    // elo-dsc: 0 % vs 20 % lost: AT (0.6) by default, VP (0.7) with 5/20/40.
    QTest::newRow("elo-dsc levels 5/20/40") << 3 << QStringLiteral("levels") << QStringLiteral("5/20/40") << 0.6 << 0.7;
    QTest::newRow("elo-dsc level_vp 20") << 3 << QStringLiteral("level_vp") << QStringLiteral("20") << 0.6 << 0.7;
    // elo-dsc: armies of 1300 points are rated (1) only with a 1000 minimum.
    QTest::newRow("elo-dsc min_army_points 1000")
        << 4 << QStringLiteral("min_army_points") << QStringLiteral("1000") << 0.0 << 1.0;
    // elo-dsc: a 150-minute battle is rated only with a 120-minute minimum.
    QTest::newRow("elo-dsc min_duration 120")
        << 5 << QStringLiteral("min_duration") << QStringLiteral("120") << 0.0 << 1.0;
    // niveau: the winner of a long table of equals: 1500 + K0·0.5.
    QTest::newRow("niveau k0 100") << 6 << QStringLiteral("k0") << QStringLiteral("100") << 1525.0 << 1550.0;
    // niveau: expected result 350 above the others: 0.85; clamp 200 → 0.7.
    QTest::newRow("niveau clamp 200") << 7 << QStringLiteral("clamp") << QStringLiteral("200") << 0.85 << 0.7;
    // niveau: the last of four new players stays on the floor = start.
    QTest::newRow("niveau start 1000") << 8 << QStringLiteral("start") << QStringLiteral("1000") << 850.0 << 1000.0;
    // niveau: a leaver at 1500 (last, K 50): 1500 − 25 − penalty.
    QTest::newRow("niveau leave_penalty 20")
        << 9 << QStringLiteral("leave_penalty") << QStringLiteral("20") << 1465.0 << 1455.0;
    // niveau: the leaver's score used: lowest (−90) − gap.
    QTest::newRow("niveau leave_score_gap 200")
        << 10 << QStringLiteral("leave_score_gap") << QStringLiteral("200") << -140.0 << -290.0;
    // niveau: K1 of a player with 150 deals: novice (1.2) below 300, not below 100.
    QTest::newRow("niveau novice_deals 100")
        << 11 << QStringLiteral("novice_deals") << QStringLiteral("100") << 1.2 << 1.0;
    // niveau: experience bonus at 100 deals for a player going 95 → 105.
    QTest::newRow("niveau experience 100:10")
        << 12 << QStringLiteral("experience") << QStringLiteral("100:10") << 1500.0 << 1510.0;
    // elo-provisional: a 1500 with 10 games (Ea 1500, G − P 0) beats a 1500:
    // provisional round(1500 + 400/11) = 1536; established after 10 games: +16.
    QTest::newRow("elo-provisional provisional_games 10")
        << 13 << QStringLiteral("provisional_games") << QStringLiteral("10") << 1536.0 << 1516.0;
    // elo-provisional: two established 1500s: the winner gains K_low/2.
    QTest::newRow("elo-provisional k_low 40")
        << 14 << QStringLiteral("k_low") << QStringLiteral("40") << 1516.0 << 1520.0;
    // elo-provisional: K bands moved: two established 2000s, K 24 from 1900.
    QTest::newRow("elo-provisional k_mid_from 1900")
        << 15 << QStringLiteral("k_mid_from") << QStringLiteral("1900") << 2016.0 << 2012.0;
}

void TestReplay::changedParameter()
{
    QFETCH(int, scenario);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(double, byDefault);
    QFETCH(double, changed);

    const auto measure = [scenario](const RuleSet& rules) -> double {
        Table t;
        switch (scenario) {
        case 0: {
            t.seats = {ranked(0, 1), ranked(1, 2)};
            const Played p = playOne(rules, t, {state(4000, 5), state(5000, 5)});
            return p.changes.empty() ? qQNaN() : p.changes[0].change;
        }
        case 1: {
            t.seats = {ranked(0, 1), ranked(1, 2)};
            return playOne(rules, t).changes.at(0).before;
        }
        case 2:
        case 4:
        case 5: {
            t.seats = {ranked(0, 1), ranked(1, 2)};
            t.outcome = Outcome::VT;
            if (scenario == 4) {
                t.seats[0].armyPoints = 1300;
                t.seats[1].armyPoints = 1300;
            }
            if (scenario == 5) {
                t.durationMin = 150;
            }
            const Played p = playOne(rules, t, {state(1400, 1), state(1450, 1)});
            if (scenario != 2) {
                return p.changes.empty() ? 0.0 : 1.0;
            }
            return p.changes.empty() ? qQNaN() : p.changes[0].after;
        }
        case 3: {
            Participant a;
            a.player = 0;
            a.morale = 100;
            a.moraleLost = 0;
            Participant b = a;
            b.player = 1;
            b.moraleLost = 20;
            t.seats = {a, b};
            const Played p = playOne(rules, t);
            return p.changes.empty() ? qQNaN() : p.changes[0].actual;
        }
        case 6:
        case 7:
        case 10:
        case 11:
        case 12: {
            t.seats = {scored(0, 90), scored(1, 30), scored(2, -20), scored(3, -90)};
            t.deals = 24;
            std::vector<PlayerState> before(4, state(1500, 50, 1000));
            if (scenario == 7) {
                before[0].rating = 1850;
            }
            if (scenario == 10) {
                t.seats[0].left = true;
            }
            if (scenario == 11) {
                before[0].deals = 150;
            }
            if (scenario == 12) {
                // Equal scores: no change but the bonus.
                for (Participant& s : t.seats) {
                    s.score = 0;
                }
                t.deals = 10;
                before[0].deals = 95;
            }
            const Played p = playOne(rules, t, before);
            if (p.changes.empty()) {
                return qQNaN();
            }
            switch (scenario) {
            case 7:
                return p.changes[0].expected;
            case 10:
                return p.changes[0].scoreUsed;
            case 11:
                return p.changes[0].k1;
            default:
                return p.changes[0].after;
            }
        }
        case 8: {
            t.seats = {scored(0, 90), scored(1, 30), scored(2, -20), scored(3, -90)};
            t.deals = 24;
            const Played p = playOne(rules, t);
            return p.changes.empty() ? qQNaN() : p.changes[3].after;
        }
        case 9: {
            t.seats = {scored(0, 100, true), scored(1, 20), scored(2, -30), scored(3, -90)};
            t.deals = 24;
            const Played p = playOne(rules, t, std::vector<PlayerState>(4, state(1500, 50, 1000)));
            return p.changes.empty() ? qQNaN() : p.changes[0].after;
        }
        case 13: {
            t.seats = {ranked(0, 1), ranked(1, 2)};
            PlayerState ten = state(1500, 10);
            ten.opponentSum = 15000;
            const Played p = playOne(rules, t, {ten, state(1500, 40)});
            return p.changes.empty() ? qQNaN() : p.changes[0].after;
        }
        case 14:
        case 15: {
            t.seats = {ranked(0, 1), ranked(1, 2)};
            const double r = scenario == 14 ? 1500 : 2000;
            const Played p = playOne(rules, t, {state(r, 40), state(r, 40)});
            return p.changes.empty() ? qQNaN() : p.changes[0].after;
        }
        default:
            return qQNaN();
        }
    };
    const auto systemOfScenario = [](int s) {
        if (s <= 1) {
            return System::Fermi;
        }
        if (s <= 5) {
            return System::EloDsc;
        }
        if (s <= 12) {
            return System::Niveau;
        }
        return System::EloProvisional;
    };

    const auto rules = makeRuleSet(systemOfScenario(scenario));
    RATING_COMPARE_NEAR(measure(*rules), byDefault, 1e-9);
    const QByteArray k = bytes(key);
    const QByteArray v = bytes(value);
    const std::optional<Message> error = rules->setParameter(view(k), view(v));
    QVERIFY2(!error.has_value(), error ? error->english().c_str() : "");
    RATING_COMPARE_NEAR(measure(*rules), changed, 1e-9);
}

QTEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"

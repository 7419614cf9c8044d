// Starting ratings (RATING_RULES.md, "Starting ratings"): a player who
// arrives with a rating starts his first rated match from it, in the way
// each rule set means it. Every expected value is worked out by hand from
// RATING_RULES.md (the formulas, their worked tables and Glickman's paper),
// never by calling the code under test.

#include "ratingtest.h"

#include "rating/eloprovisional.h"
#include "rating/fermi.h"
#include "rating/glicko2.h"
#include "rating/niveau.h"
#include "rating/openskill.h"
#include "rating/placementpoints.h"

#include <QTest>

#include <cmath>

using namespace ratingtest;

class TestStartingRating : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eloProvisionalEstablished();
    void eloProvisionalAgainstNewcomer();
    void fermiFromTable();
    void glicko2PaperExample();
    void openSkillMeanAndSigma();
    void niveauStartingLevel();
    void refused();
    void freshStartLeavesUnusedStart();
};

namespace {

/// A duel the first player won.
Table duel(PlayerId winner, PlayerId loser, MatchId id = 1, std::int32_t day = 0)
{
    Table t;
    t.seats = {ranked(winner, 1), ranked(loser, 2)};
    t.id = id;
    t.day = day;
    return t;
}

} // namespace

void TestStartingRating::eloProvisionalEstablished()
{
    // Ann arrives at 1800, Bob at 1600: both established (no provisional
    // formula, no n/20), K 32 below 2100 (§3, "Established rating").
    // E(Ann) = 1 / (1 + 10^((1600 − 1800)/400)) = 1 / (1 + 10^−0.5) = 0.759747;
    // Ann wins: 32 · (1 − 0.759747) = 7.688 → +8, 1808; Bob −8, 1592.
    const EloProvisional rules;
    Replay replay(rules);
    replay.setStart(1, rules.startingState({1800.0, std::nullopt}));
    replay.setStart(2, rules.startingState({1600.0, std::nullopt}));
    QVERIFY(!rules.isProvisional(replay.state(1)));
    const Step step = replay.play(duel(1, 2).match());
    QCOMPARE(step.changes.size(), std::size_t{2});
    QCOMPARE(step.changes[0].before, 1800.0);
    RATING_COMPARE_NEAR(step.changes[0].expected, 1.0 / (1.0 + std::pow(10.0, -0.5)), 1e-12);
    QCOMPARE(step.changes[0].k, 32.0);
    QCOMPARE(step.changes[0].change, 8.0);
    QCOMPARE(step.changes[0].after, 1808.0);
    QVERIFY(!step.changes[0].provisionalBefore);
    QCOMPARE(step.changes[1].after, 1592.0);
    QCOMPARE(replay.state(1).games, 1); // the games he played, not the credit
    QCOMPARE(replay.state(1).rating, 1808.0);
}

void TestStartingRating::eloProvisionalAgainstNewcomer()
{
    // Ann (1800, established) beats Cid, new at 0 with no game: K · 0/20 = 0
    // for Ann; Cid's provisional rating Ea + 400 (G − P)/N = 1800 − 400 = 1400.
    const EloProvisional rules;
    Replay replay(rules);
    replay.setStart(1, rules.startingState({1800.0, std::nullopt}));
    const Step step = replay.play(duel(1, 3).match());
    QCOMPARE(step.changes.size(), std::size_t{2});
    QCOMPARE(step.changes[0].after, 1800.0);
    QCOMPARE(step.changes[0].k2, 0.0);
    QCOMPARE(step.changes[1].before, 0.0);
    QCOMPARE(step.changes[1].after, 1400.0);
    QVERIFY(step.changes[1].provisionalAfter);
}

void TestStartingRating::fermiFromTable()
{
    // §5's table for a player rated 4000: against 4100 a win gives +4, a loss
    // −4; the other side takes the opposite.
    const Fermi rules;
    Replay replay(rules);
    replay.setStart(1, rules.startingState({4000.0, std::nullopt}));
    replay.setStart(2, rules.startingState({4100.0, std::nullopt}));
    const Step step = replay.play(duel(1, 2).match());
    QCOMPARE(step.changes.size(), std::size_t{2});
    QCOMPARE(step.changes[0].after, 4004.0);
    QCOMPARE(step.changes[1].after, 4096.0);
}

void TestStartingRating::glicko2PaperExample()
{
    // Glickman's example (§7): the player 1500 / RD 200 / σ 0.06 beats
    // 1400 / RD 30, loses to 1550 / RD 100 and 1700 / RD 300, in one period:
    // 1464.06 / RD 151.52 / σ 0.05999. Everyone arrives with his starting
    // rating and RD; the volatility is the rule set's (0.06, the paper's).
    const Glicko2 rules;
    Replay replay(rules);
    replay.setStart(1, rules.startingState({1500.0, 200.0}));
    replay.setStart(2, rules.startingState({1400.0, 30.0}));
    replay.setStart(3, rules.startingState({1550.0, 100.0}));
    replay.setStart(4, rules.startingState({1700.0, 300.0}));
    const std::int32_t day = 19800; // one month: one period
    replay.play(duel(1, 2, 1, day).match());
    replay.play(duel(3, 1, 2, day).match());
    const Step last = replay.play(duel(4, 1, 3, day + 1).match());
    QCOMPARE(last.changes.size(), std::size_t{2});
    const PlayerState me = replay.state(1);
    RATING_COMPARE_NEAR(me.rating, 1464.06, 0.01);
    RATING_COMPARE_NEAR(me.deviation, 151.52, 0.01);
    RATING_COMPARE_NEAR(me.volatility, 0.05999, 0.00001);
    // Without an RD the rule set's initial one (350) is his.
    QCOMPARE(rules.startingState({1700.0, std::nullopt}).deviation, 350.0);
    QCOMPARE(rules.startingState({1700.0, std::nullopt}).rating, 1700.0);
}

void TestStartingRating::openSkillMeanAndSigma()
{
    // OpenSkill's rating is μ, its deviation σ, on the rule set's scale
    // (μ 25, σ 25/3 by default); the ordinal shown is μ − 3σ: 30 − 3·5 = 15.
    const OpenSkill rules;
    const PlayerState start = rules.startingState({30.0, 5.0});
    QCOMPARE(start.mean, 30.0);
    QCOMPARE(start.deviation, 5.0);
    QCOMPARE(start.rating, 15.0);
    QCOMPARE(rules.startingState({30.0, std::nullopt}).deviation, 25.0 / 3.0);
    Replay replay(rules);
    replay.setStart(1, start);
    const Step step = replay.play(duel(1, 2).match());
    QCOMPARE(step.changes.size(), std::size_t{2});
    QCOMPARE(step.changes[0].meanBefore, 30.0);
    QCOMPARE(step.changes[0].before, 15.0);
    QVERIFY(replay.state(1).mean > 30.0); // he won
}

void TestStartingRating::niveauStartingLevel()
{
    // §2's floor example with levels a starting rating gives: four players
    // arriving at 860 with no deal played (K1 1.2), a table of 24 deals
    // (K2 1): K 60, expected 0.5; scores 150, 50, −60, −140 end at 890,
    // 860 + 60·(½·⅔ + ½·190/290 − ½) = 869.655, and 850, 850 (the floor).
    const Niveau rules;
    Replay replay(rules);
    Table t;
    const std::vector<double> scores{150, 50, -60, -140};
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const auto player = static_cast<PlayerId>(i + 1);
        replay.setStart(player, rules.startingState({860.0, std::nullopt}));
        t.seats.push_back(scored(player, scores[i]));
    }
    t.deals = 24;
    const Step step = replay.play(t.match());
    QCOMPARE(step.changes.size(), std::size_t{4});
    RATING_COMPARE_NEAR(step.changes[0].after, 890.0, 1e-9);
    RATING_COMPARE_NEAR(step.changes[1].after, 860 + 60 * (0.5 * 2 / 3 + 0.5 * 190 / 290 - 0.5), 1e-9);
    QCOMPARE(step.changes[2].after, 850.0);
    QCOMPARE(step.changes[3].after, 850.0);
}

void TestStartingRating::refused()
{
    // Below a floor, no rating at all, a deviation where there is none,
    // out of range or not a number: refused, in words.
    QVERIFY(Niveau().validateStart({849.0, std::nullopt}).has_value());
    QVERIFY(!Niveau().validateStart({850.0, std::nullopt}).has_value());
    QVERIFY(EloProvisional().validateStart({-1.0, std::nullopt}).has_value());
    QVERIFY(PlacementPoints().validateStart({100.0, std::nullopt}).has_value());
    const auto deviation = EloProvisional().validateStart({1800.0, 50.0});
    QVERIFY(deviation.has_value());
    QCOMPARE(QString::fromStdString(deviation->english()),
             QStringLiteral("elo-provisional has no rating deviation: give the starting rating alone"));
    QVERIFY(!Glicko2().validateStart({1800.0, 50.0}).has_value());
    QVERIFY(Glicko2().validateStart({1800.0, 0.0}).has_value());
    QVERIFY(Glicko2().validateStart({1800.0, -5.0}).has_value());
    QVERIFY(Fermi().validateStart({std::nan(""), std::nullopt}).has_value());
    QVERIFY(Fermi().validateStart({MaxStartingRating + 1, std::nullopt}).has_value());
    QVERIFY(!Fermi().validateStart({-MaxStartingRating, std::nullopt}).has_value());
    QVERIFY(!OpenSkill().validateStart({30.0, 5.0}).has_value());
}

void TestStartingRating::freshStartLeavesUnusedStart()
{
    // A fresh start (a season) puts who has played back to the rule set's
    // start (fermi: 1000) and leaves a starting rating not yet used: Eve
    // arrives at 1200 and plays only after it.
    const Fermi rules;
    Replay replay(rules);
    replay.setFreshStarts({100});
    replay.setStart(1, rules.startingState({1500.0, std::nullopt}));
    replay.setStart(5, rules.startingState({1200.0, std::nullopt}));
    replay.play(duel(1, 2, 1, 50).match());
    QCOMPARE(replay.state(1).rating, 1500.0 + std::round(8.0 * (1.0 - 1.0 / (1.0 + std::pow(10.0, -0.5)))));
    const Step after = replay.play(duel(5, 1, 2, 120).match());
    QCOMPARE(after.changes.size(), std::size_t{2});
    QCOMPARE(after.changes[0].before, 1200.0);
    QCOMPARE(after.changes[1].before, 1000.0);
}

QTEST_APPLESS_MAIN(TestStartingRating)
#include "tst_startingrating.moc"

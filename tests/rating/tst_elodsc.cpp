// Tests of `elo-dsc`, the battle rating: RATING_RULES.md §4 and the worked
// example of seed 002 ("Principes classement ELO-DSC").

#include "ratingtest.h"

#include "rating/elodsc.h"

#include <QObject>
#include <QString>
#include <QTest>

using namespace ratingtest;

namespace {

/// A side of a battle with its morale (no rank: the morale gives the winner).
Participant side(PlayerId player, double morale, double lost)
{
    Participant p;
    p.player = player;
    p.morale = morale;
    p.moraleLost = lost;
    return p;
}

/// A battle between players 0 and 1 with an explicit outcome; `winner` is 0
/// or 1 (the better rank), -1 for equal ranks.
Table battle(Outcome outcome, int winner)
{
    Table t;
    t.seats = {ranked(0, winner == 1 ? 2 : 1), ranked(1, winner == 0 ? 2 : 1)};
    t.outcome = outcome;
    return t;
}

} // namespace

class TestEloDsc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workedExamples_data();
    void workedExamples();
    void truncationTowardZero_data();
    void truncationTowardZero();
    void moraleExample();
    void levelFromMorale_data();
    void levelFromMorale();
    void outcomeOverridesMorale();
    void outcomeWithScoresOnly();
    void freshPlayers();
    void eligibility_data();
    void eligibility();
    void invalidBattles_data();
    void invalidBattles();
    void entryRefusesImpossibleValues_data();
    void entryRefusesImpossibleValues();
    void finishFromTheResult_data();
    void finishFromTheResult();
};

void TestEloDsc::workedExamples_data()
{
    QTest::addColumn<double>("ratingA");
    QTest::addColumn<double>("ratingB");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("winner");
    QTest::addColumn<double>("afterA");
    QTest::addColumn<double>("afterB");

    // E_Frank = 1/(1+10^(50/400)) = 0.42854; 32·(1 − 0.42854) = 18.29 → 18.
    QTest::newRow("page: Frank 1400 beats Pascal 1450, result 1")
        << 1400.0 << 1450.0 << Outcome::VT << 0 << 1418.0 << 1432.0;
    // E_Frank = 1/(1+10^(400/400)) = 0.0909; 32·0.9091 = 29.09 → 29.
    QTest::newRow("page: Frank 1400 beats Pascal 1800, result 1")
        << 1400.0 << 1800.0 << Outcome::VT << 0 << 1429.0 << 1771.0;
    // Decision of §4: the same battle rated VP: 32·(0.7 − 0.42854) = 8.69 → 8.
    QTest::newRow("decision: 1400 beats 1450 rated VP") << 1400.0 << 1450.0 << Outcome::VP << 0 << 1408.0 << 1442.0;
    // 32·(0.6 − 0.42854) = 5.49 → 5.
    QTest::newRow("1400 beats 1450 AT") << 1400.0 << 1450.0 << Outcome::AT << 0 << 1405.0 << 1445.0;
    // 32·(0.8 − 0.42854) = 11.89 → 11.
    QTest::newRow("1400 beats 1450 V") << 1400.0 << 1450.0 << Outcome::V << 0 << 1411.0 << 1439.0;
    // A draw: 32·(0.5 − 0.42854) = 2.29 → 2.
    QTest::newRow("1400 draws 1450 (E)") << 1400.0 << 1450.0 << Outcome::E << -1 << 1402.0 << 1448.0;
    // The favourite wins: 32·(1 − 0.57146) = 13.71 → 13.
    QTest::newRow("1450 beats 1400 VT") << 1450.0 << 1400.0 << Outcome::VT << 0 << 1463.0 << 1387.0;
    // The winner is the second seat.
    QTest::newRow("1450 loses to 1400 VT (winner second)") << 1450.0 << 1400.0 << Outcome::VT << 1 << 1432.0 << 1418.0;
    // 32·(0.6 − 0.5) = 3.2 → 3.
    QTest::newRow("equal ratings AT") << 1600.0 << 1600.0 << Outcome::AT << 0 << 1603.0 << 1597.0;
    // 32·(0.3 − 0.90909) = −19.49 → −19 (toward zero, not −20).
    QTest::newRow("1800 loses VP to 1400") << 1800.0 << 1400.0 << Outcome::VP << 1 << 1781.0 << 1419.0;
}

void TestEloDsc::workedExamples()
{
    QFETCH(double, ratingA);
    QFETCH(double, ratingB);
    QFETCH(Outcome, outcome);
    QFETCH(int, winner);
    QFETCH(double, afterA);
    QFETCH(double, afterB);

    const EloDsc rules;
    const Played played = playOne(rules, battle(outcome, winner), {state(ratingA, 3), state(ratingB, 7)});
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, UnratedReason::None);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].after, afterA);
    QCOMPARE(played.changes[1].after, afterB);
    QCOMPARE(played.states[0].rating, afterA);
    QCOMPARE(played.states[1].rating, afterB);
    QCOMPARE(played.states[0].games, 4);
    QCOMPARE(played.states[1].games, 8);
    for (const RatingChange& rc : played.changes) {
        QCOMPARE(rc.outcome, outcome);
        QCOMPARE(rc.rounding, Rounding::Trunc);
        QCOMPARE(rc.k, 32.0);
    }
    // The value of the level for the winner and the loser (§4 table).
    const double value = outcome == Outcome::VT   ? 1.0
                         : outcome == Outcome::V  ? 0.8
                         : outcome == Outcome::VP ? 0.7
                         : outcome == Outcome::AT ? 0.6
                                                  : 0.5;
    QCOMPARE(played.changes[0].actual, winner == 1 ? 1.0 - value : value);
    QCOMPARE(played.changes[1].actual, winner == 1 ? value : 1.0 - value);
    // The expected results of the page: 0.429 / 0.571 and 0.09 / 0.91.
    RATING_COMPARE_NEAR(played.changes[0].expected + played.changes[1].expected, 1.0, 1e-12);
    if (ratingA == 1400.0 && ratingB == 1450.0) {
        RATING_COMPARE_NEAR(played.changes[0].expected, 0.429, 5e-4);
    }
    if (ratingA == 1400.0 && ratingB == 1800.0) {
        RATING_COMPARE_NEAR(played.changes[0].expected, 0.09, 5e-3);
        RATING_COMPARE_NEAR(played.changes[1].expected, 0.91, 5e-3);
    }
    // Same K on both sides: the changes are exactly opposite.
    QCOMPARE(played.changes[0].change, -played.changes[1].change);
}

void TestEloDsc::truncationTowardZero_data()
{
    QTest::addColumn<double>("ratingA");
    QTest::addColumn<double>("ratingB");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("winner");
    QTest::addColumn<double>("rawA");
    QTest::addColumn<double>("changeA");

    // 32·(0 − 0.57146) = −18.287: the page's 1432 means −18, not −19.
    QTest::newRow("Pascal 1450 loses VT: -18.29 -> -18") << 1450.0 << 1400.0 << Outcome::VT << 1 << -18.2868 << -18.0;
    // 32·(0.3 − 0.57146) = −8.687 → −8 (floor would give −9).
    QTest::newRow("1450 loses VP: -8.69 -> -8") << 1450.0 << 1400.0 << Outcome::VP << 1 << -8.6868 << -8.0;
    QTest::newRow("1400 wins VP: +8.69 -> +8") << 1400.0 << 1450.0 << Outcome::VP << 0 << 8.6868 << 8.0;
    // 32·(0 − 0.90909) = −29.09 → −29 (page: 1771).
    QTest::newRow("1800 loses VT: -29.09 -> -29") << 1800.0 << 1400.0 << Outcome::VT << 1 << -29.0909 << -29.0;
    // 32·(0.5 − 0.57146) = −2.287 → −2.
    QTest::newRow("1450 draws: -2.29 -> -2") << 1450.0 << 1400.0 << Outcome::E << -1 << -2.2868 << -2.0;
    // 32·(0.4 − 0.90909) = −16.29 → −16.
    QTest::newRow("1800 loses AT: -16.29 -> -16") << 1800.0 << 1400.0 << Outcome::AT << 1 << -16.2909 << -16.0;
    // 32·(0.2 − 0.5) = −9.6 → −9 (rounding would give −10).
    QTest::newRow("equal, loses V: -9.6 -> -9") << 1500.0 << 1500.0 << Outcome::V << 1 << -9.6 << -9.0;
}

void TestEloDsc::truncationTowardZero()
{
    QFETCH(double, ratingA);
    QFETCH(double, ratingB);
    QFETCH(Outcome, outcome);
    QFETCH(int, winner);
    QFETCH(double, rawA);
    QFETCH(double, changeA);

    const EloDsc rules;
    const Played played = playOne(rules, battle(outcome, winner), {state(ratingA, 1), state(ratingB, 1)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    RATING_COMPARE_NEAR(played.changes[0].rawChange, rawA, 1e-4);
    QCOMPARE(played.changes[0].change, changeA);
    QCOMPARE(played.changes[0].after, ratingA + changeA);
    QCOMPARE(played.changes[1].change, -changeA);
    QCOMPARE(played.changes[1].after, ratingB - changeA);
}

void TestEloDsc::moraleExample()
{
    // Seed 002: Frank (1400) morale 300, lost 80 (27 %); Pascal (1450) morale
    // 200, lost 130 (65 %): gap 38 points → VP for Frank → 1408 / 1442.
    const EloDsc rules;
    Table t;
    t.seats = {side(0, 300, 80), side(1, 200, 130)};
    const Played played = playOne(rules, t, {state(1400, 0), state(1450, 12)});
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, UnratedReason::None);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].outcome, Outcome::VP);
    QCOMPARE(played.changes[0].actual, 0.7);
    QCOMPARE(played.changes[1].actual, 1.0 - 0.7);
    QCOMPARE(played.changes[0].after, 1408.0);
    QCOMPARE(played.changes[1].after, 1442.0);
    // Frank is the winner for the placement points.
    QCOMPARE(played.changes[0].position, 1.0);
    QCOMPARE(played.changes[1].position, 2.0);
}

void TestEloDsc::levelFromMorale_data()
{
    QTest::addColumn<double>("moraleA");
    QTest::addColumn<double>("lostA");
    QTest::addColumn<double>("moraleB");
    QTest::addColumn<double>("lostB");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("winner"); // 0, 1, or -1 for a draw

    // The gap d in percentage points between the loss ratios: E if d < 10,
    // AT if d < 25, VP if d < 50, V otherwise; boundaries exactly on 10/25/50.
    QTest::newRow("d = 0: E") << 100.0 << 20.0 << 100.0 << 20.0 << Outcome::E << -1;
    QTest::newRow("d = 9: E") << 100.0 << 0.0 << 100.0 << 9.0 << Outcome::E << -1;
    QTest::newRow("d = 9.99: E") << 1000.0 << 0.0 << 1000.0 << 99.9 << Outcome::E << -1;
    QTest::newRow("d = 10 exactly (0 % vs 10 %): AT") << 100.0 << 0.0 << 100.0 << 10.0 << Outcome::AT << 0;
    QTest::newRow("d = 10 exactly (20 % vs 30 %): AT") << 100.0 << 20.0 << 100.0 << 30.0 << Outcome::AT << 0;
    QTest::newRow("d = 10 exactly (10 % of 300 vs 20 % of 200): AT")
        << 300.0 << 30.0 << 200.0 << 40.0 << Outcome::AT << 0;
    QTest::newRow("d = 24: AT") << 100.0 << 10.0 << 100.0 << 34.0 << Outcome::AT << 0;
    QTest::newRow("d = 25 exactly (10 % vs 35 %): VP") << 100.0 << 10.0 << 100.0 << 35.0 << Outcome::VP << 0;
    QTest::newRow("d = 25 exactly (0 % vs 25 %): VP") << 100.0 << 0.0 << 100.0 << 25.0 << Outcome::VP << 0;
    QTest::newRow("page: 26.7 % vs 65 %: VP") << 300.0 << 80.0 << 200.0 << 130.0 << Outcome::VP << 0;
    QTest::newRow("d = 49: VP") << 100.0 << 0.0 << 100.0 << 49.0 << Outcome::VP << 0;
    QTest::newRow("d = 50 exactly (20 % vs 70 %): V") << 100.0 << 20.0 << 100.0 << 70.0 << Outcome::V << 0;
    QTest::newRow("d = 50 exactly (0 % vs 50 %): V") << 100.0 << 0.0 << 100.0 << 50.0 << Outcome::V << 0;
    QTest::newRow("d = 99: V") << 100.0 << 0.0 << 100.0 << 99.0 << Outcome::V << 0;
    QTest::newRow("second side wins AT") << 100.0 << 20.0 << 100.0 << 0.0 << Outcome::AT << 1;
    QTest::newRow("second side wins V") << 200.0 << 150.0 << 100.0 << 10.0 << Outcome::V << 1;
    QTest::newRow("first side routed: VT for the second") << 100.0 << 100.0 << 100.0 << 10.0 << Outcome::VT << 1;
    QTest::newRow("first side lost more than its morale: VT") << 100.0 << 130.0 << 100.0 << 99.0 << Outcome::VT << 1;
    QTest::newRow("second side routed: VT for the first") << 300.0 << 290.0 << 200.0 << 200.0 << Outcome::VT << 0;
    QTest::newRow("both routed: E") << 100.0 << 100.0 << 200.0 << 250.0 << Outcome::E << -1;
}

void TestEloDsc::levelFromMorale()
{
    QFETCH(double, moraleA);
    QFETCH(double, lostA);
    QFETCH(double, moraleB);
    QFETCH(double, lostB);
    QFETCH(Outcome, outcome);
    QFETCH(int, winner);

    const EloDsc rules;
    Table t;
    t.seats = {side(0, moraleA, lostA), side(1, moraleB, lostB)};
    const Played played = playOne(rules, t); // both fresh at 1400
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].outcome, outcome);
    QCOMPARE(played.changes[1].outcome, outcome);

    const double value = outcome == Outcome::VT   ? 1.0
                         : outcome == Outcome::V  ? 0.8
                         : outcome == Outcome::VP ? 0.7
                         : outcome == Outcome::AT ? 0.6
                                                  : 0.5;
    const double resultA = winner == 1 ? 1.0 - value : value;
    QCOMPARE(played.changes[0].actual, resultA);
    QCOMPARE(played.changes[1].actual, 1.0 - resultA);
    // Both start at 1400 (E = 0.5): change = trunc(32·(S − 0.5)).
    QCOMPARE(played.changes[0].after, 1400.0 + std::trunc(32.0 * (resultA - 0.5)));
    QCOMPARE(played.changes[1].after, 1400.0 - std::trunc(32.0 * (resultA - 0.5)));
    // Positions for the placement points: winner 1, loser 2, a draw is a tie.
    QCOMPARE(played.changes[0].position, winner == -1 ? 1.5 : (winner == 0 ? 1.0 : 2.0));
    QCOMPARE(played.changes[1].position, winner == -1 ? 1.5 : (winner == 1 ? 1.0 : 2.0));

    // The public helper gives the same level.
    const EloDsc::Level level = rules.levelFromMorale(lostA, moraleA, lostB, moraleB);
    QCOMPARE(level.outcome, outcome);
    QCOMPARE(level.winner, winner);
}

void TestEloDsc::outcomeOverridesMorale()
{
    // The morale says VP for the first side; the entered outcome (E) wins.
    const EloDsc rules;
    Table t;
    t.seats = {side(0, 300, 80), side(1, 200, 130)};
    t.seats[0].rank = 1;
    t.seats[1].rank = 1;
    t.outcome = Outcome::E;
    const Played played = playOne(rules, t, {state(1400, 1), state(1450, 1)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].outcome, Outcome::E);
    QCOMPARE(played.changes[0].after, 1402.0);
    QCOMPARE(played.changes[1].after, 1448.0);

    // An outcome V with the second side ranked first: the second side wins,
    // although the morale favours the first.
    t.seats[0].rank = 2;
    t.outcome = Outcome::V;
    const Played second = playOne(rules, t, {state(1400, 1), state(1450, 1)});
    QCOMPARE(second.changes.size(), std::size_t{2});
    QCOMPARE(second.changes[0].outcome, Outcome::V);
    QCOMPARE(second.changes[0].actual, 1.0 - 0.8);
    // 32·(0.2 − 0.42854) = −7.31 → −7; the other side +7.
    QCOMPARE(second.changes[0].after, 1393.0);
    QCOMPARE(second.changes[1].after, 1457.0);
}

void TestEloDsc::outcomeWithScoresOnly()
{
    // §1: ranks derive from the scores when `rank` is empty; §4: with an
    // outcome the winner is the better rank. A VT with scores 12 / 3 and no
    // ranks is therefore Frank's win (1418 / 1432), not an invalid battle.
    const EloDsc rules;
    Table t;
    t.seats = {scored(0, 12), scored(1, 3)};
    t.outcome = Outcome::VT;
    QVERIFY(!rules.validate(t.match()).has_value());
    const Played played = playOne(rules, t, {state(1400, 1), state(1450, 1)});
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].after, 1418.0);
    QCOMPARE(played.changes[1].after, 1432.0);
}

void TestEloDsc::freshPlayers()
{
    // Start 1400, K 32: two new players, a VT → ±trunc(32·0.5) = ±16.
    const EloDsc rules;
    QCOMPARE(rules.initialRating(), 1400.0);
    const Played played = playOne(rules, battle(Outcome::VT, 0));
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].before, 1400.0);
    QCOMPARE(played.changes[0].after, 1416.0);
    QCOMPARE(played.changes[1].after, 1384.0);
    QCOMPARE(played.states[0].games, 1);
    QCOMPARE(played.states[0].wins, 1);
    QCOMPARE(played.states[1].losses, 1);
}

void TestEloDsc::eligibility_data()
{
    QTest::addColumn<int>("armyA"); // -1 = not given
    QTest::addColumn<int>("armyB");
    QTest::addColumn<int>("turnsA");
    QTest::addColumn<int>("turnsB");
    QTest::addColumn<int>("duration");
    QTest::addColumn<UnratedReason>("reason");

    QTest::newRow("nothing given: rated") << -1 << -1 << -1 << -1 << -1 << UnratedReason::None;
    QTest::newRow("1400 points, 180 min, same turns: rated") << 1400 << 1400 << 6 << 6 << 180 << UnratedReason::None;
    QTest::newRow("2000 points, 240 min: rated") << 2000 << 2000 << -1 << -1 << 240 << UnratedReason::None;
    QTest::newRow("armies differ") << 1400 << 1500 << -1 << -1 << -1 << UnratedReason::ArmyPointsDiffer;
    QTest::newRow("armies differ by one point") << 1600 << 1601 << 6 << 6 << 200 << UnratedReason::ArmyPointsDiffer;
    QTest::newRow("armies below 1400") << 1300 << 1300 << -1 << -1 << -1 << UnratedReason::ArmyPointsTooLow;
    QTest::newRow("armies at 1399") << 1399 << 1399 << 6 << 6 << 180 << UnratedReason::ArmyPointsTooLow;
    QTest::newRow("179 minutes") << 1400 << 1400 << 6 << 6 << 179 << UnratedReason::TooShort;
    QTest::newRow("60 minutes, nothing else given") << -1 << -1 << -1 << -1 << 60 << UnratedReason::TooShort;
    QTest::newRow("turns differ") << 1400 << 1400 << 6 << 7 << 180 << UnratedReason::TurnsDiffer;
    QTest::newRow("turns differ, nothing else given") << -1 << -1 << 5 << 4 << -1 << UnratedReason::TurnsDiffer;
}

void TestEloDsc::eligibility()
{
    QFETCH(int, armyA);
    QFETCH(int, armyB);
    QFETCH(int, turnsA);
    QFETCH(int, turnsB);
    QFETCH(int, duration);
    QFETCH(UnratedReason, reason);

    const EloDsc rules;
    Table t = battle(Outcome::VT, 0);
    if (armyA >= 0) {
        t.seats[0].armyPoints = armyA;
        t.seats[1].armyPoints = armyB;
    }
    if (turnsA >= 0) {
        t.seats[0].turns = turnsA;
        t.seats[1].turns = turnsB;
    }
    if (duration >= 0) {
        t.durationMin = duration;
    }
    QCOMPARE(rules.eligibility(t.match()), reason);

    const std::vector<PlayerState> before = {state(1400, 5), state(1450, 9)};
    const Played played = playOne(rules, t, before);
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, reason);
    if (reason == UnratedReason::None) {
        QCOMPARE(played.changes.size(), std::size_t{2});
        QCOMPARE(played.states[0].rating, 1418.0);
        QCOMPARE(played.states[1].rating, 1432.0);
        QCOMPARE(played.states[0].games, 6);
        QCOMPARE(played.states[1].games, 10);
    } else {
        // Kept unrated: no record, no change, counts nowhere.
        QVERIFY(played.changes.empty());
        QVERIFY(sameState(played.states[0], before[0]));
        QVERIFY(sameState(played.states[1], before[1]));
    }
}

void TestEloDsc::invalidBattles_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("no outcome and no morale") << 0;
    QTest::newRow("an outcome other than E without a winner") << 1;
    QTest::newRow("ranks contradict the morale") << 2;
    QTest::newRow("army points for one side only") << 3;
    QTest::newRow("morale 0") << 4;
    QTest::newRow("three sides") << 5;
}

void TestEloDsc::invalidBattles()
{
    QFETCH(int, kind);
    const EloDsc rules;
    Table t;
    switch (kind) {
    case 0:
        t.seats = {ranked(0, 1), ranked(1, 2)};
        break;
    case 1:
        t = battle(Outcome::V, -1);
        break;
    case 2:
        t.seats = {side(0, 300, 80), side(1, 200, 130)};
        t.seats[0].rank = 2;
        t.seats[1].rank = 1;
        break;
    case 3:
        t = battle(Outcome::VT, 0);
        t.seats[0].armyPoints = 1500;
        break;
    case 4:
        t.seats = {side(0, 0, 0), side(1, 200, 130)};
        break;
    default:
        t = battle(Outcome::VT, 0);
        t.seats.push_back(ranked(2, 3));
        break;
    }
    QVERIFY(rules.validate(t.match()).has_value());
    const std::vector<PlayerState> before = {state(1400, 5), state(1450, 9), state(1500, 2)};
    const Played played = playOne(rules, t, before);
    QVERIFY(played.invalid);
    QVERIFY(played.changes.empty());
    for (std::size_t i = 0; i < played.states.size(); ++i) {
        QVERIFY(sameState(played.states[i], before[i]));
    }
}

void TestEloDsc::entryRefusesImpossibleValues_data()
{
    // Which side and field a person must correct (issue 20, item 5), and the
    // start of the message; "" when the entry is accepted.
    QTest::addColumn<double>("lostA");
    QTest::addColumn<int>("turnsA");
    QTest::addColumn<int>("turnsB");
    QTest::addColumn<int>("participant");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("a side lost all its morale: routed, accepted") << 40.0 << 6 << 6 << -1 << QString() << QString();
    QTest::newRow("a side lost more than its morale")
        << 41.0 << 6 << 6 << 0 << QStringLiteral("morale_lost")
        << QStringLiteral("the morale lost (41) is more than the initial morale (40)");
    QTest::newRow("no turn played") << 10.0 << 0 << 0 << 0 << QStringLiteral("turns")
                                    << QStringLiteral("the number of turns must be at least 1, not 0");
    QTest::newRow("turns negative on the second side")
        << 10.0 << 6 << -2 << 1 << QStringLiteral("turns")
        << QStringLiteral("the number of turns must be at least 1, not -2");
    QTest::newRow("one turn each") << 10.0 << 1 << 1 << -1 << QString() << QString();
}

void TestEloDsc::entryRefusesImpossibleValues()
{
    QFETCH(double, lostA);
    QFETCH(int, turnsA);
    QFETCH(int, turnsB);
    QFETCH(int, participant);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const EloDsc rules;
    Table t;
    t.seats = {side(0, 40, lostA), side(1, 40, 10)};
    t.seats[0].turns = turnsA;
    t.seats[1].turns = turnsB;
    const auto error = rules.validateEntry(t.match());
    if (message.isEmpty()) {
        QVERIFY2(!error, error ? error->english().c_str() : "");
        return;
    }
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->english()).startsWith(message), error->english().c_str());
    QCOMPARE(error->participant, participant);
    QVERIFY(error->field);
    QCOMPARE(QString::fromLatin1(palmares::rating::fieldKey(*error->field)), field);
    // A club's history is replayed as before: a loss beyond the morale is a
    // rout (VT for the other side), the same turns (even none) are eligible.
    QVERIFY(!rules.validate(t.match()));
}

void TestEloDsc::finishFromTheResult_data()
{
    // The places and level a battle's own fields give: what the results list
    // shows and the result dialog sets the ranks from.
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("placed");
    QTest::addColumn<bool>("byResult");
    QTest::addColumn<QString>("places");
    QTest::addColumn<Outcome>("outcome");
    QTest::newRow("the page's battle: VP for the first") << 0 << true << true << QStringLiteral("1 2") << Outcome::VP;
    QTest::newRow("a gap under 10 points: a draw, both first")
        << 1 << true << true << QStringLiteral("1 1") << Outcome::E;
    QTest::newRow("the second side routed the first") << 2 << true << true << QStringLiteral("2 1") << Outcome::VT;
    QTest::newRow("ranks beside the morale do not decide") << 3 << true << true << QStringLiteral("1 2") << Outcome::VP;
    QTest::newRow("an outcome entered: the better rank wins")
        << 4 << true << false << QStringLiteral("2 1") << Outcome::V;
    QTest::newRow("an outcome E: a draw whatever the ranks")
        << 5 << true << true << QStringLiteral("1 1") << Outcome::E;
    QTest::newRow("an outcome without a winner") << 6 << false << false << QString() << Outcome::AT;
    QTest::newRow("the morale of one side only: the ranks")
        << 7 << true << false << QStringLiteral("1 2") << Outcome::None;
}

void TestEloDsc::finishFromTheResult()
{
    QFETCH(int, kind);
    QFETCH(bool, placed);
    QFETCH(bool, byResult);
    QFETCH(QString, places);
    QFETCH(Outcome, outcome);
    const EloDsc rules;
    Table t;
    switch (kind) {
    case 0:
        t.seats = {side(0, 300, 80), side(1, 200, 130)};
        break;
    case 1:
        t.seats = {side(0, 40, 10), side(1, 40, 12)};
        break;
    case 2:
        t.seats = {side(0, 40, 40), side(1, 40, 12)};
        break;
    case 3:
        t.seats = {side(0, 300, 80), side(1, 200, 130)};
        t.seats[0].rank = 2;
        t.seats[1].rank = 1;
        break;
    case 4:
        t = battle(Outcome::V, 1);
        break;
    case 5:
        t = battle(Outcome::E, 0);
        break;
    case 6:
        t = battle(Outcome::AT, -1);
        break;
    default:
        t.seats = {ranked(0, 1), side(1, 40, 12)};
        t.seats[1].rank = 2;
        break;
    }
    std::array<int, 2> place = {0, 0};
    const palmares::rating::Finish f = rules.finish(t.match(), place);
    QCOMPARE(f.placed, placed);
    QCOMPARE(f.byResult, byResult);
    QCOMPARE(f.outcome, outcome);
    if (placed) {
        QCOMPARE(QStringLiteral("%1 %2").arg(place[0]).arg(place[1]), places);
    }
}

QTEST_APPLESS_MAIN(TestEloDsc)
#include "tst_elodsc.moc"

// Tests of `fermi`, the zero-sum duel rating: RATING_RULES.md §5 and the
// 42-row table of seed 003 ("Le calcul de la cote").

#include "ratingtest.h"

#include "rating/fermi.h"

#include <QObject>
#include <QTest>

using namespace ratingtest;

class TestFermi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedTable_data();
    void seedTable();
    void draws_data();
    void draws();
    void halfAwayFromZero();
    void voidMatch();
    void sameHousehold_data();
    void sameHousehold();
    void leaverLoses_data();
    void leaverLoses();
    void defaults();
};

void TestFermi::seedTable_data()
{
    QTest::addColumn<double>("me");
    QTest::addColumn<double>("result");
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("points");

    // The seed's table, row by row: "4000 1.0 5000 1000->7" = a 4000 who
    // beats a 5000 (difference 1000) gains 7 points.
    struct Row {
        double opponent;
        double win;
        double loss;
    };
    static constexpr Row Rows[] = {
        {5000, 7, -1}, {4900, 7, -1}, {4800, 7, -1}, {4700, 7, -1}, {4600, 6, -2}, {4500, 6, -2}, {4400, 6, -2},
        {4300, 5, -3}, {4200, 5, -3}, {4100, 4, -4}, {4000, 4, -4}, {3900, 4, -4}, {3800, 3, -5}, {3700, 3, -5},
        {3600, 2, -6}, {3500, 2, -6}, {3400, 2, -6}, {3300, 1, -7}, {3200, 1, -7}, {3100, 1, -7}, {3000, 1, -7},
    };
    for (const Row& row : Rows) {
        QTest::addRow("4000 1.0 %d %d->%d", static_cast<int>(row.opponent), static_cast<int>(row.opponent - 4000),
                      static_cast<int>(row.win))
            << 4000.0 << 1.0 << row.opponent << row.win;
    }
    for (const Row& row : Rows) {
        QTest::addRow("4000 0.0 %d %d->%d", static_cast<int>(row.opponent), static_cast<int>(row.opponent - 4000),
                      static_cast<int>(row.loss))
            << 4000.0 << 0.0 << row.opponent << row.loss;
    }
}

void TestFermi::seedTable()
{
    QFETCH(double, me);
    QFETCH(double, result);
    QFETCH(double, opponent);
    QFETCH(double, points);

    const Fermi rules;
    Table t;
    t.seats = {ranked(0, result > 0.5 ? 1 : 2), ranked(1, result > 0.5 ? 2 : 1)};
    const Played played = playOne(rules, t, {state(me, 10), state(opponent, 10)});
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, UnratedReason::None);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].actual, result);
    QCOMPARE(played.changes[0].change, points);
    QCOMPARE(played.changes[0].after, me + points);
    // Zero-sum: the opponent loses exactly what I gain.
    QCOMPARE(played.changes[1].change, -points);
    QCOMPARE(played.changes[1].after, opponent - points);
    QCOMPARE(played.states[0].rating + played.states[1].rating, me + opponent);
    QCOMPARE(played.changes[0].rounding, Rounding::Round);
    // The public helper agrees.
    QCOMPARE(rules.points(me, opponent, result), points);
}

void TestFermi::draws_data()
{
    QTest::addColumn<double>("me");
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("points");

    // A draw is 0.5: round(8·(0.5 − expected)), expected = 1/(1+10^((opp−me)/1000)).
    QTest::newRow("equal ratings: 0") << 4000.0 << 4000.0 << 0.0;
    // 8·(0.5 − 0.0909) = 3.27 → 3
    QTest::newRow("against 1000 more: +3") << 4000.0 << 5000.0 << 3.0;
    // 8·(0.5 − 0.9091) = −3.27 → −3
    QTest::newRow("against 1000 less: -3") << 4000.0 << 3000.0 << -3.0;
    // 8·(0.5 − 0.3869) = 0.905 → 1
    QTest::newRow("against 200 more: +1") << 1000.0 << 1200.0 << 1.0;
    // 8·(0.5 − 0.4712) = 0.23 → 0
    QTest::newRow("against 50 more: 0") << 1000.0 << 1050.0 << 0.0;
}

void TestFermi::draws()
{
    QFETCH(double, me);
    QFETCH(double, opponent);
    QFETCH(double, points);

    const Fermi rules;
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 1)};
    const Played played = playOne(rules, t, {state(me, 3), state(opponent, 3)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].actual, 0.5);
    QCOMPARE(played.changes[0].change, points);
    QCOMPARE(played.changes[1].change, -points);
    QCOMPARE(played.states[0].draws, 1);
    QCOMPARE(played.states[1].draws, 1);
}

void TestFermi::halfAwayFromZero()
{
    // max_gain 9, equal ratings: 9·(1 − 0.5) = 4.5 → 5 and −4.5 → −5 (half
    // away from zero, not to even).
    Fermi rules;
    QVERIFY(!rules.setParameter("max_gain", "9").has_value());
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    const Played played = playOne(rules, t, {state(1000, 1), state(1000, 1)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].rawChange, 4.5);
    QCOMPARE(played.changes[0].change, 5.0);
    QCOMPARE(played.changes[1].change, -5.0);
    QCOMPARE(played.states[0].rating, 1005.0);
    QCOMPARE(played.states[1].rating, 995.0);
}

void TestFermi::voidMatch()
{
    const Fermi rules;
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    t.isVoid = true;
    const std::vector<PlayerState> before = {state(1200, 4), state(900, 6)};
    QCOMPARE(rules.eligibility(t.match()), UnratedReason::Void);
    const Played played = playOne(rules, t, before);
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, UnratedReason::Void);
    QVERIFY(played.changes.empty());
    QVERIFY(sameState(played.states[0], before[0]));
    QVERIFY(sameState(played.states[1], before[1]));
}

void TestFermi::sameHousehold_data()
{
    QTest::addColumn<qint64>("householdA");
    QTest::addColumn<qint64>("householdB");
    QTest::addColumn<UnratedReason>("reason");

    QTest::newRow("same household") << qint64{7} << qint64{7} << UnratedReason::SameHousehold;
    QTest::newRow("different households") << qint64{7} << qint64{8} << UnratedReason::None;
    QTest::newRow("one without a household") << qint64{0} << qint64{8} << UnratedReason::None;
    QTest::newRow("neither has a household") << qint64{0} << qint64{0} << UnratedReason::None;
}

void TestFermi::sameHousehold()
{
    QFETCH(qint64, householdA);
    QFETCH(qint64, householdB);
    QFETCH(UnratedReason, reason);

    const Fermi rules;
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    t.seats[0].household = householdA;
    t.seats[1].household = householdB;
    const std::vector<PlayerState> before = {state(1000, 2), state(1000, 2)};
    const Played played = playOne(rules, t, before);
    QVERIFY(!played.invalid);
    QCOMPARE(played.reason, reason);
    if (reason == UnratedReason::None) {
        QCOMPARE(played.changes.size(), std::size_t{2});
        QCOMPARE(played.states[0].rating, 1004.0);
        QCOMPARE(played.states[1].rating, 996.0);
    } else {
        QVERIFY(played.changes.empty());
        QVERIFY(sameState(played.states[0], before[0]));
        QVERIFY(sameState(played.states[1], before[1]));
    }
}

void TestFermi::leaverLoses_data()
{
    QTest::addColumn<double>("ratingA");
    QTest::addColumn<double>("ratingB");
    QTest::addColumn<int>("rankA");
    QTest::addColumn<int>("rankB");
    QTest::addColumn<bool>("leftA");
    QTest::addColumn<bool>("leftB");
    QTest::addColumn<double>("changeA");

    // A leaver counts as having lost, whatever the ranks say.
    QTest::newRow("leaver ranked first loses") << 1000.0 << 1000.0 << 1 << 2 << true << false << -4.0;
    QTest::newRow("leaver ranked last loses") << 1000.0 << 1000.0 << 2 << 1 << true << false << -4.0;
    QTest::newRow("leaver in a draw loses") << 1000.0 << 1000.0 << 1 << 1 << true << false << -4.0;
    // The table: a 4000 losing to a 5000 loses 1; losing to a 3000 loses 7.
    QTest::newRow("4000 leaves while ahead of a 5000") << 4000.0 << 5000.0 << 1 << 2 << true << false << -1.0;
    QTest::newRow("4000 leaves while ahead of a 3000") << 4000.0 << 3000.0 << 1 << 2 << true << false << -7.0;
    // The opponent leaves: I win (4000 beating a 3000: +1).
    QTest::newRow("opponent leaves while ahead") << 4000.0 << 3000.0 << 2 << 1 << false << true << 1.0;
    // Both leave: the ranks decide.
    QTest::newRow("both leave: ranks decide") << 4000.0 << 5000.0 << 1 << 2 << true << true << 7.0;
}

void TestFermi::leaverLoses()
{
    QFETCH(double, ratingA);
    QFETCH(double, ratingB);
    QFETCH(int, rankA);
    QFETCH(int, rankB);
    QFETCH(bool, leftA);
    QFETCH(bool, leftB);
    QFETCH(double, changeA);

    const Fermi rules;
    Table t;
    t.seats = {ranked(0, rankA), ranked(1, rankB)};
    t.seats[0].left = leftA;
    t.seats[1].left = leftB;
    const Played played = playOne(rules, t, {state(ratingA, 5), state(ratingB, 5)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].change, changeA);
    QCOMPARE(played.changes[1].change, -changeA);
    QCOMPARE(played.states[0].rating, ratingA + changeA);
    QCOMPARE(played.states[1].rating, ratingB - changeA);
    QCOMPARE(played.changes[0].left, leftA);
    if (leftA != leftB) {
        // The leaver is last for the placement points (67 of a duel's 200).
        const std::size_t leaver = leftA ? 0 : 1;
        QCOMPARE(played.changes[leaver].actual, 0.0);
        QCOMPARE(played.changes[leaver].position, 2.0);
        QCOMPARE(played.changes[1 - leaver].position, 1.0);
        QCOMPARE(played.states[leaver].losses, 1);
    }
}

void TestFermi::defaults()
{
    // Start 1000, max_gain 8, T 1000: two new players, the winner gains 4.
    const Fermi rules;
    QCOMPARE(rules.initialRating(), 1000.0);
    Table t;
    t.seats = {ranked(3, 2), ranked(4, 1)};
    const Played played = playOne(rules, t);
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].before, 1000.0);
    QCOMPARE(played.changes[0].after, 996.0);
    QCOMPARE(played.changes[1].after, 1004.0);
    // Ranks derived from scores when no rank is given.
    Table scores;
    scores.seats = {scored(3, 120), scored(4, 340)};
    const Played byScore = playOne(rules, scores);
    QCOMPARE(byScore.changes.size(), std::size_t{2});
    QCOMPARE(byScore.changes[1].after, 1004.0);
}

QTEST_APPLESS_MAIN(TestFermi)
#include "tst_fermi.moc"

// Tests of `niveau`, the table level of card games: RATING_RULES.md §2 and
// seed 000 ("Système de niveaux").

#include "ratingtest.h"

#include "rating/niveau.h"

#include <QList>
#include <QObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace ratingtest;

namespace {

/// A table of players 0…n−1 with the given scores, leavers and deals.
Table table(const QList<double>& scores, int deals, const QList<bool>& left = {})
{
    Table t;
    for (qsizetype i = 0; i < scores.size(); ++i) {
        t.seats.push_back(scored(static_cast<PlayerId>(i), scores[i], i < left.size() && left[i]));
    }
    t.deals = deals;
    return t;
}

/// Everyone at `level` with `deals` deals already played.
std::vector<PlayerState> everyone(qsizetype n, double level, int deals)
{
    return std::vector<PlayerState>(static_cast<std::size_t>(n), state(level, 10, deals));
}

/// An experienced table (300+ deals, level < 2000: K1 = 1) of more than 20
/// deals (K2 = 1), everyone at 1500 (expected 0.5): K = 50 and the new level
/// is 1500 + 50·(result − 0.5).
constexpr double Level = 1500.0;
constexpr int Experienced = 1000;
constexpr int LongTable = 24;

} // namespace

class TestNiveau : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void result_data();
    void result();
    void expectedClamp_data();
    void expectedClamp();
    void expectedAtTable_data();
    void expectedAtTable();
    void k1_data();
    void k1();
    void k2_data();
    void k2();
    void concreteTable();
    void floor();
    void extremeScores_data();
    void extremeScores();
    void leaver_data();
    void leaver();
    void experience_data();
    void experience();
    void experienceAfterFloor();
    void categories_data();
    void categories();
};

void TestNiveau::result_data()
{
    QTest::addColumn<QList<double>>("scores");
    QTest::addColumn<QList<double>>("results");

    // result = 0.5·v + 0.5·F, v = (n − rank)/(n − 1) (ties: the mean over the
    // positions they span), F = (s − s_min)/(s_max − s_min), 0.5 if all equal.
    // Page (4 players): 1; 0.5·2/3 + 0.5·F; 0.5·1/3 + 0.5·F; 0.
    QTest::newRow("page: 4 players") << QList<double>{150, 50, -60, -140}
                                     << QList<double>{1, 0.5 * 2 / 3 + 0.5 * 190 / 290, 0.5 / 3 + 0.5 * 80 / 290, 0};
    QTest::newRow("page: 4 players, seats in another order")
        << QList<double>{-60, 150, -140, 50}
        << QList<double>{0.5 / 3 + 0.5 * 80 / 290, 1, 0, 0.5 * 2 / 3 + 0.5 * 190 / 290};
    QTest::newRow("tie for second") << QList<double>{100, 40, 40, -180}
                                    << QList<double>{1, 0.5 * 0.5 + 0.5 * 220 / 280, 0.5 * 0.5 + 0.5 * 220 / 280, 0};
    QTest::newRow("tie for first") << QList<double>{50, 50, 0, -100}
                                   << QList<double>{0.5 * 5 / 6 + 0.5, 0.5 * 5 / 6 + 0.5, 0.5 / 3 + 0.5 * 100 / 150, 0};
    QTest::newRow("tie for last") << QList<double>{90, 30, -20, -20}
                                  << QList<double>{1, 0.5 * 2 / 3 + 0.5 * 50 / 110, 0.5 / 6, 0.5 / 6};
    QTest::newRow("all equal: F = 0.5") << QList<double>{7, 7, 7, 7} << QList<double>{0.5, 0.5, 0.5, 0.5};
    QTest::newRow("3 players") << QList<double>{60, 30, -60} << QList<double>{1, 0.5 * 0.5 + 0.5 * 90 / 120, 0};
    QTest::newRow("3 players, all equal") << QList<double>{0, 0, 0} << QList<double>{0.5, 0.5, 0.5};
    QTest::newRow("5 players") << QList<double>{100, 80, 0, -40, -140}
                               << QList<double>{1, 0.5 * 0.75 + 0.5 * 220 / 240, 0.5 * 0.5 + 0.5 * 140 / 240,
                                                0.5 * 0.25 + 0.5 * 100 / 240, 0};
    QTest::newRow("5 players, tie for second")
        << QList<double>{100, 50, 50, 0, -100}
        << QList<double>{1, 0.5 * 0.625 + 0.5 * 0.75, 0.5 * 0.625 + 0.5 * 0.75, 0.5 * 0.25 + 0.5 * 0.5, 0};
}

void TestNiveau::result()
{
    QFETCH(QList<double>, scores);
    QFETCH(QList<double>, results);

    const Niveau rules;
    const Table t = table(scores, LongTable);
    const Played played = playOne(rules, t, everyone(scores.size(), Level, Experienced));
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), static_cast<std::size_t>(scores.size()));
    for (qsizetype i = 0; i < scores.size(); ++i) {
        const RatingChange& rc = played.changes[static_cast<std::size_t>(i)];
        RATING_COMPARE_NEAR(rc.actual, results[i], 1e-12);
        QCOMPARE(rc.expected, 0.5);
        QCOMPARE(rc.k, 50.0);
        QCOMPARE(rc.scoreUsed, scores[i]);
        RATING_COMPARE_NEAR(rc.after, Level + 50.0 * (results[i] - 0.5), 1e-9);
        // Kept unrounded.
        QCOMPARE(played.states[static_cast<std::size_t>(i)].rating, rc.after);
        QCOMPARE(rc.rounding, Rounding::None);
    }
}

void TestNiveau::expectedClamp_data()
{
    QTest::addColumn<double>("difference");
    QTest::addColumn<double>("expected");

    // 0.5 + 0.001·clamp(difference, −350, 350): always in [0.15, 0.85].
    QTest::newRow("0") << 0.0 << 0.5;
    QTest::newRow("+100") << 100.0 << 0.6;
    QTest::newRow("-100") << -100.0 << 0.4;
    QTest::newRow("+349") << 349.0 << 0.849;
    QTest::newRow("+350") << 350.0 << 0.85;
    QTest::newRow("+351") << 351.0 << 0.85;
    QTest::newRow("+1000") << 1000.0 << 0.85;
    QTest::newRow("-349") << -349.0 << 0.151;
    QTest::newRow("-350") << -350.0 << 0.15;
    QTest::newRow("-351") << -351.0 << 0.15;
    QTest::newRow("-1000") << -1000.0 << 0.15;
}

void TestNiveau::expectedClamp()
{
    QFETCH(double, difference);
    QFETCH(double, expected);

    const Niveau rules;
    RATING_COMPARE_NEAR(rules.expectedScore(1500.0 + difference, 1500.0), expected, 1e-12);
}

void TestNiveau::expectedAtTable_data()
{
    QTest::addColumn<QList<double>>("levels");
    QTest::addColumn<QList<double>>("expected");

    // Against the mean level of the *other* players.
    QTest::newRow("all equal") << QList<double>{1500, 1500, 1500, 1500} << QList<double>{0.5, 0.5, 0.5, 0.5};
    QTest::newRow("1600 1500 1400 1300") << QList<double>{1600, 1500, 1400, 1300}
                                         << QList<double>{0.7, 0.5 + 0.2 / 3, 0.5 - 0.2 / 3,
                                                          0.3}; // e.g. 1500 − 4300/3 = 66.7
    QTest::newRow("500 above the others: clamped to 0.85")
        << QList<double>{2000, 1500, 1500, 1500} << QList<double>{0.85, 0.5 - 0.5 / 3, 0.5 - 0.5 / 3, 0.5 - 0.5 / 3};
    QTest::newRow("350 above the others: 0.85")
        << QList<double>{1850, 1500, 1500, 1500} << QList<double>{0.85, 0.5 - 0.35 / 3, 0.5 - 0.35 / 3, 0.5 - 0.35 / 3};
    QTest::newRow("349 above the others: 0.849")
        << QList<double>{1849, 1500, 1500, 1500}
        << QList<double>{0.849, 0.5 - 0.349 / 3, 0.5 - 0.349 / 3, 0.5 - 0.349 / 3};
    QTest::newRow("350 below the others: 0.15")
        << QList<double>{1150, 1500, 1500, 1500} << QList<double>{0.15, 0.5 + 0.35 / 3, 0.5 + 0.35 / 3, 0.5 + 0.35 / 3};
    // 850 vs 4000/3 → −483 → 0.15; 1600 vs 3250/3 → +517 → 0.85; 1200 vs 3650/3 → −16.7.
    QTest::newRow("both clamps at one table")
        << QList<double>{850, 1600, 1200, 1200} << QList<double>{0.15, 0.85, 0.5 - 0.05 / 3, 0.5 - 0.05 / 3};
    QTest::newRow("3 players") << QList<double>{1500, 1400, 1300} << QList<double>{0.65, 0.5, 0.35};
    QTest::newRow("5 players") << QList<double>{1900, 1500, 1500, 1500, 1100}
                               << QList<double>{0.85, 0.5, 0.5, 0.5, 0.15};
}

void TestNiveau::expectedAtTable()
{
    QFETCH(QList<double>, levels);
    QFETCH(QList<double>, expected);

    const Niveau rules;
    QList<double> scores;
    std::vector<PlayerState> before;
    for (qsizetype i = 0; i < levels.size(); ++i) {
        scores.push_back(static_cast<double>(10 * i));
        before.push_back(state(levels[i], 10, Experienced));
    }
    const Played played = playOne(rules, table(scores, LongTable), before);
    QCOMPARE(played.changes.size(), static_cast<std::size_t>(levels.size()));
    for (qsizetype i = 0; i < levels.size(); ++i) {
        const RatingChange& rc = played.changes[static_cast<std::size_t>(i)];
        RATING_COMPARE_NEAR(rc.expected, expected[i], 1e-12);
        QVERIFY(rc.expected >= 0.15 - 1e-12 && rc.expected <= 0.85 + 1e-12);
        // All players are rated from their pre-table levels.
        QCOMPARE(rc.before, levels[i]);
    }
}

void TestNiveau::k1_data()
{
    QTest::addColumn<int>("dealsBefore");
    QTest::addColumn<double>("level");
    QTest::addColumn<double>("k1");

    // 1.2 below 300 deals before the table, else 1.0 / 0.8 / 0.6 by level.
    QTest::newRow("0 deals") << 0 << 1500.0 << 1.2;
    QTest::newRow("299 deals") << 299 << 1500.0 << 1.2;
    QTest::newRow("299 deals, level 2500") << 299 << 2500.0 << 1.2;
    QTest::newRow("300 deals") << 300 << 1500.0 << 1.0;
    QTest::newRow("level 1999") << 5000 << 1999.0 << 1.0;
    QTest::newRow("level 2000") << 5000 << 2000.0 << 0.8;
    QTest::newRow("level 2399") << 5000 << 2399.0 << 0.8;
    QTest::newRow("level 2400") << 5000 << 2400.0 << 0.6;
    QTest::newRow("level 3000") << 5000 << 3000.0 << 0.6;
}

void TestNiveau::k1()
{
    QFETCH(int, dealsBefore);
    QFETCH(double, level);
    QFETCH(double, k1);

    const Niveau rules;
    // Player 0 wins a long table of equals: change = 50·K1·1·(1 − 0.5).
    std::vector<PlayerState> before = everyone(4, level, Experienced);
    before[0].deals = dealsBefore;
    const Played played = playOne(rules, table({90, 30, -20, -100}, LongTable), before);
    QCOMPARE(played.changes.size(), std::size_t{4});
    const RatingChange& rc = played.changes[0];
    QCOMPARE(rc.dealsBefore, dealsBefore);
    QCOMPARE(rc.k0, 50.0);
    QCOMPARE(rc.k1, k1);
    QCOMPARE(rc.k2, 1.0);
    RATING_COMPARE_NEAR(rc.k, 50.0 * k1, 1e-12);
    RATING_COMPARE_NEAR(rc.after, level + 25.0 * k1, 1e-9);
    QCOMPARE(played.states[0].deals, dealsBefore + LongTable);
    QCOMPARE(rules.k1(dealsBefore, level), k1);
}

void TestNiveau::k2_data()
{
    QTest::addColumn<int>("deals");
    QTest::addColumn<double>("k2");

    // From the deals played at this table: ≤4 0.35, ≤8 0.5, ≤12 0.65,
    // ≤16 0.8, ≤20 0.9, more 1.
    QTest::newRow("1 deal") << 1 << 0.35;
    QTest::newRow("4 deals") << 4 << 0.35;
    QTest::newRow("5 deals") << 5 << 0.5;
    QTest::newRow("8 deals") << 8 << 0.5;
    QTest::newRow("9 deals") << 9 << 0.65;
    QTest::newRow("12 deals") << 12 << 0.65;
    QTest::newRow("13 deals") << 13 << 0.8;
    QTest::newRow("16 deals") << 16 << 0.8;
    QTest::newRow("17 deals") << 17 << 0.9;
    QTest::newRow("20 deals") << 20 << 0.9;
    QTest::newRow("21 deals") << 21 << 1.0;
    QTest::newRow("60 deals") << 60 << 1.0;
}

void TestNiveau::k2()
{
    QFETCH(int, deals);
    QFETCH(double, k2);

    const Niveau rules;
    const Played played = playOne(rules, table({90, 30, -20, -100}, deals), everyone(4, Level, Experienced));
    QCOMPARE(played.changes.size(), std::size_t{4});
    const RatingChange& rc = played.changes[0];
    QCOMPARE(rc.k1, 1.0);
    QCOMPARE(rc.k2, k2);
    RATING_COMPARE_NEAR(rc.after, Level + 25.0 * k2, 1e-9);
    RATING_COMPARE_NEAR(played.changes[3].after, Level - 25.0 * k2, 1e-9);
    for (const PlayerState& s : played.states) {
        QCOMPARE(s.deals, Experienced + deals);
    }
    QCOMPARE(Niveau::k2(deals), k2);
}

void TestNiveau::concreteTable()
{
    // Four players of different levels and experience, 14 deals (K2 0.8):
    //   A 1600, 1000 deals: K 50·1.0·0.8 = 40, expected 0.5 + (1600 − 4900/3)/1000 = 0.4667,
    //     score 35 → second: 0.5·2/3 + 0.5·160/235 = 0.67376 → 1600 + 40·0.20709 = 1608.284
    //   B 1500, 250 deals:  K 50·1.2·0.8 = 48, expected 0.5 − 166.67/1000 = 0.3333,
    //     score 110 → first: 1 → 1500 + 48·0.6667 = 1532
    //   C 2100, 5000 deals: K 50·0.8·0.8 = 32, expected 0.85 (+633 clamped),
    //     score −20 → third: 0.5/3 + 0.5·105/235 = 0.39007 → 2100 + 32·(−0.45993) = 2085.282
    //   D 1300, 400 deals:  K 40, expected 0.15 (−433 clamped), last: 0 → 1300 − 6 = 1294
    const Niveau rules;
    const Played played =
        playOne(rules, table({35, 110, -20, -125}, 14),
                {state(1600, 90, 1000), state(1500, 20, 250), state(2100, 400, 5000), state(1300, 30, 400)});
    QCOMPARE(played.changes.size(), std::size_t{4});
    const double expected[] = {0.5 + (1600.0 - 4900.0 / 3) / 1000, 0.5 + (1500.0 - 5000.0 / 3) / 1000, 0.85, 0.15};
    const double k[] = {40, 48, 32, 40};
    const double results[] = {0.5 * 2 / 3 + 0.5 * 160 / 235, 1, 0.5 / 3 + 0.5 * 105 / 235, 0};
    const double after[] = {1608.2836879432625, 1532.0, 2085.282269503546, 1294.0};
    for (std::size_t i = 0; i < 4; ++i) {
        const RatingChange& rc = played.changes[i];
        RATING_COMPARE_NEAR(rc.expected, expected[i], 1e-12);
        RATING_COMPARE_NEAR(rc.k, k[i], 1e-12);
        RATING_COMPARE_NEAR(rc.actual, results[i], 1e-12);
        RATING_COMPARE_NEAR(rc.after, after[i], 1e-9);
        RATING_COMPARE_NEAR(played.states[i].rating, after[i], 1e-9);
    }
    QCOMPARE(played.states[0].deals, 1014);
    QCOMPARE(played.states[0].games, 91);
    // Unrounded levels are shown rounded.
    QVERIFY(!rules.integral());
    QCOMPARE(rules.displayed(played.states[0].rating), 1608.0);
    QCOMPARE(rules.displayed(played.states[2].rating), 2085.0);
    // Positions for the placement points follow the scores.
    QCOMPARE(played.changes[1].position, 1.0);
    QCOMPARE(played.changes[0].position, 2.0);
    QCOMPARE(played.changes[2].position, 3.0);
    QCOMPARE(played.changes[3].position, 4.0);
}

void TestNiveau::floor()
{
    // Four novices at 860 (K 50·1.2·1 = 60, expected 0.5):
    //   1st 860 + 30 = 890; 2nd 860 + 60·0.16092 = 869.655;
    //   3rd 860 − 11.72 → 850 (floor); 4th 860 − 30 → 850 (floor).
    const Niveau rules;
    QCOMPARE(rules.initialRating(), 850.0);
    const Played played = playOne(rules, table({150, 50, -60, -140}, LongTable), everyone(4, 860, 0));
    QCOMPARE(played.changes.size(), std::size_t{4});
    RATING_COMPARE_NEAR(played.changes[0].after, 890.0, 1e-9);
    RATING_COMPARE_NEAR(played.changes[1].after, 860 + 60 * (0.5 * 2 / 3 + 0.5 * 190 / 290 - 0.5), 1e-9);
    QCOMPARE(played.changes[2].after, 850.0);
    QCOMPARE(played.changes[3].after, 850.0);
    QVERIFY(!played.changes[0].floored);
    QVERIFY(!played.changes[1].floored);
    QVERIFY(played.changes[2].floored);
    QVERIFY(played.changes[3].floored);
    RATING_COMPARE_NEAR(played.changes[3].rawChange, -30.0, 1e-12);
    QCOMPARE(played.states[3].rating, 850.0);

    // New players start at the floor and stay there when they lose.
    const Played fresh = playOne(rules, table({10, 0, -10}, 3));
    QCOMPARE(fresh.changes.size(), std::size_t{3});
    QCOMPARE(fresh.changes[2].before, 850.0);
    QCOMPARE(fresh.changes[2].after, 850.0);
    QCOMPARE(fresh.changes[1].after, 850.0); // result 0.5 = expected
    RATING_COMPARE_NEAR(fresh.changes[0].after, 850 + 50 * 1.2 * 0.35 * 0.5, 1e-9);
}

void TestNiveau::extremeScores_data()
{
    // F is unchanged when every score is scaled by one positive factor, so a
    // table of extreme scores rates exactly like the same table in small
    // numbers. Found by tests/fuzz/fuzz_rulesets: the range of ±1.5e308
    // overflowed and the levels became NaN; the inverse of a range of a few
    // subnormals did too.
    QTest::addColumn<QList<double>>("scores");
    QTest::addColumn<QList<double>>("small");
    QTest::addColumn<QList<bool>>("left");
    const double huge = 1.5e308;
    QTest::newRow("range beyond the largest double")
        << QList<double>{huge, 0, -huge, -huge} << QList<double>{1, 0, -1, -1} << QList<bool>{};
    QTest::newRow("the largest doubles") << QList<double>{std::numeric_limits<double>::max(), 0,
                                                          -std::numeric_limits<double>::max()}
                                         << QList<double>{1, 0, -1} << QList<bool>{};
    const double tiny = std::numeric_limits<double>::denorm_min();
    QTest::newRow("subnormal scores") << QList<double>{8 * tiny, 4 * tiny, 0} << QList<double>{2, 1, 0}
                                      << QList<bool>{};
}

void TestNiveau::extremeScores()
{
    QFETCH(QList<double>, scores);
    QFETCH(QList<double>, small);
    QFETCH(QList<bool>, left);
    const Niveau rules;
    const auto before = everyone(scores.size(), Level, Experienced);
    const Played extreme = playOne(rules, table(scores, LongTable, left), before);
    const Played plain = playOne(rules, table(small, LongTable, left), before);
    QVERIFY(!extreme.invalid);
    QCOMPARE(extreme.changes.size(), plain.changes.size());
    for (std::size_t i = 0; i < extreme.changes.size(); ++i) {
        QVERIFY2(std::isfinite(extreme.changes[i].after), qPrintable(QString::number(i)));
        RATING_COMPARE_NEAR(extreme.changes[i].actual, plain.changes[i].actual, 1e-12);
        RATING_COMPARE_NEAR(extreme.changes[i].after, plain.changes[i].after, 1e-9);
    }
}

void TestNiveau::leaver_data()
{
    QTest::addColumn<QList<double>>("scores");
    QTest::addColumn<QList<bool>>("left");
    QTest::addColumn<double>("level");
    QTest::addColumn<int>("dealsBefore");
    QTest::addColumn<QList<double>>("used");
    QTest::addColumn<QList<double>>("after");
    QTest::addColumn<QList<double>>("position");

    // The leaver's score = lowest score as entered (his own included) − 50;
    // the others' stay; after the update the leaver loses 10 more (floor).
    // Used scores −140, 20, −30, −90 (range 160), K 50:
    QTest::newRow("leaver who was first")
        << QList<double>{100, 20, -30, -90} << QList<bool>{true, false, false, false} << 1500.0 << Experienced
        << QList<double>{-140, 20, -30, -90}
        << QList<double>{1500 - 25 - 10, 1525, 1500 + 50 * (0.5 * 2 / 3 + 0.5 * 110 / 160 - 0.5),
                         1500 + 50 * (0.5 / 3 + 0.5 * 50 / 160 - 0.5)}
        << QList<double>{4, 1, 2, 3};
    // The leaver had the lowest score himself: −90 − 50 = −140.
    QTest::newRow("leaver who was last") << QList<double>{-90, 20, -30, 10} << QList<bool>{true, false, false, false}
                                         << 1500.0 << Experienced << QList<double>{-140, 20, -30, 10}
                                         << QList<double>{1500 - 25 - 10, 1525,
                                                          1500 + 50 * (0.5 / 3 + 0.5 * 110 / 160 - 0.5),
                                                          1500 + 50 * (0.5 * 2 / 3 + 0.5 * 150 / 160 - 0.5)}
                                         << QList<double>{4, 1, 3, 2};
    // The same, the leaver seated last: the lowest of *all* entered scores.
    QTest::newRow("leaver who was last, seated last")
        << QList<double>{20, -30, 10, -90} << QList<bool>{false, false, false, true} << 1500.0 << Experienced
        << QList<double>{20, -30, 10, -140}
        << QList<double>{1525, 1500 + 50 * (0.5 / 3 + 0.5 * 110 / 160 - 0.5),
                         1500 + 50 * (0.5 * 2 / 3 + 0.5 * 150 / 160 - 0.5), 1500 - 25 - 10}
        << QList<double>{1, 3, 2, 4};
    // Two leavers share the last two places: v = (1/3 + 0)/2, F = 0.
    QTest::newRow("two leavers") << QList<double>{100, 20, -30, -90} << QList<bool>{true, false, true, false} << 1500.0
                                 << Experienced << QList<double>{-140, 20, -140, -90}
                                 << QList<double>{1500 + 50 * (0.5 / 6 - 0.5) - 10, 1525,
                                                  1500 + 50 * (0.5 / 6 - 0.5) - 10,
                                                  1500 + 50 * (0.5 * 2 / 3 + 0.5 * 50 / 160 - 0.5)}
                                 << QList<double>{3.5, 1, 3.5, 2};
    // Novices at 900 (K 60): the leaver 900 − 30 − 10 = 860.
    QTest::newRow("leaver at 900") << QList<double>{100, 20, -30, -90} << QList<bool>{true, false, false, false}
                                   << 900.0 << 0 << QList<double>{-140, 20, -30, -90}
                                   << QList<double>{860, 930, 900 + 60 * (0.5 * 2 / 3 + 0.5 * 110 / 160 - 0.5),
                                                    900 + 60 * (0.5 / 3 + 0.5 * 50 / 160 - 0.5)}
                                   << QList<double>{4, 1, 2, 3};
    // Novices at 870: 870 − 30 → 850 (floor), then − 10 → 850 (floor again).
    QTest::newRow("leaver near the floor") << QList<double>{100, 20, -30, -90} << QList<bool>{true, false, false, false}
                                           << 870.0 << 0 << QList<double>{-140, 20, -30, -90}
                                           << QList<double>{850, 900, 870 + 60 * (0.5 * 2 / 3 + 0.5 * 110 / 160 - 0.5),
                                                            870 + 60 * (0.5 / 3 + 0.5 * 50 / 160 - 0.5)}
                                           << QList<double>{4, 1, 2, 3};
    // Novices at 880: the update lands exactly on 850 (880 − 30), the penalty
    // then takes 10 and the floor brings the leaver back to 850.
    QTest::newRow("leaver exactly on the floor after the update")
        << QList<double>{100, 20, -30, -90} << QList<bool>{true, false, false, false} << 880.0 << 0
        << QList<double>{-140, 20, -30, -90}
        << QList<double>{850, 910, 880 + 60 * (0.5 * 2 / 3 + 0.5 * 110 / 160 - 0.5),
                         880 + 60 * (0.5 / 3 + 0.5 * 50 / 160 - 0.5)}
        << QList<double>{4, 1, 2, 3};
    // 3 players: 0 − 50 = −50 for the leaver; others 40 (1) and 0 (F 50/90).
    QTest::newRow("3 players") << QList<double>{0, 40, 10} << QList<bool>{false, false, true} << 1500.0 << Experienced
                               << QList<double>{0, 40, -50}
                               << QList<double>{1500 + 50 * (0.5 * 0.5 + 0.5 * 50 / 90 - 0.5), 1525, 1465}
                               << QList<double>{2, 1, 3};
}

void TestNiveau::leaver()
{
    QFETCH(QList<double>, scores);
    QFETCH(QList<bool>, left);
    QFETCH(double, level);
    QFETCH(int, dealsBefore);
    QFETCH(QList<double>, used);
    QFETCH(QList<double>, after);
    QFETCH(QList<double>, position);

    const Niveau rules;
    const Played played = playOne(rules, table(scores, LongTable, left), everyone(scores.size(), level, dealsBefore));
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), static_cast<std::size_t>(scores.size()));
    for (qsizetype i = 0; i < scores.size(); ++i) {
        const RatingChange& rc = played.changes[static_cast<std::size_t>(i)];
        QCOMPARE(rc.scoreUsed, used[i]);
        QCOMPARE(rc.left, left[i]);
        QCOMPARE(rc.penalty, left[i] ? 10.0 : 0.0);
        RATING_COMPARE_NEAR(rc.after, after[i], 1e-9);
        RATING_COMPARE_NEAR(played.states[static_cast<std::size_t>(i)].rating, after[i], 1e-9);
        QVERIFY(rc.after >= 850.0);
        QCOMPARE(rc.position, position[i]);
    }
}

void TestNiveau::experience_data()
{
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<int>("dealsBefore");
    QTest::addColumn<int>("levelBefore");
    QTest::addColumn<int>("deals");
    QTest::addColumn<double>("bonus");
    QTest::addColumn<int>("levelAfter");

    // Decision of §2: (deals reached, bonus) pairs, empty by default; a
    // threshold reached adds its bonus once, after the table's update.
    QTest::newRow("default: none") << QString() << 95 << 0 << 10 << 0.0 << 0;
    QTest::newRow("below the first threshold") << QStringLiteral("100:10;500:20") << 85 << 0 << 10 << 0.0 << 0;
    QTest::newRow("reaches 100 exactly") << QStringLiteral("100:10;500:20") << 90 << 0 << 10 << 10.0 << 1;
    QTest::newRow("passes 100") << QStringLiteral("100:10;500:20") << 95 << 0 << 10 << 10.0 << 1;
    QTest::newRow("second threshold") << QStringLiteral("100:10;500:20") << 400 << 1 << 100 << 20.0 << 2;
    QTest::newRow("both thresholds at one table") << QStringLiteral("100:10;500:20") << 0 << 0 << 600 << 30.0 << 2;
    QTest::newRow("already paid: once only") << QStringLiteral("100:10;500:20") << 5000 << 2 << 10 << 0.0 << 2;
    QTest::newRow("first paid, second not reached") << QStringLiteral("100:10;500:20") << 150 << 1 << 10 << 0.0 << 1;
}

void TestNiveau::experience()
{
    QFETCH(QString, parameter);
    QFETCH(int, dealsBefore);
    QFETCH(int, levelBefore);
    QFETCH(int, deals);
    QFETCH(double, bonus);
    QFETCH(int, levelAfter);

    Niveau rules;
    if (!parameter.isNull()) {
        const QByteArray text = parameter.toUtf8();
        QVERIFY(
            !rules.setParameter("experience", std::string_view(text.constData(), static_cast<std::size_t>(text.size())))
                 .has_value());
    }
    // Equal scores and levels: result = expected = 0.5, the update is 0, so
    // the new level is the old one plus the bonus.
    std::vector<PlayerState> before = everyone(3, 1200, Experienced);
    before[0].deals = dealsBefore;
    before[0].experienceLevel = levelBefore;
    const Played played = playOne(rules, table({0, 0, 0}, deals), before);
    QCOMPARE(played.changes.size(), std::size_t{3});
    QCOMPARE(played.changes[0].bonus, bonus);
    QCOMPARE(played.changes[0].after, 1200.0 + bonus);
    QCOMPARE(played.states[0].rating, 1200.0 + bonus);
    QCOMPARE(played.states[0].experienceLevel, levelAfter);
    QCOMPARE(played.states[0].deals, dealsBefore + deals);
}

void TestNiveau::experienceAfterFloor()
{
    // The bonus comes after the update and its floor: a novice at 850 who is
    // last (850 − 30 → 850) and reaches 10 deals ends at 855.
    Niveau rules;
    QVERIFY(!rules.setParameter("experience", "10:5").has_value());
    const Played played = playOne(rules, table({150, 50, -60, -140}, LongTable));
    QCOMPARE(played.changes.size(), std::size_t{4});
    QCOMPARE(played.changes[3].bonus, 5.0);
    QCOMPARE(played.changes[3].after, 855.0);
    QCOMPARE(played.changes[0].after, 850.0 + 30.0 + 5.0);
}

void TestNiveau::categories_data()
{
    QTest::addColumn<double>("level");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("label");

    const QString labels[] = {QStringLiteral("850–999"),   QStringLiteral("1000–1149"), QStringLiteral("1150–1299"),
                              QStringLiteral("1300–1449"), QStringLiteral("1450–1599"), QStringLiteral("1600–1749"),
                              QStringLiteral("1750–1899"), QStringLiteral("1900–2049"), QStringLiteral("2050+")};
    QTest::newRow("850") << 850.0 << 0 << labels[0];
    for (int i = 1; i < 9; ++i) {
        const int lower = 850 + 150 * i;
        QTest::addRow("%d", lower - 1) << static_cast<double>(lower - 1) << i - 1 << labels[i - 1];
        QTest::addRow("%d", lower) << static_cast<double>(lower) << i << labels[i];
    }
    QTest::newRow("3000") << 3000.0 << 8 << labels[8];
    // The category of the level as shown (rounded).
    QTest::newRow("999.4 (shown 999)") << 999.4 << 0 << labels[0];
    QTest::newRow("999.5 (shown 1000)") << 999.5 << 1 << labels[1];
}

void TestNiveau::categories()
{
    QFETCH(double, level);
    QFETCH(int, index);
    QFETCH(QString, label);

    const Niveau rules;
    const Category c = rules.category(level);
    QCOMPARE(c.index, index);
    QCOMPARE(QString::fromUtf8(c.label.data(), static_cast<qsizetype>(c.label.size())), label);
    QCOMPARE(c.lower, 850.0 + 150.0 * index);
    QCOMPARE(rules.categories().size(), std::size_t{9});
}

QTEST_APPLESS_MAIN(TestNiveau)
#include "tst_niveau.moc"

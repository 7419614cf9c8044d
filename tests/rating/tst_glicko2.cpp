// Tests of `glicko2`: RATING_RULES.md §7 and Glickman's "Example of the
// Glicko-2 system" (the worked example is the test rows), rating periods,
// inactivity, 3–5 player matches and the volatility iteration on extreme
// inputs.

#include "ratingtest.h"

#include "rating/glicko2.h"

#include <QDate>
#include <QObject>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace ratingtest;

namespace {

/// Days since 1970-01-01 of an ISO date.
std::int32_t dayOf(const char* iso)
{
    return static_cast<std::int32_t>(QDate::fromString(QString::fromLatin1(iso), Qt::ISODate).toJulianDay() -
                                     QDate(1970, 1, 1).toJulianDay());
}

/// A player who has played before, last in `period`, with these values.
PlayerState veteran(double rating, double rd, double volatility, std::int32_t period)
{
    PlayerState s;
    s.rating = rating;
    s.deviation = rd;
    s.volatility = volatility;
    s.periodRating = rating;
    s.periodDeviation = rd;
    s.periodVolatility = volatility;
    s.period = period;
    s.games = 10;
    s.seen = true;
    return s;
}

/// The default parameters with a rating period ("month", "week", "match").
Glicko2::Params withPeriod(const QString& period)
{
    Glicko2::Params params;
    params.period = period == QLatin1String("week")
                        ? Glicko2::Period::Week
                        : (period == QLatin1String("match") ? Glicko2::Period::Match : Glicko2::Period::Month);
    return params;
}

} // namespace

class TestGlicko2 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paperFunctions_data();
    void paperFunctions();
    void paperExample_data();
    void paperExample();
    void periodStartValues();
    void inactivityGrowsRd_data();
    void inactivityGrowsRd();
    void periods_data();
    void periods();
    void pairwise_data();
    void pairwise();
    void extremeInputs_data();
    void extremeInputs();
    void winProbability();
    void parameters();
    void badParameters_data();
    void badParameters();
};

void TestGlicko2::paperFunctions_data()
{
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("opponentRd");
    QTest::addColumn<double>("g");
    QTest::addColumn<double>("e");
    // The paper's step 3 table for the player rated 1500.
    QTest::newRow("1400/30") << 1400.0 << 30.0 << 0.9955 << 0.639;
    QTest::newRow("1550/100") << 1550.0 << 100.0 << 0.9531 << 0.432;
    QTest::newRow("1700/300") << 1700.0 << 300.0 << 0.7242 << 0.303;
}

void TestGlicko2::paperFunctions()
{
    QFETCH(double, opponent);
    QFETCH(double, opponentRd);
    QFETCH(double, g);
    QFETCH(double, e);
    RATING_COMPARE_NEAR(Glicko2::g(opponentRd / 173.7178), g, 0.00005);
    RATING_COMPARE_NEAR(Glicko2::expected(1500.0, opponent, opponentRd), e, 0.0005);
}

void TestGlicko2::paperExample_data()
{
    QTest::addColumn<QString>("period");
    QTest::addColumn<bool>("oneMatch"); // the three results as one match of four
    QTest::addColumn<double>("rating");
    QTest::addColumn<double>("rd");
    QTest::addColumn<double>("volatility");

    // 1500/200/0.06 beats 1400/30, loses to 1550/100 and to 1700/300 in one
    // rating period → 1464.06 / 151.52 / 0.05999.
    QTest::newRow("three duels in one month") << QStringLiteral("month") << false << 1464.06 << 151.52 << 0.05999;
    QTest::newRow("three duels in one week") << QStringLiteral("week") << false << 1464.06 << 151.52 << 0.05999;
    QTest::newRow("one match of four, month") << QStringLiteral("month") << true << 1464.06 << 151.52 << 0.05999;
    QTest::newRow("one match of four, period = match")
        << QStringLiteral("match") << true << 1464.06 << 151.52 << 0.05999;
}

void TestGlicko2::paperExample()
{
    QFETCH(QString, period);
    QFETCH(bool, oneMatch);
    QFETCH(double, rating);
    QFETCH(double, rd);
    QFETCH(double, volatility);

    const Glicko2 rules(withPeriod(period));
    // Wednesday 2024-03-13 to Friday 2024-03-15: one week, one month.
    const std::int32_t day = dayOf("2024-03-13");
    // Everyone's last period is the one before: no RD growth.
    const std::int32_t before = rules.periodOf(day) - 1;
    Replay replay(rules);
    replay.setState(0, veteran(1500, 200, 0.06, before));
    replay.setState(1, veteran(1400, 30, 0.06, before));
    replay.setState(2, veteran(1550, 100, 0.06, before));
    replay.setState(3, veteran(1700, 300, 0.06, before));

    std::vector<Table> tables;
    if (oneMatch) {
        Table t;
        t.seats = {ranked(0, 3), ranked(1, 4), ranked(2, 2), ranked(3, 1)};
        tables.push_back(t);
    } else {
        for (const auto& [opponent, won] : {std::pair{1, true}, std::pair{2, false}, std::pair{3, false}}) {
            Table t;
            t.seats = {ranked(0, won ? 1 : 2), ranked(opponent, won ? 2 : 1)};
            t.id = opponent;
            tables.push_back(t);
        }
    }
    for (std::size_t i = 0; i < tables.size(); ++i) {
        Match m = tables[i].match();
        m.day = day + static_cast<std::int32_t>(i);
        const Step step = replay.play(m);
        QVERIFY(!step.invalid);
        QCOMPARE(step.changes.size(), tables[i].seats.size());
        // Every pairing reads the period-start values of the player.
        RATING_COMPARE_NEAR(step.changes[0].meanBefore, 1500.0, 1e-9);
        RATING_COMPARE_NEAR(step.changes[0].deviationBefore, 200.0, 1e-9);
    }
    const PlayerState after = replay.state(0);
    // The paper rounds its intermediate values to four decimals on the
    // Glicko-2 scale (μ' = −0.2069, φ' = 0.8722), i.e. ±0.01 on this one.
    RATING_COMPARE_NEAR(after.rating, rating, 0.01);
    RATING_COMPARE_NEAR(after.deviation, rd, 0.01);
    RATING_COMPARE_NEAR(after.volatility, volatility, 0.00001);
    QCOMPARE(after.games, 10 + static_cast<int>(tables.size()));
    QCOMPARE(after.wins + after.losses, static_cast<int>(tables.size()));
}

void TestGlicko2::periodStartValues()
{
    // Two players meet twice in March: the second match starts from the
    // provisional values of the first (shown) but rates against the
    // period-start values.
    const Glicko2 rules;
    Replay replay(rules);
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    Match m = t.match();
    m.day = dayOf("2024-03-02");
    const Step first = replay.play(m);
    QCOMPARE(first.changes[0].before, 1500.0);
    const double afterFirst = first.changes[0].after;
    QVERIFY(afterFirst > 1500.0);
    m.day = dayOf("2024-03-30");
    m.id = 2;
    const Step second = replay.play(m);
    QCOMPARE(second.changes[0].before, afterFirst);
    QCOMPARE(second.changes[0].meanBefore, 1500.0);
    QCOMPARE(second.changes[0].deviationBefore, 350.0);
    QCOMPARE(second.changes[1].meanBefore, 1500.0);
    // The second win against the same start values doubles the sums.
    RATING_COMPARE_NEAR(replay.state(0).periodInformation, 2.0 * first.changes[0].k0, 1e-15);
    RATING_COMPARE_NEAR(replay.state(0).periodSurprise, 2.0 * first.changes[0].k1, 1e-15);
    // Zero-sum in the sums: the loser's surprise is the winner's, negated.
    RATING_COMPARE_NEAR(first.changes[1].k1, -first.changes[0].k1, 1e-15);
    // April: the period of March is closed with its end values.
    const PlayerState march = replay.state(0);
    m.day = dayOf("2024-04-01");
    m.id = 3;
    const Step april = replay.play(m);
    QCOMPARE(april.changes[0].meanBefore, march.rating);
    QCOMPARE(april.changes[0].deviationBefore, march.deviation);
    QCOMPARE(april.changes[0].volatilityBefore, march.volatility);
}

void TestGlicko2::inactivityGrowsRd_data()
{
    QTest::addColumn<QString>("next");
    QTest::addColumn<int>("emptyPeriods");
    QTest::newRow("next month") << QStringLiteral("2024-04-10") << 0;
    QTest::newRow("two months later") << QStringLiteral("2024-05-10") << 1;
    QTest::newRow("a year later") << QStringLiteral("2025-03-10") << 11;
    QTest::newRow("ten years later") << QStringLiteral("2034-03-10") << 119;
}

void TestGlicko2::inactivityGrowsRd()
{
    QFETCH(QString, next);
    QFETCH(int, emptyPeriods);
    const Glicko2 rules;
    Replay replay(rules);
    replay.setState(0, veteran(1500, 200, 0.06, rules.periodOf(dayOf("2024-02-01"))));
    replay.setState(1, veteran(1400, 30, 0.06, rules.periodOf(dayOf("2024-02-01"))));
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    Match m = t.match();
    m.day = dayOf("2024-03-10");
    replay.play(m);
    const PlayerState march = replay.state(0);
    m.day =
        static_cast<std::int32_t>(QDate::fromString(next, Qt::ISODate).toJulianDay() - QDate(1970, 1, 1).toJulianDay());
    m.id = 2;
    const Step step = replay.play(m);
    // Step 6 once per period without a game: RD² grows by (σ·173.7178)² each.
    const double sigma = march.volatility * 173.7178;
    const double grown = std::sqrt(march.deviation * march.deviation + emptyPeriods * sigma * sigma);
    RATING_COMPARE_NEAR(step.changes[0].deviationBefore, grown, 1e-9);
    QCOMPARE(step.changes[0].meanBefore, march.rating);
}

void TestGlicko2::periods_data()
{
    QTest::addColumn<QString>("period");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");
    QTest::newRow("month: 31 Jan / 1 Feb")
        << QStringLiteral("month") << QStringLiteral("2024-01-31") << QStringLiteral("2024-02-01") << false;
    QTest::newRow("month: 1 / 29 Feb 2024")
        << QStringLiteral("month") << QStringLiteral("2024-02-01") << QStringLiteral("2024-02-29") << true;
    QTest::newRow("month: Dec / Jan") << QStringLiteral("month") << QStringLiteral("2023-12-31")
                                      << QStringLiteral("2024-01-01") << false;
    QTest::newRow("month: before 1970") << QStringLiteral("month") << QStringLiteral("1969-12-01")
                                        << QStringLiteral("1969-12-31") << true;
    QTest::newRow("week: Monday to Sunday")
        << QStringLiteral("week") << QStringLiteral("2024-03-11") << QStringLiteral("2024-03-17") << true;
    QTest::newRow("week: Sunday / Monday")
        << QStringLiteral("week") << QStringLiteral("2024-03-17") << QStringLiteral("2024-03-18") << false;
    QTest::newRow("week: across 1970-01-01")
        << QStringLiteral("week") << QStringLiteral("1969-12-29") << QStringLiteral("1970-01-04") << true;
    QTest::newRow("week: before 1970") << QStringLiteral("week") << QStringLiteral("1969-12-28")
                                       << QStringLiteral("1969-12-29") << false;
}

void TestGlicko2::periods()
{
    QFETCH(QString, period);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    const Glicko2 rules(withPeriod(period));
    const auto day = [](const QString& iso) {
        return static_cast<std::int32_t>(QDate::fromString(iso, Qt::ISODate).toJulianDay() -
                                         QDate(1970, 1, 1).toJulianDay());
    };
    QCOMPARE(rules.periodOf(day(a)) == rules.periodOf(day(b)), same);
    QVERIFY(rules.periodOf(day(a)) <= rules.periodOf(day(b)));
}

void TestGlicko2::pairwise_data()
{
    QTest::addColumn<QList<int>>("ranks");
    QTest::addColumn<QList<double>>("actual"); // mean pairwise score of each seat
    QTest::newRow("duel draw") << QList<int>{1, 1} << QList<double>{0.5, 0.5};
    QTest::newRow("three, tie for first") << QList<int>{1, 1, 3} << QList<double>{0.75, 0.75, 0.0};
    QTest::newRow("four in order") << QList<int>{1, 2, 3, 4} << QList<double>{1.0, 2.0 / 3, 1.0 / 3, 0.0};
    QTest::newRow("five, two ties") << QList<int>{2, 1, 2, 4, 4} << QList<double>{0.625, 1.0, 0.625, 0.125, 0.125};
}

void TestGlicko2::pairwise()
{
    QFETCH(QList<int>, ranks);
    QFETCH(QList<double>, actual);
    const Glicko2 rules;
    Table t;
    for (int i = 0; i < ranks.size(); ++i) {
        t.seats.push_back(ranked(i, ranks[i]));
    }
    const Played played = playOne(rules, t);
    QVERIFY(!played.invalid);
    for (int i = 0; i < ranks.size(); ++i) {
        RATING_COMPARE_NEAR(played.changes[i].actual, actual[i], 1e-12);
        // Everyone starts equal: every pairing is expected at ½.
        RATING_COMPARE_NEAR(played.changes[i].expected, 0.5, 1e-12);
        QCOMPARE(played.changes[i].after > 1500.0, actual[i] > 0.5);
        // Σ g (s − E) of the pairings, g of the opponents' RD 350.
        const double g =
            1.0 / std::sqrt(1.0 + 3.0 * (350 / 173.7178) * (350 / 173.7178) / (std::numbers::pi * std::numbers::pi));
        RATING_COMPARE_NEAR(played.changes[i].k1, g * (actual[i] - 0.5) * static_cast<double>(ranks.size() - 1), 1e-12);
    }
}

void TestGlicko2::extremeInputs_data()
{
    QTest::addColumn<double>("rating");
    QTest::addColumn<double>("rd");
    QTest::addColumn<double>("volatility");
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("opponentRd");
    QTest::addColumn<bool>("win");
    QTest::addColumn<double>("tau");

    QTest::newRow("RD 1, expected win") << 1500.0 << 1.0 << 0.06 << 1400.0 << 1.0 << true << 0.5;
    QTest::newRow("RD 1, upset") << 1500.0 << 1.0 << 0.06 << 2500.0 << 1.0 << true << 0.5;
    QTest::newRow("tiny volatility") << 1500.0 << 50.0 << 1e-6 << 1500.0 << 50.0 << false << 0.5;
    QTest::newRow("tiny volatility, small tau") << 1500.0 << 50.0 << 1e-6 << 2500.0 << 30.0 << true << 0.01;
    QTest::newRow("large volatility, large tau") << 1500.0 << 350.0 << 1.0 << 1500.0 << 350.0 << true << 10.0;
    QTest::newRow("gap 3000, favourite wins") << 4500.0 << 50.0 << 0.06 << 1500.0 << 50.0 << true << 0.5;
    QTest::newRow("gap 3000, upset") << 1500.0 << 50.0 << 0.06 << 4500.0 << 50.0 << true << 0.5;
    QTest::newRow("gap 9000, favourite wins") << 9500.0 << 30.0 << 0.06 << 500.0 << 30.0 << true << 0.5;
    QTest::newRow("gap 9000, upset") << 500.0 << 30.0 << 0.06 << 9500.0 << 30.0 << true << 0.5;
    QTest::newRow("gap 9000, upset, RD 350") << 500.0 << 350.0 << 0.06 << 9500.0 << 350.0 << true << 1.2;
    QTest::newRow("gap 100000, upset") << 0.0 << 20.0 << 0.06 << 100000.0 << 20.0 << true << 0.5;
}

void TestGlicko2::extremeInputs()
{
    QFETCH(double, rating);
    QFETCH(double, rd);
    QFETCH(double, volatility);
    QFETCH(double, opponent);
    QFETCH(double, opponentRd);
    QFETCH(bool, win);
    QFETCH(double, tau);

    Glicko2::Params params;
    params.tau = tau;
    params.period = Glicko2::Period::Match;
    const Glicko2 rules(params);
    Replay replay(rules);
    replay.setState(0, veteran(rating, rd, volatility, 0));
    replay.setState(1, veteran(opponent, opponentRd, volatility, 0));
    Table t;
    t.seats = {ranked(0, win ? 1 : 2), ranked(1, win ? 2 : 1)};
    for (int round = 0; round < 20; ++round) {
        t.id = round + 1;
        const Step step = replay.play(t.match());
        QVERIFY(!step.invalid);
        for (const RatingChange& rc : step.changes) {
            QVERIFY2(allFinite(rc), qPrintable(QStringLiteral("round %1").arg(round)));
        }
        for (const PlayerId p : {0, 1}) {
            const PlayerState s = replay.state(p);
            QVERIFY2(std::isfinite(s.rating) && std::isfinite(s.deviation) && std::isfinite(s.volatility),
                     qPrintable(QStringLiteral("round %1: %2 / %3 / %4")
                                    .arg(round)
                                    .arg(s.rating)
                                    .arg(s.deviation)
                                    .arg(s.volatility)));
            QVERIFY(s.deviation > 0.0);
            QVERIFY(s.volatility > 0.0);
        }
    }
    // The iteration itself on the paper's scale, far outside its example.
    for (const double v : {1e-8, 1.0, 1e8, 1e60}) {
        for (const double delta : {0.0, 1e-6, 5.0, 1e4, 1e25}) {
            const double sigma = Glicko2::newVolatility(rd / 173.7178, volatility, v, delta, tau);
            QVERIFY2(std::isfinite(sigma) && sigma > 0.0,
                     qPrintable(QStringLiteral("v %1, Δ %2: σ' %3").arg(v).arg(delta).arg(sigma)));
        }
    }
}

void TestGlicko2::winProbability()
{
    const Glicko2 rules;
    Match m;
    m.day = dayOf("2024-03-01");
    const PlayerState a = veteran(1700, 50, 0.06, rules.periodOf(m.day) - 1);
    const PlayerState b = veteran(1500, 50, 0.06, rules.periodOf(m.day) - 1);
    const PlayerState unsure = veteran(1500, 300, 0.06, rules.periodOf(m.day) - 1);
    const double p = rules.winProbability(a, b, m);
    RATING_COMPARE_NEAR(p + rules.winProbability(b, a, m), 1.0, 1e-12);
    RATING_COMPARE_NEAR(rules.winProbability(b, b, m), 0.5, 1e-12);
    // Glickman: E = 1 / (1 + 10^(−g(√(RD² + RDj²)) (r − rj) / 400)), g with q = ln 10 / 400.
    const double q = std::log(10.0) / 400.0;
    const double gCombined =
        1.0 / std::sqrt(1.0 + 3.0 * q * q * (50.0 * 50 + 50.0 * 50) / (std::numbers::pi * std::numbers::pi));
    RATING_COMPARE_NEAR(p, 1.0 / (1.0 + std::pow(10.0, -gCombined * 200.0 / 400.0)), 1e-4);
    // A less certain opponent: a prediction closer to ½.
    QVERIFY(rules.winProbability(a, unsure, m) < p);
    QVERIFY(rules.winProbability(a, unsure, m) > 0.5);
}

void TestGlicko2::parameters()
{
    const Glicko2 rules;
    QCOMPARE(rules.initialRating(), 1500.0);
    const PlayerState fresh = rules.initialState();
    QCOMPARE(fresh.rating, 1500.0);
    QCOMPARE(fresh.deviation, 350.0);
    QCOMPARE(fresh.volatility, 0.06);
    QVERIFY(rules.isProvisional(fresh));
    QVERIFY(!rules.isProvisional(veteran(1500, 110, 0.06, 0)));
    QVERIFY(rules.isProvisional(veteran(1500, 110.5, 0.06, 0)));
    QCOMPARE(rules.params().tau, 0.5);
    QCOMPARE(rules.params().period, Glicko2::Period::Month);
    QCOMPARE(rules.minParticipants(), 2);
    QCOMPARE(rules.maxParticipants(), 5);
    QCOMPARE(rules.category(1499.6).label, std::string_view("Class C")); // shown 1500
    QCOMPARE(rules.displayed(1464.0507), 1464.0);
    const auto params = rules.parameters();
    QCOMPARE(params.size(), std::size_t{6});
    for (const Parameter& p : params) {
        QCOMPARE(p.value, p.defaultValue);
    }
    QCOMPARE(params[4].key, std::string("period"));
    QCOMPARE(params[4].value, std::string("month"));
}

void TestGlicko2::badParameters_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("unknown") << QStringLiteral("k") << QStringLiteral("32");
    QTest::newRow("period") << QStringLiteral("period") << QStringLiteral("year");
    QTest::newRow("tau not a number") << QStringLiteral("tau") << QStringLiteral("x");
    QTest::newRow("rd 0") << QStringLiteral("rd") << QStringLiteral("0");
    QTest::newRow("volatility 0") << QStringLiteral("volatility") << QStringLiteral("0");
}

void TestGlicko2::badParameters()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    Glicko2 rules;
    const QByteArray k = key.toUtf8();
    const QByteArray v = value.toUtf8();
    const auto error =
        rules.setParameter(std::string_view(k.constData(), k.size()), std::string_view(v.constData(), v.size()));
    QVERIFY(error);
    const std::string english = error->english();
    QVERIFY2(english.find(key == QLatin1String("k") ? "glicko2 has no parameter" : k.constData()) != std::string::npos,
             english.c_str());
}

QTEST_APPLESS_MAIN(TestGlicko2)
#include "tst_glicko2.moc"

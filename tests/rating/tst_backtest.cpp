// Tests of the backtest (core/rating/backtest.h, RATING_RULES.md
// "Backtest"): the scores by hand, and on synthetic histories generated from
// known skills the rule sets that learn the skills predict better than a
// coin flip; results are deterministic.

#include "ratingtest.h"

#include "rating/backtest.h"

#include <QObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace ratingtest;

namespace {

/// A history generated from known skills (fixed seed): duels won with the
/// logistic probability of the skill gap, or tables of 3–5 whose scores are
/// skill plus noise. Matches are spread over the days, two a day.
class SyntheticHistory
{
public:
    SyntheticHistory(int players, int matches, int seats, std::uint32_t seed) : m_skill(players)
    {
        std::mt19937 rng(seed);
        std::normal_distribution<double> normal(0.0, 1.0);
        for (double& s : m_skill) {
            s = normal(rng);
        }
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        m_tables.reserve(static_cast<std::size_t>(matches));
        for (int m = 0; m < matches; ++m) {
            Table t;
            t.id = m + 1;
            std::vector<PlayerId> pool(static_cast<std::size_t>(players));
            std::iota(pool.begin(), pool.end(), 0);
            std::shuffle(pool.begin(), pool.end(), rng);
            const int n = seats > 0 ? seats : std::uniform_int_distribution<int>(3, 5)(rng);
            if (n == 2) {
                const PlayerId a = pool[0];
                const PlayerId b = pool[1];
                const double p = 1.0 / (1.0 + std::exp(-(m_skill[a] - m_skill[b])));
                const double u = unit(rng);
                const bool draw = u > 0.95;
                const bool aWins = unit(rng) < p;
                t.seats = {ranked(a, draw || aWins ? 1 : 2), ranked(b, draw || !aWins ? 1 : 2)};
            } else {
                for (int i = 0; i < n; ++i) {
                    const PlayerId p = pool[static_cast<std::size_t>(i)];
                    t.seats.push_back(scored(p, std::round(100.0 * (m_skill[p] + normal(rng)))));
                }
                t.deals = 12;
            }
            m_tables.push_back(t);
        }
        for (std::size_t i = 0; i < m_tables.size(); ++i) {
            Match m = m_tables[i].match();
            m.day = 19000 + static_cast<std::int32_t>(i / 2);
            m_matches.push_back(m);
        }
    }

    [[nodiscard]] std::span<const Match> matches() const { return m_matches; }

private:
    std::vector<double> m_skill;
    std::vector<Table> m_tables;
    std::vector<Match> m_matches;
};

BacktestSummary run(std::span<const System> systems, const SyntheticHistory& history)
{
    std::vector<std::unique_ptr<RuleSet>> owned;
    std::vector<const RuleSet*> rules;
    for (const System s : systems) {
        owned.push_back(makeRuleSet(s));
        rules.push_back(owned.back().get());
    }
    Backtest backtest(rules);
    for (const Match& m : history.matches()) {
        backtest.play(m);
    }
    return backtest.summary();
}

bool samePairScores(const PairScores& a, const PairScores& b)
{
    return a.pairs == b.pairs && a.decisive == b.decisive && a.brier == b.brier && a.logLoss == b.logLoss &&
           a.accuracy == b.accuracy;
}

} // namespace

class TestBacktest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoresByHand();
    void calibrationByHand();
    void betterThanCoinFlip_data();
    void betterThanCoinFlip();
    void deterministic();
    void experienceSplit();
    void skippedAndTeamMates();
};

void TestBacktest::scoresByHand()
{
    ScoreCard card;
    card.add(0.8, 1.0);
    card.add(0.3, 0.0);
    card.add(0.6, 0.5);
    card.add(0.5, 1.0);
    card.add(0.9, 0.0);
    const PairScores s = card.scores();
    QCOMPARE(s.pairs, std::int64_t{5});
    QCOMPARE(s.decisive, std::int64_t{4});
    RATING_COMPARE_NEAR(s.brier, (0.04 + 0.09 + 0.01 + 0.25 + 0.81) / 5, 1e-15);
    const double logLoss =
        (-std::log(0.8) - std::log(0.7) - (0.5 * std::log(0.6) + 0.5 * std::log(0.4)) - std::log(0.5) - std::log(0.1)) /
        5;
    RATING_COMPARE_NEAR(s.logLoss, logLoss, 1e-15);
    // Decisive: right, right, half (p = ½), wrong.
    RATING_COMPARE_NEAR(s.accuracy, 2.5 / 4, 1e-15);

    // A certain prediction proved wrong costs a large but finite log loss.
    ScoreCard sure;
    sure.add(1.0, 0.0);
    QVERIFY(std::isfinite(sure.scores().logLoss));
    RATING_COMPARE_NEAR(sure.scores().logLoss, -std::log(1e-15), 1e-3);

    const PairScores none = ScoreCard().scores();
    QCOMPARE(none.pairs, std::int64_t{0});
    QCOMPARE(none.brier, 0.0);
}

void TestBacktest::calibrationByHand()
{
    ScoreCard card;
    card.add(0.82, 1.0); // bins 8 (0.82, 1) and 1 (0.18, 0)
    card.add(0.88, 0.0); // bins 8 (0.88, 0) and 1 (0.12, 1)
    card.add(0.5, 0.5);  // bin 5 twice
    card.add(1.0, 1.0);  // bins 9 (1.0, 1) and 0 (0.0, 0)
    const auto bins = card.calibration();
    QCOMPARE(bins[8].count, std::int64_t{2});
    RATING_COMPARE_NEAR(bins[8].predictedMean, 0.85, 1e-15);
    RATING_COMPARE_NEAR(bins[8].observedFrequency, 0.5, 1e-15);
    QCOMPARE(bins[1].count, std::int64_t{2});
    RATING_COMPARE_NEAR(bins[1].predictedMean, 0.15, 1e-15);
    QCOMPARE(bins[5].count, std::int64_t{2});
    RATING_COMPARE_NEAR(bins[5].observedFrequency, 0.5, 1e-15);
    QCOMPARE(bins[9].count, std::int64_t{1});
    QCOMPARE(bins[0].count, std::int64_t{1});
    QCOMPARE(bins[3].count, std::int64_t{0});
    QCOMPARE(bins[3].lower, 0.3);
    QCOMPARE(bins[3].upper, 0.4);
    std::int64_t total = 0;
    for (const CalibrationBin& b : bins) {
        total += b.count;
    }
    QCOMPARE(total, std::int64_t{8});
}

void TestBacktest::betterThanCoinFlip_data()
{
    QTest::addColumn<int>("seats"); // 0: 3 to 5
    QTest::addColumn<QList<int>>("systems");
    QTest::addColumn<QList<int>>("informed"); // must beat the coin flip
    const auto id = [](System s) { return static_cast<int>(s); };
    QTest::newRow("duels") << 2
                           << QList<int>{id(System::EloProvisional), id(System::Fermi), id(System::Glicko2),
                                         id(System::OpenSkill), id(System::Points)}
                           << QList<int>{id(System::EloProvisional), id(System::Fermi), id(System::Glicko2),
                                         id(System::OpenSkill), id(System::Points)};
    QTest::newRow("tables of 3 to 5") << 0
                                      << QList<int>{id(System::Niveau), id(System::Glicko2), id(System::OpenSkill),
                                                    id(System::Points)}
                                      << QList<int>{id(System::Niveau), id(System::Glicko2), id(System::OpenSkill),
                                                    id(System::Points)};
}

void TestBacktest::betterThanCoinFlip()
{
    QFETCH(int, seats);
    QFETCH(QList<int>, systems);
    QFETCH(QList<int>, informed);
    const SyntheticHistory history(60, 6000, seats, 4242u);
    std::vector<System> list;
    for (const int s : systems) {
        list.push_back(static_cast<System>(s));
    }
    const BacktestSummary summary = run(list, history);
    QCOMPARE(summary.matches, std::int64_t{6000});
    QCOMPARE(summary.scoredMatches, std::int64_t{6000});
    QCOMPARE(summary.ruleSets.size(), list.size());
    const PairScores& coin = summary.coinFlip.all;
    RATING_COMPARE_NEAR(coin.brier, 0.25 * static_cast<double>(coin.decisive) / static_cast<double>(coin.pairs), 1e-12);
    RATING_COMPARE_NEAR(coin.logLoss, std::log(2.0), 1e-12);
    RATING_COMPARE_NEAR(coin.accuracy, 0.5, 1e-12);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const PairScores& s = summary.ruleSets[i].all;
        const QByteArray name(systemKey(list[i]).data(), static_cast<qsizetype>(systemKey(list[i]).size()));
        QCOMPARE(s.pairs, coin.pairs);
        if (informed.contains(systems[static_cast<qsizetype>(i)])) {
            QVERIFY2(
                s.brier < coin.brier,
                qPrintable(QStringLiteral("%1: Brier %2 vs %3").arg(QLatin1String(name)).arg(s.brier).arg(coin.brier)));
            // Log loss punishes confident misses hardest: openskill's
            // Plackett–Luce updates on tables of 3–5 shrink σ fast, and its
            // predictions there come out overconfident (Brier and accuracy
            // beat the coin, log loss does not) — which is what a backtest is
            // for. Everywhere else log loss must beat the coin too.
            if (seats == 2 || list[i] != System::OpenSkill) {
                QVERIFY2(s.logLoss < coin.logLoss, name.constData());
            }
            QVERIFY2(s.accuracy > 0.55,
                     qPrintable(QStringLiteral("%1: accuracy %2").arg(QLatin1String(name)).arg(s.accuracy)));
            // Later pairs (both players past 20 games) are predicted better.
            QVERIFY2(summary.ruleSets[i].later.brier < summary.coinFlip.later.brier, name.constData());
        }
        // Calibrated enough: in every well-filled decile the observed
        // frequency is within 0.2 of the mean prediction. Not `points`,
        // whose ratio of mean placement points orders the players but is no
        // probability (its deciles show it).
        for (const CalibrationBin& b : summary.ruleSets[i].calibration) {
            if (b.count > 500 && list[i] != System::Points) {
                QVERIFY2(std::abs(b.observedFrequency - b.predictedMean) < 0.2,
                         qPrintable(QStringLiteral("%1: decile %2: predicted %3, observed %4")
                                        .arg(QLatin1String(name))
                                        .arg(b.lower)
                                        .arg(b.predictedMean)
                                        .arg(b.observedFrequency)));
            }
        }
    }
}

void TestBacktest::deterministic()
{
    const SyntheticHistory a(40, 2000, 2, 99u);
    const SyntheticHistory b(40, 2000, 2, 99u);
    const std::vector<System> systems = {System::EloProvisional, System::Glicko2, System::OpenSkill};
    const BacktestSummary x = run(systems, a);
    const BacktestSummary y = run(systems, b);
    QCOMPARE(x.ruleSets.size(), y.ruleSets.size());
    for (std::size_t i = 0; i < x.ruleSets.size(); ++i) {
        QVERIFY(samePairScores(x.ruleSets[i].all, y.ruleSets[i].all));
        QVERIFY(samePairScores(x.ruleSets[i].early, y.ruleSets[i].early));
        QVERIFY(samePairScores(x.ruleSets[i].later, y.ruleSets[i].later));
        for (std::size_t d = 0; d < 10; ++d) {
            QCOMPARE(x.ruleSets[i].calibration[d].count, y.ruleSets[i].calibration[d].count);
            QCOMPARE(x.ruleSets[i].calibration[d].observedFrequency, y.ruleSets[i].calibration[d].observedFrequency);
        }
    }
    // Another seed gives other figures: the scores do come from the history.
    const BacktestSummary z = run(systems, SyntheticHistory(40, 2000, 2, 100u));
    QVERIFY(!samePairScores(x.ruleSets[0].all, z.ruleSets[0].all));
}

void TestBacktest::experienceSplit()
{
    // Players 0 and 1 meet 25 times, then 2 and 0 once: the first 20 meetings
    // are early pairs, the next 5 later ones, the newcomer's pair early.
    const auto rules = makeRuleSet(System::EloProvisional);
    const RuleSet* list[] = {rules.get()};
    Backtest backtest(list, 20);
    std::vector<Table> tables;
    for (int i = 0; i < 26; ++i) {
        Table t;
        t.id = i + 1;
        t.seats = i < 25 ? std::vector<Participant>{ranked(0, 1), ranked(1, 2)}
                         : std::vector<Participant>{ranked(2, 1), ranked(0, 2)};
        tables.push_back(t);
    }
    for (const Table& t : tables) {
        backtest.play(t.match());
    }
    const BacktestSummary s = backtest.summary();
    QCOMPARE(s.ruleSets[0].all.pairs, std::int64_t{26});
    QCOMPARE(s.ruleSets[0].early.pairs, std::int64_t{21});
    QCOMPARE(s.ruleSets[0].later.pairs, std::int64_t{5});
    QCOMPARE(s.coinFlip.later.pairs, std::int64_t{5});
}

void TestBacktest::skippedAndTeamMates()
{
    // fermi keeps a void duel unrated: no rule set is scored on it. In the
    // openskill match of four, team-mates form no pair: 4 pairs, not 6.
    const auto fermi = makeRuleSet(System::Fermi);
    const auto elo = makeRuleSet(System::EloProvisional);
    const RuleSet* duelRules[] = {fermi.get(), elo.get()};
    Backtest duels(duelRules);
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    duels.play(t.match());
    t.isVoid = true;
    t.id = 2;
    duels.play(t.match());
    const BacktestSummary d = duels.summary();
    QCOMPARE(d.matches, std::int64_t{2});
    QCOMPARE(d.scoredMatches, std::int64_t{1});
    QCOMPARE(d.ruleSets[1].all.pairs, std::int64_t{1});

    const auto openskill = makeRuleSet(System::OpenSkill);
    const RuleSet* teamRules[] = {openskill.get()};
    Backtest teams(teamRules);
    Table four;
    four.seats = {ranked(0, 1), ranked(1, 1), ranked(2, 3), ranked(3, 3)};
    four.seats[0].team = 1;
    four.seats[1].team = 1;
    four.seats[2].team = 2;
    four.seats[3].team = 2;
    teams.play(four.match());
    const BacktestSummary s = teams.summary();
    QCOMPARE(s.ruleSets[0].all.pairs, std::int64_t{4});
    QCOMPARE(s.ruleSets[0].all.decisive, std::int64_t{4});
    RATING_COMPARE_NEAR(s.ruleSets[0].all.accuracy, 0.5, 1e-12); // fresh players: p = ½
}

QTEST_APPLESS_MAIN(TestBacktest)
#include "tst_backtest.moc"

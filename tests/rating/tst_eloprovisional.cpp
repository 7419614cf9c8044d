// Tests of `elo-provisional`, Elo with a provisional period for duels:
// RATING_RULES.md §3 and seed 001 ("Le système d'évaluation").

#include "ratingtest.h"

#include "rating/eloprovisional.h"

#include <QObject>
#include <QTest>

using namespace ratingtest;

namespace {

/// An established player (30 games) with a rating.
PlayerState established(double rating)
{
    return state(rating, 30);
}

/// A provisional player whose `games` games so far were all against players
/// rated `mean`, with G − P = `net`, and whose rating is the provisional
/// formula of that history (round(mean + 400·net/games)).
PlayerState provisional(int games, double mean, double net, double rating)
{
    PlayerState s = state(rating, games);
    s.opponentSum = mean * games;
    s.netScore = net;
    return s;
}

/// A duel between players 0 and 1: result 1 (first wins), 0.5, or 0.
Table duel(double resultA)
{
    Table t;
    t.seats = {ranked(0, resultA > 0.5 ? 1 : (resultA < 0.5 ? 2 : 1)),
               ranked(1, resultA < 0.5 ? 1 : (resultA > 0.5 ? 2 : 1))};
    return t;
}

} // namespace

class TestEloProvisional : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void winProbability_data();
    void winProbability();
    void boundary719_data();
    void boundary719();
    void zeroSum_data();
    void zeroSum();
    void kBands_data();
    void kBands();
    void provisionalOpponent_data();
    void provisionalOpponent();
    void provisionalSequence();
    void beatingWeakerLowers_data();
    void beatingWeakerLowers();
    void floorAtZero();
    void provisionalPeriod_data();
    void provisionalPeriod();
    void categories_data();
    void categories();
};

void TestEloProvisional::winProbability_data()
{
    QTest::addColumn<double>("difference");
    QTest::addColumn<double>("probability");

    // The page's table, to 2 decimals.
    QTest::newRow("0") << 0.0 << 0.50;
    QTest::newRow("100") << 100.0 << 0.64;
    QTest::newRow("200") << 200.0 << 0.76;
    QTest::newRow("400") << 400.0 << 0.91;
    QTest::newRow("800") << 800.0 << 0.99;
}

void TestEloProvisional::winProbability()
{
    QFETCH(double, difference);
    QFETCH(double, probability);

    const EloProvisional rules;
    const double p = rules.expectedScore(1500.0 + difference, 1500.0);
    QCOMPARE(std::round(p * 100.0) / 100.0, probability);
    RATING_COMPARE_NEAR(rules.expectedScore(1500.0, 1500.0 + difference), 1.0 - p, 1e-12);

    // The same expectation is the one used in a match between established players.
    const Played played = playOne(rules, duel(1.0), {established(1500.0 + difference), established(1500.0)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    RATING_COMPARE_NEAR(played.changes[0].expected, p, 1e-12);
    RATING_COMPARE_NEAR(played.changes[1].expected, 1.0 - p, 1e-12);
}

void TestEloProvisional::boundary719_data()
{
    QTest::addColumn<double>("difference");
    QTest::addColumn<double>("gain");

    // 32·(1 − 1/(1+10^(−d/400))): d = 719 → 0.502 → +1; d = 720 → 0.4993 → 0.
    QTest::newRow("718 below: +1") << 718.0 << 1.0;
    QTest::newRow("719 below: +1") << 719.0 << 1.0;
    QTest::newRow("720 below: 0") << 720.0 << 0.0;
    QTest::newRow("721 below: 0") << 721.0 << 0.0;
    QTest::newRow("1500 below: 0") << 1500.0 << 0.0;
}

void TestEloProvisional::boundary719()
{
    QFETCH(double, difference);
    QFETCH(double, gain);

    const EloProvisional rules;
    const double weak = 400.0;
    const double strong = weak + difference; // below 2100: K = 32
    const Played played = playOne(rules, duel(1.0), {established(strong), established(weak)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].k, 32.0);
    QCOMPARE(played.changes[0].change, gain);
    QCOMPARE(played.changes[1].change, -gain);
    QCOMPARE(played.states[0].rating, strong + gain);
    QCOMPARE(played.states[1].rating, weak - gain);
}

void TestEloProvisional::zeroSum_data()
{
    QTest::addColumn<double>("ratingA");
    QTest::addColumn<double>("ratingB");
    QTest::addColumn<double>("result");
    QTest::addColumn<double>("changeA");

    // round(K·(R − Ra)), Ra = 1/(1+10^((B − A)/400)).
    QTest::newRow("1500 beats 1600: 20.48 -> 20") << 1500.0 << 1600.0 << 1.0 << 20.0;
    QTest::newRow("1500 draws 1600: 4.48 -> 4") << 1500.0 << 1600.0 << 0.5 << 4.0;
    QTest::newRow("1600 beats 1500: 11.52 -> 12") << 1600.0 << 1500.0 << 1.0 << 12.0;
    QTest::newRow("1000 loses to 1000: -16") << 1000.0 << 1000.0 << 0.0 << -16.0;
    QTest::newRow("1200 draws 1650: 13.77 -> 14") << 1200.0 << 1650.0 << 0.5 << 14.0;
    QTest::newRow("1800 loses to 1100: -31.44 -> -31") << 1800.0 << 1100.0 << 0.0 << -31.0;
    QTest::newRow("K 24: 2200 beats 2300: 15.36 -> 15") << 2200.0 << 2300.0 << 1.0 << 15.0;
    QTest::newRow("K 16: 2500 beats 2450: 6.86 -> 7") << 2500.0 << 2450.0 << 1.0 << 7.0;
    QTest::newRow("K 16: 2450 loses to 2500: -6.86 -> -7") << 2450.0 << 2500.0 << 0.0 << -7.0;
}

void TestEloProvisional::zeroSum()
{
    QFETCH(double, ratingA);
    QFETCH(double, ratingB);
    QFETCH(double, result);
    QFETCH(double, changeA);

    const EloProvisional rules;
    const Played played = playOne(rules, duel(result), {established(ratingA), established(ratingB)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].rounding, Rounding::Round);
    QCOMPARE(played.changes[0].change, changeA);
    QCOMPARE(played.changes[1].change, -changeA);
    QCOMPARE(played.states[0].rating + played.states[1].rating, ratingA + ratingB);
    QVERIFY(!played.changes[0].provisionalBefore);
    QVERIFY(!played.changes[1].provisionalAfter);
}

void TestEloProvisional::kBands_data()
{
    QTest::addColumn<double>("rating");
    QTest::addColumn<double>("k");

    // K = 32 below 2100, 24 from 2100 to 2399, 16 from 2400.
    QTest::newRow("0") << 0.0 << 32.0;
    QTest::newRow("2099") << 2099.0 << 32.0;
    QTest::newRow("2100") << 2100.0 << 24.0;
    QTest::newRow("2399") << 2399.0 << 24.0;
    QTest::newRow("2400") << 2400.0 << 16.0;
    QTest::newRow("2800") << 2800.0 << 16.0;
}

void TestEloProvisional::kBands()
{
    QFETCH(double, rating);
    QFETCH(double, k);

    const EloProvisional rules;
    QCOMPARE(rules.baseK(rating), k);
    // Two established players at the same rating: the winner gains K/2.
    const Played played = playOne(rules, duel(1.0), {established(rating), established(rating)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].k0, k);
    QCOMPARE(played.changes[0].k, k);
    QCOMPARE(played.changes[0].change, k / 2);
    QCOMPARE(played.changes[1].change, -k / 2);
}

void TestEloProvisional::provisionalOpponent_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("changeA");
    QTest::addColumn<double>("afterB");

    // An established 1500 (K 32) beats a provisional 1500 who had played n
    // games: K·n/20, change round(32·n/20·0.5) = round(0.8·n). The
    // provisional loser: round(1500 + 400·(−1)/(n+1)).
    QTest::newRow("first-game opponent: no change") << 0 << 0.0 << 1100.0;
    QTest::newRow("n = 1: 0.8 -> 1") << 1 << 1.0 << 1300.0;
    QTest::newRow("n = 5: 4") << 5 << 4.0 << 1433.0;
    QTest::newRow("n = 10: 8") << 10 << 8.0 << 1464.0;
    QTest::newRow("n = 19: 15.2 -> 15") << 19 << 15.0 << 1480.0;
}

void TestEloProvisional::provisionalOpponent()
{
    QFETCH(int, n);
    QFETCH(double, changeA);
    QFETCH(double, afterB);

    const EloProvisional rules;
    const Played played = playOne(rules, duel(1.0), {established(1500), provisional(n, 1500, 0, 1500)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    const RatingChange& a = played.changes[0];
    const RatingChange& b = played.changes[1];
    QCOMPARE(a.opponentGames, n);
    QCOMPARE(a.k0, 32.0);
    RATING_COMPARE_NEAR(a.k2, n / 20.0, 1e-12);
    RATING_COMPARE_NEAR(a.k, 32.0 * n / 20.0, 1e-12);
    QCOMPARE(a.change, changeA);
    QCOMPARE(played.states[0].rating, 1500.0 + changeA);
    QVERIFY(b.provisionalBefore);
    QCOMPARE(b.rounding, Rounding::Provisional);
    QCOMPARE(played.states[1].rating, afterB);
}

void TestEloProvisional::provisionalSequence()
{
    // A new player P (id 0, start 0) against six established opponents, by
    // hand: Ep = round(Ea + 400·(G − P)/N), Ea over the opponents' ratings at
    // the time of each game, a draw ½ in G and in P.
    //   1 beats X 1200: Ea 1200,           G−P 1, N 1 → 1600
    //   2 draws Y 1500: Ea 2700/2 = 1350,  G−P 1, N 2 → 1550
    //   3 loses Z 1800: Ea 4500/3 = 1500,  G−P 0, N 3 → 1500
    //   4 beats W 1000: Ea 5500/4 = 1375,  G−P 1, N 4 → 1475 (a win that lowers)
    //   5 loses V 1337: Ea 6837/5 = 1367.4, G−P 0, N 5 → 1367
    //   6 draws U 1250: Ea 8087/6 = 1347.83, G−P 0, N 6 → 1348
    // The established opponent's K is 32·n/20 with n = P's games before:
    //   X: n 0 → 0; Y: K 1.6·(0.5 − 0.3599) = 0.22 → 0; Z: K 3.2·(1 − 0.8083) = 0.61 → +1;
    //   W: K 4.8·(0 − 0.0532) = −0.26 → 0; V: K 6.4·(1 − 0.3113) = 4.41 → +4;
    //   U: K 8·(0.5 − 0.3377) = 1.30 → +1.
    struct Game {
        PlayerId opponent;
        double opponentRating;
        double result;
        double ea;
        double after;
        double opponentAfter;
    };
    static constexpr Game Games[] = {
        {1, 1200, 1.0, 1200.0, 1600, 1200}, {2, 1500, 0.5, 1350.0, 1550, 1500}, {3, 1800, 0.0, 1500.0, 1500, 1801},
        {4, 1000, 1.0, 1375.0, 1475, 1000}, {5, 1337, 0.0, 1367.4, 1367, 1341}, {6, 1250, 0.5, 8087.0 / 6, 1348, 1251},
    };

    const EloProvisional rules;
    QCOMPARE(rules.initialRating(), 0.0);
    Replay replay(rules);
    for (const Game& g : Games) {
        replay.setState(g.opponent, established(g.opponentRating));
    }
    int games = 0;
    for (const Game& g : Games) {
        Table t = duel(g.result);
        t.seats[1].player = g.opponent;
        const Step step = replay.play(t.match());
        QVERIFY(!step.invalid);
        QCOMPARE(step.changes.size(), std::size_t{2});
        const RatingChange& p = step.changes[0];
        QCOMPARE(p.gamesBefore, games);
        QVERIFY(p.provisionalBefore);
        QCOMPARE(p.rounding, Rounding::Provisional);
        RATING_COMPARE_NEAR(p.opponentMean, g.ea, 1e-9);
        QCOMPARE(p.after, g.after);
        QCOMPARE(replay.state(0).rating, g.after);
        QCOMPARE(step.changes[1].after, g.opponentAfter);
        ++games;
    }
    QCOMPARE(replay.state(0).games, 6);
    QCOMPARE(replay.state(0).wins, 2);
    QCOMPARE(replay.state(0).draws, 2);
    QCOMPARE(replay.state(0).losses, 2);
    QVERIFY(replay.standing(0).provisional);
}

void TestEloProvisional::beatingWeakerLowers_data()
{
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("after");

    // A provisional 1450 after 4 games (Ea 1450, G − P 0) wins game 5:
    // round((5800 + opp)/5 + 400/5). "Beating a player 400 below you lowers
    // your rating" (seed 001): exactly 400 below keeps it, more lowers it.
    QTest::newRow("beats an equal: 1530") << 1450.0 << 1530.0;
    QTest::newRow("beats one 300 below: 1470") << 1150.0 << 1470.0;
    QTest::newRow("beats one 400 below: 1450 (unchanged)") << 1050.0 << 1450.0;
    QTest::newRow("beats one 500 below: 1430 (lower)") << 950.0 << 1430.0;
    QTest::newRow("beats a 0: 1240 (lower)") << 0.0 << 1240.0;
}

void TestEloProvisional::beatingWeakerLowers()
{
    QFETCH(double, opponent);
    QFETCH(double, after);

    const EloProvisional rules;
    const Played played = playOne(rules, duel(1.0), {provisional(4, 1450, 0, 1450), established(opponent)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    QCOMPARE(played.changes[0].actual, 1.0);
    QCOMPARE(played.changes[0].after, after);
    QCOMPARE(played.states[0].rating, after);
}

void TestEloProvisional::floorAtZero()
{
    const EloProvisional rules;
    {
        // Two new players: the loser's round(0 + 400·(−1)/1) = −400 → 0.
        const Played played = playOne(rules, duel(1.0));
        QCOMPARE(played.changes.size(), std::size_t{2});
        QCOMPARE(played.changes[0].after, 400.0);
        QCOMPARE(played.changes[1].after, 0.0);
        QVERIFY(played.changes[1].floored);
        QVERIFY(!played.changes[0].floored);
    }
    {
        // Two established 10s: the loser's 10 − 16 → 0.
        const Played played = playOne(rules, duel(1.0), {established(10), established(10)});
        QCOMPARE(played.changes.size(), std::size_t{2});
        QCOMPARE(played.changes[0].after, 26.0);
        QCOMPARE(played.changes[1].change, -16.0);
        QCOMPARE(played.changes[1].after, 0.0);
        QCOMPARE(played.states[1].rating, 0.0);
        QVERIFY(played.changes[1].floored);
    }
    {
        // A provisional player with a poor record against weak opponents.
        const Played played = playOne(rules, duel(0.0), {provisional(3, 100, -3, 0), established(50)});
        QCOMPARE(played.changes.size(), std::size_t{2});
        // round((300 + 50)/4 + 400·(−4)/4) = round(87.5 − 400) → below 0 → 0.
        QCOMPARE(played.changes[0].after, 0.0);
        QVERIFY(played.changes[0].floored);
    }
}

void TestEloProvisional::provisionalPeriod_data()
{
    QTest::addColumn<int>("gamesBefore");
    QTest::addColumn<bool>("provisionalBefore");
    QTest::addColumn<bool>("provisionalAfter");
    QTest::addColumn<double>("after");

    // Provisional while fewer than 20 games (counted before the game): the
    // 20th game is still rated by the provisional formula, and the rating is
    // established (no "~") once 20 games are played.
    // Provisional: round(1500 + 400·1/(n+1)); established: 1500 + 16.
    QTest::newRow("first game") << 0 << true << true << 1900.0;
    QTest::newRow("10th game") << 9 << true << true << 1540.0;
    QTest::newRow("19th game") << 18 << true << true << 1521.0;
    QTest::newRow("20th game") << 19 << true << false << 1520.0;
    QTest::newRow("21st game") << 20 << false << false << 1516.0;
    QTest::newRow("51st game") << 50 << false << false << 1516.0;
}

void TestEloProvisional::provisionalPeriod()
{
    QFETCH(int, gamesBefore);
    QFETCH(bool, provisionalBefore);
    QFETCH(bool, provisionalAfter);
    QFETCH(double, after);

    const EloProvisional rules;
    const PlayerState before = provisional(gamesBefore, 1500, 0, gamesBefore == 0 ? 0 : 1500);
    QCOMPARE(rules.isProvisional(before), provisionalBefore);

    const Played played = playOne(rules, duel(1.0), {before, established(1500)});
    QCOMPARE(played.changes.size(), std::size_t{2});
    const RatingChange& rc = played.changes[0];
    QCOMPARE(rc.provisionalBefore, provisionalBefore);
    QCOMPARE(rc.provisionalAfter, provisionalAfter);
    QCOMPARE(rc.rounding, provisionalBefore ? Rounding::Provisional : Rounding::Round);
    QCOMPARE(rc.after, after);
    QCOMPARE(played.states[0].games, gamesBefore + 1);
    QCOMPARE(rules.isProvisional(played.states[0]), provisionalAfter);

    // The standing shows the same flag.
    Replay replay(rules);
    replay.setState(0, played.states[0]);
    QCOMPARE(replay.standing(0).provisional, provisionalAfter);
}

void TestEloProvisional::categories_data()
{
    QTest::addColumn<double>("rating");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("lower");

    struct Band {
        int lower;
        const char* label;
    };
    static constexpr Band Bands[] = {
        {0, "Class J"},    {200, "Class I"},  {400, "Class H"},      {600, "Class G"},  {800, "Class F"},
        {1000, "Class E"}, {1200, "Class D"}, {1400, "Class C"},     {1600, "Class B"}, {1800, "Class A"},
        {2000, "Expert"},  {2200, "Master"},  {2400, "Grandmaster"},
    };
    int index = 0;
    for (const Band& band : Bands) {
        if (band.lower > 0) {
            QTest::addRow("%d", band.lower - 1)
                << static_cast<double>(band.lower - 1) << index - 1 << QString::fromLatin1(Bands[index - 1].label)
                << static_cast<double>(Bands[index - 1].lower);
        }
        QTest::addRow("%d", band.lower) << static_cast<double>(band.lower) << index << QString::fromLatin1(band.label)
                                        << static_cast<double>(band.lower);
        ++index;
    }
    QTest::newRow("3000") << 3000.0 << 12 << QStringLiteral("Grandmaster") << 2400.0;
}

void TestEloProvisional::categories()
{
    QFETCH(double, rating);
    QFETCH(int, index);
    QFETCH(QString, label);
    QFETCH(double, lower);

    const EloProvisional rules;
    const Category c = rules.category(rating);
    QCOMPARE(c.index, index);
    QCOMPARE(QString::fromUtf8(c.label.data(), static_cast<qsizetype>(c.label.size())), label);
    QCOMPARE(c.lower, lower);
    QCOMPARE(rules.categories().size(), std::size_t{13});
    QCOMPARE(rules.categories()[static_cast<std::size_t>(index)].lower, lower);
}

QTEST_APPLESS_MAIN(TestEloProvisional)
#include "tst_eloprovisional.moc"

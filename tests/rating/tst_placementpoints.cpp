// Tests of the placement points and the Hall of Fame: RATING_RULES.md §6 and
// seed 004 ("Hall of Fame").

#include "ratingtest.h"

#include "rating/elodsc.h"
#include "rating/eloprovisional.h"
#include "rating/fermi.h"
#include "rating/niveau.h"
#include "rating/placementpoints.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QTest>

#include <map>

using namespace ratingtest;

class TestPlacementPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundedTable_data();
    void roundedTable();
    void sumAndRatios_data();
    void sumAndRatios();
    void shares_data();
    void shares();
    void meanOfPoints();
    void positionsFromEachRuleSet();
    void hallOfFame_data();
    void hallOfFame();
};

void TestPlacementPoints::roundedTable_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QList<int>>("points");

    // The page's table.
    QTest::newRow("2 players") << 2 << QList<int>{133, 67};
    QTest::newRow("3 players") << 3 << QList<int>{164, 82, 55};
    QTest::newRow("4 players") << 4 << QList<int>{192, 96, 64, 48};
    QTest::newRow("5 players") << 5 << QList<int>{219, 109, 73, 55, 44};
}

void TestPlacementPoints::roundedTable()
{
    QFETCH(int, n);
    QFETCH(QList<int>, points);

    for (int p = 1; p <= n; ++p) {
        QCOMPARE(static_cast<int>(std::lround(placementPoints(n, p))), points[p - 1]);
    }
    // The same through a match of the `points` rule set, ranks 1…n.
    const PlacementPoints rules;
    Table t;
    for (int i = 0; i < n; ++i) {
        t.seats.push_back(ranked(i, i + 1));
    }
    const Played played = playOne(rules, t);
    QCOMPARE(played.changes.size(), static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        QCOMPARE(static_cast<int>(std::lround(played.changes[static_cast<std::size_t>(i)].placementPoints)), points[i]);
    }
}

void TestPlacementPoints::sumAndRatios_data()
{
    QTest::addColumn<int>("n");
    for (const int n : {2, 3, 4, 5, 6, 7, 10, 20, 64}) {
        QTest::addRow("%d players", n) << n;
    }
}

void TestPlacementPoints::sumAndRatios()
{
    QFETCH(int, n);

    // P(p) = 100·n/(H_n·p): the points of a match sum to 100·n (an expectation
    // of 100), and the winner gets p times the points of position p.
    double harmonic = 0.0;
    for (int k = 1; k <= n; ++k) {
        harmonic += 1.0 / k;
    }
    double sum = 0.0;
    for (int p = 1; p <= n; ++p) {
        const double points = placementPoints(n, p);
        RATING_COMPARE_NEAR(points, 100.0 * n / (harmonic * p), 1e-9);
        RATING_COMPARE_NEAR(placementPoints(n, 1), p * points, 1e-9);
        sum += points;
    }
    RATING_COMPARE_NEAR(sum, 100.0 * n, 1e-9);
}

void TestPlacementPoints::shares_data()
{
    QTest::addColumn<QList<int>>("ranks");     // as entered; 0 = use the score
    QTest::addColumn<QList<double>>("scores"); // used when no rank is given
    QTest::addColumn<QList<double>>("points"); // to 0.1
    QTest::addColumn<QList<double>>("positions");

    // Tarot at 5 (page): the defence of 3 wins → (P1 + P2 + P3)/3 = 133.8 each,
    // the attack (P4 + P5)/2 = 49.3 each; team-mates carry dense equal ranks.
    QTest::newRow("tarot: defence wins (ranks 1,1,1,2,2)")
        << QList<int>{1, 1, 1, 2, 2} << QList<double>{} << QList<double>{133.8, 133.8, 133.8, 49.3, 49.3}
        << QList<double>{2, 2, 2, 4.5, 4.5};
    // The defence loses: (P3 + P4 + P5)/3 = 57.2 each, the attack (P1 + P2)/2 = 164.2.
    QTest::newRow("tarot: defence loses (ranks 2,2,2,1,1)")
        << QList<int>{2, 2, 2, 1, 1} << QList<double>{} << QList<double>{57.2, 57.2, 57.2, 164.2, 164.2}
        << QList<double>{4, 4, 4, 1.5, 1.5};
    QTest::newRow("tarot: competition ranks 1,1,1,4,4")
        << QList<int>{1, 1, 1, 4, 4} << QList<double>{} << QList<double>{133.8, 133.8, 133.8, 49.3, 49.3}
        << QList<double>{2, 2, 2, 4.5, 4.5};
    QTest::newRow("tarot: attack seated first (ranks 2,1,2,1,1)")
        << QList<int>{2, 1, 2, 1, 1} << QList<double>{} << QList<double>{49.3, 133.8, 49.3, 133.8, 133.8}
        << QList<double>{4.5, 2, 4.5, 2, 2};
    QTest::newRow("duel: draw") << QList<int>{1, 1} << QList<double>{} << QList<double>{100, 100}
                                << QList<double>{1.5, 1.5};
    QTest::newRow("duel") << QList<int>{2, 1} << QList<double>{} << QList<double>{66.7, 133.3} << QList<double>{2, 1};
    // 3 players, two tied second: (81.8 + 54.5)/2 = 68.2.
    QTest::newRow("3 players, tie for second")
        << QList<int>{1, 2, 2} << QList<double>{} << QList<double>{163.6, 68.2, 68.2} << QList<double>{1, 2.5, 2.5};
    QTest::newRow("4 players, all tied") << QList<int>{1, 1, 1, 1} << QList<double>{}
                                         << QList<double>{100, 100, 100, 100} << QList<double>{2.5, 2.5, 2.5, 2.5};
    QTest::newRow("3 players by score") << QList<int>{0, 0, 0} << QList<double>{10, 30, 20}
                                        << QList<double>{54.5, 163.6, 81.8} << QList<double>{3, 1, 2};
    // Equal scores are a tie: (163.6 + 81.8)/2 = 122.7.
    QTest::newRow("3 players by score, tie for first")
        << QList<int>{0, 0, 0} << QList<double>{30, 10, 30} << QList<double>{122.7, 54.5, 122.7}
        << QList<double>{1.5, 3, 1.5};
}

void TestPlacementPoints::shares()
{
    QFETCH(QList<int>, ranks);
    QFETCH(QList<double>, scores);
    QFETCH(QList<double>, points);
    QFETCH(QList<double>, positions);

    const PlacementPoints rules;
    Table t;
    for (qsizetype i = 0; i < ranks.size(); ++i) {
        Participant p = ranked(static_cast<PlayerId>(10 + i), ranks[i]);
        if (i < scores.size()) {
            p.score = scores[i];
        }
        t.seats.push_back(p);
    }
    const Played played = playOne(rules, t);
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), static_cast<std::size_t>(ranks.size()));
    double sum = 0.0;
    for (qsizetype i = 0; i < ranks.size(); ++i) {
        const RatingChange& rc = played.changes[static_cast<std::size_t>(i)];
        RATING_COMPARE_NEAR(rc.placementPoints, points[i], 0.05);
        QCOMPARE(rc.position, positions[i]);
        // The `points` rule set's own result is the same share.
        QCOMPARE(rc.actual, rc.placementPoints);
        QCOMPARE(played.states[static_cast<std::size_t>(i)].points, rc.placementPoints);
        sum += rc.placementPoints;
    }
    RATING_COMPARE_NEAR(sum, 100.0 * static_cast<double>(ranks.size()), 1e-9);
}

void TestPlacementPoints::meanOfPoints()
{
    // A `points` game has no rating of its own: its running value is the
    // mean of the points won. Win a duel (133.33), then second of 3 (81.82).
    const PlacementPoints rules;
    QVERIFY(!rules.hasRating());
    Replay replay(rules);
    Table duel;
    duel.seats = {ranked(0, 1), ranked(1, 2)};
    QCOMPARE(replay.play(duel.match()).changes.size(), std::size_t{2});
    Table three;
    three.seats = {ranked(2, 1), ranked(0, 2), ranked(1, 3)};
    const Step step = replay.play(three.match());
    QCOMPARE(step.changes.size(), std::size_t{3});
    RATING_COMPARE_NEAR(step.changes[1].before, 200.0 / 1.5, 1e-9);
    RATING_COMPARE_NEAR(step.changes[1].after, (200.0 / 1.5 + 300.0 / (1.5 + 1.0 / 3) / 2) / 2, 1e-9);
    const PlayerState s = replay.state(0);
    QCOMPARE(s.games, 2);
    QCOMPARE(s.wins, 1);
    QCOMPARE(s.losses, 1);
    RATING_COMPARE_NEAR(s.points, 133.333333333333 + 81.818181818182, 1e-9);
    RATING_COMPARE_NEAR(s.rating, (133.333333333333 + 81.818181818182) / 2, 1e-9);
}

void TestPlacementPoints::positionsFromEachRuleSet()
{
    // niveau: from the scores, the leaver last (whatever he had scored).
    {
        const Niveau rules;
        Table t;
        t.seats = {scored(0, 300, true), scored(1, 100), scored(2, -50), scored(3, -200)};
        t.deals = 10;
        const Played played = playOne(rules, t);
        QCOMPARE(played.changes.size(), std::size_t{4});
        RATING_COMPARE_NEAR(played.changes[0].placementPoints, 48.0, 1e-9);
        RATING_COMPARE_NEAR(played.changes[1].placementPoints, 192.0, 1e-9);
        RATING_COMPARE_NEAR(played.changes[2].placementPoints, 96.0, 1e-9);
        RATING_COMPARE_NEAR(played.changes[3].placementPoints, 64.0, 1e-9);
        QCOMPARE(played.states[0].points, played.changes[0].placementPoints);
    }
    // elo-dsc: the winner and the loser; a draw is a tie.
    {
        const EloDsc rules;
        Table t;
        t.seats = {ranked(0, 1), ranked(1, 1)};
        t.outcome = Outcome::E;
        const Played draw = playOne(rules, t);
        QCOMPARE(draw.changes.size(), std::size_t{2});
        RATING_COMPARE_NEAR(draw.changes[0].placementPoints, 100.0, 1e-9);
        RATING_COMPARE_NEAR(draw.changes[1].placementPoints, 100.0, 1e-9);
        t.seats[0].rank = 2;
        t.outcome = Outcome::AT;
        const Played win = playOne(rules, t);
        QCOMPARE(win.changes.size(), std::size_t{2});
        RATING_COMPARE_NEAR(win.changes[0].placementPoints, 200.0 / 3, 1e-9);
        RATING_COMPARE_NEAR(win.changes[1].placementPoints, 400.0 / 3, 1e-9);
    }
    // elo-provisional and fermi: from the ranks (fermi: a leaver loses).
    {
        const EloProvisional rules;
        Table t;
        t.seats = {ranked(0, 2), ranked(1, 1)};
        const Played played = playOne(rules, t);
        QCOMPARE(played.changes.size(), std::size_t{2});
        RATING_COMPARE_NEAR(played.changes[0].placementPoints, 200.0 / 3, 1e-9);
        RATING_COMPARE_NEAR(played.changes[1].placementPoints, 400.0 / 3, 1e-9);
    }
    {
        const Fermi rules;
        Table t;
        t.seats = {ranked(0, 1), ranked(1, 2)};
        t.seats[0].left = true;
        const Played played = playOne(rules, t);
        QCOMPARE(played.changes.size(), std::size_t{2});
        RATING_COMPARE_NEAR(played.changes[0].placementPoints, 200.0 / 3, 1e-9);
        RATING_COMPARE_NEAR(played.changes[1].placementPoints, 400.0 / 3, 1e-9);
    }
}

void TestPlacementPoints::hallOfFame_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QList<int>>("participations");
    QTest::addColumn<QList<double>>("totals");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QList<double>>("adjusted"); // in the expected order
    QTest::addColumn<QList<int>>("ranks");       // in the expected order

    // μ = (Σ + 100·(T − n))/T, T = the largest n (10 here):
    //   Bob   n 2,  Σ 400  → avg 200, μ (400 + 800)/10 = 120
    //   Alice n 10, Σ 1200 → avg 120, μ 120 (Bob listed first on the average; the same rank)
    //   Eve   n 1,  Σ 219  → avg 219, μ (219 + 900)/10 = 111.9
    //   Carol n 5,  Σ 600  → avg 120, μ (600 + 500)/10 = 110
    //   Dave  n 5,  Σ 600  → the same as Carol: listed by name
    // Equal μ as shown share the rank (competition ranking, as every game's
    // standings on the rating shown: issue 20).
    //   Zed   n 10, Σ 900  → μ 90
    QTest::newRow("mu, then average, then name")
        << QStringList{QStringLiteral("Zed"), QStringLiteral("Dave"),  QStringLiteral("Alice"),
                       QStringLiteral("Eve"), QStringLiteral("Carol"), QStringLiteral("Bob")}
        << QList<int>{10, 5, 10, 1, 5, 2} << QList<double>{900, 600, 1200, 219, 600, 400}
        << QStringList{QStringLiteral("Bob"),   QStringLiteral("Alice"), QStringLiteral("Eve"),
                       QStringLiteral("Carol"), QStringLiteral("Dave"),  QStringLiteral("Zed")}
        << QList<double>{120, 120, 111.9, 110, 110, 90} << QList<int>{1, 1, 3, 4, 4, 6};
    // T = 4: Bea's single 219 gives μ (219 + 300)/4 = 129.75 > Abe's 120.
    QTest::newRow("T is the largest participation count")
        << QStringList{QStringLiteral("Abe"), QStringLiteral("Bea")} << QList<int>{4, 1} << QList<double>{480, 219}
        << QStringList{QStringLiteral("Bea"), QStringLiteral("Abe")} << QList<double>{129.75, 120} << QList<int>{1, 2};
    // … with T = 20 the same single win is worth only (219 + 1900)/20 = 105.95.
    QTest::newRow("a larger T dilutes a single win")
        << QStringList{QStringLiteral("Abe"), QStringLiteral("Bea"), QStringLiteral("Cyd")} << QList<int>{4, 1, 20}
        << QList<double>{480, 219, 2000}
        << QStringList{QStringLiteral("Bea"), QStringLiteral("Abe"), QStringLiteral("Cyd")}
        << QList<double>{105.95, 104, 100} << QList<int>{1, 2, 3};
    QTest::newRow("players without a participation are left out")
        << QStringList{QStringLiteral("Ann"), QStringLiteral("Ben")} << QList<int>{0, 3} << QList<double>{0, 250}
        << QStringList{QStringLiteral("Ben")} << QList<double>{250.0 / 3} << QList<int>{1};
    // Belote team-mates who always play together have the very same tally:
    // they share the rank, as equal ratings do in the other games (issue 20).
    QTest::newRow("equal tallies share the rank")
        << QStringList{QStringLiteral("Hugo"), QStringLiteral("Léa"), QStringLiteral("Amélie"), QStringLiteral("Zoé")}
        << QList<int>{4, 4, 4, 4} << QList<double>{400, 532, 532, 400}
        << QStringList{QStringLiteral("Amélie"), QStringLiteral("Léa"), QStringLiteral("Hugo"), QStringLiteral("Zoé")}
        << QList<double>{133, 133, 100, 100} << QList<int>{1, 1, 3, 3};
    // The demo's Belote: four players at μ 102.75 with different averages were
    // ranked 3, 4, 5, 6 though the leaderboard shows the same score; they
    // share the rank, listed by average. T = 4: Ann 4 × 102.75; Bob two
    // matches of 105.5 each, μ (211 + 200)/4 = 102.75. A μ that differs only
    // beyond the two decimals shown shares it too.
    QTest::newRow("equal adjusted averages as shown share the rank")
        << QStringList{QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cyd"), QStringLiteral("Dee")}
        << QList<int>{4, 2, 4, 4} << QList<double>{411, 211, 400.004, 400.012}
        << QStringList{QStringLiteral("Bob"), QStringLiteral("Ann"), QStringLiteral("Dee"), QStringLiteral("Cyd")}
        << QList<double>{102.75, 102.75, 100.003, 100.001} << QList<int>{1, 1, 3, 3};
}

void TestPlacementPoints::hallOfFame()
{
    QFETCH(QStringList, names);
    QFETCH(QList<int>, participations);
    QFETCH(QList<double>, totals);
    QFETCH(QStringList, order);
    QFETCH(QList<double>, adjusted);
    QFETCH(QList<int>, ranks);

    std::vector<PointsTally> tallies;
    std::map<PlayerId, QString> nameOf;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const auto id = static_cast<PlayerId>(i + 1);
        tallies.push_back({id, participations[i], totals[i]});
        nameOf[id] = names[i];
    }
    const auto rows =
        palmares::rating::hallOfFame(tallies, [&](PlayerId a, PlayerId b) { return nameOf.at(a) < nameOf.at(b); });
    QCOMPARE(rows.size(), static_cast<std::size_t>(order.size()));
    for (qsizetype i = 0; i < order.size(); ++i) {
        const HallOfFameRow& row = rows[static_cast<std::size_t>(i)];
        QCOMPARE(nameOf.at(row.player), order[i]);
        QCOMPARE(row.rank, ranks[i]);
        RATING_COMPARE_NEAR(row.adjusted, adjusted[i], 1e-9);
        const qsizetype input = names.indexOf(order[i]);
        QCOMPARE(row.participations, participations[input]);
        QCOMPARE(row.total, totals[input]);
        RATING_COMPARE_NEAR(row.average, totals[input] / participations[input], 1e-9);
    }
}

QTEST_APPLESS_MAIN(TestPlacementPoints)
#include "tst_placementpoints.moc"

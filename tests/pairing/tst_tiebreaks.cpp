// Tests of the standings' tie-breaks (FIDE Handbook C.07, 2023/2024; art. 6
// as worded in 2026: DE re-applied within the sub-groups it leaves tied, and
// in a Swiss one alone at the top of the encounters whatever the missing
// games ranked first): the worked exercise FIDE's Technical Commission
// published for the new regulations (tec.fide.com, 18 March 2024: a
// 16-player, 5-round Swiss with forfeits, byes and a withdrawal; its answers
// typed in as printed), then one hand-made case per rule on unplayed rounds
// and direct encounter, each worked out by hand in its comment from the
// rule, never from this program's output.

#include "standingstest.h"

#include "pairing/tiebreaks.h"

#include <QObject>
#include <QTest>

#include <algorithm>

using namespace standingstest;

Q_DECLARE_METATYPE(palmares::pairing::TieBreak)

namespace {

/// FIDE's exercise (C.07 2023, TEC, 18 March 2024): 16 players, 5 rounds.
/// Player 12 withdrew after round 3; 14 was absent in round 4; 4 and 9 took
/// half-point byes; 6, 9 and 12 had the pairing-allocated bye; 9 lost by
/// forfeit to 11 in round 4 and 14 to 12 in round 3.
std::vector<Entrant> fideExercise()
{
    return eventOf({
        {"+W9", "=B13", "=W2", "+B15", "=W4"},   // 1
        {"+B10", "+W7", "=B1", "+W16", "=B3"},   // 2
        {"=W11", "+B6", "+W8", "=B4", "=W2"},    // 3
        {"+B12", "=BYE", "+W13", "=W3", "=B1"},  // 4
        {"-W13", "-B15", "+W11", "=B7", "+W10"}, // 5
        {"-B14", "-W3", "+BYE", "+W10", "+B8"},  // 6
        {"+W15", "-B2", "-B16", "=W5", "-B11"},  // 7
        {"=B16", "+W14", "-B3", "+W13", "-W6"},  // 8
        {"-B1", "-W10", "=BYE", "-F11", "+BYE"}, // 9
        {"-W2", "+B9", "-W15", "-B6", "-B5"},    // 10
        {"=B3", "-W16", "-B5", "+F9", "+W7"},    // 11
        {"-W4", "+BYE", "+F14", "--", "--"},     // 12
        {"+B5", "=W1", "-B4", "-B8", "-W14"},    // 13
        {"+W6", "-B8", "-F12", "--", "+B13"},    // 14
        {"-B7", "+W5", "+B10", "-W1", "-B16"},   // 15
        {"=W8", "+B11", "+W7", "-B2", "+W15"},   // 16
    });
}

const StandingRow& rowOf(const std::vector<StandingRow>& rows, PlayerId id)
{
    const auto it = std::find_if(rows.begin(), rows.end(), [id](const StandingRow& r) { return r.id == id; });
    if (it == rows.end()) {
        qFatal("no row for player %lld", static_cast<long long>(id));
    }
    return *it;
}

/// The value of one tie-break for one player of `entrants`.
double valueOf(const std::vector<Entrant>& entrants, TieBreak tieBreak, PlayerId id, bool roundRobin = false,
               const ScoreScale& scale = {})
{
    const auto rows = duelStandings(entrants, {tieBreak}, scale, roundRobin);
    return rowOf(rows, id).tieBreaks.at(0);
}

} // namespace

class TestTieBreaks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fideExercise_data();
    void fideExercise();
    void fideScores();
    void voluntarilyUnplayedRoundIsCutFirst();
    void sonnebornBergerCountsTheDummyTimesTheRoundsPoints();
    void progressiveCountsByesAsScored();
    void winsCountForfeitsAndByesButGamesWonDoNot();
    void lateEntryIsNotADrawForOpponents();
    void roundRobinCountsForfeitsAsGamesAndNoDummy();
    void directEncounterWhenAllMet();
    void directEncounterIgnoredUnlessAllMet();
    void directEncounterIgnoresForfeitsInASwiss();
    void directEncounterReappliedWithinSubGroups();
    void directEncounterAloneAtTheTopInASwiss();
    void orderAndSharedRanks();
    void battleScale();
};

void TestTieBreaks::fideExercise_data()
{
    QTest::addColumn<TieBreak>("tieBreak");
    QTest::addColumn<qint64>("player");
    QTest::addColumn<double>("expected");
    // The exercise's answers (Buchholz questions 1 to 5).
    QTest::newRow("BH 2") << TieBreak::Buchholz << qint64{2} << 13.0;
    QTest::newRow("BH 1") << TieBreak::Buchholz << qint64{1} << 12.5;
    QTest::newRow("BH 3") << TieBreak::Buchholz << qint64{3} << 15.5;
    // Question 3: 5 and 8 as usual; 11 won by forfeit in round 4, so that
    // round counts the dummy (11's own 2.5), not 9's 1.5: 13.5, not 12.5.
    QTest::newRow("BH 5") << TieBreak::Buchholz << qint64{5} << 8.5;
    QTest::newRow("BH 8") << TieBreak::Buchholz << qint64{8} << 13.5;
    QTest::newRow("BH 11 (forfeit win: dummy)") << TieBreak::Buchholz << qint64{11} << 13.5;
    // Question 4: 4 met 12, who withdrew (his two last rounds count as
    // draws: 3, not 2), and had a half-point bye (the dummy: 3.5).
    QTest::newRow("BH 1 again") << TieBreak::Buchholz << qint64{1} << 12.5;
    QTest::newRow("BH 16") << TieBreak::Buchholz << qint64{16} << 12.5;
    QTest::newRow("BH 4 (withdrawal, half-point bye)") << TieBreak::Buchholz << qint64{4} << 15.0;
    // Question 5: Buchholz cut-1.
    QTest::newRow("BH-C1 5") << TieBreak::BuchholzCut1 << qint64{5} << 7.5;
    QTest::newRow("BH-C1 8") << TieBreak::BuchholzCut1 << qint64{8} << 12.0;
    QTest::newRow("BH-C1 11") << TieBreak::BuchholzCut1 << qint64{11} << 12.0;
}

void TestTieBreaks::fideExercise()
{
    QFETCH(TieBreak, tieBreak);
    QFETCH(qint64, player);
    QFETCH(double, expected);
    QCOMPARE(valueOf(::fideExercise(), tieBreak, player), expected);
}

void TestTieBreaks::fideScores()
{
    // The scores the exercise's table prints beside the players.
    const auto rows = duelStandings(::fideExercise(), {}, {});
    QCOMPARE(rowOf(rows, 2).points, 4.0);
    QCOMPARE(rowOf(rows, 1).points, 3.5);
    QCOMPARE(rowOf(rows, 3).points, 3.5);
    QCOMPARE(rowOf(rows, 16).points, 3.5);
    QCOMPARE(rowOf(rows, 7).points, 1.5);
    QCOMPARE(rowOf(rows, 10).points, 1.0);
    QCOMPARE(rows.size(), std::size_t{16});
}

void TestTieBreaks::voluntarilyUnplayedRoundIsCutFirst()
{
    // Player 4's rounds: 12 (adjusted 3), the half-point bye (dummy 3.5,
    // a VUR), 13 (1.5), 3 (3.5), 1 (3.5): BH 15. Cut-1 removes the VUR
    // first, 3.5, not the least value 1.5: 11.5 (13.5 would be wrong).
    QCOMPARE(valueOf(::fideExercise(), TieBreak::BuchholzCut1, 4), 11.5);
    // Player 11's forfeit win is not voluntary: his least value (7's 1.5)
    // is cut, as the exercise says (12).
    QCOMPARE(valueOf(::fideExercise(), TieBreak::BuchholzCut1, 11), 12.0);
    QVERIFY(voluntarilyUnplayed(RoundKind::HalfPointBye));
    QVERIFY(voluntarilyUnplayed(RoundKind::ZeroPointBye));
    QVERIFY(voluntarilyUnplayed(RoundKind::ForfeitLoss));
    QVERIFY(!voluntarilyUnplayed(RoundKind::ForfeitWin));
    QVERIFY(!voluntarilyUnplayed(RoundKind::PairingBye));
    QVERIFY(!voluntarilyUnplayed(RoundKind::Played));
}

void TestTieBreaks::sonnebornBergerCountsTheDummyTimesTheRoundsPoints()
{
    // 11: =3 (3.5 × ½ = 1.75), −16 (0), −5 (0), forfeit win against 9:
    // the dummy's 2.5 × 1 = 2.5 (9's 1.5 would give 1.5), +7 (1.5): 5.75.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::SonnebornBerger, 11), 5.75);
    // 4: +12 (adjusted 3 × 1), half-point bye (dummy 3.5 × ½ = 1.75),
    // +13 (1.5), =3 (1.75), =1 (1.75): 9.75.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::SonnebornBerger, 4), 9.75);
    // 9: −1, −10, half-point bye (own 1.5 × ½ = 0.75), forfeit loss
    // (1.5 × 0), pairing bye (1.5 × 1): 2.25.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::SonnebornBerger, 9), 2.25);
}

void TestTieBreaks::progressiveCountsByesAsScored()
{
    // 4: after each round 1, 1.5 (the half-point bye), 2.5, 3, 3.5: 11.5.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Progressive, 4), 11.5);
    // 2: 1, 2, 2.5, 3.5, 4: 13.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Progressive, 2), 13.0);
    // 12: 0, 1 (pairing bye), 2 (forfeit win), 2, 2: 7.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Progressive, 12), 7.0);
}

void TestTieBreaks::winsCountForfeitsAndByesButGamesWonDoNot()
{
    // 11: forfeit win (round 4) and +7: WIN 2, WON 1.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Wins, 11), 2.0);
    QCOMPARE(valueOf(::fideExercise(), TieBreak::GamesWon, 11), 1.0);
    // 6: the pairing bye, +10, +8: WIN 3, WON 2.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Wins, 6), 3.0);
    QCOMPARE(valueOf(::fideExercise(), TieBreak::GamesWon, 6), 2.0);
    // 9: a half-point bye is not a win; the pairing bye is: WIN 1, WON 0.
    QCOMPARE(valueOf(::fideExercise(), TieBreak::Wins, 9), 1.0);
    QCOMPARE(valueOf(::fideExercise(), TieBreak::GamesWon, 9), 0.0);
}

void TestTieBreaks::lateEntryIsNotADrawForOpponents()
{
    // 3 (a late entry) was not paired in round 1, then beat 1 in round 2.
    // His unplayed round comes before his last round present, so it counts
    // as scored (0): 3's score as an opponent is 1, not 1.5. 1's Buchholz:
    // 2 (1.5) + 3 (1) = 2.5 (3 if the late entry counted as a draw).
    const auto entrants = eventOf({
        {"=W2", "-B3"},  // 1
        {"=B1", "+BYE"}, // 2
        {"--", "+W1"},   // 3
    });
    QCOMPARE(valueOf(entrants, TieBreak::Buchholz, 1), 2.5);
    // A withdrawal is the other way: 3 beat 1 in round 1 and left; his
    // round 2 counts as a draw for 1's Buchholz: 3 (1 + ½) + 2 (1.5) = 3
    // (2.5 if it counted as scored).
    const auto withdrawn = eventOf({
        {"-B3", "=W2"},  // 1
        {"+BYE", "=B1"}, // 2
        {"+W1", "--"},   // 3
    });
    QCOMPARE(valueOf(withdrawn, TieBreak::Buchholz, 1), 3.0);
    // 3's own Buchholz: 1 (0.5) + the dummy for round 2 (his own 1): 1.5.
    QCOMPARE(valueOf(withdrawn, TieBreak::Buchholz, 3), 1.5);
}

void TestTieBreaks::roundRobinCountsForfeitsAsGamesAndNoDummy()
{
    // A round robin of 3 (one rests each round): 1 beat 2 by forfeit.
    const auto entrants = eventOf({
        {"+F2", "--", "=W3"}, // 1: 1.5
        {"-F1", "+B3", "--"}, // 2: 1
        {"--", "-W2", "=B1"}, // 3: 0.5
    });
    // Round robin: the forfeit is the game against 2 (1 × 1), the rest
    // adds nothing, 3's ½ × 0.5: SB 1.25; BH 1 + 0.5 = 1.5. 2's round 3
    // rest is the schedule's, not a withdrawal: 2 counts 1, not 1.5.
    QCOMPARE(valueOf(entrants, TieBreak::SonnebornBerger, 1, true), 1.25);
    QCOMPARE(valueOf(entrants, TieBreak::Buchholz, 1, true), 1.5);
    // The same as a Swiss: the forfeit and the rest are dummies with 1's
    // own 1.5: BH 1.5 + 1.5 + 0.5 = 3.5; SB 1.5 × 1 + 0 + 0.25 = 1.75.
    QCOMPARE(valueOf(entrants, TieBreak::Buchholz, 1), 3.5);
    QCOMPARE(valueOf(entrants, TieBreak::SonnebornBerger, 1), 1.75);
}

void TestTieBreaks::directEncounterWhenAllMet()
{
    // A round robin of 4: 2 and 3 tie on 2 points, 2 beat 3; 1 and 4 tie
    // on 1, 4 beat 1.
    const auto entrants = eventOf({
        {"+W2", "-B4", "-B3"}, // 1: 1
        {"-B1", "+W3", "+W4"}, // 2: 2
        {"+W4", "-B2", "+W1"}, // 3: 2
        {"-B3", "+W1", "-B2"}, // 4: 1
    });
    const auto rows = duelStandings(entrants, {TieBreak::DirectEncounter}, {});
    QCOMPARE(rows.size(), std::size_t{4});
    QCOMPARE(rows[0].id, PlayerId{2});
    QCOMPARE(rows[0].tieBreaks[0], 1.0);
    QCOMPARE(rows[1].id, PlayerId{3});
    QCOMPARE(rows[1].tieBreaks[0], 0.0);
    QCOMPARE(rows[2].id, PlayerId{4});
    QCOMPARE(rows[3].id, PlayerId{1});
    for (int k = 0; k < 4; ++k) {
        QCOMPARE(rows[static_cast<std::size_t>(k)].rank, k + 1);
        QVERIFY(!rows[static_cast<std::size_t>(k)].shared);
    }
}

void TestTieBreaks::directEncounterIgnoredUnlessAllMet()
{
    // A Swiss of 6 over 2 rounds: 1, 2, 3 and 6 tie on 1 point. 1 beat 2
    // and 6 beat 3, but 1 never met 3 nor 6: DE separates nobody (all 0),
    // and the four share rank 2 behind 5, listed by pairing number.
    const auto entrants = eventOf({
        {"+W2", "-B5"}, // 1
        {"-B1", "+W4"}, // 2
        {"+W4", "-B6"}, // 3
        {"-B3", "-B2"}, // 4
        {"+W6", "+W1"}, // 5
        {"-B5", "+W3"}, // 6
    });
    const auto rows = duelStandings(entrants, {TieBreak::DirectEncounter}, {});
    QCOMPARE(rows[0].id, PlayerId{5});
    const std::vector<PlayerId> tied{1, 2, 3, 6};
    for (std::size_t k = 0; k < tied.size(); ++k) {
        QCOMPARE(rows[k + 1].id, tied[k]);
        QCOMPARE(rows[k + 1].tieBreaks[0], 0.0);
        QCOMPARE(rows[k + 1].rank, 2);
        QCOMPARE(rows[k + 1].shared, k > 0);
    }
    QCOMPARE(rows[5].id, PlayerId{4});
    QCOMPARE(rows[5].rank, 6);
}

void TestTieBreaks::directEncounterIgnoresForfeitsInASwiss()
{
    // 1 beat 2 by forfeit; both end on 1 point. In a Swiss a forfeit is no
    // encounter (DE 0 each, rank shared); in a round robin it counts.
    const auto entrants = eventOf({
        {"+F2", "-B3"}, // 1
        {"-F1", "+W4"}, // 2
        {"+W4", "+W1"}, // 3
        {"-B3", "-B2"}, // 4
    });
    const auto swiss = duelStandings(entrants, {TieBreak::DirectEncounter}, {});
    QCOMPARE(swiss[1].id, PlayerId{1});
    QCOMPARE(swiss[2].id, PlayerId{2});
    QCOMPARE(swiss[2].tieBreaks[0], 0.0);
    QVERIFY(swiss[2].shared);
    QCOMPARE(swiss[2].rank, 2);
    const auto roundRobin = duelStandings(entrants, {TieBreak::DirectEncounter}, {}, true);
    QCOMPARE(roundRobin[1].id, PlayerId{1});
    QCOMPARE(roundRobin[1].tieBreaks[0], 1.0);
    QCOMPARE(roundRobin[2].tieBreaks[0], 0.0);
    QVERIFY(!roundRobin[2].shared);
    QCOMPARE(roundRobin[2].rank, 3);
}

void TestTieBreaks::directEncounterReappliedWithinSubGroups()
{
    // C.07 art. 6.2 (2026 wording): the separate standings of the tied rank
    // them, "except for any further ties among any subset of them, for which
    // Article 6 shall be reapplied". Eight players, four rounds; 1, 2, 3 and
    // 4 all met and end on 2 points. Among them 2 beat 1, 4 beat 3, 1 beat 3
    // and 4, 2 beat 4, 3 beat 2: 1 and 2 score 2 among the four, 3 and 4
    // score 1. Then 1 and 2 are ranked by their own game (2 won), 3 and 4 by
    // theirs (4 won): 2, 1, 4, 3 — not 1, 2, 3, 4 by pairing number. 5 and 6
    // (2½, their draw) and 7 and 8 (1½, their draw) stay tied.
    const auto entrants = eventOf({
        {"-B2", "+W3", "+W4", "-W5"}, // 1: 2
        {"+W1", "+W4", "-B3", "-W6"}, // 2: 2
        {"-W4", "-B1", "+W2", "+B7"}, // 3: 2
        {"+B3", "-B2", "-B1", "+B8"}, // 4: 2
        {"=W6", "=W7", "=W8", "+B1"}, // 5: 2½
        {"=B5", "=W8", "=W7", "+B2"}, // 6: 2½
        {"=W8", "=B5", "=B6", "-W3"}, // 7: 1½
        {"=B7", "=B6", "=B5", "-W4"}, // 8: 1½
    });
    const auto rows = duelStandings(entrants, {TieBreak::DirectEncounter}, {});
    std::vector<PlayerId> order;
    std::vector<int> ranks;
    std::vector<double> values;
    for (const StandingRow& r : rows) {
        order.push_back(r.id);
        ranks.push_back(r.rank);
        values.push_back(r.tieBreaks[0]);
    }
    QCOMPARE(order, (std::vector<PlayerId>{5, 6, 2, 1, 4, 3, 7, 8}));
    QCOMPARE(ranks, (std::vector<int>{1, 1, 3, 4, 5, 6, 7, 7}));
    // The column prints the points among the whole tied group.
    QCOMPARE(values, (std::vector<double>{0.5, 0.5, 2, 2, 1, 1, 0.5, 0.5}));
}

void TestTieBreaks::directEncounterAloneAtTheTopInASwiss()
{
    // C.07 art. 6.3 (2026 wording): in a Swiss, tied participants who did
    // not all meet are still ranked first when one is alone at the top of
    // their encounters whatever the missing games would give. 1, 2 and 3 end
    // on 2 points; 3 beat 1 and 2, who never met: 3 has 2 among them, 1 and
    // 2 at most 1 each (0, and a win in their missing game): 3 first. 1 and
    // 2 stay tied (their game is missing), by pairing number; the column
    // prints 0, the tied not having all met.
    const auto entrants = eventOf({
        {"-B3", "+W5", "+W6"}, // 1: 2
        {"+W4", "-B3", "+W5"}, // 2: 2
        {"+W1", "+W2", "-B4"}, // 3: 2
        {"-B2", "=W6", "+W3"}, // 4: 1½
        {"=W6", "-B1", "-B2"}, // 5: ½
        {"=B5", "=B4", "-B1"}, // 6: 1
    });
    const auto rows = duelStandings(entrants, {TieBreak::DirectEncounter}, {});
    std::vector<PlayerId> order;
    std::vector<int> ranks;
    for (const StandingRow& r : rows) {
        order.push_back(r.id);
        ranks.push_back(r.rank);
        QCOMPARE(r.tieBreaks[0], 0.0);
    }
    QCOMPARE(order, (std::vector<PlayerId>{3, 1, 2, 4, 6, 5}));
    QCOMPARE(ranks, (std::vector<int>{1, 2, 2, 4, 5, 6}));
    // In a round robin the schedule has them all meet: no such ranking
    // before it is played (the three share the lead).
    const auto roundRobin = duelStandings(entrants, {TieBreak::DirectEncounter}, {}, true);
    QCOMPARE(roundRobin[0].id, PlayerId{1});
    QCOMPARE(roundRobin[2].rank, 1);
}

void TestTieBreaks::orderAndSharedRanks()
{
    // The exercise by points, BH, BH-C1: 2 (4) first; then on 3.5, 3 (BH
    // 15.5), 4 (15), and 1 and 16 (BH 12.5 each; cut-1 removes a 1.5 from
    // both: 11 and 11) share rank 4, 1 listed first by pairing number.
    const auto rows = duelStandings(::fideExercise(), {TieBreak::Buchholz, TieBreak::BuchholzCut1}, {});
    QCOMPARE(rows[0].id, PlayerId{2});
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[1].id, PlayerId{3});
    QCOMPARE(rows[1].rank, 2);
    QCOMPARE(rows[2].id, PlayerId{4});
    QCOMPARE(rows[2].rank, 3);
    QCOMPARE(rows[3].id, PlayerId{1});
    QCOMPARE(rows[3].rank, 4);
    QVERIFY(!rows[3].shared);
    QCOMPARE(rows[3].tieBreaks, (std::vector<double>{12.5, 11.0}));
    QCOMPARE(rows[4].id, PlayerId{16});
    QCOMPARE(rows[4].rank, 4);
    QVERIFY(rows[4].shared);
    QCOMPARE(rows[4].tieBreaks, (std::vector<double>{12.5, 11.0}));
    QCOMPARE(rows[5].rank, 6);
}

void TestTieBreaks::battleScale()
{
    // Battles: 3 for a win, 1 for a draw. 1 won by forfeit and drew: WIN
    // counts the 3-point rounds (1), WON only games (0).
    const auto entrants = eventOf(
        {
            {"+F2", "=N3"}, // 1: 4
            {"-F1", "+N4"}, // 2: 3
            {"+N4", "=N1"}, // 3: 4
            {"-N3", "-N2"}, // 4: 0
        },
        3.0, 1.0, 0.0);
    const ScoreScale battles{3.0, 1.0, 0.0};
    QCOMPARE(valueOf(entrants, TieBreak::Wins, 1, false, battles), 1.0);
    QCOMPARE(valueOf(entrants, TieBreak::GamesWon, 1, false, battles), 0.0);
    QCOMPARE(valueOf(entrants, TieBreak::GamesWon, 3, false, battles), 1.0);
    // 1's Buchholz: the dummy (own 4) + 3's 4 = 8.
    QCOMPARE(valueOf(entrants, TieBreak::Buchholz, 1, false, battles), 8.0);
}

QTEST_APPLESS_MAIN(TestTieBreaks)
#include "tst_tiebreaks.moc"

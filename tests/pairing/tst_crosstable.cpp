// Tests of the cross-table: small events whose tables were built by hand
// from the rules in core/pairing/crosstable.h (Swiss-Manager's cells), with
// the standings' order typed in, not computed.

#include "standingstest.h"

#include "pairing/crosstable.h"

#include <QObject>
#include <QTest>

using namespace standingstest;

namespace {

/// Standings in the given order, rank = row number, nothing shared.
std::vector<StandingRow> order(const std::vector<PlayerId>& ids)
{
    std::vector<StandingRow> rows;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        StandingRow r;
        r.id = ids[i];
        r.rank = static_cast<int>(i) + 1;
        rows.push_back(r);
    }
    return rows;
}

/// A Swiss of 5 over 3 rounds with every kind of round:
/// R1: 1–3 1-0, 2–4 ½-½, 5 the pairing bye;
/// R2: 5–1 0-1, 4–3 won by 4 by forfeit, 2 a half-point bye;
/// R3: 1–2 ½-½, 5–4 1-0, 3 withdrawn.
/// Points: 1 2.5, 5 2, 2 1.5, 4 1.5, 3 0.
std::vector<Entrant> swiss()
{
    return eventOf({
        {"+W3", "+B5", "=W2"},  // 1
        {"=W4", "=BYE", "=B1"}, // 2
        {"-B1", "-F4", "--"},   // 3
        {"=B2", "+F3", "-B5"},  // 4
        {"+BYE", "-W1", "+W4"}, // 5
    });
}

std::vector<std::string> texts(const CrossRow& row)
{
    std::vector<std::string> out;
    for (const CrossCell& c : row.rounds) {
        out.push_back(c.text);
    }
    return out;
}

} // namespace

class TestCrossTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void swissRows();
    void swissCells();
    void roundRobinGrid();
    void doubleRoundRobinAndForfeits();
    void battlesPrintLikeChess();
    void unknownIdsAreLeftOut();
};

void TestCrossTable::swissRows()
{
    const auto table = crossTable(swiss(), order({1, 5, 2, 4, 3}));
    QVERIFY(!table.roundRobin);
    QCOMPARE(table.rounds, 3);
    QCOMPARE(table.rows.size(), std::size_t{5});
    // Rows in the standings' order: 1, 5, 2, 4, 3 are rows 1 to 5, and each
    // cell names the opponent's row, not his pairing number.
    QCOMPARE(texts(table.rows[0]), (std::vector<std::string>{"5w1", "2b1", "3w½"}));
    QCOMPARE(texts(table.rows[1]), (std::vector<std::string>{"+", "1w0", "4w1"}));
    QCOMPARE(texts(table.rows[2]), (std::vector<std::string>{"4w½", "=", "1b½"}));
    QCOMPARE(texts(table.rows[3]), (std::vector<std::string>{"3b½", "5+", "2b0"}));
    QCOMPARE(texts(table.rows[4]), (std::vector<std::string>{"1b0", "4-", "-"}));
    QCOMPARE(table.rows[1].id, PlayerId{5});
    QCOMPARE(table.rows[1].pairingNumber, 5);
    QCOMPARE(table.rows[1].name, std::string("Player 5"));
    QCOMPARE(table.rows[1].rank, 2);
}

void TestCrossTable::swissCells()
{
    const auto table = crossTable(swiss(), order({1, 5, 2, 4, 3}));
    // Player 4's forfeit win over 3 (row 5); the typed notation gives
    // forfeits no colour, so the cell has none ("5+").
    const CrossCell& forfeit = table.rows[3].rounds[1];
    QCOMPARE(forfeit.kind, RoundKind::ForfeitWin);
    QCOMPARE(forfeit.opponentRow, 5);
    QCOMPARE(forfeit.colour, Colour::None);
    QCOMPARE(forfeit.result, std::string("+"));
    // Player 5's pairing bye: no opponent, no colour.
    const CrossCell& bye = table.rows[1].rounds[0];
    QCOMPARE(bye.kind, RoundKind::PairingBye);
    QCOMPARE(bye.opponentRow, 0);
    QCOMPARE(bye.colour, Colour::None);
    QCOMPARE(bye.result, std::string("+"));
    // Player 3's withdrawal.
    QCOMPARE(table.rows[4].rounds[2].kind, RoundKind::ZeroPointBye);
    QCOMPARE(table.rows[4].rounds[2].result, std::string("-"));
    QVERIFY(table.rows[0].grid.empty());
}

void TestCrossTable::roundRobinGrid()
{
    // A round robin of 4: R1 1–2 1-0, 3–4 1-0; R2 4–1 1-0, 2–3 1-0;
    // R3 3–1 1-0, 2–4 1-0. Points 2: 2, 3: 2, 1: 1, 4: 1.
    const auto entrants = eventOf({
        {"+W2", "-B4", "-B3"}, // 1
        {"-B1", "+W3", "+W4"}, // 2
        {"+W4", "-B2", "+W1"}, // 3
        {"-B3", "+W1", "-B2"}, // 4
    });
    const auto table = crossTable(entrants, order({2, 3, 1, 4}), true);
    QVERIFY(table.roundRobin);
    QCOMPARE(table.rows.size(), std::size_t{4});
    // Columns in the rows' order: 2, 3, 1, 4.
    QCOMPARE(table.rows[0].grid, (std::vector<std::string>{"*", "1", "0", "1"}));
    QCOMPARE(table.rows[1].grid, (std::vector<std::string>{"0", "*", "1", "1"}));
    QCOMPARE(table.rows[2].grid, (std::vector<std::string>{"1", "0", "*", "0"}));
    QCOMPARE(table.rows[3].grid, (std::vector<std::string>{"0", "0", "1", "*"}));
    QVERIFY(table.rows[0].rounds.empty());
}

void TestCrossTable::doubleRoundRobinAndForfeits()
{
    // Three players twice over (6 rounds, one rests each round); 3 lost
    // the return game against 1 by forfeit, and a rest is a zero-point bye
    // that does not show in the grid.
    const auto entrants = eventOf({
        {"=W2", "--", "+B3", "=B2", "--", "+F3"}, // 1
        {"=B1", "+W3", "--", "=W1", "-B3", "--"}, // 2
        {"--", "-B2", "-W1", "--", "+W2", "-F1"}, // 3
    });
    const auto table = crossTable(entrants, order({1, 2, 3}), true);
    QCOMPARE(table.rows[0].grid, (std::vector<std::string>{"*", "½½", "1+"}));
    QCOMPARE(table.rows[1].grid, (std::vector<std::string>{"½½", "*", "10"}));
    QCOMPARE(table.rows[2].grid, (std::vector<std::string>{"0-", "01", "*"}));
}

void TestCrossTable::battlesPrintLikeChess()
{
    // Battles score 3, 1, 0: R1 1 beat 2 (3-0), R2 1 and 3 drew (1-1), R3
    // 2 beat 3; the one left out rests. The cells compare the two players'
    // points of the round: a 3-0 prints 1 and 0, a 1-1 ½.
    const auto entrants = eventOf(
        {
            {"+N2", "=N3", "--"}, // 1
            {"-N1", "--", "+N3"}, // 2
            {"--", "=N1", "-N2"}, // 3
        },
        3.0, 1.0, 0.0);
    const auto table = crossTable(entrants, order({1, 2, 3}));
    QCOMPARE(texts(table.rows[0]), (std::vector<std::string>{"21", "3½", "-"}));
    QCOMPARE(texts(table.rows[1]), (std::vector<std::string>{"10", "-", "31"}));
    QCOMPARE(texts(table.rows[2]), (std::vector<std::string>{"-", "1½", "20"}));
}

void TestCrossTable::unknownIdsAreLeftOut()
{
    auto standings = order({1, 5, 99, 2, 4, 3});
    const auto table = crossTable(swiss(), standings);
    QCOMPARE(table.rows.size(), std::size_t{5});
    QCOMPARE(table.rows[2].id, PlayerId{2});
    // Without player 3 in the standings, his opponents' cells show no row.
    const auto partial = crossTable(swiss(), order({1, 5, 2, 4}));
    QCOMPARE(partial.rows.size(), std::size_t{4});
    QCOMPARE(partial.rows[0].rounds[0].opponentRow, 0);
    QCOMPARE(partial.rows[0].rounds[0].text, std::string("0w1"));
}

QTEST_APPLESS_MAIN(TestCrossTable)
#include "tst_crosstable.moc"

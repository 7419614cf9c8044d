// core/club: dormant players (issue 18, item 2). A player with no match of a
// game in the club's setting's months (12 by default) before the standings'
// date is set aside in that game's standings: rank 0, rating kept, the others
// ranked among themselves. On every backend.

#include "clubtest.h"

#include <QTest>

using namespace palmares::test;
using palmares::club::Rankings;
using palmares::club::StandingRow;
using palmares::club::Standings;
using palmares::rating::System;

namespace {

const QString Chess = QStringLiteral("Chess");

/// "rank player" per row in the standings' order; "- player" when dormant.
QStringList ranks(const Standings& s)
{
    QStringList out;
    for (const StandingRow& r : s.rows) {
        out << (r.dormant ? QStringLiteral("- ") : QString::number(r.rank) + QLatin1Char(' ')) + r.player;
        if (r.dormant != (r.rank == 0)) {
            out << QStringLiteral("!! %1: dormant %2 but rank %3").arg(r.player).arg(r.dormant).arg(r.rank);
        }
    }
    return out;
}

/// "player rating" per row: what no setting may change.
QStringList ratingsOf(const Standings& s)
{
    QStringList out;
    for (const StandingRow& r : s.rows) {
        out << r.player + QLatin1Char(' ') + exact(r.rating);
    }
    return out;
}

/// Six players, each pair's only duel: Chloé beat Denis on 14 March 2025,
/// Alice beat Bruno on 15 March 2025, Émile beat Fanny on 1 June 2025. The
/// three winners share one rating (and rank 1), the losers another (rank 4).
void sixPlayers(palmares::club::Club& c)
{
    PALMARES_OK(c.catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_RECORD(
        c, duel(QStringLiteral("c1"), Chess, when(2025, 3, 14, 21), QStringLiteral("Chloé"), QStringLiteral("Denis")));
    PALMARES_RECORD(c, duel(QStringLiteral("c2"), Chess, when(2025, 3, 15, 20, 30), QStringLiteral("Alice"),
                            QStringLiteral("Bruno")));
    PALMARES_RECORD(c, duel(QStringLiteral("c3"), Chess, when(2025, 6, 1, 15), u8("Émile"), QStringLiteral("Fanny")));
}

} // namespace

class TestDormancy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newClubHasTheDefault_data() { addBackendRows(); }
    void newClubHasTheDefault();
    void settingIsValidated_data() { addBackendRows(); }
    void settingIsValidated();
    void boundaryAndClosedUpRanks_data() { addBackendRows(); }
    void boundaryAndClosedUpRanks();
    void pastDateUsesThatDate_data() { addBackendRows(); }
    void pastDateUsesThatDate();
    void returnMakesActive_data() { addBackendRows(); }
    void returnMakesActive();
    void currentStandingsCountFromToday_data() { addBackendRows(); }
    void currentStandingsCountFromToday();
    void pointsGameKeepsItsAverages_data() { addBackendRows(); }
    void pointsGameKeepsItsAverages();
    void manualFlagIsIndependent_data() { addBackendRows(); }
    void manualFlagIsIndependent();
};

void TestDormancy::newClubHasTheDefault()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    {
        PALMARES_CLUB(c, scratch);
        QCOMPARE(c->rankings().dormantAfterMonths().value_or(-1), Rankings::DefaultDormantAfterMonths);
        QCOMPARE(Rankings::DefaultDormantAfterMonths, 12);
        PALMARES_OK(c->rankings().setDormantAfterMonths(6));
    }
    // Kept in the club, not in the program.
    auto reopened = palmares::club::Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    QCOMPARE((*reopened)->rankings().dormantAfterMonths().value_or(-1), 6);
}

void TestDormancy::settingIsValidated()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    for (const int wrong : {-1, -12, Rankings::MaxDormantAfterMonths + 1, 100000}) {
        const Status s = c->rankings().setDormantAfterMonths(wrong);
        QVERIFY2(!s.ok(), qPrintable(QString::number(wrong)));
        QVERIFY2(s.toString().contains(QStringLiteral("1 to 600 months")) &&
                     s.toString().contains(QString::number(wrong)),
                 qPrintable(s.toString()));
        QCOMPARE(c->rankings().dormantAfterMonths().value_or(-1), 12); // unchanged
    }
    for (const int right : {1, Rankings::MaxDormantAfterMonths, 0, 24}) {
        PALMARES_OK(c->rankings().setDormantAfterMonths(right));
        QCOMPARE(c->rankings().dormantAfterMonths().value_or(-1), right);
    }
}

void TestDormancy::boundaryAndClosedUpRanks()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    sixPlayers(*c);

    // Never: everyone ranked, the winners share rank 1, the losers rank 4.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    const auto all = c->rankings().standings(Chess, QDate(2026, 3, 15));
    QVERIFY2(all, qPrintable(all.status().toString()));
    QCOMPARE(ranks(*all),
             (QStringList{QStringLiteral("1 Alice"), QStringLiteral("1 Chloé"), u8("1 Émile"),
                          QStringLiteral("4 Bruno"), QStringLiteral("4 Denis"), QStringLiteral("4 Fanny")}));
    QCOMPARE(all->dormant, 0);
    QVERIFY(!all->activeSince().isValid());

    // 12 months to 15 March 2026: a last match on 15 March 2025 (exactly
    // 12 months before) keeps Alice and Bruno; one day more sets Chloé and
    // Denis aside. The others close up, ties kept: 1, 1, 3, 3.
    PALMARES_OK(c->rankings().setDormantAfterMonths(12));
    const auto s = c->rankings().standings(Chess, QDate(2026, 3, 15));
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(s->asOf, QDate(2026, 3, 15));
    QCOMPARE(s->dormantAfterMonths, 12);
    QCOMPARE(s->activeSince(), QDate(2025, 3, 15));
    QCOMPARE(ranks(*s), (QStringList{QStringLiteral("1 Alice"), QStringLiteral("- Chloé"), u8("1 Émile"),
                                     QStringLiteral("3 Bruno"), QStringLiteral("- Denis"), QStringLiteral("3 Fanny")}));
    QCOMPARE(s->dormant, 2);
    // Nothing recomputed: the same rows, the same ratings, in the same order.
    QCOMPARE(ratingsOf(*s), ratingsOf(*all));
    // What is listed when they are hidden.
    QCOMPARE(ranks(s->withoutDormant()), (QStringList{QStringLiteral("1 Alice"), u8("1 Émile"),
                                                      QStringLiteral("3 Bruno"), QStringLiteral("3 Fanny")}));
    QCOMPARE(s->withoutDormant().dormant, 2); // still says how many were left out

    // A day later, Alice and Bruno's match is more than 12 months old too.
    const auto later = c->rankings().standings(Chess, QDate(2026, 3, 16));
    QVERIFY2(later, qPrintable(later.status().toString()));
    QCOMPARE(ranks(*later),
             (QStringList{QStringLiteral("- Alice"), QStringLiteral("- Chloé"), u8("1 Émile"),
                          QStringLiteral("- Bruno"), QStringLiteral("- Denis"), QStringLiteral("2 Fanny")}));

    // A shorter setting: 9 months to 1 March 2026 keeps only the June match.
    PALMARES_OK(c->rankings().setDormantAfterMonths(9));
    const auto nine = c->rankings().standings(Chess, QDate(2026, 3, 1));
    QVERIFY2(nine, qPrintable(nine.status().toString()));
    QCOMPARE(nine->activeSince(), QDate(2025, 6, 1));
    QCOMPARE(nine->dormant, 4);
    QCOMPARE(ratingsOf(*nine), ratingsOf(*all));
}

void TestDormancy::pastDateUsesThatDate()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    sixPlayers(*c);
    PALMARES_RECORD(
        *c, duel(QStringLiteral("c4"), Chess, when(2026, 2, 1, 20), QStringLiteral("Alice"), QStringLiteral("Bruno")));
    // As of 1 May 2025 nobody was dormant; as of 1 April 2026 Chloé and Denis
    // were (their last match is dated from that day back, not from today),
    // and Alice's February 2026 match counts, Fanny's June 2025 one too.
    const auto then = c->rankings().standings(Chess, QDate(2025, 5, 1));
    QVERIFY2(then, qPrintable(then.status().toString()));
    QCOMPARE(then->dormant, 0);
    QCOMPARE(then->rows.size(), 4); // Émile and Fanny had not played yet
    const auto april = c->rankings().standings(Chess, QDate(2026, 4, 1));
    QVERIFY2(april, qPrintable(april.status().toString()));
    QStringList dormant;
    for (const StandingRow& r : april->rows) {
        if (r.dormant) {
            dormant << r.player;
        }
    }
    QCOMPARE(dormant, (QStringList{QStringLiteral("Chloé"), QStringLiteral("Denis")}));
    // The last match each row knows is the one before that date: as of 31
    // January 2026, Alice's is 15 March 2025 (within the 12 months).
    const auto january = c->rankings().standings(Chess, QDate(2026, 1, 31));
    QVERIFY2(january, qPrintable(january.status().toString()));
    bool seen = false;
    for (const StandingRow& r : january->rows) {
        if (r.player == QLatin1String("Alice")) {
            QVERIFY2(r.lastPlayed.startsWith(QLatin1String("2025-03-15")), qPrintable(r.lastPlayed));
            QVERIFY(!r.dormant);
            seen = true;
        }
    }
    QVERIFY(seen);
}

void TestDormancy::returnMakesActive()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    sixPlayers(*c);
    const QDate day(2026, 4, 1);
    const auto before = c->rankings().standings(Chess, day);
    QVERIFY2(before, qPrintable(before.status().toString()));
    QCOMPARE(before->dormant, 4); // all but Émile and Fanny (June 2025)
    // Chloé comes back on 20 March 2026 and beats Émile: ranked again, her
    // rating moved by that match alone; Alice, Bruno and Denis stay aside.
    PALMARES_RECORD(*c, duel(QStringLiteral("c5"), Chess, when(2026, 3, 20, 20), QStringLiteral("Chloé"), u8("Émile")));
    const auto after = c->rankings().standings(Chess, day);
    QVERIFY2(after, qPrintable(after.status().toString()));
    QCOMPARE(ranks(*after),
             (QStringList{QStringLiteral("1 Chloé"), QStringLiteral("- Alice"), u8("2 Émile"),
                          QStringLiteral("- Bruno"), QStringLiteral("- Denis"), QStringLiteral("3 Fanny")}));
    QCOMPARE(after->dormant, 3);
    // Alice's rating is the one she had: only Chloé's and Émile's moved.
    for (const StandingRow& r : after->rows) {
        for (const StandingRow& b : before->rows) {
            if (r.playerId == b.playerId && r.player != u8("Chloé") && r.player != u8("Émile")) {
                QVERIFY2(r.rating == b.rating, qPrintable(r.player));
            }
        }
    }
}

void TestDormancy::currentStandingsCountFromToday()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QDate today = QDate::currentDate();
    const QDate old = today.addMonths(-12).addDays(-1);
    const QDate recent = today.addMonths(-12);
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, QDateTime(old, QTime(20, 0), Qt::UTC),
                             QStringLiteral("Alice"), QStringLiteral("Bruno")));
    PALMARES_RECORD(*c, duel(QStringLiteral("c2"), Chess, QDateTime(recent, QTime(23, 59), Qt::UTC),
                             QStringLiteral("Chloé"), QStringLiteral("Denis")));
    const auto now = c->rankings().standings(Chess, std::nullopt);
    QVERIFY2(now, qPrintable(now.status().toString()));
    QCOMPARE(now->asOf, today);
    QCOMPARE(ranks(*now), (QStringList{QStringLiteral("- Alice"), QStringLiteral("1 Chloé"), QStringLiteral("- Bruno"),
                                       QStringLiteral("2 Denis")}));
}

void TestDormancy::pointsGameKeepsItsAverages()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString belote = QStringLiteral("Belote");
    PALMARES_OK(c->catalogue().addGame(belote, System::Points));
    // Alice played most, long ago; the adjusted averages depend on the most
    // participations, so they must stay those of everyone.
    for (int i = 0; i < 3; ++i) {
        PALMARES_RECORD(*c, duel(QStringLiteral("b%1").arg(i), belote, when(2024, 1, 10 + i, 20),
                                 QStringLiteral("Alice"), QStringLiteral("Bruno")));
    }
    PALMARES_RECORD(*c, duel(QStringLiteral("b9"), belote, when(2026, 1, 10, 20), QStringLiteral("Chloé"),
                             QStringLiteral("Denis")));
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    const auto all = c->rankings().standings(belote, QDate(2026, 2, 1));
    QVERIFY2(all, qPrintable(all.status().toString()));
    PALMARES_OK(c->rankings().setDormantAfterMonths(12));
    const auto s = c->rankings().standings(belote, QDate(2026, 2, 1));
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(ratingsOf(*s), ratingsOf(*all));
    QCOMPARE(s->dormant, 2);
    QStringList ranked;
    for (const StandingRow& r : s->rows) {
        if (!r.dormant) {
            ranked << QString::number(r.rank) + QLatin1Char(' ') + r.player;
        }
    }
    QCOMPARE(ranked, (QStringList{QStringLiteral("1 Chloé"), QStringLiteral("2 Denis")}));
}

void TestDormancy::manualFlagIsIndependent()
{
    // Marking a player inactive (Players tab: hidden from new matches) does
    // not set him aside in the standings; only his dates do.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    sixPlayers(*c);
    PALMARES_OK(c->roster().setActive(u8("Émile"), false));
    const auto s = c->rankings().standings(Chess, QDate(2026, 3, 15));
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(ranks(*s), (QStringList{QStringLiteral("1 Alice"), QStringLiteral("- Chloé"), u8("1 Émile"),
                                     QStringLiteral("3 Bruno"), QStringLiteral("- Denis"), QStringLiteral("3 Fanny")}));
}

QTEST_GUILESS_MAIN(TestDormancy)
#include "tst_dormancy.moc"

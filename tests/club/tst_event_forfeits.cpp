// core/club: the rounds of an event that are not played (issue 42), on every
// backend — a table's forfeit (who did not come) and the byes players ask
// for before their round is paired: what is refused (and leaves the club as
// it was), the pairing that leaves a player with a bye out, a forfeit that
// completes its round without a match and is undone, the standings counted
// by FIDE C.07's definitions (the expected numbers worked out by hand below,
// from the rules, not from our output), and a tournament report file with
// forfeits and byes written, read back and written again unchanged.

#include "clubtest.h"

#include "pairing/crosstable.h"

using namespace palmares::test;
using palmares::club::Absent;
using palmares::club::Event;
using palmares::club::EventRound;
using palmares::club::EventTable;
using palmares::club::Field;
using palmares::club::PairingMethod;
using palmares::rating::System;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Open = QStringLiteral("Open");
const QString Ann = QStringLiteral("Ann");
const QString Ben = QStringLiteral("Ben");
const QString Cid = QStringLiteral("Cid");
const QString Dan = QStringLiteral("Dan");

Event anEvent(const QString& name, PairingMethod pairing, int rounds)
{
    Event e;
    e.name = name;
    e.game = Chess;
    e.first = QDate(2026, 3, 7);
    e.pairing = pairing;
    e.rounds = rounds;
    e.seed = 42;
    return e;
}

/// The table of `r` where `a` and `b` sit, or nullptr.
const EventTable* tableWith(const EventRound& r, const QString& a, const QString& b)
{
    for (const EventTable& t : r.tables) {
        if (t.players.contains(a) && t.players.contains(b) && t.players.size() == 2) {
            return &t;
        }
    }
    return nullptr;
}

/// `absentPlayer`'s seat at `t` as a forfeit.
Absent seatOf(const EventTable& t, const QString& absentPlayer)
{
    return t.players.indexOf(absentPlayer) == 0 ? Absent::First : Absent::Second;
}

/// Records at `t` (round `round` of Open) a game `winner` won.
palmares::club::Status won(Club& c, int round, const EventTable& t, const QString& winner)
{
    MatchDraft d;
    for (const QString& p : t.players) {
        d.participants.append(ranked(p, p == winner ? 1 : 2));
    }
    return c.events().recordResult(Open, round, t.number, d).status();
}

/// A one-line summary of the club's events: rounds, forfeits and byes, to
/// check that a refusal left everything as it was.
QString eventsState(Club& c, const QString& name)
{
    const auto rounds = c.events().rounds(name);
    const auto byes = c.events().requestedByes(name);
    if (!rounds || !byes) {
        return QStringLiteral("error");
    }
    QStringList out;
    for (const EventRound& r : *rounds) {
        for (const EventTable& t : r.tables) {
            out << QStringLiteral("%1/%2:%3:%4:%5")
                       .arg(r.number)
                       .arg(t.number)
                       .arg(t.players.join(QLatin1Char('-')), t.match, palmares::club::absentKey(t.forfeit));
        }
    }
    for (const palmares::club::RequestedBye& b : *byes) {
        out << QStringLiteral("bye %1 %2 %3").arg(b.player).arg(b.round).arg(b.half ? 1 : 0);
    }
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestEventForfeits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void forfeitsAndByesCountedByC07_data() { addBackendRows(); }
    void forfeitsAndByesCountedByC07();
    void refusalsLeaveTheEventAsItWas_data() { addBackendRows(); }
    void refusalsLeaveTheEventAsItWas();
    void doubleForfeitAndWithdrawal_data() { addBackendRows(); }
    void doubleForfeitAndWithdrawal();
    void reportFileWithForfeitsAndByesRoundTrips_data() { addBackendRows(); }
    void reportFileWithForfeitsAndByesRoundTrips();

private:
    /// The event Open of the tests (Swiss, 2 rounds, Ann, Ben, Cid, Dan):
    /// round 1, Ann asked for a half-point bye, Cid did not come to his game
    /// with Ben, Dan had the pairing-allocated bye; round 2, Ben beat Dan
    /// and Ann beat Cid over the board.
    static void playOpen(Club& c);
};

void TestEventForfeits::playOpen(Club& c)
{
    PALMARES_OK(c.catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c.events().add(anEvent(Open, PairingMethod::Swiss, 2)));
    PALMARES_OK(c.events().enter(Open, {Ann, Ben, Cid, Dan}, true));
    PALMARES_OK(c.events().requestBye(Open, Ann, 1, true));

    // Round 1 among Ben, Cid and Dan (equal ratings: the names' order): the
    // Dutch system's bye goes to the lowest ranked of the lowest score
    // group (C.04.3), Dan; Ben meets Cid.
    const auto r1 = c.events().pairNext(Open);
    QVERIFY2(r1, qPrintable(r1.status().toString()));
    QCOMPARE(r1->tables.size(), 2);
    const EventTable* benCid = tableWith(*r1, Ben, Cid);
    QVERIFY(benCid);
    QCOMPARE(r1->tables.last().players, QStringList{Dan});
    QVERIFY(r1->tables.last().bye());
    QCOMPARE(r1->byes, (QList<palmares::club::RequestedBye>{{Ann, 1, true}}));

    // Cid does not come: the round is complete, no match, nobody rated.
    PALMARES_OK(c.events().recordForfeit(Open, 1, benCid->number, seatOf(*benCid, Cid)));
    auto rounds = c.events().rounds(Open);
    QVERIFY(rounds);
    QVERIFY(rounds->at(0).complete());
    QVERIFY(rounds->at(0).tables.at(0).match.isEmpty());
    QCOMPARE(ratings(c, Chess), QStringList{});

    // Round 2: Ben and Dan lead with 1, Ann has ½, Cid 0: Ben-Dan, and Ann
    // floats down to Cid (a forfeit is not a game played: they may meet).
    const auto r2 = c.events().pairNext(Open);
    QVERIFY2(r2, qPrintable(r2.status().toString()));
    QCOMPARE(r2->tables.size(), 2);
    const EventTable* benDan = tableWith(*r2, Ben, Dan);
    const EventTable* annCid = tableWith(*r2, Ann, Cid);
    QVERIFY(benDan && annCid);
    PALMARES_OK(won(c, 2, *benDan, Ben));
    PALMARES_OK(won(c, 2, *annCid, Ann));
}

void TestEventForfeits::forfeitsAndByesCountedByC07()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    playOpen(*c);
    if (QTest::currentTestFailed()) {
        return;
    }
    // Scores: Ann ½ (bye) + 1 = 1.5; Ben 1 (forfeit won) + 1 = 2; Cid 0;
    // Dan 1 (pairing bye) + 0 = 1.
    // C.07 art. 16: each own unplayed round counts as a game against a
    // dummy with the participant's own final score; Ann's half-point bye
    // and Cid's forfeit loss are voluntarily unplayed (VUR), Ben's forfeit
    // win and Dan's pairing bye are not. Everyone played round 2, so as
    // opponents they count their scores as they are (art. 16.3).
    //   BH   Ann: dummy 1.5 + Cid 0 = 1.5    Ben: dummy 2 + Dan 1 = 3
    //        Cid: dummy 0 + Ann 1.5 = 1.5    Dan: dummy 1 + Ben 2 = 3
    //   BH-C1 (a VUR is cut first, art. 14.6/16): Ann 0 (her bye's 1.5
    //        cut), Ben 2, Cid 1.5 (his forfeit's 0 cut), Dan 2
    //   SB   Ann: 1.5×½ + 0×1 = 0.75   Ben: 2×1 + 1×1 = 3
    //        Cid: 0×0 + 1.5×0 = 0      Dan: 1×1 + 2×0 = 1
    //   PS   Ann ½+1.5 = 2, Ben 1+2 = 3, Cid 0, Dan 1+1 = 2
    //   DE   no two tied on points: 0
    //   WIN  (a round worth a win, played or not) Ann 1, Ben 2, Cid 0, Dan 1
    //   played (games over the board): one each.
    const auto s = c->events().standings(Open);
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(s->rounds, 2);
    QCOMPARE(s->tieBreaks, (QStringList{QStringLiteral("BH-C1"), QStringLiteral("BH"), QStringLiteral("SB"),
                                        QStringLiteral("PS"), QStringLiteral("DE"), QStringLiteral("WIN")}));
    QStringList rows;
    for (const palmares::club::EventStandingRow& r : s->rows) {
        QStringList tb;
        for (const double v : r.tieBreaks) {
            tb << QString::number(v);
        }
        rows << QStringLiteral("%1 %2 %3 [%4] %5")
                    .arg(r.rank)
                    .arg(r.player)
                    .arg(r.points)
                    .arg(tb.join(u' '))
                    .arg(r.played);
    }
    QCOMPARE(rows,
             (QStringList{QStringLiteral("1 Ben 2 [2 3 3 3 0 2] 1"), QStringLiteral("2 Ann 1.5 [0 1.5 0.75 2 0 1] 1"),
                          QStringLiteral("3 Dan 1 [2 3 1 2 0 1] 1"), QStringLiteral("4 Cid 0 [1.5 1.5 0 0 0 0] 1")}));

    // The cross-table: Ben's round 1 a forfeit won against Cid's row, Cid's
    // a forfeit lost, Ann's the half-point bye, Dan's the pairing bye.
    const auto x = c->events().crossTable(Open);
    QVERIFY2(x, qPrintable(x.status().toString()));
    QCOMPARE(x->rows.size(), std::size_t{4});
    using palmares::pairing::RoundKind;
    QCOMPARE(x->rows[0].rounds[0].kind, RoundKind::ForfeitWin);
    QCOMPARE(x->rows[0].rounds[0].result, std::string("+"));
    QCOMPARE(x->rows[0].rounds[0].opponentRow, 4);
    QCOMPARE(x->rows[1].rounds[0].kind, RoundKind::HalfPointBye);
    QCOMPARE(x->rows[2].rounds[0].kind, RoundKind::PairingBye);
    QCOMPARE(x->rows[3].rounds[0].kind, RoundKind::ForfeitLoss);
    QCOMPARE(x->rows[3].rounds[0].result, std::string("-"));
    QCOMPARE(x->rows[3].rounds[0].opponentRow, 1);

    // Only the two games of round 2 are matches, and rated.
    QCOMPARE(ratings(*c, Chess).size(), 4);
    const auto rounds = c->events().rounds(Open);
    QVERIFY(rounds);
    for (const EventTable& t : rounds->at(1).tables) {
        QVERIFY(!t.match.isEmpty());
    }
}

void TestEventForfeits::refusalsLeaveTheEventAsItWas()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Tarot"), System::Niveau));
    PALMARES_OK(c->events().add(anEvent(Open, PairingMethod::Swiss, 2)));
    PALMARES_OK(c->events().enter(Open, {Ann, Ben, Cid, Dan}, true));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Eve")));
    PALMARES_OK(c->events().requestBye(Open, Dan, 2, false));
    QString before = eventsState(*c, Open);
    QCOMPARE(before, QStringLiteral("bye Dan 2 0"));

    const auto refused = [&](const palmares::club::Status& s, Field::Kind where, const QString& words) {
        QVERIFY2(!s.ok(), qPrintable(QStringLiteral("accepted: ") + words));
        QCOMPARE(s.problems.constFirst().field.kind, where);
        QVERIFY2(s.problems.constFirst().message.contains(words), qPrintable(s.toString()));
        QCOMPARE(eventsState(*c, Open), before);
    };
    // Byes: a player not entered, a round the event does not have, one
    // asked twice, a cancel of none.
    refused(c->events().requestBye(Open, QStringLiteral("Eve"), 1, true), Field::Kind::Player,
            QStringLiteral("not entered"));
    refused(c->events().requestBye(Open, Ann, 3, true), Field::Kind::Round, QStringLiteral("has no round 3"));
    refused(c->events().requestBye(Open, Ann, 0, true), Field::Kind::Round, QStringLiteral("has no round 0"));
    refused(c->events().requestBye(Open, Dan, 2, true), Field::Kind::Round, QStringLiteral("already"));
    refused(c->events().cancelBye(Open, Ann, 2), Field::Kind::Round, QStringLiteral("has no bye"));
    // Forfeits: nothing paired yet.
    refused(c->events().recordForfeit(Open, 1, 1, Absent::First), Field::Kind::Round, QStringLiteral("not paired"));

    QVERIFY(c->events().pairNext(Open));
    before = eventsState(*c, Open);
    // Round 1 is paired: no bye for it any more.
    refused(c->events().requestBye(Open, Ann, 1, true), Field::Kind::Round, QStringLiteral("paired already"));
    // No such table, the bye's table, nobody absent.
    refused(c->events().recordForfeit(Open, 1, 3, Absent::First), Field::Kind::Table, QStringLiteral("no table 3"));
    refused(c->events().recordForfeit(Open, 1, 0, Absent::First), Field::Kind::Table, QStringLiteral("no table 0"));
    refused(c->events().recordForfeit(Open, 1, 1, Absent::None), Field::Kind::Table, QStringLiteral("who did not"));
    refused(c->events().clearForfeit(Open, 1, 1), Field::Kind::Table, QStringLiteral("not a forfeit"));

    // A forfeit, then its undo: the table waits again and takes a result.
    const auto rounds = c->events().rounds(Open);
    QVERIFY(rounds);
    const EventTable first = rounds->at(0).tables.at(0);
    PALMARES_OK(c->events().recordForfeit(Open, 1, 1, Absent::Second));
    before = eventsState(*c, Open);
    QVERIFY2(before.contains(QStringLiteral("1/1:%1::second").arg(first.players.join(u'-'))), qPrintable(before));
    refused(c->events().recordForfeit(Open, 1, 1, Absent::First), Field::Kind::Table, QStringLiteral("already"));
    MatchDraft d;
    d.participants = {ranked(first.players[0], 1), ranked(first.players[1], 2)};
    refused(c->events().recordResult(Open, 1, 1, d).status(), Field::Kind::Table, QStringLiteral("is a forfeit"));
    // A round with a forfeit is not paired again, nor its seats swapped.
    refused(c->events().pairAgain(Open).status(), Field::Kind::Round, QStringLiteral("has results already"));
    refused(c->events().swap(Open, first.players[0], rounds->at(0).tables.at(1).players[0]), Field::Kind::Table,
            QStringLiteral("has its result already"));
    PALMARES_OK(c->events().clearForfeit(Open, 1, 1));
    auto after = c->events().rounds(Open);
    QVERIFY(after);
    QCOMPARE(after->at(0).tables.at(0).forfeit, Absent::None);
    QVERIFY(!after->at(0).complete());
    QVERIFY(c->events().recordResult(Open, 1, 1, d));
    before = eventsState(*c, Open);
    refused(c->events().recordForfeit(Open, 1, 1, Absent::First), Field::Kind::Table,
            QStringLiteral("has its result already"));

    // A round robin's pairings are fixed; a half-point bye at tarot tables
    // means nothing; a forfeit at tarot tables neither.
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Quad"), PairingMethod::RoundRobin, 0)));
    PALMARES_OK(c->events().enter(QStringLiteral("Quad"), {Ann, Ben, Cid, Dan}));
    auto s = c->events().requestBye(QStringLiteral("Quad"), Ann, 1, true);
    QVERIFY(!s.ok());
    QCOMPARE(s.problems.constFirst().field.kind, Field::Kind::Event);
    Event night = anEvent(QStringLiteral("Night"), PairingMethod::Tables, 0);
    night.game = QStringLiteral("Tarot");
    PALMARES_OK(c->events().add(night));
    PALMARES_OK(c->events().enter(QStringLiteral("Night"), {Ann, Ben, Cid, Dan, QStringLiteral("Eve")}));
    s = c->events().requestBye(QStringLiteral("Night"), Ann, 1, true);
    QVERIFY(!s.ok());
    QVERIFY2(s.toString().contains(QStringLiteral("zero-point")), qPrintable(s.toString()));
    // A zero-point bye there leaves her out of the seating: one table of 4.
    PALMARES_OK(c->events().requestBye(QStringLiteral("Night"), Ann, 1, false));
    const auto seated = c->events().pairNext(QStringLiteral("Night"));
    QVERIFY2(seated, qPrintable(seated.status().toString()));
    QCOMPARE(seated->tables.size(), 1);
    QVERIFY(!seated->tables.at(0).players.contains(Ann));
    s = c->events().recordForfeit(QStringLiteral("Night"), 1, 1, Absent::First);
    QVERIFY(!s.ok());
    QCOMPARE(s.problems.constFirst().field.kind, Field::Kind::Event);
}

void TestEventForfeits::doubleForfeitAndWithdrawal()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->events().add(anEvent(Open, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(Open, {Ann, Ben}, true));
    // Ann asks for byes in rounds 2 and 3, then withdraws after round 1:
    // her byes go with her.
    PALMARES_OK(c->events().requestBye(Open, Ann, 2, true));
    PALMARES_OK(c->events().requestBye(Open, Ann, 3, false));
    QVERIFY(c->events().pairNext(Open));
    // Neither came: both lose (C.07: a forfeit loss scores nothing and is
    // no game played); no match.
    PALMARES_OK(c->events().recordForfeit(Open, 1, 1, Absent::Both));
    const auto s = c->events().standings(Open);
    QVERIFY2(s, qPrintable(s.status().toString()));
    QCOMPARE(s->rows.size(), 2);
    for (const palmares::club::EventStandingRow& r : s->rows) {
        QCOMPARE(r.points, 0.0);
        QCOMPARE(r.played, 0);
    }
    QCOMPARE(ratings(*c, Chess), QStringList{});
    PALMARES_OK(c->events().withdraw(Open, Ann));
    auto byes = c->events().requestedByes(Open);
    QVERIFY(byes);
    QVERIFY(byes->isEmpty());

    // "Benny" is Ben: merged, his bye is Ben's; a bye of a round Ben has
    // one in already is dropped.
    PALMARES_OK(c->events().requestBye(Open, Ben, 2, true));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Benny")));
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Blitz"), PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(QStringLiteral("Blitz"), {QStringLiteral("Benny"), Cid}, true));
    PALMARES_OK(c->events().requestBye(QStringLiteral("Blitz"), QStringLiteral("Benny"), 3, false));
    PALMARES_OK(c->events().enter(Open, {QStringLiteral("Benny")}));
    PALMARES_OK(c->events().requestBye(Open, QStringLiteral("Benny"), 2, false));
    const auto merged = c->merger().mergePlayers(QStringLiteral("Benny"), Ben);
    QVERIFY2(merged, qPrintable(merged.status().toString()));
    byes = c->events().requestedByes(Open);
    QVERIFY(byes);
    QCOMPARE(*byes, (QList<palmares::club::RequestedBye>{{Ben, 2, true}}));
    byes = c->events().requestedByes(QStringLiteral("Blitz"));
    QVERIFY(byes);
    QCOMPARE(*byes, (QList<palmares::club::RequestedBye>{{Ben, 3, false}}));
    // Undone: Benny has his byes back, Ben his own.
    PALMARES_OK(c->merger().unmergePlayers(*merged));
    byes = c->events().requestedByes(Open);
    QVERIFY(byes);
    QCOMPARE(*byes, (QList<palmares::club::RequestedBye>{{Ben, 2, true}, {QStringLiteral("Benny"), 2, false}}));
    byes = c->events().requestedByes(QStringLiteral("Blitz"));
    QVERIFY(byes);
    QCOMPARE(*byes, (QList<palmares::club::RequestedBye>{{QStringLiteral("Benny"), 3, false}}));
}

void TestEventForfeits::reportFileWithForfeitsAndByesRoundTrips()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    playOpen(*c);
    if (QTest::currentTestFailed()) {
        return;
    }
    const auto trf = c->events().exportTrf(Open);
    QVERIFY2(trf, qPrintable(trf.status().toString()));
    const QString text = QString::fromUtf8(*trf);
    // TRF-16's codes (C.04 Annex 2): round 1 of Ann "0000 - H", Dan's
    // pairing bye "0000 - U", the forfeit "+" for Ben and "-" for Cid, each
    // with the other's starting rank (Ann 1, Ben 2, Cid 3, Dan 4).
    QStringList lines = text.split(QStringLiteral("\r\n"));
    const auto line = [&](const QString& name) {
        for (const QString& l : lines) {
            if (l.startsWith(QStringLiteral("001 ")) && l.mid(14, 33).trimmed() == name) {
                return l;
            }
        }
        return QString();
    };
    QCOMPARE(line(Ann).mid(91, 8), QStringLiteral("0000 - H"));
    QCOMPARE(line(Dan).mid(91, 8), QStringLiteral("0000 - U"));
    QCOMPARE(line(Ben).mid(91, 4), QStringLiteral("   3"));
    QCOMPARE(line(Ben).mid(98, 1), QStringLiteral("+"));
    QCOMPARE(line(Cid).mid(91, 4), QStringLiteral("   2"));
    QCOMPARE(line(Cid).mid(98, 1), QStringLiteral("-"));

    // Read back into a new event of the club, then written again: the same
    // report but for its name; the same standings.
    const auto imported = c->events().importTrf(*trf, Chess, QStringLiteral("Copy"), false);
    QVERIFY2(imported, qPrintable(imported.status().toString()));
    const auto again = c->events().exportTrf(QStringLiteral("Copy"));
    QVERIFY2(again, qPrintable(again.status().toString()));
    QCOMPARE(QString::fromUtf8(*again).replace(QStringLiteral("012 Copy\r\n"), QStringLiteral("012 Open\r\n")), text);
    const auto copyRounds = c->events().rounds(QStringLiteral("Copy"));
    QVERIFY(copyRounds);
    QCOMPARE(copyRounds->at(0).byes, (QList<palmares::club::RequestedBye>{{Ann, 1, true}}));
    const auto here = c->events().standings(Open);
    const auto there = c->events().standings(QStringLiteral("Copy"));
    QVERIFY(here && there);
    QCOMPARE(there->rows.size(), here->rows.size());
    for (qsizetype i = 0; i < here->rows.size(); ++i) {
        QCOMPARE(there->rows[i].player, here->rows[i].player);
        QCOMPARE(there->rows[i].points, here->rows[i].points);
        QCOMPARE(there->rows[i].tieBreaks, here->rows[i].tieBreaks);
    }
}

QTEST_GUILESS_MAIN(TestEventForfeits)
#include "tst_event_forfeits.moc"

// core/club: the club's events (issue 42), on every backend — what is
// refused when an event is added (and leaves the club as it was), entries
// and their pairing order, withdrawals and late entries, rounds paired by
// FIDE's Berger tables and the Dutch system's first round (their pairings
// typed from FIDE's handbook, not from our code), tarot nights seated at
// tables of 4 and 5, results recorded as the tables' matches (a wrong
// table refused, a deleted result makes its table pending again), swaps,
// locked tables kept when a round is paired again, a round paired only
// once the previous one is complete, and the standings after each round
// (a Swiss and a tarot night, their numbers worked out by hand).

#include "clubtest.h"

#include <algorithm>
#include <optional>

using namespace palmares::test;
using palmares::club::Event;
using palmares::club::EventRound;
using palmares::club::Field;
using palmares::club::PairingMethod;
using palmares::rating::System;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Tarot = QStringLiteral("Tarot");
// Alphabetical: with equal ratings the pairing order is the names' order.
const QStringList Eight{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                        QStringLiteral("Eve"), QStringLiteral("Fay"), QStringLiteral("Gus"), QStringLiteral("Hal")};

Event anEvent(const QString& name, const QString& game, PairingMethod pairing, int rounds = 0)
{
    Event e;
    e.name = name;
    e.game = game;
    e.first = QDate(2026, 3, 7);
    e.pairing = pairing;
    e.rounds = rounds;
    e.seed = 42;
    return e;
}

/// A round as "white-black" pairs (tables in order; the bye as "X-bye"),
/// tarot tables as "A B C D".
QStringList lines(const EventRound& r)
{
    QStringList out;
    for (const palmares::club::EventTable& t : r.tables) {
        out << (t.bye() ? t.players.value(0) + QStringLiteral("-bye") : t.players.join(QLatin1Char('-')));
    }
    return out;
}

/// Each event as "name game pairing rounds".
QStringList eventLines(Club& c)
{
    const auto all = c.events().list();
    if (!all) {
        return {QStringLiteral("error: ") + all.status().toString()};
    }
    QStringList out;
    for (const Event& e : *all) {
        out << QStringLiteral("%1 %2 %3 %4").arg(e.name, e.game, palmares::club::pairingKey(e.pairing)).arg(e.rounds);
    }
    return out;
}

/// Records every table of round `round` of `event`: the first seat wins.
void firstSeatsWin(Club& c, const QString& event, int round)
{
    const auto rounds = c.events().rounds(event);
    QVERIFY2(rounds, qPrintable(rounds.status().toString()));
    for (const palmares::club::EventTable& t : rounds->at(round - 1).tables) {
        if (t.bye()) {
            continue;
        }
        MatchDraft d;
        d.participants = {ranked(t.players[0], 1), ranked(t.players[1], 2)};
        const auto saved = c.events().recordResult(event, round, t.number, d);
        QVERIFY2(saved, qPrintable(saved.status().toString()));
    }
}

/// Records round `round` of the duel event `event` pair by pair, whatever
/// the seats: "Ann>Cid" Ann won, "Ben=Dan" a draw.
void duelResults(Club& c, const QString& event, int round, const QStringList& games)
{
    const auto rounds = c.events().rounds(event);
    QVERIFY2(rounds, qPrintable(rounds.status().toString()));
    for (const QString& game : games) {
        const bool draw = game.contains(QLatin1Char('='));
        const QStringList names = game.split(draw ? QLatin1Char('=') : QLatin1Char('>'));
        const auto table = std::find_if(rounds->at(round - 1).tables.cbegin(), rounds->at(round - 1).tables.cend(),
                                        [&](const palmares::club::EventTable& t) {
                                            return t.players.contains(names[0]) && t.players.contains(names[1]);
                                        });
        QVERIFY2(table != rounds->at(round - 1).tables.cend(),
                 qPrintable(QStringLiteral("round %1 does not pair %2").arg(round).arg(game)));
        MatchDraft d;
        d.participants = {ranked(names[0], 1), ranked(names[1], draw ? 1 : 2)};
        const auto saved = c.events().recordResult(event, round, table->number, d);
        QVERIFY2(saved, qPrintable(saved.status().toString()));
    }
}

/// The standings after round `round` as "rank player points tie-breaks…"
/// ("=" for a shared rank), or the refusal.
QStringList standingsAfter(Club& c, const QString& event, std::optional<int> round)
{
    const auto s = c.events().standings(event, round);
    if (!s) {
        return {QStringLiteral("error: ") + s.status().toString()};
    }
    QStringList out;
    for (const palmares::club::EventStandingRow& r : s->rows) {
        QStringList line{r.shared ? QStringLiteral("=") : QString::number(r.rank), r.player, QString::number(r.points)};
        for (const double v : r.tieBreaks) {
            line << QString::number(v);
        }
        out << line.join(QLatin1Char(' '));
    }
    return out;
}

} // namespace

class TestEvents : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedEventsLeaveTheClubAsItWas_data() { addBackendRows(); }
    void refusedEventsLeaveTheClubAsItWas();
    void entriesInRatingOrder_data() { addBackendRows(); }
    void entriesInRatingOrder();
    void roundRobinFollowsBergerTables_data() { addBackendRows(); }
    void roundRobinFollowsBergerTables();
    void resultsAreTheTablesMatches_data() { addBackendRows(); }
    void resultsAreTheTablesMatches();
    void swissFirstRoundIsTopHalfAgainstBottomHalf_data() { addBackendRows(); }
    void swissFirstRoundIsTopHalfAgainstBottomHalf();
    void swissNeverPairsARematch_data() { addBackendRows(); }
    void swissNeverPairsARematch();
    void tarotTablesOfFourAndFive_data() { addBackendRows(); }
    void tarotTablesOfFourAndFive();
    void swapLockAndPairAgain_data() { addBackendRows(); }
    void swapLockAndPairAgain();
    void withdrawalsAndLateEntries_data() { addBackendRows(); }
    void withdrawalsAndLateEntries();
    void mergedAndRemovedPlayersKeepTheEvent_data() { addBackendRows(); }
    void mergedAndRemovedPlayersKeepTheEvent();
    void tablesOfOneMomentKeepTheirResults_data() { addBackendRows(); }
    void tablesOfOneMomentKeepTheirResults();
    void swissStandingsAfterEachRound_data() { addBackendRows(); }
    void swissStandingsAfterEachRound();
    void tarotStandingsAfterEachRound_data() { addBackendRows(); }
    void tarotStandingsAfterEachRound();
};

void TestEvents::refusedEventsLeaveTheClubAsItWas()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Rapid"), Chess, PairingMethod::Swiss, 5)));
    const QStringList before = eventLines(*c);
    QCOMPARE(before, QStringList{QStringLiteral("Rapid Chess swiss 5")});

    const auto refused = [&](const palmares::club::Status& s, Field::Kind where, const QString& words) {
        QVERIFY2(!s.ok(), "accepted");
        QCOMPARE(s.problems.constFirst().field.kind, where);
        QVERIFY2(s.problems.constFirst().message.contains(words), qPrintable(s.toString()));
        QCOMPARE(eventLines(*c), before);
    };
    refused(c->events().add(anEvent(QStringLiteral("  "), Chess, PairingMethod::Swiss)), Field::Kind::Name,
            QStringLiteral("needs a name"));
    refused(c->events().add(anEvent(QStringLiteral("rapid"), Chess, PairingMethod::Swiss)), Field::Kind::Name,
            QStringLiteral("already has an event"));
    refused(c->events().add(anEvent(QStringLiteral("Go night"), QStringLiteral("Go"), PairingMethod::Swiss)),
            Field::Kind::Game, QStringLiteral("Go"));
    Event backwards = anEvent(QStringLiteral("Backwards"), Chess, PairingMethod::Swiss);
    backwards.last = backwards.first.addDays(-1);
    refused(c->events().add(backwards), Field::Kind::PeriodEnd, QStringLiteral("before the first"));
    refused(c->events().add(anEvent(QStringLiteral("Many"), Chess, PairingMethod::Swiss, -1)), Field::Kind::Round,
            QStringLiteral("rounds"));
    refused(c->events().add(anEvent(QStringLiteral("Chess tables"), Chess, PairingMethod::Tables)), Field::Kind::Game,
            QStringLiteral("four or more"));
    refused(c->events().add(anEvent(QStringLiteral("Tarot swiss"), Tarot, PairingMethod::Swiss)), Field::Kind::Game,
            QStringLiteral("not played in duels"));
    refused(c->events().remove(QStringLiteral("Blitz")), Field::Kind::Event, QStringLiteral("no event named 'Blitz'"));
    // Nothing paired yet: entering an unknown player is refused unless asked.
    refused(c->events().enter(QStringLiteral("Rapid"), {QStringLiteral("Zoe")}), Field::Kind::Player,
            QStringLiteral("not a player of the club"));
    const auto entrants = c->events().entrants(QStringLiteral("Rapid"));
    QVERIFY(entrants);
    QVERIFY(entrants->isEmpty());
    refused(c->events().pairNext(QStringLiteral("Rapid")).status(), Field::Kind::Round, QStringLiteral("at least 2"));
}

void TestEvents::entriesInRatingOrder()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Fermi starts everyone at 1000: Cid beat Ann before the event (1004 and
    // 996), so he comes first, Ann last, Ben (new, 1000) between.
    const QString scrabble = QStringLiteral("Scrabble");
    PALMARES_OK(c->catalogue().addGame(scrabble, System::Fermi));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m1"), scrabble, when(2026, 1, 5, 20), QStringLiteral("Cid"), QStringLiteral("Ann")));
    // Dan has not played but arrives with 1010: he brings it, and is first.
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Dan")));
    PALMARES_OK(c->startingRatings().setStartingRating({QStringLiteral("Dan"), scrabble, 1010.0, std::nullopt}));
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Rapid"), scrabble, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(
        QStringLiteral("Rapid"),
        {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"), QStringLiteral("Dan")}, true));
    const auto entrants = c->events().entrants(QStringLiteral("Rapid"));
    QVERIFY2(entrants, qPrintable(entrants.status().toString()));
    QStringList order;
    for (const palmares::club::Entrant& e : *entrants) {
        order << QStringLiteral("%1 %2").arg(e.pairingNumber).arg(e.player);
    }
    QCOMPARE(order, (QStringList{QStringLiteral("1 Dan"), QStringLiteral("2 Cid"), QStringLiteral("3 Ben"),
                                 QStringLiteral("4 Ann")}));
    QCOMPARE(entrants->at(0).rating, 1010.0);
    QCOMPARE(entrants->at(1).rating, 1004.0);
    QCOMPARE(entrants->at(2).rating, 1000.0);
    QCOMPARE(entrants->at(3).rating, 996.0);
    const auto again = c->events().enter(QStringLiteral("Rapid"), {QStringLiteral("Ann")});
    QVERIFY(!again.ok());
    QVERIFY2(again.toString().contains(QStringLiteral("already")), qPrintable(again.toString()));
}

void TestEvents::roundRobinFollowsBergerTables()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString rr = QStringLiteral("Club championship");
    PALMARES_OK(c->events().add(anEvent(rr, Chess, PairingMethod::RoundRobin)));
    PALMARES_OK(c->events().enter(rr, Eight.mid(0, 4), true));
    // FIDE C.05 Annex 1, 3 or 4 players: Rd 1: 1-4, 2-3; Rd 2: 4-3, 1-2;
    // Rd 3: 2-4, 3-1.
    const QStringList expected[] = {{QStringLiteral("Ann-Dan"), QStringLiteral("Ben-Cid")},
                                    {QStringLiteral("Dan-Cid"), QStringLiteral("Ann-Ben")},
                                    {QStringLiteral("Ben-Dan"), QStringLiteral("Cid-Ann")}};
    for (int round = 1; round <= 3; ++round) {
        const auto r = c->events().pairNext(rr);
        QVERIFY2(r, qPrintable(r.status().toString()));
        QCOMPARE(r->number, round);
        QCOMPARE(lines(*r), expected[round - 1]);
        // The next round waits for this one's results.
        const auto early = c->events().pairNext(rr);
        QVERIFY(!early);
        QVERIFY2(early.status().toString().contains(QStringLiteral("results still to enter")),
                 qPrintable(early.status().toString()));
        firstSeatsWin(*c, rr, round);
    }
    const auto over = c->events().pairNext(rr);
    QVERIFY(!over);
    QVERIFY2(over.status().toString().contains(QStringLiteral("round robin")), qPrintable(over.status().toString()));
}

void TestEvents::resultsAreTheTablesMatches()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString rr = QStringLiteral("Quad");
    PALMARES_OK(c->events().add(anEvent(rr, Chess, PairingMethod::RoundRobin)));
    PALMARES_OK(c->events().enter(rr, Eight.mid(0, 4), true));
    QVERIFY(c->events().pairNext(rr));

    // The wrong players, the wrong game, a table that is not there: refused, nothing saved.
    MatchDraft wrong;
    wrong.participants = {ranked(QStringLiteral("Ann"), 1), ranked(QStringLiteral("Ben"), 2)};
    auto refused = c->events().recordResult(rr, 1, 1, wrong);
    QVERIFY(!refused);
    QCOMPARE(refused.status().problems.constFirst().field.kind, Field::Kind::Players);
    QVERIFY(!c->events().recordResult(rr, 1, 3, wrong));
    QVERIFY(!c->events().recordResult(rr, 2, 1, wrong));
    QCOMPARE(ratings(*c, Chess), QStringList{});

    MatchDraft draw;
    draw.participants = {ranked(QStringLiteral("Dan"), 1), ranked(QStringLiteral("Ann"), 1)}; // any order
    const auto saved = c->events().recordResult(rr, 1, 1, draw);
    QVERIFY2(saved, qPrintable(saved.status().toString()));
    // An ordinary match of the club, dated on the event's day: rated.
    const auto m = c->resultBook().matchDraft(saved->code);
    QVERIFY(m);
    QCOMPARE(m->game, Chess);
    QCOMPARE(m->playedAt.date(), QDate(2026, 3, 7));
    QCOMPARE(ratings(*c, Chess).size(), 2);
    // Its table is played; a second result for it is refused.
    auto rounds = c->events().rounds(rr);
    QVERIFY(rounds);
    QCOMPARE(rounds->at(0).tables.at(0).match, saved->code);
    QVERIFY(!rounds->at(0).complete());
    QVERIFY(!c->events().recordResult(rr, 1, 1, draw));
    // Deleting the match makes the table wait for its result again.
    PALMARES_OK(c->resultBook().deleteMatch(saved->code));
    rounds = c->events().rounds(rr);
    QVERIFY(rounds);
    QVERIFY(rounds->at(0).tables.at(0).match.isEmpty());
    // An event with results cannot be removed; without them it can.
    firstSeatsWin(*c, rr, 1);
    QVERIFY(!c->events().remove(rr).ok());
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Empty"), Chess, PairingMethod::Swiss)));
    PALMARES_OK(c->events().remove(QStringLiteral("Empty")));
    QCOMPARE(eventLines(*c), QStringList{QStringLiteral("Quad Chess round-robin 0")});
}

void TestEvents::swissFirstRoundIsTopHalfAgainstBottomHalf()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 5)));
    PALMARES_OK(c->events().enter(open, Eight, true));
    // C.04.3: round 1 pairs S1 = 1-4 against S2 = 5-8 in order; the first
    // player has the initial colour (white), then colours alternate by board.
    const auto r = c->events().pairNext(open);
    QVERIFY2(r, qPrintable(r.status().toString()));
    QCOMPARE(lines(*r), (QStringList{QStringLiteral("Ann-Eve"), QStringLiteral("Fay-Ben"), QStringLiteral("Cid-Gus"),
                                     QStringLiteral("Hal-Dan")}));
    // Seven players: the lowest (Gus) has the bye, worth a win.
    PALMARES_OK(c->events().add(anEvent(QStringLiteral("Seven"), Chess, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(QStringLiteral("Seven"), Eight.mid(0, 7)));
    const auto seven = c->events().pairNext(QStringLiteral("Seven"));
    QVERIFY2(seven, qPrintable(seven.status().toString()));
    QCOMPARE(lines(*seven).constLast(), QStringLiteral("Gus-bye"));
}

void TestEvents::swissNeverPairsARematch()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(open, Eight.mid(0, 6), true));
    // Three rounds of six always complete without a rematch: after two, the
    // pairs not met yet make a 3-regular graph, which has a perfect matching.
    QSet<QString> met;
    for (int round = 1; round <= 3; ++round) {
        const auto r = c->events().pairNext(open);
        QVERIFY2(r, qPrintable(r.status().toString()));
        QCOMPARE(r->tables.size(), 3);
        for (const palmares::club::EventTable& t : r->tables) {
            QStringList pair = t.players;
            pair.sort();
            const QString key = pair.join(QLatin1Char('-'));
            QVERIFY2(!met.contains(key), qPrintable(QStringLiteral("rematch in round %1: %2").arg(round).arg(key)));
            met.insert(key);
        }
        firstSeatsWin(*c, open, round);
    }
    QCOMPARE(met.size(), 9);
    // An event of three rounds has no fourth.
    QVERIFY(!c->events().pairNext(open));
}

/// The results of a round share their moment (the round's evening), and the
/// club replays one moment's matches in the order of their codes: a result
/// whose code sorts before those already saved ("M10" before "M2") makes the
/// store write the moment's matches again under new ids. Each must keep its
/// table (event_match): twelve tables, so that "M10"–"M12" come after "M1".
void TestEvents::tablesOfOneMomentKeepTheirResults()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 2)));
    QStringList players;
    for (int i = 1; i <= 24; ++i) {
        players << QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0'));
    }
    PALMARES_OK(c->events().enter(open, players, true));
    const auto first = c->events().pairNext(open);
    QVERIFY2(first, qPrintable(first.status().toString()));
    QCOMPARE(first->tables.size(), 12);
    firstSeatsWin(*c, open, 1);
    const auto rounds = c->events().rounds(open);
    QVERIFY2(rounds, qPrintable(rounds.status().toString()));
    QStringList pending;
    QSet<QString> codes;
    for (const palmares::club::EventTable& t : rounds->constFirst().tables) {
        if (t.match.isEmpty()) {
            pending << QString::number(t.number);
        }
        codes.insert(t.match);
    }
    QVERIFY2(pending.isEmpty(), qPrintable(QStringLiteral("tables without their result: ") + pending.join(u',')));
    QCOMPARE(codes.size(), 12);
    // Each table's match is the one its players played.
    for (const palmares::club::EventTable& t : rounds->constFirst().tables) {
        const auto d = c->resultBook().matchDraft(t.match);
        QVERIFY2(d, qPrintable(d.status().toString()));
        QCOMPARE(d->participants.value(0).player, t.players.value(0));
        QCOMPARE(d->participants.value(1).player, t.players.value(1));
    }
    const auto second = c->events().pairNext(open);
    QVERIFY2(second, qPrintable(second.status().toString()));
}

void TestEvents::tarotTablesOfFourAndFive()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    const QString night = QStringLiteral("Friday night");
    PALMARES_OK(c->events().add(anEvent(night, Tarot, PairingMethod::Tables)));
    QStringList thirteen;
    for (int i = 1; i <= 13; ++i) {
        thirteen << QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0'));
    }
    PALMARES_OK(c->events().enter(night, thirteen.mid(0, 6), true));
    // Six players make no tables of 4 and 5.
    const auto six = c->events().pairNext(night);
    QVERIFY(!six);
    QVERIFY2(six.status().toString().contains(QStringLiteral("tables of 4 and 5")),
             qPrintable(six.status().toString()));
    PALMARES_OK(c->events().enter(night, thirteen.mid(6), true));
    const auto r = c->events().pairNext(night);
    QVERIFY2(r, qPrintable(r.status().toString()));
    QList<int> sizes;
    QSet<QString> seated;
    for (const palmares::club::EventTable& t : r->tables) {
        sizes << static_cast<int>(t.players.size());
        for (const QString& p : t.players) {
            seated.insert(p);
        }
    }
    std::sort(sizes.begin(), sizes.end());
    QCOMPARE(sizes, (QList<int>{4, 4, 5}));
    QCOMPARE(seated.size(), 13);
}

void TestEvents::swapLockAndPairAgain()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 5)));
    PALMARES_OK(c->events().enter(open, Eight, true));
    QVERIFY(c->events().pairNext(open));
    // Ann and Ben change places: Ann meets Fay with black, Ben Eve with white.
    PALMARES_OK(c->events().swap(open, QStringLiteral("Ann"), QStringLiteral("Ben")));
    auto rounds = c->events().rounds(open);
    QVERIFY(rounds);
    QCOMPARE(lines(rounds->at(0)), (QStringList{QStringLiteral("Ben-Eve"), QStringLiteral("Fay-Ann"),
                                                QStringLiteral("Cid-Gus"), QStringLiteral("Hal-Dan")}));
    QVERIFY(!c->events().swap(open, QStringLiteral("Ann"), QStringLiteral("Zoe")).ok());
    // Table 2 locked: pairing the round again keeps it, the rest as the rules pair them.
    PALMARES_OK(c->events().lock(open, 2, true));
    QVERIFY(!c->events().lock(open, 9, true).ok());
    const auto again = c->events().pairAgain(open);
    QVERIFY2(again, qPrintable(again.status().toString()));
    QCOMPARE(again->tables.at(1).players, (QStringList{QStringLiteral("Fay"), QStringLiteral("Ann")}));
    QVERIFY(again->tables.at(1).locked);
    QCOMPARE(again->tables.size(), 4);
    // A result in: the round can be neither paired again nor removed.
    MatchDraft d;
    d.participants = {ranked(QStringLiteral("Fay"), 1), ranked(QStringLiteral("Ann"), 2)};
    QVERIFY(c->events().recordResult(open, 1, 2, d));
    QVERIFY(!c->events().pairAgain(open));
    QVERIFY(!c->events().unpairLast(open).ok());
    QVERIFY(!c->events().swap(open, QStringLiteral("Fay"), QStringLiteral("Ben")).ok());
}

void TestEvents::withdrawalsAndLateEntries()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 4)));
    PALMARES_OK(c->events().enter(open, Eight.mid(0, 6), true));
    // Withdrawn before any round: he leaves the event.
    PALMARES_OK(c->events().withdraw(open, QStringLiteral("Fay")));
    auto entrants = c->events().entrants(open);
    QVERIFY(entrants);
    QCOMPARE(entrants->size(), 5);
    QVERIFY(!c->events().withdraw(open, QStringLiteral("Fay")).ok());
    const auto r1 = c->events().pairNext(open);
    QVERIFY2(r1, qPrintable(r1.status().toString()));
    QCOMPARE(r1->tables.size(), 3); // two boards and the bye
    firstSeatsWin(*c, open, 1);
    // Withdrawn after round 1: not paired in round 2, his round 1 kept.
    PALMARES_OK(c->events().withdraw(open, QStringLiteral("Ann")));
    // A late entry plays from round 2.
    PALMARES_OK(c->events().enter(open, {QStringLiteral("Hal")}, true));
    entrants = c->events().entrants(open);
    QVERIFY(entrants);
    for (const palmares::club::Entrant& e : *entrants) {
        if (e.player == QLatin1String("Hal")) {
            QCOMPARE(e.firstRound, 2);
        }
        if (e.player == QLatin1String("Ann")) {
            QCOMPARE(e.withdrawnRound, 2);
        }
    }
    const auto r2 = c->events().pairNext(open);
    QVERIFY2(r2, qPrintable(r2.status().toString()));
    QStringList everyone;
    for (const palmares::club::EventTable& t : r2->tables) {
        everyone += t.players;
    }
    QVERIFY(!everyone.contains(QStringLiteral("Ann")));
    QVERIFY(everyone.contains(QStringLiteral("Hal")));
    QCOMPARE(everyone.size(), 5);
}

void TestEvents::mergedAndRemovedPlayersKeepTheEvent()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 3)));
    // "Eva" entered is the same person as "Eve": merged, Eve is entered
    // in her place and sits at her board.
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Eve")));
    PALMARES_OK(c->events().enter(
        open, {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Eva"), QStringLiteral("Dan")}, true));
    QVERIFY(c->events().pairNext(open));
    // In a second event both are entered: Eve keeps her entry, Eva's goes.
    const QString blitz = QStringLiteral("Blitz");
    PALMARES_OK(c->events().add(anEvent(blitz, Chess, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(blitz, {QStringLiteral("Eva"), QStringLiteral("Eve"), QStringLiteral("Ann")}));
    const auto entered = [&](const QString& event) {
        const auto all = c->events().entrants(event);
        QStringList out;
        for (const palmares::club::Entrant& e : all ? *all : QList<palmares::club::Entrant>{}) {
            out << e.player;
        }
        out.sort();
        return out.join(u',');
    };
    const auto seatsOf = [&](const QString& event) {
        const auto all = c->events().rounds(event);
        QStringList out;
        for (const palmares::club::EventTable& t : all ? all->value(0).tables : QList<palmares::club::EventTable>{}) {
            out << QString::number(t.number) + QLatin1Char(':') + t.players.join(u'-');
        }
        return out.join(u' ');
    };
    const QString openBefore = entered(open);
    const QString blitzBefore = entered(blitz);
    const QString seatsBefore = seatsOf(open);
    QVERIFY2(seatsBefore.contains(QStringLiteral("Eva")), qPrintable(seatsBefore));
    const auto merged = c->merger().mergePlayers(QStringLiteral("Eva"), QStringLiteral("Eve"));
    QVERIFY2(merged, qPrintable(merged.status().toString()));
    const auto entrants = c->events().entrants(open);
    QVERIFY(entrants);
    QStringList names;
    for (const palmares::club::Entrant& e : *entrants) {
        names << e.player;
    }
    names.sort();
    QCOMPARE(names,
             (QStringList{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Dan"), QStringLiteral("Eve")}));
    const auto rounds = c->events().rounds(open);
    QVERIFY(rounds);
    QStringList seated;
    for (const palmares::club::EventTable& t : rounds->at(0).tables) {
        seated += t.players;
    }
    QVERIFY2(seated.contains(QStringLiteral("Eve")), qPrintable(seated.join(u',')));
    QCOMPARE(entered(blitz), QStringLiteral("Ann,Eve"));
    // Undone, Eva has her entries and her seat back, and Eve only her own.
    PALMARES_OK(c->merger().unmergePlayers(*merged));
    QCOMPARE(entered(open), openBefore);
    QCOMPARE(entered(blitz), blitzBefore);
    QCOMPARE(seatsOf(open), seatsBefore);
    // Two entrants seated in one round are two people: the merge is refused
    // and the event is left as it was.
    const palmares::club::Status twoPeople =
        c->merger().mergePlayers(QStringLiteral("Eva"), QStringLiteral("Ann")).status();
    QVERIFY(!twoPeople.ok());
    QVERIFY2(twoPeople.toString().contains(QStringLiteral("both sat in round 1")), qPrintable(twoPeople.toString()));
    QCOMPARE(entered(open), openBefore);
    QCOMPARE(seatsOf(open), seatsBefore);
    // A player entered cannot be removed from the club behind the event's back.
    const palmares::club::Status removed = c->roster().removePlayer(QStringLiteral("Dan"));
    QVERIFY(!removed.ok());
    QVERIFY2(removed.toString().contains(QStringLiteral("entered in an event")), qPrintable(removed.toString()));
}

/// Issue 42: "the standings after each round". Four players, three rounds
/// (Dutch: round 1 Ann-Cid, Dan-Ben; round 2 in score groups, Ann-Ben and
/// Dan-Cid, colours allowing; round 3 what no rematch leaves). The columns
/// worked out by hand from C.07 (BH-C1, BH, SB, PS, DE, WIN), each round on
/// the scores after it:
/// - after 1: Ann 1, Ben ½, Dan ½, Cid 0; BH the opponent's score, BH-C1 cut
///   to nothing; SB Ben and Dan ½·½; Ben and Dan tied on everything (DE ½
///   each: their draw).
/// - after 2: Ann 1½ (Cid 0, Ben 1: BH 1, BH-C1 1, SB 0+½, PS 1+1½), Dan 1½
///   (Ben 1, Cid 0: the same but PS ½+1½ = 2), Ben 1 (Dan 1½, Ann 1½: BH 3,
///   BH-C1 1½, SB ¾+¾), Cid 0 (BH 3).
/// - after 3: Dan 2½ (Ben 2, Cid 0, Ann 1½: BH 3½, SB 1+0+1½), Ben 2 (Dan
///   2½, Ann 1½, Cid 0: BH 4, SB 1¼+¾), Ann 1½ (Cid 0, Ben 2, Dan 2½: BH
///   4½, SB 0+1+0), Cid 0 (BH 6, BH-C1 4½).
void TestEvents::swissStandingsAfterEachRound()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    const QString open = QStringLiteral("Open");
    PALMARES_OK(c->events().add(anEvent(open, Chess, PairingMethod::Swiss, 3)));
    PALMARES_OK(c->events().enter(open, Eight.mid(0, 4), true));
    // A round paired but not complete has no standings after it.
    const QStringList incomplete{u8("has no complete round yet"), u8("has only round 1 complete"),
                                 u8("has rounds 1 to 2 complete")};
    const auto refused = [&](int round) {
        return QStringList{QStringLiteral("error: round: 'Open' %1: no standings after round %2")
                               .arg(incomplete[round - 1])
                               .arg(round)};
    };
    QCOMPARE(standingsAfter(*c, open, 1), refused(1));
    const QList<QStringList> games{{QStringLiteral("Ann>Cid"), QStringLiteral("Ben=Dan")},
                                   {QStringLiteral("Ann=Ben"), QStringLiteral("Dan>Cid")},
                                   {QStringLiteral("Dan>Ann"), QStringLiteral("Ben>Cid")}};
    for (int round = 1; round <= 3; ++round) {
        QVERIFY(c->events().pairNext(open));
        QCOMPARE(standingsAfter(*c, open, round), refused(round));
        duelResults(*c, open, round, games[round - 1]);
    }
    //                                              points BH-C1 BH SB PS DE WIN
    QCOMPARE(standingsAfter(*c, open, 1),
             (QStringList{QStringLiteral("1 Ann 1 0 0 0 1 0 1"), QStringLiteral("2 Ben 0.5 0 0.5 0.25 0.5 0.5 0"),
                          QStringLiteral("= Dan 0.5 0 0.5 0.25 0.5 0.5 0"), QStringLiteral("4 Cid 0 0 1 0 0 0 0")}));
    QCOMPARE(standingsAfter(*c, open, 2),
             (QStringList{QStringLiteral("1 Ann 1.5 1 1 0.5 2.5 0 1"), QStringLiteral("2 Dan 1.5 1 1 0.5 2 0 1"),
                          QStringLiteral("3 Ben 1 1.5 3 1.5 1.5 0 0"), QStringLiteral("4 Cid 0 1.5 3 0 0 0 0")}));
    const QStringList final{QStringLiteral("1 Dan 2.5 3.5 3.5 2.5 4.5 0 2"), QStringLiteral("2 Ben 2 4 4 2 3.5 0 1"),
                            QStringLiteral("3 Ann 1.5 4.5 4.5 1 4 0 1"), QStringLiteral("4 Cid 0 4.5 6 0 0 0 0")};
    QCOMPARE(standingsAfter(*c, open, 3), final);
    QCOMPARE(standingsAfter(*c, open, std::nullopt), final); // the default: after the complete rounds
    // Beyond the complete rounds, or before the first: refused, by the round.
    for (const int wrong : {0, -1, 4}) {
        const auto s = c->events().standings(open, wrong);
        QVERIFY(!s);
        QCOMPARE(s.status().problems.constFirst().field.kind, Field::Kind::Round);
        QCOMPARE(s.status().problems.constFirst().message,
                 QStringLiteral("'Open' has rounds 1 to 3 complete: no standings after round %1").arg(wrong));
        QVERIFY(!c->events().crossTable(open, wrong));
    }
    // The cross-table after round 1 has one round, Ann's a win over Cid.
    const auto x = c->events().crossTable(open, 1);
    QVERIFY2(x, qPrintable(x.status().toString()));
    QCOMPARE(x->rounds, 1);
    QCOMPARE(x->rows.front().name, std::string("Ann"));
    QCOMPARE(x->rows.front().rounds.size(), std::size_t{1});
}

/// The tarot standings after each round: the total score, then the placement
/// points (RATING_RULES.md §6: P(p) = 100·n / (H_n·p), at a table of four
/// 192, 96, 64, 48). Four players, one table a round, scores by hand:
/// round 1 Ann 60, Ben 20, Cid −30, Dan −50; round 2 Ann −90, Ben 10,
/// Cid 100, Dan −20; round 3 Ann 0, Ben −60, Cid −30, Dan 90. After round 3
/// Ann and Ben both have −30: Ann's places (1, 4, 2: 336) before Ben's
/// (2, 2, 4: 240).
void TestEvents::tarotStandingsAfterEachRound()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    const QString night = QStringLiteral("Friday night");
    PALMARES_OK(c->events().add(anEvent(night, Tarot, PairingMethod::Tables)));
    PALMARES_OK(c->events().enter(night, Eight.mid(0, 4), true));
    const QList<QList<double>> scores{{60, 20, -30, -50}, {-90, 10, 100, -20}, {0, -60, -30, 90}};
    for (int round = 1; round <= 3; ++round) {
        const auto r = c->events().pairNext(night);
        QVERIFY2(r, qPrintable(r.status().toString()));
        QCOMPARE(r->tables.size(), 1);
        MatchDraft d;
        d.deals = 1;
        for (int i = 0; i < 4; ++i) {
            d.participants << scored(Eight[i], scores[round - 1][i]);
        }
        const auto saved = c->events().recordResult(night, round, r->tables.front().number, d);
        QVERIFY2(saved, qPrintable(saved.status().toString()));
    }
    QCOMPARE(standingsAfter(*c, night, 1),
             (QStringList{QStringLiteral("1 Ann 60 192"), QStringLiteral("2 Ben 20 96"), QStringLiteral("3 Cid -30 64"),
                          QStringLiteral("4 Dan -50 48")}));
    QCOMPARE(standingsAfter(*c, night, 2),
             (QStringList{QStringLiteral("1 Cid 70 256"), QStringLiteral("2 Ben 30 192"),
                          QStringLiteral("3 Ann -30 240"), QStringLiteral("4 Dan -70 112")}));
    QCOMPARE(standingsAfter(*c, night, 3),
             (QStringList{QStringLiteral("1 Cid 40 320"), QStringLiteral("2 Dan 20 304"),
                          QStringLiteral("3 Ann -30 336"), QStringLiteral("4 Ben -30 240")}));
    const auto beyond = c->events().standings(night, 4);
    QVERIFY(!beyond);
    QCOMPARE(beyond.status().problems.constFirst().field.kind, Field::Kind::Round);
}

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"

// core/club: the club's seasons (issue 18, item 1), on every backend —
// their boundaries (a match at 23:59 on the last day is in, one at midnight
// after is not; a season with no match), what is refused when a season is
// defined, closing (the standings and the Hall of Fame kept as they stood)
// and the guard of a closed season: a change of its results asks first.
// Fermi with its defaults (start 1000, max_gain 8, T 1000): equal ratings
// give E = 0.5 and ±4. The season report: champions (ties kept, dormant
// players set aside), most active players, biggest gains worked out by hand,
// a season with no match, and a closed season's report as it was printed.

#include "clubtest.h"

using namespace palmares::test;
using palmares::club::ChangeKind;
using palmares::club::Field;
using palmares::club::Season;
using palmares::rating::System;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");
const QString Chess = QStringLiteral("Chess");
const QString Alice = QStringLiteral("Alice");
const QString Bob = QStringLiteral("Bob");
const QString Carol = QStringLiteral("Carol");
const QString Spring = QStringLiteral("Spring 2024");

QDate day(int year, int month, int d)
{
    return {year, month, d};
}

/// Each season as "name first..last game closed|open".
QStringList seasonLines(Club& c)
{
    const auto all = c.seasons().list();
    if (!all) {
        return {QStringLiteral("error: ") + all.status().toString()};
    }
    QStringList out;
    for (const Season& s : *all) {
        out << QStringLiteral("%1 %2..%3 %4 %5")
                   .arg(s.name, s.first.toString(Qt::ISODate), s.last.toString(Qt::ISODate),
                        s.game.isEmpty() ? QStringLiteral("*") : s.game,
                        s.closed() ? QStringLiteral("closed") : QStringLiteral("open"));
    }
    return out;
}

/// A season's standings of a game as ratings() writes them.
QStringList seasonRatings(Club& c, const QString& season, const QString& game)
{
    const auto s = c.seasons().standings(season, game);
    if (!s) {
        return {QStringLiteral("error: ") + s.status().toString()};
    }
    QStringList out;
    for (const palmares::club::StandingRow& r : s->rows) {
        out << QStringLiteral("%1 %2 (%3)").arg(r.player, num(r.rating)).arg(r.games);
    }
    return out;
}

/// A season's Hall of Fame as "name n=… total …".
QStringList seasonFame(Club& c, const QString& season, const QString& game = {})
{
    const auto h = c.seasons().hallOfFame(season, game);
    if (!h) {
        return {QStringLiteral("error: ") + h.status().toString()};
    }
    QStringList out;
    out << QStringLiteral("matches %1").arg(h->matches);
    for (const palmares::club::HallOfFameRow& r : h->rows) {
        out << QStringLiteral("%1 n=%2 total %3").arg(r.player).arg(r.participations).arg(r.total, 0, 'f', 3);
    }
    return out;
}

/// A season report as text: its matches, the most active players of all its
/// games ("Bob 1/3": rank/matches), then per game its champions, most active
/// players and gains ("Carol 1000→1008 new"), then its Hall of Fame.
QStringList reportLines(Club& c, const QString& season)
{
    const auto r = palmares::club::seasonReport(c.seasons(), season);
    if (!r) {
        return {QStringLiteral("error: ") + r.status().toString()};
    }
    const auto active = [](const QList<palmares::club::SeasonActivity>& list) {
        QStringList out;
        for (const auto& a : list) {
            out << QStringLiteral("%1 %2/%3").arg(a.player).arg(a.rank).arg(a.matches);
        }
        return out.join(QStringLiteral(", "));
    };
    QStringList out{QStringLiteral("matches %1 kept %2").arg(r->matches()).arg(r->kept),
                    QStringLiteral("active: ") + active(r->mostActive)};
    for (const auto& g : r->games) {
        QStringList champions;
        for (const auto& row : g.champions) {
            champions << QStringLiteral("%1 %2").arg(row.player, num(row.displayed));
        }
        QStringList gains;
        for (const auto& gain : g.gains) {
            gains << QStringLiteral("%1 %2→%3%4")
                         .arg(gain.player, num(gain.before), num(gain.after),
                              gain.newcomer ? QStringLiteral(" new") : QString());
        }
        out << QStringLiteral("%1 matches %2 dormant %3 | champions %4 | active %5 | gains %6")
                   .arg(g.standings.game.name)
                   .arg(g.matches)
                   .arg(g.standings.dormant)
                   .arg(champions.join(QStringLiteral(", ")), active(g.mostActive), gains.join(QStringLiteral(", ")));
    }
    for (const auto& row : r->hallOfFame.rows) {
        out << QStringLiteral("fame %1 %2 n=%3").arg(row.rank).arg(row.player).arg(row.participations);
    }
    return out;
}

/// Scrabble and Chess (fermi) and Go (no match in the season); Spring 2024
/// (January to June, every game). Scrabble: before the season Alice beats
/// Bob (1004, 996); in it Carol (new) beats Bob (1004, 992), Alice beats Bob
/// (1008, 988), Carol beats Bob (1008, 984): Alice and Carol tie first.
/// Chess: Dave beats Alice (1004, 996). After it: Bob beats Alice.
void recordSeasonOfReport(Club& c)
{
    PALMARES_OK(c.rankings().setDormantAfterMonths(0));
    PALMARES_OK(c.catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c.catalogue().addGame(Chess, System::Fermi));
    PALMARES_OK(c.catalogue().addGame(QStringLiteral("Go"), System::Fermi));
    PALMARES_OK(c.seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    const QString dave = QStringLiteral("Dave");
    PALMARES_RECORD(c, duel(QStringLiteral("pre"), Scrabble, when(2023, 12, 1, 20), Alice, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 1, 20), Carol, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("s2"), Scrabble, when(2024, 3, 1, 20), Alice, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("s3"), Scrabble, when(2024, 4, 1, 20), Carol, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("c1"), Chess, when(2024, 5, 1, 20), dave, Alice));
    PALMARES_RECORD(c, duel(QStringLiteral("after"), Scrabble, when(2024, 7, 1, 20), Bob, Alice));
}

/// The report of recordSeasonOfReport's Spring 2024, worked out by hand.
QStringList springReport(bool kept)
{
    return {QStringLiteral("matches 4 kept %1").arg(kept),
            QStringLiteral("active: Bob 1/3, Alice 2/2, Carol 2/2, Dave 4/1"),
            // Dave's 1004 is his first rating, not a gain: he brought none
            // to gain from (issue 43); Carol, new at Scrabble, neither.
            QStringLiteral("Chess matches 1 dormant 0 | champions Dave 1004 | active Alice 1/1, Dave 1/1 | gains "),
            QStringLiteral("Go matches 0 dormant 0 | champions  | active  | gains "),
            QStringLiteral("Scrabble matches 3 dormant 0 | champions Alice 1008, Carol 1008 | active Bob 1/3, Carol "
                           "2/2, Alice 3/1 | gains Alice 1004→1008"),
            // Adjusted averages (T = 3): Carol (266.67 + 100) / 3, Dave
            // (133.33 + 200) / 3, Alice (200 + 100) / 3, Bob 200 / 3.
            QStringLiteral("fame 1 Carol n=2"), QStringLiteral("fame 2 Dave n=1"), QStringLiteral("fame 3 Alice n=2"),
            QStringLiteral("fame 4 Bob n=3")};
}

} // namespace

class TestSeasons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundariesAreWholeDays_data() { addBackendRows(); }
    void boundariesAreWholeDays();
    void aSeasonWithNoMatch_data() { addBackendRows(); }
    void aSeasonWithNoMatch();
    void refusedSeasonsLeaveTheClubAsItWas_data() { addBackendRows(); }
    void refusedSeasonsLeaveTheClubAsItWas();
    void overlapIsAClubSetting_data() { addBackendRows(); }
    void overlapIsAClubSetting();
    void closingKeepsTheSheetsAsTheyStood_data() { addBackendRows(); }
    void closingKeepsTheSheetsAsTheyStood();
    void aClosedSeasonAsksBeforeItsResultsChange_data() { addBackendRows(); }
    void aClosedSeasonAsksBeforeItsResultsChange();
    void anImportSaysWhichClosedSeasonsItChanges_data() { addBackendRows(); }
    void anImportSaysWhichClosedSeasonsItChanges();
    void reopenAndRemove_data() { addBackendRows(); }
    void reopenAndRemove();
    void freshStartEachSeason_data() { addBackendRows(); }
    void freshStartEachSeason();
    void freshStartIncrementalEqualsRebuild_data();
    void freshStartIncrementalEqualsRebuild();
    void freshStartChangesReRate_data() { addBackendRows(); }
    void freshStartChangesReRate();
    void freshStartAsksBeforeAClosedSeasonChanges_data() { addBackendRows(); }
    void freshStartAsksBeforeAClosedSeasonChanges();
    void freshStartExplained_data() { addBackendRows(); }
    void freshStartExplained();
    void reportChampionsActivityAndGains_data() { addBackendRows(); }
    void reportChampionsActivityAndGains();
    void reportGainsOfNewcomersFromTheirStartingRating_data() { addBackendRows(); }
    void reportGainsOfNewcomersFromTheirStartingRating();
    void reportOfASeasonWithNoMatch_data() { addBackendRows(); }
    void reportOfASeasonWithNoMatch();
    void reportOfAClosedSeasonIsAsPrinted_data() { addBackendRows(); }
    void reportOfAClosedSeasonIsAsPrinted();
};

void TestSeasons::boundariesAreWholeDays()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    PALMARES_RECORD(*c, duel(QStringLiteral("before"), Scrabble, when(2023, 12, 31, 23, 59), Carol, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("first"), Scrabble, when(2024, 1, 1, 0, 0), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("last"), Scrabble, when(2024, 6, 30, 23, 59), Alice, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("after"), Scrabble, when(2024, 7, 1, 0, 0), Bob, Alice));

    // The standings at its last day hold the 23:59 match, not midnight after.
    QCOMPARE(seasonRatings(*c, Spring, Scrabble), ratings(*c, Scrabble, day(2024, 6, 30)));
    const QStringList atEnd = seasonRatings(*c, Spring, Scrabble);
    QCOMPARE(atEnd.size(), 3);
    QVERIFY2(atEnd.contains(QStringLiteral("Alice 1008 (2)")), qPrintable(atEnd.join(u'|')));
    // Its Hall of Fame: the matches of its days only (first and last).
    const QStringList fame = seasonFame(*c, Spring);
    QCOMPARE(fame.constFirst(), QStringLiteral("matches 2"));
    const auto direct = c->rankings().hallOfFame(QString(), day(2024, 1, 1), day(2024, 6, 30));
    QVERIFY(direct);
    QCOMPARE(direct->matches, 2); // the same selection either way
    // Placement points of a duel: 133.333 to the winner, 66.667 to the loser.
    QCOMPARE(fame, (QStringList{QStringLiteral("matches 2"), QStringLiteral("Alice n=2 total 266.667"),
                                QStringLiteral("Bob n=1 total 66.667"), QStringLiteral("Carol n=1 total 66.667")}));

    const Season s = c->seasons().season(Spring).value_or(Season{});
    QVERIFY(s.contains(day(2024, 6, 30)));
    QVERIFY(!s.contains(day(2024, 7, 1)));
    QVERIFY(!s.contains(day(2023, 12, 31)));
}

void TestSeasons::aSeasonWithNoMatch()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2023, 5, 1), Alice, Bob));
    PALMARES_OK(c->seasons().add(QStringLiteral("Quiet"), day(2024, 1, 1), day(2024, 12, 31)));
    // No match: the ratings as they stood (carried over), an empty Hall of Fame.
    QCOMPARE(seasonRatings(*c, QStringLiteral("Quiet"), Scrabble),
             (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    QCOMPARE(seasonFame(*c, QStringLiteral("Quiet")), QStringList{QStringLiteral("matches 0")});
    // Closing it keeps the same.
    PALMARES_OK(c->seasons().close(QStringLiteral("Quiet")));
    QCOMPARE(seasonRatings(*c, QStringLiteral("Quiet"), Scrabble),
             (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    QCOMPARE(seasonFame(*c, QStringLiteral("Quiet")), QStringList{QStringLiteral("matches 0")});
}

void TestSeasons::refusedSeasonsLeaveTheClubAsItWas()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->seasons().add(u8("2024–2025"), day(2024, 9, 1), day(2025, 6, 30)));
    QStringList before = seasonLines(*c);
    QCOMPARE(before, QStringList{u8("2024–2025 2024-09-01..2025-06-30 * open")});

    const auto refused = [&](const palmares::club::Status& s, Field::Kind where, const QString& words) {
        QVERIFY2(!s.ok(), "accepted");
        QCOMPARE(s.problems.constFirst().field.kind, where);
        QVERIFY2(s.problems.constFirst().message.contains(words), qPrintable(s.toString()));
        QCOMPARE(seasonLines(*c), before);
    };
    refused(c->seasons().add(QStringLiteral("  "), day(2026, 1, 1), day(2026, 2, 1)), Field::Kind::Name,
            QStringLiteral("needs a name"));
    refused(c->seasons().add(QStringLiteral("Win\u200Bter"), day(2026, 1, 1), day(2026, 2, 1)), Field::Kind::Name,
            QStringLiteral("U+200B"));
    refused(c->seasons().add(u8("2024–2025"), day(2026, 1, 1), day(2026, 2, 1)), Field::Kind::Name,
            QStringLiteral("already a season"));
    PALMARES_OK(c->seasons().add(QStringLiteral("winter"), day(2026, 1, 1), day(2026, 2, 1)));
    before = seasonLines(*c);
    refused(c->seasons().add(QStringLiteral("Winter"), day(2027, 1, 1), day(2027, 2, 1)), Field::Kind::Name,
            QStringLiteral("but for case or accents"));
    PALMARES_OK(c->seasons().remove(QStringLiteral("winter")));
    before = seasonLines(*c);
    refused(c->seasons().add(QStringLiteral("Backwards"), day(2026, 2, 1), day(2026, 1, 31)), Field::Kind::PeriodEnd,
            QStringLiteral("before its first"));
    refused(c->seasons().add(QStringLiteral("No end"), day(2026, 2, 1), QDate()), Field::Kind::PeriodEnd,
            QStringLiteral("last day"));
    refused(c->seasons().add(QStringLiteral("Go"), day(2026, 1, 1), day(2026, 2, 1), QStringLiteral("Go")),
            Field::Kind::Game, QStringLiteral("no game named 'Go'"));
    // One shared day is an overlap: the last day is inclusive.
    refused(c->seasons().add(QStringLiteral("Summer"), day(2025, 6, 30), day(2025, 8, 31)), Field::Kind::PeriodStart,
            QStringLiteral("shares days"));
    // A season of one game overlaps a season of every game too.
    refused(c->seasons().add(QStringLiteral("Chess summer"), day(2025, 6, 1), day(2025, 8, 31), Chess),
            Field::Kind::PeriodStart, QStringLiteral("of Chess"));
    // The day after is free.
    PALMARES_OK(c->seasons().add(QStringLiteral("Summer"), day(2025, 7, 1), day(2025, 8, 31)));
    QCOMPARE(seasonLines(*c).size(), 2);
    before = seasonLines(*c);
    refused(c->seasons().remove(QStringLiteral("Autumn")), Field::Kind::Season, QStringLiteral("no season named"));
}

void TestSeasons::overlapIsAClubSetting()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    QCOMPARE(c->seasons().overlapAllowed().value_or(true), false);
    // Two games, two seasons: the same days are no overlap.
    PALMARES_OK(c->seasons().add(QStringLiteral("Chess 2025"), day(2025, 1, 1), day(2025, 12, 31), Chess));
    PALMARES_OK(c->seasons().add(QStringLiteral("Scrabble 2025"), day(2025, 1, 1), day(2025, 12, 31), Scrabble));
    QVERIFY(!c->seasons().add(QStringLiteral("Chess cup"), day(2025, 3, 1), day(2025, 3, 31), Chess).ok());

    PALMARES_OK(c->seasons().setOverlapAllowed(true));
    QCOMPARE(c->seasons().overlapAllowed().value_or(false), true);
    PALMARES_OK(c->seasons().add(QStringLiteral("Chess cup"), day(2025, 3, 1), day(2025, 3, 31), Chess));
    // Refusing overlaps again while two seasons share days is refused.
    const auto s = c->seasons().setOverlapAllowed(false);
    QVERIFY(!s.ok());
    QVERIFY2(s.toString().contains(QStringLiteral("Chess 2025")), qPrintable(s.toString()));
    QCOMPARE(c->seasons().overlapAllowed().value_or(false), true);
    PALMARES_OK(c->seasons().remove(QStringLiteral("Chess cup")));
    PALMARES_OK(c->seasons().setOverlapAllowed(false));
    QCOMPARE(c->seasons().overlapAllowed().value_or(true), false);
}

void TestSeasons::closingKeepsTheSheetsAsTheyStood()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("s2"), Scrabble, when(2024, 3, 1), Carol, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, when(2024, 4, 1), Bob, Carol));
    const QStringList scrabbleAtEnd = ratings(*c, Scrabble, day(2024, 6, 30));
    const QStringList chessAtEnd = ratings(*c, Chess, day(2024, 6, 30));
    const QStringList fameOfDays = seasonFame(*c, Spring);

    PALMARES_OK(c->seasons().close(Spring));
    QCOMPARE(seasonLines(*c), QStringList{QStringLiteral("Spring 2024 2024-01-01..2024-06-30 * closed")});
    const auto kept = c->seasons().kept(Spring);
    QVERIFY2(kept, qPrintable(kept.status().toString()));
    QCOMPARE(kept->standings.size(), 2); // every game of the club
    QCOMPARE(seasonRatings(*c, Spring, Scrabble), scrabbleAtEnd);
    QCOMPARE(seasonRatings(*c, Spring, Chess), chessAtEnd);
    QCOMPARE(seasonFame(*c, Spring), fameOfDays);
    // Every number of a row reads back exactly (the rating to the bit).
    const auto live = c->rankings().standings(Scrabble, day(2024, 6, 30));
    QVERIFY(live);
    const auto keptScrabble = c->seasons().standings(Spring, Scrabble);
    QVERIFY(keptScrabble);
    QCOMPARE(keptScrabble->rows.size(), live->rows.size());
    for (qsizetype i = 0; i < live->rows.size(); ++i) {
        QCOMPARE(exact(keptScrabble->rows.at(i).rating), exact(live->rows.at(i).rating));
        QCOMPARE(keptScrabble->rows.at(i).rank, live->rows.at(i).rank);
        QCOMPARE(keptScrabble->rows.at(i).lastPlayed, live->rows.at(i).lastPlayed);
    }
    QCOMPARE(keptScrabble->game.name, Scrabble);
    QCOMPARE(keptScrabble->at, std::optional<QDate>(day(2024, 6, 30)));

    // A correction confirmed inside the season: the ratings move, the kept
    // sheets do not.
    c->confirmClosedSeasons(true);
    PALMARES_RECORD(*c, duel(QStringLiteral("s3"), Scrabble, when(2024, 6, 30, 23, 59), Bob, Carol));
    c->confirmClosedSeasons(false);
    QVERIFY(ratings(*c, Scrabble, day(2024, 6, 30)) != scrabbleAtEnd);
    QCOMPARE(seasonRatings(*c, Spring, Scrabble), scrabbleAtEnd);
    QCOMPARE(seasonFame(*c, Spring), fameOfDays);
    QVERIFY(hallOfFame(*c, QString(), day(2024, 1, 1), day(2024, 6, 30))
                .constFirst()
                .contains(QStringLiteral("matches 4")));

    QVERIFY(!c->seasons().close(Spring).ok()); // closed already
    QVERIFY(!c->seasons().kept(QStringLiteral("nope")));
}

void TestSeasons::aClosedSeasonAsksBeforeItsResultsChange()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30), Scrabble));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Chess, when(2024, 2, 1), Alice, Bob));
    PALMARES_OK(c->seasons().close(Spring));
    QStringList before = ratings(*c, Scrabble);

    const auto guarded = [&](const palmares::club::Status& s) {
        QVERIFY2(!s.ok(), "accepted");
        QCOMPARE(s.closedSeasons, QStringList{Spring});
        QCOMPARE(s.problems.constFirst().field.kind, Field::Kind::Date);
        QVERIFY2(s.toString().contains(QStringLiteral("closed season 'Spring 2024'")), qPrintable(s.toString()));
        QCOMPARE(ratings(*c, Scrabble), before);
    };
    // A result dated in it, or before it (the ratings carry into it).
    guarded(c->resultBook()
                .recordMatch(duel(QStringLiteral("in"), Scrabble, when(2024, 6, 30, 23, 59), Bob, Alice))
                .status());
    QVERIFY(!c->resultBook().matchDraft(QStringLiteral("in")));
    guarded(c->resultBook().recordMatch(duel(QStringLiteral("old"), Scrabble, when(2023, 1, 1), Bob, Alice)).status());
    // A correction, a deletion, the game's parameters.
    guarded(c->resultBook()
                .editMatch(QStringLiteral("s1"), duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 1), Bob, Alice))
                .status());
    guarded(c->resultBook().deleteMatch(QStringLiteral("s1")));
    guarded(c->catalogue().setGameParameters(Scrabble, {{QStringLiteral("max_gain"), QStringLiteral("16")}}));
    QVERIFY(c->resultBook().matchDraft(QStringLiteral("s1")));

    // Not guarded: a result after its last day, and another game.
    PALMARES_RECORD(*c, duel(QStringLiteral("later"), Scrabble, when(2024, 7, 1), Bob, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("c2"), Chess, when(2024, 3, 1), Bob, Alice));

    // The preview shows the change and says which season it changes.
    const auto p = c->previewer().preview(
        ChangeKind::Add, duel(QStringLiteral("in"), Scrabble, when(2024, 5, 1), Bob, Alice), QString());
    QVERIFY2(p, qPrintable(p.status().toString()));
    QCOMPARE(p->closedSeasons, QStringList{Spring});
    const auto q = c->previewer().preview(
        ChangeKind::Add, duel(QStringLiteral("new"), Scrabble, when(2024, 8, 1), Bob, Alice), QString());
    QVERIFY(q);
    QVERIFY(q->closedSeasons.isEmpty());

    // Confirmed, it goes through.
    c->confirmClosedSeasons(true);
    PALMARES_RECORD(*c, duel(QStringLiteral("in"), Scrabble, when(2024, 5, 1), Bob, Alice));
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("s1")));
    c->confirmClosedSeasons(false);
    QVERIFY(!c->resultBook().matchDraft(QStringLiteral("s1")));
    PALMARES_CHECKED(*c);

    // A rebuild gives the same ratings from the same results: not guarded
    // (nor the one an opening may need), and the club's writes stay guarded.
    const QStringList rebuiltFrom = ratings(*c, Scrabble);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(ratings(*c, Scrabble), rebuiltFrom);
    before = rebuiltFrom;
    guarded(c->resultBook().recordMatch(duel(QStringLiteral("in2"), Scrabble, when(2024, 3, 3), Bob, Alice)).status());
}

void TestSeasons::anImportSaysWhichClosedSeasonsItChanges()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    PALMARES_OK(c->seasons().add(QStringLiteral("Summer"), day(2024, 7, 1), day(2024, 8, 31)));
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 2, 1), Alice, Bob));
    PALMARES_OK(c->seasons().close(Spring));
    PALMARES_OK(c->seasons().close(QStringLiteral("Summer")));
    const QByteArray file = "match,date,game,player,rank\n"
                            "m2,2024-08-31T23:59,Scrabble,Bob,1\n"
                            "m2,2024-08-31T23:59,Scrabble,Alice,2\n";
    const auto dry = c->interchange().importCsv(file, true);
    QVERIFY2(dry.problems.isEmpty(),
             qPrintable(dry.problems.isEmpty() ? QString() : dry.problems.constFirst().toString()));
    QCOMPARE(dry.closedSeasons, QStringList{QStringLiteral("Summer")});

    const auto refused = c->interchange().importCsv(file, false);
    QVERIFY(!refused.written);
    QCOMPARE(refused.closedSeasons, QStringList{QStringLiteral("Summer")});
    QVERIFY(!refused.problems.isEmpty());
    QVERIFY(!c->resultBook().matchDraft(QStringLiteral("m2")));

    c->confirmClosedSeasons(true);
    const auto done = c->interchange().importCsv(file, false);
    c->confirmClosedSeasons(false);
    QVERIFY(done.written);
    QVERIFY(c->resultBook().matchDraft(QStringLiteral("m2")));
}

void TestSeasons::reopenAndRemove()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 2, 1), Alice, Bob));
    PALMARES_OK(c->seasons().close(Spring));
    QVERIFY(!c->seasons().remove(Spring).ok()); // closed: reopen first
    QVERIFY(!c->seasons().reopen(QStringLiteral("Summer")).ok());
    PALMARES_OK(c->seasons().reopen(Spring));
    QCOMPARE(seasonLines(*c), QStringList{QStringLiteral("Spring 2024 2024-01-01..2024-06-30 * open")});
    QVERIFY(!c->seasons().kept(Spring)); // an open season keeps nothing
    QVERIFY(!c->seasons().reopen(Spring).ok());
    // Open again: no guard.
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 3, 1), Bob, Alice));
    PALMARES_OK(c->seasons().remove(Spring));
    QVERIFY(seasonLines(*c).isEmpty());
}

namespace {

const QString Season1 = QStringLiteral("2024");
const QString Season2 = QStringLiteral("2024–2025");

/// Two seasons of every game, 2024-01-01..06-30 and 2024-09-01..2025-06-30,
/// and five duels of `game`: two in the first, one between the two (07-15),
/// two in the second.
bool twoSeasons(Club& c)
{
    return c.seasons().add(Season1, day(2024, 1, 1), day(2024, 6, 30)).ok() &&
           c.seasons().add(Season2, day(2024, 9, 1), day(2025, 6, 30)).ok();
}

bool recordFiveDuels(Club& c, const QString& game, const QString& prefix = {})
{
    const QList<palmares::club::MatchDraft> drafts{
        duel(prefix + QStringLiteral("a1"), game, when(2024, 2, 1), Alice, Bob),
        duel(prefix + QStringLiteral("a2"), game, when(2024, 3, 1), Alice, Carol),
        duel(prefix + QStringLiteral("b1"), game, when(2024, 7, 15), Bob, Alice),
        duel(prefix + QStringLiteral("c1"), game, when(2024, 9, 10), Alice, Bob),
        duel(prefix + QStringLiteral("c2"), game, when(2024, 10, 1), Carol, Alice)};
    for (const palmares::club::MatchDraft& d : drafts) {
        if (const auto recorded = c.resultBook().recordMatch(d, true); !recorded) {
            qWarning("%s: %s", qPrintable(d.code), qPrintable(recorded.status().toString()));
            return false;
        }
    }
    return true;
}

/// Everything the rating cache says of a game: each player's history (every
/// before and after), the standings now and at a few dates, to every bit.
QStringList cacheOf(Club& c, const QString& game)
{
    QStringList out;
    for (const QString& player : {Alice, Bob, Carol}) {
        const auto h = c.archive().history(player, game);
        if (!h) {
            return {QStringLiteral("error: ") + h.status().toString()};
        }
        for (const palmares::club::HistoryRow& r : *h) {
            out << QStringLiteral("%1 %2 %3→%4").arg(player, r.match, exact(r.before), exact(r.after));
        }
    }
    out << fullStandings(c, game);
    for (const QDate& at : {day(2024, 6, 30), day(2024, 8, 31), day(2024, 9, 5), day(2024, 9, 30)}) {
        out << at.toString(Qt::ISODate) << ratings(c, game, at);
    }
    return out;
}

} // namespace

void TestSeasons::freshStartEachSeason()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Two games with the same results: Scrabble starts afresh each season,
    // Chess (the default) keeps its ratings running.
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->catalogue().addGame(Chess, System::Fermi));
    QVERIFY(twoSeasons(*c));
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    QVERIFY(c->catalogue().game(Scrabble)->freshStartEachSeason);
    QVERIFY(!c->catalogue().game(Chess)->freshStartEachSeason);
    QVERIFY(recordFiveDuels(*c, Scrabble, QStringLiteral("s")));
    QVERIFY(recordFiveDuels(*c, Chess, QStringLiteral("c")));
    PALMARES_CHECKED(*c);

    // The same until the second season: the first season's ratings, and the
    // match between the two seasons continues them.
    QCOMPARE(ratings(*c, Scrabble, day(2024, 8, 31)), ratings(*c, Chess, day(2024, 8, 31)));
    QCOMPARE(ratings(*c, Scrabble, day(2024, 8, 31)).size(), 3);
    // At the second season's first day everyone starts afresh: nobody is
    // ranked until he plays in it, and its first match starts from 1000.
    QCOMPARE(ratings(*c, Scrabble, day(2024, 9, 1)), QStringList());
    QCOMPARE(ratings(*c, Scrabble, day(2024, 9, 10)),
             (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    QCOMPARE(seasonRatings(*c, Season2, Scrabble), ratings(*c, Scrabble, day(2025, 6, 30)));
    QCOMPARE(ratings(*c, Scrabble).size(), 3); // today: Alice, Bob and Carol played in it
    const QStringList alice = history(*c, Alice, Scrabble);
    QVERIFY2(
        std::any_of(alice.cbegin(), alice.cend(),
                    [](const QString& line) { return line.startsWith(QStringLiteral("sc1 Scrabble 1000→1004 (4)")); }),
        qPrintable(alice.join(u'|')));
    // Without the option, the ratings carry over (the seed rules).
    const QStringList chess = ratings(*c, Chess, day(2024, 9, 10));
    QCOMPARE(chess.size(), 3);
    QVERIFY2(chess.constFirst().endsWith(QStringLiteral("(4)")), qPrintable(chess.join(u'|')));
    // The Hall of Fame counts every season: placement points do not restart.
    QCOMPARE(hallOfFame(*c, Scrabble), hallOfFame(*c, Chess));
    QCOMPARE(hallOfFame(*c, Scrabble).constFirst(), QStringLiteral("games 1 matches 5 players 3"));
    QCOMPARE(hallOfFame(*c, QString()).constFirst(), QStringLiteral("games 2 matches 10 players 3"));

    // The first season's standings are its own; the season with no match
    // after the last one changes nothing until a match.
    QCOMPARE(seasonRatings(*c, Season1, Scrabble), seasonRatings(*c, Season1, Chess));
}

void TestSeasons::freshStartIncrementalEqualsRebuild_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("interval");
    for (const QString& backend : backends()) {
        // Checkpoints before, on and after the fresh start; or none, so that
        // a re-rating resumes from the records of the season before.
        QTest::addRow("%s, checkpoints every 2", qPrintable(backend)) << backend << 2;
        QTest::addRow("%s, no checkpoint", qPrintable(backend)) << backend << 0;
    }
}

void TestSeasons::freshStartIncrementalEqualsRebuild()
{
    QFETCH(QString, backend);
    QFETCH(int, interval);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    c->setCheckpointInterval(interval);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    QVERIFY(twoSeasons(*c));
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    // Recorded out of order: the second season first, then the first
    // season's results back-dated (each re-rates across the fresh start).
    PALMARES_RECORD(*c, duel(QStringLiteral("c1"), Scrabble, when(2024, 9, 10), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("c2"), Scrabble, when(2024, 10, 1), Carol, Alice));
    PALMARES_RECORD(*c, duel(QStringLiteral("a1"), Scrabble, when(2024, 2, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("a2"), Scrabble, when(2024, 3, 1), Alice, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("a3"), Scrabble, when(2024, 4, 1), Bob, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("b1"), Scrabble, when(2024, 7, 15), Bob, Alice));
    // Void results (unrated: a back-dated save's re-rating passes them by,
    // schema 9), one the first result after the fresh start, where a
    // re-rating from the records alone must still start afresh.
    for (const auto& [code, at] :
         {std::pair{QStringLiteral("v1"), when(2024, 3, 15)}, std::pair{QStringLiteral("v2"), when(2024, 9, 2)}}) {
        palmares::club::MatchDraft v = duel(code, Scrabble, at, Carol, Bob);
        v.isVoid = true;
        PALMARES_RECORD(*c, v);
    }
    PALMARES_CHECKED(*c);
    // A re-rating that starts inside the second season, after its fresh
    // start: Bob and Alice have played since, Carol's state is the fresh one.
    PALMARES_RECORD(*c, duel(QStringLiteral("c3"), Scrabble, when(2024, 9, 20), Bob, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("c4"), Scrabble, when(2024, 11, 1), Bob, Alice));
    PALMARES_CHECKED(*c);
    QCOMPARE(ratings(*c, Scrabble, day(2024, 9, 10)),
             (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));

    // A late correction inside the first season: its ratings change, the
    // second season still starts afresh.
    const QStringList firstBefore = ratings(*c, Scrabble, day(2024, 6, 30));
    const QStringList secondBefore = ratings(*c, Scrabble);
    PALMARES_OK(c->resultBook()
                    .editMatch(QStringLiteral("a1"), duel(QStringLiteral("a1"), Scrabble, when(2024, 2, 1), Bob, Alice))
                    .status());
    QVERIFY(ratings(*c, Scrabble, day(2024, 6, 30)) != firstBefore);
    QCOMPARE(ratings(*c, Scrabble), secondBefore);
    QCOMPARE(ratings(*c, Scrabble, day(2024, 9, 10)),
             (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    PALMARES_CHECKED(*c);
    // A deletion in the second season: who played only that match there
    // starts afresh again (no standing).
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("c2")));
    PALMARES_CHECKED(*c);

    // Every number of the cache the same as a replay of the whole history.
    const QStringList incremental = cacheOf(*c, Scrabble);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(cacheOf(*c, Scrabble), incremental);
    PALMARES_CHECKED(*c);
}

void TestSeasons::freshStartChangesReRate()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    QVERIFY(recordFiveDuels(*c, Scrabble));
    const QStringList runningOn = cacheOf(*c, Scrabble);
    // No season: the option changes nothing.
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    QCOMPARE(cacheOf(*c, Scrabble), runningOn);
    // A season added re-rates the game from its first day.
    PALMARES_OK(c->seasons().add(Season2, day(2024, 9, 1), day(2025, 6, 30)));
    const QStringList afresh = cacheOf(*c, Scrabble);
    QVERIFY(afresh != runningOn);
    QCOMPARE(ratings(*c, Scrabble, day(2024, 8, 31)).size(), 3);
    QCOMPARE(ratings(*c, Scrabble, day(2024, 9, 5)), QStringList());
    PALMARES_CHECKED(*c);
    // Turned off: the ratings run on again, as before; on again: afresh.
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, false));
    QCOMPARE(cacheOf(*c, Scrabble), runningOn);
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    QCOMPARE(cacheOf(*c, Scrabble), afresh);
    PALMARES_CHECKED(*c);
    // Removed, the season starts nothing afresh.
    PALMARES_OK(c->seasons().remove(Season2));
    QCOMPARE(cacheOf(*c, Scrabble), runningOn);
    PALMARES_CHECKED(*c);
    // A season of another game leaves this one alone; one of this game
    // restarts it as one of every game does.
    PALMARES_OK(c->catalogue().addGame(Chess, System::Fermi));
    PALMARES_OK(c->seasons().add(QStringLiteral("Chess 2024"), day(2024, 9, 1), day(2025, 6, 30), Chess));
    QCOMPARE(cacheOf(*c, Scrabble), runningOn);
    PALMARES_OK(c->seasons().add(QStringLiteral("Scrabble 2024"), day(2024, 9, 1), day(2025, 6, 30), Scrabble));
    QCOMPARE(cacheOf(*c, Scrabble), afresh);
    PALMARES_CHECKED(*c);
    // An unknown game is refused.
    QCOMPARE(fields(c->catalogue().setFreshStartEachSeason(QStringLiteral("Nope"), true).problems),
             QStringList{QStringLiteral("game")});
}

void TestSeasons::freshStartAsksBeforeAClosedSeasonChanges()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    QVERIFY(twoSeasons(*c));
    QVERIFY(recordFiveDuels(*c, Scrabble));
    PALMARES_OK(c->seasons().close(Season2));
    const QStringList kept = seasonRatings(*c, Season2, Scrabble);
    const QStringList before = cacheOf(*c, Scrabble);

    const auto guarded = [&](const palmares::club::Status& s, const QStringList& seasons) {
        QVERIFY2(!s.ok(), "accepted");
        QCOMPARE(s.closedSeasons, seasons);
        QCOMPARE(cacheOf(*c, Scrabble), before);
    };
    // Turning it on changes the closed season's ratings: it asks first.
    guarded(c->catalogue().setFreshStartEachSeason(Scrabble, true), QStringList{Season2});
    QVERIFY(!c->catalogue().game(Scrabble)->freshStartEachSeason);
    c->confirmClosedSeasons(true);
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    c->confirmClosedSeasons(false);
    QVERIFY(cacheOf(*c, Scrabble) != before);
    // What the closed season kept stays as it was printed.
    QCOMPARE(seasonRatings(*c, Season2, Scrabble), kept);
    PALMARES_CHECKED(*c);

    // A season added before the closed one, or removed, changes it: asked.
    const QStringList on = cacheOf(*c, Scrabble);
    const auto stillGuarded = [&](const palmares::club::Status& s) {
        QVERIFY2(!s.ok(), "accepted");
        QCOMPARE(s.closedSeasons, QStringList{Season2});
        QCOMPARE(cacheOf(*c, Scrabble), on);
    };
    stillGuarded(c->seasons().add(QStringLiteral("Summer"), day(2024, 7, 1), day(2024, 8, 31)));
    QCOMPARE(seasonLines(*c).size(), 2); // not added
    stillGuarded(c->catalogue().setFreshStartEachSeason(Scrabble, false));
    // One after it does not.
    PALMARES_OK(c->seasons().add(QStringLiteral("2025–2026"), day(2025, 9, 1), day(2026, 6, 30)));
    PALMARES_OK(c->seasons().remove(QStringLiteral("2025–2026")));
    QCOMPARE(cacheOf(*c, Scrabble), on);
    // Confirmed, a season added inside the closed one re-rates it.
    c->confirmClosedSeasons(true);
    PALMARES_OK(c->seasons().add(QStringLiteral("Summer"), day(2024, 7, 1), day(2024, 8, 31)));
    c->confirmClosedSeasons(false);
    QVERIFY(cacheOf(*c, Scrabble) != on);
    QCOMPARE(seasonRatings(*c, Season2, Scrabble), kept);
    PALMARES_CHECKED(*c);
}

void TestSeasons::freshStartExplained()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    QVERIFY(twoSeasons(*c));
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(Scrabble, true));
    QVERIFY(recordFiveDuels(*c, Scrabble));
    // The first match of the second season starts from the start rating,
    // and says why.
    const auto first = c->explainer().explain(QStringLiteral("c1"));
    QVERIFY2(first, qPrintable(first.status().toString()));
    QCOMPARE(first->freshStartSeason, Season2);
    QCOMPARE(first->freshStartDay, day(2024, 9, 1));
    QCOMPARE(first->changes.size(), 2);
    QCOMPARE(first->changes.at(0).before, 1000.0);
    QCOMPARE(first->changes.at(1).before, 1000.0);
    const QString text = first->lines.join(u'\n');
    QVERIFY2(text.contains(QStringLiteral("Fresh start of the season 2024–2025: every rating of Scrabble started again "
                                          "from 1000 on 2024-09-01; this is the first match since for Alice, Bob.")),
             qPrintable(text));
    // Carol's first match of it: she alone.
    const auto carol = c->explainer().explain(QStringLiteral("c2"));
    QVERIFY(carol);
    QVERIFY2(carol->lines.join(u'\n').contains(QStringLiteral("first match since for Carol.")),
             qPrintable(carol->lines.join(u'\n')));
    // Between the seasons the ratings run on: nothing to say.
    const auto between = c->explainer().explain(QStringLiteral("b1"));
    QVERIFY(between);
    QVERIFY(between->freshStartSeason.isEmpty());
    QVERIFY(!between->lines.join(u'\n').contains(QStringLiteral("Fresh start")));
}

void TestSeasons::reportChampionsActivityAndGains()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    recordSeasonOfReport(*c);
    QCOMPARE(reportLines(*c, Spring), springReport(false));

    // The club's dormancy setting, as the printed standings: three months
    // before June 30, Alice's last Scrabble match (March 1) sets her aside;
    // Carol is the champion alone. Her gains and matches still count.
    PALMARES_OK(c->rankings().setDormantAfterMonths(3));
    const QStringList dormant = reportLines(*c, Spring);
    QCOMPARE(dormant.at(4), QStringLiteral("Scrabble matches 3 dormant 1 | champions Carol 1008 | active Bob 1/3, "
                                           "Carol 2/2, Alice 3/1 | gains Alice 1004→1008"));
    QCOMPARE(dormant.at(2), springReport(false).at(2)); // Chess: both played on May 1

    // A season of one game covers that game only.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    PALMARES_OK(c->seasons().add(QStringLiteral("Chess summer"), day(2024, 7, 1), day(2024, 8, 31), Chess));
    PALMARES_RECORD(*c, duel(QStringLiteral("c2"), Chess, when(2024, 7, 2, 20), Alice, QStringLiteral("Dave")));
    // Alice 996 beats Dave 1004: E = 1/(1 + 10^0.008) = 0.4954, +4 (8 × 0.5046 rounded).
    QCOMPARE(reportLines(*c, QStringLiteral("Chess summer")),
             (QStringList{QStringLiteral("matches 1 kept 0"), QStringLiteral("active: Alice 1/1, Dave 1/1"),
                          QStringLiteral("Chess matches 1 dormant 0 | champions Alice 1000, Dave 1000 | active "
                                         "Alice 1/1, Dave 1/1 | gains Alice 996→1000"),
                          QStringLiteral("fame 1 Alice n=1"), QStringLiteral("fame 2 Dave n=1")}));

    // An unknown season: the failure names the seasons.
    const auto unknown = palmares::club::seasonReport(c->seasons(), QStringLiteral("Autumn"));
    QVERIFY(!unknown);
    QCOMPARE(unknown.status().problems.constFirst().field.kind, Field::Kind::Season);
}

/// A newcomer who brought a starting rating gained or lost from it, not
/// from the rule set's start: Eve (1100) loses to Bob, so she gained
/// nothing, although 1000 → her rating now would read as a gain of ~95;
/// Carol (900) beats Bob: her gain starts at 900.
void TestSeasons::reportGainsOfNewcomersFromTheirStartingRating()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c->seasons().add(Spring, day(2024, 1, 1), day(2024, 6, 30)));
    const QString eve = QStringLiteral("Eve");
    for (const auto& [player, rating] : {std::pair{eve, 1100.0}, std::pair{Carol, 900.0}}) {
        PALMARES_OK(c->roster().addPlayer(player));
        PALMARES_OK(c->startingRatings().setStartingRating({player, Scrabble, rating, std::nullopt}));
    }
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Scrabble, when(2024, 2, 1, 20), Bob, eve));
    PALMARES_RECORD(*c, duel(QStringLiteral("s2"), Scrabble, when(2024, 3, 1, 20), Carol, Bob));
    const auto r = palmares::club::seasonReport(c->seasons(), Spring);
    QVERIFY2(r, qPrintable(r.status().toString()));
    QCOMPARE(r->games.size(), 1);
    QMap<QString, palmares::club::SeasonGain> gains;
    for (const auto& g : r->games.constFirst().gains) {
        gains.insert(g.player, g);
    }
    QVERIFY2(!gains.contains(eve), "Eve lost her only game: no gain");
    QVERIFY(gains.contains(Carol));
    QCOMPARE(gains.value(Carol).before, 900.0);
    QVERIFY(gains.value(Carol).newcomer);
    QVERIFY(gains.value(Carol).after > 900.0 && gains.value(Carol).after < 908.0);
}

void TestSeasons::reportOfASeasonWithNoMatch()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    recordSeasonOfReport(*c);
    // Its games in the club's order, closed or not (the store keeps them by
    // byte order, where "Échecs" comes after "Scrabble").
    PALMARES_OK(c->catalogue().addGame(u8("Échecs"), System::Fermi));
    PALMARES_OK(c->seasons().add(QStringLiteral("Quiet"), day(2025, 1, 1), day(2025, 12, 31)));
    const QStringList quiet{QStringLiteral("matches 0 kept %1"),
                            QStringLiteral("active: "),
                            QStringLiteral("Chess matches 0 dormant 0 | champions  | active  | gains "),
                            u8("Échecs matches 0 dormant 0 | champions  | active  | gains "),
                            QStringLiteral("Go matches 0 dormant 0 | champions  | active  | gains "),
                            QStringLiteral("Scrabble matches 0 dormant 0 | champions  | active  | gains ")};
    QStringList open = quiet;
    open[0] = open[0].arg(0);
    QCOMPARE(reportLines(*c, QStringLiteral("Quiet")), open);
    PALMARES_OK(c->seasons().close(QStringLiteral("Quiet")));
    QStringList closed = quiet;
    closed[0] = closed[0].arg(1);
    QCOMPARE(reportLines(*c, QStringLiteral("Quiet")), closed);
}

void TestSeasons::reportOfAClosedSeasonIsAsPrinted()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    recordSeasonOfReport(*c);
    PALMARES_OK(c->seasons().close(Spring));
    QCOMPARE(reportLines(*c, Spring), springReport(true));

    // Corrections confirmed: a result inside the season (Bob beat Alice on
    // March 1) and one before it (Bob beat Alice in December, which changes
    // the ratings the season started from). The ratings move; the report of
    // the closed season is what it was.
    c->confirmClosedSeasons(true);
    PALMARES_OK(
        c->resultBook()
            .editMatch(QStringLiteral("s2"), duel(QStringLiteral("s2"), Scrabble, when(2024, 3, 1, 20), Bob, Alice))
            .status());
    PALMARES_OK(
        c->resultBook()
            .editMatch(QStringLiteral("pre"), duel(QStringLiteral("pre"), Scrabble, when(2023, 12, 1, 20), Bob, Alice))
            .status());
    c->confirmClosedSeasons(false);
    QVERIFY(ratings(*c, Scrabble, day(2024, 6, 30)) != seasonRatings(*c, Spring, Scrabble));
    QCOMPARE(reportLines(*c, Spring), springReport(true));

    // Reopened, it reads the results as they stand: Bob won s2 and pre.
    PALMARES_OK(c->seasons().reopen(Spring));
    const QStringList reopened = reportLines(*c, Spring);
    QVERIFY2(reopened != springReport(false), qPrintable(reopened.join(u'\n')));
    QVERIFY2(reopened.at(4).contains(QStringLiteral("champions Carol 1008 |")), qPrintable(reopened.at(4)));
}

QTEST_GUILESS_MAIN(TestSeasons)
#include "tst_seasons.moc"

// core/club and core/store: the packed rating cache (schema 4). Each rated
// match's records are packed in one row, and every few thousand matches a
// checkpoint keeps every player's state; a re-rating resumes from the nearest
// checkpoint. These tests make checkpoints every 3 matches on a small club and
// compare everything a person can see with a club that has none (so every
// resume reads the records from the start), through back-dated additions,
// edits and deletions, on every backend; then check() must find a tampered
// checkpoint.

#include "clubtest.h"
#include "kept.h"

#include "store/clubstore.h"
#include "store/ratingblob.h"

#include "club/participantmapping.h"

#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

using namespace palmares::test;
using palmares::rating::System;

namespace {

/// One game per rule set that keeps a rating, and the points rule set.
const QList<QPair<QString, System>> Games = {
    {QStringLiteral("Tarot"), System::Niveau},      {QStringLiteral("Chess"), System::EloProvisional},
    {QStringLiteral("Scrabble"), System::Fermi},    {QStringLiteral("Go"), System::Glicko2},
    {QStringLiteral("Coinche"), System::OpenSkill}, {QStringLiteral("Belote"), System::Points},
};

QString playerName(int i)
{
    return QStringLiteral("Player %1").arg(i);
}

/// `count` distinct players' numbers drawn from the first `among`.
QList<int> distinctPlayers(QRandomGenerator& random, int count, int among)
{
    QList<int> players;
    while (players.size() < count) {
        const int p = static_cast<int>(random.bounded(among));
        if (!players.contains(p)) {
            players.append(p);
        }
    }
    return players;
}

/// A match of `game` among distinct players drawn from 9, on a day of
/// 2024 (tables of 4 scored for niveau, ranked duels for the others).
MatchDraft randomMatch(QRandomGenerator& random, const QString& code, const QString& game, System system)
{
    const int size = system == System::Niveau ? 4 : 2;
    const QList<int> players = distinctPlayers(random, size, 9);
    const QDateTime at = when(2024, 1, 1).addDays(random.bounded(300)).addSecs(60 * random.bounded(600));
    QList<MatchDraft::Entry> entries;
    if (system == System::Niveau) {
        // Zero-sum scores of a tarot table.
        double total = 0;
        for (int i = 0; i < size; ++i) {
            const double score = i + 1 < size ? static_cast<double>(random.bounded(200)) - 100.0 : -total;
            total += score;
            entries.append(scored(playerName(players[i]), score));
        }
        MatchDraft d = draft(code, game, at, entries);
        d.deals = 1 + static_cast<int>(random.bounded(20));
        return d;
    }
    const bool drawn = random.bounded(10) == 0;
    return draft(code, game, at, {ranked(playerName(players[0]), 1), ranked(playerName(players[1]), drawn ? 1 : 2)});
}

/// Everything the club shows of its ratings, as lines to compare exactly.
QStringList everything(Club& c, const QStringList& codes)
{
    QStringList out;
    for (const auto& [game, system] : Games) {
        out << QStringLiteral("## ") + game;
        out << fullStandings(c, game);
        for (const int month : {2, 5, 8, 11}) {
            out << QStringLiteral("at 2024-%1-15").arg(month) << ratings(c, game, QDate(2024, month, 15));
        }
        out << hallOfFame(c, game, std::nullopt, std::nullopt, 6);
        out << hallOfFame(c, game, QDate(2024, 3, 1), QDate(2024, 6, 30), 6);
    }
    out << hallOfFame(c, QString(), std::nullopt, std::nullopt, 6);
    for (int i = 0; i < 9; ++i) {
        out << history(c, playerName(i));
    }
    for (const QString& code : codes) {
        const auto e = c.explainer().explain(code);
        if (!e) {
            out << QStringLiteral("explain %1: %2").arg(code, e.status().toString());
            continue;
        }
        out << e->lines;
        for (qsizetype i = 0; i < e->changes.size(); ++i) {
            out << QStringLiteral("%1 %2 %3 %4")
                       .arg(code, e->playerNames.value(i), exact(e->changes[i].after),
                            exact(e->changes[i].placementPoints));
        }
    }
    return out;
}

/// The codes "r0", "r1"… of the first `count` matches a test recorded.
QStringList numbered(int count)
{
    QStringList codes;
    for (int i = 0; i < count; ++i) {
        codes << QStringLiteral("r%1").arg(i);
    }
    return codes;
}

/// `a`'s results imported into `b` (empty, with `a`'s games) in date order:
/// everything the clubs show of their ratings and of `codes` is the same.
void compareWithImportInDateOrder(Club& a, Club& b, const QStringList& codes)
{
    const palmares::club::ImportReport report = b.interchange().importCsv(exported(a), false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    QCOMPARE(everything(a, codes), everything(b, codes));
}

/// Checkpoints of every game of the club at `location`, read through the store.
int checkpointCount(const QString& location)
{
    Kept e;
    auto db = e(palmares::store::Database::open(location, palmares::store::Database::OpenMode::Existing));
    if (!db) {
        return -1;
    }
    palmares::store::ClubStore store(*db);
    int count = 0;
    for (qint64 game = 1; game <= Games.size(); ++game) {
        const auto all = e(store.checkpoints(game));
        count += all ? static_cast<int>(all->size()) : 0;
    }
    return count;
}

} // namespace

class TestRatingCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkpointsGiveWhatAFullReplayGives_data() { addBackendRows(); }
    void checkpointsGiveWhatAFullReplayGives();
    void checkFindsATamperedCheckpoint();
    void hallOfFameOfAllTimeIsItsRecordsTally_data() { addBackendRows(); }
    void hallOfFameOfAllTimeIsItsRecordsTally();
    void periodHallOfFameIsTheSameOnEveryBackend();
    void recordsRewrittenInPlaceStayExact_data() { addBackendRows(); }
    void recordsRewrittenInPlaceStayExact();
    void savesInsideAWiderTransactionStayExact_data() { addBackendRows(); }
    void savesInsideAWiderTransactionStayExact();
    void aSaveRewritesOnlyTheRecordsItChanges();
    void aMatchMovedAwayStillMovesItsPlayers();
    void aBackDatedSaveReadsTeamsAndTurns_data() { addBackendRows(); }
    void aBackDatedSaveReadsTeamsAndTurns();
    void packingKeepsEveryBit();
    void damagedPackingsAreRefused();
    void inputsKeepWhatARatingReads();
    void checkFindsRecordsOfOtherInputs();
    void aDamagedRecordStopsASaveAndChangesNothing();
};

void TestRatingCache::checkpointsGiveWhatAFullReplayGives()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratchA, backend);
    PALMARES_SCRATCH(scratchB, backend);
    PALMARES_CLUB(a, scratchA);
    PALMARES_CLUB(b, scratchB);
    a->setCheckpointInterval(3);
    for (const auto& [name, system] : Games) {
        PALMARES_OK(a->catalogue().addGame(name, system));
        PALMARES_OK(b->catalogue().addGame(name, system));
    }
    // Matches in random date order: most additions are back-dated, and each
    // re-rates its game from a point between checkpoints.
    QRandomGenerator random(20261130);
    QStringList codes;
    for (int i = 0; i < 150; ++i) {
        const auto& [game, system] = Games[static_cast<qsizetype>(random.bounded(Games.size()))];
        const QString code = QStringLiteral("m%1").arg(i);
        const MatchDraft d = randomMatch(random, code, game, system);
        PALMARES_RECORD(*a, d);
        PALMARES_RECORD(*b, d);
        codes << code;
    }
    QVERIFY2(checkpointCount(scratchA.location()) > 20,
             qPrintable(QString::number(checkpointCount(scratchA.location()))));
    QCOMPARE(checkpointCount(scratchB.location()), 0);
    QCOMPARE(everything(*a, codes), everything(*b, codes));
    PALMARES_CHECKED(*a);

    // The same results imported in three files: the first months into an
    // empty club and then the last months (each re-rated from the matches
    // just written, not read back), then the months between (back-dated:
    // re-rated from the club's rows). check() after each import compares the
    // cache with a replay from the start.
    {
        PALMARES_SCRATCH(scratchC, backend);
        PALMARES_CLUB(c, scratchC);
        c->setCheckpointInterval(3);
        for (const auto& [name, system] : Games) {
            PALMARES_OK(c->catalogue().addGame(name, system));
        }
        const QList<QByteArray> lines = exported(*b).split('\n');
        QByteArray first = lines.first() + '\n';
        QByteArray last = first;
        QByteArray between = first;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (lines[i].isEmpty()) {
                continue;
            }
            const QByteArray date = lines[i].split(',').value(1);
            (date < "2024-04-01" ? first : date >= "2024-08-01" ? last : between) += lines[i] + '\n';
        }
        for (const QByteArray& file : {first, last, between}) {
            QVERIFY(file.count('\n') > 20);
            const palmares::club::ImportReport report = c->interchange().importCsv(file, false);
            QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
            PALMARES_CHECKED(*c);
        }
        QCOMPARE(everything(*c, codes), everything(*b, codes));
    }

    // Edits (a new date or new players) and deletions, the same in both.
    for (int i = 0; i < 30; ++i) {
        const QString code = codes[static_cast<qsizetype>(random.bounded(codes.size()))];
        const auto current = a->resultBook().matchDraft(code);
        QVERIFY2(current, qPrintable(current.status().toString()));
        if (i % 3 == 0) {
            PALMARES_OK(a->resultBook().deleteMatch(code));
            PALMARES_OK(b->resultBook().deleteMatch(code));
            codes.removeOne(code);
            continue;
        }
        const System system =
            std::find_if(Games.cbegin(), Games.cend(), [&](const auto& g) { return g.first == current->game; })->second;
        MatchDraft changed = randomMatch(random, code, current->game, system);
        PALMARES_OK(a->resultBook().editMatch(code, changed));
        PALMARES_OK(b->resultBook().editMatch(code, changed));
    }
    QCOMPARE(everything(*a, codes), everything(*b, codes));
    PALMARES_CHECKED(*a);
    PALMARES_CHECKED(*b);

    // A rebuild gives the same club again, checkpoints included.
    PALMARES_OK(a->maintenance().rebuild());
    QVERIFY(checkpointCount(scratchA.location()) > 10);
    QCOMPARE(everything(*a, codes), everything(*b, codes));
    PALMARES_CHECKED(*a);
}

void TestRatingCache::hallOfFameOfAllTimeIsItsRecordsTally()
{
    // Issue 17: the Hall of Fame of all time adds up each player's cached
    // state per game (its matches and placement points) instead of scanning
    // every rating record. It must give what the scan gives — the ranks,
    // tallies and counts, to the last digit — after additions (back-dated
    // too), corrections, deletions and unrated (void) matches, in each rule
    // set and over all games. An explicit period reaching every match takes
    // the scan.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    for (const auto& [name, system] : Games) {
        PALMARES_OK(c->catalogue().addGame(name, system));
    }
    QRandomGenerator random(20261203);
    QStringList codes;
    for (int i = 0; i < 160; ++i) {
        const auto& [game, system] = Games[static_cast<qsizetype>(random.bounded(Games.size()))];
        const QString code = QStringLiteral("h%1").arg(i);
        MatchDraft d = randomMatch(random, code, game, system);
        d.isVoid = random.bounded(12) == 0;
        PALMARES_RECORD(*c, d);
        codes << code;
    }
    for (int i = 0; i < 20; ++i) {
        const QString code = codes[static_cast<qsizetype>(random.bounded(codes.size()))];
        const auto current = c->resultBook().matchDraft(code);
        QVERIFY2(current, qPrintable(current.status().toString()));
        if (i % 2 == 0) {
            PALMARES_OK(c->resultBook().deleteMatch(code));
            codes.removeOne(code);
            continue;
        }
        const System system =
            std::find_if(Games.cbegin(), Games.cend(), [&](const auto& g) { return g.first == current->game; })->second;
        PALMARES_OK(c->resultBook().editMatch(code, randomMatch(random, code, current->game, system)));
    }
    const QDate first(1900, 1, 1);
    const QDate last(2100, 12, 31);
    QStringList selections{QString()};
    for (const auto& g : Games) {
        selections << g.first;
    }
    for (const QString& game : std::as_const(selections)) {
        const QStringList allTime = hallOfFame(*c, game, std::nullopt, std::nullopt, 12);
        QCOMPARE(allTime, hallOfFame(*c, game, first, last, 12));
        QVERIFY2(allTime.size() > 3, qPrintable(allTime.join(QLatin1Char('\n'))));
        // Only the rated matches count: a void one is in no tally.
        QVERIFY2(!allTime.first().contains(QStringLiteral(" matches 0 ")), qPrintable(allTime.first()));
    }
    const QStringList all = hallOfFame(*c, {}, std::nullopt, std::nullopt, 12);
    QVERIFY2(all.first().startsWith(QStringLiteral("games 6 ")), qPrintable(all.first()));
    PALMARES_CHECKED(*c);
}

void TestRatingCache::periodHallOfFameIsTheSameOnEveryBackend()
{
    // Issue 17, item 4: on PostgreSQL a period's Hall of Fame reads its
    // packed rating records in binary through libpq, on SQLite through its
    // statements. The same history must give the same Hall of Fame on each
    // backend — every rule set, every game and all of them, periods cutting
    // through the history at both ends, one empty — to the last bit of the
    // sums (17 significant decimals).
    QList<QStringList> results;
    for (const QString& backend : backends()) {
        PALMARES_SCRATCH(scratch, backend);
        PALMARES_CLUB(c, scratch);
        for (const auto& [name, system] : Games) {
            PALMARES_OK(c->catalogue().addGame(name, system));
        }
        QRandomGenerator random(20261204);
        for (int i = 0; i < 150; ++i) {
            const auto& [game, system] = Games[static_cast<qsizetype>(random.bounded(Games.size()))];
            MatchDraft d = randomMatch(random, QStringLiteral("p%1").arg(i), game, system);
            d.isVoid = random.bounded(15) == 0;
            PALMARES_RECORD(*c, d);
        }
        QStringList selections{QString()};
        for (const auto& g : Games) {
            selections << g.first;
        }
        const QList<QPair<QDate, QDate>> periods{{QDate(2024, 1, 1), QDate(2024, 3, 31)},
                                                 {QDate(2024, 3, 15), QDate(2024, 9, 30)},
                                                 {QDate(2024, 6, 1), QDate(2024, 6, 30)},
                                                 {QDate(2000, 1, 1), QDate(2100, 1, 1)},
                                                 {QDate(2030, 1, 1), QDate(2030, 12, 31)}};
        QStringList all;
        for (const QString& game : std::as_const(selections)) {
            for (const auto& [from, to] : periods) {
                const QStringList h = hallOfFame(*c, game, from, to, 17);
                QVERIFY2(!h.first().startsWith(QStringLiteral("error")), qPrintable(h.first()));
                all << QStringLiteral("%1 %2..%3").arg(game, from.toString(Qt::ISODate), to.toString(Qt::ISODate)) << h;
            }
            // The period reaching every match is the tally of all time.
            QCOMPARE(hallOfFame(*c, game, QDate(2000, 1, 1), QDate(2100, 1, 1), 17),
                     hallOfFame(*c, game, std::nullopt, std::nullopt, 17));
        }
        QVERIFY2(all.size() > 100, qPrintable(all.join(QLatin1Char('\n'))));
        results << all;
    }
    for (const QStringList& r : std::as_const(results)) {
        QCOMPARE(r, results.first());
    }
}

void TestRatingCache::recordsRewrittenInPlaceStayExact()
{
    // One result saved (added, edited, deleted) re-rates its game from its
    // date on. On an SQLite file the later matches are read as last
    // committed with the saved one put in its place, and their cached
    // records are overwritten where they lie: a match that moved away (to a
    // later date, another game, a void) must lose its old records, one now
    // unrated must keep none, and every step must leave the cache equal to a
    // replay from the start and to a club that was given the same results
    // in date order.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratchA, backend);
    PALMARES_SCRATCH(scratchB, backend);
    PALMARES_CLUB(a, scratchA);
    a->setCheckpointInterval(3);
    const QList<QPair<QString, System>> games = {{QStringLiteral("Chess"), System::EloProvisional},
                                                 {QStringLiteral("Go"), System::Glicko2}};
    for (const auto& [name, system] : Games) {
        PALMARES_OK(a->catalogue().addGame(name, system));
    }
    QRandomGenerator random(20261204);
    for (int i = 0; i < 40; ++i) {
        const auto& [game, system] = games[i % 2];
        PALMARES_RECORD(*a, randomMatch(random, QStringLiteral("r%1").arg(i), game, system));
    }
    PALMARES_CHECKED(*a);
    const auto edit = [&](const QString& code, const std::function<void(MatchDraft&)>& change) {
        auto d = a->resultBook().matchDraft(code);
        QVERIFY2(d, qPrintable(d.status().toString()));
        change(*d);
        PALMARES_OK(a->resultBook().editMatch(code, *d));
        PALMARES_CHECKED(*a);
    };
    edit(QStringLiteral("r4"), [](MatchDraft& d) { d.game = QStringLiteral("Go"); });   // to another game
    edit(QStringLiteral("r6"), [](MatchDraft& d) { d.playedAt = when(2024, 12, 30); }); // to the end
    edit(QStringLiteral("r7"), [](MatchDraft& d) { d.playedAt = when(2023, 12, 30); }); // to the start
    edit(QStringLiteral("r8"), [](MatchDraft& d) { d.isVoid = true; });                 // unrated
    edit(QStringLiteral("r8"), [](MatchDraft& d) { d.isVoid = false; });                // rated again
    edit(QStringLiteral("r9"), [](MatchDraft& d) { std::swap(d.participants[0].player, d.participants[1].player); });
    PALMARES_RECORD(*a, duel(QStringLiteral("late"), QStringLiteral("Chess"), when(2024, 2, 1), playerName(1),
                             playerName(2))); // back-dated
    PALMARES_CHECKED(*a);
    PALMARES_OK(a->resultBook().deleteMatch(QStringLiteral("r10")));
    PALMARES_CHECKED(*a);

    // The same results written into an empty club in date order.
    PALMARES_CLUB(b, scratchB);
    for (const auto& [name, system] : Games) {
        PALMARES_OK(b->catalogue().addGame(name, system));
    }
    QStringList codes = numbered(40);
    codes.removeOne(QStringLiteral("r10"));
    codes << QStringLiteral("late");
    compareWithImportInDateOrder(*a, *b, codes);
}

void TestRatingCache::savesInsideAWiderTransactionStayExact()
{
    // The window saves each change inside a transaction of its own
    // (Club::atomically, for undo). A save that is the first write of that
    // transaction re-rates from the matches as last committed (read ahead,
    // records overwritten in place); the next saves of the same transaction
    // must read the transaction's own view, or they would miss the results
    // saved just before them.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratchA, backend);
    PALMARES_SCRATCH(scratchB, backend);
    PALMARES_CLUB(a, scratchA);
    a->setCheckpointInterval(3);
    PALMARES_OK(a->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    QRandomGenerator random(20261205);
    for (int i = 0; i < 30; ++i) {
        PALMARES_RECORD(
            *a, randomMatch(random, QStringLiteral("r%1").arg(i), QStringLiteral("Chess"), System::EloProvisional));
    }
    const auto record = [&](const QString& code, const QDateTime& when, int first, int second) {
        const auto saved = a->resultBook().recordMatch(
            duel(code, QStringLiteral("Chess"), when, playerName(first), playerName(second)), true);
        return saved.ok() ? palmares::club::Status() : saved.status();
    };
    // One back-dated save, alone in the wider transaction.
    PALMARES_OK(a->atomically([&] { return record(QStringLiteral("one"), when(2024, 2, 3), 1, 2); }));
    PALMARES_CHECKED(*a);
    // Three in one: a late result, then two dated before it, then one of the
    // first results deleted and another edited.
    PALMARES_OK(a->atomically([&] {
        for (const auto& [code, date] :
             {std::pair{QStringLiteral("two"), when(2024, 9, 1)}, std::pair{QStringLiteral("three"), when(2024, 1, 20)},
              std::pair{QStringLiteral("four"), when(2024, 3, 5)}}) {
            if (const palmares::club::Status s = record(code, date, 2, 3); !s.ok()) {
                return s;
            }
        }
        if (const palmares::club::Status s = a->resultBook().deleteMatch(QStringLiteral("r3")); !s.ok()) {
            return s;
        }
        auto d = a->resultBook().matchDraft(QStringLiteral("r5"));
        if (!d) {
            return d.status();
        }
        std::swap(d->participants[0].player, d->participants[1].player);
        const auto edited = a->resultBook().editMatch(QStringLiteral("r5"), *d);
        return edited.ok() ? palmares::club::Status() : edited.status();
    }));
    PALMARES_CHECKED(*a);

    // The same results written into an empty club in date order.
    PALMARES_CLUB(b, scratchB);
    PALMARES_OK(b->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    QStringList codes = numbered(30);
    codes.removeOne(QStringLiteral("r3"));
    codes << QStringLiteral("one") << QStringLiteral("two") << QStringLiteral("three") << QStringLiteral("four");
    compareWithImportInDateOrder(*a, *b, codes);
}

void TestRatingCache::aSaveRewritesOnlyTheRecordsItChanges()
{
    // A back-dated save re-rates every later match of its game, but a
    // record its ripple does not reach is left where it lies (SQLite, where
    // records are overwritten in place): here the matches of two groups of
    // players who never meet, and a result added to the first group.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    c->setCheckpointInterval(5);
    const QString chess = QStringLiteral("Chess");
    PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
    for (int i = 0; i < 48; ++i) {
        const int group = i % 2 == 0 ? 0 : 10; // players 0–3, or 10–13
        const int first = group + i / 2 % 4;
        const int second = group + (i / 2 + 1 + i / 8 % 3) % 4;
        const bool firstWins = i % 3 != 0;
        PALMARES_RECORD(*c, duel(QStringLiteral("g%1").arg(i), chess, when(2024, 1 + i / 5, 1 + i % 5 * 5),
                                 playerName(firstWins ? first : second), playerName(firstWins ? second : first)));
    }
    const QString side = QStringLiteral("writes");
    std::optional<QSqlDatabase> db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), side);
    db->setDatabaseName(scratch.location());
    QVERIFY(db->open());
    const auto records = [&] {
        QMap<QString, QByteArray> out;
        QSqlQuery q(*db);
        q.exec(QStringLiteral("SELECT m.code, r.records FROM rating_record r JOIN match m ON m.id = r.match_id"));
        while (q.next()) {
            out.insert(q.value(0).toString(), q.value(1).toByteArray());
        }
        return out;
    };
    const QMap<QString, QByteArray> before = records();
    QCOMPARE(before.size(), 48);
    // Every record the save writes, noted by triggers in the club's file.
    // Fixed DDL, no value in it (a trigger's text cannot take parameters).
    for (const char* sql : {R"(CREATE TABLE written (match_id INTEGER))",
                            R"(CREATE TRIGGER written_insert AFTER INSERT ON rating_record
                               BEGIN INSERT INTO written VALUES (new.match_id); END)",
                            R"(CREATE TRIGGER written_update AFTER UPDATE ON rating_record
                               BEGIN INSERT INTO written VALUES (new.match_id); END)"}) {
        QSqlQuery q(*db);
        QVERIFY2(q.exec(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
    }
    PALMARES_OK(c->atomically([&] {
        const auto saved = c->resultBook().recordMatch(
            duel(QStringLiteral("late"), chess, when(2024, 3, 2), playerName(0), playerName(1)), true);
        return saved.ok() ? palmares::club::Status() : saved.status();
    }));
    const QMap<QString, QByteArray> after = records();
    QSet<QString> written;
    {
        QSqlQuery q(*db);
        QVERIFY(q.exec(QStringLiteral("SELECT m.code FROM written w JOIN match m ON m.id = w.match_id")));
        while (q.next()) {
            written.insert(q.value(0).toString());
        }
    }
    QSet<QString> changed;
    QStringList laterUnchanged;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (before.value(it.key()) != it.value()) {
            changed.insert(it.key());
        } else if (auto d = c->resultBook().matchDraft(it.key()); d && d->playedAt > when(2024, 3, 2)) {
            laterUnchanged << it.key();
        }
    }
    QCOMPARE(written, changed);
    QVERIFY(changed.contains(QStringLiteral("late")));
    QVERIFY2(changed.size() >= 10, qPrintable(QString::number(changed.size())));
    // Those of the other group, at least, were re-rated and left alone.
    QVERIFY2(laterUnchanged.size() >= 14, qPrintable(laterUnchanged.join(u' ')));
    for (const char* sql : {"DROP TRIGGER written_insert", "DROP TRIGGER written_update", "DROP TABLE written"}) {
        QSqlQuery q(*db);
        QVERIFY(q.exec(QString::fromLatin1(sql)));
    }
    db->close();
    db.reset();
    QSqlDatabase::removeDatabase(side);
    PALMARES_CHECKED(*c);
}

void TestRatingCache::aMatchMovedAwayStillMovesItsPlayers()
{
    // A save re-rates from its first change on, over the records that lie
    // there, and writes only those that change. A match edited to an
    // earlier date (and other players) leaves its old place behind the
    // replay's start: its old players' states are as committed until that
    // place, where the committed history counted the match, and differ after
    // it. Here A's match with B on day 20 becomes two others' on day 5; A
    // plays O on day 10 (the same before and after) and again on day 30,
    // whose records a replay must rewrite without that match. Then the same
    // for a back-dated result deleted. (A replay that skipped the matches of
    // players whose states are still the committed ones failed here.)
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    const QString chess = QStringLiteral("Chess");
    PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
    const QString a = playerName(1);
    const QString b = playerName(2);
    const QString o = playerName(3);
    for (const auto& [code, day, first, second] :
         {std::tuple{"p1", 1, a, o}, std::tuple{"p2", 2, playerName(4), playerName(5)}, std::tuple{"p10", 10, o, a},
          std::tuple{"moved", 20, a, b}, std::tuple{"p30", 30, a, o}, std::tuple{"p31", 31, o, playerName(4)}}) {
        PALMARES_RECORD(*c, duel(QString::fromLatin1(code), chess, when(2024, 1, day), first, second));
    }
    PALMARES_CHECKED(*c);
    const auto historyOfA = history(*c, a);
    auto moved = c->resultBook().matchDraft(QStringLiteral("moved"));
    QVERIFY2(moved, qPrintable(moved.status().toString()));
    moved->playedAt = when(2024, 1, 5);
    moved->participants[0].player = playerName(4);
    moved->participants[1].player = playerName(5);
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("moved"), *moved));
    PALMARES_CHECKED(*c);
    QCOMPARE(history(*c, a).size(), historyOfA.size() - 1);
    QVERIFY(history(*c, a).last() != historyOfA.last()); // day 30, without the match of day 20
    // A back-dated result, then deleted: its players' states differ from its
    // place on for good.
    PALMARES_RECORD(*c, duel(QStringLiteral("late"), chess, when(2024, 1, 3), a, o));
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("late")));
    PALMARES_CHECKED(*c);
}

void TestRatingCache::aBackDatedSaveReadsTeamsAndTurns()
{
    // A save re-rates the later matches from rows read ahead on a
    // connection of its own, which reads only what a rating uses
    // (ClubStore::forEachMatchFrom with changes). tst_club's random
    // operations enter most of those fields; these are the two they do not:
    // team labels (openskill rates teams, not four players alone) and turns
    // (elo-dsc leaves a battle unrated when the sides' turns differ). After
    // each back-dated save the cache must be what a replay gives.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString coinche = QStringLiteral("Coinche");
    const QString battle = QStringLiteral("Battle");
    PALMARES_OK(c->catalogue().addGame(coinche, System::OpenSkill));
    PALMARES_OK(c->catalogue().addGame(battle, System::EloDsc));
    QRandomGenerator random(20261205);
    const auto pick = [&](int n) { return static_cast<int>(random.bounded(n)); };
    const auto coincheTable = [&](const QString& code, const QDateTime& at) {
        const QList<int> players = distinctPlayers(random, 4, 6);
        QList<MatchDraft::Entry> entries;
        const int winners = pick(2);
        for (int i = 0; i < 4; ++i) {
            MatchDraft::Entry e = ranked(playerName(players[i]), (i / 2 == winners) ? 1 : 2);
            e.team = i < 2 ? QStringLiteral("Nord") : QStringLiteral("Sud");
            entries << e;
        }
        return draft(code, coinche, at, entries);
    };
    int differingTurns = 0;
    const auto battleOf = [&](const QString& code, const QDateTime& at) {
        const QList<int> players = distinctPlayers(random, 2, 6);
        QList<MatchDraft::Entry> entries;
        const bool differ = pick(4) == 0;
        differingTurns += differ ? 1 : 0;
        for (int side = 0; side < 2; ++side) {
            MatchDraft::Entry e;
            e.player = playerName(players[side]);
            e.morale = 20;
            e.moraleLost = pick(21);
            e.turns = 6 + (differ && side == 1 ? 1 : 0);
            entries << e;
        }
        return draft(code, battle, at, entries);
    };
    for (int i = 0; i < 24; ++i) {
        PALMARES_RECORD(*c, coincheTable(QStringLiteral("c%1").arg(i), when(2024, 3, 1 + i, 20)));
        PALMARES_RECORD(*c, battleOf(QStringLiteral("b%1").arg(i), when(2024, 3, 1 + i, 21)));
    }
    QVERIFY2(differingTurns >= 3 && differingTurns <= 21, qPrintable(QString::number(differingTurns)));
    PALMARES_CHECKED(*c);
    for (int i = 0; i < 3; ++i) {
        PALMARES_RECORD(*c, coincheTable(QStringLiteral("late c%1").arg(i), when(2024, 3, 2 + 5 * i, 10)));
        PALMARES_CHECKED(*c);
        PALMARES_RECORD(*c, battleOf(QStringLiteral("late b%1").arg(i), when(2024, 3, 2 + 5 * i, 10)));
        PALMARES_CHECKED(*c);
    }
}

void TestRatingCache::checkFindsATamperedCheckpoint()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    c->setCheckpointInterval(4);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    QRandomGenerator random(7);
    for (int i = 0; i < 20; ++i) {
        PALMARES_RECORD(
            *c, randomMatch(random, QStringLiteral("c%1").arg(i), QStringLiteral("Chess"), System::EloProvisional));
    }
    PALMARES_CHECKED(*c);

    // The first checkpoint's first player gets 5 more points.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
        db.setDatabaseName(scratch.location());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT rowid, states FROM rating_checkpoint ORDER BY played_at LIMIT 1")));
        QVERIFY(q.next());
        const qint64 rowid = q.value(0).toLongLong();
        std::vector<palmares::store::StandingRecord> states;
        QVERIFY(palmares::store::unpackStates(q.value(1).toByteArray(), states));
        q.finish();
        QVERIFY(!states.empty());
        states.front().state.rating += 5;
        QByteArray packed;
        palmares::store::packStates(states, packed);
        QSqlQuery update(db);
        QVERIFY(update.prepare(QStringLiteral("UPDATE rating_checkpoint SET states = ? WHERE rowid = ?")));
        update.addBindValue(packed);
        update.addBindValue(rowid);
        QVERIFY(update.exec());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
    const QString found = checkProblems(*c);
    QVERIFY2(found.contains(QStringLiteral("Chess, checkpoint before match ")) &&
                 found.contains(QStringLiteral("cached")),
             qPrintable(found));
    PALMARES_OK(c->maintenance().rebuild());
    PALMARES_CHECKED(*c);
}

void TestRatingCache::packingKeepsEveryBit()
{
    // Values that take each path of the packing: defaults, whole numbers
    // (small, negative, at 2^50), fractions, -0.0, infinities, NaN.
    using palmares::rating::PlayerState;
    using palmares::rating::RatingChange;
    RatingChange first;
    first.match = 42;
    first.player = 7;
    first.before = 1500;
    first.after = -3.25;
    first.expected = 0.123456789012345;
    first.k = 1125899906842624.0; // 2^50: stored as 8 bytes
    first.k1 = 1.0;               // the default: not stored
    first.k2 = 0.0;               // not the default (1): stored
    first.rawChange = -0.0;
    first.penalty = std::numeric_limits<double>::infinity();
    first.bonus = std::numeric_limits<double>::quiet_NaN();
    first.placementPoints = 133.33333333333334;
    first.gamesBefore = -5;
    first.dealsBefore = 2147483647;
    first.rounding = palmares::rating::Rounding::Provisional;
    first.outcome = palmares::rating::Outcome::VT;
    first.floored = true;
    first.left = true;
    first.participants = 5;
    PlayerState firstState;
    firstState.rating = first.after;
    firstState.games = 12;
    firstState.volatility = 0.06;
    firstState.period = -2147483647 - 1;
    RatingChange second;
    second.match = 42;
    second.player = 2147483647;
    second.provisionalBefore = true;
    second.provisionalAfter = true;
    PlayerState secondState;
    const RatingChange changes[] = {first, second};
    const PlayerState* states[] = {&firstState, &secondState};
    QByteArray packed;
    palmares::store::packChanges(changes, states, 2, packed);
    std::vector<palmares::store::PackedChange> back;
    QVERIFY(palmares::store::unpackChanges(packed, 42, back));
    QCOMPARE(back.size(), std::size_t(2));
    const auto same = [](double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; };
    const RatingChange& r = back[0].change;
    QCOMPARE(r.player, 7);
    QCOMPARE(r.match, qint64(42));
    QVERIFY(same(r.before, 1500) && same(r.after, -3.25) && same(r.expected, first.expected));
    QVERIFY(same(r.k, first.k) && same(r.k1, 1.0) && same(r.k2, 0.0) && same(r.rawChange, -0.0));
    QVERIFY(std::isinf(r.penalty) && std::isnan(r.bonus) && same(r.placementPoints, first.placementPoints));
    QCOMPARE(r.gamesBefore, -5);
    QCOMPARE(r.dealsBefore, 2147483647);
    QCOMPARE(r.rounding, palmares::rating::Rounding::Provisional);
    QCOMPARE(r.outcome, palmares::rating::Outcome::VT);
    QVERIFY(r.floored && r.left && !r.provisionalBefore && !r.provisionalAfter);
    QCOMPARE(r.participants, 5);
    QCOMPARE(back[0].state.rating, -3.25); // a record's state rating is its `after`
    QCOMPARE(back[0].state.games, 12);
    QCOMPARE(back[0].state.volatility, 0.06);
    QCOMPARE(back[0].state.period, -2147483647 - 1);
    QVERIFY(back[0].state.seen);
    QCOMPARE(back[1].change.player, 2147483647);
    QVERIFY(back[1].change.provisionalBefore && back[1].change.provisionalAfter && !back[1].change.floored);
    QCOMPARE(back[1].change.k1, 1.0);
    QCOMPARE(back[1].change.k2, 1.0);
    // Defaults take no room: a record of defaults is its player, mask and flags.
    palmares::store::packChanges(&second, states + 1, 1, packed);
    QVERIFY2(packed.size() <= 2 + 5 + 1 + 2, qPrintable(QString::number(packed.size())));

    std::vector<palmares::store::StandingRecord> standings = {{3, firstState, QStringLiteral("2024-05-01T20:00:00")},
                                                              {9, PlayerState{}, QString()}};
    palmares::store::packStates(standings, packed);
    std::vector<palmares::store::StandingRecord> read;
    QVERIFY(palmares::store::unpackStates(packed, read));
    QCOMPARE(read.size(), std::size_t(2));
    QCOMPARE(read[0].player, qint64(3));
    QCOMPARE(read[0].lastPlayed, QStringLiteral("2024-05-01T20:00:00"));
    QCOMPARE(read[0].state.rating, -3.25);
    QCOMPARE(read[0].state.period, -2147483647 - 1);
    QCOMPARE(read[1].player, qint64(9));
    QVERIFY(read[1].lastPlayed.isEmpty() && read[1].state.seen);
}

void TestRatingCache::damagedPackingsAreRefused()
{
    palmares::rating::RatingChange change;
    change.player = 1;
    change.after = 1003.5;
    palmares::rating::PlayerState state;
    const palmares::rating::PlayerState* states[] = {&state};
    QByteArray packed;
    palmares::store::packChanges(&change, states, 1, packed);
    std::vector<palmares::store::PackedChange> out;
    QVERIFY(palmares::store::unpackChanges(packed, 1, out));
    // Every cut-short packing, a byte too many, another format version, a
    // count beyond a match: refused.
    for (qsizetype n = 0; n < packed.size(); ++n) {
        QVERIFY2(!palmares::store::unpackChanges(QByteArrayView(packed.constData(), n), 1, out),
                 qPrintable(QString::number(n)));
    }
    QVERIFY(!palmares::store::unpackChanges(QByteArray(packed + '\0'), 1, out));
    QByteArray version = packed;
    version[0] = 2;
    QVERIFY(!palmares::store::unpackChanges(version, 1, out));
    QVERIFY(!palmares::store::unpackChanges(QByteArray("\x01\x7f", 2), 1, out));
    std::vector<palmares::store::StandingRecord> states2;
    QVERIFY(!palmares::store::unpackStates(QByteArray("\x01\xff\xff\xff\xff\x0f", 6), states2));
    QVERIFY(!palmares::store::unpackStates(QByteArray(), states2));
}

void TestRatingCache::inputsKeepWhatARatingReads()
{
    // Schema 9: a record also holds what its match was rated from, and a
    // back-dated save re-rates the later matches from those alone. Every
    // field a rating reads comes back; what it does not read (code, army
    // list, unrated reason) is not kept.
    using palmares::store::MatchRecord;
    using palmares::store::ParticipantRecord;
    MatchRecord m;
    m.id = 77;
    m.code = QStringLiteral("t-77");
    m.game = 3;
    m.playedAt = QStringLiteral("2024-05-01T20:00:00");
    m.deals = 12;
    m.durationMin = -1;
    m.outcome = QStringLiteral("VT");
    m.isVoid = true;
    m.unratedReason = QStringLiteral("void");
    ParticipantRecord a;
    a.player = 9'000'000'000LL;
    a.rank = 1;
    a.score = 0.1;
    a.team = QStringLiteral(" Nord ");
    a.left = true;
    a.morale = 20.5;
    a.moraleLost = -0.0;
    a.armyPoints = 2000;
    a.turns = 6;
    a.armyList = QStringLiteral("Orks");
    ParticipantRecord b;
    b.player = 4;
    b.score = -3;
    b.team = QStringLiteral("Sud");
    ParticipantRecord c;
    c.player = 5;
    c.team = QStringLiteral("Nord");
    ParticipantRecord d;
    d.player = 6; // no field at all
    m.participants = {a, b, c, d};
    QByteArray packed;
    palmares::store::packInputs(m, packed);

    MatchRecord back;
    back.id = 77;
    back.code = QStringLiteral("kept");
    back.unratedReason = QStringLiteral("stale");
    back.participants = {b}; // replaced, not appended to
    QVERIFY(palmares::store::unpackInputs(packed, back));
    QCOMPARE(back.code, QStringLiteral("kept"));
    QCOMPARE(back.deals, std::optional<int>(12));
    QCOMPARE(back.durationMin, std::optional<int>(-1));
    QCOMPARE(back.outcome, QStringLiteral("VT"));
    QVERIFY(back.isVoid);
    QVERIFY(back.unratedReason.isEmpty());
    QCOMPARE(back.participants.size(), 4);
    const ParticipantRecord& ra = back.participants.at(0);
    QCOMPARE(ra.player, 9'000'000'000LL);
    QCOMPARE(ra.rank, std::optional<int>(1));
    QCOMPARE(ra.score, std::optional<double>(0.1));
    QVERIFY(ra.left);
    QCOMPARE(ra.morale, std::optional<double>(20.5));
    QVERIFY(ra.moraleLost && *ra.moraleLost == 0.0 && std::signbit(*ra.moraleLost));
    QCOMPARE(ra.armyPoints, std::optional<int>(2000));
    QCOMPARE(ra.turns, std::optional<int>(6));
    QVERIFY(ra.armyList.isEmpty());
    QCOMPARE(back.participants.at(1).score, std::optional<double>(-3));
    QVERIFY(!back.participants.at(1).rank && !back.participants.at(1).left);
    ParticipantRecord bare;
    bare.player = 6;
    QCOMPARE(back.participants.at(3).player, qint64(6));
    QVERIFY(back.participants.at(3) == bare); // every field as not given
    // Teams come back as a rating tells them apart: the first and third
    // share one, the second has its own, the fourth none.
    const auto teams = [](const MatchRecord& r) {
        std::vector<palmares::rating::Participant> parts;
        for (const ParticipantRecord& p : r.participants) {
            parts.push_back(palmares::club::toRating(p, 0));
        }
        const palmares::rating::Match rated = palmares::club::toRatingMatch(r, parts);
        QList<int> out;
        for (const auto& p : rated.participants) {
            out << p.team;
        }
        return out;
    };
    QCOMPARE(teams(back), teams(m));
    QCOMPARE(teams(back), (QList<int>{1, 2, 1, 0}));

    // A team renamed in its match, or an army list changed, packs the same;
    // two teams made one does not.
    MatchRecord renamed = m;
    renamed.participants[0].team = QStringLiteral("Les Bleus");
    renamed.participants[2].team = QStringLiteral("Les Bleus");
    renamed.participants[0].armyList = QStringLiteral("Eldars");
    QByteArray again;
    palmares::store::packInputs(renamed, again);
    QCOMPARE(again, packed);
    renamed.participants[1].team = QStringLiteral("Les Bleus");
    palmares::store::packInputs(renamed, again);
    QVERIFY(again != packed);

    // Damaged: cut short anywhere, a byte too many, another version, a
    // mask with unknown bits.
    for (qsizetype n = 0; n < packed.size(); ++n) {
        QVERIFY2(!palmares::store::unpackInputs(QByteArrayView(packed.constData(), n), back),
                 qPrintable(QString::number(n)));
    }
    QVERIFY(!palmares::store::unpackInputs(QByteArray(packed + '\0'), back));
    QByteArray version = packed;
    version[0] = 2;
    QVERIFY(!palmares::store::unpackInputs(version, back));
    QVERIFY(!palmares::store::unpackInputs(QByteArray("\x01\x10\x00", 3), back));
    QVERIFY(palmares::store::unpackInputs(QByteArray("\x01\x00\x00", 3), back));
    QVERIFY(back.participants.isEmpty());
}

namespace {

/// Rewrites, in the club file at `location`, the inputs of the record of
/// match `code` through `alter` (or sets them to `raw` when given).
bool alterInputs(const QString& location, const QString& code,
                 const std::function<void(palmares::store::MatchRecord&)>& alter, const QByteArray& raw = {})
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("inputs"));
        db.setDatabaseName(location);
        QSqlQuery q(db);
        ok = db.open() &&
             q.prepare(QStringLiteral("SELECT r.inputs, m.id FROM rating_record r JOIN match m ON m.id = r.match_id "
                                      "WHERE m.code = ?"));
        q.addBindValue(code);
        ok = ok && q.exec() && q.next();
        palmares::store::MatchRecord m;
        ok = ok && palmares::store::unpackInputs(q.value(0).toByteArray(), m);
        const qint64 id = q.value(1).toLongLong();
        q.finish();
        QByteArray packed = raw;
        if (ok && raw.isEmpty()) {
            alter(m);
            palmares::store::packInputs(m, packed);
        }
        QSqlQuery update(db);
        ok = ok && update.prepare(QStringLiteral("UPDATE rating_record SET inputs = ? WHERE match_id = ?"));
        update.addBindValue(packed);
        update.addBindValue(id);
        ok = ok && update.exec() && update.numRowsAffected() == 1;
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("inputs"));
    return ok;
}

} // namespace

void TestRatingCache::checkFindsRecordsOfOtherInputs()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    QRandomGenerator random(8);
    for (int i = 0; i < 12; ++i) {
        PALMARES_RECORD(
            *c, randomMatch(random, QStringLiteral("c%1").arg(i), QStringLiteral("Chess"), System::EloProvisional));
    }
    PALMARES_CHECKED(*c);
    // The record of c5 says its players finished the other way round: its
    // ratings are still right, but a back-dated save would replay c5 wrong.
    QVERIFY(alterInputs(scratch.location(), QStringLiteral("c5"), [](palmares::store::MatchRecord& m) {
        std::swap(m.participants[0].rank, m.participants[1].rank);
        std::swap(m.participants[0].score, m.participants[1].score);
    }));
    const QString found = checkProblems(*c);
    QVERIFY2(found.contains(QStringLiteral("Chess, match c5: its cached record was rated from other results")),
             qPrintable(found));
    PALMARES_OK(c->maintenance().rebuild());
    PALMARES_CHECKED(*c);
}

void TestRatingCache::aDamagedRecordStopsASaveAndChangesNothing()
{
    // A save a month back replays the later matches from their records: one
    // whose inputs cannot be read stops the save with the way out said, and
    // the club is as it was.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    for (int i = 0; i < 6; ++i) {
        PALMARES_RECORD(*c, duel(QStringLiteral("c%1").arg(i), QStringLiteral("Chess"), when(2024, 3, 1 + i),
                                 playerName(i % 3), playerName((i + 1) % 3)));
    }
    QVERIFY(alterInputs(scratch.location(), QStringLiteral("c4"), {}, QByteArray("\x01\xff", 2)));
    const QStringList before = fullStandings(*c, QStringLiteral("Chess"));
    const auto saved = c->resultBook().recordMatch(
        duel(QStringLiteral("late"), QStringLiteral("Chess"), when(2024, 3, 2, 10), playerName(0), playerName(2)),
        true);
    QVERIFY(!saved.ok());
    const QString message = saved.status().toString();
    QVERIFY2(message.contains(QStringLiteral("damaged")) && message.contains(QStringLiteral("rebuild")),
             qPrintable(message));
    QVERIFY(!c->resultBook().matchDraft(QStringLiteral("late")).ok());
    QCOMPARE(fullStandings(*c, QStringLiteral("Chess")), before);
    PALMARES_OK(c->maintenance().rebuild());
    PALMARES_RECORD(
        *c, duel(QStringLiteral("late"), QStringLiteral("Chess"), when(2024, 3, 2, 10), playerName(0), playerName(2)));
    PALMARES_CHECKED(*c);
}

QTEST_GUILESS_MAIN(TestRatingCache)
#include "tst_rating_cache.moc"

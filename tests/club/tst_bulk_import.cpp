// The bulk writes of an import and a re-rating (core/store/bulkwriter.h): on
// PostgreSQL the rows go by COPY, gathered a few kilobytes at a time here so
// that an import sends many batches. On every backend: a league's file (every
// rule set, every participant field, names with quotes, commas and accents)
// imported in two goes gives exactly what SQLite's row-by-row writes give —
// results, standings and Hall of Fame to the last bit, check clean — and a
// save after it gets a fresh id; a row the database refuses in any table of
// the import, after earlier batches went through, leaves the club as it was,
// with a clear message, and the same file then imports; rows gathered and
// never sent refuse the commit.
//
// The bulk load of a big import on PostgreSQL (its threshold made small
// here): the same results as row by row, the schema afterwards exactly as
// before (constraints and indexes read from the catalog), a row naming a
// missing player or game still refused at the flush with the club and its
// schema as they were, readers kept waiting while it holds the tables, and a
// reader present makes it give way to the usual row checks.

#include "clubtest.h"
#include "kept.h"

#include "store/bulkwriter.h"
#include "store/clubstore.h"
#include "store/database.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

#include <array>

using namespace palmares;
using namespace palmares::test;
using palmares::club::ImportReport;
using palmares::rating::System;

namespace {

const QStringList Games = {QStringLiteral("Tarot"), QStringLiteral("Echecs"), QStringLiteral("DSC"),
                           QStringLiteral("Belote")};

void addGames(Club& c, Status& status)
{
    const QList<System> systems = {System::Niveau, System::EloProvisional, System::EloDsc, System::Points};
    for (int i = 0; i < Games.size() && status.ok(); ++i) {
        status = c.catalogue().addGame(Games[i], systems[i]);
    }
}

/// A CSV cell, always quoted (names hold quotes and commas).
QByteArray cell(const QString& text)
{
    QByteArray bytes = text.toUtf8();
    bytes.replace("\"", "\"\"");
    return '"' + bytes + '"';
}

/// A league's results: `count` matches from number `first` on, five minutes
/// apart from `start`, of every game, deterministic. Some codes and names
/// hold quotes, commas and accents.
QByteArray leagueCsv(int first, int count, const QDateTime& start)
{
    QByteArray csv = "match,date,game,player,rank,score,deals,morale,morale_lost,army_list\n";
    quint32 seed = 2026U + static_cast<quint32>(first);
    const auto next = [&seed](int n) {
        seed = seed * 1664525U + 1013904223U;
        return static_cast<int>((seed >> 8) % static_cast<quint32>(n));
    };
    const auto player = [](int i) {
        if (i % 17 == 3) {
            return u8("Zoé \"la tour\", n°%1").arg(i);
        }
        return QStringLiteral("P-%1").arg(i, 3, 10, QLatin1Char('0'));
    };
    for (int m = first; m < first + count; ++m) {
        const QString code = m % 97 == 5 ? u8("L-%1 \"é,ß\"").arg(m) : QStringLiteral("L-%1").arg(m);
        const QString at = start.addSecs(300LL * (m - first)).toString(QStringLiteral("yyyy-MM-ddTHH:mm"));
        QList<int> table;
        const int kind = next(10);
        const int size = kind < 3 ? 4 + next(2) : (kind < 5 ? 4 : 2);
        while (table.size() < size) {
            const int p = next(60);
            if (!table.contains(p)) {
                table.append(p);
            }
        }
        const auto row = [&](const QString& game, int p, const QByteArray& rest) {
            csv += cell(code) + ',' + at.toUtf8() + ',' + game.toUtf8() + ',' + cell(player(p)) + ',' + rest + '\n';
        };
        if (kind < 3) {
            const QByteArray deals = QByteArray::number(3 + next(20));
            for (const int p : table) {
                row(Games[0], p, ",\"" + QByteArray::number(next(801) - 400) + ".5\"," + deals + ",,,");
            }
        } else if (kind < 5) {
            const int firstTeam = next(2);
            for (int i = 0; i < 4; ++i) {
                row(Games[3], table[i], QByteArray::number((i < 2) == (firstTeam == 0) ? 1 : 2) + ",,,,,");
            }
        } else if (kind < 8) {
            const int a = 1 + next(2);
            row(Games[1], table[0], QByteArray::number(a) + ",,,,,");
            row(Games[1], table[1], QByteArray::number(a == 1 ? 1 + next(2) : 1) + ",,,,,");
        } else {
            for (const int p : table) {
                row(Games[2], p,
                    ",,,300," + QByteArray::number(next(301)) + ',' + cell(u8("Légion \"%1\", 1500 pts").arg(p)));
            }
        }
    }
    return csv;
}

/// Everything a secretary sees of the club, exact: results, players, full
/// standings, Hall of Fame (all, each game, a period) at 17 digits, and two
/// players' histories.
QStringList everything(Club& c)
{
    QStringList out = resultsAndPlayers(c);
    out << hallOfFame(c, {}, std::nullopt, std::nullopt, 17);
    out << hallOfFame(c, {}, QDate(2024, 1, 2), QDate(2024, 1, 3), 17);
    for (const QString& g : Games) {
        out << fullStandings(c, g) << hallOfFame(c, g, std::nullopt, std::nullopt, 17);
    }
    out << history(c, QStringLiteral("P-001")) << history(c, u8("Zoé \"la tour\", n°20"));
    return out;
}

/// A connection of the test's own to the club (what the test does to the
/// club behind Palmarès's back), removed when it goes.
class RawConnection
{
public:
    explicit RawConnection(const ScratchClub& scratch)
        : m_name(QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::Id128))
    {
        const bool pg = scratch.location().startsWith(QLatin1String("postgresql://"));
        QSqlDatabase db = QSqlDatabase::addDatabase(pg ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), m_name);
        if (pg) {
            const QUrl url(scratch.location());
            db.setHostName(url.host());
            db.setPort(url.port(5432));
            db.setDatabaseName(url.path().mid(1));
            db.setUserName(url.userName());
        } else {
            db.setDatabaseName(scratch.location());
        }
        if (!db.open()) {
            m_error = db.lastError().text();
        }
    }
    ~RawConnection() { QSqlDatabase::removeDatabase(m_name); }
    RawConnection(const RawConnection&) = delete;
    RawConnection& operator=(const RawConnection&) = delete;
    RawConnection(RawConnection&&) = delete;
    RawConnection& operator=(RawConnection&&) = delete;

    /// Runs the statements in turn; "" or the first error.
    QString run(const QStringList& statements)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        for (const QString& sql : statements) {
            if (m_error.isEmpty() && !q.exec(sql)) {
                return sql + QStringLiteral(": ") + q.lastError().text();
            }
        }
        return m_error;
    }
    /// The rows of a query, their first column each (or the error).
    QStringList rows(const QString& sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!m_error.isEmpty() || !q.exec(sql)) {
            return {QStringLiteral("error: ") + m_error + q.lastError().text()};
        }
        QStringList out;
        while (q.next()) {
            out << q.value(0).toString();
        }
        return out;
    }

private:
    QString m_name;
    QString m_error;
};

/// Runs SQL on the club through a connection of its own; "" or the error.
QString runSql(const ScratchClub& scratch, const QStringList& statements)
{
    return RawConnection(scratch).run(statements);
}

/// The club's constraints and indexes as PostgreSQL's catalog defines them
/// (nothing on SQLite, whose schema a bulk load never touches).
QStringList schemaOf(const ScratchClub& scratch)
{
    if (!scratch.isPostgresql()) {
        return {};
    }
    QStringList schema = RawConnection(scratch).rows(
        QStringLiteral("SELECT concat_ws(' ', conrelid::regclass, conname, contype, pg_get_constraintdef(oid), "
                       "    convalidated) "
                       "FROM pg_constraint WHERE connamespace = current_schema()::regnamespace "
                       "UNION ALL "
                       "SELECT concat_ws(' ', pg_get_indexdef(indexrelid), indisvalid) "
                       "FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid "
                       "WHERE relnamespace = current_schema()::regnamespace ORDER BY 1"));
    // A schema read wrong would compare equal to itself: the query must work.
    if (schema.size() < 10 || schema.first().startsWith(QLatin1String("error"))) {
        qWarning() << "the schema could not be read:" << schema;
        return {QStringLiteral("unreadable")};
    }
    return schema;
}

/// A trigger that refuses the rows of `table` matching `when` (SQL over
/// NEW), with the message "refused by the test".
QStringList refusal(bool pg, const QString& table, const QString& when)
{
    if (!pg) {
        return {QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON %1 WHEN %2 BEGIN SELECT RAISE(ABORT, 'refused "
                               "by the test'); END")
                    .arg(table, when)};
    }
    // PostgreSQL takes no subquery in a trigger's WHEN: the test is the function's.
    return {
        QStringLiteral("CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN IF %1 THEN RAISE EXCEPTION 'refused by "
                       "the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql")
            .arg(when),
        QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON %1 FOR EACH ROW EXECUTE FUNCTION refuse()").arg(table)};
}

QString noRefusal(bool pg, const QString& table)
{
    return pg ? QStringLiteral("DROP TRIGGER refuse ON ") + table : QStringLiteral("DROP TRIGGER refuse");
}

} // namespace

class TestBulkImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        // Batches of a few kilobytes: every import below sends many.
        store::BulkWriter::setBatchBytes(8192);
    }
    void cleanup()
    {
        store::BulkWriter::setBatchBytes(0);
        store::BulkWriter::setBulkLoadThreshold(0);
    }

    void importsAsRowByRow_data();
    void importsAsRowByRow();
    void badRowFailsTheBulkLoad_data();
    void badRowFailsTheBulkLoad();
    void bulkLoadGivesWayToReaders_data() { addBackendRows(); }
    void bulkLoadGivesWayToReaders();
    void refusedRowLeavesTheClub_data();
    void refusedRowLeavesTheClub();
    void unsentRowsRefuseTheCommit_data() { addBackendRows(); }
    void unsentRowsRefuseTheCommit();
};

void TestBulkImport::importsAsRowByRow_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("bulk");
    for (const QString& backend : backends()) {
        QTest::addRow("%s", qPrintable(backend)) << backend << false;
        // Bulk loads (PostgreSQL): the first import into a club of one match
        // drops the indexes too, the second (500 into 1,201) only the keys.
        QTest::addRow("%s bulk load", qPrintable(backend)) << backend << true;
    }
}

void TestBulkImport::importsAsRowByRow()
{
    QFETCH(QString, backend);
    QFETCH(bool, bulk);
    if (bulk) {
        store::BulkWriter::setBulkLoadThreshold(1);
    }
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(referenceScratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(reference, referenceScratch);
    // SQLite's writes are row by row whatever the batch: the reference.
    Status status;
    addGames(*c, status);
    PALMARES_OK(status);
    addGames(*reference, status);
    PALMARES_OK(status);
    for (Club* club : {c.get(), reference.get()}) {
        club->setCheckpointInterval(150); // checkpoints are written by the batches too
        PALMARES_RECORD(*club, duel(QStringLiteral("before"), Games[1], when(2024, 1, 1, 12), QStringLiteral("P-001"),
                                    QStringLiteral("P-002")));
    }

    const QStringList schema = schemaOf(scratch);
    QVERIFY(!schema.contains(QStringLiteral("unreadable")));
    const int bulkLoads = store::BulkWriter::bulkLoadsHeld();

    // A first file, then a second that goes on after it and back into it.
    const QByteArray first = leagueCsv(0, 1200, when(2024, 1, 1));
    const QByteArray header = leagueCsv(0, 0, {});
    const QByteArray second =
        leagueCsv(1200, 300, when(2024, 1, 3)) + leagueCsv(1500, 200, when(2024, 1, 2, 6)).mid(header.size());
    for (const QByteArray& csv : {first, second}) {
        for (Club* club : {c.get(), reference.get()}) {
            const ImportReport report = club->interchange().importCsv(csv, false);
            QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
            QVERIFY(report.written);
        }
        QCOMPARE(everything(*c), everything(*reference));
        PALMARES_CHECKED(*c);
        QCOMPARE(schemaOf(scratch), schema);
    }
    QCOMPARE(store::BulkWriter::bulkLoadsHeld() - bulkLoads, bulk && scratch.isPostgresql() ? 2 : 0);
    // A match already in the club is refused, whatever its code holds.
    const QByteArray again = leagueCsv(5, 1, when(2025, 1, 1));
    const ImportReport taken = c->interchange().importCsv(again, false);
    QVERIFY(!taken.written);
    QCOMPARE(taken.problems.size(), 1);
    QVERIFY2(taken.problems.first().message.contains(u8("L-5 \"é,ß\"")), qPrintable(problemsText(taken.problems)));

    // Saves after the imports take fresh ids (the sequence moved past the
    // ids the imports took), and re-rate what the imports wrote.
    for (Club* club : {c.get(), reference.get()}) {
        PALMARES_RECORD(*club, duel(QStringLiteral("after"), Games[1], when(2024, 1, 2, 7), QStringLiteral("P-003"),
                                    QStringLiteral("P-001")));
        PALMARES_RECORD(*club, duel(QStringLiteral("after-2"), Games[1], when(2025, 1, 1), QStringLiteral("P-001"),
                                    QStringLiteral("P-004")));
    }
    QCOMPARE(everything(*c), everything(*reference));
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(everything(*c), everything(*reference));
}

void TestBulkImport::badRowFailsTheBulkLoad_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("missingGame");
    for (const QString& backend : backends()) {
        QTest::addRow("%s missing player", qPrintable(backend)) << backend << false;
        QTest::addRow("%s missing game", qPrintable(backend)) << backend << true;
    }
}

void TestBulkImport::badRowFailsTheBulkLoad()
{
    // A match naming a game or a player the club does not have, among many:
    // without its foreign keys during a bulk load, the row is still refused
    // when they are put back, and nothing of the import stays.
    QFETCH(QString, backend);
    QFETCH(bool, missingGame);
    store::BulkWriter::setBulkLoadThreshold(1);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(store::Database::open(scratch.location(), store::Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    store::ClubStore s(*db);
    qint64 game = 0;
    std::array<qint64, 2> players{};
    {
        store::Transaction t(*db);
        QVERIFY(e(s.createClub(QStringLiteral("Club"))));
        const auto g = e(s.insertGame({0, QStringLiteral("Echecs"), QStringLiteral("elo-provisional"), {}, false}));
        const auto a = e(s.insertPlayer(QStringLiteral("Alice"), {}));
        const auto b = e(s.insertPlayer(QStringLiteral("Bruno"), {}));
        QVERIFY2(g && a && b, qPrintable(e.message));
        game = *g;
        players = {*a, *b};
        QVERIFY2(e(t.commit()), qPrintable(e.message));
    }
    const QStringList schema = schemaOf(scratch);
    QVERIFY(!schema.contains(QStringLiteral("unreadable")));
    constexpr int Count = 300;
    constexpr int Bad = 250;
    bool written = true;
    {
        store::Transaction t(*db);
        store::BulkWriter writer(s, Count);
        for (int i = 0; i < Count && written; ++i) {
            store::MatchRecord m;
            m.code = QStringLiteral("m%1").arg(i);
            m.game = missingGame && i == Bad ? game + 1000 : game;
            m.playedAt = QStringLiteral("2024-01-01T00:00:00");
            for (int pos = 0; pos < 2; ++pos) {
                store::ParticipantRecord p;
                p.player = !missingGame && i == Bad && pos == 1 ? players[1] + 1000 : players.at(pos);
                p.rank = pos + 1;
                m.participants.append(p);
            }
            written = e(writer.insertMatch(m)).has_value();
        }
        if (scratch.isPostgresql()) {
            QCOMPARE(writer.bulkLoad(), store::BulkWriter::BulkLoad::Held);
            // Readers wait for the bulk load (here: fail after their own timeout).
            RawConnection reader(scratch);
            const QString waited = reader.run(
                {QStringLiteral("SET lock_timeout = '200ms'"), QStringLiteral("SELECT count(*) FROM match")});
            QVERIFY2(waited.contains(QStringLiteral("lock timeout")), qPrintable(waited));
        }
        written = written && e(writer.flush());
        QVERIFY(!written);
        QVERIFY2(e.message.contains(QStringLiteral("FOREIGN KEY"), Qt::CaseInsensitive), qPrintable(e.message));
        if (scratch.isPostgresql()) {
            Kept commitError;
            QVERIFY(!commitError(t.commit())); // the writer refused it
        }                                      // SQLite: refused at the insert, rolled back as the import does
    }
    const auto count = e(s.matchCount());
    QVERIFY2(count, qPrintable(e.message));
    QCOMPARE(*count, 0);
    QCOMPARE(schemaOf(scratch), schema);
}

void TestBulkImport::bulkLoadGivesWayToReaders()
{
    // Another connection reading the club in a transaction holds its lock
    // on match: the import waits a second for it, then writes row by row.
    QFETCH(QString, backend);
    store::BulkWriter::setBulkLoadThreshold(1);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(referenceScratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(reference, referenceScratch);
    Status status;
    addGames(*c, status);
    PALMARES_OK(status);
    addGames(*reference, status);
    PALMARES_OK(status);
    const QStringList schema = schemaOf(scratch);
    QVERIFY(!schema.contains(QStringLiteral("unreadable")));
    RawConnection reader(scratch);
    if (scratch.isPostgresql()) {
        QCOMPARE(reader.run({QStringLiteral("BEGIN"), QStringLiteral("SELECT count(*) FROM match")}), QString());
    }
    const int bulkLoads = store::BulkWriter::bulkLoadsHeld();
    const QByteArray csv = leagueCsv(0, 600, when(2024, 1, 1));
    for (Club* club : {c.get(), reference.get()}) {
        const ImportReport report = club->interchange().importCsv(csv, false);
        QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
        QVERIFY(report.written);
    }
    QCOMPARE(store::BulkWriter::bulkLoadsHeld(), bulkLoads);
    if (scratch.isPostgresql()) {
        QCOMPARE(reader.run({QStringLiteral("COMMIT")}), QString());
    }
    QCOMPARE(everything(*c), everything(*reference));
    PALMARES_CHECKED(*c);
    QCOMPARE(schemaOf(scratch), schema);
}

void TestBulkImport::refusedRowLeavesTheClub_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("condition");
    // Late rows of the file: earlier batches of the same table went through.
    const QString lateMatch = QStringLiteral("NEW.match_id = (SELECT id FROM match WHERE code = 'L-1150')");
    const QString latePlayer = QStringLiteral("NEW.player_id = (SELECT id FROM player WHERE name = 'P-059')");
    for (const QString& backend : backends()) {
        QTest::addRow("%s participant", qPrintable(backend)) << backend << "participant" << lateMatch;
        QTest::addRow("%s rating_record", qPrintable(backend)) << backend << "rating_record" << lateMatch;
        QTest::addRow("%s rating_checkpoint", qPrintable(backend))
            << backend << "rating_checkpoint" << QStringLiteral("NEW.match_id > (SELECT MIN(id) FROM match) + 900");
        QTest::addRow("%s standing", qPrintable(backend)) << backend << "standing" << latePlayer;
    }
}

void TestBulkImport::refusedRowLeavesTheClub()
{
    QFETCH(QString, backend);
    QFETCH(QString, table);
    QFETCH(QString, condition);
    const bool pg = backend == QLatin1String("postgresql");
    PALMARES_SCRATCH(scratch, backend);
    QStringList before;
    {
        PALMARES_CLUB(c, scratch);
        Status status;
        addGames(*c, status);
        PALMARES_OK(status);
        c->setCheckpointInterval(150);
        const ImportReport report = c->interchange().importCsv(leagueCsv(5000, 100, when(2023, 1, 1)), false);
        QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
        before = everything(*c);
    }
    QCOMPARE(runSql(scratch, refusal(pg, table, condition)), QString());
    const QByteArray csv = leagueCsv(0, 1200, when(2024, 1, 1));
    {
        auto opened = Club::open(scratch.location(), club::OpenMode::Existing);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        c->setCheckpointInterval(150);
        const ImportReport refused = c->interchange().importCsv(csv, false);
        QVERIFY(!refused.written);
        QVERIFY2(problemsText(refused.problems).contains(QStringLiteral("refused by the test")),
                 qPrintable(problemsText(refused.problems)));
        QCOMPARE(everything(*c), before);
        PALMARES_CHECKED(*c);
        // A save still works on the connection the refusal happened on (the
        // last of its game: it touches only its two players' standings).
        PALMARES_RECORD(*c, duel(QStringLiteral("saved"), Games[1], when(2030, 1, 1), QStringLiteral("P-001"),
                                 QStringLiteral("P-002")));
        PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("saved")));
        QCOMPARE(everything(*c), before);
    }
    QCOMPARE(runSql(scratch, {noRefusal(pg, table)}), QString());
    auto opened = Club::open(scratch.location(), club::OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    c->setCheckpointInterval(150);
    const ImportReport report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    PALMARES_CHECKED(*c);
    PALMARES_RECORD(*c, duel(QStringLiteral("saved"), Games[1], when(2025, 1, 1), QStringLiteral("P-001"),
                             QStringLiteral("P-002")));
    PALMARES_CHECKED(*c);
}

void TestBulkImport::unsentRowsRefuseTheCommit()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(store::Database::open(scratch.location(), store::Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    store::ClubStore s(*db);
    qint64 game = 0;
    qint64 player = 0;
    {
        store::Transaction t(*db);
        QVERIFY(e(s.createClub(QStringLiteral("Club"))));
        const auto g = e(s.insertGame({0, QStringLiteral("Echecs"), QStringLiteral("elo-provisional"), {}, false}));
        const auto p = e(s.insertPlayer(QStringLiteral("Alice"), {}));
        QVERIFY2(g && p, qPrintable(e.message));
        game = *g;
        player = *p;
        QVERIFY2(e(t.commit()), qPrintable(e.message));
    }
    store::MatchRecord m;
    m.code = QStringLiteral("m1");
    m.game = game;
    m.playedAt = QStringLiteral("2024-01-01T00:00:00");
    store::ParticipantRecord p;
    p.player = player;
    p.rank = 1;
    m.participants = {p};
    store::Transaction t(*db);
    {
        store::BulkWriter writer(s);
        QVERIFY2(e(writer.insertMatch(m)), qPrintable(e.message));
    } // never flushed
    Kept refusal;
    const bool committed = refusal(t.commit());
    const auto count = e(s.matchCount());
    QVERIFY2(count, qPrintable(e.message));
    if (db->dialect() == store::Dialect::Sqlite) {
        // Written at once: nothing was left unsent.
        QVERIFY(committed);
        QCOMPARE(*count, 1);
    } else {
        QVERIFY(!committed);
        QVERIFY2(!refusal.message.isEmpty(), "no message");
        QCOMPARE(*count, 0);
    }
}

QTEST_GUILESS_MAIN(TestBulkImport)
#include "tst_bulk_import.moc"

// core/store: opening a club (schema, refusals that leave the file
// untouched), transactions, backups and the SQLite settings
// (ARCHITECTURE.md, "Storage"; STYLE.md, "Data and SQL"). Every test that
// makes sense on both backends runs on SQLite and, when a server is given
// (PALMARES_TEST_PG, always in CI), on PostgreSQL.

#include "store/clubstore.h"
#include "store/database.h"

#include "kept.h"
#include "storereads.h"
#include "testclubs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <QUrl>
#include <QUuid>

#include <memory>
#include <optional>

#include <sys/stat.h>

using palmares::Status;
using palmares::store::ClubStore;
using palmares::store::Database;
using palmares::store::Dialect;
using palmares::store::GameRecord;
using palmares::store::MatchRecord;
using palmares::store::ParticipantRecord;
using palmares::store::StandingRecord;
using palmares::store::StartingRatingRecord;
using palmares::store::Transaction;
using palmares::test::Kept;
using palmares::test::optional;
using palmares::test::ScratchClub;

namespace {

constexpr qint64 PalmaresApplicationId = 1346456653; // "PALM", written by 001_initial.sql
constexpr int Latest = 11;                           ///< the schema this Palmarès writes

/// Rows of `sql` (every column as text) read over a connection of our own
/// to `location` (an SQLite file or a postgresql:// URL), so the test sees
/// the database as another program would. std::nullopt and `error` set when
/// the statement fails.
std::optional<QList<QStringList>> rawRows(const QString& location, const QStringList& statements, QString& error)
{
    const QString name = QStringLiteral("tst-store-raw-") + QUuid::createUuid().toString(QUuid::Id128);
    std::optional<QList<QStringList>> rows = QList<QStringList>();
    {
        const bool postgres = location.startsWith(QLatin1String("postgresql://"));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(postgres ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), name);
        if (postgres) {
            const QUrl url(location);
            db.setHostName(url.host());
            db.setPort(url.port(5432));
            db.setDatabaseName(url.path().mid(1));
            db.setUserName(url.userName());
        } else {
            db.setDatabaseName(location);
        }
        if (!db.open()) {
            error = db.lastError().text();
            rows.reset();
        } else {
            QSqlQuery q(db);
            for (const QString& statement : statements) {
                if (!q.exec(statement)) {
                    error = statement + QStringLiteral(": ") + q.lastError().text();
                    rows.reset();
                    break;
                }
                rows->clear();
                while (q.isSelect() && q.next()) {
                    QStringList row;
                    for (int c = 0; c < q.record().count(); ++c) {
                        row << q.value(c).toString();
                    }
                    rows->append(row);
                }
            }
            q.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return rows;
}

/// The single value of a one-row, one-column statement (the last statement
/// of `statements`), or a text starting with "error:".
QString rawValue(const QString& location, const QStringList& statements)
{
    QString error;
    const auto rows = rawRows(location, statements, error);
    if (!rows) {
        return QStringLiteral("error: ") + error;
    }
    if (rows->size() != 1 || rows->first().size() != 1) {
        return QStringLiteral("error: %1 rows").arg(rows->size());
    }
    return rows->first().first();
}

QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

/// Everything in a folder, with sizes: a refusal must not leave a journal,
/// a -wal or a -shm file beside the club either.
QStringList folderListing(const QString& folder)
{
    QStringList out;
    const QFileInfoList entries =
        QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& info : entries) {
        out << QStringLiteral("%1 (%2 bytes)").arg(info.fileName()).arg(info.size());
    }
    return out;
}

/// What a PostgreSQL database holds, as far as a refusal could change it:
/// its tables and, when there is one, the rows of schema_version.
QStringList postgresSnapshot(const QString& url)
{
    QString error;
    const auto tables = rawRows(url,
                                {QStringLiteral("SELECT table_name FROM information_schema.tables WHERE table_schema "
                                                "= current_schema() ORDER BY table_name")},
                                error);
    if (!tables) {
        return {QStringLiteral("error: ") + error};
    }
    QStringList out;
    bool versions = false;
    for (const QStringList& row : *tables) {
        out << QStringLiteral("table ") + row.first();
        versions = versions || row.first() == QLatin1String("schema_version");
    }
    if (versions) {
        const auto rows = rawRows(url, {QStringLiteral("SELECT version FROM schema_version ORDER BY version")}, error);
        if (!rows) {
            return {QStringLiteral("error: ") + error};
        }
        for (const QStringList& row : *rows) {
            out << QStringLiteral("version ") + row.first();
        }
    }
    return out;
}

/// A small club written through the store: a name, two players, a game and
/// a match between them.
Status fillClub(Database& db)
{
    ClubStore store(db);
    Transaction t(db);
    if (!t.active()) {
        return t.began();
    }
    if (Status s = store.createClub(QStringLiteral("Le Cercle")); !s.ok()) {
        return s;
    }
    const auto alice = store.insertPlayer(QStringLiteral("Alice"), QStringLiteral("Martin"));
    const auto bob = store.insertPlayer(QString::fromUtf8("Bérénice"), QString());
    const auto game = store.insertGame({0, QStringLiteral("Scrabble"), QStringLiteral("fermi"), QStringLiteral("{}")});
    for (const Status* s : {&alice.status(), &bob.status(), &game.status()}) {
        if (!s->ok()) {
            return *s;
        }
    }
    MatchRecord m;
    m.code = QStringLiteral("S-1");
    m.game = *game;
    m.playedAt = QStringLiteral("2024-05-01T20:00:00");
    ParticipantRecord a;
    a.player = *alice;
    a.rank = 1;
    ParticipantRecord b;
    b.player = *bob;
    b.rank = 2;
    m.participants = {a, b};
    if (const auto id = store.insertMatch(m); !id) {
        return id.status();
    }
    return t.commit();
}

/// The club's data as text: name, players, games, matches with
/// participants; "error: …" when it cannot be read.
QStringList clubContents(Database& db)
{
    ClubStore store(db);
    QStringList out;
    const auto club = store.club();
    const auto players = store.players();
    const auto games = store.games();
    for (const Status* s : {&club.status(), &players.status(), &games.status()}) {
        if (!s->ok()) {
            return {QStringLiteral("error: ") + s->toString()};
        }
    }
    out << QStringLiteral("club ") + club->name;
    for (const auto& p : *players) {
        out << QStringLiteral("player %1 %2 household '%3'").arg(p.id).arg(p.name, p.household);
    }
    for (const auto& g : *games) {
        out << QStringLiteral("game %1 %2 %3 %4").arg(g.id).arg(g.name, g.system, g.params);
    }
    const Status ok = palmares::test::forEachMatch(store, [&](const MatchRecord& m) {
        QStringList who;
        for (const ParticipantRecord& p : m.participants) {
            who << QStringLiteral("%1:%2").arg(p.player).arg(p.rank.value_or(0));
        }
        out << QStringLiteral("match %1 %2 %3 %4").arg(m.code, m.playedAt).arg(m.game).arg(who.join(u' '));
        return true;
    });
    if (!ok.ok()) {
        return {QStringLiteral("error: ") + ok.toString()};
    }
    return out;
}

/// The statements of a migration script of the program's resources, split
/// the way Database splits them (each ends with ';' at the end of a line).
QStringList scriptStatements(const QString& resource)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    QStringList statements;
    QString current;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1String("--"))) {
            continue;
        }
        current += line + QLatin1Char('\n');
        if (t.endsWith(QLatin1Char(';'))) {
            statements << current.trimmed().chopped(1);
            current.clear();
        }
    }
    return statements;
}

/// Every row of the club's own tables, as text, in a stable order.
QStringList tableDump(const QString& location)
{
    QStringList out;
    for (const char* sql : {
             "SELECT name, created_at FROM club",
             "SELECT id, name, household, active, notes FROM player ORDER BY id",
             "SELECT id, name, system, params FROM game ORDER BY id",
             "SELECT id, code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason, version "
             "FROM match ORDER BY id",
             "SELECT match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, army_points, turns "
             "FROM participant ORDER BY match_id, pos",
         }) {
        QString error;
        const auto rows = rawRows(location, {QString::fromLatin1(sql)}, error);
        if (!rows) {
            return {QStringLiteral("error: ") + error};
        }
        for (const QStringList& row : *rows) {
            out << row.join(QStringLiteral(" | "));
        }
    }
    return out;
}

/// The bytes of the file at `path` (empty if it cannot be read).
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : palmares::test::backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newClubGetsLatestSchema_data() { addBackendRows(); }
    void newClubGetsLatestSchema();
    void memoryClub();
    void newerSchemaRefused_data() { addBackendRows(); }
    void newerSchemaRefused();
    void foreignDatabaseRefused_data();
    void foreignDatabaseRefused();
    void notAClubFileRefused_data();
    void notAClubFileRefused();
    void missingFileNotCreated();
    void transactionRollsBackUnlessCommitted_data() { addBackendRows(); }
    void transactionRollsBackUnlessCommitted();
    void readsAheadOnlyWhatIsCommitted();
    void foreignKeysEnforced_data() { addBackendRows(); }
    void foreignKeysEnforced();
    void sqliteSettings();
    void backup_data() { addBackendRows(); }
    void backup();
    void migratesSchema1_data() { addBackendRows(); }
    void migratesSchema1();
    void armyListRoundTrip_data() { addBackendRows(); }
    void armyListRoundTrip();
    void schema1ClubMigrates_data() { addBackendRows(); }
    void schema1ClubMigrates();
    void importMappingSavedByHeader_data() { addBackendRows(); }
    void importMappingSavedByHeader();
    void startingRatingsStored_data() { addBackendRows(); }
    void startingRatingsStored();
    void standingsReadBackExactly_data() { addBackendRows(); }
    void standingsReadBackExactly();
};

// Every field of a standing comes back as written, of its own game only:
// on PostgreSQL the standings are read in binary, column by column
// (standingsOfGameBinary), where a column read in the wrong place or as the
// wrong type would not show in a comparison with a rebuild read the same way.
void TestStore::standingsReadBackExactly()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    ClubStore store(*db);
    const auto player = e(store.insertPlayer(QStringLiteral("Léa"), QString()));
    const auto other = e(store.insertPlayer(QStringLiteral("Paul"), QString()));
    QVERIFY2(player && other, qPrintable(e.message));
    const auto game = e(store.insertGame({0, QStringLiteral("Go"), QStringLiteral("glicko2"), QStringLiteral("{}")}));
    const auto second =
        e(store.insertGame({0, QStringLiteral("Tarot"), QStringLiteral("niveau"), QStringLiteral("{}")}));
    QVERIFY2(game && second, qPrintable(e.message));
    StandingRecord written;
    written.player = *player;
    written.lastPlayed = QStringLiteral("2026-11-30T21:15:00");
    palmares::rating::PlayerState& s = written.state;
    // Every field a different value, fractions where a field is a double.
    s.rating = 1523.125;
    s.games = 41;
    s.deals = 317;
    s.opponentSum = 60123.5;
    s.netScore = -7.25;
    s.experienceLevel = 3;
    s.wins = 19;
    s.draws = 5;
    s.losses = 17;
    s.points = 88.333333333333329;
    s.seen = true;
    s.mean = 25.831;
    s.deviation = 61.2;
    s.volatility = 0.0599924;
    s.periodRating = 1510.75;
    s.periodDeviation = 64.03;
    s.periodVolatility = 0.06;
    s.periodInformation = 0.000123;
    s.periodSurprise = -0.5;
    s.period = 683;
    QVERIFY2(e(store.upsertStanding(*game, written)), qPrintable(e.message));
    StandingRecord elsewhere = written;
    elsewhere.player = *other;
    elsewhere.state.rating = 900.0;
    QVERIFY2(e(store.upsertStanding(*second, elsewhere)), qPrintable(e.message));

    const auto read = e(store.standings(*game));
    QVERIFY2(read, qPrintable(e.message));
    QCOMPARE(read->size(), 1);
    const StandingRecord& r = read->first();
    QCOMPARE(r.player, written.player);
    QCOMPARE(r.lastPlayed, written.lastPlayed);
    const palmares::rating::PlayerState& t = r.state;
    QCOMPARE(t.rating, s.rating);
    QCOMPARE(t.games, s.games);
    QCOMPARE(t.deals, s.deals);
    QCOMPARE(t.opponentSum, s.opponentSum);
    QCOMPARE(t.netScore, s.netScore);
    QCOMPARE(t.experienceLevel, s.experienceLevel);
    QCOMPARE(t.wins, s.wins);
    QCOMPARE(t.draws, s.draws);
    QCOMPARE(t.losses, s.losses);
    QCOMPARE(t.points, s.points);
    QVERIFY(t.seen);
    QCOMPARE(t.mean, s.mean);
    QCOMPARE(t.deviation, s.deviation);
    QCOMPARE(t.volatility, s.volatility);
    QCOMPARE(t.periodRating, s.periodRating);
    QCOMPARE(t.periodDeviation, s.periodDeviation);
    QCOMPARE(t.periodVolatility, s.periodVolatility);
    QCOMPARE(t.periodInformation, s.periodInformation);
    QCOMPARE(t.periodSurprise, s.periodSurprise);
    QCOMPARE(t.period, s.period);

    const auto ofSecond = e(store.standings(*second));
    QVERIFY2(ofSecond, qPrintable(e.message));
    QCOMPARE(ofSecond->size(), 1);
    QCOMPARE(ofSecond->first().player, *other);
    QCOMPARE(ofSecond->first().state.rating, 900.0);
    const auto ofNone = e(store.standings(*second + 1));
    QVERIFY2(ofNone, qPrintable(e.message));
    QVERIFY(ofNone->isEmpty());
}

// Schema 10: a player's starting rating per game, its deviation optional;
// replaced when set again, moved by a merge where the one kept has none,
// gone with its player or its game.
void TestStore::startingRatingsStored()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    ClubStore store(*db);
    const auto ann = e(store.insertPlayer(QStringLiteral("Ann"), QString()));
    const auto bob = e(store.insertPlayer(QStringLiteral("Bob"), QString()));
    const auto chess =
        e(store.insertGame({0, QStringLiteral("Chess"), QStringLiteral("glicko2"), QStringLiteral("{}"), false}));
    const auto go =
        e(store.insertGame({0, QStringLiteral("Go"), QStringLiteral("elo-dsc"), QStringLiteral("{}"), false}));
    QVERIFY2(ann && bob && chess && go, qPrintable(e.message));
    const auto text = [&](const palmares::Expected<QList<StartingRatingRecord>>& all) {
        QStringList out;
        if (!all) {
            return QStringList{all.status().toString()};
        }
        for (const StartingRatingRecord& r : *all) {
            out << QStringLiteral("%1/%2 %3 %4")
                       .arg(r.player == *ann   ? QStringLiteral("Ann")
                            : r.player == *bob ? QStringLiteral("Bob")
                                               : QStringLiteral("?"),
                            r.game == *chess ? QStringLiteral("Chess") : QStringLiteral("Go"))
                       .arg(r.rating)
                       .arg(r.deviation ? QString::number(*r.deviation) : QStringLiteral("-"));
        }
        return out;
    };
    QCOMPARE(text(store.startingRatings()), QStringList());
    QVERIFY2(e(store.setStartingRating({*ann, *chess, 1800.5, 120.0})), qPrintable(e.message));
    QVERIFY2(e(store.setStartingRating({*ann, *go, 1500.0, std::nullopt})), qPrintable(e.message));
    QVERIFY2(e(store.setStartingRating({*bob, *chess, 1400.0, std::nullopt})), qPrintable(e.message));
    QCOMPARE(text(store.startingRatings()),
             (QStringList{QStringLiteral("Ann/Chess 1800.5 120"), QStringLiteral("Ann/Go 1500 -"),
                          QStringLiteral("Bob/Chess 1400 -")}));
    // Set again: replaced, the deviation removed with it.
    QVERIFY2(e(store.setStartingRating({*ann, *chess, 1750.0, std::nullopt})), qPrintable(e.message));
    QCOMPARE(text(store.startingRatingsOfGame(*chess)),
             (QStringList{QStringLiteral("Ann/Chess 1750 -"), QStringLiteral("Bob/Chess 1400 -")}));
    // Ann merged into Bob: Bob keeps his Chess, takes her Go.
    QVERIFY2(e(store.moveStartingRatings(*ann, *bob)), qPrintable(e.message));
    QVERIFY2(e(store.deletePlayer(*ann)), qPrintable(e.message));
    QCOMPARE(text(store.startingRatings()),
             (QStringList{QStringLiteral("Bob/Chess 1400 -"), QStringLiteral("Bob/Go 1500 -")}));
    QVERIFY2(e(store.deleteStartingRating(*bob, *chess)), qPrintable(e.message));
    QCOMPARE(text(store.startingRatings()), QStringList{QStringLiteral("Bob/Go 1500 -")});
    QVERIFY2(e(store.deleteGame(*go)), qPrintable(e.message));
    QCOMPARE(text(store.startingRatings()), QStringList());
}

// Schema 7: the import assistant's mapping, one per header, replaced when
// saved again.
void TestStore::importMappingSavedByHeader()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    ClubStore store(*db);
    QCOMPARE(optional(e(store.importMapping(QStringLiteral("date\x1fjoueur")))), QString());
    QVERIFY2(e(store.saveImportMapping(QStringLiteral("date\x1fjoueur"), QStringLiteral("{\"a\":1}"))),
             qPrintable(e.message));
    QVERIFY2(e(store.saveImportMapping(QStringLiteral("date\x1fjoueur"), QStringLiteral("{\"a\":2}"))),
             qPrintable(e.message));
    QVERIFY2(e(store.saveImportMapping(QStringLiteral("date\x1fplayer"), QStringLiteral("{\"b\":1}"))),
             qPrintable(e.message));
    QCOMPARE(optional(e(store.importMapping(QStringLiteral("date\x1fjoueur")))), QStringLiteral("{\"a\":2}"));
    QCOMPARE(optional(e(store.importMapping(QStringLiteral("date\x1fplayer")))), QStringLiteral("{\"b\":1}"));
    QCOMPARE(optional(e(store.importMapping(QStringLiteral("other")))), QString());
}

void TestStore::newClubGetsLatestSchema()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    QCOMPARE(Database::latestSchemaVersion(), 11);
    {
        Kept error;
        auto db = error(Database::open(scratch.location(), Database::OpenMode::Create));
        QVERIFY2(db, qPrintable(error.message));
        QCOMPARE(db->dialect(), backend == QLatin1String("sqlite") ? Dialect::Sqlite : Dialect::Postgresql);
        QCOMPARE(db->schemaVersion(), Latest);
        QVERIFY2(error(fillClub(*db)), qPrintable(error.message));
    }
    // What another program sees: PRAGMA user_version / the schema_version table.
    if (backend == QLatin1String("sqlite")) {
        QCOMPARE(rawValue(scratch.location(), {QStringLiteral("PRAGMA user_version")}), QString::number(Latest));
        QCOMPARE(rawValue(scratch.location(), {QStringLiteral("PRAGMA application_id")}),
                 QString::number(PalmaresApplicationId));
    } else {
        QCOMPARE(rawValue(scratch.location(), {QStringLiteral("SELECT COUNT(*) FROM schema_version")}),
                 QString::number(Latest));
        QCOMPARE(rawValue(scratch.location(), {QStringLiteral("SELECT MAX(version) FROM schema_version")}),
                 QString::number(Latest));
    }
    // A new club is no migration of an existing one: no backup of it.
    QVERIFY2(!folderListing(scratch.folder()).join(u' ').contains(QStringLiteral(".bak")),
             qPrintable(folderListing(scratch.folder()).join(u' ')));
    QVERIFY(!QFileInfo::exists(scratch.location() + QStringLiteral(".backups")));
    // Reopened as an existing club: same schema, nothing migrated twice, data kept.
    Kept error;
    auto db = error(Database::open(scratch.location(), Database::OpenMode::Existing));
    QVERIFY2(db, qPrintable(error.message));
    QCOMPARE(db->schemaVersion(), Latest);
    const QStringList contents = clubContents(*db);
    QCOMPARE(contents.size(), 5);
    QCOMPARE(contents.first(), QStringLiteral("club Le Cercle"));
    QVERIFY2(contents.contains(QStringLiteral("player 1 Alice household 'Martin'")), qPrintable(contents.join(u'\n')));
    QVERIFY2(contents.last().startsWith(QStringLiteral("match S-1 2024-05-01T20:00:00 ")),
             qPrintable(contents.join(u'\n')));
    if (backend != QLatin1String("sqlite")) {
        QCOMPARE(rawValue(scratch.location(), {QStringLiteral("SELECT COUNT(*) FROM schema_version")}),
                 QString::number(Latest));
    }
}

void TestStore::memoryClub()
{
    Kept error;
    auto db = error(Database::open(QStringLiteral(":memory:"), Database::OpenMode::Existing));
    QVERIFY2(db, qPrintable(error.message));
    QCOMPARE(db->schemaVersion(), Latest);
    QVERIFY2(error(fillClub(*db)), qPrintable(error.message));
    QCOMPARE(clubContents(*db).size(), 5);
}

void TestStore::newerSchemaRefused()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString location = scratch.location();
    QString error;
    if (backend == QLatin1String("sqlite")) {
        // A club file as a future Palmarès could write it: ours, schema 99.
        QVERIFY2(rawRows(location,
                         {QStringLiteral("PRAGMA application_id = %1").arg(PalmaresApplicationId),
                          QStringLiteral("CREATE TABLE club (id INTEGER PRIMARY KEY, name TEXT)"),
                          QStringLiteral("INSERT INTO club VALUES (1, 'Futur')"),
                          QStringLiteral("CREATE TABLE something_new (x)"), QStringLiteral("PRAGMA user_version = 99")},
                         error),
                 qPrintable(error));
    } else {
        Kept e;
        QVERIFY2(e(Database::open(location, Database::OpenMode::Create)), qPrintable(e.message));
        QVERIFY2(rawRows(location,
                         {QStringLiteral("INSERT INTO schema_version (version, applied_at) VALUES (99, "
                                         "CURRENT_TIMESTAMP)"),
                          QStringLiteral("CREATE TABLE something_new (x INTEGER)")},
                         error),
                 qPrintable(error));
    }
    const QByteArray hash = backend == QLatin1String("sqlite") ? sha256(location) : QByteArray();
    const QStringList files = folderListing(scratch.folder());
    const QStringList snapshot = backend == QLatin1String("sqlite") ? QStringList() : postgresSnapshot(location);

    for (const auto mode : {Database::OpenMode::Existing, Database::OpenMode::Create}) {
        Kept e;
        QVERIFY(!e(Database::open(location, mode)));
        QVERIFY2(e.message.contains(QString::fromUtf8("newer Palmarès")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QStringLiteral("99")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QStringLiteral("untouched")), qPrintable(e.message));
        QVERIFY2(e.message.contains(location), qPrintable(e.message));
    }
    if (backend == QLatin1String("sqlite")) {
        QCOMPARE(sha256(location), hash);
        QCOMPARE(folderListing(scratch.folder()), files);
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA user_version")}), QStringLiteral("99"));
    } else {
        QCOMPARE(postgresSnapshot(location), snapshot);
    }
}

void TestStore::foreignDatabaseRefused_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("expected"); ///< part of the refusal
    const QStringList ownTable = {QStringLiteral("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)"),
                                  QStringLiteral("INSERT INTO recipes VALUES (1, 'Tarte Tatin')")};
    for (const QString& backend : palmares::test::backends()) {
        QTest::addRow("%s: a table of its own, version 0", qPrintable(backend))
            << backend << ownTable << QStringLiteral("another application");
    }
    // An SQLite file that claims schema 1 but is not ours (no Palmarès application id).
    QTest::addRow("sqlite: version 1, another application id")
        << QStringLiteral("sqlite")
        << (ownTable +
            QStringList{QStringLiteral("PRAGMA application_id = 42"), QStringLiteral("PRAGMA user_version = 1")})
        << QStringLiteral("another application");
}

void TestStore::foreignDatabaseRefused()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, setup);
    QFETCH(QString, expected);
    PALMARES_SCRATCH(scratch, backend);
    const QString location = scratch.location();
    QString error;
    QVERIFY2(rawRows(location, setup, error), qPrintable(error));
    const bool sqlite = backend == QLatin1String("sqlite");
    const QByteArray hash = sqlite ? sha256(location) : QByteArray();
    const QStringList files = folderListing(scratch.folder());
    const QStringList snapshot = sqlite ? QStringList() : postgresSnapshot(location);

    for (const auto mode : {Database::OpenMode::Existing, Database::OpenMode::Create}) {
        Kept e;
        QVERIFY(!e(Database::open(location, mode)));
        QVERIFY2(e.message.contains(expected), qPrintable(e.message));
        QVERIFY2(e.message.contains(QStringLiteral("untouched")), qPrintable(e.message));
    }
    if (sqlite) {
        QCOMPARE(sha256(location), hash);
        QCOMPARE(folderListing(scratch.folder()), files);
    } else {
        QCOMPARE(postgresSnapshot(location), snapshot);
    }
    QCOMPARE(rawValue(location, {QStringLiteral("SELECT title FROM recipes")}), QStringLiteral("Tarte Tatin"));
}

void TestStore::notAClubFileRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("random bytes") << QStringLiteral("random");
    QTest::newRow("text") << QStringLiteral("text");
    QTest::newRow("club truncated to half") << QStringLiteral("half");
    QTest::newRow("club truncated inside page 1") << QStringLiteral("page1");
    QTest::newRow("club truncated to its header") << QStringLiteral("header");
}

void TestStore::notAClubFileRefused()
{
    QFETCH(QString, kind);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QString path = scratch.location();
    if (kind == QLatin1String("random")) {
        QRandomGenerator random(7);
        QByteArray bytes(64 * 1024, Qt::Uninitialized);
        random.fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    } else if (kind == QLatin1String("text")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("match,date,game,player,rank\nM1,2024-01-01,Chess,Alice,1\n");
    } else {
        // A real club with enough rows to span many pages, closed cleanly
        // (the -wal folded back), then cut short.
        {
            Kept e;
            auto db = e(Database::open(path, Database::OpenMode::Create));
            QVERIFY2(db, qPrintable(e.message));
            QVERIFY2(e(fillClub(*db)), qPrintable(e.message));
            ClubStore store(*db);
            Transaction t(*db);
            for (int i = 0; i < 2000; ++i) {
                QVERIFY2(e(store.insertPlayer(QStringLiteral("Player number %1 with a long name").arg(i), {})),
                         qPrintable(e.message));
            }
            QVERIFY2(e(t.commit()), qPrintable(e.message));
        }
        QVERIFY2(!QFileInfo::exists(path + QStringLiteral("-wal")), "the club was not closed cleanly");
        const qint64 size = QFileInfo(path).size();
        QVERIFY2(size > 16 * 4096, qPrintable(QString::number(size)));
        const qint64 keep = kind == QLatin1String("half") ? size / 2 : (kind == QLatin1String("page1") ? 1000 : 100);
        QVERIFY(QFile::resize(path, keep));
    }
    const QByteArray hash = sha256(path);
    const QStringList files = folderListing(scratch.folder());

    for (const auto mode : {Database::OpenMode::Existing, Database::OpenMode::Create}) {
        Kept e;
        auto db = e(Database::open(path, mode));
        QVERIFY2(!db, "a damaged or foreign file was opened as a club");
        QVERIFY2(e.message.contains(path), qPrintable(e.message));
        // A club cut short is recognised as such from its header's page count.
        const bool cut = kind != QLatin1String("random") && kind != QLatin1String("text");
        QVERIFY2(e.message.contains(cut ? QStringLiteral("is damaged (it is cut short")
                                        : QString::fromUtf8("not a Palmarès club")),
                 qPrintable(e.message));
        QVERIFY2(e.message.contains(QStringLiteral("untouched")), qPrintable(e.message));
    }
    QCOMPARE(sha256(path), hash);
    QCOMPARE(folderListing(scratch.folder()), files);
}

void TestStore::missingFileNotCreated()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QString path = scratch.location();
    QVERIFY(!QFileInfo::exists(path));
    Kept e;
    QVERIFY(!e(Database::open(path, Database::OpenMode::Existing)));
    QVERIFY2(e.message.contains(path), qPrintable(e.message));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(folderListing(scratch.folder()), QStringList());
    // A folder that does not exist either: still a clear message, nothing made.
    const QString deeper = scratch.folder() + QStringLiteral("/no/such/folder/club.palmares");
    QVERIFY(!e(Database::open(deeper, Database::OpenMode::Existing)));
    QVERIFY2(e.message.contains(deeper), qPrintable(e.message));
    QCOMPARE(QDir(scratch.folder()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestStore::readsAheadOnlyWhatIsCommitted()
{
    // A re-rating reads a game's later matches on a second connection, as
    // last committed, only when its own transaction wrote nothing before it
    // began: the outermost one, or one nested in a wider transaction that
    // had written nothing yet (the window's undoable step around a save).
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    ClubStore store(*db);
    QVERIFY(!store.readsCommittedAhead()); // outside a transaction
    {
        Transaction outer(*db);
        QVERIFY(store.readsCommittedAhead());
        {
            Transaction nested(*db);
            QVERIFY(store.readsCommittedAhead()); // nothing written before it
            QVERIFY2(e(store.insertPlayer(QStringLiteral("Ann"), {})), qPrintable(e.message));
            QVERIFY(store.readsCommittedAhead()); // its own writes are its caller's to say
            QVERIFY2(e(nested.commit()), qPrintable(e.message));
        }
        {
            Transaction second(*db);
            QVERIFY(!store.readsCommittedAhead()); // the first step's row is not committed
            {
                Transaction deeper(*db);
                QVERIFY(!store.readsCommittedAhead());
            }
        }
        QVERIFY(store.readsCommittedAhead()); // the outermost again
    }
    QVERIFY(!store.readsCommittedAhead());
    // A step that wrote and rolled back still counts: the rows it wrote are
    // gone only when the outermost transaction rolls back.
    Transaction again(*db);
    {
        Transaction step(*db);
        QVERIFY2(e(store.insertPlayer(QStringLiteral("Bob"), {})), qPrintable(e.message));
    }
    Transaction after(*db);
    QVERIFY(!store.readsCommittedAhead());

    // PostgreSQL and a club in memory never read ahead.
    auto memory = e(Database::open(QStringLiteral(":memory:"), Database::OpenMode::Create));
    QVERIFY2(memory, qPrintable(e.message));
    ClubStore inMemory(*memory);
    Transaction t(*memory);
    QVERIFY(!inMemory.readsCommittedAhead());
}

void TestStore::transactionRollsBackUnlessCommitted()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    ClubStore store(*db);
    {
        Transaction t(*db);
        QVERIFY2(t.active(), qPrintable(e.message));
        QVERIFY(db->inTransaction());
        QVERIFY2(e(store.insertPlayer(QStringLiteral("Ghost"), {})), qPrintable(e.message));
        QVERIFY2(e(store.createClub(QStringLiteral("Never"))), qPrintable(e.message));
        const auto inside = e(store.players());
        QVERIFY(inside);
        QCOMPARE(inside->size(), 1); // visible inside the transaction…
    }
    QVERIFY(!db->inTransaction());
    auto after = e(store.players());
    QVERIFY2(after, qPrintable(e.message));
    QCOMPARE(after->size(), 0); // …and gone with it
    QCOMPARE(e(store.club())->name, QString());
    {
        Transaction t(*db);
        QVERIFY2(e(store.insertPlayer(QStringLiteral("Kept"), {})), qPrintable(e.message));
        QVERIFY2(e(t.commit()), qPrintable(e.message));
        QVERIFY(!t.active());
        QVERIFY(!e(t.commit())); // a second commit is refused, not run
    }
    after = e(store.players());
    QVERIFY2(after, qPrintable(e.message));
    QCOMPARE(after->size(), 1);
    QCOMPARE(after->first().name, QStringLiteral("Kept"));
    // Committed means visible to another connection.
    QCOMPARE(rawValue(scratch.location(), {QStringLiteral("SELECT name FROM player")}), QStringLiteral("Kept"));
    // A failed statement inside a transaction: the RAII guard still rolls back.
    {
        Transaction t(*db);
        QVERIFY2(e(store.insertPlayer(QStringLiteral("Temp"), {})), qPrintable(e.message));
        Kept duplicate;
        QVERIFY(!duplicate(store.insertPlayer(QStringLiteral("Kept"), {})));
        QVERIFY(!duplicate.message.isEmpty());
    }
    after = e(store.players());
    QVERIFY2(after, qPrintable(e.message));
    QCOMPARE(after->size(), 1);
    // And the connection is usable again.
    Transaction t(*db);
    QVERIFY2(t.active(), qPrintable(e.message));
    QVERIFY2(e(store.insertPlayer(QStringLiteral("Later"), {})), qPrintable(e.message));
    QVERIFY2(e(t.commit()), qPrintable(e.message));
    QCOMPARE(e(store.players())->size(), 2);
}

void TestStore::foreignKeysEnforced()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    QVERIFY2(e(fillClub(*db)), qPrintable(e.message));
    ClubStore store(*db);
    const auto id = e(store.matchIdByCode(QStringLiteral("S-1")));
    QVERIFY2(id && *id > 0, qPrintable(e.message));
    auto m = e(store.match(*id));
    QVERIFY2(m, qPrintable(e.message));
    m->participants[1].player = 9999; // no such player
    {
        Transaction t(*db);
        Kept refused;
        QVERIFY2(!refused(store.updateMatch(*m)), "a participant without a player was accepted");
        QVERIFY(!refused.message.isEmpty());
    }
    // A player who played cannot be deleted from under his results.
    {
        Transaction t(*db);
        Kept refused;
        QVERIFY(!refused(store.deletePlayer(m->participants[0].player)));
    }
    QCOMPARE(e(store.players())->size(), 2);
    // Deleting the match takes its participants with it (ON DELETE CASCADE).
    Transaction t(*db);
    QVERIFY2(e(store.deleteMatch(*id)), qPrintable(e.message));
    QVERIFY2(e(t.commit()), qPrintable(e.message));
    QCOMPARE(optional(e(palmares::test::participantCount(store.database()))), std::optional<qint64>(0));
}

void TestStore::sqliteSettings()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    const auto pragma = [&](const char* name) -> QString {
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        if (!q.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) || !q.next()) {
            return QStringLiteral("error: ") + q.lastError().text();
        }
        return q.value(0).toString();
    };
    QCOMPARE(pragma("foreign_keys"), QStringLiteral("1"));
    QCOMPARE(pragma("journal_mode"), QStringLiteral("wal"));
    QVERIFY2(pragma("busy_timeout").toInt() > 0, qPrintable(pragma("busy_timeout")));
    // A new club is made of 16 KiB pages (a large import or a rebuild writes
    // a quarter of the pages it would with SQLite's 4 KiB).
    QCOMPARE(pragma("page_size"), QStringLiteral("16384"));
    db.reset();
    // WAL is a property of the file: another program sees it too.
    QCOMPARE(rawValue(scratch.location(), {QStringLiteral("PRAGMA journal_mode")}), QStringLiteral("wal"));
    // Reopened as an existing club, foreign keys are on again (a per-connection setting).
    db = e(Database::open(scratch.location(), Database::OpenMode::Existing));
    QVERIFY2(db, qPrintable(e.message));
    QCOMPARE(pragma("foreign_keys"), QStringLiteral("1"));
}

void TestStore::backup()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    QVERIFY2(e(fillClub(*db)), qPrintable(e.message));
    const QString copy = scratch.folder() + QStringLiteral("/copy of the club.palmares");
    if (backend != QLatin1String("sqlite")) {
        Kept refused;
        QVERIFY(!refused(db->backupTo(copy, false)));
        QVERIFY2(refused.message.contains(QStringLiteral("pg_dump")), qPrintable(refused.message));
        QVERIFY(!QFileInfo::exists(copy));
        return;
    }
    const QStringList original = clubContents(*db);
    // Changes still in the -wal file are part of the copy: the club stays open.
    QVERIFY2(e(db->backupTo(copy, false)), qPrintable(e.message));
    QCOMPARE(QDir(scratch.folder()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".part")),
             QStringList());
    // An existing file at the target is kept unless told (issue 39), then
    // replaced by the complete copy.
    {
        const QByteArray first = readAll(copy);
        Kept kept;
        QVERIFY(!kept(db->backupTo(copy, false)));
        QVERIFY2(kept.message.contains(QStringLiteral("exists already")), qPrintable(kept.message));
        QCOMPARE(readAll(copy), first);
    }
    QVERIFY2(e(db->backupTo(copy, true)), qPrintable(e.message));
    // Never the club itself, its journal, or what is not a regular file,
    // even when told to replace.
    {
        const QString folder = scratch.folder() + QStringLiteral("/a folder");
        QVERIFY(QDir().mkpath(folder));
        const QString link = scratch.folder() + QStringLiteral("/a link.palmares");
        QVERIFY(QFile::link(copy, link));
        const QString fifo = scratch.folder() + QStringLiteral("/a fifo");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QByteArray club = readAll(scratch.location());
        const QByteArray linked = readAll(copy);
        const QStringList targets{scratch.location(), scratch.location() + QStringLiteral("-wal"), folder, link, fifo};
        for (const QString& target : targets) {
            Kept refusal;
            QVERIFY2(!refusal(db->backupTo(target, true)), qPrintable(target));
            QVERIFY2(refusal.message.contains(QStringLiteral("club itself")) ||
                         refusal.message.contains(QStringLiteral("not a regular file")),
                     qPrintable(refusal.message));
        }
        QCOMPARE(readAll(scratch.location()), club);
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(copy), linked);
        QCOMPARE(clubContents(*db), original);
    }
    {
        auto restored = e(Database::open(copy, Database::OpenMode::Existing));
        QVERIFY2(restored, qPrintable(e.message));
        QCOMPARE(restored->schemaVersion(), Latest);
        QCOMPARE(clubContents(*restored), original);
    }
    QCOMPARE(rawValue(copy, {QStringLiteral("PRAGMA application_id")}), QString::number(PalmaresApplicationId));
    // The window's "Save a copy" shows the pages copied and can cancel:
    // the copy already there is then left as it was, and no part remains.
    QList<qint64> heard;
    const QString other = scratch.folder() + QStringLiteral("/another copy.palmares");
    QVERIFY2(e(db->backupTo(other, false,
                            [&heard](qint64 done, qint64 total) {
                                heard << done << total;
                                return true;
                            })),
             qPrintable(e.message));
    QVERIFY(heard.size() >= 2);
    QVERIFY(heard.last() > 0);
    QCOMPARE(heard.at(heard.size() - 2), heard.last()); // the last step: every page copied
    const QByteArray before = readAll(copy);
    Kept stopped;
    QVERIFY(!stopped(db->backupTo(copy, true, [](qint64, qint64) { return false; })));
    QVERIFY2(stopped.message.contains(QStringLiteral("cancelled")), qPrintable(stopped.message));
    QCOMPARE(readAll(copy), before);
    QCOMPARE(QDir(scratch.folder()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".part")),
             QStringList());
    // A target that cannot be written: an error, and no half-made file.
    Kept refused;
    const QString nowhere = scratch.folder() + QStringLiteral("/missing folder/copy.palmares");
    QVERIFY(!refused(db->backupTo(nowhere, false)));
    QVERIFY2(refused.message.contains(nowhere), qPrintable(refused.message));
    QVERIFY(!QFileInfo::exists(nowhere));
}

void TestStore::migratesSchema1()
{
    // A club as Palmarès with schema 1 wrote it (the 001 script of the
    // resources, then data), opened by this build: backed up first (SQLite),
    // migrated to the latest schema, its data intact, every army_list ''.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString location = scratch.location();
    const bool sqlite = backend == QLatin1String("sqlite");
    const QString folder = sqlite ? QStringLiteral(":/sql/sqlite/") : QStringLiteral(":/sql/postgresql/");
    QStringList setup = scriptStatements(folder + QStringLiteral("000_version_table.sql")) +
                        scriptStatements(folder + QStringLiteral("001_initial.sql"));
    QVERIFY(setup.size() > 10);
    setup << QStringLiteral("INSERT INTO club (id, name, created_at) VALUES (1, 'Le Cercle', '2024-01-01T10:00:00')")
          << QStringLiteral("INSERT INTO player (name, household) VALUES ('Alice', 'Martin')")
          << QString::fromUtf8("INSERT INTO player (name, household, notes) VALUES ('Bérénice', '', 'l''aînée')")
          << QStringLiteral("INSERT INTO game (name, system, params) VALUES ('DSC', 'elo-dsc', '{\"k\":\"24\"}')")
          << QStringLiteral("INSERT INTO match (code, game_id, played_at, duration_min, outcome) SELECT 'B-1', id, "
                            "'2024-05-01T20:00:00', 200, 'VP' FROM game")
          << QStringLiteral("INSERT INTO participant (match_id, pos, player_id, rank, team, morale, morale_lost, "
                            "army_points, turns) SELECT m.id, 0, p.id, 1, 'Nord', 10, 2.5, 1500, 6 FROM match m, "
                            "player p WHERE p.name = 'Alice'")
          << QString::fromUtf8("INSERT INTO participant (match_id, pos, player_id, rank, morale, morale_lost, "
                               "army_points, turns) SELECT m.id, 1, p.id, 2, 12, 7, 1500, 6 FROM match m, player p "
                               "WHERE p.name = 'Bérénice'");
    QString error;
    QVERIFY2(rawRows(location, setup, error), qPrintable(error));
    if (sqlite) {
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA user_version")}), QStringLiteral("1"));
    } else {
        QCOMPARE(rawValue(location, {QStringLiteral("SELECT MAX(version) FROM schema_version")}), QStringLiteral("1"));
    }
    const QStringList before = tableDump(location);
    QCOMPARE(before.size(), 7);
    const QStringList filesBefore = folderListing(scratch.folder());

    {
        Kept e;
        auto db = e(Database::open(location, Database::OpenMode::Existing));
        QVERIFY2(db, qPrintable(e.message));
        QCOMPARE(db->schemaVersion(), Latest);
        ClubStore store(*db);
        const auto club = e(store.club());
        QVERIFY2(club, qPrintable(e.message));
        QCOMPARE(club->name, QStringLiteral("Le Cercle"));
        // Schema 5: an older club gets the default dormancy setting.
        QCOMPARE(optional(e(store.dormantAfterMonths())), std::optional<int>(12));
        int participants = 0;
        QVERIFY2(e(palmares::test::forEachMatch(store,
                                                [&](const MatchRecord& m) {
                                                    for (const ParticipantRecord& p : m.participants) {
                                                        ++participants;
                                                        if (!p.armyList.isEmpty()) {
                                                            return false;
                                                        }
                                                    }
                                                    return true;
                                                })),
                 qPrintable(e.message));
        QCOMPARE(participants, 2);
    }

    // The data as it was, and the new column empty on every row.
    QCOMPARE(tableDump(location), before);
    QString rawError;
    const auto lists =
        rawRows(location, {QStringLiteral("SELECT army_list FROM participant ORDER BY match_id, pos")}, rawError);
    QVERIFY2(lists, qPrintable(rawError));
    QCOMPARE(*lists, (QList<QStringList>{{QString()}, {QString()}}));

    if (sqlite) {
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA user_version")}), QString::number(Latest));
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA application_id")}), QString::number(PalmaresApplicationId));
        // An upgraded club keeps the pages it was made with (a WAL file
        // cannot change its page size without a VACUUM).
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA page_size")}), QStringLiteral("4096"));
        // The dated copy made before the migration, in the club's backup
        // folder like every backup: schema 1, the same data.
        const QString backupFolder = location + QStringLiteral(".backups");
        const QStringList backups =
            QDir(backupFolder)
                .entryList({QFileInfo(location).completeBaseName() + QStringLiteral("-*Z-migration.palmares")},
                           QDir::Files);
        QVERIFY2(backups.size() == 1, qPrintable(folderListing(backupFolder).join(u' ')));
        const QString copy = backupFolder + QLatin1Char('/') + backups.first();
        QCOMPARE(rawValue(copy, {QStringLiteral("PRAGMA user_version")}), QStringLiteral("1"));
        QCOMPARE(rawValue(copy, {QStringLiteral("SELECT COUNT(*) FROM pragma_table_info('participant') "
                                                "WHERE name = 'army_list'")}),
                 QStringLiteral("0"));
        QCOMPARE(tableDump(copy), before);
    } else {
        QString versionsError;
        const auto versions =
            rawRows(location, {QStringLiteral("SELECT version FROM schema_version ORDER BY version")}, versionsError);
        QVERIFY2(versions, qPrintable(versionsError));
        QList<QStringList> expected;
        for (int v = 1; v <= Latest; ++v) {
            expected.append({QString::number(v)}); // every step, each once
        }
        QCOMPARE(*versions, expected);
        QCOMPARE(folderListing(scratch.folder()), filesBefore); // pg_dump is the club's own business
    }

    // Opened again: nothing left to migrate, no second copy.
    const QStringList filesAfter = folderListing(scratch.folder());
    Kept e;
    auto again = e(Database::open(location, Database::OpenMode::Existing));
    QVERIFY2(again, qPrintable(e.message));
    QCOMPARE(again->schemaVersion(), Latest);
    again.reset();
    const QStringList filesNow = folderListing(scratch.folder());
    QCOMPARE(filesNow.filter(QStringLiteral(".bak")), filesAfter.filter(QStringLiteral(".bak")));
    if (sqlite) {
        QCOMPARE(QDir(location + QStringLiteral(".backups")).entryList(QDir::Files).size(), 1);
    }
    QCOMPARE(tableDump(location), before);
}

void TestStore::armyListRoundTrip()
{
    // participant.army_list through every statement that reads or writes it.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Kept e;
    auto db = e(Database::open(scratch.location(), Database::OpenMode::Create));
    QVERIFY2(db, qPrintable(e.message));
    QVERIFY2(e(fillClub(*db)), qPrintable(e.message));
    ClubStore store(*db);
    const auto players = e(store.players());
    QVERIFY2(players && players->size() == 2, qPrintable(e.message));
    const auto game = e(store.insertGame({0, QStringLiteral("DSC"), QStringLiteral("elo-dsc"), QStringLiteral("{}")}));
    QVERIFY2(game, qPrintable(e.message));

    const QString gauls = QString::fromUtf8("Gaulois \"Vercingétorix\", 1500 pts");
    const QString romans = QString::fromUtf8("Romains; légion XIII — 'Gemina'");
    MatchRecord m;
    m.code = QStringLiteral("B-1");
    m.game = *game;
    m.playedAt = QStringLiteral("2024-06-01T14:00:00");
    m.outcome = QStringLiteral("V");
    ParticipantRecord a;
    a.player = players->at(0).id;
    a.rank = 1;
    a.armyPoints = 1500;
    a.armyList = gauls;
    ParticipantRecord b;
    b.player = players->at(1).id;
    b.rank = 2;
    b.armyPoints = 1500;
    b.armyList = romans;
    m.participants = {a, b};
    const auto id = e(store.insertMatch(m));
    QVERIFY2(id, qPrintable(e.message));

    const auto listsOf = [](const MatchRecord& r) {
        QStringList out;
        for (const ParticipantRecord& p : r.participants) {
            out << p.armyList;
        }
        return out;
    };
    auto read = e(store.match(*id));
    QVERIFY2(read, qPrintable(e.message));
    QCOMPARE(listsOf(*read), (QStringList{gauls, romans}));
    QCOMPARE(read->participants.at(0).armyPoints, std::optional<int>(1500)); // the columns before it still line up
    QCOMPARE(read->participants.at(1).rank, std::optional<int>(2));

    QStringList viaList;
    QVERIFY2(e(palmares::test::forEachMatch(store,
                                            [&](const MatchRecord& r) {
                                                viaList
                                                    << r.code + QLatin1Char(':') + listsOf(r).join(QLatin1Char('|'));
                                                return true;
                                            })),
             qPrintable(e.message));
    QCOMPARE(viaList,
             (QStringList{QStringLiteral("S-1:|"), QStringLiteral("B-1:") + gauls + QLatin1Char('|') + romans}));

    QStringList viaReplay;
    QVERIFY2(e(store.forEachMatchFrom(*game, QString(), 0,
                                      [&](const MatchRecord& r) {
                                          viaReplay << listsOf(r);
                                          return true;
                                      })),
             qPrintable(e.message));
    QCOMPARE(viaReplay, (QStringList{gauls, romans}));

    QStringList viaExport;
    QVERIFY2(e(store.forEachExportRow([&](const palmares::store::ExportRow& r) {
                 viaExport << QStringLiteral("%1 %2 %3").arg(r.code, r.player, r.armyList);
                 return true;
             })),
             qPrintable(e.message));
    QCOMPARE(viaExport,
             (QStringList{QStringLiteral("S-1 Alice "), QString::fromUtf8("S-1 Bérénice "),
                          QStringLiteral("B-1 Alice ") + gauls, QString::fromUtf8("B-1 Bérénice ") + romans}));
    const auto scanned = e(palmares::test::scanParticipants(store.database()));
    QVERIFY2(scanned, qPrintable(e.message));
    QCOMPARE(*scanned, qint64{4});

    // An update replaces them (one emptied, one changed).
    MatchRecord edited = *read;
    edited.participants[0].armyList.clear();
    edited.participants[1].armyList = QString::fromUtf8("Éduens, \"alliés\"");
    QVERIFY2(e(store.updateMatch(edited)), qPrintable(e.message));
    read = e(store.match(*id));
    QVERIFY2(read, qPrintable(e.message));
    QCOMPARE(listsOf(*read), (QStringList{QString(), QString::fromUtf8("Éduens, \"alliés\"")}));
    QCOMPARE(read->version, 2);
}

/// A club written by schema 1 (000 and 001 only, then rows through SQL)
/// opens migrated to the latest schema (002 army lists, 003 the glicko2 /
/// openskill state): its rows kept, the state columns zero, and (SQLite) a
/// dated copy of the schema-1 file made first.
void TestStore::schema1ClubMigrates()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString location = scratch.location();
    const QString folder = QString::fromUtf8(QT_TESTCASE_SOURCEDIR "/../../resources/sql/") + backend;
    QStringList statements;
    for (const char* script : {"/000_version_table.sql", "/001_initial.sql"}) {
        QFile file(folder + QLatin1String(script));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QString current;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (line.trimmed().startsWith(QLatin1String("--")) || line.trimmed().isEmpty()) {
                continue;
            }
            current += line + QLatin1Char('\n');
            if (line.trimmed().endsWith(QLatin1Char(';'))) {
                statements << current.trimmed().chopped(1);
                current.clear();
            }
        }
    }
    statements << QStringLiteral("INSERT INTO club (id, name, created_at) VALUES (1, 'Ancien', '2024-01-01')")
               << QStringLiteral("INSERT INTO player (id, name) VALUES (1, 'Alice')")
               << QStringLiteral("INSERT INTO player (id, name) VALUES (2, 'Bob')")
               << QStringLiteral("INSERT INTO game (id, name, system) VALUES (1, 'Scrabble', 'fermi')")
               << QStringLiteral("INSERT INTO match (id, code, game_id, played_at) VALUES (1, 'S-1', 1, "
                                 "'2024-05-01T20:00:00')")
               << QStringLiteral("INSERT INTO participant (match_id, pos, player_id, rank) VALUES (1, 0, 1, 1)")
               << QStringLiteral("INSERT INTO participant (match_id, pos, player_id, rank) VALUES (1, 1, 2, 2)")
               << QStringLiteral("INSERT INTO rating_change VALUES (1, 1, 1, '2024-05-01T20:00:00', 1000, 1004, 0.5, "
                                 "1, 8, 8, 1, 1, 4, 4, 0, 0, 1000, 0, 133.3, 1, 0, 0, 0, 'round', '', 0, 2, 1, 0, 0, "
                                 "0, 0, 1, 0, 0, 133.3)")
               << QStringLiteral("INSERT INTO standing VALUES (1, 1, 1004, 1, 0, 0, 0, 0, 1, 0, 0, 133.3, "
                                 "'2024-05-01T20:00:00')");
    QString error;
    if (backend != QLatin1String("sqlite")) {
        // 001 records its own version; 000 made the table.
        QVERIFY2(rawRows(location, statements, error), qPrintable(error));
    } else {
        QVERIFY2(rawRows(location, statements, error), qPrintable(error));
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA user_version")}), QStringLiteral("1"));
    }

    Kept e;
    auto db = e(Database::open(location, Database::OpenMode::Existing));
    QVERIFY2(db, qPrintable(e.message));
    QCOMPARE(db->schemaVersion(), Latest);
    ClubStore store(*db);
    // Schema 4 packs the rating cache: the old one is dropped, not converted,
    // and marked stale (Club::open rebuilds it: tst_club, tst_cli_files). The
    // results are all kept.
    QCOMPARE(optional(e(store.cacheStale())), std::optional<bool>(true));
    const auto standings = e(store.standings(1));
    QVERIFY2(standings, qPrintable(e.message));
    QCOMPARE(standings->size(), 0);
    const auto changes = e(store.ratingChangesOfMatch(1));
    QVERIFY2(changes, qPrintable(e.message));
    QCOMPARE(changes->size(), 0);
    const auto kept = e(store.match(1));
    QVERIFY2(kept, qPrintable(e.message));
    QCOMPARE(kept->code, QStringLiteral("S-1"));
    QCOMPARE(kept->participants.size(), 2);
    QCOMPARE(kept->participants.at(0).rank, std::optional<int>(1));
    QCOMPARE(kept->participants.at(1).player, 2);
    if (backend == QLatin1String("sqlite")) {
        QCOMPARE(rawValue(location, {QStringLiteral("PRAGMA user_version")}), QString::number(Latest));
        const QStringList copies = QDir(location + QStringLiteral(".backups"))
                                       .entryList({QStringLiteral("*Z-migration.palmares")}, QDir::Files);
        QCOMPARE(copies.size(), 1);
        QCOMPARE(
            rawValue(location + QStringLiteral(".backups/") + copies.first(), {QStringLiteral("PRAGMA user_version")}),
            QStringLiteral("1"));
    } else {
        QCOMPARE(rawValue(location, {QStringLiteral("SELECT MAX(version) FROM schema_version")}),
                 QString::number(Latest));
    }
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"

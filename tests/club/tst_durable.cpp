// Durable saves and damaged files (docs/RELIABILITY.md): every change that
// the disk refuses (full, failing) reports it in plain words and leaves the
// club exactly as it was; a club that cannot be written, or whose journal is
// damaged, is refused before anything touches it; a damaged shared-memory
// index is rebuilt by SQLite without losing a save. SQLite only: the file is
// what a disk can hurt (a PostgreSQL server has its own durability).

#include "club/clubprobe.h"
#include "clubtest.h"
#include "faileddisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

#include <functional>

#include <sys/stat.h>

using namespace palmares::test;
using palmares::club::ImportReport;
using palmares::club::OpenMode;
using palmares::rating::System;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");

QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return QByteArrayLiteral("cannot read ") + path.toUtf8();
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

/// Every file of a folder with its size: a refusal leaves no -wal or -shm.
QStringList listing(const QString& folder)
{
    QStringList out;
    for (const QFileInfo& info :
         QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name)) {
        out << QStringLiteral("%1 (%2 bytes)").arg(info.fileName()).arg(info.size());
    }
    return out;
}

/// What a person sees of the club: players, games with parameters, every
/// result, the standings of the game and the result of check.
QStringList picture(Club& c)
{
    QStringList out;
    const auto players = c.roster().players();
    const auto results = c.archive().results();
    const auto params = c.catalogue().parameters(Scrabble);
    const auto games = c.catalogue().games();
    if (!players || !results || !params || !games) {
        return {QStringLiteral("error: ") + games.status().toString()};
    }
    for (const auto& p : *players) {
        out << QStringLiteral("player %1 '%2' %3").arg(p.name, p.household).arg(p.active);
    }
    for (const auto& g : *games) {
        out << QStringLiteral("game ") + g.name;
    }
    for (const auto& p : *params) {
        out << QStringLiteral("param %1 = %2").arg(QString::fromStdString(p.key), QString::fromStdString(p.value));
    }
    for (const auto& r : *results) {
        out << QStringLiteral("match %1 %2 %3 %4").arg(r.code, r.playedAt, r.game, r.summary);
    }
    out << ratings(c, Scrabble);
    const auto report = c.maintenance().check();
    out << (report && report->ok() ? QStringLiteral("check ok") : QStringLiteral("check fails"));
    return out;
}

/// A club of four players and six Scrabble matches, closed cleanly.
void makeClub(const ScratchClub& scratch)
{
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    const QStringList names = {u8("Alice"), u8("Bob"), u8("Chloé"), u8("Dan")};
    for (int i = 0; i < 6; ++i) {
        PALMARES_RECORD(*c, duel(QStringLiteral("m%1").arg(i + 1), Scrabble, when(2024, 3, 1 + i), names[i % 4],
                                 names[(i + 1) % 4]));
    }
    PALMARES_OK(c->roster().addPlayer(u8("Eve")));
}

using Operation = std::function<Status(Club&)>;

QByteArray manyMatches()
{
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 0; i < 400; ++i) {
        const QByteArray id = "i" + QByteArray::number(i);
        const QByteArray date = "2024-04-" + QByteArray::number(1 + i % 28).rightJustified(2, '0');
        csv += id + "," + date + ",Scrabble,Imported player " + QByteArray::number(i % 37) + ",1\n";
        csv += id + "," + date + ",Scrabble,Imported player " + QByteArray::number((i + 5) % 37) + ",2\n";
    }
    return csv;
}

Status importStatus(const ImportReport& r)
{
    Status s;
    s.problems = r.problems;
    if (s.ok() && !r.written) {
        s = Status::failure(QStringLiteral("the import says it succeeded but wrote nothing"));
    }
    return s;
}

/// Every way the window and the CLI change a club.
QList<QPair<QString, Operation>> operations()
{
    return {
        {QStringLiteral("record a match"),
         [](Club& c) {
             return c.resultBook()
                 .recordMatch(duel(QStringLiteral("new"), Scrabble, when(2024, 3, 20), u8("Eve"), u8("Alice")), true)
                 .status();
         }},
        {QStringLiteral("record a match before others"),
         [](Club& c) {
             return c.resultBook()
                 .recordMatch(duel(QStringLiteral("early"), Scrabble, when(2024, 2, 1), u8("Dan"), u8("Alice")))
                 .status();
         }},
        {QStringLiteral("edit a match"),
         [](Club& c) {
             return c.resultBook()
                 .editMatch(QStringLiteral("m2"),
                            duel(QStringLiteral("m2"), Scrabble, when(2024, 3, 2), u8("Chloé"), u8("Bob")))
                 .status();
         }},
        {QStringLiteral("delete a match"), [](Club& c) { return c.resultBook().deleteMatch(QStringLiteral("m1")); }},
        {QStringLiteral("add a player"), [](Club& c) { return c.roster().addPlayer(u8("Zoé"), u8("Martin")); }},
        {QStringLiteral("rename a player"), [](Club& c) { return c.roster().renamePlayer(u8("Bob"), u8("Robert")); }},
        {QStringLiteral("household"), [](Club& c) { return c.roster().setHousehold(u8("Bob"), u8("Martin")); }},
        {QStringLiteral("retire a player"), [](Club& c) { return c.roster().setActive(u8("Dan"), false); }},
        {QStringLiteral("merge players"),
         [](Club& c) { return c.merger().mergePlayers(u8("Chloé"), u8("Alice")).status(); }},
        {QStringLiteral("remove a player"), [](Club& c) { return c.roster().removePlayer(u8("Eve")); }},
        {QStringLiteral("add a game"),
         [](Club& c) { return c.catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional); }},
        {QStringLiteral("game parameters"),
         [](Club& c) {
             return c.catalogue().setGameParameters(Scrabble, {{QStringLiteral("max_gain"), QStringLiteral("20")}});
         }},
        {QStringLiteral("import"),
         [](Club& c) { return importStatus(c.interchange().importCsv(manyMatches(), false)); }},
        {QStringLiteral("rebuild"), [](Club& c) { return c.maintenance().rebuild(); }},
    };
}

} // namespace

class TestDurable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void failedWriteChangesNothing_data();
    void failedWriteChangesNothing();
    void pageLimitReached();
    void readOnlyClubRefused_data();
    void readOnlyClubRefused();
    void damagedJournalRefused();
    void damagedIndexRebuilt();
    void crashedSaveDropped();
    void emptyFileAndFolderRefused();
    void checkFindsDamage();
};

void TestDurable::initTestCase()
{
    QVERIFY2(installFailingDisk(), "SQLite refused the failing-disk VFS");
}

void TestDurable::failedWriteChangesNothing_data()
{
    QTest::addColumn<int>("operation");
    QTest::addColumn<int>("failure");
    QTest::addColumn<QString>("expected"); ///< the start of the message
    const auto ops = operations();
    for (int i = 0; i < ops.size(); ++i) {
        QTest::addRow("disk full: %s", qPrintable(ops[i].first))
            << i << static_cast<int>(DiskFailure::Full) << QStringLiteral("the disk is full: ");
        QTest::addRow("disk failing: %s", qPrintable(ops[i].first))
            << i << static_cast<int>(DiskFailure::IoError) << QStringLiteral("the club file could not be written");
    }
}

void TestDurable::failedWriteChangesNothing()
{
    QFETCH(int, operation);
    QFETCH(int, failure);
    QFETCH(QString, expected);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString path = scratch.location();
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal"))); // closed cleanly
    const QByteArray hash = sha256(path);
    const Operation run = operations().at(operation).second;

    QStringList before;
    {
        auto opened = Club::open(path, OpenMode::Existing);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        before = picture(*c);
        QVERIFY2(before.contains(QStringLiteral("check ok")), qPrintable(before.join(u'\n')));
        Status failed;
        {
            FailingDisk disk(static_cast<DiskFailure>(failure));
            failed = run(*c);
            QVERIFY2(refusedWrites() > 0, "the operation never reached the disk");
        }
        QVERIFY2(!failed.ok(), "a change the disk refused was reported as saved");
        QVERIFY2(failed.toString().startsWith(expected), qPrintable(failed.toString()));
        QCOMPARE(failed.problems.size(), 1);
        // The same connection, the disk back: nothing of the change is there.
        QCOMPARE(picture(*c), before);
    }
    // Closed: not one byte of the club changed, no journal left behind.
    QCOMPARE(sha256(path), hash);
    QCOMPARE(listing(scratch.folder()),
             QStringList{QFileInfo(path).fileName() + QStringLiteral(" (%1 bytes)").arg(QFileInfo(path).size())});

    // Opened again, the same club, and the change now goes through.
    auto opened = Club::open(path, OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QCOMPARE(picture(*c), before);
    PALMARES_OK(run(*c));
    QVERIFY(picture(*c) != before || operation == operations().size() - 1); // a rebuild changes no rating
}

void TestDurable::pageLimitReached()
{
    // SQLite's own limit on the file's size (PRAGMA max_page_count) makes a
    // statement, not the commit, meet a full disk: the import of 400
    // matches stops in the middle of its transaction.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString path = scratch.location();
    const QByteArray hash = sha256(path);
    {
        auto opened = Club::open(path, OpenMode::Existing);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        const QStringList before = picture(*c);
        QSqlQuery q(QSqlDatabase::database(palmares::club::ClubProbe::database(*c).connectionName(), false));
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        const int pages = q.value(0).toInt();
        QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages + 2)));
        q.finish();
        const ImportReport report = c->interchange().importCsv(manyMatches(), false);
        QVERIFY(!report.written);
        QCOMPARE(report.problems.size(), 1);
        QVERIFY2(report.problems.first().message.startsWith(QStringLiteral("the disk is full: ")),
                 qPrintable(report.problems.first().toString()));
        QCOMPARE(picture(*c), before);
    }
    QCOMPARE(sha256(path), hash);
}

void TestDurable::readOnlyClubRefused_data()
{
    QTest::addColumn<int>("fileMode");
    QTest::addColumn<int>("folderMode");
    QTest::addColumn<QString>("expected");
    QTest::newRow("read-only file") << 0444 << 0755 << QStringLiteral(" is read-only: ");
    QTest::newRow("read-only folder") << 0666 << 0555 << QStringLiteral("the folder of ");
    QTest::newRow("both") << 0444 << 0555 << QStringLiteral(" is read-only: ");
    QTest::newRow("unreadable file") << 0000 << 0755 << QStringLiteral("cannot be read");
}

void TestDurable::readOnlyClubRefused()
{
    // Palmarès saves each change as it is made, so it opens only a club it
    // can write: a read-only one is refused at once with a message saying
    // so, rather than at the first save (and SQLite could not even read a
    // WAL club in a read-only folder). Root writes through permissions:
    // the check runs as the user nobody (AsUnprivilegedUser).
    QFETCH(int, fileMode);
    QFETCH(int, folderMode);
    QFETCH(QString, expected);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString path = scratch.location();
    const QByteArray hash = sha256(path);
    const QStringList files = listing(scratch.folder());
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), static_cast<mode_t>(fileMode)), 0);
    QCOMPARE(::chmod(QFile::encodeName(scratch.folder()).constData(), static_cast<mode_t>(folderMode)), 0);
    QString message;
    bool opened = false;
    {
        AsUnprivilegedUser nobody;
        QVERIFY2(nobody.error().isEmpty(), qPrintable(nobody.error()));
        for (const auto how : {OpenMode::Existing, OpenMode::Create}) {
            const auto c = Club::open(path, how);
            opened = opened || c.ok();
            message = c.status().toString();
        }
    }
    QCOMPARE(::chmod(QFile::encodeName(scratch.folder()).constData(), 0755), 0);
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0644), 0);
    QVERIFY2(!opened, "a club that cannot be written was opened");
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("untouched")), qPrintable(message));
    QCOMPARE(sha256(path), hash);
    QCOMPARE(listing(scratch.folder()), files);
}

void TestDurable::damagedJournalRefused()
{
    // A -wal that is not an SQLite journal would be ignored and then
    // overwritten by SQLite, and the saves it held lost without a word.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString path = scratch.location();
    const QString wal = path + QStringLiteral("-wal");
    {
        QFile f(wal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QRandomGenerator random(11);
        QByteArray bytes(4096 * 3, Qt::Uninitialized);
        random.fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
        f.write(bytes);
    }
    const QByteArray hash = sha256(path);
    const QByteArray walHash = sha256(wal);
    const QStringList files = listing(scratch.folder());
    const Status status = Club::open(path, OpenMode::Existing).status();
    QVERIFY(!status.ok());
    const QString message = status.toString();
    QVERIFY2(message.contains(wal) && message.contains(QStringLiteral("damaged")) &&
                 message.contains(QStringLiteral("untouched")),
             qPrintable(message));
    QCOMPARE(sha256(path), hash);
    QCOMPARE(sha256(wal), walHash);
    QCOMPARE(listing(scratch.folder()), files);
    // Moved away as the message says: the club opens as it was.
    QVERIFY(QFile::rename(wal, wal + QStringLiteral(".damaged")));
    auto opened = Club::open(path, OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QCOMPARE(ratings(*c, Scrabble).size(), 4);
}

/// A club with saves still in its -wal, copied as a crash would leave it
/// (the program gone before it could fold them into the club), into `copy`.
void crashCopy(const ScratchClub& scratch, const QString& copy, QStringList& picture1, QStringList& picture2)
{
    const QString path = scratch.location();
    auto opened = Club::open(path, OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    PALMARES_RECORD(*c, duel(QStringLiteral("late1"), Scrabble, when(2024, 5, 1), u8("Eve"), u8("Bob")));
    picture1 = picture(*c);
    PALMARES_RECORD(*c, duel(QStringLiteral("late2"), Scrabble, when(2024, 5, 2), u8("Eve"), u8("Chloé")));
    picture2 = picture(*c);
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
    for (const char* suffix : {"", "-wal", "-shm"}) {
        QVERIFY(QFile::copy(path + QLatin1String(suffix), copy + QLatin1String(suffix)));
    }
}

void TestDurable::damagedIndexRebuilt()
{
    // The -shm is only an index of the -wal: SQLite rebuilds it. Every save
    // is there.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString copy = scratch.folder() + QStringLiteral("/crashed.palmares");
    QStringList one;
    QStringList two;
    crashCopy(scratch, copy, one, two);
    QFile shm(copy + QStringLiteral("-shm"));
    QVERIFY(shm.open(QIODevice::ReadWrite));
    QByteArray garbage(static_cast<int>(shm.size()), '\xa5');
    shm.write(garbage);
    shm.close();
    auto opened = Club::open(copy, OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QCOMPARE(picture(*c), two);
}

void TestDurable::crashedSaveDropped()
{
    // The last save's frames cut short (a crash while writing them): SQLite
    // drops that save, which was never confirmed, and keeps every earlier one.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString copy = scratch.folder() + QStringLiteral("/crashed.palmares");
    QStringList one;
    QStringList two;
    crashCopy(scratch, copy, one, two);
    QFile::remove(copy + QStringLiteral("-shm"));
    QFile wal(copy + QStringLiteral("-wal"));
    const qint64 size = wal.size();
    QVERIFY(wal.open(QIODevice::ReadWrite));
    QVERIFY(wal.seek(size - 100)); // inside the last frame: its checksum no longer holds
    wal.write(QByteArray(100, '\0'));
    wal.close();
    auto opened = Club::open(copy, OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QCOMPARE(picture(*c), one);
}

void TestDurable::emptyFileAndFolderRefused()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QString empty = scratch.folder() + QStringLiteral("/empty.palmares");
    {
        QFile f(empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    Status status = Club::open(empty, OpenMode::Existing).status();
    QVERIFY(!status.ok());
    QVERIFY2(status.toString().contains(QStringLiteral("is empty")), qPrintable(status.toString()));
    QCOMPARE(QFileInfo(empty).size(), 0);
    const QString folder = scratch.folder() + QStringLiteral("/folder.palmares");
    QVERIFY(QDir().mkpath(folder));
    for (const auto how : {OpenMode::Existing, OpenMode::Create}) {
        status = Club::open(folder, how).status();
        QVERIFY(!status.ok());
        QVERIFY2(status.toString() == folder + QStringLiteral(" is not a file"), qPrintable(status.toString()));
    }
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    QCOMPARE(listing(scratch.folder()), QStringList{QStringLiteral("empty.palmares (0 bytes)")});
}

void TestDurable::checkFindsDamage()
{
    // check reads every page (integrity_check) and every reference
    // (foreign_key_check): a page overwritten in the middle of the file, and
    // a result whose player was deleted behind the club's back.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
        PALMARES_OK(importStatus(c->interchange().importCsv(manyMatches(), false)));
    }
    const QString path = scratch.location();
    const QString orphan = scratch.folder() + QStringLiteral("/orphan.palmares");
    QVERIFY(QFile::copy(path, orphan));
    {
        const QString name = QStringLiteral("tst-durable-orphan");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(orphan);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            QVERIFY(q.exec(QStringLiteral("DELETE FROM player WHERE name = 'Imported player 3'")));
            QCOMPARE(q.numRowsAffected(), 1);
            // The newest player too: results then name a player beyond
            // every one the club knows (a fuzzed file's crash in rebuild).
            QVERIFY(q.exec(QStringLiteral("DELETE FROM player WHERE id = (SELECT max(id) FROM player)")));
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    {
        auto opened = Club::open(orphan, OpenMode::Existing);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        const auto report = c->maintenance().check();
        QVERIFY2(report, qPrintable(report.status().toString()));
        QVERIFY2(!report->ok(), qPrintable(report->integrity.join(u'\n')));
        QVERIFY2(report->integrity.first().contains(QStringLiteral("refers to a missing row of table player")),
                 qPrintable(report->integrity.join(u'\n')));
        // Rebuilding such a club replays its results without reaching past
        // its players (ASan caught a write past the end), then refuses to
        // write a standing for a player the club does not have, and says so.
        const auto before = c->rankings().standings(Scrabble, std::nullopt);
        QVERIFY2(before, qPrintable(before.status().toString()));
        const Status rebuilt = c->maintenance().rebuild();
        QVERIFY(!rebuilt.ok());
        QVERIFY2(rebuilt.toString().contains(QStringLiteral("names a player, game or match it does not have")),
                 qPrintable(rebuilt.toString()));
        const auto after = c->rankings().standings(Scrabble, std::nullopt);
        QVERIFY2(after, qPrintable(after.status().toString()));
        QCOMPARE(after->rows.size(), before->rows.size());
        for (qsizetype i = 0; i < after->rows.size(); ++i) {
            QCOMPARE(after->rows[i].rating, before->rows[i].rating);
        }
    }

    // The header of a page in the middle of the file overwritten: the b-tree
    // it belongs to is broken.
    const qint64 pageSize = sqlitePageSize(path);
    QVERIFY2(pageSize >= 4096, qPrintable(QString::number(pageSize)));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 pages = f.size() / pageSize;
        QVERIFY2(pages > 6, qPrintable(QString::number(pages)));
        QVERIFY(f.seek((pages / 2) * pageSize));
        f.write(QByteArray(2000, '\x7f'));
    }
    auto opened = Club::open(path, OpenMode::Existing);
    if (!opened) {
        // The damage can also reach what opening reads: a clear refusal then.
        const Status& status = opened.status();
        QVERIFY2(status.toString().contains(QStringLiteral("damaged")), qPrintable(status.toString()));
        return;
    }
    const auto c = std::move(*opened);
    const auto report = c->maintenance().check();
    if (report) {
        QVERIFY(!report->ok());
        QVERIFY2(report->integrity != QStringList{QStringLiteral("ok")}, qPrintable(report->integrity.join(u'\n')));
    } else {
        QVERIFY2(report.status().toString().contains(QStringLiteral("malformed")),
                 qPrintable(report.status().toString()));
    }
}

QTEST_GUILESS_MAIN(TestDurable)
#include "tst_durable.moc"

// The automatic backups of a club (core/store/backups, core/club/backups):
// the rotation policy as a pure function on synthetic dates, the names, the
// folders, what a listing reads from each file, and restore (a round trip,
// and the refusals that leave the club as it was). Every time is injected.

#include "clubtest.h"
#include "kept.h"

#include "club/backups.h"
#include "store/backups.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>
#include <QUuid>

#include <functional>

using namespace palmares;
using namespace palmares::test;
using store::BackupReason;
using store::BackupStamp;
using store::RotationPolicy;
namespace backups = store::backups;

namespace {

/// 2026-06-30 12:00 UTC, a Tuesday: the "now" of the rotation cases.
QDateTime now()
{
    return QDateTime(QDate(2026, 6, 30), QTime(12, 0), QTimeZone::utc());
}

QByteArray sha256(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()
                                       : QByteArray("missing");
}

/// Runs one statement on a file behind the club's back.
bool execOn(const QString& path, const QString& sql)
{
    const QString name = QUuid::createUuid().toString();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open() && QSqlQuery(db).exec(sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QStringList filesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

/// A club with two games and a few results, built through core/club.
std::unique_ptr<Club> sampleClub(const ScratchClub& scratch)
{
    Status status;
    auto c = newClub(scratch, status);
    if (!c) {
        qWarning("%s", qPrintable(status.toString()));
        return nullptr;
    }
    const bool ok = c->catalogue().addGame(QStringLiteral("Chess"), rating::System::EloProvisional).ok() &&
                    c->catalogue().addGame(QStringLiteral("Tarot"), rating::System::Niveau).ok() &&
                    c->roster().addPlayer(QStringLiteral("Ann")).ok() &&
                    c->roster().addPlayer(QStringLiteral("Bob")).ok() &&
                    c->roster().addPlayer(QStringLiteral("Cid")).ok();
    if (!ok) {
        return nullptr;
    }
    for (const auto& d :
         {duel(QStringLiteral("m1"), QStringLiteral("Chess"), when(2026, 5, 2, 20), u8("Ann"), u8("Bob")),
          duel(QStringLiteral("m2"), QStringLiteral("Chess"), when(2026, 5, 9, 20), u8("Cid"), u8("Ann")),
          duel(QStringLiteral("m3"), QStringLiteral("Chess"), when(2026, 6, 1, 21), u8("Bob"), u8("Cid"))}) {
        if (const auto recorded = c->resultBook().recordMatch(d); !recorded) {
            qWarning("%s", qPrintable(recorded.status().toString()));
            return nullptr;
        }
    }
    return c;
}

} // namespace

class TestBackups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void rotation_data();
    void rotation();
    void rotationKeepsUndated();
    void rotationOfAYear();

    void names_data();
    void names();
    void folders();

    void writeListSummary();
    void rotateOnDisk();
    void rotationCapsTheFolder();
    void unchangedClubNotCopiedAgain();
    void aSnapshotCopiesTheClubAsItBegan();
    void aCancelledCopyLeavesNothing();
    void contentsSeeTheLatestResultOfEveryGame();
    void autoBackupSkipsPostgresql_data();
    void autoBackupSkipsPostgresql();

    void restoreRoundTrip();
    void restoreRefuses_data();
    void restoreRefuses();
    void restoreOverADamagedClub();
};

void TestBackups::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// ------------------------------------------------------------- rotation

void TestBackups::rotation_data()
{
    // Ages in hours before now() (negative: after it), the reasons (default
    // "open"), the policy, and the indexes that go.
    QTest::addColumn<QList<int>>("ages");
    QTest::addColumn<QStringList>("reasons");
    QTest::addColumn<QList<int>>("policy"); // recentHours, daily, weekly, monthly, safety[, recent (default: all)]
    QTest::addColumn<QList<int>>("gone");

    const QList<int> standard{24, 12, 10, 9, 3};
    const QList<int> none{0, 0, 0, 0, 0};
    QTest::newRow("no backup") << QList<int>{} << QStringList{} << standard << QList<int>{};
    QTest::newRow("one old backup, nothing else kept it") << QList<int>{5000} << QStringList{} << none << QList<int>{};
    QTest::newRow("the newest stays whatever the policy")
        << QList<int>{300, 200, 100} << QStringList{} << none << QList<int>{0, 1};
    // Every half hour for a day: all within the recent window.
    QList<int> halfHours;
    for (int i = 0; i < 24; ++i) {
        halfHours << i;
    }
    QTest::newRow("the last day is kept whole") << halfHours << QStringList{} << standard << QList<int>{};
    // The same with the standard 8 recent: now() is June 30, 12:00, so ages
    // 0–12 are June 30 and 13–23 June 29; the newest of June 29 stays (daily).
    QList<int> goneOfTheDay;
    for (int i = 8; i < 24; ++i) {
        if (i != 13) {
            goneOfTheDay << i;
        }
    }
    QTest::newRow("of the last day, the newest 8 and the newest of each day")
        << halfHours << QStringList{} << QList<int>{24, 12, 10, 9, 3, 8} << goneOfTheDay;
    // Hours 30, 31, 32 are one day (the 29th, 04:00–06:00 UTC): its newest stays.
    QTest::newRow("one per older day: the newest of the day")
        << QList<int>{1, 30, 31, 32} << QStringList{} << QList<int>{24, 12, 0, 0, 0} << QList<int>{2, 3};
    // One backup a day at noon for 15 days, 12 daily: the 3 oldest go.
    QList<int> days15;
    for (int d = 1; d <= 15; ++d) {
        days15 << d * 24;
    }
    QTest::newRow("12 days that have a backup")
        << days15 << QStringList{} << QList<int>{0, 12, 0, 0, 0} << QList<int>{12, 13, 14};
    // Days without a backup do not count: 12 backups spread over 60 days stay.
    QList<int> sparse;
    for (int d = 1; d <= 12; ++d) {
        sparse << d * 5 * 24;
    }
    QTest::newRow("days without a backup are not counted")
        << sparse << QStringList{} << QList<int>{0, 12, 0, 0, 0} << QList<int>{};
    // Daily for 21 days (June 9 … June 29), weekly only, 2 weeks: the newest
    // of the ISO week of June 29 (Monday 29th) and of the week of June 22–28.
    QList<int> days21;
    for (int d = 1; d <= 21; ++d) {
        days21 << d * 24;
    }
    QList<int> goneWeekly;
    for (int i = 0; i < 21; ++i) {
        if (i != 0 && i != 1) { // index 0 = June 29, index 1 = June 28 (Sunday)
            goneWeekly << i;
        }
    }
    QTest::newRow("weekly: the newest of each ISO week")
        << days21 << QStringList{} << QList<int>{0, 0, 2, 0, 0} << goneWeekly;
    // Monthly: June 29, May 31, May 1, April 30 → June and May kept (2 months).
    QTest::newRow("monthly: the newest of each month")
        << QList<int>{24, 30 * 24, 60 * 24, 61 * 24} << QStringList{} << QList<int>{0, 0, 0, 2, 0} << QList<int>{2, 3};
    QTest::newRow("a backup from the future is recent")
        << QList<int>{-48, -24, 1000} << QStringList{} << QList<int>{24, 0, 0, 0, 0} << QList<int>{2};
    QTest::newRow("backups before a migration kept by their own rule")
        << QList<int>{100, 200, 300, 400, 500, 600}
        << QStringList{u8("open"), u8("migration"), u8("migration"), u8("migration"), u8("migration"), u8("open")}
        << QList<int>{0, 0, 0, 0, 3} << QList<int>{4, 5};
    QTest::newRow("and before a restore")
        << QList<int>{100, 200, 300, 400}
        << QStringList{u8("open"), u8("before-restore"), u8("before-restore"), u8("periodic")}
        << QList<int>{0, 0, 0, 0, 1} << QList<int>{2, 3};
    QTest::newRow("the same backups kept by several rules are kept once")
        << QList<int>{1, 24, 48} << QStringList{} << standard << QList<int>{};
}

void TestBackups::rotation()
{
    QFETCH(QList<int>, ages);
    QFETCH(QStringList, reasons);
    QFETCH(QList<int>, policy);
    QFETCH(QList<int>, gone);
    QList<BackupStamp> stamps;
    for (int i = 0; i < ages.size(); ++i) {
        stamps << BackupStamp{now().addSecs(-qint64(ages[i]) * 3600), reasons.value(i, QStringLiteral("open"))};
    }
    RotationPolicy p{policy[0], policy[1], policy[2], policy[3], policy[4]};
    p.recent = policy.value(5, 100000);
    QCOMPARE(backups::expired(stamps, now(), p), gone);
    // The order of the input does not matter: reversed, the same files go.
    QList<BackupStamp> reversed(stamps.crbegin(), stamps.crend());
    QList<int> goneReversed;
    for (int i : backups::expired(reversed, now(), p)) {
        goneReversed << static_cast<int>(stamps.size()) - 1 - i;
    }
    std::sort(goneReversed.begin(), goneReversed.end());
    QCOMPARE(goneReversed, gone);
}

void TestBackups::rotationKeepsUndated()
{
    // A file the policy cannot date is never deleted, even with nothing kept.
    const QList<BackupStamp> stamps{{now().addDays(-400), QStringLiteral("open")},
                                    {QDateTime(), QString()},
                                    {now().addDays(-300), QStringLiteral("open")},
                                    {QDateTime(), QStringLiteral("open")}};
    QCOMPARE(backups::expired(stamps, now(), RotationPolicy{0, 0, 0, 0, 0}), QList<int>{0});
    QCOMPARE(backups::expired({{QDateTime(), QString()}}, now(), RotationPolicy{0, 0, 0, 0, 0}), QList<int>{});
}

void TestBackups::rotationOfAYear()
{
    // A backup every 30 minutes for a year with the standard policy: the
    // newest 8 of the last day, then the newest of each day, week and month.
    // Worked out by hand for now() = Tue 2026-06-30 12:00:
    //  - the last 24 h: its newest 8 (June 30, 12:00 … 08:30);
    //  - daily, 12 days: June 30 (already kept), June 29 at 23:30, June 28 …
    //    June 19 at 23:30 → 11 more;
    //  - weekly, 10 ISO weeks: weeks 27 (June 29–30), 26 (its Sunday June 28)
    //    and 25 (June 21) are already kept; weeks 24 … 18 → 7 more, the
    //    Sundays June 14 … May 3;
    //  - monthly, 9 months: June (kept), May (May 31, a Sunday, kept), April
    //    30, March 31, February 28, January 31, December 31, November 30,
    //    October 31 → 7 more.
    QList<BackupStamp> stamps;
    for (int i = 0; i < 365 * 48; ++i) {
        stamps << BackupStamp{now().addSecs(-qint64(i) * 1800), QStringLiteral("periodic")};
    }
    const QList<int> gone = backups::expired(stamps, now());
    const qsizetype kept = stamps.size() - gone.size();
    QCOMPARE(kept, qsizetype(8 + 11 + 7 + 7));
    // The oldest kept is the newest of October 2025: October 31, 23:30 UTC.
    QList<int> keptIndexes;
    for (int i = 0; i < stamps.size(); ++i) {
        if (!std::binary_search(gone.cbegin(), gone.cend(), i)) {
            keptIndexes << i;
        }
    }
    QCOMPARE(stamps[keptIndexes.last()].when, QDateTime(QDate(2025, 10, 31), QTime(23, 30), QTimeZone::utc()));
}

// ---------------------------------------------------------------- names

void TestBackups::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QDateTime>("when");
    QTest::addColumn<QString>("reason");
    const QDateTime t(QDate(2026, 11, 30), QTime(8, 35, 45), QTimeZone::utc());
    QTest::newRow("open") << u8("club-20261130T083545Z-open.palmares") << t << u8("open");
    QTest::newRow("a reason with a dash")
        << u8("club-20261130T083545Z-before-restore.palmares") << t << u8("before-restore");
    QTest::newRow("a club named with dashes and digits")
        << u8("club-2024-v2-20261130T083545Z-import.palmares") << t << u8("import");
    QTest::newRow("not a backup name") << u8("club.palmares") << QDateTime() << QString();
    QTest::newRow("a month 13") << u8("club-20261330T083545Z-open.palmares") << QDateTime() << QString();
    QTest::newRow("no Z") << u8("club-20261130T083545-open.palmares") << QDateTime() << QString();
    QTest::newRow("another suffix") << u8("club-20261130T083545Z-open.palmares.part") << QDateTime() << QString();
}

void TestBackups::names()
{
    QFETCH(QString, name);
    QFETCH(QDateTime, when);
    QFETCH(QString, reason);
    const BackupStamp stamp = backups::parseName(name);
    QCOMPARE(stamp.when.isValid(), when.isValid());
    if (when.isValid()) {
        QCOMPARE(stamp.when, when);
        QCOMPARE(stamp.when.timeSpec(), Qt::UTC);
        QCOMPARE(stamp.reason, reason);
        // And back: the name made from the stamp (for the same club) is the same.
        const QString club = name.left(name.indexOf(QStringLiteral("-2026"))) + QStringLiteral(".palmares");
        QCOMPARE(backups::fileName(QStringLiteral("/somewhere/") + club, stamp.when, stamp.reason), name);
    }
}

void TestBackups::folders()
{
    QTemporaryDir dir;
    const QString club = dir.filePath(QStringLiteral("my club.palmares"));
    QCOMPARE(backups::besideFolder(club), dir.path() + QStringLiteral("/my club.palmares.backups"));
    Kept e;
    QCOMPARE(optional(e(backups::folderFor(club))), backups::besideFolder(club));
    QVERIFY(QFileInfo(backups::besideFolder(club)).isDir());

    // Two clubs of the same name in two folders have two user folders.
    QTemporaryDir other;
    const QString twin = other.filePath(QStringLiteral("my club.palmares"));
    QVERIFY(backups::userFolder(club) != backups::userFolder(twin));
    QVERIFY2(backups::userFolder(club).contains(QStringLiteral("/Palmares/backups/my club-")),
             qPrintable(backups::userFolder(club)));

    // A file where the folder beside the club would be: the user folder.
    QFile blocker(backups::besideFolder(twin));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QCOMPARE(optional(e(backups::folderFor(twin))), backups::userFolder(twin));
    QVERIFY(e.message.isEmpty());
    QVERIFY(QDir(backups::userFolder(twin)).removeRecursively());
}

// ------------------------------------------------- writing and listing

void TestBackups::writeListSummary()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QDateTime t(QDate(2026, 7, 1), QTime(9, 15, 30), QTimeZone::utc());
    const club::AutoBackup b = c->backups().take(BackupReason::Open, t);
    QVERIFY2(b.ok() && !b.skipped, qPrintable(b.warning));
    const QString folder = scratch.location() + QStringLiteral(".backups");
    const QString expected = folder + QLatin1Char('/') + QFileInfo(scratch.location()).completeBaseName() +
                             QStringLiteral("-20260701T091530Z-open.palmares");
    QCOMPARE(b.path, expected);
    // Only the finished file: no .part, no journal beside it.
    QCOMPARE(filesIn(folder), QStringList{QFileInfo(expected).fileName()});

    // A second backup in the same second gets the next second, not the same
    // name (an import's: one when opening would find the club unchanged).
    QVERIFY(
        c->backups().take(BackupReason::Import, t).path.endsWith(QStringLiteral("-20260701T091530Z-import.palmares")));
    const club::AutoBackup again = c->backups().take(BackupReason::Import, t);
    QVERIFY(again.ok());
    QVERIFY2(again.path.endsWith(QStringLiteral("-20260701T091531Z-import.palmares")), qPrintable(again.path));

    // A change, then a backup for an import: the listing reads each file.
    QVERIFY(c->resultBook()
                .recordMatch(
                    duel(QStringLiteral("m4"), QStringLiteral("Chess"), when(2026, 6, 20, 20), u8("Ann"), u8("Cid")))
                .ok());
    QVERIFY(c->backups().take(BackupReason::Import, t.addSecs(3600)).ok());
    QVERIFY(QFile(folder + QStringLiteral("/notes.palmares")).open(QIODevice::WriteOnly)); // not a backup

    const QList<store::BackupInfo> list = backups::list(scratch.location());
    QCOMPARE(list.size(), 5);
    QCOMPARE(list[0].reason, QStringLiteral("import"));
    QCOMPARE(list[0].when, t.addSecs(3600));
    QVERIFY(list[0].contents);
    QCOMPARE(list[0].contents->club, QStringLiteral("Test club"));
    QCOMPARE(list[0].contents->players, 3);
    QCOMPARE(list[0].contents->games, 2);
    QCOMPARE(list[0].contents->matches, 4);
    QCOMPARE(list[0].contents->lastPlayed, QStringLiteral("2026-06-20T20:00:00"));
    QCOMPARE(list[0].contents->schema, store::Database::latestSchemaVersion());
    QCOMPARE(list[0].size, QFileInfo(list[0].path).size());
    QCOMPARE(list[1].when, t.addSecs(1));
    QCOMPARE(list[1].contents->matches, 3);
    QCOMPARE(list[1].contents->lastPlayed, QStringLiteral("2026-06-01T21:00:00"));
    QCOMPARE(list[2].when, t);
    QCOMPARE(list[3].when, t);
    // The file without a backup's name comes last, unread as a club.
    QCOMPARE(list[4].fileName, QStringLiteral("notes.palmares"));
    QVERIFY(!list[4].when.isValid());
    QVERIFY(!list[4].contents);
    QVERIFY2(list[4].problem.contains(QStringLiteral("not a Palmarès club file")), qPrintable(list[4].problem));
    QCOMPARE(club::Backups::summary(*list[0].contents),
             QStringLiteral("3 players, 2 games, 4 results, the last on 2026-06-20"));
    // Listing wrote nothing beside the backups (read-only, immutable).
    QCOMPARE(filesIn(folder).size(), 5);
}

void TestBackups::rotateOnDisk()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    // One backup a day at noon for 20 days, then the rotation of the last
    // one with 12 daily and nothing else: the 8 oldest go, in one folder.
    const QDateTime start(QDate(2026, 6, 1), QTime(12, 0), QTimeZone::utc());
    RotationPolicy keepAll{100000, 0, 0, 0, 0};
    keepAll.recent = 100000;
    keepAll.sizeFactor = 100000;
    for (int d = 0; d < 19; ++d) { // (an import's backup is written even when nothing changed)
        QVERIFY(c->backups().take(BackupReason::Import, start.addDays(d), keepAll).ok());
    }
    const QString folder = scratch.location() + QStringLiteral(".backups");
    QCOMPARE(filesIn(folder).size(), 19);
    QVERIFY(QFile(folder + QStringLiteral("/keep me.palmares")).open(QIODevice::WriteOnly));
    RotationPolicy twelveDays{0, 12, 0, 0, 0};
    twelveDays.sizeFactor = 100000; // the size cap has a test of its own
    const club::AutoBackup last = c->backups().take(BackupReason::Import, start.addDays(19), twelveDays);
    QVERIFY2(last.ok(), qPrintable(last.warning));
    const QStringList left = filesIn(folder);
    QCOMPARE(left.size(), 12 + 1);
    QVERIFY(left.contains(QStringLiteral("keep me.palmares")));
    QVERIFY(left.contains(QFileInfo(last.path).fileName()));
    const QString base = QFileInfo(scratch.location()).completeBaseName();
    QVERIFY(!left.contains(base + QStringLiteral("-20260608T120000Z-import.palmares")));
    QVERIFY(left.contains(base + QStringLiteral("-20260609T120000Z-import.palmares")));
}

void TestBackups::rotationCapsTheFolder()
{
    // Ten imports in an hour, every one kept by the rules (recent without a
    // limit) but the folder capped at 3 times the club: the oldest go, the
    // newest and the migration backup stay (issue 39).
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QDateTime start(QDate(2026, 6, 1), QTime(12, 0), QTimeZone::utc());
    QVERIFY(c->backups().take(BackupReason::Migration, start.addSecs(-60)).ok());
    RotationPolicy capped;
    capped.recent = 1000;
    capped.sizeFactor = 3;
    QString newest;
    for (int i = 0; i < 10; ++i) {
        const club::AutoBackup b = c->backups().take(BackupReason::Import, start.addSecs(i * 300), capped);
        QVERIFY2(b.ok(), qPrintable(b.warning));
        newest = b.path;
    }
    const QString club = scratch.location();
    const qint64 clubSize = QFileInfo(club).size() + QFileInfo(club + QStringLiteral("-wal")).size();
    const QList<club::BackupInfo> kept = store::backups::list(club, false);
    qint64 total = 0;
    qint64 safety = 0;
    for (const club::BackupInfo& b : kept) {
        total += b.size;
        safety += b.reason == QLatin1String("migration") ? b.size : 0;
    }
    QVERIFY2(total - safety <= 3 * clubSize, qPrintable(QStringLiteral("%1 > 3 × %2").arg(total).arg(clubSize)));
    QVERIFY(kept.size() < 11);
    QCOMPARE(kept.first().path, newest);
    QCOMPARE(std::count_if(kept.cbegin(), kept.cend(),
                           [](const club::BackupInfo& b) { return b.reason == u8("migration"); }),
             1);
    // Without the cap, the ten stay.
    RotationPolicy uncapped = capped;
    uncapped.sizeFactor = 1000;
    for (int i = 10; i < 20; ++i) {
        QVERIFY(c->backups().take(BackupReason::Import, start.addSecs(i * 300), uncapped).ok());
    }
    QCOMPARE(store::backups::list(club, false).size(), kept.size() + 10);
}

void TestBackups::unchangedClubNotCopiedAgain()
{
    // Issue 20, item 4: every opening of a large club wrote another full
    // copy of it, changed or not.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QString folder = scratch.location() + QStringLiteral(".backups");
    const QDateTime t(QDate(2026, 7, 1), QTime(9, 0), QTimeZone::utc());
    const club::AutoBackup first = c->backups().take(BackupReason::Open, t);
    QVERIFY2(first.ok() && !first.path.isEmpty(), qPrintable(first.warning));
    // Opened again, and periodically, with nothing written since: no copy.
    for (const BackupReason reason : {BackupReason::Open, BackupReason::Periodic}) {
        const club::AutoBackup same = c->backups().take(reason, t.addSecs(60));
        QVERIFY(same.ok());
        QCOMPARE(same.path, QString());
        QCOMPARE(same.unchanged, first.path);
    }
    QCOMPARE(filesIn(folder).size(), 1);
    // Any write makes the next one a copy again: a result, a player set
    // inactive (the one write that had no audit entry), a rename.
    const QList<std::function<club::Status()>> writes = {
        [&] {
            return c->resultBook()
                .recordMatch(
                    duel(QStringLiteral("m9"), QStringLiteral("Chess"), when(2026, 6, 21, 20), u8("Ann"), u8("Cid")))
                .status();
        },
        [&] { return c->roster().setActive(u8("Ann"), false); },
        [&] { return c->roster().renamePlayer(u8("Cid"), u8("Cédric")); },
    };
    int minutes = 2;
    for (const auto& write : writes) {
        PALMARES_OK(write());
        const club::AutoBackup changed = c->backups().take(BackupReason::Open, t.addSecs(60 * minutes++));
        QVERIFY2(changed.ok() && !changed.path.isEmpty(), qPrintable(changed.warning));
        QCOMPARE(changed.unchanged, QString());
        const club::AutoBackup then = c->backups().take(BackupReason::Open, t.addSecs(60 * minutes++));
        QCOMPARE(then.unchanged, changed.path);
    }
    QCOMPARE(filesIn(folder).size(), 1 + writes.size());
    // An import's backup is written whatever.
    const club::AutoBackup import = c->backups().take(BackupReason::Import, t.addSecs(3600));
    QVERIFY(!import.path.isEmpty());
}

void TestBackups::aSnapshotCopiesTheClubAsItBegan()
{
    // The backup made on opening is copied on a connection of its own while
    // the window saves on another: the copy, and the comparison with the
    // newest backup before it, must hold the club as it was when the backup
    // began, and the saves must not wait for it.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    Kept e;
    auto side = e(store::Database::open(scratch.location(), store::Database::OpenMode::Existing));
    QVERIFY2(side, qPrintable(e.message));
    const QDateTime t(QDate(2026, 7, 1), QTime(9, 0), QTimeZone::utc());
    QString copy;
    {
        const backups::Snapshot snapshot(*side);
        QVERIFY(snapshot.held());
        // The window saves meanwhile, and is not held up.
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Dan")));
        const auto seen = e(backups::contentsOf(*side));
        QVERIFY2(seen, qPrintable(e.message));
        QCOMPARE(seen->players, 3);
        const auto written = e(backups::write(*side, BackupReason::Open, t));
        QVERIFY2(written, qPrintable(e.message));
        copy = *written;
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Eve")));
    }
    const auto held = e(backups::inspect(copy, true));
    QVERIFY2(held, qPrintable(e.message));
    QCOMPARE(held->players, 3);
    // Once it ends, the connection sees the club as it is.
    const auto now = e(backups::contentsOf(*side));
    QVERIFY2(now, qPrintable(e.message));
    QCOMPARE(now->players, 5);
    // Inside a transaction of the connection's own, there is nothing to hold.
    QVERIFY2(e(side->begin()), qPrintable(e.message));
    QVERIFY(!backups::Snapshot(*side).held());
    side->rollback();
}

void TestBackups::aCancelledCopyLeavesNothing()
{
    // The window copies an import's backup with a progress bar and Cancel
    // (Session::backUp): the copy reports its pages, and a cancel leaves no
    // file, not even the part written.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QString folder = scratch.location() + QStringLiteral(".backups");
    const QDateTime t(QDate(2026, 7, 1), QTime(9, 0), QTimeZone::utc());
    Kept e;
    auto side = e(store::Database::open(scratch.location(), store::Database::OpenMode::Existing));
    QVERIFY2(side, qPrintable(e.message));

    QList<std::pair<qint64, qint64>> heard;
    const auto written = e(backups::write(*side, BackupReason::Import, t, [&](qint64 done, qint64 total) {
        heard.append({done, total});
        return true;
    }));
    QVERIFY2(written, qPrintable(e.message));
    QVERIFY(!heard.isEmpty());
    QVERIFY(heard.last().second > 0);
    QCOMPARE(heard.last().first, heard.last().second); // the last step: every page copied
    QCOMPARE(filesIn(folder), QStringList{QFileInfo(*written).fileName()});

    const auto stopped =
        e(backups::write(*side, BackupReason::Import, t.addSecs(60), [](qint64, qint64) { return false; }));
    QVERIFY(!stopped);
    QVERIFY2(e.message.contains(QStringLiteral("cancelled")), qPrintable(e.message));
    QCOMPARE(filesIn(folder).size(), 1);

    // Through the club's progress, as the window's worker sets it: a cancel
    // is no failure to report, and nothing is written.
    c->setProgress([](qint64, qint64) { return false; });
    const club::AutoBackup cancelled = c->backups().take(BackupReason::Import, t.addSecs(120));
    QVERIFY(cancelled.cancelled);
    QVERIFY(cancelled.ok());
    QCOMPARE(cancelled.path, QString());
    QCOMPARE(filesIn(folder).size(), 1);
    c->setProgress([](qint64, qint64) { return true; });
    const club::AutoBackup taken = c->backups().take(BackupReason::Import, t.addSecs(180));
    QVERIFY2(taken.ok() && !taken.path.isEmpty(), qPrintable(taken.warning));
    QVERIFY(!taken.cancelled);
    QCOMPARE(filesIn(folder).size(), 2);
}

void TestBackups::contentsSeeTheLatestResultOfEveryGame()
{
    // The summary's latest result is each game's latest, the latest of
    // them (read from the end of each game's part of the replay index, not
    // by a scan of every match): whichever game holds it.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), rating::System::Fermi));
    Kept e;
    auto side = e(store::Database::open(scratch.location(), store::Database::OpenMode::Existing));
    QVERIFY2(side, qPrintable(e.message));
    const QDateTime t(QDate(2026, 7, 1), QTime(9, 0), QTimeZone::utc());
    int minutes = 0;
    const auto latest = [&] {
        const auto club = e(backups::contentsOf(*side));
        const auto written = e(backups::write(*side, BackupReason::Import, t.addSecs(60 * ++minutes)));
        if (!written) {
            return QStringLiteral("differ");
        }
        const auto backup = e(backups::inspect(*written, false));
        return club && backup && club->lastPlayed == backup->lastPlayed ? club->lastPlayed : QStringLiteral("differ");
    };
    QCOMPARE(latest(), QStringLiteral("2026-06-01T21:00:00")); // chess's m3
    PALMARES_OK(c->resultBook()
                    .recordMatch(duel(QStringLiteral("s1"), QStringLiteral("Scrabble"), when(2026, 6, 15, 18),
                                      u8("Ann"), u8("Bob")))
                    .status());
    QCOMPARE(latest(), QStringLiteral("2026-06-15T18:00:00")); // the game added last
    PALMARES_OK(c->resultBook()
                    .recordMatch(duel(QStringLiteral("s2"), QStringLiteral("Scrabble"), when(2026, 5, 1, 18), u8("Cid"),
                                      u8("Bob")))
                    .status());
    QCOMPARE(latest(), QStringLiteral("2026-06-15T18:00:00")); // an earlier one changes nothing
    PALMARES_OK(c->resultBook()
                    .recordMatch(duel(QStringLiteral("m5"), QStringLiteral("Chess"), when(2026, 6, 30, 20), u8("Bob"),
                                      u8("Ann")))
                    .status());
    QCOMPARE(latest(), QStringLiteral("2026-06-30T20:00:00")); // the first game again
}

void TestBackups::autoBackupSkipsPostgresql_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& b : backends()) {
        QTest::newRow(qPrintable(b)) << b;
    }
}

void TestBackups::autoBackupSkipsPostgresql()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const club::AutoBackup b = c->backups().take(BackupReason::Open, now());
    QVERIFY2(b.ok(), qPrintable(b.warning));
    QCOMPARE(b.skipped, scratch.isPostgresql());
    QCOMPARE(b.path.isEmpty(), scratch.isPostgresql());
    if (scratch.isPostgresql()) {
        Kept e;
        QVERIFY(!e(backups::restore(scratch.location(), QStringLiteral("/nonexistent.palmares"), now(), nullptr)));
        QVERIFY2(e.message.contains(QStringLiteral("pg_dump")) || e.message.contains(QStringLiteral("pg_restore")),
                 qPrintable(e.message));
    }
}

// ---------------------------------------------------------------- restore

void TestBackups::restoreRoundTrip()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QStringList standingsBefore = fullStandings(*c, QStringLiteral("Chess"));
    const club::AutoBackup b = c->backups().take(BackupReason::Open, now());
    QVERIFY(b.ok());

    // Changes after the backup: a result, a player renamed, a result deleted.
    QVERIFY(
        c->resultBook()
            .recordMatch(duel(QStringLiteral("m9"), QStringLiteral("Chess"), when(2026, 6, 25), u8("Cid"), u8("Bob")))
            .ok());
    QVERIFY(c->roster().renamePlayer(QStringLiteral("Ann"), QStringLiteral("Anne")).ok());
    QVERIFY(c->resultBook().deleteMatch(QStringLiteral("m1")).ok());
    const QStringList standingsChanged = fullStandings(*c, QStringLiteral("Chess"));
    QVERIFY(standingsChanged != standingsBefore);
    c.reset(); // the club is closed while it is replaced

    QString saved;
    Kept e;
    QVERIFY2(e(backups::restore(scratch.location(), b.path, now().addSecs(60), &saved)), qPrintable(e.message));
    QVERIFY2(saved.endsWith(QStringLiteral("-20260630T120100Z-before-restore.palmares")), qPrintable(saved));

    auto reopened = Club::open(scratch.location(), club::OpenMode::Existing);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    c = std::move(*reopened);
    QCOMPARE(fullStandings(*c, QStringLiteral("Chess")), standingsBefore);
    const auto check = c->maintenance().check();
    QVERIFY(check);
    QVERIFY2(check->ok(), qPrintable(check->integrity.join(u' ') + check->differences.join(u' ')));
    c.reset();

    // The club as it was before the restore is a backup like the others.
    QVERIFY2(e(backups::restore(scratch.location(), saved, now().addSecs(120), nullptr)), qPrintable(e.message));
    auto restored = Club::open(scratch.location(), club::OpenMode::Existing);
    QVERIFY(restored);
    c = std::move(*restored);
    QCOMPARE(fullStandings(*c, QStringLiteral("Chess")), standingsChanged);
}

void TestBackups::restoreRefuses_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("named");
    QTest::newRow("cut short") << u8("cut") << u8("is damaged");
    QTest::newRow("pages overwritten") << u8("scribble") << u8("is damaged");
    QTest::newRow("empty file") << u8("empty") << u8("not a Palmarès club file");
    QTest::newRow("a text file") << u8("text") << u8("not a Palmarès club file");
    QTest::newRow("another application") << u8("foreign") << u8("another application");
    QTest::newRow("a newer Palmarès") << u8("newer") << u8("newer Palmarès");
    QTest::newRow("no such file") << u8("missing") << u8("cannot read the backup");
}

void TestBackups::restoreRefuses()
{
    QFETCH(QString, damage);
    QFETCH(QString, named);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const club::AutoBackup b = c->backups().take(BackupReason::Open, now());
    QVERIFY(b.ok());
    const QString backup = scratch.folder() + QStringLiteral("/damaged.palmares");
    QVERIFY(QFile::copy(b.path, backup));
    QFile f(backup);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray bytes = f.readAll();
    if (damage == u8("cut")) {
        bytes.truncate(bytes.size() / 2);
    } else if (damage == u8("scribble")) {
        for (qsizetype i = 4096; i < bytes.size(); i += 61) {
            bytes[i] = static_cast<char>(0xa5);
        }
    } else if (damage == u8("empty")) {
        bytes.clear();
    } else if (damage == u8("text")) {
        bytes = "match,date,game\n";
    }
    QVERIFY(f.resize(0) && f.seek(0) && f.write(bytes) == bytes.size());
    f.close();
    if (damage == u8("foreign")) {
        QVERIFY(execOn(backup, QStringLiteral("PRAGMA application_id = 7")));
    } else if (damage == u8("newer")) {
        QVERIFY(execOn(backup, QStringLiteral("PRAGMA user_version = 99")));
    } else if (damage == u8("missing")) {
        QVERIFY(QFile::remove(backup));
    }
    c.reset();
    const QByteArray clubBefore = sha256(scratch.location());
    const QStringList folderBefore = filesIn(b.path.section(QLatin1Char('/'), 0, -2));

    Kept e;
    QString saved = QStringLiteral("unset");
    QVERIFY(!e(backups::restore(scratch.location(), backup, now(), &saved)));
    QVERIFY2(e.message.contains(named), qPrintable(e.message));
    QVERIFY2(e.message.endsWith(QStringLiteral("the club was left untouched")), qPrintable(e.message));
    QCOMPARE(sha256(scratch.location()), clubBefore);
    QCOMPARE(filesIn(b.path.section(QLatin1Char('/'), 0, -2)), folderBefore); // not even a before-restore copy
}

void TestBackups::restoreOverADamagedClub()
{
    // The club file itself is what broke: restore is the way back.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto c = sampleClub(scratch);
    QVERIFY(c);
    const QStringList standingsBefore = fullStandings(*c, QStringLiteral("Chess"));
    const club::AutoBackup b = c->backups().take(BackupReason::Open, now());
    QVERIFY(b.ok());
    c.reset();
    QFile f(scratch.location());
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QVERIFY(f.write(QByteArray(8192, 'x')) == 8192);
    f.close();
    QVERIFY(!Club::open(scratch.location(), club::OpenMode::Existing).ok());

    QString saved;
    Kept e;
    QVERIFY2(e(backups::restore(scratch.location(), b.path, now().addSecs(5), &saved)), qPrintable(e.message));
    // The damaged file is kept as it was, in case something can be read from it.
    QCOMPARE(QFileInfo(saved).size(), 8192);
    auto reopened = Club::open(scratch.location(), club::OpenMode::Existing);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    c = std::move(*reopened);
    QCOMPARE(fullStandings(*c, QStringLiteral("Chess")), standingsBefore);
}

QTEST_GUILESS_MAIN(TestBackups)
#include "tst_backups.moc"

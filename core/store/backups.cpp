#include "backups.h"

#include "pgurl.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>

#include <sqlite3.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace palmares::store::backups {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::Backups)
};

constexpr QLatin1String Suffix(".palmares");
constexpr int PagesPerStep = 1024; ///< of a backup's copy: 16 MB of a club of 16 KiB pages

/// The named statements of resources/sql/sqlite/backup.sql.
const QHash<QString, QString>& statements()
{
    static const QHash<QString, QString> named = [] {
        QHash<QString, QString> into;
        QFile f(QStringLiteral(":/sql/sqlite/backup.sql"));
        if (f.open(QIODevice::ReadOnly)) {
            Database::parseNamedStatements(QString::fromUtf8(f.readAll()), into);
        }
        return into;
    }();
    return named;
}

/// One sqlite3 connection, closed when it goes.
class Connection
{
public:
    Connection() = default;
    ~Connection() { sqlite3_close(m_db); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    Connection(Connection&&) = delete;
    Connection& operator=(Connection&&) = delete;

    /// Read-only and immutable: nothing is written, not even a -shm file.
    bool openImmutable(const QString& path)
    {
        const QByteArray uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toEncoded() + "?immutable=1";
        return sqlite3_open_v2(uri.constData(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) == SQLITE_OK;
    }
    bool open(const QString& path, int flags)
    {
        const QByteArray name = QFile::encodeName(path);
        if (sqlite3_open_v2(name.constData(), &m_db, flags, nullptr) != SQLITE_OK) {
            return false;
        }
        sqlite3_busy_timeout(m_db, 10000);
        return true;
    }
    [[nodiscard]] sqlite3* handle() const { return m_db; }
    [[nodiscard]] QString message() const
    {
        return m_db != nullptr ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
    }

    /// The first row of the named statement, as text; nullopt on an error.
    std::optional<QStringList> row(const QString& name, QString& problem)
    {
        sqlite3_stmt* st = nullptr;
        const QByteArray sql = statements().value(name).toUtf8();
        if (sqlite3_prepare_v2(m_db, sql.constData(), static_cast<int>(sql.size()), &st, nullptr) != SQLITE_OK) {
            problem = message();
            return std::nullopt;
        }
        QStringList values;
        const int rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            for (int i = 0; i < sqlite3_column_count(st); ++i) {
                // SQLite hands UTF-8 text as unsigned char.
                // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
                const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, i));
                values << (text != nullptr ? QString::fromUtf8(text) : QString());
            }
        } else if (rc != SQLITE_DONE) {
            problem = message();
            sqlite3_finalize(st);
            return std::nullopt;
        }
        sqlite3_finalize(st);
        return values;
    }

private:
    sqlite3* m_db = nullptr;
};

/// A temporary name beside `path` that no other process or copy uses:
/// `.NAME.PID.RANDOM.part`, hidden, and never matched by a backup's pattern.
/// The process id tells the next copy whether its writer is still alive
/// (removeLeftovers).
QString temporaryBeside(const QString& path)
{
    const QFileInfo info(path);
    return info.absolutePath() + QStringLiteral("/.%1.%2.%3.part")
                                     .arg(info.fileName())
                                     .arg(QCoreApplication::applicationPid())
                                     .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
}

/// The temporary files of copies whose process is gone (killed during the
/// copy), and those of an older Palmarès (`NAME.part`, named without a
/// process) a day old: removed from `folder`. A copy under way in another
/// process is left alone.
void removeLeftovers(const QString& folder)
{
    static const QRegularExpression ours(QStringLiteral(R"(^\..+\.(\d+)\.[0-9a-f]+\.part(-journal|-wal|-shm)?$)"));
    static const QRegularExpression older(QStringLiteral(R"(\.palmares\.part(-journal|-wal|-shm)?$)"));
    const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
    const QDir dir(folder);
    for (const QFileInfo& f : dir.entryInfoList(QDir::Files | QDir::Hidden | QDir::System)) {
        const QRegularExpressionMatch m = ours.match(f.fileName());
        bool gone = false;
        if (m.hasMatch()) {
            const auto pid = static_cast<pid_t>(m.captured(1).toLongLong());
            gone = pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH;
        } else if (older.match(f.fileName()).hasMatch()) {
            gone = f.lastModified().toUTC() < dayAgo;
        }
        if (gone) {
            QFile::remove(f.absoluteFilePath());
        }
    }
}

Status copyInto(sqlite3* source, const QString& temporary, const QString& path, const Progress& progress);

/// Gives the complete copy `temporary` the name `path`. Without `replace`
/// the name is claimed atomically (link(2): it fails if the name exists, so
/// no file under it is ever replaced, and never by a partial one); with it,
/// rename(2) replaces the regular file there in one step. The temporary name
/// is gone once it has the name; on failure it stays, and `exists` says
/// whether the name was taken.
bool claim(const QString& temporary, const QString& path, bool replace, bool& exists)
{
    exists = false;
    const QByteArray from = QFile::encodeName(temporary);
    const QByteArray to = QFile::encodeName(path);
    if (replace) {
        return std::rename(from.constData(), to.constData()) == 0;
    }
    if (::link(from.constData(), to.constData()) != 0) {
        exists = errno == EEXIST;
        return false;
    }
    ::unlink(from.constData());
    return true;
}

/// A copy of `source` under the name `path` (copyInto, then claim): a new
/// name, or with `replace` an existing file replaced in one step.
Status copyTo(sqlite3* source, const QString& path, const Progress& progress = {}, bool replace = false)
{
    const QString temporary = temporaryBeside(path);
    if (Status s = copyInto(source, temporary, path, progress); !s.ok()) {
        return s;
    }
    bool exists = false;
    if (!claim(temporary, path, replace, exists)) {
        const int why = errno;
        QFile::remove(temporary);
        return Status::failure(
            exists ? Text::tr("%1 exists already: it was left as it was (--force replaces it)").arg(path)
                   : Text::tr("cannot write the backup %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(why))));
    }
    return {};
}

/// Copies the database of `source` into the temporary file `temporary` with
/// the online backup API, made standalone (no WAL). `progress`, when given,
/// hears of each step; false stops the copy. On failure nothing is left of
/// it and `error` says why (`path`: the name the copy was for).
Status copyInto(sqlite3* source, const QString& temporary, const QString& path, const Progress& progress)
{
    QString message;
    bool ok = false;
    bool cancelled = false;
    {
        Connection target;
        if (target.open(temporary, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXCLUSIVE)) {
            sqlite3_backup* b = sqlite3_backup_init(target.handle(), "main", source, "main");
            if (b != nullptr) {
                const int rc = stepThrough(b, progress, cancelled);
                sqlite3_backup_finish(b);
                ok = rc == SQLITE_DONE && !cancelled;
            }
            QString ignored;
            // A copy of a WAL club is itself in WAL mode: reading it would
            // need -wal and -shm files beside it. A backup stands alone.
            ok = ok && target.row(QStringLiteral("backupStandalone"), ignored).has_value();
        }
        message = target.message();
    }
    if (!ok) {
        for (const QString& suffix :
             {QString(), QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            QFile::remove(temporary + suffix);
        }
        return Status::failure(cancelled ? Text::tr("the backup to %1 was cancelled").arg(path)
                                         : Text::tr("the backup to %1 failed: %2").arg(path, message));
    }
    return {};
}

bool writableFolder(const QString& folder)
{
    if (!QDir().mkpath(folder)) {
        return false;
    }
    // Permissions alone do not tell (root, read-only mounts): try.
    QFile probe(folder + QStringLiteral("/.palmares-write-test"));
    if (!probe.open(QIODevice::WriteOnly)) {
        return false;
    }
    probe.close();
    probe.remove();
    return true;
}

/// A free name for a backup: one second later while the name is taken, so
/// that two backups of the same second keep their order and their names.
QString freePath(const QString& folder, const QString& club, QDateTime utc, const QString& reason)
{
    QString path = folder + QLatin1Char('/') + fileName(club, utc, reason);
    while (QFileInfo::exists(path)) {
        utc = utc.addSecs(1);
        path = folder + QLatin1Char('/') + fileName(club, utc, reason);
    }
    return path;
}

int isoWeekKey(const QDate& d)
{
    int year = 0;
    const int week = d.weekNumber(&year);
    return year * 100 + week;
}

} // namespace

QString reasonKey(BackupReason reason)
{
    switch (reason) {
    case BackupReason::Open:
        return QStringLiteral("open");
    case BackupReason::Periodic:
        return QStringLiteral("periodic");
    case BackupReason::Import:
        return QStringLiteral("import");
    case BackupReason::Migration:
        return QStringLiteral("migration");
    case BackupReason::BeforeRestore:
        return QStringLiteral("before-restore");
    }
    return QStringLiteral("backup");
}

QString besideFolder(const QString& club)
{
    const QFileInfo info(club);
    return info.absolutePath() + QLatin1Char('/') + info.fileName() + QStringLiteral(".backups");
}

QString userFolder(const QString& club)
{
    // Shared by the window and palmares-cli, whose application names differ.
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QFileInfo info(club);
    const QByteArray hash =
        QCryptographicHash::hash(info.absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex().left(10);
    return data + QStringLiteral("/Palmares/backups/") + info.completeBaseName() + QLatin1Char('-') +
           QString::fromLatin1(hash);
}

Expected<QString> folderFor(const QString& club)
{
    QString beside = besideFolder(club);
    if (writableFolder(beside)) {
        return beside;
    }
    QString user = userFolder(club);
    if (writableFolder(user)) {
        return user;
    }
    return Status::failure(
        Text::tr("no folder for the backups of %1: neither %2 nor %3 can be written").arg(club, beside, user));
}

QString fileName(const QString& club, const QDateTime& utc, const QString& reason)
{
    return QFileInfo(club).completeBaseName() + QLatin1Char('-') +
           utc.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) + QLatin1Char('-') + reason + Suffix;
}

BackupStamp parseName(const QString& name)
{
    static const QRegularExpression shape(QStringLiteral("-([0-9]{8}T[0-9]{6})Z-([a-z]+(?:-[a-z]+)*)\\.palmares$"));
    const QRegularExpressionMatch m = shape.match(name);
    if (!m.hasMatch()) {
        return {};
    }
    const QDateTime local = QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd'T'HHmmss"));
    if (!local.isValid()) {
        return {};
    }
    return {QDateTime(local.date(), local.time(), Qt::UTC), m.captured(2)};
}

namespace {

/// The indices of the dated backups, newest first; equal times keep their
/// order so that the rotation is stable.
QList<int> datedNewestFirst(const QList<BackupStamp>& backups)
{
    QList<int> dated;
    for (int i = 0; i < backups.size(); ++i) {
        if (backups[i].when.isValid()) {
            dated << i;
        }
    }
    std::stable_sort(dated.begin(), dated.end(), [&](int a, int b) { return backups[a].when > backups[b].when; });
    return dated;
}

} // namespace

QList<int> expired(const QList<BackupStamp>& backups, const QDateTime& now, const RotationPolicy& policy)
{
    const QList<int> dated = datedNewestFirst(backups);
    if (dated.isEmpty()) {
        return {};
    }
    QSet<int> keep{dated.first()};
    const QDateTime recent = now.addSecs(-qint64(policy.recentHours) * 3600);
    int recentKept = 0;
    for (int i : std::as_const(dated)) {
        if (backups[i].when >= recent && recentKept < policy.recent) {
            keep.insert(i); // a backup dated after `now` (a clock set back) is recent too
            ++recentKept;
        }
    }
    // The newest backup of each of the last `count` buckets that have one.
    const auto newestPerBucket = [&](int count, const std::function<qint64(const QDate&)>& bucket) {
        std::optional<qint64> last;
        int taken = 0;
        for (int i : std::as_const(dated)) {
            const qint64 b = bucket(backups[i].when.toUTC().date());
            if (last && *last == b) {
                continue;
            }
            if (taken == count) {
                break;
            }
            keep.insert(i);
            last = b;
            ++taken;
        }
    };
    newestPerBucket(policy.daily, [](const QDate& d) { return d.toJulianDay(); });
    newestPerBucket(policy.weekly, [](const QDate& d) { return qint64(isoWeekKey(d)); });
    newestPerBucket(policy.monthly, [](const QDate& d) { return qint64(d.year()) * 12 + d.month() - 1; });
    // The ways back from an upgrade and from a restore are kept by their own rule.
    for (const QString& reason : {reasonKey(BackupReason::Migration), reasonKey(BackupReason::BeforeRestore)}) {
        int taken = 0;
        for (int i : std::as_const(dated)) {
            if (taken < policy.safety && backups[i].reason == reason) {
                keep.insert(i);
                ++taken;
            }
        }
    }
    QList<int> gone;
    for (int i : std::as_const(dated)) {
        if (!keep.contains(i)) {
            gone << i;
        }
    }
    std::sort(gone.begin(), gone.end());
    return gone;
}

QList<BackupInfo> list(const QString& club, bool contents)
{
    QList<BackupInfo> found;
    QSet<QString> seen;
    for (const QString& folder : {besideFolder(club), userFolder(club)}) {
        const QDir dir(folder);
        if (!dir.exists() || seen.contains(dir.canonicalPath())) {
            continue;
        }
        seen.insert(dir.canonicalPath());
        for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("*.palmares")}, QDir::Files, QDir::Name)) {
            BackupInfo info;
            info.path = f.absoluteFilePath();
            info.fileName = f.fileName();
            info.size = f.size();
            const BackupStamp stamp = parseName(info.fileName);
            info.when = stamp.when;
            info.reason = stamp.reason;
            if (contents) {
                const auto inspected = inspect(info.path, false);
                if (inspected) {
                    info.contents = *inspected;
                } else {
                    info.problem = inspected.status().toString();
                }
            }
            found << info;
        }
    }
    // Newest first; the files without a date last, by name.
    std::stable_sort(found.begin(), found.end(), [](const BackupInfo& a, const BackupInfo& b) {
        if (a.when.isValid() != b.when.isValid()) {
            return a.when.isValid();
        }
        return a.when.isValid() ? a.when > b.when : a.fileName < b.fileName;
    });
    return found;
}

int stepThrough(sqlite3_backup* b, const Progress& progress, bool& cancelled)
{
    int rc = SQLITE_OK;
    do {
        rc = sqlite3_backup_step(b, PagesPerStep);
        if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) {
            sqlite3_sleep(50);
        } else if ((rc == SQLITE_OK || rc == SQLITE_DONE) && progress) {
            const int total = sqlite3_backup_pagecount(b);
            if (!progress(total - sqlite3_backup_remaining(b), total)) {
                cancelled = true;
                break;
            }
        }
    } while (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED);
    return rc;
}

Snapshot::Snapshot(Database& db)
{
    auto* handle = static_cast<sqlite3*>(db.sqliteHandle());
    if (handle == nullptr || sqlite3_get_autocommit(handle) == 0) {
        return;
    }
    // BEGIN is deferred: the first read of the file begins the read
    // transaction, and with it the snapshot.
    const int rc =
        sqlite3_exec(handle, "BEGIN DEFERRED; SELECT 1 FROM sqlite_schema LIMIT 1", nullptr, nullptr, nullptr);
    if (rc == SQLITE_OK && sqlite3_txn_state(handle, "main") == SQLITE_TXN_READ) {
        m_handle = handle;
    } else if (sqlite3_get_autocommit(handle) == 0) {
        sqlite3_exec(handle, "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

Snapshot::~Snapshot()
{
    if (m_handle != nullptr) {
        // Nothing was written under it: ending it only lets go of the snapshot.
        sqlite3_exec(static_cast<sqlite3*>(m_handle), "COMMIT", nullptr, nullptr, nullptr);
    }
}

Expected<QString> write(Database& db, BackupReason reason, const QDateTime& nowUtc, const Progress& progress)
{
    if (db.dialect() != Dialect::Sqlite) {
        return Status::failure(Text::tr("automatic backups are made for SQLite club files only; back up a PostgreSQL "
                                        "club with pg_dump"));
    }
    auto* source = static_cast<sqlite3*>(db.sqliteHandle());
    if (source == nullptr || db.location() == QLatin1String(":memory:")) {
        return Status::failure(Text::tr("a club in memory has no backups"));
    }
    auto found = folderFor(db.location());
    if (!found) {
        return found;
    }
    const QString& folder = *found;
    removeLeftovers(folder);
    QString path = freePath(folder, db.location(), nowUtc, reasonKey(reason));
    const QString temporary = temporaryBeside(path);
    if (Status s = copyInto(source, temporary, path, progress); !s.ok()) {
        return s;
    }
    // Another process may have taken the name meanwhile (two imports in the
    // same second): the next free second then, never its file.
    for (int tries = 0; tries < 100; ++tries) {
        bool taken = false;
        if (claim(temporary, path, false, taken)) {
            return path;
        }
        if (!taken) {
            break;
        }
        path = freePath(folder, db.location(), nowUtc, reasonKey(reason));
    }
    const int why = errno;
    QFile::remove(temporary);
    return Status::failure(
        Text::tr("cannot write the backup %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(why))));
}

Status copyFile(Database& db, const QString& path, bool replace, const Progress& progress)
{
    auto* source = static_cast<sqlite3*>(db.sqliteHandle());
    if (source == nullptr) {
        return Status::failure(Text::tr("a backup of a PostgreSQL club is made with pg_dump"));
    }
    return copyTo(source, path, progress, replace);
}

Status rotate(const QString& club, const QDateTime& nowUtc, const RotationPolicy& policy)
{
    const QList<BackupInfo> all = list(club, false);
    QList<BackupStamp> stamps;
    for (const BackupInfo& b : all) {
        stamps << BackupStamp{b.when, b.reason};
    }
    QList<int> gone = expired(stamps, nowUtc, policy);
    // The size cap: newest first, the backups the rules keep count until
    // they reach sizeFactor times the club; the older ones go too, except
    // the safety ones (all is newest first; the first is the newest).
    const qint64 clubSize = QFileInfo(club).size() + QFileInfo(club + QStringLiteral("-wal")).size();
    const qint64 cap = qint64(policy.sizeFactor) * clubSize;
    qint64 total = 0;
    for (int i = 0; i < all.size(); ++i) {
        if (gone.contains(i)) {
            continue;
        }
        total += all[i].size;
        const bool safety = all[i].reason == reasonKey(BackupReason::Migration) ||
                            all[i].reason == reasonKey(BackupReason::BeforeRestore);
        if (i > 0 && cap > 0 && total > cap && !safety && all[i].when.isValid()) {
            gone << i;
            total -= all[i].size;
        }
    }
    QStringList removed;
    QStringList failed;
    for (int i : std::as_const(gone)) {
        if (QFile::remove(all[i].path)) {
            removed << all[i].path;
        } else {
            failed << all[i].path;
        }
    }
    if (!failed.isEmpty()) {
        return Status::failure(Text::tr("cannot delete the old backups %1").arg(failed.join(QStringLiteral(", "))));
    }
    return {};
}

Expected<BackupContents> inspect(const QString& path, bool verify)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Status::failure(Text::tr("cannot read the backup %1: %2").arg(path, file.errorString()));
    }
    if (file.read(16) != QByteArray("SQLite format 3\0", 16)) {
        return Status::failure(Text::tr("%1 is not a Palmarès club file (not an SQLite database)").arg(path));
    }
    file.close();
    Connection c;
    QString problem;
    if (!c.openImmutable(path)) {
        return Status::failure(Text::tr("cannot open the backup %1: %2").arg(path, c.message()));
    }
    const auto damaged = [&](const QString& why) {
        return Status::failure(Text::tr("the backup %1 is damaged (%2)").arg(path, why));
    };
    const auto appId = c.row(QStringLiteral("backupApplicationId"), problem);
    if (!appId) {
        return damaged(problem);
    }
    if (appId->value(0).toLongLong() != Database::ApplicationId) {
        return Status::failure(
            Text::tr("%1 is an SQLite database of another application, not a Palmarès club").arg(path));
    }
    const auto schema = c.row(QStringLiteral("backupSchemaVersion"), problem);
    if (!schema) {
        return damaged(problem);
    }
    BackupContents contents;
    contents.schema = schema->value(0).toInt();
    if (contents.schema > Database::latestSchemaVersion()) {
        return Status::failure(Text::tr("%1 was written by a newer Palmarès (club schema %2; this one knows up to %3)")
                                   .arg(path)
                                   .arg(contents.schema)
                                   .arg(Database::latestSchemaVersion()));
    }
    if (verify) {
        c.row(QStringLiteral("backupCheckCache"), problem); // only quicker: a refusal changes nothing
        problem.clear();
        const auto check = c.row(QStringLiteral("backupIntegrityCheck"), problem);
        if (!check) {
            return damaged(problem);
        }
        if (check->value(0) != QLatin1String("ok")) {
            return damaged(Text::tr("integrity check: %1").arg(check->value(0)));
        }
    }
    const auto row = c.row(QStringLiteral("backupContents"), problem);
    if (!row || row->size() < 6) {
        return damaged(problem);
    }
    contents.club = row->value(0);
    contents.players = row->value(1).toLongLong();
    contents.games = row->value(2).toLongLong();
    contents.matches = row->value(3).toLongLong();
    contents.lastPlayed = row->value(4);
    contents.lastChange = row->value(5);
    return contents;
}

Expected<BackupContents> contentsOf(Database& db)
{
    Statement& q = db.statement(QStringLiteral("clubContents"));
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    if (!q.next()) {
        return Status::failure(Text::tr("the club's contents could not be read"));
    }
    BackupContents contents;
    contents.schema = Database::latestSchemaVersion();
    contents.club = q.text(0);
    contents.players = q.integer(1);
    contents.games = q.integer(2);
    contents.matches = q.integer(3);
    contents.lastPlayed = q.text(4);
    contents.lastChange = q.text(5);
    q.finish();
    return contents;
}

namespace {

/// Saves the club as it is now, so that a restore can be undone. A club too
/// damaged for SQLite to copy is kept byte for byte.
Status saveBeforeRestore(const QString& club, const QString& folder, const QDateTime& nowUtc, QString* saved)
{
    const QString copy = freePath(folder, club, nowUtc, reasonKey(BackupReason::BeforeRestore));
    Connection current;
    const Status copied =
        current.open(club, SQLITE_OPEN_READWRITE) ? copyTo(current.handle(), copy) : Status::failure(current.message());
    if (!copied.ok() && !QFile::copy(club, copy)) {
        return Status::failure(Text::tr("cannot save the club as it is before the restore (%1); the club was left "
                                        "untouched")
                                   .arg(copied.toString()));
    }
    if (saved != nullptr) {
        *saved = copy;
    }
    return {};
}

/// Copies the backup into the club file through SQLite: the pages change in
/// one transaction, so a reader sees either the old club or the restored one.
/// On failure, says why and whether the club file is not a database at all.
bool copyPages(const Connection& source, const QString& club, QString& message, bool& notADatabase)
{
    Connection target;
    if (!target.open(club, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)) {
        message = target.message();
        return false;
    }
    sqlite3_backup* b = sqlite3_backup_init(target.handle(), "main", source.handle(), "main");
    int rc = SQLITE_ERROR;
    if (b != nullptr) {
        do {
            rc = sqlite3_backup_step(b, -1);
            if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) {
                sqlite3_sleep(50);
            }
        } while (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED);
        sqlite3_backup_finish(b);
    }
    if (rc == SQLITE_DONE) {
        return true;
    }
    const int code = sqlite3_errcode(target.handle());
    notADatabase = code == SQLITE_NOTADB || code == SQLITE_CORRUPT;
    message = target.message();
    return false;
}

} // namespace

Status restore(const QString& club, const QString& backup, const QDateTime& nowUtc, QString* saved)
{
    if (isPostgresqlUrl(club)) {
        return Status::failure(Text::tr("automatic backups are made for SQLite club files only; restore a PostgreSQL "
                                        "club with pg_restore"));
    }
    if (const auto inspected = inspect(backup, true); !inspected) {
        return Status::failure(Text::tr("%1; the club was left untouched").arg(inspected.status().toString()));
    }
    Connection source;
    if (!source.openImmutable(backup)) {
        return Status::failure(
            Text::tr("cannot open the backup %1: %2; the club was left untouched").arg(backup, source.message()));
    }
    const auto found = folderFor(club);
    if (!found) {
        return Status::failure(found.status().toString() + Text::tr("; the club was left untouched"));
    }
    const QString& folder = *found;
    if (saved != nullptr) {
        saved->clear();
    }
    const bool clubExists = QFileInfo(club).exists() && QFileInfo(club).size() > 0;
    if (clubExists) {
        if (Status s = saveBeforeRestore(club, folder, nowUtc, saved); !s.ok()) {
            return s;
        }
    }
    QString message;
    bool notADatabase = false;
    if (copyPages(source, club, message, notADatabase)) {
        return {};
    }
    if (!notADatabase) {
        return Status::failure(
            Text::tr("cannot restore %1 into %2: %3; the club was left untouched").arg(backup, club, message));
    }
    // A club file SQLite cannot read any more cannot take pages: the backup
    // is copied beside it and renamed over it (one atomic rename).
    const QString beside = club + QStringLiteral(".restoring");
    QFile::remove(beside); // a restore that stopped half way
    if (Status s = copyTo(source.handle(), beside); !s.ok()) {
        return Status::failure(Text::tr("%1; the club was left untouched").arg(s.toString()));
    }
    if (std::rename(QFile::encodeName(beside).constData(), QFile::encodeName(club).constData()) != 0) {
        QFile::remove(beside);
        return Status::failure(
            Text::tr("cannot replace %1 by the backup %2; the club was left untouched").arg(club, backup));
    }
    // The journal of the damaged file belongs to it, not to the restored club.
    QFile::remove(club + QStringLiteral("-wal"));
    QFile::remove(club + QStringLiteral("-shm"));
    return {};
}

QString resolve(const QString& club, const QString& name)
{
    if (QFileInfo::exists(name) || name.contains(QLatin1Char('/'))) {
        return name;
    }
    for (const QString& folder : {besideFolder(club), userFolder(club)}) {
        QString path = folder + QLatin1Char('/') + name;
        if (QFileInfo::exists(path)) {
            return path;
        }
    }
    return name;
}

} // namespace palmares::store::backups

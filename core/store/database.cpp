#include "database.h"

#include "backups.h"
#include "databaseparts.h"
#include "pgurl.h"

#include "qtstatement.h"
#include "sqlitestatement.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <sqlite3.h>

#include <sys/stat.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <utility>

namespace palmares::store {

using namespace databaseparts; // NOLINT(google-build-using-namespace): the parts of Database

namespace {

/// The largest club file whose every page the check at its opening reads
/// (Database::lookForDamage): SQLite's quick check read 120 MB/s from the
/// page cache on a loaded 2-CPU machine (docs/PERFORMANCE.md), so 32 MiB
/// (about 55,000 results) takes up to ~270 ms. A larger club has its small
/// tables checked whole at opening, the rest in the window's background
/// check (docs/RELIABILITY.md).
constexpr qint64 WholeCheckUpTo = qint64(32) << 20;

/// The club files this process has SQLite connections to, by device and
/// inode (a file reached by two paths is one file), with how many.
///
/// Why: POSIX advisory locks belong to the process, and closing any
/// descriptor of a file releases every lock the process holds on it,
/// SQLite's included. SQLite keeps its own connections from doing that to
/// each other, but not a plain open()/close() elsewhere in the process. The
/// checks of connect() read the club's header and journal that way, so they
/// run only while this process has no connection to the file: a second
/// connection (the window's worker, its backup worker) skips them — the
/// first one made them, and SQLite reads the file from then on. Otherwise
/// the next program to close its connection finds no lock left, takes
/// itself for the last user and deletes the journal under our feet
/// (issue 39). Held across a first check and its connection, and across a
/// last close, so that no thread checks a file another is connected to.
class OpenFiles
{
public:
    using Id = std::pair<quint64, quint64>; ///< st_dev, st_ino

    static OpenFiles& instance()
    {
        static OpenFiles files;
        return files;
    }
    std::mutex& mutex() { return m_mutex; }
    /// Under mutex(): whether this process has a connection to `id`.
    [[nodiscard]] bool connected(const Id& id) const { return m_count.contains(id); }
    /// Under mutex().
    void add(const Id& id) { ++m_count[id]; }
    /// Under mutex().
    void remove(const Id& id)
    {
        const auto it = m_count.find(id);
        if (it != m_count.end() && --it->second == 0) {
            m_count.erase(it);
            m_damage.erase(id);
        }
    }
    /// What a connection of this process found damaged in `id` (empty:
    /// nothing): every connection of the process to it refuses to write.
    QString damage(const Id& id)
    {
        const std::lock_guard<std::mutex> guard(m_mutex);
        const auto it = m_damage.find(id);
        return it != m_damage.end() ? it->second : QString();
    }
    /// Whether a connection of this process checked `id` for damage.
    bool checked(const Id& id)
    {
        const std::lock_guard<std::mutex> guard(m_mutex);
        return m_damage.contains(id);
    }
    /// A check of `id` found `what` (empty: nothing). Damage found stays
    /// until the process's last connection to the file closes.
    void setChecked(const Id& id, const QString& what)
    {
        const std::lock_guard<std::mutex> guard(m_mutex);
        QString& known = m_damage[id];
        if (known.isEmpty()) {
            known = what;
        }
    }

private:
    std::mutex m_mutex;
    std::map<Id, int> m_count;
    std::map<Id, QString> m_damage;
};

/// The device and inode of the file at `path` (stat(): no descriptor, no
/// lock touched); nullopt when there is none.
std::optional<OpenFiles::Id> fileId(const QString& path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return std::nullopt;
    }
    return OpenFiles::Id{static_cast<quint64>(st.st_dev), static_cast<quint64>(st.st_ino)};
}

/// The SQLite header's first 16 bytes; an existing non-empty file without
/// them is not a database at all.
bool looksLikeSqlite(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    return f.read(16) == QByteArray("SQLite format 3\0", 16);
}

} // namespace

QString damagedMessage(const QString& location, const QString& what)
{
    return Text::tr("%1 is damaged (%2). Palmarès writes nothing into a damaged club: restore a backup "
                    "(palmares-cli --db %1 restore --list shows them, palmares-cli --db %1 restore FILE puts one "
                    "back; in the window, File → Restore a backup…); the club was left untouched")
        .arg(location, what);
}

namespace {

QString readOnlyMessage(const QString& location)
{
    return Text::tr("%1 is read-only: Palmarès saves every change as it is made and opens only a club it can "
                    "write (copy it to a folder you can write to, or change its permissions); it was left "
                    "untouched")
        .arg(location);
}

/// A club is opened for writing or not at all: every change is saved as it
/// is made, and in WAL mode SQLite writes a -wal and a -shm file beside the
/// club (it cannot even read a WAL club whose folder it may not write). A
/// club that cannot be written is refused before SQLite touches it, rather
/// than failing at the first save.
Status writableClub(const QString& location)
{
    const QFileInfo info(location);
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir()) {
        return Status::failure(
            Text::tr("cannot open %1: the folder %2 does not exist").arg(location, folder.filePath()));
    }
    if (info.exists() && !info.isWritable()) {
        return Status::failure(readOnlyMessage(location));
    }
    if (!folder.isWritable()) {
        return Status::failure(Text::tr("the folder of %1 is read-only: Palmarès saves every change as it is made, "
                                        "in the club and in a journal beside it (copy the club to a folder you can "
                                        "write to); it was left untouched")
                                   .arg(location));
    }
    return {};
}

/// The -wal beside a club holds its latest saves until SQLite copies them
/// into the club. SQLite ignores a -wal whose header is not its own and
/// overwrites it at the next save, so those saves would be lost without a
/// word: such a club is refused instead, the journal kept for recovery.
/// (Frames cut short by a crash have a valid header: SQLite's own recovery
/// drops them, they were never committed.)
Status journalIntact(const QString& location)
{
    QFile wal(location + QStringLiteral("-wal"));
    if (!wal.exists() || wal.size() == 0) {
        return {};
    }
    if (!wal.open(QIODevice::ReadOnly)) {
        return Status::failure(Text::tr("cannot read %1, the journal of the club: %2; the club was left untouched")
                                   .arg(wal.fileName(), wal.errorString()));
    }
    const QByteArray magic = wal.read(4);
    if (wal.size() < 32 || (magic != QByteArray("\x37\x7f\x06\x82", 4) && magic != QByteArray("\x37\x7f\x06\x83", 4))) {
        return Status::failure(Text::tr("%1, the journal of the club, is damaged (it holds the latest saves not yet "
                                        "copied into the club). Keep a copy of both files; moving the journal away "
                                        "opens the club as it was before them. The club was left untouched.")
                                   .arg(wal.fileName()));
    }
    return {};
}

/// A damaged header, or a file cut short. A header byte SQLite requires
/// (page size, format versions, payload fractions) that is wrong makes it
/// open the file read-only or not at all, which would be told as such. A
/// file cut short (a copy that stopped half way, a full disk while copying)
/// still starts with a valid header, and SQLite only notices the missing
/// pages when it reads them. The header says how many pages the file holds
/// (when its "valid for" counter matches); fewer bytes than that is a
/// damaged club. Not while a -wal is there: an interrupted checkpoint may
/// have written page 1 before the others, and SQLite finishes it.
Status intactFile(const QString& location)
{
    QFile f(location);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray header = f.read(100);
    if (header.size() < 100) {
        return {}; // SQLite itself says what is wrong with so short a file
    }
    const auto be = [&](int offset, int bytes) {
        quint64 v = 0;
        for (int i = 0; i < bytes; ++i) {
            v = (v << 8) | static_cast<quint8>(header[offset + i]);
        }
        return v;
    };
    const quint64 pageSize = be(16, 2) == 1 ? 65536 : be(16, 2);
    // The fields SQLite requires (fileformat.html, "The Database Header"):
    // a damaged one reads as "read-only" or "not a database" — neither true.
    const bool powerOfTwo = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) == 0;
    if (!powerOfTwo || be(18, 1) < 1 || be(18, 1) > 2 || be(19, 1) < 1 || be(19, 1) > 2 || be(21, 1) != 64 ||
        be(22, 1) != 32 || be(23, 1) != 32) {
        return Status::failure(
            damagedMessage(location, Text::tr("its header, the first 100 bytes of the file, is damaged")));
    }
    const quint64 pages = be(28, 4);
    if (QFileInfo(location + QStringLiteral("-wal")).size() > 0 || be(24, 4) != be(92, 4) || pages == 0) {
        return {}; // an older writer's header: the count is not kept
    }
    const quint64 expected = pages * pageSize;
    if (static_cast<quint64>(f.size()) < expected) {
        return Status::failure(damagedMessage(
            location,
            Text::tr("it is cut short: %1 bytes of the %2 its header announces").arg(f.size()).arg(expected)));
    }
    return {};
}

/// Whether the SQLite club file at `location` may be opened in `mode`:
/// given, a readable file, present when it must be, and an SQLite database
/// when it is not empty. Says why not in `error`.
Status sqliteFileUsable(const QString& location, Database::OpenMode mode)
{
    const QFileInfo info(location);
    if (location.isEmpty()) {
        return Status::failure(Text::tr("no club file given (use --db FILE or set PALMARES_DB)"));
    }
    if (location != QLatin1String(":memory:")) {
        if (info.exists() && !info.isFile()) {
            return Status::failure(Text::tr("%1 is not a file").arg(location));
        }
        if (info.exists() && !info.isReadable()) {
            return Status::failure(
                Text::tr("%1 cannot be read (permission denied); it was left untouched").arg(location));
        }
        if (!info.exists() && mode == Database::OpenMode::Existing) {
            return Status::failure(
                Text::tr("there is no club file at %1 (create one with: palmares-cli --db %1 init)").arg(location));
        }
        // An empty file holds no club either; opening it would write the
        // schema into it before the command finds there is no club.
        if (info.exists() && info.size() == 0 && mode == Database::OpenMode::Existing) {
            return Status::failure(
                Text::tr("%1 is empty: it holds no club (create one in it with: palmares-cli --db %1 "
                         "init); it was left untouched")
                    .arg(location));
        }
        if (info.exists() && info.size() > 0 && !looksLikeSqlite(location)) {
            return Status::failure(Text::tr("%1 is not a Palmarès club file (not an SQLite database); "
                                            "it was left untouched")
                                       .arg(location));
        }
    }
    return {};
}

} // namespace

Expected<std::unique_ptr<Database>> Database::open(const QString& location, OpenMode mode, const OpenHook& prepare)
{
    std::unique_ptr<Database> db(new Database);
    if (Status s = db->connect(location, mode); !s.ok()) {
        return s;
    }
    if (Status s = db->loadStatements(); !s.ok()) {
        return s;
    }
    if (Status s = db->checkAndMigrate(prepare); !s.ok()) {
        return s;
    }
    db->m_opening = false;
    return db;
}

Database::~Database()
{
    qDeleteAll(m_prepared);
    m_prepared.clear();
    // The last connection of the process to the file closes before another
    // thread may check the file by hand (OpenFiles).
    OpenFiles& files = OpenFiles::instance();
    const std::lock_guard<std::mutex> guard(files.mutex());
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
    if (m_file) {
        files.remove(*m_file);
    }
}

Status Database::connect(const QString& location, OpenMode mode)
{
    m_mode = mode;
    m_location = location;
    m_connection = QStringLiteral("palmares-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (isPostgresqlUrl(location)) {
        return connectPostgresql(location);
    }

    m_dialect = Dialect::Sqlite;
    if (location == QLatin1String(":memory:")) {
        return connectSqlite(location);
    }
    // Checked and connected under the lock of OpenFiles: see there why the
    // checks that read the file by hand run only at the process's first
    // connection to it.
    OpenFiles& files = OpenFiles::instance();
    const std::lock_guard<std::mutex> guard(files.mutex());
    const auto before = fileId(location);
    const bool first = !before || !files.connected(*before);
    if (first) {
        Status usable = sqliteFileUsable(location, mode);
        for (Status (*check)(const QString&) : {writableClub, journalIntact, intactFile}) {
            if (!usable.ok()) {
                return usable;
            }
            usable = check(location);
        }
        if (!usable.ok()) {
            return usable;
        }
    }
    if (Status s = connectSqlite(location); !s.ok()) {
        return s;
    }
    m_file = fileId(location);
    if (m_file) {
        files.add(*m_file);
    }
    return {};
}

Status Database::connectSqlite(const QString& location)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (!db.isValid()) {
        return Status::failure(Text::tr("the SQLite driver of Qt (QSQLITE) is not installed"));
    }
    db.setDatabaseName(location);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    if (!db.open()) {
        return Status::failure(Text::tr("cannot open %1: %2").arg(location, db.lastError().text()));
    }
    // SQLite falls back to reading when it may not write (a file system
    // mounted read-only that the test above did not see).
    if (sqlite3_db_readonly(static_cast<sqlite3*>(sqliteHandle()), "main") == 1) {
        return Status::failure(readOnlyMessage(location));
    }
    return {};
}

Status Database::loadStatements()
{
    parseNamedStatements(readResource(QStringLiteral(":/sql/queries.sql")), m_sql);
    parseNamedStatements(readResource(QStringLiteral(":/sql/%1/queries.sql").arg(dialectFolder(m_dialect))), m_sql);
    if (m_sql.isEmpty()) {
        return Status::failure(QStringLiteral("internal error: the SQL statements are missing from the program"));
    }
    return {};
}

Statement& Database::statement(const QString& name)
{
    auto it = m_prepared.find(name);
    if (it == m_prepared.end()) {
        const QString sql = m_sql.value(name);
        Q_ASSERT_X(!sql.isEmpty(), "Database::statement", qPrintable(name));
        Statement* st = nullptr;
        if (m_dialect == Dialect::Sqlite) {
            st = new SqliteStatement(static_cast<sqlite3*>(sqliteHandle()), name, sql);
        } else {
            st = new QtStatement(m_connection, name, sql);
        }
        it = m_prepared.insert(name, st);
    }
    Statement& st = **it;
    st.finish();
    return st;
}

Expected<QVariant> Database::scalar(const QString& name, const QVariantList& values)
{
    Statement& st = statement(name);
    for (int i = 0; i < values.size(); ++i) {
        const QVariant& v = values[i];
        if (v.typeId() == QMetaType::QString) {
            st.bind(i, v.toString());
        } else if (v.typeId() == QMetaType::Double) {
            st.bind(i, v.toDouble());
        } else {
            st.bind(i, v.toLongLong());
        }
    }
    if (Status s = st.exec(); !s.ok()) {
        return s;
    }
    if (!st.next()) {
        st.finish();
        return QVariant();
    }
    QVariant v = st.isNull(0) ? QVariant() : QVariant(st.text(0));
    st.finish();
    return v;
}

int Database::schemaVersion()
{
    const auto v = scalar(QStringLiteral("schemaVersion"), {});
    return v ? v->toInt() : -1;
}

namespace {

/// One PRAGMA run through SQLite's own API on `db`: its rows, or the error
/// that stopped it (SQLITE_INTERRUPT: the time ran out).
struct PragmaRun {
    QStringList rows;
    int code = SQLITE_OK;
    QString message;
};

PragmaRun runPragma(sqlite3* db, const QByteArray& sql)
{
    PragmaRun run;
    sqlite3_stmt* st = nullptr;
    run.code = sqlite3_prepare_v2(db, sql.constData(), static_cast<int>(sql.size()), &st, nullptr);
    while (run.code == SQLITE_OK || run.code == SQLITE_ROW) {
        run.code = sqlite3_step(st);
        if (run.code == SQLITE_ROW) {
            // SQLite hands UTF-8 text as unsigned char.
            // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
            run.rows << QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)));
        }
    }
    if (run.code != SQLITE_DONE) {
        run.message = QString::fromUtf8(sqlite3_errmsg(db));
    } else {
        run.code = SQLITE_OK;
    }
    sqlite3_finalize(st);
    return run;
}

/// What an integrity or quick check's rows say is wrong: empty for "ok".
QString findings(const QStringList& rows)
{
    if (rows == QStringList{QStringLiteral("ok")}) {
        return {};
    }
    QStringList first = rows.mid(0, 3);
    if (rows.size() > 3) {
        first << Text::tr("%Ln more problem(s)", nullptr, static_cast<int>(rows.size() - 3));
    }
    return first.join(QStringLiteral("; "));
}

/// The tables that grow with the results: checked whole only when time
/// allows (lookForDamage). Every other table is small (players, games,
/// seasons, settings, the audit) and is always checked whole.
bool growsWithResults(const QString& table)
{
    static const QStringList big{QStringLiteral("match"), QStringLiteral("participant"),
                                 QStringLiteral("rating_record"), QStringLiteral("rating_checkpoint"),
                                 QStringLiteral("rating_change")};
    return big.contains(table);
}

} // namespace

void Database::lookForDamage(bool whole)
{
    auto* db = static_cast<sqlite3*>(sqliteHandle());
    if (db == nullptr) {
        return;
    }
    // Another connection of this process checked the file at its opening:
    // what it found stands for every connection (OpenFiles).
    if (!whole && m_file && OpenFiles::instance().checked(*m_file)) {
        m_checkedWhole = false;
        return;
    }
    QString found;
    m_checkedWhole = whole;
    if (whole) {
        // Every page of the file: the b-trees' structure, the free list.
        const PragmaRun run = runPragma(db, "PRAGMA quick_check");
        found = run.code == SQLITE_OK ? findings(run.rows) : run.message;
    } else {
        // A large club: its small tables whole, indexes included; the pages
        // of the results are checked by SQLite as a statement reads them
        // (cell_size_check), and whole by `check` and by the window in the
        // background (checkWhole).
        const PragmaRun tables = runPragma(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name");
        if (tables.code != SQLITE_OK) {
            found = tables.message;
        }
        for (const QString& table : tables.rows) {
            if (!found.isEmpty() || growsWithResults(table)) {
                continue;
            }
            QString quoted = table;
            quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
            const PragmaRun one = runPragma(db, QStringLiteral("PRAGMA integrity_check(\"%1\")").arg(quoted).toUtf8());
            found = one.code == SQLITE_OK ? findings(one.rows) : one.message;
        }
    }
    m_damage = found;
    if (m_file) {
        OpenFiles::instance().setChecked(*m_file, found);
    }
}

std::optional<Status> Database::openedDamaged(int current)
{
    if (m_dialect != Dialect::Sqlite || current == 0 || m_location == QLatin1String(":memory:")) {
        return std::nullopt;
    }
    // PALMARES_CHECK_WHOLE_UP_TO: the tests make a small club "large".
    const qint64 wholeUpTo = qEnvironmentVariableIsSet("PALMARES_CHECK_WHOLE_UP_TO")
                                 ? qEnvironmentVariable("PALMARES_CHECK_WHOLE_UP_TO").toLongLong()
                                 : WholeCheckUpTo;
    lookForDamage(QFileInfo(m_location).size() <= wholeUpTo);
    const QString found = damage();
    if (found.isEmpty()) {
        return std::nullopt;
    }
    if (current < LatestSchema) {
        return Status::failure(damagedMessage(m_location, found));
    }
    return Status{};
}

Status Database::checkWhole()
{
    if (m_dialect == Dialect::Sqlite) {
        lookForDamage(true);
    }
    if (const QString found = damage(); !found.isEmpty()) {
        return Status::failure(damagedMessage(m_location, found));
    }
    return {};
}

Status Database::applySettings(int current)
{
    // 64 MiB of page cache: an import or a rebuild writes each page once
    // instead of spilling and re-reading it.
    // WAL comes after any migration (useWal): switching to it rewrites
    // the file's header, and a club whose upgrade fails is left as it was.
    // cell_size_check: SQLite checks each page it reads a little more (a
    // damaged page is an error rather than wrong rows or a write into it).
    QStringList settings = {QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA synchronous = FULL"),
                            QStringLiteral("PRAGMA cache_size = -65536"),
                            QStringLiteral("PRAGMA cell_size_check = ON")};
    if (current == 0) {
        // A new club: pages of 16 KiB instead of 4. A large import or a
        // rebuild writes a fraction of the pages (and WAL frames) it
        // wrote with 4 KiB pages; a one-match change writes a few pages
        // of either size. Only an empty file takes it, before its first
        // table.
        settings.append(QStringLiteral("PRAGMA page_size = %1").arg(PageSize));
    }
    for (const QString& setting : std::as_const(settings)) {
        if (Status s = setUp(setting); !s.ok()) {
            return s;
        }
    }
    return {};
}

Status Database::useWal()
{
    if (m_dialect != Dialect::Sqlite) {
        return {};
    }
    return setUp(QStringLiteral("PRAGMA journal_mode = WAL"));
}

Status Database::setUp(const QString& pragma)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(pragma)) {
        return Status::failure(Text::tr("cannot set up %1: %2").arg(m_location, q.lastError().text()));
    }
    return {};
}

Status Database::execDirect(const QString& name)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(m_sql.value(name))) {
        const QSqlError e = q.lastError();
        // A commit is where a full disk or a failing one shows up in WAL mode.
        return Status::failure(QStringLiteral("%1 (%2)").arg(
            explainDriverError((e.databaseText().isEmpty() ? e.text() : e.databaseText()).trimmed()), name));
    }
    return {};
}

Status Database::begin()
{
    // Transactions nest: an operation that runs inside another one (a preview
    // that is rolled back, an undo made of several steps) joins it.
    if (m_depth > 0) {
        ++m_depth;
        m_unchangedAtBegin.push_back(rowsWritten() == m_changesAtBegin);
        return {};
    }
    if (const QString found = damage(); !found.isEmpty()) {
        return Status::failure(damagedMessage(m_location, found));
    }
    if (!m_readOnlyRole.isEmpty() && !m_opening) {
        // Told before anything is tried, in one sentence (issue 40).
        return Status::failure(
            Text::tr("the role %1 may only read this league; nothing was written").arg(m_readOnlyRole));
    }
    // A league's server that went away (a restart, a network cut) and came
    // back: connected again, the save goes on; still away: refused whole.
    if (Status began = execDirect(QStringLiteral("begin")); !began.ok()) {
        if (!connectionLost()) {
            return began;
        }
        if (Status s = reconnect(); !s.ok()) {
            return s;
        }
        if (Status s = execDirect(QStringLiteral("begin")); !s.ok()) {
            return s;
        }
    }
    // PostgreSQL: one writer at a time (see writeLock); SQLite's BEGIN
    // IMMEDIATE already took the file's write lock.
    if (m_sql.contains(QStringLiteral("writeLock"))) {
        if (Status s = execDirect(QStringLiteral("writeLock")); !s.ok()) {
            static_cast<void>(execDirect(QStringLiteral("rollback")));
            return s;
        }
    }
    m_depth = 1;
    m_rollbackOnly = false;
    m_changesAtBegin = rowsWritten();
    m_unchangedAtBegin.clear();
    return {};
}

qint64 Database::rowsWritten() const
{
    auto* handle = static_cast<sqlite3*>(sqliteHandle());
    return handle != nullptr ? sqlite3_total_changes64(handle) : 0;
}

QString Database::damage() const
{
    return m_file ? OpenFiles::instance().damage(*m_file) : m_damage;
}

Status Database::commit()
{
    if (m_depth > 1) {
        --m_depth;
        m_unchangedAtBegin.pop_back();
        return {};
    }
    if (m_rollbackOnly) {
        rollback();
        return Status::failure(Text::tr("a step of this change failed; nothing was written"));
    }
    // Statements still holding a read cursor would keep SQLite from committing.
    for (Statement* st : std::as_const(m_prepared)) {
        st->finish();
    }
    // PostgreSQL: tell the other windows (ChangeWatcher); not while opening,
    // where nothing of the club changes.
    if (!m_opening && m_sql.contains(QStringLiteral("announceChange"))) {
        if (Status s = execDirect(QStringLiteral("announceChange")); !s.ok()) {
            rollback();
            return s;
        }
    }
    if (Status s = execDirect(QStringLiteral("commit")); !s.ok()) {
        rollback();
        return s;
    }
    m_depth = 0;
    return {};
}

void Database::rollback()
{
    if (m_depth > 1) {
        --m_depth;
        m_unchangedAtBegin.pop_back();
        m_rollbackOnly = true;
        return;
    }
    for (Statement* st : std::as_const(m_prepared)) {
        st->finish();
    }
    // Nothing more to do if even the rollback fails.
    static_cast<void>(execDirect(QStringLiteral("rollback")));
    m_depth = 0;
    m_rollbackOnly = false;
}

void* Database::sqliteHandle() const
{
    if (m_dialect != Dialect::Sqlite) {
        return nullptr;
    }
    const QVariant v = QSqlDatabase::database(m_connection, false).driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3* const*>(v.data());
}

void* Database::postgresqlHandle() const
{
    if (m_dialect != Dialect::Postgresql) {
        return nullptr;
    }
    const QVariant v = QSqlDatabase::database(m_connection, false).driver()->handle();
    // Qt names the type by libpq's struct (pg_conn*), the documentation by
    // its typedef (PGconn*).
    if (!v.isValid() || (qstrcmp(v.typeName(), "pg_conn*") != 0 && qstrcmp(v.typeName(), "PGconn*") != 0)) {
        return nullptr;
    }
    return *static_cast<void* const*>(v.data());
}

Status Database::backupTo(const QString& path, bool replace,
                          const std::function<bool(qint64 done, qint64 total)>& progress)
{
    if (m_dialect != Dialect::Sqlite) {
        return Status::failure(Text::tr("a backup of a PostgreSQL club is made with pg_dump"));
    }
    if (path.isEmpty()) {
        return Status::failure(Text::tr("no backup file given"));
    }
    // What is at the target, as it is (lstat: a link is not followed).
    struct stat target = {};
    const QByteArray name = QFile::encodeName(path);
    if (::lstat(name.constData(), &target) == 0) {
        const OpenFiles::Id id{static_cast<quint64>(target.st_dev), static_cast<quint64>(target.st_ino)};
        const auto isClubFile = [&](const QString& suffix) { return fileId(m_location + suffix) == id; };
        if (isClubFile(QString()) || isClubFile(QStringLiteral("-wal")) || isClubFile(QStringLiteral("-shm"))) {
            return Status::failure(
                Text::tr("%1 is the club itself (or its journal): a backup goes to another file").arg(path));
        }
        if (!S_ISREG(target.st_mode)) {
            return Status::failure(Text::tr("%1 is not a regular file (a folder, a link or a device): a backup never "
                                            "replaces it")
                                       .arg(path));
        }
        if (!replace) {
            return Status::failure(
                Text::tr("%1 exists already: it was left as it was (--force replaces it)").arg(path));
        }
    }
    return backups::copyFile(*this, path, replace, progress);
}

Transaction::Transaction(Database& db) : m_db(db), m_began(m_db.begin()), m_active(m_began.ok()) {}

Transaction::~Transaction()
{
    if (m_active) {
        m_db.rollback();
    }
}

Status Transaction::commit()
{
    if (!m_active) {
        return m_began.ok() ? Status::failure(QStringLiteral("internal error: no transaction to commit")) : m_began;
    }
    m_active = false;
    return m_db.commit();
}

void Database::parseNamedStatements(const QString& text, QHash<QString, QString>& into)
{
    QString name;
    QString body;
    const auto flush = [&] {
        if (!name.isEmpty()) {
            into.insert(name, body.trimmed());
        }
        body.clear();
    };
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("-- name:"))) {
            flush();
            name = t.mid(8).trimmed();
        } else if (!t.startsWith(QLatin1String("--"))) {
            body += line + QLatin1Char('\n');
        }
    }
    flush();
}

} // namespace palmares::store

#pragma once

/// One open club database: a SQLite file or a PostgreSQL server reached by a
/// `postgresql://user@host:port/dbname` URL, through Qt Sql. Owns the
/// connection (by name, never a stored QSqlDatabase), the named statements
/// of resources/sql (prepared once, bound on every use), the migrations and
/// the transactions. The only code that runs SQL (ARCHITECTURE.md, "Storage").

#include "statement.h"

#include <QHash>
#include <QString>
#include <QVariant>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace palmares::store {

enum class Dialect { Sqlite, Postgresql };

/// "CLUB is damaged (WHAT). Palmarès writes nothing into a damaged club:
/// restore a backup (…)": the one message of a damaged club, with the way
/// back.
QString damagedMessage(const QString& location, const QString& what);

class Database
{
public:
    enum class OpenMode {
        Existing, ///< the club must exist (a file that is not there is an error)
        Create,   ///< create the club when it does not exist yet
    };

    /// Work that completes the opening of a club before it is handed out,
    /// e.g. rebuilding a cache whose format changed or that is marked stale.
    /// Gets the schema the club had before. After a migration it runs inside
    /// the last step's transaction (a failure rolls that step back); on a club
    /// already at the latest schema (`fromSchema == latestSchemaVersion()`)
    /// it runs before SQLite switches the club to WAL, which rewrites the
    /// file's header: a failure refuses the club with the file left byte for
    /// byte as it was.
    using OpenHook = std::function<Status(Database&, int fromSchema)>;

    /// Opens (and migrates) the club at `location`. On failure returns
    /// nullptr and fills `error`; a file that is not a Palmarès club, or one
    /// from a newer Palmarès, is refused without being modified.
    static Expected<std::unique_ptr<Database>> open(const QString& location, OpenMode mode,
                                                    const OpenHook& prepare = {});

    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    Database(Database&&) = delete;
    Database& operator=(Database&&) = delete;

    [[nodiscard]] Dialect dialect() const { return m_dialect; }
    [[nodiscard]] QString location() const { return m_location; }
    [[nodiscard]] QString connectionName() const { return m_connection; }

    /// SQLite: what the check of the club at its opening (or checkWhole())
    /// found damaged, in a few words; empty when nothing. A damaged club is
    /// read, and refuses every write (begin() fails with damagedMessage()).
    /// Shared by every connection of the process to the file.
    [[nodiscard]] QString damage() const;
    /// Whether the check at opening read the whole file (a club of up to
    /// 32 MiB) rather than its small tables only.
    [[nodiscard]] bool checkedWhole() const { return m_checkedWhole; }
    /// SQLite: SQLite's quick check of the whole file, however long it
    /// takes (the window runs it in the background after opening a large
    /// club). False with the damaged message when it finds damage, which
    /// every connection of the process then refuses to write into.
    Status checkWhole();

    /// The newest schema this build knows.
    static int latestSchemaVersion();
    /// SQLite's `application_id` of a Palmarès club ("PALM").
    static constexpr qint64 ApplicationId = 1346456653;
    /// Splits a resource file of named statements ("-- name: X" headers)
    /// into `into`.
    static void parseNamedStatements(const QString& text, QHash<QString, QString>& into);
    [[nodiscard]] int schemaVersion();

    /// The prepared statement called `name` in resources/sql, reset and
    /// ready to bind. The reference stays valid for the life of the Database.
    Statement& statement(const QString& name);

    /// Runs a statement that returns one value (COUNT, version, …).
    Expected<QVariant> scalar(const QString& name, const QVariantList& values);

    Status begin();
    Status commit();
    void rollback();
    [[nodiscard]] bool inTransaction() const { return m_depth > 0; }
    /// Whether the innermost open transaction began before any row of the
    /// outermost one was written (SQLite): an operation nested in a wider
    /// transaction that had changed nothing yet (the window's undoable
    /// step around one save) sees the club as last committed, as it would
    /// in a transaction of its own.
    [[nodiscard]] bool innermostBeganUnchanged() const
    {
        return m_depth == 1 || (m_depth > 1 && m_unchangedAtBegin.back());
    }

    /// The SQL of the named statement `name` (for a second connection).
    [[nodiscard]] QString sql(const QString& name) const { return m_sql.value(name); }

    /// A consistent copy of the whole club into the SQLite file `path`
    /// (SQLite's online backup API; safe while the club is in use). Refused
    /// when `path` is the club or its journal, something other than a
    /// regular file (a folder, a link, a device), or an existing file
    /// without `replace`; an existing file is replaced in one step, by a
    /// complete copy only. `progress` hears of each step (1,024 pages); false
    /// stops the copy, and nothing is left of it.
    Status backupTo(const QString& path, bool replace,
                    const std::function<bool(qint64 done, qint64 total)>& progress = {});

    /// PostgreSQL: lets `role` read the league (`write` false), or read and
    /// write it as a secretary (resources/sql/postgresql/grant_read.sql,
    /// grant_write.sql), now and after an upgrade; run by the league's
    /// owner. A role that is not on the server, or a club file, is refused.
    Status grantAccess(const QString& role, bool write);
    /// PostgreSQL: the role connected when it may only read (empty when it
    /// may write, and on SQLite).
    [[nodiscard]] QString readOnlyRole() const { return m_readOnlyRole; }

    /// PostgreSQL, outside a transaction: the connection to the server was
    /// lost (a restart, a network cut); reconnect() makes it again.
    [[nodiscard]] bool connectionLost() const;
    /// PostgreSQL: connects to the server again, with the same URL; the
    /// named statements are prepared again and stay valid. A server still
    /// away: false, `error` says so. begin() does it by itself.
    Status reconnect();
    /// How many times the connection was made again: a LISTEN made on it
    /// before is gone (ChangeWatcher).
    [[nodiscard]] int generation() const { return m_generation; }

    /// The native sqlite3* of the connection (SQLite only), for the bulk
    /// paths that bypass QVariant binding.
    [[nodiscard]] void* sqliteHandle() const;
    /// The native PGconn* of the connection (PostgreSQL only), for the bulk
    /// writes by COPY (BulkWriter).
    [[nodiscard]] void* postgresqlHandle() const;
    /// The text of the named statement `name` (for the statements run
    /// through libpq, not prepared: COPY).
    [[nodiscard]] QString sqlText(const QString& name) const { return m_sql.value(name); }
    /// The current transaction can no longer commit: rows meant for it were
    /// not written (BulkWriter). Its commit rolls back and says so.
    void refuseCommit()
    {
        if (m_depth > 0) {
            m_rollbackOnly = true;
        }
    }

private:
    Database() = default;
    Status connect(const QString& location, OpenMode mode);
    Status checkAndMigrate(const OpenHook& prepare);
    /// SQLite: the file checked for damage, every page of it (`whole`) or
    /// its small tables only; what is found goes to m_damage and to the
    /// process's other connections.
    void lookForDamage(bool whole);
    /// SQLite, at opening: looks for damage in the club at schema `current`
    /// (none for a new club); nullopt when there is none, else how the
    /// opening ends: ok (read as it is) or refused (an upgrade), saying why.
    std::optional<Status> openedDamaged(int current);
    /// Whether a club at schema `current` is ours and not newer than this program.
    Status ownSchema(int current);
    /// SQLite: the connection's settings (and the page size of a new club).
    Status applySettings(int current);
    /// Runs the schema steps after `current`, one transaction each, after a
    /// backup of an SQLite club.
    Status migrate(int current, const OpenHook& afterMigration);
    Status connectPostgresql(const QString& location);
    /// PostgreSQL: the session's settings (messages, lock timeout, bytea).
    void setUpSession();
    /// SQLite: the connection itself, once the file was found usable.
    Status connectSqlite(const QString& location);
    Status runScript(const QString& resource);
    /// The table of the schema's version, ready to read: on PostgreSQL it is
    /// read where it exists (a role that may only read creates nothing), and
    /// made only when a club is being created.
    Status versionTable();
    /// PostgreSQL: the role connected, and whether it may write the league
    /// (m_readOnlyRole).
    Status learnRole();
    /// SQLite: write-ahead logging, once the club is known and up to date.
    Status useWal();
    /// SQLite: one PRAGMA of the connection's settings.
    Status setUp(const QString& pragma);
    Status loadStatements();
    /// Runs a named statement without preparing it (BEGIN, COMMIT, ROLLBACK:
    /// PostgreSQL cannot prepare transaction control).
    Status execDirect(const QString& name);
    /// SQLite: the rows this connection has inserted, updated or deleted
    /// since it opened (0 elsewhere).
    [[nodiscard]] qint64 rowsWritten() const;

    Dialect m_dialect = Dialect::Sqlite;
    OpenMode m_mode = OpenMode::Existing;
    QString m_location;
    /// PostgreSQL: the role connected when it may only read the league
    /// (no INSERT on its results); empty when it may write.
    QString m_readOnlyRole;
    QString m_connection;
    QHash<QString, QString> m_sql;
    QHash<QString, Statement*> m_prepared; ///< owned; finalized before the connection closes
    int m_depth = 0;                       ///< nested Transaction objects; only the outermost talks to the database
    qint64 m_changesAtBegin = 0;           ///< SQLite's count of rows written, at the outermost BEGIN
    std::vector<bool> m_unchangedAtBegin;  ///< per nested level: no row written before its begin
    bool m_rollbackOnly = false;           ///< an inner transaction rolled back: the outer one cannot commit
    bool m_opening = true;                 ///< checking and migrating: commits announce no change
    int m_generation = 0;                  ///< connections made again (reconnect)
    /// SQLite: the club file's device and inode, counted among the files
    /// this process is connected to (database.cpp, OpenFiles).
    std::optional<std::pair<quint64, quint64>> m_file;
    QString m_damage;           ///< what lookForDamage found; empty: nothing
    bool m_checkedWhole = true; ///< lookForDamage read the whole file
};

/// Rolls back unless committed (Strawberry's ScopedTransaction).
class Transaction
{
public:
    /// Begins (or joins) a transaction; active() says whether it began,
    /// began() why not.
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    Transaction(Transaction&&) = delete;
    Transaction& operator=(Transaction&&) = delete;

    [[nodiscard]] bool active() const { return m_active; }
    [[nodiscard]] const Status& began() const { return m_began; }
    Status commit();

private:
    Database& m_db;
    Status m_began;
    bool m_active = false;
};

} // namespace palmares::store

// What SQLite alone needs for the writes of an import and a rebuild, with no
// Palmarès code in the way: the floor under club_bench's figures. Prints
// figures; asserts nothing.
//
//   sqlite_floor --db bench.palmares --scratch /tmp/floor.palmares
//
// It reads a club made by club_bench (its results and its rating cache) into
// memory, makes an empty file with the same schema, page size and settings
// as Palmarès (foreign keys on, synchronous FULL, 64 MiB of page cache, WAL),
// and times, through prepared statements, row for row the club's values:
// - an import's floor, in one transaction as an import: the players, every
//   match row then its participant rows (the results, every index), then
//   the rating cache an import also writes (the packed records of every
//   rated match, the checkpoints and the standings), and the commit;
// - one plain scan of participant (club_bench's reference);
// - a rebuild's floor: that scan, then in one transaction emptying the
//   rating cache (records, checkpoints, standings), writing it again and the
//   commit (what a rebuild must read and write whatever else it does).
// scripts/bench.sh runs it on the file club_bench leaves.

#include <sqlite3.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Seconds of CPU this process has used.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// One column value as read, kept to be bound again.
struct Value {
    int type = SQLITE_NULL;
    sqlite3_int64 integer = 0;
    double real = 0.0;
    std::string bytes; ///< text or blob
};
using Row = std::vector<Value>;

class Failure
{
public:
    explicit Failure(std::string what) : m_what(std::move(what)) {}
    const std::string& what() const { return m_what; }

private:
    std::string m_what;
};

void exec(sqlite3* db, const std::string& sql)
{
    char* message = nullptr;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string what = sql + ": " + (message != nullptr ? message : "?");
        sqlite3_free(message);
        throw Failure(what);
    }
}

class Statement
{
public:
    Statement(sqlite3* db, const std::string& sql)
    {
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &m_statement, nullptr) != SQLITE_OK) {
            throw Failure(sql + ": " + sqlite3_errmsg(db));
        }
    }
    ~Statement() { sqlite3_finalize(m_statement); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    sqlite3_stmt* get() const { return m_statement; }

    /// Binds a row read by readAll and runs the statement once.
    void insert(const Row& row)
    {
        for (std::size_t c = 0; c < row.size(); ++c) {
            const Value& v = row[c];
            const int i = static_cast<int>(c) + 1;
            switch (v.type) {
            case SQLITE_INTEGER:
                sqlite3_bind_int64(m_statement, i, v.integer);
                break;
            case SQLITE_FLOAT:
                sqlite3_bind_double(m_statement, i, v.real);
                break;
            case SQLITE_TEXT:
                sqlite3_bind_text(m_statement, i, v.bytes.data(), static_cast<int>(v.bytes.size()), SQLITE_STATIC);
                break;
            case SQLITE_BLOB:
                sqlite3_bind_blob(m_statement, i, v.bytes.data(), static_cast<int>(v.bytes.size()), SQLITE_STATIC);
                break;
            default:
                sqlite3_bind_null(m_statement, i);
            }
        }
        if (sqlite3_step(m_statement) != SQLITE_DONE) {
            throw Failure(std::string("insert: ") + sqlite3_errmsg(sqlite3_db_handle(m_statement)));
        }
        sqlite3_reset(m_statement);
    }

private:
    sqlite3_stmt* m_statement = nullptr;
};

std::vector<Row> readAll(sqlite3* db, const std::string& sql)
{
    Statement q(db, sql);
    const int columns = sqlite3_column_count(q.get());
    std::vector<Row> rows;
    while (sqlite3_step(q.get()) == SQLITE_ROW) {
        Row row(static_cast<std::size_t>(columns));
        for (int c = 0; c < columns; ++c) {
            Value& v = row[static_cast<std::size_t>(c)];
            v.type = sqlite3_column_type(q.get(), c);
            if (v.type == SQLITE_INTEGER) {
                v.integer = sqlite3_column_int64(q.get(), c);
            } else if (v.type == SQLITE_FLOAT) {
                v.real = sqlite3_column_double(q.get(), c);
            } else if (v.type != SQLITE_NULL) {
                const auto* data = static_cast<const char*>(sqlite3_column_blob(q.get(), c));
                v.bytes.assign(data != nullptr ? data : "", static_cast<std::size_t>(sqlite3_column_bytes(q.get(), c)));
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

/// How each table is read from the club and written again (schema 4).
struct Copy {
    const char* read;
    const char* write;
};
constexpr Copy Players{"SELECT id, name, household, active, notes FROM player ORDER BY id",
                       "INSERT INTO player (id, name, household, active, notes) VALUES (?, ?, ?, ?, ?)"};
constexpr Copy Games{"SELECT id, name, system, params FROM game ORDER BY id",
                     "INSERT INTO game (id, name, system, params) VALUES (?, ?, ?, ?)"};
constexpr Copy Matches{"SELECT id, code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason, "
                       "version FROM match ORDER BY id",
                       "INSERT INTO match (id, code, game_id, played_at, deals, duration_min, outcome, is_void, "
                       "unrated_reason, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"};
constexpr Copy Participants{"SELECT match_id, pos, player_id, rank, score, team, left_early, morale, morale_lost, "
                            "army_points, turns, army_list FROM participant ORDER BY match_id, pos",
                            "INSERT INTO participant (match_id, pos, player_id, rank, score, team, left_early, "
                            "morale, morale_lost, army_points, turns, army_list) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"};
constexpr Copy Records{
    "SELECT game_id, played_at, match_id, records, inputs FROM rating_record",
    "INSERT INTO rating_record (game_id, played_at, match_id, records, inputs) VALUES (?, ?, ?, ?, ?)"};

constexpr Copy Checkpoints{"SELECT game_id, played_at, match_id, states FROM rating_checkpoint",
                           "INSERT INTO rating_checkpoint (game_id, played_at, match_id, states) VALUES (?, ?, ?, ?)"};

struct Source {
    std::vector<std::string> schema; ///< CREATE statements, tables before indexes
    std::string pageSize;
    std::vector<Row> players, games, matches, participants, records, checkpoints, standings;
    std::string standingInsert; ///< every column of standing, in the club's order
};

Source load(const char* path)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        throw Failure(std::string("cannot open ") + path);
    }
    Source s;
    try {
        for (const Row& r :
             readAll(db, "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' "
                         "ORDER BY type = 'index', rowid")) {
            s.schema.push_back(r[0].bytes);
        }
        s.pageSize = std::to_string(readAll(db, "PRAGMA page_size")[0][0].integer);
        s.players = readAll(db, Players.read);
        s.games = readAll(db, Games.read);
        s.matches = readAll(db, Matches.read);
        s.participants = readAll(db, Participants.read);
        s.records = readAll(db, Records.read);
        s.checkpoints = readAll(db, Checkpoints.read);
        s.standings = readAll(db, "SELECT * FROM standing");
        const auto columns = readAll(db, "SELECT count(*) FROM pragma_table_info('standing')")[0][0].integer;
        s.standingInsert = "INSERT INTO standing VALUES (?";
        for (sqlite3_int64 c = 1; c < columns; ++c) {
            s.standingInsert += ", ?";
        }
        s.standingInsert += ")";
    } catch (...) {
        sqlite3_close(db);
        throw;
    }
    sqlite3_close(db);
    return s;
}

/// A fresh file with the club's schema and Palmarès's connection settings.
sqlite3* create(const char* path, const Source& s)
{
    for (const char* suffix : {"", "-wal", "-shm"}) {
        std::remove((std::string(path) + suffix).c_str());
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(path, &db) != SQLITE_OK) {
        sqlite3_close(db);
        throw Failure(std::string("cannot create ") + path);
    }
    exec(db, "PRAGMA page_size = " + s.pageSize);
    for (const std::string& sql : s.schema) {
        exec(db, sql);
    }
    exec(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; PRAGMA cache_size = -65536; "
             "PRAGMA journal_mode = WAL");
    return db;
}

/// Seconds taken by the parts of an import's or a rebuild's writes.
struct Timing {
    double results = 0.0; ///< players, matches and participants
    double empty = 0.0;   ///< deleting the old rating cache
    double cache = 0.0;   ///< records, checkpoints and standings
    double commit = 0.0;
    [[nodiscard]] double total() const { return results + empty + cache + commit; }
};

/// Writes the rating cache: records, checkpoints and standings.
void writeCache(sqlite3* db, const Source& s)
{
    Statement record(db, Records.write);
    Statement checkpoint(db, Checkpoints.write);
    Statement standing(db, s.standingInsert);
    for (const Row& r : s.records) {
        record.insert(r);
    }
    for (const Row& r : s.checkpoints) {
        checkpoint.insert(r);
    }
    for (const Row& r : s.standings) {
        standing.insert(r);
    }
}

/// What an import writes, in one transaction: the players, the results (a
/// match, then its participants), then the rating cache.
Timing writeImport(sqlite3* db, const Source& s)
{
    Statement game(db, Games.write);
    exec(db, "BEGIN");
    for (const Row& r : s.games) {
        game.insert(r); // club_bench adds the games before its import
    }
    exec(db, "COMMIT");

    Timing t;
    Statement player(db, Players.write);
    Statement match(db, Matches.write);
    Statement participant(db, Participants.write);
    auto start = Clock::now();
    exec(db, "BEGIN");
    for (const Row& r : s.players) {
        player.insert(r);
    }
    std::size_t p = 0;
    for (const Row& m : s.matches) {
        match.insert(m);
        while (p < s.participants.size() && s.participants[p][0].integer == m[0].integer) {
            participant.insert(s.participants[p++]);
        }
    }
    t.results = secondsSince(start);
    start = Clock::now();
    writeCache(db, s);
    t.cache = secondsSince(start);
    start = Clock::now();
    exec(db, "COMMIT");
    t.commit = secondsSince(start);
    return t;
}

/// What a rebuild writes, in one transaction: the rating cache emptied and
/// written again.
Timing rewriteCache(sqlite3* db, const Source& s)
{
    Timing t;
    auto start = Clock::now();
    exec(db, "BEGIN; DELETE FROM rating_record; DELETE FROM rating_checkpoint; DELETE FROM standing");
    t.empty = secondsSince(start);
    start = Clock::now();
    writeCache(db, s);
    t.cache = secondsSince(start);
    start = Clock::now();
    exec(db, "COMMIT");
    t.commit = secondsSince(start);
    return t;
}

double scanParticipants(sqlite3* db)
{
    Statement q(db, "SELECT * FROM participant");
    const int columns = sqlite3_column_count(q.get());
    const auto start = Clock::now();
    double sink = 0.0;
    while (sqlite3_step(q.get()) == SQLITE_ROW) {
        for (int c = 0; c < columns; ++c) {
            sink += sqlite3_column_double(q.get(), c); // every column read, as club_bench's scan
        }
    }
    const double seconds = secondsSince(start);
    return sink == -1.0 ? -seconds : seconds; // keeps the reads
}

} // namespace

int main(int argc, char* argv[])
{
    const char* club = nullptr;
    const char* scratch = nullptr;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--db") == 0) {
            club = argv[i + 1];
        } else if (std::strcmp(argv[i], "--scratch") == 0) {
            scratch = argv[i + 1];
        }
    }
    if (club == nullptr || scratch == nullptr) {
        std::fprintf(stderr, "usage: sqlite_floor --db CLUB --scratch FILE (FILE is overwritten)\n");
        return 2;
    }
    try {
        const Source s = load(club);
        if (s.players.empty() || s.games.empty() || s.matches.empty() || s.participants.empty()) {
            throw Failure(std::string(club) + " holds no results (make it with club_bench)");
        }
        const auto rows = static_cast<double>(s.participants.size());
        std::printf("sqlite_floor: %zu matches, %zu participant rows, %zu rating records, %zu checkpoints, "
                    "%zu standings; page size %s\n",
                    s.matches.size(), s.participants.size(), s.records.size(), s.checkpoints.size(), s.standings.size(),
                    s.pageSize.c_str());

        sqlite3* db = create(scratch, s);
        double cpu = cpuSeconds();
        const Timing import = writeImport(db, s);
        const double importCpu = cpuSeconds() - cpu;
        std::printf("import floor: results %.2f s (%.0f rows/s), rating cache %.2f s, commit %.2f s: %.2f s in all "
                    "= %.0f rows/s\n",
                    import.results, rows / import.results, import.cache, import.commit, import.total(),
                    rows / import.total());
        std::printf("  CPU: %.2f s\n", importCpu);

        exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
        cpu = cpuSeconds();
        const double scan = scanParticipants(db);
        const double scanCpu = cpuSeconds() - cpu;
        std::printf("plain scan of participant: %.2f s\n", scan);
        exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
        cpu = cpuSeconds();
        const Timing rebuild = rewriteCache(db, s);
        const double rebuildCpu = scanCpu + cpuSeconds() - cpu;
        std::printf("rebuild floor: scan %.2f s, emptying the rating cache %.2f s, writing it %.2f s, commit %.2f s: "
                    "%.2f s in all = %.2f x the scan\n",
                    scan, rebuild.empty, rebuild.cache, rebuild.commit, scan + rebuild.total(),
                    (scan + rebuild.total()) / scan);
        std::printf("  CPU: %.2f s\n", rebuildCpu);
        sqlite3_close(db);
    } catch (const Failure& f) {
        std::fprintf(stderr, "sqlite_floor: %s\n", f.what().c_str());
        return 1;
    }
    return 0;
}

#include "matchtable.h"

#include "ratingblob.h"
#include "rows.h"
#include "sqlitestatement.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <sqlite3.h>
#include <thread>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

namespace {

/// Reads replayAhead's rows (of `game`) into records of what a rating reads:
/// no code, version or army lists (a read-ahead feeds a re-rating only).
template <typename Visit>
bool readRatedMatches(Statement& q, qint64 game, const Visit& visit)
{
    const auto readMatch = [game](Statement& s, MatchRecord& m) {
        m.id = s.integer(0);
        m.game = game;
        readRatedMatchFields(s, 1, m);
    };
    return groupMatches(
        q, readMatch, [](Statement& s) { return readRatedParticipant(s, 7); }, visit);
}

/// A read-only connection of a reading thread's own to the club's file
/// (NOMUTEX: no lock per call), as patient as the caller's with another
/// process's checkpoint or recovery; null with `failure` said when it
/// cannot open (close it with sqlite3_close either way).
sqlite3* openReader(const QByteArray& file, QString& failure)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(file.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        failure = explainDriverError(QString::fromUtf8(sqlite3_errmsg(db)));
        sqlite3_close(db);
        return nullptr;
    }
    sqlite3_busy_timeout(db, 10000); // database.cpp's BusyTimeoutMs
    return db;
}

/// A match as the read-ahead hands it over: what a rating reads of it and,
/// read from the rating cache, its records as committed.
struct AheadMatch {
    MatchRecord match;
    QByteArray committed;
};

/// Reads ratingReplayFrom's rows (of `game`): each rated match from what its
/// record says it was rated from, with the record; false (and `failure`
/// said) at a record that is damaged.
template <typename Visit>
bool readRecordedMatches(Statement& q, qint64 game, const Visit& visit, QString& failure)
{
    AheadMatch current;
    current.match.game = game;
    while (q.next()) {
        current.match.id = q.integer(0);
        current.match.playedAt = q.text(1);
        if (!unpackInputs(q.blob(2), current.match)) {
            q.finish();
            failure = damagedCache(Text::tr("match #%1").arg(current.match.id));
            return false;
        }
        current.committed = q.blob(3).toByteArray();
        if (!visit(current)) {
            break;
        }
    }
    q.finish();
    return true;
}

/// The matches of a replay read on a second connection to the same SQLite
/// file, on a thread of their own, and handed to the caller's thread in
/// batches: SQLite's reading and the decoding of the rows (2.4 plain scans
/// of participant for a rebuild of every game) run beside the rating and
/// the writing of the cache instead of before each match. From the results
/// (replayAhead: every match, what a rating reads of it) or from the rating
/// cache (ratingReplayFrom: the rated matches, each with its inputs and
/// committed records).
class ReadAhead
{
public:
    static constexpr std::size_t Batch = 256; ///< matches per hand-over
    static constexpr std::size_t Depth = 16;  ///< batches read ahead at most

    enum class Source : std::uint8_t { Results, Records };
    using Visit = std::function<bool(const MatchRecord&, QByteArrayView committed)>;

    ReadAhead(QByteArray file, const Database& db, Source source)
        : m_file(std::move(file)),
          m_name(source == Source::Results ? QStringLiteral("replayAhead") : QStringLiteral("ratingReplayFrom")),
          m_sql(db.sql(m_name)),
          m_source(source)
    {}

    Status run(qint64 game, const QString& playedAt, qint64 id, const Visit& visit)
    {
        std::thread reader([&] { read(game, playedAt, id); });
        // Each batch taken gives the one before back to the reader, which
        // frees its matches: the allocator's work stays on its thread.
        for (std::vector<AheadMatch> batch; take(batch);) {
            if (!std::all_of(batch.cbegin(), batch.cend(),
                             [&](const AheadMatch& a) { return visit(a.match, a.committed); })) {
                break; // the caller stops (it says why, as forEachMatchFrom's caller does)
            }
        }
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        reader.join();
        if (!m_failure.isEmpty()) {
            return Status::failure(m_failure);
        }
        return {};
    }

private:
    /// The reader's thread: its own read-only connection, the replay's query.
    void read(qint64 game, const QString& playedAt, qint64 id)
    {
        QString failure;
        sqlite3* db = openReader(m_file, failure);
        if (db != nullptr) {
            // A page cache as large as the caller's connection's.
            sqlite3_exec(db, "PRAGMA cache_size = -65536", nullptr, nullptr, nullptr);
            SqliteStatement q(db, m_name, m_sql);
            std::vector<AheadMatch> batch;
            batch.reserve(Batch);
            const auto keep = [&](AheadMatch&& a) {
                batch.push_back(std::move(a));
                return batch.size() < Batch || hand(batch);
            };
            if (const Status ran = runFrom(q, game, playedAt, id); !ran.ok()) {
                failure = ran.toString();
            } else if (m_source == Source::Results) {
                readRatedMatches(q, game, [&](MatchRecord& m) { return keep({std::move(m), {}}); });
            } else {
                readRecordedMatches(
                    q, game, [&](AheadMatch& a) { return keep(std::move(a)); }, failure);
            }
            if (!batch.empty() && failure.isEmpty()) {
                hand(batch);
            }
        }
        sqlite3_close(db); // after the statement, finalized above
        {
            const std::lock_guard lock(m_mutex);
            m_failure = failure;
            m_done = true;
        }
        m_changed.notify_all();
    }

    /// Hands a full batch over, waiting while enough are ahead; false once
    /// the caller has stopped.
    bool hand(std::vector<AheadMatch>& batch)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stop || m_ready.size() < Depth; });
        if (m_stop) {
            return false;
        }
        m_ready.push_back(std::exchange(batch, {}));
        if (!m_spent.empty()) {
            batch = std::move(m_spent.front());
            m_spent.pop_front();
        }
        lock.unlock();
        m_changed.notify_all();
        batch.clear(); // a batch the caller is done with: freed here, its room kept
        batch.reserve(Batch);
        return true;
    }

    /// The next batch; false at the end (or when the reader failed).
    bool take(std::vector<AheadMatch>& batch)
    {
        std::unique_lock lock(m_mutex);
        if (!batch.empty() && !m_done) {
            m_spent.push_back(std::exchange(batch, {}));
        }
        m_changed.wait(lock, [&] { return !m_ready.empty() || m_done; });
        if (m_ready.empty()) {
            return false;
        }
        batch = std::move(m_ready.front());
        m_ready.pop_front();
        lock.unlock();
        m_changed.notify_all();
        return true;
    }

    QByteArray m_file;
    QString m_name;
    QString m_sql;
    Source m_source;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<AheadMatch>> m_ready;
    std::deque<std::vector<AheadMatch>> m_spent; ///< batches the caller is done with, for the reader to free
    bool m_stop = false;                         ///< the caller wants no more
    bool m_done = false;                         ///< the reader has finished (m_failure says if it failed)
    QString m_failure;
};

/// The SQLite file under a connection; empty for another backend or a
/// database in memory.
QByteArray sqliteFile(Database& db)
{
    auto* handle = static_cast<sqlite3*>(db.sqliteHandle());
    const char* file = handle != nullptr ? sqlite3_db_filename(handle, "main") : nullptr;
    return file != nullptr ? QByteArray(file) : QByteArray();
}

/// (played at, id): a match's place in its game's replay order.
std::pair<const QString&, qint64> placeOf(const MatchRecord& m)
{
    return {m.playedAt, m.id};
}

} // namespace

bool MatchTable::readsCommittedAhead() const
{
    // What the committed club lacks must be only what the caller says: so
    // its transaction, the outermost or one nested in a wider one that had
    // written nothing yet when it began (the transaction holds the write
    // lock either way).
    return m_db.innermostBeganUnchanged() && !sqliteFile(m_db).isEmpty();
}

Status MatchTable::forEachCommittedMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                             const std::function<bool(const MatchRecord&)>& visit)
{
    if (!readsCommittedAhead()) {
        return forEachMatchFrom(game, playedAt, id, visit);
    }
    return ReadAhead(sqliteFile(m_db), m_db, ReadAhead::Source::Results)
        .run(game, playedAt, id, [&](const MatchRecord& m, QByteArrayView /*committed*/) { return visit(m); });
}

Status MatchTable::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id, const ResultChanges& changes,
                                    const RecordedMatchVisit& visit)
{
    if (!readsCommittedAhead()) {
        // The transaction's own view holds the changes.
        return forEachMatchFrom(game, playedAt, id, [&](const MatchRecord& m) { return visit(m, {}); });
    }
    QSet<qint64> changed;
    for (const auto* list : {&changes.before, &changes.after}) {
        for (const MatchRecord& m : *list) {
            changed.insert(m.id);
        }
    }
    // The changed matches of the game as they are now, from the position on,
    // in replay order.
    std::vector<const MatchRecord*> now;
    const std::pair<const QString&, qint64> from{playedAt, id};
    for (const MatchRecord& m : changes.after) {
        if (m.game == game && placeOf(m) >= from) {
            now.push_back(&m);
        }
    }
    std::sort(now.begin(), now.end(),
              [](const MatchRecord* a, const MatchRecord* b) { return placeOf(*a) < placeOf(*b); });
    auto next = now.cbegin();
    bool stopped = false;
    const auto visitUntil = [&](const MatchRecord* upTo) {
        for (; !stopped && next != now.cend() && (upTo == nullptr || placeOf(**next) < placeOf(*upTo)); ++next) {
            stopped = !visit(**next, {}); // changed: its records as they were are gone
        }
        return !stopped;
    };
    // The others (rated: an unrated match that did not change rates to
    // nothing again) as their records say they were rated, with those
    // records: the re-rating rewrites only those it changes.
    Status read = ReadAhead(sqliteFile(m_db), m_db, ReadAhead::Source::Records)
                      .run(game, playedAt, id, [&](const MatchRecord& m, QByteArrayView committed) {
                          if (changed.contains(m.id)) {
                              return true; // as committed: its version now comes in its place
                          }
                          stopped = !visitUntil(&m) || !visit(m, committed);
                          return !stopped;
                      });
    if (read.ok()) {
        visitUntil(nullptr);
    }
    return read;
}

} // namespace palmares::store

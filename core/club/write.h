#pragma once

// Internal to core/club: the one way a service writes. `write` opens a
// transaction on the club's database, runs the body, and commits; a failure
// anywhere (opening, the body, the commit) is reported as the operation's
// Status and the transaction is rolled back, so nothing is half-written.
//
// A write also says what it changed (a Change, ChangeFeed): once its
// transaction commits, the change goes out on the club's feed, with the games
// Rerater re-rated meanwhile. A write inside an outer transaction (a merge
// that renames, an import, a preview) leaves its change pending: the outer
// one announces them all when it commits, or drops them when it rolls back.
// A failed write announces nothing.

#include "changefeed.h"
#include "clubcontext.h"
#include "conversions.h"
#include "status.h"

#include "store/database.h"

#include <type_traits>
#include <utility>

namespace palmares::club {

/// The changes of one transaction: what its writes change is collected from
/// the scope's start; committed() announces it (or leaves it pending inside
/// an outer transaction); a scope left without committed() — a failure, a
/// rollback, a preview — drops it.
class ChangeScope
{
public:
    explicit ChangeScope(ClubContext& context)
        : m_context(context),
          m_pending(context.pending.size()),
          m_outer(std::exchange(context.rerated, {}))
    {}
    ~ChangeScope()
    {
        if (!m_done) {
            m_context.pending.resize(m_pending);
            m_context.rerated = std::move(m_outer);
        }
    }
    ChangeScope(const ChangeScope&) = delete;
    ChangeScope& operator=(const ChangeScope&) = delete;
    ChangeScope(ChangeScope&&) = delete;
    ChangeScope& operator=(ChangeScope&&) = delete;

    /// The transaction committed `change`, its games completed with those
    /// re-rated since the scope began: announced at once, after the pending
    /// changes of the writes inside it, unless an outer transaction is still
    /// open (its scope then announces them all).
    void committed(Change change)
    {
        for (auto it = m_context.rerated.cbegin(); it != m_context.rerated.cend(); ++it) {
            Change::widen(change.games, it.key(), *it);
        }
        m_context.pending.append(std::move(change));
        committed();
    }

    /// The transaction committed the changes of the writes inside it, and
    /// none of its own (Club::atomically).
    void committed()
    {
        m_done = true;
        for (auto it = m_context.rerated.cbegin(); it != m_context.rerated.cend(); ++it) {
            Change::widen(m_outer, it.key(), *it); // the outer write moved them too
        }
        m_context.rerated = std::move(m_outer);
        if (m_context.db.inTransaction()) {
            return;
        }
        const QList<Change> done = std::exchange(m_context.pending, {});
        if (m_context.feed != nullptr) {
            for (const Change& c : done) {
                m_context.feed->announce(c);
            }
        }
    }

private:
    ClubContext& m_context;
    qsizetype m_pending;
    QMap<QString, QDate> m_outer; ///< the outer write's re-rated games, set aside
    bool m_done = false;
};

/// Runs `body()` inside one transaction and commits it. The body returns a
/// Status (not ok: reported as it is, its `stale` flag included). Returns ok
/// only when the commit succeeded; then `change` (which the body may
/// complete: it is read after the body) is announced.
template <typename Body>
Status write(ClubContext& context, const Change& change, Body&& body)
{
    ChangeScope changes(context);
    store::Transaction t(context.db);
    if (!t.active()) {
        return t.began();
    }
    if (Status status = body(); !status.ok()) {
        return status;
    }
    if (Status committed = t.commit(); !committed.ok()) {
        return committed;
    }
    changes.committed(change);
    return {};
}

/// Runs `body()` — the reads a change depends on, then its writes — inside
/// one write transaction, taken before the first read (SQLite's BEGIN
/// IMMEDIATE, PostgreSQL's write lock): what the body reads (a game's
/// parameters, the players, the seasons) is what no other program can change
/// until it commits (issue 39: a rebuild that read the games before another
/// process changed a parameter kept the old ratings). The writes inside
/// (write()) join it and are announced when it commits. The body returns a
/// Status or an Expected<T>; it is returned as it is, or the commit's
/// failure.
template <typename Body>
auto atomically(ClubContext& context, Body&& body) -> std::invoke_result_t<Body&>
{
    using Result = std::invoke_result_t<Body&>;
    ChangeScope changes(context);
    store::Transaction t(context.db);
    if (!t.active()) {
        return Result(t.began());
    }
    Result result = body();
    if (!result.ok()) {
        return result; // the transaction rolls back, and any write inside with it
    }
    if (Status committed = t.commit(); !committed.ok()) {
        return Result(std::move(committed));
    }
    changes.committed();
    return result;
}

} // namespace palmares::club

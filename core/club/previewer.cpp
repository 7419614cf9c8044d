#include "previewer.h"

#include "conversions.h"
#include "directory.h"
#include "names.h"
#include "write.h"

#include <QHash>

#include <algorithm>
#include <utility>

namespace palmares::club {

namespace {

/// The change applied (inside the preview's transaction): the match's code
/// afterwards and where the re-rating started.
struct Applied {
    QString code;
    QString from;
    qint64 fromId = 0;
};

/// The stored match an edit or a deletion names.
std::optional<store::MatchRecord> storedMatch(ClubContext& context, const QString& code, Status& status)
{
    const auto id = context.store.matchIdByCode(code.trimmed());
    if (!id || *id == 0) {
        status = id ? noSuchMatch(code.trimmed()) : id.status();
        return std::nullopt;
    }
    auto old = context.store.match(*id);
    if (!old) {
        status = old.status();
        return std::nullopt;
    }
    return *old;
}

std::optional<Applied> apply(ClubContext& context, ResultBook& book, ChangeKind kind, const MatchDraft& target,
                             const QString& code, const std::optional<store::MatchRecord>& old, Status& status)
{
    Applied applied{code.trimmed(), {}, 0};
    switch (kind) {
    case ChangeKind::Add: {
        const auto added = book.recordMatch(target, true);
        if (!added) {
            status = added.status();
            return std::nullopt;
        }
        applied.code = *added;
        applied.from = storedDateTime(target.playedAt);
        const auto id = context.store.matchIdByCode(applied.code);
        if (!id) {
            status = id.status();
            return std::nullopt;
        }
        applied.fromId = *id;
        break;
    }
    case ChangeKind::Edit:
        // Players entered inline exist for the preview only (rolled back).
        if (const auto edited = book.editMatch(code, target, true); !edited) {
            status = edited.status();
            return std::nullopt;
        }
        if (!target.code.trimmed().isEmpty()) {
            applied.code = target.code.trimmed();
        }
        applied.from = std::min(old->playedAt, storedDateTime(target.playedAt));
        applied.fromId = old->id;
        break;
    case ChangeKind::Delete:
        if (Status s = book.deleteMatch(code); !s.ok()) {
            status = s;
            return std::nullopt;
        }
        applied.from = old->playedAt;
        applied.fromId = old->id;
        break;
    }
    return applied;
}

QHash<qint64, const StandingRow*> byPlayer(const Standings& standings)
{
    QHash<qint64, const StandingRow*> rows;
    for (const StandingRow& r : standings.rows) {
        rows.insert(r.playerId, &r);
    }
    return rows;
}

/// Who moves in the standings: the ranked players in their new order, then
/// the ones who would no longer be ranked.
QList<RankMove> rankMoves(const Standings& before, const Standings& after)
{
    QList<RankMove> moves;
    const QHash<qint64, const StandingRow*> was = byPlayer(before);
    const QHash<qint64, const StandingRow*> now = byPlayer(after);
    for (const StandingRow& r : after.rows) {
        const StandingRow* w = was.value(r.playerId);
        if (w == nullptr || w->rank != r.rank) {
            moves.append({r.playerId, r.player, w != nullptr ? w->rank : 0, r.rank});
        }
    }
    for (const StandingRow& r : before.rows) {
        if (!now.contains(r.playerId)) {
            moves.append({r.playerId, r.player, r.rank, 0});
        }
    }
    return moves;
}

/// A deletion's rows: each participant's standing now and after.
bool deletionRows(ClubContext& context, Preview& p, const MatchDraft& target, const Standings& before,
                  const Standings& after, Status& status)
{
    Directory dir;
    if (status = dir.load(context.store); !status.ok()) {
        return false;
    }
    const QHash<qint64, const StandingRow*> was = byPlayer(before);
    const QHash<qint64, const StandingRow*> now = byPlayer(after);
    for (const MatchDraft::Entry& entry : std::as_const(target.participants)) {
        const qint64 id = dir.playersByName.value(names::normalised(entry.player)).id;
        const StandingRow* w = was.value(id);
        const StandingRow* n = now.value(id);
        PreviewRow row{id, names::normalised(entry.player)};
        row.before = w != nullptr ? w->rating : 0.0;
        row.after = n != nullptr ? n->rating : 0.0;
        row.provisionalBefore = w != nullptr && w->provisional;
        row.provisionalAfter = n != nullptr && n->provisional;
        p.rows.append(row);
    }
    return true;
}

/// An addition's or an edit's rows: the engine's records of the match.
bool ratedRows(Explainer& explainer, Preview& p, const QString& code, Status& status)
{
    const auto x = explainer.explain(code);
    if (!x) {
        status = x.status();
        return false;
    }
    p.unratedReason = x->unratedReason;
    if (!x->changes.isEmpty()) {
        p.outcome = fromStd(rating::outcomeKey(x->changes.first().outcome));
    }
    for (qsizetype i = 0; i < x->record.participants.size(); ++i) {
        const qint64 id = x->record.participants.at(i).playerId;
        PreviewRow row{id, x->playerNames.value(i)};
        for (const rating::RatingChange& c : x->changes) {
            if (c.player == id) {
                row.before = c.before;
                row.after = c.after;
                row.expected = c.expected;
                row.actual = c.actual;
                row.provisionalBefore = c.provisionalBefore;
                row.provisionalAfter = c.provisionalAfter;
            }
        }
        p.rows.append(row);
    }
    return true;
}

} // namespace

Expected<Preview> Previewer::preview(ChangeKind kind, const MatchDraft& draft, const QString& code)
{
    Status status;
    MatchDraft target = draft;
    std::optional<store::MatchRecord> old;
    if (kind != ChangeKind::Add) {
        old = storedMatch(m_context, code, status);
        if (!old) {
            return status;
        }
        if (kind == ChangeKind::Delete) {
            const auto stored = m_resultBook.matchDraft(code);
            if (!stored) {
                return stored.status();
            }
            target = *stored;
        }
    }
    const auto before = m_rankings.standings(target.game, std::nullopt);
    if (!before) {
        return before.status();
    }
    // Everything below happens inside this transaction, which is never
    // committed: leaving the function rolls the change back. (Not `write`
    // (write.h), which commits: a preview must leave the club as it was.)
    const ChangeScope changes(m_context); // never committed: a preview announces nothing
    store::Transaction t(m_context.db);
    if (!t.active()) {
        return t.began();
    }
    Preview p;
    p.game = before->game.name;
    p.system = before->game.system;
    p.integral = before->integral;
    p.decimals = before->decimals;
    // A preview is rolled back: it may show a change inside a closed season,
    // and says which seasons saving it would change.
    const bool confirmed = std::exchange(m_context.closedSeasonsConfirmed, true);
    const auto applied = apply(m_context, m_resultBook, kind, target, code, old, status);
    m_context.closedSeasonsConfirmed = confirmed;
    if (!applied) {
        return status;
    }
    const auto closed = m_rules.closedFrom(p.game, Change::dateOf(applied->from));
    if (!closed) {
        return closed.status();
    }
    for (const Season& s : *closed) {
        p.closedSeasons << s.name;
    }
    const auto later = m_context.store.matchCountAfter(before->game.id, applied->from, applied->fromId);
    if (!later) {
        return later.status();
    }
    p.laterMatches = static_cast<int>(*later);
    const auto after = m_rankings.standings(target.game, std::nullopt);
    if (!after) {
        return after.status();
    }
    p.rankMoves = rankMoves(*before, *after);
    const bool read = kind == ChangeKind::Delete ? deletionRows(m_context, p, target, *before, *after, status)
                                                 : ratedRows(m_explainer, p, applied->code, status);
    if (!read) {
        return status;
    }
    return p;
}

} // namespace palmares::club

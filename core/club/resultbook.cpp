#include "resultbook.h"

#include "conversions.h"
#include "directory.h"
#include "participantmapping.h"
#include "ratingdraft.h"
#include "roster.h"
#include "write.h"

#include <QSet>

#include <algorithm>
#include <utility>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::ResultBook)
};

} // namespace

namespace {

/// A write refused for `problems` (none: not refused).
Status refusal(QList<Problem> problems)
{
    Status s;
    s.problems = std::move(problems);
    return s;
}

} // namespace

QList<Problem> ResultBook::validate(const MatchDraft& entered, qint64 replacing)
{
    // Names are checked as entered (an invisible character, names.h), then
    // everything else on the names as the club keeps them.
    QList<Problem> problems = invisibleProblems(entered);
    if (!problems.isEmpty()) {
        return problems;
    }
    Directory dir;
    if (Status loaded = dir.load(m_context.store); !loaded.ok()) {
        return loaded.problems;
    }
    return problemsOf(normalised(entered), dir, replacing);
}

QList<Problem> ResultBook::problemsOf(const MatchDraft& draft, const Directory& dir, qint64 replacing)
{
    QList<Problem> problems;
    const auto gameIt = dir.gamesByName.constFind(draft.game);
    if (gameIt == dir.gamesByName.cend()) {
        problems.append(
            {draft.game.isEmpty() ? Text::tr("choose a game") : Text::tr("there is no game named '%1'").arg(draft.game),
             Field{Field::Kind::Game}, 0, 0});
    }
    if (!draft.playedAt.isValid()) {
        problems.append({Text::tr("the date is not valid"), Field{Field::Kind::Date}, 0, 0});
    }
    if (!draft.code.trimmed().isEmpty()) {
        const auto existing = m_context.store.matchIdByCode(draft.code.trimmed());
        if (!existing) {
            return existing.status().problems;
        }
        if (*existing != 0 && *existing != replacing) {
            problems.append(
                {Text::tr("there is already a match '%1'").arg(draft.code.trimmed()), Field{Field::Kind::Match}, 0, 0});
        }
    }
    QSet<QString> seen;
    for (int i = 0; i < draft.participants.size(); ++i) {
        const MatchDraft::Entry& entry = draft.participants[i];
        const Field field = Field::participant(i + 1);
        const QString& name = entry.player;
        if (const QString problem = Roster::nameProblem(name); !problem.isEmpty()) {
            problems.append({problem, field, 0, 0});
        } else if (seen.contains(name)) {
            problems.append({Text::tr("'%1' is already in this match").arg(name), field, 0, 0});
        }
        seen.insert(name);
        if (entry.rank && *entry.rank < 1) {
            problems.append({Text::tr("a rank is 1 or more"), field, 0, 0});
        }
    }
    if (!problems.isEmpty() || gameIt == dir.gamesByName.cend()) {
        return problems;
    }
    const auto ruleSet = RuleBook::ruleSetFor(*gameIt);
    if (!ruleSet) {
        return ruleSet.status().problems;
    }
    const rating::RuleSet& rules = **ruleSet;
    if (const RuleProblem problem = ruleProblem(rules, draft, dir.households, dir.playersByName);
        !problem.message.isEmpty()) {
        // A participant's value beside its row; the match's problems below the form.
        problems.append({problem.message,
                         problem.participant >= 0 ? Field::participant(problem.participant + 1) : Field{}, 0, 0,
                         problem.fields});
    }
    return problems;
}

namespace {

/// A fresh identifier for `record`: M<n>, the first free one from the next row id.
Status assignFreshCode(store::ClubStore& store, store::MatchRecord& record)
{
    const auto next = store.maxMatchId();
    if (!next) {
        return next.status();
    }
    for (qint64 n = *next + 1;; ++n) {
        const QString candidate = QStringLiteral("M%1").arg(n);
        const auto taken = store.matchIdByCode(candidate);
        if (!taken) {
            return taken.status();
        }
        if (*taken == 0) {
            record.code = candidate;
            return {};
        }
    }
}

/// The players of a match, whose ratings a change of it moves.
QList<qint64> playersOf(const store::MatchRecord& m)
{
    QList<qint64> players;
    for (const auto& p : m.participants) {
        players << p.player;
    }
    return players;
}

/// A place in a game's replay order: (played at, id).
using Place = std::pair<QString, qint64>;

/// Puts the moment `now` was saved at in the replay order of its matches'
/// codes (ClubStore::orderMoment: an id of that moment for each, in code
/// order), whatever the order they were saved in. The matches that moved
/// join `changes` (`now` itself, in `changes.after`, takes its new id), and
/// `from` moves back to the first place that changed.
Status orderMomentOf(store::ClubStore& store, const store::MatchRecord& now, store::ResultChanges& changes, Place& from)
{
    store::ResultChanges moved;
    if (Status ordered = store.orderMoment(now.game, now.playedAt, moved); !ordered.ok()) {
        return ordered;
    }
    for (std::size_t i = 0; i < moved.after.size(); ++i) {
        const store::MatchRecord& m = moved.after[i];
        from = std::min(from, Place{m.playedAt, m.id});
        const auto saved = std::find_if(changes.after.begin(), changes.after.end(),
                                        [&](const store::MatchRecord& c) { return c.code == m.code; });
        if (saved != changes.after.end()) {
            *saved = m; // as it was before is already in changes.before (or it is new)
        } else {
            changes.before.push_back(moved.before[i]);
            changes.after.push_back(m);
        }
    }
    return {};
}

/// Re-rates after an edit, from the earlier of the old place in the history
/// and `from`, the first place the saved match's moment changed (in both
/// games when the match changed game). `changes` holds the match as it was
/// first, as it is first.
bool rerateEdit(Rerater& rerater, const Game& oldGame, const Game& g, const store::ResultChanges& changes,
                const Place& from, Status& status)
{
    const store::MatchRecord& old = changes.before.front();
    const QList<qint64> affected = playersOf(old) + playersOf(changes.after.front());
    if (oldGame.id != g.id) {
        return rerater.changedResults(changes).rerate(oldGame, old.playedAt, old.id, affected, status) &&
               rerater.changedResults(changes).rerate(g, from.first, from.second, affected, status);
    }
    const Place start = std::min(Place{old.playedAt, old.id}, from);
    return rerater.changedResults(changes).rerate(g, start.first, start.second, affected, status);
}

} // namespace

Expected<QString> ResultBook::recordMatch(const MatchDraft& entered, bool createPlayers)
{
    auto saved = record(entered, createPlayers);
    if (!saved) {
        return saved.status();
    }
    return saved->code;
}

Expected<SavedMatch> ResultBook::record(const MatchDraft& entered, bool createPlayers)
{
    Status status;
    status.problems = invisibleProblems(entered); // names as entered; the rest as the club keeps them
    if (!status.problems.isEmpty()) {
        return status;
    }
    const MatchDraft draft = normalised(entered);
    // Players, games and their parameters are read inside the transaction,
    // once for the checks and the record: another process may have added a
    // player or changed a game meanwhile.
    SavedMatch saved{{}, 1, {}};
    Change change = Change::of(Change::Kind::MatchRecorded); // its games: those re-rated
    status = write(m_context, change, [&]() -> Status {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        if (Status refused = refusal(problemsOf(draft, dir)); !refused.ok()) {
            return refused;
        }
        if (!addMissingPlayers(draft, dir, createPlayers, status, saved.newPlayers)) {
            return status;
        }
        const Game g = dir.gamesByName.value(draft.game);
        auto record = toRecord(draft, dir, g, status);
        if (!record) {
            return status;
        }
        if (record->code.isEmpty()) {
            if (Status s = assignFreshCode(m_context.store, *record); !s.ok()) {
                return s;
            }
        }
        const auto id = m_context.store.insertMatch(*record);
        if (!id) {
            return id.status();
        }
        // As the transaction holds it, the replay's reading of it.
        const auto now = m_context.store.match(*id);
        if (!now) {
            return now.status();
        }
        // Its moment in code order: the same ratings whichever of its
        // matches was saved first.
        store::ResultChanges changes{{}, {*now}};
        Place from{now->playedAt, now->id};
        if (Status s = orderMomentOf(m_context.store, *now, changes, from); !s.ok()) {
            return s;
        }
        if (!m_rerater.changedResults(changes).rerate(g, from.first, from.second, {}, status)) {
            return status;
        }
        if (Status s = m_context.store.audit(QStringLiteral("match add"), record->code); !s.ok()) {
            return s;
        }
        saved.code = record->code;
        change.match = saved.code;
        return {};
    });
    if (!status.ok()) {
        return status;
    }
    return saved;
}

bool ResultBook::addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status,
                                   QStringList& added)
{
    QStringList missing;
    for (const MatchDraft::Entry& entry : draft.participants) {
        if (!dir.playersByName.contains(entry.player)) {
            missing << entry.player;
        }
    }
    if (!missing.isEmpty() && !create) {
        status =
            Status::failure(Text::tr("no player named %1 (add them first)").arg(missing.join(QStringLiteral(", "))),
                            Field{Field::Kind::Player});
        return false;
    }
    for (const QString& name : std::as_const(missing)) {
        const auto id = m_context.store.insertPlayer(name, QString());
        if (!id) {
            status = id.status();
            return false;
        }
        dir.playersByName.insert(name, {*id, name, {}, true, {}});
        added << name;
    }
    return true;
}

namespace {

/// The stored match an edit replaces, read inside its transaction; refused
/// when someone else saved or deleted it since `version` (0 = no check).
std::optional<store::MatchRecord> matchToEdit(store::ClubStore& store, const QString& code, int version, Status& status)
{
    const auto id = store.matchIdByCode(code.trimmed());
    if (!id) {
        status = id.status();
        return std::nullopt;
    }
    if (*id == 0) {
        status = version > 0 ? staleMatch(code.trimmed()) : noSuchMatch(code.trimmed());
        return std::nullopt;
    }
    auto old = store.match(*id);
    if (!old) {
        status = old.status();
        return std::nullopt;
    }
    if (version > 0 && version != old->version) {
        status = staleMatch(old->code);
        return std::nullopt;
    }
    return *old;
}

} // namespace

Expected<int> ResultBook::editMatch(const QString& code, const MatchDraft& draft, bool createPlayers)
{
    auto saved = edit(code, draft, createPlayers);
    if (!saved) {
        return saved.status();
    }
    return saved->version;
}

Expected<SavedMatch> ResultBook::edit(const QString& code, const MatchDraft& draft, bool createPlayers)
{
    // The stored match is read inside the write transaction: what is replaced,
    // re-rated and version-checked is what another process last committed.
    SavedMatch saved;
    Change change = Change::of(Change::Kind::MatchEdited);
    const Status result = write(m_context, change, [&]() -> Status {
        Status status;
        const auto old = matchToEdit(m_context.store, code, draft.version, status);
        if (!old) {
            return status;
        }
        const qint64 id = old->id;
        MatchDraft changed = draft;
        if (changed.code.trimmed().isEmpty()) {
            changed.code = old->code;
        }
        if (Status refused = refusal(invisibleProblems(changed)); !refused.ok()) {
            return refused; // names as entered; the rest as the club keeps them
        }
        changed = normalised(std::move(changed));
        // One directory for the checks, the new players and the record.
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        if (Status refused = refusal(problemsOf(changed, dir, id)); !refused.ok()) {
            return refused;
        }
        if (!addMissingPlayers(changed, dir, createPlayers, status, saved.newPlayers)) {
            return status;
        }
        const Game g = dir.gamesByName.value(changed.game);
        auto record = toRecord(changed, dir, g, status);
        if (!record) {
            return status;
        }
        record->id = id;
        record->version = old->version;
        if (Status s = m_context.store.updateMatch(*record); !s.ok()) {
            return s;
        }
        const auto now = m_context.store.match(id); // as the replay reads it
        if (!now) {
            return now.status();
        }
        store::ResultChanges changes{{*old}, {*now}};
        Place from{now->playedAt, now->id};
        if (Status s = orderMomentOf(m_context.store, *now, changes, from); !s.ok()) {
            return s;
        }
        if (!rerateEdit(m_rerater, dir.gamesById.value(old->game), g, changes, from, status)) {
            return status;
        }
        if (Status s = m_context.store.audit(QStringLiteral("match edit"), record->code); !s.ok()) {
            return s;
        }
        saved.code = record->code;
        saved.version = old->version + 1; // matchUpdate's version = version + 1
        change.match = record->code;
        return {};
    });
    if (!result.ok()) {
        return result;
    }
    return saved;
}

Status ResultBook::deleteMatch(const QString& code, int expectedVersion)
{
    Change change = Change::of(Change::Kind::MatchDeleted);
    change.match = code.trimmed();
    return write(m_context, change, [&]() -> Status {
        const auto id = m_context.store.matchIdByCode(code.trimmed());
        if (!id) {
            return id.status();
        }
        if (*id == 0) {
            return expectedVersion > 0 ? staleMatch(code.trimmed())
                                       : Status::failure(Text::tr("there is no match '%1'").arg(code.trimmed()),
                                                         Field{Field::Kind::Match});
        }
        const auto old = m_context.store.match(*id);
        Status status;
        const auto all = m_rules.games();
        if (!old || !all) {
            return old ? all.status() : old.status();
        }
        if (expectedVersion > 0 && expectedVersion != old->version) {
            return staleMatch(old->code);
        }
        const auto g = std::find_if(all->cbegin(), all->cend(), [&](const Game& c) { return c.id == old->game; });
        if (Status s = m_context.store.deleteMatch(*id); !s.ok()) {
            return s;
        }
        const store::ResultChanges changes{{*old}, {}};
        if (!m_rerater.changedResults(changes).rerate(g != all->cend() ? *g : Game(), old->playedAt, *id,
                                                      playersOf(*old), status)) {
            return status;
        }
        if (Status s = m_context.store.audit(QStringLiteral("match delete"), old->code); !s.ok()) {
            return s;
        }
        return {};
    });
}

Expected<MatchDraft> ResultBook::matchDraft(const QString& code)
{
    const auto id = m_context.store.matchIdByCode(code.trimmed());
    if (!id || *id == 0) {
        return id ? Status::failure(Text::tr("there is no match '%1'").arg(code.trimmed()), Field{Field::Kind::Match})
                  : id.status();
    }
    const auto m = m_context.store.match(*id);
    Directory dir;
    if (!m) {
        return m.status();
    }
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    return toDraft(*m, dir.gamesById.value(m->game).name, dir.playerNames);
}

} // namespace palmares::club

#include "resultbook.h"

#include "conversions.h"
#include "directory.h"
#include "gamecatalogue.h"
#include "participantmapping.h"
#include "ratingdraft.h"
#include "rerater.h"
#include "roster.h"
#include "write.h"

#include <QSet>

#include <algorithm>

namespace palmares::club {

using store::StoreError;

QList<Problem> ResultBook::validate(const MatchDraft& draft, qint64 replacing)
{
    QList<Problem> problems;
    StoreError e;
    Directory dir;
    if (!dir.load(m_context.store, e)) {
        return {{e.message, {}, 0, 0}};
    }
    const auto gameIt = dir.gamesByName.constFind(draft.game.trimmed());
    if (gameIt == dir.gamesByName.cend()) {
        problems.append({draft.game.trimmed().isEmpty()
                             ? QStringLiteral("choose a game")
                             : QStringLiteral("there is no game named '%1'").arg(draft.game.trimmed()),
                         QStringLiteral("game"), 0, 0});
    }
    if (!draft.playedAt.isValid()) {
        problems.append({QStringLiteral("the date is not valid"), QStringLiteral("date"), 0, 0});
    }
    if (!draft.code.trimmed().isEmpty()) {
        const auto existing = m_context.store.matchIdByCode(draft.code.trimmed(), e);
        if (!existing) {
            return {{e.message, {}, 0, 0}};
        }
        if (*existing != 0 && *existing != replacing) {
            problems.append({QStringLiteral("there is already a match '%1'").arg(draft.code.trimmed()),
                             QStringLiteral("match"), 0, 0});
        }
    }
    QSet<QString> seen;
    for (int i = 0; i < draft.participants.size(); ++i) {
        const MatchDraft::Entry& entry = draft.participants[i];
        const QString field = QStringLiteral("player %1").arg(i + 1);
        const QString name = entry.player.trimmed();
        if (const QString problem = Roster::nameProblem(name); !problem.isEmpty()) {
            problems.append({problem, field, 0, 0});
        } else if (seen.contains(name)) {
            problems.append({QStringLiteral("'%1' is already in this match").arg(name), field, 0, 0});
        }
        seen.insert(name);
        if (entry.rank && *entry.rank < 1) {
            problems.append({QStringLiteral("a rank is 1 or more"), field, 0, 0});
        }
    }
    if (!problems.isEmpty() || gameIt == dir.gamesByName.cend()) {
        return problems;
    }
    Status status;
    const auto rules = GameCatalogue::ruleSetFor(*gameIt, status);
    if (!rules) {
        return status.problems;
    }
    if (const QString problem = ruleProblem(*rules, draft, dir.households, dir.playersByName); !problem.isEmpty()) {
        problems.append({problem, {}, 0, 0});
    }
    return problems;
}

Expected<QString> ResultBook::recordMatch(const MatchDraft& draft, bool createPlayers)
{
    Status status;
    const QList<Problem> problems = validate(draft);
    if (!problems.isEmpty()) {
        status.problems = problems;
        return status;
    }
    // Players, games and their parameters are read inside the transaction:
    // another process may have added a player or changed a game meanwhile.
    QString code;
    status = write(m_context, [&](StoreError& error) -> Status {
        Directory dir;
        if (!dir.load(m_context.store, error)) {
            return fromStore(error);
        }
        if (!addMissingPlayers(draft, dir, createPlayers, status)) {
            return status;
        }
        const Game g = dir.gamesByName.value(draft.game.trimmed());
        auto record = toRecord(draft, dir, g, status);
        if (!record) {
            return status;
        }
        if (record->code.isEmpty()) {
            // A fresh identifier: M<n>, the first free one from the next row id.
            auto next = m_context.store.maxMatchId(error);
            if (!next) {
                return fromStore(error);
            }
            for (qint64 n = *next + 1;; ++n) {
                const QString candidate = QStringLiteral("M%1").arg(n);
                const auto taken = m_context.store.matchIdByCode(candidate, error);
                if (!taken) {
                    return fromStore(error);
                }
                if (*taken == 0) {
                    record->code = candidate;
                    break;
                }
            }
        }
        const auto id = m_context.store.insertMatch(*record, error);
        if (!id) {
            return fromStore(error);
        }
        if (!Rerater(m_context).rerate(g, record->playedAt, *id, {}, status)) {
            return status;
        }
        if (!m_context.store.audit(QStringLiteral("match add"), record->code, error)) {
            return fromStore(error);
        }
        code = record->code;
        return {};
    });
    if (!status.ok()) {
        return status;
    }
    return code;
}

bool ResultBook::addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status)
{
    QStringList missing;
    for (const MatchDraft::Entry& entry : draft.participants) {
        if (!dir.playersByName.contains(entry.player.trimmed())) {
            missing << entry.player.trimmed();
        }
    }
    if (!missing.isEmpty() && !create) {
        status = Status::failure(
            QStringLiteral("no player named %1 (add them first)").arg(missing.join(QStringLiteral(", "))),
            QStringLiteral("player"));
        return false;
    }
    StoreError e;
    for (const QString& name : std::as_const(missing)) {
        const auto id = m_context.store.insertPlayer(name, QString(), e);
        if (!id) {
            status = fromStore(e);
            return false;
        }
        dir.playersByName.insert(name, {*id, name, {}, true, {}});
    }
    return true;
}

namespace {

/// The stored match an edit replaces, read inside its transaction; refused
/// when someone else saved or deleted it since `version` (0 = no check).
std::optional<store::MatchRecord> matchToEdit(store::ClubStore& store, const QString& code, int version, Status& status)
{
    StoreError e;
    const auto id = store.matchIdByCode(code.trimmed(), e);
    if (!id) {
        status = fromStore(e);
        return std::nullopt;
    }
    if (*id == 0) {
        status = version > 0 ? staleMatch(code.trimmed()) : noSuchMatch(code.trimmed());
        return std::nullopt;
    }
    auto old = store.match(*id, e);
    if (!old) {
        status = fromStore(e);
        return std::nullopt;
    }
    if (version > 0 && version != old->version) {
        status = staleMatch(old->code);
        return std::nullopt;
    }
    return old;
}

} // namespace

Expected<int> ResultBook::editMatch(const QString& code, const MatchDraft& draft, bool createPlayers)
{
    // The stored match is read inside the write transaction: what is replaced,
    // re-rated and version-checked is what another process last committed.
    int written = 0;
    const Status result = write(m_context, [&](StoreError& error) -> Status {
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
        const QList<Problem> problems = validate(changed, id);
        if (!problems.isEmpty()) {
            Status s;
            s.problems = problems;
            return s;
        }
        Directory dir;
        if (!dir.load(m_context.store, error)) {
            return fromStore(error);
        }
        if (!addMissingPlayers(changed, dir, createPlayers, status)) {
            return status;
        }
        const Game g = dir.gamesByName.value(changed.game.trimmed());
        auto record = toRecord(changed, dir, g, status);
        if (!record) {
            return status;
        }
        record->id = id;
        record->version = old->version;
        QList<qint64> affected;
        for (const auto& p : old->participants) {
            affected << p.player;
        }
        for (const auto& p : record->participants) {
            affected << p.player;
        }
        if (!m_context.store.updateMatch(*record, error)) {
            return fromStore(error);
        }
        const Game oldGame = dir.gamesById.value(old->game);
        // Re-rate from the earlier of the old and new places in the history.
        if (oldGame.id != g.id) {
            if (!Rerater(m_context).rerate(oldGame, old->playedAt, id, affected, status) ||
                !Rerater(m_context).rerate(g, record->playedAt, id, affected, status)) {
                return status;
            }
        } else {
            const QString from = std::min(old->playedAt, record->playedAt);
            if (!Rerater(m_context).rerate(g, from, id, affected, status)) {
                return status;
            }
        }
        if (!m_context.store.audit(QStringLiteral("match edit"), record->code, error)) {
            return fromStore(error);
        }
        written = old->version + 1; // matchUpdate's version = version + 1
        return {};
    });
    if (!result.ok()) {
        return result;
    }
    return written;
}

Status ResultBook::deleteMatch(const QString& code, int expectedVersion)
{
    return write(m_context, [&](StoreError& error) -> Status {
        const auto id = m_context.store.matchIdByCode(code.trimmed(), error);
        if (!id) {
            return fromStore(error);
        }
        if (*id == 0) {
            return expectedVersion > 0 ? staleMatch(code.trimmed())
                                       : Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()),
                                                         QStringLiteral("match"));
        }
        const auto old = m_context.store.match(*id, error);
        Status status;
        const auto all = GameCatalogue(m_context).games();
        if (!old || !all) {
            return old ? all.status() : fromStore(error);
        }
        if (expectedVersion > 0 && expectedVersion != old->version) {
            return staleMatch(old->code);
        }
        Game g;
        for (const Game& candidate : *all) {
            if (candidate.id == old->game) {
                g = candidate;
            }
        }
        QList<qint64> affected;
        for (const auto& p : old->participants) {
            affected << p.player;
        }
        if (!m_context.store.deleteMatch(*id, error)) {
            return fromStore(error);
        }
        if (!Rerater(m_context).rerate(g, old->playedAt, *id, affected, status)) {
            return status;
        }
        if (!m_context.store.audit(QStringLiteral("match delete"), old->code, error)) {
            return fromStore(error);
        }
        return {};
    });
}

Expected<MatchDraft> ResultBook::matchDraft(const QString& code)
{
    StoreError e;
    const auto id = m_context.store.matchIdByCode(code.trimmed(), e);
    if (!id || *id == 0) {
        return id ? Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()),
                                    QStringLiteral("match"))
                  : fromStore(e);
    }
    const auto m = m_context.store.match(*id, e);
    Directory dir;
    if (!m || !dir.load(m_context.store, e)) {
        return fromStore(e);
    }
    return toDraft(*m, dir.gamesById.value(m->game).name, dir.playerNames);
}

} // namespace palmares::club

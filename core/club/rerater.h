#pragma once

#include "clubcontext.h"
#include "game.h"
#include "households.h"
#include "rulebook.h"
#include "status.h"

#include <QList>

#include <utility>
#include <vector>

namespace palmares::store {
struct MatchRecord;
struct PlayerRecord;
struct ResultChanges;
} // namespace palmares::store

namespace palmares::club {

/// Re-rates a game from a position in its history onward, inside the
/// caller's transaction (ARCHITECTURE.md, "Ratings are derived data").
class Rerater
{
public:
    Rerater(ClubContext& context, RuleBook& rules) : m_context(context), m_rules(rules) {}

    /// The games' results are read as last committed, ahead of the rating
    /// (ClubStore::forEachCommittedMatchFrom): for a caller whose transaction
    /// changes no result before it re-rates (a rebuild). A Rerater is
    /// shared by the services that write: this one re-rating's way is a copy.
    [[nodiscard]] Rerater readingCommittedResults() const
    {
        Rerater once = *this;
        once.m_committedResults = true;
        return once;
    }

    /// The caller's transaction has changed the results by `changes` only
    /// (a result added, edited or deleted, before rerate): the other matches
    /// are read ahead as last committed (ClubStore::forEachMatchFrom with
    /// changes), and where they are (SQLite) the cached records from the
    /// position on are overwritten where they lie instead of deleted and
    /// written again. `changes` must outlive rerate. A copy, as above.
    [[nodiscard]] Rerater changedResults(const store::ResultChanges& changes) const
    {
        Rerater once = *this;
        once.m_changes = &changes;
        return once;
    }

    /// Re-rates `game` from (playedAt, id) onward; `alsoRefresh` names players
    /// whose standing must be recomputed even if they play no later match.
    /// `known`: the club's players when the caller has them (several games
    /// re-rated in a row), else they are read. `matches`: every match of the
    /// game from (playedAt, id) on, in replay order, when the caller has them
    /// (an import that has just written them), else they are read.
    bool rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh, Status& status,
                const QList<store::PlayerRecord>* known = nullptr,
                const std::vector<store::MatchRecord>* matches = nullptr);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
    bool m_committedResults = false;
    const store::ResultChanges* m_changes = nullptr;
};

/// The households of the club's players, and the largest player id.
std::pair<Households, qint64> householdsOf(const QList<store::PlayerRecord>& players);

} // namespace palmares::club

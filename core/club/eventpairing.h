#pragma once

// Internal to core/club: an event's history as core/pairing reads it, and
// the pairing of a round from it (eventpairing.cpp).

#include "event.h"
#include "expected.h"

#include "pairing/types.h"
#include "rating/ruleset.h"

#include "store/records.h"

#include <utility>
#include <vector>

namespace palmares::store {
class ClubStore;
}

namespace palmares::club {

/// What the pairing of an event's next round reads.
struct EventHistory {
    /// In pairing order, with their rounds so far (byes, games and points).
    std::vector<pairing::Entrant> entrants;
    QList<Entrant> entries; ///< the same, as the club names them
    /// Per round, its tables (byes left out): who met at a table.
    std::vector<std::vector<pairing::Table>> tables;
};

/// The entries of an event in pairing order: rating (highest first), then
/// name without case and accents (Élise between Denis and Fabien, on every
/// machine whatever its language), then name.
QList<store::EventEntryRecord> inPairingOrder(QList<store::EventEntryRecord> entries);

/// The points of a duel's two participants (in the match's order) in the
/// event's scale: 1, ½ or 0; a battle's by its outcome level (RATING_RULES.md
/// §4: a VP is 0.7 to 0.3).
std::pair<double, double> duelPoints(const rating::RuleSet& rules, const store::MatchRecord& m);

/// The history of `e`, rated by `rules`, over its `rounds`.
Expected<EventHistory> historyOf(store::ClubStore& store, const Event& e, const rating::RuleSet& rules,
                                 const QList<EventRound>& rounds);

/// Round `number` of `e` paired or seated from `h`, keeping `kept` tables.
Expected<EventRound> pairRound(const Event& e, const rating::RuleSet& rules, EventHistory h, int number,
                               const QList<EventTable>& kept);

} // namespace palmares::club

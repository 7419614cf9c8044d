#pragma once

// Internal to core/club: an event's history as core/pairing reads it, and
// the pairing of a round from it (eventpairing.cpp).

#include "event.h"
#include "expected.h"
#include "matchdraft.h"
#include "rulebook.h"

#include "pairing/types.h"
#include "rating/ruleset.h"

#include "store/records.h"

#include <utility>
#include <vector>

namespace palmares::store {
class ClubStore;
}

namespace palmares::club {

class Events;
struct Directory;

/// What the pairing of an event's next round reads.
struct EventHistory {
    /// In pairing order, with their rounds so far (byes, games and points).
    std::vector<pairing::Entrant> entrants;
    QList<Entrant> entries; ///< the same, as the club names them
    /// Per round, its tables (byes left out): who met at a table.
    std::vector<std::vector<pairing::Table>> tables;
    /// Every bye asked for, paired rounds' and later ones'.
    QList<RequestedBye> requested;
};

/// The event called `name` and its rounds, or why there is none.
Expected<std::pair<Event, QList<EventRound>>> eventWithRounds(Events& events, const QString& name);

/// Fills `rounds` (the rounds of `e` as their seats and matches say) with
/// their forfeits and the byes asked for them.
Status addForfeitsAndByes(store::ClubStore& store, const Event& e, QList<EventRound>& rounds);

/// Whether `draft` can be the result of table `table` of round `round` of
/// `e` (its `rounds`): the event's game, the round paired, the table in it
/// and waiting for its result, the table's players and none other.
Status resultFits(const Event& e, const QList<EventRound>& rounds, int round, int table, const MatchDraft& draft);

/// The history of `e`'s complete rounds (`rounds`: all its rounds), as the
/// rule set of its game (`rules`) reads them.
Expected<EventHistory> completeHistory(store::ClubStore& store, RuleBook& rules, const Event& e,
                                       const QList<EventRound>& rounds);

/// The club's player called `player` (normalised), added to the club and
/// to `dir` when he is not in it and `create`, else a failure saying so.
Expected<qint64> clubPlayerId(store::ClubStore& store, Directory& dir, const QString& player, bool create);

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

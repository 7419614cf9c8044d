#pragma once

#include "clubcontext.h"
#include "event.h"
#include "expected.h"
#include "matchdraft.h"
#include "rankings.h"
#include "resultbook.h"
#include "rulebook.h"
#include "startingratings.h"
#include "status.h"

#include "pairing/crosstable.h"
#include "pairing/trf.h"
#include "rating/ruleset.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace palmares::store {
struct EventEntryRecord;
} // namespace palmares::store

namespace palmares::club {

struct EventHistory;

/// The club's events (ARCHITECTURE.md, "Events"): club nights and
/// tournaments of one game, who is entered, their rounds paired or seated
/// round after round, and the results of each table. A result is an
/// ordinary match of the club (rated, in the standings, the Hall of Fame,
/// the explanations and undo) that also carries its event, round and table;
/// deleting it makes the table's result pending again. The pairing and
/// seating themselves are core/pairing's (pure code), fed from here.
class Events
{
public:
    Events(ClubContext& context, RuleBook& rules, Rankings& rankings, ResultBook& results, StartingRatings& starts)
        : m_context(context),
          m_rules(rules),
          m_rankings(rankings),
          m_results(results),
          m_starts(starts)
    {}

    /// Every event, by first day, then name.
    Expected<QList<Event>> list();
    /// The event called `name` (as every name: case and accents matter,
    /// spaces are normalised), or a failure saying there is none.
    Expected<Event> event(const QString& name);
    /// Adds an event. Refused: an empty or taken name, an unknown game, a
    /// last day before the first, a negative number of rounds, and a method
    /// that does not suit the game (tables are for games of four and more
    /// at a table, the other methods for duels).
    Status add(Event e);
    /// Removes an event that has no result yet (its results would lose
    /// their event: delete them first).
    Status remove(const QString& name);

    /// Its entrants in pairing order (rating when entered, highest first,
    /// then name).
    Expected<QList<Entrant>> entrants(const QString& name);
    /// Enters players (creating the club's unknown ones when
    /// `createPlayers`, else refusing them): before the first round is
    /// paired they play from round 1, afterwards from the next round (a
    /// late entry). Each brings his current rating in the game (the rule
    /// set's start for a newcomer). Entering one already entered is refused.
    Status enter(const QString& name, const QStringList& players, bool createPlayers = false);
    /// Withdraws a player from the next round on; one never paired leaves
    /// the event altogether.
    Status withdraw(const QString& name, const QString& player);

    /// Its rounds paired so far, each table with its players and result.
    Expected<QList<EventRound>> rounds(const QString& name);
    /// Pairs (duels) or seats (tarot) the next round and stores it:
    /// refused while a round has a result to enter, when the event has all
    /// its rounds, and when its players cannot be paired (too few, or
    /// every pairing a rematch) or seated (counts that make no tables of 4
    /// and 5: 6, 7, 11).
    Expected<EventRound> pairNext(const QString& name);
    /// Pairs the last round again, keeping its locked tables, before any
    /// result of it is in (after a swap gone wrong, a late arrival).
    Expected<EventRound> pairAgain(const QString& name);
    /// Removes the last round before any result of it is in.
    Status unpairLast(const QString& name);
    /// Swaps two players of the last round (their seats), before the
    /// tables concerned have a result.
    Status swap(const QString& name, const QString& a, const QString& b);
    /// Locks or unlocks a table of the last round (pairAgain keeps it).
    Status lock(const QString& name, int table, bool locked);

    /// Records the result of a table of a round: `draft` must name the
    /// event's game (or none: it is filled in) and exactly the table's
    /// players; its date defaults to the event's day. Returns the match's
    /// code. The table must be waiting for its result.
    Expected<SavedMatch> recordResult(const QString& name, int round, int table, MatchDraft draft);
    /// Inside an import's transaction: the imported matches that name an
    /// event's table (MatchDraft::slot) checked as recordResult checks a
    /// result (the event, its game, the round paired, the table there, still
    /// waiting, its players; no table twice), each problem at its line and
    /// column; with `write`, each linked to its table (the matches written
    /// already, by their codes). Nothing is linked when one is refused.
    Status linkResults(const QList<MatchDraft>& results, bool write);

    /// Records that the game of table `table` of round `round` was not
    /// played: `absent` says who did not come. The one who came scores a
    /// win without playing (FIDE C.07: a forfeit counts its points, not as
    /// a game played); no match is recorded and nothing is rated; the table
    /// counts as having its result. Refused: an event played at tables, a
    /// round not paired, a table not in it (or the bye), a table with its
    /// result or its forfeit already.
    Status recordForfeit(const QString& name, int round, int table, Absent absent);
    /// Removes the forfeit of a table (its undo): the table waits for its
    /// result again.
    Status clearForfeit(const QString& name, int round, int table);
    /// A bye `player` asks for in round `round` before it is paired: he is
    /// left out of its pairing and scores half a point (`half`) or none.
    /// Refused: a round robin (its pairings are fixed: a forfeit instead), a
    /// half-point bye at tarot tables, a round paired already or beyond the
    /// event's rounds, a player not entered or not playing that round, a
    /// second bye of his in that round.
    Status requestBye(const QString& name, const QString& player, int round, bool half);
    /// Cancels a bye asked for, before its round is paired.
    Status cancelBye(const QString& name, const QString& player, int round);
    /// Every bye asked for, paired rounds' and later ones', by round then
    /// name.
    Expected<QList<RequestedBye>> requestedByes(const QString& name);

    /// The standings after the complete rounds: duels by points, then the
    /// tie-breaks of FIDE C.07 (a Swiss: BH-C1, BH, SB, PS, DE, WIN; a round
    /// robin: DE, SB, WIN, PS); tarot by the total score, then the
    /// placement points (eventstandings.cpp). With `afterRound`, after that
    /// round instead: refused (Field::Kind::Round) unless it is one of the
    /// complete rounds.
    Expected<EventStandings> standings(const QString& name, std::optional<int> afterRound = std::nullopt);
    /// The cross-table of a duel event after its complete rounds (or after
    /// `afterRound`, as standings()): a Swiss one row per player, round by
    /// round; a round robin the grid.
    Expected<pairing::CrossTable> crossTable(const QString& name, std::optional<int> afterRound = std::nullopt);

    /// A chess event as a FIDE tournament report file (TRF-16, with the
    /// 2026 records of its rounds, initial colour and tie-breaks).
    Expected<QByteArray> exportTrf(const QString& name);
    /// Reads a tournament report file into a new event of `game`: its
    /// players (the club's own by name; the others added when
    /// `createPlayers`), its rounds and its games as the event's matches.
    /// The event is named after the file's tournament unless `name` is
    /// given. Refused whole (a problem with its line and column) when the
    /// file cannot be read; nothing is written then.
    Expected<QString> importTrf(const QByteArray& bytes, const QString& game, const QString& name, bool createPlayers);

private:
    /// Inside a transaction: `name`'s record, or a failure.
    Expected<Event> eventIn(const QString& name);
    Expected<QList<EventRound>> roundsOf(const Event& e);
    /// Stores `round` in place of the round of its number (a swap, a lock,
    /// a round paired again), with an audit line.
    Status rewriteRound(const Event& e, const EventRound& round, const QString& action, const QString& detail);
    /// Stores `round` (its seats) for `e`.
    Status storeRound(const Event& e, const EventRound& round);
    /// Pairs or seats round `number` of `e` (rounds before it: `before`),
    /// keeping `kept` tables as they are.
    Expected<EventRound> paired(const Event& e, const QList<EventRound>& before, int number,
                                const QList<EventTable>& kept);
    /// The tarot standings of `e` after `rounds` (its complete ones) into `out`.
    Expected<EventStandings> tarotStandings(const Event& e, const rating::RuleSet& rules,
                                            const QList<EventRound>& rounds, const EventHistory& h,
                                            EventStandings& out);
    /// What an entrant brings: his rating in `game` now, else the starting
    /// rating he arrived with, else the rule set's start.
    struct Ratings {
        QHash<qint64, double> now;
        QHash<QString, double> arrived; ///< by player
        double initial = 0.0;
        [[nodiscard]] double of(qint64 id, const QString& player) const
        {
            return now.value(id, arrived.value(player, initial));
        }
    };
    Expected<Ratings> ratingsIn(const QString& game);
    /// Inside an import's write: the report's players entered in `e` (the
    /// club's own by name, the others added when `createPlayers`), their
    /// names by starting rank into `nameOf`, and its rounds' seats.
    Status enterReport(const Event& e, const pairing::TrfTournament& t, bool createPlayers,
                       std::map<int, QString>& nameOf);
    /// Enters one player in `e` unless he is among `already` (then added).
    Status enterOne(const Event& e, const store::EventEntryRecord& entry, QSet<qint64>& already);
    /// Checks `e` as add() does.
    Status checkNew(const Event& e, const QList<Event>& others);

    ClubContext& m_context;
    RuleBook& m_rules;
    Rankings& m_rankings;
    ResultBook& m_results;
    StartingRatings& m_starts;
};

} // namespace palmares::club

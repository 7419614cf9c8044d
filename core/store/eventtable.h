#pragma once

/// The club's events (schema 11): the events, who is entered, the seats of
/// each paired round and the matches that hold the tables' results.

#include "records.h"
#include "table.h"

#include <QHash>

namespace palmares::store {

class EventTable : public Table
{
public:
    using Table::Table;

    Expected<QList<EventRecord>> events();
    Expected<qint64> insertEvent(const EventRecord& e);
    /// Its name, days, rounds and settings (the game and pairing stay).
    Status updateEvent(const EventRecord& e);
    Status deleteEvent(qint64 id);

    /// By rating (highest first), then name.
    Expected<QList<EventEntryRecord>> entries(qint64 event);
    Status insertEntry(qint64 event, const EventEntryRecord& entry);
    Status deleteEntry(qint64 event, qint64 player);
    Status setWithdrawn(qint64 event, qint64 player, int fromRound);

    /// By round, table and seat.
    Expected<QList<EventSeatRecord>> seats(qint64 event);
    Status insertSeat(qint64 event, const EventSeatRecord& seat);
    /// A round's seats and its forfeits.
    Status deleteRoundSeats(qint64 event, int round);
    /// The seat (round, table, seat) given to `player` (an undone merge).
    Status setSeatPlayer(qint64 event, const EventSeatRecord& seat);

    /// By round and table.
    Expected<QList<EventMatchRecord>> eventMatches(qint64 event);
    Status insertEventMatch(qint64 match, qint64 event, int round, int table);
    /// Every match that holds a table's result, by its code: the event's
    /// name, the round and the table (an export of the results).
    Expected<QHash<QString, EventSlotRecord>> eventMatchesByCode();

    /// The tables whose game was not played (forfeits), by round and table.
    Expected<QList<EventForfeitRecord>> forfeits(qint64 event);
    Status insertForfeit(qint64 event, const EventForfeitRecord& forfeit);
    Status deleteForfeit(qint64 event, int round, int table);

    /// The byes players asked for, by round, then name.
    Expected<QList<EventAbsenceRecord>> absences(qint64 event);
    Status insertAbsence(qint64 event, const EventAbsenceRecord& absence);
    Status deleteAbsence(qint64 event, qint64 player, int round);
    /// A player's byes from `round` on (he withdrew, or left the event).
    Status deleteAbsencesFrom(qint64 event, qint64 player, int round);

    /// How many events a player is entered in, or are of a game.
    Expected<qint64> eventsOfPlayer(qint64 player);
    Expected<qint64> eventsOfGame(qint64 game);
    /// A merge: `gone`'s entries, seats and byes become `kept`'s (an entry
    /// of an event both are entered in is dropped: `kept` holds it; so is a
    /// bye of a round `kept` has one in).
    Status moveEventPlayer(qint64 gone, qint64 kept);
};

} // namespace palmares::store

#include "eventtable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Expected<QList<EventRecord>> EventTable::events()
{
    return list<EventRecord>(QStringLiteral("eventList"), {}, [](Statement& q) {
        return EventRecord{q.integer(0), q.text(1), q.integer(2), q.text(3),
                           q.text(4),    q.text(5), q.text(6),    static_cast<int>(q.integer(7)),
                           q.text(8)};
    });
}

Expected<qint64> EventTable::insertEvent(const EventRecord& e)
{
    return insert(QStringLiteral("eventInsert"),
                  {e.name, e.game, e.firstDay, e.lastDay, e.pairing, e.rounds, e.settings});
}

Status EventTable::updateEvent(const EventRecord& e)
{
    return exec(QStringLiteral("eventUpdate"), {e.name, e.firstDay, e.lastDay, e.rounds, e.settings, e.id});
}

Status EventTable::deleteEvent(qint64 id)
{
    return exec(QStringLiteral("eventDelete"), {id});
}

Expected<QList<EventEntryRecord>> EventTable::entries(qint64 event)
{
    return list<EventEntryRecord>(QStringLiteral("eventEntries"), {event}, [](Statement& q) {
        return EventEntryRecord{q.integer(0), q.text(1), q.real(2), static_cast<int>(q.integer(3)),
                                static_cast<int>(q.integer(4))};
    });
}

Status EventTable::insertEntry(qint64 event, const EventEntryRecord& entry)
{
    return exec(QStringLiteral("eventEntryInsert"), {event, entry.player, entry.rating, entry.firstRound});
}

Status EventTable::deleteEntry(qint64 event, qint64 player)
{
    return exec(QStringLiteral("eventEntryDelete"), {event, player});
}

Status EventTable::setSeatPlayer(qint64 event, const EventSeatRecord& seat)
{
    return exec(QStringLiteral("eventSeatSetPlayer"), {seat.player, event, seat.round, seat.table, seat.seat});
}

Status EventTable::setWithdrawn(qint64 event, qint64 player, int fromRound)
{
    return exec(QStringLiteral("eventEntryWithdraw"), {fromRound, event, player});
}

Expected<QList<EventSeatRecord>> EventTable::seats(qint64 event)
{
    return list<EventSeatRecord>(QStringLiteral("eventSeats"), {event}, [](Statement& q) {
        return EventSeatRecord{static_cast<int>(q.integer(0)),
                               static_cast<int>(q.integer(1)),
                               static_cast<int>(q.integer(2)),
                               q.integer(3),
                               q.text(4),
                               q.integer(5) != 0};
    });
}

Status EventTable::insertSeat(qint64 event, const EventSeatRecord& seat)
{
    return exec(QStringLiteral("eventSeatInsert"),
                {event, seat.round, seat.table, seat.seat, seat.player, seat.locked ? 1 : 0});
}

Status EventTable::deleteRoundSeats(qint64 event, int round)
{
    if (Status s = exec(QStringLiteral("eventForfeitsDeleteRound"), {event, round}); !s.ok()) {
        return s;
    }
    return exec(QStringLiteral("eventSeatsDeleteRound"), {event, round});
}

Expected<QList<EventMatchRecord>> EventTable::eventMatches(qint64 event)
{
    return list<EventMatchRecord>(QStringLiteral("eventMatches"), {event}, [](Statement& q) {
        return EventMatchRecord{static_cast<int>(q.integer(0)), static_cast<int>(q.integer(1)), q.text(2),
                                q.integer(3)};
    });
}

Status EventTable::insertEventMatch(qint64 match, qint64 event, int round, int table)
{
    return exec(QStringLiteral("eventMatchInsert"), {match, event, round, table});
}

Expected<QHash<QString, EventSlotRecord>> EventTable::eventMatchesByCode()
{
    const auto q = run(QStringLiteral("eventMatchesByCode"), {});
    if (!q) {
        return q.status();
    }
    QHash<QString, EventSlotRecord> all;
    while ((*q)->next()) {
        all.insert((*q)->text(0), EventSlotRecord{(*q)->text(1), static_cast<int>((*q)->integer(2)),
                                                  static_cast<int>((*q)->integer(3))});
    }
    (*q)->finish();
    return all;
}

Expected<QList<EventForfeitRecord>> EventTable::forfeits(qint64 event)
{
    return list<EventForfeitRecord>(QStringLiteral("eventForfeits"), {event}, [](Statement& q) {
        return EventForfeitRecord{static_cast<int>(q.integer(0)), static_cast<int>(q.integer(1)), q.text(2)};
    });
}

Status EventTable::insertForfeit(qint64 event, const EventForfeitRecord& forfeit)
{
    return exec(QStringLiteral("eventForfeitInsert"), {event, forfeit.round, forfeit.table, forfeit.absent});
}

Status EventTable::deleteForfeit(qint64 event, int round, int table)
{
    return exec(QStringLiteral("eventForfeitDelete"), {event, round, table});
}

Expected<QList<EventAbsenceRecord>> EventTable::absences(qint64 event)
{
    return list<EventAbsenceRecord>(QStringLiteral("eventAbsences"), {event}, [](Statement& q) {
        return EventAbsenceRecord{q.integer(0), q.text(1), static_cast<int>(q.integer(2)), q.real(3)};
    });
}

Status EventTable::insertAbsence(qint64 event, const EventAbsenceRecord& absence)
{
    return exec(QStringLiteral("eventAbsenceInsert"), {event, absence.player, absence.round, absence.points});
}

Status EventTable::deleteAbsence(qint64 event, qint64 player, int round)
{
    return exec(QStringLiteral("eventAbsenceDelete"), {event, player, round});
}

Status EventTable::deleteAbsencesFrom(qint64 event, qint64 player, int round)
{
    return exec(QStringLiteral("eventAbsencesDeleteFrom"), {event, player, round});
}

Expected<qint64> EventTable::eventsOfPlayer(qint64 player)
{
    return integer(QStringLiteral("eventsOfPlayer"), {player});
}

Expected<qint64> EventTable::eventsOfGame(qint64 game)
{
    return integer(QStringLiteral("eventsOfGame"), {game});
}

Status EventTable::moveEventPlayer(qint64 gone, qint64 kept)
{
    if (Status s = exec(QStringLiteral("eventEntriesMovePlayer"), {kept, gone, kept}); !s.ok()) {
        return s;
    }
    if (Status s = exec(QStringLiteral("eventEntriesDeletePlayer"), {gone}); !s.ok()) {
        return s;
    }
    if (Status s = exec(QStringLiteral("eventAbsencesMovePlayer"), {kept, gone, kept}); !s.ok()) {
        return s;
    }
    if (Status s = exec(QStringLiteral("eventAbsencesDeletePlayer"), {gone}); !s.ok()) {
        return s;
    }
    return exec(QStringLiteral("eventSeatsMovePlayer"), {kept, gone});
}

} // namespace palmares::store

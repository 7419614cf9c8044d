// Events: the results of a round imported from a results file (its columns
// event, round and table), checked against the events and linked to their
// tables inside the import's transaction.

#include "eventpairing.h"
#include "events.h"
#include "names.h"

#include "store/clubstore.h"

#include <QCoreApplication>

#include <algorithm>

namespace palmares::club {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

} // namespace

Status Events::linkResults(const QList<MatchDraft>& results, bool write)
{
    Status status;
    const auto problem = [&](const EventSlot& slot, const QString& message) {
        status.problems.append(Problem{message, Field::column(QStringLiteral("event")), slot.line, slot.column});
    };
    QHash<QString, std::pair<Event, QList<EventRound>>> events;
    QHash<QString, int> lineOfTable; // "event/round/table" → the line that gives its result
    QList<std::pair<const MatchDraft*, qint64>> links;
    for (const MatchDraft& d : results) {
        const EventSlot& slot = *d.slot;
        const QString name = names::normalised(slot.event);
        if (name.isEmpty() || slot.round < 1 || slot.table < 1) {
            problem(slot,
                    Text::tr("match %1: the result of an event's table needs its event, round and table").arg(d.code));
            continue;
        }
        if (!events.contains(name)) {
            const auto e = event(name);
            if (!e) {
                problem(slot, e.status().problems.constFirst().message);
                continue;
            }
            const auto rounds = roundsOf(*e);
            if (!rounds) {
                return rounds.status();
            }
            events.insert(name, {*e, *rounds});
        }
        const auto& [e, rounds] = events[name];
        if (Status fits = resultFits(e, rounds, slot.round, slot.table, d); !fits.ok()) {
            problem(slot, Text::tr("match %1: %2").arg(d.code, fits.problems.constFirst().message));
            continue;
        }
        const QString key = QStringLiteral("%1/%2/%3").arg(e.name).arg(slot.round).arg(slot.table);
        if (const auto earlier = lineOfTable.constFind(key); earlier != lineOfTable.cend()) {
            problem(slot, Text::tr("match %1: table %2 of round %3 has its result on line %4 already")
                              .arg(d.code)
                              .arg(slot.table)
                              .arg(slot.round)
                              .arg(*earlier));
            continue;
        }
        lineOfTable.insert(key, slot.line);
        links.append({&d, e.id});
    }
    if (!status.ok() || !write) {
        return status;
    }
    for (const auto& [d, event] : links) {
        const auto id = m_context.store.matchIdByCode(d->code);
        if (!id) {
            return id.status();
        }
        if (Status s = m_context.store.insertEventMatch(*id, event, d->slot->round, d->slot->table); !s.ok()) {
            return s;
        }
    }
    return {};
}

} // namespace palmares::club

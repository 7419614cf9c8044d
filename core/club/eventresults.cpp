// Events: the results of a round imported from a results file (its columns
// event, round and table), checked against the events and linked to their
// tables inside the import's transaction.

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

/// The sorted names of a table or of a match's participants.
QStringList sortedNames(QStringList names)
{
    std::sort(names.begin(), names.end());
    return names;
}

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
        if (d.game != e.game) {
            problem(slot, Text::tr("match %1 is of %2; '%3' is an event of %4").arg(d.code, d.game, e.name, e.game));
            continue;
        }
        if (slot.round > rounds.size()) {
            problem(slot, Text::tr("match %1: round %2 of '%3' is not paired yet (rounds paired: %4)")
                              .arg(d.code)
                              .arg(slot.round)
                              .arg(e.name)
                              .arg(rounds.size()));
            continue;
        }
        const EventRound& r = rounds[slot.round - 1];
        const auto t = std::find_if(r.tables.cbegin(), r.tables.cend(),
                                    [&](const EventTable& table) { return table.number == slot.table; });
        if (t == r.tables.cend()) {
            problem(slot, Text::tr("match %1: round %2 of '%3' has no table %4")
                              .arg(d.code)
                              .arg(slot.round)
                              .arg(e.name)
                              .arg(slot.table));
            continue;
        }
        if (!t->match.isEmpty()) {
            problem(slot, Text::tr("match %1: table %2 of round %3 has its result already (match %4)")
                              .arg(d.code)
                              .arg(slot.table)
                              .arg(slot.round)
                              .arg(t->match));
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
        QStringList players;
        for (const MatchDraft::Entry& p : d.participants) {
            players << p.player;
        }
        if (sortedNames(players) != sortedNames(t->players)) {
            problem(slot, Text::tr("match %1: table %2 of round %3 is %4, not %5")
                              .arg(d.code)
                              .arg(slot.table)
                              .arg(slot.round)
                              .arg(t->players.join(QStringLiteral(", ")), players.join(QStringLiteral(", "))));
            continue;
        }
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

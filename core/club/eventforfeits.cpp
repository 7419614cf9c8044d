// Events: the rounds that are not played — a table whose game was forfeited
// (who did not come) and the byes players ask for before their round is
// paired (FIDE's half-point and zero-point byes). Neither is a match: nothing
// is rated; the pairing, the standings, the cross-table and the TRF read them
// through the event's history (eventpairing.cpp).

#include "eventpairing.h"
#include "events.h"
#include "keytable.h"
#include "names.h"
#include "write.h"

#include "store/clubstore.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace palmares::club {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

constexpr std::array<KeyPair<Absent>, 3> AbsentKeys{
    {{Absent::First, "first"}, {Absent::Second, "second"}, {Absent::Both, "both"}}};

Status failureOf(const QString& message, Field::Kind kind)
{
    return Status::failure(message, Field{kind});
}

/// The event called `name` and table `table` of its round `round`, or why
/// there is none: no such event, the round not paired, no such table, or
/// the bye.
Expected<std::pair<Event, EventTable>> tableOf(Events& events, const QString& name, int round, int table)
{
    const auto found = eventWithRounds(events, name);
    if (!found) {
        return found.status();
    }
    const auto& [e, rounds] = *found;
    if (round < 1 || round > rounds.size()) {
        return failureOf(
            Text::tr("round %1 of '%2' is not paired (rounds paired: %3)").arg(round).arg(e.name).arg(rounds.size()),
            Field::Kind::Round);
    }
    const QList<EventTable>& tables = rounds[round - 1].tables;
    const auto it =
        std::find_if(tables.cbegin(), tables.cend(), [&](const EventTable& t) { return t.number == table; });
    if (it == tables.cend() || table == 0) {
        return failureOf(Text::tr("round %1 of '%2' has no table %3").arg(round).arg(e.name).arg(table),
                         Field::Kind::Table);
    }
    return std::pair{e, *it};
}

/// The entry of `player` (normalised) in `e`, or a failure saying he is
/// not entered.
Expected<store::EventEntryRecord> entryOf(store::ClubStore& store, const Event& e, const QString& player)
{
    const auto entered = store.entries(e.id);
    if (!entered) {
        return entered.status();
    }
    const auto it = std::find_if(entered->cbegin(), entered->cend(),
                                 [&](const store::EventEntryRecord& r) { return r.name == player; });
    if (it == entered->cend()) {
        return failureOf(Text::tr("%1 is not entered in '%2'").arg(player, e.name), Field::Kind::Player);
    }
    return *it;
}

} // namespace

QString absentKey(Absent absent)
{
    return keyIn(AbsentKeys, absent);
}

std::optional<Absent> absentOf(const QString& key)
{
    return valueIn(AbsentKeys, key);
}

Expected<std::pair<Event, QList<EventRound>>> eventWithRounds(Events& events, const QString& name)
{
    auto e = events.event(name);
    if (!e) {
        return e.status();
    }
    auto all = events.rounds(name);
    if (!all) {
        return all.status();
    }
    return std::pair{std::move(*e), std::move(*all)};
}

Status addForfeitsAndByes(store::ClubStore& store, const Event& e, QList<EventRound>& rounds)
{
    const auto forfeits = store.forfeits(e.id);
    if (!forfeits) {
        return forfeits.status();
    }
    for (const store::EventForfeitRecord& f : *forfeits) {
        if (f.round < 1 || f.round > rounds.size()) {
            continue;
        }
        for (EventTable& t : rounds[f.round - 1].tables) {
            if (t.number == f.table) {
                t.forfeit = absentOf(f.absent).value_or(Absent::None);
            }
        }
    }
    const auto absences = store.absences(e.id);
    if (!absences) {
        return absences.status();
    }
    for (const store::EventAbsenceRecord& a : *absences) {
        if (a.round >= 1 && a.round <= rounds.size()) {
            rounds[a.round - 1].byes.append(RequestedBye{a.name, a.round, a.points > 0.0});
        }
    }
    return {};
}

Status Events::recordForfeit(const QString& name, int round, int table, Absent absent)
{
    if (absent == Absent::None) {
        return failureOf(Text::tr("a forfeit says who did not come: the first player, the second or both"),
                         Field::Kind::Table);
    }
    return atomically(m_context, [&]() -> Status {
        const auto found = tableOf(*this, name, round, table);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        const EventTable* t = &found->second;
        if (e->pairing == PairingMethod::Tables) {
            return failureOf(Text::tr("'%1' is played at tables: a forfeit is for duels (leave an absent player "
                                      "out of the next round with a bye)")
                                 .arg(e->name),
                             Field::Kind::Event);
        }
        if (t->forfeit != Absent::None) {
            return failureOf(
                Text::tr("table %1 of round %2 is a forfeit already: clear it first").arg(table).arg(round),
                Field::Kind::Table);
        }
        if (t->played()) {
            return failureOf(Text::tr("table %1 of round %2 has its result already (match %3): delete it first")
                                 .arg(table)
                                 .arg(round)
                                 .arg(t->match),
                             Field::Kind::Table);
        }
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status s = m_context.store.insertForfeit(e->id, {round, table, absentKey(absent)}); !s.ok()) {
                return s;
            }
            return m_context.store.audit(QStringLiteral("event forfeit"),
                                         QStringLiteral("%1: round %2, table %3, %4 absent")
                                             .arg(e->name)
                                             .arg(round)
                                             .arg(table)
                                             .arg(absentKey(absent)));
        });
    });
}

Status Events::clearForfeit(const QString& name, int round, int table)
{
    return atomically(m_context, [&]() -> Status {
        const auto found = tableOf(*this, name, round, table);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        if (found->second.forfeit == Absent::None) {
            return failureOf(Text::tr("table %1 of round %2 is not a forfeit").arg(table).arg(round),
                             Field::Kind::Table);
        }
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status s = m_context.store.deleteForfeit(e->id, round, table); !s.ok()) {
                return s;
            }
            return m_context.store.audit(QStringLiteral("event forfeit cleared"),
                                         QStringLiteral("%1: round %2, table %3").arg(e->name).arg(round).arg(table));
        });
    });
}

namespace {

/// Whether `who` may ask for a bye in round `round` of `e` (its `rounds` paired).
Status checkBye(const Event& e, const QList<EventRound>& rounds, const Entrant& who, int round, bool half)
{
    if (e.pairing == PairingMethod::RoundRobin) {
        return failureOf(Text::tr("'%1' is a round robin: its pairings are fixed by the Berger tables, so a player "
                                  "who cannot come loses his game by forfeit")
                             .arg(e.name),
                         Field::Kind::Event);
    }
    if (half && e.pairing == PairingMethod::Tables) {
        return failureOf(Text::tr("'%1' is played at tables, where a round is scored at the table: a bye there is "
                                  "worth nothing (ask for a zero-point bye)")
                             .arg(e.name),
                         Field::Kind::Event);
    }
    if (round < 1 || (e.rounds > 0 && round > e.rounds)) {
        return failureOf(Text::tr("'%1' has no round %2").arg(e.name).arg(round), Field::Kind::Round);
    }
    if (round <= rounds.size()) {
        return failureOf(Text::tr("round %1 of '%2' is paired already: a bye is asked for before its round is "
                                  "paired (unpair it first)")
                             .arg(round)
                             .arg(e.name),
                         Field::Kind::Round);
    }
    if (!who.playsIn(round)) {
        return failureOf(Text::tr("%1 does not play round %2 of '%3' (entered later, or withdrawn)")
                             .arg(who.player)
                             .arg(round)
                             .arg(e.name),
                         Field::Kind::Player);
    }
    return {};
}

} // namespace

Status Events::requestBye(const QString& name, const QString& player, int round, bool half)
{
    const QString wanted = names::normalised(player);
    return atomically(m_context, [&]() -> Status {
        const auto found = eventWithRounds(*this, name);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        const QList<EventRound>* all = &found->second;
        const auto entry = entryOf(m_context.store, *e, wanted);
        if (!entry) {
            return entry.status();
        }
        const Entrant who{entry->name, entry->rating, 0, entry->firstRound, entry->withdrawnRound};
        if (Status s = checkBye(*e, *all, who, round, half); !s.ok()) {
            return s;
        }
        const auto byes = m_context.store.absences(e->id);
        if (!byes) {
            return byes.status();
        }
        if (std::any_of(byes->cbegin(), byes->cend(), [&](const store::EventAbsenceRecord& a) {
                return a.player == entry->player && a.round == round;
            })) {
            return failureOf(Text::tr("%1 has a bye in round %2 of '%3' already: cancel it first")
                                 .arg(wanted)
                                 .arg(round)
                                 .arg(e->name),
                             Field::Kind::Round);
        }
        const RequestedBye bye{wanted, round, half};
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status s = m_context.store.insertAbsence(e->id, {entry->player, wanted, round, bye.points()});
                !s.ok()) {
                return s;
            }
            return m_context.store.audit(QStringLiteral("event bye"),
                                         QStringLiteral("%1: %2, round %3, %4")
                                             .arg(e->name, wanted)
                                             .arg(round)
                                             .arg(half ? QStringLiteral("half") : QStringLiteral("zero")));
        });
    });
}

Status Events::cancelBye(const QString& name, const QString& player, int round)
{
    const QString wanted = names::normalised(player);
    return atomically(m_context, [&]() -> Status {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto entry = entryOf(m_context.store, *e, wanted);
        if (!entry) {
            return entry.status();
        }
        const auto byes = m_context.store.absences(e->id);
        if (!byes) {
            return byes.status();
        }
        if (std::none_of(byes->cbegin(), byes->cend(), [&](const store::EventAbsenceRecord& a) {
                return a.player == entry->player && a.round == round;
            })) {
            return failureOf(Text::tr("%1 has no bye in round %2 of '%3'").arg(wanted).arg(round).arg(e->name),
                             Field::Kind::Round);
        }
        const auto all = roundsOf(*e);
        if (!all) {
            return all.status();
        }
        if (round <= all->size()) {
            return failureOf(Text::tr("round %1 of '%2' is paired already, without %3: unpair it first")
                                 .arg(round)
                                 .arg(e->name, wanted),
                             Field::Kind::Round);
        }
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status s = m_context.store.deleteAbsence(e->id, entry->player, round); !s.ok()) {
                return s;
            }
            return m_context.store.audit(QStringLiteral("event bye cancelled"),
                                         QStringLiteral("%1: %2, round %3").arg(e->name, wanted).arg(round));
        });
    });
}

Expected<QList<RequestedBye>> Events::requestedByes(const QString& name)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    const auto absences = m_context.store.absences(e->id);
    if (!absences) {
        return absences.status();
    }
    QList<RequestedBye> all;
    for (const store::EventAbsenceRecord& a : *absences) {
        all.append(RequestedBye{a.name, a.round, a.points > 0.0});
    }
    return all;
}

} // namespace palmares::club

#include "events.h"

#include "conversions.h"
#include "directory.h"
#include "eventpairing.h"
#include "keytable.h"
#include "names.h"
#include "write.h"

#include "store/clubstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <climits>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

constexpr int MaxNameLength = 100;
constexpr int MaxRounds = 99;

constexpr std::array<KeyPair<PairingMethod>, 4> MethodKeys{{{PairingMethod::Swiss, "swiss"},
                                                            {PairingMethod::RoundRobin, "round-robin"},
                                                            {PairingMethod::Tables, "tables"},
                                                            {PairingMethod::Random, "random"}}};

QString settingsJson(const Event& e)
{
    const QJsonObject o{{QStringLiteral("whiteFirst"), e.whiteFirst},
                        {QStringLiteral("balancedTables"), e.balancedTables},
                        {QStringLiteral("byePoints"), e.byePoints},
                        {QStringLiteral("seed"), QString::number(e.seed)}};
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Event toEvent(const store::EventRecord& r)
{
    Event e;
    e.id = r.id;
    e.name = r.name;
    e.game = r.gameName;
    e.first = QDate::fromString(r.firstDay, Qt::ISODate);
    e.last = QDate::fromString(r.lastDay, Qt::ISODate);
    e.pairing = pairingOf(r.pairing).value_or(PairingMethod::Swiss);
    e.rounds = r.rounds;
    const QJsonObject o = QJsonDocument::fromJson(r.settings.toUtf8()).object();
    e.whiteFirst = o.value(QStringLiteral("whiteFirst")).toBool(true);
    e.balancedTables = o.value(QStringLiteral("balancedTables")).toBool(true);
    e.byePoints = o.value(QStringLiteral("byePoints")).toDouble(1.0);
    e.seed = o.value(QStringLiteral("seed")).toString().toULongLong();
    return e;
}

Status failureOf(const QString& message, Field::Kind kind = Field::Kind::Event)
{
    return Status::failure(message, Field{kind});
}

/// The last round of `rounds`, or a failure when none is paired.
Expected<EventRound> lastRound(const Event& e, const QList<EventRound>& rounds)
{
    if (rounds.isEmpty()) {
        return failureOf(Text::tr("no round of '%1' is paired yet").arg(e.name), Field::Kind::Round);
    }
    return rounds.last();
}

/// The event called `name` and its last round (a failure when none is paired).
Expected<std::pair<Event, EventRound>> lastRoundOf(Events& events, const QString& name)
{
    const auto found = eventWithRounds(events, name);
    if (!found) {
        return found.status();
    }
    const auto last = lastRound(found->first, found->second);
    if (!last) {
        return last.status();
    }
    return std::pair{found->first, *last};
}

/// Refuses a change of round `r` once one of its results is in.
Status untouched(const Event& e, const EventRound& r)
{
    for (const EventTable& t : r.tables) {
        if (!t.bye() && t.played()) {
            return failureOf(Text::tr("round %1 of '%2' has results already (table %3): delete them first")
                                 .arg(r.number)
                                 .arg(e.name)
                                 .arg(t.number),
                             Field::Kind::Round);
        }
    }
    return {};
}

/// The players of `entries`.
QSet<qint64> playersOf(const QList<store::EventEntryRecord>& entries)
{
    QSet<qint64> players;
    for (const store::EventEntryRecord& r : entries) {
        players.insert(r.player);
    }
    return players;
}

/// Where `player` sits in `r`: (table, seat).
std::optional<std::pair<qsizetype, qsizetype>> seatOf(const EventRound& r, const QString& player)
{
    for (qsizetype t = 0; t < r.tables.size(); ++t) {
        if (const auto i = r.tables[t].players.indexOf(player); i >= 0) {
            return std::pair{t, i};
        }
    }
    return std::nullopt;
}

/// Swaps the seats of `first` and `second` in `r` (chess, at one board:
/// their colours), refused when one does not play it or his table has its
/// result.
Status swapSeats(const Event& e, EventRound& r, const QString& first, const QString& second)
{
    const auto sa = seatOf(r, first);
    const auto sb = seatOf(r, second);
    if (!sa || !sb) {
        return failureOf(
            Text::tr("%1 does not play round %2 of '%3'").arg(sa ? second : first).arg(r.number).arg(e.name),
            Field::Kind::Player);
    }
    for (const qsizetype t : {sa->first, sb->first}) {
        const EventTable& table = r.tables[t];
        if (!table.bye() && table.played()) {
            return failureOf(Text::tr("table %1 of round %2 has its result already: delete it first")
                                 .arg(table.number)
                                 .arg(r.number),
                             Field::Kind::Table);
        }
    }
    std::swap(r.tables[sa->first].players[sa->second], r.tables[sb->first].players[sb->second]);
    return {};
}

} // namespace

QString pairingKey(PairingMethod method)
{
    return keyIn(MethodKeys, method);
}

std::optional<PairingMethod> pairingOf(const QString& key)
{
    return valueIn(MethodKeys, key);
}

QString pairingLabel(PairingMethod method)
{
    switch (method) {
    case PairingMethod::Swiss:
        return Text::tr("Swiss (FIDE Dutch system)");
    case PairingMethod::RoundRobin:
        return Text::tr("Round robin (Berger tables)");
    case PairingMethod::Tables:
        return Text::tr("Tables of 4 and 5");
    case PairingMethod::Random:
        return Text::tr("Random");
    }
    return {};
}

Expected<QList<Event>> Events::list()
{
    const auto records = m_context.store.events();
    if (!records) {
        return records.status();
    }
    QList<Event> all;
    for (const store::EventRecord& r : *records) {
        all.append(toEvent(r));
    }
    return all;
}

Expected<Event> Events::event(const QString& name)
{
    const auto all = list();
    if (!all) {
        return all.status();
    }
    const QString wanted = names::normalised(name);
    QStringList known;
    for (const Event& e : *all) {
        if (e.name == wanted) {
            return e;
        }
        known << e.name;
    }
    return failureOf(
        known.isEmpty()
            ? Text::tr("there is no event named '%1' (the club has no event yet)").arg(wanted)
            : Text::tr("there is no event named '%1' (events: %2)").arg(wanted, known.join(QStringLiteral(", "))));
}

Expected<Event> Events::eventIn(const QString& name)
{
    return event(name);
}

Status Events::checkNew(const Event& e, const QList<Event>& others)
{
    if (const QString p = names::invisibleProblem(e.name, names::Of::Event); !p.isEmpty()) {
        return failureOf(p, Field::Kind::Name);
    }
    if (e.name.isEmpty() || e.name.size() > MaxNameLength) {
        return failureOf(Text::tr("an event needs a name of 1 to %1 characters").arg(MaxNameLength), Field::Kind::Name);
    }
    for (const Event& o : others) {
        if (o.name.compare(e.name, Qt::CaseInsensitive) == 0) {
            return failureOf(Text::tr("the club already has an event named '%1'").arg(o.name), Field::Kind::Name);
        }
    }
    if (!e.first.isValid()) {
        return failureOf(Text::tr("an event needs its first day"), Field::Kind::PeriodStart);
    }
    if (e.last.isValid() && e.last < e.first) {
        return failureOf(Text::tr("the last day (%1) is before the first (%2)")
                             .arg(e.last.toString(Qt::ISODate), e.first.toString(Qt::ISODate)),
                         Field::Kind::PeriodEnd);
    }
    if (e.rounds < 0 || e.rounds > MaxRounds) {
        return failureOf(Text::tr("the number of rounds must be between 0 (as many as you pair) and %1").arg(MaxRounds),
                         Field::Kind::Round);
    }
    if (!(e.byePoints >= 0.0 && e.byePoints <= 1.0)) {
        return failureOf(Text::tr("a bye is worth between 0 and 1 point"));
    }
    return {};
}

Status Events::add(Event e)
{
    e.name = names::normalised(e.name);
    if (e.seed == 0) {
        e.seed = QRandomGenerator::global()->generate64() | 1U;
    }
    return atomically(m_context, [&]() -> Status {
        const auto others = list();
        if (!others) {
            return others.status();
        }
        if (Status s = checkNew(e, *others); !s.ok()) {
            return s;
        }
        const auto g = m_rules.game(e.game);
        if (!g) {
            return g.status();
        }
        const auto rules = RuleBook::ruleSetFor(*g);
        if (!rules) {
            return rules.status();
        }
        const bool tables = e.pairing == PairingMethod::Tables;
        if (tables && (*rules)->maxParticipants() < 4) {
            return failureOf(Text::tr("tables of 4 and 5 are for games played four or more at a table; '%1' is "
                                      "played by two: pair it (swiss, round-robin or random)")
                                 .arg(g->name),
                             Field::Kind::Game);
        }
        if (!tables && (*rules)->minParticipants() > 2) {
            return failureOf(Text::tr("'%1' is not played in duels: seat it at tables").arg(g->name),
                             Field::Kind::Game);
        }
        store::EventRecord r;
        r.name = e.name;
        r.game = g->id;
        r.firstDay = e.first.toString(Qt::ISODate);
        r.lastDay = e.last.isValid() ? e.last.toString(Qt::ISODate) : QString();
        r.pairing = pairingKey(e.pairing);
        r.rounds = e.rounds;
        r.settings = settingsJson(e);
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (const auto id = m_context.store.insertEvent(r); !id) {
                return id.status();
            }
            return m_context.store.audit(QStringLiteral("event add"),
                                         QStringLiteral("%1: %2, %3").arg(r.name, g->name, r.pairing));
        });
    });
}

Status Events::remove(const QString& name)
{
    return atomically(m_context, [&]() -> Status {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto matches = m_context.store.eventMatches(e->id);
        if (!matches) {
            return matches.status();
        }
        if (!matches->isEmpty()) {
            return failureOf(Text::tr("'%1' has %Ln result(s): delete them before the event (they are ordinary "
                                      "matches of the club, and would lose their event)",
                                      nullptr, static_cast<int>(matches->size()))
                                 .arg(e->name));
        }
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status s = m_context.store.deleteEvent(e->id); !s.ok()) {
                return s;
            }
            return m_context.store.audit(QStringLiteral("event remove"), e->name);
        });
    });
}

Expected<QList<Entrant>> Events::entrants(const QString& name)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    const auto records = m_context.store.entries(e->id);
    if (!records) {
        return records.status();
    }
    QList<Entrant> all;
    int number = 0;
    for (const store::EventEntryRecord& r : inPairingOrder(*records)) {
        all.append(Entrant{r.name, r.rating, ++number, r.firstRound, r.withdrawnRound});
    }
    return all;
}

Status resultFits(const Event& e, const QList<EventRound>& rounds, int round, int table, const MatchDraft& draft)
{
    if (names::normalised(draft.game) != e.game) {
        return failureOf(Text::tr("'%1' is an event of %2, not of %3").arg(e.name, e.game, draft.game),
                         Field::Kind::Game);
    }
    if (round < 1 || round > rounds.size()) {
        return failureOf(
            Text::tr("round %1 of '%2' is not paired (rounds paired: %3)").arg(round).arg(e.name).arg(rounds.size()),
            Field::Kind::Round);
    }
    const EventRound& r = rounds[round - 1];
    const auto it =
        std::find_if(r.tables.cbegin(), r.tables.cend(), [&](const EventTable& t) { return t.number == table; });
    if (it == r.tables.cend() || table == 0) {
        return failureOf(Text::tr("round %1 of '%2' has no table %3").arg(round).arg(e.name).arg(table),
                         Field::Kind::Table);
    }
    if (!it->match.isEmpty()) {
        return failureOf(
            Text::tr("table %1 of round %2 has its result already (match %3)").arg(table).arg(round).arg(it->match),
            Field::Kind::Table);
    }
    if (it->forfeit != Absent::None) {
        return failureOf(
            Text::tr("table %1 of round %2 is a forfeit: clear it before entering a result").arg(table).arg(round),
            Field::Kind::Table);
    }
    QStringList given;
    for (const MatchDraft::Entry& p : draft.participants) {
        given << names::normalised(p.player);
    }
    QStringList seated = it->players;
    std::sort(given.begin(), given.end());
    std::sort(seated.begin(), seated.end());
    if (given != seated) {
        return failureOf(Text::tr("table %1 of round %2 is %3, not %4")
                             .arg(table)
                             .arg(round)
                             .arg(it->players.join(QStringLiteral(", ")), given.join(QStringLiteral(", "))),
                         Field::Kind::Players);
    }
    return {};
}

Expected<qint64> clubPlayerId(store::ClubStore& store, Directory& dir, const QString& player, bool create)
{
    if (const auto found = dir.playersByName.constFind(player); found != dir.playersByName.cend()) {
        return found->id;
    }
    if (!create) {
        return failureOf(Text::tr("'%1' is not a player of the club (add him first, or let Palmarès add the new "
                                  "players)")
                             .arg(player),
                         Field::Kind::Player);
    }
    const auto added = store.insertPlayer(player, QString());
    if (!added) {
        return added.status();
    }
    dir.playersByName.insert(player, store::PlayerRecord{*added, player, {}, true, {}});
    return *added;
}

Expected<Events::Ratings> Events::ratingsIn(const QString& game)
{
    const auto standings = m_rankings.standings(game, std::nullopt);
    if (!standings) {
        return standings.status();
    }
    const auto rules = RuleBook::ruleSetFor(standings->game);
    if (!rules) {
        return rules.status();
    }
    Ratings r;
    r.initial = (*rules)->initialRating();
    for (const StandingRow& row : standings->rows) {
        r.now.insert(row.playerId, row.rating);
    }
    const auto starts = m_starts.startingRatings();
    if (!starts) {
        return starts.status();
    }
    for (const StartingRating& s : *starts) {
        if (s.game == standings->game.name) {
            r.arrived.insert(s.player, s.rating);
        }
    }
    return r;
}

Status Events::enter(const QString& name, const QStringList& players, bool createPlayers)
{
    for (const QString& p : players) {
        if (const QString problem = names::invisibleProblem(p, names::Of::Player); !problem.isEmpty()) {
            return failureOf(problem, Field::Kind::Player);
        }
    }
    return atomically(m_context, [&]() -> Status {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto rounds = roundsOf(*e);
        if (!rounds) {
            return rounds.status();
        }
        const auto entered = m_context.store.entries(e->id);
        if (!entered) {
            return entered.status();
        }
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        const auto ratings = ratingsIn(e->game);
        if (!ratings) {
            return ratings.status();
        }
        QSet<qint64> already = playersOf(*entered);
        const int firstRound = static_cast<int>(rounds->size()) + 1;
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            for (const QString& given : players) {
                const QString player = names::normalised(given);
                const auto id = clubPlayerId(m_context.store, dir, player, createPlayers);
                if (!id) {
                    return id.status();
                }
                if (Status s = enterOne(
                        *e, store::EventEntryRecord{*id, player, ratings->of(*id, player), firstRound, 0}, already);
                    !s.ok()) {
                    return s;
                }
            }
            return m_context.store.audit(QStringLiteral("event enter"),
                                         QStringLiteral("%1: %2").arg(e->name, players.join(QStringLiteral(", "))));
        });
    });
}

Status Events::enterOne(const Event& e, const store::EventEntryRecord& entry, QSet<qint64>& already)
{
    if (already.contains(entry.player)) {
        return failureOf(Text::tr("%1 is entered in '%2' already").arg(entry.name, e.name), Field::Kind::Player);
    }
    already.insert(entry.player);
    return m_context.store.insertEntry(e.id, entry);
}

Status Events::withdraw(const QString& name, const QString& player)
{
    return atomically(m_context, [&]() -> Status {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto entered = m_context.store.entries(e->id);
        if (!entered) {
            return entered.status();
        }
        const auto rounds = roundsOf(*e);
        if (!rounds) {
            return rounds.status();
        }
        const QString wanted = names::normalised(player);
        const auto it = std::find_if(entered->cbegin(), entered->cend(),
                                     [&](const store::EventEntryRecord& r) { return r.name == wanted; });
        if (it == entered->cend()) {
            return failureOf(Text::tr("%1 is not entered in '%2'").arg(wanted, e->name), Field::Kind::Player);
        }
        if (it->withdrawnRound != 0) {
            return failureOf(Text::tr("%1 is withdrawn from '%2' already").arg(wanted, e->name), Field::Kind::Player);
        }
        const int next = static_cast<int>(rounds->size()) + 1;
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            // Never paired: he leaves the event; else he is not paired from
            // the next round on, and his past rounds stay his.
            Status s = it->firstRound >= next ? m_context.store.deleteEntry(e->id, it->player)
                                              : m_context.store.setWithdrawn(e->id, it->player, next);
            if (!s.ok()) {
                return s;
            }
            // The byes he asked for the rounds he will not play go with him.
            if (Status byes = m_context.store.deleteAbsencesFrom(e->id, it->player, next); !byes.ok()) {
                return byes;
            }
            return m_context.store.audit(QStringLiteral("event withdraw"),
                                         QStringLiteral("%1: %2").arg(e->name, wanted));
        });
    });
}

Expected<QList<EventRound>> Events::rounds(const QString& name)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    return roundsOf(*e);
}

Expected<QList<EventRound>> Events::roundsOf(const Event& e)
{
    const auto seats = m_context.store.seats(e.id);
    if (!seats) {
        return seats.status();
    }
    const auto matches = m_context.store.eventMatches(e.id);
    if (!matches) {
        return matches.status();
    }
    QList<EventRound> all;
    for (const store::EventSeatRecord& s : *seats) {
        while (all.size() < s.round) {
            all.append(EventRound{static_cast<int>(all.size()) + 1, {}, {}});
        }
        EventRound& r = all[s.round - 1];
        if (r.tables.isEmpty() || r.tables.last().number != s.table) {
            r.tables.append(EventTable{s.table, {}, s.locked, {}, Absent::None});
        }
        r.tables.last().players << s.name;
    }
    for (const store::EventMatchRecord& m : *matches) {
        if (m.round < 1 || m.round > all.size()) {
            continue;
        }
        for (EventTable& t : all[m.round - 1].tables) {
            if (t.number == m.table) {
                t.match = m.code;
            }
        }
    }
    // The bye (table 0) is listed after the tables, as a pairing sheet shows it.
    for (EventRound& r : all) {
        std::stable_sort(r.tables.begin(), r.tables.end(), [](const EventTable& a, const EventTable& b) {
            return (a.number == 0 ? INT_MAX : a.number) < (b.number == 0 ? INT_MAX : b.number);
        });
    }
    if (Status s = addForfeitsAndByes(m_context.store, e, all); !s.ok()) {
        return s;
    }
    return all;
}

Status Events::storeRound(const Event& e, const EventRound& round)
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    for (const EventTable& t : round.tables) {
        int seat = 0;
        for (const QString& player : t.players) {
            const auto found = dir.playersByName.constFind(player);
            if (found == dir.playersByName.cend()) {
                return Status::failure(QStringLiteral("internal error: no player '%1'").arg(player));
            }
            if (Status s = m_context.store.insertSeat(
                    e.id, store::EventSeatRecord{round.number, t.number, ++seat, found->id, player, t.locked});
                !s.ok()) {
                return s;
            }
        }
    }
    return {};
}

Status Events::rewriteRound(const Event& e, const EventRound& round, const QString& action, const QString& detail)
{
    return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
        if (Status gone = m_context.store.deleteRoundSeats(e.id, round.number); !gone.ok()) {
            return gone;
        }
        if (Status stored = storeRound(e, round); !stored.ok()) {
            return stored;
        }
        return m_context.store.audit(action, detail);
    });
}

Expected<EventRound> Events::pairNext(const QString& name)
{
    return atomically(m_context, [&]() -> Expected<EventRound> {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto before = roundsOf(*e);
        if (!before) {
            return before.status();
        }
        if (!before->isEmpty() && !before->last().complete()) {
            return failureOf(Text::tr("round %1 of '%2' has results still to enter: round %3 is paired once it is "
                                      "complete")
                                 .arg(before->size())
                                 .arg(e->name)
                                 .arg(before->size() + 1),
                             Field::Kind::Round);
        }
        const int number = static_cast<int>(before->size()) + 1;
        if (e->rounds > 0 && number > e->rounds) {
            return failureOf(Text::tr("'%1' has its %Ln round(s) paired already", nullptr, e->rounds).arg(e->name),
                             Field::Kind::Round);
        }
        auto round = paired(*e, *before, number, {});
        if (!round) {
            return round.status();
        }
        Status s = write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status stored = storeRound(*e, *round); !stored.ok()) {
                return stored;
            }
            return m_context.store.audit(QStringLiteral("event pair"),
                                         QStringLiteral("%1: round %2").arg(e->name).arg(number));
        });
        if (!s.ok()) {
            return s;
        }
        return *round;
    });
}

Expected<EventRound> Events::pairAgain(const QString& name)
{
    return atomically(m_context, [&]() -> Expected<EventRound> {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        auto all = roundsOf(*e);
        if (!all) {
            return all.status();
        }
        const auto last = lastRound(*e, *all);
        if (!last) {
            return last.status();
        }
        if (Status s = untouched(*e, *last); !s.ok()) {
            return s;
        }
        QList<EventTable> kept;
        std::copy_if(last->tables.cbegin(), last->tables.cend(), std::back_inserter(kept),
                     [](const EventTable& t) { return t.locked; });
        all->removeLast();
        auto round = paired(*e, *all, last->number, kept);
        if (!round) {
            return round.status();
        }
        Status s = rewriteRound(*e, *round, QStringLiteral("event pair again"),
                                QStringLiteral("%1: round %2").arg(e->name).arg(last->number));
        if (!s.ok()) {
            return s;
        }
        return *round;
    });
}

Status Events::unpairLast(const QString& name)
{
    return atomically(m_context, [&]() -> Status {
        const auto found = lastRoundOf(*this, name);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        const EventRound* last = &found->second;
        if (Status s = untouched(*e, *last); !s.ok()) {
            return s;
        }
        return write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            if (Status gone = m_context.store.deleteRoundSeats(e->id, last->number); !gone.ok()) {
                return gone;
            }
            return m_context.store.audit(QStringLiteral("event unpair"),
                                         QStringLiteral("%1: round %2").arg(e->name).arg(last->number));
        });
    });
}

Status Events::swap(const QString& name, const QString& a, const QString& b)
{
    return atomically(m_context, [&]() -> Status {
        auto found = lastRoundOf(*this, name);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        EventRound* last = &found->second;
        const QString first = names::normalised(a);
        const QString second = names::normalised(b);
        if (Status s = swapSeats(*e, *last, first, second); !s.ok()) {
            return s;
        }
        return rewriteRound(
            *e, *last, QStringLiteral("event swap"),
            QStringLiteral("%1: round %2, %3 and %4").arg(e->name).arg(last->number).arg(first, second));
    });
}

Status Events::lock(const QString& name, int table, bool locked)
{
    return atomically(m_context, [&]() -> Status {
        auto found = lastRoundOf(*this, name);
        if (!found) {
            return found.status();
        }
        const Event* e = &found->first;
        EventRound* last = &found->second;
        const auto it = std::find_if(last->tables.begin(), last->tables.end(),
                                     [&](const EventTable& t) { return t.number == table; });
        if (it == last->tables.end() || table == 0) {
            return failureOf(Text::tr("round %1 of '%2' has no table %3").arg(last->number).arg(e->name).arg(table),
                             Field::Kind::Table);
        }
        it->locked = locked;
        return rewriteRound(*e, *last, locked ? QStringLiteral("event lock") : QStringLiteral("event unlock"),
                            QStringLiteral("%1: round %2, table %3").arg(e->name).arg(last->number).arg(table));
    });
}

Expected<SavedMatch> Events::recordResult(const QString& name, int round, int table, MatchDraft draft)
{
    return atomically(m_context, [&]() -> Expected<SavedMatch> {
        const auto e = eventIn(name);
        if (!e) {
            return e.status();
        }
        const auto all = roundsOf(*e);
        if (!all) {
            return all.status();
        }
        if (draft.game.isEmpty()) {
            draft.game = e->game;
        }
        if (Status s = resultFits(*e, *all, round, table, draft); !s.ok()) {
            return s;
        }
        if (!draft.playedAt.isValid()) {
            draft.playedAt = e->playedAt(round);
        }
        auto saved = m_results.record(draft, false);
        if (!saved) {
            return saved.status();
        }
        const auto id = m_context.store.matchIdByCode(saved->code);
        if (!id) {
            return id.status();
        }
        Status linked = write(m_context, Change::of(Change::Kind::EventsChanged),
                              [&]() -> Status { return m_context.store.insertEventMatch(*id, e->id, round, table); });
        if (!linked.ok()) {
            return linked;
        }
        return *saved;
    });
}

} // namespace palmares::club

// Events: a round paired or seated by core/pairing from what the club holds
// (the entrants, the rounds before, their results), and the points of a
// duel's result in the event's scale.

#include "eventpairing.h"

#include "events.h"
#include "names.h"
#include "participantmapping.h"
#include "write.h"

#include "pairing/berger.h"
#include "pairing/seating.h"
#include "pairing/swiss.h"

#include "rating/elodsc.h"

#include "store/clubstore.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <climits>

namespace palmares::club {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

Status failureOf(const QString& message)
{
    return Status::failure(message, Field{Field::Kind::Round});
}

QString failureText(pairing::Failure f, const Event& e, int players)
{
    switch (f) {
    case pairing::Failure::TooFewPlayers:
        return e.pairing == PairingMethod::Tables
                   ? Text::tr("%Ln player(s) to seat: a table needs at least 4", nullptr, players)
                   : Text::tr("%Ln player(s) to pair: a round needs at least 2", nullptr, players);
    case pairing::Failure::NoLegalPairing:
        return Text::tr("no pairing of the %1 players avoids a rematch (or gives the bye to someone who has not had "
                        "it): pair this round by hand, with swaps")
            .arg(players);
    case pairing::Failure::RoundsExhausted:
        return Text::tr("every round of the round robin is paired already");
    case pairing::Failure::NoSeating:
        return Text::tr("%1 players cannot sit at tables of 4 and 5 (6, 7 and 11 cannot): enter or withdraw a "
                        "player")
            .arg(players);
    }
    return {};
}

} // namespace

QList<store::EventEntryRecord> inPairingOrder(QList<store::EventEntryRecord> entries)
{
    std::stable_sort(entries.begin(), entries.end(),
                     [](const store::EventEntryRecord& a, const store::EventEntryRecord& b) {
                         if (a.rating != b.rating) {
                             return a.rating > b.rating;
                         }
                         const int byKey = names::spellingKey(a.name).compare(names::spellingKey(b.name));
                         return byKey != 0 ? byKey < 0 : a.name < b.name;
                     });
    return entries;
}

std::pair<double, double> duelPoints(const rating::RuleSet& rules, const store::MatchRecord& m)
{
    std::vector<rating::Participant> parts;
    for (const store::ParticipantRecord& p : m.participants) {
        parts.push_back(toRating(p, 0));
    }
    if (parts.size() != 2) {
        return {0.0, 0.0};
    }
    const rating::Match match = toRatingMatch(m, parts);
    std::array<int, 2> places{0, 0};
    const rating::Finish finish = rules.finish(match, places);
    if (finish.outcome != rating::Outcome::None) {
        const double winner = rating::EloDsc::winnerValue(finish.outcome);
        if (places[0] == places[1]) {
            return {0.5, 0.5};
        }
        return places[0] < places[1] ? std::pair{winner, 1.0 - winner} : std::pair{1.0 - winner, winner};
    }
    if (places[0] == places[1]) {
        return {0.5, 0.5};
    }
    return places[0] < places[1] ? std::pair{1.0, 0.0} : std::pair{0.0, 1.0};
}

namespace {

/// An event's history read round by round into an EventHistory.
class HistoryReader
{
public:
    HistoryReader(store::ClubStore& store, const Event& e, const rating::RuleSet& rules)
        : m_store(store),
          m_event(e),
          m_rules(rules),
          m_colours(e.pairing != PairingMethod::Tables && rules.system() == rating::System::EloProvisional)
    {}

    /// The entrants in pairing order, each with `rounds` empty rounds.
    Status entrants(qsizetype rounds)
    {
        const auto entries = m_store.entries(m_event.id);
        if (!entries) {
            return entries.status();
        }
        const auto matches = m_store.eventMatches(m_event.id);
        if (!matches) {
            return matches.status();
        }
        for (const store::EventMatchRecord& m : *matches) {
            m_matchOf.insert({m.round, m.table}, m.match);
        }
        const auto absences = m_store.absences(m_event.id);
        if (!absences) {
            return absences.status();
        }
        for (const store::EventAbsenceRecord& a : *absences) {
            m_h.requested.append(RequestedBye{a.name, a.round, a.points > 0.0});
        }
        int number = 0;
        for (const store::EventEntryRecord& r : inPairingOrder(*entries)) {
            pairing::Entrant p;
            p.id = r.player;
            p.pairingNumber = ++number;
            p.rating = r.rating;
            p.name = r.name.toStdString();
            p.rounds.assign(static_cast<std::size_t>(rounds), pairing::RoundRecord{});
            m_index.insert(r.player, m_h.entrants.size());
            m_h.entrants.push_back(std::move(p));
            m_h.entries.append(Entrant{r.name, r.rating, number, r.firstRound, r.withdrawnRound});
            m_ids.insert(r.name, r.player);
        }
        return {};
    }

    Status round(const EventRound& r)
    {
        const auto ri = static_cast<std::size_t>(r.number - 1);
        std::vector<pairing::Table> tables;
        for (const EventTable& t : r.tables) {
            pairing::Table table;
            for (const QString& name : t.players) {
                table.push_back(m_ids.value(name));
            }
            if (t.bye()) {
                for (const pairing::PlayerId id : table) {
                    set(id, ri,
                        pairing::RoundRecord{pairing::RoundKind::PairingBye, 0, pairing::Colour::None,
                                             m_event.byePoints});
                }
                continue;
            }
            if (table.size() == 2) {
                if (Status s = duel(table, r.number, t, ri); !s.ok()) {
                    return s;
                }
            }
            tables.push_back(std::move(table));
        }
        // A bye asked for: not paired, its points scored (C.07 art. 16.2:
        // voluntarily unplayed).
        for (const RequestedBye& b : r.byes) {
            set(m_ids.value(b.player), ri,
                pairing::RoundRecord{b.half ? pairing::RoundKind::HalfPointBye : pairing::RoundKind::ZeroPointBye, 0,
                                     pairing::Colour::None, b.points()});
        }
        m_h.tables.push_back(std::move(tables));
        return {};
    }

    EventHistory take() { return std::move(m_h); }

private:
    /// A board of round `round`: each side's record, with the points of its
    /// result when it has one.
    Status duel(const pairing::Table& table, int round, const EventTable& t, std::size_t ri)
    {
        if (t.forfeit != Absent::None) {
            forfeit(table, t, ri);
            return {};
        }
        std::pair<double, double> points{0.0, 0.0};
        if (const auto m = m_matchOf.constFind({round, t.number}); m != m_matchOf.cend()) {
            const auto record = m_store.match(*m);
            if (!record) {
                return record.status();
            }
            // The result's seats follow the match's participants, whatever their order.
            points = duelPoints(m_rules, *record);
            if (!record->participants.isEmpty() && record->participants.first().player != table[0]) {
                std::swap(points.first, points.second);
            }
        }
        const pairing::Colour first = m_colours ? pairing::Colour::White : pairing::Colour::None;
        const pairing::Colour second = m_colours ? pairing::Colour::Black : pairing::Colour::None;
        set(table[0], ri, pairing::RoundRecord{pairing::RoundKind::Played, table[1], first, points.first});
        set(table[1], ri, pairing::RoundRecord{pairing::RoundKind::Played, table[0], second, points.second});
        return {};
    }

    /// A board not played: who came wins it without playing (a win's
    /// point, FIDE's forfeit), who did not loses it; each keeps the colour
    /// he was given (the TRF writes it), which the pairing does not count.
    void forfeit(const pairing::Table& table, const EventTable& t, std::size_t ri)
    {
        for (std::size_t seat = 0; seat < 2; ++seat) {
            const bool absent = t.absent(static_cast<qsizetype>(seat));
            const pairing::Colour colour = !m_colours  ? pairing::Colour::None
                                           : seat == 0 ? pairing::Colour::White
                                                       : pairing::Colour::Black;
            set(table[seat], ri,
                pairing::RoundRecord{absent ? pairing::RoundKind::ForfeitLoss : pairing::RoundKind::ForfeitWin,
                                     table[1 - seat], colour, absent ? 0.0 : 1.0});
        }
    }

    void set(pairing::PlayerId id, std::size_t ri, const pairing::RoundRecord& record)
    {
        if (const auto i = m_index.constFind(id); i != m_index.cend()) {
            m_h.entrants[*i].rounds[ri] = record;
        }
    }

    store::ClubStore& m_store;
    const Event& m_event;
    const rating::RuleSet& m_rules;
    const bool m_colours;
    EventHistory m_h;
    QHash<QString, qint64> m_ids;
    QHash<qint64, std::size_t> m_index;
    QHash<QPair<int, int>, qint64> m_matchOf;
};

} // namespace

Expected<EventHistory> historyOf(store::ClubStore& store, const Event& e, const rating::RuleSet& rules,
                                 const QList<EventRound>& rounds)
{
    HistoryReader reader(store, e, rules);
    if (Status s = reader.entrants(rounds.size()); !s.ok()) {
        return s;
    }
    for (const EventRound& r : rounds) {
        if (Status s = reader.round(r); !s.ok()) {
            return s;
        }
    }
    return reader.take();
}

namespace {

/// A round as the pairing drew it: its tables (boards: white first) and
/// who has the bye.
struct Drawn {
    std::vector<pairing::Table> tables;
    std::vector<pairing::PlayerId> byes;
};

/// The duels of round `number` of `e` among the pairable entrants of `h`.
pairing::PairingResult duels(const Event& e, const rating::RuleSet& rules, const EventHistory& h, int number)
{
    pairing::PairingResult result;
    if (e.pairing == PairingMethod::RoundRobin) {
        // Every entrant keeps his Berger number, withdrawn or not.
        if (h.entrants.size() < 2) {
            result.failure = pairing::Failure::TooFewPlayers;
        } else if (number > pairing::roundRobinRounds(static_cast<int>(h.entrants.size()))) {
            result.failure = pairing::Failure::RoundsExhausted;
        } else {
            result.boards = pairing::roundRobinRound(h.entrants, number);
        }
        return result;
    }
    if (e.pairing == PairingMethod::Random) {
        return pairing::pairRandom(h.entrants, e.seed + static_cast<quint64>(number));
    }
    pairing::SwissOptions options;
    options.totalRounds = e.rounds;
    options.initialColour = e.whiteFirst ? pairing::Colour::White : pairing::Colour::Black;
    options.colours = rules.system() == rating::System::EloProvisional;
    options.pointsForBye = e.byePoints;
    return pairing::pairDutch(h.entrants, options);
}

/// Round `number` of `e` drawn from `h` (its pairable entrants marked), or
/// why it cannot be.
Expected<Drawn> draw(const Event& e, const rating::RuleSet& rules, const EventHistory& h, int number, int players)
{
    Drawn drawn;
    if (e.pairing == PairingMethod::Tables) {
        auto seating = pairing::seatTarot(
            h.entrants, h.tables, e.balancedTables ? pairing::SeatingMethod::Balanced : pairing::SeatingMethod::Random,
            e.seed + static_cast<quint64>(number));
        if (seating.failure) {
            return failureOf(failureText(*seating.failure, e, players));
        }
        drawn.tables = std::move(seating.tables);
        return drawn;
    }
    const pairing::PairingResult result = duels(e, rules, h, number);
    if (result.failure) {
        return failureOf(failureText(*result.failure, e, players));
    }
    QSet<pairing::PlayerId> pairable;
    for (const pairing::Entrant& p : h.entrants) {
        if (p.pairable) {
            pairable.insert(p.id);
        }
    }
    for (const pairing::Board& b : result.boards) {
        // A round robin's boards are fixed: those of players kept at a
        // locked table, or not playing this round, are left out.
        if (!pairable.contains(b.white) || (b.black != 0 && !pairable.contains(b.black))) {
            continue;
        }
        if (b.black == 0) {
            drawn.byes.push_back(b.white);
        } else {
            drawn.tables.push_back({b.white, b.black});
        }
    }
    return drawn;
}

} // namespace

Expected<EventRound> pairRound(const Event& e, const rating::RuleSet& rules, EventHistory h, int number,
                               const QList<EventTable>& kept)
{
    QSet<QString> held;
    QSet<int> taken;
    for (const EventTable& t : kept) {
        held.unite(QSet<QString>(t.players.cbegin(), t.players.cend()));
        taken.insert(t.number);
    }
    int players = 0;
    QHash<pairing::PlayerId, QString> names;
    for (const RequestedBye& b : h.requested) {
        if (b.round == number) {
            held.insert(b.player); // he asked not to be paired
        }
    }
    for (std::size_t i = 0; i < h.entrants.size(); ++i) {
        const Entrant& entry = h.entries[static_cast<qsizetype>(i)];
        h.entrants[i].pairable = entry.playsIn(number) && !held.contains(entry.player);
        players += h.entrants[i].pairable ? 1 : 0;
        names.insert(h.entrants[i].id, entry.player);
    }
    const auto drawn = draw(e, rules, h, number, players);
    if (!drawn) {
        return drawn.status();
    }
    // The tables drawn take the numbers the locked ones leave, in order;
    // the bye (table 0) comes last, as a pairing sheet shows it.
    EventRound round{number, kept, {}};
    std::copy_if(h.requested.cbegin(), h.requested.cend(), std::back_inserter(round.byes),
                 [number](const RequestedBye& b) { return b.round == number; });
    int next = 1;
    for (const pairing::Table& t : drawn->tables) {
        while (taken.contains(next)) {
            ++next;
        }
        QStringList seated;
        for (const pairing::PlayerId id : t) {
            seated << names.value(id);
        }
        round.tables.append(EventTable{next++, seated, false, {}, Absent::None});
    }
    for (const pairing::PlayerId id : drawn->byes) {
        round.tables.append(EventTable{0, {names.value(id)}, false, {}, Absent::None});
    }
    std::stable_sort(round.tables.begin(), round.tables.end(), [](const EventTable& a, const EventTable& b) {
        return (a.number == 0 ? INT_MAX : a.number) < (b.number == 0 ? INT_MAX : b.number);
    });
    return round;
}

Expected<EventRound> Events::paired(const Event& e, const QList<EventRound>& before, int number,
                                    const QList<EventTable>& kept)
{
    const auto g = m_rules.game(e.game);
    if (!g) {
        return g.status();
    }
    const auto rules = RuleBook::ruleSetFor(*g);
    if (!rules) {
        return rules.status();
    }
    auto h = historyOf(m_context.store, e, **rules, before);
    if (!h) {
        return h.status();
    }
    return pairRound(e, **rules, std::move(*h), number, kept);
}

} // namespace palmares::club

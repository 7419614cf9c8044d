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

#include <algorithm>

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
                   ? Text::tr("%1 players to seat: a table needs at least 4").arg(players)
                   : Text::tr("%1 players to pair: a round needs at least 2").arg(players);
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

Expected<EventHistory> historyOf(store::ClubStore& store, const Event& e, const rating::RuleSet& rules,
                                 const QList<EventRound>& rounds)
{
    EventHistory h;
    const auto entries = store.entries(e.id);
    if (!entries) {
        return entries.status();
    }
    const auto matches = store.eventMatches(e.id);
    if (!matches) {
        return matches.status();
    }
    QHash<QString, qint64> ids;
    int number = 0;
    for (const store::EventEntryRecord& r : inPairingOrder(*entries)) {
        pairing::Entrant p;
        p.id = r.player;
        p.pairingNumber = ++number;
        p.rating = r.rating;
        p.name = r.name.toStdString();
        p.rounds.assign(static_cast<std::size_t>(rounds.size()), pairing::RoundRecord{});
        h.entrants.push_back(std::move(p));
        h.entries.append(Entrant{r.name, r.rating, number, r.firstRound, r.withdrawnRound});
        ids.insert(r.name, r.player);
    }
    QHash<qint64, std::size_t> index;
    for (std::size_t i = 0; i < h.entrants.size(); ++i) {
        index.insert(h.entrants[i].id, i);
    }
    QHash<QPair<int, int>, qint64> matchOf;
    for (const store::EventMatchRecord& m : *matches) {
        matchOf.insert({m.round, m.table}, m.match);
    }
    const bool colours = e.pairing != PairingMethod::Tables && rules.system() == rating::System::EloProvisional;
    for (const EventRound& r : rounds) {
        const auto ri = static_cast<std::size_t>(r.number - 1);
        std::vector<pairing::Table> tables;
        for (const EventTable& t : r.tables) {
            pairing::Table table;
            for (const QString& name : t.players) {
                table.push_back(ids.value(name));
            }
            if (t.bye()) {
                for (const pairing::PlayerId id : table) {
                    if (index.contains(id)) {
                        h.entrants[index.value(id)].rounds[ri] =
                            pairing::RoundRecord{pairing::RoundKind::PairingBye, 0, pairing::Colour::None, e.byePoints};
                    }
                }
                continue;
            }
            tables.push_back(table);
            if (table.size() != 2) {
                continue;
            }
            std::pair<double, double> points{0.0, 0.0};
            bool played = false;
            if (const auto m = matchOf.constFind({r.number, t.number}); m != matchOf.cend()) {
                const auto record = store.match(*m);
                if (!record) {
                    return record.status();
                }
                // The result's seats follow the match's participants, whatever their order.
                points = duelPoints(rules, *record);
                if (!record->participants.isEmpty() && record->participants.first().player != table[0]) {
                    std::swap(points.first, points.second);
                }
                played = true;
            }
            for (int side = 0; side < 2; ++side) {
                const pairing::PlayerId me = table[static_cast<std::size_t>(side)];
                if (!index.contains(me)) {
                    continue;
                }
                pairing::RoundRecord& rec = h.entrants[index.value(me)].rounds[ri];
                rec.kind = pairing::RoundKind::Played;
                rec.opponent = table[static_cast<std::size_t>(1 - side)];
                rec.colour = !colours    ? pairing::Colour::None
                             : side == 0 ? pairing::Colour::White
                                         : pairing::Colour::Black;
                rec.points = played ? (side == 0 ? points.first : points.second) : 0.0;
            }
        }
        h.tables.push_back(std::move(tables));
    }
    return h;
}

Expected<EventRound> pairRound(const Event& e, const rating::RuleSet& rules, EventHistory h, int number,
                               const QList<EventTable>& kept)
{
    QSet<QString> held;
    for (const EventTable& t : kept) {
        for (const QString& p : t.players) {
            held.insert(p);
        }
    }
    int players = 0;
    QHash<pairing::PlayerId, QString> names;
    for (std::size_t i = 0; i < h.entrants.size(); ++i) {
        const Entrant& entry = h.entries[static_cast<qsizetype>(i)];
        h.entrants[i].pairable = entry.playsIn(number) && !held.contains(entry.player);
        players += h.entrants[i].pairable ? 1 : 0;
        names.insert(h.entrants[i].id, entry.player);
    }
    EventRound round{number, kept};
    QSet<int> taken;
    for (const EventTable& t : kept) {
        taken.insert(t.number);
    }
    int next = 1;
    const auto addTable = [&](const QStringList& seated) {
        while (taken.contains(next)) {
            ++next;
        }
        round.tables.append(EventTable{next++, seated, false, {}});
    };
    if (e.pairing == PairingMethod::Tables) {
        const auto seating = pairing::seatTarot(
            h.entrants, h.tables, e.balancedTables ? pairing::SeatingMethod::Balanced : pairing::SeatingMethod::Random,
            e.seed + static_cast<quint64>(number));
        if (seating.failure) {
            return failureOf(failureText(*seating.failure, e, players));
        }
        for (const pairing::Table& t : seating.tables) {
            QStringList seated;
            for (const pairing::PlayerId id : t) {
                seated << names.value(id);
            }
            addTable(seated);
        }
    } else {
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
        } else if (e.pairing == PairingMethod::Random) {
            result = pairing::pairRandom(h.entrants, e.seed + static_cast<quint64>(number));
        } else {
            pairing::SwissOptions options;
            options.totalRounds = e.rounds;
            options.initialColour = e.whiteFirst ? pairing::Colour::White : pairing::Colour::Black;
            options.colours = rules.system() == rating::System::EloProvisional;
            options.pointsForBye = e.byePoints;
            result = pairing::pairDutch(h.entrants, options);
        }
        if (result.failure) {
            return failureOf(failureText(*result.failure, e, players));
        }
        for (const pairing::Board& b : result.boards) {
            if (b.black == 0) {
                round.tables.append(EventTable{0, {names.value(b.white)}, false, {}});
            } else {
                addTable({names.value(b.white), names.value(b.black)});
            }
        }
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

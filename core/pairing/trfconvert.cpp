#include "trfconvert.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace palmares::pairing {

namespace {

constexpr double Epsilon = 1e-9;

/// Starting ranks by player id: the pairing numbers when they are 1…n once
/// each, else 1, 2, … in pairing-number order.
std::map<PlayerId, int> startingRanks(const std::vector<const Entrant*>& ordered)
{
    std::map<PlayerId, int> ranks;
    std::set<int> numbers;
    for (const Entrant* e : ordered) {
        numbers.insert(e->pairingNumber);
    }
    const bool usable = numbers.size() == ordered.size() && !numbers.empty() && *numbers.begin() == 1 &&
                        *numbers.rbegin() == static_cast<int>(ordered.size());
    int next = 1;
    for (const Entrant* e : ordered) {
        ranks[e->id] = usable ? e->pairingNumber : next;
        ++next;
    }
    return ranks;
}

char colourOf(Colour colour)
{
    switch (colour) {
    case Colour::White:
        return 'w';
    case Colour::Black:
        return 'b';
    case Colour::None:
        break;
    }
    return '-';
}

struct Context {
    std::map<PlayerId, const Entrant*> byId;
    std::map<PlayerId, int> ranks;
};

/// A game's result by comparing the two players' points of the round.
char gameResult(const Context& context, const RoundRecord& own, std::size_t round)
{
    const auto it = context.byId.find(own.opponent);
    const bool known = it != context.byId.end() && round < it->second->rounds.size();
    const double other = known ? it->second->rounds[round].points : 1.0 - own.points;
    if (std::abs(own.points - other) < Epsilon) {
        return '=';
    }
    return own.points > other ? '1' : '0';
}

TrfGame gameOf(const Context& context, const RoundRecord& r, std::size_t round)
{
    TrfGame g;
    const auto rank = context.ranks.find(r.opponent);
    switch (r.kind) {
    case RoundKind::Played:
        g.result = gameResult(context, r, round);
        break;
    case RoundKind::ForfeitWin:
        g.result = '+';
        break;
    case RoundKind::ForfeitLoss:
        g.result = '-';
        break;
    case RoundKind::PairingBye:
        g.result = 'U';
        return g;
    case RoundKind::HalfPointBye:
        g.result = 'H';
        return g;
    case RoundKind::ZeroPointBye:
        g.result = 'Z';
        return g;
    }
    g.opponent = rank == context.ranks.end() ? 0 : rank->second;
    g.colour = colourOf(r.colour);
    return g;
}

void applyDetails(TrfPlayer& p, const TrfPlayerDetails& d)
{
    p.sex = d.sex;
    p.title = d.title;
    p.federation = d.federation;
    p.fideId = d.fideId;
    p.birthDate = d.birthDate;
}

/// One round of a report as an entrant's round.
RoundRecord roundOf(const TrfGame& g, const TrfScoring& s)
{
    RoundRecord r;
    const bool withOpponent = g.opponent > 0;
    switch (g.result) {
    case '1':
    case 'W':
        r = {RoundKind::Played, g.opponent, Colour::None, s.win};
        break;
    case '=':
    case 'D':
        r = {RoundKind::Played, g.opponent, Colour::None, s.draw};
        break;
    case '0':
    case 'L':
        r = {RoundKind::Played, g.opponent, Colour::None, s.loss};
        break;
    case '+':
        r = withOpponent ? RoundRecord{RoundKind::ForfeitWin, g.opponent, Colour::None, s.win}
                         : RoundRecord{RoundKind::PairingBye, 0, Colour::None, s.pairingBye};
        break;
    case '-':
        r = withOpponent ? RoundRecord{RoundKind::ForfeitLoss, g.opponent, Colour::None, s.absence}
                         : RoundRecord{RoundKind::ZeroPointBye, 0, Colour::None, s.absence};
        break;
    case 'U':
        return {RoundKind::PairingBye, 0, Colour::None, s.pairingBye};
    case 'F':
        return {RoundKind::PairingBye, 0, Colour::None, s.win};
    case 'H':
        return {RoundKind::HalfPointBye, 0, Colour::None, s.draw};
    default: // 'Z', blank
        return {RoundKind::ZeroPointBye, 0, Colour::None, s.absence};
    }
    if (r.kind == RoundKind::Played || r.kind == RoundKind::ForfeitWin || r.kind == RoundKind::ForfeitLoss) {
        r.colour = g.colour == 'w' ? Colour::White : g.colour == 'b' ? Colour::Black : Colour::None;
    }
    return r;
}

} // namespace

TrfTournament toTrf(const std::vector<Entrant>& entrants, const std::vector<StandingRow>& standings,
                    TrfTournament header, const std::vector<TrfPlayerDetails>& details)
{
    std::vector<const Entrant*> ordered;
    ordered.reserve(entrants.size());
    for (const Entrant& e : entrants) {
        ordered.push_back(&e);
    }
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Entrant* a, const Entrant* b) { return a->pairingNumber < b->pairingNumber; });
    Context context;
    context.ranks = startingRanks(ordered);
    for (const Entrant* e : ordered) {
        context.byId.emplace(e->id, e);
    }
    std::map<PlayerId, const StandingRow*> rows;
    for (const StandingRow& s : standings) {
        rows.emplace(s.id, &s);
    }
    std::map<PlayerId, const TrfPlayerDetails*> extra;
    for (const TrfPlayerDetails& d : details) {
        extra.emplace(d.id, &d);
    }
    header.players.clear();
    for (const Entrant* e : ordered) {
        TrfPlayer p;
        p.startingRank = context.ranks.at(e->id);
        p.name = e->name;
        p.rating = e->rating > 0.0 ? static_cast<int>(std::lround(e->rating)) : 0;
        double sum = 0.0;
        for (std::size_t round = 0; round < e->rounds.size(); ++round) {
            p.games.push_back(gameOf(context, e->rounds[round], round));
            sum += e->rounds[round].points;
        }
        const auto row = rows.find(e->id);
        p.points = row != rows.end() ? row->second->points : sum;
        p.rank = row != rows.end() ? row->second->rank : 0;
        if (const auto d = extra.find(e->id); d != extra.end()) {
            applyDetails(p, *d->second);
        }
        header.rounds = std::max(header.rounds, static_cast<int>(e->rounds.size()));
        header.players.push_back(std::move(p));
    }
    return header;
}

std::vector<Entrant> fromTrf(const TrfTournament& tournament)
{
    const TrfScoring scoring = tournament.scoring.value_or(TrfScoring{});
    std::vector<Entrant> entrants;
    entrants.reserve(tournament.players.size());
    for (const TrfPlayer& p : tournament.players) {
        Entrant e;
        e.id = p.startingRank;
        e.pairingNumber = p.startingRank;
        e.name = p.name;
        e.rating = p.rating;
        for (const TrfGame& g : p.games) {
            e.rounds.push_back(roundOf(g, scoring));
        }
        entrants.push_back(std::move(e));
    }
    return entrants;
}

} // namespace palmares::pairing

#include "crosstable.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>

namespace palmares::pairing {

namespace {

constexpr double Epsilon = 1e-9;

/// The index of each entrant by id, and of each id's row.
struct Lookup {
    std::map<PlayerId, const Entrant*> entrants;
    std::map<PlayerId, int> rows; // 1-based

    [[nodiscard]] int rowOf(PlayerId id) const
    {
        const auto it = rows.find(id);
        return it == rows.end() ? 0 : it->second;
    }

    /// The opponent's points in round `round` (0-based), when he has a
    /// record of it.
    [[nodiscard]] const RoundRecord* opponentRecord(PlayerId opponent, std::size_t round) const
    {
        const auto it = entrants.find(opponent);
        if (it == entrants.end() || round >= it->second->rounds.size()) {
            return nullptr;
        }
        return &it->second->rounds[round];
    }
};

/// A game's result from the player's side, by comparing the two players'
/// points of the round (any scale); without the opponent's record, by the
/// chess scale.
std::string gameResult(const RoundRecord& own, const RoundRecord* theirs)
{
    const double other = theirs != nullptr ? theirs->points : 1.0 - own.points;
    if (std::abs(own.points - other) < Epsilon) {
        return "½";
    }
    return own.points > other ? "1" : "0";
}

std::string resultOf(const RoundRecord& r, const RoundRecord* theirs)
{
    switch (r.kind) {
    case RoundKind::Played:
        return gameResult(r, theirs);
    case RoundKind::ForfeitWin:
    case RoundKind::PairingBye:
        return "+";
    case RoundKind::HalfPointBye:
        return "=";
    case RoundKind::ForfeitLoss:
    case RoundKind::ZeroPointBye:
        break;
    }
    return "-";
}

std::string colourLetter(Colour colour)
{
    switch (colour) {
    case Colour::White:
        return "w";
    case Colour::Black:
        return "b";
    case Colour::None:
        break;
    }
    return {};
}

bool hasOpponent(RoundKind kind)
{
    return kind == RoundKind::Played || kind == RoundKind::ForfeitWin || kind == RoundKind::ForfeitLoss;
}

CrossCell swissCell(const Lookup& lookup, const RoundRecord& r, std::size_t round)
{
    CrossCell cell;
    cell.kind = r.kind;
    cell.colour = r.colour;
    cell.result = resultOf(r, hasOpponent(r.kind) ? lookup.opponentRecord(r.opponent, round) : nullptr);
    if (hasOpponent(r.kind)) {
        cell.opponentRow = lookup.rowOf(r.opponent);
        cell.text = std::to_string(cell.opponentRow) + colourLetter(r.colour);
    }
    cell.text += cell.result;
    return cell;
}

/// Row `row`'s results against every row, in order.
std::vector<std::string> gridRow(const Lookup& lookup, const Entrant& entrant, int row, std::size_t size)
{
    std::vector<std::string> grid(size);
    grid[static_cast<std::size_t>(row - 1)].push_back('*'); // not `= "*"`: g++ 12 -O3 warns -Wrestrict on it
    for (std::size_t round = 0; round < entrant.rounds.size(); ++round) {
        const RoundRecord& r = entrant.rounds[round];
        const int other = hasOpponent(r.kind) ? lookup.rowOf(r.opponent) : 0;
        if (other == 0 || other == row) {
            continue;
        }
        grid[static_cast<std::size_t>(other - 1)] += resultOf(r, lookup.opponentRecord(r.opponent, round));
    }
    return grid;
}

} // namespace

CrossTable crossTable(const std::vector<Entrant>& entrants, const std::vector<StandingRow>& standings, bool roundRobin)
{
    Lookup lookup;
    CrossTable table;
    table.roundRobin = roundRobin;
    for (const Entrant& e : entrants) {
        lookup.entrants.emplace(e.id, &e);
        table.rounds = std::max(table.rounds, static_cast<int>(e.rounds.size()));
    }
    for (const StandingRow& s : standings) {
        if (lookup.entrants.contains(s.id) && !lookup.rows.contains(s.id)) {
            lookup.rows.emplace(s.id, static_cast<int>(lookup.rows.size()) + 1);
        }
    }
    for (const StandingRow& s : standings) {
        const auto it = lookup.entrants.find(s.id);
        if (it == lookup.entrants.end() || lookup.rowOf(s.id) != static_cast<int>(table.rows.size()) + 1) {
            continue; // not an entrant, or listed twice
        }
        const Entrant& e = *it->second;
        CrossRow row;
        row.id = e.id;
        row.rank = s.rank;
        row.shared = s.shared;
        row.pairingNumber = e.pairingNumber;
        row.name = e.name;
        row.points = s.points;
        row.tieBreaks = s.tieBreaks;
        if (roundRobin) {
            row.grid = gridRow(lookup, e, lookup.rowOf(e.id), lookup.rows.size());
        } else {
            for (std::size_t round = 0; round < e.rounds.size(); ++round) {
                row.rounds.push_back(swissCell(lookup, e.rounds[round], round));
            }
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace palmares::pairing

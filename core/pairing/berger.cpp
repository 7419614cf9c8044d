#include "berger.h"

#include <algorithm>
#include <cstddef>

namespace palmares::pairing {

std::vector<std::vector<BergerPair>> bergerTables(int players)
{
    if (players < 2) {
        return {};
    }
    // C.05 Annex 1: with n even (an odd count adds the bye number n), the
    // numbers 1…n−1 turn round a circle and n stays put. Round r starts
    // the circle at 1 + (r−1)·n/2 (mod n−1): its first number meets n
    // (white in odd rounds, black in even ones), and the k-th number from
    // the start meets the k-th from the end, the former having white.
    const int n = players % 2 == 0 ? players : players + 1;
    const int circle = n - 1;
    const auto bye = [players, n](int number) { return number == n && players != n ? 0 : number; };
    std::vector<std::vector<BergerPair>> rounds;
    rounds.reserve(static_cast<std::size_t>(circle));
    for (int round = 1; round <= circle; ++round) {
        const int start = (round - 1) * (n / 2) % circle;
        const auto at = [start, circle](int k) { return (start + k) % circle + 1; };
        std::vector<BergerPair> boards;
        boards.reserve(static_cast<std::size_t>(n / 2));
        if (round % 2 == 1 || bye(n) == 0) {
            boards.emplace_back(at(0), bye(n));
        } else {
            boards.emplace_back(n, at(0));
        }
        for (int k = 1; k < n / 2; ++k) {
            boards.emplace_back(at(k), at(circle - k));
        }
        rounds.push_back(std::move(boards));
    }
    return rounds;
}

int roundRobinRounds(int players, int cycles)
{
    if (players < 2 || cycles < 1) {
        return 0;
    }
    return (players % 2 == 0 ? players - 1 : players) * cycles;
}

std::vector<Board> roundRobinRound(const std::vector<Entrant>& entrants, int round, int cycles)
{
    const int players = static_cast<int>(entrants.size());
    if (round < 1 || round > roundRobinRounds(players, cycles)) {
        return {};
    }
    std::vector<PlayerId> byNumber(entrants.size() + 1, 0);
    for (const Entrant& entrant : entrants) {
        if (entrant.pairingNumber < 1 || entrant.pairingNumber > players ||
            byNumber[static_cast<std::size_t>(entrant.pairingNumber)] != 0) {
            return {};
        }
        byNumber[static_cast<std::size_t>(entrant.pairingNumber)] = entrant.id;
    }
    const auto tables = bergerTables(players);
    const int perCycle = static_cast<int>(tables.size());
    const int cycle = (round - 1) / perCycle;
    int index = (round - 1) % perCycle;
    // C.05 Annex 1: a cycle followed by another plays its last two rounds
    // in reverse order, so that nobody has one colour three times in a row
    // across the change of cycle.
    if (cycle < cycles - 1 && perCycle >= 2 && index >= perCycle - 2) {
        index = index == perCycle - 1 ? perCycle - 2 : perCycle - 1;
    }
    const bool reversed = cycle % 2 == 1;
    std::vector<Board> boards;
    const auto id = [&byNumber](int number) { return byNumber[static_cast<std::size_t>(number)]; };
    for (const auto& [white, black] : tables[static_cast<std::size_t>(index)]) {
        if (black != 0) {
            boards.push_back(reversed ? Board{id(black), id(white)} : Board{id(white), id(black)});
        }
    }
    for (const auto& [white, black] : tables[static_cast<std::size_t>(index)]) {
        if (black == 0) {
            boards.push_back(Board{id(white), 0});
        }
    }
    return boards;
}

} // namespace palmares::pairing

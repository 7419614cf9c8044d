#include "dutchplayers.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <iterator>
#include <map>

namespace palmares::pairing::dutch {

namespace {

Colour opposite(Colour colour)
{
    if (colour == Colour::White) {
        return Colour::Black;
    }
    return colour == Colour::Black ? Colour::White : Colour::None;
}

/// The colours of the games played, in order (unplayed rounds left out).
std::vector<Colour> gamesPlayed(const std::vector<Colour>& rounds)
{
    std::vector<Colour> games;
    std::copy_if(rounds.begin(), rounds.end(), std::back_inserter(games),
                 [](Colour colour) { return colour != Colour::None; });
    return games;
}

bool played(const RoundRecord& record)
{
    return record.kind == RoundKind::Played && record.opponent != 0;
}

/// A.6: the colour difference, and the preference it and the last two
/// colours played make.
void setColours(Player& player, const Entrant& entrant)
{
    std::vector<Colour> sequence; // the colours of the games played, in order
    for (const RoundRecord& record : entrant.rounds) {
        const Colour colour = played(record) ? record.colour : Colour::None;
        player.colours.push_back(colour);
        if (colour != Colour::None) {
            sequence.push_back(colour);
        }
        player.colourDifference += colour == Colour::White ? 1 : colour == Colour::Black ? -1 : 0;
    }
    if (sequence.empty()) {
        return;
    }
    const int cd = player.colourDifference;
    const Colour last = sequence.back();
    const bool twice = sequence.size() >= 2 && sequence[sequence.size() - 2] == last;
    if (cd > 1 || cd < -1 || twice) {
        player.strength = Strength::Absolute;
        player.preference = cd > 1 ? Colour::Black : cd < -1 ? Colour::White : opposite(last);
    } else if (cd != 0) {
        player.strength = Strength::Strong;
        player.preference = cd > 0 ? Colour::Black : Colour::White;
    } else {
        player.strength = Strength::Mild;
        player.preference = opposite(last);
    }
}

/// C.04.1.4 (from July 2025): no pairing-allocated bye for a player who
/// already had one, or who scored a win without playing.
bool byeAllowed(const Entrant& entrant, double winPoints)
{
    return std::none_of(entrant.rounds.begin(), entrant.rounds.end(), [winPoints](const RoundRecord& record) {
        return record.kind == RoundKind::PairingBye || record.kind == RoundKind::ForfeitWin ||
               (record.kind != RoundKind::Played && record.points >= winPoints && winPoints > 0.0);
    });
}

struct History {
    std::map<PlayerId, const Entrant*> byId;
    double winPoints = 1.0;
    std::size_t roundsPlayed = 0;

    [[nodiscard]] double scoreBefore(const Entrant& entrant, std::size_t round) const
    {
        double score = 0.0;
        for (std::size_t r = 0; r < round && r < entrant.rounds.size(); ++r) {
            score += entrant.rounds[r].points;
        }
        return score;
    }

    /// A.4: the float of `entrant` in round `round` (0-based). Scoring more
    /// than a loss without playing is a downfloat too (1.4.3 of 2025).
    [[nodiscard]] Float floatIn(const Entrant& entrant, std::size_t round) const
    {
        if (round >= entrant.rounds.size()) {
            return Float::None;
        }
        const RoundRecord& record = entrant.rounds[round];
        if (!played(record)) {
            return record.points > 0.0 ? Float::Down : Float::None;
        }
        const auto opponent = byId.find(record.opponent);
        if (opponent == byId.end()) {
            return Float::None;
        }
        const double mine = scoreBefore(entrant, round);
        const double theirs = scoreBefore(*opponent->second, round);
        if (mine > theirs) {
            return Float::Down;
        }
        return mine < theirs ? Float::Up : Float::None;
    }
};

} // namespace

std::vector<Player> players(const std::vector<Entrant>& entrants, const SwissOptions& options)
{
    History history;
    history.winPoints = options.pointsForBye;
    for (const Entrant& entrant : entrants) {
        history.byId.emplace(entrant.id, &entrant);
        history.roundsPlayed = std::max(history.roundsPlayed, entrant.rounds.size());
        for (const RoundRecord& record : entrant.rounds) {
            history.winPoints = std::max(history.winPoints, record.points);
        }
    }
    // A.7: topscorers exist only when the last round is paired.
    const bool lastRound = options.totalRounds > 0 && static_cast<int>(history.roundsPlayed) == options.totalRounds - 1;
    const double maximum = history.winPoints * static_cast<double>(history.roundsPlayed);

    std::vector<Player> result;
    for (const Entrant& entrant : entrants) {
        if (!entrant.pairable) {
            continue;
        }
        Player player;
        player.id = entrant.id;
        player.tpn = entrant.pairingNumber;
        for (const RoundRecord& record : entrant.rounds) {
            player.score += record.points;
            if (played(record)) {
                player.opponents.insert(record.opponent);
            } else {
                ++player.unplayedRounds;
            }
        }
        setColours(player, entrant);
        player.byeAllowed = byeAllowed(entrant, options.pointsForBye);
        const std::size_t rounds = history.roundsPlayed;
        if (rounds >= 1) {
            player.lastFloat = history.floatIn(entrant, rounds - 1);
        }
        if (rounds >= 2) {
            player.floatBefore = history.floatIn(entrant, rounds - 2);
        }
        player.topscorer = lastRound && player.score > maximum / 2.0;
        result.push_back(std::move(player));
    }
    // A.2: score, then pairing number.
    std::sort(result.begin(), result.end(),
              [](const Player& a, const Player& b) { return a.score != b.score ? a.score > b.score : a.tpn < b.tpn; });
    int group = -1;
    std::size_t start = 0;
    for (std::size_t i = 0; i < result.size(); ++i) {
        if (i == 0 || result[i].score != result[i - 1].score) {
            ++group;
            start = i;
        }
        result[i].rank = static_cast<int>(i);
        result[i].group = group;
        result[i].groupPosition = static_cast<int>(i - start);
    }
    for (Player& player : result) {
        player.groupSize = static_cast<int>(std::count_if(
            result.begin(), result.end(), [&player](const Player& other) { return other.group == player.group; }));
    }
    return result;
}

bool compatible(const Player& a, const Player& b, bool colours)
{
    if (a.opponents.contains(b.id) || b.opponents.contains(a.id)) {
        return false;
    }
    if (!colours) {
        return true;
    }
    // C3: non-topscorers with the same absolute colour preference shall not meet.
    const bool clash =
        a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.preference == b.preference;
    return !clash || a.topscorer || b.topscorer;
}

Colour colourOfHigher(const Player& higher, const Player& lower, Colour initialColour)
{
    const Colour h = higher.preference;
    const Colour l = lower.preference;
    // E.1: grant both preferences (a player without one takes what is left).
    if (h != Colour::None && h != l) {
        return h;
    }
    if (h == Colour::None && l != Colour::None) {
        return opposite(l);
    }
    if (h != Colour::None) {
        // E.2: grant the stronger preference; both absolute (topscorers):
        // the wider colour difference.
        if (higher.strength != lower.strength) {
            return higher.strength > lower.strength ? h : opposite(h);
        }
        if (higher.strength == Strength::Absolute &&
            std::abs(higher.colourDifference) != std::abs(lower.colourDifference)) {
            return std::abs(higher.colourDifference) > std::abs(lower.colourDifference) ? h : opposite(h);
        }
        // E.3: alternate the colours to the most recent time in which one
        // had white and the other black, their histories aligned on the
        // games played (C.04.2: "BWW-B" counts as "-BWWB").
        const std::vector<Colour> mine = gamesPlayed(higher.colours);
        const std::vector<Colour> theirs = gamesPlayed(lower.colours);
        for (std::size_t back = 1; back <= std::min(mine.size(), theirs.size()); ++back) {
            if (mine[mine.size() - back] != theirs[theirs.size() - back]) {
                return opposite(mine[mine.size() - back]);
            }
        }
        // E.4: grant the higher ranked player's preference.
        return h;
    }
    // E.5: the higher ranked player gets the initial colour with an odd
    // pairing number, the other one with an even one.
    const Colour initial = initialColour == Colour::Black ? Colour::Black : Colour::White;
    return higher.tpn % 2 == 1 ? initial : opposite(initial);
}

} // namespace palmares::pairing::dutch

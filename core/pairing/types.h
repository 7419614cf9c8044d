#pragma once

/// Value types of core/pairing: who is in an event, what each round was for
/// each of them, and a round's boards or tables. Pure C++20, no Qt
/// (ARCHITECTURE.md, "Events"): the pairing and seating algorithms, the
/// tie-breaks, the cross-table and the FIDE tournament report file work on
/// these values only; core/club reads and writes them from the club.

#include <cstdint>
#include <string>
#include <vector>

namespace palmares::pairing {

/// A player of the club (the database row id); 0 is never a player.
using PlayerId = std::int64_t;

/// A duel's colour (chess: white moves first). Games without colours
/// (word games, battles) leave it None.
enum class Colour : std::uint8_t { None, White, Black };

/// What one round was for one entrant.
enum class RoundKind : std::uint8_t {
    Played,       ///< a game against `opponent`, scoring `points`
    ForfeitWin,   ///< paired with `opponent`, who did not come: counts as a win, not as a game played
    ForfeitLoss,  ///< paired with `opponent`, did not come
    PairingBye,   ///< the bye the pairing allocated (C.04.1: at most one per player)
    HalfPointBye, ///< a bye the player asked for, worth the event's half-point bye
    ZeroPointBye, ///< not paired: absent, withdrawn or entered later (no points)
};

/// One round of one entrant, from his side.
struct RoundRecord {
    RoundKind kind = RoundKind::ZeroPointBye;
    PlayerId opponent = 0;        ///< Played, ForfeitWin, ForfeitLoss; 0 otherwise
    Colour colour = Colour::None; ///< the colour he had or was given (Played, forfeits)
    double points = 0.0;          ///< the points he scored in the event's scale

    friend bool operator==(const RoundRecord&, const RoundRecord&) = default;
};

/// An entrant of an event, as the pairing sees him before the next round.
struct Entrant {
    PlayerId id = 0;
    int pairingNumber = 0;           ///< 1-based initial order (rating, then name): FIDE's TPN
    double rating = 0.0;             ///< the game's rating when the event began (0: none)
    std::string name;                ///< as printed ("Durand, Amélie" in a TRF)
    std::vector<RoundRecord> rounds; ///< one per round already played, in order
    bool pairable = true;            ///< plays the next round (not withdrawn, not absent)

    friend bool operator==(const Entrant&, const Entrant&) = default;
};

/// One board of a duel round: `white` (or the first player when the game has
/// no colours) against `black`; `black == 0` is the pairing-allocated bye of
/// `white`. Boards are listed in FIDE's order (highest scores first).
struct Board {
    PlayerId white = 0;
    PlayerId black = 0;

    friend bool operator==(const Board&, const Board&) = default;
};

/// A table of a tarot round: its players, seats 1, 2, … in order.
using Table = std::vector<PlayerId>;

/// Why a round could not be paired or seated (core/club says it in words).
enum class Failure : std::uint8_t {
    TooFewPlayers,   ///< fewer than two pairable entrants (tarot: fewer than four)
    NoLegalPairing,  ///< no pairing meets the absolute criteria (every pairing is a rematch…)
    RoundsExhausted, ///< a round robin whose every round is paired already
    NoSeating,       ///< tarot: the count cannot be cut into tables of 4 and 5 (6, 7, 11)
};

} // namespace palmares::pairing

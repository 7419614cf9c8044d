#pragma once

/// An event's entrants to and from a tournament report file (trf.h): the
/// rounds as TRF results and back. Player ids in a report are its starting
/// ranks; core/club maps them to the club's players.

#include "tiebreaks.h"
#include "trf.h"
#include "types.h"

#include <string>
#include <vector>

namespace palmares::pairing {

/// What a report says of a player that an Entrant does not carry; core/club
/// fills it from the club when it knows it.
struct TrfPlayerDetails {
    PlayerId id = 0;
    std::string sex;        ///< "m", "w" or empty
    std::string title;      ///< "GM", "IM", …
    std::string federation; ///< "FRA"
    std::string fideId;
    std::string birthDate; ///< YYYY/MM/DD

    friend bool operator==(const TrfPlayerDetails&, const TrfPlayerDetails&) = default;
};

/// The report of an event: `header`'s tournament records (name, city,
/// dates, arbiters…) with one player per entrant, in pairing-number order.
/// Starting ranks are the pairing numbers (renumbered 1, 2, … in that order
/// when they are not 1 to n once each); points and rank come from
/// `standings` (a player missing from them gets the sum of his rounds and no
/// rank). Rounds: a game "1", "=", "0" (by comparing the two players' points
/// of the round) with its colour; forfeits "+" and "-" with the opponent and
/// colour; the pairing-allocated bye "0000 - U", a half-point bye "H", a
/// zero-point bye "Z". Ratings are rounded; `header.rounds` becomes at
/// least the longest record.
TrfTournament toTrf(const std::vector<Entrant>& entrants, const std::vector<StandingRow>& standings,
                    TrfTournament header, const std::vector<TrfPlayerDetails>& details = {});

/// The entrants of a report: id and pairing number = starting rank, name,
/// rating, and each round scored by the report's scoring (record 162, or
/// 1, ½, 0): "1"/"W" a win, "="/"D" a draw, "0"/"L" a loss (all Played);
/// "+" a forfeit win (with an opponent) or the pairing-allocated bye
/// (without); "-" a forfeit loss (with) or a zero-point bye (without); "U"
/// the pairing-allocated bye; "F" a full-point bye, which an event records
/// as the pairing-allocated one (there is no other bye worth a win); "H" a
/// half-point bye; "Z" and blank a zero-point bye.
std::vector<Entrant> fromTrf(const TrfTournament& tournament);

} // namespace palmares::pairing

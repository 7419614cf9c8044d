#pragma once

// Helpers of the standings and cross-table tests: an event typed as a
// cross-table in the notation FIDE's worked examples use, one row per player
// (pairing number = id = row number), one cell per round:
//   "+W9"  won with white against 9        "=B13" drew with black against 13
//   "-B1"  lost with black against 1       "+F11" won by forfeit against 11
//   "-F12" lost by forfeit against 12      "+BYE" the pairing-allocated bye
//   "=BYE" a half-point bye                "--"   not paired (zero-point bye)
// Games without colours write "N" for the colour ("+N3").

#include "pairing/types.h"

#include <QTest>

#include <string>
#include <vector>

namespace standingstest {

using namespace palmares::pairing;

/// One round of the notation above; `win`, `draw` and `loss` score the
/// results (+, =, −) and the byes.
inline RoundRecord cell(const std::string& text, double win = 1.0, double draw = 0.5, double loss = 0.0)
{
    RoundRecord r;
    if (text == "--") {
        return r; // ZeroPointBye, no points
    }
    const char result = text.at(0);
    const double points = result == '+' ? win : result == '=' ? draw : loss;
    const std::string rest = text.substr(1);
    r.points = points;
    if (rest == "BYE") {
        r.kind = result == '+' ? RoundKind::PairingBye : RoundKind::HalfPointBye;
        return r;
    }
    const char how = rest.at(0);
    r.opponent = std::stoll(rest.substr(1));
    if (how == 'F') {
        r.kind = result == '+' ? RoundKind::ForfeitWin : RoundKind::ForfeitLoss;
        return r;
    }
    r.kind = RoundKind::Played;
    r.colour = how == 'W' ? Colour::White : how == 'B' ? Colour::Black : Colour::None;
    return r;
}

/// The entrants of a cross-table typed as rows of cells (player i+1 is row i).
inline std::vector<Entrant> eventOf(const std::vector<std::vector<std::string>>& rows, double win = 1.0,
                                    double draw = 0.5, double loss = 0.0)
{
    std::vector<Entrant> entrants;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        Entrant e;
        e.id = static_cast<PlayerId>(i + 1);
        e.pairingNumber = static_cast<int>(i + 1);
        e.name = "Player " + std::to_string(i + 1);
        for (const std::string& text : rows[i]) {
            e.rounds.push_back(cell(text, win, draw, loss));
        }
        entrants.push_back(e);
    }
    return entrants;
}

} // namespace standingstest

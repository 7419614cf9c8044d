#pragma once

// The limits of what Palmarès reads (docs/RELIABILITY.md, "Hostile
// inputs"): a file beyond them is refused at its line, quickly and in
// bounded memory, before anything is written; a name beyond them is refused
// wherever it is entered.

#include <QtGlobal>

namespace palmares::csv {

/// The longest line (a record, its quoted line breaks included) of a file
/// read: 1 MiB, a thousand times a long line of results.
inline constexpr qsizetype MaxLineBytes = qsizetype{1} << 20;

/// The most columns a file may have: the results file has 17, a club's own
/// sheet with one row per match a few dozen.
inline constexpr int MaxColumns = 1000;

/// The longest name (a player, a game, a household, a team, an army list,
/// a season), in characters (Unicode code points) once normalised: the
/// limit a player's and a season's name always had, now every name's,
/// wherever it is entered (a file included).
inline constexpr int MaxNameLength = 100;

} // namespace palmares::csv

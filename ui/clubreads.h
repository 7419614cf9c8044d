#pragma once

/// The small reads of the club that several dialogs make to fill their
/// lists, each run in the club's worker (Session::readNow): the window never
/// reads the club on its own connection (docs/STYLE.md, "A TablePage per
/// tab").

#include "club/game.h"

#include <QList>
#include <QStringList>

namespace palmares::ui {

class Session;

namespace reads {

/// The club's games, in the club's order; none when no club is open or the
/// read failed.
QList<club::Game> games(Session& session);
/// The names of the club's players, in the club's order of names
/// (Roster::players); none when no club is open or the read failed.
QStringList playerNames(Session& session);

} // namespace reads

} // namespace palmares::ui

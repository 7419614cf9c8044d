#pragma once

// The window's own connection to its club, for tests only: what they set up
// and check behind the window's back. The window itself reads through the
// club's worker (Session::read, Session::readNow) and cannot reach it.

#include "ui/session.h"

namespace palmares::ui {

struct SessionAccess {
    static club::Club& club(Session& session) { return session.club(); }
};

} // namespace palmares::ui

namespace palmares::test {

/// The club as the window's own connection sees it.
inline club::Club& windowClub(ui::Session& session)
{
    return ui::SessionAccess::club(session);
}

} // namespace palmares::test

#pragma once

/// For tests and benchmarks only: what lies under a club, for the checks that
/// must reach below its services (a full disk met on the club's own
/// connection; the floor a benchmark measures the services against). The
/// window and the command line never include it: they talk to the services
/// (club.h).

#include "club.h"

#include "store/database.h"

namespace palmares::club {

struct ClubProbe {
    static store::Database& database(Club& club) { return *club.m_db; }
};

} // namespace palmares::club

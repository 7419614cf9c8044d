#pragma once

// Internal to core/club: the one way a service writes. `write` opens a
// transaction on the club's database, runs the body, and commits; a failure
// anywhere (opening, the body, the commit) is reported as the operation's
// Status and the transaction is rolled back, so nothing is half-written.

#include "clubcontext.h"
#include "conversions.h"
#include "status.h"

#include "store/database.h"

#include <type_traits>

namespace palmares::club {

/// Runs `body(store::StoreError& e)` inside one transaction and commits it.
/// The body returns either a bool (false: a store call failed and `e` says
/// why, reported through fromStore) or a Status (not ok: reported as it is,
/// its `stale` flag included). Returns ok only when the commit succeeded.
template <typename Body>
Status write(ClubContext& context, Body&& body)
{
    store::StoreError e;
    store::Transaction t(context.db, e);
    if (!t.active()) {
        return fromStore(e);
    }
    if constexpr (std::is_same_v<std::invoke_result_t<Body&, store::StoreError&>, bool>) {
        if (!body(e)) {
            return fromStore(e);
        }
    } else {
        Status status = body(e);
        if (!status.ok()) {
            return status;
        }
    }
    if (!t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

} // namespace palmares::club

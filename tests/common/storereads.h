#pragma once

// Reads of a club's store that only the tests and the benchmarks make: they
// check what was written, or measure against a plain scan; the product has
// no use for them, so they live here, over the store's public reads and
// its connection.

#include "store/clubstore.h"

#include <functional>
#include <optional>

namespace palmares::test {

/// Every match with its participants, in the order of the dates, then of
/// the ids (every date's part of MatchTable::forEachMatchBetween).
bool forEachMatch(store::ClubStore& store, const std::function<bool(const store::MatchRecord&)>& visit,
                  store::StoreError& error);

/// The number of participant rows.
std::optional<qint64> participantCount(store::Database& db, store::StoreError& error);

/// One plain forward-only read of every column of every participant row
/// (the yardstick the rebuild benchmark compares against): the rows read.
std::optional<qint64> scanParticipants(store::Database& db, store::StoreError& error);

} // namespace palmares::test

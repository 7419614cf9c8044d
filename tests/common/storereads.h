#pragma once

// Reads of a club's store that only the tests and the benchmarks make: they
// check what was written, or measure against a plain scan; the product has
// no use for them, so they live here, over the store's public reads and
// its connection.

#include "store/clubstore.h"

#include <functional>

namespace palmares::test {

/// Every match with its participants, in the order of the dates, then of
/// the ids (every date's part of MatchTable::forEachMatchBetween).
Status forEachMatch(store::ClubStore& store, const std::function<bool(const store::MatchRecord&)>& visit);

/// The number of participant rows.
Expected<qint64> participantCount(store::Database& db);

/// One plain forward-only read of every column of every participant row
/// (the yardstick the rebuild benchmark compares against): the rows read.
Expected<qint64> scanParticipants(store::Database& db);

} // namespace palmares::test

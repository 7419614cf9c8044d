#pragma once

/// One error convention across core/club: Status, or Expected<T> when the
/// operation also gives a value (core/common/expected.h, below the store,
/// which returns its results the same way).

#include "common/expected.h"
#include "status.h"

namespace palmares::club {

using palmares::Expected;

} // namespace palmares::club

#pragma once

/// How every club operation reports: ok, or the problems a person must fix
/// (Status, Problem, Field). They live in core/common, below the store, so
/// that the store returns its results in the same convention; the club and
/// the layers above it name them palmares::club::Status and so on.

#include "common/status.h"

namespace palmares::club {

using palmares::Field;
using palmares::Problem;
using palmares::Status;

} // namespace palmares::club

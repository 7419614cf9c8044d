#pragma once

// The explanation of one match in words (translatable: English unless a
// translator is installed, as in the window), from the very numbers the
// engine stored in its rating change records.

#include "club.h"

namespace palmares::club {

QStringList explanationLines(const Explanation& x, const rating::RuleSet& rules);

/// A number as the explanation prints it: up to `decimals` decimals, no
/// trailing zeros ("0.429", "32", "-8").
QString number(double value, int decimals = 3);

/// A change with its sign ("+8", "-18", "+3.25").
QString signedNumber(double value, int decimals = 3);

} // namespace palmares::club

#pragma once

// Helpers shared by the rule sets to read and write parameters as text
// (internal to core/rating).

#include "message.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace palmares::rating::detail {

/// Parses a finite number in [min, max]; on failure sets `error` naming `key`.
std::optional<double> parseNumber(std::string_view key, std::string_view text, double min, double max, Message& error);

/// Parses a list of numbers separated by '/', ',' or ';' (e.g. "10/25/50").
std::optional<std::vector<double>> parseNumberList(std::string_view key, std::string_view text, Message& error);

/// A numeric parameter: its key, where it lives and its accepted range.
struct NumberSlot {
    std::string_view key;
    double* target;
    double min;
    double max;
};

/// Sets the slot named `key` from `value`; an error names the rule set's
/// parameters when `key` is unknown.
std::optional<Message> setFromSlots(std::span<const NumberSlot> slots, std::string_view ruleSet, std::string_view key,
                                    std::string_view value);

/// The template of "rule set has no parameter 'key' (the keys it has)".
inline constexpr const char* NoParameter = PALMARES_TR_NOOP("core", "%1 has no parameter '%2' (%3)");

/// Shortest text that reads back as the same double ("32", "0.5", "1e-06").
std::string formatNumber(double value);

} // namespace palmares::rating::detail

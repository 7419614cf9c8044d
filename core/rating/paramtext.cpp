#include "paramtext.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace palmares::rating::detail {

namespace {

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

} // namespace

std::optional<double> parseNumber(std::string_view key, std::string_view text, double min, double max, Message& error)
{
    const std::string_view t = trimmed(text);
    double value = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
    if (t.empty() || ec != std::errc() || end != t.data() + t.size() || !std::isfinite(value)) {
        error = {PALMARES_TR_NOOP("core", "parameter %1: '%2' is not a number"), {std::string(key), std::string(text)}};
        return std::nullopt;
    }
    if (value < min || value > max) {
        error = {PALMARES_TR_NOOP("core", "parameter %1: %2 is outside %3–%4"),
                 {std::string(key), formatNumber(value), formatNumber(min), formatNumber(max)}};
        return std::nullopt;
    }
    return value;
}

std::optional<std::vector<double>> parseNumberList(std::string_view key, std::string_view text, Message& error)
{
    std::vector<double> values;
    std::string_view rest = trimmed(text);
    while (!rest.empty()) {
        const auto cut = rest.find_first_of("/,;");
        const std::string_view item = rest.substr(0, cut);
        const auto value = parseNumber(key, item, -1e12, 1e12, error);
        if (!value) {
            return std::nullopt;
        }
        values.push_back(*value);
        if (cut == std::string_view::npos) {
            break;
        }
        rest = rest.substr(cut + 1);
    }
    return values;
}

std::optional<Message> setFromSlots(std::span<const NumberSlot> slots, std::string_view ruleSet, std::string_view key,
                                    std::string_view value)
{
    std::string names;
    for (const NumberSlot& slot : slots) {
        if (slot.key == key) {
            Message error;
            const auto parsed = parseNumber(key, value, slot.min, slot.max, error);
            if (!parsed) {
                return error;
            }
            *slot.target = *parsed;
            return std::nullopt;
        }
        names += (names.empty() ? "" : ", ") + std::string(slot.key);
    }
    return Message{NoParameter, {std::string(ruleSet), std::string(key), names}};
}

std::string formatNumber(double value)
{
    // NOLINTBEGIN(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
    // cppcoreguidelines-pro-bounds-pointer-arithmetic): std::to_chars writes into a [first, last) pointer range.
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    // NOLINTEND(cppcoreguidelines-avoid-c-arrays, modernize-avoid-c-arrays,
    // cppcoreguidelines-pro-bounds-pointer-arithmetic)
    return ec == std::errc() ? std::string(buffer, end) : std::string("nan");
}

} // namespace palmares::rating::detail

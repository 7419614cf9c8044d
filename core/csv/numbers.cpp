#include "csv/numbers.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <system_error>

namespace palmares::csv {

namespace {

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): numbers are parsed in place between two pointers
// into the CSV bytes, several per row of an import (docs/PERFORMANCE.md).
// A leading '+' is accepted (std::from_chars refuses it).
const char* skipPlus(const char* b, const char* e)
{
    if (b != e && *b == '+' && b + 1 != e && b[1] != '-' && b[1] != '+') {
        return b + 1;
    }
    return b;
}

// Plain decimals ("-12.5", "300") of at most 15 significant digits are exact
// as integer / 10^k, both factors exact doubles: the one correctly rounded
// division gives the double std::from_chars would (Clinger's fast path), at a
// fraction of its cost.
bool parseSimpleDecimal(const char* b, const char* e, double& out)
{
    static constexpr std::array<double, 16> Pow10 = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                     1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const bool negative = b != e && *b == '-';
    if (negative) {
        ++b;
    }
    std::uint64_t mantissa = 0;
    std::size_t digits = 0;
    std::size_t fraction = 0;
    bool dot = false;
    for (; b != e; ++b) {
        const char c = *b;
        if (c >= '0' && c <= '9') {
            if (++digits > 15) {
                return false;
            }
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(c - '0');
            fraction += dot ? 1 : 0;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            return false;
        }
    }
    if (digits == 0) {
        return false;
    }
    const double value = static_cast<double>(mantissa) / Pow10[fraction];
    out = negative ? -value : value;
    return true;
}

} // namespace

NumberStatus parseInt(QByteArrayView v, int& out)
{
    const char* e = v.data() + v.size();
    const char* b = skipPlus(v.data(), e);
    const auto [ptr, ec] = std::from_chars(b, e, out);
    if (ptr != e || ec == std::errc::invalid_argument) {
        return NumberStatus::Malformed;
    }
    return ec == std::errc::result_out_of_range ? NumberStatus::OutOfRange : NumberStatus::Ok;
}

NumberStatus parseDouble(QByteArrayView v, double& out)
{
    const char* e = v.data() + v.size();
    const char* b = skipPlus(v.data(), e);
    if (parseSimpleDecimal(b, e, out)) {
        return NumberStatus::Ok;
    }
    // A hexadecimal float never parses in the general format; "inf" and "nan"
    // do, and are refused just below.
    const auto [ptr, ec] = std::from_chars(b, e, out, std::chars_format::general);
    if (ptr != e || ec == std::errc::invalid_argument) {
        return NumberStatus::Malformed;
    }
    if (ec == std::errc::result_out_of_range) {
        return NumberStatus::OutOfRange;
    }
    return std::isfinite(out) ? NumberStatus::Ok : NumberStatus::Malformed;
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

} // namespace palmares::csv

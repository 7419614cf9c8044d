#pragma once

// Internal to core/csv: integers and decimals parsed straight from a cell's
// bytes (std::from_chars, no locale, no QString), with a fast path for plain
// decimals.

#include <QByteArrayView>

#include <cstdint>

namespace palmares::csv {

enum class NumberStatus : std::uint8_t { Ok, Malformed, OutOfRange };

// An int in C notation; a leading '+' is accepted (std::from_chars refuses it).
NumberStatus parseInt(QByteArrayView v, int& out);

// A finite double in C notation ("inf", "nan" and hexadecimal floats are
// Malformed); a leading '+' is accepted.
NumberStatus parseDouble(QByteArrayView v, double& out);

} // namespace palmares::csv

#pragma once

// Internal to core/club: the keys a value is written as (on the command
// line, in the club file) and back, from one table of pairs per kind
// (a pairing method, a forfeit's absent seat).

#include <QLatin1String>
#include <QString>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace palmares::club {

template <typename T>
using KeyPair = std::pair<T, const char*>;

/// The key of `value` in `table`; "" when it has none.
template <typename T, std::size_t N>
QString keyIn(const std::array<KeyPair<T>, N>& table, T value)
{
    for (const KeyPair<T>& k : table) {
        if (k.first == value) {
            return QString::fromLatin1(k.second);
        }
    }
    return {};
}

/// The value `key` names in `table`, if it names one.
template <typename T, std::size_t N>
std::optional<T> valueIn(const std::array<KeyPair<T>, N>& table, const QString& key)
{
    for (const KeyPair<T>& k : table) {
        if (key == QLatin1String(k.second)) {
            return k.first;
        }
    }
    return std::nullopt;
}

} // namespace palmares::club

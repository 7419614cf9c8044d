#pragma once

// Internal to core/csv: the hash table of the reader's lookups made on every
// row (the match key, the player name).

#include "csv/celltext.h"

#include <QByteArrayView>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace palmares::csv {

// An open-addressing map from byte strings to the indices 0, 1, 2… given in
// the order they are added, for the lookups made on every row (the match key,
// the player name). A slot is 8 bytes, the upper half of the key's hash and
// the index, so the table stays small and a probe reads a key's bytes only
// when those 32 bits match (QHash compares the keys themselves, scattered over
// the file, at every probe). The keys are views: their bytes must outlive it.
class KeyIndex
{
public:
    static constexpr std::uint32_t NotFound = UINT32_MAX;

    KeyIndex();

    // NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): hashes every key of an import, eight
    // bytes at a time straight from the CSV buffer (docs/PERFORMANCE.md).
    [[nodiscard]] std::uint64_t hash(QByteArrayView key) const
    {
        constexpr std::uint64_t Mul = 0x9E3779B97F4A7C15ULL;
        std::uint64_t h = m_seed ^ (static_cast<std::uint64_t>(key.size()) * Mul);
        const char* p = key.data();
        qsizetype n = key.size();
        for (; n >= 8; p += 8, n -= 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, p, 8);
            h = (h ^ word) * Mul;
            h ^= h >> 29;
        }
        if (n > 0) {
            std::uint64_t word = 0;
            for (qsizetype i = 0; i < n; ++i) {
                word = (word << 8) | static_cast<unsigned char>(p[i]);
            }
            h = (h ^ word) * Mul;
            h ^= h >> 29;
        }
        h ^= h >> 32;
        h *= Mul;
        h ^= h >> 29;
        return h;
    }
    // NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

    [[nodiscard]] QByteArrayView key(std::size_t index) const { return m_keys[index]; }

    [[nodiscard]] std::uint32_t find(QByteArrayView key, std::uint64_t h) const
    {
        const std::size_t mask = m_slots.size() - 1;
        const auto tag = static_cast<std::uint32_t>(h >> 32);
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            const Slot& slot = m_slots[i];
            if (slot.entry == 0) {
                return NotFound;
            }
            if (slot.tag == tag && sameBytes(m_keys[slot.entry - 1], key)) {
                return slot.entry - 1;
            }
        }
    }

    /// Adds a key that is not in the index yet; returns its index.
    std::uint32_t add(QByteArrayView key, std::uint64_t h);

private:
    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t entry = 0; // index + 1; 0: empty
    };
    static constexpr std::size_t InitialSlots = 256;

    void place(std::uint64_t h, std::uint32_t index);

    std::uint64_t m_seed;
    std::vector<Slot> m_slots;
    std::vector<QByteArrayView> m_keys;
    std::vector<std::uint64_t> m_hashes; // to grow without reading the keys again
};

} // namespace palmares::csv

#include "csv/keyindex.h"

#include <QHashFunctions>

namespace palmares::csv {

KeyIndex::KeyIndex() : m_seed(static_cast<std::uint64_t>(static_cast<std::size_t>(QHashSeed::globalSeed())))
{
    m_slots.resize(InitialSlots);
}

std::uint32_t KeyIndex::add(QByteArrayView key, std::uint64_t h)
{
    if ((m_keys.size() + 1) * 2 > m_slots.size()) {
        std::vector<Slot> old(m_slots.size() * 2);
        old.swap(m_slots);
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            place(m_hashes[i], static_cast<std::uint32_t>(i));
        }
    }
    const auto index = static_cast<std::uint32_t>(m_keys.size());
    m_keys.push_back(key);
    m_hashes.push_back(h);
    place(h, index);
    return index;
}

void KeyIndex::place(std::uint64_t h, std::uint32_t index)
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
        if (m_slots[i].entry == 0) {
            m_slots[i] = Slot{static_cast<std::uint32_t>(h >> 32), index + 1};
            return;
        }
    }
}

} // namespace palmares::csv

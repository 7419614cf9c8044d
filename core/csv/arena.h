#pragma once

// Internal to core/csv: the bytes of the names and identifiers a reading
// keeps across the file, stored together.

#include <QByteArray>
#include <QByteArrayView>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

namespace palmares::csv {

// Byte strings kept together in blocks (the match identifiers): one
// allocation per block, not per string.
class Arena
{
public:
    QByteArrayView keep(QByteArrayView bytes)
    {
        if (m_blocks.empty() || m_used + bytes.size() > BlockSize) {
            m_blocks.emplace_back(std::max(BlockSize, bytes.size()), Qt::Uninitialized);
            m_used = 0;
        }
        char* at = m_blocks.back().data() + m_used; // NOLINT(cppcoreguidelines-pro-bounds-pointer-arithmetic)
        if (!bytes.isEmpty()) {
            std::memcpy(at, bytes.data(), static_cast<std::size_t>(bytes.size()));
        }
        m_used += bytes.size();
        if (m_used >= BlockSize) {
            m_used = BlockSize; // a block of its own: the next string starts another
        }
        return {at, bytes.size()};
    }

private:
    static constexpr qsizetype BlockSize = qsizetype{1} << 20;
    std::vector<QByteArray> m_blocks; ///< never resized once made: the views into them stay valid
    qsizetype m_used = 0;
};

} // namespace palmares::csv

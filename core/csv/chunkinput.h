#pragma once

// Internal to core/csv: a device's bytes read a chunk at a time, and the
// records the scanner finds in them (both readings of resultsstream.h).

#include "csv/encoding.h"
#include "csv/scanner.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QIODevice>

#include <algorithm>

namespace palmares::csv {

// The device's bytes, a chunk at a time: [begin, end) are those read and
// not yet given up; more() keeps the bytes from a point on and reads after
// them (as many again as are kept, at least a chunk, so that a long record
// is not scanned again and again).
class ChunkInput
{
public:
    ChunkInput(QIODevice& device, qsizetype chunkSize, EncodingSurvey* encoding)
        : m_device(device),
          m_chunkSize(std::max<qsizetype>(chunkSize, 1)),
          m_encoding(encoding)
    {}

    /// From the start of the device; false when it cannot be read.
    bool rewind()
    {
        m_buffer.clear();
        m_begin = 0;
        m_final = false;
        if (!m_device.isOpen() || !m_device.isReadable() || (m_device.pos() != 0 && !m_device.seek(0))) {
            return false;
        }
        return more(begin());
    }

    // Positions in the chunk's own buffer, as the scanner reads it.
    // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    [[nodiscard]] const char* begin() const { return m_buffer.constData() + m_begin; }
    // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    [[nodiscard]] const char* end() const { return m_buffer.constData() + m_buffer.size(); }
    [[nodiscard]] qsizetype size() const { return m_buffer.size() - m_begin; }
    [[nodiscard]] bool final() const { return m_final; }
    [[nodiscard]] bool failed() const { return m_failed; }
    [[nodiscard]] QString errorString() const { return m_device.errorString(); }
    void skip(qsizetype n) { m_begin += n; }

    /// Keeps the bytes from `from` on and reads more after them; false when
    /// nothing more comes (the end, or a read error: failed()).
    bool more(const char* from)
    {
        if (m_final) {
            return false;
        }
        const qsizetype kept = end() - from;
        m_buffer.remove(0, from - m_buffer.constData());
        m_begin = 0;
        const qsizetype want = std::max(m_chunkSize, kept);
        m_buffer.resize(kept + want);
        // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic): after the bytes kept
        const qint64 got = m_device.read(m_buffer.data() + kept, want);
        m_buffer.resize(kept + std::max<qint64>(got, 0));
        if (got < 0) {
            m_failed = true;
        }
        if (got > 0 && m_encoding != nullptr) {
            m_encoding->add(QByteArrayView(m_buffer).sliced(kept));
        }
        m_final = got <= 0 || m_device.atEnd();
        return got > 0;
    }

private:
    QIODevice& m_device;
    const qsizetype m_chunkSize;
    EncodingSurvey* const m_encoding;
    QByteArray m_buffer;
    qsizetype m_begin = 0;
    bool m_final = false;
    bool m_failed = false;
};

// The next record of a chunked input, read whole; false at the end. A
// record longer than MaxLineBytes is not read: it comes back fatal, with a
// LineTooLong problem (the memory kept is bounded by the limit).
bool nextRecord(Scanner& scanner, ChunkInput& in, Record& rec);

// The start of a chunked input: the byte order mark skipped; false when the
// file is in UTF-16 (the reading says so).
bool pastByteOrderMark(ChunkInput& in);

} // namespace palmares::csv

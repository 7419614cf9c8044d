// RFC 4180 scanning at memory speed: the stops of a cell are found sixteen
// bytes at a time where SSE2 is there (every x86-64).

#include "csv/scanner.h"

#include <array>
#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace palmares::csv {

namespace {

constexpr std::array<bool, 256> makeStops(bool comma)
{
    std::array<bool, 256> t{};
    t[static_cast<unsigned char>(',')] = comma;
    t[static_cast<unsigned char>('\n')] = true;
    t[static_cast<unsigned char>('\r')] = true;
    t[static_cast<unsigned char>('"')] = true;
    return t;
}

// The first byte in [p, end) that ends an unquoted cell (, " CR LF) or, with
// Comma false, a run of quoted text (" CR LF); `end` if none. Sixteen bytes at
// a time where SSE2 is there (every x86-64): cells are cut at memory speed.
// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic, cppcoreguidelines-pro-type-reinterpret-cast): the
// scanner walks the CSV bytes between two pointers, sixteen at a time through SSE2 loads (which take a
// __m128i pointer); it is the import's hot loop (docs/PERFORMANCE.md).
template <bool Comma>
[[gnu::always_inline]] inline const char* findStop(const char* p, const char* end)
{
    static constexpr std::array<bool, 256> Stops = makeStops(Comma);
    if (p < end && Stops[static_cast<unsigned char>(*p)]) {
        return p; // an empty cell
    }
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i lf = _mm_set1_epi8('\n');
    const __m128i comma = _mm_set1_epi8(',');
    while (end - p >= 16) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        __m128i hits = _mm_or_si128(_mm_cmpeq_epi8(block, quote),
                                    _mm_or_si128(_mm_cmpeq_epi8(block, cr), _mm_cmpeq_epi8(block, lf)));
        if constexpr (Comma) {
            hits = _mm_or_si128(hits, _mm_cmpeq_epi8(block, comma));
        }
        const auto mask = static_cast<unsigned>(_mm_movemask_epi8(hits));
        if (mask != 0) {
            return p + std::countr_zero(mask);
        }
        p += 16;
    }
#endif
    while (p < end && !Stops[static_cast<unsigned char>(*p)]) {
        ++p;
    }
    return p;
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic, cppcoreguidelines-pro-type-reinterpret-cast)

// What the first byte of a cell says about it.
enum class CellStart : std::uint8_t { Text, Empty, MaybeQuoted };

constexpr std::array<CellStart, 256> makeCellStarts()
{
    std::array<CellStart, 256> t{};
    t[static_cast<unsigned char>(',')] = CellStart::Empty;
    t[static_cast<unsigned char>('\r')] = CellStart::Empty;
    t[static_cast<unsigned char>('\n')] = CellStart::Empty;
    t[static_cast<unsigned char>(' ')] = CellStart::MaybeQuoted;
    t[static_cast<unsigned char>('\t')] = CellStart::MaybeQuoted;
    t[static_cast<unsigned char>('"')] = CellStart::MaybeQuoted;
    return t;
}
constexpr std::array<CellStart, 256> CellStarts = makeCellStarts();

} // namespace

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): the scanner's cursor is a pointer into the
// CSV bytes (the import's hot loop, docs/PERFORMANCE.md).
bool Scanner::next(Record& rec)
{
    rec.cells.clear();
    rec.problems.clear();
    rec.fatal = false;
    if (m_p >= m_end) {
        return false;
    }
    rec.line = m_line;
    for (;;) {
        if (!readCell(rec)) {
            return true;
        }
        // m_p is on a comma, a line break or the end.
        if (m_p >= m_end) {
            return true;
        }
        if (*m_p == ',') {
            ++m_p;
            continue;
        }
        skipLineBreak();
        return true;
    }
}

bool Scanner::readCell(Record& rec)
{
    const char* q = m_p;
    const CellStart start = q < m_end ? CellStarts[static_cast<unsigned char>(*q)] : CellStart::Empty;
    if (start == CellStart::MaybeQuoted) {
        while (q < m_end && isBlank(*q)) {
            ++q;
        }
    }
    if (start == CellStart::Empty) {
        rec.cells.emplace_back(q, 0);
        return true;
    }
    if (q < m_end && *q == '"') {
        return readQuoted(rec, q);
    }
    readUnquoted(rec, q + (start == CellStart::Text ? 1 : 0));
    return true;
}

void Scanner::readUnquoted(Record& rec, const char* from)
{
    const char* q = findStop<true>(from, m_end);
    if (q < m_end && *q == '"') {
        while (q < m_end && *q == '"') {
            q = findStop<true>(q + 1, m_end);
        }
        rec.problems.push_back({rec.line, cellNumber(rec) + 1, ScanProblemKind::QuoteInUnquotedCell});
    }
    rec.cells.emplace_back(m_p, q - m_p);
    m_p = q;
}

void Scanner::skipLineBreak()
{
    if (*m_p == '\r' && m_p + 1 < m_end && m_p[1] == '\n') {
        m_p += 2;
    } else {
        ++m_p;
    }
    ++m_line;
}

// `q` is on the opening quote. Returns false when the quote is never closed
// (the record is then fatal and the input consumed).
bool Scanner::readQuoted(Record& rec, const char* q)
{
    const int quoteLine = m_line;
    ++q;
    const char* contentBegin = q;
    bool doubled = false;
    for (;;) {
        q = findStop<false>(q, m_end);
        if (q >= m_end) {
            rec.problems.push_back({quoteLine, cellNumber(rec) + 1, ScanProblemKind::Unterminated});
            rec.fatal = true;
            m_p = m_end;
            return false;
        }
        if (*q == '\n') {
            ++m_line;
            ++q;
        } else if (*q == '\r') {
            if (q + 1 >= m_end || q[1] != '\n') {
                ++m_line; // a lone CR; a CRLF counts at its LF
            }
            ++q;
        } else if (q + 1 < m_end && q[1] == '"') {
            doubled = true;
            q += 2;
        } else {
            break; // the closing quote
        }
    }
    QByteArrayView content(contentBegin, q - contentBegin);
    ++q; // the closing quote
    if (doubled) {
        content = undoubled(content, rec.cells.size());
    }
    rec.cells.push_back(content);
    while (q < m_end && isBlank(*q)) {
        ++q;
    }
    if (q < m_end && *q != ',' && *q != '\r' && *q != '\n') {
        rec.problems.push_back({rec.line, cellNumber(rec), ScanProblemKind::TextAfterClosingQuote});
        while (q < m_end && *q != ',' && *q != '\r' && *q != '\n') {
            ++q;
        }
    }
    m_p = q;
    return true;
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

// The content with "" turned into ", kept in a per-cell buffer that lives
// until the same cell of a later record is undoubled (a std::deque never
// moves its elements, so earlier views stay valid while it grows).
QByteArrayView Scanner::undoubled(QByteArrayView content, std::size_t slot)
{
    while (m_scratch.size() <= slot) {
        m_scratch.emplace_back();
    }
    std::string& out = m_scratch[slot];
    out.clear();
    for (qsizetype i = 0; i < content.size(); ++i) {
        out.push_back(content[i]);
        if (content[i] == '"') {
            ++i; // skip the second quote of the pair
        }
    }
    return {out.data(), static_cast<qsizetype>(out.size())};
}

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic, cppcoreguidelines-pro-type-reinterpret-cast): counts
// line breaks sixteen bytes at a time through SSE2 loads, once per import to reserve the matches.
std::size_t countLineBreaks(const char* p, const char* end)
{
    std::size_t lf = 0;
    std::size_t cr = 0;
#if defined(__SSE2__)
    const __m128i lfs = _mm_set1_epi8('\n');
    const __m128i crs = _mm_set1_epi8('\r');
    for (; end - p >= 16; p += 16) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        lf += static_cast<std::size_t>(
            std::popcount(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, lfs)))));
        cr += static_cast<std::size_t>(
            std::popcount(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, crs)))));
    }
#endif
    for (; p < end; ++p) {
        lf += *p == '\n' ? 1 : 0;
        cr += *p == '\r' ? 1 : 0;
    }
    return std::max(lf, cr) + 1;
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic, cppcoreguidelines-pro-type-reinterpret-cast)

} // namespace palmares::csv

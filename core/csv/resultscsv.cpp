// The interchange results CSV: RATING_RULES.md §1.
//
// The reader works on the raw bytes: the delimiters of RFC 4180 (comma,
// quote, CR, LF) are ASCII and never occur inside a multi-byte UTF-8
// sequence, so cells can be cut out of the undecoded file. Numbers, flags and
// dates are parsed straight from those bytes (std::from_chars, no locale);
// names (players, teams, games) become a QString once per distinct name and
// match keys once per match. The matches are built in place and the rows of
// a match moved into a list allocated at its size. This keeps the reader
// above two million rows a second on one core.

#include "csv/resultscsv.h"

#include <QByteArrayView>
#include <QDate>
#include <QHash>
#include <QHashFunctions>
#include <QTime>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace palmares::csv {

namespace {

// The columns, in the order the writer uses (ResultsCsv::columns()).
enum Col : int {
    ColMatch,
    ColDate,
    ColGame,
    ColPlayer,
    ColRank,
    ColScore,
    ColTeam,
    ColDeals,
    ColLeft,
    ColMorale,
    ColMoraleLost,
    ColOutcome,
    ColArmyPoints,
    ColTurns,
    ColDurationMin,
    ColVoid,
    ColArmyList, // a Palmarès extension of RATING_RULES.md §1, always last
    ColCount
};

constexpr std::array<std::string_view, ColCount> ColumnNames = {
    "match",  "date",        "game",    "player",      "rank",  "score",        "team", "deals",     "left",
    "morale", "morale_lost", "outcome", "army_points", "turns", "duration_min", "void", "army_list",
};

constexpr std::array<Col, 4> RequiredColumns = {ColMatch, ColDate, ColGame, ColPlayer};

// Longest text of a cell repeated in a message.
constexpr qsizetype ShownCellLength = 40;

constexpr bool isAsciiSpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r'); // \t \n \v \f \r
}

constexpr bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

[[gnu::always_inline]] inline QByteArrayView trimmedAscii(QByteArrayView v)
{
    if (v.isEmpty() || (!isAsciiSpace(v.front()) && !isAsciiSpace(v.back()))) {
        return v; // the usual case
    }
    qsizetype b = 0;
    qsizetype e = v.size();
    while (b < e && isAsciiSpace(v[b])) {
        ++b;
    }
    while (e > b && isAsciiSpace(v[e - 1])) {
        --e;
    }
    return v.sliced(b, e - b);
}

// QByteArrayView's operator== goes through an out-of-line Qt function; this
// is the hot comparison of the reader.
inline bool sameBytes(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() &&
           (a.isEmpty() || std::memcmp(a.data(), b.data(), static_cast<std::size_t>(a.size())) == 0);
}

bool isNonAscii(char c)
{
    return static_cast<unsigned char>(c) >= 0x80;
}

// A text cell as QString, trimmed the way QString::trimmed() does (so Unicode
// spaces such as U+00A0 go too).
QString textOf(QByteArrayView v)
{
    QString s = QString::fromUtf8(trimmedAscii(v));
    if (!s.isEmpty() && (s.front().isSpace() || s.back().isSpace())) {
        s = std::move(s).trimmed();
    }
    return s;
}

// Whether the UTF-8 sequence starting with `lead` may be a space for
// QChar::isSpace(): U+0085 and U+00A0 (C2), U+1680 (E1), U+2000–U+205F (E2),
// U+3000 (E3).
constexpr bool mayBeUnicodeSpace(char lead)
{
    const auto b = static_cast<unsigned char>(lead);
    return b == 0xC2 || (b >= 0xE1 && b <= 0xE3);
}

// The first byte of the last UTF-8 sequence of a non-empty view.
char lastLeadByte(QByteArrayView v)
{
    qsizetype i = v.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(v[i]) & 0xC0) == 0x80) {
        --i;
    }
    return v[i];
}

// The bytes that identify a trimmed text cell (a match key, a player, a
// game). Usually a view on the cell; when the cell may start or end with a
// non-ASCII space, the UTF-8 of its QString::trimmed() form, held in `storage`.
QByteArrayView canonicalText(QByteArrayView trimmed, QByteArray& storage)
{
    if (!trimmed.isEmpty() && (mayBeUnicodeSpace(trimmed.front()) ||
                               (isNonAscii(trimmed.back()) && mayBeUnicodeSpace(lastLeadByte(trimmed))))) {
        storage = QString::fromUtf8(trimmed).trimmed().toUtf8();
        return storage;
    }
    return trimmed;
}

// 'text' for a message, shortened.
QString shown(const QString& text)
{
    QString s = text;
    if (s.size() > ShownCellLength) {
        qsizetype cut = ShownCellLength;
        if (s.at(cut - 1).isHighSurrogate()) {
            --cut;
        }
        s.truncate(cut);
        s += QChar(0x2026);
    }
    return QLatin1Char('\'') + s + QLatin1Char('\'');
}

QString shown(QByteArrayView utf8)
{
    return shown(QString::fromUtf8(utf8));
}

QString outcomeText(rating::Outcome o)
{
    const std::string_view key = rating::outcomeKey(o);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

// --- numbers -----------------------------------------------------------------

enum class NumberStatus : std::uint8_t { Ok, Malformed, OutOfRange };

// A leading '+' is accepted (std::from_chars refuses it).
const char* skipPlus(const char* b, const char* e)
{
    if (b != e && *b == '+' && b + 1 != e && b[1] != '-' && b[1] != '+') {
        return b + 1;
    }
    return b;
}

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

// --- dates -------------------------------------------------------------------

// Eight bytes: one per match is kept while the file is read.
struct DateParts {
    std::int16_t year = 0;
    std::int8_t month = 0;
    std::int8_t day = 0;
    std::int8_t hour = 0;
    std::int8_t minute = 0;
    std::int8_t second = 0;

    friend bool operator==(const DateParts&, const DateParts&) = default;

    [[nodiscard]] QDateTime toDateTime() const
    {
        return QDateTime(QDate(year, month, day), QTime(hour, minute, second), Qt::UTC);
    }
};

constexpr bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

// The proleptic Gregorian calendar QDate uses; years 1 to 9999 only (the file
// format has four digits and no year 0).
constexpr bool isValidDate(int year, int month, int day)
{
    constexpr std::array<int, 12> Days = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (year < 1 || month < 1 || month > 12 || day < 1) {
        return false;
    }
    const int length = month == 2 && isLeapYear(year) ? 29 : Days[static_cast<std::size_t>(month - 1)];
    return day <= length;
}

bool readDigits(const char* p, int count, int& out)
{
    out = 0;
    for (int i = 0; i < count; ++i) {
        if (p[i] < '0' || p[i] > '9') {
            return false;
        }
        out = out * 10 + (p[i] - '0');
    }
    return true;
}

// YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, a real calendar date
// and a real time of day (no leap second, no 24:00).
std::optional<DateParts> parseDateParts(QByteArrayView v)
{
    const qsizetype n = v.size();
    if (n != 10 && n != 16 && n != 19) {
        return std::nullopt;
    }
    const char* p = v.data();
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (!readDigits(p, 4, year) || p[4] != '-' || !readDigits(p + 5, 2, month) || p[7] != '-' ||
        !readDigits(p + 8, 2, day) || !isValidDate(year, month, day)) {
        return std::nullopt;
    }
    if (n >= 16) {
        if (p[10] != 'T' || !readDigits(p + 11, 2, hour) || p[13] != ':' || !readDigits(p + 14, 2, minute)) {
            return std::nullopt;
        }
        if (n == 19 && (p[16] != ':' || !readDigits(p + 17, 2, second))) {
            return std::nullopt;
        }
        if (hour > 23 || minute > 59 || second > 59) {
            return std::nullopt;
        }
    }
    return DateParts{static_cast<std::int16_t>(year),  static_cast<std::int8_t>(month),
                     static_cast<std::int8_t>(day),    static_cast<std::int8_t>(hour),
                     static_cast<std::int8_t>(minute), static_cast<std::int8_t>(second)};
}

void putDigits(char* p, int value, int count)
{
    for (int i = count - 1; i >= 0; --i) {
        p[i] = static_cast<char>('0' + value % 10);
        value /= 10;
    }
}

// Writes the date in `out` (20 chars at least); returns its length, 0 when the
// date cannot be written in the file's format.
qsizetype formatDateTo(const QDateTime& when, char* out)
{
    if (!when.isValid()) {
        return 0;
    }
    const QDate d = when.date();
    const QTime t = when.time();
    if (d.year() < 1 || d.year() > 9999) {
        return 0;
    }
    putDigits(out, d.year(), 4);
    out[4] = '-';
    putDigits(out + 5, d.month(), 2);
    out[7] = '-';
    putDigits(out + 8, d.day(), 2);
    if (t.hour() == 0 && t.minute() == 0 && t.second() == 0) {
        return 10;
    }
    out[10] = 'T';
    putDigits(out + 11, t.hour(), 2);
    out[13] = ':';
    putDigits(out + 14, t.minute(), 2);
    if (t.second() == 0) {
        return 16;
    }
    out[16] = ':';
    putDigits(out + 17, t.second(), 2);
    return 19;
}

QString dateText(const DateParts& d)
{
    char buf[20];
    const qsizetype n = formatDateTo(d.toDateTime(), buf);
    return QString::fromLatin1(buf, n);
}

// --- RFC 4180 scanning ----------------------------------------------------------

enum class ScanProblemKind : std::uint8_t { Unterminated, QuoteInUnquotedCell, TextAfterClosingQuote };

struct ScanProblem {
    int line = 0;
    int column = 0; // 1-based cell number
    ScanProblemKind kind = ScanProblemKind::Unterminated;
};

struct Record {
    int line = 0;                      // physical line where the record starts
    std::vector<QByteArrayView> cells; // unquoted, quotes undoubled, untrimmed
    std::vector<ScanProblem> problems;
    bool fatal = false; // an unterminated quote swallowed the rest of the file
};

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

// Cuts records out of the bytes. LF, CRLF and a lone CR each end a line.
// Blanks before an opening quote and after a closing quote are tolerated
// (`a, "b, c"`); any other quote outside a quoted cell is a problem.
class Scanner
{
public:
    Scanner(const char* begin, const char* end) : m_p(begin), m_end(end) {}

    /// Reads the next record; false at the end of the input.
    bool next(Record& rec)
    {
        rec.cells.clear();
        rec.problems.clear();
        rec.fatal = false;
        if (m_p >= m_end) {
            return false;
        }
        rec.line = m_line;
        for (;;) {
            const char* q = m_p;
            const CellStart start = q < m_end ? CellStarts[static_cast<unsigned char>(*q)] : CellStart::Empty;
            if (start == CellStart::MaybeQuoted) {
                while (q < m_end && isBlank(*q)) {
                    ++q;
                }
            }
            if (start == CellStart::Empty) {
                rec.cells.emplace_back(q, 0);
            } else if (q < m_end && *q == '"') {
                if (!readQuoted(rec, q)) {
                    return true;
                }
            } else {
                q = findStop<true>(q + (start == CellStart::Text ? 1 : 0), m_end);
                if (q < m_end && *q == '"') {
                    while (q < m_end && *q == '"') {
                        q = findStop<true>(q + 1, m_end);
                    }
                    rec.problems.push_back({rec.line, cellNumber(rec) + 1, ScanProblemKind::QuoteInUnquotedCell});
                }
                rec.cells.emplace_back(m_p, q - m_p);
                m_p = q;
            }
            // m_p is on a comma, a line break or the end.
            if (m_p >= m_end) {
                return true;
            }
            if (*m_p == ',') {
                ++m_p;
                continue;
            }
            if (*m_p == '\r' && m_p + 1 < m_end && m_p[1] == '\n') {
                m_p += 2;
            } else {
                ++m_p;
            }
            ++m_line;
            return true;
        }
    }

private:
    static int cellNumber(const Record& rec) { return static_cast<int>(rec.cells.size()); }

    // `q` is on the opening quote. Returns false when the quote is never
    // closed (the record is then fatal and the input consumed).
    bool readQuoted(Record& rec, const char* q)
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

    // The content with "" turned into ", kept in a per-cell buffer that lives
    // until the same cell of a later record is undoubled (a std::deque never
    // moves its elements, so earlier views stay valid while it grows).
    QByteArrayView undoubled(QByteArrayView content, std::size_t slot)
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
        return QByteArrayView(out.data(), static_cast<qsizetype>(out.size()));
    }

    const char* m_p;
    const char* m_end;
    int m_line = 1;
    std::deque<std::string> m_scratch;
};

// An upper bound of the number of lines: the LFs, or the CRs in a file with
// old Mac line ends.
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

bool isBlankRecord(const Record& rec)
{
    return std::all_of(rec.cells.begin(), rec.cells.end(), [](QByteArrayView c) { return trimmedAscii(c).isEmpty(); });
}

// --- the reader -------------------------------------------------------------------

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

    KeyIndex() : m_seed(static_cast<std::uint64_t>(static_cast<std::size_t>(QHashSeed::globalSeed())))
    {
        m_slots.resize(InitialSlots);
    }

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
    std::uint32_t add(QByteArrayView key, std::uint64_t h)
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

private:
    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t entry = 0; // index + 1; 0: empty
    };
    static constexpr std::size_t InitialSlots = 256;

    void place(std::uint64_t h, std::uint32_t index)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            if (m_slots[i].entry == 0) {
                m_slots[i] = Slot{static_cast<std::uint32_t>(h >> 32), index + 1};
                return;
            }
        }
    }

    std::uint64_t m_seed;
    std::vector<Slot> m_slots;
    std::vector<QByteArrayView> m_keys;
    std::vector<std::uint64_t> m_hashes; // to grow without reading the keys again
};

// What the rows of a match have said so far about the values that must agree
// (line 0: not said yet); the values themselves are in its CsvMatch.
struct MatchState {
    QByteArrayView game; // canonical bytes, stable
    DateParts date;
    int dateLine = 0;
    int gameLine = 0;
    int dealsLine = 0;
    int durationLine = 0;
    int outcomeLine = 0;
    int voidLine = 0;
    // Player name → line, built once a match is too big for a linear search.
    std::unique_ptr<QHash<QString, int>> players;
};

constexpr qsizetype LinearPlayerSearch = 16;

class Reader
{
public:
    Reader(const QByteArray& bytes, CsvParseResult& result) : m_bytes(bytes), m_result(result)
    {
        m_cellOfKind.fill(-1);
    }

    void run()
    {
        const char* begin = m_bytes.constData();
        const char* end = begin + m_bytes.size();
        if (m_bytes.startsWith("\xEF\xBB\xBF")) {
            begin += 3;
        } else if (m_bytes.startsWith("\xFF\xFE") || m_bytes.startsWith("\xFE\xFF")) {
            error(1, 0, {}, QStringLiteral("the file is encoded in UTF-16; it must be UTF-8"));
            return;
        }
        // One fast check of the whole file; cells are checked one by one only
        // when it fails, to say where.
        m_checkUtf8 = !QByteArrayView(begin, end - begin).isValidUtf8();

        // The matches are built in place: reserved once, at most one per two
        // rows in a valid file (the capacity beyond what is used is never
        // touched, so it costs address space, not memory).
        m_result.matches.reserve(static_cast<qsizetype>(countLineBreaks(begin, end) / 2 + 1));

        Scanner scanner(begin, end);
        Record rec;
        bool haveHeader = false;
        while (scanner.next(rec)) {
            reportScanProblems(rec, false);
            if (rec.fatal) {
                return;
            }
            if (!isBlankRecord(rec)) {
                haveHeader = true;
                readHeader(rec);
                break;
            }
        }
        if (!haveHeader) {
            error(0, 0, {}, QStringLiteral("the file is empty: a header row is required"));
            return;
        }
        // Past the cap, reading goes on only until one more error shows
        // that the list is truncated.
        while (!m_result.errorsTruncated && scanner.next(rec)) {
            reportScanProblems(rec, true);
            if (rec.fatal) {
                ++m_result.rowCount;
                break;
            }
            if (isBlankRecord(rec)) {
                continue;
            }
            readRow(rec);
        }
        flushPending();
        if (!m_result.errorsTruncated) {
            checkMatches(); // stopped early, they would see half matches
        }
        std::stable_sort(m_result.errors.begin(), m_result.errors.end(), [](const CsvError& a, const CsvError& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
    }

private:
    [[nodiscard]] bool full() const { return m_result.errors.size() >= CsvParseResult::MaxErrors; }

    void error(int line, int column, const QString& field, const QString& message)
    {
        if (full()) {
            m_result.errorsTruncated = true;
            return;
        }
        m_result.errors.append(CsvError{line, column, field, message});
    }

    [[nodiscard]] QString fieldOfCell(std::size_t cell) const
    {
        if (cell < m_kindOfCell.size() && m_kindOfCell[cell] >= 0) {
            return ResultsCsv::columns().at(m_kindOfCell[cell]);
        }
        return {};
    }

    void cellError(int line, std::size_t cell, const QString& message)
    {
        error(line, static_cast<int>(cell) + 1, fieldOfCell(cell), message);
    }

    // Error on a column given by kind (column 0 when the header lacks it).
    void columnError(int line, Col kind, const QString& message)
    {
        error(line, m_cellOfKind[kind] + 1, ResultsCsv::columns().at(kind), message);
    }

    void reportScanProblems(const Record& rec, bool afterHeader)
    {
        for (const ScanProblem& p : rec.problems) {
            const QString field = afterHeader ? fieldOfCell(static_cast<std::size_t>(p.column - 1)) : QString();
            QString message;
            switch (p.kind) {
            case ScanProblemKind::Unterminated:
                message =
                    QStringLiteral("a quoted cell is never closed (its opening quote runs to the end of the file)");
                break;
            case ScanProblemKind::QuoteInUnquotedCell:
                message = QStringLiteral("a quote inside an unquoted cell (quote the whole cell and double the quote)");
                break;
            case ScanProblemKind::TextAfterClosingQuote:
                message = QStringLiteral("unexpected text after a closing quote");
                break;
            }
            error(p.line, p.column, field, message);
        }
    }

    void readHeader(const Record& rec)
    {
        m_kindOfCell.assign(rec.cells.size(), -1);
        m_result.header.reserve(static_cast<qsizetype>(rec.cells.size()));
        for (std::size_t i = 0; i < rec.cells.size(); ++i) {
            const int column = static_cast<int>(i) + 1;
            const QByteArrayView raw = rec.cells[i];
            m_result.header.append(textOf(raw)); // every cell, so that indexOf(name) + 1 is its column
            if (m_checkUtf8 && !raw.isValidUtf8()) {
                error(rec.line, column, {}, QStringLiteral("invalid UTF-8 in a column name"));
                continue;
            }
            const QByteArrayView name = trimmedAscii(raw);
            if (name.isEmpty()) {
                error(rec.line, column, {}, QStringLiteral("column %1 has no name").arg(column));
                continue;
            }
            const std::string_view nameView(name.data(), static_cast<std::size_t>(name.size()));
            const auto it = std::find(ColumnNames.begin(), ColumnNames.end(), nameView);
            if (it == ColumnNames.end()) {
                const QString text = textOf(name);
                error(rec.line, column, text, QStringLiteral("unknown column %1").arg(shown(text)));
                continue;
            }
            const auto kind = static_cast<int>(it - ColumnNames.begin());
            if (m_cellOfKind[kind] >= 0) {
                error(rec.line, column, ResultsCsv::columns().at(kind),
                      QStringLiteral("column '%1' appears twice (also column %2)")
                          .arg(ResultsCsv::columns().at(kind))
                          .arg(m_cellOfKind[kind] + 1));
                continue;
            }
            m_cellOfKind[kind] = static_cast<int>(i);
            m_kindOfCell[i] = kind;
        }
        for (const Col kind : RequiredColumns) {
            if (m_cellOfKind[kind] < 0) {
                error(rec.line, 0, ResultsCsv::columns().at(kind),
                      QStringLiteral("required column '%1' is missing").arg(ResultsCsv::columns().at(kind)));
            }
        }
    }

    // An integer cell (trimmed, not empty) with a lower bound.
    bool intCell(int line, std::size_t cell, QByteArrayView v, int minimum, std::optional<int>& out)
    {
        int value = 0;
        switch (parseInt(v, value)) {
        case NumberStatus::Malformed:
            cellError(line, cell, QStringLiteral("%1 is not an integer").arg(shown(v)));
            return false;
        case NumberStatus::OutOfRange:
            cellError(line, cell, QStringLiteral("%1 is out of range").arg(shown(v)));
            return false;
        case NumberStatus::Ok:
            break;
        }
        if (value < minimum) {
            cellError(line, cell,
                      minimum == 0 ? QStringLiteral("%1 must not be negative, not %2").arg(fieldOfCell(cell), shown(v))
                                   : QStringLiteral("%1 must be at least %2, not %3")
                                         .arg(fieldOfCell(cell), QString::number(minimum), shown(v)));
            return false;
        }
        out = value;
        return true;
    }

    enum class Bound : std::uint8_t { Any, NonNegative, Positive };

    bool numberCell(int line, std::size_t cell, QByteArrayView v, Bound bound, std::optional<double>& out)
    {
        double value = 0.0;
        switch (parseDouble(v, value)) {
        case NumberStatus::Malformed:
            cellError(line, cell, QStringLiteral("%1 is not a number").arg(shown(v)));
            return false;
        case NumberStatus::OutOfRange:
            cellError(line, cell, QStringLiteral("%1 is out of range").arg(shown(v)));
            return false;
        case NumberStatus::Ok:
            break;
        }
        if (bound == Bound::NonNegative && value < 0.0) {
            cellError(line, cell, QStringLiteral("%1 must not be negative, not %2").arg(fieldOfCell(cell), shown(v)));
            return false;
        }
        if (bound == Bound::Positive && !(value > 0.0)) {
            cellError(line, cell, QStringLiteral("%1 must be greater than 0, not %2").arg(fieldOfCell(cell), shown(v)));
            return false;
        }
        out = value;
        return true;
    }

    // "", "0" or "1".
    std::optional<bool> flagCell(int line, std::size_t cell, QByteArrayView v)
    {
        if (v.isEmpty()) {
            return std::nullopt;
        }
        if (v.size() == 1 && (v[0] == '0' || v[0] == '1')) {
            return v[0] == '1';
        }
        cellError(line, cell, QStringLiteral("%1 must be empty, 0 or 1").arg(shown(v)));
        return std::nullopt;
    }

    [[nodiscard]] bool inFile(QByteArrayView v) const
    {
        const auto begin = reinterpret_cast<std::uintptr_t>(m_bytes.constData());
        const auto at = reinterpret_cast<std::uintptr_t>(v.data());
        return at >= begin &&
               at + static_cast<std::uintptr_t>(v.size()) <= begin + static_cast<std::uintptr_t>(m_bytes.size());
    }

    // A view that outlives the record: the file's own bytes, or a copy.
    QByteArrayView stable(QByteArrayView v)
    {
        if (inFile(v)) {
            return v;
        }
        m_copies.push_back(v.toByteArray());
        return m_copies.back();
    }

    // Names repeat (players, games, teams): each distinct one is decoded once
    // and then shared, which saves an allocation per cell and memory.
    QString intern(QByteArrayView canonical)
    {
        const std::uint64_t h = m_nameIndex.hash(canonical);
        if (const std::uint32_t found = m_nameIndex.find(canonical, h); found != KeyIndex::NotFound) {
            return m_names[found];
        }
        // A copy of the bytes: the few distinct names stay together in memory.
        const QByteArrayView key = m_copies.emplace_back(canonical.toByteArray());
        m_nameIndex.add(key, h);
        return m_names.emplace_back(QString::fromUtf8(canonical));
    }

    void disagreement(int line, Col kind, const QString& value, const QString& earlier, int earlierLine,
                      const QString& matchKey)
    {
        columnError(
            line, kind,
            QStringLiteral("%1 %2 differs from %3 given on line %4 for match %5")
                .arg(ResultsCsv::columns().at(kind), value, earlier, QString::number(earlierLine), shown(matchKey)));
    }

    void readRow(const Record& rec)
    {
        ++m_result.rowCount;
        const int line = rec.line;
        const std::size_t n = rec.cells.size();
        if (n != m_kindOfCell.size()) {
            error(line, 0, {},
                  QStringLiteral("the row has %1 cells, the header has %2").arg(n).arg(m_kindOfCell.size()));
            return;
        }

        CsvRow row;
        row.line = line;
        QByteArrayView key;
        QByteArrayView game;
        std::optional<DateParts> date;
        std::optional<bool> voidFlag;
        // A rank, score, morale or morale_lost was given (even if invalid: its
        // error is enough).
        bool measured = false;

        for (std::size_t i = 0; i < n; ++i) {
            const int kind = m_kindOfCell[i];
            const QByteArrayView raw = rec.cells[i];
            if (kind < 0 || (kind > ColPlayer && raw.isEmpty())) {
                continue; // an ignored column, or an optional value not given
            }
            if (m_checkUtf8 && !raw.isValidUtf8()) {
                cellError(line, i, QStringLiteral("invalid UTF-8"));
                measured =
                    measured || kind == ColRank || kind == ColScore || kind == ColMorale || kind == ColMoraleLost;
                continue;
            }
            const QByteArrayView v = trimmedAscii(raw);
            switch (kind) {
            case ColMatch:
                key = canonicalText(v, m_keyStorage);
                if (key.isEmpty()) {
                    cellError(line, i, QStringLiteral("the match identifier is empty"));
                }
                break;
            case ColDate:
                if (v.isEmpty()) {
                    cellError(line, i, QStringLiteral("the date is empty"));
                } else if (sameBytes(v, m_lastDateText)) {
                    date = m_lastDate; // the rows of a match repeat their date
                } else if (date = parseDateParts(v); !date) {
                    cellError(line, i,
                              QStringLiteral("%1 is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS])").arg(shown(v)));
                } else if (inFile(v)) {
                    m_lastDateText = v;
                    m_lastDate = *date;
                }
                break;
            case ColGame:
                game = canonicalText(v, m_gameStorage);
                if (game.isEmpty()) {
                    cellError(line, i, QStringLiteral("the game is empty"));
                }
                break;
            case ColPlayer:
                if (!v.isEmpty()) {
                    row.player = intern(canonicalText(v, m_textStorage));
                }
                if (row.player.isEmpty()) {
                    cellError(line, i, QStringLiteral("the player name is empty"));
                }
                break;
            case ColRank:
                if (!v.isEmpty()) {
                    measured = true;
                    std::optional<int> rank;
                    if (intCell(line, i, v, 1, rank)) {
                        row.rank = *rank;
                    }
                }
                break;
            case ColScore:
                if (!v.isEmpty()) {
                    measured = true;
                    numberCell(line, i, v, Bound::Any, row.score);
                }
                break;
            case ColTeam:
                if (!v.isEmpty()) {
                    row.team = intern(canonicalText(v, m_textStorage));
                }
                break;
            case ColDeals:
                if (!v.isEmpty()) {
                    intCell(line, i, v, 1, row.deals);
                }
                break;
            case ColLeft:
                row.left = flagCell(line, i, v).value_or(false);
                break;
            case ColMorale:
                if (!v.isEmpty()) {
                    measured = true;
                    numberCell(line, i, v, Bound::Positive, row.morale);
                }
                break;
            case ColMoraleLost:
                if (!v.isEmpty()) {
                    measured = true;
                    numberCell(line, i, v, Bound::NonNegative, row.moraleLost);
                }
                break;
            case ColOutcome:
                if (!v.isEmpty()) {
                    const auto outcome =
                        rating::outcomeFromKey(std::string_view(v.data(), static_cast<std::size_t>(v.size())));
                    if (outcome) {
                        row.outcome = *outcome;
                    } else {
                        cellError(line, i, QStringLiteral("%1 is not an outcome (E, AT, VP, V or VT)").arg(shown(v)));
                    }
                }
                break;
            case ColArmyPoints:
                if (!v.isEmpty()) {
                    intCell(line, i, v, 0, row.armyPoints);
                }
                break;
            case ColTurns:
                if (!v.isEmpty()) {
                    intCell(line, i, v, 0, row.turns);
                }
                break;
            case ColDurationMin:
                if (!v.isEmpty()) {
                    intCell(line, i, v, 0, row.durationMin);
                }
                break;
            case ColVoid:
                voidFlag = flagCell(line, i, v);
                row.isVoid = voidFlag.value_or(false);
                break;
            case ColArmyList:
                if (!v.isEmpty()) {
                    row.armyList = intern(canonicalText(v, m_textStorage));
                }
                break;
            default:
                break;
            }
        }

        if (key.isEmpty()) {
            return; // no match to put it in (the missing column or empty cell is reported)
        }

        QList<CsvMatch>& matches = m_result.matches;
        std::size_t index = 0;
        if (m_lastMatch < m_states.size() && sameBytes(m_index.key(m_lastMatch), key)) {
            index = m_lastMatch; // the rows of a match are usually together
        } else {
            const std::uint64_t h = m_index.hash(key);
            const std::uint32_t found = m_index.find(key, h);
            if (found != KeyIndex::NotFound) {
                index = found;
            } else {
                index = m_index.add(stable(key), h);
                m_states.emplace_back();
                CsvMatch& created = matches.emplace_back();
                created.key = QString::fromUtf8(key);
                created.firstLine = line;
            }
        }
        if (index != m_lastMatch) {
            flushPending();
        }
        m_lastMatch = index;
        MatchState& state = m_states[index];
        CsvMatch& match = matches[static_cast<qsizetype>(index)];

        if (date) {
            if (state.dateLine == 0) {
                state.date = *date;
                state.dateLine = line;
                match.playedAt = date->toDateTime();
            } else if (!(state.date == *date)) {
                disagreement(line, ColDate, dateText(*date), dateText(state.date), state.dateLine, match.key);
            }
        }
        if (!game.isEmpty()) {
            if (state.gameLine == 0) {
                match.game = intern(game);
                state.game = stable(game);
                state.gameLine = line;
            } else if (!sameBytes(state.game, game)) {
                disagreement(line, ColGame, shown(game), shown(match.game), state.gameLine, match.key);
            }
        }
        if (row.deals) {
            if (state.dealsLine == 0) {
                match.deals = row.deals;
                state.dealsLine = line;
            } else if (*match.deals != *row.deals) {
                disagreement(line, ColDeals, QString::number(*row.deals), QString::number(*match.deals),
                             state.dealsLine, match.key);
            }
        }
        if (row.durationMin) {
            if (state.durationLine == 0) {
                match.durationMin = row.durationMin;
                state.durationLine = line;
            } else if (*match.durationMin != *row.durationMin) {
                disagreement(line, ColDurationMin, QString::number(*row.durationMin),
                             QString::number(*match.durationMin), state.durationLine, match.key);
            }
        }
        if (row.outcome != rating::Outcome::None) {
            if (state.outcomeLine == 0) {
                match.outcome = row.outcome;
                state.outcomeLine = line;
            } else if (match.outcome != row.outcome) {
                disagreement(line, ColOutcome, outcomeText(row.outcome), outcomeText(match.outcome), state.outcomeLine,
                             match.key);
            }
        }
        if (voidFlag) {
            if (state.voidLine == 0) {
                match.isVoid = *voidFlag;
                state.voidLine = line;
            } else if (match.isVoid != *voidFlag) {
                disagreement(line, ColVoid, QString::number(int{*voidFlag}), QString::number(int{match.isVoid}),
                             state.voidLine, match.key);
            }
        }

        if (!row.player.isEmpty()) {
            const int firstLine = playerLine(state, match.rows, m_pending, row.player, line);
            if (firstLine != 0) {
                columnError(line, ColPlayer,
                            QStringLiteral("player %1 appears twice in match %2 (first on line %3)")
                                .arg(shown(row.player), shown(match.key), QString::number(firstLine)));
            }
        }

        if (!measured && row.outcome == rating::Outcome::None) {
            // Acceptable only if another row of the match gives the outcome.
            m_needsOutcome.push_back({index, line});
        }
        m_pending.push_back(std::move(row));
    }

    // The rows of the current match wait in m_pending until a row of another
    // match (or the end) comes, so that a match's list is allocated once at
    // its size in the usual file, where the rows of a match are together.
    void flushPending()
    {
        if (m_pending.empty()) {
            return;
        }
        QList<CsvRow>& rows = m_result.matches[static_cast<qsizetype>(m_lastMatch)].rows;
        rows.reserve(rows.size() + static_cast<qsizetype>(m_pending.size()));
        for (CsvRow& r : m_pending) {
            rows.append(std::move(r));
        }
        m_pending.clear();
    }

    // The line where `player` already appears in the match (its rows are
    // `rows`, then `pending`), 0 if not; also records it for the next rows.
    static int playerLine(MatchState& state, const QList<CsvRow>& rows, const std::vector<CsvRow>& pending,
                          const QString& player, int line)
    {
        if (!state.players) {
            for (const CsvRow& r : rows) {
                if (r.player == player) {
                    return r.line;
                }
            }
            for (const CsvRow& r : pending) {
                if (r.player == player) {
                    return r.line;
                }
            }
            if (rows.size() + static_cast<qsizetype>(pending.size()) < LinearPlayerSearch) {
                return 0;
            }
            state.players = std::make_unique<QHash<QString, int>>();
            for (const CsvRow& r : rows) {
                if (!r.player.isEmpty()) {
                    state.players->insert(r.player, r.line);
                }
            }
            for (const CsvRow& r : pending) {
                if (!r.player.isEmpty()) {
                    state.players->insert(r.player, r.line);
                }
            }
        } else if (const auto it = state.players->constFind(player); it != state.players->cend()) {
            return *it;
        }
        state.players->insert(player, line);
        return 0;
    }

    // The checks that need whole matches.
    void checkMatches()
    {
        for (const CsvMatch& match : std::as_const(m_result.matches)) {
            if (match.rows.size() == 1) {
                columnError(match.firstLine, ColMatch,
                            QStringLiteral("match %1 has only one row").arg(shown(match.key)));
            }
        }
        const Col rankOrScore = m_cellOfKind[ColRank] < 0 && m_cellOfKind[ColScore] >= 0 ? ColScore : ColRank;
        for (const Pending& p : m_needsOutcome) {
            if (m_result.matches.at(static_cast<qsizetype>(p.match)).outcome == rating::Outcome::None) {
                columnError(p.line, rankOrScore,
                            QStringLiteral("the row has no rank, score or morale (and its match no outcome)"));
            }
        }
    }

    struct Pending {
        std::size_t match = 0;
        int line = 0;
    };

    const QByteArray& m_bytes;
    CsvParseResult& m_result;
    bool m_checkUtf8 = false;
    std::vector<int> m_kindOfCell;            // header cell → Col, -1 when ignored
    std::array<int, ColCount> m_cellOfKind{}; // Col → header cell, -1 when absent
    KeyIndex m_index;                         // match key → index in m_result.matches and m_states
    std::deque<MatchState> m_states;          // beside m_result.matches
    std::size_t m_lastMatch = 0;              // the match of the previous row (valid if < m_states.size())
    std::vector<CsvRow> m_pending;            // the rows of m_lastMatch not yet in its list
    QByteArrayView m_lastDateText;            // a date cell of the file and its value
    DateParts m_lastDate;
    KeyIndex m_nameIndex; // name → index in m_names
    std::vector<QString> m_names;
    std::deque<QByteArray> m_copies; // bytes that must outlive their record
    QByteArray m_keyStorage;
    QByteArray m_gameStorage;
    QByteArray m_textStorage;
    std::vector<Pending> m_needsOutcome;
};

// --- the writer -----------------------------------------------------------------

void appendCell(QByteArray& out, QByteArrayView utf8)
{
    const bool needsQuotes =
        std::any_of(utf8.begin(), utf8.end(), [](char c) { return c == ',' || c == '"' || c == '\r' || c == '\n'; });
    if (!needsQuotes) {
        out.append(utf8);
        return;
    }
    out.append('"');
    for (const char c : utf8) {
        if (c == '"') {
            out.append('"');
        }
        out.append(c);
    }
    out.append('"');
}

void appendText(QByteArray& out, const QString& text)
{
    appendCell(out, text.toUtf8());
}

void appendInt(QByteArray& out, std::optional<int> v)
{
    if (v) {
        char buf[16];
        const auto res = std::to_chars(buf, buf + sizeof buf, *v);
        out.append(buf, res.ptr - buf);
    }
}

// Shortest text that reads back as the same double; a non-finite value,
// which the reader would refuse, is written as an empty cell.
void appendNumber(QByteArray& out, std::optional<double> v)
{
    if (v && std::isfinite(*v)) {
        char buf[32];
        const auto res = std::to_chars(buf, buf + sizeof buf, *v);
        out.append(buf, res.ptr - buf);
    }
}

void appendFlag(QByteArray& out, bool v)
{
    if (v) {
        out.append('1');
    }
}

constexpr qsizetype WriteChunk = 1 << 20;

} // namespace

QString CsvError::toString() const
{
    QString where;
    if (line > 0) {
        where = QStringLiteral("line %1").arg(line);
    }
    if (column > 0) {
        if (!where.isEmpty()) {
            where += QLatin1String(", ");
        }
        where += QStringLiteral("column %1").arg(column);
    }
    if (!field.isEmpty()) {
        if (!where.isEmpty()) {
            where += QLatin1Char(' ');
        }
        where += QLatin1Char('(') + field + QLatin1Char(')');
    }
    if (where.isEmpty()) {
        return message;
    }
    return where + QLatin1String(": ") + message;
}

const QStringList& ResultsCsv::columns()
{
    static const QStringList names = [] {
        QStringList list;
        list.reserve(ColCount);
        for (const std::string_view name : ColumnNames) {
            list.append(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
        }
        return list;
    }();
    return names;
}

CsvParseResult ResultsCsv::read(QIODevice& device)
{
    if (!device.isOpen() || !device.isReadable()) {
        CsvParseResult result;
        result.errors.append(
            CsvError{0, 0, {}, QStringLiteral("the file cannot be read: %1").arg(device.errorString())});
        return result;
    }
    return read(device.readAll());
}

CsvParseResult ResultsCsv::read(const QByteArray& bytes)
{
    CsvParseResult result;
    Reader reader(bytes, result);
    reader.run();
    return result;
}

std::optional<QDateTime> ResultsCsv::parseDate(const QString& text)
{
    const QString t = text.trimmed();
    char buf[19];
    if (t.size() > static_cast<qsizetype>(sizeof buf)) {
        return std::nullopt;
    }
    for (qsizetype i = 0; i < t.size(); ++i) {
        const char16_t c = t.at(i).unicode();
        if (c > 0x7f) {
            return std::nullopt;
        }
        buf[i] = static_cast<char>(c);
    }
    const auto parts = parseDateParts(QByteArrayView(buf, t.size()));
    if (!parts) {
        return std::nullopt;
    }
    return parts->toDateTime();
}

QString ResultsCsv::formatDate(const QDateTime& when)
{
    char buf[20];
    const qsizetype n = formatDateTo(when, buf);
    return QString::fromLatin1(buf, n);
}

bool ResultsCsv::write(QIODevice& device, const QList<CsvMatch>& matches)
{
    if (!device.isOpen() || !device.isWritable()) {
        return false;
    }
    QByteArray out;
    out.reserve(WriteChunk + 4096);
    const auto flush = [&device, &out] {
        const bool ok = device.write(out) == out.size();
        out.resize(0);
        return ok;
    };

    const QStringList& names = columns();
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (i > 0) {
            out.append(',');
        }
        out.append(names.at(i).toLatin1());
    }
    out.append("\r\n");

    QByteArray key;
    QByteArray game;
    for (const CsvMatch& match : matches) {
        // The match-level cells are the same on every row: encode them once.
        key.resize(0);
        appendText(key, match.key);
        game.resize(0);
        appendText(game, match.game);
        char dateBuf[20];
        const qsizetype dateLength = formatDateTo(match.playedAt, dateBuf);

        for (const CsvRow& row : match.rows) {
            // A match-level value missing on the match falls back on the row's.
            const std::optional<int> deals = match.deals ? match.deals : row.deals;
            const std::optional<int> duration = match.durationMin ? match.durationMin : row.durationMin;
            const rating::Outcome outcome = match.outcome != rating::Outcome::None ? match.outcome : row.outcome;

            out.append(key);
            out.append(',');
            out.append(dateBuf, dateLength);
            out.append(',');
            out.append(game);
            out.append(',');
            appendText(out, row.player);
            out.append(',');
            appendInt(out, row.rank > 0 ? std::optional<int>(row.rank) : std::nullopt);
            out.append(',');
            appendNumber(out, row.score);
            out.append(',');
            appendText(out, row.team);
            out.append(',');
            appendInt(out, deals);
            out.append(',');
            appendFlag(out, row.left);
            out.append(',');
            appendNumber(out, row.morale);
            out.append(',');
            appendNumber(out, row.moraleLost);
            out.append(',');
            const std::string_view outcomeKey = rating::outcomeKey(outcome);
            out.append(outcomeKey.data(), static_cast<qsizetype>(outcomeKey.size()));
            out.append(',');
            appendInt(out, row.armyPoints);
            out.append(',');
            appendInt(out, row.turns);
            out.append(',');
            appendInt(out, duration);
            out.append(',');
            appendFlag(out, match.isVoid || row.isVoid);
            out.append(',');
            appendText(out, row.armyList);
            out.append("\r\n");
            if (out.size() >= WriteChunk && !flush()) {
                return false;
            }
        }
    }
    return out.isEmpty() || flush();
}

} // namespace palmares::csv

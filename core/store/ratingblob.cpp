#include "ratingblob.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace palmares::store {

namespace {

constexpr char FormatVersion = 1;
constexpr std::uint64_t MaxRecords = 64;          ///< participants of a match (Replay::MaxParticipants and more)
constexpr std::uint64_t MaxStates = 100'000'000;  ///< players in one checkpoint
constexpr double WholeLimit = 1125899906842624.0; ///< 2^50

std::uint64_t zigzag(std::int64_t v)
{
    return (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63);
}

std::int64_t unzigzag(std::uint64_t u)
{
    return static_cast<std::int64_t>(u >> 1) ^ -static_cast<std::int64_t>(u & 1);
}

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): the packer walks a raw byte buffer; it runs for every
// change of every replayed match (docs/PERFORMANCE.md), where spans and
// bounds-checked access cost measurable time.
/// Packs into `out` from its start, through a pointer into storage it
/// grows ahead of the bytes (a replay packs every match into the same
/// buffer: its storage is allocated once). done() sets the final size.
class Writer
{
public:
    // Growing the size within the capacity a previous packing left costs
    // no allocation (a smaller size keeps the storage).
    explicit Writer(QByteArray& out) : m_out(out) { m_out.resize(std::max<qsizetype>(m_out.size(), 256)); }

    void byte(char b)
    {
        room(1);
        m_out.data()[m_size++] = b;
    }
    void varint(std::uint64_t v)
    {
        room(10);
        char* p = m_out.data() + m_size;
        while (v >= 0x80) {
            *p++ = static_cast<char>((v & 0x7f) | 0x80);
            v >>= 7;
        }
        *p++ = static_cast<char>(v);
        m_size = p - m_out.data();
    }
    void integer(std::int64_t v) { varint(zigzag(v)); }
    void real(double v)
    {
        if (std::abs(v) < WholeLimit && std::trunc(v) == v && !(v == 0.0 && std::signbit(v))) {
            varint(zigzag(static_cast<std::int64_t>(v)) << 1);
            return;
        }
        byte(1);
        room(sizeof v);
        std::memcpy(m_out.data() + m_size, &v, sizeof v);
        m_size += sizeof v;
    }
    void text(const QString& s) { sized(s.toLatin1()); }
    void utf8(const QString& s) { sized(s.toUtf8()); }
    void done() { m_out.resize(m_size); }

private:
    /// Its length, then the bytes.
    void sized(const QByteArray& bytes)
    {
        varint(static_cast<std::uint64_t>(bytes.size()));
        room(bytes.size());
        std::memcpy(m_out.data() + m_size, bytes.constData(), static_cast<std::size_t>(bytes.size()));
        m_size += bytes.size();
    }
    void room(qsizetype n)
    {
        if (m_size + n > m_out.size()) {
            m_out.resize(std::max(2 * m_out.size(), m_size + n));
        }
    }

    QByteArray& m_out;
    qsizetype m_size = 0;
};

class Reader
{
public:
    explicit Reader(QByteArrayView bytes) : m_p(bytes.data()), m_end(bytes.data() + bytes.size()) {}

    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] bool atEnd() const { return m_p == m_end; }

    char byte()
    {
        if (m_p == m_end) {
            m_ok = false;
            return 0;
        }
        return *m_p++;
    }
    std::uint64_t varint()
    {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end) {
                m_ok = false;
                return 0;
            }
            const auto b = static_cast<unsigned char>(*m_p++);
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        m_ok = false;
        return 0;
    }
    std::int64_t integer() { return unzigzag(varint()); }
    int integer32()
    {
        const std::int64_t v = integer();
        if (v < INT32_MIN || v > INT32_MAX) {
            m_ok = false;
            return 0;
        }
        return static_cast<int>(v);
    }
    double real()
    {
        const std::uint64_t head = varint();
        if (head == 1) {
            if (m_end - m_p < static_cast<std::ptrdiff_t>(sizeof(double))) {
                m_ok = false;
                return 0.0;
            }
            double v = 0.0;
            std::memcpy(&v, m_p, sizeof v);
            m_p += sizeof v;
            return v;
        }
        if ((head & 1) != 0) {
            m_ok = false;
            return 0.0;
        }
        return static_cast<double>(unzigzag(head >> 1));
    }
    QString text() { return QString::fromLatin1(sized()); }
    QString utf8() { return QString::fromUtf8(sized()); }

private:
    /// A length, then that many bytes (empty, and not ok, past the end).
    QByteArrayView sized()
    {
        const std::uint64_t n = varint();
        if (!m_ok || n > static_cast<std::uint64_t>(m_end - m_p)) {
            m_ok = false;
            return {};
        }
        const QByteArrayView bytes(m_p, static_cast<qsizetype>(n));
        m_p += n;
        return bytes;
    }

    const char* m_p;
    const char* m_end;
    bool m_ok = true;
};
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

/// A field of the packing: where it lives and its default (not stored).
enum class Kind : std::uint8_t { Real, Int };

// NOLINTBEGIN(cppcoreguidelines-macro-usage): X-macros, so that the field
// list, its order on disk and its defaults are written once for packing,
// unpacking and the masks; a template cannot name a member by its path.
// The state fields shared by records and checkpoints (rating excluded: a
// record's is its `after`).
#define PALMARES_STATE_FIELDS(F)          \
    F(Int, state.games, 0)                \
    F(Int, state.deals, 0)                \
    F(Real, state.opponentSum, 0.0)       \
    F(Real, state.netScore, 0.0)          \
    F(Int, state.experienceLevel, 0)      \
    F(Int, state.wins, 0)                 \
    F(Int, state.draws, 0)                \
    F(Int, state.losses, 0)               \
    F(Real, state.points, 0.0)            \
    F(Real, state.mean, 0.0)              \
    F(Real, state.deviation, 0.0)         \
    F(Real, state.volatility, 0.0)        \
    F(Real, state.periodRating, 0.0)      \
    F(Real, state.periodDeviation, 0.0)   \
    F(Real, state.periodVolatility, 0.0)  \
    F(Real, state.periodInformation, 0.0) \
    F(Real, state.periodSurprise, 0.0)    \
    F(Int, state.period, 0)

#define PALMARES_CHANGE_FIELDS(F)         \
    F(Real, change.before, 0.0)           \
    F(Real, change.after, 0.0)            \
    F(Real, change.expected, 0.0)         \
    F(Real, change.actual, 0.0)           \
    F(Real, change.k, 0.0)                \
    F(Real, change.k0, 0.0)               \
    F(Real, change.k1, 1.0)               \
    F(Real, change.k2, 1.0)               \
    F(Real, change.rawChange, 0.0)        \
    F(Real, change.change, 0.0)           \
    F(Real, change.penalty, 0.0)          \
    F(Real, change.bonus, 0.0)            \
    F(Real, change.opponentMean, 0.0)     \
    F(Real, change.scoreUsed, 0.0)        \
    F(Real, change.meanBefore, 0.0)       \
    F(Real, change.deviationBefore, 0.0)  \
    F(Real, change.volatilityBefore, 0.0) \
    F(Real, change.placementPoints, 0.0)  \
    F(Real, change.position, 0.0)         \
    F(Int, change.gamesBefore, 0)         \
    F(Int, change.dealsBefore, 0)         \
    F(Int, change.opponentGames, 0)       \
    F(Int, change.participants, 0)

/// The views of a record the field lists name (`change.…`, `state.…`).
struct RecordView {
    rating::RatingChange& change;
    rating::PlayerState& state;
};

struct ConstRecordView {
    const rating::RatingChange& change;
    const rating::PlayerState& state;
};

bool differs(double v, double def)
{
    // NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c): bitwise on purpose.
    return std::memcmp(&v, &def, sizeof v) != 0; // bitwise: -0.0 and NaN are kept as they are
}

bool differs(int v, int def)
{
    return v != def;
}

void put(Writer& w, double v)
{
    w.real(v);
}

void put(Writer& w, int v)
{
    w.integer(v);
}

void get(Reader& r, double& v)
{
    v = r.real();
}

void get(Reader& r, int& v)
{
    v = r.integer32();
}

// Mask of the fields that differ from their defaults, then those fields.
#define PALMARES_MASK(kind, field, def) \
    if (differs(view.field, def)) {     \
        mask |= bit;                    \
    }                                   \
    bit <<= 1;
#define PALMARES_PUT(kind, field, def) \
    if ((mask & bit) != 0) {           \
        put(w, view.field);            \
    }                                  \
    bit <<= 1;
#define PALMARES_GET(kind, field, def) \
    if ((mask & bit) != 0) {           \
        get(r, view.field);            \
    } else {                           \
        view.field = def;              \
    }                                  \
    bit <<= 1;
// NOLINTEND(cppcoreguidelines-macro-usage)

/// The enums and flags of a change, in one small integer.
int packFlags(const rating::RatingChange& c)
{
    return static_cast<int>(c.rounding) | (static_cast<int>(c.outcome) << 3) | (c.floored ? 1 << 6 : 0) |
           (c.provisionalBefore ? 1 << 7 : 0) | (c.provisionalAfter ? 1 << 8 : 0) | (c.left ? 1 << 9 : 0);
}

bool unpackFlags(int flags, rating::RatingChange& c)
{
    const int rounding = flags & 7;
    const int outcome = (flags >> 3) & 7;
    if (rounding > static_cast<int>(rating::Rounding::Provisional) || outcome > static_cast<int>(rating::Outcome::VT) ||
        (flags >> 10) != 0) {
        return false;
    }
    c.rounding = static_cast<rating::Rounding>(rounding);
    c.outcome = static_cast<rating::Outcome>(outcome);
    c.floored = (flags & (1 << 6)) != 0;
    c.provisionalBefore = (flags & (1 << 7)) != 0;
    c.provisionalAfter = (flags & (1 << 8)) != 0;
    c.left = (flags & (1 << 9)) != 0;
    return true;
}

} // namespace

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): the changes and states of a match come as C arrays
// from the replay's buffers (ratingblob.h), read in order.
void packChanges(const rating::RatingChange* changes, const rating::PlayerState* const* states, std::size_t count,
                 QByteArray& out)
{
    Writer w(out);
    w.byte(FormatVersion);
    w.varint(count);
    for (std::size_t i = 0; i < count; ++i) {
        const rating::RatingChange& change = changes[i];
        const ConstRecordView view{change, *states[i]};
        w.varint(static_cast<std::uint32_t>(change.player));
        std::uint64_t mask = 0;
        std::uint64_t bit = 1;
        PALMARES_CHANGE_FIELDS(PALMARES_MASK)
        PALMARES_STATE_FIELDS(PALMARES_MASK)
        w.varint(mask);
        w.integer(packFlags(change));
        bit = 1;
        PALMARES_CHANGE_FIELDS(PALMARES_PUT)
        PALMARES_STATE_FIELDS(PALMARES_PUT)
    }
    w.done();
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

bool unpackChanges(QByteArrayView bytes, rating::MatchId match, std::vector<PackedChange>& out)
{
    out.clear();
    Reader r(bytes);
    if (r.byte() != FormatVersion) {
        return false;
    }
    const std::uint64_t count = r.varint();
    if (!r.ok() || count > MaxRecords) {
        return false;
    }
    out.resize(count);
    for (PackedChange& packed : out) {
        RecordView view{packed.change, packed.state};
        const std::uint64_t player = r.varint();
        if (player > INT32_MAX) {
            return false;
        }
        packed.change.match = match;
        packed.change.player = static_cast<rating::PlayerId>(player);
        const std::uint64_t mask = r.varint();
        if (!unpackFlags(r.integer32(), packed.change)) {
            return false;
        }
        std::uint64_t bit = 1;
        PALMARES_CHANGE_FIELDS(PALMARES_GET)
        PALMARES_STATE_FIELDS(PALMARES_GET)
        if (!r.ok() || (mask >> 41) != 0) { // 23 change fields + 18 state fields
            return false;
        }
        packed.state.rating = packed.change.after;
        packed.state.seen = true;
    }
    return r.ok() && r.atEnd();
}

void packStates(const std::vector<StandingRecord>& states, QByteArray& out)
{
    Writer w(out);
    w.byte(FormatVersion);
    w.varint(states.size());
    const rating::RatingChange unused;
    for (const StandingRecord& s : states) {
        const ConstRecordView view{unused, s.state};
        w.varint(static_cast<std::uint64_t>(s.player));
        w.text(s.lastPlayed);
        w.real(s.state.rating);
        std::uint64_t mask = 0;
        std::uint64_t bit = 1;
        PALMARES_STATE_FIELDS(PALMARES_MASK)
        w.varint(mask);
        bit = 1;
        PALMARES_STATE_FIELDS(PALMARES_PUT)
    }
    w.done();
}

bool unpackStates(QByteArrayView bytes, std::vector<StandingRecord>& out)
{
    out.clear();
    Reader r(bytes);
    if (r.byte() != FormatVersion) {
        return false;
    }
    const std::uint64_t count = r.varint();
    // Every state takes at least 4 bytes: a count beyond that is damage.
    if (!r.ok() || count > MaxStates || count > static_cast<std::uint64_t>(bytes.size())) {
        return false;
    }
    out.resize(count);
    rating::RatingChange unused;
    for (StandingRecord& s : out) {
        RecordView view{unused, s.state};
        const std::uint64_t player = r.varint();
        if (player > INT32_MAX) {
            return false;
        }
        s.player = static_cast<qint64>(player);
        s.lastPlayed = r.text();
        s.state.rating = r.real();
        const std::uint64_t mask = r.varint();
        std::uint64_t bit = 1;
        PALMARES_STATE_FIELDS(PALMARES_GET)
        if (!r.ok() || (mask >> 18) != 0) {
            return false;
        }
        s.state.seen = true;
    }
    return r.ok() && r.atEnd();
}

namespace {

/// An optional field of the inputs: its bit in the mask when set.
template <typename T>
void noteSet(const std::optional<T>& v, std::uint64_t bit, std::uint64_t& mask)
{
    if (v.has_value()) {
        mask |= bit;
    }
}

/// An optional field's value, when set (put: as the records' fields are).
template <typename T>
void putSet(Writer& w, const std::optional<T>& v)
{
    if (v) {
        put(w, *v);
    }
}

/// An optional field read back: set when its bit is in `mask`.
template <typename T>
std::optional<T> getIf(Reader& r, std::uint64_t mask, std::uint64_t bit)
{
    if ((mask & bit) == 0) {
        return std::nullopt;
    }
    T v{};
    get(r, v);
    return v;
}

/// A participant's team as a rating tells teams apart (numberTeams): 0
/// without one, else 1 + the position of the match's first participant with
/// the same label, trimmed. A team renamed in every match where it played
/// keeps its number: its matches rate the same.
int teamNumber(const QList<ParticipantRecord>& participants, qsizetype i)
{
    const QString label = participants.at(i).team.trimmed();
    if (label.isEmpty()) {
        return 0;
    }
    for (qsizetype j = 0; j < i; ++j) {
        if (participants.at(j).team.trimmed() == label) {
            return static_cast<int>(j) + 1;
        }
    }
    return static_cast<int>(i) + 1;
}

} // namespace

void packInputs(const MatchRecord& match, QByteArray& out)
{
    Writer w(out);
    w.byte(FormatVersion);
    std::uint64_t mask = 0;
    noteSet(match.deals, 1, mask);
    noteSet(match.durationMin, 2, mask);
    mask |= (match.outcome.isEmpty() ? 0 : 4) | (match.isVoid ? 8 : 0);
    w.varint(mask);
    putSet(w, match.deals);
    putSet(w, match.durationMin);
    if ((mask & 4) != 0) {
        w.utf8(match.outcome);
    }
    w.varint(static_cast<std::uint64_t>(match.participants.size()));
    for (qsizetype i = 0; i < match.participants.size(); ++i) {
        const ParticipantRecord& p = match.participants.at(i);
        const int team = teamNumber(match.participants, i);
        w.integer(p.player);
        std::uint64_t fields = 0;
        noteSet(p.rank, 1, fields);
        noteSet(p.score, 2, fields);
        fields |= (team == 0 ? 0 : 4) | (p.left ? 8 : 0);
        noteSet(p.morale, 16, fields);
        noteSet(p.moraleLost, 32, fields);
        noteSet(p.armyPoints, 64, fields);
        noteSet(p.turns, 128, fields);
        w.varint(fields);
        putSet(w, p.rank);
        putSet(w, p.score);
        if (team != 0) {
            w.integer(team);
        }
        putSet(w, p.morale);
        putSet(w, p.moraleLost);
        putSet(w, p.armyPoints);
        putSet(w, p.turns);
    }
    w.done();
}

bool unpackInputs(QByteArrayView bytes, MatchRecord& out)
{
    Reader r(bytes);
    if (r.byte() != FormatVersion) {
        return false;
    }
    const std::uint64_t mask = r.varint();
    if (!r.ok() || (mask >> 4) != 0) {
        return false;
    }
    out.deals = getIf<int>(r, mask, 1);
    out.durationMin = getIf<int>(r, mask, 2);
    out.outcome = (mask & 4) != 0 ? r.utf8() : QString();
    out.isVoid = (mask & 8) != 0;
    out.unratedReason.clear();
    const std::uint64_t count = r.varint();
    if (!r.ok() || count > MaxRecords) {
        return false;
    }
    out.participants.clear();
    out.participants.reserve(static_cast<qsizetype>(count));
    for (std::uint64_t i = 0; i < count && r.ok(); ++i) {
        ParticipantRecord p;
        p.player = r.integer();
        const std::uint64_t fields = r.varint();
        if ((fields >> 8) != 0) {
            return false;
        }
        p.rank = getIf<int>(r, fields, 1);
        p.score = getIf<double>(r, fields, 2);
        p.team = (fields & 4) != 0 ? QString::number(r.integer32()) : QString();
        p.left = (fields & 8) != 0;
        p.morale = getIf<double>(r, fields, 16);
        p.moraleLost = getIf<double>(r, fields, 32);
        p.armyPoints = getIf<int>(r, fields, 64);
        p.turns = getIf<int>(r, fields, 128);
        out.participants.append(std::move(p));
    }
    return r.ok() && r.atEnd();
}

#undef PALMARES_MASK
#undef PALMARES_PUT
#undef PALMARES_GET
#undef PALMARES_CHANGE_FIELDS
#undef PALMARES_STATE_FIELDS

} // namespace palmares::store

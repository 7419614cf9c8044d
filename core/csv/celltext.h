#pragma once

// Internal to core/csv: the bytes of a cell as text. The reader works on the
// undecoded UTF-8 of the file (the delimiters of RFC 4180 are ASCII and never
// occur inside a multi-byte sequence); these helpers trim, compare and decode
// cells, and quote them in messages. The ones called on every cell are inline.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstddef>
#include <cstring>

namespace palmares::csv {

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

inline bool isNonAscii(char c)
{
    return static_cast<unsigned char>(c) >= 0x80;
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
char lastLeadByte(QByteArrayView v);

// The bytes that identify a trimmed text cell (a match key, a player, a
// game). Usually a view on the cell; when the cell may start or end with a
// non-ASCII space, the UTF-8 of its QString::trimmed() form, held in `storage`.
inline QByteArrayView canonicalText(QByteArrayView trimmed, QByteArray& storage)
{
    if (!trimmed.isEmpty() && (mayBeUnicodeSpace(trimmed.front()) ||
                               (isNonAscii(trimmed.back()) && mayBeUnicodeSpace(lastLeadByte(trimmed))))) {
        storage = QString::fromUtf8(trimmed).trimmed().toUtf8();
        return storage;
    }
    return trimmed;
}

// A text cell as QString, trimmed the way QString::trimmed() does (so Unicode
// spaces such as U+00A0 go too).
QString textOf(QByteArrayView v);

// 'text' for a message, shortened.
QString shown(const QString& text);
QString shown(QByteArrayView utf8);

} // namespace palmares::csv

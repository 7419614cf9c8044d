#include "csv/encoding.h"

#include "csv/celltext.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::Encoding)
};

// Windows-1252's bytes 0x80–0x9F (the rest is Latin-1: the byte is the
// code point); 0 where it defines none.
constexpr std::array<char16_t, 32> High = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
};

char16_t windows1252(unsigned char b)
{
    return b >= 0x80 && b < 0xA0 ? High.at(b - 0x80) : static_cast<char16_t>(b);
}

// The offset of the first byte of `bytes` that does not start a valid UTF-8
// sequence (its length from the lead byte, checked by Qt for overlong forms
// and surrogates), or -1.
qsizetype firstInvalid(QByteArrayView bytes)
{
    qsizetype i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        const qsizetype length = lead >= 0xC2 && lead <= 0xDF   ? 2
                                 : lead >= 0xE0 && lead <= 0xEF ? 3
                                 : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                                : 0;
        if (length == 0 || i + length > bytes.size() || !bytes.sliced(i, length).isValidUtf8()) {
            return i;
        }
        i += length;
    }
    return -1;
}

} // namespace

bool couldBeWindows1252(QByteArrayView file)
{
    return std::ranges::all_of(file, [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b < 0x80 || windows1252(b) != 0;
    });
}

QString fromWindows1252(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const char16_t u = windows1252(static_cast<unsigned char>(c));
        out += u == 0 ? QChar(QChar::ReplacementCharacter) : QChar(u);
    }
    return out;
}

QString notUtf8Message(QByteArrayView cell, QByteArrayView file)
{
    return notUtf8Message(cell, couldBeWindows1252(file));
}

QString notUtf8Message(QByteArrayView cell, bool maybeWindows1252)
{
    const qsizetype at = firstInvalid(cell);
    const auto byte = static_cast<unsigned char>(cell[at < 0 ? 0 : at]);
    const QString hex = QStringLiteral("%1").arg(byte, 2, 16, QLatin1Char('0')).toUpper();
    if (maybeWindows1252) {
        return Text::tr("invalid UTF-8: the file is not in UTF-8, the encoding Palmarès reads; it looks like "
                        "Windows-1252 or Latin-1, as a spreadsheet on Windows saves it (here the byte %1 is "
                        "'%2', in %3). Save it again as CSV in UTF-8 (Unicode) and import it again; nothing "
                        "was imported")
            .arg(hex, QString(QChar(windows1252(byte))), shown(fromWindows1252(cell)));
    }
    return Text::tr("invalid UTF-8: the file is not in UTF-8, the encoding Palmarès reads (the byte %1 here "
                    "starts no UTF-8 character). Save it again as CSV in UTF-8 (Unicode) and import it again; "
                    "nothing was imported")
        .arg(hex);
}

namespace {

// The length of the UTF-8 sequence a lead byte starts; 0 for a byte that starts none.
qsizetype sequenceLength(unsigned char lead)
{
    return lead < 0x80                    ? 1
           : lead >= 0xC2 && lead <= 0xDF ? 2
           : lead >= 0xE0 && lead <= 0xEF ? 3
           : lead >= 0xF0 && lead <= 0xF4 ? 4
                                          : 0;
}

// Where the character cut by the end of `bytes` starts (bytes.size() when none is).
qsizetype cutCharacter(QByteArrayView bytes)
{
    for (qsizetype back = 1; back <= 4 && back <= bytes.size(); ++back) {
        const auto b = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if ((b & 0xC0) == 0x80) {
            continue; // a continuation byte: its lead is further back
        }
        const qsizetype length = sequenceLength(b);
        return length > back ? bytes.size() - back : bytes.size();
    }
    return bytes.size();
}

} // namespace

void EncodingSurvey::add(QByteArrayView bytes)
{
    if (m_windows1252) {
        m_windows1252 = couldBeWindows1252(bytes);
    }
    if (!m_utf8) {
        return;
    }
    if (!m_carry.isEmpty()) {
        // Complete the cut character with the first bytes of this chunk.
        const qsizetype need = sequenceLength(static_cast<unsigned char>(m_carry.front())) - m_carry.size();
        const qsizetype taken = std::min(need, bytes.size());
        m_carry.append(bytes.first(taken));
        bytes = bytes.sliced(taken);
        if (taken < need) {
            return;
        }
        m_utf8 = QByteArrayView(m_carry).isValidUtf8();
        m_carry.clear();
        if (!m_utf8) {
            return;
        }
    }
    const qsizetype cut = cutCharacter(bytes);
    m_utf8 = bytes.first(cut).isValidUtf8();
    m_carry = bytes.sliced(cut).toByteArray();
}

} // namespace palmares::csv

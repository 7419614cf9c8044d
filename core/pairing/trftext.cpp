#include "trftext.h"

#include <algorithm>
#include <cstddef>
#include <optional>

namespace palmares::pairing::trftext {

namespace {

/// The length of the UTF-8 sequence a lead byte starts; 0 for a byte that
/// cannot start one.
int sequenceLength(unsigned char lead)
{
    if (lead < 0x80) {
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        return 2;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        return 4;
    }
    return 0;
}

/// Decodes strict UTF-8 (no overlong forms, no surrogates), or nullopt.
std::optional<std::u32string> decodeUtf8(std::string_view bytes)
{
    std::u32string out;
    out.reserve(bytes.size());
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        const int n = sequenceLength(lead);
        if (n == 0 || i + static_cast<std::size_t>(n) > bytes.size()) {
            return std::nullopt;
        }
        char32_t c = n == 1 ? lead : static_cast<char32_t>(lead & (0xFFU >> (n + 1)));
        for (int k = 1; k < n; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0U) != 0x80U) {
                return std::nullopt;
            }
            c = (c << 6U) | (next & 0x3FU);
        }
        const bool overlong = (n == 3 && c < 0x800) || (n == 4 && c < 0x10000);
        if (overlong || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) {
            return std::nullopt;
        }
        out.push_back(c);
        i += static_cast<std::size_t>(n);
    }
    return out;
}

void appendUtf8(std::string& out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0U | (c >> 6U)));
        out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0U | (c >> 12U)));
        out.push_back(static_cast<char>(0x80U | ((c >> 6U) & 0x3FU)));
        out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
    } else {
        out.push_back(static_cast<char>(0xF0U | (c >> 18U)));
        out.push_back(static_cast<char>(0x80U | ((c >> 12U) & 0x3FU)));
        out.push_back(static_cast<char>(0x80U | ((c >> 6U) & 0x3FU)));
        out.push_back(static_cast<char>(0x80U | (c & 0x3FU)));
    }
}

bool isBlank(char32_t c)
{
    return c == U' ';
}

/// The byte offset of character `count` of UTF-8 text (its size past the end).
std::size_t offsetOf(std::string_view utf8, int count)
{
    std::size_t i = 0;
    for (int n = 0; n < count && i < utf8.size(); ++n) {
        const int step = sequenceLength(static_cast<unsigned char>(utf8[i]));
        i += static_cast<std::size_t>(std::max(step, 1));
    }
    return std::min(i, utf8.size());
}

} // namespace

Columns::Columns(std::string_view bytes)
{
    if (auto decoded = decodeUtf8(bytes)) {
        m_chars = std::move(*decoded);
        return;
    }
    m_chars.reserve(bytes.size());
    for (const char b : bytes) {
        m_chars.push_back(static_cast<unsigned char>(b)); // Latin-1: each byte is its code point
    }
}

char32_t Columns::at(int column) const
{
    return column >= 1 && column <= size() ? m_chars[static_cast<std::size_t>(column - 1)] : U' ';
}

std::string Columns::text(int first, int last) const
{
    std::string out;
    for (int c = std::max(first, 1); c <= std::min(last, size()); ++c) {
        appendUtf8(out, m_chars[static_cast<std::size_t>(c - 1)]);
    }
    return out;
}

std::string Columns::trimmed(int first, int last) const
{
    int from = std::max(first, 1);
    int to = std::min(last, size());
    while (from <= to && isBlank(at(from))) {
        ++from;
    }
    while (to >= from && isBlank(at(to))) {
        --to;
    }
    return text(from, to);
}

bool Columns::blank(int first, int last) const
{
    for (int c = std::max(first, 1); c <= std::min(last, size()); ++c) {
        if (!isBlank(at(c))) {
            return false;
        }
    }
    return true;
}

int Columns::firstNonBlank(int first, int last) const
{
    for (int c = std::max(first, 1); c <= std::min(last, size()); ++c) {
        if (!isBlank(at(c))) {
            return c;
        }
    }
    return first;
}

int Columns::controlColumn() const
{
    for (int c = 1; c <= size(); ++c) {
        const char32_t ch = at(c);
        if (ch < 0x20 || ch == 0x7F) {
            return c;
        }
    }
    return 0;
}

void Line::put(int column, std::string_view utf8)
{
    while (m_columns < column - 1) {
        m_text.push_back(' ');
        ++m_columns;
    }
    m_text.append(utf8);
    m_columns += length(utf8);
}

std::string Line::finish() const
{
    std::string out = m_text;
    while (!out.empty() && out.back() == ' ') {
        out.pop_back();
    }
    out += "\r\n";
    return out;
}

int length(std::string_view utf8)
{
    int n = 0;
    std::size_t i = 0;
    while (i < utf8.size()) {
        const int step = sequenceLength(static_cast<unsigned char>(utf8[i]));
        i += static_cast<std::size_t>(std::max(step, 1));
        ++n;
    }
    return n;
}

std::string left(std::string_view utf8, int width)
{
    return std::string(utf8.substr(0, offsetOf(utf8, width)));
}

std::string right(std::string_view utf8, int width)
{
    std::string cut = left(utf8, width);
    return std::string(static_cast<std::size_t>(std::max(0, width - length(cut))), ' ') + cut;
}

std::string fill(std::string_view text, const std::vector<std::string>& args)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next >= '1' && next <= '9') {
            const auto index = static_cast<std::size_t>(next - '1');
            out += index < args.size() ? args[index] : std::string();
            ++i;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

} // namespace palmares::pairing::trftext

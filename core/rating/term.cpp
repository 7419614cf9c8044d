#include "term.h"

#include <array>
#include <charconv>
#include <cmath>
#include <utility>

namespace palmares::rating {

TermValue TermValue::of(double value, int decimals)
{
    TermValue v;
    v.number = value;
    v.decimals = decimals;
    return v;
}

TermValue TermValue::signedOf(double value, int decimals)
{
    TermValue v = of(value, decimals);
    v.kind = Kind::SignedNumber;
    return v;
}

TermValue TermValue::participant(std::size_t index)
{
    TermValue v;
    v.kind = Kind::Participant;
    v.number = static_cast<double>(index);
    return v;
}

TermValue TermValue::plain(std::string text)
{
    TermValue v;
    v.kind = Kind::Text;
    v.text = std::move(text);
    return v;
}

TermValue Term::addPhrase(TermPhrase phrase)
{
    TermValue v;
    v.kind = TermValue::Kind::Phrase;
    v.number = static_cast<double>(phrases.size());
    phrases.push_back(std::move(phrase));
    return v;
}

std::string formatTermNumber(double value, int decimals)
{
    if (!std::isfinite(value)) {
        return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
    }
    // std::to_chars rounds correctly, as QString::number does (no locale, no printf).
    std::array<char, 400> buffer{};
    const auto [end, error] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed, decimals);
    std::string text = error == std::errc() ? std::string(buffer.data(), end) : std::to_string(value);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') {
            text.pop_back();
        }
        if (text.back() == '.') {
            text.pop_back();
        }
    }
    return text == "-0" ? std::string("0") : text;
}

std::string fillTemplate(std::string_view text, std::span<const std::string> args)
{
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            auto marker = static_cast<std::size_t>(text[i + 1] - '0');
            std::size_t length = 2;
            if (i + 2 < text.size() && text[i + 2] >= '0' && text[i + 2] <= '9') {
                marker = marker * 10 + static_cast<std::size_t>(text[i + 2] - '0');
                length = 3;
            }
            if (marker <= args.size()) {
                out += args[marker - 1];
                i += length;
                continue;
            }
        }
        out += text[i];
        ++i;
    }
    return out;
}

namespace {

/// A value that is not a phrase (a phrase is the term's business).
std::string englishValue(const TermValue& v, std::span<const std::string> names)
{
    switch (v.kind) {
    case TermValue::Kind::Number:
        return formatTermNumber(v.number, v.decimals);
    case TermValue::Kind::SignedNumber: {
        std::string text = formatTermNumber(v.number, v.decimals);
        if (v.number > 0 && text != "0") {
            // Built by insert, not "+" + text: GCC 12's -O3 sees a false
            // -Wrestrict overlap in operator+(const char*, string&&).
            text.insert(text.begin(), '+');
        }
        return text;
    }
    case TermValue::Kind::Participant: {
        const auto index = static_cast<std::size_t>(v.number);
        if (index < names.size()) {
            return names[index];
        }
        std::string text = std::to_string(index + 1);
        text.insert(text.begin(), '#');
        return text;
    }
    case TermValue::Kind::Text:
        return v.text;
    case TermValue::Kind::Phrase:
        break;
    }
    return {};
}

/// The values in English, phrases left empty.
std::vector<std::string> plainArgs(const std::vector<TermValue>& values, std::span<const std::string> names)
{
    std::vector<std::string> args;
    args.reserve(values.size());
    for (const TermValue& v : values) {
        args.push_back(englishValue(v, names));
    }
    return args;
}

std::string englishOf(std::string_view text, const std::vector<TermValue>& values, std::span<const std::string> names,
                      std::span<const TermPhrase> phrases)
{
    std::vector<std::string> args = plainArgs(values, names);
    for (std::size_t i = 0; i < values.size(); ++i) {
        // Only a phrase's number is an index: any other (a negative rating
        // change) converted to size_t would be undefined behaviour.
        if (values[i].kind != TermValue::Kind::Phrase || !(values[i].number >= 0.0) ||
            values[i].number >= static_cast<double>(phrases.size())) {
            continue;
        }
        const auto index = static_cast<std::size_t>(values[i].number);
        for (const TermPiece& piece : phrases[index]) {
            args[i] += fillTemplate(piece.text, plainArgs(piece.values, names));
        }
    }
    return fillTemplate(text, args);
}

} // namespace

std::string english(const Term& term, std::span<const std::string> names)
{
    return englishOf(term.text, term.values, names, term.phrases);
}

std::string english(const TermPiece& piece)
{
    return englishOf(piece.text, piece.values, {}, {});
}

std::string english(const Quantity& quantity)
{
    return englishOf(quantity.label, quantity.labelValues, {}, {});
}

} // namespace palmares::rating

#pragma once

/// The text side of the tournament report file (trf.h): a line seen as
/// 1-based character columns, read from UTF-8 or, where a line is not valid
/// UTF-8, from Latin-1; a line written field by field at its columns; and the
/// messages' templates. Internal to core/pairing.

#include <string>
#include <string_view>
#include <vector>

// The marker of the translatable message templates, as core/rating/message.h
// defines it (the same definition, so that a file may include both):
// scripts/update-translations.sh tells lupdate to read it as
// QT_TRANSLATE_NOOP, and core/club translates the templates in context "core".
#ifndef PALMARES_TR_NOOP
// NOLINTNEXTLINE(cppcoreguidelines-macro-usage): lupdate reads the context and text of this marker.
#define PALMARES_TR_NOOP(context, text) text
#endif

namespace palmares::pairing::trftext {

/// The longest line a report may have: the player fields, then 999 rounds
/// of 10 columns.
inline constexpr int MaxLineLength = 91 + 10 * 999;

/// A line of text as columns of characters.
class Columns
{
public:
    /// Decodes `bytes` (one line, without its end): UTF-8 when it is valid,
    /// Latin-1 otherwise.
    explicit Columns(std::string_view bytes);

    /// The number of characters.
    [[nodiscard]] int size() const { return static_cast<int>(m_chars.size()); }
    /// The character at `column` (1-based); a blank past the end.
    [[nodiscard]] char32_t at(int column) const;
    /// Columns first…last as UTF-8, cut at the line's end.
    [[nodiscard]] std::string text(int first, int last) const;
    /// The same without the blanks around it.
    [[nodiscard]] std::string trimmed(int first, int last) const;
    /// Whether columns first…last are all blank (past the end is blank).
    [[nodiscard]] bool blank(int first, int last) const;
    [[nodiscard]] bool blank() const { return blank(1, size()); }
    /// The first non-blank column of first…last; `first` if there is none.
    [[nodiscard]] int firstNonBlank(int first, int last) const;
    /// The first column holding a control character (a tab included, DEL);
    /// 0 if none.
    [[nodiscard]] int controlColumn() const;

private:
    std::u32string m_chars;
};

/// A line written field by field, left to right.
class Line
{
public:
    /// Writes `utf8` from `column` (1-based), padding with blanks up to it;
    /// a column already passed writes right after what is there.
    void put(int column, std::string_view utf8);
    /// The line without its trailing blanks, ended by CR LF.
    [[nodiscard]] std::string finish() const;

private:
    std::string m_text;
    int m_columns = 0;
};

/// The number of characters of UTF-8 text.
int length(std::string_view utf8);
/// `utf8` cut to `width` characters.
std::string left(std::string_view utf8, int width);
/// `utf8` cut to `width` characters and padded on the left to them.
std::string right(std::string_view utf8, int width);
/// A message template with its %1, %2… replaced by `args`.
std::string fill(std::string_view text, const std::vector<std::string>& args);

} // namespace palmares::pairing::trftext

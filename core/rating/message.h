#pragma once

// A message of core/rating, translatable where it is written without Qt: an
// English template whose %1, %2, … are its arguments. The template is marked
// with PALMARES_TR_NOOP, which scripts/update-translations.sh tells lupdate
// about (-tr-function-alias QT_TRANSLATE_NOOP+=PALMARES_TR_NOOP); core/club
// translates it in its context and fills the arguments.

#include "description.h"

#include <optional>
#include <string>
#include <vector>

// NOLINTNEXTLINE(cppcoreguidelines-macro-usage): lupdate reads the context and text of this marker.
#define PALMARES_TR_NOOP(context, text) text

namespace palmares::rating {

/// The translation context of core/rating's messages (the one written in
/// every PALMARES_TR_NOOP of core/rating).
inline constexpr const char* MessageContext = "core";

struct Message {
    const char* text = "";         ///< English template (static storage), marked with PALMARES_TR_NOOP
    std::vector<std::string> args; ///< the values of %1, %2, …, in order
    /// Where a match's problem is, when it is one value a person entered:
    /// the participant (0-based, in the match's order; -1 for the match as a
    /// whole) and the field (a column of RATING_RULES.md §1), so that a form
    /// shows it beside the row and an import names its line and column.
    int participant = -1;
    std::optional<Field> field = std::nullopt;
    /// The fields the message speaks of, which its text does not name: whoever
    /// shows it names them in its own words, a results file as its columns
    /// ("column turns"), the result dialog by its labels ("Turns").
    std::vector<Field> named = {};

    /// A message without arguments about the fields `fields`.
    static Message about(const char* text, std::vector<Field> fields);

    /// The English message, as core/rating wrote it before it was translatable.
    [[nodiscard]] std::string english() const;

    friend bool operator==(const Message& a, const Message& b);
};

} // namespace palmares::rating

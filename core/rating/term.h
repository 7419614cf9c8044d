#pragma once

/// The named terms of a rating change: each line of an explanation and each
/// number of the printed explanation card, as a key, an English template and
/// the values that fill it — the parameters actually in force included, so a
/// club that changed niveau's `clamp` is shown its own clamp.
///
/// core/rating writes English only, each template marked for translation
/// where it is written (PALMARES_TR_NOOP in the context MessageContext, as
/// its messages are): whoever shows a term to a person translates its text
/// in that context (core/club/explanation.cpp does); `english()` fills the
/// English template here, for tests and tools without Qt.

#include "types.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace palmares::rating {

/// One value of a term, formatted by whoever shows it: numbers in the
/// person's way, a participant by name, a phrase translated like the term.
struct TermValue {
    enum class Kind : std::uint8_t {
        Number,       ///< `number` to at most `decimals` decimals, trailing zeros dropped ("0.429", "32")
        SignedNumber, ///< the same with a sign when positive ("+8", "-18")
        Participant,  ///< the name of participant number `number` of the match (entry order)
        Text,         ///< `text` as it is (an outcome key, a date): not translated
        Phrase,       ///< the term's phrase number `number` (Term::phrases), each piece translated
    };
    Kind kind = Kind::Number;
    double number = 0.0;
    int decimals = 3;
    std::string text;

    [[nodiscard]] static TermValue of(double value, int decimals = 3);
    [[nodiscard]] static TermValue signedOf(double value, int decimals = 3);
    [[nodiscard]] static TermValue participant(std::size_t index);
    [[nodiscard]] static TermValue plain(std::string text);
};

/// A translatable piece of a phrase inside a term ("kept unrounded",
/// "K = 32"): numbers and text only, no phrase of its own, so that terms
/// never nest deeper than one level.
struct TermPiece {
    TermPiece() = default;
    TermPiece(std::string_view pieceKey, const char* pieceText, std::vector<TermValue> pieceValues = {})
        : key(pieceKey),
          text(pieceText),
          values(std::move(pieceValues))
    {}

    std::string_view key;
    const char* text = ""; ///< English template (static storage), marked with PALMARES_TR_NOOP
    std::vector<TermValue> values;
};

/// Pieces shown one after the other as one value of a term.
using TermPhrase = std::vector<TermPiece>;

/// One line of an explanation.
struct Term {
    Term() = default;
    Term(std::string_view termKey, const char* termText, std::vector<TermValue> termValues = {},
         int termParticipant = -1)
        : key(termKey),
          text(termText),
          values(std::move(termValues)),
          participant(termParticipant)
    {}

    std::string_view key; ///< stable, e.g. "niveau.expected": names the line for tests and tools
    /// English template (static storage, marked with PALMARES_TR_NOOP), %1,
    /// %2, … the values in order (a value may appear twice).
    const char* text = "";
    std::vector<TermValue> values;
    int participant = -1;            ///< whose change the line explains (entry order); −1 for the whole match
    std::vector<TermPhrase> phrases; ///< what the Phrase values show

    /// Keeps `phrase` with the term and returns the value that shows it.
    TermValue addPhrase(TermPhrase phrase);
};

/// One number the printed explanation card shows per participant.
struct Quantity {
    Quantity(std::string_view quantityKey, const char* quantityLabel, std::vector<TermValue> parameters,
             double (*read)(const RatingChange&), int shownDecimals, bool yesNo = false)
        : key(quantityKey),
          label(quantityLabel),
          labelValues(std::move(parameters)),
          value(read),
          decimals(shownDecimals),
          flag(yesNo)
    {}

    std::string_view key;                           ///< stable, e.g. "niveau.score-used"
    const char* label = "";                         ///< English template of the row's label, marked
    std::vector<TermValue> labelValues;             ///< the parameters the label names (niveau's leave_score_gap, …)
    double (*value)(const RatingChange&) = nullptr; ///< the number of one participant's change
    int decimals = 2;                               ///< at most this many decimals
    bool flag = false;                              ///< shown as yes (non-zero) or no
};

/// The stored records of one rated match, as an explanation reads them.
struct RatedMatch {
    std::span<const RatingChange> changes; ///< per participant, in entry order
    std::span<const PlayerState> states;   ///< per participant, the state after the match (may be empty)
    std::string_view playedAt;             ///< the date-time as stored ("2026-05-13T20:30:00")
};

/// A number as explanations print it: at most `decimals` decimals, no
/// trailing zeros, never "-0" ("0.429", "32", "-8").
[[nodiscard]] std::string formatTermNumber(double value, int decimals);

/// The term in English: its template filled with its values, participants
/// named from `names` (by index; "#i" when missing).
[[nodiscard]] std::string english(const Term& term, std::span<const std::string> names = {});

/// The piece in English.
[[nodiscard]] std::string english(const TermPiece& piece);

/// The quantity's label in English.
[[nodiscard]] std::string english(const Quantity& quantity);

/// Fills %1, %2, … of `text` with `args` in one pass (a value that itself
/// contains "%2" stays as it is); a marker without a value stays too.
[[nodiscard]] std::string fillTemplate(std::string_view text, std::span<const std::string> args);

} // namespace palmares::rating

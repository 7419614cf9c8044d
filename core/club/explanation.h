#pragma once

// The explanation of one match in words (translatable: English unless a
// translator is installed, as in the window), from the very numbers the
// engine stored in its rating change records, and the texts every rule set
// describes itself with (rating/description.h, rating/term.h) in the
// person's language: core/rating writes English templates, each marked for
// translation where it is written (PALMARES_TR_NOOP, context
// rating::MessageContext), and they are translated here from that one place.

#include "recordedmatch.h"
#include "startingrating.h"

#include "rating/description.h"
#include "rating/ruleset.h"
#include "rating/term.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QPair>
#include <QStringList>

#include <memory>
#include <vector>

namespace palmares::club {

/// Everything about one match and how it moved each rating.
struct Explanation {
    QString match;
    QString game;
    rating::System system = rating::System::Points;
    QString playedAt;
    QString unratedReason;               ///< key, "" when rated
    RecordedMatch record;                ///< as entered, its players named
    QStringList playerNames;             ///< per participant, in entry order
    QList<rating::RatingChange> changes; ///< per participant (empty when unrated)
    QList<rating::PlayerState> states;   ///< per participant, the state after the match (empty when unrated)
    QList<rating::Parameter> parameters;
    /// A game that starts afresh each season, when a participant plays his
    /// first match since its last fresh start: the season it started with
    /// and its first day ("" and invalid otherwise).
    QString freshStartSeason;
    QDate freshStartDay;
    /// The participants who play their first rated match of the game here
    /// and arrived with a starting rating (RATING_RULES.md, "Starting
    /// ratings"): each one's index (entry order) and that rating.
    QList<QPair<int, StartingRating>> startingRatings;
    QStringList lines; ///< the explanation in words, one line each (the installed translation, else English)
};

/// The lines of `x` (its header, then one line per term of the rule set's
/// explanation, or why it is unrated), with the parameters `rules` has, and
/// every number in `locale`'s notation (C for palmares-cli's English, the
/// person's for the window and the sheets: "104,89" in French).
QStringList explanationLines(const Explanation& x, const rating::RuleSet& rules, const QLocale& locale = QLocale::c());

/// A term in the person's language: its key's template, translated, filled
/// with its values; a participant is named from `names` (entry order).
QString termText(const rating::Term& term, const QStringList& names, const QLocale& locale = QLocale::c());

/// The label of a number of the printed explanation card, translated, with
/// the parameters it names.
QString quantityLabel(const rating::Quantity& quantity, const QLocale& locale = QLocale::c());

/// The rule set's one name for a person, translated ("Niveau (table level)").
QString ruleSetName(rating::System system);
/// The games the rule set suits, translated ("card games such as tarot, 3
/// to 5 players a table"): said wherever a person chooses a rule set.
QString ruleSetSuits(rating::System system);

/// The rule set of `x`'s game with the parameters in force when it was
/// explained (Explanation::parameters).
std::unique_ptr<rating::RuleSet> ruleSetOf(const Explanation& x);

/// Why a match is kept unrated, in words, from the reason key it is stored
/// with ("void", "same-household", …, and "invalid": reasonKey in
/// conversions.h): the one text of the results list, the sheets and the
/// explanation. An unknown key is shown as it is.
QString unratedReasonText(const QString& key);

/// A number as the explanation prints it: up to `decimals` decimals, no
/// trailing zeros ("0.429", "32", "-8"), in `locale`'s notation
/// (i18n::number, the one rule of the screens and sheets).
QString number(double value, int decimals = 3, const QLocale& locale = QLocale::c());

/// A change with its sign ("+8", "-18", "+3.25").
QString signedNumber(double value, int decimals = 3, const QLocale& locale = QLocale::c());

} // namespace palmares::club

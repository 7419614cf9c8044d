#pragma once

/// Words for what core/ hands out as keys (unrated reasons), and the one
/// place the window joins a status's problems. core/ translates its messages
/// where it writes them: core/store, core/csv and core/club with tr(), and
/// core/rating by marking its texts (messages, terms, names, categories,
/// parameters) with PALMARES_TR_NOOP, which core/club and the window
/// translate in the context rating::MessageContext (docs/ARCHITECTURE.md,
/// "Messages and translation").

#include "club/status.h"

#include "rating/description.h"
#include "rating/types.h"

#include <QString>

namespace palmares::ui::texts {

/// A message of core/, already in the interface language (it is translated
/// where it is written), as it is.
QString problem(const QString& english);

/// Every problem of `status`, one per line, where it is and what, the field
/// named as the window's forms label it ("Keep: …", not the command line's
/// "into: …").
QString problem(const club::Status& status);

/// A field as the window's forms label it: "Name", "Keep", "Player 2"; the
/// key of a column or a parameter as written.
QString fieldLabel(const club::Field& field);

/// A rule set's field as the result dialog labels it: "Morale lost",
/// "Deals played" (the participants' column headers say the same).
QString ruleFieldLabel(rating::Field field);

/// A problem's message with the rule-set fields it speaks of named as the
/// result dialog labels them: "turns are given for one side only (Turns)",
/// where a results file says "(column turns)" (issue 43).
QString problemText(const club::Problem& problem);

/// The reason key of an unrated match ("void", …) in words
/// (club::unratedReasonText, the one text of the window, sheets and
/// explanations).
QString unratedReason(const QString& key);

/// An elo-dsc outcome level in words, as RATING_RULES.md §4 names it
/// ("partial victory"); the result dialog and the results list say the same.
QString outcomeLevel(rating::Outcome outcome);

} // namespace palmares::ui::texts

#pragma once

// A name that is none of a list's, and the list's name it was likely meant to
// be: the header of a results file ("leftt" for "left") and the import
// assistant's columns say which column they took it for.

#include <QString>
#include <QStringList>
#include <QStringView>

namespace palmares::csv {

/// The optimal string alignment distance of `a` and `b` (Damerau–Levenshtein
/// with adjacent transpositions: "viod" is 1 from "void"), stopping early
/// once it exceeds `limit` (it returns limit + 1 then).
[[nodiscard]] int editDistance(QStringView a, QStringView b, int limit);

/// Up to how many edits a name is taken for a misspelling of another: one
/// for a name of 3 to 5 characters ("viod", "leftt"), two from 6 on
/// ("moral_lost"), none below 3 (a short name is near too many).
[[nodiscard]] int misspellingEdits(qsizetype length);

/// The name of `names` nearest `name`, case aside, within
/// misspellingEdits(its length); the first of the nearest; "" when none.
[[nodiscard]] QString nearestName(const QString& name, const QStringList& names);

/// "`leftt`: no such column; did you mean `left`?" (the nearest of
/// `columns`), or "`colour`: no such column" when none is near.
[[nodiscard]] QString noSuchColumn(const QString& name, const QStringList& columns);

} // namespace palmares::csv

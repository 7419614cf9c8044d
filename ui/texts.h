#pragma once

/// Words for what core/ says in English: its problems (a message per field)
/// and keys (unrated reasons). core/club speaks English to the CLI and to
/// logs; the window shows the person's language.

#include <QString>

namespace palmares::ui::texts {

/// A problem reported by core/club, in the interface language. Messages are
/// looked up whole in the "core" translation context, then by pattern for
/// those that carry a name or a number; untranslated ones stay in English.
QString problem(const QString& english);

/// The reason key of an unrated match ("void", …) in words.
QString unratedReason(const QString& key);

} // namespace palmares::ui::texts

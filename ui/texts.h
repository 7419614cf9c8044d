#pragma once

/// Words for what core/ still says in English: the messages of core/store
/// and core/rating that core/club passes on, and keys (unrated reasons).
/// core/club and core/csv translate their own messages where they write them
/// (docs/ARCHITECTURE.md, "Messages and translation").

#include "club/status.h"

#include <QString>

namespace palmares::ui::texts {

/// A message of core/store or core/rating, in the interface language: looked
/// up whole in the "core" translation context, then by pattern for those that
/// carry a name or a number; others (already translated) stay as they are.
QString problem(const QString& english);

/// Every problem of `status`, one per line, where it is and what
/// (Problem::toString), its message through problem(const QString&).
QString problem(const club::Status& status);

/// The reason key of an unrated match ("void", …) in words.
QString unratedReason(const QString& key);

} // namespace palmares::ui::texts

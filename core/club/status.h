#pragma once

/// How every club operation reports: ok, or the problems a person must fix.

#include <QList>
#include <QString>

namespace palmares::club {

/// What went wrong, for a person: a message and, when the problem is in an
/// input, where (a field name, or a file line and column).
struct Problem {
    QString message;
    QString field; ///< e.g. "player 2", "score", "date"; empty for the whole operation
    int line = 0;  ///< file line (imports), 0 otherwise
    int column = 0;
    [[nodiscard]] QString toString() const;
};

/// The result of an operation: ok, or the problems found (nothing changed).
struct Status {
    QList<Problem> problems;
    [[nodiscard]] bool ok() const { return problems.isEmpty(); }
    [[nodiscard]] QString toString() const; ///< one problem per line
    static Status failure(const QString& message, const QString& field = {});
    /// The match was saved by another window or process since it was read:
    /// the person should reload it (the GUI offers to).
    bool stale = false;
};

} // namespace palmares::club

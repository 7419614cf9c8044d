#pragma once

#include "args.h"
#include "club/tabular.h"

#include <QString>

namespace palmares::cli {

/// How palmares-cli was called, as a command sees it: the options every
/// command shares (read by main() before the command word) and the
/// arguments still to read.
struct Invocation {
    Args& args;
    QString db; ///< --db or $PALMARES_DB
    club::Tabular::Format format = club::Tabular::Format::Table;
    QString formatText; ///< --format as given (report takes pdf, html, csv)
    /// --confirm-closed-seasons: the command's writes may change closed
    /// seasons (club::Club::confirmClosedSeasons).
    bool confirmClosedSeasons = false;
};

} // namespace palmares::cli

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// site --out DIR [--at D] [--force]: the club's pages (ui/report/site.h)
/// written into DIR, only what changed; says how many files were written,
/// left as they were and removed.
class Site final : public Command
{
public:
    Site();
    /// The pages are in the system's language, as the sheets are.
    bool printsSheets() const override { return true; }
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

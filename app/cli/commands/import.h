#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// import FILE.csv [--dry-run]: a results CSV, all or nothing, after an automatic backup.
class Import final : public Command
{
public:
    Import();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

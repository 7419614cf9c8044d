#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// check: the database's integrity and the cached ratings against a fresh replay; exit 1 when either fails.
class Check final : public Command
{
public:
    Check();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

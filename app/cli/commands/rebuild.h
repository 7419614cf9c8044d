#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// rebuild: recompute every cached rating from the results.
class Rebuild final : public Command
{
public:
    Rebuild();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game add NAME --system SYSTEM [--param KEY=VALUE]...: a new game rated by a rule set.
class GameAdd final : public Command
{
public:
    GameAdd();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player set NAME [--household H] [--active 0|1]: change a player's household or activity.
class PlayerSet final : public Command
{
public:
    PlayerSet();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

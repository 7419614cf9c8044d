#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player add NAME [--household H]: a new player.
class PlayerAdd final : public Command
{
public:
    PlayerAdd();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

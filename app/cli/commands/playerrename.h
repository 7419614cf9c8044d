#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player rename OLD NEW
class PlayerRename final : public Command
{
public:
    PlayerRename();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

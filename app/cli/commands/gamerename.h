#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game rename OLD NEW
class GameRename final : public Command
{
public:
    GameRename();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player list: the players, their households and whether they are active.
class PlayerList final : public Command
{
public:
    PlayerList();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

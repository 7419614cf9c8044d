#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game list: the games, their rule sets and the parameters they change.
class GameList final : public Command
{
public:
    GameList();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

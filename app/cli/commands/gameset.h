#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game set NAME --param KEY=VALUE...: change a game's parameters (the game is re-rated).
class GameSet final : public Command
{
public:
    GameSet();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

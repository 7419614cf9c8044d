#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game params NAME: every parameter of the game's rule set, its value and its default.
class GameParams final : public Command
{
public:
    GameParams();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

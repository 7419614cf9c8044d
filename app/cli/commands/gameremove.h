#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// game remove NAME: a game without results (one made by mistake)
class GameRemove final : public Command
{
public:
    GameRemove();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

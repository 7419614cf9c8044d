#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// history --player P [--game G]: every rating change of a player.
class History final : public Command
{
public:
    History();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

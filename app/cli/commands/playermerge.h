#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player merge FROM INTO: FROM's results move to INTO, FROM goes.
class PlayerMerge final : public Command
{
public:
    PlayerMerge();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

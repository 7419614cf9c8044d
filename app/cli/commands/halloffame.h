#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// hall-of-fame [--game G] [--from D] [--to D]: the placement points of a period, every game or one.
class HallOfFame final : public Command
{
public:
    HallOfFame();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

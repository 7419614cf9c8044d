#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// standings --game G [--at YYYY-MM-DD]: a game's ranking, today or as it was on a day.
class Standings final : public Command
{
public:
    Standings();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

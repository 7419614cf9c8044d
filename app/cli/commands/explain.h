#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// explain --match ID: how a match changed each participant's rating, step by step (or its numbers as a table).
class Explain final : public Command
{
public:
    Explain();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

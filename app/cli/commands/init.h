#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// init [--name CLUB]: create a club (named after its file unless --name says otherwise).
class Init final : public Command
{
public:
    Init();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

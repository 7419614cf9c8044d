#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// event forfeit NAME --round R --table T --absent first|second|both [--clear]
class EventForfeit final : public Command
{
public:
    EventForfeit();
    int run(Invocation& invocation) const override;
};

/// event bye NAME PLAYER --round R [--points half|zero] [--cancel]
class EventBye final : public Command
{
public:
    EventBye();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

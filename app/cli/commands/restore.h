#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// restore BACKUP | --list: put one of the club's automatic backups back in place, or list them.
class Restore final : public Command
{
public:
    Restore();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

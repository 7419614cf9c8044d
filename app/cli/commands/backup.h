#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// backup FILE: a consistent copy of the club (SQLite's online backup).
class Backup final : public Command
{
public:
    Backup();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

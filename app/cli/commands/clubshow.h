#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// club show: the club's name and settings, one row.
class ClubShow final : public Command
{
public:
    ClubShow();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

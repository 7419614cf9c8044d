#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player import FILE: the players' file (RATING_RULES.md §1, "The players'
/// file") — new players and their starting ratings per game, all or nothing.
class PlayerImport final : public Command
{
public:
    PlayerImport();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

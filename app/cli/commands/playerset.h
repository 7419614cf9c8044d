#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// player set NAME [--household H] [--active 0|1] [--game G (--rating R [--deviation D] | --clear-rating)]:
/// change a player's household, activity or starting rating in a game.
class PlayerSet final : public Command
{
public:
    PlayerSet();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

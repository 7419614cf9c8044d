#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// backtest --game G [--systems S[@LABEL],...] [--param S[@LABEL].KEY=VALUE]...
/// [--experience N] [--calibration]: which rule set predicts the game's
/// results best (Club::backtest; nothing is written).
class Backtest final : public Command
{
public:
    Backtest();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

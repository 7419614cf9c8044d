#pragma once

#include "command.h"

#include <QString>

#include <optional>

namespace palmares::cli::commands {

/// game set NAME [--param KEY=VALUE...] [--fresh-start-each-season yes|no]:
/// change a game's parameters, or whether its ratings start afresh each
/// season (the game is re-rated).
class GameSet final : public Command
{
public:
    GameSet();
    int run(Invocation& invocation) const override;

    /// --fresh-start-each-season's yes or no (any case); a usage error otherwise.
    static std::optional<bool> freshStart(const std::optional<QString>& text);
};

} // namespace palmares::cli::commands

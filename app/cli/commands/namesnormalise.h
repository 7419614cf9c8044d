#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// names normalise: rewrites the names of players, households, games, teams
/// and army lists that are not written as the club writes names (Unicode
/// NFC, single spaces); with --merge, players whose names become one are
/// merged.
class NamesNormalise final : public Command
{
public:
    NamesNormalise();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// league grant ROLE --read|--write: what a role of the PostgreSQL server
/// may do in the league (issue 40; docs/MANUAL.md, "A league on
/// PostgreSQL"), run by the league's owner
class LeagueGrant final : public Command
{
public:
    LeagueGrant();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// season add NAME --from YYYY-MM-DD --to YYYY-MM-DD [--game G]
class SeasonAdd final : public Command
{
public:
    SeasonAdd();
    int run(Invocation& invocation) const override;
};

/// season list
class SeasonList final : public Command
{
public:
    SeasonList();
    int run(Invocation& invocation) const override;
};

/// season close NAME
class SeasonClose final : public Command
{
public:
    SeasonClose();
    int run(Invocation& invocation) const override;
};

/// season reopen NAME
class SeasonReopen final : public Command
{
public:
    SeasonReopen();
    int run(Invocation& invocation) const override;
};

/// season remove NAME
class SeasonRemove final : public Command
{
public:
    SeasonRemove();
    int run(Invocation& invocation) const override;
};

/// season overlap allow|refuse
class SeasonOverlap final : public Command
{
public:
    SeasonOverlap();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

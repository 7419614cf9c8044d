#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// report --game G [--at D] | --hall-of-fame [--game G] [--from D] [--to D]
/// | --bulletin [--at D | --from D --to D] | --match ID | --season S
/// --format pdf|html|csv --out FILE: a sheet of ui/report to print or send.
class Report final : public Command
{
public:
    Report();
    bool printsSheets() const override { return true; }
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// export-results FILE.csv: every result in the import format ('-' for standard output).
class ExportResults final : public Command
{
public:
    ExportResults();
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

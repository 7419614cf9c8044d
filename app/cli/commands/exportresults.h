#pragma once

#include "command.h"

namespace palmares::cli::commands {

/// export-results FILE.csv: every result in the import format ('-' for
/// standard output); with --format xlsx|ods, the same rows as a workbook.
class ExportResults final : public Command
{
public:
    ExportResults();
    int run(Invocation& invocation) const override;
    /// --format xlsx|ods is its own (main's --format check lets it through).
    bool printsSheets() const override { return true; }
};

} // namespace palmares::cli::commands

#pragma once

#include "command.h"

#include <QString>

namespace palmares::cli::commands {

/// club set --dormant-after MONTHS|never: the club's settings.
class ClubSet final : public Command
{
public:
    ClubSet();
    int run(Invocation& invocation) const override;

    /// "never" (or 0) → 0, a whole number of months → itself (the club checks
    /// its range); anything else is a usage error.
    static int dormantMonths(const QString& text);
};

} // namespace palmares::cli::commands

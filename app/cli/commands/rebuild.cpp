#include "rebuild.h"

#include "console.h"

namespace palmares::cli::commands {

Rebuild::Rebuild() : Command(QStringLiteral("rebuild"), {}, QStringLiteral("recompute every cached rating")) {}

int Rebuild::run(Invocation& invocation) const
{
    return changeClub(invocation, [](club::Club& c) { return c.maintenance().rebuild(); });
}

} // namespace palmares::cli::commands

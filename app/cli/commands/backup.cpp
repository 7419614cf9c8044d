#include "backup.h"

#include "console.h"

namespace palmares::cli::commands {

Backup::Backup()
    : Command(QStringLiteral("backup"), QStringLiteral("FILE"),
              QStringLiteral("a consistent copy of the club (SQLite online backup)"))
{}

int Backup::run(Invocation& invocation) const
{
    const QString path = invocation.args.positional(QStringLiteral("the backup file"));
    return changeClub(invocation, [&](club::Club& c) { return c.maintenance().backup(path); });
}

} // namespace palmares::cli::commands

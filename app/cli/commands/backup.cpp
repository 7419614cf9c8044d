#include "backup.h"

#include "console.h"

namespace palmares::cli::commands {

Backup::Backup()
    : Command(QStringLiteral("backup"), QStringLiteral("FILE [--force]"),
              QStringLiteral("a consistent copy of the club (SQLite online backup); an existing FILE is replaced "
                             "with --force only, and never when it is the club or not a regular file"))
{}

int Backup::run(Invocation& invocation) const
{
    const bool force = invocation.args.flag(QStringLiteral("--force"));
    const QString path = invocation.args.positional(QStringLiteral("the backup file"));
    return changeClub(invocation, [&](club::Club& c) { return c.maintenance().backup(path, force); });
}

} // namespace palmares::cli::commands

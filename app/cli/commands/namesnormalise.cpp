#include "namesnormalise.h"

#include "club/backups.h"
#include "console.h"

#include <QDateTime>

namespace palmares::cli::commands {

NamesNormalise::NamesNormalise()
    : Command(QStringLiteral("names normalise"), QStringLiteral("[--merge]"),
              QStringLiteral("names rewritten in Unicode NFC with single spaces (check lists them); --merge makes "
                             "players whose names become one a single player"))
{}

int NamesNormalise::run(Invocation& invocation) const
{
    const bool merge = invocation.args.flag(QStringLiteral("--merge"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    if (merge) {
        // Merging is undone by a restore: keep the way back.
        const club::AutoBackup b = club->backups().take(club::BackupReason::Import, QDateTime::currentDateTimeUtc());
        if (!b.ok()) {
            printErr(QStringLiteral("palmares-cli: warning: no backup before the merge: %1").arg(b.warning));
        }
    }
    const auto fix = club->nameUpkeep().normalise(merge);
    if (!fix) {
        return fail(fix.status());
    }
    QString out;
    for (const QString& r : fix->rewritten) {
        out += QStringLiteral("rewritten: %1\n").arg(r);
    }
    for (const QString& m : fix->merged) {
        out += QStringLiteral("merged: %1\n").arg(m);
    }
    for (const QString& l : fix->left) {
        out += QStringLiteral("left: %1\n").arg(l);
    }
    if (out.isEmpty()) {
        out = QStringLiteral("every name is already normalised\n");
    }
    printOut(out.toUtf8());
    return ExitOk;
}

} // namespace palmares::cli::commands

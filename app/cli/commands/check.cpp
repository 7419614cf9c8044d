#include "check.h"

#include "console.h"

#include <algorithm>

namespace palmares::cli::commands {

Check::Check()
    : Command(QStringLiteral("check"), {}, QStringLiteral("integrity and cached ratings against a fresh replay"))
{}

int Check::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto report = club->maintenance().check();
    if (!report) {
        return fail(report.status());
    }
    QString out = QStringLiteral("integrity: %1\n").arg(report->integrity.join(QStringLiteral("; ")));
    out += report->differences.isEmpty() ? QStringLiteral("cached ratings: identical to a fresh replay\n")
                                         : QStringLiteral("cached ratings: %1 (run palmares-cli rebuild)\n")
                                               .arg(counted(report->differences.size(), QStringLiteral("difference"),
                                                            QStringLiteral("differences")));
    for (const QString& d : report->differences) {
        out += QStringLiteral("  ") + d + QLatin1Char('\n');
    }
    const auto problems = std::ranges::count_if(report->names, &club::NameFinding::isProblem);
    out += problems == 0 ? QStringLiteral("names: ok\n")
                         : QStringLiteral("names: %1 to fix (player rename, names normalise)\n").arg(problems);
    for (const club::NameFinding& f : report->names) {
        out += (f.isProblem() ? QStringLiteral("  ") : QStringLiteral("  note: ")) + f.message + QLatin1Char('\n');
    }
    printOut(out.toUtf8());
    if (!report->ok()) {
        // Exit 1 is a user error with its message on stderr, like every other one.
        const QString where = club::shownLocation(invocation.db);
        printErr(QStringLiteral("palmares-cli: %1 fails its check (%2)")
                     .arg(where, report->integrity != QStringList{QStringLiteral("ok")}
                                     ? QStringLiteral("the database is damaged")
                                 : !report->differences.isEmpty()
                                     ? QStringLiteral("cached ratings differ from a replay: run rebuild")
                                     : QStringLiteral("names need care: see above")));
        return ExitUserError;
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

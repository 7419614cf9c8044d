#include "site.h"

#include "console.h"
#include "report/site.h"

namespace palmares::cli::commands {

Site::Site()
    : Command(QStringLiteral("site"), QStringLiteral("--out DIR [--at D] [--force]"),
              QStringLiteral("the club's pages as a static website: index,\n"
                             "games, Hall of Fame, players, seasons, events;\n"
                             "publishing again writes only what changed and\n"
                             "removes only the pages it wrote before"))
{}

int Site::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    const QString out = args.required(QStringLiteral("--out"));
    report::SiteOptions options;
    options.at = args.date(QStringLiteral("--at"));
    const bool force = args.flag(QStringLiteral("--force"));
    if (invocation.formatText != QLatin1String("table")) {
        throw UsageError{QStringLiteral("site takes no --format: it writes HTML")};
    }
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    club::Status status;
    const auto published = report::publishSite(*club, out, options, force, status);
    if (!published) {
        return fail(status);
    }
    printOut(report::publicationSummary(*published).toUtf8() + '\n');
    return ExitOk;
}

} // namespace palmares::cli::commands

#include "clubset.h"

#include "console.h"

namespace palmares::cli::commands {

ClubSet::ClubSet()
    : Command(QStringLiteral("club set"), QStringLiteral("--dormant-after MONTHS|never"),
              QStringLiteral("set aside in the standings the players\n"
                             "with no match of the game in MONTHS\n"
                             "(default 12; nothing is re-rated)"))
{}

int ClubSet::dormantMonths(const QString& text)
{
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("never"), Qt::CaseInsensitive) == 0) {
        return 0;
    }
    bool ok = false;
    const int months = t.toInt(&ok);
    if (!ok) {
        throw UsageError{QStringLiteral("--dormant-after takes a number of months or 'never', not '%1'").arg(text)};
    }
    return months;
}

int ClubSet::run(Invocation& invocation) const
{
    const auto dormant = invocation.args.option(QStringLiteral("--dormant-after"));
    if (!dormant) {
        throw UsageError{QStringLiteral("club set needs --dormant-after MONTHS|never")};
    }
    const int months = dormantMonths(*dormant);
    return changeClub(invocation, [&](club::Club& c) { return c.rankings().setDormantAfterMonths(months); });
}

} // namespace palmares::cli::commands

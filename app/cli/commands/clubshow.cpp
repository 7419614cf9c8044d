#include "clubshow.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

ClubShow::ClubShow() : Command(QStringLiteral("club show"), {}, QStringLiteral("the club's name and settings")) {}

int ClubShow::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto months = club->rankings().dormantAfterMonths();
    if (!months) {
        return fail(months.status());
    }
    // 0 = never, written as `club set` takes it.
    Tabular t({QStringLiteral("name"), QStringLiteral("dormant_after_months")});
    t.addRow({Tabular::text(club->name()),
              *months > 0 ? Tabular::integer(*months) : Tabular::Cell{QStringLiteral("never"), QVariant()}});
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

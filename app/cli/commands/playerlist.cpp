#include "playerlist.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

PlayerList::PlayerList() : Command(QStringLiteral("player list"), {}) {}

int PlayerList::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto players = club->roster().players();
    if (!players) {
        return fail(players.status());
    }
    Tabular t({QStringLiteral("name"), QStringLiteral("household"), QStringLiteral("active")});
    for (const club::Player& p : *players) {
        t.addRow({Tabular::text(p.name), Tabular::text(p.household), Tabular::boolean(p.active)});
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

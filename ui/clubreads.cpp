#include "clubreads.h"

#include "session.h"

namespace palmares::ui::reads {

QList<club::Game> games(Session& session)
{
    if (!session.isOpen()) {
        return {};
    }
    return session.readNow<QList<club::Game>>(
        [](club::Club& club) { return club.catalogue().games().value_or(QList<club::Game>{}); });
}

QStringList playerNames(Session& session)
{
    if (!session.isOpen()) {
        return {};
    }
    return session.readNow<QStringList>([](club::Club& club) {
        QStringList names;
        for (const club::Player& p : club.roster().players().value_or(QList<club::Player>{})) {
            names << p.name;
        }
        return names;
    });
}

} // namespace palmares::ui::reads

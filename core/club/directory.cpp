#include "directory.h"

#include "conversions.h"

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Directory)
};

} // namespace

bool Directory::load(store::ClubStore& s, store::StoreError& e)
{
    const auto players = s.players(e);
    const auto games = s.games(e);
    if (!players || !games) {
        return false;
    }
    for (const store::PlayerRecord& p : *players) {
        playersByName.insert(p.name, p);
        playerNames.insert(p.id, p.name);
        households.add(p.id, p.household);
    }
    for (const store::GameRecord& r : *games) {
        const Game g = toGame(r);
        gamesByName.insert(g.name, g);
        gamesById.insert(g.id, g);
    }
    return true;
}

std::optional<store::PlayerRecord> Directory::player(const QString& name, const Field& field, Status& status) const
{
    const auto it = playersByName.constFind(name.trimmed());
    if (it == playersByName.cend()) {
        status = Status::failure(Text::tr("there is no player named '%1'").arg(name.trimmed()), field);
        return std::nullopt;
    }
    return *it;
}

} // namespace palmares::club

#include "directory.h"

#include "conversions.h"
#include "names.h"

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Directory)
};

} // namespace

Status Directory::load(store::ClubStore& s)
{
    const auto players = s.players();
    if (!players) {
        return players.status();
    }
    const auto games = s.games();
    if (!games) {
        return games.status();
    }
    for (const store::PlayerRecord& p : *players) {
        // Keyed by the normalised spelling: a name stored before names were
        // normalised (NFD, two spaces) is still found as it is typed now.
        playersByName.insert(names::normalised(p.name), p);
        playerNames.insert(p.id, p.name);
        households.add(p.id, p.household);
    }
    for (const store::GameRecord& r : *games) {
        const Game g = toGame(r);
        gamesByName.insert(names::normalised(g.name), g);
        gamesById.insert(g.id, g);
    }
    return {};
}

std::optional<store::PlayerRecord> Directory::player(const QString& name, const Field& field, Status& status) const
{
    const QString wanted = names::normalised(name);
    auto it = playersByName.constFind(wanted);
    if (it == playersByName.cend()) {
        // A stored name holding an invisible character (check lists them) is
        // found as it looks, when no other name looks the same.
        int seen = 0;
        for (auto candidate = playersByName.cbegin(); candidate != playersByName.cend(); ++candidate) {
            if (names::invisible(candidate.key()) && names::visible(candidate.key()) == wanted) {
                it = candidate;
                ++seen;
            }
        }
        if (seen > 1) {
            it = playersByName.cend();
        }
    }
    if (it == playersByName.cend()) {
        status = Status::failure(Text::tr("there is no player named '%1'").arg(wanted), field);
        return std::nullopt;
    }
    return *it;
}

} // namespace palmares::club

#include "roster.h"

#include "conversions.h"
#include "directory.h"
#include "names.h"
#include "write.h"

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Roster)
};

} // namespace

QString Roster::nameProblem(const QString& name)
{
    if (QString invisible = names::invisibleProblem(name, names::Of::Player); !invisible.isEmpty()) {
        return invisible;
    }
    const QString spelling = names::normalised(name);
    if (spelling.isEmpty()) {
        return Text::tr("a player needs a name");
    }
    if (spelling.size() > 100) {
        return Text::tr("a player's name has at most 100 characters");
    }
    return {};
}

Expected<QMap<QString, QStringList>> Roster::lookalikes(const QStringList& given)
{
    const auto all = players();
    if (!all) {
        return all.status();
    }
    QStringList known;
    for (const Player& p : *all) {
        known << p.name;
    }
    return names::Lookalikes(known).of(given);
}

Expected<QList<Player>> Roster::players()
{
    const auto all = m_context.store.players();
    if (!all) {
        return all.status();
    }
    QList<Player> players;
    players.reserve(all->size());
    for (const store::PlayerRecord& r : *all) {
        players.append(toPlayer(r));
    }
    names::sortByName(players, [](const Player& p) { return p.name; });
    return players;
}

Status Roster::addPlayer(const QString& name, const QString& householdName)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        if (const QString problem = Roster::nameProblem(name); !problem.isEmpty()) {
            return Status::failure(problem, Field{Field::Kind::Name});
        }
        if (const QString problem = names::invisibleProblem(householdName, names::Of::Household); !problem.isEmpty()) {
            return Status::failure(problem, Field{Field::Kind::Household});
        }
        const QString trimmed = names::normalised(name);
        const QString household = names::normalised(householdName);
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        if (dir.playersByName.contains(trimmed)) {
            return Status::failure(Text::tr("there is already a player named '%1'").arg(trimmed),
                                   Field{Field::Kind::Name});
        }
        return write(m_context, Change::ofPlayer(Change::Kind::PlayerAdded, trimmed), [&]() {
            if (const auto r = m_context.store.insertPlayer(trimmed, household); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("player add"), trimmed);
        });
    });
}

Status Roster::renamePlayer(const QString& oldName, const QString& newName)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        if (const QString problem = Roster::nameProblem(newName); !problem.isEmpty()) {
            return Status::failure(problem, Field{Field::Kind::NewName});
        }
        const QString to = names::normalised(newName);
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        const auto found = dir.player(oldName, Field{Field::Kind::Name}, status);
        if (!found) {
            return status;
        }
        const QString from = found->name; // as stored: perhaps not yet normalised
        if (const auto other = dir.playersByName.constFind(to);
            other != dir.playersByName.cend() && other->id != found->id) {
            return Status::failure(
                Text::tr("there is already a player named '%1' (to make them one, merge the players)").arg(to),
                Field{Field::Kind::NewName});
        }
        store::PlayerRecord p = *found;
        p.name = to;
        return write(m_context, Change::ofPlayer(Change::Kind::PlayerRenamed, from, to), [&]() {
            if (const auto r = m_context.store.updatePlayer(p); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("player rename"), from + QStringLiteral(" → ") + to);
        });
    });
}

Status Roster::setHousehold(const QString& name, const QString& householdName)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        if (const QString problem = names::invisibleProblem(householdName, names::Of::Household); !problem.isEmpty()) {
            return Status::failure(problem, Field{Field::Kind::Household});
        }
        const QString household = names::normalised(householdName);
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        auto found = dir.player(name, Field{Field::Kind::Name}, status);
        if (!found) {
            return status;
        }
        store::PlayerRecord p = *found;
        if (p.household == household) {
            return {};
        }
        p.household = household;
        return write(m_context, Change::ofPlayer(Change::Kind::HouseholdChanged, p.name), [&]() -> Status {
            if (Status s = m_context.store.updatePlayer(p); !s.ok()) {
                return s;
            }
            // The household decides whether fermi duels are rated: re-rate those games.
            const auto played = m_context.store.gamesOfPlayer(p.id);
            if (!played) {
                return played.status();
            }
            for (const qint64 gameId : *played) {
                const Game& g = dir.gamesById.value(gameId);
                if (rating::makeRuleSet(g.system)->describe().households &&
                    !m_rerater.rerate(g, QString(), 0, {}, status)) {
                    return status;
                }
            }
            if (Status s = m_context.store.audit(QStringLiteral("player household"),
                                                 p.name + QStringLiteral(": ") + p.household);
                !s.ok()) {
                return s;
            }
            return {};
        });
    });
}

Status Roster::setActive(const QString& name, bool active)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        auto found = dir.player(name, Field{Field::Kind::Name}, status);
        if (!found) {
            return status;
        }
        store::PlayerRecord p = *found;
        p.active = active;
        return write(m_context, Change::ofPlayer(Change::Kind::ActiveChanged, p.name), [&]() {
            // Audited like every write: the newest audit entry tells a backup that
            // holds the club as it is (Backups::take).
            if (const auto r = m_context.store.updatePlayer(p); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(active ? QStringLiteral("player active") : QStringLiteral("player inactive"),
                                         p.name);
        });
    });
}

Status Roster::removePlayer(const QString& name)
{
    const auto results = removeIfUnplayed(name);
    if (!results || results->count == 0) {
        return results.status();
    }
    return Status::failure(Text::tr("'%1' has %Ln result(s): merge him into another player instead", nullptr,
                                    static_cast<int>(results->count))
                               .arg(results->name),
                           Field{Field::Kind::Name});
}

Expected<bool> Roster::removeUnlessPlayed(const QString& name)
{
    const auto results = removeIfUnplayed(name);
    if (!results) {
        return results.status();
    }
    return results->count == 0;
}

Expected<Roster::Results> Roster::removeIfUnplayed(const QString& name)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<Roster::Results> {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        const auto player = dir.player(name, Field{Field::Kind::Name}, status);
        if (!player) {
            return status;
        }
        const auto played = m_context.store.participations(player->id);
        if (!played) {
            return played.status();
        }
        Results results{player->name, static_cast<int>(played->size())};
        if (results.count > 0) {
            return results;
        }
        const auto events = m_context.store.eventsOfPlayer(player->id);
        if (!events) {
            return events.status();
        }
        if (*events > 0) {
            return Status::failure(
                Text::tr("%1 is entered in an event: withdraw him from it before removing him").arg(player->name),
                Field{Field::Kind::Name});
        }
        const Status removed = write(m_context, Change::ofPlayer(Change::Kind::PlayerRemoved, player->name), [&]() {
            if (const auto r = m_context.store.deletePlayer(player->id); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("player remove"), player->name);
        });
        if (!removed.ok()) {
            return removed;
        }
        return results;
    });
}

} // namespace palmares::club

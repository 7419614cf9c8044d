#include "gamecatalogue.h"

#include "conversions.h"
#include "names.h"
#include "write.h"

#include <algorithm>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::GameCatalogue)
};

/// The write of a game's "fresh start each season": the flag, then the
/// game re-rated from its first season's first day (none: nothing to do).
Status writeFreshStart(ClubContext& context, RuleBook& rules, Rerater& rerater, const Game& changed, bool freshStart)
{
    if (Status s = context.store.setGameFreshStart(changed.id, freshStart); !s.ok()) {
        return s;
    }
    if (Status s = context.store.audit(QStringLiteral("game set"),
                                       changed.name + QStringLiteral(": fresh_start_each_season=") +
                                           (freshStart ? QStringLiteral("yes") : QStringLiteral("no")));
        !s.ok()) {
        return s;
    }
    // The ratings change from the first fresh start on: the first
    // day of the game's first season (none: nothing changes).
    const auto firstDays = rules.firstDaysOf(changed.name);
    if (!firstDays) {
        return firstDays.status();
    }
    if (firstDays->isEmpty()) {
        return {};
    }
    const auto players = context.store.players();
    if (!players) {
        return players.status();
    }
    // Who played before it and not since has a standing again, or
    // no longer: every player's is written again.
    QList<qint64> everyone;
    for (const store::PlayerRecord& p : *players) {
        everyone.append(p.id);
    }
    Status status;
    if (!rerater.rerate(changed, firstDays->constFirst().toString(Qt::ISODate), 0, everyone, status, &*players)) {
        return status;
    }
    return {};
}

} // namespace

Expected<QString> GameCatalogue::newName(const QString& name, const Field& field, qint64 renamed)
{
    if (const QString problem = names::invisibleProblem(name, names::Of::Game); !problem.isEmpty()) {
        return Status::failure(problem, field);
    }
    QString trimmed = names::normalised(name);
    if (trimmed.isEmpty()) {
        return Status::failure(Text::tr("a game needs a name"), field);
    }
    const auto all = m_rules.games();
    if (!all) {
        return all.status();
    }
    for (const Game& g : *all) {
        if (g.id != renamed && names::normalised(g.name) == trimmed) {
            return Status::failure(Text::tr("there is already a game named '%1'").arg(trimmed), field);
        }
    }
    return trimmed;
}

Status GameCatalogue::addGame(const QString& name, rating::System system, const QMap<QString, QString>& params,
                              bool freshStartEachSeason)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto checked = newName(name, Field{Field::Kind::Name});
        if (!checked) {
            return checked.status();
        }
        const QString& trimmed = *checked;
        Game g;
        g.name = trimmed;
        g.system = system;
        g.params = params;
        if (const auto rules = ruleSetFor(g); !rules) {
            return rules.status();
        }
        return write(m_context, Change::ofGame(Change::Kind::GameAdded, trimmed), [&]() {
            if (const auto r = m_context.store.insertGame(
                    {0, trimmed, fromStd(rating::systemKey(system)), paramsToJson(params), freshStartEachSeason});
                !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(
                QStringLiteral("game add"),
                freshStartEachSeason ? trimmed + QStringLiteral(": fresh_start_each_season=yes") : trimmed);
        });
    });
}

Expected<Game> GameCatalogue::changedParameters(const Game& game, const QMap<QString, QString>& values,
                                                QStringList& said)
{
    Game changed = game;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString key = it.key().trimmed();
        const QString value = it.value().trimmed();
        said << key + QLatin1Char('=') + value;
        // Check each on its own so the message names the parameter at fault.
        Game one = game;
        if (value.isEmpty()) { // back to the rule set's default
            if (const auto rules = ruleSetFor(game); !rules) {
                return rules.status();
            }
            const auto known = parameters(game.name);
            if (!known) {
                return known.status();
            }
            const bool exists = std::any_of(known->cbegin(), known->cend(), [&](const rating::Parameter& p) {
                return QString::fromStdString(p.key) == key;
            });
            if (!exists) {
                return Status::failure(Text::tr("%1 has no parameter '%2'").arg(game.name, key), Field::parameter(key));
            }
            changed.params.remove(key);
            continue;
        }
        changed.params.insert(key, value);
        one.params.insert(key, value);
        if (const auto rules = ruleSetFor(one); !rules) {
            Status status = rules.status();
            status.problems.first().field = Field::parameter(it.key().trimmed());
            return status;
        }
    }
    return changed;
}

Status GameCatalogue::setGameParameters(const QString& name, const QMap<QString, QString>& values)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        Status status;
        auto g = game(name);
        if (!g) {
            return g.status();
        }
        QStringList said;
        const auto changed = changedParameters(*g, values, said);
        if (!changed) {
            return changed.status();
        }
        if (const auto rules = ruleSetFor(*changed); !rules) {
            return rules.status();
        }
        return write(m_context, Change::ofGame(Change::Kind::ParametersChanged, changed->name), [&]() -> Status {
            if (Status s = m_context.store.setGameParams(changed->id, paramsToJson(changed->params)); !s.ok()) {
                return s;
            }
            // A parameter applies to the whole history: re-rate the game from the start.
            if (!m_rerater.rerate(*changed, QString(), 0, {}, status)) {
                return status;
            }
            if (Status s = m_context.store.audit(QStringLiteral("game set"),
                                                 changed->name + QStringLiteral(": ") + said.join(QLatin1Char(' ')));
                !s.ok()) {
                return s;
            }
            return {};
        });
    });
}

Status GameCatalogue::setFreshStartEachSeason(const QString& name, bool freshStart)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        auto g = game(name);
        if (!g) {
            return g.status();
        }
        if (g->freshStartEachSeason == freshStart) {
            return {};
        }
        Game changed = *g;
        changed.freshStartEachSeason = freshStart;
        return write(m_context, Change::ofGame(Change::Kind::ParametersChanged, changed.name),
                     [&]() { return writeFreshStart(m_context, m_rules, m_rerater, changed, freshStart); });
    });
}

Status GameCatalogue::renameGame(const QString& name, const QString& newName)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto g = game(name);
        if (!g) {
            return g.status();
        }
        const auto checked = this->newName(newName, Field{Field::Kind::NewName}, g->id);
        if (!checked) {
            return checked.status();
        }
        if (*checked == g->name) {
            return {};
        }
        Change change = Change::ofGame(Change::Kind::GameRenamed, g->name);
        Change::widen(change.games, *checked, QDate());
        return write(m_context, change, [&]() {
            if (const auto r = m_context.store.renameGame(g->id, *checked); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("game rename"), g->name + QStringLiteral(" → ") + *checked);
        });
    });
}

Status GameCatalogue::removeGame(const QString& name)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto g = game(name);
        if (!g) {
            return g.status();
        }
        const auto count = m_context.store.gameMatchCount(g->id);
        if (!count) {
            return count.status();
        }
        if (*count > 0) {
            return Status::failure(
                Text::tr("%1 has %Ln result(s): a game is removed only without results (delete them, or rename the "
                         "game)",
                         nullptr, static_cast<int>(*count))
                    .arg(g->name),
                Field{Field::Kind::Name});
        }
        return write(m_context, Change::ofGame(Change::Kind::GameRemoved, g->name), [&]() {
            if (const auto r = m_context.store.deleteGame(g->id); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("game remove"), g->name);
        });
    });
}

Expected<QList<rating::Parameter>> GameCatalogue::parameters(const QString& gameName)
{
    const auto g = game(gameName);
    if (!g) {
        return g.status();
    }
    const auto rules = ruleSetFor(*g);
    if (!rules) {
        return rules.status();
    }
    const auto list = (*rules)->parameters();
    return QList<rating::Parameter>(list.begin(), list.end());
}

} // namespace palmares::club

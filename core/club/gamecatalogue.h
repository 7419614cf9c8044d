#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "rerater.h"
#include "rulebook.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QList>
#include <QMap>

#include <memory>
#include <optional>

namespace palmares::club {

/// The club's games and the parameters of their rule sets.
class GameCatalogue
{
public:
    GameCatalogue(ClubContext& context, RuleBook& rules, Rerater& rerater)
        : m_context(context),
          m_rules(rules),
          m_rerater(rerater)
    {}

    /// The games, by name (RuleBook::games).
    Expected<QList<Game>> games() { return m_rules.games(); }
    /// The game called `name`, or a failure naming the games (RuleBook::game).
    Expected<Game> game(const QString& name) { return m_rules.game(name); }
    /// Adds a game; `freshStartEachSeason`: see Game (undoing a removal
    /// gives it back).
    Status addGame(const QString& name, rating::System system, const QMap<QString, QString>& params = {},
                   bool freshStartEachSeason = false);
    /// Renames a game; its results, ratings and parameters stay. The new
    /// name is checked as a new game's is (another game's name is refused;
    /// a change of case or accents of its own is a rename).
    Status renameGame(const QString& name, const QString& newName);
    /// Removes a game that has no match (undoing an addition, or a game
    /// made by mistake).
    Status removeGame(const QString& name);
    /// Changes parameters (key → value text; an empty text restores the rule
    /// set's default) and re-rates the game's whole history, in one transaction.
    Status setGameParameters(const QString& name, const QMap<QString, QString>& values);
    /// Whether every player of the game starts afresh at the first day of
    /// each of its seasons (Game::freshStartEachSeason). A change re-rates
    /// the game from the first day of its first season, in one transaction
    /// (asking first when that changes a closed season: RuleBook::guard);
    /// nothing when it has no season, or the setting is already so.
    Status setFreshStartEachSeason(const QString& name, bool freshStart);
    /// All parameters of a game's rule set, with the club's values.
    Expected<QList<rating::Parameter>> parameters(const QString& game);

    /// The rule set of `game` with the club's parameters, or a failure
    /// (RuleBook::ruleSetFor).
    static Expected<std::unique_ptr<rating::RuleSet>> ruleSetFor(const Game& game)
    {
        return RuleBook::ruleSetFor(game);
    }

private:
    /// `name` normalised, if a game may take it: no invisible character, not
    /// empty, not another game's (the game `renamed` may keep its own).
    Expected<QString> newName(const QString& name, const Field& field, qint64 renamed = 0);
    /// The parameters of `values` applied to `game` one by one, so that a
    /// refusal names the parameter at fault; `said` receives "key=value"s.
    Expected<Game> changedParameters(const Game& game, const QMap<QString, QString>& values, QStringList& said);

    ClubContext& m_context;
    RuleBook& m_rules;
    Rerater& m_rerater;
};

} // namespace palmares::club

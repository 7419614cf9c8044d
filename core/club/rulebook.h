#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "game.h"
#include "season.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QDate>
#include <QList>
#include <QString>

#include <memory>

namespace palmares::club {

/// What each game is rated by, as the club holds it: the game and its rule
/// set with the club's parameters, the seasons whose first days start its
/// players afresh, and the closed seasons that guard its history. It reads
/// and never writes, and uses no other service: it stands below them all.
/// GameCatalogue and Seasons write what it reads; Rerater, Rankings and the
/// others rate, rank and explain by it, so that none of them needs another
/// service to know a game's rules.
class RuleBook
{
public:
    explicit RuleBook(ClubContext& context) : m_context(context) {}

    /// The club's games, by name.
    Expected<QList<Game>> games();
    /// The game called `name` (normalised as every name), or a failure
    /// naming the club's games.
    Expected<Game> game(const QString& name);
    /// The rule set of `game` with the club's parameters, or a failure.
    static Expected<std::unique_ptr<rating::RuleSet>> ruleSetFor(const Game& game);

    /// Every season, by first day.
    Expected<QList<Season>> seasons();
    /// The closed seasons of `game` that a change of its history from `day`
    /// on (invalid: from the start) would change: those whose last day is
    /// on or after it.
    Expected<QList<Season>> closedFrom(const QString& game, const QDate& day);
    /// The guard Rerater calls before re-rating `game` from `day`: ok when no
    /// closed season is changed or the writes are confirmed
    /// (Club::confirmClosedSeasons); otherwise a failure naming the seasons,
    /// with Status::closedSeasons set.
    Status guard(const QString& game, const QDate& day);
    /// The days on which every player of `game` starts afresh: the first day
    /// of each season of it (or of every game), ascending, each once; none
    /// when the game's ratings run on across seasons.
    Expected<QList<QDate>> freshStarts(const Game& game);
    /// The same days, whatever the game's setting (what turning it on would
    /// give).
    Expected<QList<QDate>> firstDaysOf(const QString& game);

private:
    /// The games as the store lists them (games() orders them for people;
    /// a look-up needs no order).
    Expected<QList<Game>> stored();

    ClubContext& m_context;
};

} // namespace palmares::club

#include "rulebook.h"

#include "conversions.h"
#include "names.h"

#include <QCoreApplication>

#include <algorithm>

namespace palmares::club {

namespace {

// The messages of the games and of the seasons keep the translation
// contexts of the services that say them to people.
class GameText
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::GameCatalogue)
};

class SeasonText
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Seasons)
};

Season fromRecord(const store::SeasonRecord& r)
{
    return {
        r.id,       r.name,    QDate::fromString(r.firstDay, Qt::ISODate), QDate::fromString(r.lastDay, Qt::ISODate),
        r.gameName, r.closedAt};
}

} // namespace

Expected<QList<Game>> RuleBook::games()
{
    auto all = stored();
    if (all) {
        names::sortByName(*all, [](const Game& g) { return g.name; });
    }
    return all;
}

Expected<QList<Game>> RuleBook::stored()
{
    const auto records = m_context.store.games();
    if (!records) {
        return records.status();
    }
    QList<Game> all;
    for (const store::GameRecord& r : *records) {
        all.append(toGame(r));
    }
    return all;
}

Expected<Game> RuleBook::game(const QString& name)
{
    const auto all = stored();
    if (!all) {
        return all.status();
    }
    const QString wanted = names::normalised(name);
    for (const Game& g : *all) {
        if (names::normalised(g.name) == wanted) {
            return g;
        }
    }
    QStringList known;
    for (const Game& g : *all) {
        known << g.name;
    }
    return Status::failure(
        known.isEmpty()
            ? GameText::tr("there is no game named '%1' (the club has no game yet)").arg(wanted)
            : GameText::tr("there is no game named '%1' (games: %2)").arg(wanted, known.join(QStringLiteral(", "))),
        Field{Field::Kind::Game});
}

Expected<std::unique_ptr<rating::RuleSet>> RuleBook::ruleSetFor(const Game& game)
{
    auto rules = rating::makeRuleSet(game.system);
    for (auto it = game.params.cbegin(); it != game.params.cend(); ++it) {
        if (auto error = rules->setParameter(it.key().toStdString(), it.value().toStdString())) {
            return Status::failure(GameText::tr("game %1: %2").arg(game.name, fromMessage(*error)));
        }
    }
    return rules;
}

Expected<QList<Season>> RuleBook::seasons()
{
    const auto records = m_context.store.seasons();
    if (!records) {
        return records.status();
    }
    QList<Season> all;
    for (const store::SeasonRecord& r : *records) {
        all.append(fromRecord(r));
    }
    return all;
}

Expected<QList<Season>> RuleBook::closedFrom(const QString& game, const QDate& day)
{
    const auto all = seasons();
    if (!all) {
        return all.status();
    }
    QList<Season> changed;
    for (const Season& s : *all) {
        if (s.closed() && s.coversGame(game) && (!day.isValid() || day <= s.last)) {
            changed.append(s);
        }
    }
    return changed;
}

Status RuleBook::guard(const QString& game, const QDate& day)
{
    if (m_context.closedSeasonsConfirmed) {
        return {};
    }
    const auto changed = closedFrom(game, day);
    if (!changed) {
        return changed.status();
    }
    if (changed->isEmpty()) {
        return {};
    }
    QStringList seasonNames;
    for (const Season& s : *changed) {
        seasonNames << s.name;
    }
    const QString which = seasonNames.size() == 1
                              ? SeasonText::tr("the closed season '%1'").arg(seasonNames.constFirst())
                              : SeasonText::tr("the closed seasons '%1'").arg(seasonNames.join(QStringLiteral("', '")));
    Status refused = Status::failure(
        day.isValid()
            ? SeasonText::tr("this changes the ratings of %1 from %2 on, in %3: confirm to change it (what a "
                             "closed season kept stays as it was printed)")
                  .arg(game, day.toString(Qt::ISODate), which)
            : SeasonText::tr("this changes every rating of %1, in %2: confirm to change it (what a closed season "
                             "kept stays as it was printed)")
                  .arg(game, which),
        Field{Field::Kind::Date});
    refused.closedSeasons = seasonNames;
    return refused;
}

Expected<QList<QDate>> RuleBook::firstDaysOf(const QString& game)
{
    const auto all = seasons();
    if (!all) {
        return all.status();
    }
    QList<QDate> days;
    for (const Season& s : *all) {
        if (s.coversGame(game) && !days.contains(s.first)) {
            days.append(s.first);
        }
    }
    std::sort(days.begin(), days.end());
    return days;
}

Expected<QList<QDate>> RuleBook::freshStarts(const Game& game)
{
    if (!game.freshStartEachSeason) {
        return QList<QDate>();
    }
    return firstDaysOf(game.name);
}

} // namespace palmares::club

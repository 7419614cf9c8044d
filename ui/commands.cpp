#include "commands.h"

#include "session.h"
#include "texts.h"

#include "club/names.h"
#include "i18n/i18n.h"

namespace palmares::ui {

namespace {

/// Removes players entered inline, newest first, except those another
/// result names by now (another window's save, an import made since): they
/// stay, with their results. Stops at the first failure.
club::Status removePlayers(club::Club& club, const QStringList& names)
{
    for (qsizetype i = names.size() - 1; i >= 0; --i) {
        if (const auto removed = club.roster().removeUnlessPlayed(names.at(i)); !removed) {
            return removed.status();
        }
    }
    return {};
}

} // namespace

void Change::undo()
{
    if (!std::exchange(m_done, false) && !m_session->perform(*this, Session::Move::Undo).ok()) {
        setObsolete(true); // the stack drops it: it cannot be undone any more
    }
}

void Change::redo()
{
    if (!std::exchange(m_done, false) && !m_session->perform(*this, Session::Move::Redo).ok()) {
        setObsolete(true);
    }
}

void Change::learn(const Step& step)
{
    if (!step.text.isEmpty()) {
        setText(step.text);
    }
}

// ------------------------------------------------------------- results

AddResult::AddResult(club::MatchDraft draft) : Change(Change::tr("Add result")), m_draft(std::move(draft)) {}

club::Status AddResult::apply(club::Club& club, Step& step) const
{
    const auto saved = club.resultBook().record(m_draft, true);
    if (!saved) {
        return saved.status();
    }
    step.newPlayers = saved->newPlayers;
    step.code = saved->code; // redo keeps the identifier
    step.wrote(saved->code, saved->version);
    step.text = Change::tr("Add result %1 (%2)").arg(saved->code, m_draft.game);
    return {};
}

club::Status AddResult::revert(club::Club& club, Step& step) const
{
    // Under the version this window last wrote: a result another window saved
    // since is not deleted by this undo.
    if (club::Status s = club.resultBook().deleteMatch(m_draft.code, step.version(m_draft.code)); !s.ok()) {
        return s;
    }
    return removePlayers(club, m_newPlayers);
}

void AddResult::learn(const Step& step)
{
    Change::learn(step);
    if (!step.code.isEmpty()) {
        m_draft.code = step.code;
    }
    if (step.newPlayers) {
        m_newPlayers = *step.newPlayers;
    }
}

EditResult::EditResult(const QString& code, club::MatchDraft before, club::MatchDraft after)
    : Change(Change::tr("Edit result %1").arg(code)),
      m_before(std::move(before)),
      m_after(std::move(after))
{
    m_before.code = code;
    if (m_after.code.trimmed().isEmpty()) {
        m_after.code = code;
    }
}

club::Status EditResult::apply(club::Club& club, Step& step) const
{
    // First the version the dialog read, then the one this window last wrote:
    // a save by another window in between is refused, not overwritten.
    club::MatchDraft after = m_after;
    after.version = m_appliedOnce ? step.version(m_before.code) : m_before.version;
    const auto saved = club.resultBook().edit(m_before.code, after, true);
    if (!saved) {
        return saved.status();
    }
    step.newPlayers = saved->newPlayers;
    step.wrote(m_after.code.trimmed(), saved->version);
    return {};
}

club::Status EditResult::revert(club::Club& club, Step& step) const
{
    club::MatchDraft before = m_before;
    before.version = step.version(m_after.code.trimmed());
    const auto saved = club.resultBook().editMatch(m_after.code, before, false);
    if (!saved) {
        return saved.status();
    }
    step.wrote(m_before.code, *saved);
    return removePlayers(club, m_newPlayers);
}

void EditResult::learn(const Step& step)
{
    Change::learn(step);
    m_appliedOnce = true; // every step that went through follows the first apply
    if (step.newPlayers) {
        m_newPlayers = *step.newPlayers;
    }
}

RecordEventResult::RecordEventResult(QString event, int round, int table, club::MatchDraft draft)
    : Change(Change::tr("Result of table %1, round %2 of %3").arg(table).arg(round).arg(event)),
      m_event(std::move(event)),
      m_round(round),
      m_table(table),
      m_draft(std::move(draft))
{}

club::Status RecordEventResult::apply(club::Club& club, Step& step) const
{
    const auto saved = club.events().recordResult(m_event, m_round, m_table, m_draft);
    if (!saved) {
        return saved.status();
    }
    step.code = saved->code; // redo keeps the identifier
    step.wrote(saved->code, saved->version);
    return {};
}

club::Status RecordEventResult::revert(club::Club& club, Step& step) const
{
    return club.resultBook().deleteMatch(m_draft.code, step.version(m_draft.code));
}

void RecordEventResult::learn(const Step& step)
{
    Change::learn(step);
    if (!step.code.isEmpty()) {
        m_draft.code = step.code;
    }
}

DeleteResult::DeleteResult(club::MatchDraft stored)
    : Change(Change::tr("Delete result %1 (%2)").arg(stored.code, stored.game)),
      m_stored(std::move(stored))
{}

club::Status DeleteResult::apply(club::Club& club, Step& step) const
{
    const int version = m_appliedOnce ? step.version(m_stored.code) : m_stored.version;
    return club.resultBook().deleteMatch(m_stored.code, version);
}

club::Status DeleteResult::revert(club::Club& club, Step& step) const
{
    const auto recorded = club.resultBook().recordMatch(m_stored);
    if (recorded) {
        step.wrote(m_stored.code, 1); // recorded anew
    }
    return recorded.status();
}

void DeleteResult::learn(const Step& step)
{
    Change::learn(step);
    m_appliedOnce = true;
}

// ------------------------------------------------------------- players

SetForfeit::SetForfeit(QString event, int round, int table, club::Absent before, club::Absent after)
    : Change(after == club::Absent::None
                 ? Change::tr("Forfeit taken back at table %1, round %2 of %3").arg(table).arg(round).arg(event)
                 : Change::tr("Forfeit at table %1, round %2 of %3").arg(table).arg(round).arg(event)),
      m_event(std::move(event)),
      m_round(round),
      m_table(table),
      m_before(before),
      m_after(after)
{}

club::Status SetForfeit::set(club::Club& club, club::Absent absent) const
{
    return absent == club::Absent::None ? club.events().clearForfeit(m_event, m_round, m_table)
                                        : club.events().recordForfeit(m_event, m_round, m_table, absent);
}

club::Status SetForfeit::apply(club::Club& club, Step& /*step*/) const
{
    return set(club, m_after);
}

club::Status SetForfeit::revert(club::Club& club, Step& /*step*/) const
{
    return set(club, m_before);
}

AskBye::AskBye(QString event, club::RequestedBye bye, bool cancel)
    : Change(cancel ? Change::tr("Bye of %1 in round %2 taken back").arg(bye.player).arg(bye.round)
                    : Change::tr("Bye asked by %1 for round %2").arg(bye.player).arg(bye.round)),
      m_event(std::move(event)),
      m_bye(std::move(bye)),
      m_cancel(cancel)
{}

club::Status AskBye::ask(club::Club& club, bool cancel) const
{
    return cancel ? club.events().cancelBye(m_event, m_bye.player, m_bye.round)
                  : club.events().requestBye(m_event, m_bye.player, m_bye.round, m_bye.half);
}

club::Status AskBye::apply(club::Club& club, Step& /*step*/) const
{
    return ask(club, m_cancel);
}

club::Status AskBye::revert(club::Club& club, Step& /*step*/) const
{
    return ask(club, !m_cancel);
}

SwapSeats::SwapSeats(QString event, QString a, QString b)
    : Change(Change::tr("Swap %1 and %2 in %3").arg(a, b, event)),
      m_event(std::move(event)),
      m_a(std::move(a)),
      m_b(std::move(b))
{}

club::Status SwapSeats::apply(club::Club& club, Step& /*step*/) const
{
    return club.events().swap(m_event, m_a, m_b);
}

club::Status SwapSeats::revert(club::Club& club, Step& /*step*/) const
{
    return club.events().swap(m_event, m_b, m_a); // a swap undoes itself
}

AddPlayer::AddPlayer(const QString& name, const QString& household)
    : Change(Change::tr("Add player %1").arg(name.trimmed())),
      m_name(name.trimmed()),
      m_household(household.trimmed())
{}

club::Status AddPlayer::apply(club::Club& club, Step& /*step*/) const
{
    return club.roster().addPlayer(m_name, m_household);
}

club::Status AddPlayer::revert(club::Club& club, Step& /*step*/) const
{
    return club.roster().removePlayer(m_name);
}

RenamePlayer::RenamePlayer(const QString& from, const QString& to)
    : Change(Change::tr("Rename %1 to %2").arg(from.trimmed(), to.trimmed())),
      m_from(from.trimmed()),
      m_to(to.trimmed())
{}

club::Status RenamePlayer::apply(club::Club& club, Step& /*step*/) const
{
    return club.roster().renamePlayer(m_from, m_to);
}

club::Status RenamePlayer::revert(club::Club& club, Step& /*step*/) const
{
    return club.roster().renamePlayer(m_to, m_from);
}

SetHousehold::SetHousehold(const QString& player, QString before, const QString& after)
    : Change(Change::tr("Household of %1").arg(player)),
      m_player(player),
      m_before(std::move(before)),
      m_after(after.trimmed())
{}

club::Status SetHousehold::apply(club::Club& club, Step& /*step*/) const
{
    return club.roster().setHousehold(m_player, m_after);
}

club::Status SetHousehold::revert(club::Club& club, Step& /*step*/) const
{
    return club.roster().setHousehold(m_player, m_before);
}

SetActive::SetActive(const QString& player, bool active)
    : Change(active ? Change::tr("Mark %1 active").arg(player) : Change::tr("Mark %1 inactive").arg(player)),
      m_player(player),
      m_active(active)
{}

club::Status SetActive::apply(club::Club& club, Step& /*step*/) const
{
    return club.roster().setActive(m_player, m_active);
}

club::Status SetActive::revert(club::Club& club, Step& /*step*/) const
{
    return club.roster().setActive(m_player, !m_active);
}

SetStartingRating::SetStartingRating(const QString& player, const QString& game,
                                     std::optional<club::StartingRating> after)
    : Change(after ? Change::tr("Starting rating of %1 in %2").arg(player, game)
                   : Change::tr("Remove the starting rating of %1 in %2").arg(player, game)),
      m_player(player),
      m_game(game),
      m_after(std::move(after))
{}

namespace {

/// Sets `start`, or removes the player's starting rating in the game:
/// what it replaced.
club::Expected<std::optional<club::StartingRating>> putStartingRating(club::Club& club, const QString& player,
                                                                      const QString& game,
                                                                      const std::optional<club::StartingRating>& start)
{
    return start ? club.startingRatings().setStartingRating(*start)
                 : club.startingRatings().clearStartingRating(player, game);
}

} // namespace

club::Status SetStartingRating::apply(club::Club& club, Step& step) const
{
    auto before = putStartingRating(club, m_player, m_game, m_after);
    if (!before) {
        return before.status();
    }
    step.startingRatingBefore = *std::move(before);
    return {};
}

club::Status SetStartingRating::revert(club::Club& club, Step& /*step*/) const
{
    return putStartingRating(club, m_player, m_game, m_before).status();
}

void SetStartingRating::learn(const Step& step)
{
    Change::learn(step);
    if (step.startingRatingBefore) {
        m_before = *step.startingRatingBefore;
    }
}

SetDormancy::SetDormancy(int months)
    : Change(months > 0 ? Change::tr("Set aside the players with no match %1", "%1: in the last 12 months")
                              .arg(i18n::inLastMonths(months))
                        : Change::tr("Never set players aside")),
      m_months(months)
{}

club::Status SetDormancy::apply(club::Club& club, Step& step) const
{
    const auto before = club.rankings().dormantAfterMonths();
    if (!before) {
        return before.status();
    }
    step.dormancyBefore = *before;
    return club.rankings().setDormantAfterMonths(m_months);
}

club::Status SetDormancy::revert(club::Club& club, Step& /*step*/) const
{
    return club.rankings().setDormantAfterMonths(m_before);
}

void SetDormancy::learn(const Step& step)
{
    Change::learn(step);
    if (step.dormancyBefore) {
        m_before = *step.dormancyBefore;
    }
}

MergePlayers::MergePlayers(const QString& from, const QString& into)
    : Change(Change::tr("Merge %1 into %2").arg(from.trimmed(), into.trimmed())),
      m_from(from.trimmed()),
      m_into(into.trimmed())
{}

club::Status MergePlayers::apply(club::Club& club, Step& step) const
{
    auto merged = club.merger().mergePlayers(m_from, m_into);
    if (!merged) {
        return merged.status();
    }
    step.merged = *std::move(merged);
    return {};
}

club::Status MergePlayers::revert(club::Club& club, Step& /*step*/) const
{
    return club.merger().unmergePlayers(m_record);
}

void MergePlayers::learn(const Step& step)
{
    Change::learn(step);
    if (step.merged) {
        m_record = *step.merged;
    }
}

// --------------------------------------------------------------- games

AddGame::AddGame(const QString& name, rating::System system, const QMap<QString, QString>& params)
    : Change(Change::tr("Add game %1").arg(name.trimmed())),
      m_name(name.trimmed()),
      m_system(system),
      m_params(params)
{}

club::Status AddGame::apply(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().addGame(m_name, m_system, m_params);
}

club::Status AddGame::revert(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().removeGame(m_name);
}

RenameGame::RenameGame(const QString& from, const QString& to)
    : Change(Change::tr("Rename the game %1 to %2").arg(from.trimmed(), club::names::normalised(to))),
      m_from(from.trimmed()),
      m_to(club::names::normalised(to))
{}

club::Status RenameGame::apply(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().renameGame(m_from, m_to);
}

club::Status RenameGame::revert(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().renameGame(m_to, m_from);
}

RemoveGame::RemoveGame(const club::Game& game) : Change(Change::tr("Remove the game %1").arg(game.name)), m_game(game)
{}

club::Status RemoveGame::apply(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().removeGame(m_game.name);
}

club::Status RemoveGame::revert(club::Club& club, Step& /*step*/) const
{
    return club.catalogue().addGame(m_game.name, m_game.system, m_game.params, m_game.freshStartEachSeason);
}

ReopenSeason::ReopenSeason(const QString& season)
    : Change(Change::tr("Reopen the season %1").arg(season)),
      m_season(season)
{}

club::Status ReopenSeason::apply(club::Club& club, Step& /*step*/) const
{
    return club.seasons().reopen(m_season);
}

club::Status ReopenSeason::revert(club::Club& club, Step& /*step*/) const
{
    return club.seasons().close(m_season);
}

RemoveSeason::RemoveSeason(const club::Season& season)
    : Change(Change::tr("Remove the season %1").arg(season.name)),
      m_season(season)
{}

club::Status RemoveSeason::apply(club::Club& club, Step& /*step*/) const
{
    return club.seasons().remove(m_season.name);
}

club::Status RemoveSeason::revert(club::Club& club, Step& /*step*/) const
{
    return club.seasons().add(m_season.name, m_season.first, m_season.last, m_season.game);
}

SetGameParameters::SetGameParameters(const club::Game& game, const QMap<QString, QString>& values,
                                     std::optional<bool> freshStart)
    : Change(Change::tr("Change the parameters of %1").arg(game.name)),
      m_game(game.name),
      m_after(values),
      m_freshBefore(game.freshStartEachSeason),
      m_freshAfter(freshStart.value_or(game.freshStartEachSeason))
{
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        m_before.insert(it.key(), game.params.value(it.key())); // "" = the default
    }
}

club::Status SetGameParameters::apply(club::Club& club, Step& /*step*/) const
{
    // Both in the one transaction Session::perform opens around a step.
    if (!m_after.isEmpty()) {
        if (club::Status s = club.catalogue().setGameParameters(m_game, m_after); !s.ok()) {
            return s;
        }
    }
    return m_freshAfter != m_freshBefore ? club.catalogue().setFreshStartEachSeason(m_game, m_freshAfter)
                                         : club::Status();
}

club::Status SetGameParameters::revert(club::Club& club, Step& /*step*/) const
{
    if (m_freshAfter != m_freshBefore) {
        if (club::Status s = club.catalogue().setFreshStartEachSeason(m_game, m_freshBefore); !s.ok()) {
            return s;
        }
    }
    return m_before.isEmpty() ? club::Status() : club.catalogue().setGameParameters(m_game, m_before);
}

} // namespace palmares::ui

#include "commands.h"

#include "session.h"
#include "texts.h"

#include "club/names.h"
#include "i18n/i18n.h"

namespace palmares::ui {

namespace {

/// Players named in a draft that the club does not know yet.
QStringList unknownPlayers(club::Club& club, const club::MatchDraft& draft)
{
    const auto known = club.roster().players();
    QSet<QString> names;
    for (const auto& p : known.value_or(QList<club::Player>{})) {
        names.insert(club::names::normalised(p.name));
    }
    QStringList out;
    for (const auto& entry : draft.participants) {
        if (const QString name = club::names::normalised(entry.player); !names.contains(name)) {
            out << name;
        }
    }
    return out;
}

/// Removes players entered inline, newest first, except those another
/// result names by now (another window's save, an import made since): they
/// stay, with their results. Stops at the first failure.
club::Status removePlayers(club::Club& club, const QStringList& names)
{
    for (auto it = names.crbegin(); it != names.crend(); ++it) {
        if (const auto removed = club.roster().removeUnlessPlayed(*it); !removed) {
            return removed.status();
        }
    }
    return {};
}

} // namespace

void Change::undo()
{
    if (!std::exchange(m_done, false) && !m_session->perform(*this, Session::Step::Undo).ok()) {
        setObsolete(true); // the stack drops it: it cannot be undone any more
    }
    Q_EMIT m_session->changed();
}

void Change::redo()
{
    if (!std::exchange(m_done, false) && !m_session->perform(*this, Session::Step::Redo).ok()) {
        setObsolete(true);
    }
    Q_EMIT m_session->changed();
}

// ------------------------------------------------------------- results

AddResult::AddResult(club::MatchDraft draft) : Change(Change::tr("Add result")), m_draft(std::move(draft)) {}

club::Status AddResult::apply(club::Club& club)
{
    m_newPlayers = unknownPlayers(club, m_draft);
    const auto code = club.resultBook().recordMatch(m_draft, true);
    if (!code) {
        return code.status();
    }
    m_draft.code = *code; // redo keeps the identifier
    session().setMatchVersion(*code, 1);
    setText(Change::tr("Add result %1 (%2)").arg(*code, m_draft.game));
    return code.status();
}

club::Status AddResult::revert(club::Club& club)
{
    // Under the version this window last wrote: a result another window saved
    // since is not deleted by this undo.
    if (const club::Status s = club.resultBook().deleteMatch(m_draft.code, session().matchVersion(m_draft.code));
        !s.ok()) {
        return s;
    }
    return removePlayers(club, m_newPlayers);
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

club::Status EditResult::apply(club::Club& club)
{
    m_newPlayers = unknownPlayers(club, m_after);
    // First the version the dialog read, then the one this window last wrote:
    // a save by another window in between is refused, not overwritten.
    m_after.version = m_appliedOnce ? session().matchVersion(m_before.code) : m_before.version;
    m_appliedOnce = true;
    const auto saved = club.resultBook().editMatch(m_before.code, m_after, true);
    if (saved) {
        session().setMatchVersion(m_after.code.trimmed(), *saved);
    }
    return saved.status();
}

club::Status EditResult::revert(club::Club& club)
{
    club::MatchDraft before = m_before;
    before.version = session().matchVersion(m_after.code.trimmed());
    const auto saved = club.resultBook().editMatch(m_after.code, before, false);
    if (!saved) {
        return saved.status();
    }
    session().setMatchVersion(m_before.code, *saved);
    return removePlayers(club, m_newPlayers);
}

DeleteResult::DeleteResult(club::MatchDraft stored)
    : Change(Change::tr("Delete result %1 (%2)").arg(stored.code, stored.game)),
      m_stored(std::move(stored))
{}

club::Status DeleteResult::apply(club::Club& club)
{
    const int version = m_appliedOnce ? session().matchVersion(m_stored.code) : m_stored.version;
    m_appliedOnce = true;
    return club.resultBook().deleteMatch(m_stored.code, version);
}

club::Status DeleteResult::revert(club::Club& club)
{
    const auto recorded = club.resultBook().recordMatch(m_stored);
    if (recorded) {
        session().setMatchVersion(m_stored.code, 1); // recorded anew
    }
    return recorded.status();
}

// ------------------------------------------------------------- players

AddPlayer::AddPlayer(const QString& name, const QString& household)
    : Change(Change::tr("Add player %1").arg(name.trimmed())),
      m_name(name.trimmed()),
      m_household(household.trimmed())
{}

club::Status AddPlayer::apply(club::Club& club)
{
    return club.roster().addPlayer(m_name, m_household);
}

club::Status AddPlayer::revert(club::Club& club)
{
    return club.roster().removePlayer(m_name);
}

RenamePlayer::RenamePlayer(const QString& from, const QString& to)
    : Change(Change::tr("Rename %1 to %2").arg(from.trimmed(), to.trimmed())),
      m_from(from.trimmed()),
      m_to(to.trimmed())
{}

club::Status RenamePlayer::apply(club::Club& club)
{
    return club.roster().renamePlayer(m_from, m_to);
}

club::Status RenamePlayer::revert(club::Club& club)
{
    return club.roster().renamePlayer(m_to, m_from);
}

SetHousehold::SetHousehold(const QString& player, const QString& before, const QString& after)
    : Change(Change::tr("Household of %1").arg(player)),
      m_player(player),
      m_before(before),
      m_after(after.trimmed())
{}

club::Status SetHousehold::apply(club::Club& club)
{
    return club.roster().setHousehold(m_player, m_after);
}

club::Status SetHousehold::revert(club::Club& club)
{
    return club.roster().setHousehold(m_player, m_before);
}

SetActive::SetActive(const QString& player, bool active)
    : Change(active ? Change::tr("Mark %1 active").arg(player) : Change::tr("Mark %1 inactive").arg(player)),
      m_player(player),
      m_active(active)
{}

club::Status SetActive::apply(club::Club& club)
{
    return club.roster().setActive(m_player, m_active);
}

club::Status SetActive::revert(club::Club& club)
{
    return club.roster().setActive(m_player, !m_active);
}

SetDormancy::SetDormancy(int months)
    : Change(months > 0 ? Change::tr("Set aside the players with no match %1", "%1: in the last 12 months")
                              .arg(i18n::inLastMonths(months))
                        : Change::tr("Never set players aside")),
      m_months(months)
{}

club::Status SetDormancy::apply(club::Club& club)
{
    const auto before = club.rankings().dormantAfterMonths();
    if (!before) {
        return before.status();
    }
    m_before = *before;
    return club.rankings().setDormantAfterMonths(m_months);
}

club::Status SetDormancy::revert(club::Club& club)
{
    return club.rankings().setDormantAfterMonths(m_before);
}

MergePlayers::MergePlayers(const QString& from, const QString& into)
    : Change(Change::tr("Merge %1 into %2").arg(from.trimmed(), into.trimmed())),
      m_from(from.trimmed()),
      m_into(into.trimmed())
{}

club::Status MergePlayers::apply(club::Club& club)
{
    auto merged = club.merger().mergePlayers(m_from, m_into);
    if (merged) {
        m_record = *std::move(merged);
    }
    return merged.status();
}

club::Status MergePlayers::revert(club::Club& club)
{
    return club.merger().unmergePlayers(m_record);
}

// --------------------------------------------------------------- games

AddGame::AddGame(const QString& name, rating::System system, const QMap<QString, QString>& params)
    : Change(Change::tr("Add game %1").arg(name.trimmed())),
      m_name(name.trimmed()),
      m_system(system),
      m_params(params)
{}

club::Status AddGame::apply(club::Club& club)
{
    return club.catalogue().addGame(m_name, m_system, m_params);
}

club::Status AddGame::revert(club::Club& club)
{
    return club.catalogue().removeGame(m_name);
}

RenameGame::RenameGame(const QString& from, const QString& to)
    : Change(Change::tr("Rename the game %1 to %2").arg(from.trimmed(), club::names::normalised(to))),
      m_from(from.trimmed()),
      m_to(club::names::normalised(to))
{}

club::Status RenameGame::apply(club::Club& club)
{
    return club.catalogue().renameGame(m_from, m_to);
}

club::Status RenameGame::revert(club::Club& club)
{
    return club.catalogue().renameGame(m_to, m_from);
}

RemoveGame::RemoveGame(const club::Game& game) : Change(Change::tr("Remove the game %1").arg(game.name)), m_game(game)
{}

club::Status RemoveGame::apply(club::Club& club)
{
    return club.catalogue().removeGame(m_game.name);
}

club::Status RemoveGame::revert(club::Club& club)
{
    return club.catalogue().addGame(m_game.name, m_game.system, m_game.params, m_game.freshStartEachSeason);
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

club::Status SetGameParameters::apply(club::Club& club)
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

club::Status SetGameParameters::revert(club::Club& club)
{
    if (m_freshAfter != m_freshBefore) {
        if (club::Status s = club.catalogue().setFreshStartEachSeason(m_game, m_freshBefore); !s.ok()) {
            return s;
        }
    }
    return m_before.isEmpty() ? club::Status() : club.catalogue().setGameParameters(m_game, m_before);
}

} // namespace palmares::ui

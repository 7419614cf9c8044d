#include "rerater.h"

#include "conversions.h"
#include "rerating.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Rerater)
};

} // namespace

using store::StoreError;

std::pair<Households, qint64> householdsOf(const QList<store::PlayerRecord>& players)
{
    Households households;
    qint64 maxPlayer = 0;
    for (const store::PlayerRecord& p : players) {
        households.add(p.id, p.household);
        maxPlayer = std::max(maxPlayer, p.id);
    }
    return {std::move(households), maxPlayer};
}

namespace {

/// A re-rating's progress, told to the club's watcher (ClubContext::progress)
/// every ProgressStep matches; the watcher's false cancels it.
class Progress
{
public:
    explicit Progress(const std::function<bool(qint64, qint64)>& watcher) : m_watcher(watcher) {}

    /// Counts the matches to replay, only when someone watches.
    bool count(store::ClubStore& s, qint64 game, const QString& playedAt, qint64 id,
               const std::vector<store::MatchRecord>* matches, StoreError& e)
    {
        if (!m_watcher) {
            return true;
        }
        const auto total = matches != nullptr ? std::optional<qint64>(static_cast<qint64>(matches->size()))
                                              : s.matchCountAfter(game, playedAt, id, e);
        m_total = total.value_or(0);
        return total.has_value();
    }

    /// One match replayed; false (with `e` saying so) once cancelled.
    bool step(StoreError& e)
    {
        if (!m_watcher || ++m_done % ClubContext::ProgressStep != 0 || m_watcher(m_done, m_total)) {
            return true;
        }
        e.message = Text::tr("cancelled; nothing was changed");
        return false;
    }

private:
    const std::function<bool(qint64, qint64)>& m_watcher;
    qint64 m_total = 0;
    qint64 m_done = 0;
};

/// The game's matches from (playedAt, id) on, in replay order: read ahead
/// when the caller's transaction has changed no result (`committed`) or only
/// `changes` (with their records as committed, then).
bool streamMatches(store::ClubStore& s, bool committed, const store::ResultChanges* changes, qint64 game,
                   const QString& playedAt, qint64 id, const store::ClubStore::RecordedMatchVisit& visit, StoreError& e)
{
    if (changes != nullptr) {
        return s.forEachMatchFrom(game, playedAt, id, *changes, visit, e);
    }
    const auto withoutRecords = [&](const store::MatchRecord& m) { return visit(m, {}); };
    return committed ? s.forEachCommittedMatchFrom(game, playedAt, id, withoutRecords, e)
                     : s.forEachMatchFrom(game, playedAt, id, withoutRecords, e);
}

/// Makes room for the re-rating of `game` from (playedAt, id): its records
/// and checkpoints from there deleted (and its standings, from the start);
/// or, when they are to be overwritten
/// (`overwrite`), the checkpoints and the records of the changed matches as
/// they were only.
bool clearFrom(store::ClubStore& s, qint64 game, const QString& playedAt, qint64 id, bool overwrite,
               const store::ResultChanges* changes, StoreError& e)
{
    if (!overwrite) {
        // From the start (no date): the game's standings go too.
        return s.deleteRatingsFrom(game, playedAt, id, e) && (!playedAt.isEmpty() || s.deleteStandingsOfGame(game, e));
    }
    if (!s.deleteCheckpointsFrom(game, playedAt, id, e)) {
        return false;
    }
    return std::all_of(changes->before.cbegin(), changes->before.cend(), [&](const store::MatchRecord& m) {
        return m.game != game || s.deleteMatchRatings(game, m.playedAt, m.id, e);
    });
}

/// A re-rating from the start of `game` first puts every moment of it whose
/// matches' ids are out of their codes' order in order (a club written
/// before that order): ClubStore::orderMoment. When it wrote anything, the
/// results as committed are no longer the transaction's: `committed` is
/// then false.
bool orderMoments(store::ClubStore& s, qint64 game, bool& committed, StoreError& e)
{
    const auto moments = s.unorderedMoments(game, QString(), e);
    if (!moments) {
        return false;
    }
    store::ResultChanges moved;
    for (const QString& at : *moments) {
        if (!s.orderMoment(game, at, moved, e)) {
            return false;
        }
    }
    committed = committed && moved.after.empty();
    return true;
}

} // namespace

bool Rerater::rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh,
                     Status& status, const QList<store::PlayerRecord>* known,
                     const std::vector<store::MatchRecord>* matches)
{
    store::ClubStore& s = m_context.store;
    StoreError e;
    const auto ruleSet = RuleBook::ruleSetFor(game);
    if (!ruleSet) {
        status = ruleSet.status();
        return false;
    }
    const rating::RuleSet& rules = **ruleSet;
    const bool fromStart = playedAt.isEmpty();
    // A closed season's results change only when the person said so.
    status = m_rules.guard(game.name, fromStart ? QDate() : Change::dateOf(playedAt));
    if (!status.ok()) {
        return false;
    }
    // What moved, for the change feed: this game from this date on.
    Change::widen(m_context.rerated, game.name, fromStart ? QDate() : Change::dateOf(playedAt));
    // The replay order of a game's matches at one moment is their codes'
    // (RATING_RULES.md §1): a club written before it is put in that order by
    // its next full re-rating (a rebuild, a changed parameter).
    bool committedResults = m_committedResults;
    if (fromStart && matches == nullptr && !orderMoments(s, game.id, committedResults, e)) {
        status = fromStore(e);
        return false;
    }
    // Records overwritten where they lie: when only a few results changed,
    // and on SQLite (PostgreSQL's COPY only appends).
    const bool overwrite = m_changes != nullptr && !fromStart && s.readsCommittedAhead();
    if (!clearFrom(s, game.id, playedAt, id, overwrite, m_changes, e)) {
        status = fromStore(e);
        return false;
    }
    const auto read = known != nullptr ? std::nullopt : s.players(e);
    if (known == nullptr && !read) {
        status = fromStore(e);
        return false;
    }
    // A game that starts afresh each season: the first days of its seasons.
    const auto freshStarts = m_rules.freshStarts(game);
    if (!freshStarts) {
        status = freshStarts.status();
        return false;
    }
    const auto [households, maxPlayer] = householdsOf(known != nullptr ? *known : *read);
    Rerating rerating(s, game.id, rules, households, maxPlayer, m_context.checkpointInterval, *freshStarts);
    rerating.overwriteRecords(overwrite);
    if (!fromStart && !rerating.resume(playedAt, id, e)) {
        status = fromStore(e);
        return false;
    }
    Progress progress(m_context.progress);
    if (!progress.count(s, game.id, playedAt, id, matches, e)) {
        status = fromStore(e);
        return false;
    }
    bool failed = false;
    const auto play = [&](const store::MatchRecord& m, QByteArrayView committed) {
        failed = !rerating.play(m, e, committed) || !progress.step(e);
        return !failed;
    };
    const bool streamed =
        matches != nullptr
            ? std::all_of(matches->begin(), matches->end(), [&](const store::MatchRecord& m) { return play(m, {}); })
            : streamMatches(s, committedResults, m_changes, game.id, playedAt, id, play, e);
    if (!streamed || failed || !rerating.finish(alsoRefresh, e)) {
        status = fromStore(e);
        return false;
    }
    return true;
}

} // namespace palmares::club

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
    Status count(store::ClubStore& s, qint64 game, const QString& playedAt, qint64 id,
                 const std::vector<store::MatchRecord>* matches)
    {
        if (!m_watcher) {
            return {};
        }
        const auto total = matches != nullptr ? Expected<qint64>(static_cast<qint64>(matches->size()))
                                              : s.matchCountAfter(game, playedAt, id);
        m_total = total.value_or(0);
        return total.status();
    }

    /// One match replayed; a failure once cancelled.
    Status step()
    {
        if (!m_watcher || ++m_done % ClubContext::ProgressStep != 0 || m_watcher(m_done, m_total)) {
            return {};
        }
        return Status::failure(Text::tr("cancelled; nothing was changed"));
    }

private:
    const std::function<bool(qint64, qint64)>& m_watcher;
    qint64 m_total = 0;
    qint64 m_done = 0;
};

/// The game's matches from (playedAt, id) on, in replay order: read ahead
/// when the caller's transaction has changed no result (`committed`) or only
/// `changes` (with their records as committed, then).
Status streamMatches(store::ClubStore& s, bool committed, const store::ResultChanges* changes, qint64 game,
                     const QString& playedAt, qint64 id, const store::ClubStore::RecordedMatchVisit& visit)
{
    if (changes != nullptr) {
        return s.forEachMatchFrom(game, playedAt, id, *changes, visit);
    }
    const auto withoutRecords = [&](const store::MatchRecord& m) { return visit(m, {}); };
    return committed ? s.forEachCommittedMatchFrom(game, playedAt, id, withoutRecords)
                     : s.forEachMatchFrom(game, playedAt, id, withoutRecords);
}

/// Makes room for the re-rating of `game` from (playedAt, id): its records
/// and checkpoints from there deleted (and its standings, from the start);
/// or, when they are to be overwritten
/// (`overwrite`), the checkpoints and the records of the changed matches as
/// they were only.
Status clearFrom(store::ClubStore& s, qint64 game, const QString& playedAt, qint64 id, bool overwrite,
                 const store::ResultChanges* changes)
{
    if (!overwrite) {
        // From the start (no date): the game's standings go too.
        if (Status deleted = s.deleteRatingsFrom(game, playedAt, id); !deleted.ok() || !playedAt.isEmpty()) {
            return deleted;
        }
        return s.deleteStandingsOfGame(game);
    }
    if (Status s1 = s.deleteCheckpointsFrom(game, playedAt, id); !s1.ok()) {
        return s1;
    }
    for (const store::MatchRecord& m : changes->before) {
        if (m.game != game) {
            continue;
        }
        if (Status deleted = s.deleteMatchRatings(game, m.playedAt, m.id); !deleted.ok()) {
            return deleted;
        }
    }
    return {};
}

/// A re-rating from the start of `game` first puts every moment of it whose
/// matches' ids are out of their codes' order in order (a club written
/// before that order): ClubStore::orderMoment. When it wrote anything, the
/// results as committed are no longer the transaction's: `committed` is
/// then false.
Status orderMoments(store::ClubStore& s, qint64 game, bool& committed)
{
    const auto moments = s.unorderedMoments(game, QString());
    if (!moments) {
        return moments.status();
    }
    store::ResultChanges moved;
    for (const QString& at : *moments) {
        if (Status ordered = s.orderMoment(game, at, moved); !ordered.ok()) {
            return ordered;
        }
    }
    committed = committed && moved.after.empty();
    return {};
}

/// Replays `matches` (when given) or the matches `stream` hands out through
/// `rerating`: the first failure (a store's, or the person's cancel) stops it.
Status playAll(Rerating& rerating, Progress& progress, const std::vector<store::MatchRecord>* matches,
               const std::function<Status(const store::ClubStore::RecordedMatchVisit&)>& stream)
{
    Status played; // the first match that failed (or the cancel)
    const auto play = [&](const store::MatchRecord& m, QByteArrayView committed) {
        played = rerating.play(m, committed);
        if (played.ok()) {
            played = progress.step();
        }
        return played.ok();
    };
    if (matches != nullptr) {
        for (auto m = matches->cbegin(); m != matches->cend() && play(*m, {}); ++m) {
        }
        return played;
    }
    const Status read = stream(play);
    return read.ok() ? played : read;
}

} // namespace

bool Rerater::rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh,
                     Status& status, const QList<store::PlayerRecord>* known,
                     const std::vector<store::MatchRecord>* matches)
{
    store::ClubStore& s = m_context.store;
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
    if (fromStart && matches == nullptr) {
        if (status = orderMoments(s, game.id, committedResults); !status.ok()) {
            return false;
        }
    }
    // Records overwritten where they lie: when only a few results changed,
    // and on SQLite (PostgreSQL's COPY only appends).
    const bool overwrite = m_changes != nullptr && !fromStart && s.readsCommittedAhead();
    if (status = clearFrom(s, game.id, playedAt, id, overwrite, m_changes); !status.ok()) {
        return false;
    }
    const auto read =
        known != nullptr ? Expected<QList<store::PlayerRecord>>(QList<store::PlayerRecord>()) : s.players();
    if (!read) {
        status = read.status();
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
    const auto starts = startingStates(s, game.id, rules);
    if (!starts) {
        status = starts.status();
        return false;
    }
    for (const auto& [player, state] : *starts) {
        rerating.setStart(player, state);
    }
    if (!fromStart) {
        if (status = rerating.resume(playedAt, id); !status.ok()) {
            return false;
        }
    }
    Progress progress(m_context.progress);
    if (status = progress.count(s, game.id, playedAt, id, matches); !status.ok()) {
        return false;
    }
    status = playAll(rerating, progress, matches, [&](const store::ClubStore::RecordedMatchVisit& visit) {
        return streamMatches(s, committedResults, m_changes, game.id, playedAt, id, visit);
    });
    if (status.ok()) {
        status = rerating.finish(alsoRefresh);
    }
    return status.ok();
}

} // namespace palmares::club

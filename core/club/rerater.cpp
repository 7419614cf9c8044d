#include "rerater.h"

#include "conversions.h"
#include "gamecatalogue.h"
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

bool Rerater::rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh,
                     Status& status, const QList<store::PlayerRecord>* known,
                     const std::vector<store::MatchRecord>* matches)
{
    store::ClubStore& s = m_context.store;
    StoreError e;
    const auto ruleSet = GameCatalogue::ruleSetFor(game);
    if (!ruleSet) {
        status = ruleSet.status();
        return false;
    }
    const rating::RuleSet& rules = **ruleSet;
    const bool fromStart = playedAt.isEmpty();
    // What moved, for the change feed: this game from this date on.
    Change::widen(m_context.rerated, game.name, fromStart ? QDate() : Change::dateOf(playedAt));
    if (!s.deleteRatingsFrom(game.id, playedAt, id, e) || (fromStart && !s.deleteStandingsOfGame(game.id, e))) {
        status = fromStore(e);
        return false;
    }
    const auto read = known != nullptr ? std::nullopt : s.players(e);
    if (known == nullptr && !read) {
        status = fromStore(e);
        return false;
    }
    const auto [households, maxPlayer] = householdsOf(known != nullptr ? *known : *read);
    Rerating rerating(s, game.id, rules, households, maxPlayer, m_context.checkpointInterval);
    if (!fromStart && !rerating.resume(playedAt, id, e)) {
        status = fromStore(e);
        return false;
    }
    // The matches to replay, for the progress (counted only when someone
    // watches it).
    qint64 total = 0;
    if (m_context.progress) {
        const auto count = matches != nullptr ? std::optional<qint64>(static_cast<qint64>(matches->size()))
                                              : s.matchCountAfter(game.id, playedAt, id, e);
        if (!count) {
            status = fromStore(e);
            return false;
        }
        total = *count;
    }
    qint64 done = 0;
    bool failed = false;
    const auto play = [&](const store::MatchRecord& m) {
        failed = !rerating.play(m, e);
        if (!failed && m_context.progress && ++done % ClubContext::ProgressStep == 0 &&
            !m_context.progress(done, total)) {
            e.message = Text::tr("cancelled; nothing was changed");
            failed = true;
        }
        return !failed;
    };
    bool streamed = true;
    if (matches != nullptr) {
        for (const store::MatchRecord& m : *matches) {
            if (!play(m)) {
                break;
            }
        }
    } else {
        streamed = s.forEachMatchFrom(game.id, playedAt, id, play, e);
    }
    if (!streamed || failed || !rerating.finish(alsoRefresh, e)) {
        status = fromStore(e);
        return false;
    }
    return true;
}

} // namespace palmares::club

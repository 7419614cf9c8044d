#include "explainer.h"

#include "conversions.h"
#include "directory.h"
#include "explanation.h"
#include "participantmapping.h"

#include <QCoreApplication>

#include <algorithm>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Explainer)
};

/// A game that starts afresh each season: names in `x` the season its
/// ratings last started afresh with, when a participant plays his first
/// match since (his record counts no game before).
Status sayFreshStart(RuleBook& rules, const Game& g, const QString& playedAt, Explanation& x)
{
    const bool anyAfresh = std::any_of(x.changes.cbegin(), x.changes.cend(),
                                       [](const rating::RatingChange& c) { return c.gamesBefore == 0; });
    if (!g.freshStartEachSeason || !anyAfresh) {
        return {};
    }
    const auto seasons = rules.seasons();
    if (!seasons) {
        return seasons.status();
    }
    const QDate day = Change::dateOf(playedAt);
    for (const Season& s : *seasons) { // by first day: the latest one on or before the match's
        if (s.coversGame(g.name) && s.first <= day && s.first != x.freshStartDay) {
            x.freshStartDay = s.first;
            x.freshStartSeason = s.name;
        }
    }
    return {};
}

/// Names in `x` the participants whose state before this match was their
/// starting rating: no rated match of the game before it (with fresh
/// starts, which also count no game before, none at all).
Status sayStartingRatings(store::ClubStore& store, const Game& g, const store::MatchRecord& m, Explanation& x)
{
    const bool anyFirst = std::any_of(x.changes.cbegin(), x.changes.cend(),
                                      [](const rating::RatingChange& c) { return c.gamesBefore == 0; });
    if (!anyFirst) {
        return {};
    }
    const auto starts = store.startingRatingsOfGame(g.id);
    if (!starts) {
        return starts.status();
    }
    for (int i = 0; i < x.changes.size() && i < m.participants.size(); ++i) {
        const qint64 player = m.participants.at(i).player;
        const auto start = std::find_if(starts->cbegin(), starts->cend(),
                                        [player](const store::StartingRatingRecord& r) { return r.player == player; });
        if (x.changes.at(i).gamesBefore != 0 || start == starts->cend()) {
            continue;
        }
        if (g.freshStartEachSeason) {
            const auto first = store.firstMatchInGame(player, g.id);
            if (!first) {
                return first.status();
            }
            if (!*first || (*first)->second != m.id) {
                continue;
            }
        }
        x.startingRatings.append({i, StartingRating{x.playerNames.value(i), g.name, start->rating, start->deviation}});
    }
    return {};
}

} // namespace

Expected<Explanation> Explainer::explain(const QString& code, const QLocale& numbers)
{
    const auto id = m_context.store.matchIdByCode(code.trimmed());
    if (!id || *id == 0) {
        return id ? Status::failure(Text::tr("there is no match '%1'").arg(code.trimmed()), Field{Field::Kind::Match})
                  : id.status();
    }
    Directory dir;
    const auto m = m_context.store.match(*id);
    const auto changes = m_context.store.ratingChangesOfMatch(*id);
    if (!m) {
        return m.status();
    }
    if (!changes) {
        return changes.status();
    }
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    const Game g = dir.gamesById.value(m->game);
    const auto ruleSet = RuleBook::ruleSetFor(g);
    if (!ruleSet) {
        return ruleSet.status();
    }
    const rating::RuleSet& rules = **ruleSet;
    Explanation x;
    x.match = m->code;
    x.game = g.name;
    x.system = g.system;
    x.playedAt = m->playedAt;
    x.unratedReason = m->unratedReason;
    x.record = toRecordedMatch(*m, g.name, dir.playerNames);
    for (const store::ParticipantRecord& p : m->participants) {
        x.playerNames << dir.playerNames.value(p.player);
        const store::RatingChangeRecord* found = nullptr;
        for (const store::RatingChangeRecord& r : *changes) {
            if (r.change.player == p.player) {
                found = &r;
            }
        }
        if (found) {
            x.changes.append(found->change);
            x.states.append(found->state);
        }
    }
    if (Status said = sayFreshStart(m_rules, g, m->playedAt, x); !said.ok()) {
        return said;
    }
    if (Status said = sayStartingRatings(m_context.store, g, *m, x); !said.ok()) {
        return said;
    }
    const auto params = rules.parameters();
    x.parameters = QList<rating::Parameter>(params.begin(), params.end());
    x.lines = explanationLines(x, rules, numbers);
    return x;
}

} // namespace palmares::club

#include "headtohead.h"

#include "conversions.h"
#include "directory.h"
#include "participantmapping.h"
#include "playerstories.h"

#include <QMap>

#include <algorithm>
#include <vector>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::HeadToHead)
};

} // namespace

namespace {

/// Where two players finished in one match (lower is better).
struct Places {
    std::optional<double> a;
    std::optional<double> b;
};

/// The places the engine used when the match was rated, and each one's
/// rating change.
Places placesRated(const QList<store::RatingChangeRecord>& changes, qint64 a, qint64 b, HeadToHeadMatch& hm)
{
    Places places;
    for (const store::RatingChangeRecord& r : changes) {
        if (r.change.player == a) {
            places.a = r.change.position;
            hm.changeA = r.change.after - r.change.before;
        } else if (r.change.player == b) {
            places.b = r.change.position;
            hm.changeB = r.change.after - r.change.before;
        }
    }
    return places;
}

/// The entered ranks (or the scores) when the match was not rated.
void placesEntered(const store::MatchRecord& m, qint64 a, qint64 b, Places& places)
{
    std::vector<rating::Participant> parts;
    for (const store::ParticipantRecord& part : m.participants) {
        parts.push_back(toRating(part, 0));
    }
    std::vector<int> ranks(parts.size(), 0);
    if (!rating::effectiveRanks(parts, ranks)) {
        return;
    }
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (m.participants[static_cast<qsizetype>(i)].player == a) {
            places.a = ranks[i];
        } else if (m.participants[static_cast<qsizetype>(i)].player == b) {
            places.b = ranks[i];
        }
    }
}

/// One shared match: who finished ahead, and the rating changes.
HeadToHeadMatch meetingOf(const store::MatchRecord& m, const QList<store::RatingChangeRecord>& changes, qint64 a,
                          qint64 b)
{
    HeadToHeadMatch hm;
    hm.match = m.code;
    hm.playedAt = m.playedAt;
    hm.participants = static_cast<int>(m.participants.size());
    hm.unratedReason = m.unratedReason;
    // Who finished ahead: the places the engine used when rated, else
    // the entered ranks (or the scores).
    Places places = placesRated(changes, a, b, hm);
    if (!places.a || !places.b) {
        placesEntered(m, a, b, places);
    }
    if (places.a && places.b) {
        hm.result = *places.a < *places.b   ? MatchResult::Win
                    : *places.a > *places.b ? MatchResult::Loss
                                            : MatchResult::Draw;
    }
    return hm;
}

/// The tally of the rated matches whose order is known.
void tally(HeadToHeadGame& hg)
{
    for (const HeadToHeadMatch& hm : std::as_const(hg.matches)) {
        if (hm.result && hm.unratedReason.isEmpty()) {
            hg.winsA += *hm.result == MatchResult::Win ? 1 : 0;
            hg.draws += *hm.result == MatchResult::Draw ? 1 : 0;
            hg.winsB += *hm.result == MatchResult::Loss ? 1 : 0;
        }
    }
}

/// Both players' current states in a game (nullopt = not rated there).
struct States {
    std::optional<rating::PlayerState> a;
    std::optional<rating::PlayerState> b;
};

States statesOf(const QList<store::StandingRecord>& standings, qint64 a, qint64 b)
{
    States states;
    for (const store::StandingRecord& s : standings) {
        if (s.player == a) {
            states.a = s.state;
        } else if (s.player == b) {
            states.b = s.state;
        }
    }
    return states;
}

HeadToHeadGame gameOf(const Game& g, const rating::RuleSet& rules, const States& states,
                      const QList<HeadToHeadMatch>& matches)
{
    HeadToHeadGame hg;
    hg.game = g;
    hg.hasRating = rules.hasRating();
    hg.integral = rules.integral() && rules.hasRating();
    hg.decimals = rules.describe().decimals;
    hg.matches = matches;
    tally(hg);
    hg.ratingA = states.a ? states.a->rating : rules.initialRating();
    hg.ratingB = states.b ? states.b->rating : rules.initialRating();
    hg.provisionalA = rules.isProvisional(states.a.value_or(rating::PlayerState{}));
    hg.provisionalB = rules.isProvisional(states.b.value_or(rating::PlayerState{}));
    if (hg.hasRating) {
        hg.expectedA = rules.expectedScore(hg.ratingA, hg.ratingB);
        hg.expectedB = rules.expectedScore(hg.ratingB, hg.ratingA);
    }
    return hg;
}

} // namespace

Expected<HeadToHead> PlayerStories::headToHead(const QString& aName, const QString& bName)
{
    Status status;
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    const auto a = dir.player(aName, Field::participant(1), status);
    if (!a) {
        return status;
    }
    const auto b = dir.player(bName, Field::participant(2), status);
    if (!b) {
        return status;
    }
    if (a->id == b->id) {
        return Status::failure(Text::tr("choose two different players"), Field::participant(2));
    }
    const auto codes = m_context.store.sharedMatches(a->id, b->id);
    if (!codes) {
        return codes.status();
    }
    HeadToHead h;
    h.a = a->name;
    h.b = b->name;
    QMap<qint64, QList<HeadToHeadMatch>> met;
    for (const QString& code : *codes) {
        const auto id = m_context.store.matchIdByCode(code);
        if (!id) {
            return id.status();
        }
        const auto m = m_context.store.match(*id);
        if (!m) {
            return m.status();
        }
        const auto changes = m_context.store.ratingChangesOfMatch(m->id);
        if (!changes) {
            return changes.status();
        }
        met[m->game].append(meetingOf(*m, *changes, a->id, b->id));
    }
    for (const Game& g : std::as_const(dir.gamesById)) {
        const auto ruleSet = RuleBook::ruleSetFor(g);
        if (!ruleSet) {
            return ruleSet.status();
        }
        const rating::RuleSet& rules = **ruleSet;
        const auto standings = m_context.store.standings(g.id);
        if (!standings) {
            return standings.status();
        }
        const States states = statesOf(*standings, a->id, b->id);
        const bool bothRated = rules.hasRating() && states.a && states.b;
        if (!met.contains(g.id) && !bothRated) {
            continue;
        }
        h.games.append(gameOf(g, rules, states, met.value(g.id)));
    }
    std::sort(h.games.begin(), h.games.end(), [](const HeadToHeadGame& x, const HeadToHeadGame& y) {
        return x.game.name.localeAwareCompare(y.game.name) < 0;
    });
    return h;
}

} // namespace palmares::club

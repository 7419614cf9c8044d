// Events: the standings and the cross-table after the complete rounds, or
// after any one of them (issue 42: "the standings after each round"), from
// the results of the tables (core/pairing's tie-breaks for duels).

#include "eventpairing.h"
#include "events.h"
#include "participantmapping.h"

#include "pairing/tiebreaks.h"
#include "rating/placementpoints.h"

#include "store/clubstore.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace palmares::club {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

struct TieBreakKey {
    pairing::TieBreak tieBreak;
    const char* key;
};
constexpr std::array<TieBreakKey, 7> TieBreakKeys{{{pairing::TieBreak::BuchholzCut1, "BH-C1"},
                                                   {pairing::TieBreak::Buchholz, "BH"},
                                                   {pairing::TieBreak::SonnebornBerger, "SB"},
                                                   {pairing::TieBreak::Progressive, "PS"},
                                                   {pairing::TieBreak::DirectEncounter, "DE"},
                                                   {pairing::TieBreak::Wins, "WIN"},
                                                   {pairing::TieBreak::GamesWon, "WON"}}};

/// C.07's recommendations: a Swiss (and a random draw) BH-C1, BH, SB, PS,
/// DE, WIN; a round robin DE, SB, WIN, PS (Buchholz means nothing where
/// everyone meets everyone).
std::vector<pairing::TieBreak> tieBreaksOf(PairingMethod method)
{
    using TB = pairing::TieBreak;
    if (method == PairingMethod::RoundRobin) {
        return {TB::DirectEncounter, TB::SonnebornBerger, TB::Wins, TB::Progressive};
    }
    return {TB::BuchholzCut1, TB::Buchholz, TB::SonnebornBerger, TB::Progressive, TB::DirectEncounter, TB::Wins};
}

QString keyOf(pairing::TieBreak t)
{
    for (const TieBreakKey& k : TieBreakKeys) {
        if (k.tieBreak == t) {
            return QString::fromLatin1(k.key);
        }
    }
    return {};
}

/// The rounds whose every table has its result.
QList<EventRound> completeRounds(const QList<EventRound>& rounds)
{
    QList<EventRound> done;
    for (const EventRound& r : rounds) {
        if (!r.complete()) {
            break;
        }
        done.append(r);
    }
    return done;
}

/// The complete rounds up to `afterRound` (all of them without one), or why
/// the standings cannot be after that round: only a complete round has
/// standings after it.
Expected<QList<EventRound>> roundsUpTo(const Event& e, const QList<EventRound>& rounds, std::optional<int> afterRound)
{
    QList<EventRound> done = completeRounds(rounds);
    if (!afterRound) {
        return done;
    }
    if (*afterRound < 1 || *afterRound > done.size()) {
        QString why = Text::tr("'%1' has rounds 1 to %2 complete").arg(e.name).arg(done.size());
        if (done.size() < 2) {
            why = done.isEmpty() ? Text::tr("'%1' has no complete round yet").arg(e.name)
                                 : Text::tr("'%1' has only round 1 complete").arg(e.name);
        }
        return Status::failure(Text::tr("%1: no standings after round %2").arg(why).arg(*afterRound),
                               Field{Field::Kind::Round});
    }
    done.resize(*afterRound);
    return done;
}

struct TarotTally {
    double score = 0.0;
    double placement = 0.0;
    int played = 0;
};

} // namespace

Expected<EventStandings> Events::standings(const QString& name, std::optional<int> afterRound)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    const auto g = m_rules.game(e->game);
    if (!g) {
        return g.status();
    }
    const auto rules = RuleBook::ruleSetFor(*g);
    if (!rules) {
        return rules.status();
    }
    const auto all = roundsOf(*e);
    if (!all) {
        return all.status();
    }
    const auto upTo = roundsUpTo(*e, *all, afterRound);
    if (!upTo) {
        return upTo.status();
    }
    const QList<EventRound>& rounds = *upTo;
    const auto h = historyOf(m_context.store, *e, **rules, rounds);
    if (!h) {
        return h.status();
    }
    EventStandings out;
    out.event = *e;
    out.rounds = static_cast<int>(rounds.size());
    QHash<pairing::PlayerId, qsizetype> entry;
    for (qsizetype i = 0; i < h->entries.size(); ++i) {
        entry.insert(h->entrants[static_cast<std::size_t>(i)].id, i);
    }
    if (e->pairing == PairingMethod::Tables) {
        return tarotStandings(*e, **rules, rounds, *h, out);
    }
    const auto order = tieBreaksOf(e->pairing);
    for (const pairing::TieBreak t : order) {
        out.tieBreaks << keyOf(t);
    }
    const auto rows =
        pairing::duelStandings(h->entrants, order, pairing::ScoreScale{}, e->pairing == PairingMethod::RoundRobin);
    for (const pairing::StandingRow& r : rows) {
        const qsizetype i = entry.value(r.id);
        const pairing::Entrant& who = h->entrants[static_cast<std::size_t>(i)];
        EventStandingRow row;
        row.rank = r.rank;
        row.shared = r.shared;
        row.player = h->entries[i].player;
        row.pairingNumber = who.pairingNumber;
        row.points = r.points;
        row.tieBreaks = QList<double>(r.tieBreaks.cbegin(), r.tieBreaks.cend());
        row.played = static_cast<int>(std::count_if(who.rounds.cbegin(), who.rounds.cend(), [](const auto& rec) {
            return rec.kind == pairing::RoundKind::Played;
        }));
        out.rows.append(row);
    }
    return out;
}

Expected<EventStandings> Events::tarotStandings(const Event& e, const rating::RuleSet& rules,
                                                const QList<EventRound>& rounds, const EventHistory& h,
                                                EventStandings& out)
{
    out.tieBreaks = QStringList{QStringLiteral("placement")};
    const auto matches = m_context.store.eventMatches(e.id);
    if (!matches) {
        return matches.status();
    }
    QHash<qint64, TarotTally> tally;
    for (const store::EventMatchRecord& m : *matches) {
        if (m.round > rounds.size()) {
            continue;
        }
        const auto record = m_context.store.match(m.match);
        if (!record) {
            return record.status();
        }
        std::vector<rating::Participant> parts;
        for (const store::ParticipantRecord& p : record->participants) {
            parts.push_back(toRating(p, 0));
        }
        const rating::Match match = toRatingMatch(*record, parts);
        std::vector<int> places(parts.size(), 0);
        (void)rules.finish(match, places);
        std::vector<double> points(parts.size(), 0.0);
        std::vector<double> mean(parts.size(), 0.0);
        rating::sharePlacementPoints(places, points, mean);
        for (qsizetype i = 0; i < record->participants.size(); ++i) {
            const store::ParticipantRecord& p = record->participants[i];
            TarotTally& t = tally[p.player];
            t.score += p.score.value_or(0.0);
            t.placement += points[static_cast<std::size_t>(i)];
            ++t.played;
        }
    }
    for (qsizetype i = 0; i < h.entries.size(); ++i) {
        const pairing::Entrant& who = h.entrants[static_cast<std::size_t>(i)];
        const TarotTally t = tally.value(who.id);
        out.rows.append(
            EventStandingRow{0, false, h.entries[i].player, who.pairingNumber, t.score, {t.placement}, t.played});
    }
    std::stable_sort(out.rows.begin(), out.rows.end(), [](const EventStandingRow& a, const EventStandingRow& b) {
        if (a.points != b.points) {
            return a.points > b.points;
        }
        if (a.tieBreaks.first() != b.tieBreaks.first()) {
            return a.tieBreaks.first() > b.tieBreaks.first();
        }
        return a.pairingNumber < b.pairingNumber;
    });
    for (qsizetype i = 0; i < out.rows.size(); ++i) {
        EventStandingRow& r = out.rows[i];
        const bool tied =
            i > 0 && out.rows[i - 1].points == r.points && out.rows[i - 1].tieBreaks.first() == r.tieBreaks.first();
        r.shared = tied;
        r.rank = tied ? out.rows[i - 1].rank : static_cast<int>(i) + 1;
    }
    return out;
}

Expected<pairing::CrossTable> Events::crossTable(const QString& name, std::optional<int> afterRound)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    if (e->pairing == PairingMethod::Tables) {
        return Status::failure(Text::tr("'%1' is played at tables: its standings say who scored what, a "
                                        "cross-table is for duels")
                                   .arg(e->name),
                               Field{Field::Kind::Event});
    }
    const auto all = roundsOf(*e);
    if (!all) {
        return all.status();
    }
    const auto upTo = roundsUpTo(*e, *all, afterRound);
    if (!upTo) {
        return upTo.status();
    }
    const auto h = completeHistory(m_context.store, m_rules, *e, *upTo);
    if (!h) {
        return h.status();
    }
    const bool roundRobin = e->pairing == PairingMethod::RoundRobin;
    const auto rows = pairing::duelStandings(h->entrants, tieBreaksOf(e->pairing), pairing::ScoreScale{}, roundRobin);
    return pairing::crossTable(h->entrants, rows, roundRobin);
}

Expected<EventHistory> completeHistory(store::ClubStore& store, RuleBook& rules, const Event& e,
                                       const QList<EventRound>& rounds)
{
    const auto g = rules.game(e.game);
    if (!g) {
        return g.status();
    }
    const auto ruleSet = RuleBook::ruleSetFor(*g);
    if (!ruleSet) {
        return ruleSet.status();
    }
    return historyOf(store, e, **ruleSet, completeRounds(rounds));
}

} // namespace palmares::club

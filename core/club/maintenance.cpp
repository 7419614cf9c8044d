#include "maintenance.h"

#include "conversions.h"
#include "households.h"
#include "participantmapping.h"
#include "rerating.h"
#include "write.h"

#include "store/ratingblob.h"

#include <QHash>
#include <QPair>
#include <QScopeGuard>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace palmares::club {

namespace {

bool differ(double a, double b)
{
    return std::abs(a - b) > 1e-9 * std::max(1.0, std::abs(a));
}

/// The check of one game's cache: its records, checkpoints and standings
/// compared with a fresh replay of its history. Differences are noted in
/// the report's order, up to MaxDifferences for the whole club.
class GameCheck
{
public:
    static constexpr int MaxDifferences = 50;

    GameCheck(store::ClubStore& store, const Game& game, const rating::RuleSet& rules, const Households& households,
              const QHash<qint64, QString>& names, QStringList& differences, const QList<QDate>& freshStarts)
        : m_store(store),
          m_game(game),
          m_households(households),
          m_names(names),
          m_differences(differences),
          m_replay(rules)
    {
        std::vector<std::int32_t> days;
        for (const QDate& d : freshStarts) {
            days.push_back(dayOf(d.toString(Qt::ISODate)));
        }
        m_hasFreshStarts = !days.empty();
        m_replay.setFreshStarts(std::move(days));
    }

    Status run()
    {
        if (Status read = readCache(); !read.ok()) {
            return read;
        }
        const auto starts = startingStates(m_store, m_game.id, m_replay.rules());
        if (!starts) {
            return starts.status();
        }
        for (const auto& [player, state] : *starts) {
            m_replay.setStart(static_cast<rating::PlayerId>(player), state);
        }
        Status ok =
            m_store.forEachMatchFrom(m_game.id, QString(), 0, [&](const store::MatchRecord& m) { return play(m); });
        if (!ok.ok()) {
            return ok;
        }
        if (!m_failure.ok()) {
            return m_failure;
        }
        if (m_nextCheckpoint < m_checkpoints.size() && !full()) {
            note(QStringLiteral("%1: %2 checkpoints after the last match")
                     .arg(m_game.name)
                     .arg(m_checkpoints.size() - m_nextCheckpoint));
        }
        if (m_fresh != m_cached.size() && !full()) {
            note(QStringLiteral("%1: %2 cached rating changes, a replay gives %3")
                     .arg(m_game.name)
                     .arg(m_cached.size())
                     .arg(m_fresh));
        }
        return compareStandings();
    }

private:
    struct Cached {
        double after = 0.0;
        double points = 0.0;
    };

    [[nodiscard]] bool full() const { return m_differences.size() >= MaxDifferences; }
    void note(const QString& difference) { m_differences << difference; }
    [[nodiscard]] QString nameOf(qint64 id) const { return m_names.value(id, QStringLiteral("#%1").arg(id)); }

    /// The cached records of the game, keyed by (match, player), and its
    /// checkpoints.
    Status readCache()
    {
        if (Status read = m_store.forEachRatingChangeOfGame(
                m_game.id,
                [&](const store::RatingChangeRecord& r) {
                    m_cached.insert({r.change.match, r.change.player}, {r.change.after, r.change.placementPoints});
                    return true;
                });
            !read.ok()) {
            return read;
        }
        if (Status read = m_store.forEachInputsOfGame(m_game.id,
                                                      [&](qint64 match, QByteArrayView inputs) {
                                                          m_inputs.insert(match, inputs.toByteArray());
                                                          return true;
                                                      });
            !read.ok()) {
            return read;
        }
        auto checkpoints = m_store.checkpoints(m_game.id);
        if (!checkpoints) {
            return checkpoints.status();
        }
        m_checkpoints = std::move(*checkpoints);
        return {};
    }

    /// Whether to go on (not after a failure to read, in m_failure).
    bool play(const store::MatchRecord& m)
    {
        // A fresh start comes before the checkpoint of its first match
        // (Rerating::play).
        if (m_hasFreshStarts) {
            m_replay.advanceTo(dayOf(m.playedAt));
        }
        skipStaleCheckpoints(m);
        if (m_nextCheckpoint < m_checkpoints.size() && m_checkpoints.at(m_nextCheckpoint).first == m.playedAt &&
            m_checkpoints.at(m_nextCheckpoint).second == m.id) {
            compareCheckpoint(m);
            ++m_nextCheckpoint;
            if (!m_failure.ok()) {
                return false;
            }
        }
        m_parts.clear();
        for (const store::ParticipantRecord& p : m.participants) {
            m_parts.push_back(toRating(p, m_households.of(p.player)));
        }
        const rating::Step step = m_replay.play(toRatingMatch(m, m_parts));
        if (reasonKey(step) != m.unratedReason && !full()) {
            note(QStringLiteral("%1, match %2: stored as '%3', a replay gives '%4'")
                     .arg(m_game.name, m.code, m.unratedReason, reasonKey(step)));
        }
        compareChanges(m, step);
        if (!step.changes.empty()) {
            compareInputs(m);
        }
        return true;
    }

    /// A rated match's record must hold what the match is rated from now: a
    /// re-rating after a back-dated result replays the later matches from
    /// their records (schema 9).
    void compareInputs(const store::MatchRecord& m)
    {
        const auto it = m_inputs.constFind(m.id);
        if (it == m_inputs.cend() || full()) {
            return; // no record at all: compareChanges has said so
        }
        store::packInputs(m, m_packed);
        if (*it != m_packed) {
            note(QStringLiteral("%1, match %2: its cached record was rated from other results than the match's")
                     .arg(m_game.name, m.code));
        }
    }

    /// Checkpoints before this match's position match no match: stale.
    void skipStaleCheckpoints(const store::MatchRecord& m)
    {
        while (m_nextCheckpoint < m_checkpoints.size()) {
            const auto& [at, id] = m_checkpoints.at(m_nextCheckpoint);
            if (at > m.playedAt || (at == m.playedAt && id >= m.id)) {
                break;
            }
            if (!full()) {
                note(QStringLiteral("%1: a checkpoint at %2 (match #%3) belongs to no match")
                         .arg(m_game.name, at)
                         .arg(id));
            }
            ++m_nextCheckpoint;
        }
    }

    /// A checkpoint must hold the states a replay has reached just before
    /// its match.
    void compareCheckpoint(const store::MatchRecord& m)
    {
        const auto states = m_store.checkpointAt(m_game.id, m.playedAt, m.id);
        if (!states) {
            m_failure = states.status();
            return;
        }
        std::size_t seenBefore = 0;
        for (const rating::Standing& s : m_replay.standings()) {
            seenBefore += s.state.seen ? 1 : 0;
        }
        if (states->size() != seenBefore && !full()) {
            note(QStringLiteral("%1, checkpoint before match %2: %3 players, a replay gives %4")
                     .arg(m_game.name, m.code)
                     .arg(states->size())
                     .arg(seenBefore));
        }
        for (const store::StandingRecord& s : *states) {
            const rating::PlayerState fromReplay = m_replay.state(static_cast<rating::PlayerId>(s.player));
            if ((differ(s.state.rating, fromReplay.rating) || s.state.games != fromReplay.games ||
                 differ(s.state.points, fromReplay.points)) &&
                !full()) {
                note(QStringLiteral("%1, checkpoint before match %2, %3: cached %4 after %5 "
                                    "games, a replay gives %6 after %7")
                         .arg(m_game.name, m.code, nameOf(s.player))
                         .arg(s.state.rating, 0, 'f', 6)
                         .arg(s.state.games)
                         .arg(fromReplay.rating, 0, 'f', 6)
                         .arg(fromReplay.games));
            }
        }
    }

    void compareChanges(const store::MatchRecord& m, const rating::Step& step)
    {
        for (const rating::RatingChange& c : step.changes) {
            ++m_fresh;
            const auto it = m_cached.constFind({m.id, c.player});
            if (full()) {
                continue;
            }
            if (it == m_cached.cend()) {
                note(QStringLiteral("%1, match %2: no cached rating change for %3")
                         .arg(m_game.name, m.code, nameOf(c.player)));
            } else if (differ(it->after, c.after) || differ(it->points, c.placementPoints)) {
                note(QStringLiteral("%1, match %2, %3: cached %4, a replay gives %5")
                         .arg(m_game.name, m.code, nameOf(c.player))
                         .arg(it->after, 0, 'f', 6)
                         .arg(c.after, 0, 'f', 6));
            }
        }
    }

    Status compareStandings()
    {
        const auto stored = m_store.standings(m_game.id);
        if (!stored) {
            return stored.status();
        }
        const auto replayed = m_replay.standings();
        if (static_cast<std::size_t>(stored->size()) != replayed.size() && !full()) {
            note(QStringLiteral("%1: %2 cached standings, a replay gives %3")
                     .arg(m_game.name)
                     .arg(stored->size())
                     .arg(replayed.size()));
        }
        for (const store::StandingRecord& s : *stored) {
            const rating::PlayerState fromReplay = m_replay.state(static_cast<rating::PlayerId>(s.player));
            if ((differ(s.state.rating, fromReplay.rating) || s.state.games != fromReplay.games) && !full()) {
                note(QStringLiteral("%1, %2: cached standing %3 after %4 games, a replay "
                                    "gives %5 after %6")
                         .arg(m_game.name, nameOf(s.player))
                         .arg(s.state.rating, 0, 'f', 6)
                         .arg(s.state.games)
                         .arg(fromReplay.rating, 0, 'f', 6)
                         .arg(fromReplay.games));
            }
        }
        return {};
    }

    store::ClubStore& m_store;
    const Game& m_game;
    const Households& m_households;
    const QHash<qint64, QString>& m_names;
    QStringList& m_differences;
    rating::Replay m_replay;
    QHash<QPair<qint64, qint64>, Cached> m_cached;
    QHash<qint64, QByteArray> m_inputs; ///< each rated match's, as its record holds them
    QByteArray m_packed;
    QList<QPair<QString, qint64>> m_checkpoints;
    qsizetype m_nextCheckpoint = 0;
    qint64 m_fresh = 0;
    Status m_failure; ///< a checkpoint that could not be read
    bool m_hasFreshStarts = false;
    std::vector<rating::Participant> m_parts;
};

} // namespace

bool CheckReport::ok() const
{
    return integrity == QStringList{QStringLiteral("ok")} && differences.isEmpty() &&
           std::ranges::none_of(names, &NameFinding::isProblem);
}

Status Maintenance::rebuild()
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        Status status;
        const auto all = m_rules.games();
        if (!all) {
            return all.status();
        }
        // The same results give the same ratings: a rebuild changes no closed
        // season (RuleBook::guard), nor does the one an opening may need.
        const bool confirmed = std::exchange(m_context.closedSeasonsConfirmed, true);
        const auto restore = qScopeGuard([&] { m_context.closedSeasonsConfirmed = confirmed; });
        return write(m_context, Change::of(Change::Kind::Rebuilt), [&]() -> Status {
            if (Status s = m_context.store.deleteAllRatings(); !s.ok()) {
                return s;
            }
            const auto players = m_context.store.players();
            if (!players) {
                return players.status();
            }
            for (const Game& g : *all) {
                // Its transaction changes no result: they are read ahead.
                if (!m_rerater.readingCommittedResults().rerate(g, QString(), 0, {}, status, &*players)) {
                    return status;
                }
            }
            if (Status s = m_context.store.setCacheStale(false); !s.ok()) {
                return s;
            }
            if (Status s = m_context.store.audit(QStringLiteral("rebuild"), QString()); !s.ok()) {
                return s;
            }
            return {};
        });
    });
}

Expected<CheckReport> Maintenance::check()
{
    CheckReport report;
    const auto integrity = m_context.store.integrityCheck();
    const auto all = m_rules.games();
    const auto players = m_context.store.players();
    if (!integrity || !all || !players) {
        if (!integrity) {
            return integrity.status();
        }
        if (!players) {
            return players.status();
        }
        return all.status();
    }
    report.integrity = *integrity;
    Households households;
    QHash<qint64, QString> names; // the differences name players, not ids
    for (const store::PlayerRecord& p : *players) {
        households.add(p.id, p.household);
        names.insert(p.id, p.name);
    }
    for (const Game& g : *all) {
        const auto ruleSet = RuleBook::ruleSetFor(g);
        if (!ruleSet) {
            return ruleSet.status();
        }
        const rating::RuleSet& rules = **ruleSet;
        const auto freshStarts = m_rules.freshStarts(g);
        if (!freshStarts) {
            return freshStarts.status();
        }
        if (Status s = GameCheck(m_context.store, g, rules, households, names, report.differences, *freshStarts).run();
            !s.ok()) {
            return s;
        }
    }
    auto findings = m_nameUpkeep.review();
    if (!findings) {
        return findings.status();
    }
    report.names = *std::move(findings);
    return report;
}

Status Maintenance::backup(const QString& path, bool replace)
{
    if (Status s = m_context.db.backupTo(path, replace, m_context.progress); !s.ok()) {
        return s;
    }
    return {};
}

Status Maintenance::grantAccess(const QString& role, bool write)
{
    if (Status s = m_context.db.grantAccess(role, write); !s.ok()) {
        return s;
    }
    return {};
}

} // namespace palmares::club

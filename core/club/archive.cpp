#include "archive.h"

#include "conversions.h"
#include "directory.h"
#include "participantmapping.h"

#include "rating/placementpoints.h"

#include <QSet>

#include <algorithm>
#include <memory>
#include <numeric>
#include <unordered_map>
#include <vector>

namespace palmares::club {

HistoryRow historyRowOf(const store::RatingChangeRecord& r, const Game& g)
{
    HistoryRow row;
    row.match = r.matchCode;
    row.playedAt = r.playedAt;
    row.game = g.name;
    row.system = g.system;
    row.before = r.change.before;
    row.after = r.change.after;
    row.change = r.change.after - r.change.before;
    row.expected = r.change.expected;
    row.actual = r.change.actual;
    row.points = r.change.placementPoints;
    row.participants = r.change.participants;
    row.integral = integralSystem(g.system);
    row.decimals = displayDecimals(g.system);
    return row;
}

namespace {

/// A match as a row of the results table; the buffers are reused from match
/// to match.
class FinishingOrder
{
public:
    ResultRow rowOf(const store::MatchRecord& m, const Directory& dir)
    {
        const Game g = dir.gamesById.value(m.game);
        ResultRow row;
        row.code = m.code;
        row.playedAt = m.playedAt;
        row.game = g.name;
        row.system = g.system;
        row.unratedReason = m.unratedReason;
        row.participants = static_cast<int>(m.participants.size());
        const bool ranked = sort(m, g);
        QStringList pieces;
        for (const int i : m_order) {
            const store::ParticipantRecord& p = m.participants[i];
            const QString name = dir.playerNames.value(p.player);
            row.players << name;
            QString piece =
                ranked ? QStringLiteral("%1. %2").arg(m_ranks[static_cast<std::size_t>(i)]).arg(name) : name;
            if (p.score) {
                piece += QLatin1Char(' ') + QString::number(*p.score);
            }
            pieces << piece;
        }
        row.summary = pieces.join(QStringLiteral(" · "));
        row.outcome = m_outcome;
        return row;
    }

private:
    /// Finishing order: the places the game's rule set gives (the ranks,
    /// entered or from the scores; a battle's from its morale lost or
    /// outcome); entry order when they are not complete. Whether ranked.
    bool sort(const store::MatchRecord& m, const Game& g)
    {
        m_parts.clear();
        for (const store::ParticipantRecord& p : m.participants) {
            m_parts.push_back(toRating(p, 0));
        }
        m_ranks.assign(m_parts.size(), 0);
        m_order.resize(m_parts.size());
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            m_order[i] = static_cast<int>(i);
        }
        rating::Match match;
        match.participants = m_parts;
        match.outcome = rating::outcomeFromKey(m.outcome.toStdString()).value_or(rating::Outcome::None);
        const rating::Finish finish = rulesOf(g).finish(match, m_ranks);
        m_outcome = finish.outcome;
        const bool ranked = finish.placed;
        if (ranked) {
            std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {
                return m_ranks[static_cast<std::size_t>(a)] < m_ranks[static_cast<std::size_t>(b)];
            });
        }
        return ranked;
    }

    /// The rule set of a game with the club's parameters (a battle's levels), made once.
    const rating::RuleSet& rulesOf(const Game& g)
    {
        std::unique_ptr<rating::RuleSet>& rules = m_rules[g.id];
        if (!rules) {
            auto made = RuleBook::ruleSetFor(g);
            rules = made ? std::move(*made) : rating::makeRuleSet(g.system);
        }
        return *rules;
    }

    std::vector<rating::Participant> m_parts;
    std::vector<int> m_ranks;
    std::vector<int> m_order;
    rating::Outcome m_outcome = rating::Outcome::None;
    std::unordered_map<qint64, std::unique_ptr<rating::RuleSet>> m_rules;
};

} // namespace

Expected<QList<HistoryRow>> Archive::history(const QString& playerName, const QString& gameName)
{
    Status status;
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    const auto p = dir.player(playerName, Field{Field::Kind::Player}, status);
    if (!p) {
        return status;
    }
    qint64 onlyGame = 0;
    if (!gameName.trimmed().isEmpty()) {
        const auto g = m_rules.game(gameName);
        if (!g) {
            return g.status();
        }
        onlyGame = g->id;
    }
    const auto changes = m_context.store.ratingChangesOfPlayer(p->id);
    if (!changes) {
        return changes.status();
    }
    QList<HistoryRow> rows;
    for (const store::RatingChangeRecord& r : *changes) {
        if (onlyGame != 0 && r.game != onlyGame) {
            continue;
        }
        rows.append(historyRowOf(r, dir.gamesById.value(r.game)));
    }
    return rows;
}

Expected<QList<ResultRow>> Archive::results()
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    // Read in the order of entry (two plain scans), then put in replay order
    // here: a club entered day by day is already in it.
    QList<ResultRow> rows;
    std::vector<qint64> ids;
    FinishingOrder order;
    const Status read = m_context.store.forEachMatchInEntryOrder([&](const store::MatchRecord& m) {
        rows.append(order.rowOf(m, dir));
        ids.push_back(m.id);
        return true;
    });
    if (!read.ok()) {
        return read;
    }
    const auto before = [&](std::size_t a, std::size_t b) {
        const int c =
            QString::compare(rows[static_cast<qsizetype>(a)].playedAt, rows[static_cast<qsizetype>(b)].playedAt);
        return c < 0 || (c == 0 && ids[a] < ids[b]);
    };
    std::vector<std::size_t> replay(ids.size());
    std::iota(replay.begin(), replay.end(), std::size_t{0});
    if (std::is_sorted(replay.cbegin(), replay.cend(), before)) {
        return rows;
    }
    std::sort(replay.begin(), replay.end(), before);
    QList<ResultRow> sorted;
    sorted.reserve(rows.size());
    for (const std::size_t i : replay) {
        sorted.append(std::move(rows[static_cast<qsizetype>(i)]));
    }
    return sorted;
}

Expected<QHash<qint64, PlayerActivity>> Archive::playerActivity()
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    QHash<qint64, PlayerActivity> activity;
    QHash<qint64, QSet<qint64>> gamesOf;
    const Status read = m_context.store.forEachMatchInEntryOrder( // any order counts the same
        [&](const store::MatchRecord& m) {
            for (const store::ParticipantRecord& p : m.participants) {
                PlayerActivity& a = activity[p.player];
                ++a.matches;
                if (m.playedAt > a.lastPlayed) {
                    a.lastPlayed = m.playedAt;
                }
                gamesOf[p.player].insert(m.game);
            }
            return true;
        });
    if (!read.ok()) {
        return read;
    }
    for (auto it = activity.begin(); it != activity.end(); ++it) {
        for (const qint64 game : gamesOf.value(it.key())) {
            it->games << dir.gamesById.value(game).name;
        }
        std::sort(it->games.begin(), it->games.end(),
                  [](const QString& a, const QString& b) { return a.localeAwareCompare(b) < 0; });
    }
    return activity;
}

Expected<QTime> Archive::usualTime(const QDate& today)
{
    // Counted by the store: the result dialog asks on opening, and reading
    // the period's matches whole took as long as a bulletin on a large club.
    const auto usual =
        m_context.store.usualTimeBetween(today.addDays(-UsualTimeDays).toString(Qt::ISODate), dayAfter(today));
    if (!usual) {
        return usual.status();
    }
    const QTime t = QTime::fromString(*usual, QStringLiteral("HH:mm"));
    return t.isValid() ? t : defaultTime();
}

Expected<PeriodMatches> Archive::matchesBetween(const QDate& from, const QDate& to)
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    // Stored date-times compare as text; the period is [start, end).
    const QString start = from.toString(Qt::ISODate);
    const QString end = dayAfter(to);
    PeriodMatches period;
    // Only the period is read (each game's part of the replay index): a
    // player's first match in it is his debut if he played none before,
    // which his own participations tell at once. (Reading every match from
    // the club's first took 17 s of the bulletin of a club of 1,000,000.)
    QSet<qint64> seen;
    QList<Debut> firsts;
    bool stopped = false;
    const Status read = m_context.store.forEachMatchBetween(start, end, [&](const store::MatchRecord& m) {
        if (!period.matches.isEmpty() && period.matches.size() % ClubContext::ProgressStep == 0 &&
            !m_context.goOn(period.matches.size(), 0)) {
            stopped = true;
            return false;
        }
        const QString game = dir.gamesById.value(m.game).name;
        for (const store::ParticipantRecord& p : m.participants) {
            const auto before = seen.size();
            seen.insert(p.player);
            if (seen.size() != before) {
                firsts.append({p.player, dir.playerNames.value(p.player), m.code, game, m.playedAt});
            }
        }
        period.matches.append(toRecordedMatch(m, game, dir.playerNames));
        return true;
    });
    if (stopped) {
        return Status::stoppedByPerson();
    }
    if (!read.ok()) {
        return read;
    }
    for (qsizetype i = 0; i < firsts.size(); ++i) {
        const Debut& first = firsts.at(i);
        if (i % ClubContext::ProgressStep == 0 && !m_context.goOn(i, firsts.size())) {
            return Status::stoppedByPerson();
        }
        const auto before = m_context.store.playedBefore(first.playerId, start);
        if (!before) {
            return before.status();
        }
        if (!*before) {
            period.debuts.append(first);
        }
    }
    std::stable_sort(period.debuts.begin(), period.debuts.end(), [](const Debut& a, const Debut& b) {
        if (a.playedAt != b.playedAt) {
            return a.playedAt < b.playedAt;
        }
        return a.player.localeAwareCompare(b.player) < 0;
    });
    return period;
}

Expected<QHash<qint64, int>> Archive::matchCounts()
{
    // Counted by the database (the Games tab read every match of the club
    // for it: 0.7 s on 100,000 results).
    auto counts = m_context.store.matchCountsByGame();
    if (!counts) {
        return counts.status();
    }
    return std::move(*counts);
}

} // namespace palmares::club

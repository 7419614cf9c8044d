#include "rankings.h"

#include "changefeed.h"
#include "conversions.h"
#include "rulebook.h"
#include "write.h"

#include "rating/placementpoints.h"

#include <QHash>

#include <algorithm>
#include <map>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Rankings)
};

} // namespace

namespace {

/// Every player's name by id: what the rankings show (the Directory's
/// look-ups by normalised name cost 20,000 normalisations for nothing here).
Expected<QHash<qint64, QString>> playerNames(store::ClubStore& s)
{
    const auto players = s.players();
    if (!players) {
        return players.status();
    }
    QHash<qint64, QString> names;
    names.reserve(players->size());
    for (const store::PlayerRecord& p : *players) {
        names.insert(p.id, p.name);
    }
    return names;
}

/// Marks the rows whose last match is before `activeSince()` dormant and
/// ranks the others among themselves, in the order they are in: a row shares
/// the rank of the one listed before it when they shared it among everyone
/// (equal shown values), else takes its place in the list. Nothing else of a
/// row changes: its rating and record stay as they were.
void setAside(Standings& standings)
{
    const QDate since = standings.activeSince();
    if (!since.isValid()) {
        return;
    }
    int listed = 0;
    int previousRank = 0; // among everyone, of the last row listed
    int previousListed = 0;
    for (StandingRow& row : standings.rows) {
        const QDate last = Change::dateOf(row.lastPlayed);
        row.dormant = last.isValid() && last < since;
        if (row.dormant) {
            row.rank = 0;
            ++standings.dormant;
            continue;
        }
        ++listed;
        const int rank = listed > 1 && row.rank == previousRank ? previousListed : listed;
        previousRank = row.rank;
        previousListed = rank;
        row.rank = rank;
    }
}

} // namespace

QDate Standings::activeSince() const
{
    return dormantAfterMonths > 0 && asOf.isValid() ? asOf.addMonths(-dormantAfterMonths) : QDate();
}

Standings Standings::withoutDormant() const
{
    Standings listed = *this;
    listed.rows.removeIf([](const StandingRow& r) { return r.dormant; });
    return listed;
}

Expected<int> Rankings::dormantAfterMonths()
{
    const auto months = m_context.store.dormantAfterMonths();
    if (!months) {
        return months.status();
    }
    return *months;
}

Status Rankings::setDormantAfterMonths(int months)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        if (months < 0 || months > MaxDormantAfterMonths) {
            return Status::failure(
                Text::tr("players are set aside after 1 to %1 months without a match, or never; not %2 months")
                    .arg(MaxDormantAfterMonths)
                    .arg(months));
        }
        return write(m_context, Change::of(Change::Kind::DormancyChanged), [&]() {
            const auto was = m_context.store.dormantAfterMonths();
            if (!was) {
                return was.status();
            }
            if (*was == months) {
                return Status(); // as it was: nothing to write nor to audit
            }
            const auto text = [](int m) { return m == 0 ? QStringLiteral("never") : QString::number(m); };
            if (const auto r = m_context.store.setDormantAfterMonths(months); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("dormancy"),
                                         QStringLiteral("%1 -> %2 months").arg(text(*was), text(months)));
        });
    });
}

int hallOfFameDecimals()
{
    return rating::PlacementDecimals;
}

Expected<HallOfFame> Rankings::hallOfFame(const QString& gameName, std::optional<QDate> from, std::optional<QDate> to)
{
    const auto names = playerNames(m_context.store);
    if (!names) {
        return names.status();
    }
    qint64 gameId = 0;
    if (!gameName.trimmed().isEmpty()) {
        const auto g = m_rules.game(gameName);
        if (!g) {
            return g.status();
        }
        gameId = g->id;
    }
    if (from && to && *from > *to) {
        return Status::failure(Text::tr("the start date is after the end date"), Field{Field::Kind::PeriodStart});
    }
    // All time: each player's totals as the rating cache keeps them (one
    // row per game and player); a period: a scan of its rating records.
    const auto tallies =
        from || to ? m_context.store.points(gameId, from ? from->toString(Qt::ISODate) : QStringLiteral("0000-01-01"),
                                            to ? dayAfter(*to) : afterEveryDay())
                   : allTimePoints(gameId);
    if (!tallies) {
        return tallies.status();
    }
    const store::SelectionSummary& summary = tallies->summary;
    std::vector<rating::PointsTally> input;
    input.reserve(static_cast<std::size_t>(tallies->players.size()));
    for (const store::PointsRecord& r : tallies->players) {
        input.push_back({static_cast<rating::PlayerId>(r.player), r.participations, r.total});
    }
    const auto ranked = rating::hallOfFame(input, [&](rating::PlayerId a, rating::PlayerId b) {
        return names->value(a).localeAwareCompare(names->value(b)) < 0;
    });
    HallOfFame hof;
    hof.game = gameName.trimmed();
    hof.from = from;
    hof.to = to;
    hof.games = summary.games;
    hof.matches = summary.matches;
    hof.players = summary.players;
    hof.decimals = hallOfFameDecimals();
    for (const rating::HallOfFameRow& r : ranked) {
        hof.rows.append({r.rank, r.player, names->value(r.player), r.participations, r.total, r.average, r.adjusted});
    }
    return hof;
}

Expected<store::PeriodPoints> Rankings::allTimePoints(qint64 gameId)
{
    QList<qint64> ids{gameId};
    const auto games = m_context.store.games();
    if (!games) {
        return games.status();
    }
    if (gameId == 0) {
        ids.clear();
        for (const store::GameRecord& g : *games) {
            ids.append(g.id);
        }
        std::sort(ids.begin(), ids.end());
    }
    // A game that starts afresh each season keeps only the tallies since
    // the last fresh start in its states: the Hall of Fame of all time
    // sums its records instead (the same sums, in the same order).
    const bool freshStarts = std::any_of(
        games->cbegin(), games->cend(), [&](const store::GameRecord& g) { return g.freshStart && ids.contains(g.id); });
    if (freshStarts) {
        return m_context.store.points(gameId, QStringLiteral("0000-01-01"), afterEveryDay());
    }
    const auto rated = m_context.store.ratedMatchCountsByGame();
    if (!rated) {
        return rated.status();
    }
    // A player's state in a game counts his rated matches there and sums
    // their placement points (§6): the same tallies as his records.
    std::map<qint64, store::PointsRecord> byPlayer; // in player order
    store::PeriodPoints result;
    for (const qint64 id : std::as_const(ids)) {
        const auto states = m_context.store.standings(id);
        if (!states) {
            return states.status();
        }
        bool played = false;
        for (const store::StandingRecord& s : *states) {
            if (s.state.games == 0) {
                continue;
            }
            store::PointsRecord& p =
                byPlayer.try_emplace(s.player, store::PointsRecord{s.player, 0, 0.0}).first->second;
            p.participations += s.state.games;
            p.total += s.state.points;
            played = true;
        }
        if (played) {
            ++result.summary.games;
            result.summary.matches += rated->value(id);
        }
    }
    result.players.reserve(static_cast<qsizetype>(byPlayer.size()));
    for (const auto& [player, points] : byPlayer) {
        result.players.append(points);
    }
    result.summary.players = static_cast<int>(result.players.size());
    return result;
}

Expected<Standings> Rankings::standings(const QString& gameName, std::optional<QDate> at)
{
    const auto b = basis(gameName);
    if (!b) {
        return b.status();
    }
    return standingsOf(*b, at);
}

Expected<StandingsTrend> Rankings::trend(const QString& gameName, const QDate& before)
{
    const auto b = basis(gameName);
    if (!b) {
        return b.status();
    }
    auto now = standingsOf(*b, std::nullopt);
    if (!now) {
        return now.status();
    }
    auto then = standingsOf(*b, before);
    return StandingsTrend{*std::move(now), then ? std::optional<Standings>(*std::move(then)) : std::nullopt};
}

Expected<Rankings::Basis> Rankings::basis(const QString& gameName)
{
    ++m_setUps;
    const auto g = m_rules.game(gameName);
    if (!g) {
        return g.status();
    }
    auto ruleSet = RuleBook::ruleSetFor(*g);
    if (!ruleSet) {
        return ruleSet.status();
    }
    const auto months = dormantAfterMonths();
    if (!months) {
        return months.status();
    }
    const auto freshStarts = m_rules.freshStarts(*g);
    if (!freshStarts) {
        return freshStarts.status();
    }
    auto names = playerNames(m_context.store);
    if (!names) {
        return names.status();
    }
    return Basis{*g, *std::move(ruleSet), *months, *freshStarts, std::move(*names)};
}

Expected<Standings> Rankings::standingsOf(const Basis& basis, std::optional<QDate> at)
{
    const rating::RuleSet& rules = *basis.rules;
    Standings result;
    result.game = basis.game;
    result.at = at;
    result.integral = rules.integral();
    result.decimals = rules.describe().decimals;
    if (rules.hasRating()) {
        result.state = rules.describe().state;
    }
    result.asOf = at.value_or(QDate::currentDate());
    result.dormantAfterMonths = basis.dormantAfterMonths;
    // A game that starts afresh each season: as of a day on or after a
    // season's first day, only who has played since counts (the same rule
    // as the replay's, which resets at the first match from that day on).
    const QDate freshSince = latestFreshStart(basis.freshStarts, result.asOf);
    Status status;
    const bool read = rules.hasRating() ? ratedStandings(result, rules, freshSince, basis.names, status)
                                        : pointsStandings(result, freshSince, basis.names, status);
    if (!read) {
        return status;
    }
    return result;
}

Expected<QList<store::StandingRecord>> Rankings::states(const Standings& result, const QDate& freshSince)
{
    const qint64 game = result.game.id;
    auto all =
        result.at ? m_context.store.standingsBefore(game, dayAfter(*result.at)) : m_context.store.standings(game);
    if (all && freshSince.isValid()) {
        all->removeIf([&](const store::StandingRecord& r) { return Change::dateOf(r.lastPlayed) < freshSince; });
    }
    return all;
}

bool Rankings::pointsStandings(Standings& result, const QDate& freshSince, const QHash<qint64, QString>& names,
                               Status& status)
{
    // A `points` game: its standings are its Hall of Fame, ranked from
    // each player's cached state (participations and points so far),
    // which is the same tally as summing the game's history.
    result.fromHallOfFame = true;
    result.integral = false;
    const auto states = this->states(result, freshSince);
    if (!states) {
        status = states.status();
        return false;
    }
    QHash<qint64, store::StandingRecord> byPlayer;
    std::vector<rating::PointsTally> tallies;
    tallies.reserve(static_cast<std::size_t>(states->size()));
    for (const store::StandingRecord& r : *states) {
        byPlayer.insert(r.player, r);
        tallies.push_back({static_cast<rating::PlayerId>(r.player), r.state.games, r.state.points});
    }
    const auto ranked = rating::hallOfFame(tallies, [&](rating::PlayerId a, rating::PlayerId b) {
        return names.value(a).localeAwareCompare(names.value(b)) < 0;
    });
    for (const rating::HallOfFameRow& r : ranked) {
        const store::StandingRecord st = byPlayer.value(r.player);
        StandingRow row;
        row.rank = r.rank;
        row.playerId = r.player;
        row.player = names.value(r.player);
        row.rating = r.adjusted;
        row.displayed = r.adjusted;
        row.games = r.participations;
        row.wins = st.state.wins;
        row.draws = st.state.draws;
        row.losses = st.state.losses;
        row.lastPlayed = st.lastPlayed;
        result.rows.append(row);
    }
    // The adjusted averages stay those of everyone (they depend on the most
    // participations): only the ranks close up.
    setAside(result);
    return true;
}

bool Rankings::ratedStandings(Standings& result, const rating::RuleSet& rules, const QDate& freshSince,
                              const QHash<qint64, QString>& names, Status& status)
{
    const auto records = states(result, freshSince);
    if (!records) {
        status = records.status();
        return false;
    }
    for (const store::StandingRecord& r : *records) {
        StandingRow row;
        row.playerId = r.player;
        row.player = names.value(r.player);
        row.rating = r.state.rating;
        row.displayed = rules.displayed(r.state.rating);
        row.games = r.state.games;
        row.wins = r.state.wins;
        row.draws = r.state.draws;
        row.losses = r.state.losses;
        row.provisional = rules.isProvisional(r.state);
        const rating::Category c = rules.category(r.state.rating);
        row.category = c.index >= 0 ? fromStd(c.label) : QString();
        row.lastPlayed = r.lastPlayed;
        for (const rating::StateQuantity& q : result.state) {
            row.state << q.of(r.state);
        }
        result.rows.append(row);
    }
    std::sort(result.rows.begin(), result.rows.end(), [](const StandingRow& a, const StandingRow& b) {
        if (a.rating != b.rating) {
            return a.rating > b.rating;
        }
        return a.player.localeAwareCompare(b.player) < 0;
    });
    // Competition ranking on the shown value: equal ratings share a rank.
    for (int i = 0; i < result.rows.size(); ++i) {
        StandingRow& row = result.rows[i];
        row.rank = i > 0 && result.rows[i - 1].displayed == row.displayed ? result.rows[i - 1].rank : i + 1;
    }
    setAside(result);
    // The club's best player is among the ranked ones.
    if (rules.describe().marksBest) {
        const auto best = std::find_if(result.rows.begin(), result.rows.end(),
                                       [](const StandingRow& r) { return !r.dormant && !r.provisional; });
        if (best != result.rows.end()) {
            best->best = true;
        }
    }
    return true;
}

} // namespace palmares::club

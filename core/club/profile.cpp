#include "profile.h"

#include "conversions.h"
#include "directory.h"
#include "playerstories.h"

#include "rating/placementpoints.h"

#include <QDate>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace palmares::club {

namespace {

/// The result the rule set tallied: which of wins, draws, losses grew.
MatchResult tallied(const rating::PlayerState& before, const rating::PlayerState& after)
{
    if (after.wins > before.wins) {
        return MatchResult::Win;
    }
    if (after.draws > before.draws) {
        return MatchResult::Draw;
    }
    return MatchResult::Loss;
}

std::optional<HallOfFameRow> hallOfFameRowOf(const HallOfFame& hof, qint64 player)
{
    for (const HallOfFameRow& r : hof.rows) {
        if (r.playerId == player) {
            return r;
        }
    }
    return std::nullopt;
}

/// A game's profile before its first match: what its rule set says.
GameProfile gameProfileOf(const Game& g, const rating::RuleSet& rules)
{
    GameProfile gp;
    gp.game = g;
    gp.hasRating = rules.hasRating();
    gp.integral = rules.integral() && rules.hasRating();
    gp.decimals = rules.describe().decimals;
    gp.initialRating = rules.initialRating();
    const std::vector<rating::Category> cats = rules.categories();
    for (std::size_t i = 0; i < cats.size(); ++i) {
        const double upper = i + 1 < cats.size() ? cats[i + 1].lower : std::numeric_limits<double>::infinity();
        gp.categories.append({fromStd(cats[i].label), cats[i].lower, upper});
    }
    gp.best = -std::numeric_limits<double>::infinity();
    gp.worst = std::numeric_limits<double>::infinity();
    return gp;
}

/// The match's other participants and the player's army list.
Status addParticipants(ProfileMatch& m, store::ClubStore& store, qint64 player, const Directory& dir)
{
    const auto match = store.match(m.change.match);
    if (!match) {
        return match.status();
    }
    for (const store::ParticipantRecord& part : match->participants) {
        if (part.player == player) {
            m.armyList = part.armyList;
        } else {
            m.opponents << dir.playerNames.value(part.player);
        }
    }
    // The place from every participant's mean position (§6: tied players
    // occupy consecutive positions and share their mean): those with a
    // smaller mean finished ahead, those with the same one are tied.
    const auto records = store.ratingChangesOfMatch(m.change.match);
    if (!records) {
        return records.status();
    }
    const rating::Places places = rating::placesOf(
        *records, m.change.position, [](const store::RatingChangeRecord& r) { return r.change.position; });
    m.place = places.first;
    m.placesShared = places.count;
    return {};
}

/// A match joins its game's profile: best, worst, the current streak.
void addMatch(GameProfile& gp, const ProfileMatch& m)
{
    if (m.row.after > gp.best) {
        gp.best = m.row.after;
        gp.bestAt = m.row.playedAt;
    }
    if (m.row.after < gp.worst) {
        gp.worst = m.row.after;
        gp.worstAt = m.row.playedAt;
    }
    if (gp.streak > 0 && gp.streakResult == m.result) {
        ++gp.streak;
    } else {
        gp.streak = 1;
        gp.streakResult = m.result;
    }
    gp.matches.append(m);
}

/// The most participations of any player in `game` at the end of each of
/// `days`: the T of the adjusted average on that day (RATING_RULES.md §6).
/// One scan of the game's rating records in replay order, as the Hall of
/// Fame counts them (a query per day scanned the game's history again for
/// each of a regular's evenings).
Expected<QHash<QDate, int>> mostParticipations(store::ClubStore& store, qint64 game, const QSet<QDate>& days)
{
    QHash<QDate, int> most;
    QHash<qint64, int> participations;
    int highest = 0;
    QDate day;
    const auto dayEnds = [&] {
        if (days.contains(day)) {
            most.insert(day, highest);
        }
    };
    const Status read = store.forEachRatingChangeOfGame(game, [&](const store::RatingChangeRecord& r) {
        const QDate at = Change::dateOf(r.playedAt);
        if (at != day) {
            dayEnds();
            day = at;
        }
        highest = std::max(highest, ++participations[r.change.player]);
        return true;
    });
    if (!read.ok()) {
        return read;
    }
    dayEnds();
    return most;
}

/// A `points` game's history in the measure its standings rank by, the
/// adjusted average μ (§6), rather than the running average of his points:
/// after each match, μ of his points so far with T as it stood at the end
/// of that day. The profile then speaks of one score, the leaderboard's.
Status adjustedHistory(GameProfile& gp, store::ClubStore& store)
{
    QList<ProfileMatch> matches = std::exchange(gp.matches, {});
    gp.best = -std::numeric_limits<double>::infinity();
    gp.worst = std::numeric_limits<double>::infinity();
    gp.streak = 0;
    QSet<QDate> days;
    for (const ProfileMatch& m : std::as_const(matches)) {
        days.insert(Change::dateOf(m.row.playedAt));
    }
    const auto mostByDay = mostParticipations(store, gp.game.id, days);
    if (!mostByDay) {
        return mostByDay.status();
    }
    rating::PointsTally his{1, 0, 0.0};
    double before = 100.0; // no participation yet: all counted at the neutral 100
    for (ProfileMatch& m : matches) {
        const int most = mostByDay->value(Change::dateOf(m.row.playedAt));
        his.participations += 1;
        his.total += m.row.points;
        // μ as the Hall of Fame computes it, beside a tally holding T.
        const std::array<rating::PointsTally, 2> tallies{his, {2, std::max(most, his.participations), 0.0}};
        const auto rows = rating::hallOfFame(tallies, [](rating::PlayerId a, rating::PlayerId b) { return a < b; });
        const auto mine = std::find_if(rows.cbegin(), rows.cend(), [](const auto& r) { return r.player == 1; });
        m.row.before = before;
        m.row.after = mine->adjusted;
        m.row.change = m.row.after - before;
        before = m.row.after;
        addMatch(gp, m);
    }
    return {};
}

QList<ArmyListResults> armyListsOf(const QList<ProfileMatch>& matches)
{
    QMap<QString, ArmyListResults> lists;
    for (const ProfileMatch& m : matches) {
        ArmyListResults& a = lists[m.armyList];
        a.armyList = m.armyList;
        ++a.battles;
        a.wins += m.result == MatchResult::Win ? 1 : 0;
        a.draws += m.result == MatchResult::Draw ? 1 : 0;
        a.losses += m.result == MatchResult::Loss ? 1 : 0;
        a.change += m.row.change;
    }
    return lists.values();
}

/// The player's place in the game's standings and Hall of Fame now.
bool placeInGame(GameProfile& gp, qint64 player, Rankings& rankings, Status& status)
{
    const auto standing = rankings.standings(gp.game.name, std::nullopt);
    const auto hof = rankings.hallOfFame(gp.game.name, std::nullopt, std::nullopt);
    if (!standing || !hof) {
        status = !hof ? hof.status() : standing.status();
        return false;
    }
    gp.rankedPlayers = static_cast<int>(standing->rows.size());
    for (const StandingRow& row : standing->rows) {
        if (row.playerId == player) {
            gp.standing = row;
        }
    }
    gp.hallOfFame = hallOfFameRowOf(*hof, player).value_or(HallOfFameRow{});
    if (rating::makeRuleSet(gp.game.system)->describe().fields.has(rating::Field::ArmyList)) {
        gp.armyLists = armyListsOf(gp.matches);
    }
    return true;
}

/// A game's profile once its matches are in: a `points` game's history in
/// its adjusted average, his place in the standings and Hall of Fame now.
Status completed(GameProfile& gp, qint64 player, store::ClubStore& store, Rankings& rankings)
{
    if (!gp.hasRating) {
        if (Status s = adjustedHistory(gp, store); !s.ok()) {
            return s;
        }
    }
    Status status;
    if (!placeInGame(gp, player, rankings, status)) {
        return status;
    }
    return {};
}

} // namespace

Expected<PlayerProfile> PlayerStories::profile(const QString& playerName)
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
    const auto changes = m_context.store.ratingChangesOfPlayer(p->id);
    if (!changes) {
        return changes.status();
    }
    const auto activity = m_archive.playerActivity();
    const auto overall = m_rankings.hallOfFame(QString(), std::nullopt, std::nullopt);
    if (!activity || !overall) {
        return !overall ? overall.status() : activity.status();
    }
    PlayerProfile profile;
    profile.player = toPlayer(*p);
    profile.activity = activity->value(p->id);
    profile.hallOfFame = hallOfFameRowOf(*overall, p->id).value_or(HallOfFameRow{});
    profile.hallOfFamePlayers = static_cast<int>(overall->rows.size());
    const auto starts = m_context.store.startingRatings();
    if (!starts) {
        return starts.status();
    }
    for (const store::StartingRatingRecord& r : *starts) {
        if (r.player == p->id) {
            profile.startingRatings.append({p->name, dir.gamesById.value(r.game).name, r.rating, r.deviation});
        }
    }

    QMap<qint64, GameProfile> byGame;
    QHash<qint64, rating::PlayerState> last; // per game: the state before the next match
    for (const store::RatingChangeRecord& r : *changes) {
        const Game& g = dir.gamesById.value(r.game);
        auto it = byGame.find(r.game);
        if (it == byGame.end()) {
            const auto ruleSet = RuleBook::ruleSetFor(g);
            if (!ruleSet) {
                return ruleSet.status();
            }
            const rating::RuleSet& rules = **ruleSet;
            it = byGame.insert(r.game, gameProfileOf(g, rules));
        }
        ProfileMatch m;
        m.row = historyRowOf(r, g);
        m.change = r.change;
        m.result = tallied(last.value(r.game), r.state);
        m.provisional = r.change.provisionalAfter;
        last.insert(r.game, r.state);
        if (Status s = addParticipants(m, m_context.store, p->id, dir); !s.ok()) {
            return s;
        }
        addMatch(*it, m);
    }
    for (GameProfile& gp : byGame) {
        if (Status s = completed(gp, p->id, m_context.store, m_rankings); !s.ok()) {
            return s;
        }
        profile.games.append(gp);
    }
    std::sort(profile.games.begin(), profile.games.end(), [](const GameProfile& a, const GameProfile& b) {
        return a.game.name.localeAwareCompare(b.game.name) < 0;
    });
    return profile;
}

} // namespace palmares::club

#include "ratingcache.h"

#include "pgcopy.h"
#include "ratingblob.h"
#include "rows.h"

#include <algorithm>
#include <unordered_map>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Status RatingCache::upsertStanding(qint64 game, const StandingRecord& r)
{
    const rating::PlayerState& s = r.state;
    // Once per player and game at the end of every re-rating: typed binds.
    Statement& q = m_db.statement(QStringLiteral("standingUpsert"));
    int i = 0;
    q.bind(i++, game);
    q.bind(i++, r.player);
    q.bind(i++, s.rating);
    q.bind(i++, s.games);
    q.bind(i++, s.deals);
    q.bind(i++, s.opponentSum);
    q.bind(i++, s.netScore);
    q.bind(i++, s.experienceLevel);
    q.bind(i++, s.wins);
    q.bind(i++, s.draws);
    q.bind(i++, s.losses);
    q.bind(i++, s.points);
    q.bind(i++, r.lastPlayed);
    for (const double v : {s.mean, s.deviation, s.volatility, s.periodRating, s.periodDeviation, s.periodVolatility,
                           s.periodInformation, s.periodSurprise}) {
        q.bind(i++, v);
    }
    q.bind(i, s.period);
    return q.exec();
}

Status RatingCache::deleteStanding(qint64 game, qint64 player)
{
    return exec(QStringLiteral("standingDelete"), {game, player});
}

Status RatingCache::deleteStandingsPlayedBefore(qint64 game, const QString& day)
{
    return exec(QStringLiteral("standingDeletePlayedBefore"), {game, day});
}

Status RatingCache::deleteStandingsOfGame(qint64 game)
{
    return exec(QStringLiteral("standingDeleteGame"), {game});
}

namespace {

/// Reads the state columns starting at `first` (rating, games, deals,
/// opponent sum, net score, experience, wins, draws, losses, points) of a
/// Statement's row, or of any row read the same way (PgStandingRow).
template <typename Row>
rating::PlayerState readState(Row& q, int first)
{
    rating::PlayerState s;
    s.rating = q.real(first);
    s.games = q.integer32(first + 1);
    s.deals = q.integer32(first + 2);
    s.opponentSum = q.real(first + 3);
    s.netScore = q.real(first + 4);
    s.experienceLevel = q.integer32(first + 5);
    s.wins = q.integer32(first + 6);
    s.draws = q.integer32(first + 7);
    s.losses = q.integer32(first + 8);
    s.points = q.real(first + 9);
    s.seen = true;
    return s;
}

/// Reads the glicko2 / openskill state columns starting at `first` (mean,
/// deviation, volatility, the period's rating, deviation, volatility,
/// information and surprise, the period), schema 2.
template <typename Row>
void readRatingState(Row& q, int first, rating::PlayerState& s)
{
    s.mean = q.real(first);
    s.deviation = q.real(first + 1);
    s.volatility = q.real(first + 2);
    s.periodRating = q.real(first + 3);
    s.periodDeviation = q.real(first + 4);
    s.periodVolatility = q.real(first + 5);
    s.periodInformation = q.real(first + 6);
    s.periodSurprise = q.real(first + 7);
    s.period = q.integer32(first + 8);
}

/// One row of standingsOfGame (or standingsOfGameBinary).
template <typename Row>
StandingRecord readStanding(Row& q)
{
    StandingRecord r;
    r.player = q.integer(0);
    r.state = readState(q, 1);
    r.lastPlayed = q.text(11);
    readRatingState(q, 12, r.state);
    return r;
}

/// A row read in binary with a Statement's accessors (readStanding), each
/// column as standingsOfGameBinary casts it; a value of any other size (a
/// server that did not send what was asked) makes the row not ok().
class PgStandingRow
{
public:
    explicit PgStandingRow(const PgBinaryRow& row) : m_row(row) {}
    qint64 integer(int col) { return taken(m_row.int8(col)); }
    int integer32(int col) { return taken(m_row.int4(col)); }
    double real(int col) { return taken(m_row.float8(col)); }
    [[nodiscard]] QString text(int col) const { return QString::fromUtf8(m_row.value(col)); }
    [[nodiscard]] bool ok() const { return m_ok; }

private:
    template <typename T>
    T taken(const std::optional<T>& v)
    {
        m_ok = m_ok && v.has_value();
        return v.value_or(T{});
    }

    const PgBinaryRow& m_row;
    bool m_ok = true;
};

Expected<QList<StandingRecord>> readStandings(Statement& q)
{
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    QList<StandingRecord> all;
    while (q.next()) {
        all.append(readStanding(q));
    }
    q.finish();
    return all;
}

/// The standings of `game` read in binary through libpq on the store's own
/// connection (and transaction): the PostgreSQL path of RatingCache::standings,
/// the columns of standingsOfGameBinary.
Expected<QList<StandingRecord>> standingsPg(pg_conn* conn, const Database& db, qint64 game)
{
    QList<StandingRecord> all;
    bool damaged = false;
    const auto visitRow = [&](const PgBinaryRow& binary) {
        PgStandingRow row(binary);
        StandingRecord r = readStanding(row);
        damaged = !row.ok();
        if (!damaged) {
            all.append(std::move(r));
        }
        return !damaged;
    };
    QString refused;
    if (!pgForEachRow(conn, db.sqlText(QStringLiteral("standingsOfGameBinary")).toUtf8(), {QByteArray::number(game)},
                      visitRow, refused)) {
        return Status::failure(Text::tr("cannot read the standings: %1").arg(refused));
    }
    if (damaged) {
        return Status::failure(Text::tr("cannot read the standings: the server sent a value of an unexpected type"));
    }
    return all;
}

} // namespace

Expected<QList<StandingRecord>> RatingCache::standings(qint64 game)
{
    // PostgreSQL: in binary through libpq (without it, another driver build,
    // through Qt's driver like SQLite).
    if (auto* conn = static_cast<pg_conn*>(m_db.postgresqlHandle())) {
        return standingsPg(conn, m_db, game);
    }
    Statement& q = m_db.statement(QStringLiteral("standingsOfGame"));
    bindAll(q, {game});
    return readStandings(q);
}

Expected<QList<StandingRecord>> RatingCache::standingsBefore(qint64 game, const QString& before)
{
    // Every match played before `before`: the position (before, 0).
    auto resume = statesBefore(game, before, 0);
    if (!resume) {
        return resume.status();
    }
    return QList<StandingRecord>(std::make_move_iterator(resume->states.begin()),
                                 std::make_move_iterator(resume->states.end()));
}

namespace {

/// A game's records played in [from, to), in replay order, read in binary
/// through libpq on the store's own connection (and transaction): the
/// PostgreSQL path of RatingCache::forEachRecordOfPeriod.
Status forEachRecordOfGamePeriodPg(pg_conn* conn, const Database& db, qint64 game, const QString& from,
                                   const QString& to, const std::function<bool(const RatingChangeRecord&)>& visit)
{
    std::vector<PackedChange> changes;
    RatingChangeRecord record;
    record.game = game;
    QString damaged;
    const auto visitRow = [&](const PgBinaryRow& row) {
        const std::optional<qint64> match = row.int8(0);
        if (!match || !unpackChanges(row.value(2), *match, changes)) {
            damaged = damagedCache(Text::tr("match #%1").arg(match.value_or(0)));
            return false;
        }
        record.playedAt = QString::fromUtf8(row.value(1));
        return visitChanges(record, changes, visit);
    };
    QString refused;
    if (!pgForEachRow(conn, db.sqlText(QStringLiteral("ratingRecordsOfGamePeriodBinary")).toUtf8(),
                      {QByteArray::number(game), from.toUtf8(), to.toUtf8()}, visitRow, refused)) {
        return Status::failure(Text::tr("cannot read the rating cache: %1").arg(refused));
    }
    if (!damaged.isEmpty()) {
        return Status::failure(damaged);
    }
    return {};
}

} // namespace

Status RatingCache::forEachRecordOfPeriod(qint64 game, const QString& from, const QString& to,
                                          const std::function<bool(const RatingChangeRecord&)>& visit)
{
    // Game after game (all of them for game 0), each in replay order.
    QList<qint64> ids{game};
    if (game == 0) {
        auto all = list<qint64>(QStringLiteral("gameList"), {}, [](Statement& q) { return q.integer(0); });
        if (!all) {
            return all.status();
        }
        ids = std::move(*all);
        std::sort(ids.begin(), ids.end());
    }
    // PostgreSQL: in binary through libpq (without it, another driver build,
    // through Qt's driver like SQLite).
    if (auto* conn = static_cast<pg_conn*>(m_db.postgresqlHandle())) {
        for (const qint64 id : std::as_const(ids)) {
            if (Status s = forEachRecordOfGamePeriodPg(conn, m_db, id, from, to, visit); !s.ok()) {
                return s;
            }
        }
        return {};
    }
    for (const qint64 id : std::as_const(ids)) {
        Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfGamePeriod"));
        q.bind(0, id);
        q.bind(1, from);
        q.bind(2, to);
        if (Status s = forEachRecord(q, visit); !s.ok()) {
            return s;
        }
    }
    return {};
}

Expected<PeriodPoints> RatingCache::points(qint64 game, const QString& from, const QString& to)
{
    std::unordered_map<qint64, qsizetype> index;
    PeriodPoints result;
    QList<PointsRecord>& all = result.players;
    // A game's points are summed per player in replay order, then added to
    // his other games' in the order of the games: the order of the sums the
    // rating cache keeps (Rankings' Hall of Fame of all time), to the bit.
    std::unordered_map<qint64, PointsRecord> ofGame;
    const auto addGame = [&] {
        for (const auto& [player, points] : ofGame) {
            const auto [it, added] = index.try_emplace(player, all.size());
            if (added) {
                all.append({player, 0, 0.0});
            }
            all[it->second].participations += points.participations;
            all[it->second].total += points.total;
        }
        ofGame.clear();
    };
    // The records come game after game, each game's in replay order: a
    // match's records are together, and a game's.
    qint64 lastGame = 0;
    qint64 lastMatch = 0;
    const Status read = forEachRecordOfPeriod(game, from, to, [&](const RatingChangeRecord& r) {
        if (r.game != lastGame) {
            addGame();
            ++result.summary.games;
            lastGame = r.game;
            lastMatch = 0;
        }
        if (r.change.match != lastMatch) {
            ++result.summary.matches;
            lastMatch = r.change.match;
        }
        PointsRecord& p = ofGame.try_emplace(r.change.player, PointsRecord{r.change.player, 0, 0.0}).first->second;
        ++p.participations;
        p.total += r.change.placementPoints;
        return true;
    });
    if (!read.ok()) {
        return read;
    }
    addGame();
    result.summary.players = static_cast<int>(all.size());
    // In player order whatever order the rows came in (ties in the Hall of
    // Fame keep it).
    std::sort(all.begin(), all.end(), [](const PointsRecord& x, const PointsRecord& y) { return x.player < y.player; });
    return result;
}

} // namespace palmares::store

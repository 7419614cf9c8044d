#include "clubstore.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace palmares::store {

namespace {

QVariant nullable(const std::optional<int>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int));
}

QVariant nullable(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

std::optional<int> optInt(const QVariant& v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}

std::optional<double> optDouble(const QVariant& v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

void bindAll(QSqlQuery& q, const QVariantList& values)
{
    for (int i = 0; i < values.size(); ++i) {
        const QVariant& v = values[i];
        // A null QString is text here, never SQL NULL (text columns are NOT NULL).
        if (v.typeId() == QMetaType::QString && v.toString().isNull()) {
            q.bindValue(i, QStringLiteral(""));
        } else {
            q.bindValue(i, v);
        }
    }
}

/// Reads the state columns starting at `first` (rating, games, deals,
/// opponent sum, net score, experience, wins, draws, losses, points).
rating::PlayerState readState(const QSqlQuery& q, int first)
{
    rating::PlayerState s;
    s.rating = q.value(first).toDouble();
    s.games = q.value(first + 1).toInt();
    s.deals = q.value(first + 2).toInt();
    s.opponentSum = q.value(first + 3).toDouble();
    s.netScore = q.value(first + 4).toDouble();
    s.experienceLevel = q.value(first + 5).toInt();
    s.wins = q.value(first + 6).toInt();
    s.draws = q.value(first + 7).toInt();
    s.losses = q.value(first + 8).toInt();
    s.points = q.value(first + 9).toDouble();
    s.seen = true;
    return s;
}

enum Flag : int { Floored = 1, ProvisionalBefore = 2, ProvisionalAfter = 4, Left = 8 };

RatingChangeRecord readChange(const QSqlQuery& q)
{
    RatingChangeRecord r;
    rating::RatingChange& c = r.change;
    c.match = q.value(0).toLongLong();
    c.player = q.value(1).toInt();
    r.game = q.value(2).toLongLong();
    r.playedAt = q.value(3).toString();
    c.before = q.value(4).toDouble();
    c.after = q.value(5).toDouble();
    c.expected = q.value(6).toDouble();
    c.actual = q.value(7).toDouble();
    c.k = q.value(8).toDouble();
    c.k0 = q.value(9).toDouble();
    c.k1 = q.value(10).toDouble();
    c.k2 = q.value(11).toDouble();
    c.rawChange = q.value(12).toDouble();
    c.change = q.value(13).toDouble();
    c.penalty = q.value(14).toDouble();
    c.bonus = q.value(15).toDouble();
    c.opponentMean = q.value(16).toDouble();
    c.scoreUsed = q.value(17).toDouble();
    c.placementPoints = q.value(18).toDouble();
    c.position = q.value(19).toDouble();
    c.gamesBefore = q.value(20).toInt();
    c.dealsBefore = q.value(21).toInt();
    c.opponentGames = q.value(22).toInt();
    const QString rounding = q.value(23).toString();
    for (auto mode : {rating::Rounding::None, rating::Rounding::Round, rating::Rounding::Trunc,
                      rating::Rounding::Provisional}) {
        if (rounding == QLatin1String(rating::roundingKey(mode).data())) {
            c.rounding = mode;
        }
    }
    c.outcome = rating::outcomeFromKey(q.value(24).toString().toStdString()).value_or(rating::Outcome::None);
    const int flags = q.value(25).toInt();
    c.floored = (flags & Floored) != 0;
    c.provisionalBefore = (flags & ProvisionalBefore) != 0;
    c.provisionalAfter = (flags & ProvisionalAfter) != 0;
    c.left = (flags & Left) != 0;
    c.participants = q.value(26).toInt();
    r.state.rating = c.after;
    r.state.seen = true;
    r.matchCode = q.value(36).toString();
    r.state.games = q.value(27).toInt();
    r.state.deals = q.value(28).toInt();
    r.state.opponentSum = q.value(29).toDouble();
    r.state.netScore = q.value(30).toDouble();
    r.state.experienceLevel = q.value(31).toInt();
    r.state.wins = q.value(32).toInt();
    r.state.draws = q.value(33).toInt();
    r.state.losses = q.value(34).toInt();
    r.state.points = q.value(35).toDouble();
    return r;
}

/// Reads match rows (one per participant, ordered by match) into records.
bool readMatches(QSqlQuery& q, const std::function<bool(const MatchRecord&)>& visit)
{
    MatchRecord current;
    bool have = false;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (!have || id != current.id) {
            if (have && !visit(current)) {
                q.finish();
                return true;
            }
            current = MatchRecord{};
            current.id = id;
            current.code = q.value(1).toString();
            current.game = q.value(2).toLongLong();
            current.playedAt = q.value(3).toString();
            current.deals = optInt(q.value(4));
            current.durationMin = optInt(q.value(5));
            current.outcome = q.value(6).toString();
            current.isVoid = q.value(7).toInt() != 0;
            current.unratedReason = q.value(8).toString();
            current.version = q.value(9).toInt();
            have = true;
        }
        ParticipantRecord p;
        p.player = q.value(11).toLongLong();
        p.rank = optInt(q.value(12));
        p.score = optDouble(q.value(13));
        p.team = q.value(14).toString();
        p.left = q.value(15).toInt() != 0;
        p.morale = optDouble(q.value(16));
        p.moraleLost = optDouble(q.value(17));
        p.armyPoints = optInt(q.value(18));
        p.turns = optInt(q.value(19));
        current.participants.append(p);
    }
    q.finish();
    if (have) {
        visit(current);
    }
    return true;
}

} // namespace

std::optional<ClubRecord> ClubStore::club(StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("clubGet"));
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    ClubRecord c;
    if (q.next()) {
        c.name = q.value(0).toString();
        c.createdAt = q.value(1).toString();
    }
    q.finish();
    return c;
}

bool ClubStore::createClub(const QString& name, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("clubInsert"));
    bindAll(q, {name, QDateTime::currentDateTime().toString(Qt::ISODate)});
    return m_db.exec(q, error);
}

bool ClubStore::renameClub(const QString& name, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("clubRename"));
    bindAll(q, {name});
    return m_db.exec(q, error);
}

std::optional<QList<PlayerRecord>> ClubStore::players(StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerList"));
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<PlayerRecord> all;
    while (q.next()) {
        all.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt() != 0,
                    q.value(4).toString()});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertPlayer(const QString& name, const QString& household, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerInsert"));
    bindAll(q, {name, household});
    if (!m_db.exec(q, error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

bool ClubStore::updatePlayer(const PlayerRecord& p, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerUpdate"));
    bindAll(q, {p.name, p.household, p.active ? 1 : 0, p.notes, p.id});
    return m_db.exec(q, error);
}

bool ClubStore::deletePlayer(qint64 id, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerDelete"));
    bindAll(q, {id});
    return m_db.exec(q, error);
}

bool ClubStore::moveParticipations(qint64 from, qint64 into, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerMoveParticipations"));
    bindAll(q, {into, from});
    return m_db.exec(q, error);
}

std::optional<QStringList> ClubStore::sharedMatches(qint64 a, qint64 b, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerSharedMatches"));
    bindAll(q, {a, b});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QStringList codes;
    while (q.next()) {
        codes << q.value(0).toString();
    }
    q.finish();
    return codes;
}

std::optional<QList<qint64>> ClubStore::gamesOfPlayer(qint64 player, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("playerGames"));
    bindAll(q, {player});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<qint64> ids;
    while (q.next()) {
        ids << q.value(0).toLongLong();
    }
    q.finish();
    return ids;
}

std::optional<QList<GameRecord>> ClubStore::games(StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("gameList"));
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<GameRecord> all;
    while (q.next()) {
        all.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertGame(const GameRecord& game, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("gameInsert"));
    bindAll(q, {game.name, game.system, game.params});
    if (!m_db.exec(q, error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

bool ClubStore::setGameParams(qint64 game, const QString& params, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("gameSetParams"));
    bindAll(q, {params, game});
    return m_db.exec(q, error);
}

std::optional<qint64> ClubStore::matchIdByCode(const QString& code, StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchIdByCode"), {code}, error);
    if (!v) {
        return std::nullopt;
    }
    return v->isNull() ? 0 : v->toLongLong();
}

std::optional<qint64> ClubStore::maxMatchId(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchMaxId"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

namespace {

bool insertParticipants(Database& db, qint64 matchId, const QList<ParticipantRecord>& participants,
                        StoreError& error)
{
    QSqlQuery& q = db.query(QStringLiteral("participantInsert"));
    for (int pos = 0; pos < participants.size(); ++pos) {
        const ParticipantRecord& p = participants[pos];
        bindAll(q, {matchId, pos, p.player, nullable(p.rank), nullable(p.score), p.team, p.left ? 1 : 0,
                    nullable(p.morale), nullable(p.moraleLost), nullable(p.armyPoints), nullable(p.turns)});
        if (!db.exec(q, error)) {
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<qint64> ClubStore::insertMatch(const MatchRecord& m, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchInsert"));
    bindAll(q, {m.code, m.game, m.playedAt, nullable(m.deals), nullable(m.durationMin), m.outcome, m.isVoid ? 1 : 0,
                m.unratedReason});
    if (!m_db.exec(q, error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    if (!insertParticipants(m_db, id, m.participants, error)) {
        return std::nullopt;
    }
    return id;
}

bool ClubStore::updateMatch(const MatchRecord& m, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchUpdate"));
    bindAll(q, {m.code, m.game, m.playedAt, nullable(m.deals), nullable(m.durationMin), m.outcome, m.isVoid ? 1 : 0,
                m.id, m.version});
    if (!m_db.exec(q, error)) {
        return false;
    }
    if (q.numRowsAffected() != 1) {
        error.message = QStringLiteral("match %1 was changed or deleted by someone else since it was read; "
                                       "reload it and try again")
                            .arg(m.code);
        return false;
    }
    QSqlQuery& del = m_db.query(QStringLiteral("participantDeleteForMatch"));
    bindAll(del, {m.id});
    return m_db.exec(del, error) && insertParticipants(m_db, m.id, m.participants, error);
}

bool ClubStore::deleteMatch(qint64 id, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchDelete"));
    bindAll(q, {id});
    return m_db.exec(q, error);
}

bool ClubStore::setUnratedReason(qint64 match, const QString& reason, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchSetReason"));
    bindAll(q, {reason, match});
    return m_db.exec(q, error);
}

std::optional<MatchRecord> ClubStore::match(qint64 id, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchGet"));
    bindAll(q, {id});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    std::optional<MatchRecord> found;
    readMatches(q, [&](const MatchRecord& m) {
        found = m;
        return false;
    });
    if (!found) {
        error.message = QStringLiteral("there is no match %1").arg(id);
    }
    return found;
}

bool ClubStore::forEachMatch(const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("matchList"));
    return m_db.exec(q, error) && readMatches(q, visit);
}

std::optional<qint64> ClubStore::matchCount(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchCount"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::participantCount(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("participantCount"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::scanParticipants(StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("participantScan"));
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    // Read every column of every row, as a replay would.
    qint64 rows = 0;
    QVariant last;
    while (q.next()) {
        for (int c = 0; c < 11; ++c) {
            last = q.value(c);
        }
        ++rows;
    }
    q.finish();
    return rows;
}

bool ClubStore::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                 const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("replayFrom"));
    bindAll(q, {game, playedAt, playedAt, id});
    if (!m_db.exec(q, error)) {
        return false;
    }
    // replayFrom's columns: id, code, played_at, deals, duration_min,
    // outcome, is_void, unrated_reason, then one participant per row.
    MatchRecord current;
    bool have = false;
    bool go = true;
    while (go && q.next()) {
        const qint64 matchId = q.value(0).toLongLong();
        if (!have || matchId != current.id) {
            if (have) {
                go = visit(current);
                if (!go) {
                    break;
                }
            }
            current.id = matchId;
            current.code = q.value(1).toString();
            current.game = game;
            current.playedAt = q.value(2).toString();
            current.deals = optInt(q.value(3));
            current.durationMin = optInt(q.value(4));
            current.outcome = q.value(5).toString();
            current.isVoid = q.value(6).toInt() != 0;
            current.unratedReason = q.value(7).toString();
            current.participants.clear();
            have = true;
        }
        ParticipantRecord p;
        p.player = q.value(8).toLongLong();
        p.rank = optInt(q.value(9));
        p.score = optDouble(q.value(10));
        p.left = q.value(11).toInt() != 0;
        p.morale = optDouble(q.value(12));
        p.moraleLost = optDouble(q.value(13));
        p.armyPoints = optInt(q.value(14));
        p.turns = optInt(q.value(15));
        current.participants.append(p);
    }
    q.finish();
    if (go && have) {
        visit(current);
    }
    return true;
}

bool ClubStore::deleteRatingChangesFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("ratingChangeDeleteFrom"));
    bindAll(q, {game, playedAt, playedAt, id});
    return m_db.exec(q, error);
}

bool ClubStore::deleteAllRatings(StoreError& error)
{
    QSqlQuery& a = m_db.query(QStringLiteral("ratingChangeDeleteAll"));
    if (!m_db.exec(a, error)) {
        return false;
    }
    QSqlQuery& b = m_db.query(QStringLiteral("standingDeleteAll"));
    return m_db.exec(b, error);
}

bool ClubStore::insertRatingChange(const RatingChangeRecord& r, StoreError& error)
{
    const rating::RatingChange& c = r.change;
    const rating::PlayerState& s = r.state;
    const int flags = (c.floored ? Floored : 0) | (c.provisionalBefore ? ProvisionalBefore : 0) |
                      (c.provisionalAfter ? ProvisionalAfter : 0) | (c.left ? Left : 0);
    QSqlQuery& q = m_db.query(QStringLiteral("ratingChangeInsert"));
    bindAll(q, {qint64(c.match),
                c.player,
                r.game,
                r.playedAt,
                c.before,
                c.after,
                c.expected,
                c.actual,
                c.k,
                c.k0,
                c.k1,
                c.k2,
                c.rawChange,
                c.change,
                c.penalty,
                c.bonus,
                c.opponentMean,
                c.scoreUsed,
                c.placementPoints,
                c.position,
                c.gamesBefore,
                c.dealsBefore,
                c.opponentGames,
                QString::fromLatin1(rating::roundingKey(c.rounding).data()),
                QString::fromLatin1(rating::outcomeKey(c.outcome).data()),
                flags,
                c.participants,
                s.games,
                s.deals,
                s.opponentSum,
                s.netScore,
                s.experienceLevel,
                s.wins,
                s.draws,
                s.losses,
                s.points});
    return m_db.exec(q, error);
}

std::optional<std::optional<StandingRecord>> ClubStore::stateBefore(qint64 game, qint64 player,
                                                                    const QString& playedAt, qint64 id,
                                                                    StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("ratingStateBefore"));
    bindAll(q, {game, player, playedAt, playedAt, id});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    std::optional<StandingRecord> found;
    if (q.next()) {
        StandingRecord s;
        s.player = player;
        s.state = readState(q, 0);
        s.lastPlayed = q.value(10).toString();
        found = s;
    }
    q.finish();
    return found;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfMatch(qint64 match, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("ratingChangesOfMatch"));
    bindAll(q, {match});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<RatingChangeRecord> all;
    while (q.next()) {
        all.append(readChange(q));
    }
    q.finish();
    return all;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfPlayer(qint64 player, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("ratingChangesOfPlayer"));
    bindAll(q, {player});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<RatingChangeRecord> all;
    while (q.next()) {
        all.append(readChange(q));
    }
    q.finish();
    return all;
}

bool ClubStore::forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                          StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("ratingChangesOfGame"));
    bindAll(q, {game});
    if (!m_db.exec(q, error)) {
        return false;
    }
    while (q.next()) {
        if (!visit(readChange(q))) {
            break;
        }
    }
    q.finish();
    return true;
}

bool ClubStore::upsertStanding(qint64 game, const StandingRecord& r, StoreError& error)
{
    const rating::PlayerState& s = r.state;
    QSqlQuery& q = m_db.query(QStringLiteral("standingUpsert"));
    bindAll(q, {game, r.player, s.rating, s.games, s.deals, s.opponentSum, s.netScore, s.experienceLevel, s.wins,
                s.draws, s.losses, s.points, r.lastPlayed});
    return m_db.exec(q, error);
}

bool ClubStore::deleteStanding(qint64 game, qint64 player, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("standingDelete"));
    bindAll(q, {game, player});
    return m_db.exec(q, error);
}

bool ClubStore::deleteStandingsOfGame(qint64 game, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("standingDeleteGame"));
    bindAll(q, {game});
    return m_db.exec(q, error);
}

namespace {

std::optional<QList<StandingRecord>> readStandings(Database& db, QSqlQuery& q, StoreError& error)
{
    if (!db.exec(q, error)) {
        return std::nullopt;
    }
    QList<StandingRecord> all;
    while (q.next()) {
        StandingRecord r;
        r.player = q.value(0).toLongLong();
        r.state = readState(q, 1);
        r.lastPlayed = q.value(11).toString();
        all.append(r);
    }
    q.finish();
    return all;
}

} // namespace

std::optional<QList<StandingRecord>> ClubStore::standings(qint64 game, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("standingsOfGame"));
    bindAll(q, {game});
    return readStandings(m_db, q, error);
}

std::optional<QList<StandingRecord>> ClubStore::standingsBefore(qint64 game, const QString& before,
                                                                StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("standingsOfGameAsOf"));
    bindAll(q, {game, before});
    return readStandings(m_db, q, error);
}

std::optional<QList<PointsRecord>> ClubStore::points(qint64 game, const QString& from, const QString& to,
                                                     StoreError& error)
{
    QSqlQuery& q = m_db.query(game == 0 ? QStringLiteral("hallOfFameAll") : QStringLiteral("hallOfFameGame"));
    bindAll(q, game == 0 ? QVariantList{from, to} : QVariantList{game, from, to});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QList<PointsRecord> all;
    while (q.next()) {
        all.append({q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toDouble()});
    }
    q.finish();
    return all;
}

std::optional<SelectionSummary> ClubStore::summary(qint64 game, const QString& from, const QString& to,
                                                   StoreError& error)
{
    QSqlQuery& q =
        m_db.query(game == 0 ? QStringLiteral("hallOfFameSummaryAll") : QStringLiteral("hallOfFameSummaryGame"));
    bindAll(q, game == 0 ? QVariantList{from, to} : QVariantList{game, from, to});
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    SelectionSummary s;
    if (q.next()) {
        s.games = q.value(0).toInt();
        s.matches = q.value(1).toInt();
        s.players = q.value(2).toInt();
    }
    q.finish();
    return s;
}

bool ClubStore::forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("exportResults"));
    if (!m_db.exec(q, error)) {
        return false;
    }
    while (q.next()) {
        ExportRow r;
        r.code = q.value(0).toString();
        r.playedAt = q.value(1).toString();
        r.game = q.value(2).toString();
        r.player = q.value(3).toString();
        r.rank = optInt(q.value(4));
        r.score = optDouble(q.value(5));
        r.team = q.value(6).toString();
        r.deals = optInt(q.value(7));
        r.left = q.value(8).toInt() != 0;
        r.morale = optDouble(q.value(9));
        r.moraleLost = optDouble(q.value(10));
        r.outcome = q.value(11).toString();
        r.armyPoints = optInt(q.value(12));
        r.turns = optInt(q.value(13));
        r.durationMin = optInt(q.value(14));
        r.isVoid = q.value(15).toInt() != 0;
        if (!visit(r)) {
            break;
        }
    }
    q.finish();
    return true;
}

bool ClubStore::audit(const QString& action, const QString& detail, StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("auditInsert"));
    bindAll(q, {QDateTime::currentDateTime().toString(Qt::ISODate), action, detail});
    return m_db.exec(q, error);
}

std::optional<QStringList> ClubStore::integrityCheck(StoreError& error)
{
    QSqlQuery& q = m_db.query(QStringLiteral("integrityCheck"));
    if (!m_db.exec(q, error)) {
        return std::nullopt;
    }
    QStringList lines;
    while (q.next()) {
        lines << q.value(0).toString();
    }
    q.finish();
    return lines;
}

} // namespace palmares::store

#include "clubstore.h"

#include <QDateTime>
#include <QVariant>

namespace palmares::store {

namespace {

QVariant nullable(const std::optional<int>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int));
}

/// Binds values of mixed types; a null QVariant with a type binds NULL.
void bindAll(Statement& q, const QVariantList& values)
{
    for (int i = 0; i < values.size(); ++i) {
        const QVariant& v = values[i];
        if (v.isNull() && v.typeId() != QMetaType::QString) {
            q.bindNull(i);
        } else if (v.typeId() == QMetaType::QString) {
            q.bind(i, v.toString());
        } else if (v.typeId() == QMetaType::Double) {
            q.bind(i, v.toDouble());
        } else {
            q.bind(i, v.toLongLong());
        }
    }
}

/// Reads the state columns starting at `first` (rating, games, deals,
/// opponent sum, net score, experience, wins, draws, losses, points).
rating::PlayerState readState(Statement& q, int first)
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
void readRatingState(Statement& q, int first, rating::PlayerState& s)
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

/// The stored keys of the rounding and outcome enums, made once.
const QString& roundingText(rating::Rounding r)
{
    static const QString keys[] = {
        QString::fromLatin1(rating::roundingKey(rating::Rounding::None).data()),
        QString::fromLatin1(rating::roundingKey(rating::Rounding::Round).data()),
        QString::fromLatin1(rating::roundingKey(rating::Rounding::Trunc).data()),
        QString::fromLatin1(rating::roundingKey(rating::Rounding::Provisional).data()),
    };
    return keys[static_cast<int>(r)];
}

const QString& outcomeText(rating::Outcome o)
{
    static const QString keys[] = {
        QString(),
        QString::fromLatin1(rating::outcomeKey(rating::Outcome::E).data()),
        QString::fromLatin1(rating::outcomeKey(rating::Outcome::AT).data()),
        QString::fromLatin1(rating::outcomeKey(rating::Outcome::VP).data()),
        QString::fromLatin1(rating::outcomeKey(rating::Outcome::V).data()),
        QString::fromLatin1(rating::outcomeKey(rating::Outcome::VT).data()),
    };
    return keys[static_cast<int>(o)];
}

enum Flag : int { Floored = 1, ProvisionalBefore = 2, ProvisionalAfter = 4, Left = 8 };

RatingChangeRecord readChange(Statement& q)
{
    RatingChangeRecord r;
    rating::RatingChange& c = r.change;
    c.match = q.integer(0);
    c.player = q.integer32(1);
    r.game = q.integer(2);
    r.playedAt = q.text(3);
    c.before = q.real(4);
    c.after = q.real(5);
    c.expected = q.real(6);
    c.actual = q.real(7);
    c.k = q.real(8);
    c.k0 = q.real(9);
    c.k1 = q.real(10);
    c.k2 = q.real(11);
    c.rawChange = q.real(12);
    c.change = q.real(13);
    c.penalty = q.real(14);
    c.bonus = q.real(15);
    c.opponentMean = q.real(16);
    c.scoreUsed = q.real(17);
    c.placementPoints = q.real(18);
    c.position = q.real(19);
    c.gamesBefore = q.integer32(20);
    c.dealsBefore = q.integer32(21);
    c.opponentGames = q.integer32(22);
    const QString rounding = q.text(23);
    for (auto mode :
         {rating::Rounding::None, rating::Rounding::Round, rating::Rounding::Trunc, rating::Rounding::Provisional}) {
        if (rounding == QLatin1String(rating::roundingKey(mode).data())) {
            c.rounding = mode;
        }
    }
    c.outcome = rating::outcomeFromKey(q.text(24).toStdString()).value_or(rating::Outcome::None);
    const int flags = q.integer32(25);
    c.floored = (flags & Floored) != 0;
    c.provisionalBefore = (flags & ProvisionalBefore) != 0;
    c.provisionalAfter = (flags & ProvisionalAfter) != 0;
    c.left = (flags & Left) != 0;
    c.participants = q.integer32(26);
    r.state.rating = c.after;
    r.state.seen = true;
    r.matchCode = q.text(36);
    r.state.games = q.integer32(27);
    r.state.deals = q.integer32(28);
    r.state.opponentSum = q.real(29);
    r.state.netScore = q.real(30);
    r.state.experienceLevel = q.integer32(31);
    r.state.wins = q.integer32(32);
    r.state.draws = q.integer32(33);
    r.state.losses = q.integer32(34);
    r.state.points = q.real(35);
    c.meanBefore = q.real(37);
    c.deviationBefore = q.real(38);
    c.volatilityBefore = q.real(39);
    readRatingState(q, 40, r.state);
    return r;
}

/// Reads match rows (one per participant, ordered by match) into records.
bool readMatches(Statement& q, const std::function<bool(const MatchRecord&)>& visit)
{
    MatchRecord current;
    bool have = false;
    while (q.next()) {
        const qint64 id = q.integer(0);
        if (!have || id != current.id) {
            if (have && !visit(current)) {
                q.finish();
                return true;
            }
            current = MatchRecord{};
            current.id = id;
            current.code = q.text(1);
            current.game = q.integer(2);
            current.playedAt = q.text(3);
            current.deals = q.optInteger(4);
            current.durationMin = q.optInteger(5);
            current.outcome = q.text(6);
            current.isVoid = (q.integer(7) != 0);
            current.unratedReason = q.text(8);
            current.version = q.integer32(9);
            have = true;
        }
        ParticipantRecord p;
        p.player = q.integer(11);
        p.rank = q.optInteger(12);
        p.score = q.optReal(13);
        p.team = q.text(14);
        p.left = (q.integer(15) != 0);
        p.morale = q.optReal(16);
        p.moraleLost = q.optReal(17);
        p.armyPoints = q.optInteger(18);
        p.turns = q.optInteger(19);
        p.armyList = q.text(20);
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
    Statement& q = m_db.statement(QStringLiteral("clubGet"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    ClubRecord c;
    if (q.next()) {
        c.name = q.text(0);
        c.createdAt = q.text(1);
    }
    q.finish();
    return c;
}

bool ClubStore::createClub(const QString& name, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("clubInsert"));
    bindAll(q, {name, QDateTime::currentDateTime().toString(Qt::ISODate)});
    return q.exec(error);
}

bool ClubStore::renameClub(const QString& name, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("clubRename"));
    bindAll(q, {name});
    return q.exec(error);
}

std::optional<QList<PlayerRecord>> ClubStore::players(StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerList"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<PlayerRecord> all;
    while (q.next()) {
        all.append({q.integer(0), q.text(1), q.text(2), (q.integer(3) != 0), q.text(4)});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertPlayer(const QString& name, const QString& household, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerInsert"));
    bindAll(q, {name, household});
    if (!q.exec(error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.integer(0);
    q.finish();
    return id;
}

bool ClubStore::updatePlayer(const PlayerRecord& p, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerUpdate"));
    bindAll(q, {p.name, p.household, p.active ? 1 : 0, p.notes, p.id});
    return q.exec(error);
}

bool ClubStore::deletePlayer(qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerDelete"));
    bindAll(q, {id});
    return q.exec(error);
}

bool ClubStore::moveParticipations(qint64 from, qint64 into, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerMoveParticipations"));
    bindAll(q, {into, from});
    return q.exec(error);
}

std::optional<QList<QPair<QString, int>>> ClubStore::participations(qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerParticipations"));
    bindAll(q, {player});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<QPair<QString, int>> found;
    while (q.next()) {
        found.append({q.text(0), static_cast<int>(q.integer(1))});
    }
    q.finish();
    return found;
}

bool ClubStore::setParticipant(const QString& matchCode, int pos, qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("participantSetPlayer"));
    bindAll(q, {player, matchCode, pos});
    return q.exec(error);
}

std::optional<QStringList> ClubStore::sharedMatches(qint64 a, qint64 b, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerSharedMatches"));
    bindAll(q, {a, b});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QStringList codes;
    while (q.next()) {
        codes << q.text(0);
    }
    q.finish();
    return codes;
}

std::optional<QList<qint64>> ClubStore::gamesOfPlayer(qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerGames"));
    bindAll(q, {player});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<qint64> ids;
    while (q.next()) {
        ids << q.integer(0);
    }
    q.finish();
    return ids;
}

std::optional<QList<GameRecord>> ClubStore::games(StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameList"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<GameRecord> all;
    while (q.next()) {
        all.append({q.integer(0), q.text(1), q.text(2), q.text(3)});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertGame(const GameRecord& game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameInsert"));
    bindAll(q, {game.name, game.system, game.params});
    if (!q.exec(error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.integer(0);
    q.finish();
    return id;
}

bool ClubStore::setGameParams(qint64 game, const QString& params, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameSetParams"));
    bindAll(q, {params, game});
    return q.exec(error);
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

bool insertParticipants(Database& db, qint64 matchId, const QList<ParticipantRecord>& participants, StoreError& error)
{
    Statement& q = db.statement(QStringLiteral("participantInsert"));
    for (int pos = 0; pos < participants.size(); ++pos) {
        const ParticipantRecord& p = participants[pos];
        q.bind(0, matchId);
        q.bind(1, pos);
        q.bind(2, p.player);
        q.bind(3, p.rank);
        q.bind(4, p.score);
        q.bind(5, p.team);
        q.bind(6, p.left);
        q.bind(7, p.morale);
        q.bind(8, p.moraleLost);
        q.bind(9, p.armyPoints);
        q.bind(10, p.turns);
        q.bind(11, p.armyList);
        if (!q.exec(error)) {
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<qint64> ClubStore::insertMatch(const MatchRecord& m, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchInsert"));
    bindAll(q, {m.code, m.game, m.playedAt, nullable(m.deals), nullable(m.durationMin), m.outcome, m.isVoid ? 1 : 0,
                m.unratedReason});
    if (!q.exec(error) || !q.next()) {
        return std::nullopt;
    }
    const qint64 id = q.integer(0);
    q.finish();
    if (!insertParticipants(m_db, id, m.participants, error)) {
        return std::nullopt;
    }
    return id;
}

bool ClubStore::updateMatch(const MatchRecord& m, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchUpdate"));
    bindAll(q, {m.code, m.game, m.playedAt, nullable(m.deals), nullable(m.durationMin), m.outcome, m.isVoid ? 1 : 0,
                m.id, m.version});
    if (!q.exec(error)) {
        return false;
    }
    if (q.rowsAffected() != 1) {
        error.message = QStringLiteral("match %1 was changed or deleted by someone else since it was read; "
                                       "reload it and try again")
                            .arg(m.code);
        return false;
    }
    Statement& del = m_db.statement(QStringLiteral("participantDeleteForMatch"));
    bindAll(del, {m.id});
    return del.exec(error) && insertParticipants(m_db, m.id, m.participants, error);
}

bool ClubStore::deleteMatch(qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchDelete"));
    bindAll(q, {id});
    return q.exec(error);
}

bool ClubStore::setUnratedReason(qint64 match, const QString& reason, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchSetReason"));
    bindAll(q, {reason, match});
    return q.exec(error);
}

std::optional<MatchRecord> ClubStore::match(qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchGet"));
    bindAll(q, {id});
    if (!q.exec(error)) {
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
    Statement& q = m_db.statement(QStringLiteral("matchList"));
    return q.exec(error) && readMatches(q, visit);
}

std::optional<qint64> ClubStore::matchCount(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchCount"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::matchCountAfter(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchCountAfter"), {game, playedAt, playedAt, id}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::gameMatchCount(qint64 game, StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("gameMatchCount"), {game}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

bool ClubStore::deleteGame(qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameDelete"));
    bindAll(q, {id});
    return q.exec(error);
}

std::optional<qint64> ClubStore::participantCount(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("participantCount"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::scanParticipants(StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("participantScan"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    // Read every column of every row, as a replay would.
    qint64 rows = 0;
    double sink = 0.0;
    while (q.next()) {
        for (int c = 0; c < 11; ++c) {
            sink += q.real(c);
        }
        sink += static_cast<double>(q.text(11).size()); // army_list
        ++rows;
    }
    m_scanChecksum = sink;
    q.finish();
    return rows;
}

bool ClubStore::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                 const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    // replayFrom has matchList's columns, so one reader serves both.
    Statement& q = m_db.statement(QStringLiteral("replayFrom"));
    bindAll(q, {game, playedAt, playedAt, id});
    return q.exec(error) && readMatches(q, visit);
}

bool ClubStore::deleteRatingChangesFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingChangeDeleteFrom"));
    bindAll(q, {game, playedAt, playedAt, id});
    return q.exec(error);
}

bool ClubStore::deleteAllRatings(StoreError& error)
{
    for (const char* name : {"ratingIndexMatchDrop", "ratingIndexPlayerDrop"}) {
        Statement& drop = m_db.statement(QString::fromLatin1(name));
        if (!drop.exec(error)) {
            return false;
        }
    }
    Statement& a = m_db.statement(QStringLiteral("ratingChangeDeleteAll"));
    if (!a.exec(error)) {
        return false;
    }
    Statement& b = m_db.statement(QStringLiteral("standingDeleteAll"));
    return b.exec(error);
}

bool ClubStore::restoreRatingIndexes(StoreError& error)
{
    for (const char* name : {"ratingIndexMatchCreate", "ratingIndexPlayerCreate"}) {
        Statement& create = m_db.statement(QString::fromLatin1(name));
        if (!create.exec(error)) {
            return false;
        }
    }
    return true;
}

bool ClubStore::insertRatingChange(const RatingChangeRecord& r, StoreError& error)
{
    const rating::RatingChange& c = r.change;
    const rating::PlayerState& s = r.state;
    const int flags = (c.floored ? Floored : 0) | (c.provisionalBefore ? ProvisionalBefore : 0) |
                      (c.provisionalAfter ? ProvisionalAfter : 0) | (c.left ? Left : 0);
    // The hot path of import and rebuild: typed binds, no QVariant.
    Statement& q = m_db.statement(QStringLiteral("ratingChangeInsert"));
    int i = 0;
    q.bind(i++, qint64(c.match));
    q.bind(i++, qint64(c.player));
    q.bind(i++, r.game);
    q.bind(i++, r.playedAt);
    for (const double v : {c.before, c.after, c.expected, c.actual, c.k, c.k0, c.k1, c.k2, c.rawChange, c.change,
                           c.penalty, c.bonus, c.opponentMean, c.scoreUsed, c.placementPoints, c.position}) {
        q.bind(i++, v);
    }
    q.bind(i++, c.gamesBefore);
    q.bind(i++, c.dealsBefore);
    q.bind(i++, c.opponentGames);
    q.bind(i++, roundingText(c.rounding));
    q.bind(i++, outcomeText(c.outcome));
    q.bind(i++, flags);
    q.bind(i++, c.participants);
    q.bind(i++, s.games);
    q.bind(i++, s.deals);
    q.bind(i++, s.opponentSum);
    q.bind(i++, s.netScore);
    q.bind(i++, s.experienceLevel);
    q.bind(i++, s.wins);
    q.bind(i++, s.draws);
    q.bind(i++, s.losses);
    q.bind(i++, s.points);
    for (const double v :
         {c.meanBefore, c.deviationBefore, c.volatilityBefore, s.mean, s.deviation, s.volatility, s.periodRating,
          s.periodDeviation, s.periodVolatility, s.periodInformation, s.periodSurprise}) {
        q.bind(i++, v);
    }
    q.bind(i++, s.period);
    return q.exec(error);
}

std::optional<std::optional<StandingRecord>> ClubStore::stateBefore(qint64 game, qint64 player, const QString& playedAt,
                                                                    qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingStateBefore"));
    bindAll(q, {game, player, playedAt, playedAt, id});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    std::optional<StandingRecord> found;
    if (q.next()) {
        StandingRecord s;
        s.player = player;
        s.state = readState(q, 0);
        s.lastPlayed = q.text(10);
        readRatingState(q, 11, s.state);
        found = s;
    }
    q.finish();
    return found;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOf(const QString& statement, qint64 id,
                                                                    StoreError& error)
{
    Statement& q = m_db.statement(statement);
    q.bind(0, id);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<RatingChangeRecord> all;
    while (q.next()) {
        all.append(readChange(q));
    }
    q.finish();
    return all;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfMatch(qint64 match, StoreError& error)
{
    return ratingChangesOf(QStringLiteral("ratingChangesOfMatch"), match, error);
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfPlayer(qint64 player, StoreError& error)
{
    return ratingChangesOf(QStringLiteral("ratingChangesOfPlayer"), player, error);
}

bool ClubStore::forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                          StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingChangesOfGame"));
    bindAll(q, {game});
    if (!q.exec(error)) {
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
    Statement& q = m_db.statement(QStringLiteral("standingUpsert"));
    bindAll(q, {game,
                r.player,
                s.rating,
                s.games,
                s.deals,
                s.opponentSum,
                s.netScore,
                s.experienceLevel,
                s.wins,
                s.draws,
                s.losses,
                s.points,
                r.lastPlayed,
                s.mean,
                s.deviation,
                s.volatility,
                s.periodRating,
                s.periodDeviation,
                s.periodVolatility,
                s.periodInformation,
                s.periodSurprise,
                s.period});
    return q.exec(error);
}

bool ClubStore::deleteStanding(qint64 game, qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingDelete"));
    bindAll(q, {game, player});
    return q.exec(error);
}

bool ClubStore::deleteStandingsOfGame(qint64 game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingDeleteGame"));
    bindAll(q, {game});
    return q.exec(error);
}

namespace {

std::optional<QList<StandingRecord>> readStandings(Statement& q, StoreError& error)
{
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<StandingRecord> all;
    while (q.next()) {
        StandingRecord r;
        r.player = q.integer(0);
        r.state = readState(q, 1);
        r.lastPlayed = q.text(11);
        readRatingState(q, 12, r.state);
        all.append(r);
    }
    q.finish();
    return all;
}

} // namespace

std::optional<QList<StandingRecord>> ClubStore::standings(qint64 game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingsOfGame"));
    bindAll(q, {game});
    return readStandings(q, error);
}

std::optional<QList<StandingRecord>> ClubStore::standingsBefore(qint64 game, const QString& before, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingsOfGameAsOf"));
    bindAll(q, {game, before});
    return readStandings(q, error);
}

std::optional<QList<PointsRecord>> ClubStore::points(qint64 game, const QString& from, const QString& to,
                                                     StoreError& error)
{
    Statement& q = m_db.statement(game == 0 ? QStringLiteral("hallOfFameAll") : QStringLiteral("hallOfFameGame"));
    bindAll(q, game == 0 ? QVariantList{from, to} : QVariantList{game, from, to});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<PointsRecord> all;
    while (q.next()) {
        all.append({q.integer(0), q.integer32(1), q.real(2)});
    }
    q.finish();
    return all;
}

std::optional<SelectionSummary> ClubStore::summary(qint64 game, const QString& from, const QString& to,
                                                   StoreError& error)
{
    Statement& q =
        m_db.statement(game == 0 ? QStringLiteral("hallOfFameSummaryAll") : QStringLiteral("hallOfFameSummaryGame"));
    bindAll(q, game == 0 ? QVariantList{from, to} : QVariantList{game, from, to});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    SelectionSummary s;
    if (q.next()) {
        s.games = q.integer32(0);
        s.matches = q.integer32(1);
        s.players = q.integer32(2);
    }
    q.finish();
    return s;
}

bool ClubStore::forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("exportResults"));
    if (!q.exec(error)) {
        return false;
    }
    while (q.next()) {
        ExportRow r;
        r.code = q.text(0);
        r.playedAt = q.text(1);
        r.game = q.text(2);
        r.player = q.text(3);
        r.rank = q.optInteger(4);
        r.score = q.optReal(5);
        r.team = q.text(6);
        r.deals = q.optInteger(7);
        r.left = (q.integer(8) != 0);
        r.morale = q.optReal(9);
        r.moraleLost = q.optReal(10);
        r.outcome = q.text(11);
        r.armyPoints = q.optInteger(12);
        r.turns = q.optInteger(13);
        r.durationMin = q.optInteger(14);
        r.isVoid = (q.integer(15) != 0);
        r.armyList = q.text(16);
        if (!visit(r)) {
            break;
        }
    }
    q.finish();
    return true;
}

bool ClubStore::audit(const QString& action, const QString& detail, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("auditInsert"));
    bindAll(q, {QDateTime::currentDateTime().toString(Qt::ISODate), action, detail});
    return q.exec(error);
}

std::optional<QStringList> ClubStore::integrityCheck(StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("integrityCheck"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QStringList lines;
    while (q.next()) {
        lines << q.text(0);
    }
    q.finish();
    return lines;
}

} // namespace palmares::store

#include "clubstore.h"

#include "pgcopy.h"
#include "ratingblob.h"
#include "sqlitestatement.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <QVariant>
#include <thread>
#include <unordered_map>

namespace palmares::store {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::ClubStore)
};

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

/// The id of the row an INSERT just made (Statement::insertedId).
std::optional<qint64> insertedId(Statement& q, StoreError& error)
{
    const auto id = q.insertedId();
    if (!id) {
        error.message = QStringLiteral("internal error: the new row's id is unknown");
    }
    return id;
}

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

/// A match's columns from `first` on that a rating reads (played_at …
/// unrated_reason).
void readRatedMatchFields(Statement& q, int first, MatchRecord& m)
{
    m.playedAt = q.text(first);
    m.deals = q.optInteger(first + 1);
    m.durationMin = q.optInteger(first + 2);
    m.outcome = q.text(first + 3);
    m.isVoid = (q.integer(first + 4) != 0);
    m.unratedReason = q.text(first + 5);
}

/// The match columns of matchList, replayFrom and matchScan (0 to 9).
void readMatchFields(Statement& q, MatchRecord& m)
{
    m.id = q.integer(0);
    m.code = q.text(1);
    m.game = q.integer(2);
    readRatedMatchFields(q, 3, m);
    m.version = q.integer32(9);
}

/// A participant's columns from `first` on that a rating reads (player_id
/// … turns: all but the army list).
ParticipantRecord readRatedParticipant(Statement& q, int first)
{
    ParticipantRecord p;
    p.player = q.integer(first);
    p.rank = q.optInteger(first + 1);
    p.score = q.optReal(first + 2);
    p.team = q.text(first + 3);
    p.left = (q.integer(first + 4) != 0);
    p.morale = q.optReal(first + 5);
    p.moraleLost = q.optReal(first + 6);
    p.armyPoints = q.optInteger(first + 7);
    p.turns = q.optInteger(first + 8);
    return p;
}

/// A participant's columns from `first` on (player_id … army_list).
ParticipantRecord readParticipant(Statement& q, int first)
{
    ParticipantRecord p = readRatedParticipant(q, first);
    p.armyList = q.text(first + 9);
    return p;
}

/// Reads match rows (one per participant, ordered by match, the match's id
/// first) into records, through `readMatch(q, m)` (the match's columns,
/// each set again: the record is reused) and `readPart(q)` (the row's
/// participant). `visit` may take each record (a MatchRecord&, moved from).
template <typename ReadMatch, typename ReadPart, typename Visit>
bool groupMatches(Statement& q, const ReadMatch& readMatch, const ReadPart& readPart, const Visit& visit)
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
            // The participants keep their storage (unless the visitor took
            // them).
            current.participants.clear();
            readMatch(q, current);
            have = true;
        }
        current.participants.append(readPart(q));
    }
    q.finish();
    if (have) {
        visit(current);
    }
    return true;
}

/// Reads matchList's (and replayFrom's) rows into whole records.
template <typename Visit>
bool readMatches(Statement& q, const Visit& visit)
{
    return groupMatches(
        q, readMatchFields, [](Statement& s) { return readParticipant(s, 11); }, visit);
}

/// Reads replayAhead's rows (of `game`) into records of what a rating reads:
/// no code, version or army lists (a read-ahead feeds a re-rating only).
template <typename Visit>
bool readRatedMatches(Statement& q, qint64 game, const Visit& visit)
{
    const auto readMatch = [game](Statement& s, MatchRecord& m) {
        m.id = s.integer(0);
        m.game = game;
        readRatedMatchFields(s, 1, m);
    };
    return groupMatches(
        q, readMatch, [](Statement& s) { return readRatedParticipant(s, 7); }, visit);
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
    if (!q.exec(error)) {
        return std::nullopt;
    }
    return insertedId(q, error);
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
        all.append({q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4) != 0});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertGame(const GameRecord& game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameInsert"));
    bindAll(q, {game.name, game.system, game.params, game.freshStart ? 1 : 0});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    return insertedId(q, error);
}

bool ClubStore::setGameParams(qint64 game, const QString& params, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameSetParams"));
    bindAll(q, {params, game});
    return q.exec(error);
}

bool ClubStore::setGameFreshStart(qint64 game, bool freshStart, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameSetFreshStart"));
    bindAll(q, {freshStart ? 1 : 0, game});
    return q.exec(error);
}

bool ClubStore::renameGame(qint64 game, const QString& name, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("gameRename"));
    bindAll(q, {name, game});
    return q.exec(error);
}

std::optional<QStringList> ClubStore::sideNames(SideName which, StoreError& error)
{
    Statement& q =
        m_db.statement(which == SideName::Team ? QStringLiteral("teamNames") : QStringLiteral("armyListNames"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QStringList names;
    while (q.next()) {
        names << q.text(0);
    }
    q.finish();
    return names;
}

bool ClubStore::renameSideName(SideName which, const QString& from, const QString& to, StoreError& error)
{
    Statement& q =
        m_db.statement(which == SideName::Team ? QStringLiteral("teamRename") : QStringLiteral("armyListRename"));
    bindAll(q, {to, from});
    return q.exec(error);
}

std::optional<qint64> ClubStore::matchIdByCode(const QString& code, StoreError& error)
{
    // Once per match of an import: a typed bind, no QVariant.
    Statement& q = m_db.statement(QStringLiteral("matchIdByCode"));
    q.bind(0, code);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    const qint64 id = q.next() ? q.integer(0) : 0;
    q.finish();
    return id;
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

/// Binds a match's values as matchInsert lists them (code, game, played
/// at, deals, duration, outcome, void, unrated reason) from `first` on.
void bindMatchValues(Statement& q, int first, const MatchRecord& m)
{
    // Typed binds, no QVariant per value: the hot path of an import.
    q.bind(first, m.code);
    q.bind(first + 1, m.game);
    q.bind(first + 2, m.playedAt);
    q.bind(first + 3, m.deals);
    q.bind(first + 4, m.durationMin);
    q.bind(first + 5, m.outcome);
    q.bind(first + 6, m.isVoid);
    q.bind(first + 7, m.unratedReason);
}

} // namespace

std::optional<qint64> ClubStore::insertMatch(const MatchRecord& m, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchInsert"));
    bindMatchValues(q, 0, m);
    const auto id = q.exec(error) ? insertedId(q, error) : std::nullopt;
    if (!id || !insertParticipants(m_db, *id, m.participants, error)) {
        return std::nullopt;
    }
    return id;
}

std::optional<QSet<QString>> ClubStore::takenMatchCodes(const QStringList& codes, StoreError& error)
{
    // Codes go as a JSON array, a block at a time: one round trip per block
    // to a PostgreSQL server instead of one per match.
    constexpr qsizetype Block = 10000;
    QSet<QString> taken;
    for (qsizetype at = 0; at < codes.size(); at += Block) {
        QJsonArray block;
        for (qsizetype i = at; i < std::min(at + Block, codes.size()); ++i) {
            block.append(codes[i]);
        }
        const QString json = QString::fromUtf8(QJsonDocument(block).toJson(QJsonDocument::Compact));
        Statement& q = m_db.statement(QStringLiteral("matchCodesTaken"));
        q.bind(0, json);
        if (!q.exec(error)) {
            return std::nullopt;
        }
        while (q.next()) {
            taken.insert(q.text(0));
        }
        q.finish();
    }
    return taken;
}

std::optional<std::vector<qint64>> ClubStore::reserveMatchIds(int count, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchIdBlock"));
    q.bind(0, count);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    // The block's last id: the block is the `count` ids up to it.
    std::vector<qint64> ids;
    if (q.next()) {
        const qint64 last = q.integer(0);
        ids.reserve(static_cast<std::size_t>(count));
        for (qint64 id = last - count + 1; id <= last; ++id) {
            ids.push_back(id);
        }
    }
    q.finish();
    return ids;
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
        error.message = Text::tr("match %1 was changed or deleted by someone else since it was read; "
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

bool ClubStore::orderMoment(qint64 game, const QString& playedAt, ResultChanges& moved, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("momentMatches"));
    bindAll(q, {game, playedAt});
    std::vector<MatchRecord> matches;
    if (!q.exec(error) || !readMatches(q, [&](const MatchRecord& m) {
            matches.push_back(m);
            return true;
        })) {
        return false;
    }
    if (matches.size() < 2) {
        return true;
    }
    // The moment's ids, ascending (as read), given out in code order.
    std::vector<qint64> ids;
    ids.reserve(matches.size());
    for (const MatchRecord& m : matches) {
        ids.push_back(m.id);
    }
    std::sort(matches.begin(), matches.end(),
              [](const MatchRecord& a, const MatchRecord& b) { return compareCodes(a.code, b.code) < 0; });
    std::vector<std::size_t> moving;
    for (std::size_t i = 0; i < matches.size(); ++i) {
        if (matches[i].id != ids[i]) {
            moving.push_back(i);
        }
    }
    // Every moving match deleted first (its participants with it), then
    // written again with its new id: no id or code is ever held twice.
    for (const std::size_t i : moving) {
        moved.before.push_back(matches[i]);
        if (!deleteMatch(matches[i].id, error)) {
            return false;
        }
    }
    for (const std::size_t i : moving) {
        MatchRecord& m = matches[i];
        m.id = ids[i];
        Statement& insert = m_db.statement(QStringLiteral("matchInsertWithId"));
        insert.bind(0, m.id);
        bindMatchValues(insert, 1, m);
        insert.bind(9, m.version);
        if (!insert.exec(error) || !insertParticipants(m_db, m.id, m.participants, error)) {
            return false;
        }
        moved.after.push_back(m);
    }
    return true;
}

std::optional<QStringList> ClubStore::unorderedMoments(qint64 game, const QString& from, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchCodesFrom"));
    bindAll(q, {game, from});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QStringList moments;
    QString at;
    QString code;
    while (q.next()) {
        const QString nextAt = q.text(0);
        const QString nextCode = q.text(2);
        if (nextAt == at && compareCodes(code, nextCode) > 0 && (moments.isEmpty() || moments.constLast() != at)) {
            moments.append(at);
        }
        at = nextAt;
        code = nextCode;
    }
    q.finish();
    return moments;
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
        error.message = Text::tr("there is no match %1").arg(id);
    }
    return found;
}

bool ClubStore::forEachMatch(const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchList"));
    return q.exec(error) && readMatches(q, visit);
}

bool ClubStore::forEachMatchBetween(const QString& start, const QString& end,
                                    const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchListBetween"));
    bindAll(q, {start, end});
    return q.exec(error) && readMatches(q, visit);
}

std::optional<bool> ClubStore::playedBefore(qint64 player, const QString& start, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("playerPlayedBefore"));
    bindAll(q, {player, start});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    const bool found = q.next();
    q.finish();
    return found;
}

bool ClubStore::forEachMatchInEntryOrder(const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    // Two plain scans side by side, both in match id order (the match
    // table's rowid, the participant table's key): matchList's join seeks
    // the participants of every match and sorts the whole club in a
    // temporary B-tree for its replay order (60 s of the Results page on
    // 1,000,000 matches; these two scans take about a second).
    Statement& matches = m_db.statement(QStringLiteral("matchScan"));
    Statement& participants = m_db.statement(QStringLiteral("participantScan"));
    if (!matches.exec(error) || !participants.exec(error)) {
        matches.finish();
        return false;
    }
    MatchRecord current;
    bool more = participants.next();
    bool stopped = false;
    while (!stopped && matches.next()) {
        current.participants.clear();
        readMatchFields(matches, current);
        // Participants of matches that no longer exist cannot be: the
        // foreign key cascades; skip any below this id all the same.
        while (more && participants.integer(0) < current.id) {
            more = participants.next();
        }
        while (more && participants.integer(0) == current.id) {
            current.participants.append(readParticipant(participants, 2));
            more = participants.next();
        }
        stopped = !visit(current);
    }
    matches.finish();
    participants.finish();
    return true;
}

std::optional<qint64> ClubStore::matchCount(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchCount"), {}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<qint64> ClubStore::matchCountAfter(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("matchCountAfter"), {game, playedAt, id}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

std::optional<QHash<qint64, int>> ClubStore::countsByGame(const QString& query, StoreError& error)
{
    Statement& q = m_db.statement(query);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QHash<qint64, int> counts;
    while (q.next()) {
        counts.insert(q.integer(0), q.integer32(1));
    }
    return counts;
}

std::optional<QHash<qint64, int>> ClubStore::matchCountsByGame(StoreError& error)
{
    return countsByGame(QStringLiteral("matchCountsByGame"), error);
}

std::optional<QHash<qint64, int>> ClubStore::ratedMatchCountsByGame(StoreError& error)
{
    return countsByGame(QStringLiteral("ratedMatchCountsByGame"), error);
}

std::optional<qint64> ClubStore::gameMatchCount(qint64 game, StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("gameMatchCount"), {game}, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

bool ClubStore::deleteGame(qint64 id, StoreError& error)
{
    // The rating cache has no foreign keys (they cost a look-up per row
    // written): its rows go first, by hand.
    for (const char* name : {"ratingRecordDeleteGame", "ratingCheckpointDeleteGame", "gameDelete"}) {
        Statement& q = m_db.statement(QString::fromLatin1(name));
        q.bind(0, id);
        if (!q.exec(error)) {
            return false;
        }
    }
    return true;
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
    bindAll(q, {game, playedAt, id});
    return q.exec(error) && readMatches(q, visit);
}

namespace {

QString damagedCache(const QString& what)
{
    return Text::tr("the rating cache of %1 is damaged; run 'palmares-cli rebuild' to recreate it from the "
                    "results")
        .arg(what);
}

/// Binds a game and a position (playedAt, id) and runs the statement.
bool runFrom(Statement& q, qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, id);
    return q.exec(error);
}

/// A read-only connection of a reading thread's own to the club's file
/// (NOMUTEX: no lock per call), as patient as the caller's with another
/// process's checkpoint or recovery; null with `failure` said when it
/// cannot open (close it with sqlite3_close either way).
sqlite3* openReader(const QByteArray& file, QString& failure)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(file.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        failure = explainDriverError(QString::fromUtf8(sqlite3_errmsg(db)));
        sqlite3_close(db);
        return nullptr;
    }
    sqlite3_busy_timeout(db, 10000); // database.cpp's BusyTimeoutMs
    return db;
}

/// A match as the read-ahead hands it over: what a rating reads of it and,
/// read from the rating cache, its records as committed.
struct AheadMatch {
    MatchRecord match;
    QByteArray committed;
};

/// Reads ratingReplayFrom's rows (of `game`): each rated match from what its
/// record says it was rated from, with the record; false (and `failure`
/// said) at a record that is damaged.
template <typename Visit>
bool readRecordedMatches(Statement& q, qint64 game, const Visit& visit, QString& failure)
{
    AheadMatch current;
    current.match.game = game;
    while (q.next()) {
        current.match.id = q.integer(0);
        current.match.playedAt = q.text(1);
        if (!unpackInputs(q.blob(2), current.match)) {
            q.finish();
            failure = damagedCache(Text::tr("match #%1").arg(current.match.id));
            return false;
        }
        current.committed = q.blob(3).toByteArray();
        if (!visit(current)) {
            break;
        }
    }
    q.finish();
    return true;
}

/// The matches of a replay read on a second connection to the same SQLite
/// file, on a thread of their own, and handed to the caller's thread in
/// batches: SQLite's reading and the decoding of the rows (2.4 plain scans
/// of participant for a rebuild of every game) run beside the rating and
/// the writing of the cache instead of before each match. From the results
/// (replayAhead: every match, what a rating reads of it) or from the rating
/// cache (ratingReplayFrom: the rated matches, each with its inputs and
/// committed records).
class ReadAhead
{
public:
    static constexpr std::size_t Batch = 256; ///< matches per hand-over
    static constexpr std::size_t Depth = 16;  ///< batches read ahead at most

    enum class Source : std::uint8_t { Results, Records };
    using Visit = std::function<bool(const MatchRecord&, QByteArrayView committed)>;

    ReadAhead(QByteArray file, const Database& db, Source source)
        : m_file(std::move(file)),
          m_name(source == Source::Results ? QStringLiteral("replayAhead") : QStringLiteral("ratingReplayFrom")),
          m_sql(db.sql(m_name)),
          m_source(source)
    {}

    bool run(qint64 game, const QString& playedAt, qint64 id, const Visit& visit, StoreError& error)
    {
        std::thread reader([&] { read(game, playedAt, id); });
        // Each batch taken gives the one before back to the reader, which
        // frees its matches: the allocator's work stays on its thread.
        for (std::vector<AheadMatch> batch; take(batch);) {
            if (!std::all_of(batch.cbegin(), batch.cend(),
                             [&](const AheadMatch& a) { return visit(a.match, a.committed); })) {
                break; // the caller stops (it says why, as forEachMatchFrom's caller does)
            }
        }
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        reader.join();
        if (!m_failure.isEmpty()) {
            error.message = m_failure;
            return false;
        }
        return true;
    }

private:
    /// The reader's thread: its own read-only connection, the replay's query.
    void read(qint64 game, const QString& playedAt, qint64 id)
    {
        QString failure;
        sqlite3* db = openReader(m_file, failure);
        if (db != nullptr) {
            // A page cache as large as the caller's connection's.
            sqlite3_exec(db, "PRAGMA cache_size = -65536", nullptr, nullptr, nullptr);
            SqliteStatement q(db, m_name, m_sql);
            StoreError e;
            std::vector<AheadMatch> batch;
            batch.reserve(Batch);
            const auto keep = [&](AheadMatch&& a) {
                batch.push_back(std::move(a));
                return batch.size() < Batch || hand(batch);
            };
            if (!runFrom(q, game, playedAt, id, e)) {
                failure = e.message;
            } else if (m_source == Source::Results) {
                readRatedMatches(q, game, [&](MatchRecord& m) { return keep({std::move(m), {}}); });
            } else {
                readRecordedMatches(
                    q, game, [&](AheadMatch& a) { return keep(std::move(a)); }, failure);
            }
            if (!batch.empty() && failure.isEmpty()) {
                hand(batch);
            }
        }
        sqlite3_close(db); // after the statement, finalized above
        {
            const std::lock_guard lock(m_mutex);
            m_failure = failure;
            m_done = true;
        }
        m_changed.notify_all();
    }

    /// Hands a full batch over, waiting while enough are ahead; false once
    /// the caller has stopped.
    bool hand(std::vector<AheadMatch>& batch)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_stop || m_ready.size() < Depth; });
        if (m_stop) {
            return false;
        }
        m_ready.push_back(std::exchange(batch, {}));
        if (!m_spent.empty()) {
            batch = std::move(m_spent.front());
            m_spent.pop_front();
        }
        lock.unlock();
        m_changed.notify_all();
        batch.clear(); // a batch the caller is done with: freed here, its room kept
        batch.reserve(Batch);
        return true;
    }

    /// The next batch; false at the end (or when the reader failed).
    bool take(std::vector<AheadMatch>& batch)
    {
        std::unique_lock lock(m_mutex);
        if (!batch.empty() && !m_done) {
            m_spent.push_back(std::exchange(batch, {}));
        }
        m_changed.wait(lock, [&] { return !m_ready.empty() || m_done; });
        if (m_ready.empty()) {
            return false;
        }
        batch = std::move(m_ready.front());
        m_ready.pop_front();
        lock.unlock();
        m_changed.notify_all();
        return true;
    }

    QByteArray m_file;
    QString m_name;
    QString m_sql;
    Source m_source;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<AheadMatch>> m_ready;
    std::deque<std::vector<AheadMatch>> m_spent; ///< batches the caller is done with, for the reader to free
    bool m_stop = false;                         ///< the caller wants no more
    bool m_done = false;                         ///< the reader has finished (m_failure says if it failed)
    QString m_failure;
};

} // namespace

namespace {

/// The SQLite file under a connection; empty for another backend or a
/// database in memory.
QByteArray sqliteFile(Database& db)
{
    auto* handle = static_cast<sqlite3*>(db.sqliteHandle());
    const char* file = handle != nullptr ? sqlite3_db_filename(handle, "main") : nullptr;
    return file != nullptr ? QByteArray(file) : QByteArray();
}

/// (played at, id): a match's place in its game's replay order.
std::pair<const QString&, qint64> placeOf(const MatchRecord& m)
{
    return {m.playedAt, m.id};
}

} // namespace

bool ClubStore::readsCommittedAhead() const
{
    // What the committed club lacks must be only what the caller says: so
    // its transaction, the outermost or one nested in a wider one that had
    // written nothing yet when it began (the transaction holds the write
    // lock either way).
    return m_db.innermostBeganUnchanged() && !sqliteFile(m_db).isEmpty();
}

bool ClubStore::forEachCommittedMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                          const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    if (!readsCommittedAhead()) {
        return forEachMatchFrom(game, playedAt, id, visit, error);
    }
    return ReadAhead(sqliteFile(m_db), m_db, ReadAhead::Source::Results)
        .run(
            game, playedAt, id, [&](const MatchRecord& m, QByteArrayView /*committed*/) { return visit(m); }, error);
}

bool ClubStore::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id, const ResultChanges& changes,
                                 const RecordedMatchVisit& visit, StoreError& error)
{
    if (!readsCommittedAhead()) {
        // The transaction's own view holds the changes.
        return forEachMatchFrom(
            game, playedAt, id, [&](const MatchRecord& m) { return visit(m, {}); }, error);
    }
    QSet<qint64> changed;
    for (const auto* list : {&changes.before, &changes.after}) {
        for (const MatchRecord& m : *list) {
            changed.insert(m.id);
        }
    }
    // The changed matches of the game as they are now, from the position on,
    // in replay order.
    std::vector<const MatchRecord*> now;
    const std::pair<const QString&, qint64> from{playedAt, id};
    for (const MatchRecord& m : changes.after) {
        if (m.game == game && placeOf(m) >= from) {
            now.push_back(&m);
        }
    }
    std::sort(now.begin(), now.end(),
              [](const MatchRecord* a, const MatchRecord* b) { return placeOf(*a) < placeOf(*b); });
    auto next = now.cbegin();
    bool stopped = false;
    const auto visitUntil = [&](const MatchRecord* upTo) {
        for (; !stopped && next != now.cend() && (upTo == nullptr || placeOf(**next) < placeOf(*upTo)); ++next) {
            stopped = !visit(**next, {}); // changed: its records as they were are gone
        }
        return !stopped;
    };
    // The others (rated: an unrated match that did not change rates to
    // nothing again) as their records say they were rated, with those
    // records: the re-rating rewrites only those it changes.
    const bool read = ReadAhead(sqliteFile(m_db), m_db, ReadAhead::Source::Records)
                          .run(
                              game, playedAt, id,
                              [&](const MatchRecord& m, QByteArrayView committed) {
                                  if (changed.contains(m.id)) {
                                      return true; // as committed: its version now comes in its place
                                  }
                                  stopped = !visitUntil(&m) || !visit(m, committed);
                                  return !stopped;
                              },
                              error);
    if (read) {
        visitUntil(nullptr);
    }
    return read;
}

bool ClubStore::deleteRatingsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return execAt(QStringLiteral("ratingRecordDeleteFrom"), game, playedAt, id, error) &&
           deleteCheckpointsFrom(game, playedAt, id, error);
}

bool ClubStore::deleteCheckpointsFrom(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return execAt(QStringLiteral("ratingCheckpointDeleteFrom"), game, playedAt, id, error);
}

bool ClubStore::deleteMatchRatings(qint64 game, const QString& playedAt, qint64 match, StoreError& error)
{
    return execAt(QStringLiteral("ratingRecordDelete"), game, playedAt, match, error);
}

bool ClubStore::execAt(const QString& statement, qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return runFrom(m_db.statement(statement), game, playedAt, id, error);
}

bool ClubStore::deleteAllRatings(StoreError& error)
{
    for (const char* name : {"ratingRecordDeleteAll", "ratingCheckpointDeleteAll", "standingDeleteAll"}) {
        if (!m_db.statement(QString::fromLatin1(name)).exec(error)) {
            return false;
        }
    }
    return true;
}

bool ClubStore::insertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                   const QByteArray& inputs, StoreError& error)
{
    return writeMatchRatings(QStringLiteral("ratingRecordInsert"), game, playedAt, match, packed, inputs, error);
}

bool ClubStore::upsertMatchRatings(qint64 game, const QString& playedAt, qint64 match, const QByteArray& packed,
                                   const QByteArray& inputs, StoreError& error)
{
    return writeMatchRatings(QStringLiteral("ratingRecordUpsert"), game, playedAt, match, packed, inputs, error);
}

bool ClubStore::writeMatchRatings(const QString& statement, qint64 game, const QString& playedAt, qint64 match,
                                  const QByteArray& packed, const QByteArray& inputs, StoreError& error)
{
    // The hot path of import and rebuild: one row per match, typed binds.
    Statement& q = m_db.statement(statement);
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    q.bindBlob(4, inputs);
    return q.exec(error);
}

bool ClubStore::insertCheckpoint(qint64 game, const QString& playedAt, qint64 match,
                                 const std::vector<StandingRecord>& states, StoreError& error)
{
    QByteArray packed;
    packStates(states, packed);
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointInsert"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    q.bindBlob(3, packed);
    return q.exec(error);
}

namespace {

/// Hands each participant's record of one match (`changes`, unpacked) to
/// `visit` as `record`, whose match fields are set; false once it stops.
bool visitChanges(RatingChangeRecord& record, const std::vector<PackedChange>& changes,
                  const std::function<bool(const RatingChangeRecord&)>& visit)
{
    return std::all_of(changes.cbegin(), changes.cend(), [&](const PackedChange& c) {
        record.change = c.change;
        record.state = c.state;
        return visit(record);
    });
}

/// A game's records played in [from, to), in replay order, read in binary
/// through libpq on the store's own connection (and transaction): the
/// PostgreSQL path of ClubStore::forEachRecordOfPeriod.
bool forEachRecordOfGamePeriodPg(pg_conn* conn, const Database& db, qint64 game, const QString& from, const QString& to,
                                 const std::function<bool(const RatingChangeRecord&)>& visit, StoreError& error)
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
        error.message = Text::tr("cannot read the rating cache: %1").arg(refused);
        return false;
    }
    if (!damaged.isEmpty()) {
        error.message = damaged;
        return false;
    }
    return true;
}

} // namespace

std::optional<QList<QPair<QString, qint64>>> ClubStore::checkpoints(qint64 game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointsOfGame"));
    q.bind(0, game);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<QPair<QString, qint64>> all;
    while (q.next()) {
        all.append({q.text(0), q.integer(1)});
    }
    q.finish();
    return all;
}

std::optional<std::vector<StandingRecord>> ClubStore::checkpointAt(qint64 game, const QString& playedAt, qint64 match,
                                                                   StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, match);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    std::vector<StandingRecord> states;
    const bool found = q.next() && q.text(0) == playedAt && q.integer(1) == match;
    const bool valid = found && unpackStates(q.blob(2), states);
    q.finish();
    if (!valid) {
        error.message = found ? damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(playedAt))
                              : Text::tr("no checkpoint of game %1 at %2").arg(game).arg(playedAt);
        return std::nullopt;
    }
    return states;
}

std::optional<ClubStore::ResumePoint> ClubStore::statesBefore(qint64 game, const QString& playedAt, qint64 id,
                                                              StoreError& error)
{
    ResumePoint resume;
    QString fromAt;
    qint64 fromId = 0;
    {
        Statement& q = m_db.statement(QStringLiteral("ratingCheckpointBefore"));
        q.bind(0, game);
        q.bind(1, playedAt);
        q.bind(2, id);
        if (!q.exec(error)) {
            return std::nullopt;
        }
        if (q.next()) {
            fromAt = q.text(0);
            fromId = q.integer(1);
            if (!unpackStates(q.blob(2), resume.states)) {
                q.finish();
                error.message = damagedCache(Text::tr("game %1 (checkpoint %2)").arg(game).arg(fromAt));
                return std::nullopt;
            }
        }
        q.finish();
    }
    std::unordered_map<qint64, std::size_t> index;
    index.reserve(resume.states.size());
    for (std::size_t i = 0; i < resume.states.size(); ++i) {
        index.emplace(resume.states[i].player, i);
    }
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsBetween"));
    q.bind(0, game);
    q.bind(1, fromAt);
    q.bind(2, fromId);
    q.bind(3, playedAt);
    q.bind(4, id);
    if (!q.exec(error)) {
        return std::nullopt;
    }
    std::vector<PackedChange> changes;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(2), match, changes)) {
            q.finish();
            error.message = damagedCache(Text::tr("match #%1").arg(match));
            return std::nullopt;
        }
        const QString at = q.text(1);
        for (const PackedChange& c : changes) {
            const auto [it, added] = index.try_emplace(c.change.player, resume.states.size());
            if (added) {
                resume.states.push_back({c.change.player, c.state, at});
            } else {
                resume.states[it->second] = {c.change.player, c.state, at};
            }
        }
        ++resume.matchesSinceCheckpoint;
    }
    q.finish();
    return resume;
}

bool ClubStore::forEachRecord(Statement& q, const std::function<bool(const RatingChangeRecord&)>& visit,
                              StoreError& error)
{
    if (!q.exec(error)) {
        return false;
    }
    std::vector<PackedChange> changes;
    RatingChangeRecord record;
    while (q.next()) {
        const qint64 match = q.integer(0);
        if (!unpackChanges(q.blob(4), match, changes)) {
            q.finish();
            error.message = damagedCache(Text::tr("match #%1").arg(match));
            return false;
        }
        record.matchCode = q.text(1);
        record.game = q.integer(2);
        record.playedAt = q.text(3);
        if (!visitChanges(record, changes, visit)) {
            q.finish();
            return true;
        }
    }
    q.finish();
    return true;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfMatch(qint64 match, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfMatch"));
    q.bind(0, match);
    QList<RatingChangeRecord> all;
    if (!forEachRecord(
            q,
            [&](const RatingChangeRecord& r) {
                all.append(r);
                return true;
            },
            error)) {
        return std::nullopt;
    }
    return all;
}

std::optional<QList<RatingChangeRecord>> ClubStore::ratingChangesOfPlayer(qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfPlayer"));
    q.bind(0, player);
    QList<RatingChangeRecord> all;
    if (!forEachRecord(
            q,
            [&](const RatingChangeRecord& r) {
                if (r.change.player == player) {
                    all.append(r);
                }
                return true;
            },
            error)) {
        return std::nullopt;
    }
    return all;
}

bool ClubStore::forEachRatingChangeOfGame(qint64 game, const std::function<bool(const RatingChangeRecord&)>& visit,
                                          StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfGame"));
    q.bind(0, game);
    return forEachRecord(q, visit, error);
}

bool ClubStore::forEachInputsOfGame(qint64 game, const std::function<bool(qint64, QByteArrayView)>& visit,
                                    StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("ratingInputsOfGame"));
    q.bind(0, game);
    if (!q.exec(error)) {
        return false;
    }
    while (q.next()) {
        if (!visit(q.integer(0), q.blob(2))) {
            break;
        }
    }
    q.finish();
    return true;
}

std::optional<bool> ClubStore::cacheStale(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("cacheStale"), {}, error);
    return v ? std::optional<bool>(v->toLongLong() != 0) : std::nullopt;
}

bool ClubStore::setCacheStale(bool stale, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("cacheSetStale"));
    q.bind(0, stale);
    return q.exec(error);
}

std::optional<QList<SeasonRecord>> ClubStore::seasons(StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonList"));
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<SeasonRecord> all;
    while (q.next()) {
        all.append({q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4), q.text(5), q.text(6)});
    }
    q.finish();
    return all;
}

std::optional<qint64> ClubStore::insertSeason(const SeasonRecord& s, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonInsert"));
    bindAll(q, {s.name, s.firstDay, s.lastDay, s.game});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    return insertedId(q, error);
}

bool ClubStore::deleteSeason(qint64 id, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonDelete"));
    bindAll(q, {id});
    return q.exec(error);
}

bool ClubStore::setSeasonClosed(qint64 id, const QString& closedAt, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonSetClosed"));
    bindAll(q, {closedAt, id});
    return q.exec(error);
}

bool ClubStore::insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonSheetInsert"));
    bindAll(q, {season, sheet.game, sheet.sheet});
    return q.exec(error);
}

bool ClubStore::deleteSeasonSheets(qint64 season, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonSheetDeleteAll"));
    bindAll(q, {season});
    return q.exec(error);
}

std::optional<QList<SeasonSheetRecord>> ClubStore::seasonSheets(qint64 season, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("seasonSheets"));
    bindAll(q, {season});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<SeasonSheetRecord> sheets;
    while (q.next()) {
        sheets.append({q.text(0), q.text(1)});
    }
    q.finish();
    return sheets;
}

std::optional<bool> ClubStore::seasonsOverlap(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("clubSeasonsOverlap"), {}, error);
    return v ? std::optional<bool>(v->toLongLong() != 0) : std::nullopt;
}

std::optional<QString> ClubStore::importMapping(const QString& header, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("importMappingGet"));
    bindAll(q, {header});
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QString mapping = q.next() ? q.text(0) : QString();
    q.finish();
    return mapping;
}

bool ClubStore::saveImportMapping(const QString& header, const QString& mapping, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("importMappingSave"));
    bindAll(q, {header, mapping, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
    return q.exec(error);
}

bool ClubStore::setSeasonsOverlap(bool allowed, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("clubSetSeasonsOverlap"));
    bindAll(q, {allowed ? 1 : 0});
    return q.exec(error);
}

std::optional<int> ClubStore::dormantAfterMonths(StoreError& error)
{
    const auto v = m_db.scalar(QStringLiteral("dormantAfterMonths"), {}, error);
    return v ? std::optional<int>(v->toInt()) : std::nullopt;
}

bool ClubStore::setDormantAfterMonths(int months, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("setDormantAfterMonths"));
    q.bind(0, months);
    return q.exec(error);
}

bool ClubStore::upsertStanding(qint64 game, const StandingRecord& r, StoreError& error)
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
    return q.exec(error);
}

bool ClubStore::deleteStanding(qint64 game, qint64 player, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingDelete"));
    bindAll(q, {game, player});
    return q.exec(error);
}

bool ClubStore::deleteStandingsPlayedBefore(qint64 game, const QString& day, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingDeletePlayedBefore"));
    bindAll(q, {game, day});
    return q.exec(error);
}

bool ClubStore::deleteStandingsOfGame(qint64 game, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("standingDeleteGame"));
    bindAll(q, {game});
    return q.exec(error);
}

namespace {

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

std::optional<QList<StandingRecord>> readStandings(Statement& q, StoreError& error)
{
    if (!q.exec(error)) {
        return std::nullopt;
    }
    QList<StandingRecord> all;
    while (q.next()) {
        all.append(readStanding(q));
    }
    q.finish();
    return all;
}

/// The standings of `game` read in binary through libpq on the store's own
/// connection (and transaction): the PostgreSQL path of ClubStore::standings,
/// the columns of standingsOfGameBinary.
std::optional<QList<StandingRecord>> standingsPg(pg_conn* conn, const Database& db, qint64 game, StoreError& error)
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
        error.message = Text::tr("cannot read the standings: %1").arg(refused);
        return std::nullopt;
    }
    if (damaged) {
        error.message = Text::tr("cannot read the standings: the server sent a value of an unexpected type");
        return std::nullopt;
    }
    return all;
}

} // namespace

std::optional<QList<StandingRecord>> ClubStore::standings(qint64 game, StoreError& error)
{
    // PostgreSQL: in binary through libpq (without it, another driver build,
    // through Qt's driver like SQLite).
    if (auto* conn = static_cast<pg_conn*>(m_db.postgresqlHandle())) {
        return standingsPg(conn, m_db, game, error);
    }
    Statement& q = m_db.statement(QStringLiteral("standingsOfGame"));
    bindAll(q, {game});
    return readStandings(q, error);
}

std::optional<QList<StandingRecord>> ClubStore::standingsBefore(qint64 game, const QString& before, StoreError& error)
{
    // Every match played before `before`: the position (before, 0).
    auto resume = statesBefore(game, before, 0, error);
    if (!resume) {
        return std::nullopt;
    }
    return QList<StandingRecord>(std::make_move_iterator(resume->states.begin()),
                                 std::make_move_iterator(resume->states.end()));
}

bool ClubStore::forEachRecordOfPeriod(qint64 game, const QString& from, const QString& to,
                                      const std::function<bool(const RatingChangeRecord&)>& visit, StoreError& error)
{
    // Game after game (all of them for game 0), each in replay order.
    QList<qint64> ids{game};
    if (game == 0) {
        const auto all = games(error);
        if (!all) {
            return false;
        }
        ids.clear();
        for (const GameRecord& g : *all) {
            ids.append(g.id);
        }
        std::sort(ids.begin(), ids.end());
    }
    // PostgreSQL: in binary through libpq (without it, another driver build,
    // through Qt's driver like SQLite).
    if (auto* conn = static_cast<pg_conn*>(m_db.postgresqlHandle())) {
        return std::all_of(ids.cbegin(), ids.cend(), [&](qint64 id) {
            return forEachRecordOfGamePeriodPg(conn, m_db, id, from, to, visit, error);
        });
    }
    for (const qint64 id : std::as_const(ids)) {
        Statement& q = m_db.statement(QStringLiteral("ratingRecordsOfGamePeriod"));
        q.bind(0, id);
        q.bind(1, from);
        q.bind(2, to);
        if (!forEachRecord(q, visit, error)) {
            return false;
        }
    }
    return true;
}

std::optional<PeriodPoints> ClubStore::points(qint64 game, const QString& from, const QString& to, StoreError& error)
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
    if (!forEachRecordOfPeriod(
            game, from, to,
            [&](const RatingChangeRecord& r) {
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
                PointsRecord& p =
                    ofGame.try_emplace(r.change.player, PointsRecord{r.change.player, 0, 0.0}).first->second;
                ++p.participations;
                p.total += r.change.placementPoints;
                return true;
            },
            error)) {
        return std::nullopt;
    }
    addGame();
    result.summary.players = static_cast<int>(all.size());
    // In player order whatever order the rows came in (ties in the Hall of
    // Fame keep it).
    std::sort(all.begin(), all.end(), [](const PointsRecord& x, const PointsRecord& y) { return x.player < y.player; });
    return result;
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
    // A row whose parent is gone (a participant of a deleted player…) is
    // not a damaged page: integrity_check does not see it.
    QStringList orphans;
    Statement& fk = m_db.statement(QStringLiteral("foreignKeyCheck"));
    if (!fk.exec(error)) {
        return std::nullopt;
    }
    while (fk.next()) {
        orphans << Text::tr("row %1 of table %2 refers to a missing row of table %3")
                       .arg(fk.text(1), fk.text(0), fk.text(2));
    }
    fk.finish();
    if (!orphans.isEmpty()) {
        if (lines == QStringList{QStringLiteral("ok")}) {
            lines.clear();
        }
        lines += orphans;
    }
    return lines;
}

} // namespace palmares::store

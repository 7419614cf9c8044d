#include "matchtable.h"

#include "rows.h"

#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

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

std::optional<qint64> MatchTable::matchIdByCode(const QString& code, StoreError& error)
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

std::optional<qint64> MatchTable::maxMatchId(StoreError& error)
{
    return integer(QStringLiteral("matchMaxId"), {}, error);
}

std::optional<qint64> MatchTable::insertMatch(const MatchRecord& m, StoreError& error)
{
    Statement& q = m_db.statement(QStringLiteral("matchInsert"));
    bindMatchValues(q, 0, m);
    const auto id = q.exec(error) ? insertedId(q, error) : std::nullopt;
    if (!id || !insertParticipants(m_db, *id, m.participants, error)) {
        return std::nullopt;
    }
    return id;
}

std::optional<QSet<QString>> MatchTable::takenMatchCodes(const QStringList& codes, StoreError& error)
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

std::optional<std::vector<qint64>> MatchTable::reserveMatchIds(int count, StoreError& error)
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

bool MatchTable::updateMatch(const MatchRecord& m, StoreError& error)
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

bool MatchTable::deleteMatch(qint64 id, StoreError& error)
{
    return exec(QStringLiteral("matchDelete"), {id}, error);
}

bool MatchTable::orderMoment(qint64 game, const QString& playedAt, ResultChanges& moved, StoreError& error)
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

std::optional<QStringList> MatchTable::unorderedMoments(qint64 game, const QString& from, StoreError& error)
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

bool MatchTable::setUnratedReason(qint64 match, const QString& reason, StoreError& error)
{
    return exec(QStringLiteral("matchSetReason"), {reason, match}, error);
}

std::optional<MatchRecord> MatchTable::match(qint64 id, StoreError& error)
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

bool MatchTable::forEachMatchBetween(const QString& start, const QString& end,
                                     const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    Statement* q = run(QStringLiteral("matchListBetween"), {start, end}, error);
    return q != nullptr && readMatches(*q, visit);
}

bool MatchTable::forEachMatchInEntryOrder(const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    // Two plain scans side by side, both in match id order (the match
    // table's rowid, the participant table's key): a join in replay order seeks
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

bool MatchTable::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                  const std::function<bool(const MatchRecord&)>& visit, StoreError& error)
{
    // replayFrom has matchListBetween's columns, so one reader serves both.
    Statement* q = run(QStringLiteral("replayFrom"), {game, playedAt, id}, error);
    return q != nullptr && readMatches(*q, visit);
}

std::optional<qint64> MatchTable::matchCount(StoreError& error)
{
    return integer(QStringLiteral("matchCount"), {}, error);
}

std::optional<qint64> MatchTable::matchCountAfter(qint64 game, const QString& playedAt, qint64 id, StoreError& error)
{
    return integer(QStringLiteral("matchCountAfter"), {game, playedAt, id}, error);
}

std::optional<QHash<qint64, int>> MatchTable::countsByGame(const QString& query, StoreError& error)
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

std::optional<QHash<qint64, int>> MatchTable::matchCountsByGame(StoreError& error)
{
    return countsByGame(QStringLiteral("matchCountsByGame"), error);
}

std::optional<QHash<qint64, int>> MatchTable::ratedMatchCountsByGame(StoreError& error)
{
    return countsByGame(QStringLiteral("ratedMatchCountsByGame"), error);
}

std::optional<QStringList> MatchTable::sideNames(SideName which, StoreError& error)
{
    return list<QString>(
        which == SideName::Team ? QStringLiteral("teamNames") : QStringLiteral("armyListNames"), {},
        [](Statement& q) { return q.text(0); }, error);
}

bool MatchTable::renameSideName(SideName which, const QString& from, const QString& to, StoreError& error)
{
    return exec(which == SideName::Team ? QStringLiteral("teamRename") : QStringLiteral("armyListRename"), {to, from},
                error);
}

} // namespace palmares::store

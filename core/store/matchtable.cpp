#include "matchtable.h"

#include "rows.h"

#include <algorithm>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

namespace {

Status insertParticipants(Database& db, qint64 matchId, const QList<ParticipantRecord>& participants)
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
        if (Status s = q.exec(); !s.ok()) {
            return s;
        }
    }
    return {};
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

/// Where a match of a moment sits in an event (event_match), by its code.
struct EventLink {
    qint64 event = 0;
    qint64 round = 0;
    qint64 table = 0;
};

Expected<QHash<QString, EventLink>> eventLinksOf(Database& db, qint64 game, const QString& playedAt)
{
    Statement& q = db.statement(QStringLiteral("momentEventLinks"));
    bindAll(q, {game, playedAt});
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    QHash<QString, EventLink> links;
    while (q.next()) {
        links.insert(q.text(0), EventLink{q.integer(1), q.integer(2), q.integer(3)});
    }
    q.finish();
    return links;
}

} // namespace

Expected<qint64> MatchTable::matchIdByCode(const QString& code)
{
    // Once per match of an import: a typed bind, no QVariant.
    Statement& q = m_db.statement(QStringLiteral("matchIdByCode"));
    q.bind(0, code);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    const qint64 id = q.next() ? q.integer(0) : 0;
    q.finish();
    return id;
}

Expected<qint64> MatchTable::maxMatchId()
{
    return integer(QStringLiteral("matchMaxId"), {});
}

Expected<qint64> MatchTable::insertMatch(const MatchRecord& m)
{
    Statement& q = m_db.statement(QStringLiteral("matchInsert"));
    bindMatchValues(q, 0, m);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    auto id = insertedId(q);
    if (!id) {
        return id;
    }
    if (Status s = insertParticipants(m_db, *id, m.participants); !s.ok()) {
        return s;
    }
    return id;
}

Expected<QSet<QString>> MatchTable::takenMatchCodes(const QStringList& codes)
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
        if (Status s = q.exec(); !s.ok()) {
            return s;
        }
        while (q.next()) {
            taken.insert(q.text(0));
        }
        q.finish();
    }
    return taken;
}

Expected<std::vector<qint64>> MatchTable::reserveMatchIds(int count)
{
    Statement& q = m_db.statement(QStringLiteral("matchIdBlock"));
    q.bind(0, count);
    if (Status s = q.exec(); !s.ok()) {
        return s;
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

Status MatchTable::updateMatch(const MatchRecord& m)
{
    Statement& q = m_db.statement(QStringLiteral("matchUpdate"));
    bindAll(q, {m.code, m.game, m.playedAt, nullable(m.deals), nullable(m.durationMin), m.outcome, m.isVoid ? 1 : 0,
                m.id, m.version});
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    if (q.rowsAffected() != 1) {
        return Status::failure(Text::tr("match %1 was changed or deleted by someone else since it was read; "
                                        "reload it and try again")
                                   .arg(m.code));
    }
    Statement& del = m_db.statement(QStringLiteral("participantDeleteForMatch"));
    bindAll(del, {m.id});
    if (Status s = del.exec(); !s.ok()) {
        return s;
    }
    return insertParticipants(m_db, m.id, m.participants);
}

Status MatchTable::deleteMatch(qint64 id)
{
    return exec(QStringLiteral("matchDelete"), {id});
}

Status MatchTable::orderMoment(qint64 game, const QString& playedAt, ResultChanges& moved)
{
    Statement& q = m_db.statement(QStringLiteral("momentMatches"));
    bindAll(q, {game, playedAt});
    std::vector<MatchRecord> matches;
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    readMatches(q, [&](const MatchRecord& m) {
        matches.push_back(m);
        return true;
    });
    if (matches.size() < 2) {
        return {};
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
    if (moving.empty()) {
        return {}; // in order: nothing read or written (each save of a shared moment)
    }
    // The event tables they are the results of: deleting a match deletes its
    // link (event_match), written again under the new id.
    const auto links = eventLinksOf(m_db, game, playedAt);
    if (!links) {
        return links.status();
    }
    // Every moving match deleted first (its participants with it), then
    // written again with its new id: no id or code is ever held twice.
    for (const std::size_t i : moving) {
        moved.before.push_back(matches[i]);
        if (Status s = deleteMatch(matches[i].id); !s.ok()) {
            return s;
        }
    }
    for (const std::size_t i : moving) {
        MatchRecord& m = matches[i];
        m.id = ids[i];
        Statement& insert = m_db.statement(QStringLiteral("matchInsertWithId"));
        insert.bind(0, m.id);
        bindMatchValues(insert, 1, m);
        insert.bind(9, m.version);
        if (Status s = insert.exec(); !s.ok()) {
            return s;
        }
        if (Status s = insertParticipants(m_db, m.id, m.participants); !s.ok()) {
            return s;
        }
        if (const auto link = links->constFind(m.code); link != links->constEnd()) {
            if (Status s = exec(QStringLiteral("eventMatchInsert"), {m.id, link->event, link->round, link->table});
                !s.ok()) {
                return s;
            }
        }
        moved.after.push_back(m);
    }
    return {};
}

Expected<QStringList> MatchTable::unorderedMoments(qint64 game, const QString& from)
{
    Statement& q = m_db.statement(QStringLiteral("matchCodesFrom"));
    bindAll(q, {game, from});
    if (Status s = q.exec(); !s.ok()) {
        return s;
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

Status MatchTable::setUnratedReason(qint64 match, const QString& reason)
{
    return exec(QStringLiteral("matchSetReason"), {reason, match});
}

Expected<MatchRecord> MatchTable::match(qint64 id)
{
    Statement& q = m_db.statement(QStringLiteral("matchGet"));
    bindAll(q, {id});
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    std::optional<MatchRecord> found;
    readMatches(q, [&](const MatchRecord& m) {
        found = m;
        return false;
    });
    if (!found) {
        return Status::failure(Text::tr("there is no match %1").arg(id));
    }
    return *found;
}

Status MatchTable::forEachMatchBetween(const QString& start, const QString& end,
                                       const std::function<bool(const MatchRecord&)>& visit)
{
    const auto q = run(QStringLiteral("matchListBetween"), {start, end});
    if (!q) {
        return q.status();
    }
    readMatches(**q, visit);
    return {};
}

Status MatchTable::forEachMatchInEntryOrder(const std::function<bool(const MatchRecord&)>& visit)
{
    // Two plain scans side by side, both in match id order (the match
    // table's rowid, the participant table's key): a join in replay order seeks
    // the participants of every match and sorts the whole club in a
    // temporary B-tree for its replay order (60 s of the Results page on
    // 1,000,000 matches; these two scans take about a second).
    Statement& matches = m_db.statement(QStringLiteral("matchScan"));
    Statement& participants = m_db.statement(QStringLiteral("participantScan"));
    if (Status s = matches.exec(); !s.ok()) {
        matches.finish();
        return s;
    }
    if (Status s = participants.exec(); !s.ok()) {
        matches.finish();
        return s;
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
    return {};
}

Status MatchTable::forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                    const std::function<bool(const MatchRecord&)>& visit)
{
    // replayFrom has matchListBetween's columns, so one reader serves both.
    const auto q = run(QStringLiteral("replayFrom"), {game, playedAt, id});
    if (!q) {
        return q.status();
    }
    readMatches(**q, visit);
    return {};
}

Expected<qint64> MatchTable::matchCount()
{
    return integer(QStringLiteral("matchCount"), {});
}

Expected<QString> MatchTable::usualTimeBetween(const QString& start, const QString& end)
{
    const auto q = run(QStringLiteral("matchTimesBetween"), {start, end});
    if (!q) {
        return q.status();
    }
    QString usual = (*q)->next() ? (*q)->text(0) : QString();
    (*q)->finish();
    return usual;
}

Expected<qint64> MatchTable::matchCountAfter(qint64 game, const QString& playedAt, qint64 id)
{
    return integer(QStringLiteral("matchCountAfter"), {game, playedAt, id});
}

Expected<QHash<qint64, int>> MatchTable::countsByGame(const QString& query)
{
    Statement& q = m_db.statement(query);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    QHash<qint64, int> counts;
    while (q.next()) {
        counts.insert(q.integer(0), q.integer32(1));
    }
    return counts;
}

Expected<QHash<qint64, int>> MatchTable::matchCountsByGame()
{
    return countsByGame(QStringLiteral("matchCountsByGame"));
}

Expected<QHash<qint64, int>> MatchTable::ratedMatchCountsByGame()
{
    return countsByGame(QStringLiteral("ratedMatchCountsByGame"));
}

Expected<QStringList> MatchTable::sideNames(SideName which)
{
    return list<QString>(which == SideName::Team ? QStringLiteral("teamNames") : QStringLiteral("armyListNames"), {},
                         [](Statement& q) { return q.text(0); });
}

Status MatchTable::renameSideName(SideName which, const QString& from, const QString& to)
{
    return exec(which == SideName::Team ? QStringLiteral("teamRename") : QStringLiteral("armyListRename"), {to, from});
}

} // namespace palmares::store

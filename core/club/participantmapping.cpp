#include "participantmapping.h"

#include "conversions.h"

#include <QDate>

#include <algorithm>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::ParticipantMapping)
};

} // namespace

rating::Participant toRating(const palmares::ParticipantFields& fields, qint64 player, qint64 household)
{
    rating::Participant r;
    r.player = static_cast<rating::PlayerId>(player);
    r.rank = fields.rank.value_or(0);
    r.score = fields.score;
    r.left = fields.left;
    r.household = household;
    r.morale = fields.morale;
    r.moraleLost = fields.moraleLost;
    r.armyPoints = fields.armyPoints;
    r.turns = fields.turns;
    return r;
}

rating::Participant toRating(const store::ParticipantRecord& p, qint64 household)
{
    return toRating(p, p.player, household);
}

void numberTeams(std::span<rating::Participant> parts, const QStringList& labels)
{
    for (qsizetype i = 0; i < labels.size() && i < static_cast<qsizetype>(parts.size()); ++i) {
        if (labels[i].isEmpty()) {
            continue;
        }
        parts[static_cast<std::size_t>(i)].team = static_cast<int>(labels.indexOf(labels[i]) + 1);
    }
}

std::int32_t dayOf(const QString& playedAt)
{
    // Once per match of every replay: the stored "YYYY-MM-DD…" read by hand
    // (QDate::fromString was 3 % of a rebuild); anything else as before.
    QDate date;
    const auto digit = [&](qsizetype i) {
        const char16_t c = playedAt.at(i).unicode();
        return c >= u'0' && c <= u'9' ? static_cast<int>(c - u'0') : -1;
    };
    const auto number = [&](qsizetype from, qsizetype count) {
        int n = 0;
        for (qsizetype i = from; i < from + count; ++i) {
            const int d = digit(i);
            if (d < 0) {
                return -1;
            }
            n = n * 10 + d;
        }
        return n;
    };
    const int year = playedAt.size() >= 10 && playedAt.at(4) == u'-' && playedAt.at(7) == u'-' ? number(0, 4) : -1;
    const int month = year >= 0 ? number(5, 2) : -1;
    const int day = month >= 0 ? number(8, 2) : -1;
    if (day >= 0) {
        date = QDate(year, month, day);
    }
    if (!date.isValid()) {
        date = QDate::fromString(playedAt.left(10), Qt::ISODate);
    }
    return date.isValid() ? static_cast<std::int32_t>(date.toJulianDay() - QDate(1970, 1, 1).toJulianDay()) : 0;
}

rating::Match toRatingMatch(const store::MatchRecord& m, std::span<rating::Participant> parts)
{
    // Most matches have no teams: numberTeams would skip every empty label.
    if (std::any_of(m.participants.cbegin(), m.participants.cend(),
                    [](const store::ParticipantRecord& p) { return !p.team.isEmpty(); })) {
        QStringList teams;
        for (const store::ParticipantRecord& p : m.participants) {
            teams << p.team.trimmed();
        }
        numberTeams(parts, teams);
    }
    rating::Match match;
    match.day = dayOf(m.playedAt);
    match.id = m.id;
    match.participants = parts;
    match.deals = m.deals.value_or(0);
    match.outcome = rating::outcomeFromKey(m.outcome.toStdString()).value_or(rating::Outcome::None);
    match.durationMin = m.durationMin;
    match.isVoid = m.isVoid;
    return match;
}

store::ParticipantRecord toRecord(const MatchDraft::Entry& entry, qint64 player)
{
    store::ParticipantRecord p;
    static_cast<palmares::ParticipantFields&>(p) = static_cast<const palmares::ParticipantFields&>(entry);
    p.player = player;
    p.team = entry.team.trimmed();
    p.armyList = entry.armyList.trimmed();
    return p;
}

MatchDraft::Entry toEntry(const store::ParticipantRecord& p, const QString& name)
{
    MatchDraft::Entry entry;
    static_cast<palmares::ParticipantFields&>(entry) = static_cast<const palmares::ParticipantFields&>(p);
    entry.player = name;
    return entry;
}

std::optional<store::MatchRecord> toRecord(const MatchDraft& draft, const Directory& dir, const Game& game,
                                           Status& status)
{
    store::MatchRecord m;
    m.code = draft.code.trimmed();
    m.game = game.id;
    m.playedAt = storedDateTime(draft.playedAt);
    m.deals = draft.deals;
    m.durationMin = draft.durationMin;
    m.outcome = fromStd(rating::outcomeKey(draft.outcome));
    m.isVoid = draft.isVoid;
    for (const MatchDraft::Entry& entry : draft.participants) {
        const auto it = dir.playersByName.constFind(entry.player);
        if (it == dir.playersByName.cend()) {
            status = Status::failure(Text::tr("there is no player named '%1'").arg(entry.player),
                                     Field{Field::Kind::Player});
            return std::nullopt;
        }
        m.participants.append(toRecord(entry, it->id));
    }
    return m;
}

MatchDraft toDraft(const store::MatchRecord& m, const QString& game, const QHash<qint64, QString>& playerNames)
{
    MatchDraft d;
    d.code = m.code;
    d.game = game;
    d.playedAt = QDateTime::fromString(m.playedAt, Qt::ISODate);
    d.deals = m.deals;
    d.durationMin = m.durationMin;
    d.outcome = rating::outcomeFromKey(m.outcome.toStdString()).value_or(rating::Outcome::None);
    d.isVoid = m.isVoid;
    d.version = m.version;
    for (const store::ParticipantRecord& p : m.participants) {
        d.participants.append(toEntry(p, playerNames.value(p.player)));
    }
    return d;
}

RecordedMatch toRecordedMatch(const store::MatchRecord& m, const QString& game,
                              const QHash<qint64, QString>& playerNames)
{
    RecordedMatch r;
    r.code = m.code;
    r.game = game;
    r.playedAt = m.playedAt;
    r.deals = m.deals;
    r.durationMin = m.durationMin;
    r.outcome = rating::outcomeFromKey(m.outcome.toStdString()).value_or(rating::Outcome::None);
    r.isVoid = m.isVoid;
    r.unratedReason = m.unratedReason;
    r.participants.reserve(m.participants.size());
    for (const store::ParticipantRecord& p : m.participants) {
        RecordedMatch::Participant part;
        static_cast<palmares::ParticipantFields&>(part) = static_cast<const palmares::ParticipantFields&>(p);
        part.playerId = p.player;
        part.player = playerNames.value(p.player);
        r.participants.append(std::move(part));
    }
    return r;
}

} // namespace palmares::club

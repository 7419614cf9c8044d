#include "rows.h"

namespace palmares::store::rows {

QVariant nullable(const std::optional<int>& v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int));
}

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

Expected<qint64> insertedId(Statement& q)
{
    const auto id = q.insertedId();
    if (!id) {
        return Status::failure(QStringLiteral("internal error: the new row's id is unknown"));
    }
    return *id;
}

void readRatedMatchFields(Statement& q, int first, MatchRecord& m)
{
    m.playedAt = q.text(first);
    m.deals = q.optInteger(first + 1);
    m.durationMin = q.optInteger(first + 2);
    m.outcome = q.text(first + 3);
    m.isVoid = (q.integer(first + 4) != 0);
    m.unratedReason = q.text(first + 5);
}

void readMatchFields(Statement& q, MatchRecord& m)
{
    m.id = q.integer(0);
    m.code = q.text(1);
    m.game = q.integer(2);
    readRatedMatchFields(q, 3, m);
    m.version = q.integer32(9);
}

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

ParticipantRecord readParticipant(Statement& q, int first)
{
    ParticipantRecord p = readRatedParticipant(q, first);
    p.armyList = q.text(first + 9);
    return p;
}

QString damagedCache(const QString& what)
{
    return Text::tr("the rating cache of %1 is damaged; run 'palmares-cli rebuild' to recreate it from the "
                    "results")
        .arg(what);
}

Status runFrom(Statement& q, qint64 game, const QString& playedAt, qint64 id)
{
    q.bind(0, game);
    q.bind(1, playedAt);
    q.bind(2, id);
    return q.exec();
}

bool visitChanges(RatingChangeRecord& record, const std::vector<PackedChange>& changes,
                  const std::function<bool(const RatingChangeRecord&)>& visit)
{
    return std::all_of(changes.cbegin(), changes.cend(), [&](const PackedChange& c) {
        record.change = c.change;
        record.state = c.state;
        return visit(record);
    });
}

} // namespace palmares::store::rows

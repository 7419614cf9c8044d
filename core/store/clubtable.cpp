#include "clubtable.h"

#include "rows.h"

#include <QDateTime>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Expected<ClubRecord> ClubTable::club()
{
    const auto ran = run(QStringLiteral("clubGet"), {});
    if (!ran) {
        return ran.status();
    }
    Statement* q = *ran;
    ClubRecord c;
    if (q->next()) {
        c.name = q->text(0);
        c.createdAt = q->text(1);
    }
    q->finish();
    return c;
}

Status ClubTable::createClub(const QString& name)
{
    return exec(QStringLiteral("clubInsert"), {name, QDateTime::currentDateTime().toString(Qt::ISODate)});
}

Expected<int> ClubTable::dormantAfterMonths()
{
    const auto v = integer(QStringLiteral("dormantAfterMonths"), {});
    if (!v) {
        return v.status();
    }
    return static_cast<int>(*v);
}

Status ClubTable::setDormantAfterMonths(int months)
{
    return exec(QStringLiteral("setDormantAfterMonths"), {months});
}

Expected<bool> ClubTable::seasonsOverlap()
{
    const auto v = integer(QStringLiteral("clubSeasonsOverlap"), {});
    if (!v) {
        return v.status();
    }
    return *v != 0;
}

Status ClubTable::setSeasonsOverlap(bool allowed)
{
    return exec(QStringLiteral("clubSetSeasonsOverlap"), {allowed ? 1 : 0});
}

Expected<QString> ClubTable::importMapping(const QString& header)
{
    const auto ran = run(QStringLiteral("importMappingGet"), {header});
    if (!ran) {
        return ran.status();
    }
    Statement* q = *ran;
    QString mapping = q->next() ? q->text(0) : QString();
    q->finish();
    return mapping;
}

Status ClubTable::saveImportMapping(const QString& header, const QString& mapping)
{
    return exec(QStringLiteral("importMappingSave"),
                {header, mapping, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
}

Status ClubTable::forEachExportRow(const std::function<bool(const ExportRow&)>& visit)
{
    Statement& q = m_db.statement(QStringLiteral("exportResults"));
    if (Status s = q.exec(); !s.ok()) {
        return s;
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
    return {};
}

Status ClubTable::audit(const QString& action, const QString& detail)
{
    return exec(QStringLiteral("auditInsert"), {QDateTime::currentDateTime().toString(Qt::ISODate), action, detail});
}

Expected<QStringList> ClubTable::integrityCheck()
{
    Statement& q = m_db.statement(QStringLiteral("integrityCheck"));
    if (Status s = q.exec(); !s.ok()) {
        return s;
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
    if (Status s = fk.exec(); !s.ok()) {
        return s;
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

#include "clubtable.h"

#include "rows.h"

#include <QDateTime>

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

std::optional<ClubRecord> ClubTable::club(StoreError& error)
{
    Statement* q = run(QStringLiteral("clubGet"), {}, error);
    if (q == nullptr) {
        return std::nullopt;
    }
    ClubRecord c;
    if (q->next()) {
        c.name = q->text(0);
        c.createdAt = q->text(1);
    }
    q->finish();
    return c;
}

bool ClubTable::createClub(const QString& name, StoreError& error)
{
    return exec(QStringLiteral("clubInsert"), {name, QDateTime::currentDateTime().toString(Qt::ISODate)}, error);
}

std::optional<int> ClubTable::dormantAfterMonths(StoreError& error)
{
    const auto v = integer(QStringLiteral("dormantAfterMonths"), {}, error);
    return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

bool ClubTable::setDormantAfterMonths(int months, StoreError& error)
{
    return exec(QStringLiteral("setDormantAfterMonths"), {months}, error);
}

std::optional<bool> ClubTable::seasonsOverlap(StoreError& error)
{
    const auto v = integer(QStringLiteral("clubSeasonsOverlap"), {}, error);
    return v ? std::optional<bool>(*v != 0) : std::nullopt;
}

bool ClubTable::setSeasonsOverlap(bool allowed, StoreError& error)
{
    return exec(QStringLiteral("clubSetSeasonsOverlap"), {allowed ? 1 : 0}, error);
}

std::optional<QString> ClubTable::importMapping(const QString& header, StoreError& error)
{
    Statement* q = run(QStringLiteral("importMappingGet"), {header}, error);
    if (q == nullptr) {
        return std::nullopt;
    }
    QString mapping = q->next() ? q->text(0) : QString();
    q->finish();
    return mapping;
}

bool ClubTable::saveImportMapping(const QString& header, const QString& mapping, StoreError& error)
{
    return exec(QStringLiteral("importMappingSave"),
                {header, mapping, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}, error);
}

bool ClubTable::forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error)
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

bool ClubTable::audit(const QString& action, const QString& detail, StoreError& error)
{
    return exec(QStringLiteral("auditInsert"), {QDateTime::currentDateTime().toString(Qt::ISODate), action, detail},
                error);
}

std::optional<QStringList> ClubTable::integrityCheck(StoreError& error)
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

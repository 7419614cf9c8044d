#include "seasontable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

Expected<QList<SeasonRecord>> SeasonTable::seasons()
{
    return list<SeasonRecord>(QStringLiteral("seasonList"), {}, [](Statement& q) {
        return SeasonRecord{q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4), q.text(5), q.text(6)};
    });
}

Expected<qint64> SeasonTable::insertSeason(const SeasonRecord& s)
{
    return insert(QStringLiteral("seasonInsert"), {s.name, s.firstDay, s.lastDay, s.game});
}

Status SeasonTable::deleteSeason(qint64 id)
{
    return exec(QStringLiteral("seasonDelete"), {id});
}

Status SeasonTable::setSeasonClosed(qint64 id, const QString& closedAt)
{
    return exec(QStringLiteral("seasonSetClosed"), {closedAt, id});
}

Status SeasonTable::insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet)
{
    return exec(QStringLiteral("seasonSheetInsert"), {season, sheet.game, sheet.sheet});
}

Status SeasonTable::deleteSeasonSheets(qint64 season)
{
    return exec(QStringLiteral("seasonSheetDeleteAll"), {season});
}

Expected<QList<SeasonSheetRecord>> SeasonTable::seasonSheets(qint64 season)
{
    return list<SeasonSheetRecord>(QStringLiteral("seasonSheets"), {season}, [](Statement& q) {
        return SeasonSheetRecord{q.text(0), q.text(1)};
    });
}

} // namespace palmares::store

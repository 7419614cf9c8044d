#include "seasontable.h"

#include "rows.h"

namespace palmares::store {

using namespace rows; // NOLINT(google-build-using-namespace): the family helpers of this folder

std::optional<QList<SeasonRecord>> SeasonTable::seasons(StoreError& error)
{
    return list<SeasonRecord>(
        QStringLiteral("seasonList"), {},
        [](Statement& q) {
            return SeasonRecord{q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4), q.text(5), q.text(6)};
        },
        error);
}

std::optional<qint64> SeasonTable::insertSeason(const SeasonRecord& s, StoreError& error)
{
    return insert(QStringLiteral("seasonInsert"), {s.name, s.firstDay, s.lastDay, s.game}, error);
}

bool SeasonTable::deleteSeason(qint64 id, StoreError& error)
{
    return exec(QStringLiteral("seasonDelete"), {id}, error);
}

bool SeasonTable::setSeasonClosed(qint64 id, const QString& closedAt, StoreError& error)
{
    return exec(QStringLiteral("seasonSetClosed"), {closedAt, id}, error);
}

bool SeasonTable::insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet, StoreError& error)
{
    return exec(QStringLiteral("seasonSheetInsert"), {season, sheet.game, sheet.sheet}, error);
}

bool SeasonTable::deleteSeasonSheets(qint64 season, StoreError& error)
{
    return exec(QStringLiteral("seasonSheetDeleteAll"), {season}, error);
}

std::optional<QList<SeasonSheetRecord>> SeasonTable::seasonSheets(qint64 season, StoreError& error)
{
    return list<SeasonSheetRecord>(
        QStringLiteral("seasonSheets"), {season},
        [](Statement& q) {
            return SeasonSheetRecord{q.text(0), q.text(1)};
        },
        error);
}

} // namespace palmares::store

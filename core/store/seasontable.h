#pragma once

/// The club's seasons (schema 5) and the sheets a closed season keeps.

#include "records.h"
#include "table.h"

namespace palmares::store {

class SeasonTable : public Table
{
public:
    using Table::Table;

    Expected<QList<SeasonRecord>> seasons();
    Expected<qint64> insertSeason(const SeasonRecord& s);
    Status deleteSeason(qint64 id);
    /// Closes a season (`closedAt` the time) or opens it again ("").
    Status setSeasonClosed(qint64 id, const QString& closedAt);
    Status insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet);
    Status deleteSeasonSheets(qint64 season);
    Expected<QList<SeasonSheetRecord>> seasonSheets(qint64 season);
};

} // namespace palmares::store

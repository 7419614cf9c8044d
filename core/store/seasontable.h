#pragma once

/// The club's seasons (schema 5) and the sheets a closed season keeps.

#include "records.h"
#include "table.h"

namespace palmares::store {

class SeasonTable : public Table
{
public:
    using Table::Table;

    std::optional<QList<SeasonRecord>> seasons(StoreError& error);
    std::optional<qint64> insertSeason(const SeasonRecord& s, StoreError& error);
    bool deleteSeason(qint64 id, StoreError& error);
    /// Closes a season (`closedAt` the time) or opens it again ("").
    bool setSeasonClosed(qint64 id, const QString& closedAt, StoreError& error);
    bool insertSeasonSheet(qint64 season, const SeasonSheetRecord& sheet, StoreError& error);
    bool deleteSeasonSheets(qint64 season, StoreError& error);
    std::optional<QList<SeasonSheetRecord>> seasonSheets(qint64 season, StoreError& error);
};

} // namespace palmares::store

#pragma once

/// The club's own row and settings (its name, dormancy, overlapping
/// seasons), the import assistant's saved mappings, the audit log, and the
/// reads of the whole club (the export, the integrity check).

#include "records.h"
#include "table.h"

#include <QStringList>

#include <functional>

namespace palmares::store {

class ClubTable : public Table
{
public:
    using Table::Table;

    std::optional<ClubRecord> club(StoreError& error);
    bool createClub(const QString& name, StoreError& error);

    /// The club's dormancy setting (schema 5): months without a match of a
    /// game after which a player is set aside in its standings; 0 = never.
    std::optional<int> dormantAfterMonths(StoreError& error);
    bool setDormantAfterMonths(int months, StoreError& error);
    std::optional<bool> seasonsOverlap(StoreError& error);
    bool setSeasonsOverlap(bool allowed, StoreError& error);

    // The import assistant's mappings (schema 7), by header key
    /// The mapping saved for files of `header` (JSON), "" when none is.
    std::optional<QString> importMapping(const QString& header, StoreError& error);
    bool saveImportMapping(const QString& header, const QString& mapping, StoreError& error);

    bool audit(const QString& action, const QString& detail, StoreError& error);

    bool forEachExportRow(const std::function<bool(const ExportRow&)>& visit, StoreError& error);
    /// "ok" or the integrity problems SQLite finds.
    std::optional<QStringList> integrityCheck(StoreError& error);
};

} // namespace palmares::store

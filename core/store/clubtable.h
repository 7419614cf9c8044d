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

    Expected<ClubRecord> club();
    Status createClub(const QString& name);

    /// The club's dormancy setting (schema 5): months without a match of a
    /// game after which a player is set aside in its standings; 0 = never.
    Expected<int> dormantAfterMonths();
    Status setDormantAfterMonths(int months);
    Expected<bool> seasonsOverlap();
    Status setSeasonsOverlap(bool allowed);

    // The import assistant's mappings (schema 7), by header key
    /// The mapping saved for files of `header` (JSON), "" when none is.
    Expected<QString> importMapping(const QString& header);
    Status saveImportMapping(const QString& header, const QString& mapping);

    Status audit(const QString& action, const QString& detail);

    Status forEachExportRow(const std::function<bool(const ExportRow&)>& visit);
    /// "ok" or the integrity problems SQLite finds.
    Expected<QStringList> integrityCheck();
};

} // namespace palmares::store

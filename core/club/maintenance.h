#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "nameupkeep.h"
#include "rerater.h"
#include "rulebook.h"
#include "status.h"

#include <QStringList>

#include <optional>

namespace palmares::club {

struct CheckReport {
    QStringList integrity;   ///< "ok" or SQLite's findings
    QStringList differences; ///< cached ratings that differ from a fresh replay
    /// Names that need care (NameUpkeep::review): those that are problems
    /// fail the check; possible duplicates are notes.
    QList<NameFinding> names;
    [[nodiscard]] bool ok() const;
};

/// The club file's upkeep: the rating cache rebuilt or checked against a
/// fresh replay, a backup copy.
class Maintenance
{
public:
    Maintenance(ClubContext& context, RuleBook& rules, Rerater& rerater, NameUpkeep& nameUpkeep)
        : m_context(context),
          m_rules(rules),
          m_rerater(rerater),
          m_nameUpkeep(nameUpkeep)
    {}

    /// Rebuilds the rating cache (records, checkpoints, standings) from the
    /// results.
    Status rebuild();
    /// The database's integrity check, and every cached record, checkpoint
    /// and standing compared with a fresh replay.
    Expected<CheckReport> check();
    /// A consistent copy of the club at `path`: never the club itself,
    /// nothing but a regular file, and an existing one only with `replace`
    /// (store::Database::backupTo).
    Status backup(const QString& path, bool replace);
    /// A league on PostgreSQL: lets `role` read it, or read and write it as
    /// a secretary (`write`); run by the league's owner
    /// (store::Database::grantAccess).
    Status grantAccess(const QString& role, bool write);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
    Rerater& m_rerater;
    NameUpkeep& m_nameUpkeep;
};

} // namespace palmares::club

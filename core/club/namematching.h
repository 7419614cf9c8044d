#pragma once

// Internal to core/club: who the names of a secretary's file are in the club
// (the import assistant, importassistant.h): its players, its games.

#include "importassistant.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

namespace palmares::club::importing {

/// The club's players, and who a name of the file is among them.
class PlayerMatcher
{
public:
    PlayerMatcher(const QStringList& club, const QMap<QString, QString>& mapped);

    [[nodiscard]] NameMatch match(const QString& written) const;

private:
    QMap<QString, QString> m_mapped;
    QSet<QString> m_exact;
    QHash<QString, QStringList> m_byKey;
    QList<std::pair<QString, QString>> m_keys; ///< (folded, as in the club)
};

/// Resolves the file's games against the club's and the mapping.
class GameResolver
{
public:
    GameResolver(const QStringList& club, const ImportMapping& mapping);
    /// The club's game `written` is ("" when unknown), and the rule set of a
    /// game the import creates.
    [[nodiscard]] GameMatch match(const QString& written) const;

private:
    const ImportMapping& m_mapping;
    QSet<QString> m_exact;
    QHash<QString, QStringList> m_byKey;
};

} // namespace palmares::club::importing

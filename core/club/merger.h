#pragma once

#include "clubcontext.h"
#include "status.h"

#include "store/records.h"

#include <QList>
#include <QPair>

namespace palmares::club {

/// What undoing a merge needs: the player who disappeared and where he played.
struct MergeRecord {
    store::PlayerRecord from;
    QString into;
    QList<QPair<QString, int>> participations; ///< (match code, position in the match)
};

/// Makes two players one (the same person entered twice), and undoes it.
class Merger
{
public:
    explicit Merger(ClubContext& context) : m_context(context) {}

    /// Moves every result of `from` to `into`, removes `from`, re-rates.
    /// `record`, when given, receives what `unmergePlayers` needs to undo it.
    Status mergePlayers(const QString& from, const QString& into, MergeRecord* record = nullptr);
    /// Undoes a merge: recreates the player and gives him his results back.
    Status unmergePlayers(const MergeRecord& record);

private:
    ClubContext& m_context;
};

} // namespace palmares::club

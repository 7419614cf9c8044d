#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "player.h"
#include "rerater.h"
#include "startingrating.h"
#include "status.h"

#include <QList>
#include <QPair>
#include <QStringList>

namespace palmares::store {
struct PlayerRecord;
} // namespace palmares::store

namespace palmares::club {

struct Directory;

/// The entry in an event of a player merged into another: given back by
/// the undo. `dropped`: the other was entered too and kept his own entry
/// (otherwise the other holds this one until the undo).
struct MergedEntry {
    qint64 event = 0;
    double rating = 0.0;
    int firstRound = 1;
    int withdrawnRound = 0;
    bool dropped = false;
};

/// A seat of a paired round a merged player held.
struct MergedSeat {
    qint64 event = 0;
    int round = 0;
    int table = 0;
    int seat = 0;
};

/// A bye a merged player asked for in an event (`dropped`: the other had
/// one in that round and kept his own).
struct MergedBye {
    qint64 event = 0;
    int round = 0;
    double points = 0.0;
    bool dropped = false;
};

/// What undoing a merge needs: the player who disappeared and where he played.
struct MergeRecord {
    Player from;
    QString into;
    QList<QPair<QString, int>> participations; ///< (match code, position in the match)
    /// The starting ratings `from` had (RATING_RULES.md, "Starting
    /// ratings"), and the games where `into`, who had none there, took his.
    QList<StartingRating> startingRatings;
    QStringList startingGamesGiven;
    /// His entries and seats in the club's events.
    QList<MergedEntry> eventEntries;
    QList<MergedSeat> eventSeats;
    QList<MergedBye> eventByes; ///< the byes he asked for
};

/// Makes two players one (the same person entered twice), and undoes it.
class Merger
{
public:
    Merger(ClubContext& context, Rerater& rerater) : m_context(context), m_rerater(rerater) {}

    /// Moves every result of `from` to `into`, removes `from`, re-rates;
    /// returns what `unmergePlayers` needs to undo it.
    Expected<MergeRecord> mergePlayers(const QString& from, const QString& into);
    /// The same, players given by id: two names that are equal once
    /// normalised (names.h) cannot be told apart by name.
    Expected<MergeRecord> mergePlayerIds(qint64 from, qint64 into);
    /// Undoes a merge: recreates the player and gives him his results back.
    Status unmergePlayers(const MergeRecord& record);

private:
    Expected<MergeRecord> merge(const Directory& dir, const store::PlayerRecord& from, const store::PlayerRecord& into);

    ClubContext& m_context;
    Rerater& m_rerater;
};

} // namespace palmares::club

#pragma once

// Internal to core/club: what every service of a club shares (the database,
// the store, the write under way, the progress watcher). The Club owns it;
// a service holds a reference to it, and to the services it uses, which it
// receives in its constructor (club.h). The store is only declared here:
// the services' files include the store's headers they use, and the
// window and the CLI, which include this through club.h, see none of it.

#include "changefeed.h"

#include <functional>

namespace palmares::store {
class ClubStore;
class Database;
} // namespace palmares::store

namespace palmares::club {

struct ClubContext {
    store::Database& db;
    store::ClubStore& store;
    /// A re-rating's checkpoint interval in rated matches; 0 = the default
    /// (Club::setCheckpointInterval).
    qint64 checkpointInterval = 0;
    /// Where the writes announce what they changed once committed (the
    /// club's feed; null for a club borrowed during its opening).
    ChangeFeed* feed = nullptr;
    /// The changes of the writes done inside a transaction still open (an
    /// outer write, an import, a preview): announced when it commits,
    /// dropped when it rolls back (write.h).
    QList<Change> pending;
    /// The games re-rated by the write under way, each from the earliest
    /// date touched (invalid: from the start); Rerater adds to it.
    QMap<QString, QDate> rerated;
    /// Long work's progress (Club::setProgress): a re-rating calls it every
    /// ProgressStep matches it replays, with the matches done and to do, and
    /// an import after each batch of matches it writes; false cancels, and
    /// the write under way fails and is rolled back.
    std::function<bool(qint64 done, qint64 total)> progress;
    /// Long work that writes nothing (a sheet being made) tells the same
    /// watcher how far it is: `done` steps of `total` (0: not known yet);
    /// false when the person asked to stop.
    [[nodiscard]] bool goOn(qint64 done, qint64 total) const { return !progress || progress(done, total); }
    /// The writes may change closed seasons (Club::confirmClosedSeasons);
    /// false: RuleBook::guard refuses them, naming the seasons.
    bool closedSeasonsConfirmed = false;
    static constexpr qint64 ProgressStep = 256;
};

} // namespace palmares::club

#pragma once

/// The club's matches (tables match and participant): their writes, the
/// replay order of their ids, and their reads (matchtable.cpp); the reads of
/// a replay, on a second connection where it can (matchreplay.cpp).

#include "records.h"
#include "table.h"

#include <QByteArrayView>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>
#include <vector>

namespace palmares::store {

class MatchTable : public Table
{
public:
    using Table::Table;

    Expected<qint64> matchIdByCode(const QString& code);
    Expected<qint64> maxMatchId();
    Expected<qint64> insertMatch(const MatchRecord& match);
    /// Which of `codes` the club's matches already carry (an import's
    /// check), asked in blocks of codes rather than code by code.
    Expected<QSet<QString>> takenMatchCodes(const QStringList& codes);
    /// PostgreSQL: `count` new match ids from the match table's sequence
    /// (BulkWriter writes the rows with them).
    Expected<std::vector<qint64>> reserveMatchIds(int count);
    /// Updates the match row and replaces its participants; fails with a
    /// clear message when the stored version is not `match.version` (someone
    /// else changed it since it was read).
    Status updateMatch(const MatchRecord& match);
    Status deleteMatch(qint64 id);
    /// Puts the matches of `game` played at `playedAt` in the replay order
    /// of their codes (compareCodes): the replay orders a game's matches by
    /// (played_at, id), and ids are given in order of entry, so those whose
    /// id is out of their code's order are written again with the moment's
    /// ids in code order (each keeping its code, version, participants and
    /// the event table it is the result of).
    /// Appends the matches whose id changed to `moved`, as they were
    /// (`before`) and as they are (`after`); a moment in order costs one
    /// read through the replay index.
    Status orderMoment(qint64 game, const QString& playedAt, ResultChanges& moved);
    /// The moments of `game` from `from` on ("": all) that hold several
    /// matches whose ids are not in the order of their codes (a club written
    /// before that order, or an import that wrote a moment's matches apart),
    /// in date order: orderMoment puts each in order.
    Expected<QStringList> unorderedMoments(qint64 game, const QString& from);
    Status setUnratedReason(qint64 match, const QString& reason);
    Expected<MatchRecord> match(qint64 id);
    /// The matches played in [start, end) ("YYYY-MM-DD…" texts) with their
    /// participants, in replay order: each game's part of the replay index.
    Status forEachMatchBetween(const QString& start, const QString& end,
                               const std::function<bool(const MatchRecord&)>& visit);
    /// Every match with its participants in the order they were entered
    /// (by id): two plain scans, many times faster than a read in replay
    /// order on a large club, for readers that do not need that order.
    Status forEachMatchInEntryOrder(const std::function<bool(const MatchRecord&)>& visit);
    Expected<qint64> matchCount();
    /// The time of day ("HH:MM") most matches played in [start, end) were
    /// played at (the latest of equals), or an empty text when none has a time.
    Expected<QString> usualTimeBetween(const QString& start, const QString& end);
    /// Matches of a game played after (playedAt, id) in replay order.
    Expected<qint64> matchCountAfter(qint64 game, const QString& playedAt, qint64 id);
    /// Per game id, its number of matches (games without one are absent).
    Expected<QHash<qint64, int>> matchCountsByGame();
    /// The same, of the rated matches only: those the rating cache holds
    /// records of (one row each; reading it is cheaper than the matches'
    /// unrated reasons through the game's index).
    Expected<QHash<qint64, int>> ratedMatchCountsByGame();

    // The names of the sides of matches: teams and army lists.
    enum class SideName { Team, ArmyList };
    /// Every distinct name of that kind that some participant carries.
    Expected<QStringList> sideNames(SideName which);
    /// Every participant carrying `from` carries `to` instead.
    Status renameSideName(SideName which, const QString& from, const QString& to);

    /// The matches of `game` from (playedAt, id) onward, in replay order,
    /// with participants, streamed forward-only.
    Status forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                            const std::function<bool(const MatchRecord&)>& visit);
    /// forEachMatchFrom as last committed, for a caller whose transaction
    /// has not changed the game's results (a rebuild): where
    /// readsCommittedAhead(), they are read ahead on a second connection
    /// and thread while `visit` rates and writes (the write lock the
    /// transaction holds keeps what was committed as it was), with what a
    /// rating reads of them only (no code, version or army lists);
    /// elsewhere this is forEachMatchFrom.
    Status forEachCommittedMatchFrom(qint64 game, const QString& playedAt, qint64 id,
                                     const std::function<bool(const MatchRecord&)>& visit);
    /// A match of a replay, with its packed rating records as last
    /// committed (valid during the call) where they may still be right, or
    /// empty.
    using RecordedMatchVisit = std::function<bool(const MatchRecord&, QByteArrayView committedRecords)>;
    /// forEachMatchFrom for a caller whose transaction has changed the
    /// game's results by `changes` only (a result added, edited or deleted):
    /// where readsCommittedAhead(), the others are read ahead as last
    /// committed, with their records (and what a rating reads of them only,
    /// as forEachCommittedMatchFrom), and the changed ones as they are now
    /// are put in their places (without); elsewhere this is
    /// forEachMatchFrom (without records).
    Status forEachMatchFrom(qint64 game, const QString& playedAt, qint64 id, const ResultChanges& changes,
                            const RecordedMatchVisit& visit);
    /// Whether forEachCommittedMatchFrom reads ahead on a second connection:
    /// an SQLite file, in a transaction that began before any row of the
    /// outermost one was written (Database::innermostBeganUnchanged).
    [[nodiscard]] bool readsCommittedAhead() const;

private:
    /// A "game id, count" query's counts per game.
    Expected<QHash<qint64, int>> countsByGame(const QString& query);
};

} // namespace palmares::store

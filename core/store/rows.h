#pragma once

// Inside core/store: what the table families (table.h) share to bind values
// and read rows into records. Not for the club: it includes clubstore.h.

#include "database.h"
#include "ratingblob.h"
#include "records.h"

#include <QCoreApplication>
#include <QVariant>

#include <functional>
#include <optional>
#include <vector>

namespace palmares::store::rows {

/// The messages of the club's store, translated where they are written
/// (one context for every table family, as when they were one file).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::ClubStore)
};

/// A value that may be missing, bound as NULL when it is.
QVariant nullable(const std::optional<int>& v);

/// Binds values of mixed types; a null QVariant with a type binds NULL.
void bindAll(Statement& q, const QVariantList& values);

/// The id of the row an INSERT just made (Statement::insertedId).
Expected<qint64> insertedId(Statement& q);

/// A match's columns from `first` on that a rating reads (played_at …
/// unrated_reason).
void readRatedMatchFields(Statement& q, int first, MatchRecord& m);

/// The match columns of matchListBetween, replayFrom and matchScan (0 to 9).
void readMatchFields(Statement& q, MatchRecord& m);

/// A participant's columns from `first` on that a rating reads (player_id
/// … turns: all but the army list).
ParticipantRecord readRatedParticipant(Statement& q, int first);

/// A participant's columns from `first` on (player_id … army_list).
ParticipantRecord readParticipant(Statement& q, int first);

/// "the rating cache of WHAT is damaged; run 'palmares-cli rebuild' …".
QString damagedCache(const QString& what);

/// Binds a game and a position (playedAt, id) and runs the statement.
Status runFrom(Statement& q, qint64 game, const QString& playedAt, qint64 id);

/// Hands each participant's record of one match (`changes`, unpacked) to
/// `visit` as `record`, whose match fields are set; false once it stops.
bool visitChanges(RatingChangeRecord& record, const std::vector<PackedChange>& changes,
                  const std::function<bool(const RatingChangeRecord&)>& visit);

/// Reads match rows (one per participant, ordered by match, the match's id
/// first) into records, through `readMatch(q, m)` (the match's columns,
/// each set again: the record is reused) and `readPart(q)` (the row's
/// participant). `visit` may take each record (a MatchRecord&, moved from).
template <typename ReadMatch, typename ReadPart, typename Visit>
bool groupMatches(Statement& q, const ReadMatch& readMatch, const ReadPart& readPart, const Visit& visit)
{
    MatchRecord current;
    bool have = false;
    while (q.next()) {
        const qint64 id = q.integer(0);
        if (!have || id != current.id) {
            if (have && !visit(current)) {
                q.finish();
                return true;
            }
            // The participants keep their storage (unless the visitor took
            // them).
            current.participants.clear();
            readMatch(q, current);
            have = true;
        }
        current.participants.append(readPart(q));
    }
    q.finish();
    if (have) {
        visit(current);
    }
    return true;
}

/// Reads matchListBetween's (and replayFrom's) rows into whole records.
template <typename Visit>
bool readMatches(Statement& q, const Visit& visit)
{
    return groupMatches(
        q, readMatchFields, [](Statement& s) { return readParticipant(s, 11); }, visit);
}

} // namespace palmares::store::rows

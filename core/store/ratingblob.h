#pragma once

/// The packed rating cache (schema 4): the records of one rated match in one
/// BLOB, and the states of a game's players at a checkpoint in another.
///
/// Format (version 1), little-endian, every integer a LEB128 varint:
///   records:  0x01, count, then per participant: player id, a field mask
///             (bit i = field i differs from its default), the fields set;
///   states:   0x01, count, then per player: player id, the length and the
///             Latin-1 bytes of the last date played, a field mask, the
///             fields set.
/// An integer field is zig-zag encoded. A real field that is a whole number
/// below 2^50 in magnitude is stored as (zig-zag(n) << 1), any other real as
/// 1 followed by its 8 IEEE-754 bytes: exact either way, and the ratings,
/// counts and K of most rule sets take one to three bytes.
///
///   inputs:   0x01, a match mask (bit 0 deals, 1 duration, 2 outcome, 3 void),
///             the fields set, count, then per participant
///             (in position order): player id (zig-zag), a field mask (bit 0
///             rank, 1 score, 2 team, 3 left early, 4 morale, 5 morale lost,
///             6 army points, 7 turns), the fields set. The outcome is UTF-8
///             text; a team is the number a rating tells it apart by (1 + the
///             position of the match's first participant with that label):
///             renaming a team leaves its matches' inputs as they were.
/// Decoding checks every length: a damaged BLOB gives an error, never a read
/// outside it.

#include "records.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace palmares::store {

/// One participant's record as the cache keeps it.
struct PackedChange {
    rating::RatingChange change;
    rating::PlayerState state; ///< after the match (`rating` = change.after)
};

/// Appends the packed records of one match to `out` (cleared first).
void packChanges(const rating::RatingChange* changes, const rating::PlayerState* const* states, std::size_t count,
                 QByteArray& out);

/// Decodes the records of match `match`; false (and `out` unspecified) when
/// the bytes are not a valid packing.
bool unpackChanges(QByteArrayView bytes, rating::MatchId match, std::vector<PackedChange>& out);

/// Packs what a rating reads of a match (schema 9, rating_record.inputs):
/// its rated fields and its participants' (no code, version, army list or
/// unrated reason, which is the rating's outcome, not its input).
/// A re-rating from a back-dated result reads a match from its record alone,
/// instead of joining match and participant (docs/PERFORMANCE.md).
void packInputs(const MatchRecord& match, QByteArray& out);

/// Sets `out`'s rated fields and participants from packInputs' bytes, its
/// unrated reason empty (a match with records was rated; its id, code,
/// game, date and version are left as they are); false when the bytes are
/// not a valid packing.
bool unpackInputs(QByteArrayView bytes, MatchRecord& out);

/// Packs player states (only those seen) with their last dates played.
void packStates(const std::vector<StandingRecord>& states, QByteArray& out);
bool unpackStates(QByteArrayView bytes, std::vector<StandingRecord>& out);

} // namespace palmares::store

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

/// Packs player states (only those seen) with their last dates played.
void packStates(const std::vector<StandingRecord>& states, QByteArray& out);
bool unpackStates(QByteArrayView bytes, std::vector<StandingRecord>& out);

} // namespace palmares::store

#pragma once

#include "common/participantfields.h"

#include "rating/types.h"

#include <QList>
#include <QString>

#include <optional>

namespace palmares::club {

/// A match as the club recorded it, its game and players named: what the
/// explanation shows as entered and what the bulletin lists. (A MatchDraft
/// is the same match as a person edits it.)
struct RecordedMatch {
    /// One participant: who (his id and current name) and what he did (the
    /// shared participant fields, as entered).
    struct Participant : palmares::ParticipantFields {
        qint64 playerId = 0;
        QString player;
    };
    QString code; ///< the match identifier
    QString game;
    QString playedAt; ///< "YYYY-MM-DDTHH:MM:SS", local wall time
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome = rating::Outcome::None;
    bool isVoid = false;
    QString unratedReason;           ///< key, "" when rated
    QList<Participant> participants; ///< in entry order
};

} // namespace palmares::club

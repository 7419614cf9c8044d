#pragma once

// Internal to core/club: the one mapping between the three forms of a match
// and its participants — the stored record (ids), the draft a person fills
// (names) and the rule sets' rating::Match. The participant fields travel as
// palmares::ParticipantFields; only what differs (who, teams as numbers, trimmed
// texts) is spelled out here.

#include "directory.h"
#include "game.h"
#include "matchdraft.h"
#include "recordedmatch.h"
#include "status.h"

#include "rating/types.h"
#include "store/records.h"

#include <QHash>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <span>

namespace palmares::club {

/// A participant as the rule sets see it (its team is numbered per match by
/// numberTeams).
rating::Participant toRating(const palmares::ParticipantFields& fields, qint64 player, qint64 household);
rating::Participant toRating(const store::ParticipantRecord& p, qint64 household);

/// Team labels are text; the rule sets compare small integers, per match.
void numberTeams(std::span<rating::Participant> parts, const QStringList& labels);

/// The day of a stored "YYYY-MM-DDTHH:MM:SS", in days since 1970-01-01
/// (glicko2 rating periods).
std::int32_t dayOf(const QString& playedAt);

/// A stored match as the rule sets see it; `parts` are its participants
/// (toRating), whose teams this numbers.
rating::Match toRatingMatch(const store::MatchRecord& m, std::span<rating::Participant> parts);

/// A draft's participant as stored (texts trimmed).
store::ParticipantRecord toRecord(const MatchDraft::Entry& entry, qint64 player);

/// A stored participant as a draft's entry, named.
MatchDraft::Entry toEntry(const store::ParticipantRecord& p, const QString& name);

/// A draft as stored, in `game`, its players found in `dir` (else a failure).
/// The draft's names are as the club keeps them (normalised(MatchDraft),
/// done once where a draft enters: the result book, the import).
std::optional<store::MatchRecord> toRecord(const MatchDraft& draft, const Directory& dir, const Game& game,
                                           Status& status);

/// A stored match as a draft, its game and players named.
MatchDraft toDraft(const store::MatchRecord& m, const QString& game, const QHash<qint64, QString>& playerNames);

/// A stored match as the club hands it out (explanation, bulletin), its game
/// and players named.
RecordedMatch toRecordedMatch(const store::MatchRecord& m, const QString& game,
                              const QHash<qint64, QString>& playerNames);

} // namespace palmares::club

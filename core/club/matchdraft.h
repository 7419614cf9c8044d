#pragma once

#include "status.h"

#include "common/participantfields.h"

#include "rating/ruleset.h"
#include "rating/types.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace palmares::club {

/// The table of an event's round a match is the result of, as a results
/// file names it (its columns event, round and table).
struct EventSlot {
    QString event;
    int round = 0;
    int table = 0;
    int line = 0;   ///< the file's line that gives it (the match's first row)
    int column = 0; ///< the file's column `event` (1-based)
};

/// A match as a person enters it: names, not ids.
struct MatchDraft {
    /// One participant: who (by name) and what he did (the shared fields).
    struct Entry : palmares::ParticipantFields {
        QString player;
    };
    QString code; ///< the match identifier; empty = Palmarès makes one
    QString game;
    QDateTime playedAt; ///< naive wall time
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome = rating::Outcome::None;
    bool isVoid = false;
    QList<Entry> participants;
    /// The row version read with the draft (matchDraft fills it). An edit or
    /// a deletion naming it is refused when someone else saved the match in
    /// between; 0 = no check (replace the match as stored at the save).
    int version = 0;
    /// An imported match that is the result of an event's table.
    std::optional<EventSlot> slot;
};

/// The draft with its names as the club keeps them (names.h): the game, and
/// each participant's player, team and army list normalised; the code trimmed.
MatchDraft normalised(MatchDraft draft);

/// The invisible characters (names.h) the names of a draft hold as entered,
/// one problem per name: the game's, each participant's player (also
/// Roster::nameProblem's), team and army list.
QList<Problem> invisibleProblems(const MatchDraft& draft);

/// How `draft` came out under `rules`, from its fields alone
/// (RuleSet::finish): each participant's place in `places` (resized to the
/// participants), the outcome level, and whether the result itself gives
/// the places (a battle's morale lost): a form then sets the ranks from them.
/// (Defined in ratingdraft.cpp: the draft is read as the rating reads it.)
rating::Finish finishOf(const rating::RuleSet& rules, const MatchDraft& draft, std::vector<int>& places);

/// The stored form of a date-time: "YYYY-MM-DDTHH:MM:SS".
QString storedDateTime(const QDateTime& when);

} // namespace palmares::club

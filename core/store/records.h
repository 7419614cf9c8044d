#pragma once

/// Plain rows of the club database, as core/store reads and writes them.

#include "common/participantfields.h"

#include "rating/types.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <optional>
#include <vector>

namespace palmares::store {

struct ClubRecord {
    QString name;
    QString createdAt;
};

struct PlayerRecord {
    qint64 id = 0;
    QString name;
    QString household; ///< empty = none
    bool active = true;
    QString notes;
};

/// A player's starting rating in a game (schema 10, starting_rating): the
/// state he arrives with; `deviation` empty: the rule set's own.
struct StartingRatingRecord {
    qint64 player = 0;
    qint64 game = 0;
    double rating = 0.0;
    std::optional<double> deviation;
};

struct GameRecord {
    qint64 id = 0;
    QString name;
    QString system;          ///< rule set key ("niveau", …)
    QString params;          ///< JSON object of parameter texts
    bool freshStart = false; ///< the ratings start afresh each season (schema 8)
};

/// A stored participant: who (a player id) and the fields he entered.
struct ParticipantRecord : ParticipantFields {
    qint64 player = 0;
};

struct MatchRecord {
    qint64 id = 0;
    QString code; ///< the match identifier (unique in the club)
    qint64 game = 0;
    QString playedAt; ///< "YYYY-MM-DDTHH:MM:SS", local wall time
    std::optional<int> deals;
    std::optional<int> durationMin;
    QString outcome; ///< "", "E", "AT", "VP", "V", "VT"
    bool isVoid = false;
    QString unratedReason; ///< "" when rated
    int version = 1;       ///< row version: an edit must name the version it read
    QList<ParticipantRecord> participants;
};

/// The order of two match codes in the replay (RATING_RULES.md §1, "Replay
/// order"): character by character in Unicode code point order, which is
/// the order of their UTF-8 bytes ("M10" before "M9", "Z" before "a"); a
/// code before the longer ones it begins. Negative, zero or positive.
inline int compareCodes(QStringView a, QStringView b)
{
    // UTF-16 puts U+E000-U+FFFF after the surrogates of the code points
    // above U+FFFF; code point order puts them before.
    const auto point = [](char16_t c) -> char32_t {
        if (c < 0xD800) {
            return c;
        }
        return c >= 0xE000 ? c - 0x800 : c + 0x2000;
    };
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t x = a[i].unicode();
        const char16_t y = b[i].unicode();
        if (x != y) {
            return point(x) < point(y) ? -1 : 1;
        }
    }
    return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

/// What a transaction changed of the results before it re-rates them: the
/// matches as they were (edited or deleted ones) and as they are now (added
/// or edited ones). Every other match is as last committed.
struct ResultChanges {
    std::vector<MatchRecord> before;
    std::vector<MatchRecord> after;
};

/// A season of the club (schema 5): its days, first to last inclusive.
struct SeasonRecord {
    qint64 id = 0;
    QString name;
    QString firstDay; ///< "YYYY-MM-DD"
    QString lastDay;  ///< "YYYY-MM-DD"
    qint64 game = 0;  ///< 0: every game of the club
    QString gameName; ///< "" for every game
    QString closedAt; ///< "" while open, else when it was closed (ISO)
};

/// What a closed season kept of one game ("" = its Hall of Fame), as JSON.
struct SeasonSheetRecord {
    QString game;
    QString sheet;
};

/// An event of the club (schema 11): a club night or a tournament of one game.
struct EventRecord {
    qint64 id = 0;
    QString name;
    qint64 game = 0;
    QString gameName;
    QString firstDay; ///< "YYYY-MM-DD"
    QString lastDay;  ///< "YYYY-MM-DD", "" = the first day only
    QString pairing;  ///< "swiss", "round-robin", "tables", "random"
    int rounds = 0;   ///< 0: as many as the secretary pairs
    QString settings; ///< JSON (core/club/events.cpp)
};

/// A player entered in an event.
struct EventEntryRecord {
    qint64 player = 0;
    QString name;
    double rating = 0.0;    ///< his rating in the game when entered
    int firstRound = 1;     ///< the first round he can be paired in
    int withdrawnRound = 0; ///< not paired from this round on; 0 = never
};

/// One seat of a paired round: table 0 is the pairing-allocated bye.
struct EventSeatRecord {
    int round = 0;
    int table = 0;
    int seat = 0;
    qint64 player = 0;
    QString name;
    bool locked = false;
};

/// Where a match's result belongs in an event: its name, round and table.
struct EventSlotRecord {
    QString event;
    int round = 0;
    int table = 0;
};

/// The match that holds the result of a table of a round.
struct EventMatchRecord {
    int round = 0;
    int table = 0;
    QString code;
    qint64 match = 0;
};

/// A table of a duel whose game was not played: which seat did not come
/// ("first", "second" or "both").
struct EventForfeitRecord {
    int round = 0;
    int table = 0;
    QString absent;
};

/// A bye a player asked for before his round was paired, and its points.
struct EventAbsenceRecord {
    qint64 player = 0;
    QString name;
    int round = 0;
    double points = 0.0;
};

/// A stored rating change: the engine's record plus where it belongs and the
/// player's state after it (so a replay can resume from any match).
struct RatingChangeRecord {
    qint64 game = 0;
    QString matchCode;
    QString playedAt;
    rating::RatingChange change;
    rating::PlayerState state;
};

/// A player's current state in one game.
struct StandingRecord {
    qint64 player = 0;
    rating::PlayerState state;
    QString lastPlayed;
};

/// Participations and points of one player over a Hall of Fame selection.
struct PointsRecord {
    qint64 player = 0;
    int participations = 0;
    double total = 0.0;
};

struct SelectionSummary {
    int games = 0;
    int matches = 0;
    int players = 0;
};

/// The Hall of Fame's tallies of a selection (ClubStore::points).
struct PeriodPoints {
    QList<PointsRecord> players; ///< in player order
    SelectionSummary summary;
};

/// One row of the results export (RATING_RULES.md §1 columns): the match's
/// values, the player's name and his participant fields (the army list is
/// the Palmarès extension column, written last).
struct ExportRow : ParticipantFields {
    QString code;
    QString playedAt;
    QString game;
    QString player;
    std::optional<int> deals;
    QString outcome;
    std::optional<int> durationMin;
    bool isVoid = false;
};

} // namespace palmares::store

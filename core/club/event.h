#pragma once

/// An event of the club — a club night or a tournament of one game — as the
/// window and the command line see it (core/club/events.h).

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <optional>

namespace palmares::club {

/// How an event's rounds are paired or seated.
enum class PairingMethod : std::uint8_t {
    Swiss,      ///< duels: FIDE's Dutch system (battles: by outcome points)
    RoundRobin, ///< duels: everyone meets everyone, by FIDE's Berger tables
    Tables,     ///< tarot: tables of 4 (of 5 where the count needs them)
    Random,     ///< duels drawn at random, without rematches where possible
};

/// The key of a pairing method on the command line and in the club file
/// ("swiss", "round-robin", "tables", "random").
QString pairingKey(PairingMethod method);
/// The method a key names, if it names one.
std::optional<PairingMethod> pairingOf(const QString& key);
/// The method in words, translated ("Swiss (FIDE Dutch system)").
QString pairingLabel(PairingMethod method);

struct Event {
    qint64 id = 0;
    QString name;
    QString game;
    QDate first;
    QDate last; ///< invalid: the first day only
    PairingMethod pairing = PairingMethod::Swiss;
    /// How many rounds it has; 0: as many as the secretary pairs (a club
    /// night). A round robin has as many as its players need.
    int rounds = 0;
    /// Chess: the colour of the first player of the order in round 1
    /// (true: white). FIDE lets the event choose it by lot.
    bool whiteFirst = true;
    /// Tarot: each table mixes levels (true) rather than drawn at random.
    bool balancedTables = true;
    /// The points of a pairing-allocated bye (a win's, by default).
    double byePoints = 1.0;
    /// The seed of its random draws, so that a round drawn again is the same.
    quint64 seed = 0;

    /// The last day it runs (its first when it has no last).
    [[nodiscard]] QDate lastDay() const { return last.isValid() ? last : first; }
    /// When a result of round `round` was played unless it says otherwise:
    /// round 1 on the first day, a round a day, the rounds after the last
    /// day on the last, at 20:00 (Events::recordResult, the result dialog).
    [[nodiscard]] QDateTime playedAt(int round) const
    {
        return {first.addDays(std::min<qint64>(round - 1, first.daysTo(lastDay()))), QTime(20, 0)};
    }
};

/// A player entered in an event.
struct Entrant {
    QString player;
    double rating = 0.0;    ///< his rating in the game when he was entered
    int pairingNumber = 0;  ///< the order of the pairings: rating, then name
    int firstRound = 1;     ///< the first round he can be paired in (a late entry: later)
    int withdrawnRound = 0; ///< not paired from this round on; 0 = never

    [[nodiscard]] bool playsIn(int round) const
    {
        return round >= firstRound && (withdrawnRound == 0 || round < withdrawnRound);
    }
};

/// Who did not come to a duel's table (a forfeit): the game is not
/// played, the one who came scores a win, nothing is rated.
enum class Absent : std::uint8_t {
    None,   ///< no forfeit
    First,  ///< the first seat (chess: white) did not come
    Second, ///< the second seat did not come
    Both,   ///< neither came: both lose
};

/// The key of a forfeit on the command line and in the club file ("first",
/// "second", "both"; "" for None).
QString absentKey(Absent absent);
/// The forfeit a key names, if it names one (not None).
std::optional<Absent> absentOf(const QString& key);

/// A table (a board for duels) of a round: its players in seat order
/// (chess: the first has white). Table 0 is the pairing-allocated bye.
struct EventTable {
    int number = 0;
    QStringList players;
    bool locked = false; ///< kept as it is when the round is paired again
    QString match;       ///< the code of the match holding its result; "" = to be played
    /// A duel not played: who did not come (its result, without a match).
    Absent forfeit = Absent::None;

    [[nodiscard]] bool bye() const { return number == 0; }
    [[nodiscard]] bool played() const { return bye() || !match.isEmpty() || forfeit != Absent::None; }
    /// Whether the player of seat `seat` (0-based) did not come.
    [[nodiscard]] bool absent(qsizetype seat) const
    {
        return forfeit == Absent::Both || (forfeit == Absent::First && seat == 0) ||
               (forfeit == Absent::Second && seat == 1);
    }
};

/// A bye a player asked for before his round was paired: he is left out of
/// it and scores half a point (FIDE's half-point bye) or none.
struct RequestedBye {
    QString player;
    int round = 0;
    bool half = true; ///< a half-point bye; false: a zero-point bye

    [[nodiscard]] double points() const { return half ? 0.5 : 0.0; }
    friend bool operator==(const RequestedBye&, const RequestedBye&) = default;
};

/// A paired round.
struct EventRound {
    int number = 0;
    QList<EventTable> tables;
    /// The byes asked for this round: those players are not at its tables.
    QList<RequestedBye> byes;

    /// Every table's result is in.
    [[nodiscard]] bool complete() const
    {
        return std::all_of(tables.cbegin(), tables.cend(), [](const EventTable& t) { return t.played(); });
    }
};

/// One row of an event's standings.
struct EventStandingRow {
    int rank = 0;
    bool shared = false; ///< the rank is shared with the row above ("3-4")
    QString player;
    int pairingNumber = 0;
    /// Duels: the points (a battle's by its outcome level); tarot: the
    /// total of the scores at the tables.
    double points = 0.0;
    /// In the order of EventStandings::tieBreaks.
    QList<double> tieBreaks;
    int played = 0; ///< the tables (games) he played
};

/// An event's standings after its complete rounds.
struct EventStandings {
    Event event;
    int rounds = 0; ///< the complete rounds they are after
    /// The keys of the tie-break columns, in the order they decide: FIDE's
    /// abbreviations for duels (BH-C1, BH, SB, PS, DE, WIN), and for tarot
    /// "placement" (the placement points of RATING_RULES.md §6).
    QStringList tieBreaks;
    QList<EventStandingRow> rows;
};

} // namespace palmares::club

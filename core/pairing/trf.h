#pragma once

/// The FIDE Tournament Report File (TRF): the fixed-column text file a
/// tournament is reported to FIDE in, and that the FIDE-endorsed pairing
/// engines (bbpPairings, JaVaFo) read. TRF-16 (Handbook C.04 Annex 2, 2016)
/// in full, with the tournament records TRF-2026 adds (142 rounds, 152
/// initial colour, 162 scoring, 182–222 coded data) and its `###` comments.
/// Pure C++20; core/club converts to and from an event (trfconvert.h).
///
/// Columns are counted in characters, 1-based as the format's tables count
/// them; a file is read as UTF-8, or as Latin-1 line by line where it is not
/// valid UTF-8 (older files), and always written as UTF-8.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace palmares::pairing {

/// One round of a player line (001), columns 92–99 for round 1, then every
/// 10 columns.
struct TrfGame {
    int opponent = 0;  ///< the opponent's starting rank; 0 = none (a bye, not paired)
    char colour = '-'; ///< 'w', 'b', or '-' (no colour: byes; a blank is read as '-')
    /// '1', '=', '0' a game; 'W', 'D', 'L' a game that lasted less than one
    /// move (not rated); '+', '-' a forfeit won, lost; 'H' a half-point bye,
    /// 'F' a full-point bye, 'U' the pairing-allocated bye, 'Z' a zero-point
    /// bye; ' ' (blank) not paired, the same as 'Z'. Letters are read in
    /// either case and kept upper case.
    char result = ' ';

    friend bool operator==(const TrfGame&, const TrfGame&) = default;
};

/// A player line (001).
struct TrfPlayer {
    int startingRank = 0; ///< columns 5–8, 1 to 9999
    std::string sex;      ///< column 10: "m", "w" or empty
    std::string title; ///< columns 11–13: "GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM" (older files: "g", "m"…)
    std::string name;       ///< columns 15–47: "Lastname, Firstname"
    int rating = 0;         ///< columns 49–52; 0 = unrated (blank)
    std::string federation; ///< columns 54–56
    std::string fideId;     ///< columns 58–68 (digits)
    std::string birthDate;  ///< columns 70–79: YYYY/MM/DD
    double points = 0.0;    ///< columns 81–84 ("11.5")
    int rank = 0;           ///< columns 86–89 (ties allowed); 0 = blank
    std::vector<TrfGame> games;

    friend bool operator==(const TrfPlayer&, const TrfPlayer&) = default;
};

/// The points of each result (TRF-2026 record 162; its defaults otherwise).
struct TrfScoring {
    double win = 1.0;        ///< W: a win, over the board or by forfeit, a full-point bye
    double draw = 0.5;       ///< D: a draw, a half-point bye
    double loss = 0.0;       ///< L: a loss over the board
    double absence = 0.0;    ///< A: a zero-point bye, a forfeit loss
    double pairingBye = 1.0; ///< P: the pairing-allocated bye
    double unknown = 0.5;    ///< X: a result not known yet (an adjourned game)

    friend bool operator==(const TrfScoring&, const TrfScoring&) = default;
};

/// A tournament report.
struct TrfTournament {
    std::string name;                        ///< 012
    std::string city;                        ///< 022
    std::string federation;                  ///< 032
    std::string startDate;                   ///< 042, YYYY/MM/DD
    std::string endDate;                     ///< 052, YYYY/MM/DD
    std::string type;                        ///< 092: "Individual: Swiss-System", …
    std::string chiefArbiter;                ///< 102
    std::vector<std::string> deputyArbiters; ///< 112, one line each
    std::string timeControl;                 ///< 122
    int rounds = 0;                          ///< 142 (TRF-2026); 0 = not written (the games say how many)
    std::vector<std::string> roundDates;     ///< 132: YY/MM/DD, round 1 first
    char initialColour = ' ';                ///< 152 (TRF-2026): 'W', 'B', or ' ' (not written)
    std::optional<TrfScoring> scoring;       ///< 162 (TRF-2026), written only when set
    std::string pairingController;           ///< 182 (TRF-2026)
    std::string tournamentTypeCode;          ///< 192 (TRF-2026)
    std::string tieBreaks;                   ///< 202 (TRF-2026): comma-separated codes
    std::string standingsTieBreaks;          ///< 212 (TRF-2026)
    std::string encodedTimeControl;          ///< 222 (TRF-2026): "5400+30"
    std::vector<TrfPlayer> players;          ///< 001, in the file's order

    friend bool operator==(const TrfTournament&, const TrfTournament&) = default;
};

/// Why a file was refused: where, and what, in English. The message is a
/// template (`text`, its %1, %2… filled by `args`), marked with
/// PALMARES_TR_NOOP in context "core" where trf.cpp writes it, so that
/// core/club translates it where it shows it, as it does core/rating's.
struct TrfProblem {
    int line = 0;          ///< 1-based; 0 = the file as a whole
    int column = 0;        ///< 1-based, in characters; 0 = the line as a whole
    const char* text = ""; ///< English template (static storage)
    std::vector<std::string> args;

    /// The English message, its arguments filled in.
    [[nodiscard]] std::string message() const;

    friend bool operator==(const TrfProblem& a, const TrfProblem& b);
};

/// The tournament read, or the first problem that refused the file.
struct TrfReadResult {
    TrfTournament tournament;          ///< empty when refused
    std::optional<TrfProblem> problem; ///< set when the file was refused

    [[nodiscard]] bool ok() const { return !problem.has_value(); }
};

/// The largest file readTrf reads (a 9999-player, 30-round report is
/// about 4 MiB).
inline constexpr std::size_t TrfMaxBytes = std::size_t{16} * 1024 * 1024;
/// The most rounds a player line may carry.
inline constexpr int TrfMaxRounds = 999;

/// The report as TRF text: the tournament records (012 … 132 of TRF-16, 062
/// and 072 counted from the players; the TRF-2026 ones that are set), then
/// one 001 line per player, every field at its column, lines ending in
/// CR LF, trailing blanks dropped. Over-long fields are cut at their width.
std::string writeTrf(const TrfTournament& tournament);

/// Reads a TRF: the records above (and 082, 013 and the other records of
/// team events, national ratings, byes, acceleration or prohibited pairings,
/// DAT and XX lines, which it skips), blank lines and comments. Refuses,
/// with the line and column, a file over TrfMaxBytes, a control character,
/// a line that is not a record, a malformed number, a field out of its
/// columns, a starting rank given twice, an opponent who is not a player or
/// is the player himself, more rounds than TrfMaxRounds or than record 142
/// says. Never throws.
TrfReadResult readTrf(std::string_view text);

} // namespace palmares::pairing

#include "trf.h"

#include "trftext.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <set>
#include <utility>

namespace palmares::pairing {

namespace {

using trftext::Columns;

/// The records of TRF-16 and TRF-2026 this reader keeps.
enum class Record : std::uint8_t {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    Count,
    Type,
    ChiefArbiter,
    DeputyArbiter,
    TimeControl,
    RoundDates,
    Rounds,
    InitialColour,
    Scoring,
    PairingController,
    TypeCode,
    TieBreaks,
    StandingsTieBreaks,
    EncodedTimeControl,
    Player,
    Skipped,
};

struct RecordCode {
    std::string_view code;
    Record record;
};

constexpr std::array<RecordCode, 24> RecordCodes{{
    {"001", Record::Player},
    {"012", Record::Name},
    {"022", Record::City},
    {"032", Record::Federation},
    {"042", Record::StartDate},
    {"052", Record::EndDate},
    {"062", Record::Count},
    {"072", Record::Count},
    {"082", Record::Count},
    {"092", Record::Type},
    {"102", Record::ChiefArbiter},
    {"112", Record::DeputyArbiter},
    {"122", Record::TimeControl},
    {"132", Record::RoundDates},
    {"142", Record::Rounds},
    {"XXR", Record::Rounds}, // bbpPairings' and JaVaFo's number of rounds, before TRF-2026
    {"152", Record::InitialColour},
    {"162", Record::Scoring},
    {"182", Record::PairingController},
    {"192", Record::TypeCode},
    {"202", Record::TieBreaks},
    {"212", Record::StandingsTieBreaks},
    {"222", Record::EncodedTimeControl},
    {"###", Record::Skipped},
}};

bool isUpper(char32_t c)
{
    return c >= U'A' && c <= U'Z';
}

bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

/// The record a line holds, from its first three characters: a record this
/// reader keeps, or one of the others (any three digits or capitals: team,
/// bye, national rating, DAT and XX lines), skipped; nullopt for a line that
/// is not a record.
std::optional<Record> recordOf(const Columns& line)
{
    const std::string code = line.text(1, 3);
    for (const RecordCode& known : RecordCodes) {
        if (known.code == code) {
            return known.record;
        }
    }
    if (line.size() < 3 || (line.size() > 3 && line.at(4) != U' ')) {
        return std::nullopt;
    }
    const bool digits = isDigit(line.at(1)) && isDigit(line.at(2)) && isDigit(line.at(3));
    const bool capitals = isUpper(line.at(1)) && isUpper(line.at(2)) && isUpper(line.at(3));
    if (digits || capitals) {
        return Record::Skipped;
    }
    return std::nullopt;
}

/// Reads one file, line by line; the first problem stops it.
class Reader
{
public:
    TrfReadResult read(std::string_view text)
    {
        TrfReadResult result;
        if (text.size() > TrfMaxBytes) {
            result.problem = problem(
                0, 0, PALMARES_TR_NOOP("core", "the file is larger than %1 bytes: it is not a tournament report"),
                {std::to_string(TrfMaxBytes)});
            return result;
        }
        std::size_t start = 0;
        int number = 0;
        while (start < text.size() && !m_problem) {
            const std::size_t end = text.find_first_of("\r\n", start);
            const std::size_t stop = end == std::string_view::npos ? text.size() : end;
            ++number;
            readLine(number, text.substr(start, stop - start));
            start = stop;
            if (start < text.size() && text[start] == '\r') {
                ++start;
            }
            if (start < text.size() && text[start] == '\n') {
                ++start;
            }
        }
        if (!m_problem) {
            checkPlayers();
        }
        if (m_problem) {
            result.problem = m_problem;
            return result;
        }
        result.tournament = std::move(m_tournament);
        return result;
    }

private:
    void fail(int column, const char* text, std::vector<std::string> args = {})
    {
        if (!m_problem) {
            m_problem = problem(m_line, column, text, std::move(args));
        }
    }

    static TrfProblem problem(int line, int column, const char* text, std::vector<std::string> args)
    {
        TrfProblem p;
        p.line = line;
        p.column = column;
        p.text = text;
        p.args = std::move(args);
        return p;
    }

    void readLine(int number, std::string_view bytes)
    {
        m_line = number;
        // Checked on the bytes first, so that a huge line is not decoded.
        constexpr std::size_t MaxBytes = std::size_t{4} * trftext::MaxLineLength;
        const Columns line(bytes.substr(0, std::min(bytes.size(), MaxBytes + 1)));
        if (bytes.size() > MaxBytes || line.size() > trftext::MaxLineLength) {
            fail(trftext::MaxLineLength + 1, PALMARES_TR_NOOP("core", "the line is longer than %1 characters"),
                 {std::to_string(trftext::MaxLineLength)});
            return;
        }
        if (const int control = line.controlColumn(); control != 0) {
            fail(control, PALMARES_TR_NOOP("core", "a control character is not allowed in a tournament report"));
            return;
        }
        if (line.blank()) {
            return;
        }
        const std::optional<Record> record = recordOf(line);
        if (!record) {
            fail(1, PALMARES_TR_NOOP("core", "this line is not a record of a tournament report (a record starts with a "
                                             "three-character code such as 001 or 012, then a space)"));
            return;
        }
        readRecord(*record, line);
    }

    void readRecord(Record record, const Columns& line)
    {
        TrfTournament& t = m_tournament;
        const std::string value = line.trimmed(5, line.size());
        switch (record) {
        case Record::Name:
            t.name = value;
            break;
        case Record::City:
            t.city = value;
            break;
        case Record::Federation:
            t.federation = value;
            break;
        case Record::StartDate:
            t.startDate = value;
            break;
        case Record::EndDate:
            t.endDate = value;
            break;
        case Record::Type:
            t.type = value;
            break;
        case Record::ChiefArbiter:
            t.chiefArbiter = value;
            break;
        case Record::DeputyArbiter:
            t.deputyArbiters.push_back(value);
            break;
        case Record::TimeControl:
            t.timeControl = value;
            break;
        default:
            readCodedRecord(record, line, value);
            break;
        }
    }

    void readCodedRecord(Record record, const Columns& line, const std::string& value)
    {
        TrfTournament& t = m_tournament;
        switch (record) {
        case Record::Count:
            readNumber(
                line, 5, line.size(), 0, 99999,
                PALMARES_TR_NOOP("core", "'%1' is not a number of players or teams (a whole number from %2 to %3)"));
            break;
        case Record::RoundDates:
            readRoundDates(line);
            break;
        case Record::Rounds:
            if (const auto rounds = readNumber(
                    line, 5, line.size(), 1, TrfMaxRounds,
                    PALMARES_TR_NOOP("core", "'%1' is not a number of rounds (a whole number from %2 to %3)"))) {
                t.rounds = *rounds;
            }
            break;
        case Record::InitialColour:
            readInitialColour(line, value);
            break;
        case Record::Scoring:
            readScoring(line);
            break;
        case Record::PairingController:
            t.pairingController = value;
            break;
        case Record::TypeCode:
            t.tournamentTypeCode = value;
            break;
        case Record::TieBreaks:
            t.tieBreaks = value;
            break;
        case Record::StandingsTieBreaks:
            t.standingsTieBreaks = value;
            break;
        case Record::EncodedTimeControl:
            t.encodedTimeControl = value;
            break;
        case Record::Player:
            readPlayer(line);
            break;
        default:
            break;
        }
    }

    /// An integer in columns first…last (blanks around it allowed), or the
    /// problem `what` (its %1 the text, %2 and %3 the bounds) at the field's
    /// first non-blank column. A blank field is nullopt.
    std::optional<int> readNumber(const Columns& line, int first, int last, int low, int high, const char* what)
    {
        const std::string text = line.trimmed(first, last);
        if (text.empty()) {
            return std::nullopt;
        }
        int value = 0;
        const std::string_view t(text);
        const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (error != std::errc() || end != t.data() + t.size() || value < low || value > high) {
            fail(line.firstNonBlank(first, last), what, {text, std::to_string(low), std::to_string(high)});
            return std::nullopt;
        }
        return value;
    }

    /// Points ("11.5") in columns first…last, or a problem.
    std::optional<double> readPoints(const Columns& line, int first, int last)
    {
        const std::string text = line.trimmed(first, last);
        if (text.empty()) {
            return std::nullopt;
        }
        double value = 0.0;
        const std::string_view t(text);
        const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), value);
        const bool plain =
            std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; });
        if (!plain || error != std::errc() || end != t.data() + t.size()) {
            fail(line.firstNonBlank(first, last),
                 PALMARES_TR_NOOP("core", "'%1' is not a number of points (such as 11.5)"), {text});
            return std::nullopt;
        }
        return value;
    }

    void readRoundDates(const Columns& line)
    {
        std::vector<std::string> dates;
        for (int first = 92; first <= line.size(); first += 10) {
            dates.push_back(line.trimmed(first, first + 7));
            if (!line.blank(first + 8, first + 9)) {
                fail(
                    line.firstNonBlank(first + 8, first + 9),
                    PALMARES_TR_NOOP(
                        "core",
                        "a round date takes 8 columns (YY/MM/DD, round 1 in columns 92 to 99, then every 10 columns)"));
                return;
            }
        }
        if (!line.blank(5, 91)) {
            fail(line.firstNonBlank(5, 91), PALMARES_TR_NOOP("core", "the first round's date starts at column 92"));
            return;
        }
        while (!dates.empty() && dates.back().empty()) {
            dates.pop_back();
        }
        m_tournament.roundDates = std::move(dates);
    }

    void readInitialColour(const Columns& line, const std::string& value)
    {
        if (value == "W" || value == "w" || value == "B" || value == "b") {
            m_tournament.initialColour = value == "W" || value == "w" ? 'W' : 'B';
            return;
        }
        if (!value.empty()) {
            fail(line.firstNonBlank(5, line.size()), PALMARES_TR_NOOP("core", "the initial colour is W or B, not '%1'"),
                 {value});
        }
    }

    void readScoring(const Columns& line)
    {
        constexpr const char* Layout = PALMARES_TR_NOOP(
            "core",
            "record 162 pairs a result code (column 6, then every 9 columns) with its points (the 4 columns after it)");
        TrfScoring scoring;
        if (!line.blank(5, 5)) {
            fail(5, Layout);
            return;
        }
        for (int code = 6; code <= line.size(); code += 9) {
            const std::optional<double> value = readPoints(line, code + 1, code + 4);
            if (m_problem) {
                return;
            }
            const bool blankCode = line.at(code) == U' ';
            if (!line.blank(code + 5, code + 8) || blankCode == value.has_value()) {
                fail(blankCode ? line.firstNonBlank(code + 1, code + 4) : code, Layout);
                return;
            }
            if (!blankCode && !setScore(scoring, line.at(code), *value)) {
                fail(code, PALMARES_TR_NOOP("core", "'%1' is not a result code of record 162 (W, D, L, A, P or X)"),
                     {line.text(code, code)});
                return;
            }
        }
        m_tournament.scoring = scoring;
    }

    static bool setScore(TrfScoring& scoring, char32_t code, double points)
    {
        switch (code) {
        case U'W':
            scoring.win = points;
            return true;
        case U'D':
            scoring.draw = points;
            return true;
        case U'L':
            scoring.loss = points;
            return true;
        case U'A':
            scoring.absence = points;
            return true;
        case U'P':
            scoring.pairingBye = points;
            return true;
        case U'X':
            scoring.unknown = points;
            return true;
        default:
            return false;
        }
    }

    /// A blank separator column between two fields, or a problem there.
    bool separator(const Columns& line, int column)
    {
        if (line.at(column) != U' ') {
            fail(column, PALMARES_TR_NOOP("core", "column %1 must be blank: the field before it ends at column %2"),
                 {std::to_string(column), std::to_string(column - 1)});
            return false;
        }
        return true;
    }

    void readPlayer(const Columns& line)
    {
        TrfPlayer player;
        if (!readIdentity(line, player) || !readDetails(line, player) || !readGames(line, player)) {
            return;
        }
        if (!m_ranks.insert(player.startingRank).second) {
            fail(line.firstNonBlank(5, 8), PALMARES_TR_NOOP("core", "starting rank %1 is given to two players"),
                 {std::to_string(player.startingRank)});
            return;
        }
        m_tournament.players.push_back(std::move(player));
        m_playerLines.push_back(m_line);
    }

    /// Columns 5–47: starting rank, sex, title, name.
    bool readIdentity(const Columns& line, TrfPlayer& player)
    {
        const auto rank =
            readNumber(line, 5, 8, 1, 9999,
                       PALMARES_TR_NOOP("core", "'%1' is not a starting rank (a whole number from %2 to %3)"));
        if (m_problem) {
            return false;
        }
        if (!rank) {
            fail(5, PALMARES_TR_NOOP("core", "a player line (001) needs its starting rank in columns 5 to 8"));
            return false;
        }
        player.startingRank = *rank;
        const char32_t sex = line.at(10);
        if (sex != U' ' && sex != U'm' && sex != U'w' && sex != U'M' && sex != U'W' && sex != U'f' && sex != U'F') {
            fail(10, PALMARES_TR_NOOP("core", "the sex in column 10 is m, w or blank, not '%1'"), {line.text(10, 10)});
            return false;
        }
        player.sex = line.trimmed(10, 10);
        player.title = line.trimmed(11, 13);
        player.name = line.trimmed(15, 47);
        return separator(line, 4) && separator(line, 9) && separator(line, 14);
    }

    /// Columns 48–89: rating, federation, FIDE number, birth date, points,
    /// rank.
    bool readDetails(const Columns& line, TrfPlayer& player)
    {
        if (!separator(line, 48) || !separator(line, 53) || !separator(line, 57) || !separator(line, 69) ||
            !separator(line, 80) || !separator(line, 85)) {
            return false;
        }
        player.rating = readNumber(line, 49, 52, 0, 9999,
                                   PALMARES_TR_NOOP("core", "'%1' is not a rating (a whole number from %2 to %3)"))
                            .value_or(0);
        player.federation = line.trimmed(54, 56);
        player.fideId = line.trimmed(58, 68);
        const bool digits =
            std::all_of(player.fideId.begin(), player.fideId.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!m_problem && !digits) {
            fail(line.firstNonBlank(58, 68), PALMARES_TR_NOOP("core", "the FIDE number '%1' is not a number"),
                 {player.fideId});
        }
        player.birthDate = line.trimmed(70, 79);
        if (!m_problem) {
            player.points = readPoints(line, 81, 84).value_or(0.0);
        }
        if (!m_problem) {
            player.rank = readNumber(line, 86, 89, 0, 9999,
                                     PALMARES_TR_NOOP("core", "'%1' is not a rank (a whole number from %2 to %3)"))
                              .value_or(0);
        }
        return !m_problem && separator(line, 90) && separator(line, 91);
    }

    /// The rounds from column 92, 10 columns each.
    bool readGames(const Columns& line, TrfPlayer& player)
    {
        // Blank rounds at the end of the line say nothing (a blank result
        // is "not paired", as a missing round is).
        int last = line.size();
        while (last >= 92 && line.at(last) == U' ') {
            --last;
        }
        for (int first = 92; first <= last; first += 10) {
            if (static_cast<int>(player.games.size()) == TrfMaxRounds) {
                fail(first, PALMARES_TR_NOOP("core", "a player line carries at most %1 rounds"),
                     {std::to_string(TrfMaxRounds)});
                return false;
            }
            TrfGame game;
            if (!readGame(line, first, game)) {
                return false;
            }
            player.games.push_back(game);
        }
        return true;
    }

    bool readGame(const Columns& line, int first, TrfGame& game)
    {
        game.opponent =
            readNumber(line, first, first + 3, 0, 9999,
                       PALMARES_TR_NOOP("core", "'%1' is not a starting rank (a whole number from %2 to %3)"))
                .value_or(0);
        if (m_problem || !separator(line, first + 4) || !separator(line, first + 6)) {
            return false;
        }
        const char32_t colour = line.at(first + 5);
        if (colour == U'w' || colour == U'W' || colour == U'b' || colour == U'B') {
            game.colour = colour == U'w' || colour == U'W' ? 'w' : 'b';
        } else if (colour != U'-' && colour != U' ') {
            fail(first + 5, PALMARES_TR_NOOP("core", "the colour is w, b or -, not '%1'"),
                 {line.text(first + 5, first + 5)});
            return false;
        }
        const std::optional<char> result = resultCode(line.at(first + 7));
        if (!result) {
            fail(first + 7,
                 PALMARES_TR_NOOP("core",
                                  "'%1' is not a result of a tournament report (1 = 0 + - W D L H F U Z or blank)"),
                 {line.text(first + 7, first + 7)});
            return false;
        }
        game.result = *result;
        if (!line.blank(first + 8, first + 9)) {
            fail(line.firstNonBlank(first + 8, first + 9),
                 PALMARES_TR_NOOP("core",
                                  "a round takes 8 columns (round 1 in columns 92 to 99, then every 10 columns)"));
            return false;
        }
        return true;
    }

    static std::optional<char> resultCode(char32_t c)
    {
        constexpr std::string_view Codes = "10=+-WDLHFUZ ";
        const char32_t upper = c >= U'a' && c <= U'z' ? c - U'a' + U'A' : c;
        for (const char code : Codes) {
            if (static_cast<char32_t>(code) == upper) {
                return code;
            }
        }
        return std::nullopt;
    }

    /// Every opponent is a player, not the player himself, and nobody plays
    /// more rounds than record 142 says.
    void checkPlayers()
    {
        if (m_tournament.players.empty()) {
            m_line = 0;
            fail(0, PALMARES_TR_NOOP("core", "the file has no player line (001): it is not a tournament report"));
            return;
        }
        for (std::size_t p = 0; p < m_tournament.players.size() && !m_problem; ++p) {
            const TrfPlayer& player = m_tournament.players[p];
            m_line = m_playerLines[p];
            const int declared = m_tournament.rounds;
            if (declared > 0 && static_cast<int>(player.games.size()) > declared) {
                fail(92 + 10 * declared,
                     PALMARES_TR_NOOP("core", "this player has more rounds than the %1 of record 142"),
                     {std::to_string(declared)});
                return;
            }
            for (std::size_t g = 0; g < player.games.size(); ++g) {
                checkOpponent(player, static_cast<int>(g));
            }
        }
    }

    void checkOpponent(const TrfPlayer& player, int round)
    {
        const int opponent = player.games[static_cast<std::size_t>(round)].opponent;
        const int column = 92 + 10 * round;
        if (opponent == player.startingRank) {
            fail(column, PALMARES_TR_NOOP("core", "a player cannot play himself (round %1)"),
                 {std::to_string(round + 1)});
        } else if (opponent != 0 && !m_ranks.contains(opponent)) {
            fail(column, PALMARES_TR_NOOP("core", "the opponent %1 of round %2 has no player line"),
                 {std::to_string(opponent), std::to_string(round + 1)});
        }
    }

    TrfTournament m_tournament;
    std::optional<TrfProblem> m_problem;
    std::set<int> m_ranks;
    std::vector<int> m_playerLines;
    int m_line = 0;
};

/// Formats points with one decimal ("11.5"), whatever the C locale.
std::string points(double value)
{
    std::array<char, 32> buffer{};
    const auto [end, error] =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed, 1);
    return error == std::errc() ? std::string(buffer.data(), end) : std::string("0.0");
}

std::string number(int value)
{
    return std::to_string(value);
}

void header(std::string& out, std::string_view code, std::string_view value)
{
    trftext::Line line;
    line.put(1, code);
    line.put(5, value);
    out += line.finish();
}

void writeScoring(std::string& out, const TrfScoring& scoring)
{
    const std::array<std::pair<char, double>, 6> scores{{
        {'W', scoring.win},
        {'D', scoring.draw},
        {'L', scoring.loss},
        {'A', scoring.absence},
        {'P', scoring.pairingBye},
        {'X', scoring.unknown},
    }};
    trftext::Line line;
    line.put(1, "162");
    int column = 6;
    for (const auto& [code, value] : scores) {
        line.put(column, std::string(1, code));
        line.put(column + 1, trftext::right(points(value), 4));
        column += 9;
    }
    out += line.finish();
}

void writeRoundDates(std::string& out, const std::vector<std::string>& dates)
{
    trftext::Line line;
    line.put(1, "132");
    for (std::size_t r = 0; r < dates.size(); ++r) {
        line.put(92 + 10 * static_cast<int>(r), trftext::left(dates[r], 8));
    }
    out += line.finish();
}

void writePlayer(std::string& out, const TrfPlayer& p)
{
    trftext::Line line;
    line.put(1, "001");
    line.put(5, trftext::right(number(p.startingRank), 4));
    line.put(10, trftext::left(p.sex, 1));
    line.put(11, trftext::right(p.title, 3));
    line.put(15, trftext::left(p.name, 33));
    line.put(49, p.rating > 0 ? trftext::right(number(p.rating), 4) : std::string());
    line.put(54, trftext::left(p.federation, 3));
    line.put(58, trftext::right(p.fideId, 11));
    line.put(70, trftext::left(p.birthDate, 10));
    line.put(81, trftext::right(points(p.points), 4));
    line.put(86, p.rank > 0 ? trftext::right(number(p.rank), 4) : std::string());
    for (std::size_t r = 0; r < p.games.size(); ++r) {
        const TrfGame& g = p.games[r];
        const int first = 92 + 10 * static_cast<int>(r);
        line.put(first, g.opponent > 0 ? trftext::right(number(g.opponent), 4) : std::string("0000"));
        line.put(first + 5, std::string(1, g.colour == 'w' || g.colour == 'b' ? g.colour : '-'));
        line.put(first + 7, std::string(1, g.result));
    }
    out += line.finish();
}

void writeTrf2026(std::string& out, const TrfTournament& t)
{
    if (t.rounds > 0) {
        header(out, "142", number(t.rounds));
    }
    if (t.initialColour == 'W' || t.initialColour == 'B') {
        header(out, "152", std::string(1, t.initialColour));
    }
    if (t.scoring) {
        writeScoring(out, *t.scoring);
    }
    const std::array<std::pair<std::string_view, const std::string*>, 5> coded{{
        {"182", &t.pairingController},
        {"192", &t.tournamentTypeCode},
        {"202", &t.tieBreaks},
        {"212", &t.standingsTieBreaks},
        {"222", &t.encodedTimeControl},
    }};
    for (const auto& [code, value] : coded) {
        if (!value->empty()) {
            header(out, code, *value);
        }
    }
}

} // namespace

std::string TrfProblem::message() const
{
    return trftext::fill(text, args);
}

bool operator==(const TrfProblem& a, const TrfProblem& b)
{
    return a.line == b.line && a.column == b.column && std::string_view(a.text) == std::string_view(b.text) &&
           a.args == b.args;
}

std::string writeTrf(const TrfTournament& t)
{
    std::string out;
    header(out, "012", t.name);
    header(out, "022", t.city);
    header(out, "032", t.federation);
    header(out, "042", t.startDate);
    header(out, "052", t.endDate);
    header(out, "062", number(static_cast<int>(t.players.size())));
    const auto rated =
        std::count_if(t.players.begin(), t.players.end(), [](const TrfPlayer& p) { return p.rating > 0; });
    header(out, "072", number(static_cast<int>(rated)));
    header(out, "092", t.type);
    header(out, "102", t.chiefArbiter);
    for (const std::string& deputy : t.deputyArbiters) {
        header(out, "112", deputy);
    }
    header(out, "122", t.timeControl);
    writeRoundDates(out, t.roundDates);
    writeTrf2026(out, t);
    for (const TrfPlayer& p : t.players) {
        writePlayer(out, p);
    }
    return out;
}

TrfReadResult readTrf(std::string_view text)
{
    return Reader().read(text);
}

} // namespace palmares::pairing

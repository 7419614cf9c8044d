#pragma once

// Helpers of the Swiss tests: entrants built from a few words, a FIDE
// tournament report file's player lines read into entrants (TRF-16: the
// reference engines' test files), boards printed when a comparison fails.

#include "pairing/swiss.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTest>

#include <initializer_list>
#include <vector>

namespace palmares::pairing {

inline char* toString(const Board& board)
{
    const QByteArray text = QByteArray::number(static_cast<qlonglong>(board.white)) + '-' +
                            QByteArray::number(static_cast<qlonglong>(board.black));
    return qstrdup(text.constData());
}

} // namespace palmares::pairing

namespace swisstest {

using namespace palmares::pairing;

/// Boards as text ("4-1 2-3 5-0"), for comparisons that say what differs.
inline QString text(const std::vector<Board>& boards)
{
    QStringList words;
    for (const Board& board : boards)
        words << QStringLiteral("%1-%2").arg(board.white).arg(board.black);
    return words.join(QLatin1Char(' '));
}

/// `count` entrants, ids and pairing numbers 1…count, no round played.
inline std::vector<Entrant> field(int count)
{
    std::vector<Entrant> entrants;
    for (int i = 1; i <= count; ++i) {
        Entrant entrant;
        entrant.id = i;
        entrant.pairingNumber = i;
        entrant.rating = 2000.0 - i;
        entrants.push_back(entrant);
    }
    return entrants;
}

/// Records a played game of round-robin style: `white` against `black`
/// with white's points `result` (1, 0.5, 0).
inline void play(std::vector<Entrant>& entrants, PlayerId white, PlayerId black, double result)
{
    entrants[static_cast<std::size_t>(white - 1)].rounds.push_back({RoundKind::Played, black, Colour::White, result});
    entrants[static_cast<std::size_t>(black - 1)].rounds.push_back(
        {RoundKind::Played, white, Colour::Black, 1.0 - result});
}

/// One game of a round: `white` against `black`, white's points `result`.
struct Game {
    PlayerId white = 0;
    PlayerId black = 0;
    double result = 0.0;
};

/// Records the games of a round.
inline void playRound(std::vector<Entrant>& entrants, std::initializer_list<Game> games)
{
    for (const Game& game : games)
        play(entrants, game.white, game.black, game.result);
}

inline void bye(std::vector<Entrant>& entrants, PlayerId player)
{
    entrants[static_cast<std::size_t>(player - 1)].rounds.push_back({RoundKind::PairingBye, 0, Colour::None, 1.0});
}

/// The player lines ("001 …") of a TRF-16 file: ids = starting ranks.
/// Result codes: 1 0 = (played), + − (forfeits), U (pairing-allocated
/// bye), H (half-point bye), F (full-point bye), Z (absent).
inline std::vector<Entrant> fromTrf(const QStringList& lines)
{
    std::vector<Entrant> entrants;
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1String("001")))
            continue;
        Entrant entrant;
        entrant.id = line.mid(4, 4).trimmed().toInt();
        entrant.pairingNumber = static_cast<int>(entrant.id);
        for (qsizetype at = 91; at + 8 <= line.size(); at += 10) {
            RoundRecord record;
            const PlayerId opponent = line.mid(at, 4).trimmed().toInt();
            const QChar colour = line.at(at + 5);
            const QChar result = line.at(at + 7);
            record.colour = colour == QLatin1Char('w')   ? Colour::White
                            : colour == QLatin1Char('b') ? Colour::Black
                                                         : Colour::None;
            record.opponent = opponent;
            switch (result.toLatin1()) {
            case '1':
                record = {RoundKind::Played, opponent, record.colour, 1.0};
                break;
            case '=':
                record = {RoundKind::Played, opponent, record.colour, 0.5};
                break;
            case '0':
                record = {RoundKind::Played, opponent, record.colour, 0.0};
                break;
            case '+':
                record = {RoundKind::ForfeitWin, opponent, record.colour, 1.0};
                break;
            case '-':
                record = {RoundKind::ForfeitLoss, opponent, record.colour, 0.0};
                break;
            case 'U':
                record = {RoundKind::PairingBye, 0, Colour::None, 1.0};
                break;
            case 'H':
                record = {RoundKind::HalfPointBye, 0, Colour::None, 0.5};
                break;
            case 'F':
                record = {RoundKind::HalfPointBye, 0, Colour::None, 1.0};
                break;
            default:
                record = {RoundKind::ZeroPointBye, 0, Colour::None, 0.0};
                break;
            }
            entrant.rounds.push_back(record);
        }
        entrants.push_back(entrant);
    }
    return entrants;
}

} // namespace swisstest

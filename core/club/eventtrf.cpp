// Events: a chess event written as a FIDE tournament report file (TRF-16
// with the 2026 records), and one read into a new event of the club.

#include "conversions.h"
#include "directory.h"
#include "eventpairing.h"
#include "events.h"
#include "names.h"
#include "write.h"

#include "pairing/tiebreaks.h"
#include "pairing/trf.h"
#include "pairing/trfconvert.h"
#include "rating/message.h"

#include "store/clubstore.h"

#include <QCoreApplication>

#include <map>

namespace palmares::club {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Events)
};

std::string trfDate(const QDate& d)
{
    return d.isValid() ? d.toString(QStringLiteral("yyyy/MM/dd")).toStdString() : std::string();
}

QDate fromTrfDate(const std::string& text)
{
    const QString t = QString::fromStdString(text).trimmed();
    QDate d = QDate::fromString(t, QStringLiteral("yyyy/MM/dd"));
    if (!d.isValid()) {
        d = QDate::fromString(t, QStringLiteral("yy/MM/dd")).addYears(100); // 132: YY/MM/DD, this century
    }
    return d;
}

/// A refused file's problem, translated, where it is.
Status trfProblem(const pairing::TrfProblem& p)
{
    Status s;
    s.problems.append(Problem{fromMessage(rating::Message{p.text, p.args}), Field{}, p.line, p.column});
    return s;
}

/// The board of a pair met in a round, white first (no colours: the lower
/// starting rank first).
struct TrfBoard {
    int white = 0;
    int black = 0;
    char result = ' ';            ///< white's
    Absent absent = Absent::None; ///< a forfeit ('+', '-'): who did not come
};

} // namespace

Expected<QByteArray> Events::exportTrf(const QString& name)
{
    const auto e = event(name);
    if (!e) {
        return e.status();
    }
    if (e->pairing == PairingMethod::Tables) {
        return Status::failure(Text::tr("'%1' is played at tables: a tournament report file is for duels").arg(e->name),
                               Field{Field::Kind::Event});
    }
    const auto all = roundsOf(*e);
    if (!all) {
        return all.status();
    }
    const auto h = completeHistory(m_context.store, m_rules, *e, *all);
    if (!h) {
        return h.status();
    }
    const auto rounds = static_cast<int>(h->tables.size()); // the complete ones
    const bool roundRobin = e->pairing == PairingMethod::RoundRobin;
    const auto standings = this->standings(name);
    if (!standings) {
        return standings.status();
    }
    const auto rows = pairing::duelStandings(
        h->entrants,
        roundRobin
            ? std::vector<pairing::TieBreak>{pairing::TieBreak::DirectEncounter, pairing::TieBreak::SonnebornBerger}
            : std::vector<pairing::TieBreak>{pairing::TieBreak::BuchholzCut1, pairing::TieBreak::Buchholz},
        pairing::ScoreScale{}, roundRobin);
    pairing::TrfTournament header;
    header.name = e->name.toStdString();
    header.startDate = trfDate(e->first);
    header.endDate = trfDate(e->lastDay());
    header.type = roundRobin ? "Individual: Round-Robin" : "Individual: Swiss-System";
    header.rounds = e->rounds > 0 ? e->rounds : static_cast<int>(all->size());
    header.initialColour = e->whiteFirst ? 'W' : 'B';
    header.tieBreaks = standings->tieBreaks.join(QLatin1Char(',')).toStdString();
    for (int r = 0; r < rounds; ++r) {
        const QDate day = e->first.addDays(std::min<qint64>(r, e->first.daysTo(e->lastDay())));
        header.roundDates.push_back(day.toString(QStringLiteral("yy/MM/dd")).toStdString());
    }
    return QByteArray::fromStdString(pairing::writeTrf(pairing::toTrf(h->entrants, rows, header)));
}

namespace {

/// Round `round` (1-based) of a report: its boards, white first (no
/// colour: the lower starting rank first), in the file's order, who has
/// the bye, and who asked for a half-point bye.
struct TrfRound {
    std::vector<TrfBoard> boards;
    std::vector<int> byes;
    std::vector<int> halfByes;
};

/// What `rank` scored in round `round` (1-based): his result letter, ' '
/// when he has no such round.
char resultIn(const pairing::TrfTournament& t, int rank, int round)
{
    for (const pairing::TrfPlayer& p : t.players) {
        if (p.startingRank == rank && static_cast<std::size_t>(round) <= p.games.size()) {
            return p.games[static_cast<std::size_t>(round - 1)].result;
        }
    }
    return ' ';
}

/// Who did not come to a board whose white scored `white` and black `black`
/// ('+' won by forfeit, '-' lost by forfeit); None for a game played.
Absent forfeitOf(char white, char black)
{
    const bool whiteAway = white == '-';
    const bool blackAway = black == '-' || (white == '+' && !whiteAway);
    if (whiteAway && blackAway) {
        return Absent::Both;
    }
    if (whiteAway || blackAway) {
        return whiteAway ? Absent::First : Absent::Second;
    }
    return Absent::None;
}

TrfRound roundOf(const pairing::TrfTournament& t, int round)
{
    TrfRound r;
    for (const pairing::TrfPlayer& p : t.players) {
        if (static_cast<std::size_t>(round) > p.games.size()) {
            continue;
        }
        const pairing::TrfGame& played = p.games[static_cast<std::size_t>(round - 1)];
        if (played.opponent == 0) {
            if (played.result == 'U' || played.result == 'F' || played.result == '+') {
                r.byes.push_back(p.startingRank);
            } else if (played.result == 'H') {
                r.halfByes.push_back(p.startingRank);
            }
            continue;
        }
        if (played.colour == 'w' || (played.colour != 'b' && p.startingRank < played.opponent)) {
            r.boards.push_back(TrfBoard{p.startingRank, played.opponent, played.result,
                                        forfeitOf(played.result, resultIn(t, played.opponent, round))});
        }
    }
    return r;
}

/// The longest player record of a report: its rounds.
int roundsIn(const pairing::TrfTournament& t)
{
    std::size_t longest = 0;
    for (const pairing::TrfPlayer& p : t.players) {
        longest = std::max(longest, p.games.size());
    }
    return static_cast<int>(longest);
}

/// The event a report describes (its name unless `name` is given).
Expected<Event> eventOf(const pairing::TrfTournament& t, const QString& game, const QString& name)
{
    Event e;
    e.name = names::normalised(name.isEmpty() ? QString::fromStdString(t.name) : name);
    e.game = game;
    e.first = fromTrfDate(t.startDate);
    if (!e.first.isValid() && !t.roundDates.empty()) {
        e.first = fromTrfDate(t.roundDates.front());
    }
    e.last = fromTrfDate(t.endDate);
    if (!e.first.isValid()) {
        return Status::failure(Text::tr("the file gives no start date (record 042) nor round dates (record 132)"),
                               Field{Field::Kind::PeriodStart});
    }
    e.pairing = QString::fromStdString(t.type).contains(QLatin1String("Round"), Qt::CaseInsensitive)
                    ? PairingMethod::RoundRobin
                    : PairingMethod::Swiss;
    e.rounds = t.rounds > 0 ? t.rounds : roundsIn(t);
    e.whiteFirst = t.initialColour != 'B';
    return e;
}

/// A board's result as a match draft: white's rank against black's (a
/// draw: both first).
MatchDraft draftOf(const TrfBoard& b, const QString& white, const QString& black, const QDate& day)
{
    const bool whiteWon = b.result == '1' || b.result == 'W';
    const bool blackWon = b.result == '0' || b.result == 'L';
    MatchDraft d;
    MatchDraft::Entry w;
    w.player = white;
    w.rank = blackWon ? 2 : 1;
    MatchDraft::Entry k;
    k.player = black;
    k.rank = whiteWon ? 2 : 1;
    d.participants = {w, k};
    if (day.isValid()) {
        d.playedAt = QDateTime(day, QTime(14, 0));
    }
    return d;
}

} // namespace

namespace {

/// Inside an import's write: the forfeits of round `round` of a report
/// (`read`) and the half-point byes asked for it, stored for `e`.
Status storeUnplayed(store::ClubStore& store, const Event& e, int round, const TrfRound& read,
                     std::map<int, QString>& nameOf, const QHash<QString, qint64>& ids)
{
    int number = 0;
    for (const TrfBoard& b : read.boards) {
        ++number;
        if (b.absent == Absent::None) {
            continue;
        }
        if (Status s = store.insertForfeit(e.id, {round, number, absentKey(b.absent)}); !s.ok()) {
            return s;
        }
    }
    for (const int rank : read.halfByes) {
        const QString& player = nameOf[rank];
        if (Status s = store.insertAbsence(e.id, {ids.value(player), player, round, 0.5}); !s.ok()) {
            return s;
        }
    }
    return {};
}

} // namespace

Status Events::enterReport(const Event& e, const pairing::TrfTournament& t, bool createPlayers,
                           std::map<int, QString>& nameOf)
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    QHash<QString, qint64> ids;
    for (const pairing::TrfPlayer& p : t.players) {
        const QString player = names::normalised(QString::fromStdString(p.name));
        if (const QString problem = names::invisibleProblem(player, names::Of::Player); !problem.isEmpty()) {
            return Status::failure(problem, Field{Field::Kind::Player});
        }
        const auto id = clubPlayerId(m_context.store, dir, player, createPlayers);
        if (!id) {
            return id.status();
        }
        nameOf[p.startingRank] = player;
        ids.insert(player, *id);
        // The report's rating (unrated players after, in its order), so
        // that the pairing order is the report's.
        const store::EventEntryRecord entry{*id, player, static_cast<double>(p.rating > 0 ? p.rating : -p.startingRank),
                                            1, 0};
        if (Status in = m_context.store.insertEntry(e.id, entry); !in.ok()) {
            return in;
        }
    }
    for (int r = 1; r <= roundsIn(t); ++r) {
        const TrfRound read = roundOf(t, r);
        EventRound round{r, {}, {}};
        int number = 0;
        for (const TrfBoard& b : read.boards) {
            round.tables.append(EventTable{++number, {nameOf[b.white], nameOf[b.black]}, false, {}, Absent::None});
        }
        for (const int rank : read.byes) {
            round.tables.append(EventTable{0, {nameOf[rank]}, false, {}, Absent::None});
        }
        if (Status st = storeRound(e, round); !st.ok()) {
            return st;
        }
        if (Status st = storeUnplayed(m_context.store, e, r, read, nameOf, ids); !st.ok()) {
            return st;
        }
    }
    return m_context.store.audit(QStringLiteral("event import-trf"), e.name);
}

Expected<QString> Events::importTrf(const QByteArray& bytes, const QString& game, const QString& name,
                                    bool createPlayers)
{
    const pairing::TrfReadResult read = pairing::readTrf(std::string_view(bytes.constData(), bytes.size()));
    if (!read.ok()) {
        return trfProblem(*read.problem);
    }
    const pairing::TrfTournament& t = read.tournament;
    const auto e = eventOf(t, game, name);
    if (!e) {
        return e.status();
    }
    return atomically(m_context, [&]() -> Expected<QString> {
        if (Status added = add(*e); !added.ok()) {
            return added;
        }
        const auto stored = event(e->name);
        if (!stored) {
            return stored.status();
        }
        std::map<int, QString> nameOf; // starting rank → the club's name
        Status s = write(m_context, Change::of(Change::Kind::EventsChanged),
                         [&]() -> Status { return enterReport(*stored, t, createPlayers, nameOf); });
        if (!s.ok()) {
            return s;
        }
        // The games, each an ordinary match of the club (rated), on its round's day.
        for (int r = 1; r <= roundsIn(t); ++r) {
            const QDate day = static_cast<std::size_t>(r) <= t.roundDates.size()
                                  ? fromTrfDate(t.roundDates[static_cast<std::size_t>(r - 1)])
                                  : QDate();
            int number = 0;
            for (const TrfBoard& b : roundOf(t, r).boards) {
                ++number;
                if (b.absent != Absent::None) {
                    continue; // a forfeit: stored with the round, no match
                }
                const auto saved =
                    recordResult(stored->name, r, number, draftOf(b, nameOf[b.white], nameOf[b.black], day));
                if (!saved) {
                    return saved.status();
                }
            }
        }
        return stored->name;
    });
}

} // namespace palmares::club

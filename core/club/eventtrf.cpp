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
    char result = ' '; ///< white's
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
    const auto g = m_rules.game(e->game);
    if (!g) {
        return g.status();
    }
    const auto rules = RuleBook::ruleSetFor(*g);
    if (!rules) {
        return rules.status();
    }
    const auto all = roundsOf(*e);
    if (!all) {
        return all.status();
    }
    QList<EventRound> complete;
    for (const EventRound& r : *all) {
        if (!r.complete()) {
            break;
        }
        complete.append(r);
    }
    const auto h = historyOf(m_context.store, *e, **rules, complete);
    if (!h) {
        return h.status();
    }
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
    for (int r = 0; r < static_cast<int>(complete.size()); ++r) {
        const QDate day = e->first.addDays(std::min<qint64>(r, e->first.daysTo(e->lastDay())));
        header.roundDates.push_back(day.toString(QStringLiteral("yy/MM/dd")).toStdString());
    }
    return QByteArray::fromStdString(pairing::writeTrf(pairing::toTrf(h->entrants, rows, header)));
}

Expected<QString> Events::importTrf(const QByteArray& bytes, const QString& game, const QString& name,
                                    bool createPlayers)
{
    const pairing::TrfReadResult read = pairing::readTrf(std::string_view(bytes.constData(), bytes.size()));
    if (!read.ok()) {
        return trfProblem(*read.problem);
    }
    const pairing::TrfTournament& t = read.tournament;
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
    std::size_t longest = 0;
    for (const pairing::TrfPlayer& p : t.players) {
        longest = std::max(longest, p.games.size());
    }
    e.rounds = t.rounds > 0 ? t.rounds : static_cast<int>(longest);
    e.whiteFirst = t.initialColour != 'B';
    // What an event of the club cannot hold yet is refused, naming its line.
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        for (std::size_t r = 0; r < t.players[i].games.size(); ++r) {
            const pairing::TrfGame& game = t.players[i].games[r];
            const bool forfeit = game.opponent != 0 && (game.result == '+' || game.result == '-');
            if (forfeit || game.result == 'H') {
                Status s;
                s.problems.append(Problem{
                    forfeit ? Text::tr("round %1 of %2 is a forfeit: an event of Palmarès keeps only games played "
                                       "and byes")
                                  .arg(r + 1)
                                  .arg(QString::fromStdString(t.players[i].name))
                            : Text::tr("round %1 of %2 is a half-point bye: an event of Palmarès keeps only "
                                       "full-point and zero-point byes")
                                  .arg(r + 1)
                                  .arg(QString::fromStdString(t.players[i].name)),
                    Field{Field::Kind::Round}, 0, 0});
                return s;
            }
        }
    }
    return atomically(m_context, [&]() -> Expected<QString> {
        if (Status added = add(e); !added.ok()) {
            return added;
        }
        const auto stored = event(e.name);
        if (!stored) {
            return stored.status();
        }
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        std::map<int, QString> nameOf; // starting rank → the club's name
        Status s = write(m_context, Change::of(Change::Kind::EventsChanged), [&]() -> Status {
            for (const pairing::TrfPlayer& p : t.players) {
                const QString player = names::normalised(QString::fromStdString(p.name));
                if (const QString problem = names::invisibleProblem(player, names::Of::Player); !problem.isEmpty()) {
                    return Status::failure(problem, Field{Field::Kind::Player});
                }
                qint64 id = 0;
                if (const auto found = dir.playersByName.constFind(player); found != dir.playersByName.cend()) {
                    id = found->id;
                } else if (!createPlayers) {
                    return Status::failure(Text::tr("'%1' is not a player of the club (let Palmarès add the new "
                                                    "players)")
                                               .arg(player),
                                           Field{Field::Kind::Player});
                } else {
                    const auto added = m_context.store.insertPlayer(player, QString());
                    if (!added) {
                        return added.status();
                    }
                    id = *added;
                    dir.playersByName.insert(player, store::PlayerRecord{id, player, {}, true, {}});
                }
                nameOf[p.startingRank] = player;
                store::EventEntryRecord entry;
                entry.player = id;
                // The report's rating, so that the pairing order is the report's.
                entry.rating = p.rating > 0 ? p.rating : -p.startingRank;
                if (Status in = m_context.store.insertEntry(stored->id, entry); !in.ok()) {
                    return in;
                }
            }
            for (int r = 1; r <= static_cast<int>(longest); ++r) {
                EventRound round{r, {}};
                std::vector<TrfBoard> boards;
                for (const pairing::TrfPlayer& p : t.players) {
                    if (static_cast<std::size_t>(r) > p.games.size()) {
                        continue;
                    }
                    const pairing::TrfGame& game = p.games[static_cast<std::size_t>(r - 1)];
                    if (game.opponent == 0) {
                        if (game.result == 'U' || game.result == 'F' || game.result == '+') {
                            round.tables.append(EventTable{0, {nameOf[p.startingRank]}, false, {}});
                        }
                        continue;
                    }
                    const bool first = game.colour == 'w' || (game.colour != 'b' && p.startingRank < game.opponent);
                    if (first) {
                        boards.push_back(TrfBoard{p.startingRank, game.opponent, game.result});
                    }
                }
                int number = 0;
                for (const TrfBoard& b : boards) {
                    round.tables.append(EventTable{++number, {nameOf[b.white], nameOf[b.black]}, false, {}});
                }
                if (Status st = storeRound(*stored, round); !st.ok()) {
                    return st;
                }
            }
            return m_context.store.audit(QStringLiteral("event import-trf"), stored->name);
        });
        if (!s.ok()) {
            return s;
        }
        // The games, each an ordinary match of the club (rated), on its round's day.
        for (int r = 1; r <= static_cast<int>(longest); ++r) {
            const QDate day = static_cast<std::size_t>(r) <= t.roundDates.size()
                                  ? fromTrfDate(t.roundDates[static_cast<std::size_t>(r - 1)])
                                  : QDate();
            int number = 0;
            for (const pairing::TrfPlayer& p : t.players) {
                if (static_cast<std::size_t>(r) > p.games.size()) {
                    continue;
                }
                const pairing::TrfGame& game = p.games[static_cast<std::size_t>(r - 1)];
                if (game.opponent == 0 ||
                    !(game.colour == 'w' || (game.colour != 'b' && p.startingRank < game.opponent))) {
                    continue;
                }
                ++number;
                const char res = game.result;
                const int whiteRank = res == '1' || res == 'W' ? 1 : res == '0' || res == 'L' ? 2 : 1;
                const int blackRank = res == '0' || res == 'L' ? 1 : res == '1' || res == 'W' ? 2 : 1;
                MatchDraft d;
                MatchDraft::Entry white;
                white.player = nameOf[p.startingRank];
                white.rank = whiteRank;
                MatchDraft::Entry black;
                black.player = nameOf[game.opponent];
                black.rank = blackRank;
                d.participants = {white, black};
                if (day.isValid()) {
                    d.playedAt = QDateTime(day, QTime(14, 0));
                }
                const auto saved = recordResult(stored->name, r, number, d);
                if (!saved) {
                    return saved.status();
                }
            }
        }
        return stored->name;
    });
}

} // namespace palmares::club

// Events benchmark (issue 42): a Swiss tournament and a tarot night run end
// to end through the club's events service on a fresh SQLite club — the
// players entered, each round paired (FIDE Dutch system; tarot tables), each
// table's result recorded and rated, then the standings, the cross-table and
// the tournament report file (TRF) written and read back into a second
// event. Prints figures; asserts nothing (a refusal ends the run with its
// message).
//
//   event_bench [--players 200] [--rounds 9] [--tarot 60] [--nights 6] [--db /tmp/event_bench.palmares]
//
// scripts/bench.sh runs it with the defaults.

#include "club/club.h"
#include "club/events.h"
#include "club/gamecatalogue.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

using namespace palmares;

namespace {

struct Options {
    int players = 200;
    int rounds = 9;
    int tarot = 60;
    int nights = 6;
    QString db = QStringLiteral("/tmp/event_bench.palmares");
};

[[noreturn]] void die(const QString& what)
{
    std::fprintf(stderr, "event_bench: %s\n", qPrintable(what));
    std::exit(1);
}

template <typename T>
T need(club::Expected<T> value, const char* what)
{
    if (!value) {
        die(QStringLiteral("%1: %2").arg(QLatin1String(what), value.status().toString()));
    }
    return std::move(*value);
}

void need(const club::Status& s, const char* what)
{
    if (!s.ok()) {
        die(QStringLiteral("%1: %2").arg(QLatin1String(what), s.toString()));
    }
}

double ms(const QElapsedTimer& t)
{
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

Options parse(const QStringList& args)
{
    Options o;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString& key = args[i];
        const QString& value = args[i + 1];
        bool ok = true;
        if (key == QLatin1String("--players")) {
            o.players = value.toInt(&ok);
        } else if (key == QLatin1String("--rounds")) {
            o.rounds = value.toInt(&ok);
        } else if (key == QLatin1String("--tarot")) {
            o.tarot = value.toInt(&ok);
        } else if (key == QLatin1String("--nights")) {
            o.nights = value.toInt(&ok);
        } else if (key == QLatin1String("--db")) {
            o.db = value;
        } else {
            die(QStringLiteral("unknown option %1").arg(key));
        }
        if (!ok) {
            die(QStringLiteral("%1 takes a number, not '%2'").arg(key, value));
        }
    }
    return o;
}

QStringList names(const QString& prefix, int count)
{
    QStringList out;
    for (int i = 1; i <= count; ++i) {
        out << QStringLiteral("%1 %2").arg(prefix).arg(i, 4, 10, QLatin1Char('0'));
    }
    return out;
}

club::Event anEvent(const QString& name, const QString& game, club::PairingMethod pairing, int rounds)
{
    club::Event e;
    e.name = name;
    e.game = game;
    e.first = QDate(2026, 3, 7);
    e.last = e.first.addDays(std::max(0, rounds - 1));
    e.pairing = pairing;
    e.rounds = rounds;
    e.seed = 7;
    return e;
}

club::MatchDraft::Entry entry(const QString& player, int rank, std::optional<double> score = {})
{
    club::MatchDraft::Entry e;
    e.player = player;
    e.rank = rank;
    e.score = score;
    return e;
}

/// Every table of the round: a duel won by either side or drawn, a tarot
/// table scored +60/+20/−20/−60 (a fifth player −0) in an order drawn.
/// Returns the results recorded.
int recordRound(club::Events& events, const QString& name, const club::EventRound& round, bool tarot,
                std::mt19937& draw)
{
    int recorded = 0;
    for (const club::EventTable& t : round.tables) {
        if (t.bye()) {
            continue;
        }
        club::MatchDraft d;
        QStringList seats = t.players;
        if (tarot) {
            std::shuffle(seats.begin(), seats.end(), draw);
            const std::vector<double> scores{60, 20, 0, -20, -60};
            for (qsizetype i = 0; i < seats.size(); ++i) {
                const double s = seats.size() == 4 && i >= 2 ? scores[static_cast<std::size_t>(i) + 1]
                                                             : scores[static_cast<std::size_t>(i)];
                d.participants << entry(seats[i], static_cast<int>(i) + 1, s);
            }
            d.deals = 20;
        } else {
            const int outcome = static_cast<int>(draw() % 3); // 0 first wins, 1 draw, 2 second wins
            d.participants << entry(seats[0], outcome == 2 ? 2 : 1) << entry(seats[1], outcome == 0 ? 2 : 1);
        }
        need(events.recordResult(name, round.number, t.number, d), "result");
        ++recorded;
    }
    return recorded;
}

/// Pairs and records `rounds` rounds, printing a line per round and the totals.
void runRounds(club::Events& events, const QString& name, int rounds, bool tarot)
{
    std::mt19937 draw(12345);
    double pairTotal = 0;
    double pairWorst = 0;
    double recordTotal = 0;
    int results = 0;
    for (int r = 1; r <= rounds; ++r) {
        QElapsedTimer t;
        t.start();
        const club::EventRound round = need(events.pairNext(name), "pair");
        const double pairMs = ms(t);
        t.start();
        const int n = recordRound(events, name, round, tarot, draw);
        const double recordMs = ms(t);
        std::printf("  round %2d: paired in %8.1f ms (%3lld tables), %3d results in %8.1f ms (%6.1f results/s)\n", r,
                    pairMs, static_cast<long long>(round.tables.size()), n, recordMs,
                    recordMs > 0 ? n / (recordMs / 1000.0) : 0.0);
        pairTotal += pairMs;
        pairWorst = std::max(pairWorst, pairMs);
        recordTotal += recordMs;
        results += n;
    }
    std::printf("  pairing: %.1f ms in all, %.1f ms a round on average, %.1f ms the slowest\n", pairTotal,
                pairTotal / rounds, pairWorst);
    std::printf("  results: %d recorded and rated in %.1f ms (%.1f results/s)\n", results, recordTotal,
                recordTotal > 0 ? results / (recordTotal / 1000.0) : 0.0);
}

void timeReadings(club::Events& events, const QString& name, bool duels)
{
    QElapsedTimer t;
    t.start();
    const club::EventStandings standings = need(events.standings(name), "standings");
    std::printf("  standings: %lld rows, %lld tie-break columns in %.1f ms\n",
                static_cast<long long>(standings.rows.size()), static_cast<long long>(standings.tieBreaks.size()),
                ms(t));
    if (!duels) {
        return;
    }
    t.start();
    const pairing::CrossTable cross = need(events.crossTable(name), "cross-table");
    std::printf("  cross-table: %zu rows in %.1f ms\n", cross.rows.size(), ms(t));
    t.start();
    const QByteArray trf = need(events.exportTrf(name), "export-trf");
    std::printf("  TRF written: %lld bytes in %.1f ms\n", static_cast<long long>(trf.size()), ms(t));
    t.start();
    const QString imported = need(
        events.importTrf(trf, QStringLiteral("Chess"), name + QStringLiteral(" (read back)"), false), "import-trf");
    std::printf("  TRF read back into '%s' (every game recorded and rated again) in %.1f ms\n", qPrintable(imported),
                ms(t));
}

} // namespace

int main(int argc, char* argv[])
{
    const QCoreApplication app(argc, argv);
    const Options o = parse(QCoreApplication::arguments());
    for (const char* suffix : {"", "-wal", "-shm"}) {
        QFile::remove(o.db + QLatin1String(suffix));
    }
    auto club = need(club::Club::open(o.db, club::OpenMode::Create), "open");
    need(club->catalogue().addGame(QStringLiteral("Chess"), rating::System::EloProvisional), "chess");
    need(club->catalogue().addGame(QStringLiteral("Tarot"), rating::System::Niveau), "tarot");
    club::Events& events = club->events();

    const QString swiss = QStringLiteral("Open");
    std::printf("Swiss (FIDE Dutch system): %d players, %d rounds, SQLite club %s\n", o.players, o.rounds,
                qPrintable(o.db));
    need(events.add(anEvent(swiss, QStringLiteral("Chess"), club::PairingMethod::Swiss, o.rounds)), "event add");
    QElapsedTimer t;
    t.start();
    need(events.enter(swiss, names(QStringLiteral("Player"), o.players), true), "enter");
    std::printf("  %d players created and entered in %.1f ms\n", o.players, ms(t));
    runRounds(events, swiss, o.rounds, false);
    timeReadings(events, swiss, true);

    const QString night = QStringLiteral("Tarot night");
    std::printf("Tarot night (tables of 4 and 5, balanced): %d players, %d rounds\n", o.tarot, o.nights);
    need(events.add(anEvent(night, QStringLiteral("Tarot"), club::PairingMethod::Tables, o.nights)), "event add");
    need(events.enter(night, names(QStringLiteral("Seat"), o.tarot), true), "enter");
    runRounds(events, night, o.nights, true);
    timeReadings(events, night, false);
    return 0;
}

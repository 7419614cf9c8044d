// Club-file benchmark (issue: the club file and palmares-cli): import of a
// generated results CSV, one plain scan of the participant table, a rebuild of
// every game, standings and Hall of Fame queries, peak memory. Prints figures;
// asserts nothing.
//
//   club_bench --csv results.csv --db /tmp/bench.palmares          (all steps)
//   club_bench --csv results.csv --db /tmp/bench.palmares --import-only (the import alone, its peak memory)
//   club_bench --db /tmp/bench.palmares --rebuild-only              (peak memory of a rebuild alone)
//   club_bench --db /tmp/bench.palmares --readings-only             (the scan, standings, Hall of Fame)
//
// Generate the CSV with tests/bench/generate_results.py; scripts/bench.sh
// runs both.

#include "club/clubprobe.h"
#include "kept.h"
#include "storereads.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QFile>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <tuple>
#include <vector>

using namespace palmares;
using palmares::test::Kept;

namespace {

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

/// Seconds of CPU: of this process (every thread), or of the calling thread.
double cpuSeconds(int who)
{
    rusage usage{};
    getrusage(who, &usage);
    const auto seconds = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// "CPU x s, y s on the main thread" since the two readings given.
void printCpu(double processBefore, double threadBefore)
{
    std::printf("  CPU: %.2f s in all, %.2f s on the main thread\n", cpuSeconds(RUSAGE_SELF) - processBefore,
                cpuSeconds(RUSAGE_THREAD) - threadBefore);
}

int die(const QString& what)
{
    std::fprintf(stderr, "club_bench: %s\n", qPrintable(what));
    return 1;
}

/// The median of five runs of `run`, in milliseconds.
template <typename Run>
double medianMs(Run run)
{
    std::vector<double> ms;
    QElapsedTimer t;
    for (int i = 0; i < 5; ++i) {
        t.start();
        run();
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[2];
}

/// What a secretary reads most: each game's standings and the Hall of Fame
/// (all games of all time, one game, one year, and every match through the
/// period's scan of the rating records), against the plain scan of
/// participant measured in the same run.
void timeReadings(club::Club& c, const std::vector<std::pair<const char*, rating::System>>& games, double scanSeconds)
{
    for (const auto& g : games) {
        const char* name = g.first; // clang 14 captures no structured binding
        qsizetype rows = 0;
        const double ms = medianMs([&] {
            const auto st = c.rankings().standings(QString::fromLatin1(name), std::nullopt);
            rows = st ? st->rows.size() : -1;
        });
        std::printf("standings --game %s: %lld rows, median %.1f ms\n", name, static_cast<long long>(rows), ms);
    }
    const double scanMs = scanSeconds * 1000.0;
    for (const auto& selection :
         {std::tuple{"all games, all time", QString(), std::optional<QDate>(), std::optional<QDate>()},
          std::tuple{"--game Tarot", QStringLiteral("Tarot"), std::optional<QDate>(), std::optional<QDate>()},
          std::tuple{"--from 2016-01-01 --to 2016-12-31", QString(), std::optional<QDate>(QDate(2016, 1, 1)),
                     std::optional<QDate>(QDate(2016, 12, 31))},
          std::tuple{"--from 1900-01-01 (every match, scanned)", QString(), std::optional<QDate>(QDate(1900, 1, 1)),
                     std::optional<QDate>()}}) {
        const char* what = std::get<0>(selection);
        qsizetype rows = 0;
        const double ms = medianMs([&] {
            const auto h =
                c.rankings().hallOfFame(std::get<1>(selection), std::get<2>(selection), std::get<3>(selection));
            rows = h ? h->rows.size() : -1;
        });
        std::printf("hall-of-fame %s: %lld rows, median %.1f ms = %.2f x the plain scan\n", what,
                    static_cast<long long>(rows), ms, ms / scanMs);
    }
}

/// The plain scan of participant (the reference of the figures), in seconds.
double plainScan(club::Club& c)
{
    Kept e;
    QElapsedTimer t;
    t.start();
    const auto scanned = e(palmares::test::scanParticipants(club::ClubProbe::database(c)));
    const double seconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    std::printf("plain scan of participant: %lld rows in %.2f s\n", static_cast<long long>(scanned.value_or(-1)),
                seconds);
    return seconds;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const auto value = [&](const char* name) {
        const qsizetype i = args.indexOf(QString::fromLatin1(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : QString();
    };
    const QString csv = value("--csv");
    const QString db = value("--db");
    const bool rebuildOnly = args.contains(QStringLiteral("--rebuild-only"));
    const bool readingsOnly = args.contains(QStringLiteral("--readings-only"));
    const bool importOnly = args.contains(QStringLiteral("--import-only"));
    if (db.isEmpty() || (!rebuildOnly && !readingsOnly && csv.isEmpty())) {
        return die(QStringLiteral(
            "usage: club_bench --csv FILE --db FILE [--import-only] | --db FILE --rebuild-only | --db FILE "
            "--readings-only"));
    }
    const std::vector<std::pair<const char*, rating::System>> games = {
        {"Tarot", rating::System::Niveau},  {"Echecs", rating::System::EloProvisional},
        {"DSC", rating::System::EloDsc},    {"Scrabble", rating::System::Fermi},
        {"Belote", rating::System::Points},
    };
    if (readingsOnly) {
        auto opened = club::Club::open(db, club::OpenMode::Existing);
        if (!opened) {
            return die(opened.status().toString());
        }
        timeReadings(**opened, games, plainScan(**opened));
        std::printf("peak memory of this process: %.0f MB\n", peakMegabytes());
        return 0;
    }

    club::Status status;
    if (rebuildOnly) {
        auto opened = club::Club::open(db, club::OpenMode::Existing);
        if (!opened) {
            return die(opened.status().toString());
        }
        auto c = std::move(*opened);
        QElapsedTimer t;
        const double process = cpuSeconds(RUSAGE_SELF);
        const double thread = cpuSeconds(RUSAGE_THREAD);
        t.start();
        status = c->maintenance().rebuild();
        if (!status.ok()) {
            return die(status.toString());
        }
        std::printf("rebuild alone: %.2f s, peak memory %.0f MB\n", static_cast<double>(t.nsecsElapsed()) / 1e9,
                    peakMegabytes());
        printCpu(process, thread);
        return 0;
    }

    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(db + suffix);
    }
    auto opened = club::Club::open(db, club::OpenMode::Create);
    if (!opened || !(*opened)->init(QStringLiteral("Benchmark")).ok()) {
        return die(opened.status().toString());
    }
    auto c = std::move(*opened);
    for (const auto& [name, system] : games) {
        if (!c->catalogue().addGame(QString::fromLatin1(name), system).ok()) {
            return die(QStringLiteral("cannot add the games"));
        }
    }
    {
        // Imported into as palmares-cli does: the club made by one run (init,
        // game add), the file imported by another. A connection that created
        // the file holds some 200 MB more (SQLite's, not the import's) while
        // the 1,000,000-match import re-rates (docs/PERFORMANCE.md).
        c.reset();
        auto again = club::Club::open(db, club::OpenMode::Existing);
        if (!again) {
            return die(again.status().toString());
        }
        c = std::move(*again);
    }

    QFile file(csv);
    if (!file.open(QIODevice::ReadOnly)) {
        return die(QStringLiteral("cannot read %1").arg(csv));
    }
    QElapsedTimer t;
    const double process = cpuSeconds(RUSAGE_SELF);
    const double thread = cpuSeconds(RUSAGE_THREAD);
    t.start();
    // As palmares-cli import: the file read as a stream, not held whole.
    const club::ImportReport report = c->interchange().importCsv(file, false);
    const double importSeconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    if (!report.written) {
        for (const club::Problem& p : report.problems) {
            std::fprintf(stderr, "%s\n", qPrintable(p.toString()));
        }
        return die(QStringLiteral("the import failed"));
    }
    std::printf("import: %d matches, %d participant rows in %.2f s = %.0f rows/s (end to end: read, parse, check, "
                "write, rate)\n",
                report.matches, report.rows, importSeconds, report.rows / importSeconds);
    printCpu(process, thread);
    if (importOnly) {
        std::printf("import alone: peak memory %.0f MB\n", peakMegabytes());
        return 0;
    }

    const double scanSeconds = plainScan(*c);
    Kept e;
    store::ClubStore s(club::ClubProbe::database(*c));

    // What a rebuild reads: every game's matches with their participants in
    // replay order (through the match_replay index), rated by nobody.
    t.restart();
    qint64 replayRows = 0;
    for (qint64 game = 1; game <= static_cast<qint64>(games.size()); ++game) {
        e(s.forEachMatchFrom(game, QString(), 0, [&](const store::MatchRecord& m) {
            replayRows += m.participants.size();
            return true;
        }));
    }
    const double readSeconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    std::printf("read in replay order, no rating: %lld rows in %.2f s = %.2f x the plain scan\n",
                static_cast<long long>(replayRows), readSeconds, readSeconds / scanSeconds);

    t.restart();
    status = c->maintenance().rebuild();
    const double rebuildSeconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    if (!status.ok()) {
        return die(status.toString());
    }
    std::printf("rebuild of all games: %.2f s = %.2f x the plain scan\n", rebuildSeconds, rebuildSeconds / scanSeconds);

    timeReadings(*c, games, scanSeconds);
    std::printf("peak memory of this process: %.0f MB\n", peakMegabytes());
    return 0;
}

// Fuzz target: opening a club file (core/store Database::open through
// core/club Club::open).
//
// The input is written to a file which is then opened as an existing club.
// For every input: no crash, no undefined behaviour; either a clear error and
// the file left byte for byte as it was, or a working club whose games,
// players, standings, results and check can be read (each either succeeding
// or reporting a problem with a message). The seed corpus holds a small real
// club, so most mutations are damaged clubs rather than random bytes.

#include "fuzzqt.h"

#include "club/club.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace palmares;

namespace {

std::unique_ptr<QTemporaryDir> folder;

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void requireReported(const club::Status& status, const char* what)
{
    for (const club::Problem& p : status.problems) {
        FUZZ_REQUIRE(!p.message.isEmpty(), std::string(what) + ": a problem without a message");
    }
}

// Reads what the GUI reads at start-up; each call succeeds or says why not.
void useClub(club::Club& c)
{
    (void)c.name();
    requireReported(c.roster().players().status(), "players");
    const auto games = c.catalogue().games();
    requireReported(games.status(), "games");
    if (games) {
        for (const club::Game& g : *games) {
            const auto table = c.rankings().standings(g.name, std::nullopt);
            FUZZ_REQUIRE(table || !table.status().ok(), "standings failed without saying why");
            requireReported(table.status(), "standings");
        }
    }
    const auto results = c.archive().results();
    FUZZ_REQUIRE(results || !results.status().ok(), "results failed without saying why");
    requireReported(results.status(), "results");
    const auto report = c.maintenance().check();
    FUZZ_REQUIRE(report || !report.status().ok(), "check failed without saying why");
    requireReported(report.status(), "check");
}

// How the seed club of tests/fuzz/corpus/clubfile was made:
//   PALMARES_FUZZ_SEED=club.palmares PALMARES_FUZZ_SEED_RESULTS=tests/fuzz/corpus/resultscsv \
//       build/fuzz/tests/fuzz/fuzz_clubfile
// writes a club of every rule set with each results file of that folder the
// club accepts imported, and exits (tests/fuzz/corpus/README.md).
void writeSeed(const QString& path, const QString& results)
{
    FUZZ_REQUIRE(!QFile::exists(path), "the seed club exists already");
    auto c = fuzz::makeClub(path);
    // A checkpoint after every match: the seed's mutations reach packed
    // states as well as packed records (a real club has one every 2,048).
    c->setCheckpointInterval(1);
    int imported = 0;
    for (const QFileInfo& file : QDir(results).entryInfoList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name)) {
        QFile f(file.filePath());
        FUZZ_REQUIRE(f.open(QIODevice::ReadOnly), "cannot read " + file.filePath().toStdString());
        const club::ImportReport report = c->interchange().importCsv(f.readAll(), false);
        imported += report.written ? 1 : 0;
        std::fprintf(stderr, "%s: %s\n", qPrintable(file.fileName()), report.written ? "imported" : "refused");
    }
    FUZZ_REQUIRE(imported > 0, "no results file imported");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    fuzz::startQt();
    if (qEnvironmentVariableIsSet("PALMARES_FUZZ_SEED")) {
        writeSeed(qEnvironmentVariable("PALMARES_FUZZ_SEED"), qEnvironmentVariable("PALMARES_FUZZ_SEED_RESULTS"));
        std::exit(0);
    }
    folder = fuzz::scratchFolder();
    FUZZ_REQUIRE(folder->isValid(), "no temporary folder");
    std::atexit([] { folder.reset(); }); // before the application goes
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // A fresh folder per input: no journal, backup or WAL file of the last one.
    QDir dir(folder->path());
    dir.removeRecursively();
    FUZZ_REQUIRE(QDir().mkpath(folder->path()), "cannot recreate the temporary folder");

    const QString path = folder->filePath(QStringLiteral("club.palmares"));
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    {
        QFile f(path);
        FUZZ_REQUIRE(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size(), "cannot write the input");
    }

    auto opened = club::Club::open(path, club::OpenMode::Existing);
    const club::Status& status = opened.status();
    if (!opened) {
        FUZZ_REQUIRE(!status.ok(), "the club was refused without a reason");
        requireReported(status, "open");
        FUZZ_REQUIRE(contents(path) == bytes, "a refused file was modified");
        return 0;
    }
    FUZZ_REQUIRE(status.ok(), "the club opened with problems: " + status.toString().toStdString());
    useClub(**opened);
    return 0;
}

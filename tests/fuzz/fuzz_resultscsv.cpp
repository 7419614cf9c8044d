// Fuzz target: the interchange results CSV (RATING_RULES.md §1), read by
// core/csv/resultscsv and checked against a club by Club::importCsv.
//
// For every input: no crash, no undefined behaviour, every problem located
// and worded; a file the reader accepts is written back and read again to
// the very same matches (export then import loses nothing); the club's
// dry-run import reports a problem whenever the reader did and never writes.

#include "fuzzqt.h"

#include "club/club.h"
#include "csv/resultscsv.h"

#include <QBuffer>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>
#include <memory>

using namespace palmares;

namespace {

std::unique_ptr<QTemporaryDir> folder;
std::unique_ptr<club::Club> theClub;

// A row as the file means it: the match-level values (equal on every row
// that gives them) apply to every row, and the writer writes them so.
struct Effective {
    std::optional<int> deals;
    std::optional<int> durationMin;
    rating::Outcome outcome;
    bool isVoid;
    bool operator==(const Effective&) const = default;
};

Effective effective(const csv::CsvMatch& m, const csv::CsvRow& r)
{
    return {m.deals ? m.deals : r.deals, m.durationMin ? m.durationMin : r.durationMin,
            m.outcome != rating::Outcome::None ? m.outcome : r.outcome, m.isVoid || r.isVoid};
}

bool sameMatch(const csv::CsvMatch& a, const csv::CsvMatch& b)
{
    if (a.key != b.key || a.playedAt != b.playedAt || a.game != b.game || a.deals != b.deals ||
        a.durationMin != b.durationMin || a.outcome != b.outcome || a.isVoid != b.isVoid ||
        a.rows.size() != b.rows.size()) {
        return false;
    }
    for (qsizetype i = 0; i < a.rows.size(); ++i) {
        const csv::CsvRow& x = a.rows.at(i);
        const csv::CsvRow& y = b.rows.at(i);
        if (x.player != y.player || x.rank != y.rank || x.score != y.score || x.team != y.team || x.left != y.left ||
            x.morale != y.morale || x.moraleLost != y.moraleLost || x.armyPoints != y.armyPoints ||
            x.turns != y.turns || x.armyList != y.armyList || !(effective(a, x) == effective(b, y))) {
            return false;
        }
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    fuzz::startQt();
    folder = fuzz::scratchFolder();
    FUZZ_REQUIRE(folder->isValid(), "no temporary folder");
    theClub = fuzz::makeClub(folder->filePath(QStringLiteral("fuzz.palmares")));
    // Closed before the application goes (it was made after it).
    std::atexit([] {
        theClub.reset();
        folder.reset();
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const csv::CsvParseResult parsed = csv::ResultsCsv::read(bytes);

    FUZZ_REQUIRE(parsed.errors.size() <= csv::CsvParseResult::MaxErrors + 1, "more errors than the cap");
    for (const csv::CsvError& e : parsed.errors) {
        FUZZ_REQUIRE(!e.message.isEmpty(), "an error without a message");
        FUZZ_REQUIRE(e.line >= 0 && e.column >= 0, "an error at a negative place: " + e.toString().toStdString());
    }
    if (parsed.ok()) {
        int rows = 0;
        for (const csv::CsvMatch& m : parsed.matches) {
            FUZZ_REQUIRE(!m.rows.isEmpty(), "a match without rows");
            FUZZ_REQUIRE(m.playedAt.isValid(), "a match without a valid date");
            for (const csv::CsvRow& r : m.rows) {
                FUZZ_REQUIRE(!r.player.isEmpty(), "a row without a player");
                FUZZ_REQUIRE(r.rank.value_or(0) >= 0, "a negative rank");
                FUZZ_REQUIRE(!r.score || std::isfinite(*r.score), "a score that is not finite");
            }
            rows += static_cast<int>(m.rows.size());
        }
        FUZZ_REQUIRE(rows == parsed.rowCount, "rows lost between the file and its matches");

        // Export then import gives the same matches.
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        FUZZ_REQUIRE(csv::ResultsCsv::write(out, parsed.matches), "the writer failed");
        const csv::CsvParseResult again = csv::ResultsCsv::read(out.data());
        FUZZ_REQUIRE(again.ok(),
                     "the written file does not read back: " +
                         (again.errors.isEmpty() ? std::string() : again.errors.first().toString().toStdString()) +
                         "\n" + out.data().toStdString());
        FUZZ_REQUIRE(again.matches.size() == parsed.matches.size(), "matches lost writing and reading back");
        for (qsizetype i = 0; i < parsed.matches.size(); ++i) {
            FUZZ_REQUIRE(sameMatch(parsed.matches.at(i), again.matches.at(i)),
                         "match " + parsed.matches.at(i).key.toStdString() +
                             " differs after writing and reading back\n" + out.data().toStdString());
        }
    }

    // The club's checks (games, identifiers, rule sets), never writing.
    const club::ImportReport report = theClub->interchange().importCsv(bytes, true);
    FUZZ_REQUIRE(!report.written, "a dry run wrote");
    FUZZ_REQUIRE(parsed.ok() || !report.problems.isEmpty(), "the club accepted a file the reader refused");
    for (const club::Problem& p : report.problems) {
        FUZZ_REQUIRE(!p.message.isEmpty(), "an import problem without a message");
    }
    return 0;
}

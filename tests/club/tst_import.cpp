// Importing the interchange results CSV through Club::importCsv
// (RATING_RULES.md §1) on every backend: one transaction, all or nothing;
// errors located by line and column; a dry run that writes nothing; match
// identifiers kept; and an export imported into a fresh club gives the same
// standings and Hall of Fame under all five rule sets.

#include "clubtest.h"

#include "csv/resultscsv.h"
#include "csv/resultsstream.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <tuple>
#include <utility>

using namespace palmares::test;
using palmares::club::ImportReport;
using palmares::club::ImportSetup;
using palmares::rating::Outcome;
using palmares::rating::System;

namespace {

QByteArray lines(std::initializer_list<const char*> list)
{
    QByteArray out;
    for (const char* line : list) {
        out += line;
        out += '\n';
    }
    return out;
}

/// "line:column:field" of every problem.
QStringList located(const ImportReport& report)
{
    QStringList out;
    for (const Problem& p : report.problems) {
        out << QStringLiteral("%1:%2:%3").arg(p.line).arg(p.column).arg(p.field.toString());
    }
    return out;
}

/// What a person could see of a club: its results, players and standings.
QStringList picture(Club& c)
{
    QStringList out = resultsAndPlayers(c);
    const auto games = c.catalogue().games();
    if (!games) {
        return {QStringLiteral("error: ") + games.status().toString()};
    }
    for (const auto& g : *games) {
        out << fullStandings(c, g.name);
    }
    return out;
}

/// A club as it was before an import that must leave it unchanged: its
/// contents, and for an SQLite file the hash of its bytes.
struct Unchanged {
    QStringList picture;
    QByteArray hash; ///< empty on PostgreSQL
};

void addOneMatch(const ScratchClub& scratch, const QDateTime& at, QStringList& contents)
{
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("old"), QStringLiteral("Scrabble"), at, u8("Alice"), u8("Bob")));
    contents = picture(*c);
}

/// Makes the club the all-or-nothing tests import into at `scratch`: one
/// Scrabble duel "old", Alice beating Bob `at`. The club is closed after, so
/// an SQLite file is complete on disk (no -wal left). `before`: what it
/// shows and its bytes; the test has failed when it could not be made.
void makeOneMatchClub(const ScratchClub& scratch, const QDateTime& at, Unchanged& before)
{
    addOneMatch(scratch, at, before.picture);
    before.hash = scratch.isPostgresql() ? QByteArray() : fileHash(scratch.location());
}

/// A club of one match at `scratch` (makeOneMatchClub), as it is in
/// `before`; the test ends if it cannot be made.
#define PALMARES_ONE_MATCH_CLUB(scratch, at, before) \
    Unchanged before;                                \
    makeOneMatchClub(scratch, at, before);           \
    if (QTest::currentTestFailed()) {                \
        return;                                      \
    }

/// An SQLite club file's bytes are those of `before` (nothing to compare on
/// PostgreSQL).
void compareBytes(const ScratchClub& scratch, const Unchanged& before)
{
    if (!scratch.isPostgresql()) {
        QCOMPARE(fileHash(scratch.location()), before.hash);
    }
}

/// The club at `scratch` takes `csv` whole: its `matches` written, the
/// cache as a replay gives it.
void importsWhole(const ScratchClub& scratch, const QByteArray& csv, int matches)
{
    PALMARES_REOPENED(c, scratch);
    const ImportReport report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    QCOMPARE(report.matches, matches);
    PALMARES_CHECKED(*c);
}

/// `count` duels of Scrabble, "m1"…, one a day from 2024-01-01 on, among
/// ten players ("P0"…"P9"): match i on lines 2i and 2i + 1.
QByteArray duels(int count)
{
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 1; i <= count; ++i) {
        const QByteArray id = "m" + QByteArray::number(i);
        const QByteArray date = QDate(2024, 1, 1).addDays(i).toString(Qt::ISODate).toUtf8();
        csv += id + "," + date + ",Scrabble,P" + QByteArray::number(i % 10) + ",1\n";
        csv += id + "," + date + ",Scrabble,P" + QByteArray::number((i + 1 + (i / 10) % 9) % 10) + ",2\n";
    }
    return csv;
}

/// A league of `count` Scrabble duels among 200 players, one every ten
/// minutes, spelled to be cut badly by the chunks the import reads: a byte
/// order mark, CRLF line ends, one identifier in seven quoted with a CRLF
/// inside (two lines), names of two-, three- and four-byte UTF-8 characters.
QByteArray streamedLeague(int count)
{
    QByteArray csv = "\xEF\xBB\xBFmatch,date,game,player,rank\r\n";
    const auto name = [](int p) -> QByteArray {
        const QByteArray n = QByteArray::number(p);
        switch (p % 4) {
        case 0:
            return "Zo\xC3\xA9 " + n;
        case 1:
            return "\xE6\xBC\xA2\xE5\xAD\x97 " + n;
        case 2:
            return "\xF0\x9F\x8E\xB2 " + n;
        default:
            return "P" + n;
        }
    };
    const QDateTime start(QDate(2024, 1, 1), QTime(0, 0), Qt::UTC);
    for (int i = 1; i <= count; ++i) {
        QByteArray id = "s" + QByteArray::number(i);
        if (i % 7 == 0) {
            id = "\"" + id + "\r\nbis\"";
        }
        const QByteArray date = start.addSecs(600LL * i).toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toUtf8();
        const int a = (i * 7) % 200;
        const int b = (a + 1 + (i * 13) % 199) % 200;
        csv += id + "," + date + ",Scrabble," + name(a) + ",1\r\n";
        csv += id + "," + date + ",Scrabble," + name(b) + ",2\r\n";
    }
    return csv;
}

/// `csv` as a file of the scratch folder, to import from.
QString fileOf(const ScratchClub& scratch, const QByteArray& csv)
{
    const QString path = scratch.folder() + QStringLiteral("/results.csv");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(csv) != csv.size()) {
        return {};
    }
    return path;
}

/// What a report says, but for its problems.
QStringList reportOf(const ImportReport& r)
{
    QStringList out{QStringLiteral("rows %1 matches %2 written %3").arg(r.rows).arg(r.matches).arg(r.written)};
    out << QStringLiteral("new ") + r.newPlayers.join(QLatin1Char('|'));
    for (auto it = r.matchesPerGame.cbegin(); it != r.matchesPerGame.cend(); ++it) {
        out << QStringLiteral("game %1 %2").arg(it.key()).arg(*it);
    }
    for (const auto& d : r.possibleDuplicates) {
        QStringList names;
        for (const auto& n : d.names) {
            names << QStringLiteral("%1@%2").arg(n.name).arg(n.line);
        }
        out << QStringLiteral("duplicates ") + names.join(QLatin1Char('|'));
    }
    for (const auto& [match, reason] : r.unrated) {
        out << QStringLiteral("unrated %1 %2").arg(match, reason);
    }
    return out;
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allOrNothing_data() { addBackendRows(); }
    void allOrNothing();
    void errorsNameLineAndColumn_data() { addBackendRows(); }
    void errorsNameLineAndColumn();
    void battleValuesNameLineAndColumn_data() { addBackendRows(); }
    void battleValuesNameLineAndColumn();
    void atMostFiftyErrors_data() { addBackendRows(); }
    void atMostFiftyErrors();
    void dryRunWritesNothing_data() { addBackendRows(); }
    void dryRunWritesNothing();
    void exportThenImportRoundTrip_data() { addBackendRows(); }
    void exportThenImportRoundTrip();
    void armyListTravels_data() { addBackendRows(); }
    void armyListTravels();
    void lateProblemsLeaveTheClubUnchanged_data() { addBackendRows(); }
    void lateProblemsLeaveTheClubUnchanged();
    void newPlayersTakeIdsInNameOrder_data() { addBackendRows(); }
    void newPlayersTakeIdsInNameOrder();
    void cancelDuringTheReratingLeavesTheClubUnchanged_data() { addBackendRows(); }
    void cancelDuringTheReratingLeavesTheClubUnchanged();
    void cacheAfterAnImportIsARebuilds_data() { addBackendRows(); }
    void cacheAfterAnImportIsARebuilds();
    void problemsInTheLastBatchAreTheDryRuns_data() { addBackendRows(); }
    void problemsInTheLastBatchAreTheDryRuns();
    void theWritingTellsItsProgress_data() { addBackendRows(); }
    void theWritingTellsItsProgress();
    void cancelWhileTheFileIsBeingCheckedLeavesTheClubUnchanged_data() { addBackendRows(); }
    void cancelWhileTheFileIsBeingCheckedLeavesTheClubUnchanged();
    void cacheAfterAnImportOfManyBatchesIsARebuilds_data() { addBackendRows(); }
    void cacheAfterAnImportOfManyBatchesIsARebuilds();
    void aStreamedFileImportsAsWhole_data() { addBackendRows(); }
    void aStreamedFileImportsAsWhole();
    void aBadLastLineImportsNothing_data();
    void aBadLastLineImportsNothing();
    void problemsAcrossChunkBoundaries_data() { addBackendRows(); }
    void problemsAcrossChunkBoundaries();
};

void TestImport::allOrNothing()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2024, 1, 1), before);

    // Ten good matches, and on line 14 one bad date among them.
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 1; i <= 10; ++i) {
        const QByteArray id = "g" + QByteArray::number(i);
        const QByteArray date =
            i == 7 ? QByteArray("2024-02-30") : QByteArray("2024-02-1") + QByteArray::number(i % 10);
        csv += id + "," + date + ",Scrabble,Carol,1\n";
        csv += id + "," + date + ",Scrabble,Dan,2\n";
    }
    {
        PALMARES_REOPENED(c, scratch);
        const ImportReport report = c->interchange().importCsv(csv, false);
        QCOMPARE(located(report), (QStringList{QStringLiteral("14:2:date"), QStringLiteral("15:2:date")}));
        QVERIFY2(report.problems.first().message.contains(QStringLiteral("2024-02-30")),
                 qPrintable(report.problems.first().toString()));
        QVERIFY(!report.written);
        QCOMPARE(picture(*c), before.picture); // no player Carol or Dan, no match g1…
        // A file whose rows are all well formed but one match breaks a rule set
        // (three players in a duel) is refused as a whole too.
        const ImportReport rule = c->interchange().importCsv(
            lines({"match,date,game,player,rank", "a,2024-03-01,Scrabble,Eve,1", "a,2024-03-01,Scrabble,Fay,2",
                   "b,2024-03-02,Scrabble,Eve,1", "b,2024-03-02,Scrabble,Fay,2", "b,2024-03-02,Scrabble,Gus,3"}),
            false);
        QCOMPARE(rule.problems.size(), 1);
        QCOMPARE(rule.problems.first().line, 4);
        QVERIFY2(rule.problems.first().message.contains(QStringLiteral("'b'")),
                 qPrintable(rule.problems.first().toString()));
        QVERIFY(!rule.written);
        QCOMPARE(picture(*c), before.picture);
    }
    compareBytes(scratch, before);
    if (!scratch.isPostgresql()) {
        QVERIFY(!QFileInfo::exists(scratch.location() + QStringLiteral("-wal")));
    }
    // The same file without the bad date imports all ten matches.
    csv.replace("2024-02-30", "2024-02-27");
    PALMARES_REOPENED(c, scratch);
    const ImportReport report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    QVERIFY(report.written);
    QCOMPARE(report.matches, 10);
    QCOMPARE(report.rows, 20);
    QCOMPARE(report.newPlayers, (QStringList{u8("Carol"), u8("Dan")}));
    QCOMPARE(ratings(*c, QStringLiteral("Scrabble")).size(), 4);
    PALMARES_CHECKED(*c);
}

void TestImport::errorsNameLineAndColumn()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("EXIST-7"), QStringLiteral("Scrabble"), when(2024, 1, 1), u8("Alice"), u8("Bob")));
    const QStringList before = picture(*c);
    // The columns in an unusual order: game is column 3, match column 5.
    const ImportReport report =
        c->interchange().importCsv(lines({"player,rank,game,date,match",         // line 1
                                          "Alice,1,Scrabble,2024-04-01,OK1",     // 2
                                          "Bob,2,Scrabble,2024-04-01,OK1",       // 3
                                          "Alice,1,Chess,2024-04-02,BAD1",       // 4: no such game
                                          "Bob,2,Chess,2024-04-02,BAD1",         // 5
                                          "Alice,1,Scrabble,2024-04-03,EXIST-7", // 6: identifier taken
                                          "Bob,2,Scrabble,2024-04-03,EXIST-7"}),
                                   false);
    QCOMPARE(located(report), (QStringList{QStringLiteral("4:3:game"), QStringLiteral("6:5:match")}));
    QVERIFY2(report.problems[0].message.contains(QStringLiteral("Chess")), qPrintable(report.problems[0].toString()));
    QVERIFY2(report.problems[1].message.contains(QStringLiteral("EXIST-7")), qPrintable(report.problems[1].toString()));
    QVERIFY2(report.problems[1].toString().startsWith(QStringLiteral("line 6, column 5")),
             qPrintable(report.problems[1].toString()));
    QVERIFY(!report.written);
    QCOMPARE(report.matchesPerGame, (QMap<QString, int>()));
    QCOMPARE(picture(*c), before);
    QVERIFY(!c->explainer().explain(QStringLiteral("OK1"))); // the good match was not imported either
    // Column names are trimmed ("player, rank" is a valid header): same places.
    const ImportReport spaced = c->interchange().importCsv(
        lines({"player, rank , game,date , match", "Alice,1,Chess,2024-04-02,BAD1", "Bob,2,Chess,2024-04-02,BAD1",
               "Alice,1,Scrabble,2024-04-03,EXIST-7", "Bob,2,Scrabble,2024-04-03,EXIST-7"}),
        true);
    QCOMPARE(located(spaced), (QStringList{QStringLiteral("2:3:game"), QStringLiteral("4:5:match")}));
}

void TestImport::battleValuesNameLineAndColumn()
{
    // Issue 20, item 5: a morale lost above the morale, or no turn played,
    // is refused at its line and column, and nothing is imported.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("DSC"), System::EloDsc));
    const QStringList before = picture(*c);
    const ImportReport report =
        c->interchange().importCsv(lines({"match,date,game,player,morale,morale_lost,turns", // line 1
                                          "B1,2024-04-05,DSC,Frank,300,80,6",                // 2
                                          "B1,2024-04-05,DSC,Pascal,200,230,6",              // 3: lost > morale
                                          "B2,2024-04-12,DSC,Frank,300,80,0",                // 4: no turn
                                          "B2,2024-04-12,DSC,Pascal,200,130,0",              // 5
                                          "B3,2024-04-19,DSC,Frank,300,300,6",               // 6: routed, fine
                                          "B3,2024-04-19,DSC,Pascal,200,130,6"}),
                                   false);
    QCOMPARE(located(report), (QStringList{QStringLiteral("4:7:turns"), QStringLiteral("5:7:turns"),
                                           QStringLiteral("3:6:morale_lost")}));
    QVERIFY2(report.problems.last().toString().startsWith(QStringLiteral("line 3, column 6 (morale_lost): match 'B1'")),
             qPrintable(report.problems.last().toString()));
    QVERIFY2(report.problems.last().message.contains(QStringLiteral("the morale lost (230) is more than the initial "
                                                                    "morale (200)")),
             qPrintable(report.problems.last().message));
    QVERIFY2(report.problems.first().message.contains(QStringLiteral("turns must be at least 1")),
             qPrintable(report.problems.first().message));
    QVERIFY(!report.written);
    QCOMPARE(picture(*c), before);
}

void TestImport::atMostFiftyErrors()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    // 60 matches of a game the club does not have (column 3): 60 problems,
    // 50 reported; 60 matches with a bad date (column 2): the reader tells 50 too.
    QByteArray unknownGames = "match,date,game,player,rank\n";
    QByteArray badDates = "match,date,game,player,rank\n";
    for (int i = 1; i <= 60; ++i) {
        const QByteArray id = "m" + QByteArray::number(i);
        unknownGames += id + ",2024-01-01,Go,Alice,1\n" + id + ",2024-01-01,Go,Bob,2\n";
        badDates += id + ",yesterday,Scrabble,Alice,1\n" + id + ",yesterday,Scrabble,Bob,2\n";
    }
    for (const auto& [csv, column] : {std::pair{unknownGames, 3}, std::pair{badDates, 2}}) {
        const ImportReport report = c->interchange().importCsv(csv, false);
        QCOMPARE(report.problems.size(), 50);
        // Every one counted (issue 40): one a match, one a row with a bad date.
        QCOMPARE(report.problemCount, column == 3 ? 60 : 120);
        QCOMPARE(palmares::club::problemsCounted(report),
                 QStringLiteral("the first 50 of %1 problems").arg(report.problemCount));
        QCOMPARE(report.problems.first().line, 2);
        QVERIFY(!report.written);
        for (const Problem& p : report.problems) {
            QVERIFY2(p.line >= 2 && p.column == column, qPrintable(p.toString()));
        }
    }
    QCOMPARE(ratings(*c, QStringLiteral("Scrabble")), QStringList());
}

void TestImport::dryRunWritesNothing()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Bataille"), System::EloDsc));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Alice")));
    const QStringList before = picture(*c);
    const QByteArray csv = lines({
        "match,date,game,player,rank,void,duration_min,outcome",
        "D1,2024-04-01,Scrabble,Alice,1,,,",
        "D1,2024-04-01,Scrabble, Bob ,2,,,",
        "D2,2024-04-02T20:30,Scrabble,Alice,1,1,,", // void: kept unrated
        "D2,2024-04-02T20:30,Scrabble,Carol,2,1,,",
        "D3,2024-04-03,Bataille,Bob,1,,120,VT", // 120 minutes: too short to be rated
        "D3,2024-04-03,Bataille,Dan,2,,120,VT",
        "D4,2024-04-04,Bataille,Carol,1,,240,V",
        "D4,2024-04-04,Bataille,Dan,2,,240,V",
    });
    const ImportReport dry = c->interchange().importCsv(csv, true);
    QVERIFY2(dry.problems.isEmpty(), qPrintable(problemsText(dry.problems)));
    QVERIFY(!dry.written);
    QCOMPARE(dry.rows, 8);
    QCOMPARE(dry.matches, 4);
    QCOMPARE(dry.newPlayers, (QStringList{u8("Bob"), u8("Carol"), u8("Dan")}));
    QCOMPARE(dry.matchesPerGame,
             (QMap<QString, int>{{QStringLiteral("Bataille"), 2}, {QStringLiteral("Scrabble"), 2}}));
    QCOMPARE(dry.unrated, (QList<QPair<QString, QString>>{{QStringLiteral("D2"), QStringLiteral("void")},
                                                          {QStringLiteral("D3"), QStringLiteral("too-short")}}));
    QCOMPARE(picture(*c), before);
    Status status;
    status = c->explainer().explain(QStringLiteral("D1")).status();
    QVERIFY(!status.ok());

    // For real: the same report, and the identifiers of the file are the club's.
    const ImportReport done = c->interchange().importCsv(csv, false);
    QVERIFY2(done.problems.isEmpty(), qPrintable(problemsText(done.problems)));
    QVERIFY(done.written);
    QCOMPARE(done.newPlayers, dry.newPlayers);
    QCOMPARE(done.matchesPerGame, dry.matchesPerGame);
    const auto reason = [&](const QString& code) {
        const auto x = c->explainer().explain(code);
        return x ? x->unratedReason : QStringLiteral("error: ") + x.status().toString();
    };
    QCOMPARE(reason(QStringLiteral("D1")), QString());
    QCOMPARE(reason(QStringLiteral("D2")), QStringLiteral("void"));
    QCOMPARE(reason(QStringLiteral("D3")), QStringLiteral("too-short"));
    QCOMPARE(reason(QStringLiteral("D4")), QString());
    const auto x = c->explainer().explain(QStringLiteral("D1"));
    QVERIFY2(x, qPrintable(x.status().toString()));
    QCOMPARE(x->playerNames, (QStringList{u8("Alice"), u8("Bob")}));
    QCOMPARE(x->changes.size(), 2);
    QCOMPARE(x->changes[0].change, 4.0); // 1000 vs 1000: round(8 × 0.5)
    QCOMPARE(x->playedAt, QStringLiteral("2024-04-01T00:00:00"));
    QCOMPARE(c->explainer().explain(QStringLiteral("D2"))->playedAt, QStringLiteral("2024-04-02T20:30:00"));
    // D4 (V, the winner 0.8) at 1400/1400: trunc(32 × 0.3) = 9.
    QCOMPARE(ratings(*c, QStringLiteral("Bataille")), (QStringList{u8("Carol 1409 (1)"), u8("Dan 1391 (1)")}));
    // Importing the same file again: every identifier is taken now.
    const ImportReport again = c->interchange().importCsv(csv, true);
    QCOMPARE(again.problems.size(), 4);
    QCOMPARE(located(again).first(), QStringLiteral("2:1:match"));
    PALMARES_CHECKED(*c);
}

void TestImport::exportThenImportRoundTrip()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(freshScratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(fresh, freshScratch);
    // All five rule sets; names with quotes and commas, accents, a formula and markup.
    const QString tarot = QStringLiteral("Tarot");
    const QString chess = u8("Échecs");
    const QString battle = QStringLiteral("Bataille, DSC");
    const QString scrabble = QStringLiteral("Scrabble \"duplicate\"");
    const QString belote = QStringLiteral("Belote");
    for (Club* club : {c.get(), fresh.get()}) {
        PALMARES_OK(
            club->catalogue().addGame(tarot, System::Niveau, {{QStringLiteral("experience"), QStringLiteral("10:5")}}));
        PALMARES_OK(club->catalogue().addGame(chess, System::EloProvisional,
                                              {{QStringLiteral("provisional_games"), QStringLiteral("2")}}));
        PALMARES_OK(club->catalogue().addGame(battle, System::EloDsc));
        PALMARES_OK(
            club->catalogue().addGame(scrabble, System::Fermi, {{QStringLiteral("max_gain"), QStringLiteral("12")}}));
        PALMARES_OK(club->catalogue().addGame(belote, System::Points));
    }
    const QString jean = u8("Jean \"le Grand\"");
    const QString marie = u8("Dupont, Marie");
    const QString eloise = u8("Éloïse Ñúñez");
    const QString formula = u8("=1+2");
    const QString markup = u8("<b>gras</b>");
    const QString obrien = u8("O'Brien; \"Sr\", Ltd");
    const QString zoe = u8("Zoë 李");

    const auto table = [&](const char* code, const QDateTime& at, int deals, QList<MatchDraft::Entry> entries) {
        MatchDraft d = draft(QString::fromUtf8(code), tarot, at, entries);
        d.deals = deals;
        return d;
    };
    MatchDraft::Entry leaver = scored(formula, 12.5);
    leaver.left = true;
    QList<MatchDraft> matches = {
        table(
            "T-1", when(2024, 2, 1, 20, 30), 12,
            {scored(jean, 120), scored(marie, 40.5), scored(eloise, -30), scored(formula, -60), scored(markup, -70.5)}),
        table("T-2", when(2024, 2, 8, 20, 30), 6, {scored(jean, 10), scored(zoe, 80), leaver, scored(marie, 0)}),
        table("T-3", when(2024, 2, 15), 20, {scored(obrien, 5), scored(eloise, 5), scored(zoe, 5)}),
        duel(QStringLiteral("E,1"), chess, when(2024, 2, 2), jean, marie),
        duel(QStringLiteral("E\"2\""), chess, when(2024, 2, 3), marie, eloise),
        draft(QStringLiteral("E 3"), chess, when(2024, 2, 4), {ranked(eloise, 1), ranked(jean, 1)}),
        duel(QStringLiteral("E-4"), chess, when(2024, 2, 5), jean, eloise),
        duel(QStringLiteral("E-5"), chess, when(2024, 2, 6), formula, jean),
        duel(u8("S-é1"), scrabble, when(2024, 2, 2, 14), markup, obrien),
        duel(QStringLiteral("S-2"), scrabble, when(2024, 2, 2, 14), obrien, zoe),
        duel(QStringLiteral("S-3"), scrabble, when(2024, 2, 9), zoe, markup),
        draft(QStringLiteral("BL-1"), belote, when(2024, 2, 10),
              {ranked(jean, 1), ranked(marie, 1), ranked(eloise, 2), ranked(zoe, 2)}),
        draft(QStringLiteral("BL-2"), belote, when(2024, 2, 11),
              {scored(formula, 162), scored(markup, 0), scored(obrien, 80)}),
    };
    MatchDraft voided = duel(QStringLiteral("S-4"), scrabble, when(2024, 2, 12), jean, zoe);
    voided.isVoid = true;
    MatchDraft left = duel(QStringLiteral("S-5"), scrabble, when(2024, 2, 13), zoe, jean);
    left.participants[0].left = true; // the winner on ranks left: counts as a loss
    MatchDraft vt = duel(QStringLiteral("B-1"), battle, when(2024, 2, 3), jean, marie);
    vt.outcome = Outcome::VT;
    MatchDraft morale = draft(QStringLiteral("B-2"), battle, when(2024, 2, 4), {});
    for (const auto& [name, initial, lost, list] : {std::tuple{eloise, 10.0, 2.7, u8("Gaulois \"Arvernes\", 1500 pts")},
                                                    std::tuple{jean, 10.0, 6.5, u8("Romains, légion XIII")}}) {
        MatchDraft::Entry e;
        e.player = name;
        e.morale = initial;
        e.moraleLost = lost;
        e.armyPoints = 1500;
        e.turns = 6;
        e.armyList = list;
        morale.participants << e;
    }
    morale.durationMin = 200;
    MatchDraft shortBattle = vt;
    shortBattle.code = QStringLiteral("B-3");
    shortBattle.playedAt = when(2024, 2, 5);
    shortBattle.durationMin = 90;
    MatchDraft uneven = morale;
    uneven.code = QStringLiteral("B-4");
    uneven.playedAt = when(2024, 2, 6);
    uneven.participants[1].armyPoints = 1200;
    matches << voided << left << vt << morale << shortBattle << uneven;
    // Entered out of order, as a secretary catching up would.
    std::reverse(matches.begin(), matches.end());
    for (const MatchDraft& d : std::as_const(matches)) {
        PALMARES_RECORD(*c, d);
    }
    PALMARES_CHECKED(*c);

    const QByteArray csv = exported(*c);
    QVERIFY2(!csv.startsWith("error"), csv.constData());
    const ImportReport report = fresh->interchange().importCsv(csv, false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    QVERIFY(report.written);
    QCOMPARE(report.matches, static_cast<int>(matches.size()));
    QCOMPARE(report.newPlayers.size(), 7);
    QVERIFY(report.newPlayers.contains(formula));
    QVERIFY(report.newPlayers.contains(obrien));

    for (const QString& game : {tarot, chess, battle, scrabble, belote}) {
        const QStringList standings = fullStandings(*c, game);
        QVERIFY2(standings.size() >= 3, qPrintable(game + QLatin1Char(' ') + standings.join(u'\n')));
        QCOMPARE(fullStandings(*fresh, game), standings);
        QCOMPARE(hallOfFame(*fresh, game, std::nullopt, std::nullopt, 9),
                 hallOfFame(*c, game, std::nullopt, std::nullopt, 9));
    }
    QCOMPARE(hallOfFame(*fresh, {}, std::nullopt, std::nullopt, 9), hallOfFame(*c, {}, std::nullopt, std::nullopt, 9));
    for (const QString& name : {jean, marie, eloise, formula, markup, obrien, zoe}) {
        QCOMPARE(history(*fresh, name), history(*c, name));
    }
    // Nothing lost on the way: the fresh club exports the very same file.
    QCOMPARE(exported(*fresh), csv);
    const auto reason = [](Club& club, const QString& code) {
        const auto x = club.explainer().explain(code);
        return x ? x->unratedReason : QStringLiteral("error: ") + x.status().toString();
    };
    for (Club* club : {c.get(), fresh.get()}) {
        QCOMPARE(reason(*club, QStringLiteral("S-4")), QStringLiteral("void"));
        QCOMPARE(reason(*club, QStringLiteral("B-3")), QStringLiteral("too-short"));
        QCOMPARE(reason(*club, QStringLiteral("B-4")), QStringLiteral("army-points-differ"));
        QCOMPARE(reason(*club, QStringLiteral("E\"2\"")), QString());
    }
    PALMARES_CHECKED(*fresh);
}

void TestImport::armyListTravels()
{
    // The army list's name of each side of a battle (a Palmarès extension
    // column, RATING_RULES.md): kept by recordMatch, matchDraft and
    // editMatch, imported from `army_list` when the file has it, exported
    // as the last column; it never changes a rating.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(freshScratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(fresh, freshScratch);
    const QString battle = QStringLiteral("DSC");
    for (Club* club : {c.get(), fresh.get()}) {
        PALMARES_OK(club->catalogue().addGame(battle, System::EloDsc));
    }
    const QString gauls = u8("Gaulois \"Vercingétorix\", 1500 pts");
    const QString romans = u8("Romains républicains; légion XIII");
    MatchDraft b1 = duel(QStringLiteral("B-1"), battle, when(2024, 3, 2, 14), u8("Frank"), u8("Pascal"));
    b1.outcome = Outcome::VP;
    b1.participants[0].armyList = QStringLiteral("  ") + gauls + QStringLiteral(" "); // trimmed when stored
    b1.participants[1].armyList = romans;
    MatchDraft b2 = duel(QStringLiteral("B-2"), battle, when(2024, 3, 9, 14), u8("Pascal"), u8("Frank"));
    b2.outcome = Outcome::AT; // no army list given
    PALMARES_RECORD(*c, b1);
    PALMARES_RECORD(*c, b2);

    auto d1 = c->resultBook().matchDraft(QStringLiteral("B-1"));
    QVERIFY2(d1, qPrintable(d1.status().toString()));
    QCOMPARE(d1->participants.size(), 2);
    QCOMPARE(d1->participants.at(0).armyList, gauls);
    QCOMPARE(d1->participants.at(1).armyList, romans);
    auto d2 = c->resultBook().matchDraft(QStringLiteral("B-2"));
    QVERIFY2(d2, qPrintable(d2.status().toString()));
    QCOMPARE(d2->participants.at(0).armyList, QString());
    QCOMPARE(d2->participants.at(1).armyList, QString());

    // Informational: the same battles without army lists rate the same.
    const QStringList rated = fullStandings(*c, battle);
    {
        MatchDraft bare = b1;
        bare.participants[0].armyList.clear();
        bare.participants[1].armyList.clear();
        PALMARES_RECORD(*fresh, bare);
        PALMARES_RECORD(*fresh, b2);
        QCOMPARE(fullStandings(*fresh, battle), rated);
    }

    // An edit changes the army lists and nothing else.
    MatchDraft edited = *d1;
    edited.participants[0].armyList = u8("Éduens, \"alliés\"");
    edited.participants[1].armyList.clear();
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("B-1"), edited));
    d1 = c->resultBook().matchDraft(QStringLiteral("B-1"));
    QVERIFY2(d1, qPrintable(d1.status().toString()));
    QCOMPARE(d1->participants.at(0).armyList, u8("Éduens, \"alliés\""));
    QCOMPARE(d1->participants.at(1).armyList, QString());
    QCOMPARE(fullStandings(*c, battle), rated);
    edited.participants[1].armyList = romans;
    edited.version = d1->version; // the version just read: an edit names it
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("B-1"), edited));
    PALMARES_CHECKED(*c);

    // Export: army_list last, quoted as RFC 4180 wants.
    const QByteArray csv = exported(*c);
    QVERIFY2(!csv.startsWith("error"), csv.constData());
    const QList<QByteArray> rows = csv.split('\n');
    QVERIFY2(rows.first().endsWith(",void,army_list\r"), rows.first().constData());
    QVERIFY2(rows.value(1).startsWith("B-1,") && rows.value(1).endsWith(",\"\xC3\x89"
                                                                        "duens, \"\"alli\xC3\xA9s\"\"\"\r"),
             rows.value(1).constData());
    QVERIFY2(rows.value(2).endsWith(",Romains r\xC3\xA9publicains; l\xC3\xA9gion XIII\r"), rows.value(2).constData());
    QVERIFY2(rows.value(3).startsWith("B-2,") && rows.value(3).endsWith(",\r"), rows.value(3).constData());

    // Import: the exported file into another club, and a file of the
    // interchange format without the column at all.
    PALMARES_SCRATCH(thirdScratch, backend);
    PALMARES_CLUB(third, thirdScratch);
    PALMARES_OK(third->catalogue().addGame(battle, System::EloDsc));
    const ImportReport report = third->interchange().importCsv(csv, false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    QVERIFY(report.written);
    d1 = third->resultBook().matchDraft(QStringLiteral("B-1"));
    QVERIFY2(d1, qPrintable(d1.status().toString()));
    QCOMPARE(d1->participants.at(0).armyList, u8("Éduens, \"alliés\""));
    QCOMPARE(d1->participants.at(1).armyList, romans);
    QCOMPARE(fullStandings(*third, battle), rated);
    QCOMPARE(exported(*third), csv);

    const QByteArray without = lines({"match,date,game,player,rank,outcome", "B-3,2024-03-16T14:00,DSC,Frank,1,V",
                                      "B-3,2024-03-16T14:00,DSC,Pascal,2,V"});
    const ImportReport plain = third->interchange().importCsv(without, false);
    QVERIFY2(plain.problems.isEmpty(), qPrintable(problemsText(plain.problems)));
    auto d3 = third->resultBook().matchDraft(QStringLiteral("B-3"));
    QVERIFY2(d3, qPrintable(d3.status().toString()));
    QCOMPARE(d3->participants.at(0).armyList, QString());
    QCOMPARE(d3->participants.at(1).armyList, QString());
    const QByteArray with =
        lines({"army_list,match,date,game,player,rank,outcome", " Arvernes ,B-4,2024-03-23T14:00,DSC,Frank,2,V",
               "\"Nerviens, \"\"Boduognatos\"\"\",B-4,2024-03-23T14:00,DSC,Pascal,1,V"});
    const ImportReport listed = third->interchange().importCsv(with, false);
    QVERIFY2(listed.problems.isEmpty(), qPrintable(problemsText(listed.problems)));
    auto d4 = third->resultBook().matchDraft(QStringLiteral("B-4"));
    QVERIFY2(d4, qPrintable(d4.status().toString()));
    QCOMPARE(d4->participants.at(0).armyList, QStringLiteral("Arvernes"));
    QCOMPARE(d4->participants.at(1).armyList, u8("Nerviens, \"Boduognatos\""));
    PALMARES_CHECKED(*third);
}

void TestImport::lateProblemsLeaveTheClubUnchanged()
{
    // Problems far into a file (after thousands of good matches, the
    // writing could already be under way): each is reported where it is,
    // and the club is left as it was, to the byte for a SQLite file.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2023, 1, 1), before);
    const int count = 3000;
    QByteArray csv = duels(count);
    // Match 2400 takes the club's identifier "old"; the last one names a game
    // the club has not.
    csv.replace("\nm2400,", "\nold,");
    const qsizetype last = csv.lastIndexOf(",Scrabble,P");
    csv.replace(last, 9, ",Scrabbel");
    const qsizetype beforeLast = csv.lastIndexOf(",Scrabble,P", last - 1);
    csv.replace(beforeLast, 9, ",Scrabbel");
    {
        PALMARES_REOPENED(c, scratch);
        const ImportReport report = c->interchange().importCsv(csv, false);
        QCOMPARE(located(report),
                 (QStringList{QStringLiteral("4800:1:match"), QStringLiteral("%1:3:game").arg(2 * count)}));
        QVERIFY2(report.problems.last().message.contains(QStringLiteral("Scrabbel")),
                 qPrintable(report.problems.last().toString()));
        QVERIFY(!report.written);
        QCOMPARE(picture(*c), before.picture);
    }
    compareBytes(scratch, before);
}

void TestImport::newPlayersTakeIdsInNameOrder()
{
    // The new players of a file are added in name order, whatever the
    // order of the rows: their ids say so.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Marc")));
    const ImportReport report = c->interchange().importCsv(lines({
                                                               "match,date,game,player,rank",
                                                               "a,2024-03-01,Scrabble,Zoé,1",
                                                               "a,2024-03-01,Scrabble,Marc,2",
                                                               "b,2024-03-02,Scrabble,bob,1",
                                                               "b,2024-03-02,Scrabble,Émile,2",
                                                               "c,2024-03-03,Scrabble,Alice,1",
                                                               "c,2024-03-03,Scrabble,Bob,2",
                                                           }),
                                                           false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    const auto players = c->roster().players();
    QVERIFY2(players, qPrintable(players.status().toString()));
    QList<palmares::club::Player> byId = *players;
    std::sort(byId.begin(), byId.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    QStringList names;
    for (const auto& p : byId) {
        names << p.name;
    }
    QCOMPARE(names, (QStringList{u8("Marc"), u8("Alice"), u8("Bob"), u8("Zoé"), u8("bob"), u8("Émile")}));
}

void TestImport::cancelDuringTheReratingLeavesTheClubUnchanged()
{
    // Cancelled from the progress of the re-rating, once the matches are
    // written: nothing of the import stays.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2023, 1, 1), before);
    const QByteArray csv = duels(2000);
    {
        PALMARES_REOPENED(c, scratch);
        qint64 cancelledAt = -1;
        qint64 cancelledOf = -1;
        // The writing tells its progress first (theWritingTellsItsProgress);
        // the re-rating's starts again from the beginning.
        qint64 last = 0;
        bool rerating = false;
        c->setProgress([&](qint64 done, qint64 total) {
            rerating = rerating || done < last;
            last = done;
            if (!rerating || done < 1000) {
                return true;
            }
            cancelledAt = done;
            cancelledOf = total;
            return false;
        });
        const ImportReport report = c->interchange().importCsv(csv, false);
        QVERIFY(cancelledAt >= 1000);
        QVERIFY(cancelledOf >= 2000);
        QVERIFY(!report.written);
        QVERIFY(!report.problems.isEmpty());
        QCOMPARE(picture(*c), before.picture);
        PALMARES_CHECKED(*c);
    }
    compareBytes(scratch, before);
    // Not cancelled, the same file imports.
    importsWhole(scratch, csv, 2000);
}

void TestImport::cacheAfterAnImportIsARebuilds()
{
    // The rating cache an import writes (checkpoints every 5 matches, a fresh
    // start, a file after the club's matches, then two back-dated among them) is what a
    // rebuild writes: check() finds nothing, and a rebuild changes nothing
    // anybody can see.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    c->setCheckpointInterval(5);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    // Ratings start afresh on 2024-07-01: a re-rating resuming after that
    // day keeps only who has played since, by the dates the checkpoint holds.
    PALMARES_OK(c->seasons().add(QStringLiteral("2024-2025"), QDate(2024, 7, 1), QDate(2025, 6, 30)));
    PALMARES_OK(c->catalogue().setFreshStartEachSeason(QStringLiteral("Scrabble"), true));
    const QList<QByteArray> rows = duels(600).split('\n');
    QByteArray later = rows.first() + '\n';
    QByteArray earlier = later;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        if (!rows[i].isEmpty()) {
            // Matches 1…199 back-dated after 200…600.
            (rows[i].split(',').first().mid(1).toInt() < 200 ? earlier : later) += rows[i] + '\n';
        }
    }
    // A player who stops playing early: a later re-rating that resumes from a
    // checkpoint takes his last date played from it.
    const auto at = [](int day) -> QByteArray {
        return QDate(2024, 1, 1).addDays(day).toString(Qt::ISODate).toUtf8() + "T12:00";
    };
    for (const int day : {250, 260}) {
        const QByteArray code = "r" + QByteArray::number(day);
        later += code + "," + at(day) + ",Scrabble,Rare,1\n" + code + "," + at(day) + ",Scrabble,P0,2\n";
    }
    const QByteArray backDated =
        QByteArray("match,date,game,player,rank\nx1,") + at(450) + ",Scrabble,P1,1\nx1," + at(450) + ",Scrabble,P2,2\n";
    for (const QByteArray& file : {later, earlier, backDated}) {
        const ImportReport report = c->interchange().importCsv(file, false);
        QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
        PALMARES_CHECKED(*c);
    }
    QStringList imported = picture(*c);
    for (int i = 0; i < 10; ++i) {
        imported << history(*c, QStringLiteral("P%1").arg(i));
    }
    imported << ratings(*c, QStringLiteral("Scrabble"), QDate(2024, 6, 1));
    PALMARES_OK(c->maintenance().rebuild());
    QStringList rebuilt = picture(*c);
    for (int i = 0; i < 10; ++i) {
        rebuilt << history(*c, QStringLiteral("P%1").arg(i));
    }
    rebuilt << ratings(*c, QStringLiteral("Scrabble"), QDate(2024, 6, 1));
    QCOMPARE(imported, rebuilt);
    PALMARES_CHECKED(*c);
}

namespace {

/// What a report tells besides whether it was written.
QStringList told(const ImportReport& report)
{
    QStringList out = located(report);
    for (const Problem& p : report.problems) {
        out << p.message;
    }
    out << QStringLiteral("new: ") + report.newPlayers.join(QLatin1Char('|'));
    for (const auto& duplicate : report.possibleDuplicates) {
        QStringList names;
        for (const auto& spelling : duplicate.names) {
            names << QStringLiteral("%1@%2").arg(spelling.name).arg(spelling.line);
        }
        out << QStringLiteral("duplicate: ") + names.join(QLatin1Char('|'));
    }
    for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
        out << QStringLiteral("%1: %2").arg(it.key()).arg(*it);
    }
    out << QStringLiteral("closed: ") + report.closedSeasons.join(QLatin1Char('|'));
    out << QStringLiteral("%1 rows, %2 matches").arg(report.rows).arg(report.matches);
    return out;
}

/// Matches enough for the import's many batches (512 matches each), more
/// than wait for the writing at once: the rows are written while the
/// checks go on.
constexpr int ManyBatches = 6000;

} // namespace

void TestImport::problemsInTheLastBatchAreTheDryRuns()
{
    // Problems found only in the last batch of the file, once most of it is
    // written: the report is a dry run's (the one-thread checks'), to the
    // problem, the new players and the lookalikes, and the club is left as
    // it was, to the byte for a SQLite file.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2023, 1, 1), before);
    QByteArray good = duels(ManyBatches);
    // A new player who looks like one of the club's ("alice"), early on.
    good.replace("m7,2024-01-08,Scrabble,P7,1", "m7,2024-01-08,Scrabble,alice,1");
    QByteArray csv = good;
    // The last match: a player's name with a zero-width space, and the
    // one before takes the club's identifier.
    const qsizetype last = csv.lastIndexOf(",Scrabble,P");
    csv.insert(last + 11, "\xE2\x80\x8B");
    csv.replace(QByteArray(QByteArray("\nm") + QByteArray::number(ManyBatches - 1) + ","), "\nold,");
    {
        PALMARES_REOPENED(c, scratch);
        const ImportReport dry = c->interchange().importCsv(csv, true);
        const ImportReport report = c->interchange().importCsv(csv, false);
        QVERIFY(!report.written);
        QCOMPARE(located(report), (QStringList{QStringLiteral("%1:1:match").arg(2 * ManyBatches - 2),
                                               QStringLiteral("%1:4:player").arg(2 * ManyBatches + 1)}));
        QCOMPARE(told(report), told(dry));
        QVERIFY(!report.possibleDuplicates.isEmpty());
        QCOMPARE(picture(*c), before.picture);
    }
    compareBytes(scratch, before);
    // The same file without its problems: the report of its dry run, written.
    PALMARES_REOPENED(c, scratch);
    const ImportReport goodDry = c->interchange().importCsv(good, true);
    const ImportReport written = c->interchange().importCsv(good, false);
    QVERIFY2(written.written, qPrintable(problemsText(written.problems)));
    QCOMPARE(told(written), told(goodDry));
    QVERIFY(written.newPlayers.contains(QStringLiteral("alice")));
    PALMARES_CHECKED(*c);
}

void TestImport::theWritingTellsItsProgress()
{
    // The club's watcher hears of the writing of the matches (a batch at a
    // time, up to all of them), then of the re-rating.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    QList<std::pair<qint64, qint64>> heard;
    c->setProgress([&](qint64 done, qint64 total) {
        heard.append({done, total});
        return true;
    });
    const ImportReport report = c->interchange().importCsv(duels(ManyBatches), false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    const auto all = std::find(heard.cbegin(), heard.cend(), std::pair<qint64, qint64>{ManyBatches, ManyBatches});
    QVERIFY(all != heard.cend());
    const auto writing = static_cast<qsizetype>(all - heard.cbegin()) + 1;
    QVERIFY2(writing >= 5, qPrintable(QString::number(writing)));
    for (qsizetype i = 1; i < writing; ++i) {
        QVERIFY(heard[i].first > heard[i - 1].first);
    }
    QVERIFY(heard.size() > writing); // then the re-rating's
    QVERIFY(heard[writing].first < heard[writing - 1].first);
}

void TestImport::cancelWhileTheFileIsBeingCheckedLeavesTheClubUnchanged()
{
    // Cancelled at the first batch written, the checking thread mid-file:
    // nothing of the import stays, and the same file then imports.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2023, 1, 1), before);
    const QByteArray csv = duels(ManyBatches);
    {
        PALMARES_REOPENED(c, scratch);
        qint64 cancelledAt = -1;
        c->setProgress([&](qint64 done, qint64) {
            cancelledAt = done;
            return false;
        });
        const ImportReport report = c->interchange().importCsv(csv, false);
        // At the first batch written (512 matches; the re-rating tells its
        // progress every 256).
        QCOMPARE(cancelledAt, 512);
        QVERIFY(!report.written);
        QCOMPARE(report.problems.size(), 1);
        QVERIFY2(report.problems.first().message.contains(QStringLiteral("cancelled")),
                 qPrintable(problemsText(report.problems)));
        QCOMPARE(picture(*c), before.picture);
        PALMARES_CHECKED(*c);
    }
    compareBytes(scratch, before);
    importsWhole(scratch, csv, ManyBatches);
}

void TestImport::cacheAfterAnImportOfManyBatchesIsARebuilds()
{
    // An import of many batches, in two games and out of date order,
    // leaves the ratings a rebuild gives.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    c->setCheckpointInterval(100);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    QList<QByteArray> rows = duels(ManyBatches).split('\n');
    QByteArray csv = rows.takeFirst() + '\n';
    std::reverse(rows.begin(), rows.end());
    for (const QByteArray& row : std::as_const(rows)) {
        if (!row.isEmpty()) {
            QByteArray line = row;
            if (row.split(',').first().mid(1).toInt() % 3 == 0) {
                line.replace(",Scrabble,", ",Chess,");
            }
            csv += line + '\n';
        }
    }
    const ImportReport report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    QCOMPARE(report.matchesPerGame.value(QStringLiteral("Chess")), ManyBatches / 3);
    PALMARES_CHECKED(*c);
    // The standings, and every player's history.
    const auto shown = [&] {
        QStringList out = picture(*c);
        for (int i = 0; i < 10; ++i) {
            out << history(*c, QStringLiteral("P%1").arg(i));
        }
        return out;
    };
    const QStringList imported = shown();
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(shown(), imported);
}

void TestImport::aStreamedFileImportsAsWhole()
{
    // A file read as a stream (a QFile, chunks of a megabyte) gives the club
    // what the file gives read whole: the same matches and rows as the
    // whole file's reader, the same club as the file imported in chunks of
    // 4,093 bytes with its matches re-rated from the rows read back (what a
    // file of more matches than the import holds gets), and a rebuild
    // changes nothing.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_SCRATCH(referenceScratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_CLUB(reference, referenceScratch);
    for (Club* club : {c.get(), reference.get()}) {
        PALMARES_OK(club->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*club, duel(QStringLiteral("old"), QStringLiteral("Scrabble"), when(2024, 1, 1),
                                    QStringLiteral("P3"), QStringLiteral("P7")));
    }
    const int count = 25000;
    const QByteArray csv = streamedLeague(count);
    QVERIFY(csv.size() > 2 * palmares::csv::ResultsStream::DefaultChunkSize);
    const QString path = fileOf(scratch, csv);
    QVERIFY(!path.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ImportReport streamed = c->interchange().importCsv(file, false);
    QVERIFY2(streamed.written, qPrintable(problemsText(streamed.problems)));

    ImportSetup cut;
    cut.chunkSize = 4093;
    cut.heldMatches = 0;
    const ImportReport inChunks = reference->interchange().importCsv(csv, false, cut);
    QVERIFY2(inChunks.written, qPrintable(problemsText(inChunks.problems)));

    const palmares::csv::CsvParseResult whole = palmares::csv::ResultsCsv::read(csv);
    QVERIFY(whole.ok());
    QCOMPARE(streamed.matches, count);
    QCOMPARE(streamed.matches, whole.matches.size());
    QCOMPARE(streamed.rows, whole.rowCount);
    QCOMPARE(streamed.newPlayers.size(), 198); // P3 and P7 were there
    QCOMPARE(reportOf(inChunks), reportOf(streamed));
    const QStringList imported = picture(*c);
    QCOMPARE(imported, picture(*reference));
    QCOMPARE(history(*c, u8("Zo\xC3\xA9 4")), history(*reference, u8("Zo\xC3\xA9 4")));
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(picture(*c), imported);
    // Read again, the file is taken: every identifier, the quoted ones too.
    const ImportReport again = c->interchange().importCsv(file, true);
    QCOMPARE(again.problems.size(), 50);
    QCOMPARE(again.problems.first().line, 2);
}

void TestImport::aBadLastLineImportsNothing_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("bad");
    QTest::addColumn<bool>("lastLineBreak");
    for (const QString& backend : backends()) {
        QTest::addRow("%s, a cell", qPrintable(backend)) << backend << QStringLiteral("cell") << true;
        QTest::addRow("%s, a cell, no line break at the end", qPrintable(backend))
            << backend << QStringLiteral("cell") << false;
        QTest::addRow("%s, a game", qPrintable(backend)) << backend << QStringLiteral("game") << true;
        QTest::addRow("%s, a match of one row", qPrintable(backend)) << backend << QStringLiteral("one row") << true;
    }
}

void TestImport::aBadLastLineImportsNothing()
{
    // Tens of thousands of good matches, written while the file is read,
    // then a problem on the very last line: a cell the reader refuses, a
    // game the club has not (its match on the last two lines), a match of
    // one row. Nothing is imported, the problem is told at its line and
    // column as by a dry run, and the club is left as it was, to the byte.
    QFETCH(QString, backend);
    QFETCH(QString, bad);
    QFETCH(bool, lastLineBreak);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_ONE_MATCH_CLUB(scratch, when(2023, 1, 1), before);
    QByteArray csv = streamedLeague(20001); // the last match not quoted: one line a row
    const int lines = static_cast<int>(csv.count('\n'));
    QString expected;
    if (bad == QLatin1String("cell")) {
        csv.chop(3);
        csv += "x\r\n";
        expected = QStringLiteral("%1:5:rank").arg(lines);
    } else if (bad == QLatin1String("game")) {
        const qsizetype last = csv.lastIndexOf(",Scrabble,");
        csv.replace(last, 10, ",Scrabbel,");
        csv.replace(csv.lastIndexOf(",Scrabble,", last), 10, ",Scrabbel,");
        expected = QStringLiteral("%1:3:game").arg(lines - 1);
    } else {
        csv.truncate(csv.lastIndexOf('\n', csv.size() - 2) + 1);
        expected = QStringLiteral("%1:1:match").arg(lines - 1);
    }
    if (!lastLineBreak) {
        csv.chop(2);
    }
    const QString path = fileOf(scratch, csv);
    QVERIFY(!path.isEmpty());
    {
        PALMARES_REOPENED(c, scratch);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ImportReport report = c->interchange().importCsv(file, false);
        QVERIFY(!report.written);
        QCOMPARE(located(report), QStringList{expected});
        const ImportReport dry = c->interchange().importCsv(file, true);
        QCOMPARE(located(dry), located(report));
        QCOMPARE(dry.problems.first().message, report.problems.first().message);
        QCOMPARE(picture(*c), before.picture);
    }
    compareBytes(scratch, before);
}

void TestImport::problemsAcrossChunkBoundaries()
{
    // The file cut at every byte: a quoted identifier with a CRLF inside, a
    // quoted army list over two lines, two-, three- and four-byte UTF-8
    // characters, CRLF and a lone CR cut between their bytes. Every cut
    // tells the same problems at the same lines and columns, the reader's
    // and the checks' alike; and the file without them imports the same.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    const QByteArray good =
        "\xEF\xBB\xBFmatch,date,game,player,rank,army_list\r\n"                                    // 1
        "\"a\r\nb\",2024-03-01,Scrabble,Zo\xC3\xA9 \xE6\xBC\xA2,1,\"L\xC3\xA9gion \"\"X\"\"\"\r\n" // 2-3
        "\"a\r\nb\",2024-03-01,Scrabble,\xF0\x9F\x8E\xB2,2,\r\n"                                   // 4-5
        "c,2024-03-02,Scrabble,Zo\xC3\xA9 \xE6\xBC\xA2,1,\r\n"                                     // 6
        "c,2024-03-02,Scrabble,\xC3\x9Cnal,2,\r"                                                   // 7
        "d,2024-03-03,Scrabble,\xC3\x9Cnal,1,\n"                                                   // 8
        "d,2024-03-03,Scrabble,Zo\xC3\xA9 \xE6\xBC\xA2,2,\r\n";                                    // 9
    // Then: a rank the reader refuses, a game the club has not, a player
    // twice in a match (told by the checks once the reader's problems are
    // known: here the reader's).
    const QByteArray bad = good + "e,2024-03-04,Scrabble,\xF0\x9F\x8E\xB2,x,\r\n" // 10
                                  "e,2024-03-04,Scrabble,\xC3\x9Cnal,2,\r\n"      // 11
                                  "f,2024-03-05,Scrabbel,\xF0\x9F\x8E\xB2,1,\r\n" // 12
                                  "f,2024-03-05,Scrabbel,\xC3\x9Cnal,2,\r\n";     // 13
    const QStringList expected{QStringLiteral("10:5:rank"), QStringLiteral("12:3:game")};
    const ImportReport whole = c->interchange().importCsv(bad, true);
    QCOMPARE(located(whole), expected);
    // Without the reader's problem, the checks alone, as the file streams.
    QByteArray checksOnly = bad;
    checksOnly.replace(",x,", ",1,");
    const ImportReport wholeChecks = c->interchange().importCsv(checksOnly, true);
    QCOMPARE(located(wholeChecks), QStringList{QStringLiteral("12:3:game")});
    const ImportReport wholeGood = c->interchange().importCsv(good, true);
    QVERIFY2(wholeGood.problems.isEmpty(), qPrintable(problemsText(wholeGood.problems)));
    for (qsizetype chunk = 1; chunk <= good.size() + 1; ++chunk) {
        ImportSetup setup;
        setup.chunkSize = chunk;
        for (const auto& [csv, reference] : {std::pair{bad, whole}, std::pair{checksOnly, wholeChecks}}) {
            const ImportReport cut = c->interchange().importCsv(csv, true, setup);
            QCOMPARE(located(cut), located(reference));
            QCOMPARE(problemsText(cut.problems), problemsText(reference.problems));
        }
        QCOMPARE(reportOf(c->interchange().importCsv(good, true, setup)), reportOf(wholeGood));
    }
    // Imported for real, cut in chunks of 3 bytes, as read whole.
    PALMARES_SCRATCH(otherScratch, backend);
    PALMARES_CLUB(other, otherScratch);
    PALMARES_OK(other->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    ImportSetup three;
    three.chunkSize = 3;
    QVERIFY(c->interchange().importCsv(good, false).written);
    QVERIFY(other->interchange().importCsv(good, false, three).written);
    QCOMPARE(picture(*other), picture(*c));
    auto b = other->resultBook().matchDraft(QStringLiteral("a\r\nb"));
    QVERIFY2(b, qPrintable(b.status().toString()));
    QCOMPARE(b->participants.at(0).armyList, u8("L\xC3\xA9gion \"X\""));
}

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"

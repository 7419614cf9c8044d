// Events through palmares-cli (issue 42), scriptable end to end: an event
// added, players entered from a file, a round paired and printed as CSV
// (one row per seat), its results imported with the event, round and table
// columns, the standings, the next round; what is refused says where and
// leaves the club file as it was; the results exported carry their tables;
// a tournament report file written and read into another club gives the
// same standings; the standings after a round (--round) and their refusals.

#include "clitest.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

const QString Open = QStringLiteral("Open");

/// A round printed by `event pair --format csv`: round, table, seat, player.
struct Seat {
    int round = 0;
    int table = 0;
    int seat = 0;
    QString player;
    QString result; ///< "bye", a forfeit won or lost, the match's code, a bye asked for
};

QList<Seat> seatsOf(const CliRun& r, QString& problem)
{
    const QList<QStringList> rows = parseCsv(r.outText(), problem);
    QList<Seat> seats;
    if (!problem.isEmpty() || rows.isEmpty() ||
        rows.first() != QStringList{QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                                    QStringLiteral("player"), QStringLiteral("result")}) {
        problem += QStringLiteral(" unexpected header");
        return seats;
    }
    for (qsizetype i = 1; i < rows.size(); ++i) {
        seats.append(Seat{rows[i][0].toInt(), rows[i][1].toInt(), rows[i][2].toInt(), rows[i][3], rows[i][4]});
    }
    return seats;
}

/// The results file of a round: on each board the first seat wins (the
/// bye, table 0, has no result).
QByteArray firstSeatsWin(const QList<Seat>& seats, const QString& day)
{
    QByteArray csv = "match,date,game,player,rank,event,round,table\n";
    for (const Seat& s : seats) {
        if (s.table == 0) {
            continue;
        }
        csv += QStringLiteral("R%1T%2,%3T20:00,Chess,%4,%5,%6,%1,%2\n")
                   .arg(s.round)
                   .arg(s.table)
                   .arg(day, s.player)
                   .arg(s.seat)
                   .arg(Open)
                   .toUtf8();
    }
    return csv;
}

/// The rows of a command's output as CSV (`--format csv` added); empty,
/// with a warning saying why, when it fails.
QList<QStringList> csvRows(const QString& db, QStringList args)
{
    args << QStringLiteral("--format") << QStringLiteral("csv");
    const CliRun r = inClub(db, args);
    QString problem;
    QList<QStringList> rows = r.code == 0 ? parseCsv(r.outText(), problem) : QList<QStringList>{};
    if (r.code != 0 || !problem.isEmpty()) {
        qWarning("%s %s", qPrintable(describe(args, r)), qPrintable(problem));
        return {};
    }
    return rows;
}

} // namespace

class TestCliEvents : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_files.isValid()); }
    void aSwissFromEntryToStandings();
    void refusalsSayWhereAndChangeNothing();
    void tournamentReportRoundTrip();
    void printedPairingsStandingsAndScoreSheets();
    void reportChoosesWhatItPrints();
    void forfeitsAndByes();
    void standingsAfterARound();

private:
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }
    bool writeFile(const QString& name, const QByteArray& bytes) const
    {
        QFile f(path(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    /// A club with a chess game and the event Open (Swiss, 3 rounds) with
    /// six players entered from a file; empty on failure.
    QString clubWithOpen(const QString& name);
    QTemporaryDir m_files;
};

QString TestCliEvents::clubWithOpen(const QString& name)
{
    const QString db = path(name);
    if (!writeFile(name + QStringLiteral(".players"),
                   u("# the entries\nAmélie Durand\nBruno Petit\n\nCamille Moreau\nDenis Garnier\nÉlise Roux\n"
                     "Fabien Leroy\n")
                       .toUtf8())) {
        return {};
    }
    const QList<QStringList> steps{
        {QStringLiteral("init")},
        {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Chess"), QStringLiteral("--system"),
         QStringLiteral("elo-provisional")},
        {QStringLiteral("event"), QStringLiteral("add"), Open, QStringLiteral("--game"), QStringLiteral("Chess"),
         QStringLiteral("--from"), QStringLiteral("2026-12-19"), QStringLiteral("--to"), QStringLiteral("2026-12-20"),
         QStringLiteral("--pairing"), QStringLiteral("swiss"), QStringLiteral("--rounds"), QStringLiteral("3")},
        {QStringLiteral("event"), QStringLiteral("enter"), Open, QStringLiteral("--players-from"),
         path(name + QStringLiteral(".players")), QStringLiteral("--new-players")}};
    for (const QStringList& args : steps) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            qWarning("%s", qPrintable(describe(args, r)));
            return {};
        }
    }
    return db;
}

void TestCliEvents::aSwissFromEntryToStandings()
{
    const QString db = clubWithOpen(QStringLiteral("swiss.db"));
    QVERIFY(!db.isEmpty());
    const QStringList pair{QStringLiteral("event"), QStringLiteral("pair"), Open, QStringLiteral("--format"),
                           QStringLiteral("csv")};
    CliRun r = inClub(db, pair);
    QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
    QString problem;
    QList<Seat> seats = seatsOf(r, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Equal ratings: the order is the names' (Élise between Denis and
    // Fabien). The Dutch system's round 1: 1-4, 5-2, 3-6, white alternating.
    QStringList boards;
    for (qsizetype i = 0; i + 1 < seats.size(); i += 2) {
        boards << seats[i].player + QLatin1Char('-') + seats[i + 1].player;
    }
    QCOMPARE(boards, us({"Amélie Durand-Denis Garnier", "Élise Roux-Bruno Petit", "Camille Moreau-Fabien Leroy"}));

    QSet<QString> met;
    for (int round = 1; round <= 3; ++round) {
        if (round > 1) {
            r = inClub(db, pair);
            QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
            seats = seatsOf(r, problem);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        QCOMPARE(seats.size(), 6);
        for (qsizetype i = 0; i + 1 < seats.size(); i += 2) {
            QCOMPARE(seats[i].table, seats[i + 1].table);
            QStringList two{seats[i].player, seats[i + 1].player};
            two.sort();
            QVERIFY2(!met.contains(two.join(u'|')), qPrintable(two.join(u'|')));
            met.insert(two.join(u'|'));
        }
        const QString file = QStringLiteral("round%1.csv").arg(round);
        QVERIFY(writeFile(file, firstSeatsWin(seats, QStringLiteral("2026-12-19"))));
        const QStringList import{QStringLiteral("import"), path(file)};
        r = inClub(db, import);
        QVERIFY2(r.code == 0, qPrintable(describe(import, r)));
    }
    // Nine games, 1 point each: the standings' points add up to 9, with
    // the tie-breaks as columns.
    const QStringList standings{QStringLiteral("event"), QStringLiteral("standings"), Open, QStringLiteral("--format"),
                                QStringLiteral("csv")};
    r = inClub(db, standings);
    QVERIFY2(r.code == 0, qPrintable(describe(standings, r)));
    const QList<QStringList> rows = parseCsv(r.outText(), problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(rows.first(),
             us({"rank", "player", "number", "points", "BH-C1", "BH", "SB", "PS", "DE", "WIN", "played"}));
    double total = 0;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        total += rows[i][3].toDouble();
        QCOMPARE(rows[i][10], QStringLiteral("3"));
    }
    QCOMPARE(total, 9.0);
    // The results exported carry their event, round and table.
    r = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QVERIFY(r.code == 0);
    QVERIFY2(r.outText().startsWith(QStringLiteral("match,date,game,player,rank,score,team,deals,left,morale,morale_"
                                                   "lost,outcome,army_points,turns,duration_min,void,army_list,event,"
                                                   "round,table\r\n")),
             qPrintable(r.outText().left(300)));
    QVERIFY2(r.outText().contains(u(",Open,3,1\r\n")), qPrintable(r.outText()));
    // All three rounds paired: a fourth is refused.
    r = inClub(db, pair);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("3 rounds paired already")), qPrintable(r.errText()));
}

void TestCliEvents::refusalsSayWhereAndChangeNothing()
{
    const QString db = clubWithOpen(QStringLiteral("refusals.db"));
    QVERIFY(!db.isEmpty());
    const QStringList pair{QStringLiteral("event"), QStringLiteral("pair"), Open, QStringLiteral("--format"),
                           QStringLiteral("csv")};
    CliRun r = inClub(db, pair);
    QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
    QString problem;
    const QList<Seat> seats = seatsOf(r, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QByteArray before = fileSha256(db);

    // A result for the wrong players of table 1, a round not paired, an
    // unknown event: each refused at its line and column (event is column
    // 6), the club file unchanged.
    QByteArray wrong = firstSeatsWin(seats, QStringLiteral("2026-12-19"));
    wrong.replace(seats[1].player.toUtf8(), seats[3].player.toUtf8());
    QVERIFY(writeFile(QStringLiteral("wrong.csv"), wrong));
    QVERIFY(writeFile(QStringLiteral("round2.csv"),
                      firstSeatsWin(seats, QStringLiteral("2026-12-19")).replace(",Open,1,", ",Open,2,")));
    QVERIFY(writeFile(QStringLiteral("unknown.csv"),
                      firstSeatsWin(seats, QStringLiteral("2026-12-19")).replace(",Open,", ",Closed,")));
    const QList<QPair<QString, QString>> files{
        {QStringLiteral("wrong.csv"), QStringLiteral("line 2, column 6 (event): match R1T1: table 1 of round 1 is")},
        {QStringLiteral("round2.csv"), QStringLiteral("line 2, column 6 (event): match R1T1: round 2 of 'Open' is "
                                                      "not paired")},
        {QStringLiteral("unknown.csv"), QStringLiteral("column 6 (event): there is no event named 'Closed'")}};
    for (const auto& [file, message] : files) {
        for (const QStringList& args :
             {QStringList{QStringLiteral("import"), path(file)},
              QStringList{QStringLiteral("import"), path(file), QStringLiteral("--dry-run")}}) {
            r = inClub(db, args);
            QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
            QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
            QCOMPARE(fileSha256(db), before);
        }
    }
    // The next round before this one's results; an unknown player to swap.
    const QList<QPair<QStringList, QString>> refusals{
        {pair, QStringLiteral("round 1 of 'Open' has results still to enter")},
        {{QStringLiteral("event"), QStringLiteral("swap"), Open, seats[0].player, QStringLiteral("Zoé")},
         u("Zoé does not play round 1")},
        {{QStringLiteral("event"), QStringLiteral("withdraw"), Open, QStringLiteral("Zoé")},
         u("Zoé is not entered in 'Open'")}};
    for (const auto& [args, message] : refusals) {
        r = inClub(db, args);
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }
    // Usage errors: exit 2.
    for (const QStringList& args :
         {QStringList{QStringLiteral("event"), QStringLiteral("add"), QStringLiteral("X"), QStringLiteral("--game"),
                      QStringLiteral("Chess"), QStringLiteral("--from"), QStringLiteral("2026-12-19"),
                      QStringLiteral("--pairing"), QStringLiteral("knockout")},
          QStringList{QStringLiteral("event"), QStringLiteral("enter"), Open},
          QStringList{QStringLiteral("event"), QStringLiteral("lock"), Open, QStringLiteral("one")}}) {
        r = inClub(db, args);
        QVERIFY2(r.code == 2, qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }
}

void TestCliEvents::tournamentReportRoundTrip()
{
    const QString db = clubWithOpen(QStringLiteral("trf.db"));
    QVERIFY(!db.isEmpty());
    for (int round = 1; round <= 2; ++round) {
        const QStringList pair{QStringLiteral("event"), QStringLiteral("pair"), Open, QStringLiteral("--format"),
                               QStringLiteral("csv")};
        const CliRun r = inClub(db, pair);
        QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
        QString problem;
        const QList<Seat> seats = seatsOf(r, problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString file = QStringLiteral("trf-round%1.csv").arg(round);
        QVERIFY(writeFile(file, firstSeatsWin(seats, QStringLiteral("2026-12-19"))));
        QCOMPARE(inClub(db, {QStringLiteral("import"), path(file)}).code, 0);
    }
    const QStringList exportTrf{QStringLiteral("event"), QStringLiteral("export-trf"), Open,
                                path(QStringLiteral("open.trf"))};
    CliRun r = inClub(db, exportTrf);
    QVERIFY2(r.code == 0, qPrintable(describe(exportTrf, r)));
    QFile trf(path(QStringLiteral("open.trf")));
    QVERIFY(trf.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(trf.readAll());
    QVERIFY2(text.startsWith(QStringLiteral("012 Open\r\n")), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("\n001 ")), 6);

    // Read into another club: the same players, rounds and standings.
    const QString other = path(QStringLiteral("other.db"));
    QCOMPARE(inClub(other, {QStringLiteral("init")}).code, 0);
    QCOMPARE(inClub(other, {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Chess"),
                            QStringLiteral("--system"), QStringLiteral("elo-provisional")})
                 .code,
             0);
    const QStringList importTrf{QStringLiteral("event"),          QStringLiteral("import-trf"),
                                path(QStringLiteral("open.trf")), QStringLiteral("--game"),
                                QStringLiteral("Chess"),          QStringLiteral("--new-players")};
    r = inClub(other, importTrf);
    QVERIFY2(r.code == 0, qPrintable(describe(importTrf, r)));
    const QStringList standings{QStringLiteral("event"), QStringLiteral("standings"), Open, QStringLiteral("--format"),
                                QStringLiteral("csv")};
    const CliRun here = inClub(db, standings);
    const CliRun there = inClub(other, standings);
    QVERIFY2(here.code == 0 && there.code == 0, qPrintable(describe(standings, there)));
    QCOMPARE(there.outText(), here.outText());
    // A damaged report is refused with its line and column, nothing written.
    QVERIFY(writeFile(QStringLiteral("bad.trf"), text.toUtf8().replace("001    2", "001   x2")));
    const QByteArray before = fileSha256(other);
    r = inClub(other,
               {QStringLiteral("event"), QStringLiteral("import-trf"), path(QStringLiteral("bad.trf")),
                QStringLiteral("--game"), QStringLiteral("Chess"), QStringLiteral("--name"), QStringLiteral("Copy")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("line ")) && r.errText().contains(QStringLiteral("column ")),
             qPrintable(r.errText()));
    QCOMPARE(fileSha256(other), before);
}

void TestCliEvents::printedPairingsStandingsAndScoreSheets()
{
    const QString db = clubWithOpen(QStringLiteral("report.db"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(inClub(db, {QStringLiteral("event"), QStringLiteral("pair"), Open}).code, 0);
    const QString html = path(QStringLiteral("open.html"));
    const QStringList report{QStringLiteral("event"), QStringLiteral("report"), Open, QStringLiteral("--format"),
                             QStringLiteral("html"),  QStringLiteral("--out"),  html};
    CliRun r = inClub(db, report);
    QVERIFY2(r.code == 0, qPrintable(describe(report, r)));
    QFile f(html);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    // The pairings by table (chess: White, Black) and alphabetically, the
    // standings with their tie-breaks, the cross-table.
    for (const QString& words : us({"Round 1 — pairings", "By table", "Alphabetically", "White", "Black",
                                    "Amélie Durand", "Élise Roux", "BH-C1", "Cross-table"})) {
        QVERIFY2(page.contains(words), qPrintable(words));
    }
    // A name is escaped in HTML.
    QVERIFY(!page.contains(QStringLiteral("<script")));
    // A tarot night: a score sheet per table, in a PDF.
    const QList<QStringList> tarot{
        {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Tarot"), QStringLiteral("--system"),
         QStringLiteral("niveau")},
        {QStringLiteral("event"), QStringLiteral("add"), QStringLiteral("Friday"), QStringLiteral("--game"),
         QStringLiteral("Tarot"), QStringLiteral("--from"), QStringLiteral("2026-12-18"), QStringLiteral("--pairing"),
         QStringLiteral("tables")},
        {QStringLiteral("event"), QStringLiteral("enter"), QStringLiteral("Friday"), QStringLiteral("A1"),
         QStringLiteral("A2"), QStringLiteral("A3"), QStringLiteral("A4"), QStringLiteral("A5"), QStringLiteral("A6"),
         QStringLiteral("A7"), QStringLiteral("A8"), QStringLiteral("A9"), QStringLiteral("--new-players")},
        {QStringLiteral("event"), QStringLiteral("pair"), QStringLiteral("Friday")},
        {QStringLiteral("event"), QStringLiteral("report"), QStringLiteral("Friday"), QStringLiteral("--format"),
         QStringLiteral("pdf"), QStringLiteral("--out"), path(QStringLiteral("friday.pdf"))}};
    for (const QStringList& args : tarot) {
        r = inClub(db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {path(QStringLiteral("friday.pdf")), QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString pdf = QString::fromUtf8(text.readAllStandardOutput());
    // Nine players: a table of 5 and a table of 4, each with its sheet.
    QVERIFY2(pdf.contains(u("Round 1, table 1 — score sheet")), qPrintable(pdf));
    QVERIFY2(pdf.contains(u("Round 1, table 2 — score sheet")), qPrintable(pdf));
    QVERIFY2(!pdf.contains(u("table 3 — score sheet")), qPrintable(pdf));
    QVERIFY2(pdf.contains(QStringLiteral("Placement")), qPrintable(pdf)); // the column of placement points
    // No round 2 to print.
    r = inClub(db, {QStringLiteral("event"), QStringLiteral("report"), QStringLiteral("Friday"),
                    QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("pdf"),
                    QStringLiteral("--out"), path(QStringLiteral("none.pdf"))});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(path(QStringLiteral("none.pdf"))));
}

void TestCliEvents::reportChoosesWhatItPrints()
{
    const QString db = clubWithOpen(QStringLiteral("what.db"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(inClub(db, {QStringLiteral("event"), QStringLiteral("pair"), Open}).code, 0);
    const auto page = [&](const QString& what, const QString& name) {
        const QString out = path(name);
        const QStringList args{QStringLiteral("event"),
                               QStringLiteral("report"),
                               Open,
                               QStringLiteral("--what"),
                               what,
                               QStringLiteral("--format"),
                               u("html"),
                               QStringLiteral("--out"),
                               out};
        const CliRun r = inClub(db, args);
        QFile f(out);
        return r.code == 0 && f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : describe(args, r);
    };
    // The pairings alone, to pin up: by table and alphabetically, in type of
    // 16 pt or more; no standings, no cross-table.
    const QString pairings = page(u("pairings"), u("pairings.html"));
    for (const QString& words : us({"Round 1 — pairings", "By table", "Alphabetically", "Amélie Durand"})) {
        QVERIFY2(pairings.contains(words), qPrintable(words + u("\n") + pairings));
    }
    QVERIFY(!pairings.contains(u("BH-C1")));
    QVERIFY(!pairings.contains(u("Cross-table")));
    const QRegularExpression large(u(R"(<table style="font-size: ([0-9.]+)pt">)"));
    auto sizes = large.globalMatch(pairings);
    int tables = 0;
    while (sizes.hasNext()) {
        QVERIFY(sizes.next().captured(1).toDouble() >= 16.0);
        ++tables;
    }
    QCOMPARE(tables, 2);
    // The standings and the cross-table, without the round.
    const QString after = page(u("standings,crosstable"), u("after.html"));
    QVERIFY2(after.contains(u("BH-C1")) && after.contains(u("Cross-table")), qPrintable(after));
    QVERIFY(!after.contains(u("By table")));
    // A chess event has no score sheets: refused, nothing written.
    const QStringList sheets{QStringLiteral("event"),
                             QStringLiteral("report"),
                             Open,
                             QStringLiteral("--what"),
                             u("sheets"),
                             QStringLiteral("--format"),
                             u("pdf"),
                             QStringLiteral("--out"),
                             path(u("sheets.pdf"))};
    CliRun r = inClub(db, sheets);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(u("no score sheets")), qPrintable(r.errText()));
    QVERIFY(!QFile::exists(path(u("sheets.pdf"))));
    // An unknown part: a usage error naming it.
    r = inClub(db,
               {QStringLiteral("event"), QStringLiteral("report"), Open, QStringLiteral("--what"), u("pairings,menu"),
                QStringLiteral("--format"), u("pdf"), QStringLiteral("--out"), path(u("menu.pdf"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.errText().contains(u("'menu'")), qPrintable(r.errText()));
}

void TestCliEvents::forfeitsAndByes()
{
    const QString db = clubWithOpen(QStringLiteral("forfeits.db"));
    QVERIFY(!db.isEmpty());
    const QString elise = u("Élise Roux");
    const QString fabien = QStringLiteral("Fabien Leroy");
    // Two byes asked for round 1: half a point (the default) and none.
    for (const QStringList& args :
         {QStringList{QStringLiteral("event"), QStringLiteral("bye"), Open, elise, QStringLiteral("--round"),
                      QStringLiteral("1")},
          QStringList{QStringLiteral("event"), QStringLiteral("bye"), Open, fabien, QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("--points"), QStringLiteral("zero")}}) {
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
    const QStringList pair{QStringLiteral("event"), QStringLiteral("pair"), Open, QStringLiteral("--format"),
                           QStringLiteral("csv")};
    CliRun r = inClub(db, pair);
    QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
    QString problem;
    QList<Seat> seats = seatsOf(r, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Four players at two boards, the two byes at none.
    QStringList byes;
    QList<Seat> boards;
    for (const Seat& s : seats) {
        if (s.table == 0) {
            byes << s.player + QLatin1Char(':') + s.result;
        } else {
            boards << s;
        }
    }
    byes.sort();
    QCOMPARE(byes,
             QStringList({fabien + QStringLiteral(":zero-point bye"), elise + QStringLiteral(":half-point bye")}));
    QCOMPARE(boards.size(), 4);
    const QByteArray paired = fileSha256(db);

    // Bad input: a usage error (exit 2) or a refusal (exit 1) naming the
    // field, the club file unchanged.
    const QList<std::tuple<QStringList, int, QString>> refusals{
        {{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"), QStringLiteral("1"),
          QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--absent"), QStringLiteral("white")},
         2,
         QStringLiteral("--absent takes first, second or both, not 'white'")},
        {{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"), QStringLiteral("1"),
          QStringLiteral("--absent"), QStringLiteral("first")},
         2,
         QStringLiteral("needs --table")},
        {{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"), QStringLiteral("one"),
          QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--absent"), QStringLiteral("first")},
         2,
         QStringLiteral("--round takes a whole number")},
        {{QStringLiteral("event"), QStringLiteral("bye"), Open, elise, QStringLiteral("--round"), QStringLiteral("2"),
          QStringLiteral("--points"), QStringLiteral("full")},
         2,
         QStringLiteral("--points takes half or zero")},
        {{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"), QStringLiteral("1"),
          QStringLiteral("--table"), QStringLiteral("3"), QStringLiteral("--absent"), QStringLiteral("first")},
         1,
         QStringLiteral("table: round 1 of 'Open' has no table 3")},
        {{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"), QStringLiteral("2"),
          QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--absent"), QStringLiteral("first")},
         1,
         QStringLiteral("round: round 2 of 'Open' is not paired")},
        {{QStringLiteral("event"), QStringLiteral("bye"), Open, u("Amélie Durand"), QStringLiteral("--round"),
          QStringLiteral("1")},
         1,
         QStringLiteral("round: round 1 of 'Open' is paired already")},
        {{QStringLiteral("event"), QStringLiteral("bye"), Open, elise, QStringLiteral("--round"), QStringLiteral("1"),
          QStringLiteral("--cancel")},
         1,
         QStringLiteral("is paired already")}};
    for (const auto& [args, code, message] : refusals) {
        r = inClub(db, args);
        QVERIFY2(r.code == code, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), paired);
    }

    // Table 1's second player does not come; the forfeit is cleared and
    // recorded again (its undo).
    const QStringList forfeit{QStringLiteral("event"),   QStringLiteral("forfeit"),  Open,
                              QStringLiteral("--round"), QStringLiteral("1"),        QStringLiteral("--table"),
                              QStringLiteral("1"),       QStringLiteral("--absent"), QStringLiteral("second")};
    for (const QStringList& args :
         {forfeit,
          QStringList{QStringLiteral("event"), QStringLiteral("forfeit"), Open, QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("1"), QStringLiteral("--clear")},
          forfeit}) {
        r = inClub(db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
    r = inClub(db, {QStringLiteral("event"), QStringLiteral("rounds"), Open, QStringLiteral("--format"),
                    QStringLiteral("csv")});
    QVERIFY(r.code == 0);
    seats = seatsOf(r, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QString winner = boards[0].player;
    const QString loser = boards[1].player;
    QCOMPARE(seats[0].player, winner);
    QCOMPARE(seats[0].result, QStringLiteral("forfeit won"));
    QCOMPARE(seats[1].player, loser);
    QCOMPARE(seats[1].result, QStringLiteral("forfeit lost"));
    // Table 2's result imported: the round is complete.
    QVERIFY(
        writeFile(QStringLiteral("forfeit-round1.csv"), firstSeatsWin(boards.mid(2), QStringLiteral("2026-12-19"))));
    const QStringList import{QStringLiteral("import"), path(QStringLiteral("forfeit-round1.csv"))};
    r = inClub(db, import);
    QVERIFY2(r.code == 0, qPrintable(describe(import, r)));

    // The standings: a forfeit won is a point without a game played, the
    // half-point bye half a point, the zero-point bye and the forfeit lost
    // nothing (FIDE C.07).
    const QList<QStringList> rows = csvRows(db, {QStringLiteral("event"), QStringLiteral("standings"), Open});
    QCOMPARE(rows.size(), 7);
    QHash<QString, QString> pointsAndGames;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        pointsAndGames.insert(rows[i][1], rows[i][3] + QLatin1Char('/') + rows[i][10]);
    }
    QCOMPARE(pointsAndGames.value(winner), QStringLiteral("1.00/0"));
    QCOMPARE(pointsAndGames.value(loser), QStringLiteral("0.00/0"));
    QCOMPARE(pointsAndGames.value(elise), QStringLiteral("0.50/0"));
    QCOMPARE(pointsAndGames.value(fabien), QStringLiteral("0.00/0"));
    QCOMPARE(pointsAndGames.value(boards[2].player), QStringLiteral("1.00/1"));
    // The cross-table shows them as FIDE prints them: '+', '-', '=' (the
    // half-point bye) and '-' (the zero-point bye).
    const QList<QStringList> cross = csvRows(db, {QStringLiteral("event"), QStringLiteral("crosstable"), Open});
    QCOMPARE(cross.size(), 7);
    QHash<QString, QString> round1;
    for (qsizetype i = 1; i < cross.size(); ++i) {
        round1.insert(cross[i][1], cross[i][3]);
    }
    QVERIFY2(round1.value(winner).endsWith(QLatin1Char('+')), qPrintable(round1.value(winner)));
    QVERIFY2(round1.value(loser).endsWith(QLatin1Char('-')), qPrintable(round1.value(loser)));
    // (A CSV cell starting with '=' or '-' is written after an apostrophe,
    // so that a spreadsheet does not take it for a formula.)
    QCOMPARE(round1.value(elise), QStringLiteral("'="));
    QCOMPARE(round1.value(fabien), QStringLiteral("'-"));
    // The pairing sheet of round 1 to pin up: the forfeit, and the byes
    // asked for under the boards.
    const QString sheet = path(QStringLiteral("forfeit-pairings.html"));
    const QStringList report{QStringLiteral("event"),
                             QStringLiteral("report"),
                             Open,
                             QStringLiteral("--round"),
                             QStringLiteral("1"),
                             QStringLiteral("--what"),
                             QStringLiteral("pairings"),
                             QStringLiteral("--format"),
                             QStringLiteral("html"),
                             QStringLiteral("--out"),
                             sheet};
    r = inClub(db, report);
    QVERIFY2(r.code == 0, qPrintable(describe(report, r)));
    QFile html(sheet);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString printed = QString::fromUtf8(html.readAll());
    for (const QString& words : {u("+ / − (forfeit)"), u("(bye asked: ½)"), u("(bye asked: 0)"), elise, fabien}) {
        QVERIFY2(printed.contains(words.toHtmlEscaped()), qPrintable(words));
    }
}

/// Issue 42: the standings after each round. After round 1 (the first
/// seats win: Amélie, Élise, Camille over Denis, Bruno, Fabien) the three
/// winners share the lead (1 point, their opponents 0: BH 0, PS 1, WIN 1)
/// in pairing order, the losers share 4th (BH 1); `--round 1` gives them
/// still once round 2 is played. A round not complete has no standings
/// after it: refused, the file unchanged; the report of a round not
/// complete prints the standings it was paired from.
void TestCliEvents::standingsAfterARound()
{
    const QString db = clubWithOpen(QStringLiteral("after.db"));
    QVERIFY(!db.isEmpty());
    const QStringList pair{QStringLiteral("event"), QStringLiteral("pair"), Open, QStringLiteral("--format"),
                           QStringLiteral("csv")};
    QString problem;
    for (int round = 1; round <= 2; ++round) {
        const CliRun r = inClub(db, pair);
        QVERIFY2(r.code == 0, qPrintable(describe(pair, r)));
        const QList<Seat> seats = seatsOf(r, problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString file = QStringLiteral("after%1.csv").arg(round);
        QVERIFY(writeFile(file, firstSeatsWin(seats, QStringLiteral("2026-12-%1").arg(18 + round))));
        if (round == 1) {
            QCOMPARE(inClub(db, {QStringLiteral("import"), path(file)}).code, 0);
        } // round 2 paired, its results not in yet
    }
    const auto printed = [&](const QStringList& more) {
        const QString out = path(u("after.html"));
        QFile::remove(out);
        QStringList args{QStringLiteral("event"),
                         QStringLiteral("report"),
                         Open,
                         QStringLiteral("--what"),
                         u("standings"),
                         QStringLiteral("--format"),
                         u("html"),
                         QStringLiteral("--out"),
                         out};
        args += more;
        const CliRun r = inClub(db, args);
        QFile f(out);
        return r.code == 0 && f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : describe(args, r);
    };
    // Round 2 is not complete: its report's standings are after round 1.
    const QString roundTwo = printed({QStringLiteral("--round"), u("2")});
    QVERIFY2(roundTwo.contains(u("Standings after round 1")), qPrintable(roundTwo));
    const QByteArray before = fileSha256(db);
    const QList<QPair<QStringList, QString>> refused{
        {{QStringLiteral("event"), QStringLiteral("standings"), Open, QStringLiteral("--round"), u("2")},
         u("'Open' has only round 1 complete: no standings after round 2")},
        {{QStringLiteral("event"), QStringLiteral("crosstable"), Open, QStringLiteral("--round"), u("3")},
         u("'Open' has only round 1 complete: no standings after round 3")}};
    for (const auto& [args, message] : refused) {
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }
    for (const QString& wrong : us({"0", "-1", "one"})) {
        const QStringList args{QStringLiteral("event"), QStringLiteral("standings"), Open, QStringLiteral("--round"),
                               wrong};
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 2, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(u("--round takes a whole number from 1 to 99")), qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }

    QCOMPARE(inClub(db, {QStringLiteral("import"), path(u("after2.csv"))}).code, 0);
    const QList<QStringList> afterOne{
        us({"rank", "player", "number", "points", "BH-C1", "BH", "SB", "PS", "DE", "WIN", "played"}),
        us({"1", "Amélie Durand", "1", "1.00", "0.00", "0.00", "0.00", "1.00", "0.00", "1.00", "1"}),
        us({"1", "Camille Moreau", "3", "1.00", "0.00", "0.00", "0.00", "1.00", "0.00", "1.00", "1"}),
        us({"1", "Élise Roux", "5", "1.00", "0.00", "0.00", "0.00", "1.00", "0.00", "1.00", "1"}),
        us({"4", "Bruno Petit", "2", "0.00", "0.00", "1.00", "0.00", "0.00", "0.00", "0.00", "1"}),
        us({"4", "Denis Garnier", "4", "0.00", "0.00", "1.00", "0.00", "0.00", "0.00", "0.00", "1"}),
        us({"4", "Fabien Leroy", "6", "0.00", "0.00", "1.00", "0.00", "0.00", "0.00", "0.00", "1"})};
    QCOMPARE(
        csvRows(db, {QStringLiteral("event"), QStringLiteral("standings"), Open, QStringLiteral("--round"), u("1")}),
        afterOne);
    const QList<QStringList> now = csvRows(db, {QStringLiteral("event"), QStringLiteral("standings"), Open});
    QCOMPARE(now.size(), afterOne.size());
    QVERIFY(now != afterOne);
    QCOMPARE(now[1][10], u("2")); // the default: after both rounds
    // The cross-table after round 1: one round's column.
    const QList<QStringList> cross =
        csvRows(db, {QStringLiteral("event"), QStringLiteral("crosstable"), Open, QStringLiteral("--round"), u("1")});
    QVERIFY(!cross.isEmpty());
    QCOMPARE(cross.first(), us({"rank", "player", "points", "r1"}));
    // The report of round 1 prints the standings after it; the default, after 2.
    QVERIFY(printed({QStringLiteral("--round"), u("1")}).contains(u("Standings after round 1")));
    QVERIFY(printed({}).contains(u("Standings after round 2")));
}

QTEST_GUILESS_MAIN(TestCliEvents)
#include "tst_cli_events.moc"

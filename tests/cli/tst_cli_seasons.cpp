// Seasons through palmares-cli (issue 18): season add|list|close|reopen|
// remove|overlap, --season on standings and hall-of-fame, a closed
// season's guard: an import that changes it is refused (the club file
// unchanged, the command to confirm said) until --confirm-closed-seasons,
// and the season report (report --season) as CSV and HTML.

#include "clitest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

class TestCliSeasons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defineListAndRefuse();
    void seasonSelectsStandingsAndHallOfFame();
    void closedSeasonGuardsImports();
    void freshStartEachSeason();
    void seasonReportFiles();

private:
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }
    /// A club with a Scrabble game (fermi) and three duels of 2024: 02-01
    /// Alice beats Bob, 06-30 23:59 Carol beats Alice, 07-01 Bob beats Carol;
    /// no player dormant.
    QString newClub(const QString& name);
    bool writeFile(const QString& name, const QByteArray& bytes) const;
    QTemporaryDir m_files;
};

void TestCliSeasons::initTestCase()
{
    QVERIFY(m_files.isValid());
}

bool TestCliSeasons::writeFile(const QString& name, const QByteArray& bytes) const
{
    QFile f(path(name));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString TestCliSeasons::newClub(const QString& name)
{
    const QString db = path(name);
    const QByteArray results = "match,date,game,player,rank\n"
                               "m1,2024-02-01T20:00,Scrabble,Alice,1\n"
                               "m1,2024-02-01T20:00,Scrabble,Bob,2\n"
                               "m2,2024-06-30T23:59,Scrabble,Carol,1\n"
                               "m2,2024-06-30T23:59,Scrabble,Alice,2\n"
                               "m3,2024-07-01T00:00,Scrabble,Bob,1\n"
                               "m3,2024-07-01T00:00,Scrabble,Carol,2\n";
    if (!writeFile(name + QStringLiteral(".csv"), results)) {
        return {};
    }
    const QList<QStringList> steps{
        {QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("C")},
        {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Scrabble"), QStringLiteral("--system"),
         QStringLiteral("fermi")},
        {QStringLiteral("import"), path(name + QStringLiteral(".csv"))},
        // Results of 2024 read today: no player set aside as dormant.
        {QStringLiteral("club"), QStringLiteral("set"), QStringLiteral("--dormant-after"), QStringLiteral("never")}};
    for (const QStringList& args : steps) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            qWarning("%s", qPrintable(describe(args, r)));
            return {};
        }
    }
    return db;
}

void TestCliSeasons::defineListAndRefuse()
{
    const QString db = newClub(QStringLiteral("define.db"));
    QVERIFY(!db.isEmpty());
    const QStringList spring{QStringLiteral("season"),    QStringLiteral("add"),        QStringLiteral("Spring"),
                             QStringLiteral("--from"),    QStringLiteral("2024-01-01"), QStringLiteral("--to"),
                             QStringLiteral("2024-06-30")};
    CliRun r = inClub(db, spring);
    QVERIFY2(r.code == 0, qPrintable(describe(spring, r)));

    // Refused, with the field and the club file as it was.
    const QByteArray before = fileSha256(db);
    const QList<QPair<QStringList, QString>> refusals{
        {{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Summer"), QStringLiteral("--from"),
          QStringLiteral("2024-06-30"), QStringLiteral("--to"), QStringLiteral("2024-08-31")},
         QStringLiteral("from: 'Summer' (2024-06-30 to 2024-08-31) shares days with the season 'Spring'")},
        {{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("spring"), QStringLiteral("--from"),
          QStringLiteral("2025-01-01"), QStringLiteral("--to"), QStringLiteral("2025-06-30")},
         QStringLiteral("name: 'spring' is spelled as the season 'Spring'")},
        {{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Late"), QStringLiteral("--from"),
          QStringLiteral("2025-02-01"), QStringLiteral("--to"), QStringLiteral("2025-01-01")},
         QStringLiteral("to: the season's last day (2025-01-01) is before its first (2025-02-01)")},
        {{QStringLiteral("season"), QStringLiteral("close"), QStringLiteral("Autumn")},
         QStringLiteral("season: there is no season named 'Autumn' (seasons: Spring)")},
        {{QStringLiteral("season"), QStringLiteral("reopen"), QStringLiteral("Spring")},
         QStringLiteral("the season 'Spring' is open")},
    };
    for (const auto& [args, message] : refusals) {
        r = inClub(db, args);
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.errText().contains(message), qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }
    // Usage errors: exit 2.
    for (const QStringList& args :
         {QStringList{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("X"), QStringLiteral("--from"),
                      QStringLiteral("2025-01-01")},
          QStringList{QStringLiteral("season"), QStringLiteral("overlap"), QStringLiteral("maybe")},
          QStringList{QStringLiteral("standings"), QStringLiteral("--game"), QStringLiteral("Scrabble"),
                      QStringLiteral("--at"), QStringLiteral("2024-01-01"), QStringLiteral("--season"),
                      QStringLiteral("Spring")}}) {
        r = inClub(db, args);
        QVERIFY2(r.code == 2, qPrintable(describe(args, r)));
        QCOMPARE(fileSha256(db), before);
    }

    // Overlaps once the club allows them.
    r = inClub(db, {QStringLiteral("season"), QStringLiteral("overlap"), QStringLiteral("allow")});
    QCOMPARE(r.code, 0);
    r = inClub(db, refusals.constFirst().first);
    QVERIFY2(r.code == 0, qPrintable(describe(refusals.constFirst().first, r)));
    r = inClub(db,
               {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("season"), QStringLiteral("list")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.outText(), QStringLiteral("name,from,to,game,closed\r\n"
                                         "Spring,2024-01-01,2024-06-30,,\r\n"
                                         "Summer,2024-06-30,2024-08-31,,\r\n"));
    r = inClub(db, {QStringLiteral("season"), QStringLiteral("remove"), QStringLiteral("Summer")});
    QCOMPARE(r.code, 0);
}

void TestCliSeasons::seasonSelectsStandingsAndHallOfFame()
{
    const QString db = newClub(QStringLiteral("select.db"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(
        inClub(db, {QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Spring"), QStringLiteral("--from"),
                    QStringLiteral("2024-01-01"), QStringLiteral("--to"), QStringLiteral("2024-06-30")})
            .code,
        0);
    const auto csv = [&](const QStringList& args) {
        return inClub(db, QStringList{QStringLiteral("--format"), QStringLiteral("csv")} + args).outText();
    };
    // The season's standings are those at its last day (m2 at 23:59 in).
    const QString bySeason = csv({QStringLiteral("standings"), QStringLiteral("--game"), QStringLiteral("Scrabble"),
                                  QStringLiteral("--season"), QStringLiteral("Spring")});
    QCOMPARE(bySeason, csv({QStringLiteral("standings"), QStringLiteral("--game"), QStringLiteral("Scrabble"),
                            QStringLiteral("--at"), QStringLiteral("2024-06-30")}));
    QVERIFY2(bySeason != csv({QStringLiteral("standings"), QStringLiteral("--game"), QStringLiteral("Scrabble")}),
             qPrintable(bySeason));
    // The Hall of Fame of its days: m1 and m2.
    const QString fame = csv({QStringLiteral("hall-of-fame"), QStringLiteral("--season"), QStringLiteral("Spring")});
    QCOMPARE(fame, csv({QStringLiteral("hall-of-fame"), QStringLiteral("--from"), QStringLiteral("2024-01-01"),
                        QStringLiteral("--to"), QStringLiteral("2024-06-30")}));
    QVERIFY2(fame.contains(QStringLiteral("Alice,2,")), qPrintable(fame));
    QVERIFY2(fame.contains(QStringLiteral("Bob,1,")), qPrintable(fame)); // not m3
    const CliRun both = inClub(db, {QStringLiteral("hall-of-fame"), QStringLiteral("--season"),
                                    QStringLiteral("Spring"), QStringLiteral("--from"), QStringLiteral("2024-01-01")});
    QCOMPARE(both.code, 2);
}

void TestCliSeasons::closedSeasonGuardsImports()
{
    const QString db = newClub(QStringLiteral("guard.db"));
    QVERIFY(!db.isEmpty());
    for (const QStringList& args :
         {QStringList{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Spring"),
                      QStringLiteral("--from"), QStringLiteral("2024-01-01"), QStringLiteral("--to"),
                      QStringLiteral("2024-06-30")},
          QStringList{QStringLiteral("season"), QStringLiteral("close"), QStringLiteral("Spring")}}) {
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
    const QStringList keptArgs{QStringLiteral("--format"), QStringLiteral("csv"),      QStringLiteral("standings"),
                               QStringLiteral("--game"),   QStringLiteral("Scrabble"), QStringLiteral("--season"),
                               QStringLiteral("Spring")};
    const QString kept = inClub(db, keptArgs).outText();
    const CliRun table = inClub(db, keptArgs.mid(2));
    QVERIFY2(table.outText().contains(QStringLiteral("as kept when the season 'Spring' was closed")),
             qPrintable(table.outText()));

    QVERIFY(writeFile(QStringLiteral("late.csv"), "match,date,game,player,rank\n"
                                                  "late,2024-06-15T21:00,Scrabble,Bob,1\n"
                                                  "late,2024-06-15T21:00,Scrabble,Alice,2\n"));
    const QString late = path(QStringLiteral("late.csv"));
    const QByteArray before = fileSha256(db);
    CliRun r = inClub(db, {QStringLiteral("import"), late, QStringLiteral("--dry-run")});
    QVERIFY2(r.code == 0, qPrintable(describe({late}, r)));
    QVERIFY2(r.outText().contains(QStringLiteral("changes the closed seasons: Spring (the import needs "
                                                 "--confirm-closed-seasons)")),
             qPrintable(r.outText()));
    r = inClub(db, {QStringLiteral("import"), late});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("in the closed season 'Spring'")), qPrintable(r.errText()));
    QVERIFY2(r.errText().contains(QStringLiteral("--confirm-closed-seasons")), qPrintable(r.errText()));
    QCOMPARE(fileSha256(db), before);

    r = inClub(db, {QStringLiteral("--confirm-closed-seasons"), QStringLiteral("import"), late});
    QVERIFY2(r.code == 0, qPrintable(describe({late}, r)));
    // The ratings at its last day moved; what the season kept did not.
    QCOMPARE(inClub(db, keptArgs).outText(), kept);
    QVERIFY(inClub(db, {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("standings"),
                        QStringLiteral("--game"), QStringLiteral("Scrabble"), QStringLiteral("--at"),
                        QStringLiteral("2024-06-30")})
                .outText() != kept);
    // Reopened, it keeps nothing and guards nothing.
    QCOMPARE(inClub(db, {QStringLiteral("season"), QStringLiteral("reopen"), QStringLiteral("Spring")}).code, 0);
    QCOMPARE(inClub(db, keptArgs).outText(),
             inClub(db, {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("standings"),
                         QStringLiteral("--game"), QStringLiteral("Scrabble"), QStringLiteral("--at"),
                         QStringLiteral("2024-06-30")})
                 .outText());
}

void TestCliSeasons::freshStartEachSeason()
{
    const QString db = newClub(QStringLiteral("fresh.db"));
    QVERIFY(!db.isEmpty());
    const auto run = [&](const QStringList& args) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            qWarning("%s", qPrintable(describe(args, r)));
        }
        return r;
    };
    const auto csv = [&](const QStringList& args) {
        return inClub(db, QStringList{QStringLiteral("--format"), QStringLiteral("csv")} + args).outText();
    };
    const QStringList standingsArgs{QStringLiteral("standings"), QStringLiteral("--game"), QStringLiteral("Scrabble")};
    const QStringList listArgs{QStringLiteral("game"), QStringLiteral("list")};
    QVERIFY2(csv(listArgs).startsWith(QStringLiteral("name,system,params,fresh_start_each_season")) &&
                 csv(listArgs).contains(QStringLiteral("Scrabble,fermi,,no")),
             qPrintable(csv(listArgs)));
    // A season from July: m3 (07-01 00:00) is its first match.
    QCOMPARE(run({QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Summer"), QStringLiteral("--from"),
                  QStringLiteral("2024-07-01"), QStringLiteral("--to"), QStringLiteral("2024-08-31")})
                 .code,
             0);
    const QString runningOn = csv(standingsArgs);
    QCOMPARE(run({QStringLiteral("game"), QStringLiteral("set"), QStringLiteral("Scrabble"),
                  QStringLiteral("--fresh-start-each-season"), QStringLiteral("yes")})
                 .code,
             0);
    QVERIFY2(csv(listArgs).contains(QStringLiteral("Scrabble,fermi,,yes")), qPrintable(csv(listArgs)));
    // Only Bob and Carol played since the first of July, from 1000 each.
    const QString afresh = csv(standingsArgs);
    QVERIFY2(afresh != runningOn, qPrintable(afresh));
    QVERIFY2(afresh.contains(QStringLiteral(",Bob,1004,")) && afresh.contains(QStringLiteral(",Carol,996,")) &&
                 !afresh.contains(QStringLiteral("Alice")),
             qPrintable(afresh));
    QCOMPARE(run({QStringLiteral("check")}).code, 0);

    // Not yes or no: a usage error, nothing changed.
    const CliRun bad = inClub(db, {QStringLiteral("game"), QStringLiteral("set"), QStringLiteral("Scrabble"),
                                   QStringLiteral("--fresh-start-each-season"), QStringLiteral("maybe")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.errText().contains(QStringLiteral("--fresh-start-each-season takes yes or no")),
             qPrintable(bad.errText()));
    const CliRun nothing = inClub(db, {QStringLiteral("game"), QStringLiteral("set"), QStringLiteral("Scrabble")});
    QCOMPARE(nothing.code, 2);

    // Closed, the season asks before the setting changes it.
    QCOMPARE(run({QStringLiteral("season"), QStringLiteral("close"), QStringLiteral("Summer")}).code, 0);
    const QByteArray closed = fileSha256(db);
    const QStringList off{QStringLiteral("game"), QStringLiteral("set"), QStringLiteral("Scrabble"),
                          QStringLiteral("--fresh-start-each-season"), QStringLiteral("no")};
    const CliRun refused = inClub(db, off);
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.errText().contains(QStringLiteral("in the closed season 'Summer'")),
             qPrintable(refused.errText()));
    QVERIFY2(refused.errText().contains(QStringLiteral("--confirm-closed-seasons")), qPrintable(refused.errText()));
    QCOMPARE(fileSha256(db), closed);
    // A parameter and the setting together: one change, refused whole too.
    CliRun both = inClub(db, QStringList{off} << QStringLiteral("--param") << QStringLiteral("max_gain=16"));
    QCOMPARE(both.code, 1);
    QCOMPARE(fileSha256(db), closed);
    QCOMPARE(run(QStringList{QStringLiteral("--confirm-closed-seasons")} + off).code, 0);
    QCOMPARE(csv(standingsArgs), runningOn);
    QVERIFY2(csv(listArgs).contains(QStringLiteral("Scrabble,fermi,,no")), qPrintable(csv(listArgs)));
    QCOMPARE(run({QStringLiteral("check")}).code, 0);
}

void TestCliSeasons::seasonReportFiles()
{
    const QString db = newClub(QStringLiteral("report.db"));
    QVERIFY(!db.isEmpty());
    for (const QStringList& args :
         {QStringList{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Spring"),
                      QStringLiteral("--from"), QStringLiteral("2024-01-01"), QStringLiteral("--to"),
                      QStringLiteral("2024-06-30")},
          QStringList{QStringLiteral("season"), QStringLiteral("add"), QStringLiteral("Quiet"),
                      QStringLiteral("--from"), QStringLiteral("2025-01-01"), QStringLiteral("--to"),
                      QStringLiteral("2025-06-30")}}) {
        const CliRun r = inClub(db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
    const auto make = [&](const QString& season, const QString& format) {
        const QString out = path(season + QLatin1Char('.') + format);
        const QStringList args{
            QStringLiteral("--format"), format, QStringLiteral("report"), QStringLiteral("--season"), season,
            QStringLiteral("--out"),    out};
        const CliRun r = inClub(db, args);
        QFile f(out);
        if (r.code != 0 || !f.open(QIODevice::ReadOnly)) {
            return QStringLiteral("exit %1: %2").arg(r.code).arg(describe(args, r));
        }
        return QString::fromUtf8(f.readAll());
    };
    // Spring: m1 (Alice beats Bob: 1004, 996) and m2 at 23:59 on its last
    // day (Carol, new, beats Alice 1004: E = 0.4977, +4: 1004, 1000); m3,
    // on July 1, is not in it. Carol is the champion; Alice played most;
    // Carol's first rating, 1004, is no gain: she brought no starting rating
    // to rise from (issue 43), so no gain is listed.
    const QString csv = make(QStringLiteral("Spring"), QStringLiteral("csv"));
    for (const QString& line : {QStringLiteral("Champions,Scrabble,Carol,1004,1,"),
                                QStringLiteral("Most active players — all games,1,Alice,2,"),
                                QStringLiteral("Most active players — all games,2,Bob,1,"),
                                QStringLiteral("Most active players — all games,2,Carol,1,")}) {
        QVERIFY2(csv.contains(QStringLiteral("\r\n") + line), qPrintable(line + QStringLiteral(" not in\n") + csv));
    }
    QVERIFY2(!csv.contains(QStringLiteral("Biggest rating gains,Carol")), qPrintable(csv)); // new, 1000 → 1004
    QVERIFY2(!csv.contains(QStringLiteral("Biggest rating gains,Alice")), qPrintable(csv)); // 1000 → 1000
    QVERIFY2(!csv.contains(QStringLiteral("Biggest rating gains,Bob")), qPrintable(csv));   // 1000 → 996
    const QString html = make(QStringLiteral("Spring"), QStringLiteral("html"));
    for (const QString& words : {QStringLiteral("<h1>Season report — Spring</h1>"), QStringLiteral("Still open"),
                                 QStringLiteral("<td>Scrabble</td><td><strong>Carol</strong></td>"),
                                 QStringLiteral("Matches played: 2 · games: 1 · players who took part: 3")}) {
        QVERIFY2(html.contains(words), qPrintable(words + QStringLiteral(" not in\n") + html));
    }
    // A season with no match says so.
    const QString quiet = make(QStringLiteral("Quiet"), QStringLiteral("html"));
    QVERIFY2(quiet.contains(QStringLiteral("<p>No match in this season.</p>")), qPrintable(quiet));
    QVERIFY2(quiet.contains(QStringLiteral("no match in this season")), qPrintable(quiet));

    // Closed, then a result confirmed inside it: the report is as it was
    // printed (but for the line that says it is closed).
    QCOMPARE(inClub(db, {QStringLiteral("season"), QStringLiteral("close"), QStringLiteral("Spring")}).code, 0);
    const QString kept = make(QStringLiteral("Spring"), QStringLiteral("csv"));
    QCOMPARE(kept, csv);
    QVERIFY(writeFile(QStringLiteral("late.csv"), "match,date,game,player,rank\n"
                                                  "late,2024-06-15T21:00,Scrabble,Bob,1\n"
                                                  "late,2024-06-15T21:00,Scrabble,Carol,2\n"));
    const CliRun late = inClub(
        db, {QStringLiteral("--confirm-closed-seasons"), QStringLiteral("import"), path(QStringLiteral("late.csv"))});
    QVERIFY2(late.code == 0, qPrintable(late.errText()));
    QCOMPARE(make(QStringLiteral("Spring"), QStringLiteral("csv")), kept);
    QVERIFY2(make(QStringLiteral("Spring"), QStringLiteral("html")).contains(QStringLiteral("Closed on ")),
             "the report says the season is closed");

    // An unknown season: exit 1, the seasons named, nothing written, the
    // club untouched; options of other sheets: a usage error.
    const QByteArray before = fileSha256(db);
    const QString none = path(QStringLiteral("none.pdf"));
    CliRun r = inClub(db, {QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("report"),
                           QStringLiteral("--season"), QStringLiteral("Autumn"), QStringLiteral("--out"), none});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("there is no season named 'Autumn' (seasons: Spring, Quiet)")),
             qPrintable(r.errText()));
    QVERIFY(!QFile::exists(none));
    QCOMPARE(fileSha256(db), before);
    r = inClub(db, {QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("report"),
                    QStringLiteral("--season"), QStringLiteral("Spring"), QStringLiteral("--game"),
                    QStringLiteral("Scrabble"), QStringLiteral("--out"), none});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.errText().contains(QStringLiteral("--game does not apply to --season")), qPrintable(r.errText()));
    r = inClub(db,
               {QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("report"), QStringLiteral("--season"),
                QStringLiteral("Spring"), QStringLiteral("--bulletin"), QStringLiteral("--out"), none});
    QCOMPARE(r.code, 2);
    QCOMPARE(fileSha256(db), before);
}

QTEST_GUILESS_MAIN(TestCliSeasons)
#include "tst_cli_seasons.moc"

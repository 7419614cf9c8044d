// palmares-cli site --out DIR (issue 44, item 4), on SQLite and on
// PostgreSQL: what it says it wrote, a second run that writes nothing, and a
// folder that is not the site's refused unless --force.

#include "clitest.h"
#include "testclubs.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace palmares::test;

class TestCliSite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void publishes_data();
    void publishes();
};

void TestCliSite::publishes_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& b : backends()) {
        QTest::newRow(qPrintable(b)) << b;
    }
}

void TestCliSite::publishes()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString db = scratch.location();
    const auto ok = [&](const QStringList& args) {
        const CliRun run = inClub(db, args);
        return run.code == 0 ? QString() : describe(args, run);
    };
    QCOMPARE(ok(us({"init", "--name", "Les As"})), QString());
    QCOMPARE(ok(us({"game", "add", "Chess", "--system", "elo-provisional"})), QString());
    const QString csv = scratch.folder() + u("/results.csv");
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("match,date,game,player,rank\n"
               "c1,2026-05-13T20:30,Chess,Ann,1\n"
               "c1,2026-05-13T20:30,Chess,Bob,2\n"
               "c2,2026-05-14T20:30,Chess,Bob,1\n"
               "c2,2026-05-14T20:30,Chess,Cid,2\n");
    file.close();
    QCOMPARE(ok(us({"import", csv.toUtf8().constData()})), QString());

    // index, Hall of Fame, players, the style sheet, the game, three players.
    const QString out = scratch.folder() + u("/site");
    const QStringList site{u("site"), u("--out"), out};
    CliRun run = inClub(db, site);
    QVERIFY2(run.code == 0, qPrintable(describe(site, run)));
    QCOMPARE(run.outText(), u("8 files written, 0 unchanged, 0 removed\n"));
    QVERIFY(QFile::exists(out + u("/index.html")));
    run = inClub(db, site);
    QVERIFY2(run.code == 0, qPrintable(describe(site, run)));
    QCOMPARE(run.outText(), u("0 files written, 8 unchanged, 0 removed\n"));

    // A folder of something else: refused, untouched; --force writes beside it.
    const QString other = scratch.folder() + u("/other");
    QVERIFY(QDir().mkpath(other));
    QFile mine(other + u("/index.html"));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write("mine");
    mine.close();
    const QStringList into{u("site"), u("--out"), other};
    run = inClub(db, into);
    QCOMPARE(run.code, 1);
    QVERIFY2(run.errText().contains(u("is not empty and holds no club's pages")), qPrintable(run.errText()));
    QVERIFY(QDir(other).entryList(QDir::Files | QDir::Hidden) == QStringList{u("index.html")});
    run = inClub(db, into + QStringList{u("--force")});
    QVERIFY2(run.code == 0, qPrintable(describe(into, run)));
    QCOMPARE(run.outText(), u("8 files written, 0 unchanged, 0 removed\n"));

    // It writes HTML, nothing else.
    run = inClub(db, us({"--format", "json", "site", "--out"}) + QStringList{out});
    QCOMPARE(run.code, 2);
}

QTEST_GUILESS_MAIN(TestCliSite)
#include "tst_cli_site.moc"

// palmares-cli and starting ratings (issue 42, item 2; RATING_RULES.md,
// "Starting ratings"): `player set NAME --game G --rating R [--deviation D]`
// and `--clear-rating`, refused with exit 1 (or 2 for a usage error) and the
// club file untouched, `player list` showing them, the standings re-rated,
// the explanation saying so, and a club of schema 8 upgraded and given one.
// The ratings are worked out by hand from RATING_RULES.md §3.

#include "clitest.h"

#include "testclubs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace palmares::test;

class TestCliStartingRatings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void setShownAndCleared();
    void refusedChangesNothing_data();
    void refusedChangesNothing();
    void olderClubUpgraded();
    void playersFile();
    void playersFileRefused_data();
    void playersFileRefused();

private:
    [[nodiscard]] QStringList chess() const;

    QTemporaryDir m_dir;
    QString m_db;
};

void TestCliStartingRatings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(u("club.palmares"));
    const QString file = m_dir.filePath(u("results.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("match,date,game,player,rank\ns1,2024-01-10T20:00,Chess,Ann,1\ns1,2024-01-10T20:00,Chess,Bob,2\n");
    f.close();
    for (const QStringList& args :
         {us({"init", "--name", "Le Cercle"}), us({"game", "add", "Chess", "--system", "elo-provisional"}),
          us({"game", "add", "Go", "--system", "glicko2"}), us({"game", "add", "Tally", "--system", "points"}),
          QStringList{u("import"), file}}) {
        const CliRun r = inClub(m_db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
}

QStringList TestCliStartingRatings::chess() const
{
    // As of 2024: the results of 2024 are not set aside as dormant today.
    const CliRun r = inClub(m_db, us({"--format", "csv", "standings", "--game", "Chess", "--at", "2024-06-01"}));
    QStringList out;
    for (const QString& line : r.outText().split(u("\r\n"), Qt::SkipEmptyParts).mid(1)) {
        out << line.section(u',', 1, 3); // player,rating,games
    }
    return out;
}

void TestCliStartingRatings::setShownAndCleared()
{
    // New at 0 (§3): Ann Ea 0 + 400 = 400, Bob 0 − 400 → 0 (floor).
    QCOMPARE(chess(), (us({"Ann,400,1", "Bob,0,1"})));
    CLI_OK(bob, m_db, us({"player", "set", "Bob", "--game", "Chess", "--rating", "1600"}));
    CLI_OK(ann, m_db, us({"player", "set", "Ann", "--game", "Chess", "--rating", "1800"}));
    // Both established, K 32: E(Ann) = 1/(1 + 10^−0.5) = 0.759747,
    // 32 · 0.240253 = 7.69 → +8.
    QCOMPARE(chess(), (us({"Ann,1808,1", "Bob,1592,1"})));
    CLI_OK(go, m_db, us({"player", "set", "Ann", "--game", "Go", "--rating", "1700", "--deviation", "200"}));
    CLI_OK(list, m_db, us({"--format", "csv", "player", "list"}));
    QCOMPARE(list.outText(), u("name,household,active,rating:Chess,rating:Go,deviation:Go\r\n"
                               "Ann,,true,1800,1700,200\r\nBob,,true,1600,,\r\n"));
    CLI_OK(explained, m_db, us({"explain", "--match", "s1"}));
    QVERIFY2(explained.outText().contains(
                 u("Ann started from his starting rating in Chess, 1800, not from the rule set's start (0).")),
             qPrintable(explained.outText()));
    CLI_OK(check, m_db, us({"check"}));
    CLI_OK(rebuilt, m_db, us({"rebuild"}));
    QCOMPARE(chess(), (us({"Ann,1808,1", "Bob,1592,1"})));
    // Removed: Ann provisional again, Ea 1600 + 400 = 2000; Bob K · 0/20.
    CLI_OK(cleared, m_db, us({"player", "set", "Ann", "--game", "Chess", "--clear-rating"}));
    QCOMPARE(chess(), (us({"Ann,2000,1", "Bob,1600,1"})));
    CLI_OK(listed, m_db, us({"--format", "json", "player", "list"}));
    QVERIFY2(listed.outText().contains(u("\"rating:Go\": \"1700\"")), qPrintable(listed.outText()));
    QVERIFY2(listed.outText().contains(u("\"rating:Chess\": \"\"")), qPrintable(listed.outText())); // Ann's, removed
    CLI_OK(checked, m_db, us({"check"}));
}

void TestCliStartingRatings::refusedChangesNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown player") << us({"player", "set", "Zed", "--game", "Chess", "--rating", "1500"}) << 1
                                    << u("there is no player named 'Zed'");
    QTest::newRow("unknown game") << us({"player", "set", "Ann", "--game", "Poker", "--rating", "1500"}) << 1
                                  << u("there is no game named 'Poker'");
    QTest::newRow("not a number") << us({"player", "set", "Ann", "--game", "Chess", "--rating", "high"}) << 1
                                  << u("--rating takes a number, not 'high'");
    QTest::newRow("below the floor") << us({"player", "set", "Ann", "--game", "Chess", "--rating", "-5"}) << 1
                                     << u("elo-provisional starts no one below its floor of 0, not -5");
    QTest::newRow("out of range") << us({"player", "set", "Ann", "--game", "Chess", "--rating", "1e9"}) << 1
                                  << u("a starting rating must be a number from -100000 to 100000, not 1000000000");
    QTest::newRow("deviation without one")
        << us({"player", "set", "Ann", "--game", "Chess", "--rating", "1500", "--deviation", "50"}) << 1
        << u("elo-provisional has no rating deviation: give the starting rating alone");
    QTest::newRow("deviation not above 0")
        << us({"player", "set", "Ann", "--game", "Go", "--rating", "1500", "--deviation", "0"}) << 1
        << u("a rating deviation must be a number above 0");
    QTest::newRow("no rating") << us({"player", "set", "Ann", "--game", "Tally", "--rating", "100"}) << 1
                               << u("points has no rating");
    QTest::newRow("household kept on refusal")
        << us({"player", "set", "Ann", "--household", "Home", "--game", "Chess", "--rating", "-1"}) << 1
        << u("below its floor");
    QTest::newRow("no game") << us({"player", "set", "Ann", "--rating", "1500"}) << 2
                             << u("--rating, --deviation and --clear-rating need --game");
    QTest::newRow("game alone") << us({"player", "set", "Ann", "--game", "Chess"}) << 2
                                << u("--game needs --rating R (or --clear-rating)");
    QTest::newRow("clear and rating") << us({"player", "set", "Ann", "--game", "Chess", "--clear-rating", "--rating",
                                             "3"})
                                      << 2 << u("--clear-rating takes no --rating nor --deviation");
}

void TestCliStartingRatings::refusedChangesNothing()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QByteArray before = fileSha256(m_db);
    const CliRun r = inClub(m_db, args);
    QVERIFY2(r.code == code && r.errText().contains(message), qPrintable(describe(args, r)));
    QCOMPARE(fileSha256(m_db), before);
}

void TestCliStartingRatings::olderClubUpgraded()
{
    // A club of schema 8 (tests/fixtures) is upgraded on first use and takes
    // a starting rating: François Petit, provisional at 1200 after one win
    // (schema8.expected), arrives at 1500 in Échecs; it changes the closed
    // season Printemps 2026, so it asks first; the check finds the cache as
    // a replay gives it.
    const QString path = m_dir.filePath(u("old.palmares"));
    QVERIFY(QFile::copy(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../fixtures/schema8.palmares"), path));
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0644), 0);
    const CliRun refused =
        inClub(path, us({"player", "set", "François Petit", "--game", "Échecs", "--rating", "1500"}));
    QVERIFY2(refused.code == 1 && refused.errText().contains(u("--confirm-closed-seasons")),
             qPrintable(refused.errText()));
    CLI_OK(set, path,
           us({"--confirm-closed-seasons", "player", "set", "François Petit", "--game", "Échecs", "--rating", "1500"}));
    CLI_OK(list, path, us({"--format", "csv", "player", "list"}));
    QVERIFY2(list.outText().contains(u(",rating:Échecs\r\n")) && list.outText().contains(u(",1500\r\n")),
             qPrintable(list.outText()));
    CLI_OK(check, path, us({"check"}));
    QVERIFY2(check.outText().contains(u("identical")), qPrintable(check.outText()));
}

namespace {

QString written(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(bytes);
    }
    return path;
}

} // namespace

void TestCliStartingRatings::playersFile()
{
    // `player list`'s columns taken back: Cid is new (with his household),
    // Bob gets Chess and Go starting ratings; an empty cell gives none.
    const QString file = written(m_dir, u("players.csv"),
                                 "player,household,active,rating:Chess,rating:Go,deviation:Go\n"
                                 "Cid,Maison,true,1500,,\nBob,,true,1650,1600,150\n");
    CLI_OK(imported, m_db, (QStringList{u("player"), u("import"), file}));
    QCOMPARE(imported.outText(), u("1 player added, 3 starting ratings set\n"));
    CLI_OK(list, m_db, us({"--format", "csv", "player", "list"}));
    QVERIFY2(list.outText().contains(u("Bob,,true,1650,1600,150\r\n")) &&
                 list.outText().contains(u("Cid,Maison,true,1500,,\r\n")),
             qPrintable(list.outText()));
    CLI_OK(check, m_db, us({"check"}));
}

void TestCliStartingRatings::playersFileRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a number") << QByteArray("player,rating:Chess\nDan,1500\nEve,abc\n")
                                  << u("line 3, column 2 (rating): the rating in Chess is a number, not 'abc'");
    QTest::newRow("no player") << QByteArray("player,rating:Chess\n,1500\n")
                               << u("line 2, column 1 (player): a row needs its player");
    QTest::newRow("deviation alone") << QByteArray("player,rating:Go,deviation:Go\nEve,,100\n")
                                     << u("line 2, column 3 (deviation): a deviation without a rating in Go");
    QTest::newRow("unknown column") << QByteArray("player,rank\nEve,1\n")
                                    << u("line 1, column 2 (rank): unknown column 'rank'");
    QTest::newRow("unknown game") << QByteArray("player,rating:Poker\nEve,1\n")
                                  << u("line 1, column 2 (rating:Poker): there is no game named 'Poker'");
    QTest::newRow("below the floor") << QByteArray("player,rating:Chess\nEve,1500\nFay,-5\n")
                                     << u("line 3, column 2 (rating): Chess, Fay: elo-provisional starts no one below "
                                          "its floor of 0, not -5");
    QTest::newRow("deviation refused") << QByteArray("player,rating:Go,deviation:Go\nEve,1500,0\n")
                                       << u("line 2, column 3 (deviation): Go, Eve: a rating deviation must be");
}

void TestCliStartingRatings::playersFileRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString file = written(m_dir, u("bad.csv"), bytes);
    const QByteArray before = fileSha256(m_db);
    const QStringList args{u("player"), u("import"), file};
    const CliRun r = inClub(m_db, args);
    QVERIFY2(r.code == 1 && r.errText().contains(message), qPrintable(describe(args, r)));
    QCOMPARE(fileSha256(m_db), before);
}

QTEST_GUILESS_MAIN(TestCliStartingRatings)
#include "tst_cli_starting_ratings.moc"

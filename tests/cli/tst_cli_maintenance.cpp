// Looking after a club with palmares-cli: game set re-rates, game rename and
// remove, rebuild and check (stale ratings found and repaired), backup,
// restore (and the damaged backups it refuses), and an import whose backup
// cannot be made. On each backend where it applies (clihistory.h).

#include "clihistory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTest>

using namespace palmares::test;

class TestCliMaintenance : public QObject, public CliHistory
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void gameSetRerates_data();
    void gameSetRerates();
    void gameRenameAndRemove_data();
    void gameRenameAndRemove();
    void rebuildThenCheck_data();
    void rebuildThenCheck();
    void checkFindsStaleRatings_data();
    void checkFindsStaleRatings();
    void backupThenCheck();
    void restoreCommand();
    void restoreRefuses_data();
    void restoreRefuses();
    void importBackupFailureWarns();
};

void TestCliMaintenance::initTestCase()
{
    writeHistory();
}

// ------------------------------------------------------------ maintenance

void TestCliMaintenance::gameSetRerates_data()
{
    backendRows();
}

void TestCliMaintenance::gameSetRerates()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QStringList standings = us({"--format", "csv", "standings", "--game", "Scrabble"});
    CLI_OK(before, db, standings);
    CLI_OK(set, db, us({"game", "set", "Scrabble", "--param", "max_gain=20"}));
    CLI_OK(changed, db, standings);
    QVERIFY2(changed.out != before.out, "a new max_gain re-rates the history");
    CLI_OK(check, db, us({"check"}));
    CLI_OK(back, db, us({"game", "set", "Scrabble", "--param", "max_gain=10"}));
    CLI_OK(after, db, standings);
    QCOMPARE(after.outText(), before.outText());
}

void TestCliMaintenance::gameRenameAndRemove_data()
{
    backendRows();
}

void TestCliMaintenance::gameRenameAndRemove()
{
    // Issue 20, item 10: a game could be neither renamed nor removed.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(before, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    CLI_OK(rename, db, us({"game", "rename", "Scrabble", " Scrabble  Duplicate "}));
    CLI_OK(after, db, us({"--format", "csv", "standings", "--game", "Scrabble Duplicate"}));
    QCOMPARE(after.outText(), before.outText()); // the same history and ratings, named anew
    CLI_OK(list, db, us({"--format", "csv", "game", "list"}));
    QVERIFY2(list.outText().contains(u("Scrabble Duplicate,")), qPrintable(list.outText()));
    // Another game's name is refused, and nothing changes.
    const QString kept = fingerprint(db);
    const CliRun taken = inClub(db, us({"game", "rename", "Scrabble Duplicate", "Tarot"}));
    QCOMPARE(taken.code, 1);
    QVERIFY2(taken.errText().contains(u("there is already a game named 'Tarot'")), qPrintable(taken.errText()));
    // A game with results is not removed.
    const CliRun played = inClub(db, us({"game", "remove", "Scrabble Duplicate"}));
    QCOMPARE(played.code, 1);
    QVERIFY2(played.errText().contains(u("a game is removed only without results")), qPrintable(played.errText()));
    QCOMPARE(fingerprint(db), kept);
    // One without is.
    CLI_OK(added, db, us({"game", "add", "Belote du jeudi", "--system", "points"}));
    CLI_OK(removed, db, us({"game", "remove", "Belote du jeudi"}));
    CLI_OK(games, db, us({"--format", "csv", "game", "list"}));
    QVERIFY(!games.outText().contains(u("Belote du jeudi")));
    CLI_OK(check, db, us({"check"}));
}

void TestCliMaintenance::rebuildThenCheck_data()
{
    backendRows();
}

void TestCliMaintenance::rebuildThenCheck()
{
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString before = fingerprint(f->db(), false);
    CLI_OK(check0, f->db(), us({"check"}));
    CLI_OK(rebuild, f->db(), us({"rebuild"}));
    CLI_OK(check, f->db(), us({"check"}));
    QVERIFY2(check.outText().contains(u("integrity: ok")), qPrintable(check.outText()));
    QVERIFY2(check.outText().contains(u("identical")), qPrintable(check.outText()));
    // The same results and ratings; only the audit trail grew by the rebuild.
    QCOMPARE(fingerprint(f->db(), false), before);
}

void TestCliMaintenance::checkFindsStaleRatings_data()
{
    backendRows();
}

void TestCliMaintenance::checkFindsStaleRatings()
{
    // A cached standing changed behind the club's back: check says so (exit
    // 1, a message on stderr), rebuild repairs it, check agrees again.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(fresh, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    {
        Peek tamper(db, true);
        QVERIFY(tamper.exec(u("UPDATE standing SET rating = rating + 7 WHERE game_id = "
                              "(SELECT id FROM game WHERE name = 'Scrabble')")));
    }
    const CliRun stale = inClub(db, us({"check"}));
    QVERIFY2(stale.code == 1, qPrintable(describe(us({"check"}), stale)));
    QVERIFY2(stale.outText().contains(u("differences")), qPrintable(describe(us({"check"}), stale)));
    QVERIFY2(stale.errText().startsWith(u("palmares-cli: ")) && stale.errText().contains(u("rebuild")),
             qPrintable(describe(us({"check"}), stale)));
    CLI_OK(rebuild, db, us({"rebuild"}));
    CLI_OK(check, db, us({"check"}));
    CLI_OK(repaired, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    QCOMPARE(repaired.outText(), fresh.outText());
}

void TestCliMaintenance::backupThenCheck()
{
    FIXTURE(f, u("sqlite"));
    const QString copy = path(u("backup.palmares"));
    QVERIFY(writeFile(copy, "an older file the backup replaces"));
    // An existing file is replaced only when told (issue 39); never the club,
    // nor a device (scheduled copies often run as root).
    for (const QStringList& args :
         {QStringList{u("backup"), copy}, QStringList{u("backup"), f->db()}, us({"backup", "/dev/full", "--force"}),
          QStringList{u("backup"), path(QString())}}) {
        const QByteArray club = fileSha256(f->db());
        const CliRun refused = inClub(f->db(), args);
        QVERIFY2(refused.code == 1, qPrintable(describe(args, refused)));
        QVERIFY2(refused.errText().startsWith(u("palmares-cli: ")), qPrintable(describe(args, refused)));
        QCOMPARE(fileSha256(f->db()), club);
    }
    QVERIFY(readFile(copy) == "an older file the backup replaces");
    QVERIFY(!QFileInfo(u("/dev/full")).isFile());
    CLI_OK(backup, f->db(), (QStringList{u("backup"), copy, u("--force")}));
    QCOMPARE(QDir(QFileInfo(copy).absolutePath()).entryList({u("*.part")}, QDir::Files | QDir::Hidden), QStringList());
    CLI_OK(check, copy, us({"check"}));
    QVERIFY2(check.outText().contains(u("integrity: ok")), qPrintable(check.outText()));
    const QString original = fingerprint(f->db());
    const QString backedUp = fingerprint(copy);
    QCOMPARE(backedUp, original);
}

// -------------------------------------------------- backups and restore

namespace {

/// The files of the club's backup folder with `reason` in their name.
QStringList backupsOf(const QString& db, const QString& reason)
{
    return QDir(db + u(".backups")).entryList({u("*-") + reason + u(".palmares")}, QDir::Files, QDir::Name);
}

} // namespace

void TestCliMaintenance::restoreCommand()
{
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(standingsA, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    const QString afterA = fingerprint(db);

    // The second import is preceded by a backup that holds the club after A.
    const QStringList before = backupsOf(db, u("import"));
    QCOMPARE(before.size(), 1);
    CLI_OK(second, db, (QStringList{u("import"), m_fileB}));
    const QStringList imports = backupsOf(db, u("import"));
    QCOMPARE(imports.size(), 2);
    QVERIFY2(fingerprint(db) != afterA, "file B changed nothing");

    CLI_OK(list, db, us({"--format", "csv", "restore", "--list"}));
    QString problem;
    const QList<QStringList> rows = parseCsv(list.outText(), problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(rows.value(0),
             us({"backup", "date", "reason", "size", "players", "games", "results", "last_result", "problem"}));
    QCOMPARE(rows.size(), 3);
    // Newest first: the backup before B holds A's results, the one before A none.
    QCOMPARE(rows[1][0], imports.last());
    QCOMPARE(rows[1][2], u("import"));
    QCOMPARE(rows[1][6], Peek(db + u(".backups/") + imports.last()).value(u("SELECT COUNT(*) FROM match")));
    QVERIFY(rows[1][6].toInt() > 0);
    QCOMPARE(rows[2][6], u("0"));
    QCOMPARE(rows[1][8], QString());

    // Restoring by its file name puts the club back as it was after A.
    CLI_OK(restored, db, (QStringList{u("restore"), imports.last()}));
    QVERIFY2(restored.outText().contains(u("restored")) && restored.outText().contains(u("before-restore")),
             qPrintable(restored.outText()));
    QCOMPARE(fingerprint(db), afterA);
    CLI_OK(standingsBack, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    QCOMPARE(standingsBack.out, standingsA.out);
    CLI_OK(check, db, us({"check"}));
    // …and the club as it was before the restore is itself a backup.
    const QStringList saved = backupsOf(db, u("before-restore"));
    QCOMPARE(saved.size(), 1);
    CLI_OK(undo, db, (QStringList{u("restore"), db + u(".backups/") + saved.first()}));
    QVERIFY2(fingerprint(db) != afterA, "the restore of the restore did not bring B back");
    CLI_OK(standingsB, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    QVERIFY(standingsB.out != standingsA.out);
}

void TestCliMaintenance::restoreRefuses_data()
{
    QTest::addColumn<QByteArray>("damage");
    QTest::addColumn<QString>("named");
    QTest::newRow("cut short") << QByteArray("cut") << u("damaged");
    QTest::newRow("pages overwritten") << QByteArray("scribble") << u("damaged");
    QTest::newRow("not a database") << QByteArray("text") << u("not a Palmarès club file");
    QTest::newRow("another application") << QByteArray("foreign") << u("another application");
    QTest::newRow("a newer Palmarès") << QByteArray("newer") << u("newer Palmarès");
}

void TestCliMaintenance::restoreRefuses()
{
    QFETCH(QByteArray, damage);
    QFETCH(QString, named);
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString backup = path(QString::fromLatin1(damage) + u(".palmares"));
    QFile::remove(backup);
    CLI_OK(copy, db, (QStringList{u("backup"), backup}));
    QByteArray bytes = readFile(backup);
    if (damage == "cut") {
        bytes.truncate(bytes.size() / 2);
    } else if (damage == "scribble") {
        for (qsizetype i = 4096; i < bytes.size(); i += 97) {
            bytes[i] = static_cast<char>(0x5a);
        }
    } else if (damage == "text") {
        bytes = "match,date,game\n";
    }
    QVERIFY(writeFile(backup, bytes));
    if (damage == "foreign" || damage == "newer") {
        Peek edit(backup, true);
        QVERIFY(edit.exec(damage == "foreign" ? u("PRAGMA application_id = 7") : u("PRAGMA user_version = 99")));
    }
    const QByteArray hashBefore = fileSha256(db);
    const QStringList backupsBefore = QDir(db + u(".backups")).entryList(QDir::Files);

    const CliRun r = inClub(db, QStringList{u("restore"), backup});
    const QString what = describe(QStringList{u("--db"), db, u("restore"), backup}, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.errText().contains(named) && r.errText().contains(u("left untouched")), qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QCOMPARE(fileSha256(db), hashBefore);
    QCOMPARE(QDir(db + u(".backups")).entryList(QDir::Files), backupsBefore);
}

void TestCliMaintenance::importBackupFailureWarns()
{
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    // Neither backup folder can be made: a file where the folder beside the
    // club would be, and a user data folder under a file.
    QVERIFY(writeFile(db + u(".backups"), "in the way"));
    QProcessEnvironment env = cliEnvironment();
    env.insert(u("XDG_DATA_HOME"), db + u(".backups/data"));
    const QStringList args{u("--db"), db, u("import"), m_fileA};
    const CliRun r = runCli(args, env);
    const QString what = describe(args, r);
    QVERIFY2(r.code == 0, qPrintable(what));
    QVERIFY2(r.errText().contains(u("warning: no backup before the import")), qPrintable(what));
    QVERIFY2(Peek(db).value(u("SELECT COUNT(*) FROM match")).toInt() > 0, "the import did not happen");
}

QTEST_GUILESS_MAIN(TestCliMaintenance)
#include "tst_cli_maintenance.moc"

// palmares-cli as a person uses it (ARCHITECTURE.md, "Command line"): the real
// binary run with QProcess on clubs of each backend (an SQLite file, and a
// PostgreSQL database when the test server is there). Exit status 0 / 1 / 2,
// messages on stderr, --db and $PALMARES_DB, every command once. The listings
// and report files are tst_cli_listings; imports tst_cli_import; games,
// rebuild, check, backup and restore tst_cli_maintenance; glicko2, openskill
// and the backtest tst_cli_rulesets (clihistory.h: what they share).

#include "clihistory.h"
#include "shards.h"

#include <map>
#include <memory>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>
#include <QUuid>

using namespace palmares::test;

class TestCli : public QObject, public CliHistory
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void userErrors_data();
    void userErrors();
    void missingClub_data();
    void missingClub();
    void foreignFiles();
    void successIsQuiet_data();
    void successIsQuiet();
    void dbOption_data();
    void dbOption();

private:
    std::map<QString, std::unique_ptr<ScratchClub>> m_errorClubs; ///< for userErrors
    std::map<QString, QString> m_errorFingerprints;
};

void TestCli::initTestCase()
{
    writeHistory();
}

// ------------------------------------------------------------ exit status 2

void TestCli::usageErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named"); ///< what stderr must name

    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, const char* named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << u(named);
        };
        row("unknown command", us({"frobnicate"}), "frobnicate");
        row("no command", {}, "command");
        row("standings without --game", us({"standings"}), "--game");
        row("standings with an empty --game", us({"standings", "--game", ""}), "--game");
        row("history without --player", us({"history"}), "--player");
        row("explain without --match", us({"explain"}), "--match");
        row("bad --format", us({"--format", "xml", "standings", "--game", "Tarot"}), "xml");
        row("--format twice", us({"--format", "csv", "--format", "json", "game", "list"}), "--format");
        row("--at: month 13", us({"standings", "--game", "Tarot", "--at", "2024-13-01"}), "2024-13-01");
        row("--at: 30 February", us({"standings", "--game", "Tarot", "--at", "2024-02-30"}), "2024-02-30");
        row("--at: slashes", us({"standings", "--game", "Tarot", "--at", "2024/01/31"}), "2024/01/31");
        row("--at: no leading zero", us({"standings", "--game", "Tarot", "--at", "2024-1-31"}), "2024-1-31");
        row("--at: with a time", us({"standings", "--game", "Tarot", "--at", "2024-01-31T10:00"}), "--at");
        row("--from: a word", us({"hall-of-fame", "--from", "yesterday"}), "yesterday");
        row("--to: a day alone", us({"hall-of-fame", "--to", "31"}), "--to");
        row("--at without a value", us({"standings", "--game", "Tarot", "--at"}), "--at");
        row("game add without --system", us({"game", "add", "Go"}), "--system");
        row("game add: unknown system", us({"game", "add", "Go", "--system", "glicko"}), "glicko");
        row("game set without --param", us({"game", "set", "Tarot"}), "--param");
        row("--param not KEY=VALUE", us({"game", "set", "Tarot", "--param", "k0"}), "k0");
        row("unknown game command", us({"game", "delete", "Tarot"}), "delete");
        row("unknown player command", us({"player", "delete", "Zoé"}), "delete");
        row("player rename with one name", us({"player", "rename", "Zoé"}), "new name");
        row("unexpected argument", us({"game", "list", "extra"}), "extra");
        row("unknown option", us({"player", "list", "--verbose"}), "--verbose");
        row("import without a file", us({"import"}), "CSV");
        row("backup without a file", us({"backup"}), "backup");
        row("restore without a backup", us({"restore"}), "backup to restore");
        row("restore: two backups", us({"restore", "a.palmares", "b.palmares"}), "b.palmares");
        row("report without a sheet", us({"report", "--format", "pdf", "--out", "/tmp/x.pdf"}), "--game");
        row("report without --out", us({"report", "--game", "Tarot", "--format", "pdf"}), "--out");
        row("report without --format", us({"report", "--game", "Tarot", "--out", "/tmp/x.pdf"}), "--format");
        row("report: --format json", us({"report", "--game", "Tarot", "--format", "json", "--out", "/tmp/x"}), "json");
        row("report: two sheets", us({"report", "--bulletin", "--hall-of-fame", "--format", "pdf", "--out", "x"}),
            "one of");
        row("report: --at with --hall-of-fame",
            us({"report", "--hall-of-fame", "--at", "2024-01-31", "--format", "pdf", "--out", "x"}), "--at");
        row("report: --from with standings",
            us({"report", "--game", "Tarot", "--from", "2024-01-31", "--format", "pdf", "--out", "x"}), "--from");
        row("report: --game with --bulletin",
            us({"report", "--bulletin", "--game", "Tarot", "--format", "pdf", "--out", "x"}), "--game");
        row("report: a bad date", us({"report", "--bulletin", "--at", "2024-13-01", "--format", "pdf", "--out", "x"}),
            "2024-13-01");
    }
}

void TestCli::usageErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    FIXTURE(f, backend);
    const CliRun r = inClub(f->db(), args);
    const QString what = describe(QStringList{u("--db"), f->db()} + args, r);
    QVERIFY2(r.code == 2, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
}

// ------------------------------------------------------------ exit status 1

void TestCli::userErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");

    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, const QString& named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << named;
        };
        row("standings of an unknown game", us({"standings", "--game", "Go"}), u("Go"));
        row("hall of fame of an unknown game", us({"hall-of-fame", "--game", "Go"}), u("Go"));
        row("history in an unknown game", us({"history", "--player", "Zoé", "--game", "Go"}), u("Go"));
        row("game set of an unknown game", us({"game", "set", "Go", "--param", "k=1"}), u("Go"));
        row("game params of an unknown game", us({"game", "params", "Go"}), u("Go"));
        row("unknown parameter", us({"game", "set", "Tarot", "--param", "nosuch=1"}), u("nosuch"));
        row("parameter value not a number", us({"game", "set", "Tarot", "--param", "k0=abc"}), u("k0"));
        row("game add: unknown parameter", us({"game", "add", "Go", "--system", "fermi", "--param", "kk=1"}), u("kk"));
        row("game added twice", us({"game", "add", "Tarot", "--system", "niveau"}), u("Tarot"));
        row("history of an unknown player", us({"history", "--player", "Nobody"}), u("Nobody"));
        row("rename an unknown player", us({"player", "rename", "Nobody", "Somebody"}), u("Nobody"));
        row("rename onto another player", us({"player", "rename", "Zoé", "Bruno"}), u("Bruno"));
        row("merge an unknown player", us({"player", "merge", "Nobody", "Zoé"}), u("Nobody"));
        row("merge into an unknown player", us({"player", "merge", "Zoé", "Nobody"}), u("Nobody"));
        row("player added twice", us({"player", "add", "Zoé"}), u("Zoé"));
        row("explain an unknown match", us({"explain", "--match", "no-such-match"}), u("no-such-match"));
        row("import a file that is not there", us({"import", "/nonexistent/results.csv"}),
            u("/nonexistent/results.csv"));
        row("export into a folder that is not there", us({"export-results", "/nonexistent/out.csv"}),
            u("/nonexistent/out.csv"));
        row("init an existing club", us({"init", "--name", "Autre"}), u("already"));
        row("hall of fame from after to", us({"hall-of-fame", "--from", "2024-05-01", "--to", "2024-04-01"}),
            u("date"));
        row("report of an unknown game",
            us({"report", "--game", "Go", "--format", "pdf", "--out", "/tmp/palmares-never-written.pdf"}), u("Go"));
        row("report of an unknown match",
            us({"report", "--match", "no-such-match", "--format", "html", "--out", "/tmp/palmares-never-written.html"}),
            u("no-such-match"));
        row("report into a folder that is not there",
            us({"report", "--hall-of-fame", "--format", "csv", "--out", "/nonexistent/sheet.csv"}),
            u("/nonexistent/sheet.csv"));
        row("report: bulletin from after to",
            us({"report", "--bulletin", "--from", "2024-05-01", "--to", "2024-04-01", "--format", "pdf", "--out",
                "/tmp/palmares-never-written.pdf"}),
            u("date"));
        if (backend == u("postgresql")) {
            row("backup of a PostgreSQL club", us({"backup", "/tmp/palmares-never-written.palmares"}), u("pg_dump"));
            row("restore of a PostgreSQL club", us({"restore", "--list"}), u("pg_dump"));
        } else {
            row("restore of a backup that is not there", us({"restore", "no-such-backup.palmares"}),
                u("no-such-backup.palmares"));
        }
    }
}

void TestCli::userErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    // A club apart from the fixture: a command that wrongly writes fails its
    // own row without spoiling the tests that compare the fixture's output.
    auto& club = m_errorClubs[backend];
    QString& before = m_errorFingerprints[backend]; // what the club holds before this row
    if (!club) {
        club = std::make_unique<ScratchClub>(backend);
        QVERIFY2(club->error().isEmpty(), qPrintable(club->error()));
        const QString p = setUpClub(club->location());
        QVERIFY2(p.isEmpty(), qPrintable(p));
        CLI_OK(import, club->location(), (QStringList{u("import"), m_fileA}));
        before = fingerprint(club->location());
    }
    const QString db = club->location();
    const CliRun r = inClub(db, args);
    const QString what = describe(QStringList{u("--db"), db} + args, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
    QVERIFY2(r.errText().startsWith(u("palmares-cli: ")), qPrintable(what));
    const QString after = fingerprint(db);
    const bool unchanged = after == before;
    before = after; // the next row starts from what is there now
    QVERIFY2(unchanged, "the failed command changed the club");
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.palmares")));
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.pdf")));
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.html")));
}

void TestCli::missingClub_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args;
        };
        row("game list", us({"game", "list"}));
        row("player add", us({"player", "add", "Zoé"}));
        row("standings", us({"standings", "--game", "Tarot"}));
        row("hall-of-fame", us({"hall-of-fame"}));
        row("history", us({"history", "--player", "Zoé"}));
        row("export-results", us({"export-results", "-"}));
        row("import", QStringList{u("import"), m_fileA});
        row("rebuild", us({"rebuild"}));
        row("check", us({"check"}));
    }
}

void TestCli::missingClub()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QString db;
    QString named;
    if (backend == u("sqlite")) {
        db = path(u("nowhere.palmares"));
        named = db;
    } else {
        QUrl url(postgresqlServer());
        named = u("palmares_missing_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        url.setPath(QLatin1Char('/') + named);
        db = url.toString();
    }
    const CliRun r = inClub(db, args);
    const QString what = describe(QStringList{u("--db"), db} + args, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    if (backend == u("sqlite")) {
        QVERIFY2(!QFile::exists(db), "a command other than init created the club file");
        // init in a folder that does not exist: a user error naming the file.
        const QString deep = path(u("no/such/folder/club.palmares"));
        const CliRun init = inClub(deep, us({"init"}));
        QVERIFY2(init.code == 1 && init.errText().contains(deep), qPrintable(describe(us({"init"}), init)));
    }
}

void TestCli::foreignFiles()
{
    // Files that are not clubs: refused with a message naming them, and left
    // exactly as they were, whatever the command (init included).
    const QString text = path(u("notes.txt"));
    QVERIFY(writeFile(text, "match,date\nnot a club\n"));
    const QString other = path(u("other.sqlite"));
    {
        const QString name = u("foreign");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u("QSQLITE"), name);
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")));
            QVERIFY(q.exec(u("INSERT INTO invoices (amount) VALUES (12.5)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    const QString folder = path(u("a-folder"));
    QVERIFY(QDir().mkpath(folder));
    const QString empty = path(u("empty.palmares"));
    QVERIFY(writeFile(empty, QByteArray()));

    const QList<QStringList> commands{us({"game", "list"}), us({"init"}),    QStringList{u("import"), m_fileA},
                                      us({"check"}),        us({"rebuild"}), us({"standings", "--game", "Tarot"})};
    for (const QString& file : {text, other, folder}) {
        const QByteArray before = QFileInfo(file).isFile() ? fileSha256(file) : QByteArray();
        for (const QStringList& c : commands) {
            const CliRun r = inClub(file, c);
            const QString what = describe(QStringList{u("--db"), file} + c, r);
            QVERIFY2(r.code == 1, qPrintable(what));
            QVERIFY2(r.errText().contains(file), qPrintable(what));
            if (QFileInfo(file).isFile()) {
                QVERIFY2(fileSha256(file) == before, qPrintable(u("changed by: ") + what));
            }
        }
    }
    // An empty file holds no club: refused untouched, except by init, which
    // makes the club in it.
    for (const QStringList& c : commands) {
        if (c.first() == u("init")) {
            continue;
        }
        const CliRun r = inClub(empty, c);
        const QString what = describe(QStringList{u("--db"), empty} + c, r);
        QVERIFY2(r.code == 1 && r.errText().contains(empty), qPrintable(what));
        QVERIFY2(QFileInfo(empty).size() == 0, qPrintable(u("written by: ") + what));
    }
    CLI_OK(init, empty, us({"init"}));
    CLI_OK(listed, empty, us({"game", "list"}));

    // No journal left beside them either.
    QCOMPARE(QDir(m_files.path()).entryList({u("notes.txt*"), u("other.sqlite*")}, QDir::Files),
             us({"notes.txt", "other.sqlite"}));
}

// ------------------------------------------------------------ exit status 0

void TestCli::successIsQuiet_data()
{
    backendRows();
}

void TestCli::successIsQuiet()
{
    // Every command once, each succeeding with nothing on stderr.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));

    CLI_OK(help, db, us({"--help"}));
    QVERIFY(help.outText().contains(u("Usage:")));
    CLI_OK(version, db, us({"--version"}));
    CLI_OK(gameList, db, us({"game", "list"}));
    QVERIFY2(gameList.outText().contains(u("max_gain=10")), qPrintable(gameList.outText()));
    CLI_OK(params, db, us({"game", "params", "Tarot"}));
    QVERIFY(params.outText().contains(u("k0")));
    CLI_OK(set, db, us({"game", "set", "Tarot", "--param", "k0=45", "--param", "clamp=300"}));
    CLI_OK(gameList2, db, us({"--format", "csv", "game", "list"}));
    QVERIFY2(gameList2.outText().contains(u("clamp=300;k0=45")), qPrintable(gameList2.outText()));
    CLI_OK(add, db, us({"player", "add", "Zoé", "--household", "Maison A"}));
    CLI_OK(add2, db, us({"player", "add", "Nina"}));
    CLI_OK(import, db, (QStringList{u("import"), m_fileA}));
    QVERIFY(import.outText().contains(u("Imported")));
    CLI_OK(players, db, us({"--format", "csv", "player", "list"}));
    QVERIFY2(players.outText().contains(u("Zoé,Maison A,true")), qPrintable(players.outText()));
    // (The listings in each format are the tests below; here one of each.)
    CLI_OK(standings, db, us({"standings", "--game", "Tarot", "--at", "2024-02-01"}));
    QVERIFY2(standings.outText().count(QLatin1Char('\n')) > 3, qPrintable(standings.outText()));
    CLI_OK(hof, db, us({"hall-of-fame", "--from", "2024-01-01", "--to", "2024-12-31"}));
    CLI_OK(history, db, us({"history", "--player", "Zoé", "--game", "Tarot"}));
    CLI_OK(explain, db, (QStringList{u("explain"), u("--match"), m_someMatch}));
    QVERIFY(!explain.out.isEmpty());
    CLI_OK(explain2, db, us({"explain", "--match", "poker, finale \"A\""}));
    CLI_OK(exportFile, db, (QStringList{u("export-results"), path(backend + u("-export.csv"))}));
    CLI_OK(exportOut, db, us({"export-results", "-"}));
    QCOMPARE(exportOut.out, readFile(path(backend + u("-export.csv"))));

    // rename: the history follows the new name; the old one is gone.
    CLI_OK(rename, db, us({"player", "rename", "Bruno", "Bruno B."}));
    CLI_OK(renamed, db, us({"--format", "csv", "history", "--player", "Bruno B."}));
    QVERIFY(renamed.outText().count(QLatin1Char('\n')) > 1);
    QCOMPARE(inClub(db, us({"history", "--player", "Bruno"})).code, 1);

    // merge: the results of an alias move to the player kept.
    const QString alias = path(u("alias.csv"));
    QVERIFY(writeFile(alias, "match,date,game,player,rank\n"
                             "alias-1,2024-12-30,\xC3\x89"
                             "checs,Alias,1\n"
                             "alias-1,2024-12-30,\xC3\x89"
                             "checs,Nina,2\n"));
    CLI_OK(importAlias, db, (QStringList{u("import"), alias}));
    CLI_OK(merge, db, us({"player", "merge", "Alias", "Zoé"}));
    CLI_OK(merged, db, us({"--format", "csv", "history", "--player", "Zoé", "--game", "Échecs"}));
    QVERIFY2(merged.outText().contains(u("alias-1")), qPrintable(merged.outText()));
    QCOMPARE(inClub(db, us({"history", "--player", "Alias"})).code, 1);

    CLI_OK(rebuild, db, us({"rebuild"}));
    CLI_OK(check, db, us({"check"}));
    if (backend == u("sqlite")) {
        CLI_OK(backup, db, (QStringList{u("backup"), path(u("quiet-backup.palmares"))}));
    }
}

void TestCli::dbOption_data()
{
    backendRows();
}

void TestCli::dbOption()
{
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString missing = path(u("missing-from-env.palmares"));
    const auto withDb = [](const QString& value) {
        QProcessEnvironment env = cliEnvironment();
        env.insert(u("PALMARES_DB"), value);
        return env;
    };
    // $PALMARES_DB alone.
    CliRun r = runCli(us({"game", "list"}), withDb(f->db()));
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"game", "list"}), r)));
    // --db wins over $PALMARES_DB.
    r = runCli(QStringList{u("--db"), f->db(), u("game"), u("list")}, withDb(missing));
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"--db", "…", "game", "list"}), r)));
    // --db=VALUE, after the command.
    r = runCli(QStringList{u("game"), u("list"), u("--db=") + f->db()});
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"game", "list", "--db=…"}), r)));
    // Neither: a usage error that says how to give the club.
    r = runCli(us({"game", "list"}));
    QVERIFY2(r.code == 2 && r.errText().contains(u("PALMARES_DB")), qPrintable(describe(us({"game", "list"}), r)));
    // $PALMARES_DB naming no club: a user error naming it, nothing created.
    r = runCli(us({"game", "list"}), withDb(missing));
    QVERIFY2(r.code == 1 && r.errText().contains(missing), qPrintable(describe(us({"game", "list"}), r)));
    QVERIFY(!QFile::exists(missing));
}

PALMARES_TEST_SHARDED_MAIN(TestCli)
#include "tst_cli.moc"

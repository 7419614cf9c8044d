// A league on PostgreSQL with one role per secretary (issue 40): a role that
// may only read opens the league and reads it, creates nothing, and is told
// in one sentence that it may only read; a secretary who does not own the
// tables saves, imports in bulk and rebuilds; `league grant` gives each its
// rights; an empty database is not turned into a club by a read; the URL's
// libpq parameters reach the connection, an unknown one is refused by name,
// and no message shows a password. PostgreSQL only: skipped rows say why.

#include "clubtest.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>
#include <QUuid>

#include <algorithm>

using namespace palmares;
using namespace palmares::test;
using palmares::club::ImportReport;
using palmares::club::OpenMode;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");

/// A role name of this test alone (roles are the whole server's).
QString newRoleName(const char* kind)
{
    return QString::fromLatin1(kind) + QLatin1Char('_') + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

/// A results file of `matches` duels among 12 players, from `day` on.
QByteArray duels(int matches, const QString& prefix)
{
    QString csv = QStringLiteral("match,date,game,player,rank\n");
    for (int i = 0; i < matches; ++i) {
        const QString code = prefix + QString::number(i);
        const QString date = QStringLiteral("2024-05-%1").arg(1 + i % 28, 2, 10, QLatin1Char('0'));
        csv += QStringLiteral("%1,%2,Scrabble,Player %3,1\n%1,%2,Scrabble,Player %4,2\n")
                   .arg(code, date, QString::number(i % 12), QString::number((i + 5) % 12));
    }
    return csv.toUtf8();
}

/// The tables of the public schema of the scratch club's database.
int tableCount(const ScratchClub& scratch)
{
    // administer() runs statements only: the count goes through an error.
    const QString counted =
        scratch.administer(QStringLiteral("DO $$ BEGIN RAISE EXCEPTION 'tables=%', (SELECT count(*) FROM "
                                          "information_schema.tables WHERE table_schema = 'public'); END $$"));
    const QRegularExpressionMatch found = QRegularExpression(QStringLiteral("tables=(\\d+)")).match(counted);
    return found.hasMatch() ? found.captured(1).toInt() : -1;
}

/// A PostgreSQL program of the newest server Debian installed (the test
/// cluster's own), else the one on the PATH.
QString postgresqlTool(const QString& name)
{
    QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(found.begin(), found.end(), [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& version : std::as_const(found)) {
        const QString tool = versions.filePath(version + QStringLiteral("/bin/") + name);
        if (QFileInfo(tool).isExecutable()) {
            return tool;
        }
    }
    return QStandardPaths::findExecutable(name);
}

/// Runs `program` to its end: whether it succeeded; `output` has what it said.
bool run(const QString& program, const QStringList& arguments, QString& output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, arguments);
    const bool finished = p.waitForFinished(120000);
    output = program + QLatin1Char(' ') + arguments.join(QLatin1Char(' ')) + QStringLiteral(": ") +
             QString::fromLocal8Bit(p.readAll());
    return finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestLeague : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aReadCreatesNothing();
    void aReaderReadsAndMayNotWrite();
    void aSecretaryWritesWithoutOwningTheTables();
    void grantNeedsARoleAndALeague();
    void theUrlMeansWhatItSays();
    void tlsWhenAskedFor_data();
    void tlsWhenAskedFor();
    void pgDumpAndRestoreKeepTheLeague();
    void aLostConnectionIsMadeAgain();
    void noPasswordIsShown_data();
    void noPasswordIsShown();

private:
    /// Roles made by the test, dropped at its end.
    QStringList m_roles;
    /// Creates a login role, or fails the test.
    QString role(const ScratchClub& scratch, const char* kind);
};

void TestLeague::init()
{
    // No password shown needs no server: its connections are refused.
    if (!postgresqlRequired() && qstrcmp(QTest::currentTestFunction(), "noPasswordIsShown") != 0) {
        QSKIP("no PostgreSQL test server (PALMARES_TEST_PG): leagues are PostgreSQL's");
    }
}

void TestLeague::cleanup()
{
    // After the test's databases are gone, with the rights given in them.
    for (const QString& name : std::as_const(m_roles)) {
        const QString error = administerServer(QStringLiteral("DROP ROLE IF EXISTS %1").arg(name));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    m_roles.clear();
}

QString TestLeague::role(const ScratchClub& scratch, const char* kind)
{
    const QString name = newRoleName(kind);
    const QString error = scratch.administer(QStringLiteral("CREATE ROLE %1 LOGIN").arg(name));
    if (!error.isEmpty()) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    m_roles << name;
    return name;
}

void TestLeague::aReadCreatesNothing()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    QCOMPARE(tableCount(scratch), 0);
    const auto opened = Club::open(scratch.location(), OpenMode::Existing);
    QVERIFY(!opened);
    const QString message = opened.status().toString();
    QVERIFY2(message.contains(QStringLiteral("holds no club yet")) && message.contains(QStringLiteral("init")),
             qPrintable(message));
    QCOMPARE(tableCount(scratch), 0);
    // Created on purpose, it is a club.
    PALMARES_CLUB(c, scratch);
    QVERIFY(tableCount(scratch) > 10);
}

void TestLeague::aReaderReadsAndMayNotWrite()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, rating::System::Fermi));
        const ImportReport report = c->interchange().importCsv(duels(60, QStringLiteral("d")), false);
        QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    }
    const QString reader = role(scratch, "lecteur");
    QVERIFY(!reader.isEmpty());
    // No right at all yet: refused with the server's word, nothing changed.
    QVERIFY(!Club::open(scratch.locationAs(reader), OpenMode::Existing));
    {
        PALMARES_REOPENED(owner, scratch);
        PALMARES_OK(owner->maintenance().grantAccess(reader, false));
    }
    PALMARES_REOPENED(owner, scratch);
    const QStringList standings = fullStandings(*owner, Scrabble);
    const auto players = owner->roster().players();
    QVERIFY2(players, qPrintable(players.status().toString()));

    auto opened = Club::open(scratch.locationAs(reader), OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QCOMPARE(fullStandings(*c, Scrabble), standings);
    QVERIFY(c->archive().results());
    const auto report = c->maintenance().check();
    QVERIFY2(report, qPrintable(report.status().toString()));
    QVERIFY(report->ok());

    const QString onlyRead = QStringLiteral("the role %1 may only read this league; nothing was written").arg(reader);
    const Status added = c->roster().addPlayer(QStringLiteral("Zoé"));
    QVERIFY(!added.ok());
    QVERIFY2(added.toString().contains(onlyRead), qPrintable(added.toString()));
    const ImportReport imported = c->interchange().importCsv(duels(5, QStringLiteral("r")), false);
    QVERIFY(!imported.written);
    QVERIFY2(problemsText(imported.problems).contains(onlyRead), qPrintable(problemsText(imported.problems)));
    QVERIFY(!c->maintenance().rebuild().ok());
    const auto after = owner->roster().players();
    QVERIFY2(after, qPrintable(after.status().toString()));
    QCOMPARE(after->size(), players->size());
    QCOMPARE(fullStandings(*owner, Scrabble), standings);
}

void TestLeague::aSecretaryWritesWithoutOwningTheTables()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, rating::System::Fermi));
    }
    const QString secretary = role(scratch, "secretaire");
    QVERIFY(!secretary.isEmpty());
    {
        PALMARES_REOPENED(owner, scratch);
        PALMARES_OK(owner->maintenance().grantAccess(secretary, true));
    }
    auto opened = Club::open(scratch.locationAs(secretary), OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Zoé")));
    // A first import into an empty league is a bulk load (COPY), which
    // would drop the indexes of tables the secretary does not own.
    ImportReport report = c->interchange().importCsv(duels(3000, QStringLiteral("b")), false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    report = c->interchange().importCsv(duels(20, QStringLiteral("s")), false);
    QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
    PALMARES_RECORD(*c, duel(QStringLiteral("late"), Scrabble, when(2024, 6, 1), QStringLiteral("Zoé"),
                             QStringLiteral("Player 1")));
    PALMARES_OK(c->maintenance().rebuild());
    PALMARES_CHECKED(*c);
    // A later reading as a reader: the grant is changed to read only.
    {
        PALMARES_REOPENED(owner, scratch);
        PALMARES_OK(owner->maintenance().grantAccess(secretary, false));
    }
    auto again = Club::open(scratch.locationAs(secretary), OpenMode::Existing);
    QVERIFY2(again, qPrintable(again.status().toString()));
    const Status refused = (*again)->roster().addPlayer(QStringLiteral("Yann"));
    QVERIFY2(refused.toString().contains(QStringLiteral("may only read")), qPrintable(refused.toString()));
}

void TestLeague::grantNeedsARoleAndALeague()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    PALMARES_CLUB(c, scratch);
    const Status missing = c->maintenance().grantAccess(QStringLiteral("nobody_here_at_all"), false);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.toString().contains(QStringLiteral("there is no role nobody_here_at_all")),
             qPrintable(missing.toString()));
    PALMARES_SCRATCH(file, QStringLiteral("sqlite"));
    PALMARES_CLUB(f, file);
    const Status notALeague = f->maintenance().grantAccess(QStringLiteral("postgres"), true);
    QVERIFY(!notALeague.ok());
    QVERIFY2(notALeague.toString().contains(QStringLiteral("file's permissions")), qPrintable(notALeague.toString()));
}

void TestLeague::theUrlMeansWhatItSays()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    {
        PALMARES_CLUB(c, scratch);
    }
    // verify-full without the authority's certificate: refused, never
    // connected without checking.
    const auto unchecked = Club::open(scratch.location() + QStringLiteral("?sslmode=verify-full&sslrootcert=") +
                                          scratch.folder() + QStringLiteral("/none.crt"),
                                      OpenMode::Existing);
    QVERIFY(!unchecked);
    QVERIFY2(unchecked.status().toString().contains(QStringLiteral("none.crt")),
             qPrintable(unchecked.status().toString()));
    // A misspelt parameter is refused by its name.
    const auto misspelt = Club::open(scratch.location() + QStringLiteral("?sslmod=require"), OpenMode::Existing);
    QVERIFY(!misspelt);
    QVERIFY2(misspelt.status().toString().contains(QStringLiteral("sslmod")), qPrintable(misspelt.status().toString()));
    // The others reach the server: its sessions carry the application name.
    const QString name = newRoleName("app");
    const auto named = Club::open(scratch.location() + QStringLiteral("?application_name=") + name +
                                      QStringLiteral("&connect_timeout=5&sslmode=disable"),
                                  OpenMode::Existing);
    QVERIFY2(named, qPrintable(named.status().toString()));
    const QString seen = scratch.administer(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = '%1') "
                       "THEN RAISE EXCEPTION 'no session named %1'; END IF; END $$")
            .arg(name));
    QVERIFY2(seen.isEmpty(), qPrintable(seen));
    // options too: the server's own settings, given at connection.
    const QString optioned = newRoleName("opt");
    const auto withOptions = Club::open(
        scratch.location() + QStringLiteral("?options=-c%20application_name%3D") + optioned, OpenMode::Existing);
    QVERIFY2(withOptions, qPrintable(withOptions.status().toString()));
    const QString set = scratch.administer(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = '%1') "
                       "THEN RAISE EXCEPTION 'options not passed on'; END IF; END $$")
            .arg(optioned));
    QVERIFY2(set.isEmpty(), qPrintable(set));
    // dbname as a parameter names the database, as in libpq.
    QUrl other(scratch.location());
    other.setPath(QStringLiteral("/postgres"));
    other.setQuery(QStringLiteral("dbname=") + QUrl(scratch.location()).path().mid(1));
    const auto byParameter = Club::open(other.toString(), OpenMode::Existing);
    QVERIFY2(byParameter, qPrintable(byParameter.status().toString()));
}

void TestLeague::tlsWhenAskedFor_data()
{
    QTest::addColumn<QString>("parameters");
    QTest::addColumn<bool>("encrypted");
    const QString authority = qEnvironmentVariable("PALMARES_TEST_PG_CA");
    QTest::newRow("verify-full") << QStringLiteral("sslmode=verify-full&sslrootcert=") + authority << true;
    QTest::newRow("require") << QStringLiteral("sslmode=require") << true;
    QTest::newRow("disable") << QStringLiteral("sslmode=disable") << false;
}

void TestLeague::tlsWhenAskedFor()
{
    QFETCH(QString, parameters);
    QFETCH(bool, encrypted);
    if (qEnvironmentVariable("PALMARES_TEST_PG_CA").isEmpty()) {
        // scripts/test.sh sets it (scripts/pg.sh ca); CI runs that.
        QVERIFY2(!qEnvironmentVariableIsSet("CI"), "PALMARES_TEST_PG_CA is not set");
        QSKIP("PALMARES_TEST_PG_CA is not set: run the tests with scripts/test.sh");
    }
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    {
        PALMARES_CLUB(c, scratch);
    }
    const QString name = newRoleName("tls");
    const auto opened =
        Club::open(scratch.location() + QLatin1Char('?') + parameters + QStringLiteral("&application_name=") + name,
                   OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    // The server says whether the session is encrypted.
    const QString seen = scratch.administer(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid) "
                       "WHERE a.application_name = '%1' AND s.ssl = %2) THEN RAISE EXCEPTION 'not as asked'; "
                       "END IF; END $$")
            .arg(name, encrypted ? QStringLiteral("true") : QStringLiteral("false")));
    QVERIFY2(seen.isEmpty(), qPrintable(seen));
}

void TestLeague::pgDumpAndRestoreKeepTheLeague()
{
    // The manual's way of backing a league up and restoring it.
    const QString dump = postgresqlTool(QStringLiteral("pg_dump"));
    const QString restore = postgresqlTool(QStringLiteral("pg_restore"));
    QVERIFY2(!dump.isEmpty() && !restore.isEmpty(), "pg_dump or pg_restore not found (package postgresql)");
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    QStringList standings;
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, rating::System::Fermi));
        const ImportReport report = c->interchange().importCsv(duels(200, QStringLiteral("d")), false);
        QVERIFY2(report.written, qPrintable(problemsText(report.problems)));
        standings = fullStandings(*c, Scrabble);
    }
    const QString file = scratch.folder() + QStringLiteral("/ligue.dump");
    QString output;
    QVERIFY2(run(dump,
                 {QStringLiteral("--format=custom"), QStringLiteral("--file=") + file,
                  QStringLiteral("--dbname=") + scratch.location()},
                 output),
             qPrintable(output));
    PALMARES_SCRATCH(restored, QStringLiteral("postgresql"));
    QVERIFY2(
        run(restore, {QStringLiteral("--no-owner"), QStringLiteral("--dbname=") + restored.location(), file}, output),
        qPrintable(output));
    PALMARES_REOPENED(c, restored);
    QCOMPARE(fullStandings(*c, Scrabble), standings);
    PALMARES_CHECKED(*c);
    // Its sequences came back too: new rows take new ids.
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Zoé")));
    PALMARES_RECORD(*c, duel(QStringLiteral("after"), Scrabble, when(2024, 7, 1), QStringLiteral("Zoé"),
                             QStringLiteral("Player 2")));
    PALMARES_CHECKED(*c);
}

void TestLeague::aLostConnectionIsMadeAgain()
{
    // The server "restarts": the club's sessions are ended, and for a while
    // no connection to its database is accepted.
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Anne")));
    c->feed().watch(0);
    QList<QPair<bool, QString>> heard;
    QObject::connect(&c->feed(), &club::ChangeFeed::reachable, [&heard](bool reached, const QString& why) {
        heard.append({reached, why});
    });
    QCOMPARE(scratch.endSessions(true), QString());

    // While it cannot be reached: a save is refused whole, and said so.
    const Status refused = c->roster().addPlayer(QStringLiteral("Bruno"));
    QVERIFY(!refused.ok());
    QVERIFY2(refused.toString().contains(QStringLiteral("cannot be reached")) &&
                 refused.toString().contains(QStringLiteral("nothing was written")),
             qPrintable(refused.toString()));
    QVERIFY(!c->feed().poll());
    QVERIFY(!heard.isEmpty());
    QCOMPARE(heard.constLast().first, false);
    QVERIFY(!c->stayConnected().ok());

    // Back: the watcher connects again and the views reload; saves and reads
    // work, each once.
    QCOMPARE(scratch.allowConnections(), QString());
    QVERIFY(c->feed().poll());
    QCOMPARE(heard.constLast().first, true);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bruno")));
    // A session ended while idle: the next save connects again by itself.
    QCOMPARE(scratch.endSessions(false), QString());
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Chloé")));
    PALMARES_OK(c->stayConnected());
    const auto players = c->roster().players();
    QVERIFY2(players, qPrintable(players.status().toString()));
    QStringList names;
    for (const auto& p : *players) {
        names << p.name;
    }
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("Anne"), QStringLiteral("Bruno"), QStringLiteral("Chloé")}));
}

void TestLeague::noPasswordIsShown_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("shown");
    QTest::newRow("user part") << QStringLiteral("postgresql://anne:s3cret@127.0.0.1:1/league")
                               << QStringLiteral("postgresql://anne@127.0.0.1:1/league");
    QTest::newRow("malformed") << QStringLiteral("postgresql://anne:s3cret@127.0.0.1:notaport/league")
                               << QStringLiteral("postgresql://anne@127.0.0.1:notaport/league");
    QTest::newRow("parameter") << QStringLiteral("postgres://anne@127.0.0.1:1/league?password=s3cret&sslmode=disable")
                               << QStringLiteral("postgres://anne@127.0.0.1:1/league?sslmode=disable");
    QTest::newRow("last parameter") << QStringLiteral("postgresql://127.0.0.1:1/league?sslmode=disable&password=s3cret")
                                    << QStringLiteral("postgresql://127.0.0.1:1/league?sslmode=disable");
}

void TestLeague::noPasswordIsShown()
{
    QFETCH(QString, url);
    QFETCH(QString, shown);
    QCOMPARE(club::shownLocation(url), shown);
    const auto opened = Club::open(url, OpenMode::Existing);
    QVERIFY(!opened);
    const QString message = opened.status().toString();
    QVERIFY2(!message.contains(QStringLiteral("s3cret")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("anne")) || message.contains(QStringLiteral("127.0.0.1")),
             qPrintable(message));
}

QTEST_GUILESS_MAIN(TestLeague)
#include "tst_league.moc"

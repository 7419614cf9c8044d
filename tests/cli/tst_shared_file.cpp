// docs/RELIABILITY.md, "One club file, many programs" (issue 39): real
// processes on one SQLite club — the window (palmares-test-window: the real
// MainWindow, offscreen, with its worker's and backup worker's connections),
// palmares-cli, a second window — and what each saved is in the file once,
// seen by the others, durable through a kill -9 and through another program
// closing. Also the backups of two imports started at once, and a rebuild
// racing parameter changes and imports. And a window on a league whose
// PostgreSQL server goes away and comes back (issue 40).

#include "clitest.h"
#include "testclubs.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>

#include <csignal>
#include <vector>

#include <memory>
#include <unistd.h>

using namespace palmares::test;

namespace {

/// A palmares-test-window process, spoken to line by line.
class Window
{
public:
    explicit Window(const QString& club, const QString& config)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        env.insert(QStringLiteral("XDG_DATA_HOME"), config);
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(PALMARES_WINDOW), {club});
    }
    ~Window()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;
    Window(Window&&) = delete;
    Window& operator=(Window&&) = delete;

    /// The next line the window prints ("" after 60 s).
    QString line()
    {
        QElapsedTimer t;
        t.start();
        while (!m_process.canReadLine() && t.elapsed() < 60000 && m_process.state() != QProcess::NotRunning) {
            m_process.waitForReadyRead(200);
        }
        return QString::fromUtf8(m_process.readLine()).trimmed();
    }
    bool ready()
    {
        const QString first = line();
        m_pid = first.startsWith(QLatin1String("ready ")) ? first.mid(6).toLongLong() : 0;
        return m_pid > 0;
    }
    QString ask(const QString& command)
    {
        m_process.write(command.toUtf8() + '\n');
        m_process.waitForBytesWritten(5000);
        return line();
    }
    QStringList players()
    {
        const QString answer = ask(QStringLiteral("players"));
        return answer.mid(8).split(QLatin1Char('|'), Qt::SkipEmptyParts);
    }
    /// Whether the window shows `name` among its players within `ms`.
    bool shows(const QString& name, int ms = 5000)
    {
        QElapsedTimer t;
        t.start();
        do {
            if (players().contains(name)) {
                return true;
            }
            QThread::msleep(100);
        } while (t.elapsed() < ms);
        return false;
    }
    bool quit()
    {
        m_process.write("quit\n");
        return m_process.waitForFinished(30000) && m_process.exitStatus() == QProcess::NormalExit &&
               m_process.exitCode() == 0;
    }
    void kill9()
    {
        ::kill(static_cast<pid_t>(m_pid), SIGKILL);
        m_process.waitForFinished(10000);
    }
    [[nodiscard]] qint64 pid() const { return m_pid; }
    /// Whether the status bar says something containing `text` within `ms`.
    bool says(const QString& text, int ms)
    {
        QElapsedTimer t;
        t.start();
        do {
            if (ask(QStringLiteral("status")).contains(text)) {
                return true;
            }
            QThread::msleep(200);
        } while (t.elapsed() < ms);
        return false;
    }

private:
    QProcess m_process;
    qint64 m_pid = 0;
};

quint64 inode(const QString& path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

/// The club file and its shared-memory index: where SQLite's locks are.
QSet<quint64> lockFiles(const QString& club)
{
    return {inode(club), inode(club + QStringLiteral("-shm"))};
}

/// The inodes among `of` on which process `pid` holds POSIX locks
/// (/proc/locks).
QSet<quint64> lockedInodes(qint64 pid, const QSet<quint64>& of)
{
    QFile f(QStringLiteral("/proc/locks"));
    QSet<quint64> inodes;
    if (!f.open(QIODevice::ReadOnly)) {
        return inodes;
    }
    // "1: POSIX  ADVISORY  READ 12345 08:01:1234567 128 128"
    static const QRegularExpression row(
        QStringLiteral(R"(^\d+:\s+POSIX\s+\S+\s+\S+\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s)"));
    for (const QByteArray& l : f.readAll().split('\n')) {
        const QRegularExpressionMatch m = row.match(QString::fromLatin1(l));
        if (m.hasMatch() && m.captured(1).toLongLong() == pid && of.contains(m.captured(2).toULongLong())) {
            inodes.insert(m.captured(2).toULongLong());
        }
    }
    return inodes;
}

/// What the descriptors of process `pid` open of `club` and its journal:
/// "(deleted)" marks a file someone unlinked under it.
QStringList openedFiles(qint64 pid, const QString& club)
{
    // The links themselves: QFileInfo::symLinkTarget drops " (deleted)".
    QStringList found;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QFileInfo& fd :
         fds.entryInfoList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot)) {
        char buffer[4096];
        const ssize_t n = ::readlink(QFile::encodeName(fd.filePath()).constData(), buffer, sizeof buffer - 1);
        if (n > 0) {
            const QString target = QString::fromLocal8Bit(buffer, static_cast<qsizetype>(n));
            if (target.startsWith(club)) {
                found << target;
            }
        }
    }
    return found;
}

QStringList clubPlayers(const QString& club)
{
    const CliRun r = inClub(
        club, {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("player"), QStringLiteral("list")});
    QString problem;
    QStringList names;
    const QList<QStringList> rows = parseCsv(r.outText(), problem);
    for (qsizetype i = 1; i < rows.size(); ++i) {
        names << rows[i].value(0);
    }
    return names;
}

} // namespace

class TestSharedFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void aCliCommandLeavesTheWindowsJournalAndLocks();
    void closingOneWindowKeepsTheOthersSaves();
    void manyProgramsWritingAtOnce();
    void importsStartedAtOnceKeepTheirBackups();
    void aKilledBackupLeavesNothingBehind();
    void aRefusedImportKeepsNoCopy();
    void rebuildRacingParameterChangesAndImports();
    void aWindowOnALeagueConnectsAgain();

private:
    /// A club with a Tarot (niveau) game, a Duel and `matches` results of
    /// each, made by palmares-cli.
    QString clubWithResults(int matches);
    /// A results file of `matches` duels and tarot tables coded PREFIX-n.
    QString resultsFile(const QString& prefix, int matches, int day0 = 0);
    QString newClub();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSharedFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString TestSharedFile::newClub()
{
    const QString club = m_dir->filePath(QStringLiteral("club.palmares"));
    const CliRun r = inClub(club, {QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("Le club")});
    return r.code == 0 ? club : QString();
}

void TestSharedFile::aCliCommandLeavesTheWindowsJournalAndLocks()
{
    const QString club = newClub();
    QVERIFY(!club.isEmpty());
    Window window(club, m_dir->filePath(QStringLiteral("config")));
    QVERIFY(window.ready());
    QCOMPARE(window.ask(QStringLiteral("add Alice")), QStringLiteral("saved Alice"));
    const QSet<quint64> before = lockedInodes(window.pid(), lockFiles(club));
    QVERIFY2(before.contains(inode(club)) || before.contains(inode(club + QStringLiteral("-shm"))),
             "the window holds no lock on its club");
    // Any command of another program: a read, a backup, a write.
    for (const QStringList& args :
         {QStringList{QStringLiteral("player"), QStringLiteral("list")},
          QStringList{QStringLiteral("backup"), m_dir->filePath(QStringLiteral("copy.palmares"))},
          QStringList{QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Bruno")}}) {
        const CliRun r = inClub(club, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
        QVERIFY2(QFileInfo::exists(club + QStringLiteral("-wal")), "the window's journal was deleted");
        QVERIFY2(QFileInfo::exists(club + QStringLiteral("-shm")), "the window's shared memory was deleted");
        const QStringList opened = openedFiles(window.pid(), club);
        QVERIFY2(opened.filter(QStringLiteral("(deleted)")).isEmpty(), qPrintable(opened.join(QStringLiteral(", "))));
        QVERIFY2(!opened.filter(QStringLiteral("-wal")).isEmpty(), qPrintable(opened.join(QStringLiteral(", "))));
        QCOMPARE(lockedInodes(window.pid(), lockFiles(club)), before);
    }
    // Each sees what the other saved: the CLI at once, the window within
    // its couple of seconds.
    QVERIFY(clubPlayers(club).contains(QStringLiteral("Alice")));
    QVERIFY2(window.shows(QStringLiteral("Bruno")), qPrintable(window.players().join(QStringLiteral(", "))));
    // A save the window confirmed survives a kill -9 (a crash, a power cut).
    QCOMPARE(window.ask(QStringLiteral("add Chloé")), QStringLiteral("saved Chloé"));
    window.kill9();
    QStringList names = clubPlayers(club);
    names.sort();
    QCOMPARE(names, (us({"Alice", "Bruno", "Chloé"})));
    const CliRun check = inClub(club, {QStringLiteral("check")});
    QVERIFY2(check.code == 0, qPrintable(describe({QStringLiteral("check")}, check)));
}

void TestSharedFile::closingOneWindowKeepsTheOthersSaves()
{
    const QString club = newClub();
    QVERIFY(!club.isEmpty());
    auto first = std::make_unique<Window>(club, m_dir->filePath(QStringLiteral("config-1")));
    QVERIFY(first->ready());
    Window second(club, m_dir->filePath(QStringLiteral("config-2")));
    QVERIFY(second.ready());
    QCOMPARE(first->ask(QStringLiteral("add Anne")), QStringLiteral("saved Anne"));
    QCOMPARE(second.ask(QStringLiteral("add Basile")), QStringLiteral("saved Basile"));
    QVERIFY(second.shows(QStringLiteral("Anne")));
    QVERIFY(first->shows(QStringLiteral("Basile")));
    const QSet<quint64> locks = lockedInodes(second.pid(), lockFiles(club));
    QVERIFY(first->quit());
    first.reset();
    QCOMPARE(lockedInodes(second.pid(), lockFiles(club)), locks);
    QVERIFY(QFileInfo::exists(club + QStringLiteral("-wal")));
    QCOMPARE(second.ask(QStringLiteral("add Berthe")), QStringLiteral("saved Berthe"));
    QCOMPARE(inClub(club, {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Cyril")}).code, 0);
    QVERIFY(second.shows(QStringLiteral("Cyril")));
    QVERIFY(second.quit());
    QStringList names = clubPlayers(club);
    names.sort();
    QCOMPARE(names, (us({"Anne", "Basile", "Berthe", "Cyril"})));
    QCOMPARE(inClub(club, {QStringLiteral("check")}).code, 0);
}

void TestSharedFile::manyProgramsWritingAtOnce()
{
    // Two windows and a chain of palmares-cli commands add players for a
    // while, each saying what it saved; a CLI backup and reads run between.
    // Then the club holds exactly the union of what each said it saved.
    const QString club = newClub();
    QVERIFY(!club.isEmpty());
    Window a(club, m_dir->filePath(QStringLiteral("config-a")));
    Window b(club, m_dir->filePath(QStringLiteral("config-b")));
    QVERIFY(a.ready());
    QVERIFY(b.ready());
    QSet<QString> saved;
    QStringList failures;
    constexpr int Rounds = 12;
    for (int round = 0; round < Rounds; ++round) {
        // The CLI's command runs while both windows save.
        QProcess cli;
        const QString cliName = QStringLiteral("C-%1").arg(round);
        cli.start(cliPath(), {QStringLiteral("--db"), club, QStringLiteral("player"), QStringLiteral("add"), cliName});
        for (Window* w : {&a, &b}) {
            const QString name =
                QStringLiteral("%1-%2").arg(w == &a ? QStringLiteral("A") : QStringLiteral("B")).arg(round);
            const QString answer = w->ask(QStringLiteral("add ") + name);
            if (answer == QStringLiteral("saved ") + name) {
                saved.insert(name);
            } else {
                failures << answer;
            }
        }
        QVERIFY(cli.waitForFinished(60000));
        if (cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0) {
            saved.insert(cliName);
        } else {
            failures << QString::fromUtf8(cli.readAllStandardError());
        }
        if (round % 4 == 0) {
            QCOMPARE(
                inClub(club, {QStringLiteral("backup"), m_dir->filePath(QStringLiteral("b-%1.palmares").arg(round))})
                    .code,
                0);
        }
    }
    // A busy club may refuse a save with a clear message; nothing else.
    for (const QString& f : std::as_const(failures)) {
        QVERIFY2(f.contains(QLatin1String("did not finish in time")), qPrintable(f));
    }
    QVERIFY(saved.size() >= Rounds * 3 * 3 / 4);
    QVERIFY(a.quit());
    QVERIFY(b.quit());
    const QStringList names = clubPlayers(club);
    QCOMPARE(QSet<QString>(names.cbegin(), names.cend()), saved);
    QCOMPARE(names.size(), saved.size()); // each once
    QCOMPARE(inClub(club, {QStringLiteral("check")}).code, 0);
}

QString TestSharedFile::resultsFile(const QString& prefix, int matches, int day0)
{
    static const QStringList players = us({"Alice", "Bruno", "Chloé", "Denis", "Ève", "Fanny"});
    QString csv = QStringLiteral("match,date,game,player,rank,score,deals\n");
    for (int m = 0; m < matches; ++m) {
        const QString date = QDate(2025, 1, 1).addDays(day0 + m).toString(Qt::ISODate) + QStringLiteral("T20:00");
        const QString& a = players[m % 6];
        const QString& b = players[(m + 1) % 6];
        csv += QStringLiteral("%1-d%2,%3,Duel,%4,1,,\n%1-d%2,%3,Duel,%5,2,,\n").arg(prefix).arg(m).arg(date, a, b);
        csv += QStringLiteral("%1-t%2,%3,Tarot,%4,1,120,8\n%1-t%2,%3,Tarot,%5,2,40,8\n%1-t%2,%3,Tarot,%6,3,-60,8\n"
                              "%1-t%2,%3,Tarot,%7,4,-100,8\n")
                   .arg(prefix)
                   .arg(m)
                   .arg(date, players[(m + 2) % 6], players[(m + 3) % 6], players[(m + 4) % 6], players[(m + 5) % 6]);
    }
    const QString path = m_dir->filePath(prefix + QStringLiteral(".csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    file.write(csv.toUtf8());
    return path;
}

QString TestSharedFile::clubWithResults(int matches)
{
    const QString club = newClub();
    if (club.isEmpty() ||
        inClub(club, {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Tarot"),
                      QStringLiteral("--system"), QStringLiteral("niveau")})
                .code != 0 ||
        inClub(club, {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Duel"), QStringLiteral("--system"),
                      QStringLiteral("elo-provisional")})
                .code != 0 ||
        inClub(club, {QStringLiteral("import"), resultsFile(QStringLiteral("base"), matches)}).code != 0) {
        return {};
    }
    return club;
}

/// The names of the files in `folder` (hidden ones too).
QStringList filesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

void TestSharedFile::importsStartedAtOnceKeepTheirBackups()
{
    // Four imports started in the same second: each takes its backup before
    // its import, under a name of its own, never another's, never empty.
    const QString club = clubWithResults(200);
    QVERIFY(!club.isEmpty());
    const QString folder = club + QStringLiteral(".backups");
    const QStringList before = filesIn(folder);
    std::vector<std::unique_ptr<QProcess>> imports;
    for (int i = 0; i < 4; ++i) {
        const QString file = resultsFile(QStringLiteral("at-once-%1").arg(i), 3, 300 + i * 5);
        auto p = std::make_unique<QProcess>();
        p->start(cliPath(), {QStringLiteral("--db"), club, QStringLiteral("import"), file});
        imports.push_back(std::move(p));
    }
    for (auto& p : imports) {
        QVERIFY(p->waitForFinished(120000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        QVERIFY2(!p->readAllStandardError().contains("warning"), "an import had no backup");
    }
    QStringList added = filesIn(folder);
    for (const QString& f : before) {
        added.removeOne(f);
    }
    QCOMPARE(added.filter(QStringLiteral("-import.palmares")).size(), 4);
    QCOMPARE(added.size(), 4); // no temporary file left
    // Each is a whole club: restore --list reads every one's contents.
    const CliRun list = inClub(club, {QStringLiteral("restore"), QStringLiteral("--list")});
    QVERIFY2(list.code == 0, qPrintable(describe({QStringLiteral("restore --list")}, list)));
    for (const QString& f : std::as_const(added)) {
        QVERIFY2(QFileInfo(folder + QLatin1Char('/') + f).size() > 0, qPrintable(f));
        QVERIFY2(list.outText().contains(f), qPrintable(list.outText()));
    }
    QVERIFY2(!list.outText().contains(QLatin1String("damaged")) && !list.errText().contains(QLatin1String("damaged")),
             qPrintable(list.outText() + list.errText()));
}

void TestSharedFile::aKilledBackupLeavesNothingBehind()
{
    const QString club = clubWithResults(3000);
    QVERIFY(!club.isEmpty());
    const QString folder = club + QStringLiteral(".backups");
    // An import killed while its backup is being copied: its temporary
    // files stay until the next backup, which removes them (their process
    // is gone). Caught in the act when the copy is slow enough to see.
    bool caught = false;
    for (int attempt = 0; attempt < 10 && !caught; ++attempt) {
        QProcess p;
        p.start(cliPath(), {QStringLiteral("--db"), club, QStringLiteral("import"),
                            resultsFile(QStringLiteral("killed-%1").arg(attempt), 2, 400)});
        QVERIFY(p.waitForStarted());
        QElapsedTimer t;
        t.start();
        while (p.state() == QProcess::Running && t.elapsed() < 20000) {
            if (!filesIn(folder).filter(QStringLiteral(".part")).isEmpty()) {
                ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
                caught = true;
                break;
            }
        }
        p.waitForFinished(20000);
    }
    // A leftover of a process that cannot exist (above any pid_max), as a
    // killed copy leaves them, and one of an older Palmarès, a day old.
    const QString dead =
        folder + QStringLiteral("/.club-20260101T000000Z-import.palmares.99999999.0123456789abcdef.part");
    for (const QString& path : QStringList{dead, dead + QStringLiteral("-journal")}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("half a copy");
    }
    const QString live = folder + QStringLiteral("/.club-20260101T000000Z-import.palmares.%1.0123456789abcdef.part")
                                      .arg(QCoreApplication::applicationPid());
    {
        QFile f(live); // a copy under way in a live process: left alone
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const CliRun next = inClub(club, {QStringLiteral("import"), resultsFile(QStringLiteral("next"), 2, 500)});
    QVERIFY2(next.code == 0, qPrintable(describe({QStringLiteral("import")}, next)));
    const QStringList left = filesIn(folder).filter(QStringLiteral(".part"));
    QCOMPARE(left, QStringList{QFileInfo(live).fileName()});
    qInfo("a backup was caught being copied and killed: %s", caught ? "yes" : "no");
    // The club is whole: what the killed imports wrote is not in it.
    QCOMPARE(inClub(club, {QStringLiteral("check")}).code, 0);
}

void TestSharedFile::aRefusedImportKeepsNoCopy()
{
    const QString club = clubWithResults(50);
    QVERIFY(!club.isEmpty());
    const QString folder = club + QStringLiteral(".backups");
    const QStringList before = filesIn(folder);
    const QString bad = m_dir->filePath(QStringLiteral("bad.csv"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("match,date,game,player,rank\nx1,2025-06-01,Duel,Alice,1\nx1,2025-06-01,Duel,Bruno,one\n");
    }
    const CliRun r = inClub(club, {QStringLiteral("import"), bad});
    QCOMPARE(r.code, 1);
    QCOMPARE(filesIn(folder), before);
}

void TestSharedFile::rebuildRacingParameterChangesAndImports()
{
    // rebuild, game set --param and imports in separate processes at once:
    // whatever order they commit in, the ratings are those of the game's
    // parameters as they end (check replays them and compares).
    const QString club = clubWithResults(400);
    QVERIFY(!club.isEmpty());
    std::vector<std::unique_ptr<QProcess>> running;
    const auto start = [&](const QStringList& args) {
        auto p = std::make_unique<QProcess>();
        p->start(cliPath(), QStringList{QStringLiteral("--db"), club} + args);
        running.push_back(std::move(p));
    };
    for (int round = 0; round < 4; ++round) {
        start({QStringLiteral("rebuild")});
        start({QStringLiteral("game"), QStringLiteral("set"), QStringLiteral("Tarot"), QStringLiteral("--param"),
               QStringLiteral("k0=%1").arg(round % 2 == 0 ? 40 : 45)});
        start({QStringLiteral("import"), resultsFile(QStringLiteral("race-%1").arg(round), 5, 600 + round * 10)});
        start({QStringLiteral("rebuild")});
        for (auto& p : running) {
            QVERIFY(p->waitForFinished(180000));
            const QByteArray err = p->readAllStandardError();
            // The only refusal allowed: the others held the club too long.
            QVERIFY2(p->exitCode() == 0 || err.contains("another program is writing"), err.constData());
        }
        running.clear();
        const CliRun check = inClub(club, {QStringLiteral("check")});
        QVERIFY2(check.code == 0, qPrintable(describe({QStringLiteral("check")}, check)));
    }
}

void TestSharedFile::aWindowOnALeagueConnectsAgain()
{
    if (!postgresqlRequired()) {
        QSKIP("no PostgreSQL test server (PALMARES_TEST_PG)");
    }
    PALMARES_SCRATCH(scratch, QStringLiteral("postgresql"));
    const QString league = scratch.location();
    QCOMPARE(inClub(league, {QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("Ligue")}).code, 0);
    Window window(league, m_dir->filePath(QStringLiteral("config")));
    QVERIFY(window.ready());
    QCOMPARE(window.ask(QStringLiteral("add Alice")), QStringLiteral("saved Alice"));

    // The server "restarts": its sessions end, and for a while it accepts
    // no connection to the league.
    QCOMPARE(scratch.endSessions(true), QString());
    QVERIFY2(window.says(QStringLiteral("cannot be reached"), 15000), qPrintable(window.ask(QStringLiteral("status"))));
    if (qEnvironmentVariableIsSet("PALMARES_SHOTS")) {
        window.ask(QStringLiteral("shot ") + qEnvironmentVariable("PALMARES_SHOTS") +
                   QStringLiteral("/unreachable.png"));
    }
    const QString refused = window.ask(QStringLiteral("add Bruno"));
    QVERIFY2(refused.startsWith(QLatin1String("error Bruno")) &&
                 refused.contains(QStringLiteral("nothing was written")),
             qPrintable(refused));

    // Back: the window says so, and saves again, once each.
    QCOMPARE(scratch.allowConnections(), QString());
    QVERIFY2(window.says(QStringLiteral("Connected to the league's server again"), 15000),
             qPrintable(window.ask(QStringLiteral("status"))));
    QCOMPARE(window.ask(QStringLiteral("add Bruno")), QStringLiteral("saved Bruno"));
    QVERIFY(window.shows(QStringLiteral("Bruno")));
    const CliRun list = inClub(
        league, {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("player"), QStringLiteral("list")});
    QCOMPARE(list.code, 0);
    QCOMPARE(list.outText().count(QStringLiteral("Alice")), 1);
    QCOMPARE(list.outText().count(QStringLiteral("Bruno")), 1);
    QVERIFY(window.quit());
}

QTEST_GUILESS_MAIN(TestSharedFile)
#include "tst_shared_file.moc"

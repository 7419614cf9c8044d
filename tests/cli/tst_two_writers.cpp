// docs/RELIABILITY.md, "Two writers": several processes change one club at
// the same time — two palmares-test-writer processes (core/club, as two
// Palmarès windows) record, edit and delete matches, some of them the same
// shared matches, while two palmares-cli processes import file after file of
// back-dated results. Afterwards the club passes its check (integrity, and a
// rating cache identical to a fresh replay), holds every change a process
// reported as committed and none it reported as refused, and every refusal was
// a clear one: a stale edit, or "another program is writing" with exit 1.
// On SQLite, and on PostgreSQL when the test server is there.

#include "clitest.h"
#include "testclubs.h"

#include "club/club.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <memory>

using namespace palmares;
using namespace palmares::test;

namespace {

constexpr int Shared = 4;        ///< matches S-1…S-4 that both writers edit
constexpr int WriterRounds = 40; ///< rounds of each palmares-test-writer
constexpr int Files = 12;        ///< files each palmares-cli lane imports
constexpr int PerFile = 3;       ///< matches per file

club::MatchDraft sharedDuel(int n)
{
    club::MatchDraft d;
    d.code = QStringLiteral("S-%1").arg(n);
    d.game = QStringLiteral("Duel");
    d.playedAt = QDateTime(QDate(2025, 2, n), QTime(20, 0), Qt::UTC);
    club::MatchDraft::Entry a;
    a.player = QStringLiteral("Alice");
    a.rank = 1;
    club::MatchDraft::Entry b;
    b.player = QStringLiteral("Bruno");
    b.rank = 2;
    d.participants = {a, b};
    return d;
}

/// A chain of processes run one after the other (a writer is a chain of one).
struct Lane {
    QString name;
    QString program;
    QList<QStringList> runs;
    QList<CliRun> results;
    QProcess process;
    bool done = false;

    void startNext()
    {
        if (results.size() == runs.size()) {
            done = true;
            return;
        }
        process.start(program, runs.at(results.size()));
    }
    void finished()
    {
        CliRun r;
        r.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        r.problem = process.exitStatus() == QProcess::NormalExit ? QString() : QStringLiteral("crashed");
        r.out = process.readAllStandardOutput();
        r.err = process.readAllStandardError();
        results << r;
        startNext();
    }
};

} // namespace

class TestTwoWriters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourProcesses_data();
    void fourProcesses();
};

void TestTwoWriters::fourProcesses_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestTwoWriters::fourProcesses()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    {
        auto opened = club::Club::open(scratch.location(), club::OpenMode::Create);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        QVERIFY(c->init(QStringLiteral("Two writers")).ok());
        QVERIFY(c->catalogue().addGame(QStringLiteral("Duel"), rating::System::EloProvisional).ok());
        for (int n = 1; n <= Shared; ++n) {
            const auto recorded = c->resultBook().recordMatch(sharedDuel(n), true);
            QVERIFY2(recorded, qPrintable(recorded.status().toString()));
        }
    }

    // The import lanes: back-dated duels among the writers' players.
    QRandomGenerator gen(20261130);
    const QStringList players = us({"Alice", "Bruno", "Chloé", "Denis", "Ève", "Fanny"});
    QHash<QString, QStringList> codesOf; // file → its match identifiers
    std::vector<std::unique_ptr<Lane>> lanes;
    for (const QString& prefix : {QStringLiteral("C"), QStringLiteral("D")}) {
        auto lane = std::make_unique<Lane>();
        lane->name = QStringLiteral("palmares-cli %1").arg(prefix);
        lane->program = cliPath();
        for (int f = 0; f < Files; ++f) {
            QString csv = u("match,date,game,player,rank\n");
            QStringList codes;
            for (int m = 0; m < PerFile; ++m) {
                const QString code = QStringLiteral("%1-%2-%3").arg(prefix).arg(f).arg(m);
                const QString date = QDate(2025, 1, 1).addDays(gen.bounded(300)).toString(Qt::ISODate);
                const qsizetype a = gen.bounded(static_cast<int>(players.size()));
                const qsizetype b = (a + 1 + gen.bounded(static_cast<int>(players.size()) - 1)) % players.size();
                csv += QStringLiteral("%1,%2,Duel,%3,1\n%1,%2,Duel,%4,2\n").arg(code, date, players[a], players[b]);
                codes << code;
            }
            const QString path = QStringLiteral("%1/%2-%3.csv").arg(scratch.folder(), prefix).arg(f);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(csv.toUtf8());
            file.close();
            codesOf.insert(path, codes);
            lane->runs << QStringList{QStringLiteral("--db"), scratch.location(), QStringLiteral("import"), path};
        }
        lanes.push_back(std::move(lane));
    }
    for (const QString& prefix : {QStringLiteral("A"), QStringLiteral("B")}) {
        auto lane = std::make_unique<Lane>();
        lane->name = QStringLiteral("palmares-test-writer %1").arg(prefix);
        lane->program = QStringLiteral(PALMARES_WRITER);
        lane->runs << QStringList{scratch.location(), prefix, QString::number(WriterRounds),
                                  QString::number(gen.generate()), QString::number(Shared)};
        lanes.push_back(std::move(lane));
    }

    QElapsedTimer clock;
    clock.start();
    for (auto& lane : lanes) {
        Lane* l = lane.get();
        l->process.setProcessEnvironment(cliEnvironment());
        connect(&l->process, &QProcess::finished, this, [l] { l->finished(); });
        connect(&l->process, &QProcess::errorOccurred, this, [l](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart) {
                l->results << CliRun{-1, {}, {}, QStringLiteral("cannot start ") + l->program};
                l->startNext();
            }
        });
        l->startNext();
    }
    const auto allDone = [&] {
        return std::all_of(lanes.cbegin(), lanes.cend(), [](const auto& l) { return l->done; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(allDone(), 280000);
    const qint64 elapsed = clock.elapsed();

    // What each process says it committed (and refused).
    QSet<QString> present;
    QSet<QString> absent;
    QHash<QString, int> sharedEdits;
    int committed = 0;
    int stale = 0;
    int busy = 0;
    for (const auto& lane : lanes) {
        for (qsizetype i = 0; i < lane->results.size(); ++i) {
            const CliRun& r = lane->results.at(i);
            const QStringList& args = lane->runs.at(i);
            if (lane->program == cliPath()) {
                const QStringList& codes = codesOf.value(args.last());
                if (r.code == 0) {
                    present += QSet<QString>(codes.cbegin(), codes.cend());
                    ++committed;
                } else {
                    // The only acceptable refusal: the other writers held the
                    // club longer than the busy timeout; exit 1, and nothing
                    // of the file is in the club.
                    QVERIFY2(r.code == 1 && r.errText().contains(u("another program is writing to the club")),
                             qPrintable(describe(args, r)));
                    absent += QSet<QString>(codes.cbegin(), codes.cend());
                    ++busy;
                }
                continue;
            }
            QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
            for (const QString& line : r.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                const QString verb = line.section(QLatin1Char(' '), 0, 0);
                const QString code = line.section(QLatin1Char(' '), 1, 1);
                QVERIFY2(verb != u("error"), qPrintable(lane->name + u(": ") + line));
                if (verb == u("add")) {
                    present << code;
                    ++committed;
                } else if (verb == u("delete")) {
                    present.remove(code);
                    absent << code;
                    ++committed;
                } else if (verb == u("edit")) {
                    ++committed;
                    if (code.startsWith(u("S-"))) {
                        ++sharedEdits[code];
                    }
                } else if (verb == u("stale")) {
                    ++stale;
                } else if (verb == u("busy")) {
                    QVERIFY2(line.contains(u("another program is writing to the club")), qPrintable(line));
                    ++busy;
                } else {
                    QFAIL(qPrintable(lane->name + u(": unexpected line: ") + line));
                }
            }
        }
    }
    qInfo("%s: %d changes committed, %d stale edits refused, %d refused as busy, in %lld ms", qPrintable(backend),
          committed, stale, busy, elapsed);

    auto opened = club::Club::open(scratch.location(), club::OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    for (const QString& code : std::as_const(present)) {
        const auto d = c->resultBook().matchDraft(code);
        QVERIFY2(d, qPrintable(code + u(" was reported saved but is missing: ") + d.status().toString()));
    }
    for (const QString& code : std::as_const(absent)) {
        QVERIFY2(!c->resultBook().matchDraft(code),
                 qPrintable(code + u(" was reported deleted or refused but is there")));
    }
    // Every committed edit of a shared match raised its version by one: two
    // writers that read the same version cannot both have saved.
    int sharedTotal = 0;
    for (int n = 1; n <= Shared; ++n) {
        const QString code = QStringLiteral("S-%1").arg(n);
        const auto d = c->resultBook().matchDraft(code);
        QVERIFY2(d, qPrintable(d.status().toString()));
        QCOMPARE(d->version, 1 + sharedEdits.value(code));
        sharedTotal += sharedEdits.value(code);
    }
    QVERIFY(sharedTotal > 0);
    const auto results = c->archive().results();
    QVERIFY2(results, qPrintable(results.status().toString()));
    QCOMPARE(results->size(), present.size() + Shared);
    const auto report = c->maintenance().check();
    QVERIFY2(report, qPrintable(report.status().toString()));
    QVERIFY2(report->ok(), qPrintable((report->integrity + report->differences).join(u'\n')));
    c.reset();

    const QStringList args{QStringLiteral("--db"), scratch.location(), QStringLiteral("check")};
    const CliRun checked = runCli(args);
    QVERIFY2(checked.code == 0, qPrintable(describe(args, checked)));
}

QTEST_GUILESS_MAIN(TestTwoWriters)
#include "tst_two_writers.moc"

// docs/RELIABILITY.md, "Two writers", inside one process: two Club objects on
// two connections to one club (two windows, two secretaries). A save of a
// match someone else saved since it was read is refused with a clear message
// and changes nothing; a back-dated match of the other connection is in the
// re-rating of the next change; the club's ChangeFeed sees the other connection's
// commits and not its own. Two secretaries saving at the same moment, on two
// threads, lose nothing: every save is in, the cache agrees with a replay;
// nor do two saves made while an import (COPY on PostgreSQL, and a bulk load
// holding the tables in a variant) is writing. On SQLite, and on PostgreSQL
// when the test server is there.

#include "clubtest.h"

#include <QCoreApplication>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include "store/bulkwriter.h"

#include <atomic>

using namespace palmares;
using namespace palmares::test;

namespace {

const QString Duel = QStringLiteral("Duel");
const QString Alice = QStringLiteral("Alice");
const QString Bruno = QStringLiteral("Bruno");
const QString Chloe = QStringLiteral("Chloé");

std::unique_ptr<Club> reopen(const ScratchClub& scratch, Status& status)
{
    auto opened = Club::open(scratch.location(), club::OpenMode::Existing);
    if (!opened) {
        status = opened.status();
        return nullptr;
    }
    return std::move(*opened);
}

/// Makes `c` read from the server, then delivers what it received: on
/// PostgreSQL the notifications of every commit made before are then in.
void sync(Club& c)
{
    (void)c.roster().players();
    QCoreApplication::processEvents();
}

QString staleMessage(const QString& code)
{
    return QStringLiteral("match %1 was changed by someone else since you opened it; reload it").arg(code);
}

} // namespace

class TestClubWriters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backends_data();
    void staleEditRefused_data() { backends_data(); }
    void staleEditRefused();
    void staleDeleteRefused_data() { backends_data(); }
    void staleDeleteRefused();
    void editWithoutVersionTakesTheStoredOne_data() { backends_data(); }
    void editWithoutVersionTakesTheStoredOne();
    void otherConnectionsBackDatedMatchIsRerated_data() { backends_data(); }
    void otherConnectionsBackDatedMatchIsRerated();
    void watcherSeesOnlyOtherConnections_data() { backends_data(); }
    void watcherSeesOnlyOtherConnections();
    void racingSavesLoseNothing_data() { backends_data(); }
    void racingSavesLoseNothing();
    void saveRacingAnImportLosesNothing_data();
    void saveRacingAnImportLosesNothing();
};

void TestClubWriters::backends_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestClubWriters::staleEditRefused()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(*a, duel(QStringLiteral("m1"), Duel, when(2025, 1, 1), Alice, Bruno));
    Status status;
    auto b = reopen(scratch, status);
    QVERIFY2(b, qPrintable(status.toString()));

    // Both open m1 (version 1).
    auto inA = a->resultBook().matchDraft(QStringLiteral("m1"));
    auto inB = b->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(inA && inB, qPrintable(inB.status().toString()));
    QCOMPARE(inA->version, 1);
    QCOMPARE(inB->version, 1);

    // A saves Chloé in Bruno's place.
    inA->participants[1].player = Chloe;
    const auto saved = a->resultBook().editMatch(QStringLiteral("m1"), *inA, true);
    PALMARES_OK(saved);
    QCOMPARE(*saved, 2);
    const QByteArray afterA = exported(*a);

    // B's save of what it read before is refused, and changes nothing.
    inB->participants[0].rank = 2;
    inB->participants[1].rank = 1;
    const Status refused = b->resultBook().editMatch(QStringLiteral("m1"), *inB).status();
    QVERIFY(!refused.ok());
    QVERIFY(refused.stale);
    QCOMPARE(refused.toString(), staleMessage(QStringLiteral("m1")));
    QCOMPARE(exported(*b), afterA);
    const auto stored = b->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->version, 2);
    QCOMPARE(stored->participants[1].player, Chloe);
    QCOMPARE(stored->participants[0].rank, std::optional<int>(1));

    // Reloaded, B's edit goes through and A's stale copy is refused in turn.
    auto reloaded = *stored;
    std::swap(reloaded.participants[0].rank, reloaded.participants[1].rank);
    const auto savedAgain = b->resultBook().editMatch(QStringLiteral("m1"), reloaded, false);
    PALMARES_OK(savedAgain);
    QCOMPARE(*savedAgain, 3);
    QVERIFY(a->resultBook().editMatch(QStringLiteral("m1"), *inA).status().stale);
    PALMARES_CHECKED(*a);
    PALMARES_CHECKED(*b);

    // A match renamed or deleted by the other is stale too, not "no match".
    auto renamed = b->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(renamed, qPrintable(renamed.status().toString()));
    renamed->code = QStringLiteral("m1b");
    PALMARES_OK(b->resultBook().editMatch(QStringLiteral("m1"), *renamed));
    const Status gone = a->resultBook().editMatch(QStringLiteral("m1"), reloaded).status();
    QVERIFY(gone.stale);
    QCOMPARE(gone.toString(), staleMessage(QStringLiteral("m1")));
}

void TestClubWriters::staleDeleteRefused()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(*a, duel(QStringLiteral("m1"), Duel, when(2025, 1, 1), Alice, Bruno));
    Status status;
    auto b = reopen(scratch, status);
    QVERIFY2(b, qPrintable(status.toString()));
    const auto inB = b->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(inB, qPrintable(inB.status().toString()));

    auto edited = a->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(edited, qPrintable(edited.status().toString()));
    edited->playedAt = when(2025, 1, 2);
    PALMARES_OK(a->resultBook().editMatch(QStringLiteral("m1"), *edited));

    // B deletes what it saw: refused, the match (A's version) stays.
    const Status refused = b->resultBook().deleteMatch(QStringLiteral("m1"), inB->version);
    QVERIFY(refused.stale);
    QCOMPARE(refused.toString(), staleMessage(QStringLiteral("m1")));
    const auto stored = a->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->playedAt, when(2025, 1, 2));
    // With the version it has now, it goes.
    PALMARES_OK(b->resultBook().deleteMatch(QStringLiteral("m1"), stored->version));
    status = a->resultBook().matchDraft(QStringLiteral("m1")).status();
    QVERIFY(!status.ok());
    PALMARES_CHECKED(*a);
}

void TestClubWriters::editWithoutVersionTakesTheStoredOne()
{
    // The CLI's and the tests' edits by code name no version: they replace
    // the match as stored at the moment of the save.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(*a, duel(QStringLiteral("m1"), Duel, when(2025, 1, 1), Alice, Bruno));
    PALMARES_OK(a->resultBook().editMatch(QStringLiteral("m1"), duel({}, Duel, when(2025, 1, 3), Bruno, Alice), false));
    const auto saved =
        a->resultBook().editMatch(QStringLiteral("m1"), duel({}, Duel, when(2025, 1, 4), Alice, Bruno), false);
    PALMARES_OK(saved);
    QCOMPARE(*saved, 3);
    const auto stored = a->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->version, 3);
}

void TestClubWriters::otherConnectionsBackDatedMatchIsRerated()
{
    // A's next change re-rates from a history that holds B's back-dated
    // match: nothing in A's connection is a stale copy of the history.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(*a, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10), Alice, Bruno));
    Status status;
    auto b = reopen(scratch, status);
    QVERIFY2(b, qPrintable(status.toString()));
    const QStringList before = ratings(*a, Duel);
    PALMARES_RECORD(*b, duel(QStringLiteral("m0"), Duel, when(2025, 1, 1), Bruno, Alice));
    PALMARES_RECORD(*a, duel(QStringLiteral("m2"), Duel, when(2025, 1, 20), Alice, Chloe));
    auto e = a->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(e, qPrintable(e.status().toString()));
    e->playedAt = when(2025, 1, 5);
    PALMARES_OK(a->resultBook().editMatch(QStringLiteral("m1"), *e));
    PALMARES_CHECKED(*a);
    PALMARES_CHECKED(*b);
    QVERIFY(ratings(*a, Duel) != before);
    QCOMPARE(ratings(*a, Duel), ratings(*b, Duel));
}

void TestClubWriters::watcherSeesOnlyOtherConnections()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    Status status;
    auto b = reopen(scratch, status);
    QVERIFY2(b, qPrintable(status.toString()));

    // A's feed tells the other connections' commits apart from A's own.
    club::ChangeFeed& feed = a->feed();
    feed.watch(0); // polled by hand
    int elsewhere = 0;
    QObject::connect(&feed, &club::ChangeFeed::changed, &feed, [&elsewhere](const club::Change& c) {
        elsewhere += c.kind == club::Change::Kind::Elsewhere ? 1 : 0;
    });
    QVERIFY(!feed.poll());

    // A's own commits are no news to A…
    PALMARES_RECORD(*a, duel(QStringLiteral("m1"), Duel, when(2025, 1, 1), Alice, Bruno));
    PALMARES_OK(a->roster().addPlayer(Chloe));
    sync(*a); // PostgreSQL: A's own notifications arrive (and are ignored)
    QVERIFY(!feed.poll());
    QCOMPARE(elsewhere, 0);

    // …B's are, once however many there were, then nothing until the next.
    PALMARES_RECORD(*b, duel(QStringLiteral("m2"), Duel, when(2025, 1, 2), Bruno, Alice));
    PALMARES_OK(b->roster().addPlayer(QStringLiteral("Denis")));
    sync(*a);
    QVERIFY(feed.poll());
    QCOMPARE(elsewhere, 1);
    sync(*a);
    QVERIFY(!feed.poll());

    // A rolled-back change (a preview) is no change either.
    const auto preview =
        b->previewer().preview(club::ChangeKind::Add, duel({}, Duel, when(2025, 1, 3), Alice, Bruno), QString());
    QVERIFY2(preview, qPrintable(preview.status().toString()));
    sync(*a);
    QVERIFY(!feed.poll());
    QCOMPARE(elsewhere, 1);
}

namespace {

/// A secretary on a thread of his own: opens the club (his own connection)
/// and runs `work` on it, once `go` is set; what failed, "" when nothing did.
class Secretary
{
public:
    Secretary(const ScratchClub& scratch, std::atomic<bool>& go, std::function<QString(Club&)> work)
        : m_thread(QThread::create([this, &scratch, &go, work = std::move(work)] {
              Status status;
              auto c = reopen(scratch, status);
              if (!c) {
                  m_failure = status.toString();
                  return;
              }
              while (!go.load()) {
                  QThread::yieldCurrentThread();
              }
              m_failure = work(*c);
          }))
    {
        m_thread->start();
    }
    Secretary(const Secretary&) = delete;
    Secretary& operator=(const Secretary&) = delete;
    Secretary(Secretary&&) = delete;
    Secretary& operator=(Secretary&&) = delete;
    ~Secretary() { m_thread->wait(); }

    /// Waits for the work; what failed.
    QString result()
    {
        m_thread->wait();
        return m_failure;
    }

private:
    std::unique_ptr<QThread> m_thread;
    QString m_failure;
};

/// The codes of the club's matches (its export's first column; the codes
/// here need no quoting).
QSet<QString> matchCodes(Club& c)
{
    QSet<QString> codes;
    const QStringList lines = QString::fromUtf8(exported(c)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        codes.insert(lines[i].section(u',', 0, 0));
    }
    return codes;
}

/// Records `count` duels coded PREFIX-i on `c`, dated back and forth so that
/// each save re-rates over the other secretary's; what failed.
QString recordDuels(Club& c, const QString& prefix, int count, int dayShift)
{
    const QStringList names = {Alice, Bruno, Chloe, QStringLiteral("Denis")};
    for (int i = 0; i < count; ++i) {
        const int day = 1 + ((i * 7 + dayShift) % 28);
        const auto saved = c.resultBook().recordMatch(duel(QStringLiteral("%1-%2").arg(prefix).arg(i), Duel,
                                                           when(2025, 3, day, 10 + (i % 10), dayShift), names[i % 4],
                                                           names[(i + 1 + dayShift % 3) % 4]),
                                                      true);
        if (!saved) {
            return QStringLiteral("%1-%2: %3").arg(prefix).arg(i).arg(saved.status().toString());
        }
    }
    return {};
}

} // namespace

void TestClubWriters::racingSavesLoseNothing()
{
    // Two secretaries save at the same moment, each his own matches of the
    // same game, back-dated among the other's: every save waits its turn
    // (SQLite's lock, PostgreSQL's write lock) and re-rates over the other's.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(*a, duel(QStringLiteral("m0"), Duel, when(2025, 2, 1), Alice, Bruno));
    constexpr int Each = 25;
    std::atomic<bool> go{false};
    Secretary first(scratch, go, [](Club& c) { return recordDuels(c, QStringLiteral("A"), Each, 0); });
    Secretary second(scratch, go, [](Club& c) { return recordDuels(c, QStringLiteral("B"), Each, 3); });
    go = true;
    QCOMPARE(first.result(), QString());
    QCOMPARE(second.result(), QString());

    sync(*a);
    const QSet<QString> codes = matchCodes(*a);
    QCOMPARE(codes.size(), 1 + 2 * Each);
    for (const QString& prefix : {QStringLiteral("A"), QStringLiteral("B")}) {
        for (int i = 0; i < Each; ++i) {
            const QString code = QStringLiteral("%1-%2").arg(prefix).arg(i);
            QVERIFY2(codes.contains(code), qPrintable(code));
        }
    }
    PALMARES_CHECKED(*a);
    const QStringList before = ratings(*a, Duel);
    PALMARES_OK(a->maintenance().rebuild());
    QCOMPARE(ratings(*a, Duel), before);
}

void TestClubWriters::saveRacingAnImportLosesNothing_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("bulk");
    for (const QString& backend : backends()) {
        QTest::addRow("%s", qPrintable(backend)) << backend << false;
        QTest::addRow("%s bulk load", qPrintable(backend)) << backend << true;
    }
}

void TestClubWriters::saveRacingAnImportLosesNothing()
{
    // An import writes (by COPY on PostgreSQL, in many batches here; in a
    // bulk load, its tables locked and their keys dropped until its flush)
    // while two other secretaries save: each save waits for the import or
    // goes before it; all are in.
    QFETCH(QString, backend);
    QFETCH(bool, bulk);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(a, scratch);
    PALMARES_OK(a->catalogue().addGame(Duel, rating::System::EloProvisional));
    store::BulkWriter::setBatchBytes(4096);
    store::BulkWriter::setBulkLoadThreshold(bulk ? 1 : 0);
    const int bulkLoads = store::BulkWriter::bulkLoadsHeld();
    constexpr int Imported = 1500;
    QByteArray csv = "match,date,game,player,rank\n";
    const QStringList names = {Alice, Bruno, Chloe, QStringLiteral("Denis"), QStringLiteral("Emma")};
    for (int i = 0; i < Imported; ++i) {
        const QByteArray code = "I-" + QByteArray::number(i);
        const QByteArray at = when(2025, 1, 1).addSecs(600LL * i).toString(Qt::ISODate).left(16).toUtf8();
        csv += code + ',' + at + ",Duel," + names[i % 5].toUtf8() + ",1\n";
        csv += code + ',' + at + ",Duel," + names[(i + 1 + (i / 5) % 4) % 5].toUtf8() + ",2\n";
    }
    std::atomic<bool> go{false};
    Secretary importer(scratch, go, [&csv](Club& c) {
        const club::ImportReport report = c.interchange().importCsv(csv, false);
        QStringList problems;
        for (const club::Problem& p : report.problems) {
            problems << p.toString();
        }
        return report.written ? QString() : QStringLiteral("import: ") + problems.join(u'\n');
    });
    Secretary saver(scratch, go, [](Club& c) { return recordDuels(c, QStringLiteral("S"), 10, 1); });
    Secretary other(scratch, go, [](Club& c) { return recordDuels(c, QStringLiteral("T"), 10, 2); });
    go = true;
    const QString imported = importer.result();
    const QString saved = saver.result();
    const QString otherSaved = other.result();
    store::BulkWriter::setBatchBytes(0);
    store::BulkWriter::setBulkLoadThreshold(0);
    QCOMPARE(imported, QString());
    QCOMPARE(saved, QString());
    QCOMPARE(otherSaved, QString());
    // The savers' reads last milliseconds: none makes the import give way.
    QCOMPARE(store::BulkWriter::bulkLoadsHeld() - bulkLoads, bulk && scratch.isPostgresql() ? 1 : 0);

    sync(*a);
    const QSet<QString> codes = matchCodes(*a);
    QCOMPARE(codes.size(), Imported + 20);
    for (int i = 0; i < 10; ++i) {
        QVERIFY(codes.contains(QStringLiteral("S-%1").arg(i)));
        QVERIFY(codes.contains(QStringLiteral("T-%1").arg(i)));
    }
    PALMARES_CHECKED(*a);
    const QStringList before = ratings(*a, Duel);
    PALMARES_OK(a->maintenance().rebuild());
    QCOMPARE(ratings(*a, Duel), before);
}

QTEST_GUILESS_MAIN(TestClubWriters)
#include "tst_club_writers.moc"

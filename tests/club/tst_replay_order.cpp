// The replay order of a game's matches played at the same moment (issue 39,
// item 7; RATING_RULES.md, "Replay order"): by their codes, whatever order they were
// entered in. Two clubs fed the same matches in different orders — saved
// one by one (back-dated too), imported from files in other row orders
// (one that splits a moment among others), an import mixed with later
// saves, an edit that moves a match into the moment, a deletion — have the
// same standings, the same explanations to the last bit and the same
// export; their caches agree with a replay; a rebuild puts a club whose
// ids are out of that order back in it. On SQLite, and on PostgreSQL when
// the test server is there.

#include "clubtest.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

using namespace palmares;
using namespace palmares::test;

namespace {

const QString Duel = QStringLiteral("Duel");
const QString Chess = QStringLiteral("Chess");
const QString Alice = QStringLiteral("Alice");

/// One match as the tests enter it: the first player won.
struct Played {
    QString code;
    QString game;
    QDateTime at;
    QString winner;
    QString loser;
};

const QDateTime Moment = when(2025, 3, 1, 20, 0);

/// Four duels at one moment (in code order, by their bytes: "M3" < "m1" <
/// "m10" < "m2"), a game of chess at that moment too, and duels before and
/// after it. Elo with provisional ratings: each result moves the next.
const QList<Played> Matches{
    {QStringLiteral("a0"), Duel, when(2025, 2, 1, 20, 0), QStringLiteral("Alice"), QStringLiteral("Denis")},
    {QStringLiteral("m2"), Duel, Moment, QStringLiteral("Alice"), QStringLiteral("Bruno")},
    {QStringLiteral("m10"), Duel, Moment, QStringLiteral("Bruno"), u8("Chloé")},
    {QStringLiteral("m1"), Duel, Moment, u8("Chloé"), QStringLiteral("Alice")},
    {QStringLiteral("M3"), Duel, Moment, QStringLiteral("Denis"), QStringLiteral("Alice")},
    {QStringLiteral("c1"), Chess, Moment, QStringLiteral("Denis"), u8("Chloé")},
    {QStringLiteral("z9"), Duel, when(2025, 4, 1, 20, 0), QStringLiteral("Bruno"), QStringLiteral("Denis")},
};

/// The matches of `codes`, in that order.
QList<Played> inOrder(const QStringList& codes)
{
    QList<Played> out;
    for (const QString& code : codes) {
        for (const Played& p : Matches) {
            if (p.code == code) {
                out << p;
            }
        }
    }
    return out;
}

QStringList codes(const char* spaced)
{
    return QString::fromLatin1(spaced).split(QLatin1Char(' '));
}

MatchDraft draftOf(const Played& p)
{
    return duel(p.code, p.game, p.at, p.winner, p.loser);
}

/// The results file of `matches`, in that order.
QByteArray csvOf(const QList<Played>& matches)
{
    QString csv = QStringLiteral("match,date,game,player,rank\n");
    for (const Played& p : matches) {
        const QString at = p.at.toString(QStringLiteral("yyyy-MM-ddTHH:mm"));
        csv += QStringLiteral("%1,%2,%3,%4,1\n%1,%2,%3,%5,2\n").arg(p.code, at, p.game, p.winner, p.loser);
    }
    return csv.toUtf8();
}

/// "" when every match of `matches` was saved, in that order; else why not.
QString save(Club& c, const QList<Played>& matches)
{
    for (const Played& p : matches) {
        const auto saved = c.resultBook().recordMatch(draftOf(p), true);
        if (!saved) {
            return p.code + QStringLiteral(": ") + saved.status().toString();
        }
    }
    return {};
}

/// "" when `matches` were imported in that order; else why not.
QString importInto(Club& c, const QList<Played>& matches)
{
    const club::ImportReport report = c.interchange().importCsv(csvOf(matches), false);
    return report.written ? QString() : QStringLiteral("import: ") + problemsText(report.problems);
}

/// "" when `matches` were imported (`imported`) or saved one by one, in
/// that order; else why not.
QString feed(Club& c, const QList<Played>& matches, bool imported)
{
    return imported ? importInto(c, matches) : save(c, matches);
}

/// Everything the order could change: both games' standings at full
/// precision, each match's explanation and rating after (every bit), Alice's
/// history and the export.
QStringList snapshot(Club& c)
{
    QStringList out = fullStandings(c, Duel) + fullStandings(c, Chess);
    for (const Played& p : Matches) {
        const auto x = c.explainer().explain(p.code);
        if (!x) {
            out << p.code + QStringLiteral(": ") + x.status().toString();
            continue;
        }
        out << x->lines;
        for (const rating::RatingChange& change : x->changes) {
            out << QStringLiteral("%1 %2 → %3").arg(p.code, exact(change.before), exact(change.after));
        }
    }
    out << history(c, Alice);
    out << QString::fromUtf8(exported(c)).split(QStringLiteral("\r\n"));
    return out;
}

/// A new club at `scratch` with the two games.
std::unique_ptr<Club> clubWithGames(const ScratchClub& scratch, Status& status)
{
    auto c = newClub(scratch, status);
    if (c) {
        status = c->catalogue().addGame(Duel, rating::System::EloProvisional);
    }
    if (c && status.ok()) {
        status = c->catalogue().addGame(Chess, rating::System::EloProvisional);
    }
    return status.ok() ? std::move(c) : nullptr;
}

/// The snapshot of a club fed the matches in code order, one save each: the
/// order every other club must come to.
QStringList reference(const QString& backend, QString& problem)
{
    ScratchClub scratch(backend);
    Status status;
    auto c = scratch.error().isEmpty() ? clubWithGames(scratch, status) : nullptr;
    if (!c) {
        problem = scratch.error() + status.toString();
        return {};
    }
    problem = save(*c, inOrder(codes("a0 M3 c1 m1 m10 m2 z9")));
    return snapshot(*c);
}

} // namespace

class TestReplayOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anyOrder_data();
    void anyOrder();
    void importsAndSavesMixed_data();
    void importsAndSavesMixed();
    void editAndDeleteKeepTheOrder_data() { addBackendRows(); }
    void editAndDeleteKeepTheOrder();
    void rebuildPutsOldIdsInOrder();
};

void TestReplayOrder::anyOrder_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<bool>("imported");
    QTest::addColumn<QStringList>("order");
    for (const QString& backend : backends()) {
        for (const bool imported : {false, true}) {
            const char* how = imported ? "import" : "saves";
            QTest::addRow("%s %s code order", qPrintable(backend), how)
                << backend << imported << codes("a0 M3 c1 m1 m10 m2 z9");
            QTest::addRow("%s %s entry order", qPrintable(backend), how)
                << backend << imported << codes("a0 m2 m10 m1 M3 c1 z9");
        }
        // Back-dated saves: the later duel first, the moment's in reverse.
        QTest::addRow("%s saves back-dated", qPrintable(backend)) << backend << false << codes("z9 m2 c1 m10 m1 M3 a0");
        QTest::addRow("%s saves mixed", qPrintable(backend)) << backend << false << codes("m10 z9 m2 c1 M3 a0 m1");
        QTest::addRow("%s import reversed", qPrintable(backend)) << backend << true << codes("z9 m2 m10 m1 M3 c1 a0");
        // A file out of date order that splits the moment among others.
        QTest::addRow("%s import split moment", qPrintable(backend))
            << backend << true << codes("m2 z9 m10 a0 m1 c1 M3");
    }
}

void TestReplayOrder::anyOrder()
{
    QFETCH(QString, backend);
    QFETCH(bool, imported);
    QFETCH(QStringList, order);
    QString problem;
    const QStringList expected = reference(backend, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = clubWithGames(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    problem = feed(*c, inOrder(order), imported);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(snapshot(*c), expected);
    PALMARES_CHECKED(*c);
    // A rebuild replays the same order.
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(snapshot(*c), expected);
}

void TestReplayOrder::importsAndSavesMixed_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QStringList>("first");
    QTest::addColumn<bool>("firstImported");
    QTest::addColumn<QStringList>("then");
    QTest::addColumn<bool>("thenImported");
    for (const QString& backend : backends()) {
        // Saves into a moment an import wrote, before its first matches.
        QTest::addRow("%s import, then saves", qPrintable(backend))
            << backend << codes("a0 m2 z9 c1") << true << codes("M3 m10 m1") << false;
        // An import into a moment the club has matches at, a later one too.
        QTest::addRow("%s saves, then import", qPrintable(backend))
            << backend << codes("m10 z9") << false << codes("a0 m2 m1 M3 c1") << true;
        // An import whose first moment holds one of the club's last matches.
        QTest::addRow("%s saves, then import after", qPrintable(backend))
            << backend << codes("a0 m2") << false << codes("m1 M3 m10 z9 c1") << true;
        QTest::addRow("%s two imports", qPrintable(backend))
            << backend << codes("m2 a0 m10") << true << codes("z9 m1 c1 M3") << true;
    }
}

void TestReplayOrder::importsAndSavesMixed()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, first);
    QFETCH(bool, firstImported);
    QFETCH(QStringList, then);
    QFETCH(bool, thenImported);
    QString problem;
    const QStringList expected = reference(backend, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = clubWithGames(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    problem = feed(*c, inOrder(first), firstImported);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_CHECKED(*c);
    problem = feed(*c, inOrder(then), thenImported);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(snapshot(*c), expected);
    PALMARES_CHECKED(*c);
}

void TestReplayOrder::editAndDeleteKeepTheOrder()
{
    QFETCH(QString, backend);
    QString problem;
    const QStringList expected = reference(backend, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = clubWithGames(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    // m1 saved an hour late under another code, and one match too many.
    Played late = inOrder({QStringLiteral("m1")}).constFirst();
    late.code = QStringLiteral("x1");
    late.at = Moment.addSecs(3600);
    Played extra = inOrder({QStringLiteral("m2")}).constFirst();
    extra.code = QStringLiteral("m0");
    problem = save(*c, inOrder(codes("z9 m2 a0")) + QList<Played>{late, extra} + inOrder(codes("m10 M3 c1")));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_CHECKED(*c);

    // The edit moves it into the moment, first but one of its codes.
    auto draft = c->resultBook().matchDraft(QStringLiteral("x1"));
    PALMARES_OK(draft);
    draft->code = QStringLiteral("m1");
    draft->playedAt = Moment;
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("x1"), *draft));
    PALMARES_CHECKED(*c);
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("m0")));
    QCOMPARE(snapshot(*c), expected);
    PALMARES_CHECKED(*c);

    // A code edit alone moves a match within its moment.
    draft = c->resultBook().matchDraft(QStringLiteral("M3"));
    PALMARES_OK(draft);
    draft->code = QStringLiteral("n3");
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("M3"), *draft));
    PALMARES_CHECKED(*c);
    const QStringList renamed = snapshot(*c);
    draft = c->resultBook().matchDraft(QStringLiteral("n3"));
    PALMARES_OK(draft);
    draft->code = QStringLiteral("M3");
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("n3"), *draft));
    QCOMPARE(snapshot(*c), expected);
    QVERIFY(renamed != expected); // Denis's win over Alice came last of the moment
    PALMARES_CHECKED(*c);
}

void TestReplayOrder::rebuildPutsOldIdsInOrder()
{
    // A club written before the order: the moment's ids made to follow
    // entry order again behind Palmarès's back (SQLite: the test's own
    // connection, foreign keys off).
    QString problem;
    const QStringList expected = reference(QStringLiteral("sqlite"), problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        Status status;
        auto c = clubWithGames(scratch, status);
        QVERIFY2(c, qPrintable(status.toString()));
        problem = save(*c, inOrder(codes("a0 M3 c1 m1 m10 m2 z9")));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    {
        const QString name = QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::Id128);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(scratch.location());
            QVERIFY(db.open());
            QSqlQuery q(db);
            // M3, the first of its moment, takes an id after every other.
            for (const char* sql : {"UPDATE participant SET match_id = ? WHERE match_id = "
                                    "(SELECT id FROM match WHERE code = ?)",
                                    "UPDATE match SET id = ? WHERE code = ?"}) {
                QVERIFY2(q.prepare(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
                q.addBindValue(1000);
                q.addBindValue(QStringLiteral("M3"));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
        }
        QSqlDatabase::removeDatabase(name);
    }
    PALMARES_REOPENED(c, scratch);
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(snapshot(*c), expected);
    PALMARES_CHECKED(*c);
}

QTEST_GUILESS_MAIN(TestReplayOrder)
#include "tst_replay_order.moc"

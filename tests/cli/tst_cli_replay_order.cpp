// palmares-cli and the replay order of matches played at the same moment
// (issue 39, item 7; RATING_RULES.md §1): two secretaries importing the same
// results in different row orders — or in two files — get the same
// standings, the same explanations and the same export. On SQLite, and on
// PostgreSQL when the test server is there.

#include "clitest.h"

#include "testclubs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

/// The rows of each match, by code: duels at 20:00 on 1 March 2025 (in code
/// order, by their bytes: "M3" < "m1" < "m10" < "m2") and one before.
const QList<QPair<QString, QString>> Rows{
    {u("a0"), u("a0,2025-02-01T20:00,Duel,Alice,1\na0,2025-02-01T20:00,Duel,Denis,2\n")},
    {u("m2"), u("m2,2025-03-01T20:00,Duel,Alice,1\nm2,2025-03-01T20:00,Duel,Bruno,2\n")},
    {u("m10"), u("m10,2025-03-01T20:00,Duel,Bruno,1\nm10,2025-03-01T20:00,Duel,Chloé,2\n")},
    {u("m1"), u("m1,2025-03-01T20:00,Duel,Chloé,1\nm1,2025-03-01T20:00,Duel,Alice,2\n")},
    {u("M3"), u("M3,2025-03-01T20:00,Duel,Denis,1\nM3,2025-03-01T20:00,Duel,Alice,2\n")},
};

} // namespace

class TestCliReplayOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importOrderDoesNotMatter_data();
    void importOrderDoesNotMatter();

private:
    /// A results file of the matches `codes`, in that order.
    QString file(const QString& name, const QStringList& codes);
    /// What palmares-cli says of the club at `db` after `files` are imported
    /// in turn into a new club: standings, explanations, export.
    QStringList outcome(const QString& db, const QStringList& files);

    QTemporaryDir m_dir;
};

QString TestCliReplayOrder::file(const QString& name, const QStringList& codes)
{
    QString csv = u("match,date,game,player,rank\n");
    for (const QString& code : codes) {
        for (const auto& [c, rows] : Rows) {
            if (c == code) {
                csv += rows;
            }
        }
    }
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(csv.toUtf8());
    }
    return path;
}

QStringList TestCliReplayOrder::outcome(const QString& db, const QStringList& files)
{
    QStringList out;
    QList<QStringList> commands{us({"init", "--name", "Le Cercle"}),
                                us({"game", "add", "Duel", "--system", "elo-provisional"})};
    for (const QString& f : files) {
        commands << QStringList{u("import"), f};
    }
    commands << us({"--format", "csv", "standings", "--game", "Duel", "--show-dormant"}) << us({"export-results", "-"})
             << us({"check"});
    for (const auto& [code, rows] : Rows) {
        commands << QStringList{u("explain"), u("--match"), code};
    }
    for (const QStringList& args : commands) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            return {describe(args, r)};
        }
        if (args.contains(u("init")) || args.contains(u("add")) || args.contains(u("import"))) {
            continue;
        }
        out << args.join(QLatin1Char(' ')) << r.outText().split(u("\r\n"));
    }
    return out;
}

void TestCliReplayOrder::importOrderDoesNotMatter_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestCliReplayOrder::importOrderDoesNotMatter()
{
    QFETCH(QString, backend);
    QVERIFY(m_dir.isValid());
    const QString inCodeOrder = file(u("code-order.csv"), us({"a0", "M3", "m1", "m10", "m2"}));
    const QString entered = file(u("entered.csv"), us({"m2", "m10", "a0", "m1", "M3"}));
    const QString firstHalf = file(u("first.csv"), us({"m10", "m2"}));
    const QString secondHalf = file(u("second.csv"), us({"M3", "a0", "m1"}));

    PALMARES_SCRATCH(first, backend);
    const QStringList expected = outcome(first.location(), {inCodeOrder});
    QVERIFY2(expected.size() > 1, qPrintable(expected.join(QLatin1Char('\n'))));
    // M3 came first of its moment: Alice lost to Denis before she beat Bruno.
    QVERIFY2(expected.join(QLatin1Char('\n')).contains(u("Denis")), qPrintable(expected.join(QLatin1Char('\n'))));
    for (const QStringList& files : {QStringList{entered}, QStringList{firstHalf, secondHalf}}) {
        PALMARES_SCRATCH(other, backend);
        QCOMPARE(outcome(other.location(), files), expected);
    }
}

QTEST_GUILESS_MAIN(TestCliReplayOrder)
#include "tst_cli_replay_order.moc"

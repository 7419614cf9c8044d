// palmares-cli explain and the explanation card of a niveau game whose club
// changed `clamp` and `leave_score_gap`: both show the club's values, the
// ones the engine used (issue 16: they printed the defaults ±350 and − 50).

#include "clitest.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

class TestCliExplain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void niveauParametersInForce_data();
    void niveauParametersInForce();
};

void TestCliExplain::niveauParametersInForce_data()
{
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("notShown");
    // Four new players at 850; Dan leaves with the lowest score as entered
    // (−20): his score becomes −20 − leave_score_gap (RATING_RULES.md §2).
    QTest::newRow("club's values") << us({"--param", "clamp=200", "--param", "leave_score_gap=30"})
                                   << us({"expected 0.5 + 0.001 × clamp(850 − 850, ±200) = 0.5",
                                          "left the table: score counted as the lowest score − 30 = -50"})
                                   << us({"±350", "− 50"});
    QTest::newRow("defaults") << QStringList()
                              << us({"expected 0.5 + 0.001 × clamp(850 − 850, ±350) = 0.5",
                                     "left the table: score counted as the lowest score − 50 = -70"})
                              << us({"±200", "− 30"});
}

void TestCliExplain::niveauParametersInForce()
{
    QFETCH(QStringList, params);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(u("club.palmares"));
    const auto ok = [&](const QStringList& args) {
        const CliRun run = inClub(db, args);
        return run.code == 0 ? QString() : args.join(u' ') + u(": ") + run.problem + run.errText();
    };
    QCOMPARE(ok(us({"init"})), QString());
    QCOMPARE(ok(us({"game", "add", "Tarot", "--system", "niveau"}) + params), QString());
    const QString csv = dir.filePath(u("results.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("match,date,game,player,score,deals,left\n"
               "t1,2026-05-13T20:30,Tarot,Ann,100,8,\n"
               "t1,2026-05-13T20:30,Tarot,Bob,50,8,\n"
               "t1,2026-05-13T20:30,Tarot,Cid,0,8,\n"
               "t1,2026-05-13T20:30,Tarot,Dan,-20,8,1\n");
    file.close();
    QCOMPARE(ok(QStringList{u("import"), csv}), QString());

    // What `explain --match` prints: Club::explain's lines, as the window's panel shows them.
    const CliRun explain = inClub(db, us({"explain", "--match", "t1"}));
    QVERIFY2(explain.code == 0, qPrintable(explain.errText()));
    const QString text = explain.outText();
    for (const QString& line : shown) {
        QVERIFY2(text.contains(line), qPrintable(line + u("\nnot in:\n") + text));
    }
    for (const QString& line : notShown) {
        QVERIFY2(!text.contains(line), qPrintable(line + u("\nin:\n") + text));
    }

    // The printed card: the same lines, and the score used row names the gap in force.
    const QString html = dir.filePath(u("card.html"));
    QCOMPARE(ok(QStringList{u("report"), u("--match"), u("t1"), u("--format"), u("html"), u("--out"), html}),
             QString());
    QFile card(html);
    QVERIFY(card.open(QIODevice::ReadOnly));
    const QString printed = QString::fromUtf8(card.readAll());
    const QString gap = params.isEmpty() ? u("50") : u("30");
    QVERIFY2(printed.contains(u("Score used (a leaver&#39;s: lowest − ") + gap + u(")")) ||
                 printed.contains(u("Score used (a leaver's: lowest − ") + gap + u(")")),
             qPrintable(printed));
    for (const QString& line : shown) {
        QVERIFY2(printed.contains(line), qPrintable(line + u("\nnot in the card:\n") + printed));
    }
}

QTEST_GUILESS_MAIN(TestCliExplain)
#include "tst_cli_explain.moc"

// palmares-cli and dormant players (issue 18, item 2): `club show`, `club
// set --dormant-after`, standings without the dormant players unless
// --show-dormant, and the standings sheet's line. The results are dated from
// today back, so the test means the same whatever day it runs.

#include "clitest.h"

#include "testclubs.h"

#include <QDate>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

QString day(int monthsAgo, int daysAgo = 0)
{
    return QDate::currentDate().addMonths(-monthsAgo).addDays(-daysAgo).toString(Qt::ISODate);
}

} // namespace

class TestCliDormancy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void settingShownAndSet();
    void refusedSettingChangesNothing_data();
    void refusedSettingChangesNothing();
    void standingsHideDormant();
    void reportSaysSo();

private:
    QTemporaryDir m_dir;
    QString m_db;
};

void TestCliDormancy::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(u("club.palmares"));
    // Alice and Bruno last played 13 months ago, Chloé and Denis a month ago;
    // Émile and Fanny exactly 12 months ago: still in.
    const QString csv = u("match,date,game,player,rank\n"
                          "c1,%1T20:00,Chess,Alice,1\nc1,%1T20:00,Chess,Bruno,2\n"
                          "c2,%2T20:00,Chess,Émile,1\nc2,%2T20:00,Chess,Fanny,2\n"
                          "c3,%3T20:00,Chess,Chloé,1\nc3,%3T20:00,Chess,Denis,2\n")
                            .arg(day(13), day(12), day(1));
    const QString file = m_dir.filePath(u("results.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(csv.toUtf8());
    f.close();
    for (const QStringList& args :
         {us({"init", "--name", "Le Cercle"}), us({"game", "add", "Chess", "--system", "elo-provisional"}),
          QStringList{u("import"), file}}) {
        const CliRun r = inClub(m_db, args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
    }
}

void TestCliDormancy::settingShownAndSet()
{
    CLI_OK(shown, m_db, us({"--format", "csv", "club", "show"}));
    QCOMPARE(shown.outText(), u("name,dormant_after_months\r\nLe Cercle,12\r\n"));
    CLI_OK(never, m_db, us({"club", "set", "--dormant-after", "never"}));
    CLI_OK(json, m_db, us({"--format", "json", "club", "show"}));
    QVERIFY2(json.outText().contains(u("\"dormant_after_months\": \"never\"")), qPrintable(json.outText()));
    CLI_OK(six, m_db, us({"club", "set", "--dormant-after", "6"}));
    CLI_OK(table, m_db, us({"club", "show"}));
    QVERIFY2(table.outText().contains(u("Le Cercle")) && table.outText().contains(u(" 6")),
             qPrintable(table.outText()));
    CLI_OK(back, m_db, us({"club", "set", "--dormant-after", "12"}));
}

void TestCliDormancy::refusedSettingChangesNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a number") << us({"club", "set", "--dormant-after", "a year"}) << 2
                                  << u("--dormant-after takes a number of months or 'never', not 'a year'");
    QTest::newRow("negative") << us({"club", "set", "--dormant-after", "-3"}) << 1
                              << u("players are set aside after 1 to 600 months without a match, or never; not -3");
    QTest::newRow("too long") << us({"club", "set", "--dormant-after", "601"}) << 1 << u("not 601 months");
    QTest::newRow("missing") << us({"club", "set"}) << 2 << u("club set needs --dormant-after MONTHS|never");
    QTest::newRow("show-dormant on a Hall of Fame")
        << us({"--format", "csv", "report", "--hall-of-fame", "--show-dormant", "--out", "x.csv"}) << 2
        << u("--show-dormant does not apply to --hall-of-fame");
}

void TestCliDormancy::refusedSettingChangesNothing()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QByteArray before = fileSha256(m_db);
    const CliRun r = inClub(m_db, args);
    QVERIFY2(r.code == code && r.errText().contains(message), qPrintable(describe(args, r)));
    QCOMPARE(fileSha256(m_db), before);
    CLI_OK(shown, m_db, us({"--format", "csv", "club", "show"}));
    QCOMPARE(shown.outText(), u("name,dormant_after_months\r\nLe Cercle,12\r\n"));
}

void TestCliDormancy::standingsHideDormant()
{
    // By default: the four players of the last 12 months, ranked 1 to 4 (the
    // winners share rank 1), the same columns as before the setting existed,
    // then elo-provisional's own state (issue 44).
    CLI_OK(csv, m_db, us({"--format", "csv", "standings", "--game", "Chess"}));
    QStringList lines = csv.outText().split(u("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), u("rank,player,rating,games,category,provisional,wins,draws,losses,last_played,best,"
                              "credited_games,opponent_sum,net_score"));
    QCOMPARE(lines.size(), 5);
    QStringList listed;
    for (const QString& l : lines.mid(1)) {
        listed << l.section(u',', 0, 1);
    }
    QCOMPARE(listed, us({"1,Chloé", "1,Émile", "3,Denis", "3,Fanny"}));

    // The table says how many it left out.
    CLI_OK(table, m_db, us({"standings", "--game", "Chess"}));
    QVERIFY2(table.outText().contains(u("Players with no match in the 12 months up to %1, not listed: 2 "
                                        "(--show-dormant lists them)")
                                          .arg(QDate::currentDate().toString(Qt::ISODate))),
             qPrintable(table.outText()));
    QVERIFY(!table.outText().contains(u("Alice")));

    // --show-dormant: everyone, the dormant unranked, and a column saying so.
    CLI_OK(all, m_db, us({"--format", "csv", "standings", "--game", "Chess", "--show-dormant"}));
    lines = all.outText().split(u("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
             u("rank,player,rating,games,category,provisional,wins,draws,losses,last_played,best,credited_games,"
               "opponent_sum,net_score,dormant"));
    QCOMPARE(lines.size(), 7);
    QStringList rows;
    for (const QString& l : lines.mid(1)) {
        rows << l.section(u',', 0, 1) + QLatin1Char(',') + l.section(u',', -1);
    }
    QCOMPARE(rows,
             us({",Alice,true", "1,Chloé,false", "1,Émile,false", ",Bruno,true", "3,Denis,false", "3,Fanny,false"}));
    CLI_OK(json, m_db, us({"--format", "json", "standings", "--game", "Chess", "--show-dormant"}));
    QVERIFY2(json.outText().contains(u("\"rank\": null")), qPrintable(json.outText()));

    // As of 13 months ago everyone had just played; never: everyone ranked.
    CLI_OK(then, m_db,
           QStringList({u("--format"), u("csv"), u("standings"), u("--game"), u("Chess"), u("--at"), day(13)}));
    QCOMPARE(then.outText().split(u("\r\n"), Qt::SkipEmptyParts).size(), 3);
    CLI_OK(never, m_db, us({"club", "set", "--dormant-after", "never"}));
    CLI_OK(everyone, m_db, us({"--format", "csv", "standings", "--game", "Chess"}));
    QCOMPARE(everyone.outText().split(u("\r\n"), Qt::SkipEmptyParts).size(), 7);
    CLI_OK(back, m_db, us({"club", "set", "--dormant-after", "12"}));
}

void TestCliDormancy::reportSaysSo()
{
    const QString out = m_dir.filePath(u("standings.csv"));
    CLI_OK(sheet, m_db, QStringList({u("--format"), u("csv"), u("report"), u("--game"), u("Chess"), u("--out"), out}));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY2(!text.contains(u("Alice")) && text.contains(u("Chloé")), qPrintable(text));
    const QString html = m_dir.filePath(u("standings.html"));
    CLI_OK(page, m_db, QStringList({u("--format"), u("html"), u("report"), u("--game"), u("Chess"), u("--out"), html}));
    QFile h(html);
    QVERIFY(h.open(QIODevice::ReadOnly));
    const QString htmlText = QString::fromUtf8(h.readAll());
    QVERIFY2(htmlText.contains(u("Players with no match in the last 12 months are not listed: 2")),
             qPrintable(htmlText));
    QVERIFY(!htmlText.contains(u("Alice")));
    // --show-dormant lists them, greyed.
    CLI_OK(shown, m_db,
           QStringList({u("--format"), u("html"), u("report"), u("--game"), u("Chess"), u("--show-dormant"), u("--out"),
                        html}));
    QFile h2(html);
    QVERIFY(h2.open(QIODevice::ReadOnly));
    const QString shownText = QString::fromUtf8(h2.readAll());
    QVERIFY2(
        shownText.contains(u("Alice")) &&
            shownText.contains(u("Players with no match in the last 12 months are listed in grey, without a rank: 2")),
        qPrintable(shownText));
}

QTEST_GUILESS_MAIN(TestCliDormancy)
#include "tst_cli_dormancy.moc"

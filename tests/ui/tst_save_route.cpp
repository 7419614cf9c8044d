// The way a save takes (issue 41, item 1): a change runs in the club's
// worker and returns what it learnt, which the window's thread records; the
// views hear of it once, through the change feed; the window's own commits
// are known by their token, another program's still refresh it; the
// preview asked at save time is computed by the worker; a refresh of the
// leaderboard reads its standings once.

#include "clubtest.h"
#include "dialogfields.h"
#include "sessionaccess.h"

#include "ui/commands.h"
#include "ui/datefield.h"
#include "ui/mainwindow.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/resultdialog.h"
#include "ui/session.h"

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace palmares::test;
using palmares::club::Club;
using palmares::rating::System;
using palmares::ui::MainWindow;
using palmares::ui::ResultDialog;
using palmares::ui::Session;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");

/// `count` duels of Scrabble, one a day from 2020-01-01, as a results file.
QByteArray duels(int count)
{
    QByteArray csv = "match,date,game,player,rank\n";
    const QDate first(2020, 1, 1);
    for (int i = 0; i < count; ++i) {
        const QByteArray code = "d" + QByteArray::number(i);
        const QByteArray day = first.addDays(i).toString(Qt::ISODate).toLatin1();
        const QByteArray a = "P" + QByteArray::number(i % 7);
        const QByteArray b = "P" + QByteArray::number((i + 3) % 7 == i % 7 ? (i + 4) % 7 : (i + 3) % 7);
        csv += code + ',' + day + ",Scrabble," + a + ",1\n";
        csv += code + ',' + day + ",Scrabble," + b + ",2\n";
    }
    return csv;
}

} // namespace

class TestSaveRoute : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bookkeepingOnTheWindowsThread();
    void aStepReturnsWhatItLearnt();
    void oneRefreshPerSave();
    void ownCommitsByTokenOthersStillRefresh();
    void previewAtSaveTimeInTheWorker();
    void standingsReadOncePerRefresh();
};

void TestSaveRoute::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSaveRoute::bookkeepingOnTheWindowsThread()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    }
    Session session;
    QString error;
    QVERIFY2(session.open(scratch.location(), false, error), qPrintable(error));
    QStringList offThread;
    session.setOffThreadHandler([&offThread](const char* where) { offThread << QString::fromLatin1(where); });

    // A save, its correction, their undo and redo: every version noted on
    // the window's thread, none from the worker's.
    auto add = std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), QStringLiteral("Alice"), QStringLiteral("Bob")));
    const palmares::ui::AddResult* added = add.get();
    PALMARES_OK(session.run(std::move(add)));
    QCOMPARE(added->code(), QStringLiteral("m1"));
    QCOMPARE(added->text(), QStringLiteral("Add result m1 (Scrabble)"));
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 1);
    auto before = windowClub(session).resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY(before);
    auto after = *before;
    after.participants[0].rank = 2;
    after.participants[1].rank = 1;
    PALMARES_OK(session.run(std::make_unique<palmares::ui::EditResult>(QStringLiteral("m1"), *before, after)));
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 2);
    QVERIFY(session.undo());
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 3);
    QVERIFY(session.undo());
    QVERIFY(session.redo());
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 1);
    QVERIFY(session.redo());
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 2);
    QCOMPARE(offThread, QStringList());

    // Written from another thread, the bookkeeping is refused and said.
    std::thread([&session] { session.setMatchVersion(QStringLiteral("m1"), 99); }).join();
    QCOMPARE(offThread, QStringList{QStringLiteral("Session::setMatchVersion")});
    QCOMPARE(session.matchVersion(QStringLiteral("m1")), 2);
}

void TestSaveRoute::aStepReturnsWhatItLearnt()
{
    // A step run on a thread of its own (as the worker runs it) touches
    // neither the session nor the command: what it learnt is in its Step.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    const QString location = scratch.location();
    palmares::ui::AddResult add(
        duel(QStringLiteral("m7"), Scrabble, when(2024, 1, 1), QStringLiteral("Alice"), QStringLiteral("Bob")));
    palmares::ui::Step step({});
    palmares::club::Status status;
    std::thread([&add, &step, &status, &location] {
        auto opened = Club::open(location, palmares::club::OpenMode::Existing);
        if (!opened) {
            status = opened.status();
            return;
        }
        status = add.apply(**opened, step);
    }).join();
    PALMARES_OK(status);
    QCOMPARE(step.code, QStringLiteral("m7"));
    QCOMPARE(step.written().value(QStringLiteral("m7")), 1);
    QCOMPARE(step.text, QStringLiteral("Add result m7 (Scrabble)"));
    QVERIFY(step.newPlayers);
    QCOMPARE(*step.newPlayers, (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob")}));
    // The command is as it was until the window's thread records the step.
    QCOMPARE(add.text(), QStringLiteral("Add result"));
    QCOMPARE(add.code(), QStringLiteral("m7")); // the draft named it
    add.learn(step);
    QCOMPARE(add.text(), QStringLiteral("Add result m7 (Scrabble)"));
}

void TestSaveRoute::oneRefreshPerSave()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    Session& session = w.session();
    session.setWatchInterval(0);
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    w.leaderboardPage()->waitLoaded();
    QSignalSpy changed(&session, &Session::changed);
    QSignalSpy clubChanged(&session, &Session::clubChanged);
    const int refreshes = session.refreshes();

    // Two new players and the match: three changes of the feed, one refresh.
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), QStringLiteral("Alice"), QStringLiteral("Bob")))));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.refreshes() - refreshes, 1);
    QVERIFY(clubChanged.count() >= 1);
    // The views' refresh came after the feed's news, not before.
    QTest::qWait(50);
    QCOMPARE(changed.count(), 1);
    // Undo and redo: one each.
    QVERIFY(session.undo());
    QCOMPARE(changed.count(), 2);
    QVERIFY(session.redo());
    QCOMPARE(changed.count(), 3);
    // A refused change: nothing to refresh.
    const auto refused = session.run(std::make_unique<palmares::ui::AddPlayer>(QStringLiteral("Alice"), QString()));
    QVERIFY(!refused.ok());
    QCOMPARE(changed.count(), 3);
    // The window's own commit is not news for its connection.
    QVERIFY(!session.checkForChanges());
    QCOMPARE(changed.count(), 3);
}

void TestSaveRoute::ownCommitsByTokenOthersStillRefresh()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    }
    Session session;
    QString error;
    QVERIFY2(session.open(scratch.location(), false, error), qPrintable(error));
    session.setWatchInterval(0);
    QSignalSpy clubChanged(&session, &Session::clubChanged);
    QSignalSpy elsewhere(&session, &Session::changedElsewhere);
    QSignalSpy changed(&session, &Session::changed);

    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), QStringLiteral("Alice"), QStringLiteral("Bob")))));
    QVERIFY(clubChanged.count() >= 1);
    quint64 token = 0;
    for (const auto& args : std::as_const(clubChanged)) {
        const auto change = args.at(0).value<palmares::club::Change>();
        QVERIFY(change.kind != palmares::club::Change::Kind::Elsewhere);
        QVERIFY(change.token != 0);
        QVERIFY(token == 0 || token == change.token); // one save, one token
        token = change.token;
    }
    QCOMPARE(elsewhere.count(), 0);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!session.checkForChanges());

    // The next save has a token of its own.
    clubChanged.clear();
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddPlayer>(QStringLiteral("Carol"), QString())));
    QCOMPARE(clubChanged.count(), 1);
    QVERIFY(clubChanged.first().at(0).value<palmares::club::Change>().token > token);

    // Another program's save: news, and the views refresh.
    PALMARES_REOPENED(other, scratch);
    PALMARES_OK(other->roster().addPlayer(QStringLiteral("Denis")));
    changed.clear();
    clubChanged.clear();
    QVERIFY(session.checkForChanges());
    QCOMPARE(elsewhere.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(clubChanged.count(), 1);
    const auto news = clubChanged.first().at(0).value<palmares::club::Change>();
    QCOMPARE(news.kind, palmares::club::Change::Kind::Elsewhere);
    QCOMPARE(news.token, quint64(0));
}

void TestSaveRoute::previewAtSaveTimeInTheWorker()
{
    // A result dated before 600 others: its preview re-rates them, which
    // the club doing it reports every 256 matches. Saved at once, before the
    // typing pause is over: the preview is the worker's, never the window's
    // connection's.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
        const auto imported = c->interchange().importCsv(duels(600), false);
        QVERIFY(imported.written);
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    Session& session = w.session();
    std::atomic<int> onWindowsConnection = 0;
    windowClub(session).setProgress([&onWindowsConnection](qint64, qint64) {
        ++onWindowsConnection;
        return true;
    });
    ResultDialog add(session, ResultDialog::Mode::Add, Scrabble, &w);
    add.show();
    auto* date = add.findChild<palmares::ui::DateField*>(QStringLiteral("date"));
    QVERIFY(date);
    date->setDateTime(when(2019, 6, 1));
    type(add, QStringLiteral("player1"), QStringLiteral("P1"));
    type(add, QStringLiteral("player2"), QStringLiteral("P2"));
    QTest::keyClick(&add, Qt::Key_Return);
    QCOMPARE(add.result(), int(QDialog::Accepted));
    QVERIFY(add.preview());
    QCOMPARE(add.preview()->laterMatches, 600);
    QCOMPARE(onWindowsConnection.load(), 0);
    QCOMPARE(windowClub(session).archive().results()->size(), 601);
    // The hook sees a preview computed on the window's connection, as the
    // dialog's save did before (ResultDialog::refreshNow).
    const auto here = windowClub(session).previewer().preview(
        palmares::club::ChangeKind::Add,
        duel(QStringLiteral("x1"), Scrabble, when(2019, 5, 1), QStringLiteral("P1"), QStringLiteral("P2")), {});
    QVERIFY(here);
    QVERIFY(onWindowsConnection.load() > 0);
    windowClub(session).setProgress({});
}

void TestSaveRoute::standingsReadOncePerRefresh()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // results of 2020: listed all the same
        const auto imported = c->interchange().importCsv(duels(20), false);
        QVERIFY(imported.written);
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    Session& session = w.session();
    session.setWatchInterval(0);
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    palmares::ui::LeaderboardPage* page = w.leaderboardPage();
    page->waitLoaded();
    QTRY_VERIFY(w.leaderboardModel()->rowCount() > 0);

    // How many times the worker's club set standings up (Rankings::setUps),
    // read before the reads are counted.
    const auto setUps = [&session] {
        return session.readNow<int>([](Club& club) { return club.rankings().setUps(); });
    };

    // A save of this game moves the leaderboard: the window's outline (its
    // title and the pages' games) and one read of the page, the standings
    // now and a month ago set up once in it.
    int standings = setUps();
    int reads = session.reads();
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), QStringLiteral("P1"), QStringLiteral("P2")))));
    page->waitLoaded();
    QCOMPARE(session.reads() - reads, 2);
    QCOMPARE(setUps() - standings, 1);

    // Another program's save moves everything: the page shown reads once.
    PALMARES_REOPENED(other, scratch);
    PALMARES_OK(other->roster().addPlayer(QStringLiteral("Denis")));
    standings = setUps();
    reads = session.reads();
    QVERIFY(session.checkForChanges());
    page->waitLoaded();
    QCOMPARE(session.reads() - reads, 2);
    QCOMPARE(setUps() - standings, 1);
}

QTEST_MAIN(TestSaveRoute)

#include "tst_save_route.moc"

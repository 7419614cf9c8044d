// The window and its club's worker (offscreen): another writer's change
// followed by the views, a stale correction refused with an offer to
// reload, undo and redo that keep what another writer saved, saves and page
// reads off the window's thread, only the pages a change moved read again,
// a long save's progress and Cancel.

#include "windowtest.h"

#include "ui/commands.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/tablepage.h"

#include <QComboBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QThread>

using namespace palmares::test;
using palmares::rating::System;

class TestWindowSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void anotherWindowsChangeRefreshesTheViews();
    void staleCorrectionOffersReload();
    void undoRedoAChainOfChangesToOneResult();
    void undoKeepsWhatAnotherWriterSaved();
    void savesRunOffTheWindowsThread();
    void pagesReadTheClubOffTheWindowsThread();
    void onlyThePagesAChangeMovedReadAgain();
    void hiddenPagesReadTheClubWhenShown();
    void longSaveShowsProgressAndCancels();
};

void TestWindowSession::initTestCase()
{
    startWithoutSettings(QStringLiteral("tst_window_session-config"));
}

void TestWindowSession::anotherWindowsChangeRefreshesTheViews()
{
    // docs/RELIABILITY.md, "Two writers": another connection (another window,
    // a palmares-cli process) commits; the window's views follow by themselves.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrabble"));
    QCOMPARE(w.leaderboardModel()->rowCount(), 0);

    auto opened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto other = std::move(*opened);
    PALMARES_RECORD(*other, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
    QTRY_COMPARE_WITH_TIMEOUT(w.leaderboardModel()->rowCount(), 2, 15000);
    QCOMPARE(boardNames(w).first().section(QLatin1Char(' '), 0, 0), QStringLiteral("Alice"));
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Updated: another window changed this club."));
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 1);

    // The window's own saves are not news to it: no second refresh.
    ResultDialog add(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    type(add, QStringLiteral("player1"), QStringLiteral("Bob"));
    type(add, QStringLiteral("player2"), QStringLiteral("Carol"));
    add.refreshNow();
    QVERIFY(add.canSave());
    QTest::keyClick(&add, Qt::Key_Return);
    QCOMPARE(add.result(), int(QDialog::Accepted));
    QVERIFY(!w.session().checkForChanges());
    PALMARES_OK(other->roster().addPlayer(QStringLiteral("Denis")));
    QVERIFY(w.session().checkForChanges());
}

void TestWindowSession::staleCorrectionOffersReload()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.session().setWatchInterval(0); // the views refresh only when the test says
    ResultDialog edit(w.session(), ResultDialog::Mode::Edit, QStringLiteral("m1"), &w);
    type(edit, QStringLiteral("player2"), QStringLiteral("Carol"));

    // Meanwhile another secretary saves the same result: Alice played Denis.
    auto opened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto other = std::move(*opened);
    auto theirs = other->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(theirs, qPrintable(theirs.status().toString()));
    theirs->participants[1].player = QStringLiteral("Denis");
    PALMARES_OK(other->resultBook().editMatch(QStringLiteral("m1"), *theirs, true));
    const QByteArray saved = exported(*other);

    // Saving over it is refused in a message that offers to reload.
    edit.refreshNow();
    QVERIFY(edit.canSave());
    QString message;
    answerMessageBox(QStringLiteral("&Reload"), &message);
    QTest::keyClick(&edit, Qt::Key_Return);
    QCOMPARE(message, QStringLiteral("Nothing was saved: match m1 was changed by someone else since you opened it; "
                                     "reload it"));
    QCOMPARE(edit.result(), int(QDialog::Rejected)); // still open
    QCOMPARE(exported(*other), saved);
    QCOMPARE(w.session().undoStack().count(), 0);
    // Reloaded: the form shows their version, and a save now goes through.
    QCOMPARE(field<QLineEdit>(edit, QStringLiteral("player2"))->text(), QStringLiteral("Denis"));
    type(edit, QStringLiteral("player1"), QStringLiteral("Carol"));
    edit.refreshNow();
    QVERIFY(edit.canSave());
    QTest::keyClick(&edit, Qt::Key_Return);
    QCOMPARE(edit.result(), int(QDialog::Accepted));
    const auto stored = other->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->participants.at(0).player, QStringLiteral("Carol"));
    QCOMPARE(stored->version, 3);
    // Undo names the version it wrote: it goes through, and is refused once
    // the other has saved again.
    w.session().undoStack().undo();
    QCOMPARE(other->resultBook().matchDraft(QStringLiteral("m1"))->participants.at(0).player, QStringLiteral("Alice"));
    auto again = other->resultBook().matchDraft(QStringLiteral("m1"));
    PALMARES_OK(other->resultBook().editMatch(QStringLiteral("m1"), *again));
    message.clear();
    answerMessageBox(QString(), &message);
    w.session().undoStack().redo();
    QVERIFY2(message.contains(QStringLiteral("was changed by someone else")), qPrintable(message));
    QCOMPARE(other->resultBook().matchDraft(QStringLiteral("m1"))->participants.at(0).player, QStringLiteral("Alice"));
}

void TestWindowSession::undoRedoAChainOfChangesToOneResult()
{
    // Each change of the undo stack names the version the window last wrote:
    // a chain of corrections of one result undoes and redoes in full.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    QSignalSpy failed(&session, &palmares::ui::Session::failed);
    const auto m1 = [&] {
        const auto d = windowClub(session).resultBook().matchDraft(QStringLiteral("m1"));
        return d ? d->participants.at(0).player + QLatin1Char('>') + d->participants.at(1).player : QStringLiteral("-");
    };
    const auto scrabble = [](const char* winner, const char* loser) {
        return duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1), QString::fromLatin1(winner),
                    QString::fromLatin1(loser));
    };
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(scrabble("Alice", "Bob"))));
    for (const auto& [winner, loser] : {std::pair{"Bob", "Alice"}, std::pair{"Alice", "Carol"}}) {
        const auto before = windowClub(session).resultBook().matchDraft(QStringLiteral("m1"));
        QVERIFY2(before, qPrintable(before.status().toString()));
        PALMARES_OK(session.run(
            std::make_unique<palmares::ui::EditResult>(QStringLiteral("m1"), *before, scrabble(winner, loser))));
    }
    const auto stored = windowClub(session).resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    PALMARES_OK(session.run(std::make_unique<palmares::ui::DeleteResult>(*stored)));

    const QStringList states{QStringLiteral("-"), QStringLiteral("Alice>Bob"), QStringLiteral("Bob>Alice"),
                             QStringLiteral("Alice>Carol"), QStringLiteral("-")};
    QUndoStack& undo = session.undoStack();
    for (int i = 3; i >= 0; --i) {
        undo.undo();
        QCOMPARE(m1(), states.at(i));
    }
    for (int i = 1; i <= 4; ++i) {
        undo.redo();
        QCOMPARE(m1(), states.at(i));
    }
    undo.undo();
    undo.undo();
    QCOMPARE(m1(), QStringLiteral("Bob>Alice"));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(undo.count(), 4);
    PALMARES_CHECKED(windowClub(session));
}

void TestWindowSession::undoKeepsWhatAnotherWriterSaved()
{
    // Issue 20, item 1: a result entered with two new players, a file imported
    // elsewhere that names one of them, Ctrl+Z: the undo deleted the result,
    // then said it could not undo, Undo and Redo went grey, and the window
    // stopped following the club. Undo is all or nothing, and another
    // writer's saves are never removed.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QString scrabble = QStringLiteral("Scrabble");
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(scrabble, System::Fermi));
    }
    auto w = std::make_unique<MainWindow>();
    QVERIFY(w->openClub(scratch.location()));
    w->show();
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    palmares::ui::Session& session = w->session();
    session.setWatchInterval(0); // other writers' commits are looked for by checkForChanges()
    QSignalSpy failed(&session, &palmares::ui::Session::failed);
    QUndoStack& stack = session.undoStack();

    auto opened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto other = std::move(*opened);
    const auto players = [](Club& c) {
        QStringList out;
        for (const auto& p : c.roster().players().value_or(QList<palmares::club::Player>{})) {
            out << p.name;
        }
        out.sort();
        return out;
    };
    const auto matches = [](Club& c) {
        QStringList out;
        for (const auto& r : c.archive().results().value_or(QList<palmares::club::ResultRow>{})) {
            out << r.code;
        }
        out.sort();
        return out;
    };

    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), scrabble, when(2024, 1, 1), QStringLiteral("Alice"), QStringLiteral("Bob")))));
    // palmares-cli imports a file that names Alice, new in m1.
    const auto imported = other->interchange().importCsv("match,date,game,player,rank\n"
                                                         "i1,2024-02-01,Scrabble,Alice,1\n"
                                                         "i1,2024-02-01,Scrabble,Carol,2\n",
                                                         false);
    QVERIFY(imported.written);
    QVERIFY(session.checkForChanges());

    // Ctrl+Z: m1 goes, and Bob, entered with it; Alice stays, the import names her.
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(matches(*other), QStringList{QStringLiteral("i1")});
    QCOMPARE(players(*other), (QStringList{QStringLiteral("Alice"), QStringLiteral("Carol")}));
    QCOMPARE(matches(windowClub(session)), matches(*other));
    QVERIFY(stack.canRedo());
    // Redo puts m1 back, with Bob.
    QTest::keySequence(w.get(), QKeySequence::Redo);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(matches(*other), (QStringList{QStringLiteral("i1"), QStringLiteral("m1")}));
    QCOMPARE(players(*other), (QStringList{QStringLiteral("Alice"), QStringLiteral("Bob"), QStringLiteral("Carol")}));

    // Another window corrects m1: the undo is refused, changes nothing, says
    // why, and leaves the stack as it was.
    auto corrected = other->resultBook().matchDraft(QStringLiteral("m1"));
    QVERIFY2(corrected, qPrintable(corrected.status().toString()));
    corrected->participants[1].player = QStringLiteral("Denis");
    PALMARES_OK(other->resultBook().editMatch(QStringLiteral("m1"), *corrected, true).status());
    QVERIFY(session.checkForChanges());
    const QStringList playersBefore = players(*other);
    const int index = stack.index();
    QString message;
    answerMessageBox(QString(), &message);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY2(message.contains(QStringLiteral("Could not undo")) &&
                 message.contains(QStringLiteral("was changed by someone else")),
             qPrintable(message));
    QCOMPARE(stack.index(), index);
    QVERIFY(stack.canUndo());
    QCOMPARE(matches(*other), (QStringList{QStringLiteral("i1"), QStringLiteral("m1")}));
    QCOMPARE(players(*other), playersBefore);
    QCOMPARE(other->resultBook().matchDraft(QStringLiteral("m1"))->participants.at(1).player, QStringLiteral("Denis"));
    // The window still follows the club, and what it shows is what the file holds.
    PALMARES_OK(other->roster().addPlayer(QStringLiteral("Émile")));
    QVERIFY(session.checkForChanges());
    QCOMPARE(players(windowClub(session)), players(*other));
    QCOMPARE(matches(windowClub(session)), matches(*other));

    // Closing the window removes nothing another writer saved.
    w->close();
    w.reset();
    QCOMPARE(matches(*other), (QStringList{QStringLiteral("i1"), QStringLiteral("m1")}));
    QVERIFY(players(*other).contains(QStringLiteral("Émile")));
    PALMARES_CHECKED(*other);
}

namespace {

/// A club of `matches` Scrabble duels among 40 players, 2020 to 2023.
void makeLargeClub(const ScratchClub& scratch, int matches)
{
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 0; i < matches; ++i) {
        const QByteArray date = QDate(2020, 1, 1).addDays(i / 4).toString(Qt::ISODate).toLatin1();
        const QByteArray code = "s" + QByteArray::number(i);
        csv += code + ',' + date + ",Scrabble,P" + QByteArray::number(i % 40) + ",1\n";
        const int other = (i % 40 + 1 + (i / 40) % 39) % 40; // never the first
        csv += code + ',' + date + ",Scrabble,P" + QByteArray::number(other) + ",2\n";
    }
    const auto report = c->interchange().importCsv(csv, false);
    QVERIFY2(report.written, qPrintable(report.problems.isEmpty() ? QString() : report.problems.first().message));
}

} // namespace

void TestWindowSession::pagesReadTheClubOffTheWindowsThread()
{
    // Issue 17, item 2 (and 20, item 4): showing a page read the whole club
    // on the window's thread (Results 2 s, Players 1.2 s on 100,000
    // results). A page's read runs in the club's worker thread; the tab
    // shows at once and the rows follow.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeLargeClub(scratch, 4000);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    session.setWatchInterval(0);
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    w.leaderboardPage()->waitLoaded();

    // Session::read runs the read in the worker's thread and shows its
    // result in the window's.
    QThread* readThread = nullptr;
    QThread* shownThread = nullptr;
    bool shown = false;
    session.read(
        [&readThread, &shownThread, &shown](Club&) -> palmares::ui::Session::Shown {
            readThread = QThread::currentThread();
            return [&shownThread, &shown] {
                shownThread = QThread::currentThread();
                shown = true;
            };
        },
        &w);
    QTRY_VERIFY(shown);
    QVERIFY(readThread != nullptr && readThread != QApplication::instance()->thread());
    QCOMPARE(shownThread, QApplication::instance()->thread());

    // The Results tab shows before its 4,000 rows are read; the window's
    // event loop turns while they are.
    auto* results = w.findChild<QTableView*>(QStringLiteral("resultsView"));
    QVERIFY(results);
    QCOMPARE(results->model()->rowCount(), 0);
    auto* page = qobject_cast<palmares::ui::TablePage*>(w.tabs()->widget(MainWindow::ResultsTab));
    QVERIFY(page);
    QSignalSpy loading(page, &palmares::ui::TablePage::loadingChanged);
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(0);
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    QVERIFY(page->loading()); // the tab changed; the read is under way
    QCOMPARE(results->model()->rowCount(), 0);
    QTRY_COMPARE(results->model()->rowCount(), 4000);
    ticker.stop();
    QVERIFY2(ticks > 0, "the window's event loop did not turn while the results were read");
    QCOMPARE(loading.count(), 2);
    QCOMPARE(loading.at(0).at(0).toBool(), true);
    QCOMPARE(loading.at(1).at(0).toBool(), false);

    // A newer read makes an older one's rows worthless: switching games
    // twice shows the second game's standings, read once shown.
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddGame>(QStringLiteral("Chess"), System::EloProvisional,
                                                                    QMap<QString, QString>{})));
    PALMARES_OK(session.run(
        std::make_unique<palmares::ui::AddResult>(duel(QStringLiteral("c1"), QStringLiteral("Chess"), when(2024, 1, 1),
                                                       QStringLiteral("Ann"), QStringLiteral("Ben")))));
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    palmares::ui::LeaderboardPage* board = w.leaderboardPage();
    board->gameBox()->setCurrentText(QStringLiteral("Chess"));
    board->gameBox()->setCurrentText(QStringLiteral("Scrabble"));
    board->gameBox()->setCurrentText(QStringLiteral("Chess"));
    QVERIFY(board->loading());
    board->waitLoaded();
    QCOMPARE(boardNames(w).size(), 2);
    QVERIFY2(boardNames(w).join(QLatin1Char(',')).contains(QStringLiteral("Ann")),
             qPrintable(boardNames(w).join(QLatin1Char(','))));
}

void TestWindowSession::onlyThePagesAChangeMovedReadAgain()
{
    // A change says what it moved (the change feed); only the pages that
    // show it read the club again.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    session.setWatchInterval(0);
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    palmares::ui::LeaderboardPage* board = w.leaderboardPage();
    board->gameBox()->setCurrentText(QStringLiteral("Chess"));
    board->waitLoaded();
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.page(static_cast<MainWindow::Tab>(tab)); // every page has read the club
    }
    std::vector<std::unique_ptr<QSignalSpy>> reads;
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        reads.push_back(std::make_unique<QSignalSpy>(w.tabs()->widget(tab), SIGNAL(loadingChanged(bool))));
    }
    const auto readAgain = [&] {
        QStringList out;
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.page(static_cast<MainWindow::Tab>(tab)); // shown: read now if it is stale
            if (!reads.at(tab)->isEmpty()) {
                out << w.tabs()->widget(tab)->objectName();
            }
            reads.at(tab)->clear();
        }
        return out;
    };

    // A Scrabble result: not the Chess standings shown.
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("s1"), QStringLiteral("Scrabble"), when(2024, 1, 1), QStringLiteral("Ann"),
             QStringLiteral("Ben")))));
    QCOMPARE(readAgain(), (QStringList{QStringLiteral("resultsPage"), QStringLiteral("playersPage"),
                                       QStringLiteral("gamesPage"), QStringLiteral("hallOfFamePage")}));
    // A Chess result: the standings shown too.
    PALMARES_OK(session.run(
        std::make_unique<palmares::ui::AddResult>(duel(QStringLiteral("c1"), QStringLiteral("Chess"), when(2024, 1, 2),
                                                       QStringLiteral("Ann"), QStringLiteral("Ben")))));
    QCOMPARE(readAgain().first(), QStringLiteral("leaderboardPage"));
    QCOMPARE(boardNames(w).size(), 2);
    // A player with no match yet: only the players' list.
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddPlayer>(QStringLiteral("Cleo"), QString())));
    QCOMPARE(readAgain(), QStringList{QStringLiteral("playersPage")});
    // Another writer's change says nothing of what it moved: every page.
    {
        auto opened = Club::open(scratch.location(), palmares::club::OpenMode::Existing);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        PALMARES_OK((*opened)->roster().renamePlayer(QStringLiteral("Cleo"), QStringLiteral("Clea")));
    }
    QVERIFY(session.checkForChanges());
    QCOMPARE(readAgain().size(), w.tabs()->count());
}

void TestWindowSession::savesRunOffTheWindowsThread()
{
    // Issue 20, item 4: saving or undoing an early-dated result on a large
    // club froze the window for seconds. The window's writes run in the
    // club's worker thread; the window goes on meanwhile.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeLargeClub(scratch, 4000);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    session.setWatchInterval(0);
    QThread* jobThread = nullptr;
    PALMARES_OK(session.inBackground(
        [&jobThread](Club&) {
            jobThread = QThread::currentThread();
            return palmares::club::Status();
        },
        QStringLiteral("test")));
    QVERIFY(jobThread != nullptr);
    QVERIFY(jobThread != QApplication::instance()->thread());

    // A result dated before all others re-rates the whole history, reporting
    // its progress, while the window's event loop keeps turning.
    QSignalSpy progress(&session, &palmares::ui::Session::progress);
    QSignalSpy changedElsewhere(&session, &palmares::ui::Session::changedElsewhere);
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(1);
    PALMARES_OK(session.run(
        std::make_unique<palmares::ui::AddResult>(duel(QStringLiteral("first"), QStringLiteral("Scrabble"),
                                                       when(2019, 6, 1), QStringLiteral("P1"), QStringLiteral("P2")))));
    ticker.stop();
    QVERIFY2(progress.count() >= 4000 / 256 - 1, qPrintable(QString::number(progress.count())));
    QVERIFY(progress.last().at(1).toLongLong() >= 4000); // the matches to re-rate
    QVERIFY2(ticks > 0, "the window's event loop did not turn during the save");
    // The worker's commit is the window's own change, not another writer's.
    QVERIFY(!session.checkForChanges());
    QCOMPARE(changedElsewhere.count(), 0);
    QCOMPARE(windowClub(session).archive().results()->size(), 4001);
    // Undone the same way.
    QVERIFY(session.undo());
    QCOMPARE(windowClub(session).archive().results()->size(), 4000);
    PALMARES_CHECKED(windowClub(session));
}

void TestWindowSession::hiddenPagesReadTheClubWhenShown()
{
    // Every change re-read the club for all five pages (seconds each on a
    // club of 100,000 results): only the page shown reads it at once; the
    // others when they are shown.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    auto* results = w.findChild<QTableView*>(QStringLiteral("resultsView"));
    auto* players = w.findChild<QTableView*>(QStringLiteral("playersView"));
    QVERIFY(results && players);
    const int before = players->model()->rowCount();
    PALMARES_OK(w.session().run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1), QStringLiteral("Alice"),
             QStringLiteral("Bob")))));
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrabble"));
    QCOMPARE(w.leaderboardModel()->rowCount(), 2); // shown: read at once
    QCOMPARE(results->model()->rowCount(), 0);     // hidden: not yet
    QCOMPARE(players->model()->rowCount(), before);
    // Shown: read off the window's thread, the rows come a moment later.
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    QTRY_COMPARE(results->model()->rowCount(), 1);
    QCOMPARE(players->model()->rowCount(), before);
    w.tabs()->setCurrentIndex(MainWindow::PlayersTab);
    QTRY_COMPARE(players->model()->rowCount(), before + 2);
    // A page already read is not read again until the club changes.
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    QCOMPARE(results->model()->rowCount(), 1);
}

void TestWindowSession::longSaveShowsProgressAndCancels()
{
    // A job that outlasts Session::ProgressDelayMs shows a progress dialog;
    // its Cancel stops the re-rating, and nothing of the job is written.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeLargeClub(scratch, 2000);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    bool shown = false;
    QString label;
    onNextModal<QProgressDialog>(
        [&label](QProgressDialog* d) {
            label = d->labelText();
            shot(d, "progress");
            QTest::mouseClick(d->findChild<QPushButton*>(), Qt::LeftButton);
        },
        &shown);
    const palmares::club::Status cancelled = session.inBackground(
        [](Club& c) {
            QThread::msleep(2 * palmares::ui::Session::ProgressDelayMs); // Cancel is pressed meanwhile
            return c.atomically([&c] {
                return c.resultBook()
                    .recordMatch(duel(QStringLiteral("first"), QStringLiteral("Scrabble"), when(2019, 6, 1),
                                      QStringLiteral("P1"), QStringLiteral("Nouveau")),
                                 true)
                    .status();
            });
        },
        QStringLiteral("Saving the first result…"));
    QVERIFY(shown);
    QCOMPARE(label, QStringLiteral("Saving the first result…"));
    QVERIFY(!cancelled.ok());
    QVERIFY2(cancelled.toString().contains(QStringLiteral("cancelled")), qPrintable(cancelled.toString()));
    QCOMPARE(windowClub(session).archive().results()->size(), 2000);
    const auto players = windowClub(session).roster().players();
    QVERIFY(players && !players->isEmpty());
    for (const auto& p : *players) {
        QVERIFY(p.name != QStringLiteral("Nouveau"));
    }
    QVERIFY(!session.busy());
    PALMARES_CHECKED(windowClub(session));
}

QTEST_MAIN(TestWindowSession)
#include "tst_window_session.moc"

// Every read a dialog, a sheet or the window itself needs goes through the
// club's worker (issue 41, item 1): the window's own connection runs no
// statement while the profile, the head-to-head, the what-if, the rule-set
// comparison, the seasons, the import assistant, the explanation, the
// dormancy setting, a new result, the bulletin, the explanation card and a
// refresh read the club. SQLite's statement trace on the window's connection
// sees any read that comes back to it; the feed's watch (its data_version)
// is not a read of the club and is left out.

#include "clubtest.h"
#include "windowtest.h"

#include "club/clubprobe.h"
#include "sessionaccess.h"
#include "store/database.h"
#include "ui/bulletindialog.h"
#include "ui/comparedialog.h"
#include "ui/dialogs.h"
#include "ui/explanationpanel.h"
#include "ui/headtohead.h"
#include "ui/importwizard.h"
#include "ui/models/whatifmodel.h"
#include "ui/pages/eventspage.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/resultspage.h"
#include "ui/playerprofile.h"
#include "ui/seasonsdialog.h"
#include "ui/session.h"
#include "ui/whatif.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <sqlite3.h>

#include <memory>

using namespace palmares::test;
using palmares::club::Club;
using palmares::rating::System;
using palmares::ui::Session;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");

/// The statements run on one SQLite connection, by SQLite's trace.
class StatementTrace
{
public:
    explicit StatementTrace(Club& club)
        : m_db(static_cast<sqlite3*>(palmares::club::ClubProbe::database(club).sqliteHandle()))
    {
        sqlite3_trace_v2(m_db, SQLITE_TRACE_STMT, &StatementTrace::seen, this);
    }
    ~StatementTrace() { sqlite3_trace_v2(m_db, 0, nullptr, nullptr); }
    StatementTrace(const StatementTrace&) = delete;
    StatementTrace& operator=(const StatementTrace&) = delete;
    StatementTrace(StatementTrace&&) = delete;
    StatementTrace& operator=(StatementTrace&&) = delete;

    /// The statements run since the last call, the feed's watch left out.
    QStringList take() { return std::exchange(m_statements, {}); }

private:
    static int seen(unsigned /*type*/, void* self, void* /*statement*/, void* sql)
    {
        const QString text = QString::fromUtf8(static_cast<const char*>(sql));
        if (!text.contains(QLatin1String("data_version"))) {
            static_cast<StatementTrace*>(self)->m_statements << text.simplified();
        }
        return 0;
    }

    sqlite3* m_db;
    QStringList m_statements;
};

/// Closes the next modal dialog once it shows (it runs its own event loop).
void closeNextModal(bool* seen)
{
    onNextModal<QDialog>([](QDialog* d) { d->reject(); }, seen);
}

} // namespace

class TestWindowReads : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void storiesReadInTheWorker();
    void compareAndSeasonsReadInTheWorker();
    void importAssistantReadsInTheWorker();
    void explanationReadInTheWorker();
    void windowActionsReadInTheWorker();
    void cardReadInTheWorker();
    void refreshReadsInTheWorker();
    void eventsTabReadsInTheWorker();

private:
    /// Checks that the window's connection ran nothing since the last check
    /// and that the worker read at least `reads` times meanwhile.
    void expectWorkerReads(int reads);

    std::unique_ptr<ScratchClub> m_scratch;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<StatementTrace> m_trace;
    int m_reads = 0;
};

void TestWindowReads::initTestCase()
{
    startWithoutSettings(QStringLiteral("tst_window_reads-config"));
}

void TestWindowReads::init()
{
    m_scratch = std::make_unique<ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
    {
        PALMARES_CLUB(c, *m_scratch);
        PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // results of 2024: listed all the same
        PALMARES_RECORD(
            *c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), QStringLiteral("Ann"), QStringLiteral("Bob")));
        PALMARES_RECORD(
            *c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), QStringLiteral("Bob"), QStringLiteral("Carl")));
    }
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openClub(m_scratch->location()));
    m_window->show();
    Session& session = m_window->session();
    session.setWatchInterval(0);
    m_window->leaderboardPage()->waitLoaded();
    m_trace = std::make_unique<StatementTrace>(windowClub(session));
    m_reads = session.reads();
}

void TestWindowReads::cleanup()
{
    m_trace.reset();
    m_window.reset();
    m_scratch.reset();
}

void TestWindowReads::expectWorkerReads(int reads)
{
    const QStringList onWindowsConnection = m_trace->take();
    QVERIFY2(onWindowsConnection.isEmpty(), qPrintable(onWindowsConnection.join(QLatin1Char('\n'))));
    const int now = m_window->session().reads();
    QVERIFY2(now - m_reads >= reads, qPrintable(QStringLiteral("%1 reads").arg(now - m_reads)));
    m_reads = now;
}

void TestWindowReads::storiesReadInTheWorker()
{
    Session& session = m_window->session();
    palmares::ui::PlayerProfileDialog profile(session, QStringLiteral("Bob"), m_window.get());
    QVERIFY(profile.profile());
    expectWorkerReads(1);

    palmares::ui::HeadToHeadDialog h2h(session, m_window.get());
    h2h.setPlayers(QStringLiteral("Ann"), QStringLiteral("Bob"));
    QVERIFY2(h2h.summaryText().contains(QStringLiteral("Ann 1 – 0 Bob")), qPrintable(h2h.summaryText()));
    expectWorkerReads(2); // the players, the head-to-head

    palmares::ui::WhatIfDialog whatIf(session, m_window.get());
    whatIf.setChoice(Scrabble, {QStringLiteral("Ann"), QStringLiteral("Carl")});
    QVERIFY2(whatIf.model()->rowCount() > 0, qPrintable(whatIf.problem()));
    expectWorkerReads(3); // the games, the players, the what-if
}

void TestWindowReads::compareAndSeasonsReadInTheWorker()
{
    Session& session = m_window->session();
    palmares::ui::CompareDialog compare(session, Scrabble, m_window.get());
    QCOMPARE(compare.findChild<QComboBox*>()->count(), 1); // the games, read in the worker
    expectWorkerReads(1);
    // A trial reads the game's rule set first; the comparison runs in the
    // worker (its end polls the window's feed: not a read).
    compare.trialSystem()->setCurrentIndex(compare.trialSystem()->findData(int(System::EloProvisional)));
    QVERIFY2(compare.run(), qPrintable(compare.problem()));
    expectWorkerReads(1);

    palmares::ui::SeasonsDialog seasons(session, m_window.get());
    QVERIFY(seasons.seasons().isEmpty());
    expectWorkerReads(2); // the games, the seasons
}

void TestWindowReads::importAssistantReadsInTheWorker()
{
    const QByteArray bytes = QByteArrayLiteral("Date;Table;Joueur;Rang\n"
                                               "14/09/2025;1;Ann;1\n"
                                               "14/09/2025;1;Dora;2\n");
    palmares::ui::ImportWizard wizard(m_window->session(), QStringLiteral("/tmp/new.csv"), bytes, m_window.get());
    wizard.show();
    expectWorkerReads(1); // the players, the games and the look, in one read
    wizard.next();
    auto* game = wizard.findChild<QComboBox*>(QStringLiteral("gameOfEveryRow"));
    QVERIFY(game);
    game->setCurrentText(Scrabble);
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(palmares::ui::ImportWizard::PlayersPage));
    expectWorkerReads(2); // the mapping looked at again, the players matched
}

void TestWindowReads::explanationReadInTheWorker()
{
    palmares::ui::ExplanationPanel* panel = m_window->explanationPanel();
    m_trace->take(); // the Results page read for the panel's tab
    m_reads = m_window->session().reads();
    panel->setMatch(QStringLiteral("m2"));
    QVERIFY2(panel->text().contains(QStringLiteral("Carl")), qPrintable(panel->text()));
    expectWorkerReads(1);
}

void TestWindowReads::windowActionsReadInTheWorker()
{
    MainWindow& w = *m_window;
    bool seen = false;
    closeNextModal(&seen);
    w.findChild<QAction*>(QStringLiteral("dormancyAction"))->trigger();
    QVERIFY(seen);
    expectWorkerReads(1);

    seen = false;
    closeNextModal(&seen);
    w.newResult(); // the games (a club without one is offered to add one first)
    QVERIFY(seen);
    expectWorkerReads(1);

    seen = false;
    closeNextModal(&seen);
    palmares::club::Status status;
    QVERIFY(!w.bulletinReport(status)); // the seasons the period offers; cancelled
    QVERIFY(seen);
    expectWorkerReads(1);
}

void TestWindowReads::cardReadInTheWorker()
{
    MainWindow& w = *m_window;
    w.resultsPage()->waitLoaded();
    w.view(MainWindow::ResultsTab)->selectRow(0);
    m_trace->take(); // the Results page read on being shown
    m_reads = w.session().reads();
    bool seen = false;
    closeNextModal(&seen);
    w.findChild<QAction*>(QStringLiteral("explanationCardAction"))->trigger();
    QVERIFY(seen); // the card's print preview: made in the worker
    expectWorkerReads(1);
}

void TestWindowReads::refreshReadsInTheWorker()
{
    // Another program's save: the window's title and the pages' lists of
    // games are read again, in the worker, with the page shown.
    {
        PALMARES_REOPENED(other, *m_scratch);
        PALMARES_OK(other->catalogue().addGame(QStringLiteral("Chess"), System::Fermi));
    }
    QVERIFY(m_window->session().checkForChanges());
    m_window->leaderboardPage()->waitLoaded();
    QCOMPARE(m_window->leaderboardGame()->count(), 2);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral(" — Palmarès")));
    expectWorkerReads(2); // the window's outline, the leaderboard
}

void TestWindowReads::eventsTabReadsInTheWorker()
{
    // Issue 42: the Events tab reads and writes the club in the worker — its
    // lists, the players to enter, a round paired, a result typed on a board.
    const QString night = QStringLiteral("Club night");
    {
        PALMARES_REOPENED(other, *m_scratch);
        palmares::club::Event e;
        e.name = night;
        e.game = Scrabble;
        e.first = QDate(2024, 1, 3);
        PALMARES_OK(other->events().add(e));
        PALMARES_OK(other->events().enter(
            night, {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Carl"), QStringLiteral("Dan")},
            true));
    }
    QVERIFY(m_window->session().checkForChanges());
    m_window->tabs()->setCurrentIndex(MainWindow::EventsTab);
    palmares::ui::EventsPage* page = m_window->eventsPage();
    page->selectEvent(night);
    page->waitLoaded();
    QCOMPARE(page->entrantsView()->rowCount(), 4);
    bool seen = false;
    closeNextModal(&seen);
    page->enterPlayers();
    QVERIFY(seen);
    page->pairNext();
    page->waitLoaded();
    QCOMPARE(page->roundView()->rowCount(), 2);
    page->roundView()->setCurrentCell(0, 2);
    page->recordDuel(1.0);
    page->waitLoaded();
    QVERIFY(page->roundView()->item(0, page->roundView()->columnCount() - 1)->text().startsWith(QStringLiteral("1-0")));
    expectWorkerReads(4); // the event, the players to enter, the round paired, the result
}

QTEST_MAIN(TestWindowReads)

#include "tst_window_reads.moc"

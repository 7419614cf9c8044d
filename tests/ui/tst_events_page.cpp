// The Events tab (issue 42, item 9), offscreen: an event added through its
// dialog and listed, players entered (the club's and a new one), a round
// paired through its button and shown as the club stores it, results typed
// on the boards with the keyboard (1, =, 0) that are the club's matches
// (undone by Ctrl+Z), the standings after the round, a tarot event seated
// at tables, and a refusal shown to the person with nothing changed.

#include "windowtest.h"

#include "i18n/i18n.h"
#include "ui/eventdialog.h"
#include "ui/pages/eventspage.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>

using namespace palmares::test;
using palmares::club::Event;
using palmares::club::EventRound;
using palmares::club::PairingMethod;
using palmares::rating::System;
using palmares::ui::EnterPlayersDialog;
using palmares::ui::EventDialog;
using palmares::ui::EventsPage;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Open = QStringLiteral("Spring open");
const QString Night = QStringLiteral("Tarot night");
const QStringList Five{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                       QStringLiteral("Eve")};

/// Each table of a round as "1: Ann-Ben" ("0: Cid" for a bye), as the club keeps it.
QStringList stored(const EventRound& r)
{
    QStringList out;
    for (const auto& t : r.tables) {
        out << QStringLiteral("%1: %2").arg(t.number).arg(t.players.join(QLatin1Char('-')));
    }
    return out;
}

/// The same read off the page's round view.
QStringList shown(const QTableWidget* v)
{
    QStringList out;
    for (int r = 0; r < v->rowCount(); ++r) {
        QStringList players;
        for (int c = 2; c < v->columnCount() - 1; ++c) {
            if (const QTableWidgetItem* item = v->item(r, c); item != nullptr && !item->text().isEmpty()) {
                players << item->text();
            }
        }
        out << QStringLiteral("%1: %2")
                   .arg(v->item(r, 0)->data(Qt::UserRole + 1).toInt())
                   .arg(players.join(QLatin1Char('-')));
    }
    return out;
}

QString resultShown(const QTableWidget* v, int row)
{
    return v->item(row, v->columnCount() - 1)->text();
}

/// Answers the next message box (OK), keeping its text and informative text.
void answerBox(QString* text)
{
    bool* seen = new bool(false);
    onNextModal<QMessageBox>(
        [text, seen](QMessageBox* box) {
            *text = box->text() + QStringLiteral(" | ") + box->informativeText();
            box->accept();
            delete seen;
        },
        seen);
}

/// Opens the club of `scratch` in `w`, shown at 1280×720 on its Events tab.
bool showEvents(MainWindow& w, const ScratchClub& scratch)
{
    if (!w.openClub(scratch.location())) {
        return false;
    }
    w.resize(1280, 720);
    w.show();
    w.tabs()->setCurrentIndex(MainWindow::EventsTab);
    return true;
}

QPushButton* button(EventsPage* page, const char* name)
{
    auto* b = page->findChild<QPushButton*>(QString::fromLatin1(name));
    if (b == nullptr) {
        qWarning("no button %s", name);
    }
    return b;
}

} // namespace

class TestEventsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { startWithoutSettings(QStringLiteral("tst_events_page-config")); }
    void aSwissEventFromTheDialogToTheStandings();
    void aTarotNightIsSeated();
    void forfeitsAndByesAsked();
    void inFrench();
};

void TestEventsPage::aSwissEventFromTheDialogToTheStandings()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
        for (const QString& p : Five) {
            PALMARES_OK(c->roster().addPlayer(p));
        }
    }
    MainWindow w;
    QVERIFY(showEvents(w, scratch));
    EventsPage* page = w.eventsPage();
    palmares::club::Club& club = windowClub(w.session());

    // The dialog: a Swiss of three rounds.
    bool seen = false;
    onNextModal<EventDialog>(
        [](EventDialog* d) {
            type(*d, QStringLiteral("eventName"), Open);
            auto* game = d->findChild<QComboBox*>(QStringLiteral("eventGame"));
            game->setCurrentIndex(game->findData(Chess));
            auto* rounds = d->findChild<QSpinBox*>(QStringLiteral("eventRounds"));
            rounds->setValue(3);
            shot(d, "events-new-event");
            d->accept();
        },
        &seen);
    button(page, "newEvent")->click();
    QVERIFY(seen);
    page->waitLoaded();
    const auto e = club.events().event(Open);
    QVERIFY2(e, qPrintable(e.status().toString()));
    QCOMPARE(e->game, Chess);
    QCOMPARE(e->pairing, PairingMethod::Swiss);
    QCOMPARE(e->rounds, 3);
    QCOMPARE(page->view()->model()->rowCount(), 1);
    QCOMPARE(page->view()->model()->index(0, EventsPage::Name).data().toString(), Open);
    QCOMPARE(page->current(), Open);

    // Five of the club's players ticked, and a new one typed: six entrants.
    seen = false;
    onNextModal<EnterPlayersDialog>(
        [](EnterPlayersDialog* d) {
            auto* list = d->findChild<QListWidget*>(QStringLiteral("clubPlayers"));
            for (int i = 0; i < list->count(); ++i) {
                list->item(i)->setCheckState(Qt::Checked);
            }
            d->findChild<QPlainTextEdit*>(QStringLiteral("newPlayers"))->setPlainText(QStringLiteral("Fay\n"));
            shot(d, "events-enter-players");
            d->accept();
        },
        &seen);
    button(page, "enterPlayers")->click();
    QVERIFY(seen);
    page->waitLoaded();
    const auto entrants = club.events().entrants(Open);
    QVERIFY(entrants);
    QCOMPARE(entrants->size(), 6);
    QCOMPARE(page->entrantsView()->rowCount(), 6);
    QVERIFY(club.roster().players()->size() == 6); // Fay was added to the club

    // Round 1 paired by its button: the boards shown are the club's.
    button(page, "pairNext")->click();
    page->waitLoaded();
    auto rounds = club.events().rounds(Open);
    QVERIFY(rounds);
    QCOMPARE(rounds->size(), 1);
    QCOMPARE(rounds->at(0).tables.size(), 3); // six players, three boards, no bye
    QCOMPARE(shown(page->roundView()), stored(rounds->at(0)));
    QCOMPARE(resultShown(page->roundView(), 0), QStringLiteral("pending"));

    // Round 2 before round 1 is complete: refused, said, nothing changed.
    QString said;
    answerBox(&said);
    button(page, "pairNext")->click();
    QVERIFY2(said.contains(QStringLiteral("Could not pair the next round")), qPrintable(said));
    QCOMPARE(club.events().rounds(Open)->size(), 1);
    QCOMPARE(page->roundBar()->count(), 1);

    // Results typed on the boards: 1 (the first player wins), = and 0.
    QTableWidget* board = page->roundView();
    const QStringList keys{QStringLiteral("1"), QStringLiteral("="), QStringLiteral("0")};
    const QList<QPair<int, int>> ranks{{1, 2}, {1, 1}, {2, 1}};
    for (int row = 0; row < 3; ++row) {
        board->setFocus();
        board->setCurrentCell(row, 2);
        QTest::keyClicks(board, keys[row]);
        page->waitLoaded();
        rounds = club.events().rounds(Open);
        const auto& t = rounds->at(0).tables.at(row);
        QVERIFY2(!t.match.isEmpty(), qPrintable(QStringLiteral("board %1 has no match").arg(row + 1)));
        const auto m = club.resultBook().matchDraft(t.match);
        QVERIFY2(m, qPrintable(m.status().toString()));
        QCOMPARE(m->game, Chess);
        for (const auto& p : m->participants) {
            QCOMPARE(p.rank.value_or(0), p.player == t.players[0] ? ranks[row].first : ranks[row].second);
        }
        QVERIFY2(resultShown(board, row)
                     .startsWith(QStringList{QStringLiteral("1-0"), QStringLiteral("½-½"), QStringLiteral("0-1")}[row]),
                 qPrintable(resultShown(board, row)));
    }

    // The standings after round 1: the winners 1 point, the draw ½, the losers 0.
    const QTableWidget* standings = page->standingsView();
    QCOMPARE(standings->rowCount(), 6);
    QHash<QString, double> points;
    for (int r = 0; r < standings->rowCount(); ++r) {
        points.insert(standings->item(r, 1)->text(), QLocale().toDouble(standings->item(r, 2)->text()));
    }
    const auto& tables = rounds->at(0).tables;
    QCOMPARE(points.value(tables[0].players[0]), 1.0);
    QCOMPARE(points.value(tables[0].players[1]), 0.0);
    QCOMPARE(points.value(tables[1].players[0]), 0.5);
    QCOMPARE(points.value(tables[1].players[1]), 0.5);
    QCOMPARE(points.value(tables[2].players[0]), 0.0);
    QCOMPARE(points.value(tables[2].players[1]), 1.0);
    QCOMPARE(standings->item(0, 2)->text(), QStringLiteral("1"));
    QCOMPARE(page->crossTableView()->rowCount(), 6);
    shot(&w, "events-swiss");

    // Undo deletes the last result: its board is pending again.
    const QString last = tables[2].match;
    QVERIFY(w.session().undo());
    page->waitLoaded();
    QVERIFY(!club.resultBook().matchDraft(last));
    QVERIFY(club.events().rounds(Open)->at(0).tables[2].match.isEmpty());
    QCOMPARE(resultShown(board, 2), QStringLiteral("pending"));
    // Redo records it again, under the same code, on the same board.
    QVERIFY(w.session().redo());
    page->waitLoaded();
    QCOMPARE(club.events().rounds(Open)->at(0).tables[2].match, last);
    QVERIFY(resultShown(board, 2).startsWith(QStringLiteral("0-1")));
}

void TestEventsPage::aTarotNightIsSeated()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QStringList eight = Five + QStringList{QStringLiteral("Fay"), QStringLiteral("Gus"), QStringLiteral("Hal")};
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        Event e;
        e.name = Night;
        e.game = Tarot;
        e.first = QDate(2026, 3, 7);
        e.pairing = PairingMethod::Tables;
        e.seed = 7;
        PALMARES_OK(c->events().add(e));
        PALMARES_OK(c->events().enter(Night, eight, true));
    }
    MainWindow w;
    QVERIFY(showEvents(w, scratch));
    EventsPage* page = w.eventsPage();
    QCOMPARE(page->view()->model()->rowCount(), 1);
    page->view()->selectRow(0);
    page->waitLoaded();
    QCOMPARE(page->current(), Night);
    QCOMPARE(page->entrantsView()->rowCount(), 8);
    button(page, "pairNext")->click();
    page->waitLoaded();
    const auto rounds = windowClub(w.session()).events().rounds(Night);
    QVERIFY(rounds);
    QCOMPARE(rounds->size(), 1);
    QCOMPARE(rounds->at(0).tables.size(), 2); // eight players: two tables of four
    QCOMPARE(shown(page->roundView()), stored(rounds->at(0)));
    QVERIFY(!button(page, "result2")->isVisibleTo(page)); // no duel buttons at tarot tables

    // Two players of different tables selected, then Swap: their seats change.
    QTableWidget* v = page->roundView();
    const QString a = v->item(0, 2)->text();
    const QString b = v->item(1, 3)->text();
    v->clearSelection();
    v->item(0, 2)->setSelected(true);
    v->item(1, 3)->setSelected(true);
    button(page, "swapPlayers")->click();
    page->waitLoaded();
    auto swapped = windowClub(w.session()).events().rounds(Night);
    QCOMPARE(swapped->at(0).tables[0].players[0], b);
    QCOMPARE(swapped->at(0).tables[1].players[1], a);
    QCOMPARE(shown(v), stored(swapped->at(0)));

    // Table 2 locked, then the round paired again: it is kept as it is.
    v->setCurrentCell(1, 2);
    button(page, "lockTable")->click();
    page->waitLoaded();
    swapped = windowClub(w.session()).events().rounds(Night);
    QVERIFY(swapped->at(0).tables[1].locked);
    QVERIFY(!v->item(1, 1)->text().isEmpty());
    button(page, "pairAgain")->click();
    page->waitLoaded();
    const auto again = windowClub(w.session()).events().rounds(Night);
    QCOMPARE(again->at(0).tables[1].players, swapped->at(0).tables[1].players);
    QCOMPARE(shown(v), stored(again->at(0)));
    shot(&w, "events-tarot");
}

/// A board settled by forfeit from its menu (shown "+ / −", nothing rated,
/// undone by Ctrl+Z), and a bye asked for the next round through its
/// dialog: named in the title, left out of the pairing, shown under the
/// round's tables.
void TestEventsPage::forfeitsAndByesAsked()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QStringList six = Five + QStringList{QStringLiteral("Fay")};
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
        Event e;
        e.name = Open;
        e.game = Chess;
        e.first = QDate(2026, 3, 7);
        e.pairing = PairingMethod::Swiss;
        e.rounds = 3;
        e.seed = 7;
        PALMARES_OK(c->events().add(e));
        PALMARES_OK(c->events().enter(Open, six, true));
    }
    MainWindow w;
    QVERIFY(showEvents(w, scratch));
    EventsPage* page = w.eventsPage();
    page->view()->selectRow(0);
    page->waitLoaded();
    button(page, "pairNext")->click();
    page->waitLoaded();
    QTableWidget* v = page->roundView();
    QCOMPARE(v->rowCount(), 3);

    // Board 1: the second player did not come.
    v->setCurrentCell(0, 2);
    QPushButton* forfeit = button(page, "forfeit");
    QVERIFY(forfeit->isVisibleTo(page) && forfeit->isEnabled());
    auto* second = forfeit->menu()->findChild<QAction*>(QStringLiteral("forfeit-second"));
    QVERIFY(second != nullptr);
    second->trigger();
    page->waitLoaded();
    auto rounds = windowClub(w.session()).events().rounds(Open);
    QVERIFY(rounds);
    QCOMPARE(rounds->at(0).tables[0].forfeit, palmares::club::Absent::Second);
    QVERIFY(rounds->at(0).tables[0].match.isEmpty()); // no match: nothing rated
    QVERIFY2(resultShown(v, 0).startsWith(QStringLiteral("+ / −")), qPrintable(resultShown(v, 0)));
    // Undone: the board waits for its result again.
    QVERIFY(w.session().undo());
    page->waitLoaded();
    rounds = windowClub(w.session()).events().rounds(Open);
    QCOMPARE(rounds->at(0).tables[0].forfeit, palmares::club::Absent::None);
    QVERIFY2(!resultShown(v, 0).contains(QStringLiteral("+")), qPrintable(resultShown(v, 0)));
    QVERIFY(w.session().redo());
    page->waitLoaded();
    // Taken back from the menu, then that undone: the forfeit is there again.
    v->setCurrentCell(0, 2);
    forfeit->menu()->findChild<QAction*>(QStringLiteral("forfeit-clear"))->trigger();
    page->waitLoaded();
    QCOMPARE(windowClub(w.session()).events().rounds(Open)->at(0).tables[0].forfeit, palmares::club::Absent::None);
    QVERIFY(w.session().undo());
    page->waitLoaded();
    QCOMPARE(windowClub(w.session()).events().rounds(Open)->at(0).tables[0].forfeit, palmares::club::Absent::Second);

    // Eve asks for a half-point bye in round 2, through the dialog.
    bool asked = false;
    int roundOffered = 0;
    onNextModal<QDialog>(
        [&roundOffered](QDialog* d) {
            auto* player = d->findChild<QComboBox*>(QStringLiteral("byePlayer"));
            player->setCurrentIndex(player->findText(QStringLiteral("Eve")));
            roundOffered = d->findChild<QSpinBox*>(QStringLiteral("byeRound"))->value();
            d->accept();
        },
        &asked);
    button(page, "askBye")->click();
    page->waitLoaded();
    QVERIFY(asked);
    QCOMPARE(roundOffered, 2); // the next round not paired
    const auto byes = windowClub(w.session()).events().requestedByes(Open);
    QVERIFY(byes);
    QCOMPARE(byes->size(), 1);
    QCOMPARE(byes->at(0).player, QStringLiteral("Eve"));
    QCOMPARE(byes->at(0).round, 2);
    QVERIFY(byes->at(0).half);
    const QString title = page->findChild<QLabel*>(QStringLiteral("eventTitle"))->text();
    QVERIFY2(title.contains(QStringLiteral("Eve (round 2")), qPrintable(title));

    // The rest of round 1 entered, round 2 paired without Eve.
    for (int row = 1; row < 3; ++row) {
        v->setCurrentCell(row, 2);
        QTest::keyClicks(v, QStringLiteral("1"));
        page->waitLoaded();
    }
    button(page, "pairNext")->click();
    page->waitLoaded();
    rounds = windowClub(w.session()).events().rounds(Open);
    QCOMPARE(rounds->size(), 2);
    for (const auto& t : rounds->at(1).tables) {
        QVERIFY2(!t.players.contains(QStringLiteral("Eve")), qPrintable(t.players.join(u',')));
    }
    const int last = v->rowCount() - 1;
    QCOMPARE(v->item(last, 2)->text(), QStringLiteral("Eve"));
    QVERIFY2(resultShown(v, last).contains(QStringLiteral("½")), qPrintable(resultShown(v, last)));
    shot(&w, "events-forfeits-byes");
}

void TestEventsPage::inFrench()
{
    // The tab, its buttons and the service's words in French.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Chess, System::EloProvisional));
        Event e;
        e.name = Open;
        e.game = Chess;
        e.first = QDate(2026, 3, 7);
        e.rounds = 5;
        e.seed = 7;
        PALMARES_OK(c->events().add(e));
        PALMARES_OK(c->events().enter(Open, Five, true));
        PALMARES_OK(c->events().pairNext(Open));
    }
    MainWindow w;
    QVERIFY(showEvents(w, scratch));
    QCOMPARE(w.tabs()->tabText(MainWindow::EventsTab), QStringLiteral("É&vénements"));
    EventsPage* page = w.eventsPage();
    page->view()->selectRow(0);
    page->waitLoaded();
    QCOMPARE(button(page, "pairNext")->text(), QStringLiteral("Apparier la ronde suivante"));
    QCOMPARE(page->roundBar()->tabText(0), QStringLiteral("Ronde 1"));
    QCOMPARE(page->view()->model()->index(0, EventsPage::Method).data().toString(),
             QStringLiteral("Suisse (système hollandais FIDE)"));
    QCOMPARE(page->view()->model()->index(0, EventsPage::Rounds).data().toString(), QStringLiteral("1 sur 5"));
    QCOMPARE(page->roundView()->rowCount(), 3); // five players: two boards and the bye
    QString said;
    answerBox(&said);
    button(page, "pairNext")->click();
    QVERIFY2(said.contains(QStringLiteral("Impossible d’apparier la ronde suivante")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("résultats à saisir")), qPrintable(said));
    shot(&w, "events-fr");
}

QTEST_MAIN(TestEventsPage)
#include "tst_events_page.moc"

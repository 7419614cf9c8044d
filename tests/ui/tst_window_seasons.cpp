// Seasons and dormant players in the window (offscreen, issue 18): the
// leaderboard's dormant switch and the setting of the months, a closed
// season asked about before a change, seasons as periods to choose, the
// seasons dialog (add, close, reopen, remove, the season report) and the
// game's "fresh start each season" box; in English and French.

#include "windowtest.h"

#include "i18n/i18n.h"
#include "ui/commands.h"
#include "ui/datefield.h"
#include "ui/dialogs.h"
#include "ui/models/modelroles.h"
#include "ui/pages/gamespage.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/resultspage.h"
#include "ui/pages/tablepage.h"
#include "ui/seasonsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScopeGuard>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>

using namespace palmares::test;
using palmares::rating::System;

class TestWindowSeasons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void dormantPlayersSwitchAndSetting();
    void aClosedSeasonAsksBeforeAChange();
    void seasonsArePeriodsToChoose();
    void seasonsDialogAddsClosesAndRemoves();
    void freshStartEachSeasonIsAParameterBox();
    void seasonsDialogMakesTheSeasonReport();
};

void TestWindowSeasons::initTestCase()
{
    QVERIFY(palmares::i18n::installEnglishPlurals()); // English as the window speaks it
    startWithoutSettings(QStringLiteral("tst_window_seasons-config"));
}

void TestWindowSeasons::aClosedSeasonAsksBeforeAChange()
{
    // A result dated in a closed season: the window says which season it
    // changes and saves it only on the person's word; the confirmed change
    // undoes and redoes without asking again (issue 18).
    const QString spring = QStringLiteral("Spring 2024");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 2, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_OK(c->seasons().add(spring, QDate(2024, 1, 1), QDate(2024, 6, 30)));
        PALMARES_OK(c->seasons().close(spring));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::Session& session = w.session();
    const auto late = duel(QStringLiteral("m2"), QStringLiteral("Scrabble"), when(2024, 6, 30, 23, 59),
                           QStringLiteral("Bob"), QStringLiteral("Alice"));
    const auto stored = [&] { return windowClub(session).resultBook().matchDraft(QStringLiteral("m2")).ok(); };

    QString asked;
    bool seen = false;
    onNextModal<QMessageBox>(
        [&asked](QMessageBox* box) {
            asked = box->text() + QLatin1Char(' ') + box->informativeText();
            shot(box, "closed-season-asks");
            box->reject(); // Cancel
        },
        &seen);
    const palmares::club::Status refused = session.run(std::make_unique<palmares::ui::AddResult>(late));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.closedSeasons, QStringList{spring});
    QVERIFY(seen);
    QVERIFY2(asked.contains(QStringLiteral("changes the closed season Spring 2024")), qPrintable(asked));
    QVERIFY2(asked.contains(QStringLiteral("stays as it was printed")), qPrintable(asked));
    QVERIFY(!stored());
    QCOMPARE(session.undoStack().count(), 0);

    asked.clear();
    answerMessageBox(QStringLiteral("&Change it"), &asked);
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(late)));
    QVERIFY2(!asked.isEmpty(), "not asked");
    QVERIFY(stored());
    QVERIFY(session.undo());
    QVERIFY(!stored());
    QVERIFY(session.redo());
    QVERIFY(stored());
    // What the season kept did not move.
    const auto kept = windowClub(session).seasons().standings(spring, QStringLiteral("Scrabble"));
    QVERIFY(kept);
    QCOMPARE(kept->rows.size(), 2);
    QCOMPARE(kept->rows.constFirst().player, QStringLiteral("Alice"));

    // In French too; declined, the result stays.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    seen = false;
    onNextModal<QMessageBox>(
        [&asked](QMessageBox* box) {
            asked = box->text();
            shot(box, "closed-season-asks-fr");
            box->reject();
        },
        &seen);
    const auto m2 = windowClub(session).resultBook().matchDraft(QStringLiteral("m2"));
    QVERIFY(m2);
    QVERIFY(!session.run(std::make_unique<palmares::ui::DeleteResult>(*m2)).ok());
    QVERIFY(seen);
    QVERIFY2(asked.contains(QStringLiteral("change la saison close Spring 2024")), qPrintable(asked));
    QVERIFY(stored());
}

void TestWindowSeasons::seasonsArePeriodsToChoose()
{
    // The Period menus (Results, Hall of Fame) list the club's seasons as
    // they are when the menu opens; one sets both dates (issue 18).
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 2, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m2"), QStringLiteral("Scrabble"), when(2024, 6, 30, 23, 59),
                                 QStringLiteral("Carol"), QStringLiteral("Alice")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m3"), QStringLiteral("Scrabble"), when(2024, 7, 1),
                                 QStringLiteral("Bob"), QStringLiteral("Carol")));
        PALMARES_OK(c->seasons().add(QStringLiteral("Spring 2024"), QDate(2024, 1, 1), QDate(2024, 6, 30)));
        PALMARES_OK(c->seasons().close(QStringLiteral("Spring 2024")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    auto* page = qobject_cast<palmares::ui::TablePage*>(w.findChild<QWidget*>(QStringLiteral("hallOfFamePage")));
    QVERIFY(page);
    auto* menu = page->findChild<QPushButton*>(QStringLiteral("period"))->menu();
    const auto open = [menu] { QMetaObject::invokeMethod(menu, "aboutToShow"); };
    open();
    auto* spring = page->findChild<QAction*>(QStringLiteral("season:Spring 2024"));
    QVERIFY(spring);
    QCOMPARE(spring->text(), QStringLiteral("Spring 2024 (closed)"));
    spring->trigger();
    page->waitLoaded();
    QCOMPARE(page->findChild<palmares::ui::DateField*>(QStringLiteral("from"))->date(), QDate(2024, 1, 1));
    QCOMPARE(page->findChild<palmares::ui::DateField*>(QStringLiteral("to"))->date(), QDate(2024, 6, 30));
    auto* view = page->findChild<QTableView*>(QStringLiteral("hallOfFameView"));
    QCOMPARE(view->model()->rowCount(), 3); // m1 and m2: Alice, Bob, Carol

    // A season added since: there the next time the menu opens, once.
    PALMARES_OK(
        windowClub(w.session()).seasons().add(QStringLiteral("Summer 2024"), QDate(2024, 7, 1), QDate(2024, 8, 31)));
    open();
    open();
    QCOMPARE(page->findChildren<QAction*>(QStringLiteral("season:Summer 2024")).size(), 1);
    menu->adjustSize();
    shot(menu, "period-menu-seasons");
    page->findChild<QAction*>(QStringLiteral("season:Summer 2024"))->trigger();
    page->waitLoaded();
    QCOMPARE(view->model()->rowCount(), 2); // m3: Bob, Carol
    QVERIFY(w.resultsPage()->findChild<QPushButton*>(QStringLiteral("period")));
}

void TestWindowSeasons::seasonsDialogAddsClosesAndRemoves()
{
    // Settings → Seasons…: add (a refusal said under the form, nothing
    // added), close after the question, reopen, remove (issue 18).
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 2, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    QStringList steps;
    bool seen = false;
    onNextModal<palmares::ui::SeasonsDialog>(
        [&steps](palmares::ui::SeasonsDialog* d) {
            const auto cleanup = qScopeGuard([d] { d->reject(); });
            const auto define = [d](const QString& name, QDate first, QDate last) {
                d->findChild<QLineEdit*>(QStringLiteral("name"))->setText(name);
                d->findChild<palmares::ui::DateField*>(QStringLiteral("first"))->setDate(first);
                d->findChild<palmares::ui::DateField*>(QStringLiteral("last"))->setDate(last);
                d->findChild<QPushButton*>(QStringLiteral("addSeason"))->click();
            };
            auto* problem = d->findChild<QLabel*>(QStringLiteral("problem"));
            auto* table = d->findChild<QTableWidget*>(QStringLiteral("seasons"));
            define(QStringLiteral("Spring 2024"), QDate(2024, 1, 1), QDate(2024, 6, 30));
            steps << QStringLiteral("added %1").arg(d->seasons().size());
            define(QStringLiteral("Backwards"), QDate(2025, 2, 1), QDate(2025, 1, 1));
            steps << QStringLiteral("refused %1 %2")
                         .arg(d->seasons().size())
                         .arg(problem->isVisibleTo(d) && problem->text().contains(QStringLiteral("before its first")));
            shot(d, "seasons-dialog");
            table->selectRow(0);
            QString asked;
            answerMessageBox(QStringLiteral("&Yes"), &asked);
            d->findChild<QPushButton*>(QStringLiteral("closeSeason"))->click();
            steps << QStringLiteral("closed %1").arg(d->seasons().constFirst().closed());
            steps << QStringLiteral("listed %1")
                         .arg(table->item(0, 0)->text().startsWith(QStringLiteral("Spring 2024 (closed on ")));
            table->selectRow(0);
            const bool removable = d->findChild<QPushButton*>(QStringLiteral("removeSeason"))->isEnabled();
            // Reopening and removing ask first (issue 43): No keeps it.
            answerMessageBox(QStringLiteral("&No"), &asked);
            d->findChild<QPushButton*>(QStringLiteral("reopenSeason"))->click();
            steps << QStringLiteral("kept %1 %2")
                         .arg(d->seasons().constFirst().closed())
                         .arg(asked.startsWith(QStringLiteral("Reopen “Spring 2024”?")));
            table->selectRow(0);
            answerMessageBox(QStringLiteral("&Yes"), &asked);
            d->findChild<QPushButton*>(QStringLiteral("reopenSeason"))->click();
            steps << QStringLiteral("reopened %1 %2").arg(!d->seasons().constFirst().closed()).arg(removable);
            table->selectRow(0);
            answerMessageBox(QStringLiteral("&Yes"), &asked);
            d->findChild<QPushButton*>(QStringLiteral("removeSeason"))->click();
            steps << QStringLiteral("removed %1 %2")
                         .arg(d->seasons().size())
                         .arg(asked.startsWith(QStringLiteral("Remove “Spring 2024”?")));
        },
        &seen);
    w.findChild<QAction*>(QStringLiteral("seasonsAction"))->trigger();
    QVERIFY(seen);
    QCOMPARE(steps, (QStringList{QStringLiteral("added 1"), QStringLiteral("refused 1 1"), QStringLiteral("closed 1"),
                                 QStringLiteral("listed 1"), QStringLiteral("kept 1 1"), QStringLiteral("reopened 1 0"),
                                 QStringLiteral("removed 0 1")}));
    QVERIFY(windowClub(w.session()).seasons().list().value_or(QList<palmares::club::Season>{}).isEmpty());
    // Both on the window's undo stack: the season defined again, then closed again.
    const auto seasons = [&w] {
        return windowClub(w.session()).seasons().list().value_or(QList<palmares::club::Season>{});
    };
    QVERIFY(w.session().undo());
    QTRY_COMPARE(seasons().size(), 1);
    QCOMPARE(seasons().constFirst().name, QStringLiteral("Spring 2024"));
    QCOMPARE(seasons().constFirst().last, QDate(2024, 6, 30));
    QVERIFY(!seasons().constFirst().closed());
    QVERIFY(w.session().undo());
    QTRY_VERIFY(seasons().constFirst().closed());
    QVERIFY(w.session().redo());
    QTRY_VERIFY(!seasons().constFirst().closed());

    // In French.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    QString added;
    seen = false;
    onNextModal<palmares::ui::SeasonsDialog>(
        [&added](palmares::ui::SeasonsDialog* d) {
            added = d->findChild<QPushButton*>(QStringLiteral("addSeason"))->text();
            shot(d, "seasons-dialog-fr");
            d->reject();
        },
        &seen);
    w.findChild<QAction*>(QStringLiteral("seasonsAction"))->trigger();
    QVERIFY(seen);
    QCOMPARE(added, QStringLiteral("&Ajouter la saison"));
}

void TestWindowSeasons::freshStartEachSeasonIsAParameterBox()
{
    // The game's parameters dialog has a box: every rating starts afresh at
    // the first day of each season; ticked, the game is re-rated (undoable),
    // and a closed season it changes asks first (issue 18).
    const QString scrabble = QStringLiteral("Scrabble");
    const QString autumn = QStringLiteral("Autumn 2024");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0));
        PALMARES_OK(c->catalogue().addGame(scrabble, System::Fermi));
        PALMARES_OK(c->seasons().add(autumn, QDate(2024, 9, 1), QDate(2024, 12, 31)));
        PALMARES_RECORD(
            *c, duel(QStringLiteral("m1"), scrabble, when(2024, 2, 1), QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m2"), scrabble, when(2024, 9, 10), QStringLiteral("Alice"),
                                 QStringLiteral("Carol")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    palmares::ui::Session& session = w.session();
    palmares::ui::GamesPage* page = w.gamesPage();
    auto* view = page->findChild<QTableView*>(QStringLiteral("gamesView"));
    QVERIFY(view);
    const auto fresh = [&] { return windowClub(session).catalogue().game(scrabble)->freshStartEachSeason; };
    const auto players = [&] { return ratings(windowClub(session), scrabble).size(); };
    QCOMPARE(players(), 3);
    const auto tick = [&](bool expected, bool* seen) {
        w.gamesPage();
        view->selectRow(0);
        onNextModal<palmares::ui::ParametersDialog>(
            [expected](palmares::ui::ParametersDialog* d) {
                auto* box = d->findChild<QCheckBox*>(QStringLiteral("freshStartEachSeason"));
                QVERIFY(box);
                QCOMPARE(box->isChecked(), expected);
                shot(d, "fresh-start-each-season");
                box->click();
                d->accept();
            },
            seen);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("gameParameters")), Qt::LeftButton);
    };
    bool seen = false;
    tick(false, &seen);
    QTRY_VERIFY(seen);
    QTRY_VERIFY(fresh());
    QCOMPARE(players(), 2); // Bob has not played since the first of September
    PALMARES_CHECKED(windowClub(session));
    QVERIFY(session.undo());
    QVERIFY(!fresh());
    QCOMPARE(players(), 3);

    // Closed, the season asks before the box re-rates it.
    PALMARES_OK(windowClub(session).seasons().close(autumn));
    QString asked;
    answerMessageBox(QStringLiteral("&Change it"), &asked);
    seen = false;
    tick(false, &seen);
    QTRY_VERIFY(seen);
    QTRY_VERIFY(fresh());
    QVERIFY2(asked.contains(QStringLiteral("changes the closed season Autumn 2024")), qPrintable(asked));
    QCOMPARE(players(), 2);
    PALMARES_CHECKED(windowClub(session));
}

void TestWindowSeasons::seasonsDialogMakesTheSeasonReport()
{
    // Settings → Seasons… → Season report → Export as HTML… of the selected
    // season: the file dialog asks where, the report is written (issue 18).
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0));
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_OK(c->seasons().add(QStringLiteral("Spring 2024"), QDate(2024, 1, 1), QDate(2024, 6, 30)));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 2, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m2"), QStringLiteral("Scrabble"), when(2024, 8, 1),
                                 QStringLiteral("Bob"), QStringLiteral("Alice")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    const QString out = scratch.folder() + QStringLiteral("/season.html");
    QStringList steps;
    bool seen = false;
    onNextModal<palmares::ui::SeasonsDialog>(
        [&steps, out](palmares::ui::SeasonsDialog* d) {
            const auto cleanup = qScopeGuard([d] { d->reject(); });
            auto* button = d->findChild<QPushButton*>(QStringLiteral("seasonReport"));
            steps << QStringLiteral("enabled %1").arg(button->isEnabled());
            d->findChild<QTableWidget*>(QStringLiteral("seasons"))->selectRow(0);
            steps << QStringLiteral("enabled %1").arg(button->isEnabled());
            bool asked = false;
            answerFileDialog(out, &asked);
            button->menu()->findChild<QAction*>(QStringLiteral("html"))->trigger();
            steps << QStringLiteral("asked %1").arg(asked);
        },
        &seen);
    w.findChild<QAction*>(QStringLiteral("seasonsAction"))->trigger();
    QVERIFY(seen);
    QCOMPARE(steps, (QStringList{QStringLiteral("enabled 0"), QStringLiteral("enabled 1"), QStringLiteral("asked 1")}));
    QFile f(out);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(out));
    const QString page = QString::fromUtf8(f.readAll());
    QVERIFY2(page.contains(QStringLiteral("Season report — Spring 2024")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Still open")), qPrintable(page));
    // Alice won the season's one match (m2, in August, is not in it).
    QVERIFY2(page.contains(QStringLiteral("<td>Scrabble</td><td><strong>Alice</strong></td>")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Matches played: 1 ")), qPrintable(page));
}

void TestWindowSeasons::dormantPlayersSwitchAndSetting()
{
    // Issue 18, item 2: players with no match of the game in the club's
    // months (12) are hidden from the leaderboard; "Show dormant players"
    // lists them in grey without a rank; Settings → Dormant players changes
    // the months (undoably), and the leaderboard follows at once.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QString chess = QStringLiteral("Chess");
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
        const QDate today = QDate::currentDate();
        PALMARES_RECORD(*c, duel(QStringLiteral("c1"), chess, QDateTime(today.addMonths(-13), QTime(20, 0), Qt::UTC),
                                 u8("Alice"), u8("Bruno")));
        PALMARES_RECORD(*c, duel(QStringLiteral("c2"), chess, QDateTime(today.addMonths(-1), QTime(20, 0), Qt::UTC),
                                 u8("Chloé"), u8("Denis")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.resize(1100, 560);
    w.show();
    w.findChild<QTabWidget*>()->setCurrentIndex(MainWindow::LeaderboardTab);
    palmares::ui::LeaderboardPage* page = w.leaderboardPage();
    w.leaderboardGame()->setCurrentText(chess);
    page->waitLoaded();
    QCheckBox* box = page->dormantBox();
    QVERIFY(box->isVisibleTo(page)); // the page may not be the tab shown
    QVERIFY(!box->isChecked());      // hidden by default
    QCOMPARE(boardNames(w), (QStringList{u8("Chloé ~400"), u8("Denis ~0")}));
    QVERIFY2(
        page->noteLabel()->text().contains(QStringLiteral("not listed: 2 dormant (no match in the last 12 months)")),
        qPrintable(page->noteLabel()->text()));
    shot(&w, "dormant-hidden");

    // Shown: in rating order, greyed (DormantRole), no rank, a tooltip saying why.
    box->setChecked(true);
    QCOMPARE(boardNames(w), (QStringList{u8("Alice ~400"), u8("Chloé ~400"), u8("Bruno ~0"), u8("Denis ~0")}));
    QAbstractItemModel* shown = page->view()->model();
    QCOMPARE(shown->rowCount(), 4);
    QStringList rows;
    for (int r = 0; r < shown->rowCount(); ++r) {
        rows << shown->index(r, palmares::ui::LeaderboardModel::Rank).data().toString() + QLatin1Char(' ') +
                    shown->index(r, palmares::ui::LeaderboardModel::Player).data().toString() +
                    (shown->index(r, 0).data(palmares::ui::DormantRole).toBool() ? QStringLiteral(" grey") : QString());
    }
    QCOMPARE(rows, (QStringList{u8("– Alice grey"), u8("1 Chloé"), u8("– Bruno grey"), u8("2 Denis")}));
    const QString tip = shown->index(0, palmares::ui::LeaderboardModel::Rating).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Alice has had no match of Chess in the last 12 months")) &&
                 tip.contains(QStringLiteral("not ranked, rating kept")),
             qPrintable(tip));
    QVERIFY(page->noteLabel()->text().contains(QStringLiteral("in grey, without a rank: 2 dormant")));
    // Sorted by rank, the dormant come last.
    page->view()->sortByColumn(palmares::ui::LeaderboardModel::Rank, Qt::AscendingOrder);
    QCOMPARE(shown->index(3, palmares::ui::LeaderboardModel::Player).data().toString(), u8("Bruno"));
    shot(&w, "dormant-shown");
    // Printing follows the switch.
    palmares::club::Status status;
    const auto sheet = page->report(QString(), status);
    QVERIFY2(sheet, qPrintable(status.toString()));
    QVERIFY(sheet->html().contains(QStringLiteral("Alice")));
    box->setChecked(false);
    const auto hiddenSheet = page->report(QString(), status);
    QVERIFY2(hiddenSheet, qPrintable(status.toString()));
    QVERIFY(!hiddenSheet->html().contains(QStringLiteral("Alice")));
    QVERIFY(
        hiddenSheet->html().contains(QStringLiteral("Players with no match in the last 12 months are not listed: 2")));

    // Settings → Dormant players: never. Everyone ranked, the switch gone.
    QAction* settings = w.findChild<QAction*>(QStringLiteral("dormancyAction"));
    QVERIFY(settings != nullptr);
    bool seen = false;
    onNextModal<palmares::ui::DormancyDialog>(
        [](palmares::ui::DormancyDialog* d) {
            QVERIFY(d->enabledBox()->isChecked());
            QCOMPARE(d->monthsBox()->value(), 12);
            d->enabledBox()->setChecked(false);
            d->accept();
        },
        &seen);
    settings->trigger();
    QVERIFY(seen);
    QCOMPARE(windowClub(w.session()).rankings().dormantAfterMonths().value_or(-1), 0);
    page->waitLoaded();
    QTRY_COMPARE(boardNames(w).size(), 4);
    QVERIFY(!box->isVisibleTo(page));
    QVERIFY(!shown->index(0, 0).data(palmares::ui::DormantRole).toBool());

    // Undo brings the 12 months back, and the leaderboard with them.
    w.session().undoStack().undo();
    QCOMPARE(windowClub(w.session()).rankings().dormantAfterMonths().value_or(-1), 12);
    page->waitLoaded();
    QTRY_COMPARE(boardNames(w).size(), 2);
    QVERIFY(box->isVisibleTo(page));

    // 13 months: Alice and Bruno's match is within them again.
    seen = false;
    onNextModal<palmares::ui::DormancyDialog>(
        [](palmares::ui::DormancyDialog* d) {
            d->monthsBox()->setValue(13);
            d->accept();
        },
        &seen);
    settings->trigger();
    QVERIFY(seen);
    page->waitLoaded();
    QTRY_COMPARE(boardNames(w).size(), 4);

    // In French: the same switch and line, « en sommeil ».
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    PALMARES_OK(windowClub(w.session()).rankings().setDormantAfterMonths(12));
    MainWindow fr;
    QVERIFY(fr.openClub(scratch.location()));
    fr.resize(1100, 560);
    fr.show();
    fr.findChild<QTabWidget*>()->setCurrentIndex(MainWindow::LeaderboardTab);
    palmares::ui::LeaderboardPage* frPage = fr.leaderboardPage();
    frPage->waitLoaded();
    QCOMPARE(frPage->dormantBox()->text(), QStringLiteral("Afficher les joueurs en &sommeil"));
    QVERIFY2(
        frPage->noteLabel()->text().contains(u8("non listés\u00a0: 2 en sommeil (aucune partie depuis 12\u00a0mois)")),
        qPrintable(frPage->noteLabel()->text()));
    shot(&fr, "dormant-hidden-fr");
    frPage->dormantBox()->setChecked(true);
    QCOMPARE(fr.leaderboardModel()->rowCount(), 4);
    QTest::qWait(50); // the note's new height is laid out
    shot(&fr, "dormant-shown-fr");
}

QTEST_MAIN(TestWindowSeasons)
#include "tst_window_seasons.moc"

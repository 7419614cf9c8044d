// Results entered from an event's round through the result dialog (issue 42,
// items 4 and 9), offscreen, on every backend: a tarot night of nine players
// (a table of four and one of five) entered table after table with the
// keyboard over two rounds, the standings' totals those typed, Ctrl+Z making
// a table pending again; a battle entered with its morale (RATING_RULES.md
// §4, worked by hand); a duel board; and the refusals of a table entered or
// seated otherwise meanwhile, shown in the dialog with nothing saved.

#include "windowtest.h"

#include "ui/datefield.h"
#include "ui/pages/eventspage.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>

using namespace palmares::test;
using palmares::club::Event;
using palmares::club::EventRound;
using palmares::club::EventTable;
using palmares::club::PairingMethod;
using palmares::rating::System;
using palmares::ui::EventsPage;

namespace {

const QString Night = QStringLiteral("Tarot night");
const QStringList Nine{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"),
                       QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay"),
                       QStringLiteral("Gus"), QStringLiteral("Hal"), QStringLiteral("Ivy")};
/// The scores typed at a table, seat by seat (a table of four takes the first four).
const QList<int> Scores{300, 200, 100, 0, -150};

/// A new club at `scratch` with the game `game` (rated by `system`) and the
/// event `e` of it, `players` entered (new to the club); none of its rounds paired.
Status newEvent(const ScratchClub& scratch, System system, const Event& e, const QStringList& players)
{
    Status opened;
    const auto c = newClub(scratch, opened);
    if (!c) {
        return opened;
    }
    if (Status s = c->catalogue().addGame(e.game, system); !s.ok()) {
        return s;
    }
    if (Status s = c->events().add(e); !s.ok()) {
        return s;
    }
    return c->events().enter(e.name, players, true);
}

/// An event of `game` named `name`, from `first`, paired by `pairing` (its seed fixed: the same draws on every run).
Event eventOf(const QString& name, const QString& game, QDate first, PairingMethod pairing, int rounds = 0)
{
    Event e;
    e.name = name;
    e.game = game;
    e.first = first;
    e.pairing = pairing;
    e.rounds = rounds;
    e.seed = 11;
    return e;
}

/// Opens the club of `scratch` in `w` at 1280×720 on its Events tab, the
/// event `name` selected.
bool showEvent(MainWindow& w, const ScratchClub& scratch, const QString& name)
{
    if (!w.openClub(scratch.location())) {
        return false;
    }
    w.resize(1280, 720);
    w.show();
    QApplication::setActiveWindow(&w);
    w.tabs()->setCurrentIndex(MainWindow::EventsTab);
    EventsPage* page = w.eventsPage();
    page->waitLoaded();
    page->selectEvent(name);
    page->waitLoaded();
    return page->current() == name;
}

QPushButton* button(EventsPage* page, const char* name)
{
    auto* b = page->findChild<QPushButton*>(QString::fromLatin1(name));
    if (b == nullptr) {
        qWarning("no button %s", name);
    }
    return b;
}

QString resultShown(const QTableWidget* v, int row)
{
    return v->item(row, v->columnCount() - 1)->text();
}

/// The names in the dialog's rows.
QStringList rowNames(ResultDialog& d)
{
    QStringList out;
    for (int i = 1; i <= d.participantCount(); ++i) {
        out << field<QLineEdit>(d, QStringLiteral("player%1").arg(i))->text();
    }
    return out;
}

/// What the dialog of a tarot table showed and did.
struct TarotEntry {
    QString title;
    QStringList names;
    bool namesFixed = false;
    bool gameFixed = false;
    QDateTime date;
    bool scoreFocused = false;
    QStringList preview;
    bool accepted = false;
};

/// Fills the next result dialog as a tarot table (24 deals, Scores seat by
/// seat) and saves it with Enter.
void enterTarotTable(TarotEntry* seen, bool* came)
{
    onNextModal<ResultDialog>(
        [seen](ResultDialog* d) {
            seen->title = d->windowTitle();
            seen->names = rowNames(*d);
            seen->namesFixed = field<QLineEdit>(*d, QStringLiteral("player1"))->isReadOnly();
            seen->gameFixed = !field<QComboBox>(*d, QStringLiteral("game"))->isEnabled();
            seen->date = field<palmares::ui::DateField>(*d, QStringLiteral("date"))->dateTime();
            seen->scoreFocused = d->focusWidget() == field<QWidget>(*d, QStringLiteral("score1"));
            typeNumber(*d, QStringLiteral("deals"), 24);
            for (int i = 0; i < d->participantCount(); ++i) {
                type(*d, QStringLiteral("score%1").arg(i + 1), QString::number(Scores.at(i)));
            }
            d->refreshNow();
            seen->preview = previewRows(*d);
            QTest::keyClick(d, Qt::Key_Return); // Enter saves
            seen->accepted = d->result() == QDialog::Accepted;
        },
        came);
}

} // namespace

class TestEventsResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { startWithoutSettings(QStringLiteral("tst_events_results-config")); }
    void aTarotNightTableAfterTable_data() { addBackendRows(); }
    void aTarotNightTableAfterTable();
    void aBattleWithItsMorale_data() { addBackendRows(); }
    void aBattleWithItsMorale();
    void refusalsShownInTheDialog_data() { addBackendRows(); }
    void refusalsShownInTheDialog();
};

void TestEventsResults::aTarotNightTableAfterTable()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Event night = eventOf(Night, Tarot, QDate(2026, 3, 6), PairingMethod::Tables);
    night.last = QDate(2026, 3, 7);
    PALMARES_OK(newEvent(scratch, System::Niveau, night, Nine));
    MainWindow w;
    QVERIFY(showEvent(w, scratch, Night));
    EventsPage* page = w.eventsPage();
    palmares::club::Club& club = windowClub(w.session());
    QTableWidget* round = page->roundView();
    QHash<QString, double> totals; // each player's scores as typed, added up

    for (int r = 1; r <= 2; ++r) {
        button(page, "pairNext")->click();
        page->waitLoaded();
        auto rounds = club.events().rounds(Night);
        QVERIFY(rounds);
        QCOMPARE(rounds->size(), r);
        const QList<EventTable> tables = rounds->at(r - 1).tables;
        QCOMPARE(tables.size(), 2); // nine players: a table of four and one of five
        QCOMPARE(tables[0].players.size() + tables[1].players.size(), 9);
        QVERIFY(!button(page, "result2")->isVisibleTo(page)); // no 1, = and 0 at a tarot table
        QVERIFY(button(page, "enterResult")->isVisibleTo(page));

        // The keyboard only: the first table selected, Enter, the result, Enter.
        round->setFocus();
        round->setCurrentCell(0, 2);
        for (int t = 0; t < 2; ++t) {
            QCOMPARE(round->currentRow(), t); // after the first, the next pending is selected
            TarotEntry seen;
            bool came = false;
            enterTarotTable(&seen, &came);
            QTest::keyClick(round, Qt::Key_Return);
            QVERIFY(came);
            page->waitLoaded();
            QVERIFY(seen.accepted);
            const EventTable& table = tables[t];
            QCOMPARE(seen.title,
                     QStringLiteral("Result of table %1, round %2 of %3").arg(table.number).arg(r).arg(Night));
            QCOMPARE(seen.names, table.players); // in seat order
            QVERIFY(seen.namesFixed);
            QVERIFY(seen.gameFixed);
            QVERIFY(seen.scoreFocused);
            // Round 1 on the first day, round 2 on the second, at 20:00.
            QCOMPARE(seen.date, QDateTime(QDate(2026, 3, 5 + r), QTime(20, 0)));
            if (r == 1 && table.players.size() == 4) {
                // §2 (as tst_window_resultdialog): four new players at 850,
                // K = 60 at 24 deals; 300, 200, 100, 0 → +30, +10, −10, −30,
                // the last two floored at 850.
                const QStringList p = table.players;
                QCOMPARE(seen.preview,
                         (QStringList{p[0] + QStringLiteral(" 850→880 50.0"), p[1] + QStringLiteral(" 850→860 50.0"),
                                      p[2] + QStringLiteral(" 850→850 50.0"), p[3] + QStringLiteral(" 850→850 50.0")}));
            } else {
                QCOMPARE(seen.preview.size(), table.players.size());
            }

            // The club's match, linked to its table, with what was typed.
            rounds = club.events().rounds(Night);
            const QString code = rounds->at(r - 1).tables.at(t).match;
            QVERIFY2(!code.isEmpty(), qPrintable(QStringLiteral("round %1, table %2 not entered").arg(r).arg(t + 1)));
            const auto m = club.resultBook().matchDraft(code);
            QVERIFY2(m, qPrintable(m.status().toString()));
            QCOMPARE(m->game, Tarot);
            QCOMPARE(m->deals.value_or(0), 24);
            QCOMPARE(m->playedAt.date(), QDate(2026, 3, 5 + r));
            QCOMPARE(m->participants.size(), table.players.size());
            for (qsizetype i = 0; i < m->participants.size(); ++i) {
                QCOMPARE(m->participants[i].player, table.players[i]);
                QCOMPARE(m->participants[i].score.value_or(-1000), double(Scores[i]));
                totals[table.players[i]] += Scores[i];
            }
            QVERIFY2(resultShown(round, t) != QStringLiteral("pending"), qPrintable(resultShown(round, t)));
        }
        QVERIFY(club.events().rounds(Night)->at(r - 1).complete());
        QCOMPARE(round->currentRow(), 1); // the round complete: the last table stays selected
    }

    // The standings after two rounds: each player's total is what he scored.
    const QTableWidget* standings = page->standingsView();
    QCOMPARE(standings->rowCount(), 9);
    for (int r = 0; r < standings->rowCount(); ++r) {
        const QString player = standings->item(r, 1)->text();
        QCOMPARE(QLocale().toDouble(standings->item(r, 2)->text()), totals.value(player));
        QCOMPARE(standings->item(r, 3)->text(), QStringLiteral("2")); // tables played
    }
    shot(&w, "events-tarot-entered");

    // Ctrl+Z in the window: the last table entered is pending again.
    const QString last = club.events().rounds(Night)->at(1).tables.at(1).match;
    QVERIFY(w.session().undoStack().undoText().contains(Night));
    QApplication::setActiveWindow(&w); // the window's shortcut, as the dialogs left it
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(round, Qt::Key_Z, Qt::ControlModifier);
    page->waitLoaded();
    QVERIFY(!club.resultBook().matchDraft(last));
    QVERIFY(club.events().rounds(Night)->at(1).tables.at(1).match.isEmpty());
    QCOMPARE(resultShown(round, 1), QStringLiteral("pending"));
    QVERIFY(!club.events().rounds(Night)->at(1).complete());
    // It can be entered again from the round.
    round->setCurrentCell(1, 2);
    QVERIFY(button(page, "enterResult")->isEnabled());
    round->setCurrentCell(0, 2);
    QVERIFY(!button(page, "enterResult")->isEnabled()); // entered: corrected in the Results tab
}

void TestEventsResults::aBattleWithItsMorale()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString battles = QStringLiteral("Battle day");
    PALMARES_OK(newEvent(scratch, System::EloDsc, eventOf(battles, Dsc, QDate(2026, 4, 11), PairingMethod::Swiss, 3),
                         {QStringLiteral("Frank"), QStringLiteral("Pascal")}));
    MainWindow w;
    QVERIFY(showEvent(w, scratch, battles));
    EventsPage* page = w.eventsPage();
    palmares::club::Club& club = windowClub(w.session());
    QTableWidget* round = page->roundView();
    button(page, "pairNext")->click();
    page->waitLoaded();
    QCOMPARE(round->rowCount(), 1);
    // A battle is not entered by 1, = or 0: its morale says who won, and by how much.
    QVERIFY(!button(page, "result2")->isVisibleTo(page));
    round->setCurrentCell(0, 2);
    QVERIFY(button(page, "enterResult")->isEnabled());
    const QStringList seats = club.events().rounds(battles)->at(0).tables.at(0).players;

    // RATING_RULES.md §4: Frank lost 10 of 40 (25 %), Pascal 26 of 40
    // (65 %): a gap of 40 points → VP (0.7 / 0.3); both new at 1400, E =
    // 0.5: trunc(32 × 0.2) = 6 → 1406 and 1394.
    const QHash<QString, int> lost{{QStringLiteral("Frank"), 10}, {QStringLiteral("Pascal"), 26}};
    QString outcome;
    QStringList preview;
    bool accepted = false;
    bool came = false;
    onNextModal<ResultDialog>(
        [&](ResultDialog* d) {
            for (int i = 0; i < 2; ++i) {
                const QString n = QString::number(i + 1);
                type(*d, QStringLiteral("armyPoints") + n, QStringLiteral("1500"));
                type(*d, QStringLiteral("morale") + n, QStringLiteral("40"));
                type(*d, QStringLiteral("moraleLost") + n, QString::number(lost.value(seats.at(i))));
            }
            d->refreshNow();
            outcome = d->preview() ? d->preview()->outcome : QString();
            preview = previewRows(*d);
            shot(d, "events-battle-dialog");
            for (QPushButton* b : d->findChildren<QPushButton*>()) {
                if (b->isDefault()) {
                    b->click(); // Save
                    break;
                }
            }
            accepted = d->result() == QDialog::Accepted;
        },
        &came);
    // A double-click on the board opens it.
    const QRect cell = round->visualItemRect(round->item(0, 2));
    QTest::mouseClick(round->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(round->viewport(), Qt::LeftButton, {}, cell.center());
    QVERIFY(came);
    page->waitLoaded();
    QCOMPARE(outcome, QStringLiteral("VP"));
    QStringList expected;
    for (const QString& p : seats) {
        expected << p + (p == QStringLiteral("Frank") ? QStringLiteral(" 1400→1406 50.0")
                                                      : QStringLiteral(" 1400→1394 50.0"));
    }
    QCOMPARE(preview, expected);
    QVERIFY(accepted);

    const QString code = club.events().rounds(battles)->at(0).tables.at(0).match;
    QVERIFY(!code.isEmpty());
    const auto m = club.resultBook().matchDraft(code);
    QVERIFY2(m, qPrintable(m.status().toString()));
    for (const auto& p : m->participants) {
        QCOMPARE(p.moraleLost.value_or(-1), double(lost.value(p.player)));
        QCOMPARE(p.morale.value_or(-1), 40.0);
    }
    // The standings: the outcome points of a VP, 0.7 and 0.3 (§4's levels).
    const QTableWidget* standings = page->standingsView();
    QCOMPARE(standings->rowCount(), 2);
    QCOMPARE(standings->item(0, 1)->text(), QStringLiteral("Frank"));
    QCOMPARE(QLocale().toDouble(standings->item(0, 2)->text()), 0.7);
    QCOMPARE(QLocale().toDouble(standings->item(1, 2)->text()), 0.3);

    // Undo: the board is pending again.
    QVERIFY(w.session().undo());
    page->waitLoaded();
    QVERIFY(club.events().rounds(battles)->at(0).tables.at(0).match.isEmpty());
    QCOMPARE(resultShown(round, 0), QStringLiteral("pending"));
}

void TestEventsResults::refusalsShownInTheDialog()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    const QString chess = QStringLiteral("Chess");
    const QString open = QStringLiteral("Club open");
    PALMARES_OK(newEvent(scratch, System::EloProvisional,
                         eventOf(open, chess, QDate(2026, 5, 2), PairingMethod::Swiss, 3), Nine.mid(0, 6)));
    MainWindow w;
    QVERIFY(showEvent(w, scratch, open));
    EventsPage* page = w.eventsPage();
    palmares::club::Club& club = windowClub(w.session());
    QTableWidget* round = page->roundView();
    button(page, "pairNext")->click();
    page->waitLoaded();
    QCOMPARE(round->rowCount(), 3);
    QVERIFY(button(page, "result2")->isVisibleTo(page)); // a chess board: 1, = and 0 too
    const QList<EventTable> tables = club.events().rounds(open)->at(0).tables;
    const int matchesBefore = static_cast<int>(club.archive().results()->size());

    // Board 1 entered by another secretary while the dialog is open.
    QString general;
    bool saveAfter = true;
    bool open1 = false;
    bool came = false;
    onNextModal<ResultDialog>(
        [&](ResultDialog* d) {
            QCOMPARE(d->participantCount(), 2);
            PALMARES_REOPENED(other, scratch);
            auto draw = draft(QString(), chess, {}, {ranked(tables[0].players[0], 1), ranked(tables[0].players[1], 1)});
            QVERIFY(other->events().recordResult(open, 1, tables[0].number, draw));
            d->refreshNow();
            QVERIFY(d->canSave()); // the preview cannot know
            QTest::keyClick(d, Qt::Key_Return);
            general = field<QLabel>(*d, QStringLiteral("generalProblem"))->text();
            saveAfter = d->canSave();
            open1 = d->isVisible();
            shot(d, "events-refusal");
            d->QDialog::reject();
        },
        &came);
    round->setFocus();
    round->setCurrentCell(0, 2);
    QTest::keyClick(round, Qt::Key_Return);
    QVERIFY(came);
    QVERIFY2(general.contains(QStringLiteral("has its result already")), qPrintable(general));
    QVERIFY(!saveAfter);
    QVERIFY(open1);
    QCOMPARE(w.session().undoStack().count(), 0);

    // Board 2 seated otherwise meanwhile (a swap with board 3).
    general.clear();
    came = false;
    onNextModal<ResultDialog>(
        [&](ResultDialog* d) {
            PALMARES_REOPENED(other, scratch);
            PALMARES_OK(other->events().swap(open, tables[1].players[1], tables[2].players[1]));
            d->refreshNow();
            QTest::keyClick(d, Qt::Key_Return);
            general = field<QLabel>(*d, QStringLiteral("generalProblem"))->text();
            open1 = d->isVisible();
            d->QDialog::reject();
        },
        &came);
    page->waitLoaded();
    round->setFocus();
    round->setCurrentCell(1, 2);
    QTest::keyClick(round, Qt::Key_Return);
    QVERIFY(came);
    QVERIFY2(general.contains(QStringLiteral("table %1 of round 1 is").arg(tables[1].number)), qPrintable(general));
    QVERIFY(open1);
    QCOMPARE(w.session().undoStack().count(), 0);
    // Nothing saved by the window: only the other secretary's result.
    QCOMPARE(static_cast<int>(club.archive().results()->size()), matchesBefore + 1);
}

QTEST_MAIN(TestEventsResults)
#include "tst_events_results.moc"

// The window as a secretary uses it (offscreen): a tarot table and a battle
// typed into the result dialog with the keyboard, the live preview checked
// against the rules worked out by hand (RATING_RULES.md §2 and §4), saved
// with Enter, undone and redone, and the leaderboard following.

#include "clubtest.h"
#include "dialogfields.h"

#include "i18n/i18n.h"
#include "ui/commands.h"
#include "ui/comparedialog.h"
#include "ui/democlub.h"
#include "ui/dialogs.h"
#include "ui/mainwindow.h"
#include "ui/models/backtestmodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/models/modelroles.h"
#include "ui/pages/gamespage.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/resultspage.h"
#include "ui/pages/tablepage.h"
#include "ui/resultdialog.h"
#include "ui/seasonsdialog.h"
#include "ui/settings.h"
#include "ui/texts.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCalendarWidget>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QDateTimeEdit>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <functional>

using namespace palmares::test;
using palmares::rating::System;
using palmares::ui::MainWindow;
using palmares::ui::ResultDialog;

namespace {

const QString Tarot = QStringLiteral("Tarot");
const QString Dsc = QStringLiteral("DSC");

/// Text pasted into a field (QTest types ASCII only): what a name copied
/// from a file made on another machine brings.
void paste(QWidget& dialog, const QString& name, const QString& text)
{
    auto* e = field<QLineEdit>(dialog, name);
    QVERIFY(e);
    e->setFocus();
    e->selectAll();
    e->insert(text);
}

void typeNumber(QWidget& dialog, const QString& name, int value)
{
    auto* s = field<QSpinBox>(dialog, name);
    QVERIFY(s);
    s->setFocus();
    s->selectAll();
    QTest::keyClicks(s, QString::number(value));
}

/// "Ann 850→880 50.0" per preview row (after as the club stores it, rounded
/// the way the rule set displays: integers here).
QStringList previewRows(const ResultDialog& d)
{
    QStringList out;
    if (!d.preview()) {
        return {QStringLiteral("no preview")};
    }
    for (const auto& r : d.preview()->rows) {
        out << QStringLiteral("%1 %2→%3 %4")
                   .arg(r.player, num(std::round(r.before)), num(std::round(r.after)))
                   .arg(100.0 * r.expected, 0, 'f', 1);
    }
    return out;
}

QStringList boardNames(MainWindow& w)
{
    QStringList out;
    auto* m = w.leaderboardModel();
    for (int r = 0; r < m->rowCount(); ++r) {
        out << m->index(r, palmares::ui::LeaderboardModel::Player).data().toString() + QLatin1Char(' ') +
                   m->index(r, palmares::ui::LeaderboardModel::Rating).data().toString();
    }
    return out;
}

/// Answers the next modal message box by clicking its button `button`,
/// keeping the box's text in `*text` (the box runs its own event loop).
void answerMessageBox(const QString& button, QString* text, int attempts = 400)
{
    QTimer::singleShot(25, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            if (attempts > 0) {
                answerMessageBox(button, text, attempts - 1);
            }
            return;
        }
        *text = box->text();
        if (button.isEmpty()) {
            box->reject();
            return;
        }
        for (QAbstractButton* b : box->buttons()) {
            if (b->text() == button) {
                b->click();
                return;
            }
        }
        *text += QStringLiteral(" (no button %1)").arg(button);
        box->reject();
    });
}

/// Saves a picture of `w` as NAME.png in $PALMARES_TEST_SHOTS, when set
/// (to look at what a person sees; nothing is checked).
void shot(QWidget* w, const char* name)
{
    const QString folder = qEnvironmentVariable("PALMARES_TEST_SHOTS");
    if (!folder.isEmpty() && QDir().mkpath(folder)) {
        w->grab().save(folder + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".png"));
    }
}

/// Runs `act` on the next modal dialog of type D once it is shown (the
/// dialog runs its own event loop); `*seen` says it came.
template <typename D>
void onNextModal(std::function<void(D*)> act, bool* seen, int attempts = 400)
{
    QTimer::singleShot(25, [=] {
        auto* d = qobject_cast<D*>(QApplication::activeModalWidget());
        if (d == nullptr) {
            if (attempts > 0) {
                onNextModal<D>(act, seen, attempts - 1);
            }
            return;
        }
        *seen = true;
        act(d);
    });
}

} // namespace

class TestWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tarotTableThroughTheDialog();
    void battleThroughTheDialog();
    void ineligibleBattleOnlyAsUnrated();
    void problemsShownBesideTheirField();
    void namesAsTheClubKeepsThem();
    void newClubGetsItsExtension();
    void escapeAsksBeforeDiscarding();
    void ctrlEnterSavesWithTheNamesListOpen();
    void importDialogListsPossibleDuplicates();
    void ctrlEnterSavesAndStartsTheNext();
    void correctionAndDeletionPreviewThenUndo();
    void remembersTheClubTabAndColumns();
    void aLeaguesPasswordIsNeverKept();
    void everyViewPrintsAndExports();
    void compareRuleSetsWithATrial();
    void anotherWindowsChangeRefreshesTheViews();
    void staleCorrectionOffersReload();
    void undoRedoAChainOfChangesToOneResult();
    void undoKeepsWhatAnotherWriterSaved();
    void newcomerAddsAGameBeforeTheFirstResult();
    void gamesAreRenamedAndRemoved();
    void demoClubSaysHowToStartOnesOwn();
    void savesRunOffTheWindowsThread();
    void pagesReadTheClubOffTheWindowsThread();
    void onlyThePagesAChangeMovedReadAgain();
    void hiddenPagesReadTheClubWhenShown();
    void longSaveShowsProgressAndCancels();
    void datesOpenOnTodayWithFourDigitYears();
    void periodPresetsSetBothDates();
    void futureDateIsAskedAbout();
    void mnemonicsAreUniqueInEachLanguage();
    void problemsNameTheFormsFields();
    void dormantPlayersSwitchAndSetting();
    void aClosedSeasonAsksBeforeAChange();
    void seasonsArePeriodsToChoose();
    void seasonsDialogAddsClosesAndRemoves();
    void freshStartEachSeasonIsAParameterBox();
    void seasonsDialogMakesTheSeasonReport();

private:
    std::unique_ptr<ScratchClub> m_scratch;
    std::unique_ptr<MainWindow> m_window;
};

void TestWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Settings left by an earlier run would let a broken save pass.
    const QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.contains(QStringLiteral("tst_window-config"))) {
        QDir(config).removeRecursively();
    }
}

void TestWindow::tarotTableThroughTheDialog()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(Tarot);
    QCOMPARE(w.leaderboardModel()->rowCount(), 0);

    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    d.show();
    QCOMPARE(d.participantCount(), 4);
    QVERIFY(!field<QLineEdit>(d, QStringLiteral("rank1")) || !field<QWidget>(d, QStringLiteral("rank1"))->isVisible());
    typeNumber(d, QStringLiteral("deals"), 24);
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    const QStringList scores{QStringLiteral("300"), QStringLiteral("200"), QStringLiteral("100"), QStringLiteral("0")};
    for (int i = 0; i < 4; ++i) {
        type(d, QStringLiteral("player%1").arg(i + 1), names.at(i));
        type(d, QStringLiteral("score%1").arg(i + 1), scores.at(i));
    }
    // New players: a note, not a problem.
    QTRY_VERIFY(d.canSave());
    QVERIFY(field<QLabel>(d, QStringLiteral("problem1"))->text().contains(QStringLiteral("Ann")));
    // §2: four new players at 850, K = 50 × 1.2 (under 300 deals) × 1 (24
    // deals) = 60, expected 0.5 each; results 1, 2/3, 1/3, 0 → +30, +10,
    // −10 and −30, the last two floored at 850.
    QCOMPARE(previewRows(d), (QStringList{QStringLiteral("Ann 850→880 50.0"), QStringLiteral("Bea 850→860 50.0"),
                                          QStringLiteral("Cid 850→850 50.0"), QStringLiteral("Dan 850→850 50.0")}));
    QCOMPARE(d.preview()->laterMatches, 0);

    QTest::keyClick(&d, Qt::Key_Return); // Enter saves
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(boardNames(w), (QStringList{QStringLiteral("Ann 880"), QStringLiteral("Bea 860"),
                                         QStringLiteral("Cid 850"), QStringLiteral("Dan 850")}));

    // Undo removes the table and the players entered with it; redo brings both back.
    QUndoStack& undo = w.session().undoStack();
    QCOMPARE(undo.count(), 1);
    QVERIFY(undo.undoText().contains(Tarot));
    undo.undo();
    QCOMPARE(w.leaderboardModel()->rowCount(), 0);
    QCOMPARE(w.session().club().roster().players()->size(), 0);
    undo.redo();
    QCOMPARE(boardNames(w).size(), 4);
    QCOMPARE(boardNames(w).first(), QStringLiteral("Ann 880"));
}

void TestWindow::battleThroughTheDialog()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Dsc, System::EloDsc));
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Frank")));
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Pascal")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(Dsc);
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    d.show();
    QCOMPARE(d.participantCount(), 2);
    QVERIFY(!field<QWidget>(d, QStringLiteral("deals"))->isVisible());
    QVERIFY(field<QWidget>(d, QStringLiteral("moraleLost1"))->isVisible());
    typeNumber(d, QStringLiteral("duration"), 200);
    type(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    type(d, QStringLiteral("armyList1"), QStringLiteral("Crusaders"));
    type(d, QStringLiteral("armyPoints1"), QStringLiteral("1500"));
    type(d, QStringLiteral("morale1"), QStringLiteral("40"));
    type(d, QStringLiteral("moraleLost1"), QStringLiteral("10"));
    type(d, QStringLiteral("turns1"), QStringLiteral("6"));
    type(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    type(d, QStringLiteral("armyList2"), QStringLiteral("Mongols"));
    type(d, QStringLiteral("armyPoints2"), QStringLiteral("1500"));
    type(d, QStringLiteral("morale2"), QStringLiteral("40"));
    type(d, QStringLiteral("moraleLost2"), QStringLiteral("26"));
    type(d, QStringLiteral("turns2"), QStringLiteral("6"));
    QTRY_VERIFY(d.canSave());
    // §4: lost 25 % against 65 %: a gap of 40 points → VP (0.7 / 0.3);
    // both at 1400, E = 0.5: trunc(32 × 0.2) = 6 → 1406 / 1394.
    QCOMPARE(d.preview()->outcome, QStringLiteral("VP"));
    QCOMPARE(previewRows(d),
             (QStringList{QStringLiteral("Frank 1400→1406 50.0"), QStringLiteral("Pascal 1400→1394 50.0")}));
    // The outcome override wins over the morale: V (0.8) → trunc(32 × 0.3) = 9.
    auto* outcome = field<QComboBox>(d, QStringLiteral("outcome"));
    outcome->setCurrentIndex(outcome->findData(QStringLiteral("V")));
    QTRY_COMPARE(d.preview() ? d.preview()->outcome : QString(), QStringLiteral("V"));
    QCOMPARE(previewRows(d).first(), QStringLiteral("Frank 1400→1409 50.0"));
    outcome->setCurrentIndex(0);
    QTRY_COMPARE(d.preview() ? d.preview()->outcome : QString(), QStringLiteral("VP"));

    QTest::keyClick(&d, Qt::Key_Enter);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(boardNames(w), (QStringList{QStringLiteral("Frank 1,406"), QStringLiteral("Pascal 1,394")}));
    const auto stored = w.session().club().resultBook().matchDraft(QStringLiteral("M1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->participants.first().armyList, QStringLiteral("Crusaders"));
    w.session().undoStack().undo();
    QCOMPARE(w.leaderboardModel()->rowCount(), 0);
    w.session().undoStack().redo();
    QCOMPARE(boardNames(w).size(), 2);
}

void TestWindow::ineligibleBattleOnlyAsUnrated()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Dsc, System::EloDsc));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    type(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    type(d, QStringLiteral("armyPoints1"), QStringLiteral("1500"));
    type(d, QStringLiteral("morale1"), QStringLiteral("40"));
    type(d, QStringLiteral("moraleLost1"), QStringLiteral("10"));
    type(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    type(d, QStringLiteral("armyPoints2"), QStringLiteral("1200"));
    type(d, QStringLiteral("morale2"), QStringLiteral("40"));
    type(d, QStringLiteral("moraleLost2"), QStringLiteral("26"));
    d.refreshNow();
    QVERIFY(d.canSave());
    QVERIFY2(!d.preview()->unratedReason.isEmpty(), "an army below 1400 points makes the battle ineligible");
    QVERIFY2(d.saveText().contains(QStringLiteral("unrated")), qPrintable(d.saveText()));
    QTest::keyClick(&d, Qt::Key_Return);
    const auto results = w.session().club().archive().results();
    QVERIFY(results);
    QCOMPARE(results->size(), 1);
    QVERIFY(!results->first().unratedReason.isEmpty());
}

void TestWindow::problemsShownBesideTheirField()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    typeNumber(d, QStringLiteral("deals"), 10);
    for (int i = 1; i <= 4; ++i) {
        type(d, QStringLiteral("player%1").arg(i), QStringLiteral("P%1").arg(i));
        type(d, QStringLiteral("score%1").arg(i), QString::number(10 * i));
    }
    d.refreshNow();
    QVERIFY(d.canSave());
    // The same player twice: the second row says so, Save is disabled.
    type(d, QStringLiteral("player2"), QStringLiteral("P1"));
    d.refreshNow();
    QVERIFY(!d.canSave());
    QVERIFY2(d.problems().value(palmares::club::Field::participant(2)).contains(QStringLiteral("P1")),
             qPrintable(d.problems().value(palmares::club::Field::participant(2))));
    QVERIFY(field<QLabel>(d, QStringLiteral("problem2"))->isVisibleTo(&d));
    type(d, QStringLiteral("player2"), QStringLiteral("P2"));
    // A score that is not a number is caught by the form itself.
    type(d, QStringLiteral("score3"), QStringLiteral("12x"));
    d.refreshNow();
    QVERIFY(!d.canSave());
    QVERIFY(d.problems().value(palmares::club::Field::participant(3)).contains(QStringLiteral("not a number")));
    type(d, QStringLiteral("score3"), QStringLiteral("12"));
    // Deals missing: niveau's own rule, shown under the form.
    field<QSpinBox>(d, QStringLiteral("deals"))->setValue(0);
    d.refreshNow();
    QVERIFY(!d.canSave());
    QVERIFY(field<QLabel>(d, QStringLiteral("generalProblem"))->text().contains(QStringLiteral("deals")));
    QTest::keyClick(&d, Qt::Key_Return); // refused: nothing saved
    QCOMPARE(w.session().club().archive().results()->size(), 0);
    QCOMPARE(w.session().undoStack().count(), 0);
}

void TestWindow::namesAsTheClubKeepsThem()
{
    // Issue 19 in the window: an invisible character refused beside its
    // row, a name possibly someone of the club said before saving, a name
    // written otherwise (NFD, two spaces) saved under the player the club has.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        PALMARES_OK(c->roster().addPlayer(QString::fromUtf16(u"\u00C9lodie Rousseau")));
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob Martin")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    typeNumber(d, QStringLiteral("deals"), 10);
    const QStringList names{QString::fromUtf16(u"E\u0301lodie  Rousseau"), QStringLiteral("Bob Martin"),
                            QStringLiteral("carl"), QString::fromUtf16(u"Da\u200Bn")};
    for (int i = 1; i <= 4; ++i) {
        paste(d, QStringLiteral("player%1").arg(i), names[i - 1]);
        type(d, QStringLiteral("score%1").arg(i), QString::number(10 * i));
    }
    d.refreshNow();
    QVERIFY(!d.canSave());
    const QString problem = d.problems().value(palmares::club::Field::participant(4));
    QVERIFY2(problem.contains(QStringLiteral("U+200B (zero width space)")), qPrintable(problem));
    QVERIFY(field<QLabel>(d, QStringLiteral("problem4"))->isVisibleTo(&d));
    QTest::keyClick(&d, Qt::Key_Return); // refused: nothing saved
    QCOMPARE(w.session().club().archive().results()->size(), 0);

    type(d, QStringLiteral("player4"), QStringLiteral("bob martin"));
    d.refreshNow();
    QVERIFY(d.canSave());
    // Said beside bob's row; the NFD Élodie is the club's, carl looks like nobody.
    const QString said = field<QLabel>(d, QStringLiteral("problem4"))->text();
    QVERIFY2(said.contains(QStringLiteral("bob martin will be added to the club, but the club has 'Bob Martin'")),
             qPrintable(said));
    QVERIFY(field<QLabel>(d, QStringLiteral("problem4"))->isVisibleTo(&d));
    QVERIFY2(!field<QLabel>(d, QStringLiteral("problem1"))->isVisibleTo(&d),
             qPrintable(field<QLabel>(d, QStringLiteral("problem1"))->text()));
    QVERIFY2(!field<QLabel>(d, QStringLiteral("problem3"))->text().contains(QStringLiteral("the club has")),
             qPrintable(field<QLabel>(d, QStringLiteral("problem3"))->text()));
    QTest::keyClick(&d, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(w.session().club().archive().results()->size(), 1);
    const auto players = w.session().club().roster().players();
    QVERIFY(players);
    QStringList stored;
    for (const auto& p : *players) {
        stored << p.name;
    }
    stored.sort();
    QCOMPARE(stored, (QStringList{QStringLiteral("Bob Martin"), QStringLiteral("bob martin"), QStringLiteral("carl"),
                                  QString::fromUtf16(u"\u00C9lodie Rousseau")}));
}

void TestWindow::escapeAsksBeforeDiscarding()
{
    // Issue 20: Escape discarded a filled-in tarot table without a word.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    {
        // Nothing entered: Escape closes at once.
        ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
        d.show();
        QTest::keyClick(&d, Qt::Key_Escape);
        QVERIFY(!d.isVisible());
        QCOMPARE(d.result(), int(QDialog::Rejected));
    }
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    d.show();
    type(d, QStringLiteral("player1"), QStringLiteral("Ann"));
    QString asked;
    answerMessageBox(QStringLiteral("Cancel"), &asked);
    QTest::keyClick(&d, Qt::Key_Escape);
    QVERIFY2(asked.contains(QStringLiteral("Discard what you entered?")), qPrintable(asked));
    QVERIFY(d.isVisible()); // kept, with what was typed
    QCOMPARE(field<QLineEdit>(d, QStringLiteral("player1"))->text(), QStringLiteral("Ann"));
    asked.clear();
    answerMessageBox(QStringLiteral("Discard"), &asked);
    d.reject(); // the Cancel button, the window's close button: the same question
    QVERIFY(!asked.isEmpty());
    QVERIFY(!d.isVisible());
    QCOMPARE(w.session().club().archive().results()->size(), 0);
}

void TestWindow::ctrlEnterSavesWithTheNamesListOpen()
{
    // Issue 20: Ctrl+Enter with the completer's list open only closed it.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        for (const char* name : {"Annabelle", "Bruno", "Chloe", "Dimitri"}) {
            PALMARES_OK(c->roster().addPlayer(QString::fromLatin1(name)));
        }
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    typeNumber(d, QStringLiteral("deals"), 10);
    const QStringList names{QStringLiteral("Annabelle"), QStringLiteral("Bruno"), QStringLiteral("Chloe"),
                            QStringLiteral("Dimitri")};
    for (int i = 1; i <= 4; ++i) {
        type(d, QStringLiteral("player%1").arg(i), names[i - 1]);
        type(d, QStringLiteral("score%1").arg(i), QString::number(10 * i));
    }
    d.refreshNow();
    QVERIFY(d.canSave());
    // The list of names, open on the last player's field.
    auto* last = field<QLineEdit>(d, QStringLiteral("player4"));
    last->setFocus();
    last->completer()->complete();
    QWidget* popup = last->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(w.session().club().archive().results()->size(), 1);
    QVERIFY(!popup->isVisible());
    QVERIFY(d.isVisible()); // Ctrl+Enter: saved, and the next result starts
}

void TestWindow::newClubGetsItsExtension()
{
    // File → New club: the file is what File → Open looks for.
    QCOMPARE(MainWindow::newClubPath(QStringLiteral("/tmp/Mon club")), QStringLiteral("/tmp/Mon club.palmares"));
    QCOMPARE(MainWindow::newClubPath(QStringLiteral("/tmp/club.v2")), QStringLiteral("/tmp/club.v2.palmares"));
    QCOMPARE(MainWindow::newClubPath(QStringLiteral("/tmp/club.palmares")), QStringLiteral("/tmp/club.palmares"));
    QCOMPARE(MainWindow::newClubPath(QStringLiteral("/tmp/CLUB.PALMARES")), QStringLiteral("/tmp/CLUB.PALMARES"));
    QCOMPARE(MainWindow::newClubPath(QString()), QString()); // the dialog cancelled
}

void TestWindow::importDialogListsPossibleDuplicates()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob")));
    const QByteArray file = "match,date,game,player,rank,score,deals\n"
                            "m1,2025-01-10,Tarot,bob,1,30,5\n"
                            "m1,2025-01-10,Tarot,Ann,2,20,5\n"
                            "m1,2025-01-10,Tarot,ann,3,10,5\n"
                            "m1,2025-01-10,Tarot,Cy,4,0,5\n";
    const palmares::club::ImportReport report = c->interchange().importCsv(file, true);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    palmares::ui::ImportReportDialog dialog(report, QStringLiteral("/tmp/f.csv"));
    const QString text = dialog.text();
    QVERIFY2(text.contains(QStringLiteral("Possible duplicates")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("&#x27;bob&#x27; (line 2) and &#x27;Bob&#x27; (already in the club)")) ||
                 text.contains(QStringLiteral("'bob' (line 2) and 'Bob' (already in the club)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Ann")) && text.contains(QStringLiteral("(line 4)")), qPrintable(text));

    // A file saved by a spreadsheet on Windows: one message, at its first
    // accented cell, saying what it probably is; nothing to import.
    const QByteArray latin1 = QStringLiteral("match,date,game,player,rank,score,deals\n"
                                             "w1,2025-01-10,Tarot,Zoé,1,30,5\n"
                                             "w1,2025-01-10,Tarot,Chloé,2,20,5\n")
                                  .toLatin1();
    const palmares::club::ImportReport refused = c->interchange().importCsv(latin1, true);
    palmares::ui::ImportReportDialog refusal(refused, QStringLiteral("/tmp/w.csv"));
    const QString said = refusal.text();
    QCOMPARE(said.count(QStringLiteral("Windows-1252")), 1);
    QVERIFY2(said.contains(QStringLiteral("line 2, column 4")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("no game named")), qPrintable(said));
}

void TestWindow::ctrlEnterSavesAndStartsTheNext()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    d.show();
    for (const auto& [a, b] : {std::pair{"Alice", "Bob"}, std::pair{"Carol", "Dave"}}) {
        type(d, QStringLiteral("player1"), QString::fromLatin1(a));
        type(d, QStringLiteral("player2"), QString::fromLatin1(b));
        QTRY_VERIFY(d.canSave());
        QTest::keyClick(&d, Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(d.isVisible());
        QCOMPARE(field<QLineEdit>(d, QStringLiteral("player1"))->text(), QString());
    }
    QCOMPARE(w.session().club().archive().results()->size(), 2);
    QCOMPARE(w.session().undoStack().count(), 2);
}

void TestWindow::correctionAndDeletionPreviewThenUndo()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m2"), QStringLiteral("Scrabble"), when(2024, 1, 2),
                                 QStringLiteral("Alice"), QStringLiteral("Carol")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrabble"));
    const QStringList before = boardNames(w);

    // Correct m1: Bob won. Both at 1000 → Bob 1004, Alice 996; m2 re-rated.
    ResultDialog edit(w.session(), ResultDialog::Mode::Edit, QStringLiteral("m1"), &w);
    type(edit, QStringLiteral("player1"), QStringLiteral("Bob"));
    type(edit, QStringLiteral("player2"), QStringLiteral("Alice"));
    edit.refreshNow();
    QVERIFY(edit.canSave());
    QCOMPARE(previewRows(edit),
             (QStringList{QStringLiteral("Bob 1000→1004 50.0"), QStringLiteral("Alice 1000→996 50.0")}));
    QCOMPARE(edit.preview()->laterMatches, 1);
    QCOMPARE(boardNames(w), before); // a preview changes nothing
    QTest::keyClick(&edit, Qt::Key_Return);
    QVERIFY(boardNames(w) != before);
    const QStringList corrected = boardNames(w);

    ResultDialog remove(w.session(), ResultDialog::Mode::Delete, QStringLiteral("m2"), &w);
    remove.refreshNow();
    QVERIFY(remove.canSave());
    QCOMPARE(remove.preview()->rows.size(), 2);
    QTest::keyClick(&remove, Qt::Key_Return);
    QCOMPARE(w.session().club().archive().results()->size(), 1);

    QUndoStack& undo = w.session().undoStack();
    undo.undo(); // the deletion
    QCOMPARE(boardNames(w), corrected);
    undo.undo(); // the correction
    QCOMPARE(boardNames(w), before);
    undo.redo();
    undo.redo();
    QCOMPARE(w.session().club().archive().results()->size(), 1);
}

void TestWindow::aLeaguesPasswordIsNeverKept()
{
    // Issue 40: the window keeps a league's URL without its password (in
    // its user part or as a parameter); libpq finds it in ~/.pgpass.
    {
        palmares::ui::Settings settings;
        settings.setLastClub(
            QStringLiteral("postgresql://anne:s3cret@server:5432/ligue?sslmode=require&password=s3cret"));
        QCOMPARE(settings.lastClub(), QStringLiteral("postgresql://anne@server:5432/ligue?sslmode=require"));
        QCOMPARE(settings.recentClubs().constFirst(), settings.lastClub());
    }
    QSettings raw(QStringLiteral("Palmares"), QStringLiteral("Palmares"));
    raw.sync();
    QFile file(raw.fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(raw.fileName()));
    const QByteArray kept = file.readAll();
    QVERIFY(kept.contains("anne@server"));
    QVERIFY2(!kept.contains("s3cret"), kept.constData());
}

void TestWindow::remembersTheClubTabAndColumns()
{
    QVERIFY2(qEnvironmentVariable("XDG_CONFIG_HOME").contains(QStringLiteral("tst_window-config")),
             "run through ctest: the settings must not touch the developer's own");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    }
    {
        MainWindow w;
        QVERIFY(w.openClub(scratch.location()));
        w.show();
        w.tabs()->setCurrentIndex(MainWindow::GamesTab);
        w.view(MainWindow::GamesTab)->setColumnWidth(0, 234);
        w.close();
    }
    MainWindow again;
    again.openStartupClub();
    QVERIFY(again.session().isOpen());
    QCOMPARE(again.session().location(), scratch.location());
    QCOMPARE(again.tabs()->currentIndex(), int(MainWindow::GamesTab));
    QCOMPARE(again.view(MainWindow::GamesTab)->columnWidth(0), 234);
}

void TestWindow::everyViewPrintsAndExports()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1),
                                 QStringLiteral("Zoé <b>"), QStringLiteral("=1+2")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrabble"));
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        Status status;
        const auto r = w.currentReport(status);
        QVERIFY2(r, qPrintable(status.toString()));
        for (const QString& suffix : {QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")}) {
            const QString path = QStringLiteral("%1/view%2.%3").arg(scratch.folder()).arg(tab).arg(suffix);
            QString error;
            QVERIFY2(MainWindow::writeReport(*r, path, error), qPrintable(error));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY(!bytes.isEmpty());
            // A name alone in its cell is neutralised for spreadsheets, its text kept.
            if (suffix == QStringLiteral("csv") && tab != MainWindow::GamesTab && tab != MainWindow::ResultsTab) {
                QVERIFY2(bytes.contains("'=1+2"), bytes.constData());
            }
            if (suffix == QStringLiteral("html")) {
                QVERIFY(!bytes.contains("Zoé <b>"));
            }
        }
    }
    QString error;
    QVERIFY(!MainWindow::writeReport(*w.currentReport(*std::make_unique<Status>()),
                                     scratch.folder() + QStringLiteral("/view.txt"), error));
    QVERIFY(!error.isEmpty());
}

void TestWindow::compareRuleSetsWithATrial()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        // Alice beats everyone, Bob beats Carol: a history any rating learns.
        int n = 0;
        for (int round = 0; round < 8; ++round) {
            for (const auto& [w, l] :
                 {std::pair{"Alice", "Bob"}, std::pair{"Alice", "Carol"}, std::pair{"Bob", "Carol"}}) {
                ++n;
                PALMARES_RECORD(*c, duel(QStringLiteral("m%1").arg(n), QStringLiteral("Scrabble"),
                                         when(2024, 1, 1 + round, 10 + n % 10), QString::fromLatin1(w),
                                         QString::fromLatin1(l)));
            }
        }
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::CompareDialog d(w.session(), QStringLiteral("Scrabble"), &w);
    QVERIFY2(d.run(), qPrintable(d.problem()));
    const auto& report = d.model()->report();
    QCOMPARE(report.matches, 24);
    QVERIFY(report.rows.size() >= 2);
    QVERIFY(report.rows.first().gameRules);
    QVERIFY(report.rows.last().coinFlip);
    QCOMPARE(report.rows.last().all.brier, 0.25); // ½ for every pair, every pair decided
    QVERIFY2(report.rows.first().all.brier < 0.25, "fermi learns that Alice wins");
    QCOMPARE(d.model()->rowCount(), int(report.rows.size()));

    // A trial of other parameters adds a row and changes nothing in the club.
    d.trialSystem()->setCurrentIndex(d.trialSystem()->findData(int(System::Fermi)));
    d.trialParameters()->setText(QStringLiteral("max_gain=32"));
    QVERIFY2(d.run(), qPrintable(d.problem()));
    const auto& tried = d.model()->report();
    const auto trial = std::find_if(tried.rows.cbegin(), tried.rows.cend(),
                                    [](const palmares::club::BacktestRow& r) { return r.name.contains(u'@'); });
    QVERIFY(trial != tried.rows.cend());
    QCOMPARE(trial->params.value(QStringLiteral("max_gain")), QStringLiteral("32"));
    QVERIFY(trial->all.brier != tried.rows.first().all.brier);
    QVERIFY(w.session().club().catalogue().game(QStringLiteral("Scrabble"))->params.isEmpty());

    d.trialParameters()->setText(QStringLiteral("max_gain"));
    QVERIFY(!d.run());
    QVERIFY(!d.problem().isEmpty());
}

void TestWindow::anotherWindowsChangeRefreshesTheViews()
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
    QCOMPARE(w.session().club().archive().results()->size(), 1);

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

void TestWindow::staleCorrectionOffersReload()
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

void TestWindow::undoRedoAChainOfChangesToOneResult()
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
        const auto d = session.club().resultBook().matchDraft(QStringLiteral("m1"));
        return d ? d->participants.at(0).player + QLatin1Char('>') + d->participants.at(1).player : QStringLiteral("-");
    };
    const auto scrabble = [](const char* winner, const char* loser) {
        return duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), when(2024, 1, 1), QString::fromLatin1(winner),
                    QString::fromLatin1(loser));
    };
    PALMARES_OK(session.run(std::make_unique<palmares::ui::AddResult>(scrabble("Alice", "Bob"))));
    for (const auto& [winner, loser] : {std::pair{"Bob", "Alice"}, std::pair{"Alice", "Carol"}}) {
        const auto before = session.club().resultBook().matchDraft(QStringLiteral("m1"));
        QVERIFY2(before, qPrintable(before.status().toString()));
        PALMARES_OK(session.run(
            std::make_unique<palmares::ui::EditResult>(QStringLiteral("m1"), *before, scrabble(winner, loser))));
    }
    const auto stored = session.club().resultBook().matchDraft(QStringLiteral("m1"));
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
    PALMARES_CHECKED(session.club());
}

void TestWindow::undoKeepsWhatAnotherWriterSaved()
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
    QCOMPARE(matches(session.club()), matches(*other));
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
    QCOMPARE(players(session.club()), players(*other));
    QCOMPARE(matches(session.club()), matches(*other));

    // Closing the window removes nothing another writer saved.
    w->close();
    w.reset();
    QCOMPARE(matches(*other), (QStringList{QStringLiteral("i1"), QStringLiteral("m1")}));
    QVERIFY(players(*other).contains(QStringLiteral("Émile")));
    PALMARES_CHECKED(*other);
}

void TestWindow::newcomerAddsAGameBeforeTheFirstResult()
{
    // Issue 20, item 10: in a new club, New result said "there is no game
    // named ''". It now offers to add the club's first game, then opens the
    // result dialog on it.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));

    bool asked = false;
    bool added = false;
    bool resultShown = false;
    QString resultGame;
    onNextModal<QMessageBox>(
        [&](QMessageBox* box) {
            shot(box, "no-game-yet");
            QVERIFY2(box->text().contains(QStringLiteral("no game yet")), qPrintable(box->text()));
            QCOMPARE(box->defaultButton()->text(), QStringLiteral("Add a game…"));
            onNextModal<palmares::ui::GameDialog>(
                [&](palmares::ui::GameDialog* d) {
                    auto* name = d->findChild<QLineEdit*>();
                    name->setFocus();
                    QTest::keyClicks(name, QStringLiteral("Tarot"));
                    auto* system = d->findChild<QComboBox*>();
                    system->setCurrentIndex(system->findData(int(System::Niveau)));
                    onNextModal<ResultDialog>(
                        [&](ResultDialog* r) {
                            resultGame = field<QComboBox>(*r, QStringLiteral("game"))->currentText();
                            QTest::keyClick(r, Qt::Key_Escape); // nothing typed: closes at once
                        },
                        &resultShown);
                    QTest::keyClick(name, Qt::Key_Return);
                },
                &added);
            QTest::keyClick(box, Qt::Key_Return); // the default button
        },
        &asked);
    QTest::keySequence(&w, QKeySequence::New);
    QTRY_VERIFY(asked);
    QTRY_VERIFY(added);
    QTRY_VERIFY(resultShown);
    QCOMPARE(resultGame, Tarot);
    const auto tarot = w.session().club().catalogue().game(Tarot);
    QVERIFY2(tarot, qPrintable(tarot.status().toString()));
    QCOMPARE(tarot->system, System::Niveau);

    // Cancel leaves the club as it was.
    PALMARES_SCRATCH(empty, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, empty);
    }
    QVERIFY(w.openClub(empty.location()));
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    bool cancelled = false;
    onNextModal<QMessageBox>([](QMessageBox* box) { QTest::keyClick(box, Qt::Key_Escape); }, &cancelled);
    QTest::keySequence(&w, QKeySequence::New);
    QTRY_VERIFY(cancelled);
    QVERIFY(w.session().club().catalogue().games()->isEmpty());
}

void TestWindow::gamesAreRenamedAndRemoved()
{
    // Issue 20, item 10: a game could be neither renamed nor removed.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrable"), System::Fermi,
                                           {{QStringLiteral("max_gain"), QStringLiteral("12")}}));
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrable"), when(2024, 1, 1),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    palmares::ui::GamesPage* page = w.gamesPage();
    auto* view = page->findChild<QTableView*>(QStringLiteral("gamesView"));
    QVERIFY(view);
    const auto select = [&](const QString& name) {
        w.gamesPage(); // read again since the last change (off the window's thread)
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, 0).data().toString() == name) {
                view->selectRow(r);
                return true;
            }
        }
        return false;
    };
    const auto games = [&] {
        QStringList out;
        for (const auto& g : w.session().club().catalogue().games().value_or(QList<palmares::club::Game>{})) {
            out << g.name;
        }
        return out;
    };

    // Renamed with its results, ratings and parameters.
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrable"));
    const QStringList before = boardNames(w);
    QCOMPARE(before.size(), 2);
    QVERIFY(select(QStringLiteral("Scrable")));
    bool renamed = false;
    onNextModal<QInputDialog>(
        [](QInputDialog* d) {
            auto* edit = d->findChild<QLineEdit*>();
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral("Scrabble"));
            QTest::keyClick(edit, Qt::Key_Return);
        },
        &renamed);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("renameGame")), Qt::LeftButton);
    QTRY_VERIFY(renamed);
    QCOMPARE(games(), (QStringList{QStringLiteral("Scrabble"), Tarot}));
    const auto scrabble = w.session().club().catalogue().game(QStringLiteral("Scrabble"));
    QCOMPARE(scrabble->params.value(QStringLiteral("max_gain")), QStringLiteral("12"));
    QCOMPARE(w.session().club().resultBook().matchDraft(QStringLiteral("m1"))->game, QStringLiteral("Scrabble"));
    PALMARES_CHECKED(w.session().club());
    // A name another game has is refused in the dialog, which stays open.
    QVERIFY(select(Tarot));
    bool refused = false;
    QString label;
    onNextModal<QInputDialog>(
        [&label](QInputDialog* d) {
            auto* edit = d->findChild<QLineEdit*>();
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral(" Scrabble "));
            QTest::keyClick(edit, Qt::Key_Return);
            QTimer::singleShot(50, d, [d, &label] {
                label = d->labelText();
                d->reject();
            });
        },
        &refused);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("renameGame")), Qt::LeftButton);
    QTRY_VERIFY(refused);
    QTRY_VERIFY2(label.contains(QStringLiteral("there is already a game named 'Scrabble'")), qPrintable(label));
    QCOMPARE(games(), (QStringList{QStringLiteral("Scrabble"), Tarot}));

    // A game with results is not removed: said before anything is asked.
    QVERIFY(select(QStringLiteral("Scrabble")));
    QString detail;
    bool told = false;
    onNextModal<QMessageBox>(
        [&detail](QMessageBox* box) {
            detail = box->text() + QLatin1Char('\n') + box->informativeText();
            box->accept();
        },
        &told);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("removeGame")), Qt::LeftButton);
    QTRY_VERIFY(told);
    QVERIFY2(detail.contains(QStringLiteral("Could not remove Scrabble")) &&
                 detail.contains(QStringLiteral("Scrabble has 1 result")) &&
                 detail.contains(QStringLiteral("a game is removed only without results")),
             qPrintable(detail));
    QCOMPARE(games().size(), 2);
    // One without results is, once confirmed; Ctrl+Z brings it back.
    QVERIFY(select(Tarot));
    QString message;
    answerMessageBox(QStringLiteral("&Yes"), &message);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("removeGame")), Qt::LeftButton);
    QTRY_COMPARE(games(), QStringList{QStringLiteral("Scrabble")});
    QVERIFY2(message.contains(QStringLiteral("Remove the game Tarot?")), qPrintable(message));
    QApplication::setActiveWindow(&w); // back from the message boxes
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keySequence(&w, QKeySequence::Undo);
    QCOMPARE(games(), (QStringList{QStringLiteral("Scrabble"), Tarot}));
    QCOMPARE(w.session().club().catalogue().game(Tarot)->system, System::Niveau);
    // And the rename is undone too.
    QTest::keySequence(&w, QKeySequence::Undo);
    QCOMPARE(games(), (QStringList{QStringLiteral("Scrable"), Tarot}));
    w.leaderboardGame()->setCurrentText(QStringLiteral("Scrable"));
    QCOMPARE(boardNames(w), before);
}

void TestWindow::demoClubSaysHowToStartOnesOwn()
{
    // Issue 20, item 10: "Creating the demo club…" stayed in the status bar,
    // and nothing said how to start one's own club.
    QTemporaryDir dir;
    const QString demo = dir.filePath(QStringLiteral("demo.palmares"));
    qputenv("PALMARES_DEMO", demo.toUtf8());
    const auto restore = qScopeGuard([] { qunsetenv("PALMARES_DEMO"); });
    QString error;
    QVERIFY2(palmares::ui::createDemoClub(demo, error), qPrintable(error));
    MainWindow w;
    QVERIFY(w.openClub(demo));
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("File → New club… starts your own club")),
             qPrintable(w.statusBar()->currentMessage()));
    // Another club says nothing of the demo.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
    }
    QVERIFY(w.openClub(scratch.location()));
    QCOMPARE(w.statusBar()->currentMessage(), QString());
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

void TestWindow::pagesReadTheClubOffTheWindowsThread()
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

void TestWindow::onlyThePagesAChangeMovedReadAgain()
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
    QCOMPARE(readAgain().size(), 5);
}

void TestWindow::savesRunOffTheWindowsThread()
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
    QCOMPARE(session.club().archive().results()->size(), 4001);
    // Undone the same way.
    QVERIFY(session.undo());
    QCOMPARE(session.club().archive().results()->size(), 4000);
    PALMARES_CHECKED(session.club());
}

void TestWindow::hiddenPagesReadTheClubWhenShown()
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

void TestWindow::longSaveShowsProgressAndCancels()
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
    QCOMPARE(session.club().archive().results()->size(), 2000);
    const auto players = session.club().roster().players();
    QVERIFY(players && !players->isEmpty());
    for (const auto& p : *players) {
        QVERIFY(p.name != QStringLiteral("Nouveau"));
    }
    QVERIFY(!session.busy());
    PALMARES_CHECKED(session.club());
}

void TestWindow::datesOpenOnTodayWithFourDigitYears()
{
    // Issue 20, item 3: the calendars opened on January 1900, and in English
    // the years had two digits ("26" became 1926).
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    const QDate today = QDate::currentDate();
    for (const char* page : {"resultsPage", "hallOfFamePage"}) {
        auto* from = w.findChild<QWidget*>(QLatin1String(page))->findChild<QDateEdit*>(QStringLiteral("from"));
        QVERIFY(from);
        QVERIFY2(from->displayFormat().contains(QStringLiteral("yyyy")), qPrintable(from->displayFormat()));
        QCOMPARE(from->text(), QStringLiteral("from the start"));
        // Opened while it says "from the start": on today's month.
        QTest::mouseClick(from, Qt::LeftButton, {}, QPoint(from->width() - 6, from->height() / 2));
        QCalendarWidget* calendar = from->calendarWidget();
        QTRY_VERIFY(calendar->isVisible());
        QCOMPARE(calendar->yearShown(), today.year());
        QCOMPARE(calendar->monthShown(), today.month());
        QTest::keyClick(calendar, Qt::Key_Escape);
        QTRY_VERIFY(!calendar->isVisible());
        // A date set shows its four-digit year.
        from->setDate(QDate(2026, 1, 5));
        QCOMPARE(from->text(), QStringLiteral("1/5/2026"));
        from->setDate(from->minimumDate());
    }
    ResultDialog d(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    d.show();
    auto* played = d.findChild<QDateTimeEdit*>();
    QVERIFY(played);
    QVERIFY2(played->text().contains(QString::number(today.year())), qPrintable(played->text()));
}

void TestWindow::periodPresetsSetBothDates()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    const QDate today = QDate::currentDate();
    const QDate thisMonth(today.year(), today.month(), 1);
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
        const auto at = [](QDate d) { return QDateTime(d, QTime(20, 0), Qt::UTC); };
        PALMARES_RECORD(*c, duel(QStringLiteral("m1"), QStringLiteral("Scrabble"), at(thisMonth.addMonths(-1)),
                                 QStringLiteral("Alice"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m2"), QStringLiteral("Scrabble"), at(thisMonth), QStringLiteral("Bob"),
                                 QStringLiteral("Alice")));
        PALMARES_RECORD(*c, duel(QStringLiteral("m3"), QStringLiteral("Scrabble"), at(QDate(today.year() - 1, 6, 15)),
                                 QStringLiteral("Alice"), QStringLiteral("Carol")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    QWidget* page = w.resultsPage(); // read at once, though not shown
    auto* from = page->findChild<QDateEdit*>(QStringLiteral("from"));
    auto* to = page->findChild<QDateEdit*>(QStringLiteral("to"));
    auto* view = page->findChild<QTableView*>(QStringLiteral("resultsView"));
    QCOMPARE(view->model()->rowCount(), 3);
    // The list writes years with four digits too (it read "11/27/26").
    QVERIFY2(view->model()->index(0, 0).data().toString().endsWith(QString::number(today.year())),
             qPrintable(view->model()->index(0, 0).data().toString()));
    const auto choose = [&](const char* preset) {
        auto* action = page->findChild<QAction*>(QLatin1String(preset));
        QVERIFY(action);
        action->trigger();
    };
    choose("lastMonth");
    QCOMPARE(from->date(), thisMonth.addMonths(-1));
    QCOMPARE(to->date(), thisMonth.addDays(-1));
    QCOMPARE(view->model()->rowCount(), 1);
    choose("thisMonth");
    QCOMPARE(from->date(), thisMonth);
    QCOMPARE(to->date(), thisMonth.addMonths(1).addDays(-1));
    QCOMPARE(view->model()->rowCount(), 1);
    choose("lastYear");
    QCOMPARE(from->date(), QDate(today.year() - 1, 1, 1));
    QCOMPARE(to->date(), QDate(today.year() - 1, 12, 31));
    QCOMPARE(view->model()->rowCount(), today.month() == 1 ? 2 : 1);
    choose("everyDate");
    QCOMPARE(from->text(), QStringLiteral("from the start"));
    QCOMPARE(to->text(), QStringLiteral("until today"));
    QCOMPARE(view->model()->rowCount(), 3);
    // The Hall of Fame has them too.
    QVERIFY(w.findChild<QWidget*>(QStringLiteral("hallOfFamePage"))->findChild<QAction*>(QStringLiteral("thisYear")));
}

void TestWindow::futureDateIsAskedAbout()
{
    // Issue 20, item 3: a result dated in the future counted silently.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    d.show();
    type(d, QStringLiteral("player1"), QStringLiteral("Alice"));
    type(d, QStringLiteral("player2"), QStringLiteral("Bob"));
    auto* played = d.findChild<QDateTimeEdit*>();
    played->setDate(QDate::currentDate().addDays(3));
    d.refreshNow();
    QVERIFY(d.canSave());
    QString asked;
    answerMessageBox(QStringLiteral("Cancel"), &asked);
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY2(asked.contains(QStringLiteral("after today")), qPrintable(asked));
    QVERIFY(d.isVisible());
    QCOMPARE(w.session().club().archive().results()->size(), 0);
    // Today's date is not asked about.
    played->setDate(QDate::currentDate());
    asked.clear();
    QTest::keyClick(&d, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(asked, QString());
    QCOMPARE(w.session().club().archive().results()->size(), 1);
    // Confirmed, the future date is kept.
    ResultDialog next(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    next.show();
    type(next, QStringLiteral("player1"), QStringLiteral("Carol"));
    type(next, QStringLiteral("player2"), QStringLiteral("Bob"));
    next.findChild<QDateTimeEdit*>()->setDate(QDate::currentDate().addDays(3));
    answerMessageBox(QStringLiteral("Save"), &asked);
    QTest::keyClick(&next, Qt::Key_Return);
    QCOMPARE(next.result(), int(QDialog::Accepted));
    QVERIFY(asked.contains(QStringLiteral("after today")));
    QCOMPARE(w.session().club().archive().results()->size(), 2);
}

namespace {

/// The texts among `texts` whose Alt+letter another one already takes.
QStringList sharedMnemonics(const QStringList& texts)
{
    QHash<QString, QString> taken;
    QStringList shared;
    for (const QString& t : texts) {
        const QString key = QKeySequence::mnemonic(t).toString().toLower();
        if (key.isEmpty()) {
            continue;
        }
        if (taken.contains(key)) {
            shared << QStringLiteral("%1 and %2 (%3)").arg(taken.value(key), t, key);
        }
        taken.insert(key, t);
    }
    return shared;
}

QStringList texts(const QList<QAction*>& actions)
{
    QStringList out;
    for (const QAction* a : actions) {
        if (!a->isSeparator()) {
            out << a->text();
        }
    }
    return out;
}

} // namespace

void TestWindow::mnemonicsAreUniqueInEachLanguage()
{
    // Issue 20, item 11: Alt+H opened the Hall of Fame instead of Help, and
    // two File menu items shared "b" and two "c".
    for (const QLocale& language : {QLocale(QLocale::French, QLocale::France), QLocale(QLocale::English)}) {
        QVERIFY(palmares::i18n::install(language));
        MainWindow w;
        QStringList top = texts(w.menuBar()->actions());
        auto* tabs = w.findChild<QTabWidget*>();
        for (int i = 0; i < tabs->count(); ++i) {
            top << tabs->tabText(i);
        }
        QCOMPARE(sharedMnemonics(top), QStringList{});
        // Alt+H (Alt+A in French) is the Help menu: its first item, the manual.
        const bool french = language.language() == QLocale::French;
        const QKeySequence helpKey(french ? QStringLiteral("Alt+A") : QStringLiteral("Alt+H"));
        int helpMenus = 0;
        for (QAction* menu : w.menuBar()->actions()) {
            const QStringList items = texts(menu->menu()->actions());
            QVERIFY2(sharedMnemonics(items).isEmpty(), qPrintable(sharedMnemonics(items).join(u';')));
            if (QKeySequence::mnemonic(menu->text()) == helpKey) {
                ++helpMenus;
                QVERIFY2(items.first().contains(french ? QStringLiteral("Manuel") : QStringLiteral("Manual")),
                         qPrintable(items.first()));
            }
        }
        QCOMPARE(helpMenus, 1);
    }
}

void TestWindow::problemsNameTheFormsFields()
{
    // Issue 20, item 11: the window's messages began with the command line's
    // field names ("name:", "into:").
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob")));
    const palmares::club::Status twice = c->roster().addPlayer(QStringLiteral("Bob"));
    QVERIFY(!twice.ok());
    QVERIFY2(twice.toString().startsWith(QStringLiteral("name: ")), qPrintable(twice.toString())); // the CLI's
    QVERIFY2(palmares::ui::texts::problem(twice).startsWith(QStringLiteral("Name: ")),
             qPrintable(palmares::ui::texts::problem(twice)));
    const auto merged = c->merger().mergePlayers(QStringLiteral("Bob"), QStringLiteral("Zed"));
    QVERIFY(!merged);
    QVERIFY2(palmares::ui::texts::problem(merged.status()).startsWith(QStringLiteral("Keep: ")),
             qPrintable(palmares::ui::texts::problem(merged.status())));
    // A file's problems keep their line and column.
    palmares::club::Status inFile;
    inFile.problems.append(
        {QStringLiteral("not a number"), palmares::club::Field::column(QStringLiteral("rank")), 3, 5});
    QCOMPARE(palmares::ui::texts::problem(inFile), QStringLiteral("line 3, column 5 (rank): not a number"));
    // In French, as the French forms say.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    const palmares::club::Status again = c->roster().addPlayer(QStringLiteral("Bob"));
    QVERIFY2(palmares::ui::texts::problem(again).startsWith(QString::fromUtf8("Nom\u00a0: ")),
             qPrintable(palmares::ui::texts::problem(again)));
}

void TestWindow::aClosedSeasonAsksBeforeAChange()
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
    const auto stored = [&] { return session.club().resultBook().matchDraft(QStringLiteral("m2")).ok(); };

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
    QVERIFY2(asked.contains(QStringLiteral("changes the closed season(s) Spring 2024")), qPrintable(asked));
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
    const auto kept = session.club().seasons().standings(spring, QStringLiteral("Scrabble"));
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
    const auto m2 = session.club().resultBook().matchDraft(QStringLiteral("m2"));
    QVERIFY(m2);
    QVERIFY(!session.run(std::make_unique<palmares::ui::DeleteResult>(*m2)).ok());
    QVERIFY(seen);
    QVERIFY2(asked.contains(QStringLiteral("change la saison close Spring 2024")), qPrintable(asked));
    QVERIFY(stored());
}

void TestWindow::seasonsArePeriodsToChoose()
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
    QCOMPARE(page->findChild<QDateEdit*>(QStringLiteral("from"))->date(), QDate(2024, 1, 1));
    QCOMPARE(page->findChild<QDateEdit*>(QStringLiteral("to"))->date(), QDate(2024, 6, 30));
    auto* view = page->findChild<QTableView*>(QStringLiteral("hallOfFameView"));
    QCOMPARE(view->model()->rowCount(), 3); // m1 and m2: Alice, Bob, Carol

    // A season added since: there the next time the menu opens, once.
    PALMARES_OK(w.session().club().seasons().add(QStringLiteral("Summer 2024"), QDate(2024, 7, 1), QDate(2024, 8, 31)));
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

void TestWindow::seasonsDialogAddsClosesAndRemoves()
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
                d->findChild<QDateEdit*>(QStringLiteral("first"))->setDate(first);
                d->findChild<QDateEdit*>(QStringLiteral("last"))->setDate(last);
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
            d->findChild<QPushButton*>(QStringLiteral("reopenSeason"))->click();
            steps << QStringLiteral("reopened %1 %2").arg(!d->seasons().constFirst().closed()).arg(removable);
            table->selectRow(0);
            d->findChild<QPushButton*>(QStringLiteral("removeSeason"))->click();
            steps << QStringLiteral("removed %1").arg(d->seasons().size());
        },
        &seen);
    w.findChild<QAction*>(QStringLiteral("seasonsAction"))->trigger();
    QVERIFY(seen);
    QCOMPARE(steps,
             (QStringList{QStringLiteral("added 1"), QStringLiteral("refused 1 1"), QStringLiteral("closed 1"),
                          QStringLiteral("listed 1"), QStringLiteral("reopened 1 0"), QStringLiteral("removed 0")}));
    QVERIFY(w.session().club().seasons().list().value_or(QList<palmares::club::Season>{}).isEmpty());

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

void TestWindow::freshStartEachSeasonIsAParameterBox()
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
    const auto fresh = [&] { return session.club().catalogue().game(scrabble)->freshStartEachSeason; };
    const auto players = [&] { return ratings(session.club(), scrabble).size(); };
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
    PALMARES_CHECKED(session.club());
    QVERIFY(session.undo());
    QVERIFY(!fresh());
    QCOMPARE(players(), 3);

    // Closed, the season asks before the box re-rates it.
    PALMARES_OK(session.club().seasons().close(autumn));
    QString asked;
    answerMessageBox(QStringLiteral("&Change it"), &asked);
    seen = false;
    tick(false, &seen);
    QTRY_VERIFY(seen);
    QTRY_VERIFY(fresh());
    QVERIFY2(asked.contains(QStringLiteral("changes the closed season(s) Autumn 2024")), qPrintable(asked));
    QCOMPARE(players(), 2);
    PALMARES_CHECKED(session.club());
}

void TestWindow::seasonsDialogMakesTheSeasonReport()
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
            onNextModal<QFileDialog>(
                [out](QFileDialog* files) {
                    // Typed into the name field, as a person does.
                    files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))->setText(out);
                    static_cast<QDialog*>(files)->accept(); // QFileDialog::accept, protected there
                },
                &asked);
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

QTEST_MAIN(TestWindow)
#include "tst_window.moc"

void TestWindow::dormantPlayersSwitchAndSetting()
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
    QCOMPARE(w.session().club().rankings().dormantAfterMonths().value_or(-1), 0);
    page->waitLoaded();
    QTRY_COMPARE(boardNames(w).size(), 4);
    QVERIFY(!box->isVisibleTo(page));
    QVERIFY(!shown->index(0, 0).data(palmares::ui::DormantRole).toBool());

    // Undo brings the 12 months back, and the leaderboard with them.
    w.session().undoStack().undo();
    QCOMPARE(w.session().club().rankings().dormantAfterMonths().value_or(-1), 12);
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
    PALMARES_OK(w.session().club().rankings().setDormantAfterMonths(12));
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

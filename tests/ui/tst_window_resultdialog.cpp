// The result dialog as a secretary uses it (offscreen): a tarot table and a
// battle typed with the keyboard, the live preview checked against the rules
// worked out by hand (RATING_RULES.md §2 and §4), problems beside their
// field, names as the club keeps them, Escape, Enter and Ctrl+Enter, a
// correction and a deletion previewed then undone, a date in the future.

#include "i18n/i18n.h"
#include "ui/commands.h"
#include "ui/datefield.h"
#include "ui/pages/resultspage.h"
#include "ui/pages/tablepage.h"
#include "windowtest.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTest>

using namespace palmares::test;
using palmares::rating::System;

class TestWindowResultDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tarotTableThroughTheDialog();
    void battleThroughTheDialog();
    void ineligibleBattleOnlyAsUnrated();
    void problemsShownBesideTheirField();
    void namesAsTheClubKeepsThem();
    void escapeAsksBeforeDiscarding();
    void ctrlEnterSavesWithTheNamesListOpen();
    void ctrlEnterSavesAndStartsTheNext();
    void correctionAndDeletionPreviewThenUndo();
    void futureDateIsAskedAbout();
    void typedDateIsReadOrRefused();
    void nearNameIsAskedAbout_data();
    void nearNameIsAskedAbout();
    void digitsTypedOverTheDash_data();
    void digitsTypedOverTheDash();
    void defaultTimeIsTheClubsEvening();
    void ctrlZInTheFilterUndoesTheResult();
    void emptyClubSaysWhatToDo_data();
    void emptyClubSaysWhatToDo();
};

void TestWindowResultDialog::initTestCase()
{
    startWithoutSettings(QStringLiteral("tst_window_resultdialog-config"));
}

void TestWindowResultDialog::tarotTableThroughTheDialog()
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
    QCOMPARE(windowClub(w.session()).roster().players()->size(), 0);
    undo.redo();
    QCOMPARE(boardNames(w).size(), 4);
    QCOMPARE(boardNames(w).first(), QStringLiteral("Ann 880"));
}

void TestWindowResultDialog::battleThroughTheDialog()
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
    const auto stored = windowClub(w.session()).resultBook().matchDraft(QStringLiteral("M1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    QCOMPARE(stored->participants.first().armyList, QStringLiteral("Crusaders"));
    w.session().undoStack().undo();
    QCOMPARE(w.leaderboardModel()->rowCount(), 0);
    w.session().undoStack().redo();
    QCOMPARE(boardNames(w).size(), 2);
}

void TestWindowResultDialog::ineligibleBattleOnlyAsUnrated()
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
    const auto results = windowClub(w.session()).archive().results();
    QVERIFY(results);
    QCOMPARE(results->size(), 1);
    QVERIFY(!results->first().unratedReason.isEmpty());
}

void TestWindowResultDialog::problemsShownBesideTheirField()
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
    // The field named as the dialog labels it, not the file's column (issue 43).
    QCOMPARE(field<QLabel>(d, QStringLiteral("generalProblem"))->text(),
             QStringLiteral("the number of deals played at the table is needed, at least 1 (Deals played)"));
    QTest::keyClick(&d, Qt::Key_Return); // refused: nothing saved
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 0);
    QCOMPARE(w.session().undoStack().count(), 0);
}

void TestWindowResultDialog::namesAsTheClubKeepsThem()
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
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 0);

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
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 1);
    const auto players = windowClub(w.session()).roster().players();
    QVERIFY(players);
    QStringList stored;
    for (const auto& p : *players) {
        stored << p.name;
    }
    stored.sort();
    QCOMPARE(stored, (QStringList{QStringLiteral("Bob Martin"), QStringLiteral("bob martin"), QStringLiteral("carl"),
                                  QString::fromUtf16(u"\u00C9lodie Rousseau")}));
}

void TestWindowResultDialog::escapeAsksBeforeDiscarding()
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
    // The buttons say what they do, with a mnemonic each (issue 43).
    QString asked;
    answerMessageBox(QStringLiteral("&Keep editing"), &asked);
    QTest::keyClick(&d, Qt::Key_Escape);
    QVERIFY2(asked == QStringLiteral("Discard what you entered? This result is not saved."), qPrintable(asked));
    QVERIFY(d.isVisible()); // kept, with what was typed
    QCOMPARE(field<QLineEdit>(d, QStringLiteral("player1"))->text(), QStringLiteral("Ann"));
    {
        // In French, not Qt's « Ne pas tenir compte » / « Annuler ».
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
        const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
        QStringList buttons;
        bool seen = false;
        onNextModal<QMessageBox>(
            [&buttons](QMessageBox* box) {
                for (const QAbstractButton* b : box->buttons()) {
                    buttons << b->text();
                }
                shot(box, "discard-question-fr");
                box->reject(); // Escape: the entry is kept
            },
            &seen);
        QTest::keyClick(&d, Qt::Key_Escape);
        QTRY_VERIFY(seen);
        buttons.sort();
        QCOMPARE(buttons,
                 (QStringList{QStringLiteral("&Abandonner la saisie"), QStringLiteral("&Continuer la saisie")}));
        QVERIFY(d.isVisible());
    }
    asked.clear();
    answerMessageBox(QStringLiteral("&Discard"), &asked);
    d.reject(); // the Cancel button, the window's close button: the same question
    QVERIFY(!asked.isEmpty());
    QVERIFY(!d.isVisible());
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 0);
}

void TestWindowResultDialog::ctrlEnterSavesWithTheNamesListOpen()
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
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 1);
    QVERIFY(!popup->isVisible());
    QVERIFY(d.isVisible()); // Ctrl+Enter: saved, and the next result starts
}

void TestWindowResultDialog::ctrlEnterSavesAndStartsTheNext()
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
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 2);
    QCOMPARE(w.session().undoStack().count(), 2);
}

void TestWindowResultDialog::correctionAndDeletionPreviewThenUndo()
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
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 1);

    QUndoStack& undo = w.session().undoStack();
    undo.undo(); // the deletion
    QCOMPARE(boardNames(w), corrected);
    undo.undo(); // the correction
    QCOMPARE(boardNames(w), before);
    undo.redo();
    undo.redo();
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 1);
}

void TestWindowResultDialog::futureDateIsAskedAbout()
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
    auto* played = d.findChild<palmares::ui::DateField*>();
    played->setDate(QDate::currentDate().addDays(3));
    d.refreshNow();
    QVERIFY(d.canSave());
    QString asked;
    answerMessageBox(QStringLiteral("Cancel"), &asked);
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY2(asked.contains(QStringLiteral("after today")), qPrintable(asked));
    QVERIFY(d.isVisible());
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 0);
    // Today's date is not asked about.
    played->setDate(QDate::currentDate());
    asked.clear();
    QTest::keyClick(&d, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(asked, QString());
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 1);
    // Confirmed, the future date is kept.
    ResultDialog next(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    next.show();
    type(next, QStringLiteral("player1"), QStringLiteral("Carol"));
    type(next, QStringLiteral("player2"), QStringLiteral("Bob"));
    next.findChild<palmares::ui::DateField*>()->setDate(QDate::currentDate().addDays(3));
    answerMessageBox(QStringLiteral("Save"), &asked);
    QTest::keyClick(&next, Qt::Key_Return);
    QCOMPARE(next.result(), int(QDialog::Accepted));
    QVERIFY(asked.contains(QStringLiteral("after today")));
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 2);
}

void TestWindowResultDialog::typedDateIsReadOrRefused()
{
    // Issue 43, item 1: in the French window, "14/09/2025 20:30" typed over
    // the date became 14/12/2026 20:30 and was saved so. Now what is typed
    // is what is saved, and a date that does not exist is refused beside
    // the field, the dialog left open.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi));
    }
    const QLocale was;
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    const auto restore = qScopeGuard([was] { QLocale::setDefault(was); });
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, QStringLiteral("Scrabble"), &w);
    d.show();
    QApplication::setActiveWindow(&d);
    QVERIFY(QTest::qWaitForWindowActive(&d));
    type(d, QStringLiteral("player1"), QStringLiteral("Alice"));
    type(d, QStringLiteral("player2"), QStringLiteral("Bob"));
    auto* played = d.findChild<palmares::ui::DateField*>(QStringLiteral("date"));
    const auto typeDate = [&](const QString& text) {
        played->setFocus();
        played->lineEdit()->selectAll();
        QTest::keyClicks(played->lineEdit(), text);
        QTest::keyClick(played->lineEdit(), Qt::Key_Tab);
    };
    typeDate(QStringLiteral("31/02/2025 20:30"));
    QCOMPARE(played->lineEdit()->text(), QStringLiteral("31/02/2025 20:30"));
    d.refreshNow();
    QVERIFY(!d.canSave());
    auto* problem = d.findChild<QLabel*>(QStringLiteral("dateProblem"));
    QVERIFY(problem->isVisible());
    QCOMPARE(problem->text(), played->problem());
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 0);

    typeDate(QStringLiteral("14/09/2025 20:30"));
    QCOMPARE(played->lineEdit()->text(), QStringLiteral("14/09/2025 20:30"));
    d.refreshNow();
    QVERIFY(!problem->isVisible());
    QTest::keyClick(&d, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    const auto saved = windowClub(w.session()).archive().results();
    QCOMPARE(saved->size(), 1);
    QVERIFY2(saved->first().playedAt.startsWith(QStringLiteral("2025-09-14T20:30")),
             qPrintable(saved->first().playedAt));
}

void TestWindowResultDialog::nearNameIsAskedAbout_data()
{
    QTest::addColumn<bool>("french");
    QTest::addColumn<bool>("useHim");
    QTest::newRow("en, use him") << false << true;
    QTest::newRow("en, a new player") << false << false;
    QTest::newRow("fr, use him") << true << true;
    QTest::newRow("fr, a new player") << true << false;
}

void TestWindowResultDialog::nearNameIsAskedAbout()
{
    // Issue 43: "Denis Garrier", a letter from Denis Garnier, became a new
    // player with a grey hint. Now asked before saving.
    QFETCH(bool, french);
    QFETCH(bool, useHim);
    QVERIFY(palmares::i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    const QString chess = QStringLiteral("Chess");
    const QString denis = QStringLiteral("Denis Garnier");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
        PALMARES_OK(c->roster().addPlayer(denis));
        PALMARES_OK(c->roster().addPlayer(QStringLiteral("Zoe")));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, chess, &w);
    d.show();
    type(d, QStringLiteral("player1"), QStringLiteral("Denis Garrier"));
    type(d, QStringLiteral("player2"), QStringLiteral("Zoe"));
    d.refreshNow();
    QVERIFY(d.canSave());
    const QString hint = field<QLabel>(d, QStringLiteral("problem1"))->text();
    QVERIFY2(hint.contains(denis), qPrintable(hint));
    QString asked;
    const QString use = french ? QStringLiteral("&Utiliser Denis Garnier") : QStringLiteral("&Use Denis Garnier");
    const QString create = french ? QStringLiteral("Créer un &nouveau joueur") : QStringLiteral("Create a &new player");
    answerMessageBox(useHim ? use : create, &asked);
    QTest::keyClick(&d, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(asked, french ? QString::fromUtf8("Vouliez-vous dire Denis Garnier\u00a0?")
                           : QStringLiteral("Did you mean Denis Garnier?"));
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 1);
    const auto results = windowClub(w.session()).archive().results();
    QVERIFY(results->first().players.contains(useHim ? denis : QStringLiteral("Denis Garrier")));
    const auto players = windowClub(w.session()).roster().players();
    QCOMPARE(players->size(), useHim ? 2 : 3);
}

void TestWindowResultDialog::digitsTypedOverTheDash_data()
{
    QTest::addColumn<bool>("french");
    QTest::newRow("en") << false;
    QTest::newRow("fr") << true;
}

void TestWindowResultDialog::digitsTypedOverTheDash()
{
    // Issue 43: "Deals played" showed "—" and ignored the digits typed after it.
    QFETCH(bool, french);
    QVERIFY(palmares::i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    d.show();
    for (const QString& name : {QStringLiteral("deals"), QStringLiteral("duration")}) {
        auto* box = field<QSpinBox>(d, name);
        QVERIFY(box);
        QCOMPARE(box->value(), box->minimum());
        QCOMPARE(box->text(), box->specialValueText()); // "—", "not given"
        box->setFocus();
        QTest::keyClick(box, Qt::Key_End); // the cursor after the word, nothing selected
        QTest::keyClicks(box, QStringLiteral("12"));
        QCOMPARE(box->value(), 12);
    }
}

void TestWindowResultDialog::defaultTimeIsTheClubsEvening()
{
    // Issue 43: a new result's time was the hour of typing. It is the
    // club's usual time: 20:30 with no recent result, else the most
    // frequent time of its recent results.
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
    }
    {
        MainWindow w;
        QVERIFY(w.openClub(scratch.location()));
        ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
        const auto* date = d.findChild<palmares::ui::DateField*>(QStringLiteral("date"));
        QCOMPARE(date->dateTime(), QDateTime(QDate::currentDate(), QTime(20, 30)));
    }
    {
        PALMARES_REOPENED(c, scratch);
        const QDate day = QDate::currentDate();
        const auto at = [&day](int daysBack, int h, int m) { return QDateTime(day.addDays(-daysBack), QTime(h, m)); };
        const QString chess = QStringLiteral("Chess");
        PALMARES_RECORD(*c,
                        duel(QStringLiteral("a"), chess, at(20, 21, 15), QStringLiteral("Ann"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c,
                        duel(QStringLiteral("b"), chess, at(13, 21, 15), QStringLiteral("Ann"), QStringLiteral("Bob")));
        PALMARES_RECORD(*c,
                        duel(QStringLiteral("c"), chess, at(6, 18, 0), QStringLiteral("Ann"), QStringLiteral("Bob")));
        // Long ago, more often: not the club's evening now.
        for (int i = 0; i < 3; ++i) {
            PALMARES_RECORD(*c, duel(QStringLiteral("old%1").arg(i), chess, at(400 + i, 14, 0), QStringLiteral("Ann"),
                                     QStringLiteral("Bob")));
        }
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Tarot, &w);
    const auto* date = d.findChild<palmares::ui::DateField*>(QStringLiteral("date"));
    QCOMPARE(date->dateTime(), QDateTime(QDate::currentDate(), QTime(21, 15)));
}

void TestWindowResultDialog::ctrlZInTheFilterUndoesTheResult()
{
    // Issue 43: with the focus in the Results filter, Ctrl+Z undid the
    // filter's text, not the result just saved.
    const QString chess = QStringLiteral("Chess");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w)); // the window's shortcuts
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    PALMARES_OK(w.session().run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), chess, when(2026, 3, 1, 20), QStringLiteral("Ann"), QStringLiteral("Bob")))));
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 1);
    QLineEdit* filter = nullptr;
    for (auto* e : w.resultsPage()->findChildren<QLineEdit*>()) {
        filter = e->placeholderText() == QStringLiteral("Filter results…") ? e : filter;
    }
    QVERIFY(filter);
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("m"));
    QTest::keyClick(filter, Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 0);
    QCOMPARE(filter->text(), QStringLiteral("m")); // the filter kept
    QTest::keyClick(filter, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(windowClub(w.session()).archive().results()->size(), 1);
}

void TestWindowResultDialog::emptyClubSaysWhatToDo_data()
{
    QTest::addColumn<bool>("french");
    QTest::newRow("en") << false;
    QTest::newRow("fr") << true;
}

void TestWindowResultDialog::emptyClubSaysWhatToDo()
{
    // Issue 43: an empty club's pages were blank tables. Each says what to
    // do next, with its buttons, until it has rows.
    QFETCH(bool, french);
    QVERIFY(palmares::i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    const QString chess = QStringLiteral("Chess");
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(chess, System::EloProvisional));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.resize(1000, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto steps = [&w](MainWindow::Tab tab) {
        w.tabs()->setCurrentIndex(tab);
        w.page(tab)->waitLoaded();
        return w.page(tab)->showsFirstSteps();
    };
    const auto said = [&w](MainWindow::Tab tab) {
        return w.page(tab)->findChild<QLabel*>(QStringLiteral("firstStepsText"))->text();
    };
    QVERIFY(steps(MainWindow::ResultsTab));
    QCOMPARE(said(MainWindow::ResultsTab),
             french ? QString::fromUtf8("Aucun résultat pour l’instant\u00a0: saisissez le premier, ou importez la "
                                        "feuille du club.")
                    : QStringLiteral("No result yet: enter the first one, or import the club's sheet."));
    QStringList buttons;
    for (const auto* b : w.page(MainWindow::ResultsTab)
                             ->findChild<QWidget*>(QStringLiteral("firstSteps"))
                             ->findChildren<QPushButton*>()) {
        buttons << b->text();
    }
    const QStringList expected =
        french ? QStringList{QString::fromUtf8("Saisir un résultat…"), QString::fromUtf8("Importer une feuille…")}
               : QStringList{QStringLiteral("Enter a result…"), QStringLiteral("Import a sheet…")};
    QCOMPARE(buttons, expected);
    shot(&w, french ? "first-steps-results-fr" : "first-steps-results");
    QVERIFY(steps(MainWindow::LeaderboardTab));
    QVERIFY(steps(MainWindow::PlayersTab));
    QVERIFY(steps(MainWindow::HallOfFameTab));
    QVERIFY(steps(MainWindow::EventsTab));
    QVERIFY(!steps(MainWindow::GamesTab)); // the club has its game
    shot(&w, french ? "first-steps-events-fr" : "first-steps-events");

    PALMARES_OK(w.session().run(std::make_unique<palmares::ui::AddResult>(
        duel(QStringLiteral("m1"), chess, when(2026, 3, 1, 20), QStringLiteral("Ann"), QStringLiteral("Bob")))));
    QTRY_VERIFY(!steps(MainWindow::ResultsTab));
    QVERIFY(!steps(MainWindow::PlayersTab));
    QVERIFY(!steps(MainWindow::LeaderboardTab));
    QVERIFY(steps(MainWindow::EventsTab)); // still no event
}

QTEST_MAIN(TestWindowResultDialog)
#include "tst_window_resultdialog.moc"

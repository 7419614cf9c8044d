// Issue 20, items 5 and 6, as a secretary types a Friday night's results
// into the result dialog (offscreen, keyboard): a battle's ranks follow the
// outcome (RATING_RULES.md §4: the morale lost, or an outcome E, decides who
// won); a morale lost above the morale and a battle of no turn are refused
// beside their row and nothing is written; the results list says who won a
// battle and its level; and choosing another game rebuilds the participant
// rows for its rule set, the names typed kept, Save enabled once the form is
// complete.

#include "clubtest.h"
#include "dialogfields.h"
#include "sessionaccess.h"

#include "i18n/i18n.h"
#include "ui/mainwindow.h"
#include "ui/models/resultsmodel.h"
#include "ui/resultdialog.h"

#include "rating/ruleset.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <cstdlib>

using namespace palmares::test;
using palmares::rating::Field;
using palmares::rating::System;
using palmares::ui::MainWindow;
using palmares::ui::ResultDialog;
using palmares::ui::ResultsModel;

namespace {

const QString Dsc = QStringLiteral("DSC");

/// The games of the demo club, one per rule set it has (democlub.cpp).
const struct {
    const char* name;
    System system;
} Games[] = {{"Tarot", System::Niveau},
             {"Chess", System::EloProvisional},
             {"DSC", System::EloDsc},
             {"Letters", System::Fermi},
             {"Belote", System::Points}};

/// Types `text` into the line edit `name`, over what it held, and closes the
/// list of names proposed, as the next field is typed.
void typeName(QWidget& dialog, const QString& name, const QString& text)
{
    palmares::test::type(dialog, name, text);
    auto* e = field<QLineEdit>(dialog, name);
    if (auto* popup = e != nullptr && e->completer() != nullptr ? e->completer()->popup() : nullptr) {
        popup->hide();
    }
}

/// "1 2": the rank fields of the rows, in order ("—" is 0).
QString ranks(QWidget& dialog, int rows = 2)
{
    QStringList out;
    for (int i = 1; i <= rows; ++i) {
        out << QString::number(field<QSpinBox>(dialog, QStringLiteral("rank%1").arg(i))->value());
    }
    return out.join(u' ');
}

bool ranksTypable(QWidget& dialog, int rows = 2)
{
    bool typable = true;
    for (int i = 1; i <= rows; ++i) {
        typable = typable && field<QSpinBox>(dialog, QStringLiteral("rank%1").arg(i))->isEnabled();
    }
    return typable;
}

/// The dialog's Save button as the person sees it (enabled or not).
QPushButton* saveButton(ResultDialog& d)
{
    for (QPushButton* b : d.findChildren<QPushButton*>()) {
        if (b->text() == d.saveText()) {
            return b;
        }
    }
    return nullptr;
}

/// Chooses `game` in the dialog's game list by typing its first letter
/// (the demo's games each have their own).
void chooseGame(ResultDialog& d, const QString& game)
{
    auto* combo = field<QComboBox>(d, QStringLiteral("game"));
    QVERIFY(combo);
    combo->setFocus();
    QTest::keyClicks(combo, game.left(1));
    QCOMPARE(combo->currentText(), game);
}

/// Moves `steps` games down (up when negative) in the game list with the arrow keys.
void stepGame(ResultDialog& d, int steps)
{
    auto* combo = field<QComboBox>(d, QStringLiteral("game"));
    QVERIFY(combo);
    combo->setFocus();
    for (int i = 0; i < std::abs(steps); ++i) {
        QTest::keyClick(combo, steps > 0 ? Qt::Key_Down : Qt::Key_Up);
    }
}

/// Chooses the outcome level `key` ("" = from the morale lost) with the arrow keys.
void chooseOutcome(ResultDialog& d, const QString& key)
{
    auto* combo = field<QComboBox>(d, QStringLiteral("outcome"));
    QVERIFY(combo);
    const int target = combo->findData(key);
    QVERIFY2(target >= 0, qPrintable(key));
    combo->setFocus();
    while (combo->currentIndex() != target) {
        const int before = combo->currentIndex();
        QTest::keyClick(combo, target > before ? Qt::Key_Down : Qt::Key_Up);
        QVERIFY(combo->currentIndex() != before);
    }
}

QString problemBeside(ResultDialog& d, int row)
{
    auto* label = field<QLabel>(d, QStringLiteral("problem%1").arg(row));
    return label != nullptr && label->isVisible() ? label->text() : QString();
}

/// The Players column of the results list, newest first as the tab shows them.
QStringList playersColumn(MainWindow& w)
{
    QStringList out;
    ResultsModel* m = w.resultsModel();
    for (int r = 0; r < m->rowCount(); ++r) {
        out << m->index(r, ResultsModel::Code).data().toString() + QStringLiteral(": ") +
                   m->index(r, ResultsModel::Players).data().toString();
    }
    out.sort();
    return out;
}

MatchDraft::Entry side(const QString& player, double morale, double lost, int rank = 0)
{
    MatchDraft::Entry e;
    e.player = player;
    e.morale = morale;
    e.moraleLost = lost;
    if (rank > 0) {
        e.rank = rank;
    }
    return e;
}

} // namespace

class TestBattles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ranksFollowTheMoraleLost();
    void outcomeEnteredDecidesOrAsksForTheWinner();
    void moraleAndTurnsRefusedBesideTheirRow();
    void messagesNameTheDialogsFields();
    void resultsListSaysWhoWonAndHow();
    void switchingTheGameRebuildsTheRows_data();
    void switchingTheGameRebuildsTheRows();
    void namesComeBackWithAGameThatTakesThem();

private:
    /// A scratch club with one game of each rule set of the demo club.
    std::unique_ptr<ScratchClub> m_club;
};

void TestBattles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(palmares::i18n::install(QLocale(QLocale::English)));
    m_club = std::make_unique<ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_club->error().isEmpty(), qPrintable(m_club->error()));
    PALMARES_CLUB(c, *m_club);
    for (const auto& g : Games) {
        PALMARES_OK(c->catalogue().addGame(QString::fromUtf8(g.name), g.system));
    }
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Frank")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Pascal")));
}

void TestBattles::ranksFollowTheMoraleLost()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Dsc, System::EloDsc));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    d.show();
    QCOMPARE(ranks(d), QStringLiteral("1 2")); // a new form: nothing decides yet
    QVERIFY(ranksTypable(d));
    typeName(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    typeName(d, QStringLiteral("morale1"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("10"));
    typeName(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    typeName(d, QStringLiteral("morale2"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost2"), QStringLiteral("12"));
    // §4: 25 % lost against 30 %, a gap of 5 points: a draw (E). Both sides
    // share the first place; the ranks 1 and 2 of a new form no longer
    // contradict the morale (issue 20, item 5).
    QCOMPARE(ranks(d), QStringLiteral("1 1"));
    QVERIFY2(!ranksTypable(d), "the ranks follow the morale lost");
    QTRY_VERIFY(saveButton(d) && saveButton(d)->isEnabled());
    QCOMPARE(d.problems(), (QMap<palmares::club::Field, QString>{}));
    QCOMPARE(d.preview()->outcome, QStringLiteral("E"));
    QVERIFY2(field<QLabel>(d, QStringLiteral("previewText"))->text().contains(QStringLiteral("E — draw")),
             qPrintable(field<QLabel>(d, QStringLiteral("previewText"))->text()));

    // Pascal loses 75 %: a gap of 50 points, a victory (V) for Frank.
    typeName(d, QStringLiteral("moraleLost2"), QStringLiteral("30"));
    QCOMPARE(ranks(d), QStringLiteral("1 2"));
    QTRY_COMPARE(d.preview() ? d.preview()->outcome : QString(), QStringLiteral("V"));
    // Frank loses 90 %: Pascal wins by 15 points, a tactical advantage (AT).
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("36"));
    QCOMPARE(ranks(d), QStringLiteral("2 1"));
    QTRY_COMPARE(d.preview() ? d.preview()->outcome : QString(), QStringLiteral("AT"));
    QTRY_VERIFY(saveButton(d)->isEnabled());
    // AT is 0.6 for Pascal: trunc(32 × 0.1) = 3.
    QCOMPARE(d.preview()->rows.at(1).after, 1403.0);

    QTest::keyClick(&d, Qt::Key_Return); // Enter saves
    QCOMPARE(d.result(), int(QDialog::Accepted));
    const auto stored = windowClub(w.session()).resultBook().matchDraft(QStringLiteral("M1"));
    QVERIFY2(stored, qPrintable(stored.status().toString()));
    // The ranks shown were the morale's: none is stored, the morale decides.
    QCOMPARE(stored->participants.at(0).rank, std::nullopt);
    QCOMPARE(stored->participants.at(1).rank, std::nullopt);
    QCOMPARE(stored->outcome, palmares::rating::Outcome::None);
    QCOMPARE(playersColumn(w), QStringList{QStringLiteral("M1: Pascal beat Frank: tactical advantage (AT)")});

    // Corrected: the dialog shows the ranks the morale gives, not for typing.
    ResultDialog edit(w.session(), ResultDialog::Mode::Edit, QStringLiteral("M1"), &w);
    QCOMPARE(ranks(edit), QStringLiteral("2 1"));
    QVERIFY(!ranksTypable(edit));
    // Its first preview comes from the club's worker, Save off until then.
    QVERIFY(!saveButton(edit)->isEnabled());
    QTRY_VERIFY(edit.canSave());
    QVERIFY(saveButton(edit)->isEnabled());
    QVERIFY2(!field<QLabel>(edit, QStringLiteral("previewText"))->text().isEmpty(), "no first preview");
}

void TestBattles::outcomeEnteredDecidesOrAsksForTheWinner()
{
    MainWindow w;
    QVERIFY(w.openClub(m_club->location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    d.show();
    typeName(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    typeName(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    d.refreshNow();
    QVERIFY2(!d.canSave(), "neither an outcome nor the morale");
    // E entered: a draw whatever the ranks, both first.
    chooseOutcome(d, QStringLiteral("E"));
    QCOMPARE(field<QComboBox>(d, QStringLiteral("outcome"))->currentText(), QStringLiteral("E — draw"));
    QCOMPARE(ranks(d), QStringLiteral("1 1"));
    QVERIFY(!ranksTypable(d));
    QTRY_VERIFY(saveButton(d)->isEnabled());
    // VP entered: the ranks say who won; the ones typed before the draw come back.
    chooseOutcome(d, QStringLiteral("VP"));
    QCOMPARE(field<QComboBox>(d, QStringLiteral("outcome"))->currentText(), QStringLiteral("VP — partial victory"));
    QCOMPARE(ranks(d), QStringLiteral("1 2"));
    QVERIFY(ranksTypable(d));
    QTRY_VERIFY(saveButton(d)->isEnabled());
    // The morale, typed now, does not override the outcome entered; from
    // the morale lost again, the morale gives the winner: Pascal.
    typeName(d, QStringLiteral("morale1"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("30"));
    typeName(d, QStringLiteral("morale2"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost2"), QStringLiteral("10"));
    QCOMPARE(ranks(d), QStringLiteral("1 2"));
    QVERIFY(ranksTypable(d));
    chooseOutcome(d, QString());
    QCOMPARE(ranks(d), QStringLiteral("2 1"));
    QVERIFY(!ranksTypable(d));
    QTRY_COMPARE(d.preview() ? d.preview()->outcome : QString(), QStringLiteral("V"));
    // Back to an entered V: Pascal, the morale's winner, stays first.
    chooseOutcome(d, QStringLiteral("V"));
    QCOMPARE(ranks(d), QStringLiteral("2 1"));
    QVERIFY(ranksTypable(d));
    QTRY_VERIFY(saveButton(d)->isEnabled());
}

void TestBattles::moraleAndTurnsRefusedBesideTheirRow()
{
    MainWindow w;
    QVERIFY(w.openClub(m_club->location()));
    const int before = static_cast<int>(windowClub(w.session()).archive().results()->size());
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    d.show();
    typeName(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    typeName(d, QStringLiteral("morale1"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("50"));
    typeName(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    typeName(d, QStringLiteral("morale2"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost2"), QStringLiteral("10"));
    d.refreshNow();
    // Beside Frank's row, naming the field; Save waits, Enter writes nothing.
    QVERIFY2(problemBeside(d, 1).contains(QStringLiteral("the morale lost (50) is more than the initial morale (40)")),
             qPrintable(problemBeside(d, 1)));
    QCOMPARE(problemBeside(d, 2), QString());
    QVERIFY(!saveButton(d)->isEnabled());
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(static_cast<int>(windowClub(w.session()).archive().results()->size()), before);

    // All the morale lost: Frank is routed, a total victory for Pascal.
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("40"));
    QTRY_VERIFY(saveButton(d)->isEnabled());
    QCOMPARE(d.preview()->outcome, QStringLiteral("VT"));
    QCOMPARE(ranks(d), QStringLiteral("2 1"));

    // No turn played: refused beside the row, whichever side.
    typeName(d, QStringLiteral("turns1"), QStringLiteral("6"));
    typeName(d, QStringLiteral("turns2"), QStringLiteral("0"));
    d.refreshNow();
    QVERIFY2(problemBeside(d, 2).contains(QStringLiteral("the number of turns must be at least 1, not 0")),
             qPrintable(problemBeside(d, 2)));
    QCOMPARE(problemBeside(d, 1), QString());
    QVERIFY(!saveButton(d)->isEnabled());
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(static_cast<int>(windowClub(w.session()).archive().results()->size()), before);

    typeName(d, QStringLiteral("turns2"), QStringLiteral("6"));
    QTRY_VERIFY(saveButton(d)->isEnabled());
    QTest::keyClick(&d, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(static_cast<int>(windowClub(w.session()).archive().results()->size()), before + 1);
    w.session().undoStack().undo(); // the shared club as it was
}

void TestBattles::messagesNameTheDialogsFields()
{
    // Issue 43: the rule set's messages named the results file's columns in
    // the dialog ("(colonnes morale, morale_lost)"); the dialog names its
    // own fields, in English and in French.
    MainWindow w;
    QVERIFY(w.openClub(m_club->location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, Dsc, &w);
    d.show();
    typeName(d, QStringLiteral("player1"), QStringLiteral("Frank"));
    typeName(d, QStringLiteral("morale1"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost1"), QStringLiteral("10"));
    typeName(d, QStringLiteral("player2"), QStringLiteral("Pascal"));
    const auto said = [&d] {
        d.refreshNow();
        return QStringList(d.problems().values()).join(QStringLiteral(" / "));
    };
    QCOMPARE(said(), QStringLiteral("a battle needs an outcome or both sides' morale and morale lost (Outcome, Morale, "
                                    "Morale lost)"));
    typeName(d, QStringLiteral("morale2"), QStringLiteral("40"));
    typeName(d, QStringLiteral("moraleLost2"), QStringLiteral("12"));
    typeName(d, QStringLiteral("turns1"), QStringLiteral("6"));
    QCOMPARE(said(), QStringLiteral("turns are given for one side only (Turns)"));
    {
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
        const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
        QCOMPARE(said(), QString::fromUtf8("les tours ne sont donnés que pour un seul camp (Tours)"));
        field<QLineEdit>(d, QStringLiteral("turns1"))->clear();
        field<QLineEdit>(d, QStringLiteral("morale2"))->clear();
        QCOMPARE(said(), QString::fromUtf8("une bataille demande une issue ou le moral initial et le moral perdu des "
                                           "deux camps (Issue, Moral initial, Moral perdu)"));
    }
    // A results file names its columns: the same problem, as the import says it.
    const palmares::club::Problem turns{
        QStringLiteral("turns are given for one side only"), {}, 0, 0, {QStringLiteral("turns")}};
    QCOMPARE(turns.toString(), QStringLiteral("turns are given for one side only (column turns)"));
}

void TestBattles::resultsListSaysWhoWonAndHow()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Dsc, System::EloDsc));
        PALMARES_OK(c->catalogue().addGame(QStringLiteral("Chess"), System::EloProvisional));
        const QString frank = QStringLiteral("Frank");
        const QString pascal = QStringLiteral("Pascal");
        // The page's battle: 27 % against 65 % lost, VP for Frank (§4).
        PALMARES_RECORD(
            *c, draft(QStringLiteral("b1"), Dsc, when(2026, 3, 6, 21), {side(frank, 300, 80), side(pascal, 200, 130)}));
        // 25 % against 30 %: a draw, Pascal entered first.
        PALMARES_RECORD(
            *c, draft(QStringLiteral("b2"), Dsc, when(2026, 3, 13, 21), {side(pascal, 40, 12), side(frank, 40, 10)}));
        // An outcome entered: the winner is the better rank (Pascal, second row).
        MatchDraft entered =
            draft(QStringLiteral("b3"), Dsc, when(2026, 3, 20, 21), {ranked(frank, 2), ranked(pascal, 1)});
        entered.outcome = palmares::rating::Outcome::VT;
        PALMARES_RECORD(*c, entered);
        MatchDraft drawn =
            draft(QStringLiteral("b4"), Dsc, when(2026, 3, 27, 21), {ranked(frank, 1), ranked(pascal, 2)});
        drawn.outcome = palmares::rating::Outcome::E;
        PALMARES_RECORD(*c, drawn);
        // Not a battle: the finishing order with the ranks, as before.
        PALMARES_RECORD(*c, duel(QStringLiteral("c1"), QStringLiteral("Chess"), when(2026, 3, 6, 20), pascal, frank));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    const QStringList english{
        QStringLiteral("b1: Frank beat Pascal: partial victory (VP)"), QStringLiteral("b2: Pascal and Frank: draw (E)"),
        QStringLiteral("b3: Pascal beat Frank: total victory (VT)"), QStringLiteral("b4: Frank and Pascal: draw (E)"),
        QStringLiteral("c1: 1. Pascal · 2. Frank")};
    QCOMPARE(playersColumn(w), english);

    // In French, the levels as the French page names them.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const QStringList french = playersColumn(w);
    QVERIFY(palmares::i18n::install(QLocale(QLocale::English)));
    QCOMPARE(french.first(), QStringLiteral("b1: Frank bat Pascal\u00a0: victoire partielle (VP)"));
    QCOMPARE(french.at(1), QStringLiteral("b2: Pascal et Frank\u00a0: nul (E)"));
}

void TestBattles::switchingTheGameRebuildsTheRows_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    for (const auto& a : Games) {
        for (const auto& b : Games) {
            if (a.system != b.system) {
                QTest::addRow("%s to %s", a.name, b.name) << QString::fromUtf8(a.name) << QString::fromUtf8(b.name);
            }
        }
    }
}

void TestBattles::switchingTheGameRebuildsTheRows()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    const auto systemOf = [](const QString& game) {
        for (const auto& g : Games) {
            if (game == QString::fromUtf8(g.name)) {
                return g.system;
            }
        }
        return System::Points;
    };
    const palmares::rating::RuleSetDescription before = palmares::rating::makeRuleSet(systemOf(from))->describe();
    const palmares::rating::RuleSetDescription after = palmares::rating::makeRuleSet(systemOf(to))->describe();
    MainWindow w;
    QVERIFY(w.openClub(m_club->location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, from, &w);
    d.show();
    QCOMPARE(d.participantCount(), before.defaultParticipants);
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                            QStringLiteral("Eve")};
    for (int i = 1; i <= d.participantCount(); ++i) {
        typeName(d, QStringLiteral("player%1").arg(i), names.at(i - 1));
    }

    chooseGame(d, to);
    // The rows the new rule set takes: those shown when it plays that many,
    // else its usual number (a tarot table of four becomes a duel of two).
    const int shown = before.defaultParticipants;
    const int expected =
        shown >= after.minParticipants && shown <= after.maxParticipants ? shown : after.defaultParticipants;
    QCOMPARE(d.participantCount(), expected);
    for (int i = 1; i <= expected; ++i) {
        const QString typed = i <= shown ? names.at(i - 1) : QString();
        QCOMPARE(field<QLineEdit>(d, QStringLiteral("player%1").arg(i))->text(), typed);
        // Only the new rule set's fields, in every row.
        const struct {
            const char* name;
            Field field;
        } columns[] = {{"rank", Field::Rank},
                       {"score", Field::Score},
                       {"team", Field::Team},
                       {"left", Field::Left},
                       {"armyList", Field::ArmyList},
                       {"morale", Field::Morale},
                       {"moraleLost", Field::MoraleLost},
                       {"turns", Field::Turns}};
        for (const auto& c : columns) {
            QCOMPARE(field<QWidget>(d, QStringLiteral("%1%2").arg(QString::fromLatin1(c.name)).arg(i))->isVisible(),
                     after.fields.has(c.field));
        }
    }
    QCOMPARE(field<QWidget>(d, QStringLiteral("deals"))->isVisible(), after.fields.has(Field::Deals));
    QCOMPARE(field<QWidget>(d, QStringLiteral("outcome"))->isVisible(), after.fields.has(Field::Outcome));

    // What the new game still needs, typed; then Save is there.
    for (int i = shown + 1; i <= expected; ++i) {
        typeName(d, QStringLiteral("player%1").arg(i), names.at(i - 1));
    }
    if (after.fields.has(Field::Deals)) {
        auto* deals = field<QSpinBox>(d, QStringLiteral("deals"));
        deals->setFocus();
        deals->selectAll();
        QTest::keyClicks(deals, QStringLiteral("12"));
    }
    for (int i = 1; i <= expected; ++i) {
        if (after.fields.has(Field::Score)) {
            typeName(d, QStringLiteral("score%1").arg(i), QString::number(100 * (expected - i)));
        }
        if (after.fields.has(Field::Morale)) {
            typeName(d, QStringLiteral("morale%1").arg(i), QStringLiteral("40"));
            typeName(d, QStringLiteral("moraleLost%1").arg(i), QString::number(10 * i));
        }
    }
    QTRY_VERIFY2(saveButton(d) && saveButton(d)->isEnabled(),
                 qPrintable(QStringList(d.problems().values()).join(QStringLiteral(" / "))));
    QVERIFY(d.preview());
    QCOMPARE(d.preview()->rows.size(), expected);
}

void TestBattles::namesComeBackWithAGameThatTakesThem()
{
    // Up and down the game list with the arrow keys, each game chosen in
    // turn: a table of four through the duels and back keeps its four names.
    MainWindow w;
    QVERIFY(w.openClub(m_club->location()));
    ResultDialog d(w.session(), ResultDialog::Mode::Add, QStringLiteral("Tarot"), &w);
    d.show();
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cid"), QStringLiteral("Dan")};
    for (int i = 1; i <= 4; ++i) {
        typeName(d, QStringLiteral("player%1").arg(i), names.at(i - 1));
    }
    auto* combo = field<QComboBox>(d, QStringLiteral("game"));
    const int tarot = combo->currentIndex();
    const int chess = combo->findText(QStringLiteral("Chess"));
    stepGame(d, chess - tarot);
    QCOMPARE(combo->currentText(), QStringLiteral("Chess"));
    QCOMPARE(d.participantCount(), 2);
    QTRY_VERIFY(saveButton(d) && saveButton(d)->isEnabled()); // Ann 1, Bea 2: a complete duel
    stepGame(d, tarot - chess);
    QCOMPARE(combo->currentText(), QStringLiteral("Tarot"));
    QCOMPARE(d.participantCount(), 4);
    for (int i = 1; i <= 4; ++i) {
        QCOMPARE(field<QLineEdit>(d, QStringLiteral("player%1").arg(i))->text(), names.at(i - 1));
    }
}

QTEST_MAIN(TestBattles)
#include "tst_battles.moc"

// The Events tab prints and swaps by drag (issue 42, items 6 and 9), on each
// backend: the Print menu's pairings of the round shown written as HTML hold
// the club's boards (by table and alphabetically, in large type) and nothing
// else; all of it as PDF has a page per part; File → Print preview on the
// tab previews the same; a player's cell dropped on another's (through the
// model's own drag and drop) swaps them in the club, and the drops the page
// must refuse (a locked table, a table with its result, an earlier round, a
// cell with no player) are said or ignored, nothing changed; the standings
// shown and printed are those after the round shown, in English and French.

#include "windowtest.h"

#include "i18n/i18n.h"
#include "ui/pages/eventspage.h"

#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTabBar>
#include <QTableWidget>
#include <QTabWidget>
#include <QTest>

using namespace palmares::test;
namespace club = palmares::club;
using palmares::ui::EventsPage;

namespace {

const QString Open = QStringLiteral("Winter open");
const QStringList Eight{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                        QStringLiteral("Eve"), QStringLiteral("Fay"), QStringLiteral("Gus"), QStringLiteral("Hal")};

/// Opens `scratch`'s club in `w` on its Events tab with the event Open selected.
EventsPage* showOpen(MainWindow& w, const ScratchClub& scratch)
{
    if (!w.openClub(scratch.location())) {
        return nullptr;
    }
    w.resize(1280, 720);
    w.show();
    w.tabs()->setCurrentIndex(MainWindow::EventsTab);
    EventsPage* page = w.eventsPage();
    page->selectEvent(Open);
    page->waitLoaded();
    return page->current() == Open ? page : nullptr;
}

/// Triggers the Print menu's `how` of `part`, answering the file dialog with `out`.
bool exportFromMenu(EventsPage* page, const char* part, const char* how, const QString& out)
{
    QMenu* menu = page->printMenu()->findChild<QMenu*>(QString::fromLatin1(part));
    QAction* action = menu != nullptr ? menu->findChild<QAction*>(QString::fromLatin1(how)) : nullptr;
    if (action == nullptr) {
        qWarning("no action %s of %s", how, part);
        return false;
    }
    bool asked = false;
    answerFileDialog(out, &asked);
    action->trigger();
    return asked && QFile::exists(out);
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The text of a PDF (pdftotext, scripts/deps.sh), its pages separated by form feeds.
QString pdfText(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// Drops the player of `from` (row, column of the round view) on `to`,
/// through the model's drag and drop, as a drag with the mouse ends.
bool drop(QTableWidget* v, QPoint from, QPoint to)
{
    QAbstractItemModel* model = v->model();
    v->setCurrentCell(from.x(), from.y());
    std::unique_ptr<QMimeData> data(model->mimeData({model->index(from.x(), from.y())}));
    if (data == nullptr) {
        return false;
    }
    return model->dropMimeData(data.get(), Qt::CopyAction, -1, -1, model->index(to.x(), to.y()));
}

club::EventRound lastRound(MainWindow& w)
{
    const auto rounds = windowClub(w.session()).events().rounds(Open);
    return rounds && !rounds->isEmpty() ? rounds->constLast() : club::EventRound{};
}

/// What the next message box says (its text and informative text), once it
/// came and was answered.
std::shared_ptr<QString> nextBoxSays()
{
    auto said = std::make_shared<QString>();
    auto seen = std::make_shared<bool>(false);
    onNextModal<QMessageBox>(
        [said, seen](QMessageBox* box) {
            *said = box->text() + QStringLiteral(" | ") + box->informativeText();
            box->accept();
        },
        seen.get());
    return said;
}

/// What the page says when it refuses the drop of `from` on `to`.
QString refusal(QTableWidget* v, QPoint from, QPoint to)
{
    const auto said = nextBoxSays();
    if (!drop(v, from, to)) {
        return QStringLiteral("(not dropped)");
    }
    if (!QTest::qWaitFor([&said] { return !said->isEmpty(); }, 10000)) {
        return QStringLiteral("(nothing said)");
    }
    return *said;
}

} // namespace

class TestEventsPrinting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { startWithoutSettings(QStringLiteral("tst_events_printing-config")); }
    /// Each row's club (its backend is the row's name), with Open's round 1 paired.
    void init()
    {
        const char* backend = QTest::currentDataTag();
        m_scratch = std::make_unique<ScratchClub>(QString::fromLatin1(backend != nullptr ? backend : "sqlite"));
        QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
        makeOpen(*m_scratch);
    }
    void cleanup() { m_scratch.reset(); }
    void printedFromTheTab_data() { addBackendRows(); }
    void printedFromTheTab();
    void swappedByDrag_data() { addBackendRows(); }
    void swappedByDrag();
    void printedInFrench();
    void standingsAfterTheRoundShown_data() { addBackendRows(); }
    void standingsAfterTheRoundShown();

private:
    /// Chess, the eight players entered in Open (a Swiss of 3 rounds), round 1 paired.
    static void makeOpen(const ScratchClub& scratch);
    std::unique_ptr<ScratchClub> m_scratch;
};

void TestEventsPrinting::makeOpen(const ScratchClub& scratch)
{
    PALMARES_CLUB(c, scratch);
    club::Event e;
    e.name = Open;
    e.game = QStringLiteral("Chess");
    e.first = QDate(2026, 12, 5);
    e.rounds = 3;
    e.seed = 11;
    PALMARES_OK(c->catalogue().addGame(e.game, palmares::rating::System::EloProvisional));
    PALMARES_OK(c->events().add(e));
    PALMARES_OK(c->events().enter(Open, Eight, true));
    PALMARES_OK(c->events().pairNext(Open));
}

void TestEventsPrinting::printedFromTheTab()
{
    const ScratchClub& scratch = *m_scratch;
    MainWindow w;
    EventsPage* page = showOpen(w, scratch);
    QVERIFY(page != nullptr);
    const club::EventRound round = lastRound(w);
    QCOMPARE(round.tables.size(), 4); // eight players: four boards

    // The pairings of the round shown, as HTML: each board of the club's
    // round on a line (White, then Black), each player alphabetically with
    // his board and colour, in type of 16 pt or more; no standings.
    const QString html = scratch.folder() + QStringLiteral("/pairings.html");
    QVERIFY(exportFromMenu(page, "pairings", "html", html));
    const QString text = readText(html);
    QVERIFY2(text.contains(QStringLiteral("Round 1 — pairings")), qPrintable(text));
    for (const club::EventTable& t : round.tables) {
        const QString board = QStringLiteral("<td class=\"num\"><strong>%1</strong></td><td>%2</td><td>%3</td>")
                                  .arg(t.number)
                                  .arg(t.players[0], t.players[1]);
        QVERIFY2(text.contains(board), qPrintable(board + QLatin1Char('\n') + text));
        for (qsizetype seat = 0; seat < 2; ++seat) {
            const QString place = QStringLiteral("<td>%1</td><td class=\"num\"><strong>%2</strong></td><td>%3</td>")
                                      .arg(t.players[seat])
                                      .arg(t.number)
                                      .arg(seat == 0 ? QStringLiteral("White") : QStringLiteral("Black"));
            QVERIFY2(text.contains(place), qPrintable(place));
        }
    }
    const QRegularExpression large(QStringLiteral(R"(<table style="font-size: ([0-9.]+)pt">)"));
    auto sizes = large.globalMatch(text);
    int largeTables = 0;
    while (sizes.hasNext()) {
        const double points = sizes.next().captured(1).toDouble();
        QVERIFY2(points >= 16.0, qPrintable(QString::number(points)));
        ++largeTables;
    }
    QCOMPARE(largeTables, 2); // by table and alphabetically
    QVERIFY(!text.contains(QStringLiteral("Standings")));
    QVERIFY(!text.contains(QStringLiteral("Cross-table")));

    // All of it as PDF: the boards, the players alphabetically, the
    // standings and the cross-table, each from a page of its own.
    const QString pdf = scratch.folder() + QStringLiteral("/all.pdf");
    QVERIFY(exportFromMenu(page, "all", "pdf", pdf));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    const QString printed = pdfText(pdf);
    const QStringList pages = printed.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QCOMPARE(pages.size(), 4);
    QVERIFY2(pages[0].contains(QStringLiteral("By table")), qPrintable(pages[0]));
    QVERIFY2(pages[1].contains(QStringLiteral("Alphabetically")), qPrintable(pages[1]));
    QVERIFY2(pages[2].contains(QStringLiteral("Standings")), qPrintable(pages[2]));
    QVERIFY2(pages[3].contains(QStringLiteral("Cross-table")), qPrintable(pages[3]));
    for (const QString& player : Eight) {
        QVERIFY2(pages[0].contains(player) && pages[1].contains(player), qPrintable(player));
    }

    // A chess event has no score sheets: said, nothing previewed.
    const auto said = nextBoxSays();
    page->printMenu()
        ->findChild<QMenu*>(QStringLiteral("sheets"))
        ->findChild<QAction*>(QStringLiteral("preview"))
        ->trigger();
    QVERIFY2(said->contains(QStringLiteral("no score sheets")), qPrintable(*said));

    // File → Print preview on the Events tab: the same four pages.
    int previewed = -1;
    bool seen = false;
    onNextModal<QPrintPreviewDialog>(
        [&previewed](QPrintPreviewDialog* d) {
            auto* preview = d->findChild<QPrintPreviewWidget*>();
            previewed = preview != nullptr ? preview->pageCount() : -2;
            d->reject();
        },
        &seen);
    QAction* previewAction = nullptr;
    for (QAction* a : w.findChildren<QAction*>()) {
        if (a->text() == QStringLiteral("Print pre&view…")) {
            previewAction = a;
        }
    }
    QVERIFY(previewAction != nullptr);
    previewAction->trigger();
    QVERIFY(seen);
    QCOMPARE(previewed, 4);
}

void TestEventsPrinting::swappedByDrag()
{
    const ScratchClub& scratch = *m_scratch;
    MainWindow w;
    EventsPage* page = showOpen(w, scratch);
    QVERIFY(page != nullptr);
    QTableWidget* v = page->roundView();
    const club::EventRound before = lastRound(w);

    // Board 1's White dropped on board 2's Black: they change seats.
    const int undoable = w.session().undoStack().count();
    QVERIFY(drop(v, {0, 2}, {1, 3}));
    QTRY_COMPARE(v->item(0, 2)->text(), before.tables[1].players[1]); // shown once the club has it
    club::EventRound after = lastRound(w);
    QCOMPARE(after.tables[0].players[0], before.tables[1].players[1]);
    QCOMPARE(after.tables[1].players[1], before.tables[0].players[0]);
    QCOMPARE(after.tables[0].players[1], before.tables[0].players[1]);
    QCOMPARE(after.tables[2].players, before.tables[2].players);
    QCOMPARE(v->item(0, 2)->text(), after.tables[0].players[0]);
    QCOMPARE(v->item(1, 3)->text(), after.tables[1].players[1]);
    // Undoable, as the Swap button is: Ctrl+Z puts them back, Ctrl+Y again.
    QCOMPARE(w.session().undoStack().count(), undoable + 1);
    QVERIFY(w.session().undo());
    page->waitLoaded();
    QCOMPARE(lastRound(w).tables[0].players, before.tables[0].players);
    QCOMPARE(lastRound(w).tables[1].players, before.tables[1].players);
    QVERIFY(w.session().redo());
    page->waitLoaded();
    QCOMPARE(lastRound(w).tables[0].players, after.tables[0].players);
    QCOMPARE(lastRound(w).tables[1].players, after.tables[1].players);

    // Not a player's cell (the board's number, its result): no drag, no drop.
    QVERIFY(!drop(v, {0, 0}, {1, 2}));
    QVERIFY(!drop(v, {0, 2}, {1, 0}));
    QVERIFY(!drop(v, {0, 2}, {0, 2}));

    // Board 3 locked: a drop onto it is refused and said; nothing changes.
    v->setCurrentCell(2, 2);
    page->findChild<QPushButton*>(QStringLiteral("lockTable"))->click();
    page->waitLoaded();
    QVERIFY(lastRound(w).tables[2].locked);
    QString said = refusal(v, {0, 2}, {2, 3});
    QVERIFY2(said.contains(QStringLiteral("Table 3 is locked")), qPrintable(said));
    QCOMPARE(lastRound(w).tables[2].players, after.tables[2].players);
    QCOMPARE(lastRound(w).tables[0].players, after.tables[0].players);
    // The Swap button refuses it too.
    const auto button = nextBoxSays();
    v->clearSelection();
    v->item(0, 2)->setSelected(true);
    v->item(2, 2)->setSelected(true);
    page->findChild<QPushButton*>(QStringLiteral("swapPlayers"))->click();
    QVERIFY2(button->contains(QStringLiteral("Table 3 is locked")), qPrintable(*button));
    QCOMPARE(lastRound(w).tables[2].players, after.tables[2].players);

    // Board 1's result typed in: its players keep their seats (the club refuses).
    v->setFocus();
    v->setCurrentCell(0, 2);
    QTest::keyClicks(v, QStringLiteral("1"));
    page->waitLoaded();
    QVERIFY(!lastRound(w).tables[0].match.isEmpty());
    said = refusal(v, {1, 2}, {0, 3});
    QVERIFY2(said.contains(QStringLiteral("result already")), qPrintable(said));
    QCOMPARE(lastRound(w).tables[0].players, after.tables[0].players);
    QCOMPARE(lastRound(w).tables[1].players, after.tables[1].players);

    // Round 1 complete, round 2 paired: a drop on round 1's tab is refused.
    for (int row = 1; row < 4; ++row) {
        v->setCurrentCell(row, 2);
        QTest::keyClicks(v, QStringLiteral("0"));
        page->waitLoaded();
    }
    page->findChild<QPushButton*>(QStringLiteral("pairNext"))->click();
    page->waitLoaded();
    QCOMPARE(page->roundBar()->count(), 2);
    page->roundBar()->setCurrentIndex(0);
    const auto roundsBefore = windowClub(w.session()).events().rounds(Open);
    said = refusal(v, {1, 2}, {2, 3});
    QVERIFY2(said.contains(QStringLiteral("last round")), qPrintable(said));
    const auto roundsAfter = windowClub(w.session()).events().rounds(Open);
    QVERIFY(roundsBefore && roundsAfter);
    for (qsizetype r = 0; r < roundsAfter->size(); ++r) {
        for (qsizetype t = 0; t < roundsAfter->at(r).tables.size(); ++t) {
            QCOMPARE(roundsAfter->at(r).tables[t].players, roundsBefore->at(r).tables[t].players);
        }
    }
}

void TestEventsPrinting::printedInFrench()
{
    // The window's language: the pin-up pages in French (the words of
    // resources/translations/palmares_fr.ts).
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    MainWindow w;
    EventsPage* page = showOpen(w, *m_scratch);
    QVERIFY(page != nullptr);
    const QString html = m_scratch->folder() + QStringLiteral("/appariements.html");
    QVERIFY(exportFromMenu(page, "pairings", "html", html));
    const QString text = readText(html);
    for (const QString& words : {QStringLiteral("Ronde 1 — appariements"), QStringLiteral("Par table"),
                                 QStringLiteral("Par ordre alphabétique"), QStringLiteral("Blancs"),
                                 QStringLiteral("Noirs"), QStringLiteral("lang=\"fr\"")}) {
        QVERIFY2(text.contains(words), qPrintable(words + QLatin1Char('\n') + text));
    }
}

/// Issue 42: the standings after each round, shown and printed, in English
/// and French. Rounds 1 and 2 played (the first seat wins each board):
/// after round 1 the four winners have 1 point, the losers 0; after round 2
/// (score groups: winners paired together) two have 2, four 1, two 0. The
/// tab beside the round says which, and the print of the round shown is of
/// the same standings; round 3 paired, not played, shows those after round 2.
void TestEventsPrinting::standingsAfterTheRoundShown()
{
    {
        PALMARES_REOPENED(c, *m_scratch);
        for (int round = 1; round <= 2; ++round) {
            const auto rounds = c->events().rounds(Open);
            QVERIFY(rounds);
            for (const club::EventTable& t : rounds->constLast().tables) {
                club::MatchDraft d;
                d.participants = {ranked(t.players[0], 1), ranked(t.players[1], 2)};
                PALMARES_OK(c->events().recordResult(Open, round, t.number, d));
            }
            PALMARES_OK(c->events().pairNext(Open));
        }
    }
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale(QLocale::English)); });
    for (const bool french : {false, true}) {
        QVERIFY(
            palmares::i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
        MainWindow w;
        EventsPage* page = showOpen(w, *m_scratch);
        QVERIFY(page != nullptr);
        const QString after =
            french ? QStringLiteral("Classement après la ronde %1") : QStringLiteral("Standings after round %1");
        const QString tab = french ? QStringLiteral("Classement (R%1)") : QStringLiteral("Standings (R%1)");
        const QString tip =
            french ? QStringLiteral("Le classement après la ronde %1") : QStringLiteral("The standings after round %1");
        const auto points = [page] {
            QList<double> out;
            for (int r = 0; r < page->standingsView()->rowCount(); ++r) {
                out << QLocale().toDouble(page->standingsView()->item(r, 2)->text());
            }
            return out;
        };
        const QList<QPair<int, QList<double>>> expected{{1, {1, 1, 1, 1, 0, 0, 0, 0}}, {2, {2, 2, 1, 1, 1, 1, 0, 0}}};
        for (const auto& [round, scores] : expected) {
            page->roundBar()->setCurrentIndex(round - 1);
            QCOMPARE(page->sideTabs()->tabText(0), tab.arg(round));
            QCOMPARE(page->sideTabs()->tabToolTip(0), tip.arg(round));
            QCOMPARE(points(), scores);
            if (round == 1) {
                shot(&w, french ? "events-standings-after-round-1-fr" : "events-standings-after-round-1");
            }
            const QString html = m_scratch->folder() + QStringLiteral("/standings-%1-%2.html")
                                                           .arg(french ? QStringLiteral("fr") : QStringLiteral("en"))
                                                           .arg(round);
            QVERIFY(exportFromMenu(page, "standings", "html", html));
            const QString text = readText(html);
            QVERIFY2(text.contains(after.arg(round)), qPrintable(text));
            QVERIFY2(!text.contains(after.arg(3 - round)), qPrintable(text));
        }
        // Round 3 is paired, not played: the standings it was paired from.
        page->roundBar()->setCurrentIndex(2);
        QCOMPARE(page->sideTabs()->tabText(0), tab.arg(2));
        QCOMPARE(points(), expected[1].second);
    }
}

QTEST_MAIN(TestEventsPrinting)
#include "tst_events_printing.moc"

#include "mainwindow.h"

#include "clubreads.h"
#include "commands.h"
#include "comparedialog.h"
#include "democlub.h"
#include "dialogs.h"
#include "headtohead.h"
#include "help.h"
#include "i18n/i18n.h"
#include "importwizard.h"
#include "models/modelroles.h"
#include "pages/eventspage.h"
#include "pages/gamespage.h"
#include "pages/halloffamepage.h"
#include "pages/leaderboardpage.h"
#include "pages/pagesupport.h"
#include "pages/playerspage.h"
#include "pages/resultspage.h"
#include "playerprofile.h"
#include "report/printing.h"
#include "report/report.h"
#include "report/writers.h"
#include "restoredialog.h"
#include "resultdialog.h"
#include "screenfit.h"
#include "seasonsdialog.h"
#include "texts.h"
#include "whatif.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QShowEvent>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

#include <array>
#include <memory>

namespace palmares::ui {

namespace {

constexpr std::array<const char*, 6> ViewNames{"leaderboard", "results", "players", "games", "hall-of-fame", "events"};
/// A page's read of the club that lasts longer says so in the status bar.
constexpr int ReadingNoticeMs = 200;

/// After a result's dialog, the focus on the page's table rather than back
/// in its filter, where Ctrl+Z would undo the filter's text instead of the
/// result just saved.
void focusTable(QTabWidget* tabs)
{
    if (auto* page = qobject_cast<TablePage*>(tabs->currentWidget()); page != nullptr && page->view() != nullptr) {
        page->view()->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_tabs(new QTabWidget(this))
{
    buildPages();
    setCentralWidget(m_tabs);
    buildMenus();

    connect(&m_session, &Session::clubChanged, this, &MainWindow::noteChange);
    connect(&m_session, &Session::changed, this, &MainWindow::refresh);
    connect(&m_session, &Session::changedElsewhere, this,
            [this] { statusBar()->showMessage(tr("Updated: another window changed this club."), 5000); });
    // A league's server that went away: said for as long as it lasts; the
    // saves meanwhile are refused whole (store::Database::begin).
    connect(&m_session, &Session::reachable, this, [this](bool reached, const QString& why) {
        // The server's own words, long, in the tooltip.
        statusBar()->setToolTip(why);
        if (reached) {
            statusBar()->showMessage(tr("Connected to the league's server again."), 5000);
            return;
        }
        statusBar()->showMessage(
            tr("The league's server cannot be reached; Palmarès keeps trying. Saves are refused meanwhile."));
    });
    connect(&m_session, &Session::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Palmarès"), message); });
    // A change inside a closed season: the person says whether it may go on.
    m_session.setClosedSeasonsAsker([this](const club::Status& refused, const QString& change) {
        QWidget* over = QApplication::activeModalWidget() != nullptr ? QApplication::activeModalWidget() : this;
        QMessageBox box(
            QMessageBox::Question, tr("Palmarès"),
            tr("“%1” changes the closed season(s) %2.", nullptr, static_cast<int>(refused.closedSeasons.size()))
                .arg(change, refused.closedSeasons.join(QStringLiteral(", "))),
            QMessageBox::Cancel, over);
        box.setInformativeText(tr("The ratings change; what a closed season kept (standings, Hall of Fame, report) "
                                  "stays as it was printed."));
        QPushButton* go = box.addButton(tr("&Change it"), QMessageBox::AcceptRole);
        box.setDefaultButton(qobject_cast<QPushButton*>(box.button(QMessageBox::Cancel)));
        box.exec();
        return box.clickedButton() == go;
    });
    connect(&m_session, &Session::opened, this, [this](const QString& location) {
        m_moved.reset(); // another club: every page reads it
        ++m_clubsOpened;
        m_settings.setLastClub(location);
        updateRecentMenu();
        updateTitle();
        // The demo club says what it is and how to start one's own, until
        // another club is opened (a backup's failure, said meanwhile, stays).
        const QString demo = tr("This is the demo club, to try Palmarès out: File → New club… starts your own club.");
        if (location == demoClubPath()) {
            statusBar()->showMessage(demo);
        } else if (statusBar()->currentMessage() == demo) {
            statusBar()->clearMessage();
        }
    });
    connect(&m_session.undoStack(), &QUndoStack::indexChanged, this,
            [this] { statusBar()->showMessage(tr("Saved."), 3000); });
    // A damaged club is read as it is; the way back is a backup (issue 39).
    connect(&m_session, &Session::damaged, this, [this](const QString& what) {
        statusBar()->showMessage(tr("This club is damaged: nothing can be saved into it."));
        auto* box = new QMessageBox(QMessageBox::Warning, tr("This club is damaged"),
                                    tr("%1 is damaged (%2).").arg(QDir::toNativeSeparators(m_session.location()), what),
                                    QMessageBox::NoButton, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setInformativeText(tr("Palmarès shows it as it is and saves nothing into it. Restore one of its "
                                   "backups to go on."));
        QPushButton* restore = box->addButton(tr("&Restore a backup…"), QMessageBox::AcceptRole);
        box->addButton(tr("&Look at it as it is"), QMessageBox::RejectRole);
        connect(restore, &QPushButton::clicked, this, &MainWindow::restoreBackup, Qt::QueuedConnection);
        box->open(); // not exec(): the window goes on drawing meanwhile
    });
    // An automatic backup that fails never stops the work, but it shows.
    connect(&m_session, &Session::backupFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Automatic backup failed: %1").arg(texts::problem(message)));
    });

    keepWindowsOnScreens(); // the dialogs it opens too (issue 43)
    resize(1100, 700);
    restoreGeometry(m_settings.geometry());
    restoreState(m_settings.windowState());
    // Never larger than the screen, the size saved on a larger one included
    // (issue 20); again once shown, when the frame's size is known.
    fitToScreen(this);
    for (int t = 0; t < m_pages.size(); ++t) {
        const QString table = QString::fromLatin1(ViewNames[t]);
        m_pages.at(t)->restoreColumns(m_settings.header(table), m_settings.headerSizedByPerson(table));
    }
    m_tabs->setCurrentIndex(std::clamp(m_settings.lastTab(), 0, m_tabs->count() - 1));
    updateTitle();
}

MainWindow::~MainWindow() = default;

// ------------------------------------------------------------- building

void MainWindow::buildPages()
{
    m_leaderboard = new LeaderboardPage(m_session, this);
    m_tabs->addTab(m_leaderboard, tr("&Leaderboard"));
    m_results = new ResultsPage(m_session, this);
    m_tabs->addTab(m_results, tr("&Results"));
    m_players = new PlayersPage(m_session, this);
    m_tabs->addTab(m_players, tr("&Players"));
    m_games = new GamesPage(m_session, this);
    m_tabs->addTab(m_games, tr("&Games"));
    m_hall = new HallOfFamePage(m_session, this);
    m_tabs->addTab(m_hall, tr("Hall of Fa&me"));
    m_events = new EventsPage(m_session, this);
    m_tabs->addTab(m_events, tr("E&vents"));
    connect(m_events, &EventsPage::sheetRequested, this, &MainWindow::printEvent);
    m_pages = {m_leaderboard, m_results, m_players, m_games, m_hall, m_events};
    buildFirstSteps();
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) { refreshPage(tab); });

    // What a page cannot do alone: the result dialog, a player's profile.
    connect(m_leaderboard, &LeaderboardPage::newResultRequested, this, &MainWindow::newResult);
    connect(m_results, &ResultsPage::newResultRequested, this, &MainWindow::newResult);
    connect(m_results, &ResultsPage::editRequested, this, &MainWindow::editResult);
    connect(m_results, &ResultsPage::deleteRequested, this, &MainWindow::deleteResult);
    for (TablePage* p : std::as_const(m_pages)) {
        connect(p, &TablePage::profileRequested, this, &MainWindow::openProfile);
        // A page reads the club off the window's thread: a long read says
        // so in the status bar; a problem reading it shows there too.
        connect(p, &TablePage::problem, this, [this](const QString& message) { statusBar()->showMessage(message); });
        connect(p, &TablePage::loadingChanged, this, [this, p](bool loading) {
            const QString reading = tr("Reading the club…");
            if (loading) {
                // A read of a club closed since (its worker gone with it)
                // says nothing: the window may wait for the next club.
                QTimer::singleShot(ReadingNoticeMs, p, [this, p, reading, club = m_clubsOpened] {
                    if (p->loading() && p == m_tabs->currentWidget() && club == m_clubsOpened) {
                        statusBar()->showMessage(reading);
                    }
                });
                return;
            }
            if (statusBar()->currentMessage() == reading) {
                statusBar()->clearMessage();
            }
            // Unless the person set the widths: the rows shown now decide them.
            p->fitColumns();
        });
    }
}

void MainWindow::buildFirstSteps()
{
    // An empty club's pages say what to do next (issue 43); each text and
    // button goes once the page has rows.
    const TablePage::FirstStep enter{tr("Enter a result…"), [this] { newResult(); }};
    const TablePage::FirstStep import{tr("Import a sheet…"), [this] { importResults(); }};
    m_leaderboard->setFirstSteps(tr("No result of this game yet: enter the first one, or import the club's sheet."),
                                 {enter, import});
    m_results->setFirstSteps(tr("No result yet: enter the first one, or import the club's sheet."), {enter, import});
    m_players->setFirstSteps(tr("No player yet: players come with their first result, or are added one by one."),
                             {{tr("Add a player…"), [this] { m_players->addPlayer(); }}, enter});
    m_games->setFirstSteps(tr("No game yet: add the club's games first, each with the rule set that rates it."),
                           {{tr("Add a game…"), [this] { m_games->addGame(); }}});
    m_hall->setFirstSteps(tr("No result yet: the Hall of Fame ranks the players by their placements."),
                          {enter, import});
    m_events->setFirstSteps(tr("No event yet: a tournament, a league or a club night with rounds is an event."),
                            {{tr("New event…"), [this] { m_events->newEvent(); }}});
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New club…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this, &MainWindow::newClub);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openClubDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addSeparator();
    file->addAction(tr("&Import results…"), QKeySequence(Qt::CTRL | Qt::Key_I), this, &MainWindow::importResults);
    file->addAction(tr("Save a &copy…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, &MainWindow::saveCopy);
    file->addAction(tr("Restore a &backup…"), this, &MainWindow::restoreBackup);
    file->addSeparator();
    file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { printView(false); });
    file->addAction(tr("Print pre&view…"), this, [this] { printView(true); });
    QMenu* exportView = file->addMenu(tr("&Export the view"));
    for (const QString& format : report::reportFormats()) {
        exportView->addAction(format.toUpper() + QStringLiteral("…"), this, [this, format] {
            club::Status status;
            const auto r = currentReport(status);
            exportReport(r, format, status);
        });
    }
    QMenu* bulletinMenu = file->addMenu(tr("C&lub bulletin"));
    bulletinMenu->addAction(tr("Print preview…"), this, [this] {
        club::Status status;
        if (const auto r = bulletinReport(status)) {
            report::printPreview(this, *r);
        } else if (!status.ok() && !status.stopped) {
            showError(tr("No bulletin"), texts::problem(status));
        }
    });
    for (const QString& format :
         {QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("xlsx"), QStringLiteral("ods")}) {
        bulletinMenu->addAction(tr("Export as %1…").arg(format.toUpper()), this, [this, format] {
            club::Status status;
            const auto r = bulletinReport(status);
            exportReport(r, format, status);
        });
    }
    QAction* card = file->addAction(tr("Explana&tion card of the selected result…"), this, &MainWindow::printCard);
    card->setObjectName(QStringLiteral("explanationCardAction"));
    file->addAction(tr("P&ublish the club's pages…"), this, &MainWindow::publishSite);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // Not the stack's own actions: Session::undo and redo run the step first
    // and leave the stack as it was when it is refused.
    QUndoStack& stack = m_session.undoStack();
    auto* undo = new QAction(tr("&Undo"), this);
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(undo, &QAction::triggered, &m_session, &Session::undo);
    connect(&stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(&stack, &QUndoStack::undoTextChanged, undo,
            [undo](const QString& text) { undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text)); });
    auto* redo = new QAction(tr("&Redo"), this);
    redo->setShortcuts(QKeySequence::Redo); // each of the platform's: Ctrl+Shift+Z and Ctrl+Y
    redo->setEnabled(false);
    connect(redo, &QAction::triggered, &m_session, &Session::redo);
    connect(&stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(&stack, &QUndoStack::redoTextChanged, redo,
            [redo](const QString& text) { redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text)); });
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&New result…"), QKeySequence::New, this, &MainWindow::newResult);
    edit->addAction(tr("&Correct the selected result…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    &MainWindow::editResult);
    edit->addAction(tr("&Delete the selected result…"), QKeySequence::Delete, this, &MainWindow::deleteResult);

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QMenu* language = settings->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    for (const auto& [code, text] :
         {std::pair{QString(), tr("As the system")}, std::pair{QStringLiteral("en"), QStringLiteral("English")},
          std::pair{QStringLiteral("fr"), QStringLiteral("Français")}}) {
        QAction* a = language->addAction(text);
        a->setCheckable(true);
        a->setChecked(m_settings.language() == code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, c = code] { chooseLanguage(c); });
    }
    QAction* dormancy = settings->addAction(tr("&Dormant players…"), this, &MainWindow::dormancySettings);
    dormancy->setObjectName(QStringLiteral("dormancyAction"));
    QAction* seasons = settings->addAction(tr("&Seasons…"), this, [this] {
        if (m_session.isOpen()) {
            SeasonsDialog dialog(m_session, this);
            connect(&dialog, &SeasonsDialog::reportRequested, this,
                    [this, &dialog](const QString& season, const QString& format) {
                        seasonReport(season, format, &dialog);
                    });
            dialog.exec();
        }
    });
    seasons->setObjectName(QStringLiteral("seasonsAction"));

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Profile of the selected player…"), this, &MainWindow::openSelectedProfile);
    tools->addAction(tr("&Head-to-head…"), QKeySequence(Qt::CTRL | Qt::Key_H), this, &MainWindow::headToHead);
    tools->addAction(tr("&What if…"), this, &MainWindow::whatIf);
    tools->addSeparator();
    tools->addAction(tr("&Compare rule sets…"), this, [this] {
        if (m_session.isOpen()) {
            CompareDialog dialog(m_session, m_leaderboard->game(), this);
            dialog.run();
            dialog.exec();
        }
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Manual"), QKeySequence::HelpContents, this, [this] { openManual(this); });
    help->addAction(tr("&About Palmarès"), this, &MainWindow::about);
    updateRecentMenu();
}

// -------------------------------------------------------------- opening

bool MainWindow::openClub(const QString& location, bool create, const QString& name)
{
    QString error;
    if (!m_session.open(location, create, error, name)) {
        showError(tr("Could not open %1").arg(club::shownLocation(location)), texts::problem(error));
        return false;
    }
    return true;
}

void MainWindow::openStartupClub()
{
    const QString last = m_settings.lastClub();
    if (!last.isEmpty() && (club::isLeague(last) || QFileInfo::exists(last))) {
        if (openClub(last)) {
            return;
        }
    }
    const QString demo = demoClubPath();
    if (!QFileInfo::exists(demo)) {
        QString error;
        statusBar()->showMessage(tr("Creating the demo club…"));
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const bool made = createDemoClub(demo, error);
        QApplication::restoreOverrideCursor();
        statusBar()->clearMessage(); // it stayed there (issue 20, item 10)
        if (!made) {
            showError(tr("Could not create the demo club"), error);
            return;
        }
    }
    openClub(demo);
}

QString MainWindow::newClubPath(const QString& chosen)
{
    if (chosen.isEmpty() || chosen.endsWith(QLatin1String(".palmares"), Qt::CaseInsensitive)) {
        return chosen;
    }
    return chosen + QStringLiteral(".palmares");
}

void MainWindow::newClub()
{
    // Not every file dialog adds the filter's extension (issue 20: a club
    // saved as "Mon club" was then missing from File → Open).
    const QString path = newClubPath(QFileDialog::getSaveFileName(this, tr("New club"), QString(),
                                                                  tr("Palmarès clubs (*.palmares);;All files (*)")));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo::exists(path)) {
        showError(tr("Could not create %1").arg(path),
                  tr("A file of that name exists; Palmarès never overwrites a file. Choose another name."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New club"), tr("Name of the club:"), QLineEdit::Normal,
                                               QFileInfo(path).completeBaseName(), &ok);
    if (ok) {
        openClub(path, true, name.trimmed());
    }
}

void MainWindow::openClubDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a club"), QString(),
                                                      tr("Palmarès clubs (*.palmares);;All files (*)"));
    if (!path.isEmpty()) {
        openClub(path);
    }
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& location : m_settings.recentClubs()) {
        m_recentMenu->addAction(location, this, [this, location] { openClub(location); });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void MainWindow::updateTitle()
{
    if (!m_session.isOpen()) {
        setWindowTitle(tr("Palmarès"));
        return;
    }
    setWindowTitle(tr("%1 — Palmarès").arg(m_clubName));
    setWindowFilePath(club::shownLocation(m_session.location()));
}

void MainWindow::importResults()
{
    if (!m_session.isOpen()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import results"), QString(), tr("Spreadsheets (*.csv *.txt *.tsv *.xlsx *.ods);;All files (*)"));
    if (!path.isEmpty()) {
        importResultsFrom(path);
    }
}

void MainWindow::importResultsFrom(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        showError(tr("Could not read %1").arg(path), f.errorString());
        return;
    }
    // A results file as Palmarès writes it goes straight to the dry run;
    // any other (a club's own spreadsheet) through the assistant, which the
    // dry run's report also offers. Both read in the club's worker
    // (Session::inBackground), and nothing is written before the person's
    // word; importing after the dry run said which closed seasons it changes
    // is the confirmation.
    // Only the first line decides: a large results file is not read whole,
    // nor on the window's thread (the import reads it as a stream).
    bool assistant = !club::ImportAssistant::inInterchangeForm(f.peek(club::ImportAssistant::HeaderBytes));
    club::ImportReport done;
    QString backupFailure;
    if (!assistant) {
        const auto importing = [&f](club::Club& c, bool dryRun) { return c.interchange().importCsv(f, dryRun); };
        const club::ImportReport dry = importInBackground(
            m_session, [&importing](club::Club& c) { return importing(c, true); }, tr("Reading the file…"), false);
        ImportReportDialog report(dry, path, this, true);
        const int answer = report.exec();
        if (answer == ImportReportDialog::AssistantRequested) {
            assistant = true;
        } else if (answer != QDialog::Accepted || !dry.problems.isEmpty()) {
            return;
        } else {
            bool cancelled = false;
            const QString backup = m_session.backUp(club::BackupReason::Import, &backupFailure, &cancelled);
            if (cancelled) {
                // The secretary stopped the backup: the import waits for it.
                statusBar()->showMessage(tr("Import cancelled: nothing was imported."));
                return;
            }
            done = importInBackground(
                m_session, [&importing](club::Club& c) { return importing(c, false); }, tr("Importing…"),
                !dry.closedSeasons.isEmpty());
            if (!done.problems.isEmpty() || !done.written) {
                // The club is as the backup holds it: no copy kept for nothing.
                club::Backups::discard(backup);
                club::Status s;
                s.problems = done.problems;
                const QString counted = importProblemsShown(done);
                showError(tr("Nothing was imported"),
                          texts::problem(s) + (counted.isEmpty() ? QString() : QStringLiteral("\n") + counted));
                return;
            }
        }
    }
    if (assistant) {
        f.seek(0);
        ImportWizard wizard(m_session, path, f.readAll(), this); // the assistant reads the file whole
        if (wizard.exec() != QDialog::Accepted) {
            return;
        }
        done = wizard.imported();
        backupFailure = wizard.backupFailure();
    }
    // An import is not on the undo stack: it is one transaction of many
    // matches; the automatic backup made before it is the way back.
    m_session.notifyChanged();
    if (!backupFailure.isEmpty()) {
        // The import went on without its backup: say so until the next message.
        statusBar()->showMessage(tr("%Ln match(es) imported.", nullptr, done.matches) + QLatin1Char(' ') +
                                 tr("Automatic backup failed: %1").arg(texts::problem(backupFailure)));
        return;
    }
    statusBar()->showMessage(tr("%Ln match(es) imported.", nullptr, done.matches), 5000);
}

void MainWindow::saveCopy()
{
    if (!m_session.isOpen()) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save a copy"),
        QStringLiteral("%1-%2.palmares")
            .arg(QFileInfo(m_session.location()).completeBaseName(), QDate::currentDate().toString(Qt::ISODate)),
        tr("Palmarès clubs (*.palmares)"));
    if (path.isEmpty()) {
        return;
    }
    // A whole copy of the club: seconds on a large one, in the worker with
    // a progress bar and Cancel.
    const club::Status s = m_session.inBackground([&path](club::Club& c) { return c.maintenance().backup(path, true); },
                                                  tr("Saving a copy…"));
    if (!s.ok()) {
        showError(tr("The copy was not made"), texts::problem(s));
        return;
    }
    statusBar()->showMessage(tr("Copy saved as %1.").arg(path), 5000);
}

void MainWindow::restoreBackup()
{
    if (!m_session.isOpen()) {
        return;
    }
    RestoreDialog dialog(m_session, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    statusBar()->showMessage(
        tr("Backup restored. The club as it was is saved as %1.").arg(QFileInfo(dialog.savedAs()).fileName()), 10000);
}

void MainWindow::dormancySettings()
{
    if (!m_session.isOpen()) {
        return;
    }
    const auto months =
        m_session.readNow<club::Expected<int>>([](club::Club& club) { return club.rankings().dormantAfterMonths(); });
    if (!months) {
        showError(tr("Dormant players"), texts::problem(months.status()));
        return;
    }
    DormancyDialog dialog(*months, this);
    while (dialog.exec() == QDialog::Accepted) {
        if (dialog.months() == *months) {
            return;
        }
        const club::Status s = m_session.run(std::make_unique<SetDormancy>(dialog.months()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void MainWindow::chooseLanguage(const QString& language)
{
    m_settings.setLanguage(language);
    const auto answer = QMessageBox::question(this, tr("Language"),
                                              tr("Palmarès will use this language when it starts again. Restart now?"));
    if (answer == QMessageBox::Yes) {
        QProcess::startDetached(QApplication::applicationFilePath(), {m_session.location()});
        close();
    }
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Palmarès"),
        tr("<h3>Palmarès %1</h3><p>Club manager for game clubs: results, ratings, standings and "
           "the Hall of Fame.</p><p>Licensed under the GNU General Public License, version 3 or "
           "any later version (GPL-3.0-or-later).</p><p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

void MainWindow::showError(const QString& what, const QString& message)
{
    pages::showError(this, what, message);
}

// ------------------------------------------------------------ refreshing

void MainWindow::noteChange(const club::Change& change)
{
    if (!m_moved) {
        m_moved.emplace();
    }
    for (int t = 0; t < m_pages.size(); ++t) {
        if (m_pages.at(t)->movedBy(change)) {
            m_moved->insert(t);
        }
    }
}

void MainWindow::refresh()
{
    if (!m_session.isOpen()) {
        return;
    }
    // The pages the changes moved (all of them when no change said what it
    // moved: a club opened, a write refused); only the page shown reads the
    // club now, the others when shown.
    if (m_moved) {
        m_stale.unite(*m_moved);
    } else {
        for (int t = 0; t < m_pages.size(); ++t) {
            m_stale.insert(t);
        }
    }
    m_moved.reset();
    // What the window shows of the club itself, read in the worker once per
    // refresh: its name (the title) and its games (the pages' lists).
    auto outline = m_session.readNow<Outline>([](club::Club& club) {
        return Outline{club.name(), club.catalogue().games()};
    });
    m_clubName = std::move(outline.name);
    m_clubGames = std::move(outline.games);
    refreshPage(m_tabs->currentIndex());
    updateTitle();
}

void MainWindow::refreshPage(int tab) const
{
    if (!m_stale.remove(tab) || !m_session.isOpen()) {
        return;
    }
    // Problems reading the tables show in the status bar. The games, for
    // the page's lists of games, are those the last refresh read.
    if (!m_clubGames) {
        statusBar()->showMessage(texts::problem(m_clubGames.status()));
    }
    m_pages.at(tab)->refresh(m_clubGames);
}

// ------------------------------------------------------------------ pages

void MainWindow::freshen(int tab) const
{
    refreshPage(tab);
    m_pages.at(tab)->waitLoaded();
}

QTableView* MainWindow::view(Tab tab) const
{
    return fresh(tab)->view();
}

FilterProxy* MainWindow::proxy(Tab tab) const
{
    return fresh(tab)->proxy();
}

QComboBox* MainWindow::leaderboardGame() const
{
    return fresh(LeaderboardTab, m_leaderboard)->gameBox();
}

LeaderboardModel* MainWindow::leaderboardModel() const
{
    return fresh(LeaderboardTab, m_leaderboard)->model();
}

ResultsModel* MainWindow::resultsModel() const
{
    return fresh(ResultsTab, m_results)->model();
}

ExplanationPanel* MainWindow::explanationPanel() const
{
    return fresh(ResultsTab, m_results)->explanationPanel();
}

// ---------------------------------------------------------------- results

void MainWindow::newResult()
{
    if (!m_session.isOpen()) {
        return;
    }
    // A new club has no game yet: a result needs one (it said "there is no
    // game named ''"). The secretary is offered to add one first.
    if (reads::games(m_session).isEmpty()) {
        QMessageBox ask(QMessageBox::Information, tr("New result"),
                        tr("This club has no game yet. A result is entered for a game: add the club's first game, "
                           "with its rule set, then enter the result."),
                        QMessageBox::Cancel, this);
        ask.setObjectName(QStringLiteral("noGameYet"));
        QPushButton* add = ask.addButton(tr("Add a game…"), QMessageBox::AcceptRole);
        ask.setDefaultButton(add);
        ask.exec();
        if (ask.clickedButton() != add) {
            return;
        }
        m_tabs->setCurrentIndex(GamesTab);
        m_games->addGame();
        if (reads::games(m_session).isEmpty()) {
            return;
        }
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Add, m_leaderboard->game(), this);
    dialog.exec();
    focusTable(m_tabs);
}

void MainWindow::editResult()
{
    const QString code = m_results->selectedMatch();
    if (code.isEmpty()) {
        m_tabs->setCurrentIndex(ResultsTab);
        statusBar()->showMessage(tr("Select a result in the Results tab first."), 5000);
        return;
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Edit, code, this);
    dialog.exec();
    focusTable(m_tabs);
}

void MainWindow::deleteResult()
{
    if (m_tabs->currentIndex() != ResultsTab) {
        return;
    }
    const QString code = m_results->selectedMatch();
    if (code.isEmpty()) {
        statusBar()->showMessage(tr("Select a result first."), 5000);
        return;
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Delete, code, this);
    dialog.exec();
    focusTable(m_tabs);
}

// ---------------------------------------------------------- player stories

void MainWindow::openProfile(const QString& player)
{
    if (!m_session.isOpen() || player.isEmpty()) {
        return;
    }
    PlayerProfileDialog dialog(m_session, player, this);
    if (m_tabs->currentIndex() == LeaderboardTab) {
        dialog.showGame(m_leaderboard->game());
    }
    dialog.exec();
}

void MainWindow::openSelectedProfile()
{
    const int tab = m_tabs->currentIndex();
    const QString name = tab == LeaderboardTab || tab == PlayersTab || tab == HallOfFameTab
                             ? m_pages.at(tab)->selected(PlayerNameRole)
                             : QString();
    if (name.isEmpty()) {
        statusBar()->showMessage(tr("Select a player in the Leaderboard, Players or Hall of Fame tab first."), 5000);
        return;
    }
    openProfile(name);
}

void MainWindow::headToHead()
{
    if (!m_session.isOpen()) {
        return;
    }
    HeadToHeadDialog dialog(m_session, this);
    dialog.exec();
}

void MainWindow::whatIf()
{
    if (!m_session.isOpen()) {
        return;
    }
    WhatIfDialog dialog(m_session, this);
    dialog.exec();
}

// ---------------------------------------------------------------- closing

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!event->spontaneous()) {
        fitToScreen(this);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_settings.setGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setLastTab(m_tabs->currentIndex());
    for (int t = 0; t < m_pages.size(); ++t) {
        const QString table = QString::fromLatin1(ViewNames[t]);
        m_settings.setHeader(table, m_pages.at(t)->saveColumns());
        m_settings.setHeaderSizedByPerson(table, m_pages.at(t)->columnsSizedByPerson());
    }
    event->accept();
}

} // namespace palmares::ui

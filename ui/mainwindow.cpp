#include "mainwindow.h"

#include "commands.h"
#include "comparedialog.h"
#include "democlub.h"
#include "dialogs.h"
#include "explanationpanel.h"
#include "headtohead.h"
#include "help.h"
#include "i18n/i18n.h"
#include "models/filterproxy.h"
#include "models/gamesmodel.h"
#include "models/halloffamemodel.h"
#include "models/leaderboardmodel.h"
#include "models/modelroles.h"
#include "models/playersmodel.h"
#include "models/resultsmodel.h"
#include "pages/leaderboardpage.h"
#include "playerprofile.h"
#include "report/printing.h"
#include "report/report.h"
#include "report/sheets.h"
#include "report/writers.h"
#include "restoredialog.h"
#include "resultdialog.h"
#include "texts.h"
#include "whatif.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace palmares::ui {

namespace {

constexpr const char* ViewNames[] = {"leaderboard", "results", "players", "games", "hall-of-fame"};

QLineEdit* filterBox(QWidget* parent, const QString& placeholder)
{
    auto* e = new QLineEdit(parent);
    e->setPlaceholderText(placeholder);
    e->setClearButtonEnabled(true);
    e->setMinimumWidth(200);
    return e;
}

/// A date field where the earliest date means "no limit".
QDateEdit* openDate(QWidget* parent, const QString& none)
{
    auto* d = new QDateEdit(parent);
    d->setCalendarPopup(true);
    d->setMinimumDate(QDate(1900, 1, 1));
    d->setSpecialValueText(none);
    d->setDate(d->minimumDate());
    d->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    d->setMinimumWidth(d->fontMetrics().horizontalAdvance(none) + 48);
    return d;
}

QDate dateOf(const QDateEdit* d)
{
    return d->date() == d->minimumDate() ? QDate() : d->date();
}

std::optional<QDate> optionalDate(const QDateEdit* d)
{
    const QDate v = dateOf(d);
    return v.isValid() ? std::optional<QDate>(v) : std::nullopt;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(buildLeaderboard(), tr("&Leaderboard"));
    m_tabs->addTab(buildResults(), tr("&Results"));
    m_tabs->addTab(buildPlayers(), tr("&Players"));
    m_tabs->addTab(buildGames(), tr("&Games"));
    m_tabs->addTab(buildHallOfFame(), tr("&Hall of Fame"));
    setCentralWidget(m_tabs);
    buildMenus();

    connect(&m_session, &Session::changed, this, &MainWindow::refresh);
    connect(&m_session, &Session::changedElsewhere, this,
            [this] { statusBar()->showMessage(tr("Updated: another window changed this club."), 5000); });
    connect(&m_session, &Session::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Palmarès"), message); });
    connect(&m_session, &Session::opened, this, [this](const QString& location) {
        m_settings.setLastClub(location);
        updateRecentMenu();
        updateTitle();
    });
    connect(&m_session.undoStack(), &QUndoStack::indexChanged, this,
            [this] { statusBar()->showMessage(tr("Saved."), 3000); });
    // An automatic backup that fails never stops the work, but it shows.
    connect(&m_session, &Session::backupFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Automatic backup failed: %1").arg(texts::problem(message)));
    });

    resize(1100, 700);
    restoreGeometry(m_settings.geometry());
    restoreState(m_settings.windowState());
    for (int t = 0; t < m_views.size(); ++t) {
        if (m_views.at(t)->horizontalHeader()->restoreState(m_settings.header(QString::fromLatin1(ViewNames[t])))) {
            m_sized.insert(t); // the person's own widths
        }
    }
    // Newest results first until the person sorts otherwise.
    if (!m_sized.contains(ResultsTab)) {
        m_views.at(ResultsTab)->sortByColumn(ResultsModel::Date, Qt::DescendingOrder);
    }
    m_tabs->setCurrentIndex(std::clamp(m_settings.lastTab(), 0, m_tabs->count() - 1));
    updateTitle();
}

MainWindow::~MainWindow() = default;

// ------------------------------------------------------------- building

QTableView* MainWindow::makeView(const QString& name, QAbstractItemModel* model)
{
    auto* proxy = new FilterProxy(this);
    proxy->setSourceModel(model);
    auto* view = new QTableView(this);
    view->setObjectName(name);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_proxies << proxy;
    m_views << view;
    return view;
}

QWidget* MainWindow::buildLeaderboard()
{
    m_leaderboard = new LeaderboardPage(m_session, this);
    m_proxies << m_leaderboard->proxy();
    m_views << m_leaderboard->view();
    connect(m_leaderboard, &LeaderboardPage::newResultRequested, this, &MainWindow::newResult);
    connect(m_leaderboard, &TablePage::profileRequested, this, &MainWindow::openProfile);
    return m_leaderboard;
}

QWidget* MainWindow::buildResults()
{
    auto* page = new QWidget(this);
    m_results = new ResultsModel(this);
    m_resultsGame = new QComboBox(page);
    m_resultsPlayer = filterBox(page, tr("Player…"));
    m_resultsPlayer->setMinimumWidth(140);
    m_resultsFrom = openDate(page, tr("from the start"));
    m_resultsTo = openDate(page, tr("until today"));
    auto* filter = filterBox(page, tr("Filter results…"));
    auto* add = new QPushButton(tr("New…"), page);
    auto* edit = new QPushButton(tr("Correct…"), page);
    auto* remove = new QPushButton(tr("Delete…"), page);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_resultsGame);
    bar->addWidget(m_resultsPlayer);
    bar->addWidget(new QLabel(tr("From"), page));
    bar->addWidget(m_resultsFrom);
    bar->addWidget(new QLabel(tr("to"), page));
    bar->addWidget(m_resultsTo);
    bar->addWidget(filter, 1);
    bar->addWidget(add);
    bar->addWidget(edit);
    bar->addWidget(remove);
    QTableView* view = makeView(QStringLiteral("resultsView"), m_results);
    FilterProxy* proxy = m_proxies.last();
    // Under the table, why the selected result changed the ratings.
    m_explanation = new ExplanationPanel(m_session, page);
    m_explanation->setObjectName(QStringLiteral("explanationPanel"));
    auto* split = new QSplitter(Qt::Vertical, page);
    split->setObjectName(QStringLiteral("resultsSplitter"));
    split->addWidget(view);
    split->addWidget(m_explanation);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(split);
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::showExplanation);
    connect(m_resultsGame, &QComboBox::currentIndexChanged, this,
            [this, proxy] { proxy->setGameFilter(m_resultsGame->currentData().toString()); });
    connect(m_resultsPlayer, &QLineEdit::textChanged, proxy, &FilterProxy::setPlayerFilter);
    const auto dates = [this, proxy] { proxy->setDateRange(dateOf(m_resultsFrom), dateOf(m_resultsTo)); };
    connect(m_resultsFrom, &QDateEdit::dateChanged, this, dates);
    connect(m_resultsTo, &QDateEdit::dateChanged, this, dates);
    connect(filter, &QLineEdit::textChanged, proxy, &FilterProxy::setFilterText);
    connect(add, &QPushButton::clicked, this, &MainWindow::newResult);
    connect(edit, &QPushButton::clicked, this, &MainWindow::editResult);
    connect(remove, &QPushButton::clicked, this, &MainWindow::deleteResult);
    connect(view, &QTableView::doubleClicked, this, &MainWindow::editResult);
    return page;
}

QWidget* MainWindow::buildPlayers()
{
    auto* page = new QWidget(this);
    m_players = new PlayersModel(this);
    auto* filter = filterBox(page, tr("Filter players…"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(filter);
    bar->addStretch();
    const std::pair<QString, void (MainWindow::*)()> buttons[] = {{tr("Add…"), &MainWindow::addPlayer},
                                                                  {tr("Rename…"), &MainWindow::renamePlayer},
                                                                  {tr("Household…"), &MainWindow::setHousehold},
                                                                  {tr("Active / inactive"), &MainWindow::toggleActive},
                                                                  {tr("Merge duplicates…"), &MainWindow::mergePlayers}};
    for (const auto& [text, slot] : buttons) {
        auto* b = new QPushButton(text, page);
        connect(b, &QPushButton::clicked, this, slot);
        bar->addWidget(b);
    }
    QTableView* view = makeView(QStringLiteral("playersView"), m_players);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(view);
    connect(filter, &QLineEdit::textChanged, m_proxies.last(), &FilterProxy::setFilterText);
    connect(view, &QTableView::doubleClicked, this, &MainWindow::openProfileAt);
    return page;
}

QWidget* MainWindow::buildGames()
{
    auto* page = new QWidget(this);
    m_games = new GamesModel(this);
    auto* add = new QPushButton(tr("Add a game…"), page);
    auto* params = new QPushButton(tr("Parameters…"), page);
    auto* bar = new QHBoxLayout;
    bar->addStretch();
    bar->addWidget(add);
    bar->addWidget(params);
    QTableView* view = makeView(QStringLiteral("gamesView"), m_games);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(view);
    connect(add, &QPushButton::clicked, this, &MainWindow::addGame);
    connect(params, &QPushButton::clicked, this, &MainWindow::gameParameters);
    connect(view, &QTableView::doubleClicked, this, &MainWindow::gameParameters);
    return page;
}

QWidget* MainWindow::buildHallOfFame()
{
    auto* page = new QWidget(this);
    m_hall = new HallOfFameModel(this);
    m_hallGame = new QComboBox(page);
    m_hallFrom = openDate(page, tr("from the start"));
    m_hallTo = openDate(page, tr("until today"));
    m_hallSummary = new QLabel(page);
    auto* filter = filterBox(page, tr("Filter players…"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_hallGame);
    bar->addWidget(new QLabel(tr("From"), page));
    bar->addWidget(m_hallFrom);
    bar->addWidget(new QLabel(tr("to"), page));
    bar->addWidget(m_hallTo);
    bar->addWidget(filter);
    bar->addStretch();
    QTableView* view = makeView(QStringLiteral("hallOfFameView"), m_hall);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(m_hallSummary);
    layout->addWidget(view);
    connect(m_hallGame, &QComboBox::currentIndexChanged, this, &MainWindow::refreshHallOfFame);
    connect(m_hallFrom, &QDateEdit::dateChanged, this, &MainWindow::refreshHallOfFame);
    connect(m_hallTo, &QDateEdit::dateChanged, this, &MainWindow::refreshHallOfFame);
    connect(filter, &QLineEdit::textChanged, m_proxies.last(), &FilterProxy::setFilterText);
    connect(view, &QTableView::doubleClicked, this, &MainWindow::openProfileAt);
    return page;
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
    for (const QString& format : {QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("csv")}) {
        exportView->addAction(format.toUpper() + QStringLiteral("…"), this, [this, format] {
            club::Status status;
            const auto r = currentReport(status);
            exportReport(r, format, status);
        });
    }
    QMenu* bulletinMenu = file->addMenu(tr("Club &bulletin"));
    bulletinMenu->addAction(tr("Print preview…"), this, [this] {
        club::Status status;
        if (const auto r = bulletinReport(status)) {
            report::printPreview(this, *r);
        } else {
            showError(tr("No bulletin"), texts::problem(status.toString()));
        }
    });
    for (const QString& format : {QStringLiteral("pdf"), QStringLiteral("html")}) {
        bulletinMenu->addAction(tr("Export as %1…").arg(format.toUpper()), this, [this, format] {
            club::Status status;
            const auto r = bulletinReport(status);
            exportReport(r, format, status);
        });
    }
    file->addAction(tr("Explanation &card of the selected result…"), this, &MainWindow::printCard);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_session.undoStack().createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_session.undoStack().createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
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
        showError(tr("Could not open %1").arg(location), texts::problem(error));
        return false;
    }
    return true;
}

void MainWindow::openStartupClub()
{
    const QString last = m_settings.lastClub();
    if (!last.isEmpty() && (last.startsWith(QStringLiteral("postgresql://")) || QFileInfo::exists(last))) {
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
        if (!made) {
            showError(tr("Could not create the demo club"), error);
            return;
        }
    }
    openClub(demo);
}

void MainWindow::newClub()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("New club"), QString(), tr("Palmarès clubs (*.palmares);;All files (*)"));
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
    setWindowTitle(tr("%1 — Palmarès").arg(m_session.club().name()));
    setWindowFilePath(m_session.location());
}

void MainWindow::importResults()
{
    if (!m_session.isOpen()) {
        return;
    }
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import results"), QString(), tr("Results (*.csv);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        showError(tr("Could not read %1").arg(path), f.errorString());
        return;
    }
    const QByteArray bytes = f.readAll();
    // First what would be added, then only on the person's word the import.
    const club::ImportReport dry = m_session.club().importCsv(bytes, true);
    ImportReportDialog report(dry, path, this);
    if (report.exec() != QDialog::Accepted || !dry.problems.isEmpty()) {
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString backupFailure;
    m_session.backUp(store::BackupReason::Import, &backupFailure);
    const club::ImportReport done = m_session.club().importCsv(bytes, false);
    QApplication::restoreOverrideCursor();
    if (!done.problems.isEmpty() || !done.written) {
        club::Status s;
        s.problems = done.problems;
        showError(tr("Nothing was imported"), texts::problem(s.toString()));
        return;
    }
    // An import is not on the undo stack: it is one transaction of many
    // matches; the automatic backup made before it is the way back.
    m_session.notifyChanged();
    if (!backupFailure.isEmpty()) {
        // The import went on without its backup: say so until the next message.
        statusBar()->showMessage(tr("%n match(es) imported.", nullptr, done.matches) + QLatin1Char(' ') +
                                 tr("Automatic backup failed: %1").arg(texts::problem(backupFailure)));
        return;
    }
    statusBar()->showMessage(tr("%n match(es) imported.", nullptr, done.matches), 5000);
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
    const club::Status s = m_session.club().backup(path);
    if (!s.ok()) {
        showError(tr("The copy was not made"), texts::problem(s.toString()));
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
    QMessageBox box(QMessageBox::Warning, tr("Palmarès"), what, QMessageBox::Ok, this);
    box.setInformativeText(message);
    box.exec();
}

// ------------------------------------------------------------ refreshing

void MainWindow::fillGameCombos(const QList<club::Game>& games)
{
    QStringList names;
    for (const club::Game& g : games) {
        names << g.name;
    }
    const auto refill = [&](QComboBox* combo, bool withAll) {
        const QSignalBlocker block(combo);
        const QString current = combo->currentData().toString();
        combo->clear();
        if (withAll) {
            combo->addItem(tr("All games"), QString());
        }
        for (const QString& n : names) {
            combo->addItem(n, n);
        }
        const int index = combo->findData(current);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    };
    refill(m_resultsGame, true);
    refill(m_hallGame, true);
    m_proxies.at(ResultsTab)->setGameFilter(m_resultsGame->currentData().toString());
}

void MainWindow::refresh()
{
    if (!m_session.isOpen()) {
        return;
    }
    club::Club& c = m_session.club();
    club::Status status;
    const auto games = c.games(status);
    fillGameCombos(games.value_or(QList<club::Game>{}));
    m_leaderboard->refresh(games, status);
    refreshHallOfFame();
    if (const auto results = c.results(status)) {
        m_results->setResults(*results);
    }
    showExplanation();
    const auto players = c.players(status);
    const auto activity = c.playerActivity(status);
    if (players && activity) {
        m_players->setPlayers(*players, *activity);
    }
    const auto counts = c.matchCounts(status);
    if (games && counts) {
        m_games->setGames(*games, *counts);
    }
    if (!status.ok()) {
        statusBar()->showMessage(texts::problem(status.toString()));
    }
    fitColumns();
    updateTitle();
}

void MainWindow::fitColumns()
{
    // Once, when there is data and no widths were remembered: fit the
    // contents (only on tables small enough for it to be cheap; STYLE.md).
    constexpr int MaxRows = 5000;
    constexpr int MaxWidth = 360;
    for (int t = 0; t < m_views.size(); ++t) {
        QTableView* v = m_views.at(t);
        const int rows = v->model()->rowCount();
        if (m_sized.contains(t) || rows == 0 || rows > MaxRows) {
            continue;
        }
        v->resizeColumnsToContents();
        for (int c = 0; c < v->model()->columnCount(); ++c) {
            v->setColumnWidth(c, std::min(MaxWidth, v->columnWidth(c) + 12));
        }
        m_sized.insert(t);
    }
}

void MainWindow::refreshHallOfFame()
{
    if (!m_session.isOpen()) {
        return;
    }
    club::Status status;
    const auto hall = m_session.club().hallOfFame(m_hallGame->currentData().toString(), optionalDate(m_hallFrom),
                                                  optionalDate(m_hallTo), status);
    if (!hall) {
        m_hall->clear();
        m_hallSummary->setText(texts::problem(status.toString()));
        return;
    }
    m_hall->setHallOfFame(*hall);
    m_hallSummary->setText(m_hall->summary());
}

// ---------------------------------------------------------------- results

QComboBox* MainWindow::leaderboardGame() const
{
    return m_leaderboard->gameBox();
}

LeaderboardModel* MainWindow::leaderboardModel() const
{
    return m_leaderboard->model();
}

QTableView* MainWindow::view(Tab tab) const
{
    return m_views.at(tab);
}

FilterProxy* MainWindow::proxy(Tab tab) const
{
    return m_proxies.at(tab);
}

QString MainWindow::selected(Tab tab, int role) const
{
    const QModelIndexList rows = m_views.at(tab)->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(role).toString();
}

void MainWindow::newResult()
{
    if (!m_session.isOpen()) {
        return;
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Add, m_leaderboard->game(), this);
    dialog.exec();
}

void MainWindow::editResult()
{
    const QString code = selected(ResultsTab, MatchCodeRole);
    if (code.isEmpty()) {
        m_tabs->setCurrentIndex(ResultsTab);
        statusBar()->showMessage(tr("Select a result in the Results tab first."), 5000);
        return;
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Edit, code, this);
    dialog.exec();
}

void MainWindow::deleteResult()
{
    if (m_tabs->currentIndex() != ResultsTab) {
        return;
    }
    const QString code = selected(ResultsTab, MatchCodeRole);
    if (code.isEmpty()) {
        statusBar()->showMessage(tr("Select a result first."), 5000);
        return;
    }
    ResultDialog dialog(m_session, ResultDialog::Mode::Delete, code, this);
    dialog.exec();
}

// ---------------------------------------------------------- player stories

void MainWindow::showExplanation()
{
    m_explanation->setMatch(selected(ResultsTab, MatchCodeRole));
}

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

void MainWindow::openProfileAt(const QModelIndex& index)
{
    openProfile(index.data(PlayerNameRole).toString());
}

void MainWindow::openSelectedProfile()
{
    const int tab = m_tabs->currentIndex();
    const QString name = tab == LeaderboardTab || tab == PlayersTab || tab == HallOfFameTab
                             ? selected(static_cast<Tab>(tab), PlayerNameRole)
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

// ---------------------------------------------------------------- players

void MainWindow::addPlayer()
{
    PlayerDialog dialog(tr("Add a player"), QString(), QString(), this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s = m_session.run(std::make_unique<AddPlayer>(dialog.name(), dialog.household()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s.toString()));
    }
}

void MainWindow::renamePlayer()
{
    const QString name = selected(PlayersTab, PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    bool ok = false;
    QString to = name;
    while (true) {
        to = QInputDialog::getText(this, tr("Rename a player"), tr("New name of %1:").arg(name), QLineEdit::Normal, to,
                                   &ok);
        if (!ok || to.trimmed() == name) {
            return;
        }
        const club::Status s = m_session.run(std::make_unique<RenamePlayer>(name, to));
        if (s.ok()) {
            return;
        }
        showError(tr("%1 was not renamed").arg(name), texts::problem(s.toString()));
    }
}

void MainWindow::setHousehold()
{
    const QString name = selected(PlayersTab, PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    const QModelIndexList rows = m_views.at(PlayersTab)->selectionModel()->selectedRows(PlayersModel::Household);
    const QString before = rows.isEmpty() ? QString() : rows.first().data(Qt::DisplayRole).toString();
    bool ok = false;
    const QString after = QInputDialog::getText(
        this, tr("Household"),
        tr("Household of %1 (players of one household are not rated against each other in word duels; empty = "
           "none):")
            .arg(name),
        QLineEdit::Normal, before, &ok);
    if (!ok || after.trimmed() == before) {
        return;
    }
    const club::Status s = m_session.run(std::make_unique<SetHousehold>(name, before, after));
    if (!s.ok()) {
        showError(tr("The household was not changed"), texts::problem(s.toString()));
    }
}

void MainWindow::toggleActive()
{
    const QString name = selected(PlayersTab, PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    const QModelIndexList rows = m_views.at(PlayersTab)->selectionModel()->selectedRows(PlayersModel::Active);
    const bool active = !rows.isEmpty() && rows.first().data(Qt::CheckStateRole).toInt() == Qt::Checked;
    const club::Status s = m_session.run(std::make_unique<SetActive>(name, !active));
    if (!s.ok()) {
        showError(tr("Nothing was changed"), texts::problem(s.toString()));
    }
}

void MainWindow::mergePlayers()
{
    club::Status status;
    QStringList names;
    for (const auto& p : m_session.club().players(status).value_or(QList<store::PlayerRecord>{})) {
        names << p.name;
    }
    MergeDialog dialog(names, selected(PlayersTab, PlayerNameRole), this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s = m_session.run(std::make_unique<MergePlayers>(dialog.from(), dialog.into()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s.toString()));
    }
}

// ------------------------------------------------------------------ games

void MainWindow::addGame()
{
    GameDialog dialog(this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s =
            m_session.run(std::make_unique<AddGame>(dialog.name(), dialog.system(), dialog.changedParameters()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s.toString()));
    }
}

void MainWindow::gameParameters()
{
    const QString name = selected(GamesTab, GameNameRole);
    if (name.isEmpty()) {
        return;
    }
    club::Status status;
    const auto game = m_session.club().game(name, status);
    const auto params = m_session.club().parameters(name, status);
    if (!game || !params) {
        showError(tr("Could not read %1").arg(name), texts::problem(status.toString()));
        return;
    }
    ParametersDialog dialog(*game, *params, this);
    while (dialog.exec() == QDialog::Accepted) {
        const QMap<QString, QString> changed = dialog.changedValues();
        if (changed.isEmpty()) {
            return;
        }
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const club::Status s = m_session.run(std::make_unique<SetGameParameters>(*game, changed));
        QApplication::restoreOverrideCursor();
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s.toString()));
    }
}

// --------------------------------------------------------------- printing

std::optional<report::Report> MainWindow::currentReport(club::Status& status)
{
    if (!m_session.isOpen()) {
        status = club::Status::failure(tr("No club is open."));
        return std::nullopt;
    }
    const int tab = m_tabs->currentIndex();
    if (tab == LeaderboardTab) {
        return report::standingsSheet(m_session.club(), {m_leaderboard->game(), {}, {}, {}}, status);
    }
    if (tab == HallOfFameTab) {
        return report::hallOfFameSheet(
            m_session.club(),
            {m_hallGame->currentData().toString(), {}, optionalDate(m_hallFrom), optionalDate(m_hallTo)}, status);
    }
    // Other tables print as shown: filtered, sorted, with their columns.
    const QAbstractItemModel* model = m_views.at(tab)->model();
    QStringList headers;
    for (int c = 0; c < model->columnCount(); ++c) {
        headers << model->headerData(c, Qt::Horizontal).toString();
    }
    QList<QStringList> rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model->columnCount(); ++c) {
            row << model->index(r, c).data().toString();
        }
        rows << row;
    }
    return report::fromTable(m_tabs->tabText(tab).remove(QLatin1Char('&')), headers, rows);
}

std::optional<report::Report> MainWindow::bulletinReport(club::Status& status)
{
    if (!m_session.isOpen()) {
        status = club::Status::failure(tr("No club is open."));
        return std::nullopt;
    }
    return report::bulletin(m_session.club(), {}, status);
}

void MainWindow::printView(bool preview)
{
    club::Status status;
    const auto r = currentReport(status);
    if (!r) {
        showError(tr("Nothing to print"), texts::problem(status.toString()));
        return;
    }
    if (preview) {
        report::printPreview(this, *r);
    } else {
        report::printWithDialog(this, *r);
    }
}

void MainWindow::exportReport(const std::optional<report::Report>& r, const QString& format, const club::Status& status)
{
    if (!r) {
        showError(tr("Nothing to export"), texts::problem(status.toString()));
        return;
    }
    const QString filter = format == QStringLiteral("pdf")    ? tr("PDF documents (*.pdf)")
                           : format == QStringLiteral("html") ? tr("Web pages (*.html)")
                                                              : tr("Spreadsheets (*.csv)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1Char('.') + format, Qt::CaseInsensitive)) {
        path += QLatin1Char('.') + format;
    }
    QString error;
    if (!writeReport(*r, path, error)) {
        showError(tr("%1 was not written").arg(path), error);
        return;
    }
    statusBar()->showMessage(tr("Exported to %1.").arg(path), 5000);
}

bool MainWindow::writeReport(const report::Report& r, const QString& path, QString& error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("pdf")) {
        return report::writePdf(r, path, &error);
    }
    if (suffix == QStringLiteral("html") || suffix == QStringLiteral("htm")) {
        return report::writeHtml(r, path, &error);
    }
    if (suffix == QStringLiteral("csv")) {
        return report::writeCsv(r, path, &error);
    }
    error = tr("Choose a file ending in .pdf, .html or .csv.");
    return false;
}

void MainWindow::printCard()
{
    const QString code = selected(ResultsTab, MatchCodeRole);
    if (code.isEmpty()) {
        m_tabs->setCurrentIndex(ResultsTab);
        statusBar()->showMessage(tr("Select a result in the Results tab first."), 5000);
        return;
    }
    club::Status status;
    const auto card = report::explanationCard(m_session.club(), code, status);
    if (!card) {
        showError(tr("No explanation card"), texts::problem(status.toString()));
        return;
    }
    report::printPreview(this, *card);
}

// ---------------------------------------------------------------- closing

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_settings.setGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setLastTab(m_tabs->currentIndex());
    for (int t = 0; t < m_views.size(); ++t) {
        m_settings.setHeader(QString::fromLatin1(ViewNames[t]), m_views.at(t)->horizontalHeader()->saveState());
    }
    event->accept();
}

} // namespace palmares::ui

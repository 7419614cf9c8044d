// The window on a large club (docs/PERFORMANCE.md, "The window, driven"):
// opening it (twice: the second finds the club as its newest backup holds
// it), a result dated a year back saved and undone through the club's
// worker thread, and typing in the Results filter. For each, the wall time
// and the longest the window's thread went without turning its event loop
// (what a person sees as a freeze). A program that prints figures, not a
// test: run it under QT_QPA_PLATFORM=offscreen (scripts/bench.sh does).
//
//   window_bench [--club FILE.palmares] [--matches N]
//                [--saves N [--saves-only] [--after-backup]]
//
// When FILE does not exist, or without --club (then in a temporary folder),
// it first makes a club of N matches (default 100,000: chess and word-game
// duels, tarot tables of four, 2,000 players, five minutes apart) by an
// import; a club made at FILE is kept for the next run.

#include "club/backups.h"
#include "club/club.h"
#include "ui/commands.h"
#include "ui/comparedialog.h"
#include "ui/datefield.h"
#include "ui/mainwindow.h"
#include "ui/models/filterproxy.h"
#include "ui/models/resultsmodel.h"
#include "ui/resultdialog.h"
#include "ui/session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace palmares;

namespace {

/// The longest gap between two turns of the event loop while it runs.
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { m_longest = std::max(m_longest, m_since.restart()); });
    }
    void start()
    {
        m_longest = 0;
        m_since.start();
        m_timer.start();
    }
    qint64 stop()
    {
        QCoreApplication::processEvents();
        m_timer.stop();
        return std::max(m_longest, m_since.elapsed());
    }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    qint64 m_longest = 0;
};

/// Runs the window's events until `done` says so, looking every 2 ms. In an
/// event loop that sleeps between events: a loop of processEvents with a
/// timeout never sleeps, and takes a processor from the threads waited for.
void waitUntil(const std::function<bool()>& done)
{
    QEventLoop loop;
    QTimer look;
    QObject::connect(&look, &QTimer::timeout, &loop, [&] {
        if (done()) {
            loop.quit();
        }
    });
    look.start(2);
    if (!done()) {
        loop.exec();
    }
}

/// Waits for the backup on opening to be copied.
void untilBackedUp(ui::Session& session)
{
    if (session.backingUp()) {
        QEventLoop copied; // not a loop of processEvents: it would take a processor from the copy
        QObject::connect(&session, &ui::Session::backupDone, &copied, &QEventLoop::quit);
        copied.exec();
    }
}

/// Saves the dialog the window shows half a second from now (a long job's
/// progress) as `path`.
void shootProgressLater(const QString& path)
{
    QTimer::singleShot(500, [path] {
        QWidget* shown = QApplication::activeModalWidget();
        const QPixmap shot = shown != nullptr ? shown->window()->grab() : QPixmap();
        std::printf("screenshot of %s: %s\n", shown != nullptr ? "the progress dialog" : "nothing modal",
                    shot.save(path) ? "saved" : "not saved");
    });
}

/// A club of `matches` results at `path`, imported; an empty string, or
/// what went wrong.
QString makeClub(const QString& path, int matches)
{
    auto opened = club::Club::open(path, club::OpenMode::Create);
    if (!opened) {
        return opened.status().toString();
    }
    club::Club& c = **opened;
    club::Status s = c.init(QStringLiteral("Bench"));
    for (const auto& [name, system] :
         {std::pair{"Echecs", rating::System::EloProvisional}, std::pair{"Scrabble", rating::System::Fermi},
          std::pair{"Tarot", rating::System::Niveau}}) {
        if (s.ok()) {
            s = c.catalogue().addGame(QString::fromLatin1(name), system);
        }
    }
    if (!s.ok()) {
        return s.toString();
    }
    QByteArray csv = "match,date,game,player,rank,score,deals\n";
    quint32 seed = 2026;
    const auto next = [&seed](quint32 n) {
        seed = seed * 1664525U + 1013904223U;
        return (seed >> 8) % n;
    };
    const auto player = [](quint32 i) -> QByteArray {
        return QByteArray("Joueur ") + QByteArray::number(i).rightJustified(5, '0');
    };
    const QDateTime start(QDate(2015, 1, 1), QTime(0, 0), Qt::UTC);
    for (int m = 0; m < matches; ++m) {
        const QByteArray code = "b" + QByteArray::number(m);
        const QByteArray when = start.addSecs(300LL * m).toString(Qt::ISODate).left(16).toLatin1();
        const quint32 kind = next(100);
        const quint32 a = next(2000);
        if (kind < 15) {
            const QByteArray deals = QByteArray::number(3 + next(20));
            for (quint32 i = 0; i < 4; ++i) {
                csv += code + ',' + when + ",Tarot," + player((a + 499 * i) % 2000) + ",," +
                       QByteArray::number(static_cast<int>(next(801)) - 400) + ',' + deals + '\n';
            }
        } else {
            const QByteArray game = kind < 75 ? "Echecs" : "Scrabble";
            csv += code + ',' + when + ',' + game + ',' + player(a) + ",1,,\n";
            csv += code + ',' + when + ',' + game + ',' + player((a + 1 + next(1999)) % 2000) + ",2,,\n";
        }
    }
    const club::ImportReport report = c.interchange().importCsv(csv, false);
    if (!report.written) {
        if (report.problems.isEmpty()) {
            return QStringLiteral("the import wrote nothing");
        }
        const club::Problem& p = report.problems.first();
        return QStringLiteral("line %1: %2 (%3)")
            .arg(p.line)
            .arg(p.message, QString::fromUtf8(csv.split('\n').value(p.line - 1)));
    }
    return {};
}

/// Waits until the page shown shows what it read (pages read the club off
/// the window's thread): the time to the rows a person sees.
void untilShown(ui::MainWindow& w)
{
    QCoreApplication::processEvents();
    w.page(static_cast<ui::MainWindow::Tab>(w.tabs()->currentIndex()));
    QCoreApplication::processEvents();
}

void row(const char* what, qint64 wallMs, qint64 stallMs)
{
    std::printf("%-46s %8lld ms   longest stall %6lld ms\n", what, static_cast<long long>(wallMs),
                static_cast<long long>(stallMs));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM") && !qEnvironmentVariableIsSet("DISPLAY")) {
        qputenv("QT_QPA_PLATFORM", "offscreen"); // scripts/bench.sh on a machine without a display
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // settings of its own
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption clubOption(QStringLiteral("club"), QStringLiteral("The club file."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption matchesOption(QStringLiteral("matches"),
                                           QStringLiteral("The size of the club made without --club."),
                                           QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption savesOption(QStringLiteral("saves"),
                                         QStringLiteral("Save and undo the result a year back N times (this machine's "
                                                        "timings move by tens of percent: read the median)."),
                                         QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption savesOnlyOption(QStringLiteral("saves-only"),
                                             QStringLiteral("Stop after the saves (to profile them)."));
    const QCommandLineOption afterBackupOption(
        QStringLiteral("after-backup"),
        QStringLiteral("Save only once the backup on opening is copied (it is copied beside the first saves "
                       "otherwise: seconds on a large club)."));
    const QCommandLineOption importBackupOption(
        QStringLiteral("import-backup"),
        QStringLiteral("After opening, only take the backup an import takes first (a full copy of the club), "
                       "reporting how long the window was frozen; --shot FILE saves the window meanwhile."));
    const QCommandLineOption restoreOption(
        QStringLiteral("restore"),
        QStringLiteral("After opening, only restore the backup just taken on opening (its check, the club's own "
                       "backup first, the copy back), reporting how long the window was frozen."));
    const QCommandLineOption compareOption(
        QStringLiteral("compare"),
        QStringLiteral("After opening, only compare the rule sets on GAME's history (Games → Compare rule sets), "
                       "reporting how long the window was frozen."),
        QStringLiteral("GAME"));
    const QCommandLineOption previewOption(
        QStringLiteral("preview"),
        QStringLiteral(
            "After opening, only time the result dialog's preview of a result a year back, after its "
            "date is changed (the typing pause included), then the dialog opened on such a result until its first "
            "preview is shown, and how long the window was frozen each time."));
    const QCommandLineOption shotOption(
        QStringLiteral("shot"),
        QStringLiteral("A screenshot of the progress dialog (--import-backup, --restore, "
                       "--compare) or of the result dialog opened (--preview)."),
        QStringLiteral("FILE"));
    parser.addOption(clubOption);
    parser.addOption(matchesOption);
    parser.addOption(savesOption);
    parser.addOption(savesOnlyOption);
    parser.addOption(afterBackupOption);
    parser.addOption(importBackupOption);
    parser.addOption(restoreOption);
    parser.addOption(compareOption);
    parser.addOption(previewOption);
    parser.addOption(shotOption);
    parser.process(app);
    QString club = parser.value(clubOption);
    QTemporaryDir scratch;
    if (club.isEmpty()) {
        club = scratch.filePath(QStringLiteral("bench.palmares"));
    }
    if (!QFileInfo::exists(club)) {
        const int matches = parser.value(matchesOption).toInt();
        QElapsedTimer made;
        made.start();
        if (const QString problem = makeClub(club, matches); !problem.isEmpty()) {
            std::fprintf(stderr, "window_bench: %s\n", qPrintable(problem));
            return 1;
        }
        std::printf("a club of %d matches made in %lld ms\n", matches, static_cast<long long>(made.elapsed()));
    }

    ui::MainWindow w;
    w.resize(1200, 800);
    w.show();
    StallMeter meter;
    QElapsedTimer t;
    w.tabs()->setCurrentIndex(ui::MainWindow::LeaderboardTab);
    for (const char* what : {"open to a drawn leaderboard (backup written)", "open again (the club as its backup)"}) {
        t.start();
        meter.start();
        if (!w.openClub(club)) {
            return 1;
        }
        untilShown(w);
        row(what, t.elapsed(), meter.stop());
    }

    // The latest result's date, read beside the window (not through it: the
    // first save follows the opening at once, the backup on opening still
    // being copied on a large club).
    ui::Session& session = w.session();
    const auto contents = club::Backups::inspect(club, false);
    if (!contents || contents->lastPlayed.isEmpty()) {
        std::fprintf(stderr, "window_bench: the club has no results\n");
        return 1;
    }
    const QString latest = contents->lastPlayed;
    std::printf("the backup on opening is %s\n", session.backingUp() ? "still being copied" : "done");
    if (parser.isSet(afterBackupOption) && session.backingUp()) {
        t.start();
        untilBackedUp(session);
        std::printf("the saves wait %lld ms for it\n", static_cast<long long>(t.elapsed()));
    }
    if (parser.isSet(compareOption)) {
        ui::CompareDialog compare(session, parser.value(compareOption), &w);
        if (parser.isSet(shotOption)) {
            shootProgressLater(parser.value(shotOption));
        }
        t.start();
        meter.start();
        const bool compared = compare.run();
        row("compare the rule sets on the game's history", t.elapsed(), meter.stop());
        if (!compared) {
            std::fprintf(stderr, "window_bench: %s\n", qPrintable(compare.problem()));
            return 1;
        }
        return 0;
    }
    if (parser.isSet(restoreOption)) {
        untilBackedUp(session);
        const QList<club::BackupInfo> backups = club::Backups::list(club, false);
        if (backups.isEmpty()) {
            std::fprintf(stderr, "window_bench: no backup to restore\n");
            return 1;
        }
        if (parser.isSet(shotOption)) {
            shootProgressLater(parser.value(shotOption));
        }
        t.start();
        meter.start();
        QString saved;
        QString error;
        const bool restored = session.restore(backups.first().path, saved, error);
        row("restore the backup taken on opening", t.elapsed(), meter.stop());
        if (!restored) {
            std::fprintf(stderr, "window_bench: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    if (parser.isSet(importBackupOption)) {
        // What File → Import does before it writes anything: a full copy of
        // the club, which the window must survive live (issue 17: 3 s frozen
        // on this club until 2026-12-04).
        untilBackedUp(session); // the backup on opening first: this one is timed alone
        if (parser.isSet(shotOption)) {
            shootProgressLater(parser.value(shotOption));
        }
        t.start();
        meter.start();
        QString warning;
        const QString path = session.backUp(club::BackupReason::Import, &warning);
        row("the backup before an import", t.elapsed(), meter.stop());
        if (path.isEmpty()) {
            std::fprintf(stderr, "window_bench: no backup: %s\n", qPrintable(warning));
            return 1;
        }
        return 0;
    }
    club::MatchDraft d;
    d.game = QStringLiteral("Echecs");
    d.playedAt = QDateTime::fromString(latest.left(19), Qt::ISODate).addYears(-1);
    d.playedAt.setTimeSpec(Qt::UTC);
    for (const auto& [player, rank] :
         {std::pair{QStringLiteral("Joueur 00001"), 1}, std::pair{QStringLiteral("Joueur 00002"), 2}}) {
        club::MatchDraft::Entry e;
        e.player = player;
        e.rank = rank;
        d.participants << e;
    }
    if (parser.isSet(previewOption)) {
        ui::ResultDialog dialog(session, ui::ResultDialog::Mode::Add, d.game, &w);
        dialog.setDraft(d);
        dialog.refreshNow();
        auto* date = dialog.findChild<palmares::ui::DateField*>();
        QPushButton* save = nullptr;
        for (auto* b : dialog.findChildren<QPushButton*>()) {
            if (b->text() == dialog.saveText()) {
                save = b;
            }
        }
        if (date == nullptr || save == nullptr || !dialog.canSave()) {
            std::fprintf(stderr, "window_bench: the result dialog has no date, or refuses the result\n");
            return 1;
        }
        for (int i = 0; i < 3; ++i) {
            t.start();
            meter.start();
            date->setDateTime(date->dateTime().addSecs(60)); // a minute corrected, as typed
            // Save is off from the change until its preview is shown.
            waitUntil([&] { return save->isEnabled() && dialog.canSave(); });
            row("the result dialog's preview, a year back", t.elapsed(), meter.stop());
        }
        // The dialog opened on a result a year back (to correct it): its
        // first preview re-rates the year after it.
        auto add = std::make_unique<ui::AddResult>(d);
        const ui::AddResult* added = add.get();
        if (const club::Status saved = session.run(std::move(add)); !saved.ok()) {
            std::fprintf(stderr, "window_bench: %s\n", qPrintable(saved.toString()));
            return 1;
        }
        untilShown(w);
        for (int i = 0; i < 3; ++i) {
            t.start();
            meter.start();
            ui::ResultDialog edit(session, ui::ResultDialog::Mode::Edit, added->code(), &w);
            edit.show();
            waitUntil([&] { return edit.canSave(); });
            row("the result dialog opened on it, its preview shown", t.elapsed(), meter.stop());
            if (i == 0 && parser.isSet(shotOption)) {
                std::printf("screenshot of the result dialog: %s\n",
                            edit.grab().save(parser.value(shotOption)) ? "saved" : "not saved");
            }
        }
        session.undo();
        untilShown(w);
        return 0;
    }
    const int saves = std::max(1, parser.value(savesOption).toInt());
    std::vector<qint64> savedMs;
    std::vector<qint64> undoneMs;
    for (int i = 0; i < saves; ++i) {
        t.start();
        meter.start();
        const club::Status saved = session.run(std::make_unique<ui::AddResult>(d));
        untilShown(w);
        savedMs.push_back(t.elapsed());
        row("save a result a year back, leaderboard redrawn", savedMs.back(), meter.stop());
        if (!saved.ok()) {
            std::fprintf(stderr, "window_bench: %s\n", qPrintable(saved.toString()));
            return 1;
        }
        t.start();
        meter.start();
        session.undo();
        untilShown(w);
        undoneMs.push_back(t.elapsed());
        row("undo it, leaderboard redrawn", undoneMs.back(), meter.stop());
    }
    if (saves > 1) {
        for (auto& [what, ms] : {std::pair{"save a year back", &savedMs}, std::pair{"undo", &undoneMs}}) {
            std::sort(ms->begin(), ms->end());
            std::printf("%s, %d runs: fastest %lld ms, median %lld ms, slowest %lld ms\n", what, saves,
                        static_cast<long long>(ms->front()), static_cast<long long>((*ms)[ms->size() / 2]),
                        static_cast<long long>(ms->back()));
        }
    }
    if (parser.isSet(savesOnlyOption)) {
        return 0;
    }

    auto* tabs = w.findChild<QTabWidget*>();
    for (const auto& [what, tab] :
         {std::pair{"show the Results tab (reads every result)", ui::MainWindow::ResultsTab},
          std::pair{"show the Players tab", ui::MainWindow::PlayersTab},
          std::pair{"show the Games tab", ui::MainWindow::GamesTab},
          std::pair{"show the Hall of Fame tab", ui::MainWindow::HallOfFameTab},
          std::pair{"show the Results tab again (already read)", ui::MainWindow::ResultsTab}}) {
        t.start();
        meter.start();
        tabs->setCurrentIndex(tab);
        untilShown(w);
        row(what, t.elapsed(), meter.stop());
    }
    QLineEdit* filter = nullptr;
    for (auto* e : w.findChildren<QLineEdit*>()) {
        if (e->placeholderText() == QStringLiteral("Filter results…")) {
            filter = e;
        }
    }
    if (filter == nullptr) {
        std::fprintf(stderr, "window_bench: no Results filter\n");
        return 1;
    }
    auto* view = w.findChild<QTableView*>(QStringLiteral("resultsView"));
    auto* proxy = view != nullptr ? qobject_cast<ui::FilterProxy*>(view->model()) : nullptr;
    auto* model = proxy != nullptr ? qobject_cast<ui::TableModel*>(proxy->sourceModel()) : nullptr;
    if (model == nullptr) {
        std::fprintf(stderr, "window_bench: no Results table\n");
        return 1;
    }
    // Sorting on a column of as many texts as results (the players).
    t.start();
    meter.start();
    view->sortByColumn(ui::ResultsModel::Players, Qt::AscendingOrder);
    waitUntil([model] { return !model->sorting(); });
    row("sort the results by players", t.elapsed(), meter.stop());
    view->sortByColumn(ui::ResultsModel::Date, Qt::DescendingOrder);

    // Typed at a person's pace (a key every 100 ms): what a keystroke costs
    // the window, then how long after the last one the rows shown are those
    // of the words typed.
    qint64 worst = 0;
    qint64 total = 0;
    const QString typed = QStringLiteral("joueur 0001");
    meter.start();
    for (const QChar c : typed) {
        t.start();
        filter->insert(QString(c));
        QCoreApplication::processEvents();
        const qint64 ms = t.elapsed();
        worst = std::max(worst, ms);
        total += ms;
        QEventLoop typing; // the next key 100 ms later, the window idle meanwhile
        QTimer::singleShot(100, &typing, &QEventLoop::quit);
        typing.exec();
    }
    t.start();
    waitUntil([proxy] { return !proxy->searching(); });
    QCoreApplication::processEvents();
    const qint64 settled = t.elapsed();
    const qint64 stall = meter.stop();
    std::printf("%-46s %8lld ms a keystroke on average, %lld ms at worst\n",
                "type \"joueur 0001\" in the Results filter", static_cast<long long>(total / typed.size()),
                static_cast<long long>(worst));
    std::printf("%-46s %8lld ms   longest stall %6lld ms   (%d rows shown)\n", "  rows shown after the last key",
                static_cast<long long>(settled), static_cast<long long>(stall), proxy->rowCount());
    return 0;
}

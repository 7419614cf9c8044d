// palmares-test-window: the Palmarès window (ui::MainWindow, offscreen) on a
// club file, driven line by line on its standard input by the tests of
// docs/RELIABILITY.md, "One club file, many programs": a real window process
// — its connection, its worker's and its backup worker's — beside
// palmares-cli and other windows.
//
//   palmares-test-window CLUB
//
// It prints "ready PID" once the club is open, then answers each line:
//
//   add NAME      saves a new player through the window's undoable command;
//                 "saved NAME" once committed, "error NAME: …" otherwise
//   players       "players A|B|…": the names the Players tab shows now
//   status        "status TEXT": what the status bar says now
//   shot FILE     saves a picture of the window to FILE; "shot FILE"
//   quit          closes the window and exits 0
//
// Exit status 2 when the club cannot be opened.

#include "ui/commands.h"
#include "ui/mainwindow.h"
#include "ui/models/playersmodel.h"
#include "ui/pages/playerspage.h"
#include "ui/session.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QSocketNotifier>
#include <QStatusBar>
#include <QStringList>
#include <QTabWidget>

#include <cstdio>
#include <memory>

#include <unistd.h>

using namespace palmares;

namespace {

void say(const QString& line)
{
    std::fputs(line.toUtf8().append('\n').constData(), stdout);
    std::fflush(stdout); // the test reads what was saved even if we are killed next
}

/// The names the Players tab shows, made current first (the pages refresh
/// when shown).
QStringList shownPlayers(ui::MainWindow& window)
{
    auto* page = window.findChild<ui::PlayersPage*>();
    if (page == nullptr) {
        return {};
    }
    if (auto* tabs = window.findChild<QTabWidget*>(); tabs != nullptr && tabs->indexOf(page) >= 0) {
        tabs->setCurrentWidget(page);
    }
    QStringList names;
    const QAbstractItemModel* model = page->model();
    for (int row = 0; model != nullptr && row < model->rowCount(); ++row) {
        names << model->index(row, 0).data().toString();
    }
    return names;
}

class Driver : public QObject
{
public:
    explicit Driver(ui::MainWindow& window) : m_window(window), m_input(STDIN_FILENO, QSocketNotifier::Read)
    {
        connect(&m_input, &QSocketNotifier::activated, this, [this] { readInput(); });
    }

private:
    void readInput()
    {
        char chunk[4096];
        const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (n <= 0) {
            m_input.setEnabled(false);
            QApplication::quit(); // the test went away
            return;
        }
        m_buffer.append(chunk, n);
        qsizetype end = 0;
        while ((end = m_buffer.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(m_buffer.left(end)).trimmed();
            m_buffer.remove(0, end + 1);
            run(line);
        }
    }

    void run(const QString& line)
    {
        if (line.startsWith(QLatin1String("add "))) {
            const QString name = line.mid(4);
            const club::Status s = m_window.session().run(std::make_unique<ui::AddPlayer>(name, QString()));
            say(s.ok() ? QStringLiteral("saved ") + name
                       : QStringLiteral("error %1: %2").arg(name, s.toString().simplified()));
        } else if (line == QLatin1String("players")) {
            say(QStringLiteral("players ") + shownPlayers(m_window).join(QLatin1Char('|')));
        } else if (line == QLatin1String("status")) {
            say(QStringLiteral("status ") + m_window.statusBar()->currentMessage().simplified());
        } else if (line.startsWith(QLatin1String("shot "))) {
            const QString file = line.mid(5);
            say(m_window.grab().save(file) ? QStringLiteral("shot ") + file : QStringLiteral("error shot ") + file);
        } else if (line == QLatin1String("quit")) {
            m_window.close();
            QApplication::quit();
        } else if (!line.isEmpty()) {
            say(QStringLiteral("error unknown command: ") + line);
        }
    }

    ui::MainWindow& m_window;
    QSocketNotifier m_input;
    QByteArray m_buffer;
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() != 2) {
        std::fputs("usage: palmares-test-window CLUB\n", stderr);
        return 2;
    }
    ui::MainWindow window;
    QString error;
    if (!window.session().open(args.at(1), false, error)) {
        say(QStringLiteral("error open: ") + error);
        return 2;
    }
    window.show();
    Driver driver(window);
    say(QStringLiteral("ready %1").arg(QApplication::applicationPid()));
    return QApplication::exec();
}

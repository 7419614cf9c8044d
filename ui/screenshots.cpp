#include "screenshots.h"

#include "mainwindow.h"
#include "resultdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QPixmap>
#include <QTableView>
#include <QTabWidget>
#include <QThread>

namespace palmares::ui {

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QThread::msleep(20);
    }
}

bool save(QWidget& w, const QString& folder, const QString& name)
{
    settle();
    return w.grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

club::MatchDraft::Entry entry(const QString& player, std::optional<int> rank, std::optional<double> score = {})
{
    club::MatchDraft::Entry e;
    e.player = player;
    e.rank = rank;
    e.score = score;
    return e;
}

} // namespace

int takeScreenshots(MainWindow& window, const QString& folder)
{
    QDir().mkpath(folder);
    window.resize(1200, 720);
    window.show();
    int saved = 0;
    const char* names[] = {"leaderboard", "results", "players", "games", "hall-of-fame"};
    for (int t = 0; t < window.tabs()->count(); ++t) {
        window.tabs()->setCurrentIndex(t);
        if (t == MainWindow::LeaderboardTab) {
            window.leaderboardGame()->setCurrentText(QStringLiteral("Échecs"));
        }
        saved += save(window, folder, QStringLiteral("%1-%2").arg(t + 1).arg(QString::fromLatin1(names[t]))) ? 1 : 0;
    }
    window.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);

    // A tarot table being entered, then a battle, with their live previews.
    club::MatchDraft tarot;
    tarot.game = QStringLiteral("Tarot");
    tarot.playedAt = QDateTime(QDate::currentDate(), QTime(21, 0), Qt::UTC);
    tarot.deals = 24;
    tarot.participants = {
        entry(QStringLiteral("Léa Chevalier"), {}, 412), entry(QStringLiteral("Denis Garnier"), {}, 380),
        entry(QStringLiteral("Amélie Durand"), {}, 290), entry(QStringLiteral("Julien Moreau"), {}, 218)};
    club::MatchDraft battle;
    battle.game = QStringLiteral("DSC");
    battle.playedAt = QDateTime(QDate::currentDate(), QTime(14, 0), Qt::UTC);
    battle.durationMin = 210;
    auto a = entry(QStringLiteral("Denis Garnier"), {});
    a.armyList = QStringLiteral("Croisés");
    a.armyPoints = 1500;
    a.morale = 40;
    a.moraleLost = 12;
    a.turns = 6;
    auto b = entry(QStringLiteral("Julien Moreau"), {});
    b.armyList = QStringLiteral("Mongols");
    b.armyPoints = 1500;
    b.morale = 38;
    b.moraleLost = 31;
    b.turns = 6;
    battle.participants = {a, b};
    int n = 6;
    for (const auto& [draft, name] : {std::pair{tarot, "result-tarot"}, std::pair{battle, "result-battle"}}) {
        ResultDialog dialog(window.session(), ResultDialog::Mode::Add, draft.game, &window);
        dialog.setDraft(draft);
        dialog.refreshNow();
        dialog.resize(1150, 560);
        dialog.show();
        saved += save(dialog, folder, QStringLiteral("%1-%2").arg(n++).arg(QString::fromLatin1(name))) ? 1 : 0;
        dialog.close();
    }
    return saved;
}

} // namespace palmares::ui

#include "screenshots.h"

#include "comparedialog.h"
#include "dialogs.h"
#include "headtohead.h"
#include "mainwindow.h"
#include "models/modelroles.h"
#include "models/resultsmodel.h"
#include "playerprofile.h"
#include "resultdialog.h"
#include "whatif.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QPixmap>
#include <QTableView>
#include <QTabWidget>
#include <QThread>

#include <array>

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

/// The player stories: a profile, a head-to-head, the explanation of a
/// battle under the results, a what-if of a duel.
int takeStoryScreenshots(MainWindow& window, const QString& folder)
{
    int saved = 0;
    {
        // The best chess player of the demo club.
        const auto chess = window.session().readNow<club::Expected<club::Standings>>(
            [](club::Club& club) { return club.rankings().standings(QStringLiteral("Échecs"), std::nullopt); });
        const QString player =
            chess && !chess->rows.isEmpty() ? chess->rows.first().player : QStringLiteral("Léa Chevalier");
        PlayerProfileDialog profile(window.session(), player, &window);
        profile.showGame(QStringLiteral("Échecs"));
        profile.resize(1150, 780);
        profile.show();
        saved += save(profile, folder, QStringLiteral("8-profile")) ? 1 : 0;
        profile.close();
    }
    {
        HeadToHeadDialog h2h(window.session(), &window);
        h2h.setPlayers(QStringLiteral("Léa Chevalier"), QStringLiteral("Denis Garnier"));
        h2h.resize(1000, 560);
        h2h.show();
        saved += save(h2h, folder, QStringLiteral("9-head-to-head")) ? 1 : 0;
        h2h.close();
    }
    {
        // The newest battle, selected in the Results tab.
        window.tabs()->setCurrentIndex(MainWindow::ResultsTab);
        QTableView* view = window.view(MainWindow::ResultsTab);
        view->sortByColumn(ResultsModel::Date, Qt::DescendingOrder);
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            if (index.data(GameNameRole).toString() == QLatin1String("DSC") && !index.data(UnratedRole).toBool()) {
                view->selectRow(row);
                break;
            }
        }
        saved += save(window, folder, QStringLiteral("10-explanation")) ? 1 : 0;
        window.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
    }
    {
        WhatIfDialog whatIf(window.session(), &window);
        whatIf.setChoice(QStringLiteral("DSC"), {QStringLiteral("Léa Chevalier"), QStringLiteral("Denis Garnier")});
        whatIf.resize(1000, 480);
        whatIf.show();
        saved += save(whatIf, folder, QStringLiteral("11-what-if")) ? 1 : 0;
        whatIf.close();
    }
    {
        CompareDialog compare(window.session(), QStringLiteral("Échecs"), &window);
        compare.run();
        compare.resize(1100, 760);
        compare.show();
        saved += save(compare, folder, QStringLiteral("12-compare-rule-sets")) ? 1 : 0;
        compare.close();
    }
    return saved;
}

/// Names (issue 19): a tarot table where "lea chevalier" would be a new
/// player beside the club's Léa Chevalier, and an import's dry run listing
/// possible duplicates.
int takeNameScreenshots(MainWindow& window, const QString& folder)
{
    int saved = 0;
    {
        club::MatchDraft tarot;
        tarot.game = QStringLiteral("Tarot");
        tarot.playedAt = QDateTime(QDate::currentDate(), QTime(21, 0), Qt::UTC);
        tarot.deals = 20;
        tarot.participants = {
            entry(QStringLiteral("lea chevalier"), {}, 350), entry(QStringLiteral("Denis Garnier"), {}, 300),
            entry(QStringLiteral("Amélie Durand"), {}, 250), entry(QStringLiteral("Julien Moreau"), {}, 200)};
        ResultDialog dialog(window.session(), ResultDialog::Mode::Add, tarot.game, &window);
        dialog.setDraft(tarot);
        dialog.refreshNow();
        dialog.resize(1150, 560);
        dialog.show();
        saved += save(dialog, folder, QStringLiteral("13-result-lookalike")) ? 1 : 0;
        dialog.hide(); // not close(): a filled-in result asks before it is discarded
    }
    {
        const QByteArray file = QStringLiteral("match,date,game,player,rank\n"
                                               "n1,2026-11-20,Échecs,denis garnier,1\n"
                                               "n1,2026-11-20,Échecs,Marc Petit,2\n"
                                               "n2,2026-11-21,Échecs,marc petit,1\n"
                                               "n2,2026-11-21,Échecs,Léa Chevalier,2\n")
                                    .toUtf8();
        const auto report = window.session().readNow<club::ImportReport>(
            [&file](club::Club& club) { return club.interchange().importCsv(file, true); }); // a dry run
        ImportReportDialog dialog(report, QStringLiteral("resultats-novembre.csv"), &window);
        dialog.show();
        saved += save(dialog, folder, QStringLiteral("14-import-duplicates")) ? 1 : 0;
        dialog.hide();
    }
    return saved;
}

/// An event's tarot table entered from its round (issue 42): the dialog
/// with the table's players fixed in seat order and the round's day. Nothing
/// is saved: the demo club has no event, and the dialog needs none to show.
int takeEventScreenshots(MainWindow& window, const QString& folder)
{
    const QStringList seats{QStringLiteral("Léa Chevalier"), QStringLiteral("François Petit"),
                            QStringLiteral("Amélie Durand"), QStringLiteral("Élodie Rousseau"),
                            QStringLiteral("Inès Fontaine")};
    const EventTableEntry table{QStringLiteral("Soirée tarot"),
                                2,
                                3,
                                QStringLiteral("Tarot"),
                                QDateTime(QDate::currentDate(), QTime(20, 0)),
                                seats};
    ResultDialog dialog(window.session(), table, &window);
    club::MatchDraft typed;
    typed.game = table.game;
    typed.playedAt = table.playedAt;
    typed.deals = 15;
    const std::array<double, 5> scores{420, 180, 60, -210, -450};
    for (qsizetype i = 0; i < seats.size(); ++i) {
        typed.participants << entry(seats.at(i), {}, scores.at(static_cast<std::size_t>(i)));
    }
    dialog.setDraft(typed);
    dialog.refreshNow();
    dialog.resize(1150, 600);
    dialog.show();
    const bool saved = save(dialog, folder, QStringLiteral("15-event-table-result"));
    dialog.hide(); // not close(): a filled-in result asks before it is discarded
    return saved ? 1 : 0;
}

} // namespace

int takeScreenshots(MainWindow& window, const QString& folder)
{
    QDir().mkpath(folder);
    window.resize(1200, 720);
    window.show();
    int saved = 0;
    const std::array<const char*, 6> names = {"leaderboard", "results", "players", "games", "hall-of-fame", "events"};
    for (int t = 0; t < window.tabs()->count(); ++t) {
        window.tabs()->setCurrentIndex(t);
        if (t == MainWindow::LeaderboardTab) {
            window.leaderboardGame()->setCurrentText(QStringLiteral("Échecs"));
        }
        window.page(static_cast<MainWindow::Tab>(t)); // its rows read (off the window's thread)
        saved +=
            save(window, folder,
                 QStringLiteral("%1-%2").arg(t + 1).arg(QString::fromLatin1(names.at(static_cast<std::size_t>(t)))))
                ? 1
                : 0;
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
        dialog.hide(); // not close(): a filled-in result asks before it is discarded
    }
    saved += takeStoryScreenshots(window, folder);
    saved += takeNameScreenshots(window, folder);
    saved += takeEventScreenshots(window, folder);
    return saved;
}

} // namespace palmares::ui

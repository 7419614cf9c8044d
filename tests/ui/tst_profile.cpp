// Player stories (issue 6) on a real scratch club: the profile, its models
// and chart points against Club::history, the explanation panel on the rule
// pages' worked examples (RATING_RULES.md §4 and §5), head-to-head against
// the rule set's own expected score, and the what-if against Club::preview.
// Every new model has a QAbstractItemModelTester attached (STYLE.md).

#include "clubtest.h"
#include "sessionaccess.h"

#include "ui/commands.h"
#include "ui/dialogs.h"
#include "ui/explanationpanel.h"
#include "ui/headtohead.h"
#include "ui/mainwindow.h"
#include "ui/models/armylistmodel.h"
#include "ui/models/headtoheadmodel.h"
#include "ui/models/historymodel.h"
#include "ui/models/modelroles.h"
#include "ui/models/ratingseries.h"
#include "ui/models/whatifmodel.h"
#include "ui/playerprofile.h"
#include "ui/ratingchart.h"
#include "ui/session.h"
#include "ui/whatif.h"

#include "i18n/i18n.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QtCharts/QChart>
#include <QTest>

using namespace palmares;
using namespace palmares::test;
using palmares::rating::Outcome;
using palmares::rating::System;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Dsc = QStringLiteral("DSC");
const QString Alice = QStringLiteral("Alice");
const QString Bob = QStringLiteral("Bob");
const QString Carol = QStringLiteral("Carol");
const QString Frank = QStringLiteral("Frank");
const QString Pascal = QStringLiteral("Pascal");

void attachTester(QAbstractItemModel* model)
{
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
}

MatchDraft battle(const QString& code, const QDateTime& at, const QString& winner, const QString& winnerList,
                  const QString& loser, const QString& loserList, Outcome outcome)
{
    MatchDraft d = duel(code, Dsc, at, winner, loser);
    d.participants[0].armyList = winnerList;
    d.participants[1].armyList = loserList;
    d.outcome = outcome;
    return d;
}

} // namespace

class TestProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void profileNumbers();
    void historyModelAndChartPoints();
    void armyLists();
    void headToHeadAgainstTheRuleSet();
    void whatIfDuelEqualsPreview();
    void whatIfTable();
    void explanationEloDscWorkedExample();
    void explanationFermiTableRow();
    void windowShowsTheSelectedResultsExplanation();
    void windowExplainsWithTheClubsParameters();
    void dialogsOffscreen();
    void startingRatingUndoableAndShown();
    void pointsGameSpeaksOfTheAdjustedAverage();

private:
    std::unique_ptr<ScratchClub> m_scratch;
    std::unique_ptr<Club> m_club;
};

void TestProfile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestProfile::init()
{
    m_scratch = std::make_unique<ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
    Status status;
    m_club = newClub(*m_scratch, status);
    QVERIFY2(m_club, qPrintable(status.toString()));
    Club& c = *m_club;
    PALMARES_OK(c.catalogue().addGame(Chess, System::EloProvisional));
    PALMARES_OK(c.catalogue().addGame(Dsc, System::EloDsc));
    PALMARES_OK(c.catalogue().addGame(QStringLiteral("Tarot"), System::Niveau));
    // Chess: Alice beats Bob twice, loses to him once, beats Carol; a draw with Bob last.
    PALMARES_RECORD(c, duel(QStringLiteral("c1"), Chess, when(2026, 3, 1, 20), Alice, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("c2"), Chess, when(2026, 3, 8, 20), Alice, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("c3"), Chess, when(2026, 3, 15, 20), Bob, Alice));
    PALMARES_RECORD(c, duel(QStringLiteral("c4"), Chess, when(2026, 3, 22, 20), Alice, Carol));
    PALMARES_RECORD(c, draft(QStringLiteral("c5"), Chess, when(2026, 3, 29, 20), {ranked(Alice, 1), ranked(Bob, 1)}));
    // Battles with army lists.
    PALMARES_RECORD(c, battle(QStringLiteral("b1"), when(2026, 4, 4, 14), Alice, QStringLiteral("Romains"), Bob,
                              QStringLiteral("Gaulois"), Outcome::V));
    PALMARES_RECORD(c, battle(QStringLiteral("b2"), when(2026, 4, 11, 14), Alice, QStringLiteral("Romains"), Bob,
                              QStringLiteral("Gaulois"), Outcome::VT));
    PALMARES_RECORD(c, battle(QStringLiteral("b3"), when(2026, 4, 18, 14), Bob, QStringLiteral("Gaulois"), Alice,
                              QStringLiteral("Carthaginois"), Outcome::VP));
}

void TestProfile::cleanup()
{
    m_club.reset();
    m_scratch.reset();
}

void TestProfile::profileNumbers()
{
    Status status;
    const auto p = m_club->stories().profile(Alice);
    QVERIFY2(p, qPrintable(p.status().toString()));
    QCOMPARE(p->player.name, Alice);
    QCOMPARE(p->games.size(), 2); // Chess and DSC, by name
    const club::GameProfile& chess = p->games[0];
    QCOMPARE(chess.game.name, Chess);
    QCOMPARE(chess.matches.size(), 5);
    // The tallies are the standing's.
    const auto standings = m_club->rankings().standings(Chess, std::nullopt);
    QVERIFY(standings);
    const auto row = std::find_if(standings->rows.cbegin(), standings->rows.cend(),
                                  [](const club::StandingRow& r) { return r.player == Alice; });
    QVERIFY(row != standings->rows.cend());
    QCOMPARE(chess.standing.rating, row->rating);
    QCOMPARE(chess.standing.wins, 3);
    QCOMPARE(chess.standing.draws, 1);
    QCOMPARE(chess.standing.losses, 1);
    QCOMPARE(chess.rankedPlayers, 3);
    // Per match: win, win, loss, win, draw → the streak is one draw.
    QList<club::MatchResult> results;
    double best = -1e9;
    double worst = 1e9;
    for (const club::ProfileMatch& m : chess.matches) {
        results << m.result;
        best = std::max(best, m.row.after);
        worst = std::min(worst, m.row.after);
        QCOMPARE(m.provisional, m.change.provisionalAfter);
    }
    QCOMPARE(results, (QList<club::MatchResult>{club::MatchResult::Win, club::MatchResult::Win, club::MatchResult::Loss,
                                                club::MatchResult::Win, club::MatchResult::Draw}));
    QCOMPARE(chess.streakResult, club::MatchResult::Draw);
    QCOMPARE(chess.streak, 1);
    QCOMPARE(chess.best, best);
    QCOMPARE(chess.worst, worst);
    QCOMPARE(chess.matches[3].opponents, QStringList{Carol});
    // Hall of Fame: his row of the game's.
    const auto hof = m_club->rankings().hallOfFame(Chess, std::nullopt, std::nullopt);
    QVERIFY(hof);
    for (const club::HallOfFameRow& r : hof->rows) {
        if (r.player == Alice) {
            QCOMPARE(chess.hallOfFame.rank, r.rank);
            QCOMPARE(chess.hallOfFame.total, r.total);
        }
    }
    QVERIFY(chess.hallOfFame.rank > 0);
    QVERIFY(p->hallOfFame.rank > 0);
    QCOMPARE(p->activity.matches, 8);
    // Categories of the rule set as bands, in increasing order.
    QVERIFY(!chess.categories.isEmpty());
    for (qsizetype i = 1; i < chess.categories.size(); ++i) {
        QCOMPARE(chess.categories[i - 1].upper, chess.categories[i].lower);
    }
    status = m_club->stories().profile(QStringLiteral("Nobody")).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("player")});
}

void TestProfile::historyModelAndChartPoints()
{
    const auto p = m_club->stories().profile(Alice);
    QVERIFY2(p, qPrintable(p.status().toString()));
    const club::GameProfile& chess = p->games[0];
    ui::HistoryModel model;
    attachTester(&model);
    model.setGameProfile(chess);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.index(0, ui::HistoryModel::Match).data().toString(), QStringLiteral("c1"));
    QCOMPARE(model.index(2, ui::HistoryModel::Result).data().toString(), QStringLiteral("Loss"));
    model.sort(ui::HistoryModel::Date, Qt::DescendingOrder);
    QCOMPARE(model.index(0, ui::HistoryModel::Match).data(ui::MatchCodeRole).toString(), QStringLiteral("c5"));
    for (int column = 0; column < ui::HistoryModel::ColumnCount; ++column) {
        model.sort(column, Qt::AscendingOrder);
        model.sort(column, Qt::DescendingOrder);
    }

    // The chart's points are the history: at each match's date, the rating after it.
    const auto history = m_club->archive().history(Alice, Chess);
    QVERIFY(history);
    const ui::RatingSeries series = ui::RatingSeries::from(chess);
    QCOMPARE(series.points.size(), history->size());
    for (qsizetype i = 0; i < history->size(); ++i) {
        QCOMPARE(series.points[i].y(), history->at(i).after);
        QCOMPARE(static_cast<qint64>(series.points[i].x()), ui::RatingSeries::time(history->at(i).playedAt));
        QCOMPARE(series.matches[i], history->at(i).match);
        QVERIFY(series.points[i].y() >= series.minY && series.points[i].y() <= series.maxY);
    }
    QCOMPARE(ui::RatingSeries::time(QStringLiteral("2026-03-01T20:00:00")),
             QDateTime(QDate(2026, 3, 1), QTime(20, 0), Qt::UTC).toMSecsSinceEpoch());
    // Everyone is provisional early in elo-provisional: the dashed part.
    QCOMPARE(series.firstEstablished(),
             static_cast<int>(series.provisional.indexOf(false) < 0 ? series.points.size()
                                                                    : series.provisional.indexOf(false)));
    // The chart widget draws exactly those points.
    ui::RatingChart chart;
    chart.setSeries(series, Chess);
    QCOMPARE(chart.drawnPoints(), series.points);
}

void TestProfile::armyLists()
{
    const auto p = m_club->stories().profile(Alice);
    QVERIFY2(p, qPrintable(p.status().toString()));
    const club::GameProfile& dsc = p->games[1];
    QCOMPARE(dsc.game.name, Dsc);
    QCOMPARE(dsc.armyLists.size(), 2);
    QCOMPARE(dsc.armyLists[0].armyList, QStringLiteral("Carthaginois"));
    QCOMPARE(dsc.armyLists[0].losses, 1);
    QCOMPARE(dsc.armyLists[1].armyList, QStringLiteral("Romains"));
    QCOMPARE(dsc.armyLists[1].battles, 2);
    QCOMPARE(dsc.armyLists[1].wins, 2);
    double change = 0;
    for (const club::ProfileMatch& m : dsc.matches) {
        if (m.armyList == QLatin1String("Romains")) {
            change += m.row.change;
        }
    }
    QCOMPARE(dsc.armyLists[1].change, change);
    ui::ArmyListModel model;
    attachTester(&model);
    model.setArmyLists(dsc.armyLists, dsc.decimals);
    QCOMPARE(model.rowCount(), 2);
    model.sort(ui::ArmyListModel::Battles, Qt::DescendingOrder);
    QCOMPARE(model.index(0, ui::ArmyListModel::ArmyList).data().toString(), QStringLiteral("Romains"));
    QCOMPARE(model.index(0, ui::ArmyListModel::Wins).data().toString(), QStringLiteral("2"));
    // Chess has no army lists.
    QVERIFY(p->games[0].armyLists.isEmpty());
}

void TestProfile::headToHeadAgainstTheRuleSet()
{
    Status status;
    const auto h = m_club->stories().headToHead(Alice, Bob);
    QVERIFY2(h, qPrintable(h.status().toString()));
    QCOMPARE(h->games.size(), 2);
    const club::HeadToHeadGame& chess = h->games[0];
    QCOMPARE(chess.game.name, Chess);
    QCOMPARE(chess.matches.size(), 4); // c1, c2, c3, c5
    QCOMPARE(chess.winsA, 2);
    QCOMPARE(chess.draws, 1);
    QCOMPARE(chess.winsB, 1);
    const club::HeadToHeadGame& dsc = h->games[1];
    QCOMPARE(dsc.winsA, 2);
    QCOMPARE(dsc.winsB, 1);
    // The expected results now are the rule set's, from the current ratings.
    for (const club::HeadToHeadGame& g : h->games) {
        const auto standings = m_club->rankings().standings(g.game.name, std::nullopt);
        QVERIFY(standings);
        double a = 0;
        double b = 0;
        for (const club::StandingRow& r : standings->rows) {
            if (r.player == Alice) {
                a = r.rating;
            } else if (r.player == Bob) {
                b = r.rating;
            }
        }
        QCOMPARE(g.ratingA, a);
        QCOMPARE(g.ratingB, b);
        const auto rules = rating::makeRuleSet(g.game.system);
        QCOMPARE(g.expectedA, rules->expectedScore(a, b));
        QCOMPARE(g.expectedB, rules->expectedScore(b, a));
    }
    // Carol and Bob never met, but both have a chess rating.
    const auto cb = m_club->stories().headToHead(Carol, Bob);
    QVERIFY(cb);
    QCOMPARE(cb->games.size(), 1);
    QVERIFY(cb->games[0].matches.isEmpty());
    status = m_club->stories().headToHead(Alice, Alice).status();
    QVERIFY(!status.ok());

    ui::HeadToHeadModel model;
    attachTester(&model);
    model.setHeadToHead(*h);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.summary().size(), 2);
    QVERIFY2(model.summary().first().contains(QStringLiteral("Alice 2 – 1 Bob")), qPrintable(model.summary().first()));
    for (int column = 0; column < ui::HeadToHeadModel::ColumnCount; ++column) {
        model.sort(column, Qt::AscendingOrder);
    }
}

void TestProfile::whatIfDuelEqualsPreview()
{
    const auto w = m_club->stories().whatIf(Chess, {Alice, Bob});
    QVERIFY2(w, qPrintable(w.status().toString()));
    QCOMPARE(w->players, (QStringList{Alice, Bob}));
    QCOMPARE(w->scenarios.size(), 3); // Alice wins, draw, Bob wins
    QCOMPARE(w->scenarios[0].kind, club::WhatIfScenario::Kind::Wins);
    QCOMPARE(w->scenarios[1].kind, club::WhatIfScenario::Kind::Draw);
    QCOMPARE(w->scenarios[2].player, 1);
    for (const club::WhatIfScenario& s : w->scenarios) {
        MatchDraft d = draft(QString(), Chess, QDateTime::fromString(w->playedAt, Qt::ISODate),
                             {ranked(Alice, s.ranks[0]), ranked(Bob, s.ranks[1])});
        d.playedAt.setTimeSpec(Qt::UTC);
        const auto p = m_club->previewer().preview(club::ChangeKind::Add, d, QString());
        QVERIFY2(p, qPrintable(p.status().toString()));
        QCOMPARE(s.rows.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(s.rows[i].player, p->rows[i].player);
            QCOMPARE(s.rows[i].before, p->rows[i].before);
            QCOMPARE(s.rows[i].after, p->rows[i].after);
        }
        QCOMPARE(w->expected[0], p->rows[0].expected);
    }
    // Nothing was saved.
    QCOMPARE(m_club->archive().history(Alice, Chess)->size(), 5);
    // Battles: four levels each way and the draw.
    const auto b = m_club->stories().whatIf(Dsc, {Alice, Bob});
    QVERIFY2(b, qPrintable(b.status().toString()));
    QCOMPARE(b->scenarios.size(), 9);
    QCOMPARE(b->scenarios[3].outcome, QStringLiteral("VT"));
    QCOMPARE(b->scenarios[4].outcome, QStringLiteral("E"));
    const auto three = m_club->stories().whatIf(Chess, {Alice, Bob, Carol});
    QVERIFY(!three); // a duel game
    QCOMPARE(fields(three.status().problems), QStringList{QStringLiteral("players")});

    ui::WhatIfModel model;
    attachTester(&model);
    model.setWhatIf(*w);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Alice wins"));
    const club::PreviewRow& r = w->scenarios[0].rows[0];
    QVERIFY2(model.index(0, 1).data().toString().startsWith(QString::number(r.before, 'f', 0)),
             qPrintable(model.index(0, 1).data().toString()));
}

void TestProfile::whatIfTable()
{
    const auto w = m_club->stories().whatIf(QStringLiteral("Tarot"), {Alice, Bob, Carol, Frank});
    QVERIFY(!w); // Frank is not a player of the club
    QCOMPARE(fields(w.status().problems), QStringList{QStringLiteral("player 4")});
    PALMARES_OK(m_club->roster().addPlayer(Frank));
    const auto t = m_club->stories().whatIf(QStringLiteral("Tarot"), {Alice, Bob, Carol, Frank});
    QVERIFY2(t, qPrintable(t.status().toString()));
    QCOMPARE(t->scenarios.size(), 8); // each first and last
    QCOMPARE(t->deals, 10);
    const club::WhatIfScenario& aliceFirst = t->scenarios[0];
    QCOMPARE(aliceFirst.kind, club::WhatIfScenario::Kind::First);
    QCOMPARE(aliceFirst.ranks, (QList<int>{1, 2, 3, 4}));
    QCOMPARE(aliceFirst.scores, (QList<double>{150, 50, -50, -150}));
    QCOMPARE(t->scenarios[3].ranks, (QList<int>{1, 4, 2, 3})); // Bob last
    QVERIFY(aliceFirst.rows[0].after > aliceFirst.rows[0].before);
    QVERIFY(t->scenarios[1].rows[0].after <= t->scenarios[1].rows[0].before);
}

void TestProfile::explanationEloDscWorkedExample()
{
    // RATING_RULES.md §4 (as tests/club/tst_club.cpp brings Pascal to 1450
    // and Frank to 1400): Frank beats Pascal with result 1 (VT) → 1418 / 1432.
    PALMARES_OK(m_club->catalogue().addGame(QStringLiteral("DSC total"), System::EloDsc,
                                            {{QStringLiteral("start"), QStringLiteral("1425")}}));
    const Outcome setup[] = {Outcome::VT, Outcome::V, Outcome::AT};
    for (int i = 0; i < 3; ++i) {
        MatchDraft d = duel(QStringLiteral("setup %1").arg(i + 1), QStringLiteral("DSC total"), when(2024, 6, 1 + i),
                            Pascal, Frank);
        d.outcome = setup[i];
        PALMARES_RECORD(*m_club, d);
    }
    MatchDraft example = duel(QStringLiteral("example"), QStringLiteral("DSC total"), when(2024, 6, 10), Frank, Pascal);
    example.outcome = Outcome::VT;
    PALMARES_RECORD(*m_club, example);
    const QString location = m_scratch->location();
    m_club.reset();

    ui::Session session;
    QString error;
    QVERIFY2(session.open(location, false, error), qPrintable(error));
    ui::ExplanationPanel panel(session);
    panel.setMatch(QStringLiteral("example"));
    const QString text = panel.text();
    for (const char* expected : {"1418", "1432", "trunc(32 × (1 − 0.4285))", "0.4285", "Outcome VT", "+18", "-18"}) {
        QVERIFY2(text.contains(QString::fromUtf8(expected)),
                 qPrintable(QStringLiteral("%1 not in:\n%2").arg(QString::fromUtf8(expected), text)));
    }
    // The numbers are the stored records', line by line.
    const auto x = windowClub(session).explainer().explain(QStringLiteral("example"));
    QVERIFY(x);
    QCOMPARE(text, x->lines.join(u'\n'));
    panel.setMatch(QString());
    QVERIFY(panel.text().isEmpty());
}

void TestProfile::explanationFermiTableRow()
{
    // RATING_RULES.md §5, "a 4000 beating a 5000 gains 7" (the setup of
    // tests/club/tst_club.cpp: 307 duels from 4500 bring them to 5000/4000).
    PALMARES_OK(m_club->catalogue().addGame(QStringLiteral("Scrabble"), System::Fermi,
                                            {{QStringLiteral("start"), QStringLiteral("4500")}}));
    QByteArray csv = "match,date,game,player,rank\n";
    for (int i = 1; i <= 307; ++i) {
        const QByteArray date = when(2024, 1, 1).addSecs(3600LL * i).toString(Qt::ISODate).left(16).toLatin1();
        csv += "w" + QByteArray::number(i) + "," + date + ",Scrabble,Pascal,1\n";
        csv += "w" + QByteArray::number(i) + "," + date + ",Scrabble,Frank,2\n";
    }
    const auto report = m_club->interchange().importCsv(csv, false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    PALMARES_RECORD(*m_club,
                    duel(QStringLiteral("table"), QStringLiteral("Scrabble"), when(2024, 12, 1), Frank, Pascal));
    const QString location = m_scratch->location();
    m_club.reset();

    ui::Session session;
    QString error;
    QVERIFY2(session.open(location, false, error), qPrintable(error));
    ui::ExplanationPanel panel(session);
    panel.setMatch(QStringLiteral("table"));
    const QString text = panel.text();
    for (const char* expected :
         {"rating 4000 against 5000", "0.0909", "round(8 × (1 − 0.0909))", "+7 → 4007", "-7 → 4993"}) {
        QVERIFY2(text.contains(QString::fromUtf8(expected)),
                 qPrintable(QStringLiteral("%1 not in:\n%2").arg(QString::fromUtf8(expected), text)));
    }
}

void TestProfile::windowShowsTheSelectedResultsExplanation()
{
    const QString location = m_scratch->location();
    m_club.reset();
    ui::MainWindow w;
    QVERIFY(w.openClub(location));
    w.tabs()->setCurrentIndex(ui::MainWindow::ResultsTab);
    QTableView* view = w.view(ui::MainWindow::ResultsTab);
    QVERIFY(w.explanationPanel()->text().isEmpty());
    int row = -1;
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        if (view->model()->index(r, 0).data(ui::MatchCodeRole).toString() == QLatin1String("b2")) {
            row = r;
        }
    }
    QVERIFY(row >= 0);
    view->selectRow(row);
    QCOMPARE(w.explanationPanel()->match(), QStringLiteral("b2"));
    QVERIFY2(w.explanationPanel()->text().contains(QStringLiteral("Outcome VT")),
             qPrintable(w.explanationPanel()->text()));
    // A refresh (any change) keeps the selected match selected and explained
    // once the results are read again.
    w.refresh();
    QCOMPARE(w.explanationPanel()->match(), QStringLiteral("b2"));
    QCOMPARE(view->selectionModel()->selectedRows().value(0).data(ui::MatchCodeRole).toString(), QStringLiteral("b2"));
}

void TestProfile::windowExplainsWithTheClubsParameters()
{
    // Issue 16: a club that changed niveau's clamp and leave_score_gap is
    // shown the formula the engine used, not the rule set's defaults (the
    // CLI and the printed card: tst_cli_explain).
    PALMARES_OK(m_club->catalogue().addGame(
        QStringLiteral("Tarot du club"), rating::System::Niveau,
        {{QStringLiteral("clamp"), QStringLiteral("200")}, {QStringLiteral("leave_score_gap"), QStringLiteral("30")}}));
    MatchDraft d = draft(QStringLiteral("t1"), QStringLiteral("Tarot du club"), when(2026, 5, 13, 20, 30),
                         {scored(QStringLiteral("Ann"), 100), scored(QStringLiteral("Bob"), 50),
                          scored(QStringLiteral("Cid"), 0), scored(QStringLiteral("Dan"), -20)});
    d.deals = 8;
    d.participants[3].left = true;
    PALMARES_RECORD(*m_club, d);
    const QString location = m_scratch->location();
    m_club.reset();
    ui::MainWindow w;
    QVERIFY(w.openClub(location));
    w.tabs()->setCurrentIndex(ui::MainWindow::ResultsTab);
    QTableView* view = w.view(ui::MainWindow::ResultsTab);
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        if (view->model()->index(r, 0).data(ui::MatchCodeRole).toString() == QLatin1String("t1")) {
            view->selectRow(r);
        }
    }
    QCOMPARE(w.explanationPanel()->match(), QStringLiteral("t1"));
    const QString text = w.explanationPanel()->text();
    QVERIFY2(text.contains(QStringLiteral("clamp(850 − 850, ±200)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the lowest score − 30 = -50")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("±350")) && !text.contains(QStringLiteral("− 50 =")), qPrintable(text));
}

void TestProfile::dialogsOffscreen()
{
    const QString location = m_scratch->location();
    m_club.reset();
    ui::Session session;
    QString error;
    QVERIFY2(session.open(location, false, error), qPrintable(error));

    ui::PlayerProfileDialog profile(session, Alice);
    QVERIFY(profile.profile());
    QCOMPARE(profile.games()->count(), 2);
    QVERIFY(profile.showGame(Dsc));
    attachTester(profile.history(0));
    QCOMPARE(profile.history(0)->rowCount(), 5);
    QCOMPARE(profile.chart(0)->drawnPoints().size(), 5);
    profile.show();
    QVERIFY(QTest::qWaitForWindowExposed(&profile));

    ui::HeadToHeadDialog h2h(session);
    h2h.setPlayers(Alice, Bob);
    attachTester(h2h.model());
    QCOMPARE(h2h.model()->rowCount(), 7);
    QVERIFY(h2h.summaryText().contains(QStringLiteral("Alice 2 – 1 Bob")));

    ui::WhatIfDialog whatIf(session);
    attachTester(whatIf.model());
    whatIf.setChoice(Chess, {Alice, Bob});
    QCOMPARE(whatIf.model()->rowCount(), 3);
    whatIf.setChoice(Chess, {Alice, Bob, Carol});
    QCOMPARE(whatIf.model()->rowCount(), 0);
    QVERIFY(!whatIf.problem().isEmpty());
}

void TestProfile::startingRatingUndoableAndShown()
{
    // Issue 42, item 2: a starting rating set from the window is one undoable
    // change that re-rates the game; the profile says it; the dialog shows
    // the one there is and offers no deviation where the rule set has none.
    const QString blitz = QStringLiteral("Blitz");
    const QString dave = QStringLiteral("Dave");
    const QString eve = QStringLiteral("Eve");
    PALMARES_OK(m_club->catalogue().addGame(blitz, System::EloProvisional));
    PALMARES_RECORD(*m_club, duel(QStringLiteral("z1"), blitz, when(2026, 5, 1, 20), dave, eve));
    const QString location = m_scratch->location();
    m_club.reset();
    ui::Session session;
    QString error;
    QVERIFY2(session.open(location, false, error), qPrintable(error));
    const auto blitzRatings = [&] {
        return session.readNow<QStringList>([&](club::Club& c) { return ratings(c, blitz); });
    };
    // New at 0: Dave Ea 0 + 400 = 400, Eve 0 − 400 → 0 (the floor; §3).
    QCOMPARE(blitzRatings(), (QStringList{QStringLiteral("Dave 400 (1)"), QStringLiteral("Eve 0 (1)")}));
    // Eve arrives at 1600, established: K · 0/20 against Dave's first game;
    // Dave provisional, Ea 1600 + 400 = 2000.
    PALMARES_OK(session.run(
        std::make_unique<ui::SetStartingRating>(eve, blitz, club::StartingRating{eve, blitz, 1600, std::nullopt})));
    QCOMPARE(blitzRatings(), (QStringList{QStringLiteral("Dave 2000 (1)"), QStringLiteral("Eve 1600 (1)")}));
    QCOMPARE(session.undoStack().count(), 1);
    session.undoStack().undo();
    QTRY_COMPARE(blitzRatings(), (QStringList{QStringLiteral("Dave 400 (1)"), QStringLiteral("Eve 0 (1)")}));
    session.undoStack().redo();
    QTRY_COMPARE(blitzRatings(), (QStringList{QStringLiteral("Dave 2000 (1)"), QStringLiteral("Eve 1600 (1)")}));

    ui::PlayerProfileDialog profile(session, eve);
    QStringList texts;
    for (const QLabel* label : profile.findChildren<QLabel*>()) {
        texts << label->text();
    }
    QVERIFY2(texts.join(u'\n').contains(QStringLiteral("arrived in Blitz with 1600")), qPrintable(texts.join(u'\n')));

    const auto games = session.readNow<QList<club::Game>>(
        [](club::Club& c) { return c.catalogue().games().value_or(QList<club::Game>{}); });
    const auto starts = session.readNow<QList<club::StartingRating>>([&](club::Club& c) {
        return c.startingRatings().startingRatings(eve).value_or(QList<club::StartingRating>{});
    });
    ui::StartingRatingDialog dialog(eve, games, starts);
    auto* game = dialog.findChild<QComboBox*>();
    QVERIFY(game);
    game->setCurrentText(blitz);
    QCOMPARE(dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rating"))->value(), 1600.0);
    QVERIFY(!dialog.findChild<QCheckBox*>()->isEnabled());
    dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rating"))->setValue(1650.5);
    QCOMPARE(dialog.startingRating(), (std::optional<club::StartingRating>{{eve, blitz, 1650.5, std::nullopt}}));
}

void TestProfile::pointsGameSpeaksOfTheAdjustedAverage()
{
    // A `points` game is ranked by the adjusted average μ (RATING_RULES.md
    // §6). Bob beats Carol twice, then Alice beats Bob: Alice's running
    // average is 400/3 = 133.33, but with T = 3 (Bob) her μ is
    // (400/3 + 100 · 2) / 3 = 1000/9 = 111.11, the leaderboard's.
    const QString points = QStringLiteral("Meeple");
    PALMARES_OK(m_club->catalogue().addGame(points, System::Points));
    PALMARES_RECORD(*m_club, duel(QStringLiteral("p1"), points, when(2026, 5, 1, 20), Bob, Carol));
    PALMARES_RECORD(*m_club, duel(QStringLiteral("p2"), points, when(2026, 5, 8, 20), Bob, Carol));
    PALMARES_RECORD(*m_club, duel(QStringLiteral("p3"), points, when(2026, 5, 15, 20), Alice, Bob));
    const auto p = m_club->stories().profile(Alice);
    QVERIFY2(p, qPrintable(p.status().toString()));
    const auto g = std::find_if(p->games.cbegin(), p->games.cend(),
                                [&points](const club::GameProfile& x) { return x.game.name == points; });
    QVERIFY(g != p->games.cend());
    QCOMPARE(g->matches.size(), 1);
    QVERIFY(qAbs(g->standing.rating - 1000.0 / 9.0) < 1e-9);
    QVERIFY(qAbs(g->matches.constLast().row.after - 1000.0 / 9.0) < 1e-9);
    QVERIFY(qAbs(g->matches.constLast().row.before - 100.0) < 1e-9);
    QVERIFY(qAbs(g->best - 1000.0 / 9.0) < 1e-9);
    QVERIFY(qAbs(g->worst - 1000.0 / 9.0) < 1e-9);
    // Bob's second match: T = 2 on that day, his own; μ = his average 133.33.
    const auto bob = m_club->stories().profile(Bob);
    QVERIFY(bob);
    const auto bg = std::find_if(bob->games.cbegin(), bob->games.cend(),
                                 [&points](const club::GameProfile& x) { return x.game.name == points; });
    QVERIFY(bg != bob->games.cend());
    QCOMPARE(bg->matches.size(), 3);
    QVERIFY(qAbs(bg->matches.at(1).row.after - 400.0 / 3.0) < 1e-9);
    // Then a loss: Σ = 800/3 + 200/3 = 1000/3 in 3 matches, T = 3: μ = 1000/9.
    QVERIFY(qAbs(bg->matches.at(2).row.after - 1000.0 / 9.0) < 1e-9);
    QVERIFY(qAbs(bg->matches.at(2).row.change - (1000.0 / 9.0 - 400.0 / 3.0)) < 1e-9);

    const QString location = m_scratch->location();
    m_club.reset();
    ui::Session session;
    QString error;
    QVERIFY2(session.open(location, false, error), qPrintable(error));
    for (const bool french : {false, true}) {
        QVERIFY(i18n::install(french ? QLocale(QLocale::French, QLocale::France) : QLocale(QLocale::English)));
        ui::PlayerProfileDialog dialog(session, Alice);
        QVERIFY(dialog.showGame(points));
        const auto* page = dialog.games()->currentWidget();
        const auto* now = page->findChild<QLabel*>(QStringLiteral("profileNow"));
        QVERIFY(now);
        QCOMPARE(now->text(), french ? QStringLiteral("111,11") : QStringLiteral("111.11"));
        // The Hall of Fame's line gives her points, not a second average
        // (her plain average is 133.33).
        const auto* fame = page->findChild<QLabel*>(QStringLiteral("profileHallOfFame"));
        QVERIFY(fame);
        QCOMPARE(fame->text(), french ? QStringLiteral("rang 1, 133,33 points en 1 participation")
                                      : QStringLiteral("rank 1, 133.33 points in 1 participation"));
        int chart = -1;
        for (int i = 0; i < dialog.games()->count(); ++i) {
            chart = dialog.games()->tabText(i) == points ? i : chart;
        }
        QCOMPARE(dialog.chart(chart)->drawnPoints().size(), 1);
        QVERIFY(qAbs(dialog.chart(chart)->drawnPoints().constFirst().y() - 1000.0 / 9.0) < 1e-9);
        QCOMPARE(dialog.chart(chart)->chart()->title(), french
                                                            ? QStringLiteral("Évolution de la moyenne ajustée — Meeple")
                                                            : QStringLiteral("Adjusted average in Meeple"));
        QCOMPARE(dialog.history(chart)->index(0, ui::HistoryModel::After).data().toString(), now->text());
        // A picture to look at, when asked for (nothing checked).
        if (const QString shots = qEnvironmentVariable("PALMARES_TEST_SHOTS"); !shots.isEmpty()) {
            dialog.resize(1000, 700);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(
                shots + (french ? QStringLiteral("/profile-points-fr.png") : QStringLiteral("/profile-points.png")));
        }
    }
    QVERIFY(i18n::install(QLocale(QLocale::English)));
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestProfile)
#include "tst_profile.moc"

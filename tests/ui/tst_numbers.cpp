// Numbers agree (issue 20, item 8): the window and the printed sheets show
// a rating, a rating change and Hall of Fame points with one rule — the rule
// set's decimals (RuleSetDescription::decimals) in the person's notation
// (i18n::number) — on the demo club, in English and in French; explanations
// write French numbers in French; the profile gives a match's place as a
// whole number; and tied Belote players share their rank as tied players of
// the other games do.
//
// With PALMARES_SHOTS set to a folder, the screens checked here are saved
// there as PNG (leaderboard, Hall of Fame, explanation, profile).

#include "clubtest.h"
#include "sessionaccess.h"

#include "i18n/i18n.h"
#include "report/sheets.h"
#include "ui/democlub.h"
#include "ui/explanationpanel.h"
#include "ui/mainwindow.h"
#include "ui/models/halloffamemodel.h"
#include "ui/models/historymodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/models/modelroles.h"
#include "ui/models/resultsmodel.h"
#include "ui/pages/halloffamepage.h"
#include "ui/playerprofile.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QPixmap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTabWidget>
#include <QTest>
#include <QThread>

#include <algorithm>

using namespace palmares::test;
using palmares::rating::System;
using palmares::ui::MainWindow;

namespace {

const QString Tarot = QStringLiteral("Tarot");
const QString Belote = QStringLiteral("Belote");

QLocale localeOf(const QString& language)
{
    return language == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                           : QLocale(QLocale::English, QLocale::UnitedKingdom);
}

/// Saves `w` as PALMARES_SHOTS/<name>.png when that folder is given.
void shoot(QWidget& w, const QString& name)
{
    const QString folder = qEnvironmentVariable("PALMARES_SHOTS");
    if (folder.isEmpty()) {
        return;
    }
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QThread::msleep(20);
    }
    QDir().mkpath(folder);
    QVERIFY(w.grab().save(QDir(folder).filePath(name + QStringLiteral(".png"))));
}

/// The first table of `report`, as player → the cells of his row.
QHash<QString, QStringList> sheetRows(const palmares::report::Report& report, int playerColumn)
{
    QHash<QString, QStringList> rows;
    const auto tables = report.tables();
    if (tables.isEmpty()) {
        return rows;
    }
    for (const auto& row : tables.first()->rows) {
        QStringList texts;
        for (const auto& cell : row) {
            texts << cell.text;
        }
        rows.insert(texts.value(playerColumn), texts);
    }
    return rows;
}

/// The text of a PDF, each printed line as one line (pdftotext -layout, as
/// tests/report reads its sheets).
QString pdfText(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning("pdftotext %s failed", qPrintable(pdf));
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// A number written with a point between two digits: never in French.
const QRegularExpression EnglishDecimal(QStringLiteral("\\d\\.\\d"));

} // namespace

class TestNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void sameNumbersOnScreenAndOnPaper_data();
    void sameNumbersOnScreenAndOnPaper();
    void bulletinAgreesWithTheLeaderboard();
    void explanationInTheReadersNotation_data();
    void explanationInTheReadersNotation();
    void profileGivesWholePlaces();
    void tiedBelotePlayersShareTheRank();

private:
    /// The demo club of ui/democlub.cpp (the one the issue was found on).
    QString demoClub();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_demo;
};

void TestNumbers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.contains(QStringLiteral("tst_numbers-config"))) {
        QDir(config).removeRecursively();
    }
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestNumbers::cleanup()
{
    palmares::i18n::install(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

QString TestNumbers::demoClub()
{
    if (m_demo.isEmpty()) {
        const QString path = m_dir->filePath(QStringLiteral("demo.palmares"));
        QString error;
        if (!palmares::ui::createDemoClub(path, error)) {
            qWarning("demo club: %s", qPrintable(error));
            return {};
        }
        m_demo = path;
    }
    return m_demo;
}

void TestNumbers::sameNumbersOnScreenAndOnPaper_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

/// The tarot rating read 1,081.00 on screen and 1,097 on paper; the
/// Hall of Fame had 3 decimals on screen and 1 on paper. Every row of the
/// leaderboard and of the Hall of Fame must read the same in the window and
/// on the printed sheet (which the PDF, HTML and paper all print).
void TestNumbers::sameNumbersOnScreenAndOnPaper()
{
    QFETCH(QString, language);
    const QLocale locale = localeOf(language);
    QVERIFY(palmares::i18n::install(locale));
    const QString club = demoClub();
    QVERIFY(!club.isEmpty());
    MainWindow w;
    w.resize(1200, 760);
    QVERIFY(w.openClub(club));
    w.show();

    for (const QString& game : {Tarot, QStringLiteral("Échecs"), Belote}) {
        w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab);
        w.leaderboardGame()->setCurrentText(game);
        palmares::club::Status status;
        const auto sheet = w.currentReport(status);
        QVERIFY2(sheet, qPrintable(status.toString()));
        const auto paper = sheetRows(*sheet, 1);
        auto* board = w.leaderboardModel();
        QVERIFY(board->rowCount() > 3);
        QCOMPARE(paper.size(), board->rowCount());
        for (int r = 0; r < board->rowCount(); ++r) {
            using L = palmares::ui::LeaderboardModel;
            const QString player = board->index(r, L::Player).data().toString();
            const QString rating = board->index(r, L::Rating).data().toString();
            QVERIFY2(paper.contains(player), qPrintable(player));
            QCOMPARE(paper[player].value(2), rating);                                     // the rating
            QCOMPARE(paper[player].value(0), board->index(r, L::Rank).data().toString()); // the rank
            // The same score shown, the same rank, in every game (the demo's
            // Belote had four players at 102.75 ranked 3, 4, 5, 6).
            if (r > 0 && board->index(r - 1, L::Rating).data().toString() == rating) {
                QCOMPARE(board->index(r, L::Rank).data().toString(), board->index(r - 1, L::Rank).data().toString());
            }
            if (game == Tarot) {
                // niveau is shown as a whole number (RATING_RULES.md §2): no "1,081.00".
                QVERIFY2(!rating.contains(locale.decimalPoint()), qPrintable(rating));
            }
        }
        if (game == Belote) {
            shoot(w, QStringLiteral("leaderboard-belote-") + language);
        }
        if (game == Tarot) {
            shoot(w, QStringLiteral("leaderboard-tarot-") + language);
            // …and in the PDF the window writes: every rating as the screen reads it.
            const QString shots = qEnvironmentVariable("PALMARES_SHOTS");
            const QString pdf = QDir(shots.isEmpty() ? m_dir->path() : shots)
                                    .filePath(QStringLiteral("standings-tarot-%1.pdf").arg(language));
            QString error;
            QVERIFY2(MainWindow::writeReport(*sheet, pdf, error), qPrintable(error));
            QStringList printed;
            for (const QString& l : pdfText(pdf).split(QLatin1Char('\n'))) {
                printed << l.simplified();
            }
            QVERIFY(printed.size() > board->rowCount());
            for (int r = 0; r < board->rowCount(); ++r) {
                using L = palmares::ui::LeaderboardModel;
                const QString line = board->index(r, L::Player).data().toString() + QLatin1Char(' ') +
                                     board->index(r, L::Rating).data().toString();
                const bool found = std::any_of(printed.cbegin(), printed.cend(),
                                               [&](const QString& l) { return l.contains(line.simplified()); });
                QVERIFY2(found, qPrintable(line + QStringLiteral(" not in:\n") + printed.join(QLatin1Char('\n'))));
            }
        }
    }

    // The Hall of Fame: the same decimals on screen and on paper.
    w.tabs()->setCurrentIndex(MainWindow::HallOfFameTab);
    QApplication::processEvents();
    const QAbstractItemModel* hallView = w.view(MainWindow::HallOfFameTab)->model();
    QVERIFY(hallView->rowCount() > 3);
    palmares::club::Status status;
    const auto sheet = w.currentReport(status);
    QVERIFY2(sheet, qPrintable(status.toString()));
    const auto paper = sheetRows(*sheet, 1);
    QCOMPARE(paper.size(), hallView->rowCount());
    using H = palmares::ui::HallOfFameModel;
    for (int r = 0; r < hallView->rowCount(); ++r) {
        const QString player = hallView->index(r, H::Player).data().toString();
        QVERIFY2(paper.contains(player), qPrintable(player));
        QCOMPARE(paper[player].value(0), hallView->index(r, H::Rank).data().toString());
        QCOMPARE(paper[player].value(4), hallView->index(r, H::Average).data().toString());
        QCOMPARE(paper[player].value(5), hallView->index(r, H::Adjusted).data().toString());
        // Two decimals, the `points` rule set's: "104.89" / "104,89".
        const QString adjusted = paper[player].value(5);
        QCOMPARE(adjusted.size() - adjusted.indexOf(locale.decimalPoint()) - 1, 2);
    }
    shoot(w, QStringLiteral("hall-of-fame-") + language);

    // The profile of the tarot player: her rating as on the
    // leaderboard, every place a whole number (or the places a tie shares).
    palmares::ui::PlayerProfileDialog profile(w.session(), QStringLiteral("Amélie Durand"), &w);
    profile.resize(1150, 780);
    profile.show();
    QVERIFY(profile.profile());
    const QRegularExpression place(QStringLiteral("\\(place \\d+(–\\d+)? (of|sur) \\d+\\)$"));
    for (int i = 0; i < profile.games()->count(); ++i) {
        const QAbstractItemModel* history = profile.history(i);
        QVERIFY(history && history->rowCount() > 0);
        for (int r = 0; r < history->rowCount(); ++r) {
            const QString result = history->index(r, palmares::ui::HistoryModel::Result).data().toString();
            QVERIFY2(!result.contains(locale.decimalPoint() + QLatin1Char('0')), qPrintable(result));
            if (result.contains(QLatin1Char('('))) {
                QVERIFY2(place.match(result).hasMatch(), qPrintable(result));
            }
        }
    }
    profile.showGame(Tarot);
    shoot(profile, QStringLiteral("profile-tarot-") + language);
    profile.showGame(Belote);
    shoot(profile, QStringLiteral("profile-belote-") + language);
    profile.close();

    if (const QString shots = qEnvironmentVariable("PALMARES_SHOTS"); !shots.isEmpty()) {
        QString error;
        QVERIFY2(MainWindow::writeReport(
                     *sheet, QDir(shots).filePath(QStringLiteral("hall-of-fame-%1.pdf").arg(language)), error),
                 qPrintable(error));
    }
}

/// The club bulletin (File → Club bulletin, this month's) prints every
/// game's standings at the end of its period: today, when every result is
/// entered, they must read as the leaderboard does.
void TestNumbers::bulletinAgreesWithTheLeaderboard()
{
    QVERIFY(palmares::i18n::install(localeOf(QStringLiteral("en"))));
    const QString club = demoClub();
    QVERIFY(!club.isEmpty());
    MainWindow w;
    QVERIFY(w.openClub(club));
    palmares::club::Status status;
    const auto bulletin = palmares::report::bulletin(windowClub(w.session()), {}, status);
    QVERIFY2(bulletin, qPrintable(status.toString()));
    for (const QString& game : {Tarot, QStringLiteral("Échecs"), QStringLiteral("DSC"), Belote}) {
        w.leaderboardGame()->setCurrentText(game);
        const palmares::report::Section* section = nullptr;
        for (const auto& s : bulletin->sections) {
            if (s.heading.endsWith(QStringLiteral(" — ") + game)) {
                section = &s;
            }
        }
        QVERIFY2(section != nullptr && !section->tables.isEmpty(), qPrintable(game));
        QHash<QString, QString> paper;
        for (const auto& row : section->tables.first().rows) {
            paper.insert(row.value(1).text, row.value(2).text);
        }
        auto* board = w.leaderboardModel();
        QCOMPARE(paper.size(), board->rowCount());
        for (int r = 0; r < board->rowCount(); ++r) {
            using L = palmares::ui::LeaderboardModel;
            const QString player = board->index(r, L::Player).data().toString();
            QCOMPARE(paper.value(player), board->index(r, L::Rating).data().toString());
        }
    }
}

void TestNumbers::explanationInTheReadersNotation_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    QTest::newRow("fr tarot") << QStringLiteral("fr") << Tarot;
    QTest::newRow("fr belote") << QStringLiteral("fr") << Belote;
    QTest::newRow("fr battle") << QStringLiteral("fr") << QStringLiteral("DSC");
    QTest::newRow("en tarot") << QStringLiteral("en") << Tarot;
}

/// "French explanations print '104.89'": the panel under the results and the
/// printed explanation card write every number in the reader's notation.
void TestNumbers::explanationInTheReadersNotation()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    const QLocale locale = localeOf(language);
    QVERIFY(palmares::i18n::install(locale));
    const QString club = demoClub();
    QVERIFY(!club.isEmpty());
    MainWindow w;
    w.resize(1200, 800);
    QVERIFY(w.openClub(club));
    w.show();

    // The newest rated match of the game, selected in the Results tab.
    w.tabs()->setCurrentIndex(MainWindow::ResultsTab);
    QTableView* view = w.view(MainWindow::ResultsTab);
    view->sortByColumn(palmares::ui::ResultsModel::Date, Qt::DescendingOrder);
    QString code;
    for (int row = 0; row < view->model()->rowCount() && code.isEmpty(); ++row) {
        const QModelIndex index = view->model()->index(row, 0);
        if (index.data(palmares::ui::GameNameRole).toString() == game &&
            !index.data(palmares::ui::UnratedRole).toBool()) {
            view->selectRow(row);
            code = index.data(palmares::ui::MatchCodeRole).toString();
        }
    }
    QVERIFY(!code.isEmpty());
    QTRY_COMPARE(w.explanationPanel()->match(), code);
    const QString text = w.explanationPanel()->text();
    QVERIFY(!text.isEmpty());
    if (language == QLatin1String("fr")) {
        QVERIFY2(!EnglishDecimal.match(text).hasMatch(), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d,\\d"))), qPrintable(text));
    } else {
        QVERIFY2(EnglishDecimal.match(text).hasMatch(), qPrintable(text));
    }
    if (game == Tarot) {
        shoot(w, QStringLiteral("explanation-tarot-") + language);
    }

    // The printed card: its lines and its table of every number used.
    palmares::club::Status status;
    const auto card = palmares::report::explanationCard(windowClub(w.session()), code, status);
    QVERIFY2(card, qPrintable(status.toString()));
    QStringList printed;
    for (const auto& section : card->sections) {
        printed << section.lines << section.paragraphs;
        for (const auto& table : section.tables) {
            for (const auto& row : table.rows) {
                for (const auto& cell : row) {
                    printed << cell.text;
                }
            }
        }
    }
    QCOMPARE(card->sections.last().lines, text.split(QLatin1Char('\n')));
    if (language == QLatin1String("fr")) {
        const QString all = printed.join(QLatin1Char('\n'));
        QVERIFY2(!EnglishDecimal.match(all).hasMatch(), qPrintable(all));
    }
}

/// "The profile says 'place 2.0 of 4'": a place is a whole number; tied
/// players occupy consecutive places (RATING_RULES.md §6), shown "1–2".
void TestNumbers::profileGivesWholePlaces()
{
    QVERIFY(palmares::i18n::install(localeOf(QStringLiteral("en"))));
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Tarot, System::Niveau));
        PALMARES_OK(c->catalogue().addGame(Belote, System::Points));
        auto table = draft(QStringLiteral("t1"), Tarot, when(2026, 5, 1, 20, 30),
                           {scored(QStringLiteral("Ann"), 120), scored(QStringLiteral("Bob"), 40),
                            scored(QStringLiteral("Cid"), -60), scored(QStringLiteral("Dan"), -100)});
        table.deals = 12;
        PALMARES_RECORD(*c, table);
        // Two teams of two: Ann and Cid win, Bob and Dan lose.
        auto belote = draft(QStringLiteral("b1"), Belote, when(2026, 5, 1, 22, 45),
                            {ranked(QStringLiteral("Ann"), 1), ranked(QStringLiteral("Bob"), 2),
                             ranked(QStringLiteral("Cid"), 1), ranked(QStringLiteral("Dan"), 2)});
        PALMARES_RECORD(*c, belote);
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    palmares::ui::PlayerProfileDialog profile(w.session(), QStringLiteral("Bob"), &w);
    profile.resize(1150, 780);
    profile.show();
    QVERIFY(profile.profile());
    QCOMPARE(profile.games()->count(), 2);
    QStringList results;
    for (int i = 0; i < profile.games()->count(); ++i) {
        palmares::ui::HistoryModel* history = profile.history(i);
        QVERIFY(history);
        QCOMPARE(history->rowCount(), 1);
        results << profile.games()->tabText(i) + QStringLiteral(": ") +
                       history->index(0, palmares::ui::HistoryModel::Result).data().toString();
    }
    QCOMPARE(results, (QStringList{QStringLiteral("Belote: Loss (place 3–4 of 4)"),
                                   QStringLiteral("Tarot: Loss (place 2 of 4)")}));
    profile.showGame(Tarot);
    shoot(profile, QStringLiteral("profile-en"));

    QVERIFY(palmares::i18n::install(localeOf(QStringLiteral("fr"))));
    palmares::ui::PlayerProfileDialog profil(w.session(), QStringLiteral("Bob"), &w);
    profil.resize(1150, 780);
    profil.show();
    QCOMPARE(profil.history(1)->index(0, palmares::ui::HistoryModel::Result).data().toString(),
             QString::fromUtf8("Défaite (place 2 sur 4)"));
    QCOMPARE(profil.history(0)->index(0, palmares::ui::HistoryModel::Result).data().toString(),
             QString::fromUtf8("Défaite (place 3–4 sur 4)"));
    profil.showGame(Tarot);
    shoot(profil, QStringLiteral("profile-fr"));
}

/// "Equal Belote scores get ranks 3–6 where other games share the rank": a
/// Belote game's standings are its Hall of Fame; team-mates with the same
/// tally share the rank (competition ranking, 1, 1, 3), in the window, on the
/// Hall of Fame tab and on the printed sheet alike.
void TestNumbers::tiedBelotePlayersShareTheRank()
{
    QVERIFY(palmares::i18n::install(localeOf(QStringLiteral("en"))));
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    {
        PALMARES_CLUB(c, scratch);
        PALMARES_OK(c->catalogue().addGame(Belote, System::Points));
        PALMARES_RECORD(*c, draft(QStringLiteral("b1"), Belote, when(2026, 5, 1, 22, 45),
                                  {ranked(QStringLiteral("Ann"), 1), ranked(QStringLiteral("Bob"), 1),
                                   ranked(QStringLiteral("Cid"), 2), ranked(QStringLiteral("Dan"), 2)}));
        PALMARES_RECORD(*c, draft(QStringLiteral("b2"), Belote, when(2026, 5, 8, 22, 45),
                                  {ranked(QStringLiteral("Ann"), 1), ranked(QStringLiteral("Bob"), 1),
                                   ranked(QStringLiteral("Eve"), 2), ranked(QStringLiteral("Fay"), 2)}));
    }
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.tabs()->setCurrentIndex(MainWindow::LeaderboardTab); // (the window reopens on the tab it was closed on)
    w.leaderboardGame()->setCurrentText(Belote);
    using L = palmares::ui::LeaderboardModel;
    QStringList board;
    for (int r = 0; r < w.leaderboardModel()->rowCount(); ++r) {
        board << w.leaderboardModel()->index(r, L::Rank).data().toString() + QLatin1Char(' ') +
                     w.leaderboardModel()->index(r, L::Player).data().toString();
    }
    // Ann and Bob: 2 × 133.33; Cid, Dan, Eve, Fay: one 66.67 each, the same μ.
    QCOMPARE(board, (QStringList{QStringLiteral("1 Ann"), QStringLiteral("1 Bob"), QStringLiteral("3 Cid"),
                                 QStringLiteral("3 Dan"), QStringLiteral("3 Eve"), QStringLiteral("3 Fay")}));
    palmares::club::Status status;
    const auto sheet = w.currentReport(status);
    QVERIFY2(sheet, qPrintable(status.toString()));
    const auto paper = sheetRows(*sheet, 1);
    QCOMPARE(paper.value(QStringLiteral("Fay")).value(0), QStringLiteral("3"));

    w.tabs()->setCurrentIndex(MainWindow::HallOfFameTab);
    QApplication::processEvents();
    const QAbstractItemModel* hall = w.view(MainWindow::HallOfFameTab)->model();
    QStringList ranks;
    for (int r = 0; r < hall->rowCount(); ++r) {
        ranks << hall->index(r, palmares::ui::HallOfFameModel::Rank).data().toString();
    }
    QCOMPARE(ranks, (QStringList{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("3"),
                                 QStringLiteral("3"), QStringLiteral("3")}));
}

QTEST_MAIN(TestNumbers)
#include "tst_numbers.moc"

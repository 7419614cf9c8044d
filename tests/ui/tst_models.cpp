// The table models of the window (ui/models) on a real scratch club: what
// they show against what the club answers, their sorting, the filters of
// FilterProxy, the trend of the leaderboard and French formatting. Every
// model and proxy has a QAbstractItemModelTester attached (STYLE.md).

#include "clubtest.h"
#include "i18n/i18n.h"

#include "club/explanation.h"
#include "club/names.h"
#include "ui/models/filterproxy.h"
#include "ui/models/gamesmodel.h"
#include "ui/models/halloffamemodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/models/modelroles.h"
#include "ui/models/playersmodel.h"
#include "ui/models/resultsmodel.h"

#include <QAbstractItemModelTester>
#include <QCollator>
#include <QScopeGuard>
#include <QSignalSpy>

#include <cmath>

using namespace palmares;
using namespace palmares::test;
using palmares::rating::System;
using palmares::ui::FilterProxy;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Tarot = QStringLiteral("Tarot");
const QString Scrabble = QStringLiteral("Scrabble");
const QString Hall = QStringLiteral("Petits chevaux"); // a `points` game
const QString Alice = QStringLiteral("Alice");
const QString Bob = QStringLiteral("Bob");
const QString Chloe = u8("Chloé");
const QString David = QStringLiteral("David");
const QString Eloise = u8("Éloïse");

void attachTester(QAbstractItemModel* model)
{
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
}

MatchDraft tarot(const QString& code, const QDateTime& at, const QList<MatchDraft::Entry>& entries)
{
    MatchDraft d = draft(code, Tarot, at, entries);
    d.deals = 10;
    return d;
}

/// The column texts of every row, in the rows' order.
QStringList columnTexts(const QAbstractItemModel& model, int column, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        out << model.index(row, column).data(role).toString();
    }
    return out;
}

/// A negative, zero or positive number as `a` sorts before, with or after
/// `b`: numbers as numbers, texts in the collation of the default locale.
int compareSortValues(const QVariant& a, const QVariant& b)
{
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString) {
        QCollator collator;
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        collator.setNumericMode(true);
        return collator.compare(a.toString(), b.toString());
    }
    const double x = a.toDouble();
    const double y = b.toDouble();
    return x < y ? -1 : (x > y ? 1 : 0);
}

/// Sorts `proxy` (hence its source) by every column both ways and checks the
/// rows come in the order of their SortRole; "" when they do, else where not.
QString checkEverySort(FilterProxy& proxy, int columns)
{
    for (int column = 0; column < columns; ++column) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(column, order);
            if (proxy.sortColumn() != -1) {
                return QStringLiteral("the proxy sorted itself");
            }
            for (int row = 1; row < proxy.rowCount(); ++row) {
                const QVariant a = proxy.index(row - 1, column).data(ui::SortRole);
                const QVariant b = proxy.index(row, column).data(ui::SortRole);
                const int c = compareSortValues(a, b);
                if (order == Qt::AscendingOrder ? c > 0 : c < 0) {
                    return QStringLiteral("column %1 %2: row %3 '%4' before '%5'")
                        .arg(column)
                        .arg(order == Qt::AscendingOrder ? QStringLiteral("ascending") : QStringLiteral("descending"))
                        .arg(row)
                        .arg(a.toString(), b.toString());
                }
            }
        }
    }
    return {};
}

} // namespace

class TestModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void clubResults();
    void clubPlayerActivityAndMatchCounts();
    void leaderboardShowsStandings();
    void leaderboardTrend();
    void leaderboardOfPointsGame();
    void resultsModel();
    void playersModel();
    void gamesModel();
    void hallOfFameModel();
    void hallOfFameMarksFewParticipations();
    void everyColumnSortsBothWays();
    void sortKeepsPersistentIndexes();
    void textFilterFoldsCaseAndAccents();
    void resultsFilters();
    void frenchFormatting();
    void settingDataResets();
    void largeResultsSortAndSearchOffTheWindowThread();

private:
    /// A club with four games, five players and matches in October and
    /// November 2026 (so that "a month ago" is 2026-10-31).
    void fill(Club& c);

    std::unique_ptr<ScratchClub> m_scratch;
    std::unique_ptr<Club> m_club;
};

void TestModels::init()
{
    QLocale::setDefault(QLocale::c());
    m_scratch = std::make_unique<ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
    Status status;
    m_club = newClub(*m_scratch, status);
    QVERIFY2(m_club, qPrintable(status.toString()));
    fill(*m_club);
}

void TestModels::cleanup()
{
    m_club.reset();
    m_scratch.reset();
    QLocale::setDefault(QLocale::c());
}

void TestModels::fill(Club& c)
{
    PALMARES_OK(
        c.catalogue().addGame(Chess, System::EloProvisional, {{QStringLiteral("k_low"), QStringLiteral("24")}}));
    PALMARES_OK(c.catalogue().addGame(Tarot, System::Niveau));
    PALMARES_OK(c.catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_OK(c.catalogue().addGame(Hall, System::Points));
    PALMARES_OK(c.roster().addPlayer(Alice));
    PALMARES_OK(c.roster().addPlayer(Bob, QStringLiteral("Martin")));
    PALMARES_OK(c.roster().addPlayer(Chloe));
    PALMARES_OK(c.roster().addPlayer(David));
    PALMARES_OK(c.roster().addPlayer(Eloise, QStringLiteral("Martin")));
    PALMARES_OK(c.roster().addPlayer(QStringLiteral("Zoé Idle")));
    PALMARES_OK(c.roster().setActive(QStringLiteral("Zoé Idle"), false));

    // Chess: October, then November (David's first games).
    PALMARES_RECORD(c, duel(QStringLiteral("c1"), Chess, when(2026, 10, 3, 20), Alice, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("c2"), Chess, when(2026, 10, 10, 20), Eloise, Alice));
    PALMARES_RECORD(c, duel(QStringLiteral("c3"), Chess, when(2026, 10, 17, 20), Chloe, Bob));
    PALMARES_RECORD(c, duel(QStringLiteral("c4"), Chess, when(2026, 11, 7, 20), Alice, Chloe));
    PALMARES_RECORD(c, duel(QStringLiteral("c5"), Chess, when(2026, 11, 14, 20), Alice, David));
    PALMARES_RECORD(c, duel(QStringLiteral("c6"), Chess, when(2026, 11, 30, 20), Bob, Eloise));
    // Tarot: scores decide the order.
    PALMARES_RECORD(c, tarot(QStringLiteral("t1"), when(2026, 10, 20, 21),
                             {scored(Bob, 80), scored(Alice, 120), scored(Chloe, -200)}));
    PALMARES_RECORD(c, tarot(QStringLiteral("t2"), when(2026, 11, 20, 21),
                             {scored(Alice, 10), scored(Eloise, 300), scored(Chloe, -310), scored(David, 0)}));
    // Scrabble: a duel within the Martin household is kept unrated.
    PALMARES_RECORD(c, duel(QStringLiteral("s1"), Scrabble, when(2026, 11, 2, 18), Bob, Eloise));
    PALMARES_RECORD(c, duel(QStringLiteral("s2"), Scrabble, when(2026, 11, 3, 18), Alice, Bob));
    // The points game.
    PALMARES_RECORD(c, draft(QStringLiteral("p1"), Hall, when(2026, 11, 5, 15),
                             {ranked(Chloe, 1), ranked(Alice, 2), ranked(David, 3)}));
}

void TestModels::clubResults()
{
    const auto results = m_club->archive().results();
    QVERIFY2(results, qPrintable(results.status().toString()));
    QCOMPARE(results->size(), 11);
    // Replay order: by date-time.
    QStringList codes;
    for (const club::ResultRow& r : *results) {
        codes << r.code;
    }
    QCOMPARE(codes, QStringList({QStringLiteral("c1"), QStringLiteral("c2"), QStringLiteral("c3"), QStringLiteral("t1"),
                                 QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("p1"), QStringLiteral("c4"),
                                 QStringLiteral("c5"), QStringLiteral("t2"), QStringLiteral("c6")}));
    const club::ResultRow& t1 = results->at(3);
    QCOMPARE(t1.game, Tarot);
    QCOMPARE(t1.system, System::Niveau);
    QCOMPARE(t1.playedAt, QStringLiteral("2026-10-20T21:00:00"));
    QCOMPARE(t1.participants, 3);
    // Finishing order from the scores, whatever the entry order.
    QCOMPARE(t1.players, QStringList({Alice, Bob, Chloe}));
    QCOMPARE(t1.summary, u8("1. Alice 120 · 2. Bob 80 · 3. Chloé -200"));
    QVERIFY(t1.unratedReason.isEmpty());
    const club::ResultRow& c2 = results->at(1);
    QCOMPARE(c2.players, QStringList({Eloise, Alice}));
    QCOMPARE(c2.summary, u8("1. Éloïse · 2. Alice"));
    const club::ResultRow& s1 = results->at(4);
    QCOMPARE(s1.unratedReason, QStringLiteral("same-household"));
    QVERIFY(results->at(5).unratedReason.isEmpty());
}

void TestModels::clubPlayerActivityAndMatchCounts()
{
    const auto players = m_club->roster().players();
    QVERIFY2(players, qPrintable(players.status().toString()));
    QHash<QString, qint64> ids;
    for (const club::Player& p : *players) {
        ids.insert(p.name, p.id);
    }
    const auto activity = m_club->archive().playerActivity();
    QVERIFY2(activity, qPrintable(activity.status().toString()));
    QCOMPARE(activity->size(), 5); // Zoé never played
    QVERIFY(!activity->contains(ids.value(QStringLiteral("Zoé Idle"))));
    const club::PlayerActivity alice = activity->value(ids.value(Alice));
    QCOMPARE(alice.matches, 8); // the unrated duel does not involve her; every other kind counts
    QCOMPARE(alice.lastPlayed, QStringLiteral("2026-11-20T21:00:00"));
    QCOMPARE(alice.games, QStringList({Chess, Hall, Scrabble, Tarot}));
    const club::PlayerActivity bob = activity->value(ids.value(Bob));
    QCOMPARE(bob.matches, 6); // the unrated Scrabble duel counts: it is in the history
    QCOMPARE(bob.lastPlayed, QStringLiteral("2026-11-30T20:00:00"));
    QCOMPARE(bob.games, QStringList({Chess, Scrabble, Tarot}));

    const auto games = m_club->catalogue().games();
    QVERIFY2(games, qPrintable(games.status().toString()));
    const auto counts = m_club->archive().matchCounts();
    QVERIFY2(counts, qPrintable(counts.status().toString()));
    QHash<QString, int> byName;
    for (const club::Game& g : *games) {
        byName.insert(g.name, counts->value(g.id));
    }
    QCOMPARE(byName.value(Chess), 6);
    QCOMPARE(byName.value(Tarot), 2);
    QCOMPARE(byName.value(Scrabble), 2);
    QCOMPARE(byName.value(Hall), 1);
}

void TestModels::leaderboardShowsStandings()
{
    const auto now = m_club->rankings().standings(Tarot, std::nullopt);
    QVERIFY2(now, qPrintable(now.status().toString()));
    ui::LeaderboardModel model;
    attachTester(&model);
    model.setStandings(*now, std::nullopt);
    QCOMPARE(model.rowCount(), int(now->rows.size()));
    QCOMPARE(model.columnCount(), int(ui::LeaderboardModel::ColumnCount));
    QVERIFY(!now->integral);
    for (int row = 0; row < model.rowCount(); ++row) {
        const club::StandingRow& r = now->rows[row];
        const auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
        QCOMPARE(cell(ui::LeaderboardModel::Rank).toString(), QString::number(r.rank));
        QCOMPARE(cell(ui::LeaderboardModel::Player).toString(), r.player);
        // niveau: kept unrounded, shown as a whole number (issue 20: not "1,081.00").
        QCOMPARE(cell(ui::LeaderboardModel::Rating).toString(), palmares::i18n::number(r.displayed, 0));
        QVERIFY(!cell(ui::LeaderboardModel::Rating).toString().contains(QLocale().decimalPoint()));
        QCOMPARE(cell(ui::LeaderboardModel::Rating, ui::SortRole).toDouble(), r.rating);
        QCOMPARE(cell(ui::LeaderboardModel::Games).toString(), QString::number(r.games));
        QCOMPARE(cell(ui::LeaderboardModel::Wins).toString(), QString::number(r.wins));
        QCOMPARE(cell(ui::LeaderboardModel::LastPlayed).toString(),
                 QLocale().toString(QDate::fromString(r.lastPlayed.left(10), Qt::ISODate), QLocale::ShortFormat));
        QCOMPARE(cell(ui::LeaderboardModel::Trend).toString(), QString()); // no month-ago standings given
        QCOMPARE(cell(0, ui::PlayerNameRole).toString(), r.player);
        QCOMPARE(cell(0, ui::PlayerIdRole).toLongLong(), r.playerId);
        QCOMPARE(cell(0, ui::BestRole).toBool(), r.best);
        QCOMPARE(cell(ui::LeaderboardModel::Rating, Qt::TextAlignmentRole).value<Qt::Alignment>() & Qt::AlignRight,
                 Qt::AlignRight);
    }
    QCOMPARE(model.headerData(ui::LeaderboardModel::Rating, Qt::Horizontal).toString(), QStringLiteral("Rating"));

    // Chess: every player is provisional (fewer than 20 games): "~" before the integer.
    const auto chess = m_club->rankings().standings(Chess, std::nullopt);
    QVERIFY2(chess, qPrintable(chess.status().toString()));
    model.setStandings(*chess, std::nullopt);
    QCOMPARE(model.rowCount(), 5);
    for (int row = 0; row < model.rowCount(); ++row) {
        const club::StandingRow& r = chess->rows[row];
        QVERIFY(r.provisional);
        QCOMPARE(model.index(row, ui::LeaderboardModel::Rating).data().toString(),
                 QLatin1Char('~') + QString::number(std::llround(r.displayed)));
        QVERIFY(model.index(row, 0).data(ui::ProvisionalRole).toBool());
        QVERIFY(!model.index(row, ui::LeaderboardModel::Rating).data(Qt::ToolTipRole).toString().isEmpty());
    }
}

void TestModels::leaderboardTrend()
{
    const auto now = m_club->rankings().standings(Chess, std::nullopt);
    const auto monthAgo = m_club->rankings().standings(Chess, QDate(2026, 10, 31));
    QVERIFY2(now && monthAgo, qPrintable(monthAgo.status().toString()));
    QCOMPARE(monthAgo->rows.size(), 4); // David had not played yet
    ui::LeaderboardModel model;
    attachTester(&model);
    model.setStandings(*now, *monthAgo);

    QHash<QString, const club::StandingRow*> before;
    for (const club::StandingRow& r : monthAgo->rows) {
        before.insert(r.player, &r);
    }
    bool sawGain = false;
    bool sawLoss = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        const club::StandingRow& r = now->rows[row];
        const QString trend = model.index(row, ui::LeaderboardModel::Trend).data().toString();
        const QVariant sortValue = model.index(row, ui::LeaderboardModel::Trend).data(ui::SortRole);
        const QString tip = model.index(row, ui::LeaderboardModel::Trend).data(Qt::ToolTipRole).toString();
        const club::StandingRow* b = before.value(r.player);
        if (!b) {
            QCOMPARE(r.player, David);
            QCOMPARE(trend, QStringLiteral("new"));
            QVERIFY(std::isinf(sortValue.toDouble()) && sortValue.toDouble() < 0);
            QVERIFY(!model.index(row, 0).data(ui::TrendRole).isValid());
            continue;
        }
        const auto delta = static_cast<qint64>(std::llround(r.displayed - b->displayed));
        QCOMPARE(sortValue.toDouble(), double(delta));
        QCOMPARE(model.index(row, 0).data(ui::TrendRole).toDouble(), double(delta));
        if (delta > 0) {
            QCOMPARE(trend, u8("▲ ") + QString::number(delta));
            sawGain = true;
        } else if (delta < 0) {
            QCOMPARE(trend, u8("▼ ") + QString::number(-delta));
            sawLoss = true;
        } else {
            QCOMPARE(trend, QStringLiteral("="));
        }
        QVERIFY2(tip.contains(QStringLiteral("Rank %1").arg(r.rank)), qPrintable(tip));
        QVERIFY2(b->rank == r.rank || tip.contains(QString::number(b->rank)), qPrintable(tip));
    }
    QVERIFY(sawGain);
    QVERIFY(sawLoss);

    // Alice won twice in November: she gained, and the model shows by how much.
    const int aliceRow = int(std::find_if(now->rows.cbegin(), now->rows.cend(),
                                          [](const club::StandingRow& r) { return r.player == Alice; }) -
                             now->rows.cbegin());
    const double gain = now->rows[aliceRow].displayed - before.value(Alice)->displayed;
    QVERIFY(gain > 0);
    QCOMPARE(model.index(aliceRow, ui::LeaderboardModel::Trend).data().toString(),
             u8("▲ ") + QString::number(std::llround(gain)));
}

void TestModels::leaderboardOfPointsGame()
{
    const auto now = m_club->rankings().standings(Hall, std::nullopt);
    QVERIFY2(now, qPrintable(now.status().toString()));
    QVERIFY(now->fromHallOfFame);
    ui::LeaderboardModel model;
    attachTester(&model);
    model.setStandings(*now, std::nullopt);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.headerData(ui::LeaderboardModel::Rating, Qt::Horizontal).toString(),
             QStringLiteral("Adjusted average"));
    QCOMPARE(columnTexts(model, ui::LeaderboardModel::Player), QStringList({Chloe, Alice, David}));
    QCOMPARE(columnTexts(model, ui::LeaderboardModel::Category), QStringList({QString(), QString(), QString()}));
    // 3 players: 164, 82, 55 (rounded table of §6), shown with two decimals.
    QCOMPARE(model.index(0, ui::LeaderboardModel::Rating).data().toString(),
             QString::number(now->rows[0].displayed, 'f', 2));
    QVERIFY(std::abs(now->rows[0].displayed - 163.6) < 0.1);
}

void TestModels::resultsModel()
{
    const auto results = m_club->archive().results();
    QVERIFY2(results, qPrintable(results.status().toString()));
    ui::ResultsModel model;
    attachTester(&model);
    model.setResults(*results);
    QCOMPARE(model.rowCount(), 11);
    QCOMPARE(columnTexts(model, ui::ResultsModel::Code).first(), QStringLiteral("c1"));
    const QModelIndex s1 = model.index(4, ui::ResultsModel::Status);
    QCOMPARE(model.index(4, 0).data(ui::MatchCodeRole).toString(), QStringLiteral("s1"));
    QCOMPARE(s1.data().toString(), QStringLiteral("unrated: both players belong to the same household"));
    QVERIFY(s1.data(ui::UnratedRole).toBool());
    QCOMPARE(s1.data(ui::UnratedReasonRole).toString(), QStringLiteral("same-household"));
    QVERIFY(s1.data(Qt::ToolTipRole).toString().contains(QStringLiteral("not rated")));
    const QModelIndex t1 = model.index(3, 0);
    QCOMPARE(model.index(3, ui::ResultsModel::Status).data().toString(), QStringLiteral("rated"));
    QVERIFY(!t1.data(ui::UnratedRole).toBool());
    QCOMPARE(t1.data(ui::GameNameRole).toString(), Tarot);
    QCOMPARE(t1.data(ui::PlayerNamesRole).toStringList(), QStringList({Alice, Bob, Chloe}));
    QCOMPARE(model.index(3, ui::ResultsModel::Players).data().toString(), results->at(3).summary);
    QCOMPARE(t1.data().toString(), QLocale().toString(QDate(2026, 10, 20), QLocale::ShortFormat));
    QCOMPARE(t1.data(ui::SortRole).toString(), QStringLiteral("2026-10-20T21:00:00"));
    for (const char* key : {"void", "same-household", "army-points-differ", "army-points-too-low", "too-short",
                            "turns-differ", "invalid"}) {
        const QString text = club::unratedReasonText(QString::fromLatin1(key));
        QVERIFY2(text.contains(QLatin1Char(' ')), key); // words, not the key
    }
}

void TestModels::playersModel()
{
    const auto players = m_club->roster().players();
    const auto activity = m_club->archive().playerActivity();
    QVERIFY2(players && activity, qPrintable(activity.status().toString()));
    ui::PlayersModel model;
    attachTester(&model);
    model.setPlayers(*players, *activity);
    QCOMPARE(model.rowCount(), 6);
    int bobRow = -1;
    int zoeRow = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString name = model.index(row, ui::PlayersModel::Name).data().toString();
        bobRow = name == Bob ? row : bobRow;
        zoeRow = name == QStringLiteral("Zoé Idle") ? row : zoeRow;
    }
    QVERIFY(bobRow >= 0 && zoeRow >= 0);
    const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
        return model.index(row, column).data(role);
    };
    QCOMPARE(cell(bobRow, ui::PlayersModel::Household).toString(), QStringLiteral("Martin"));
    QCOMPARE(cell(bobRow, ui::PlayersModel::Active).toString(), QStringLiteral("Yes"));
    QCOMPARE(cell(bobRow, ui::PlayersModel::Active, Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QCOMPARE(cell(bobRow, ui::PlayersModel::Matches).toString(), QStringLiteral("6"));
    QCOMPARE(cell(bobRow, ui::PlayersModel::Games).toString(), QStringLiteral("Chess, Scrabble, Tarot"));
    QCOMPARE(cell(bobRow, ui::PlayersModel::LastPlayed).toString(),
             QLocale().toString(QDate(2026, 11, 30), QLocale::ShortFormat));
    QCOMPARE(cell(bobRow, 0, ui::PlayerNameRole).toString(), Bob);
    QCOMPARE(cell(zoeRow, ui::PlayersModel::Active).toString(), QStringLiteral("No"));
    QCOMPARE(cell(zoeRow, ui::PlayersModel::Active, Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
    QCOMPARE(cell(zoeRow, ui::PlayersModel::Matches).toString(), QStringLiteral("0"));
    QCOMPARE(cell(zoeRow, ui::PlayersModel::LastPlayed).toString(), QString());
}

void TestModels::gamesModel()
{
    const auto games = m_club->catalogue().games();
    const auto counts = m_club->archive().matchCounts();
    QVERIFY2(games && counts, qPrintable(counts.status().toString()));
    ui::GamesModel model;
    attachTester(&model);
    model.setGames(*games, *counts);
    QCOMPARE(model.rowCount(), 4);
    QHash<QString, int> rowOf;
    for (int row = 0; row < model.rowCount(); ++row) {
        rowOf.insert(model.index(row, 0).data(ui::GameNameRole).toString(), row);
    }
    const auto cell = [&](const QString& game, int column) {
        return model.index(rowOf.value(game), column).data().toString();
    };
    QCOMPARE(cell(Chess, ui::GamesModel::RuleSet), QStringLiteral("Elo with a provisional period"));
    QCOMPARE(cell(Tarot, ui::GamesModel::RuleSet), QStringLiteral("Niveau (table level)"));
    QCOMPARE(cell(Scrabble, ui::GamesModel::RuleSet), QStringLiteral("Fermi (zero-sum duel rating)"));
    QCOMPARE(cell(Hall, ui::GamesModel::RuleSet), QStringLiteral("Placement points"));
    QCOMPARE(ui::GamesModel::ruleSetName(System::EloDsc), QStringLiteral("Elo-DSC (battle rating)"));
    QCOMPARE(cell(Chess, ui::GamesModel::Parameters), QStringLiteral("k_low=24"));
    QCOMPARE(cell(Tarot, ui::GamesModel::Parameters), QString());
    QCOMPARE(cell(Chess, ui::GamesModel::Matches), QStringLiteral("6"));
    QCOMPARE(cell(Hall, ui::GamesModel::Matches), QStringLiteral("1"));
    QCOMPARE(ui::GamesModel::parametersText(
                 {{QStringLiteral("start"), QStringLiteral("1500")}, {QStringLiteral("k_low"), QStringLiteral("24")}}),
             QStringLiteral("k_low=24, start=1500"));
}

void TestModels::hallOfFameModel()
{
    const auto hof = m_club->rankings().hallOfFame(QString(), std::nullopt, std::nullopt);
    QVERIFY2(hof, qPrintable(hof.status().toString()));
    ui::HallOfFameModel model;
    attachTester(&model);
    model.setHallOfFame(*hof);
    QCOMPARE(model.rowCount(), int(hof->rows.size()));
    QCOMPARE(hof->games, 4);
    QCOMPARE(hof->matches, 10); // the unrated duel counts nowhere
    // English has its plurals (issue 43: "4 game(s)").
    QVERIFY(palmares::i18n::installEnglishPlurals());
    QVERIFY(hof->players > 1);
    QVERIFY2(model.summary().startsWith(u8("4 games · 10 matches · %1 players").arg(hof->players)),
             qPrintable(model.summary()));
    for (int row = 0; row < model.rowCount(); ++row) {
        const club::HallOfFameRow& r = hof->rows[row];
        QCOMPARE(model.index(row, ui::HallOfFameModel::Rank).data().toString(), QString::number(r.rank));
        QCOMPARE(model.index(row, ui::HallOfFameModel::Player).data().toString(), r.player);
        QCOMPARE(model.index(row, ui::HallOfFameModel::Participations).data().toString(),
                 QString::number(r.participations) + (model.fewParticipations(row) ? u8(" *") : QString()));
        // The Hall of Fame's two decimals, as on paper (issue 20: 3 on screen, 1 on paper).
        QCOMPARE(model.index(row, ui::HallOfFameModel::Adjusted).data().toString(),
                 palmares::i18n::number(r.adjusted, club::hallOfFameDecimals()));
        QCOMPARE(model.index(row, ui::HallOfFameModel::Adjusted).data(ui::SortRole).toDouble(), r.adjusted);
        QCOMPARE(model.index(row, ui::HallOfFameModel::Average).data(ui::SortRole).toDouble(), r.average);
    }
}

void TestModels::hallOfFameMarksFewParticipations()
{
    // RATING_RULES.md §6's example (T = 10): Eve's single win of 219 ranks
    // her third, above Carol and Dave's five matches, without a word; the
    // model marks those with fewer than half the most assiduous player's
    // participations and says why (issue 43).
    club::HallOfFame hof;
    hof.games = 1;
    hof.matches = 12;
    hof.players = 6;
    const auto row = [](int rank, const char* name, int n, double total, double adjusted) {
        return club::HallOfFameRow{rank, 0, u8(name), n, total, total / n, adjusted};
    };
    hof.rows = {row(1, "Bob", 2, 400, 120),   row(1, "Alice", 10, 1200, 120), row(3, "Eve", 1, 219, 111.9),
                row(4, "Carol", 5, 600, 110), row(4, "Dave", 5, 600, 110),    row(6, "Zed", 10, 900, 90)};
    ui::HallOfFameModel model;
    attachTester(&model);
    model.setHallOfFame(hof);
    QVERIFY(palmares::i18n::installEnglishPlurals());
    QStringList shown;
    for (int r = 0; r < model.rowCount(); ++r) {
        shown << model.index(r, ui::HallOfFameModel::Participations).data().toString();
    }
    QCOMPARE(shown, u8("2 *|10|1 *|5|5|10").split(u'|')); // 5 of 10 is half: not marked
    const QString eve = model.index(2, ui::HallOfFameModel::Player).data(Qt::ToolTipRole).toString();
    QVERIFY2(eve.startsWith(u8("Few participations: 1 of the 10 of the most assiduous player.")), qPrintable(eve));
    QVERIFY(eve.contains(u8("100 points")));
    QVERIFY(model.index(3, ui::HallOfFameModel::Player).data(Qt::ToolTipRole).isNull());
    QVERIFY2(model.summary().endsWith(u8("* fewer than half the 10 participations of the most assiduous player: each "
                                         "one missing counts 100 points in the adjusted average")),
             qPrintable(model.summary()));
    // In French.
    QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    const auto restore = qScopeGuard([] { palmares::i18n::install(QLocale::c()); });
    const QString fr = model.index(2, ui::HallOfFameModel::Player).data(Qt::ToolTipRole).toString();
    QVERIFY2(fr.startsWith(u8("Peu de participations\u00a0: 1 sur les 10 du joueur le plus assidu.")), qPrintable(fr));
    QVERIFY2(model.summary().startsWith(u8("1 jeu · 12 parties · 6 joueurs · * moins de la moitié des 10 "
                                           "participations du joueur le plus assidu")),
             qPrintable(model.summary()));
    // Without a row short of half, no legend.
    hof.rows = {row(1, "Alice", 10, 1200, 120), row(2, "Carol", 5, 600, 110)};
    model.setHallOfFame(hof);
    QVERIFY(!model.summary().contains(u8("*")));
}

void TestModels::everyColumnSortsBothWays()
{
    const auto chess = m_club->rankings().standings(Chess, std::nullopt);
    const auto monthAgo = m_club->rankings().standings(Chess, QDate(2026, 10, 31));
    const auto results = m_club->archive().results();
    const auto players = m_club->roster().players();
    const auto activity = m_club->archive().playerActivity();
    const auto games = m_club->catalogue().games();
    const auto counts = m_club->archive().matchCounts();
    const auto hof = m_club->rankings().hallOfFame(QString(), std::nullopt, std::nullopt);
    QVERIFY2(chess && monthAgo && results && players && activity && games && counts && hof,
             qPrintable(hof.status().toString()));

    // Keys are computed with the default locale when the data is set.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ui::LeaderboardModel leaderboard;
    ui::ResultsModel resultsModel;
    ui::PlayersModel playersModel;
    ui::GamesModel gamesModel;
    ui::HallOfFameModel hofModel;
    leaderboard.setStandings(*chess, *monthAgo);
    resultsModel.setResults(*results);
    playersModel.setPlayers(*players, *activity);
    gamesModel.setGames(*games, *counts);
    hofModel.setHallOfFame(*hof);
    const QList<QPair<ui::TableModel*, int>> models = {
        {&leaderboard, ui::LeaderboardModel::ColumnCount}, {&resultsModel, ui::ResultsModel::ColumnCount},
        {&playersModel, ui::PlayersModel::ColumnCount},    {&gamesModel, ui::GamesModel::ColumnCount},
        {&hofModel, ui::HallOfFameModel::ColumnCount},
    };
    for (const auto& [model, columns] : models) {
        attachTester(model);
        FilterProxy proxy;
        attachTester(&proxy);
        proxy.setSourceModel(model);
        const QString problem = checkEverySort(proxy, columns);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QString::fromLatin1(model->metaObject()->className()) + QStringLiteral(": ") + problem));
        QCOMPARE(model->sortColumn(), columns - 1);
        QCOMPARE(model->sortOrder(), Qt::DescendingOrder);
    }

    // Names sort in the collation of the language, not by code point:
    // Éloïse between David and Zoé, not after them.
    playersModel.sort(ui::PlayersModel::Name, Qt::AscendingOrder);
    QCOMPARE(columnTexts(playersModel, ui::PlayersModel::Name),
             QStringList({Alice, Bob, Chloe, David, Eloise, QStringLiteral("Zoé Idle")}));
    // A player without a rating a month ago ("new") comes after every change.
    leaderboard.sort(ui::LeaderboardModel::Trend, Qt::DescendingOrder);
    QCOMPARE(leaderboard.index(leaderboard.rowCount() - 1, 0).data(ui::PlayerNameRole).toString(), David);
    leaderboard.sort(-1, Qt::AscendingOrder); // back to the club's order
    QCOMPARE(columnTexts(leaderboard, ui::LeaderboardModel::Rank).first(), QStringLiteral("1"));
}

void TestModels::sortKeepsPersistentIndexes()
{
    const auto players = m_club->roster().players();
    const auto activity = m_club->archive().playerActivity();
    QVERIFY2(players && activity, qPrintable(activity.status().toString()));
    ui::PlayersModel model;
    attachTester(&model);
    model.setPlayers(*players, *activity);
    int aliceRow = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        aliceRow = model.index(row, 0).data().toString() == Alice ? row : aliceRow;
    }
    const QPersistentModelIndex alice(model.index(aliceRow, ui::PlayersModel::Matches));
    QSignalSpy about(&model, &QAbstractItemModel::layoutAboutToBeChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::layoutChanged);
    model.sort(ui::PlayersModel::Name, Qt::DescendingOrder);
    QCOMPARE(about.size(), 1);
    QCOMPARE(changed.size(), 1);
    QVERIFY(alice.isValid());
    QCOMPARE(alice.column(), int(ui::PlayersModel::Matches));
    QCOMPARE(model.index(alice.row(), 0).data().toString(), Alice);
    QCOMPARE(alice.row(), model.rowCount() - 1); // Alice comes last in descending order
}

void TestModels::textFilterFoldsCaseAndAccents()
{
    const auto chess = m_club->rankings().standings(Chess, std::nullopt);
    const auto players = m_club->roster().players();
    const auto activity = m_club->archive().playerActivity();
    QVERIFY2(chess && players && activity, qPrintable(activity.status().toString()));
    ui::LeaderboardModel leaderboard;
    attachTester(&leaderboard);
    leaderboard.setStandings(*chess, std::nullopt);
    FilterProxy proxy;
    attachTester(&proxy);
    proxy.setSourceModel(&leaderboard);
    QCOMPARE(proxy.rowCount(), 5);

    proxy.setFilterText(QStringLiteral("eloise"));
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList{Eloise});
    proxy.setFilterText(QStringLiteral("  ÉLOÏSE "));
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList{Eloise});
    proxy.setFilterText(QStringLiteral("CHLOE"));
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList{Chloe});
    proxy.setFilterText(QStringLiteral("i")); // Alice, David, Éloïse (ï folds to i)
    QCOMPARE(proxy.rowCount(), 3);
    // Sorting through the proxy sorts the model; the filter stays.
    proxy.sort(ui::LeaderboardModel::Player, Qt::AscendingOrder);
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList({Alice, David, Eloise}));
    proxy.sort(ui::LeaderboardModel::Player, Qt::DescendingOrder);
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList({Eloise, David, Alice}));
    // Every word must be found.
    proxy.setFilterText(QStringLiteral("al ice"));
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList{Alice});
    proxy.setFilterText(QStringLiteral("nobody"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilterText(QString());
    QCOMPARE(proxy.rowCount(), 5);

    // Players: the household is searchable too.
    ui::PlayersModel playersModel;
    attachTester(&playersModel);
    playersModel.setPlayers(*players, *activity);
    FilterProxy playersProxy;
    attachTester(&playersProxy);
    playersProxy.setSourceModel(&playersModel);
    playersProxy.setFilterText(QStringLiteral("martin"));
    QCOMPARE(playersProxy.rowCount(), 2);
    playersProxy.setFilterText(QStringLiteral("zoe"));
    QCOMPARE(columnTexts(playersProxy, ui::PlayersModel::Name), QStringList{QStringLiteral("Zoé Idle")});
}

void TestModels::resultsFilters()
{
    const auto results = m_club->archive().results();
    QVERIFY2(results, qPrintable(results.status().toString()));
    ui::ResultsModel model;
    attachTester(&model);
    model.setResults(*results);
    FilterProxy proxy;
    attachTester(&proxy);
    proxy.setSourceModel(&model);
    const auto codes = [&] { return columnTexts(proxy, ui::ResultsModel::Code); };

    proxy.setGameFilter(Tarot);
    QCOMPARE(codes(), QStringList({QStringLiteral("t1"), QStringLiteral("t2")}));
    proxy.setGameFilter(QString());
    proxy.setPlayerFilter(David);
    QCOMPARE(codes(), QStringList({QStringLiteral("p1"), QStringLiteral("c5"), QStringLiteral("t2")}));
    proxy.setGameFilter(Chess);
    QCOMPARE(codes(), QStringList{QStringLiteral("c5")});
    proxy.setGameFilter(QString());
    proxy.setPlayerFilter(QString());
    // Both ends included, on the match's date.
    proxy.setDateRange(QDate(2026, 11, 3), QDate(2026, 11, 14));
    QCOMPARE(codes(),
             QStringList({QStringLiteral("s2"), QStringLiteral("p1"), QStringLiteral("c4"), QStringLiteral("c5")}));
    proxy.setDateRange(QDate(2026, 11, 20), QDate());
    QCOMPARE(codes(), QStringList({QStringLiteral("t2"), QStringLiteral("c6")}));
    proxy.setDateRange(QDate(), QDate(2026, 10, 3));
    QCOMPARE(codes(), QStringList{QStringLiteral("c1")});
    // Everything at once, with text: a player's name, accents folded.
    proxy.setDateRange(QDate(2026, 11, 1), QDate(2026, 11, 30));
    proxy.setFilterText(QStringLiteral("eloise"));
    QCOMPARE(codes(), QStringList({QStringLiteral("s1"), QStringLiteral("t2"), QStringLiteral("c6")}));
    proxy.setPlayerFilter(Bob);
    QCOMPARE(codes(), QStringList({QStringLiteral("s1"), QStringLiteral("c6")}));
    proxy.setFilterText(QStringLiteral("C6")); // the code is searchable
    QCOMPARE(codes(), QStringList{QStringLiteral("c6")});
    proxy.clearFilters();
    QCOMPARE(proxy.rowCount(), 11);
    // Sorting keeps the filter.
    proxy.setGameFilter(Chess);
    proxy.sort(ui::ResultsModel::Date, Qt::DescendingOrder);
    QCOMPARE(codes(), QStringList({QStringLiteral("c6"), QStringLiteral("c5"), QStringLiteral("c4"),
                                   QStringLiteral("c3"), QStringLiteral("c2"), QStringLiteral("c1")}));
}

void TestModels::frenchFormatting()
{
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    const QString separator = QLocale().groupSeparator();
    // Qt 6.4 (CLDR) groups French thousands with a narrow no-break space;
    // older data used a no-break space. Either way, never a plain space.
    QVERIFY2(separator == QString(QChar(0x202F)) || separator == QString(QChar(0x00A0)),
             qPrintable(QString::number(separator.isEmpty() ? 0 : separator.at(0).unicode(), 16)));
    const auto grouped = [&](const char* head, const char* tail) -> QString {
        return QString::fromUtf8(head) + separator + QString::fromUtf8(tail);
    };

    club::Standings s;
    s.game.name = Chess;
    s.game.system = System::EloProvisional;
    club::StandingRow row;
    row.rank = 1;
    row.playerId = 7;
    row.player = Eloise;
    row.rating = row.displayed = 1418;
    row.games = 1234;
    row.lastPlayed = QStringLiteral("2026-11-30T20:00:00");
    s.rows << row;
    club::StandingRow second = row;
    second.rank = 2;
    second.playerId = 8;
    second.player = Bob;
    second.rating = second.displayed = 1200;
    second.provisional = true;
    s.rows << second;
    club::Standings ago = s;
    ago.rows[0].displayed = ago.rows[0].rating = 1406 - 1000; // +1012 since
    ago.rows.removeLast();

    ui::LeaderboardModel model;
    attachTester(&model);
    model.setStandings(s, ago);
    QCOMPARE(model.index(0, ui::LeaderboardModel::Rating).data().toString(), QLocale().toString(1418));
    QCOMPARE(model.index(0, ui::LeaderboardModel::Rating).data().toString(), grouped("1", "418"));
    QCOMPARE(model.index(1, ui::LeaderboardModel::Rating).data().toString(), grouped("~1", "200"));
    QCOMPARE(model.index(0, ui::LeaderboardModel::Games).data().toString(), grouped("1", "234"));
    QCOMPARE(model.index(0, ui::LeaderboardModel::LastPlayed).data().toString(), QStringLiteral("30/11/2026"));
    QCOMPARE(model.index(0, ui::LeaderboardModel::Trend).data().toString(), grouped("▲ 1", "012"));
    QCOMPARE(model.index(1, ui::LeaderboardModel::Trend).data().toString(), QStringLiteral("new"));

    // The rule set's decimals (issue 20): the openskill ordinal's two, with a
    // decimal comma; niveau's none (kept unrounded, shown as a whole number).
    s.integral = false;
    s.decimals = 2;
    s.rows[0].rating = s.rows[0].displayed = 1234.5678;
    model.setStandings(s, std::nullopt);
    QCOMPARE(model.index(0, ui::LeaderboardModel::Rating).data().toString(), grouped("1", "234,57"));
    s.decimals = 0;
    s.rows[0].displayed = 1235;
    model.setStandings(s, std::nullopt);
    QCOMPARE(model.index(0, ui::LeaderboardModel::Rating).data().toString(), grouped("1", "235"));

    club::HallOfFame hof;
    hof.rows << club::HallOfFameRow{1, 7, Eloise, 3, 300.0, 100.0, 98.76543};
    ui::HallOfFameModel hofModel;
    attachTester(&hofModel);
    hofModel.setHallOfFame(hof);
    QCOMPARE(hofModel.index(0, ui::HallOfFameModel::Adjusted).data().toString(), QStringLiteral("98,77"));
    QCOMPARE(hofModel.index(0, ui::HallOfFameModel::Adjusted).data(ui::SortRole).toDouble(), 98.76543);

    club::ResultRow result;
    result.code = QStringLiteral("m1");
    result.playedAt = QStringLiteral("2026-11-30T20:00:00");
    ui::ResultsModel results;
    attachTester(&results);
    results.setResults({result});
    QCOMPARE(results.index(0, ui::ResultsModel::Date).data().toString(), QStringLiteral("30/11/2026"));
    // The long date and the time, without seconds (issue 43), in French and English.
    QCOMPARE(results.index(0, ui::ResultsModel::Date).data(Qt::ToolTipRole).toString(),
             QStringLiteral("lundi 30 novembre 2026 20:00"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QCOMPARE(results.index(0, ui::ResultsModel::Date).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Monday, 30 November 2026 20:00"));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(results.index(0, ui::ResultsModel::Date).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Monday, 30 November 2026 20:00"));
}

void TestModels::settingDataResets()
{
    const auto tarotNow = m_club->rankings().standings(Tarot, std::nullopt);
    const auto chessNow = m_club->rankings().standings(Chess, std::nullopt);
    QVERIFY2(tarotNow && chessNow, qPrintable(chessNow.status().toString()));
    ui::LeaderboardModel model;
    attachTester(&model);
    FilterProxy proxy;
    attachTester(&proxy);
    proxy.setSourceModel(&model);
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy proxyReset(&proxy, &QAbstractItemModel::modelReset);

    model.setStandings(*tarotNow, std::nullopt);
    QCOMPARE(aboutToReset.size(), 1);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(proxyReset.size(), 1);
    QCOMPARE(proxy.rowCount(), 5);

    // The sort column survives new data: the new rows come sorted.
    proxy.sort(ui::LeaderboardModel::Player, Qt::AscendingOrder);
    proxy.setFilterText(QStringLiteral("o")); // Bob, Chloé, Éloïse
    model.setStandings(*chessNow, std::nullopt);
    QCOMPARE(reset.size(), 2);
    QCOMPARE(proxyReset.size(), 2);
    QCOMPARE(model.sortColumn(), int(ui::LeaderboardModel::Player));
    QCOMPARE(columnTexts(proxy, ui::LeaderboardModel::Player), QStringList({Bob, Chloe, Eloise}));

    model.clear();
    QCOMPARE(reset.size(), 3);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(proxy.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestModels)
void TestModels::largeResultsSortAndSearchOffTheWindowThread()
{
    // Past TableModel::BackgroundKeysFrom rows, a column of as many texts
    // as rows is collated, and the words typed are searched, off the
    // window's thread: the model keeps its order until they come.
    const auto rowsOf = [](int count, const QString& prefix) {
        QList<club::ResultRow> rows;
        for (int i = 0; i < count; ++i) {
            club::ResultRow r;
            r.code = QStringLiteral("m%1").arg(i);
            r.playedAt = QStringLiteral("2026-01-01T%1:%2:00")
                             .arg(i / 3600 % 24, 2, 10, QLatin1Char('0'))
                             .arg(i / 60 % 60, 2, 10, QLatin1Char('0'));
            r.game = Chess;
            r.system = System::EloProvisional;
            // Names in the reverse of the entry order, some accented.
            const int n = count - i;
            r.players = {QStringLiteral("%1 %2")
                             .arg(n % 3 == 0 ? u8("Élodie") : QStringLiteral("Elodie"))
                             .arg(n, 6, 10, QLatin1Char('0')),
                         prefix};
            r.summary = QStringLiteral("1. %1 · 2. %2").arg(r.players.at(0), r.players.at(1));
            r.participants = 2;
            rows << r;
        }
        return rows;
    };
    const int count = ui::TableModel::BackgroundKeysFrom + 1000;
    ui::ResultsModel model;
    model.setResults(rowsOf(count, QStringLiteral("Zed")));
    FilterProxy proxy;
    proxy.setSourceModel(&model);
    QSignalSpy sorted(&model, &ui::TableModel::sorted);
    const QString firstBefore = proxy.index(0, ui::ResultsModel::Code).data().toString();
    proxy.sort(ui::ResultsModel::Players, Qt::AscendingOrder);
    QVERIFY(model.sorting());
    QCOMPARE(proxy.index(0, ui::ResultsModel::Code).data().toString(), firstBefore); // not yet
    QTRY_VERIFY(!model.sorting());
    QCOMPARE(sorted.size(), 1);
    // The last entered has the smallest number: first, and every row in
    // the collation's order (É sorts with E).
    QCOMPARE(proxy.index(0, ui::ResultsModel::Code).data().toString(), QStringLiteral("m%1").arg(count - 1));
    const QCollator collator = club::names::collator();
    const QStringList players = columnTexts(proxy, ui::ResultsModel::Players);
    for (qsizetype i = 1; i < players.size(); ++i) {
        QVERIFY2(collator.compare(players[i - 1], players[i]) <= 0,
                 qPrintable(players[i - 1] + QStringLiteral(" > ") + players[i]));
    }
    // Sorting on it again, the other way, needs no wait.
    proxy.sort(ui::ResultsModel::Players, Qt::DescendingOrder);
    QVERIFY(!model.sorting());
    QCOMPARE(proxy.index(0, ui::ResultsModel::Code).data().toString(), QStringLiteral("m0"));

    // New data while the keys are computed: the keys of the old data are
    // dropped, the new data's sorted.
    proxy.sort(ui::ResultsModel::Code, Qt::AscendingOrder);
    QVERIFY(model.sorting());
    model.setResults(rowsOf(count, QStringLiteral("Yann")));
    QTRY_VERIFY(!model.sorting());
    QCOMPARE(proxy.index(0, ui::ResultsModel::Code).data().toString(), QStringLiteral("m0"));
    QCOMPARE(proxy.index(1, ui::ResultsModel::Code).data().toString(), QStringLiteral("m1"));
    QVERIFY(proxy.index(0, ui::ResultsModel::Players).data().toString().contains(QStringLiteral("Yann")));

    // Words typed one after the other: each keystroke returns at once, and
    // the rows shown end as those of the last words, accents folded.
    for (const QString& typed : {QStringLiteral("e"), QStringLiteral("el"), QStringLiteral("elodie 00012")}) {
        proxy.setFilterText(typed);
    }
    QVERIFY(proxy.searching());
    QTRY_VERIFY(!proxy.searching());
    // Elodie 000120 … 000129 and Elodie 000012: eleven rows.
    QStringList found = columnTexts(proxy, ui::ResultsModel::Players);
    QCOMPARE(found.size(), 11);
    for (const QString& f : std::as_const(found)) {
        QVERIFY2(f.contains(QStringLiteral("odie ")) && f.contains(QStringLiteral("00012")), qPrintable(f));
    }
    proxy.setFilterText(QStringLiteral("yann 000777")); // every word must be found
    QTRY_VERIFY(!proxy.searching());
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setFilterText(QString());
    QCOMPARE(proxy.rowCount(), count);
}

#include "tst_models.moc"

// Starting ratings in the club (issue 42, item 2; RATING_RULES.md,
// "Starting ratings"): stored per player and game on both backends, used by
// the replay, kept under re-rating, an edit, a rebuild and a merge, undone
// by setting back what a change returns, explained, and checked. The
// ratings are worked out by hand from RATING_RULES.md §3 (elo-provisional).

#include "clubtest.h"

#include <QTest>

using namespace palmares::test;
using palmares::club::Field;
using palmares::club::StartingRating;

namespace {

const QString Chess = QStringLiteral("Chess");
const QString Points = QStringLiteral("Tally");
const QString Ann = QStringLiteral("Ann");
const QString Bob = QStringLiteral("Bob");

QStringList starts(Club& c, const QString& player = {})
{
    const auto all = c.startingRatings().startingRatings(player);
    if (!all) {
        return {QStringLiteral("error: ") + all.status().toString()};
    }
    QStringList out;
    for (const StartingRating& s : *all) {
        out << QStringLiteral("%1/%2 %3%4")
                   .arg(s.player, s.game, num(s.rating),
                        s.deviation ? QStringLiteral(" ±") + num(*s.deviation) : QString());
    }
    return out;
}

} // namespace

class TestStartingRatings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usedAndKept_data() { addBackendRows(); }
    void usedAndKept();
    void refusedChangesNothing_data() { addBackendRows(); }
    void refusedChangesNothing();
    void mergedAndUnmerged_data() { addBackendRows(); }
    void mergedAndUnmerged();
};

void TestStartingRatings::usedAndKept()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = newClub(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    PALMARES_OK(c->catalogue().addGame(Chess, palmares::rating::System::EloProvisional));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Chess, when(2024, 1, 10), Ann, Bob));
    // Both new at 0, provisional: Ann Ea 0 + 400 = 400; Bob 0 − 400 → 0 (floor).
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 400 (1)"), QStringLiteral("Bob 0 (1)")}));

    // Bob arrives at 1600, established: K · 0/20 against Ann's first game, so
    // 1600; Ann provisional, Ea 1600 + 400 = 2000. Nothing was set before.
    // The feed says so: Chess moved from Bob's first match on.
    QList<palmares::club::Change> announced;
    QObject::connect(&c->feed(), &palmares::club::ChangeFeed::changed,
                     [&announced](const palmares::club::Change& change) { announced << change; });
    const auto first = c->startingRatings().setStartingRating({Bob, Chess, 1600, std::nullopt});
    QVERIFY2(first.ok(), qPrintable(first.status().toString()));
    QVERIFY(!first->has_value());
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.first().kind, palmares::club::Change::Kind::StartingRatingChanged);
    QCOMPARE(announced.first().player, Bob);
    QCOMPARE(announced.first().other, Chess);
    QCOMPARE(announced.first().games.value(Chess), QDate(2024, 1, 10));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 2000 (1)"), QStringLiteral("Bob 1600 (1)")}));
    PALMARES_CHECKED(*c);

    // Ann arrives at 1800: both established, K 32; E(Ann) = 1/(1 + 10^−0.5)
    // = 0.759747, 32 · 0.240253 = 7.69 → +8: 1808 / 1592.
    PALMARES_OK(c->startingRatings().setStartingRating({Ann, Chess, 1800, std::nullopt}));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1808 (1)"), QStringLiteral("Bob 1592 (1)")}));
    QCOMPARE(starts(*c), (QStringList{QStringLiteral("Ann/Chess 1800"), QStringLiteral("Bob/Chess 1600")}));
    PALMARES_CHECKED(*c);

    // The explanation of the first match says where they started from.
    const auto explained = c->explainer().explain(QStringLiteral("s1"));
    QVERIFY2(explained.ok(), qPrintable(explained.status().toString()));
    QVERIFY2(explained->lines.contains(QStringLiteral(
                 "Ann started from his starting rating in Chess, 1800, not from the rule set's start (0).")),
             qPrintable(explained->lines.join(u'\n')));
    QCOMPARE(explained->startingRatings.size(), 2);

    // An edit of the result re-rates from it with the starting ratings:
    // Bob wins, E(Bob) = 0.240253, 32 · 0.759747 = 24.31 → +24: 1776 / 1624.
    PALMARES_OK(c->resultBook().editMatch(QStringLiteral("s1"), duel(QString(), Chess, when(2024, 1, 10), Bob, Ann)));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1776 (1)"), QStringLiteral("Bob 1624 (1)")}));
    PALMARES_CHECKED(*c);
    // A later match of Ann: from 1776, not from her start. Against Bob 1624,
    // Ann wins: E = 1/(1 + 10^(−152/400)) = 0.705784, 32 · 0.294216 = 9.41 → +9.
    PALMARES_RECORD(*c, duel(QStringLiteral("s2"), Chess, when(2024, 2, 1), Ann, Bob));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1785 (2)"), QStringLiteral("Bob 1615 (2)")}));
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1785 (2)"), QStringLiteral("Bob 1615 (2)")}));
    PALMARES_CHECKED(*c);

    // Removed (what undoing the setting does): Ann provisional again.
    // s1: Bob (1600, established, K·0/20) beats Ann: Bob 1600, Ann
    // Ea 1600 − 400 = 1200. s2: Ann beats Bob: Ann Ea (1600 + 1600)/2 + 0 =
    // 1600; Bob against a provisional of 1 game: K · 1/20, E(Bob) =
    // 1/(1 + 10^(−400/400)) = 0.909091, 32/20 · (0 − 0.909091) = −1.45 → −1: 1599.
    const auto removed = c->startingRatings().clearStartingRating(Ann, Chess);
    QVERIFY2(removed.ok(), qPrintable(removed.status().toString()));
    QVERIFY(removed->has_value());
    QCOMPARE(**removed, (StartingRating{Ann, Chess, 1800, std::nullopt}));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1600 (2)"), QStringLiteral("Bob 1599 (2)")}));
    PALMARES_CHECKED(*c);
    // Set back (redo): as before.
    PALMARES_OK(c->startingRatings().setStartingRating(**removed));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1785 (2)"), QStringLiteral("Bob 1615 (2)")}));
    // Removing one that is not there changes nothing.
    PALMARES_OK(c->startingRatings().clearStartingRating(Ann, Chess));
    const auto none = c->startingRatings().clearStartingRating(Ann, Chess);
    QVERIFY(none.ok() && !none->has_value());
}

void TestStartingRatings::refusedChangesNothing()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = newClub(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    PALMARES_OK(c->catalogue().addGame(Chess, palmares::rating::System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(Points, palmares::rating::System::Points));
    PALMARES_OK(c->roster().addPlayer(Ann));
    const auto fieldOf = [&](const StartingRating& start) {
        const auto set = c->startingRatings().setStartingRating(start);
        return set.ok() ? QStringLiteral("ok") : set.status().problems.first().field.toString();
    };
    QCOMPARE(fieldOf({QStringLiteral("Nobody"), Chess, 1500, std::nullopt}), QStringLiteral("player"));
    QCOMPARE(fieldOf({Ann, QStringLiteral("Go"), 1500, std::nullopt}), QStringLiteral("game"));
    QCOMPARE(fieldOf({Ann, Chess, 1500, 80.0}), QStringLiteral("deviation"));
    QCOMPARE(fieldOf({Ann, Chess, -10, std::nullopt}), QStringLiteral("rating"));
    QCOMPARE(fieldOf({Ann, Chess, 1e9, std::nullopt}), QStringLiteral("rating"));
    QCOMPARE(fieldOf({Ann, Points, 100, std::nullopt}), QStringLiteral("rating"));
    QCOMPARE(starts(*c), QStringList());
    PALMARES_OK(c->startingRatings().check({Ann, Chess, 1500, std::nullopt}));
}

void TestStartingRatings::mergedAndUnmerged()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    Status status;
    auto c = newClub(scratch, status);
    QVERIFY2(c, qPrintable(status.toString()));
    PALMARES_OK(c->catalogue().addGame(Chess, palmares::rating::System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Go"), palmares::rating::System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("s1"), Chess, when(2024, 1, 10), Ann, Bob));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Annie")));
    PALMARES_OK(c->startingRatings().setStartingRating({QStringLiteral("Annie"), Chess, 1800, std::nullopt}));
    PALMARES_OK(
        c->startingRatings().setStartingRating({QStringLiteral("Annie"), QStringLiteral("Go"), 1200, std::nullopt}));
    PALMARES_OK(c->startingRatings().setStartingRating({Ann, QStringLiteral("Go"), 1100, std::nullopt}));
    PALMARES_OK(c->startingRatings().setStartingRating({Bob, Chess, 1600, std::nullopt}));
    // Annie is Ann: Ann takes her Chess start (she had none), keeps her Go;
    // s1 re-rated: 1808 / 1592 (see usedAndKept).
    const auto merged = c->merger().mergePlayers(QStringLiteral("Annie"), Ann);
    QVERIFY2(merged.ok(), qPrintable(merged.status().toString()));
    QCOMPARE(starts(*c, Ann), (QStringList{QStringLiteral("Ann/Chess 1800"), QStringLiteral("Ann/Go 1100")}));
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 1808 (1)"), QStringLiteral("Bob 1592 (1)")}));
    PALMARES_CHECKED(*c);
    // Undone: Annie has hers again, Ann loses the one she took.
    PALMARES_OK(c->merger().unmergePlayers(*merged));
    QCOMPARE(starts(*c, QStringLiteral("Annie")),
             (QStringList{QStringLiteral("Annie/Chess 1800"), QStringLiteral("Annie/Go 1200")}));
    QCOMPARE(starts(*c, Ann), QStringList{QStringLiteral("Ann/Go 1100")});
    QCOMPARE(ratings(*c, Chess), (QStringList{QStringLiteral("Ann 2000 (1)"), QStringLiteral("Bob 1600 (1)")}));
    PALMARES_CHECKED(*c);
}

QTEST_GUILESS_MAIN(TestStartingRatings)
#include "tst_starting_ratings.moc"

// The club's change feed (core/club/changefeed, write.h; ARCHITECTURE.md,
// "The change feed"): every write of the services says what it changed once
// its transaction commits — the kind, the match or the player, and the games
// whose history moved, each from the earliest date touched — so that the
// window reloads only what moved. Nothing is announced for a failed write,
// a refused stale edit, a preview or a dry-run import. On SQLite, and on
// PostgreSQL when the test server is there.

#include "clubtest.h"

#include <QTest>

using namespace palmares;
using namespace palmares::test;
using club::Change;

namespace {

const QString Duel = QStringLiteral("Duel");
const QString Foyer = QStringLiteral("Foyer");

QString kindName(Change::Kind kind)
{
    switch (kind) {
    case Change::Kind::MatchRecorded:
        return QStringLiteral("MatchRecorded");
    case Change::Kind::MatchEdited:
        return QStringLiteral("MatchEdited");
    case Change::Kind::MatchDeleted:
        return QStringLiteral("MatchDeleted");
    case Change::Kind::PlayerAdded:
        return QStringLiteral("PlayerAdded");
    case Change::Kind::PlayerRenamed:
        return QStringLiteral("PlayerRenamed");
    case Change::Kind::PlayersMerged:
        return QStringLiteral("PlayersMerged");
    case Change::Kind::MergeUndone:
        return QStringLiteral("MergeUndone");
    case Change::Kind::HouseholdChanged:
        return QStringLiteral("HouseholdChanged");
    case Change::Kind::ActiveChanged:
        return QStringLiteral("ActiveChanged");
    case Change::Kind::PlayerRemoved:
        return QStringLiteral("PlayerRemoved");
    case Change::Kind::GameAdded:
        return QStringLiteral("GameAdded");
    case Change::Kind::GameRenamed:
        return QStringLiteral("GameRenamed");
    case Change::Kind::GameRemoved:
        return QStringLiteral("GameRemoved");
    case Change::Kind::ParametersChanged:
        return QStringLiteral("ParametersChanged");
    case Change::Kind::Imported:
        return QStringLiteral("Imported");
    case Change::Kind::Rebuilt:
        return QStringLiteral("Rebuilt");
    case Change::Kind::Restored:
        return QStringLiteral("Restored");
    case Change::Kind::NamesNormalised:
        return QStringLiteral("NamesNormalised");
    case Change::Kind::Initialised:
        return QStringLiteral("Initialised");
    case Change::Kind::DormancyChanged:
        return QStringLiteral("DormancyChanged");
    case Change::Kind::SeasonsChanged:
        return QStringLiteral("SeasonsChanged");
    case Change::Kind::EventsChanged:
        return QStringLiteral("EventsChanged");
    case Change::Kind::StartingRatingChanged:
        return QStringLiteral("StartingRatingChanged");
    case Change::Kind::Elsewhere:
        return QStringLiteral("Elsewhere");
    }
    return QStringLiteral("?");
}

/// "MatchEdited match=m2 games=Duel@2025-01-02,Foyer@start".
QString line(const Change& c)
{
    QString text = kindName(c.kind);
    if (!c.match.isEmpty()) {
        text += QStringLiteral(" match=") + c.match;
    }
    if (!c.player.isEmpty()) {
        text += QStringLiteral(" player=") + c.player;
    }
    if (!c.other.isEmpty()) {
        text += QStringLiteral(" other=") + c.other;
    }
    QStringList games;
    for (auto it = c.games.cbegin(); it != c.games.cend(); ++it) {
        games << it.key() + QLatin1Char('@') + (it->isValid() ? it->toString(Qt::ISODate) : QStringLiteral("start"));
    }
    if (!games.isEmpty()) {
        text += QStringLiteral(" games=") + games.join(QLatin1Char(','));
    }
    return text;
}

/// What the feed of `c` announces, as lines; take() hands them over.
class Recorder
{
public:
    explicit Recorder(Club& c)
    {
        QObject::connect(&c.feed(), &club::ChangeFeed::changed, &m_context,
                         [this](const Change& change) { m_lines << line(change); });
    }
    QStringList take() { return std::exchange(m_lines, {}); }

private:
    QObject m_context;
    QStringList m_lines;
};

} // namespace

class TestChangeFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backends_data() { addBackendRows(); }
    void everyWriteSaysWhatMoved_data() { backends_data(); }
    void everyWriteSaysWhatMoved();
    void nothingForWhatIsNotCommitted_data() { backends_data(); }
    void nothingForWhatIsNotCommitted();
    void atomicallyAllOrNothing_data() { backends_data(); }
    void atomicallyAllOrNothing();
};

void TestChangeFeed::everyWriteSaysWhatMoved()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto opened = Club::open(scratch.location(), club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    Recorder feed(*c);

    PALMARES_OK(c->init(QStringLiteral("Le Cercle")));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("Initialised")});

    // Games.
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_OK(c->catalogue().addGame(Foyer, rating::System::Fermi));
    QCOMPARE(feed.take(), (QStringList{QStringLiteral("GameAdded games=Duel@start"),
                                       QStringLiteral("GameAdded games=Foyer@start")}));

    // Players.
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Alice")));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("PlayerAdded player=Alice")});

    // Matches: the game from the match's date on; a back-dated one from
    // its own, earlier date.
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), QStringLiteral("Bruno")));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m2"), Duel, when(2025, 1, 20, 20), QStringLiteral("Bruno"), QStringLiteral("Alice")));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m0"), Duel, when(2025, 1, 5, 20), QStringLiteral("Alice"), QStringLiteral("Bruno")));
    QCOMPARE(feed.take(), (QStringList{QStringLiteral("MatchRecorded match=m1 games=Duel@2025-01-10"),
                                       QStringLiteral("MatchRecorded match=m2 games=Duel@2025-01-20"),
                                       QStringLiteral("MatchRecorded match=m0 games=Duel@2025-01-05")}));

    // An edit moves its game from the earlier of the two dates; a match
    // moved to another game moves both.
    PALMARES_OK(
        c->resultBook().editMatch(QStringLiteral("m2"), duel(QStringLiteral("m2"), Duel, when(2025, 1, 2, 20),
                                                             QStringLiteral("Bruno"), QStringLiteral("Alice"))));
    PALMARES_OK(
        c->resultBook().editMatch(QStringLiteral("m2"), duel(QStringLiteral("m2"), Foyer, when(2025, 1, 3, 20),
                                                             QStringLiteral("Bruno"), QStringLiteral("Alice"))));
    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("m1")));
    QCOMPARE(feed.take(), (QStringList{QStringLiteral("MatchEdited match=m2 games=Duel@2025-01-02"),
                                       QStringLiteral("MatchEdited match=m2 games=Duel@2025-01-02,Foyer@2025-01-03"),
                                       QStringLiteral("MatchDeleted match=m1 games=Duel@2025-01-10")}));

    // A rename moves no rating; a household re-rates the games where it
    // matters (fermi) from the start.
    PALMARES_OK(c->roster().renamePlayer(QStringLiteral("Bruno"), QStringLiteral("Bruno B")));
    PALMARES_OK(c->roster().setHousehold(QStringLiteral("Alice"), QStringLiteral("Dupont")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Chloé")));
    PALMARES_OK(c->roster().setActive(QStringLiteral("Chloé"), false));
    PALMARES_OK(c->roster().removePlayer(QStringLiteral("Chloé")));
    QCOMPARE(feed.take(),
             (QStringList{QStringLiteral("PlayerRenamed player=Bruno other=Bruno B"),
                          QStringLiteral("HouseholdChanged player=Alice games=Foyer@start"),
                          QStringLiteral("PlayerAdded player=Chloé"), QStringLiteral("ActiveChanged player=Chloé"),
                          QStringLiteral("PlayerRemoved player=Chloé")}));

    // Parameters re-rate the whole game.
    PALMARES_OK(c->catalogue().setGameParameters(Duel, {{QStringLiteral("start"), QStringLiteral("1400")}}));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("ParametersChanged games=Duel@start")});

    // The dormancy setting moves who is ranked, and no rating.
    PALMARES_OK(c->rankings().setDormantAfterMonths(6));
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    QCOMPARE(feed.take(), (QStringList{QStringLiteral("DormancyChanged"), QStringLiteral("DormancyChanged")}));

    // A merge and its undoing re-rate the games both played in.
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m3"), Duel, when(2025, 2, 1, 20), QStringLiteral("Denis"), QStringLiteral("Alice")));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("MatchRecorded match=m3 games=Duel@2025-02-01")});
    const auto merged = c->merger().mergePlayers(QStringLiteral("Denis"), QStringLiteral("Bruno B"));
    QVERIFY2(merged, qPrintable(merged.status().toString()));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("PlayersMerged player=Denis other=Bruno B games=Duel@start")});
    PALMARES_OK(c->merger().unmergePlayers(*merged));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("MergeUndone player=Denis other=Bruno B games=Duel@start")});

    // An import: each game from its earliest imported match.
    const club::ImportReport imported =
        c->interchange().importCsv("match,date,game,player,rank\n"
                                   "i1,2025-03-01,Duel,Alice,1\ni1,2025-03-01,Duel,Denis,2\n"
                                   "i2,2025-02-15,Duel,Denis,1\ni2,2025-02-15,Duel,Alice,2\n"
                                   "i3,2024-12-24,Foyer,Alice,1\ni3,2024-12-24,Foyer,Denis,2\n",
                                   false);
    QVERIFY2(imported.written, qPrintable(problemsText(imported.problems)));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("Imported games=Duel@2025-02-15,Foyer@2024-12-24")});

    // A rebuild re-rates everything; a game without matches comes and goes.
    PALMARES_OK(c->maintenance().rebuild());
    PALMARES_OK(c->catalogue().addGame(QStringLiteral("Go"), rating::System::Glicko2));
    PALMARES_OK(c->catalogue().removeGame(QStringLiteral("Go")));
    QCOMPARE(feed.take(),
             (QStringList{QStringLiteral("Rebuilt games=Duel@start,Foyer@start"),
                          QStringLiteral("GameAdded games=Go@start"), QStringLiteral("GameRemoved games=Go@start")}));
}

void TestChangeFeed::nothingForWhatIsNotCommitted()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), QStringLiteral("Bruno")));
    Recorder feed(*c);

    // Refused writes.
    QVERIFY(!c->roster().addPlayer(QStringLiteral("Alice")).ok());
    QVERIFY(!c->roster().renamePlayer(QStringLiteral("Nobody"), QStringLiteral("X")).ok());
    QVERIFY(!c->roster().removePlayer(QStringLiteral("Alice")).ok()); // she has results
    QVERIFY(!c->resultBook()
                 .recordMatch(duel({}, QStringLiteral("Go"), when(2025, 1, 11), QStringLiteral("Alice"),
                                   QStringLiteral("Bruno")))
                 .ok());
    QVERIFY(!c->catalogue().setGameParameters(Duel, {{QStringLiteral("start"), QStringLiteral("-5")}}).ok());
    QVERIFY(!c->rankings().setDormantAfterMonths(-1).ok());
    QVERIFY(!c->rankings().setDormantAfterMonths(club::Rankings::MaxDormantAfterMonths + 1).ok());
    // A stale edit: the version read is not the one stored.
    MatchDraft stale =
        duel(QStringLiteral("m1"), Duel, when(2025, 1, 12), QStringLiteral("Bruno"), QStringLiteral("Alice"));
    stale.version = 7;
    QVERIFY(!c->resultBook().editMatch(QStringLiteral("m1"), stale).ok());
    QVERIFY(!c->resultBook().deleteMatch(QStringLiteral("m1"), 7).ok());
    // A preview writes inside a transaction that is rolled back.
    for (const club::ChangeKind kind : {club::ChangeKind::Add, club::ChangeKind::Edit, club::ChangeKind::Delete}) {
        const auto preview =
            c->previewer().preview(kind,
                                   duel(kind == club::ChangeKind::Add ? QString() : QStringLiteral("m1"), Duel,
                                        when(2025, 1, 1), QStringLiteral("Bruno"), QStringLiteral("Chloé")),
                                   kind == club::ChangeKind::Add ? QString() : QStringLiteral("m1"));
        QVERIFY2(preview, qPrintable(preview.status().toString()));
    }
    // A dry run, and an import refused as a whole.
    const QByteArray csv = "match,date,game,player,rank\n"
                           "i1,2025-03-01,Duel,Alice,1\ni1,2025-03-01,Duel,Denis,2\n";
    QVERIFY(c->interchange().importCsv(csv, true).problems.isEmpty());
    QVERIFY(!c->interchange().importCsv(csv + "i2,2025-03-02,Go,Alice,1\ni2,2025-03-02,Go,Denis,2\n", false).written);
    QCOMPARE(feed.take(), QStringList{});

    // And the next write that goes through is announced alone.
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Chloé")));
    QCOMPARE(feed.take(), QStringList{QStringLiteral("PlayerAdded player=Chloé")});
}

void TestChangeFeed::atomicallyAllOrNothing()
{
    // Club::atomically: the window's undo of a change made of several writes
    // (a result and the players entered with it) lands whole or not at all.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), QStringLiteral("Bruno")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Chloé")));
    Recorder feed(*c);
    const auto state = [&c] {
        QStringList out;
        for (const auto& p : c->roster().players().value_or(QList<club::Player>{})) {
            out << p.name;
        }
        out.sort();
        out << QString::number(c->archive().results().value_or(QList<club::ResultRow>{}).size());
        return out;
    };
    const QStringList before = state();

    // Two writes that go through, then a refusal: none of them stays.
    const club::Status refused = c->atomically([&] {
        club::Status s = c->resultBook().deleteMatch(QStringLiteral("m1"));
        if (s.ok()) {
            s = c->roster().removePlayer(QStringLiteral("Chloé"));
        }
        return s.ok() ? c->roster().removePlayer(QStringLiteral("Nobody")) : s;
    });
    QVERIFY(!refused.ok());
    QVERIFY2(refused.toString().contains(QStringLiteral("Nobody")), qPrintable(refused.toString()));
    QCOMPARE(state(), before);
    QCOMPARE(feed.take(), QStringList{});

    // A write refused inside (a player who has results) fails the whole.
    QVERIFY(!c->atomically([&] {
                  const club::Status s = c->roster().removePlayer(QStringLiteral("Chloé"));
                  return s.ok() ? c->roster().removePlayer(QStringLiteral("Alice")) : s;
              }).ok());
    QCOMPARE(state(), before);
    QCOMPARE(feed.take(), QStringList{});

    // All of it when every write goes through, announced once committed, in order.
    PALMARES_OK(c->atomically([&] {
        const club::Status s = c->resultBook().deleteMatch(QStringLiteral("m1"));
        return s.ok() ? c->roster().removePlayer(QStringLiteral("Chloé")) : s;
    }));
    QCOMPARE(state(), (QStringList{QStringLiteral("Alice"), QStringLiteral("Bruno"), QStringLiteral("0")}));
    QCOMPARE(feed.take(), (QStringList{QStringLiteral("MatchDeleted match=m1 games=Duel@2025-01-10"),
                                       QStringLiteral("PlayerRemoved player=Chloé")}));
    // removeUnlessPlayed keeps a player who has results, removes one who has none.
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m2"), Duel, when(2025, 1, 11, 20), QStringLiteral("Alice"), QStringLiteral("Denis")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Émile")));
    QCOMPARE(c->roster().removeUnlessPlayed(QStringLiteral("Denis")).value_or(true), false);
    QCOMPARE(c->roster().removeUnlessPlayed(QStringLiteral("Émile")).value_or(false), true);
    QVERIFY(!c->roster().removeUnlessPlayed(QStringLiteral("Nobody")).ok());
    QCOMPARE(state().first(3),
             (QStringList{QStringLiteral("Alice"), QStringLiteral("Bruno"), QStringLiteral("Denis")}));
}

QTEST_GUILESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"

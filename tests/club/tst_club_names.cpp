// Names where they enter the club (issue 19, names.h): one person is one
// player whatever the machine that typed his name, an invisible character is
// refused where it is (field, or line and column) and changes nothing, names
// that are possibly one person are said, and a club holding names from
// before is reviewed by check and normalised only as far as the secretary
// says. On every backend.

#include "clubtest.h"
#include "kept.h"

#include "club/clubprobe.h"
#include "store/clubstore.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace palmares;
using namespace palmares::test;

namespace {

QString u(const char16_t* s)
{
    return QString::fromUtf16(s);
}

const QString Duel = QStringLiteral("Duel");
const QString ElodieNfc = u(u"\u00C9lodie Rousseau");
const QString ElodieNfd = u(u"E\u0301lodie Rousseau");

QStringList playerNames(Club& c)
{
    QStringList out;
    for (const auto& p : c.roster().players().value_or(QList<club::Player>{})) {
        out << p.name;
    }
    out.sort();
    return out;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QByteArray csvFile(const QStringList& lines)
{
    return (lines.join(u'\n') + u'\n').toUtf8();
}

/// The club's names findings as "Kind: names" lines.
QStringList findings(Club& c)
{
    const auto report = c.maintenance().check();
    if (!report) {
        return {QStringLiteral("check failed: ") + report.status().toString()};
    }
    QStringList out;
    for (const club::NameFinding& f : report->names) {
        static const char* const kinds[] = {"Invisible", "NotNormalised", "SameSpelling", "Lookalike"};
        out << QStringLiteral("%1: %2").arg(QLatin1String(kinds[static_cast<int>(f.kind)]),
                                            f.names.join(QStringLiteral(" | ")));
    }
    out.sort(); // the store lists players in its own collation
    return out;
}

} // namespace

class TestClubNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backends_data() { addBackendRows(); }
    void onePersonOnePlayer_data() { backends_data(); }
    void onePersonOnePlayer();
    void invisibleRefusedWhereItIs_data() { backends_data(); }
    void invisibleRefusedWhereItIs();
    void importRefusesInvisibleAtLineAndColumn_data() { backends_data(); }
    void importRefusesInvisibleAtLineAndColumn();
    void importListsPossibleDuplicates_data() { backends_data(); }
    void importListsPossibleDuplicates();
    void lookalikesBeforeANewPlayer_data() { backends_data(); }
    void lookalikesBeforeANewPlayer();
    void oldNamesReviewedAndNormalised_data() { backends_data(); }
    void oldNamesReviewedAndNormalised();
    void oldTeamsAndArmyListsNormalised_data() { backends_data(); }
    void oldTeamsAndArmyListsNormalised();
    void listedInTheLocalesOrder_data() { backends_data(); }
    void listedInTheLocalesOrder();
};

void TestClubNames::onePersonOnePlayer()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_OK(c->roster().addPlayer(ElodieNfc));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("  Bob   Martin ")));
    QCOMPARE(playerNames(*c), (QStringList{QStringLiteral("Bob Martin"), ElodieNfc}));
    // The same names written otherwise (NFD from macOS, two spaces) are the
    // same players: no new one.
    PALMARES_RECORD(*c,
                    duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), ElodieNfd, QStringLiteral("Bob  Martin")));
    QCOMPARE(playerNames(*c), (QStringList{QStringLiteral("Bob Martin"), ElodieNfc}));
    QCOMPARE(history(*c, ElodieNfd).size(), 1);
    // Adding or renaming to a variant is adding the same name twice.
    QVERIFY(!c->roster().addPlayer(ElodieNfd).ok());
    QVERIFY(!c->roster().addPlayer(QStringLiteral("Bob Martin\u00A0")).ok());
    // A game, too.
    QVERIFY(!c->catalogue().addGame(QStringLiteral(" Duel "), rating::System::Fermi).ok());
    PALMARES_OK(c->catalogue().game(QStringLiteral("  Duel")));
    // An import with the NFD spelling and a double space: the same players.
    const club::ImportReport report =
        c->interchange().importCsv(csvFile({QStringLiteral("match,date,game,player,rank"),
                                            QStringLiteral("m2,2025-01-11,Duel,%1,1").arg(ElodieNfd),
                                            QStringLiteral("m2,2025-01-11,Duel,Bob    Martin,2")}),
                                   false);
    QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
    QVERIFY(report.newPlayers.isEmpty());
    QCOMPARE(playerNames(*c), (QStringList{QStringLiteral("Bob Martin"), ElodieNfc}));
    PALMARES_CHECKED(*c);
}

void TestClubNames::invisibleRefusedWhereItIs()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Alice")));
    const QByteArray before = exported(*c);

    const Status zws = c->roster().addPlayer(u(u"Bo\u200Bb"));
    QVERIFY(!zws.ok());
    QCOMPARE(zws.problems.first().field, club::Field{club::Field::Kind::Name});
    QVERIFY2(zws.problems.first().message.contains(QStringLiteral("U+200B (zero width space)")),
             qPrintable(zws.toString()));
    QVERIFY(zws.problems.first().message.contains(QStringLiteral("character 3")));
    const Status rlo = c->roster().renamePlayer(QStringLiteral("Alice"), u(u"Alice\u202E"));
    QVERIFY(!rlo.ok());
    QCOMPARE(rlo.problems.first().field, club::Field{club::Field::Kind::NewName});
    QVERIFY(rlo.toString().contains(QStringLiteral("right-to-left override")));
    const Status bell = c->roster().setHousehold(QStringLiteral("Alice"), u(u"Home\u0007"));
    QVERIFY(!bell.ok());
    QCOMPARE(bell.problems.first().field, club::Field{club::Field::Kind::Household});
    QVERIFY(!c->catalogue().addGame(u(u"Tar\uFEFFot"), rating::System::Niveau).ok());

    // In a match: the participant it is in, for the player, the team and
    // the army list alike; the game's own field.
    MatchDraft d = duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), u(u"Bruno\u2066"));
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("player 2")});
    d = duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), QStringLiteral("Bruno"));
    d.participants[0].team = u(u"A\u200D");
    d.participants[1].armyList = u(u"Orcs\u00AD");
    QCOMPARE(fields(c->resultBook().validate(d)),
             (QStringList{QStringLiteral("player 1"), QStringLiteral("player 2")}));
    QVERIFY(problemsText(c->resultBook().validate(d)).contains(QStringLiteral("a team's name")));
    QVERIFY(problemsText(c->resultBook().validate(d)).contains(QStringLiteral("an army list's name")));
    QVERIFY(!c->resultBook().recordMatch(d, true));
    d = duel(QStringLiteral("m1"), u(u"Duel\u200B"), when(2025, 1, 10, 20), QStringLiteral("Alice"),
             QStringLiteral("Bruno"));
    QCOMPARE(fields(c->resultBook().validate(d)), QStringList{QStringLiteral("game")});

    // Nothing of it reached the club.
    QCOMPARE(playerNames(*c), QStringList{QStringLiteral("Alice")});
    QCOMPARE(exported(*c), before);
    QCOMPARE(c->catalogue().games()->size(), 1);
}

void TestClubNames::importRefusesInvisibleAtLineAndColumn()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    const club::ImportReport report = c->interchange().importCsv(
        csvFile({QStringLiteral("match,date,game,player,rank,team"), QStringLiteral("m1,2025-01-10,Duel,Alice,1,"),
                 u(u"m1,2025-01-10,Duel,Bru\u200Bno,2,"), QStringLiteral("m2,2025-01-11,Duel,Alice,1,"),
                 u(u"m2,2025-01-11,Duel,Chlo\u00E9,2,x\u202Ey")}),
        false);
    QVERIFY(!report.written);
    QCOMPARE(report.problems.size(), 2);
    QCOMPARE(report.problems[0].line, 3);
    QCOMPARE(report.problems[0].column, 4);
    QCOMPARE(report.problems[0].field, club::Field::column(QStringLiteral("player")));
    QVERIFY(report.problems[0].message.contains(QStringLiteral("U+200B")));
    QCOMPARE(report.problems[1].line, 5);
    QCOMPARE(report.problems[1].column, 6);
    QCOMPARE(report.problems[1].field, club::Field::column(QStringLiteral("team")));
    QVERIFY(playerNames(*c).isEmpty());
    QCOMPARE(exported(*c), exported(*c).left(exported(*c).indexOf('\n') + 1)); // the header, no row
}

void TestClubNames::importListsPossibleDuplicates()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_OK(c->roster().addPlayer(ElodieNfc));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Zoe")));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("zoe"))); // the club's own: check's business, not the import's
    const QByteArray file =
        csvFile({QStringLiteral("match,date,game,player,rank"), QStringLiteral("m1,2025-01-10,Duel,bob,1"),
                 QStringLiteral("m1,2025-01-10,Duel,Bob,2"), QStringLiteral("m2,2025-01-11,Duel,elodie rousseau,1"),
                 QStringLiteral("m2,2025-01-11,Duel,Carl,2")});
    for (const bool dryRun : {true, false}) {
        const club::ImportReport report = c->interchange().importCsv(file, dryRun);
        QVERIFY2(report.problems.isEmpty(), qPrintable(problemsText(report.problems)));
        QStringList said;
        for (const club::PossibleDuplicate& d : report.possibleDuplicates) {
            QStringList group;
            for (const auto& s : d.names) {
                group << QStringLiteral("%1@%2").arg(s.name).arg(s.line);
            }
            said << group.join(QStringLiteral(" "));
        }
        // Each new player with its first line; a player of the club at 0.
        QCOMPARE(said,
                 (QStringList{QStringLiteral("Bob@3 bob@2"), QStringLiteral("elodie rousseau@4 %1@0").arg(ElodieNfc)}));
        QCOMPARE(report.written, !dryRun);
    }
    // Kept apart, as the file wrote them: the secretary decides.
    QCOMPARE(playerNames(*c),
             (QStringList{QStringLiteral("Bob"), QStringLiteral("Carl"), QStringLiteral("Zoe"), QStringLiteral("bob"),
                          QStringLiteral("elodie rousseau"), QStringLiteral("zoe"), ElodieNfc}));
}

void TestClubNames::lookalikesBeforeANewPlayer()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->roster().addPlayer(ElodieNfc));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob")));
    const auto found = c->roster().lookalikes({QStringLiteral("Elodie  Rousseau"), QStringLiteral("BOB"),
                                               QStringLiteral("Bob"), QStringLiteral("Carl"), ElodieNfd});
    QVERIFY(found);
    // Known names (Bob, the NFD Élodie) make no new player: nothing to say.
    QCOMPARE(found->keys(), (QStringList{QStringLiteral("BOB"), QStringLiteral("Elodie Rousseau")}));
    QCOMPARE(found->value(QStringLiteral("BOB")), QStringList{QStringLiteral("Bob")});
    QCOMPARE(found->value(QStringLiteral("Elodie Rousseau")), QStringList{ElodieNfc});
}

void TestClubNames::oldNamesReviewedAndNormalised()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_OK(c->roster().addPlayer(ElodieNfc));
    PALMARES_OK(c->roster().addPlayer(QStringLiteral("Bob")));
    PALMARES_CHECKED(*c);
    QCOMPARE(findings(*c), QStringList{});
    // Names written before names were normalised, straight into the store.
    {
        store::ClubStore s(club::ClubProbe::database(*c));
        Kept e;
        QVERIFY2(e(s.insertPlayer(ElodieNfd, QString())), qPrintable(e.message));
        QVERIFY2(e(s.insertPlayer(QStringLiteral("Ann  Lee"), QStringLiteral("Les  Lee"))), qPrintable(e.message));
        QVERIFY2(e(s.insertPlayer(u(u"Zo\u200Be"), QString())), qPrintable(e.message));
        QVERIFY2(e(s.insertPlayer(QStringLiteral("bob"), QString())), qPrintable(e.message));
    }
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Bob"), ElodieNfc));
    const QStringList reviewed = findings(*c);
    QCOMPARE(reviewed, sorted({
                           u(u"Invisible: Zo\u200Be"),
                           QStringLiteral("Lookalike: Bob | bob"),
                           QStringLiteral("NotNormalised: %1").arg(ElodieNfd),
                           QStringLiteral("NotNormalised: Ann  Lee"),
                           QStringLiteral("NotNormalised: Les  Lee"),
                           QStringLiteral("SameSpelling: %1 | %2").arg(ElodieNfc, ElodieNfd),
                       }));
    QVERIFY(!c->maintenance().check()->ok());
    // The stored name with an invisible character is found as it looks.
    PALMARES_OK(c->roster().renamePlayer(QStringLiteral("Zoe"), QStringLiteral("Zoé")));

    // Without the secretary's word, the two Élodie stay two.
    const auto kept = c->nameUpkeep().normalise(false);
    QVERIFY(kept);
    QCOMPARE(kept->rewritten,
             (QStringList{QStringLiteral("Ann  Lee → Ann Lee"), QStringLiteral("Les  Lee → Les Lee")}));
    QVERIFY(kept->merged.isEmpty());
    QCOMPARE(kept->left.size(), 1);
    QCOMPARE(findings(*c),
             sorted({QStringLiteral("Lookalike: Bob | bob"), QStringLiteral("NotNormalised: %1").arg(ElodieNfd),
                     QStringLiteral("SameSpelling: %1 | %2").arg(ElodieNfc, ElodieNfd)}));
    // With it, one player, his results kept, the cache exact.
    const auto merged = c->nameUpkeep().normalise(true);
    QVERIFY2(merged, qPrintable(merged.status().toString()));
    QCOMPARE(merged->merged, QStringList{QStringLiteral("%1 → %2").arg(ElodieNfd, ElodieNfc)});
    QCOMPARE(findings(*c), QStringList{QStringLiteral("Lookalike: Bob | bob")});
    QVERIFY(c->maintenance().check()->ok()); // a lookalike is a note
    QCOMPARE(history(*c, ElodieNfc).size(), 1);
    QCOMPARE(playerNames(*c), (QStringList{QStringLiteral("Ann Lee"), QStringLiteral("Bob"), QStringLiteral("Zoé"),
                                           QStringLiteral("bob"), ElodieNfc}));
    PALMARES_CHECKED(*c);
}

void TestClubNames::oldTeamsAndArmyListsNormalised()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Duel, rating::System::EloProvisional));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m1"), Duel, when(2025, 1, 10, 20), QStringLiteral("Alice"), QStringLiteral("Bob")));
    PALMARES_RECORD(
        *c, duel(QStringLiteral("m2"), Duel, when(2025, 1, 11, 20), QStringLiteral("Bob"), QStringLiteral("Alice")));
    // Teams and army lists written before names were normalised.
    {
        QSqlQuery q(QSqlDatabase::database(club::ClubProbe::database(*c).connectionName(), false));
        const auto set = [&](const QString& code, const QString& player, const QString& team, const QString& army) {
            QVERIFY(q.prepare(QStringLiteral(
                "UPDATE participant SET team = ?, army_list = ? WHERE match_id = (SELECT id FROM match WHERE code = "
                "?) AND player_id = (SELECT id FROM player WHERE name = ?)")));
            q.addBindValue(team);
            q.addBindValue(army);
            q.addBindValue(code);
            q.addBindValue(player);
            QVERIFY2(q.exec() && q.numRowsAffected() == 1, qPrintable(q.lastError().text()));
        };
        set(QStringLiteral("m1"), QStringLiteral("Alice"), QStringLiteral("Les  Bleus"),
            QStringLiteral("Space  Marines"));
        set(QStringLiteral("m1"), QStringLiteral("Bob"), QStringLiteral("Les  Rouges"), QStringLiteral(""));
        set(QStringLiteral("m2"), QStringLiteral("Alice"), QStringLiteral("Les Verts"),
            QStringLiteral("Space Marines"));
        set(QStringLiteral("m2"), QStringLiteral("Bob"), QStringLiteral("Les Rouges"), u(u"Orks\u200B"));
    }
    // The cache as those older versions computed it, from those teams.
    PALMARES_OK(c->maintenance().rebuild());
    QCOMPARE(c->maintenance().check()->differences, QStringList{});
    QCOMPARE(findings(*c),
             sorted({QStringLiteral("NotNormalised: Les  Bleus"), QStringLiteral("NotNormalised: Les  Rouges"),
                     QStringLiteral("NotNormalised: Space  Marines"), u(u"Invisible: Orks\u200B")}));
    const auto fixed = c->nameUpkeep().normalise(false);
    QVERIFY2(fixed, qPrintable(fixed.status().toString()));
    // "Les Rouges" is already another team's name: a match with both would
    // have two teams become one, so it is left; army lists become one.
    QCOMPARE(fixed->rewritten,
             (QStringList{QStringLiteral("Les  Bleus → Les Bleus"), QStringLiteral("Space  Marines → Space Marines")}));
    QCOMPARE(fixed->left.size(), 1);
    QVERIFY2(fixed->left.first().contains(QStringLiteral("'Les  Rouges'")), qPrintable(fixed->left.first()));
    QCOMPARE(findings(*c), sorted({QStringLiteral("NotNormalised: Les  Rouges"), u(u"Invisible: Orks\u200B")}));
    // The ratings are the same: every team of a match is still itself.
    const auto report = c->maintenance().check();
    QVERIFY(report);
    QCOMPARE(report->differences, QStringList{});
    QCOMPARE(report->integrity, QStringList{QStringLiteral("ok")});
}

void TestClubNames::listedInTheLocalesOrder()
{
    // Issue 20, item 11: accented names came after Z (the store's byte
    // order). Players and games are listed as a person reads a list: É with
    // the E's, case ignored, numbers by value.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    for (const QString& name : {u(u"Zo\u00e9"), u(u"\u00c9mile"), QStringLiteral("bob"), QStringLiteral("Eric"),
                                ElodieNfc, QStringLiteral("Alice 10"), QStringLiteral("Alice 9")}) {
        PALMARES_OK(c->roster().addPlayer(name));
    }
    QStringList listed;
    for (const auto& p : c->roster().players().value_or(QList<club::Player>{})) {
        listed << p.name;
    }
    QCOMPARE(listed, (QStringList{QStringLiteral("Alice 9"), QStringLiteral("Alice 10"), QStringLiteral("bob"),
                                  ElodieNfc, u(u"\u00c9mile"), QStringLiteral("Eric"), u(u"Zo\u00e9")}));
    for (const QString& name : {QStringLiteral("Tarot"), u(u"\u00c9checs"), QStringLiteral("belote")}) {
        PALMARES_OK(c->catalogue().addGame(name, rating::System::Points));
    }
    QStringList games;
    for (const auto& g : c->catalogue().games().value_or(QList<club::Game>{})) {
        games << g.name;
    }
    QCOMPARE(games, (QStringList{QStringLiteral("belote"), u(u"\u00c9checs"), QStringLiteral("Tarot")}));
}

QTEST_GUILESS_MAIN(TestClubNames)
#include "tst_club_names.moc"

// The import assistant through palmares-cli (issue 18, item 3): a club's own
// Latin-1 spreadsheet with semicolons imported with --game and
// --players-from; columns guessed from their French names, then the
// mapping saved for the next file of the same header; --map, --game-map,
// --new-game, --date-order; every refusal at its line and column of the
// secretary's file, with the club file unchanged.

#include "clitest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

const QString Sheet = QStringLiteral("Date;Table;Joueur;Points;Donnes;Commentaire\r\n"
                                     "12/09/2019;1;elodie rousseau;120,5;8;\r\n"
                                     "12/09/2019;1;Jean-Pierre Martin;80;8;très bien\r\n"
                                     "12/09/2019;1;Lucie Faure;-20;8;\r\n"
                                     "12/09/2019;1;Jean-Pierre Martine;10;8;\r\n"
                                     "13/09/2019;1;Lucie Faure;10;6;\r\n"
                                     "13/09/2019;1;Paul Émond;20;6;\r\n"
                                     "13/09/2019;1;Élodie Rousseau;30;6;\r\n");

} // namespace

class TestCliImportAssistant : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void latin1SheetWithPlayersMapping();
    void refusalsAtTheirLineAndColumn();
    void oneRowAMatchWithANewGame();

private:
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }
    bool writeFile(const QString& name, const QByteArray& bytes) const;
    /// A club with a Tarot game (niveau) and Élodie Rousseau and Jean-Pierre Martin.
    QString newClub(const QString& name);
    QTemporaryDir m_files;
};

void TestCliImportAssistant::initTestCase()
{
    QVERIFY(m_files.isValid());
}

bool TestCliImportAssistant::writeFile(const QString& name, const QByteArray& bytes) const
{
    QFile f(path(name));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString TestCliImportAssistant::newClub(const QString& name)
{
    const QString db = path(name);
    const QList<QStringList> steps{
        {QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("C")},
        {QStringLiteral("game"), QStringLiteral("add"), QStringLiteral("Tarot"), QStringLiteral("--system"),
         QStringLiteral("niveau")},
        {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Élodie Rousseau")},
        {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Jean-Pierre Martin")}};
    for (const QStringList& args : steps) {
        const CliRun r = inClub(db, args);
        if (r.code != 0) {
            qWarning("%s", qPrintable(describe(args, r)));
            return {};
        }
    }
    return db;
}

void TestCliImportAssistant::latin1SheetWithPlayersMapping()
{
    const QString db = newClub(QStringLiteral("latin1.db"));
    QVERIFY(!db.isEmpty());
    QVERIFY(writeFile(QStringLiteral("tarot.csv"), Sheet.toLatin1()));
    const QString file = path(QStringLiteral("tarot.csv"));

    // No game column and none named: refused before anything, the columns
    // as guessed shown, the club file unchanged.
    const QByteArray before = fileSha256(db);
    const CliRun noGame = inClub(db, {QStringLiteral("import"), file});
    QCOMPARE(noGame.code, 1);
    QVERIFY2(noGame.errText().contains(QStringLiteral("Joueur -> player")), qPrintable(noGame.errText()));
    QVERIFY2(noGame.errText().contains(QStringLiteral("no column gives the game")), qPrintable(noGame.errText()));
    QCOMPARE(fileSha256(db), before);

    // The dry run: Latin-1 and semicolons found, the folded name matched,
    // the close spelling offered.
    const CliRun dry = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--game"), QStringLiteral("Tarot"),
                                   QStringLiteral("--dry-run")});
    QVERIFY2(dry.code == 0, qPrintable(describe({}, dry)));
    QVERIFY2(dry.outText().contains(QStringLiteral("latin-1, separated by ';'")), qPrintable(dry.outText()));
    QVERIFY(dry.outText().contains(QStringLiteral("left out: Commentaire")));
    QVERIFY(dry.outText().contains(QStringLiteral("'elodie rousseau' -> 'Élodie Rousseau'")));
    QVERIFY(dry.outText().contains(QStringLiteral("'Jean-Pierre Martine' (line 5) may be 'Jean-Pierre Martin'")));
    QVERIFY(dry.outText().contains(QStringLiteral("2 matches (7 rows)")));
    QCOMPARE(fileSha256(db), before);

    // The secretary keeps the misspelling apart: a players' mapping file
    // (UTF-8, commas) with an empty player: a new player as written.
    QVERIFY(writeFile(QStringLiteral("players.csv"), "written,player\nJean-Pierre Martine,\n"));
    const CliRun done = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--game"), QStringLiteral("Tarot"),
                                    QStringLiteral("--players-from"), path(QStringLiteral("players.csv"))});
    QVERIFY2(done.code == 0, qPrintable(describe({}, done)));
    const CliRun players = inClub(
        db, {QStringLiteral("player"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(players.outText().contains(QStringLiteral("Jean-Pierre Martine")));
    QVERIFY(!players.outText().contains(QStringLiteral("elodie rousseau")));
    const CliRun exported = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QVERIFY2(exported.outText().contains(QStringLiteral("2019-09-12,Tarot,Élodie Rousseau,,120.5")),
             qPrintable(exported.outText()));

    // Next year's file of the same shape: the saved mapping (game included)
    // needs no option.
    QString nextYear = Sheet;
    nextYear.replace(QStringLiteral("/2019"), QStringLiteral("/2020"));
    QVERIFY(writeFile(QStringLiteral("tarot-2020.csv"), nextYear.toLatin1()));
    const CliRun saved = inClub(db, {QStringLiteral("import"), path(QStringLiteral("tarot-2020.csv")),
                                     QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(saved.code == 0, qPrintable(describe({}, saved)));
    const QJsonObject json = QJsonDocument::fromJson(saved.out).object();
    QCOMPARE(json.value(QStringLiteral("matches")).toInt(), 2);
    QVERIFY(json.value(QStringLiteral("assistant")).toObject().value(QStringLiteral("saved_mapping")).toBool());
    QCOMPARE(json.value(QStringLiteral("new_players")).toArray().size(), 0);

    // The 2019 sheet once more (issue 43): its codes are the club's. With
    // --codes it imports; the dry run says the club's four matches from its
    // first day on are re-rated.
    const CliRun twice = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--dry-run")});
    QCOMPARE(twice.code, 1);
    QVERIFY2(twice.errText().contains(QStringLiteral("already has a match")), qPrintable(twice.errText()));
    const CliRun prefixed = inClub(db, {QStringLiteral("import"), file, QStringLiteral("--codes"),
                                        QStringLiteral("prefix:S2-"), QStringLiteral("--dry-run")});
    QVERIFY2(prefixed.code == 0, qPrintable(describe({}, prefixed)));
    QVERIFY2(prefixed.outText().contains(QStringLiteral("4 later matches of the club re-rated")),
             qPrintable(prefixed.outText()));
    const CliRun wrong =
        inClub(db, {QStringLiteral("import"), file, QStringLiteral("--codes"), QStringLiteral("renumber")});
    QCOMPARE(wrong.code, 2);
    QVERIFY2(wrong.errText().contains(QStringLiteral("--codes 'renumber' is not one of keep, prefix:TEXT")),
             qPrintable(wrong.errText()));
    const QStringList renew{QStringLiteral("import"),   file,
                            QStringLiteral("--codes"),  QStringLiteral("new"),
                            QStringLiteral("--format"), QStringLiteral("json")};
    const CliRun dryRenewed = inClub(db, renew + QStringList{QStringLiteral("--dry-run")});
    QVERIFY2(dryRenewed.code == 0, qPrintable(describe({}, dryRenewed)));
    QCOMPARE(QJsonDocument::fromJson(dryRenewed.out).object().value(QStringLiteral("later_matches_rerated")).toInt(),
             4);
    const CliRun renewed = inClub(db, renew);
    QVERIFY2(renewed.code == 0, qPrintable(describe({}, renewed)));
    QCOMPARE(QJsonDocument::fromJson(renewed.out).object().value(QStringLiteral("matches")).toInt(), 2);
    const CliRun all = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QCOMPARE(all.outText().count(QStringLiteral(",Tarot,Élodie Rousseau,")), 6);
}

void TestCliImportAssistant::refusalsAtTheirLineAndColumn()
{
    const QString db = newClub(QStringLiteral("refusals.db"));
    QVERIFY(!db.isEmpty());
    QString bad = Sheet;
    bad.replace(QStringLiteral("13/09/2019;1;Paul Émond;20"), QStringLiteral("31/09/2019;1;Paul Émond;vingt"));
    QVERIFY(writeFile(QStringLiteral("bad.csv"), bad.toLatin1()));
    const QByteArray before = fileSha256(db);
    const CliRun r = inClub(db, {QStringLiteral("import"), path(QStringLiteral("bad.csv")), QStringLiteral("--game"),
                                 QStringLiteral("Tarot")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("line 7, column 1 (Date): '31/09/2019' is not a date written "
                                                 "DD/MM/YYYY")),
             qPrintable(r.errText()));
    QCOMPARE(fileSha256(db), before);
    // The date corrected, the score: line 7, column 4.
    bad.replace(QStringLiteral("31/09/2019"), QStringLiteral("13/09/2019"));
    QVERIFY(writeFile(QStringLiteral("bad.csv"), bad.toLatin1()));
    const CliRun score = inClub(db, {QStringLiteral("import"), path(QStringLiteral("bad.csv")),
                                     QStringLiteral("--game"), QStringLiteral("Tarot")});
    QCOMPARE(score.code, 1);
    QVERIFY2(score.errText().contains(QStringLiteral("line 7, column 4 (Points)")), qPrintable(score.errText()));
    QCOMPARE(fileSha256(db), before);
    // Options that are not: a usage error (2).
    QCOMPARE(inClub(db, {QStringLiteral("import"), path(QStringLiteral("bad.csv")), QStringLiteral("--date-order"),
                         QStringLiteral("dym")})
                 .code,
             2);
    QCOMPARE(inClub(db, {QStringLiteral("import"), path(QStringLiteral("bad.csv")), QStringLiteral("--map"),
                         QStringLiteral("Joueur")})
                 .code,
             2);
    // A field that is none, named with the fields there are.
    const CliRun field = inClub(db, {QStringLiteral("import"), path(QStringLiteral("bad.csv")), QStringLiteral("--map"),
                                     QStringLiteral("Joueur=joueur")});
    QCOMPARE(field.code, 1);
    QVERIFY2(field.errText().contains(QStringLiteral("line 1, column 3 (Joueur): 'joueur' is not a field")),
             qPrintable(field.errText()));
    QCOMPARE(fileSha256(db), before);
}

void TestCliImportAssistant::oneRowAMatchWithANewGame()
{
    const QString db = newClub(QStringLiteral("duels.db"));
    QVERIFY(!db.isEmpty());
    // Month first, tab separated, a game the club does not have, spelled two ways.
    QVERIFY(writeFile(QStringLiteral("duels.txt"), "When\tGame\tWinner\tLoser\n"
                                                   "01/02/2021\tScrabble\tAnne\tBob\n"
                                                   "01/09/2021\tscrabble\tBob\tAnne\n"));
    const QStringList args{QStringLiteral("import"),       path(QStringLiteral("duels.txt")),
                           QStringLiteral("--map"),        QStringLiteral("When=date"),
                           QStringLiteral("--map"),        QStringLiteral("Game=game"),
                           QStringLiteral("--map"),        QStringLiteral("Winner=player:1"),
                           QStringLiteral("--map"),        QStringLiteral("Loser=player:2"),
                           QStringLiteral("--new-game"),   QStringLiteral("Scrabble=fermi"),
                           QStringLiteral("--game-map"),   QStringLiteral("scrabble=Scrabble"),
                           QStringLiteral("--date-order"), QStringLiteral("mdy")};
    // No ranks: the rule set says what is missing, at the line.
    const CliRun noRank = inClub(db, args);
    QCOMPARE(noRank.code, 1);
    QVERIFY2(noRank.errText().contains(QStringLiteral("line 2")), qPrintable(noRank.errText()));
    QVERIFY(
        !inClub(db, {QStringLiteral("game"), QStringLiteral("list")}).outText().contains(QStringLiteral("Scrabble")));
    // Ranks from a constant? No: the file gains its columns.
    QVERIFY(writeFile(QStringLiteral("duels.txt"), "When\tGame\tWinner\tLoser\tW\tL\n"
                                                   "01/02/2021\tScrabble\tAnne\tBob\t1\t2\n"
                                                   "01/09/2021\tscrabble\tBob\tAnne\t1\t2\n"));
    QStringList ranked = args;
    ranked << QStringLiteral("--map") << QStringLiteral("W=rank:1") << QStringLiteral("--map")
           << QStringLiteral("L=rank:2");
    const CliRun done = inClub(db, ranked);
    QVERIFY2(done.code == 0, qPrintable(describe(ranked, done)));
    QVERIFY(done.outText().contains(QStringLiteral("new games: Scrabble")));
    const CliRun exported = inClub(db, {QStringLiteral("export-results"), QStringLiteral("-")});
    QVERIFY2(exported.outText().contains(QStringLiteral("duels.txt:3,2021-01-09,Scrabble,Bob,1")),
             qPrintable(exported.outText()));
}

QTEST_GUILESS_MAIN(TestCliImportAssistant)
#include "tst_cli_import_assistant.moc"

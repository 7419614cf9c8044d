// Names as people's files carry them, through palmares-cli (issue 19): an
// invisible character refused with its line and column (import) or field
// (player add), the club file unchanged; an import's dry run and report list
// possible duplicates with their lines; a name written in NFD or with two
// spaces is the player the club has; check lists an old club's names and
// `names normalise` fixes them, merging only with --merge. What the commands
// count is said in words, singular for one (issue 43): "1 new player", never
// "1 new players" nor "player(s)".

#include "clitest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace palmares::test;

namespace {

QString u(const char16_t* s)
{
    return QString::fromUtf16(s);
}

/// One statement straight into the club file, past every check of Palmarès.
bool rawSql(const QString& path, const QString& statement)
{
    const QString name = QStringLiteral("tst-cli-names");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QSqlQuery q(db);
        ok = db.open() && q.exec(statement);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestCliNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void invisibleRefused();
    void possibleDuplicatesListed();
    void variantsAreOnePlayer();
    void checkAndNormalise();
    void countsAgree();

private:
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }
    QString newClub(const QString& name);
    bool writeCsv(const QString& name, const QString& text) const;
    QTemporaryDir m_files;
};

void TestCliNames::initTestCase()
{
    QVERIFY(m_files.isValid());
}

QString TestCliNames::newClub(const QString& name)
{
    const QString db = path(name);
    for (const QStringList& args : {QStringList{QStringLiteral("init"), QStringLiteral("--name"), QStringLiteral("C")},
                                    QStringList{QStringLiteral("game add"), QStringLiteral("Duel"),
                                                QStringLiteral("--system"), QStringLiteral("elo-provisional")}}) {
        QStringList split = args.first().split(u' ') + args.mid(1);
        const CliRun r = inClub(db, split);
        if (r.code != 0) {
            return {};
        }
    }
    return db;
}

bool TestCliNames::writeCsv(const QString& name, const QString& text) const
{
    QFile f(path(name));
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) > 0;
}

void TestCliNames::invisibleRefused()
{
    const QString db = newClub(QStringLiteral("invisible.palmares"));
    QVERIFY(!db.isEmpty());
    QVERIFY(writeCsv(QStringLiteral("zws.csv"), u(u"match,date,game,player,rank\n"
                                                  u"m1,2025-01-10,Duel,Alice,1\n"
                                                  u"m1,2025-01-10,Duel,Bru\u200Bno,2\n")));
    const QByteArray before = fileSha256(db);
    CliRun r = inClub(db, {QStringLiteral("import"), path(QStringLiteral("zws.csv"))});
    QVERIFY2(r.code == 1, qPrintable(describe({QStringLiteral("import")}, r)));
    QVERIFY2(r.errText().contains(QStringLiteral(
                 "line 3, column 4 (player): a player's name cannot hold the invisible character U+200B (zero width "
                 "space) (character 4)")),
             qPrintable(r.errText()));
    QCOMPARE(fileSha256(db), before);

    r = inClub(db, {QStringLiteral("player"), QStringLiteral("add"), u(u"\u202EAlice")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("name: a player's name cannot hold the invisible character U+202E "
                                                 "(right-to-left override) (character 1)")),
             qPrintable(r.errText()));
    r = inClub(db, {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Alice"),
                    QStringLiteral("--household"), u(u"Home\u0007")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(QStringLiteral("household: a household's name cannot hold")),
             qPrintable(r.errText()));
    QCOMPARE(fileSha256(db), before);
}

void TestCliNames::possibleDuplicatesListed()
{
    const QString db = newClub(QStringLiteral("duplicates.palmares"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(inClub(db, {QStringLiteral("player"), QStringLiteral("add"), u(u"\u00C9lodie")}).code, 0);
    QVERIFY(writeCsv(QStringLiteral("dup.csv"), QStringLiteral("match,date,game,player,rank\n"
                                                               "m1,2025-01-10,Duel,bob,1\n"
                                                               "m1,2025-01-10,Duel,Bob,2\n"
                                                               "m2,2025-01-11,Duel,elodie,1\n"
                                                               "m2,2025-01-11,Duel,Carl,2\n")));
    CliRun r = inClub(db, {QStringLiteral("import"), path(QStringLiteral("dup.csv")), QStringLiteral("--dry-run")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.outText().contains(QStringLiteral("possible duplicates: 'Bob' (line 3) and 'bob' (line 2)")),
             qPrintable(r.outText()));
    QVERIFY2(r.outText().contains(u(u"possible duplicates: 'elodie' (line 4) and '\u00C9lodie' (already in the club)")),
             qPrintable(r.outText()));
    r = inClub(db, {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("import"),
                    path(QStringLiteral("dup.csv"))});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.outText().contains(QStringLiteral("\"possible_duplicates\"")), qPrintable(r.outText()));
    // Imported as written: the secretary merges if they are one.
    r = inClub(db, {QStringLiteral("player"), QStringLiteral("list")});
    QVERIFY(r.outText().contains(QStringLiteral("bob")) && r.outText().contains(QStringLiteral("Bob")));
    // A player added by hand: a note, and the player.
    r = inClub(db, {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("carl")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.errText().contains(QStringLiteral("note: 'carl' looks like 'Carl', already in the club")),
             qPrintable(r.errText()));
}

void TestCliNames::variantsAreOnePlayer()
{
    const QString db = newClub(QStringLiteral("variants.palmares"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(inClub(db, {QStringLiteral("player"), QStringLiteral("add"), u(u"\u00C9lodie Rousseau")}).code, 0);
    // NFD, as macOS writes it, and two spaces.
    QVERIFY(writeCsv(QStringLiteral("nfd.csv"), u(u"match,date,game,player,rank\n"
                                                  u"m1,2025-01-10,Duel,E\u0301lodie  Rousseau,1\n"
                                                  u"m1,2025-01-10,Duel,Carl,2\n")));
    CliRun r = inClub(db, {QStringLiteral("import"), path(QStringLiteral("nfd.csv"))});
    QVERIFY2(r.code == 0, qPrintable(r.errText()));
    QVERIFY2(r.outText().contains(QStringLiteral("1 new player: Carl")), qPrintable(r.outText()));
    r = inClub(db, {QStringLiteral("history"), QStringLiteral("--player"), QStringLiteral("Elodie Rousseau")});
    QCOMPARE(r.code, 1); // accents are not optional: only a warning's business
    r = inClub(db, {QStringLiteral("history"), QStringLiteral("--player"), u(u"\u00C9lodie   Rousseau ")});
    QVERIFY2(r.code == 0 && r.outText().contains(QStringLiteral("m1")), qPrintable(r.outText() + r.errText()));
}

void TestCliNames::checkAndNormalise()
{
    const QString db = newClub(QStringLiteral("old.palmares"));
    QVERIFY(!db.isEmpty());
    QCOMPARE(inClub(db, {QStringLiteral("player"), QStringLiteral("add"), QStringLiteral("Ann Lee")}).code, 0);
    // What a club of before could hold, written straight into the file (no
    // Palmarès check).
    {
        const CliRun check = inClub(db, {QStringLiteral("check")});
        QVERIFY2(check.code == 0 && check.outText().contains(QStringLiteral("names: ok")), qPrintable(check.outText()));
    }
    QVERIFY(
        rawSql(db, QStringLiteral("INSERT INTO player (name, household) VALUES ('Ann  Lee', ''), ('Max  Roy', '')")));
    CliRun r = inClub(db, {QStringLiteral("check")});
    QVERIFY2(r.code == 1, qPrintable(r.outText()));
    QVERIFY2(r.outText().contains(QStringLiteral("names: 3 to fix")), qPrintable(r.outText()));
    QVERIFY(r.outText().contains(QStringLiteral("the players 'Ann  Lee' and 'Ann Lee' are one name once normalised")) ||
            r.outText().contains(QStringLiteral("the players 'Ann Lee' and 'Ann  Lee' are one name once normalised")));
    QVERIFY(r.errText().contains(QStringLiteral("names need care")));

    r = inClub(db, {QStringLiteral("names"), QStringLiteral("normalise")});
    QVERIFY2(r.code == 0, qPrintable(r.errText()));
    QVERIFY2(r.outText().contains(QStringLiteral("rewritten: Max  Roy → Max Roy")), qPrintable(r.outText()));
    QVERIFY2(r.outText().contains(QStringLiteral("left: the players")), qPrintable(r.outText()));
    QCOMPARE(inClub(db, {QStringLiteral("check")}).code, 1);
    r = inClub(db, {QStringLiteral("names"), QStringLiteral("normalise"), QStringLiteral("--merge")});
    QVERIFY2(r.code == 0 && r.outText().contains(QStringLiteral("merged: Ann  Lee → Ann Lee")),
             qPrintable(r.outText()));
    r = inClub(db, {QStringLiteral("check")});
    QVERIFY2(r.code == 0 && r.outText().contains(QStringLiteral("names: ok")), qPrintable(r.outText()));
    r = inClub(db, {QStringLiteral("names"), QStringLiteral("normalise")});
    QVERIFY(r.outText().contains(QStringLiteral("every name is already normalised")));
}

namespace {

/// What is wrong with the English of a command's output: a "(s)" or "(es)"
/// left for the reader, or a count of one with a plural noun.
QString pluralProblem(const QString& text)
{
    static const QRegularExpression unresolved(QStringLiteral("\\w\\((e?s)\\)"));
    static const QRegularExpression oneMany(
        QStringLiteral("\\b1 (new |unrated |starting )?(matches|players|games|rows|ratings|differences)\\b"));
    if (const auto m = unresolved.match(text); m.hasMatch()) {
        return QStringLiteral("unresolved plural '%1' in: %2").arg(m.captured(0), text);
    }
    if (const auto m = oneMany.match(text); m.hasMatch()) {
        return QStringLiteral("'%1' in: %2").arg(m.captured(0), text);
    }
    return {};
}

} // namespace

void TestCliNames::countsAgree()
{
    const QString db = newClub(QStringLiteral("counts.palmares"));
    QVERIFY(!db.isEmpty());
    QVERIFY(writeCsv(QStringLiteral("one.csv"), QStringLiteral("match,date,game,player,rank\n"
                                                               "m1,2025-01-10,Duel,Ann,1\n"
                                                               "m1,2025-01-10,Duel,Bob,2\n")));
    QVERIFY(writeCsv(QStringLiteral("two.csv"), QStringLiteral("match,date,game,player,rank\n"
                                                               "m2,2025-01-11,Duel,Ann,1\n"
                                                               "m2,2025-01-11,Duel,Carl,2\n")));
    const QString one = path(QStringLiteral("one.csv"));
    const QString two = path(QStringLiteral("two.csv"));
    const QStringList expected[] = {
        {QStringLiteral("1 match (2 rows)"), QStringLiteral("2 new players: Ann, Bob"),
         QStringLiteral("0 unrated matches")},
        {QStringLiteral("1 match (2 rows)"), QStringLiteral("2 new players: Ann, Bob")},
        {QStringLiteral("Duel: 1 match"), QStringLiteral("1 new player: Carl")},
        {QStringLiteral("1 game, 2 matches, 3 players")},
    };
    const QStringList runs[] = {
        {QStringLiteral("import"), QStringLiteral("--dry-run"), one},
        {QStringLiteral("import"), one},
        {QStringLiteral("import"), two},
        {QStringLiteral("hall-of-fame")},
    };
    for (std::size_t i = 0; i < std::size(runs); ++i) {
        const CliRun r = inClub(db, runs[i]);
        QVERIFY2(r.code == 0, qPrintable(describe(runs[i], r)));
        const QString out = r.outText() + r.errText();
        for (const QString& words : expected[i]) {
            QVERIFY2(out.contains(words), qPrintable(words + QStringLiteral(" not in: ") + out));
        }
        const QString problem = pluralProblem(out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

QTEST_GUILESS_MAIN(TestCliNames)
#include "tst_cli_names.moc"

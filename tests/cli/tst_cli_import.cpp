// Imports through palmares-cli (RATING_RULES.md §1): all or nothing, every
// error at its line and column, a Windows-1252 file said once, errors
// capped, identifiers already taken, the dry run, and the export → import
// round trip of the five rule sets. On each backend (clihistory.h).

#include "clihistory.h"

#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace palmares::test;

class TestCliImport : public QObject, public CliHistory
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importErrors_data();
    void importErrors();
    void importBattleValuesRefused_data();
    void importBattleValuesRefused();
    void importWindows1252File();
    void importErrorsCapped_data();
    void importErrorsCapped();
    void duplicateIdentifier_data();
    void duplicateIdentifier();
    void dryRun_data();
    void dryRun();
    void roundTrip_data();
    void roundTrip();
};

void TestCliImport::initTestCase()
{
    writeHistory();
}

// ------------------------------------------------------------ imports

void TestCliImport::importErrors_data()
{
    backendRows();
}

void TestCliImport::importErrors()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));

    const QString bad = path(backend + u("-bad.csv"));
    const QString dup = m_someMatch;
    const QString text = u("match,date,game,player,rank,score,deals\n" // 1
                           "e1,2024-13-05,Échecs,Zoé,1,,\n"            // 2: date
                           "e1,2024-13-05,Échecs,Bruno,2,,\n"          // 3: date
                           "e2,2025-01-05,Échecs,Zoé,first,,\n"        // 4: rank
                           "e2,2025-01-05,Échecs,Bruno,2,,\n"          // 5
                           "e3,2025-01-06,Go,Zoé,1,,\n"                // 6: unknown game
                           "e3,2025-01-06,Go,Bruno,2,,\n"              // 7
                           "DUP,2025-01-07,Échecs,Zoé,1,,\n"           // 8: identifier taken
                           "DUP,2025-01-07,Échecs,Bruno,2,,\n"         // 9
                           "e4,2025-01-08,Tarot,Zoé,,10,abc\n"         // 10: deals
                           "e4,2025-01-08,Tarot,Bruno,,5,\n"           // 11
                           "e4,2025-01-08,Tarot,Chloé,,0,\n"           // 12
                           "e5,2025-01-09,Scrabble,Zoé,1,,\n"          // 13
                           "e5,2025-01-09,Scrabble,Zoé,2,,\n"          // 14: player twice
                           "e6,2025-01-10,Échecs,Zoé,1,,\n"            // 15: 3 players in a duel
                           "e6,2025-01-10,Échecs,Bruno,2,,\n"          // 16
                           "e6,2025-01-10,Échecs,Chloé,3,,\n"          // 17
                           "e7,2025-01-11,Poker,Zoé,1,,\n"             // 18: one row
                           "fine,2025-01-12,Poker,Zoé,1,,\n"           // 19: a good match
                           "fine,2025-01-12,Poker,Nouvelle,2,,\n"      // 20
                           "e8,2025-01-13,Échecs,Zoé,,,\n"             // 21: no rank
                           "e8,2025-01-13,Échecs,Bruno,2,,\n")         // 22
                             .replace(u("DUP"), csvCell(dup));
    QVERIFY(writeFile(bad, text.toUtf8()));

    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : fileSha256(db);
    const QString before = fingerprint(db);
    const CliRun r = inClub(db, {u("import"), bad});
    const QString what = describe(us({"import", "bad.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    const QString err = r.errText();
    // Each error where it is: line, then column.
    const QList<std::pair<const char*, const char*>> expected{
        {"line 2, column 2", "2024-13-05"}, {"line 3, column 2", "2024-13-05"}, {"line 4, column 5", "first"},
        {"line 6, column 3", "Go"},         {"line 8, column 1", nullptr},      {"line 10, column 7", "abc"},
        {"line 14, column 4", "Zoé"},       {"line 18, column", "e7"},          {"line 21, column", nullptr},
        {"line 15, column", "e6"},
    };
    const QStringList lines = err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const auto& [where, named] : expected) {
        // clang 14 cannot capture a structured binding (C++20 allows it): copied.
        const auto found = std::find_if(lines.cbegin(), lines.cend(), [where = where, named = named](const QString& l) {
            return l.contains(u(where)) && (named == nullptr || l.contains(u(named)));
        });
        QVERIFY2(found != lines.cend(), qPrintable(QStringLiteral("no error at %1 naming %2 in:\n%3")
                                                       .arg(u(where), u(named == nullptr ? "-" : named), err)));
    }
    QVERIFY2(err.contains(dup), qPrintable(u("the identifier already in the club is not named:\n") + err));
    // One mistake, one message: a malformed rank or deals cell is not
    // reported a second time by the rule set's check of its match.
    for (const char* once : {": line 4,", ": line 10,", ": line 21,"}) {
        QVERIFY2(
            lines.filter(u(once)).size() == 1,
            qPrintable(
                QStringLiteral("%1 reported %2 times:\n%3").arg(u(once)).arg(lines.filter(u(once)).size()).arg(err)));
    }
    // Every line but the last says where; the last says nothing was imported.
    const QRegularExpression located(u("^") + QRegularExpression::escape(bad) + u(": line [0-9]+, column [0-9]+"));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        QVERIFY2(located.match(lines[i]).hasMatch(), qPrintable(u("not located: ") + lines[i]));
    }
    QVERIFY2(lines.last().contains(u("not imported")), qPrintable(err));
    // Nothing changed: the same bytes on disk, the same club.
    if (!club.isPostgresql()) {
        QCOMPARE(fileSha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);
    QCOMPARE(inClub(db, us({"history", "--player", "Nouvelle"})).code, 1);
}

void TestCliImport::importBattleValuesRefused_data()
{
    backendRows();
}

void TestCliImport::importBattleValuesRefused()
{
    // Issue 20, item 5: a side that lost more morale than it had, or played
    // no turn, is refused with its line, column and field; nothing is written.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString bad = path(backend + u("-battles.csv"));
    QVERIFY(writeFile(bad, u("match,date,game,player,morale,morale_lost,turns,duration_min\n" // 1
                             "b1,2025-02-07,Bataille,Zoé,300,80,6,200\n"                      // 2
                             "b1,2025-02-07,Bataille,Bruno,200,230,6,200\n"                   // 3: 230 > 200
                             "b2,2025-02-14,Bataille,Zoé,300,80,0,200\n"                      // 4: no turn
                             "b2,2025-02-14,Bataille,Bruno,200,130,0,200\n")                  // 5
                               .toUtf8()));
    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : fileSha256(db);
    const QString before = fingerprint(db);
    const CliRun r = inClub(db, {u("import"), bad});
    const QString what = describe(us({"import", "battles.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    const QString err = r.errText();
    for (const QString& expected :
         us({"line 3, column 6 (morale_lost): match 'b1' (Bataille): the morale lost (230) is "
             "more than the initial morale (200)",
             "line 4, column 7 (turns): turns must be at least 1",
             "line 5, column 7 (turns): turns must be at least 1"})) {
        QVERIFY2(err.contains(expected), qPrintable(QStringLiteral("no '%1' in:\n%2").arg(expected, err)));
    }
    if (!club.isPostgresql()) {
        QCOMPARE(fileSha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);
}

void TestCliImport::importWindows1252File()
{
    // What a spreadsheet on Windows saves: the names' accents as single
    // bytes. One message says where and what the file probably is, then
    // that nothing was imported; not one per cell, nor a game named ''.
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString file = path(u("windows-1252.csv"));
    QVERIFY(writeFile(file, u("match,date,game,player,rank\n"
                              "w1,2025-02-01,Échecs,Zoé,1\n"
                              "w1,2025-02-01,Échecs,Chloé,2\n"
                              "w2,2025-02-02,Échecs,Léa,1\n"
                              "w2,2025-02-02,Échecs,Zoé,2\n")
                                .toLatin1()));
    const QByteArray hashBefore = fileSha256(db);
    const CliRun r = inClub(db, {u("import"), file});
    const QString what = describe(us({"import", "windows-1252.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    const QStringList lines = r.errText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.first().startsWith(file + u(": line 2, column 3 (game): invalid UTF-8")), qPrintable(what));
    QVERIFY2(lines.first().contains(u("looks like Windows-1252 or Latin-1")) &&
                 lines.first().contains(u("the byte C9 is 'É', in 'Échecs'")),
             qPrintable(what));
    QVERIFY2(lines.last().contains(u("not imported")), qPrintable(what));
    QCOMPARE(fileSha256(db), hashBefore);
}

void TestCliImport::importErrorsCapped_data()
{
    backendRows();
}

void TestCliImport::importErrorsCapped()
{
    // 80 bad dates: the first 50 are listed, then the file is refused.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    QString text = u("match,date,game,player,rank\n");
    for (int i = 0; i < 40; ++i) {
        text += QStringLiteral("x%1,2025-02-30,Scrabble,Zoé,1\nx%1,2025-02-30,Scrabble,Bruno,2\n").arg(i);
    }
    const QString file = path(backend + u("-many.csv"));
    QVERIFY(writeFile(file, text.toUtf8()));
    const CliRun r = inClub(db, {u("import"), file});
    QCOMPARE(r.code, 1);
    const QStringList lines = r.errText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 51);
    QVERIFY(lines[0].contains(u("line 2, column 2")));
    QVERIFY(lines[49].contains(u("line 51, column 2")));
    Peek peek(db);
    QCOMPARE(peek.value(u("SELECT COUNT(*) FROM match")), u("0"));
    QCOMPARE(peek.value(u("SELECT COUNT(*) FROM player")), u("0"));
}

void TestCliImport::duplicateIdentifier_data()
{
    backendRows();
}

void TestCliImport::duplicateIdentifier()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString before = fingerprint(db);
    // The same file again: every identifier is taken, each one named.
    const CliRun again = inClub(db, {u("import"), m_fileA});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.errText().contains(u("'") + m_someMatch + u("'")), qPrintable(again.errText()));
    QVERIFY2(again.errText().contains(u("'poker, finale \"A\"'")), qPrintable(again.errText()));
    // One identifier taken among new ones: refused all the same, named.
    const QString one = path(backend + u("-one.csv"));
    QVERIFY(writeFile(one, (u("match,date,game,player,rank\n"
                              "new-1,2025-03-01,Scrabble,Zoé,1\nnew-1,2025-03-01,Scrabble,Bruno,2\n") +
                            csvCell(m_someMatch) + u(",2025-03-02,Scrabble,Zoé,1\n") + csvCell(m_someMatch) +
                            u(",2025-03-02,Scrabble,Bruno,2\n"))
                               .toUtf8()));
    const CliRun r = inClub(db, {u("import"), one});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(u("line 4, column 1")) && r.errText().contains(m_someMatch), qPrintable(r.errText()));
    QCOMPARE(fingerprint(db), before);
}

void TestCliImport::dryRun_data()
{
    backendRows();
}

void TestCliImport::dryRun()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClubWithA(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString file = path(backend + u("-dry.csv"));
    QVERIFY(writeFile(file, u("match,date,game,player,rank,score,deals,morale,morale_lost,duration_min,void\n"
                              "d1,2025-03-01,Échecs,Zoé,1,,,,,,\n"
                              "d1,2025-03-01,Échecs,Nouveau Un,2,,,,,,\n"
                              "d2,2025-03-01T20:00,Échecs,Nouvelle Deux,1,,,,,,\n"
                              "d2,2025-03-01T20:00,Échecs,Bruno,2,,,,,,\n"
                              "d3,2025-03-02,Bataille,Zoé,,,,10,3,90,\n"
                              "d3,2025-03-02,Bataille,Bruno,,,,10,6,90,\n"
                              "d4,2025-03-03,Scrabble,Zoé,1,,,,,,1\n"
                              "d4,2025-03-03,Scrabble,Bruno,2,,,,,,1\n"
                              "d5,2025-03-04,Tarot,Zoé,,40,6,,,,\n"
                              "d5,2025-03-04,Tarot,Bruno,,-10,6,,,,\n"
                              "d5,2025-03-04,Tarot,Nouveau Un,,-30,6,,,,\n")
                                .toUtf8()));
    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : fileSha256(db);
    const QString before = fingerprint(db);

    CLI_OK(dry, db, (QStringList{u("import"), file, u("--dry-run")}));
    const QString out = dry.outText();
    for (const QString& expected :
         us({"Dry run", "5 matches", "Échecs: 2 match", "Bataille: 1 match", "Scrabble: 1 match", "Tarot: 1 match",
             "2 new players", "Nouveau Un", "Nouvelle Deux", "2 unrated", "d3: too-short", "d4: void"})) {
        QVERIFY2(out.contains(expected), qPrintable(QStringLiteral("no '%1' in:\n%2").arg(expected, out)));
    }
    CLI_OK(json, db, (QStringList{u("--format"), u("json"), u("import"), file, u("--dry-run")}));
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(u("written")).toBool(true), false);
    QCOMPARE(o.value(u("matches")).toInt(), 5);
    QCOMPARE(o.value(u("new_players")).toArray(), QJsonArray({u("Nouveau Un"), u("Nouvelle Deux")}));
    const QJsonObject perGame = o.value(u("matches_per_game")).toObject();
    QCOMPARE(perGame.value(u("Échecs")).toInt(), 2);
    QCOMPARE(perGame.value(u("Tarot")).toInt(), 1);
    QCOMPARE(o.value(u("unrated")).toArray().size(), 2);
    QCOMPARE(o.value(u("unrated")).toArray().first().toObject().value(u("match")).toString(), u("d3"));

    if (!club.isPostgresql()) {
        QCOMPARE(fileSha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);

    // The real import does what the dry run announced.
    CLI_OK(real, db, (QStringList{u("import"), file}));
    CLI_OK(players, db, us({"--format", "csv", "player", "list"}));
    QVERIFY(players.outText().contains(u("Nouveau Un,")) && players.outText().contains(u("Nouvelle Deux,")));
    CLI_OK(explain, db, us({"--format", "csv", "explain", "--match", "d3"}));
    QVERIFY2(explain.outText().contains(u("too-short")), qPrintable(explain.outText()));
}

void TestCliImport::roundTrip_data()
{
    backendRows();
}

void TestCliImport::roundTrip()
{
    // export-results, then import into a fresh club with the same games: the
    // same standings for each of the five rule sets and the same Hall of Fame.
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString exported = path(backend + u("-roundtrip.csv"));
    CLI_OK(out, f->db(), (QStringList{u("export-results"), exported}));
    // The army lists (a Palmarès extension column) come out last, quoted where needed.
    const QByteArray written = readFile(exported);
    QVERIFY2(written.startsWith(QByteArray(csvColumns().join(QLatin1Char(',')).toUtf8() + "\r\n")),
             written.left(200).constData());
    QVERIFY(written.contains(",\"Gaulois \"\"Arvernes\"\", 1500 pts\"\r\n"));
    QVERIFY(written.contains(",Romains; l\xC3\xA9gion XIII\r\n"));
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(in, db, (QStringList{u("import"), exported}));

    QList<QStringList> same;
    for (const GameDef& g : games()) {
        same << QStringList{u("standings"), u("--game"), g.name} << QStringList{u("hall-of-fame"), u("--game"), g.name};
    }
    same << us({"hall-of-fame"}) << us({"hall-of-fame", "--from", "2024-03-01"})
         << QStringList{u("standings"), u("--game"), u("Échecs"), u("--at"), m_cut.toString(Qt::ISODate)}
         << us({"history", "--player", "Zoé"}) << us({"export-results", "-"});
    for (const QStringList& args : std::as_const(same)) {
        const QStringList csv = QStringList{u("--format"), u("csv")} + args;
        const CliRun a = inClub(f->db(), csv);
        const CliRun b = inClub(db, csv);
        QVERIFY2(a.code == 0 && b.code == 0, qPrintable(describe(csv, a) + describe(csv, b)));
        QVERIFY2(a.out == b.out, qPrintable(QStringLiteral("%1 differs after the round trip:\n%2\nvs\n%3")
                                                .arg(args.join(QLatin1Char(' ')), a.outText(), b.outText())));
    }
    CLI_OK(check, db, us({"check"}));
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"

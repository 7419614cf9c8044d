// core/club: what the window's undo and live preview rely on, on every
// backend — a preview computes exactly what saving would store and leaves the
// club untouched; each change has an inverse that restores the club exactly
// (merge/unmerge, add/remove a player or a game, a parameter back to its
// default). Fermi with its defaults (start 1000, max_gain 8, T 1000) keeps
// the hand arithmetic short: equal ratings give E = 0.5 and ±4.

#include "clubtest.h"

using namespace palmares::test;
using palmares::club::ChangeKind;
using palmares::club::Preview;
using palmares::rating::System;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");
const QString Alice = QStringLiteral("Alice");
const QString Bob = QStringLiteral("Bob");
const QString Carol = QStringLiteral("Carol");

/// "Alice 1004→1000 E 0.5023" per participant, then "later N", then the
/// rank moves "Bob 2→1".
QStringList previewLines(const Preview& p)
{
    QStringList out;
    for (const auto& r : p.rows) {
        out << QStringLiteral("%1 %2→%3 E %4").arg(r.player, num(r.before), num(r.after)).arg(r.expected, 0, 'f', 4);
    }
    out << QStringLiteral("later %1").arg(p.laterMatches);
    for (const auto& m : p.rankMoves) {
        out << QStringLiteral("%1 %2→%3").arg(m.player).arg(m.before).arg(m.after);
    }
    return out;
}

/// The rank moves between two fullStandings() listings ("1. Alice …"), as
/// previewLines writes them: players of `after` in order, then those gone.
QStringList rankMoves(const QStringList& before, const QStringList& after)
{
    const auto ranks = [](const QStringList& lines) {
        QList<QPair<QString, int>> out;
        for (const QString& l : lines) {
            out.append({l.section(u' ', 1, 1), l.section(u'.', 0, 0).toInt()});
        }
        return out;
    };
    const auto b = ranks(before);
    const auto a = ranks(after);
    const auto rankIn = [](const QList<QPair<QString, int>>& list, const QString& name) {
        for (const auto& [n, r] : list) {
            if (n == name) {
                return r;
            }
        }
        return 0;
    };
    QStringList out;
    for (const auto& [name, rank] : a) {
        if (const int was = rankIn(b, name); was != rank) {
            out << QStringLiteral("%1 %2→%3").arg(name).arg(was).arg(rank);
        }
    }
    for (const auto& [name, rank] : b) {
        if (rankIn(a, name) == 0) {
            out << QStringLiteral("%1 %2→0").arg(name).arg(rank);
        }
    }
    return out;
}

QStringList playerNames(Club& c)
{
    const auto all = c.roster().players();
    QStringList out;
    for (const auto& p : all.value_or(QList<palmares::club::Player>{})) {
        out << p.name + (p.household.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(p.household)) +
                   (p.active ? QString() : QStringLiteral(" inactive"));
    }
    return out;
}

} // namespace

class TestClubChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void previewAddIsWhatSavingStores_data() { addBackendRows(); }
    void previewAddIsWhatSavingStores();
    void previewBackDatedCountsLaterMatches_data() { addBackendRows(); }
    void previewBackDatedCountsLaterMatches();
    void previewEditAndDelete_data() { addBackendRows(); }
    void previewEditAndDelete();
    void previewOfAnInvalidDraftNamesTheField_data() { addBackendRows(); }
    void previewOfAnInvalidDraftNamesTheField();
    void unmergeRestoresTheClub_data() { addBackendRows(); }
    void unmergeRestoresTheClub();
    void removeOnlyWhatHasNoResults_data() { addBackendRows(); }
    void removeOnlyWhatHasNoResults();
    void parameterBackToDefault_data() { addBackendRows(); }
    void parameterBackToDefault();
};

void TestClubChanges::previewAddIsWhatSavingStores()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Results of 2024: today they would all be dormant (unranked); the test
    // is about the ranks themselves.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob)); // 1004 / 996
    const QStringList before = fullStandings(*c, Scrabble);
    const QStringList playersBefore = playerNames(*c);

    // Carol (new, entered inline) 1000 beats Alice 1004:
    // E(Carol) = 1/(1+10^(4/1000)) = 0.4977, round(8 × 0.5023) = 4 → 1004 / 1000.
    const auto d = duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), Carol, Alice);
    Status status;
    const auto p = c->previewer().preview(ChangeKind::Add, d, QString());
    QVERIFY2(p, qPrintable(p.status().toString()));
    QCOMPARE(previewLines(*p),
             (QStringList{QStringLiteral("Carol 1000→1004 E 0.4977"), QStringLiteral("Alice 1004→1000 E 0.5023"),
                          QStringLiteral("later 0"), QStringLiteral("Carol 0→1"), QStringLiteral("Alice 1→2"),
                          QStringLiteral("Bob 2→3")}));
    QCOMPARE(p->game, Scrabble);
    QVERIFY(p->unratedReason.isEmpty());

    // Nothing was written: same standings, no Carol, no m2.
    QCOMPARE(fullStandings(*c, Scrabble), before);
    QCOMPARE(playerNames(*c), playersBefore);
    status = c->resultBook().matchDraft(QStringLiteral("m2")).status();
    QVERIFY(!status.ok());

    // Saving stores exactly the previewed figures.
    status = c->resultBook().recordMatch(d, true).status();
    QVERIFY(status.ok());
    const auto x = c->explainer().explain(QStringLiteral("m2"));
    QVERIFY2(x, qPrintable(x.status().toString()));
    QCOMPARE(x->changes.size(), p->rows.size());
    for (qsizetype i = 0; i < p->rows.size(); ++i) {
        QCOMPARE(exact(x->changes.at(i).after), exact(p->rows.at(i).after));
        QCOMPARE(exact(x->changes.at(i).expected), exact(p->rows.at(i).expected));
    }
}

void TestClubChanges::previewBackDatedCountsLaterMatches()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Results of 2024: today they would all be dormant (unranked); the test
    // is about the ranks themselves.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), Alice, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("m3"), Scrabble, when(2024, 1, 3), Carol, Bob));
    const QStringList before = fullStandings(*c, Scrabble);

    // Bob beats Carol before everything: all three later matches are re-rated.
    const auto d = duel(QStringLiteral("m0"), Scrabble, when(2023, 12, 31), Bob, Carol);
    Status status;
    const auto p = c->previewer().preview(ChangeKind::Add, d, QString());
    QVERIFY2(p, qPrintable(p.status().toString()));
    QCOMPARE(p->laterMatches, 3);
    // Both at 1000: E = 0.5, ±4.
    QCOMPARE(previewLines(*p).mid(0, 2),
             (QStringList{QStringLiteral("Bob 1000→1004 E 0.5000"), QStringLiteral("Carol 1000→996 E 0.5000")}));
    QCOMPARE(fullStandings(*c, Scrabble), before);

    status = c->resultBook().recordMatch(d).status();
    QVERIFY(status.ok());
    const QStringList after = fullStandings(*c, Scrabble);
    QCOMPARE(previewLines(*p).mid(3), rankMoves(before, after));
}

void TestClubChanges::previewEditAndDelete()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Results of 2024: today they would all be dormant (unranked); the test
    // is about the ranks themselves.
    PALMARES_OK(c->rankings().setDormantAfterMonths(0));
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), Alice, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("m3"), Scrabble, when(2024, 1, 3), Carol, Bob));
    const QStringList before = fullStandings(*c, Scrabble);

    // m1 corrected: Bob won. Bob 1000 beats Alice 1000: 1004 / 996.
    const auto fixed = duel(QString(), Scrabble, when(2024, 1, 1), Bob, Alice);
    Status status;
    const auto edit = c->previewer().preview(ChangeKind::Edit, fixed, QStringLiteral("m1"));
    QVERIFY2(edit, qPrintable(edit.status().toString()));
    QCOMPARE(previewLines(*edit).mid(0, 3),
             (QStringList{QStringLiteral("Bob 1000→1004 E 0.5000"), QStringLiteral("Alice 1000→996 E 0.5000"),
                          QStringLiteral("later 2")}));
    QCOMPARE(fullStandings(*c, Scrabble), before);

    // Deleting m3 shows Carol's and Bob's standing now → after.
    const auto del = c->previewer().preview(ChangeKind::Delete, {}, QStringLiteral("m3"));
    QVERIFY2(del, qPrintable(del.status().toString()));
    QCOMPARE(del->rows.size(), 2);
    QCOMPARE(del->laterMatches, 0);
    QCOMPARE(fullStandings(*c, Scrabble), before);
    status = c->resultBook().matchDraft(QStringLiteral("m3")).status();
    QVERIFY(status.ok());

    PALMARES_OK(c->resultBook().deleteMatch(QStringLiteral("m3")));
    // Without m3: m1 Alice 1004, Bob 996; m2 Alice 1004 beats Carol 1000 →
    // 1008 / 996. With it Carol 996 had beaten Bob 996 → 1000 / 992.
    const QStringList after = fullStandings(*c, Scrabble);
    QCOMPARE(QStringLiteral("%1→%2").arg(num(del->rows.at(0).before), num(del->rows.at(0).after)),
             QStringLiteral("1000→996"));
    QCOMPARE(QStringLiteral("%1→%2").arg(num(del->rows.at(1).before), num(del->rows.at(1).after)),
             QStringLiteral("992→996"));
    QCOMPARE(previewLines(*del).mid(3), rankMoves(before, after));
}

void TestClubChanges::previewOfAnInvalidDraftNamesTheField()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    auto d = duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Alice);
    Status status;
    status = c->previewer().preview(ChangeKind::Add, d, QString()).status();
    QVERIFY(!status.ok());
    QVERIFY(!status.ok());
    QVERIFY2(!fields(status.problems).join(u',').isEmpty(), qPrintable(status.toString()));
    status = c->previewer().preview(ChangeKind::Delete, {}, QStringLiteral("nope")).status();
    QVERIFY(!status.ok());
    QCOMPARE(fields(status.problems), QStringList{QStringLiteral("match")});
    QCOMPARE(playerNames(*c), QStringList{});
}

void TestClubChanges::unmergeRestoresTheClub()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const QString Bobby = QStringLiteral("Bobby");
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    QVERIFY(c->roster().addPlayer(Bobby, QStringLiteral("Martin")).ok());
    QVERIFY(c->roster().setActive(Bobby, false).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), Bobby, Carol));
    PALMARES_RECORD(*c, duel(QStringLiteral("m3"), Scrabble, when(2024, 1, 3), Carol, Bob));
    PALMARES_RECORD(*c, duel(QStringLiteral("m4"), Scrabble, when(2024, 1, 4), Alice, Bobby));
    const QStringList before = fullStandings(*c, Scrabble);
    const QStringList players = playerNames(*c);
    const QStringList bobbysHistory = history(*c, Bobby);

    const auto merged = c->merger().mergePlayers(Bobby, Bob);
    PALMARES_OK(merged);
    const palmares::club::MergeRecord record = *merged;
    QCOMPARE(record.from.name, Bobby);
    QCOMPARE(record.into, Bob);
    QCOMPARE(record.participations.size(), 2);
    QVERIFY(fullStandings(*c, Scrabble) != before);

    PALMARES_OK(c->merger().unmergePlayers(record));
    QCOMPARE(fullStandings(*c, Scrabble), before);
    QCOMPARE(playerNames(*c), players);
    QCOMPARE(history(*c, Bobby), bobbysHistory);
    const auto report = c->maintenance().check();
    QVERIFY2(report && report->ok(), qPrintable(report ? report->differences.join(u'\n') : report.status().toString()));

    // Undoing twice is refused: Bobby exists again.
    QCOMPARE(fields(c->merger().unmergePlayers(record).problems), QStringList{QStringLiteral("from")});
}

void TestClubChanges::removeOnlyWhatHasNoResults()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    QVERIFY(c->catalogue().addGame(QStringLiteral("Belote"), System::Points).ok());
    QVERIFY(c->roster().addPlayer(QStringLiteral("Zoé")).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));

    QCOMPARE(fields(c->roster().removePlayer(Alice).problems), QStringList{QStringLiteral("name")});
    QCOMPARE(fields(c->catalogue().removeGame(Scrabble).problems), QStringList{QStringLiteral("name")});
    QCOMPARE(fields(c->roster().removePlayer(QStringLiteral("Nobody")).problems), QStringList{QStringLiteral("name")});
    PALMARES_OK(c->roster().removePlayer(QStringLiteral(" Zoé ")));
    PALMARES_OK(c->catalogue().removeGame(QStringLiteral("Belote")));
    QCOMPARE(playerNames(*c), (QStringList{Alice, Bob}));
    const auto games = c->catalogue().games();
    QVERIFY(games);
    QCOMPARE(games->size(), 1);
    QCOMPARE(games->first().name, Scrabble);
}

void TestClubChanges::parameterBackToDefault()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    QVERIFY(c->catalogue().addGame(Scrabble, System::Fermi).ok());
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), Alice, Bob));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    // max_gain 16: ±8.
    PALMARES_OK(c->catalogue().setGameParameters(Scrabble, {{QStringLiteral("max_gain"), QStringLiteral("16")}}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1008 (1)"), QStringLiteral("Bob 992 (1)")}));
    // An empty value restores the default (8) and re-rates.
    PALMARES_OK(c->catalogue().setGameParameters(Scrabble, {{QStringLiteral("max_gain"), QString()}}));
    QCOMPARE(ratings(*c, Scrabble), (QStringList{QStringLiteral("Alice 1004 (1)"), QStringLiteral("Bob 996 (1)")}));
    const auto g = c->catalogue().game(Scrabble);
    QVERIFY(g);
    QVERIFY(g->params.isEmpty());
    QCOMPARE(fields(c->catalogue().setGameParameters(Scrabble, {{QStringLiteral("nope"), QString()}}).problems),
             QStringList{QStringLiteral("nope")});
}

QTEST_GUILESS_MAIN(TestClubChanges)
#include "tst_club_changes.moc"

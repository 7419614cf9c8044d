// What the window and the sheets take from a rule set's description rather
// than from its key (issue 41): the leaderboard's best-player mark and the
// what-if table's hypothetical results, for every rule set on every backend.
// A rule set whose description says "no mark" shows none; one that enters
// its results by score gets scores; none is named here.

#include "clubtest.h"

#include "club/whatif.h"

#include <algorithm>
#include <numeric>

using namespace palmares::test;
using palmares::club::StandingRow;
using palmares::club::WhatIf;
using palmares::club::WhatIfScenario;
using palmares::rating::System;

namespace {

const QString Game = QStringLiteral("G");
using Params = QMap<QString, QString>;

/// The players of a match of `rules`: as few as it rates.
QStringList playersFor(const palmares::rating::RuleSetDescription& rules)
{
    QStringList players;
    for (int i = 0; i < std::max(2, rules.minParticipants); ++i) {
        players << QStringLiteral("P%1").arg(i + 1);
    }
    return players;
}

/// A hypothetical result of the what-if, as the draft that records it.
MatchDraft recorded(const WhatIf& w, const WhatIfScenario& s, const QString& code, const QDateTime& at)
{
    MatchDraft d = draft(code, w.game.name, at, {});
    d.outcome = palmares::rating::outcomeFromKey(s.outcome.toStdString()).value_or(palmares::rating::Outcome::None);
    if (w.deals > 0) {
        d.deals = w.deals;
    }
    for (int i = 0; i < w.players.size(); ++i) {
        d.participants << (s.scores.isEmpty() ? ranked(w.players.at(i), s.ranks.at(i))
                                              : scored(w.players.at(i), s.scores.at(i)));
    }
    return d;
}

} // namespace

class TestDescribed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asDescribed_data();
    void asDescribed();
};

void TestDescribed::asDescribed_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("system");
    QTest::addColumn<Params>("params");
    for (const QString& backend : backends()) {
        for (int s = 0; s < palmares::rating::SystemCount; ++s) {
            // Whoever plays is established at once, so that a mark has someone to go to.
            Params params;
            if (static_cast<System>(s) == System::EloProvisional) {
                params.insert(QStringLiteral("provisional_games"), QStringLiteral("1"));
            }
            const auto key = palmares::rating::systemKey(static_cast<System>(s));
            QTest::addRow("%s %s", qPrintable(backend), key.data()) << backend << s << params;
        }
    }
}

void TestDescribed::asDescribed()
{
    QFETCH(QString, backend);
    QFETCH(int, system);
    QFETCH(Params, params);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    const auto described = palmares::rating::makeRuleSet(static_cast<System>(system))->describe();
    PALMARES_OK(c->catalogue().addGame(Game, static_cast<System>(system), params));
    const QStringList players = playersFor(described);
    for (const QString& p : players) {
        PALMARES_OK(c->roster().addPlayer(p));
    }

    // The what-if enters its results as the description says.
    const auto w = c->stories().whatIf(Game, players);
    QVERIFY2(w, qPrintable(w.status().toString()));
    QCOMPARE(w->deals, described.whatIf.deals);
    QVERIFY(!w->scenarios.isEmpty());
    for (const WhatIfScenario& s : w->scenarios) {
        QCOMPARE(s.scores.isEmpty(), !described.whatIf.byScore());
        if (!s.scores.isEmpty()) {
            QCOMPARE(std::accumulate(s.scores.cbegin(), s.scores.cend(), 0.0), 0.0); // zero-sum
            for (int i = 0; i < s.ranks.size(); ++i) {
                for (int j = 0; j < s.ranks.size(); ++j) {
                    QCOMPARE(s.scores.at(i) - s.scores.at(j),
                             described.whatIf.scoreGap * (s.ranks.at(j) - s.ranks.at(i)));
                }
            }
        }
    }

    // Its first result played for real, three times: the standings mark the
    // best player exactly when the description says so.
    for (int m = 0; m < 3; ++m) {
        PALMARES_RECORD(
            *c, recorded(*w, w->scenarios.first(), QStringLiteral("m%1").arg(m + 1), when(2026, 11, 2 + m, 20, 30)));
    }
    const auto standings = c->rankings().standings(Game, std::nullopt);
    QVERIFY2(standings, qPrintable(standings.status().toString()));
    const auto marked =
        std::count_if(standings->rows.cbegin(), standings->rows.cend(), [](const StandingRow& r) { return r.best; });
    const auto established = std::find_if(standings->rows.cbegin(), standings->rows.cend(),
                                          [](const StandingRow& r) { return !r.dormant && !r.provisional; });
    QVERIFY(!described.marksBest || established != standings->rows.cend());
    QCOMPARE(marked, described.marksBest ? 1 : 0);
    if (described.marksBest) {
        QVERIFY(established->best);
    }
}

QTEST_GUILESS_MAIN(TestDescribed)
#include "tst_described.moc"

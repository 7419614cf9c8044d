// Tests of `openskill`: RATING_RULES.md §7. The reference is the `openskill`
// npm package 5.0.1: tests/reference/openskill/make_vectors.js wrote
// vectors.csv (400 matches: duels, free-for-alls of 3–8, teams of 1–4,
// ties, other β, τ and κ, extreme μ and σ), and every row must match to 1e-6.

#include "ratingtest.h"

#include "rating/openskill.h"

#include <QFile>
#include <QObject>
#include <QTest>

#include <cmath>
#include <map>

using namespace ratingtest;

namespace {

/// One participant of a reference match, as the npm package saw it.
struct Row {
    int team = 0;
    int rank = 0;
    double mu = 0.0;
    double sigma = 0.0;
    double muAfter = 0.0;
    double sigmaAfter = 0.0;
    double predictWin = 0.0;
};

struct ReferenceMatch {
    double beta = 0.0;
    double tau = 0.0;
    double kappa = 0.0;
    std::vector<Row> rows;
};

std::map<int, ReferenceMatch> readVectors()
{
    std::map<int, ReferenceMatch> matches;
    QFile file(QStringLiteral(PALMARES_OPENSKILL_VECTORS));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", PALMARES_OPENSKILL_VECTORS);
    }
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines[i].trimmed().split(',');
        if (f.size() != 11) {
            continue;
        }
        ReferenceMatch& m = matches[f[0].toInt()];
        m.beta = f[5].toDouble();
        m.tau = f[6].toDouble();
        m.kappa = f[7].toDouble();
        m.rows.push_back({f[1].toInt(), f[2].toInt(), f[3].toDouble(), f[4].toDouble(), f[8].toDouble(),
                          f[9].toDouble(), f[10].toDouble()});
    }
    return matches;
}

PlayerState rated(double mu, double sigma, int games = 5)
{
    PlayerState s;
    s.mean = mu;
    s.deviation = sigma;
    s.rating = mu - 3 * sigma;
    s.games = games;
    s.seen = true;
    return s;
}

Participant member(PlayerId player, int team, int rank)
{
    Participant p = ranked(player, rank);
    p.team = team;
    return p;
}

} // namespace

Q_DECLARE_METATYPE(ReferenceMatch)

class TestOpenSkill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reference_data();
    void reference();
    void defaults();
    void duelByHand();
    void teams_data();
    void teams();
    void invalidMatches_data();
    void invalidMatches();
    void winProbability();
    void categories();
};

void TestOpenSkill::reference_data()
{
    QTest::addColumn<ReferenceMatch>("match");
    const auto matches = readVectors();
    QVERIFY(matches.size() >= 300);
    for (const auto& [number, m] : matches) {
        int teams = 0;
        for (const Row& r : m.rows) {
            teams = std::max(teams, r.team + 1);
        }
        QTest::addRow("match %d: %d players in %d teams", number, static_cast<int>(m.rows.size()), teams) << m;
    }
}

void TestOpenSkill::reference()
{
    QFETCH(ReferenceMatch, match);
    OpenSkill::Params params;
    params.beta = match.beta;
    params.tau = match.tau;
    params.kappa = match.kappa;
    const OpenSkill rules(params);

    Table t;
    std::vector<PlayerState> before;
    int teams = 0;
    for (std::size_t i = 0; i < match.rows.size(); ++i) {
        const Row& r = match.rows[i];
        t.seats.push_back(member(static_cast<PlayerId>(i), r.team + 1, r.rank));
        before.push_back(rated(r.mu, r.sigma));
        teams = std::max(teams, r.team + 1);
    }
    const Played played = playOne(rules, t, before);
    QVERIFY(!played.invalid);
    QCOMPARE(played.changes.size(), match.rows.size());
    for (std::size_t i = 0; i < match.rows.size(); ++i) {
        const Row& r = match.rows[i];
        RATING_COMPARE_NEAR(played.states[i].mean, r.muAfter, 1e-6);
        RATING_COMPARE_NEAR(played.states[i].deviation, r.sigmaAfter, 1e-6);
        RATING_COMPARE_NEAR(played.states[i].rating, r.muAfter - 3.0 * r.sigmaAfter, 1e-6);
        QCOMPARE(played.changes[i].meanBefore, r.mu);
        QCOMPARE(played.changes[i].deviationBefore, r.sigma);
        QVERIFY(allFinite(played.changes[i]));
    }
    if (teams == 2) {
        // predictWin of two teams: the sums of their members, without τ.
        double mu[2] = {0, 0};
        double sigma2[2] = {0, 0};
        for (const Row& r : match.rows) {
            mu[r.team] += r.mu;
            sigma2[r.team] += r.sigma * r.sigma;
        }
        for (const Row& r : match.rows) {
            RATING_COMPARE_NEAR(rules.aheadProbability(mu[r.team], sigma2[r.team], mu[1 - r.team], sigma2[1 - r.team]),
                                r.predictWin, 1e-6);
        }
        if (match.rows.size() == 2) {
            RATING_COMPARE_NEAR(rules.winProbability(before[0], before[1], t.match()), match.rows[0].predictWin, 1e-6);
        }
    }
}

void TestOpenSkill::defaults()
{
    const OpenSkill rules;
    QCOMPARE(rules.params().mu, 25.0);
    QCOMPARE(rules.params().sigma, 25.0 / 3.0);
    QCOMPARE(rules.params().beta, 25.0 / 6.0);
    QCOMPARE(rules.params().kappa, 0.0001);
    QCOMPARE(rules.params().tau, 25.0 / 300.0);
    const PlayerState fresh = rules.initialState();
    QCOMPARE(fresh.mean, 25.0);
    QCOMPARE(fresh.deviation, 25.0 / 3.0);
    RATING_COMPARE_NEAR(fresh.rating, 0.0, 1e-12);
    RATING_COMPARE_NEAR(rules.initialRating(), 0.0, 1e-12);
    QCOMPARE(rules.displayed(3.14159), 3.14);
    QVERIFY(!rules.isProvisional(fresh));
    for (const Parameter& p : rules.parameters()) {
        QCOMPARE(p.value, p.defaultValue);
    }
}

void TestOpenSkill::duelByHand()
{
    // Two fresh players, a win: Weng–Lin algorithm 4 by hand.
    const OpenSkill rules;
    Table t;
    t.seats = {ranked(0, 1), ranked(1, 2)};
    const Played played = playOne(rules, t);
    const double s2 = 25.0 / 3 * 25.0 / 3 + 25.0 / 300 * 25.0 / 300; // σ² + τ²
    const double c = std::sqrt(2 * (s2 + 25.0 / 6 * 25.0 / 6));
    // Equal μ: the winner's only term (q = itself) has quotient ½, the
    // loser's terms ½ (q = the winner) and 1 (q = itself, alone at the
    // bottom): Ω = ±½·σ²/c and Δ = ¼·(σ²/c²)·γ for both.
    const double omega = 0.5 * s2 / c;
    RATING_COMPARE_NEAR(played.states[0].mean, 25.0 + omega, 1e-12);
    RATING_COMPARE_NEAR(played.states[1].mean, 25.0 - omega, 1e-12);
    const double gamma = std::sqrt(s2) / c;
    const double deltaWinner = 0.25 * s2 / (c * c) * gamma;
    const double deltaLoser = 0.25 * s2 / (c * c) * gamma;
    RATING_COMPARE_NEAR(played.states[0].deviation, std::sqrt(s2) * std::sqrt(1 - deltaWinner), 1e-12);
    RATING_COMPARE_NEAR(played.states[1].deviation, std::sqrt(s2) * std::sqrt(1 - deltaLoser), 1e-12);
    // The record: c, the team's Ω and Δ, the expected and actual results.
    RATING_COMPARE_NEAR(played.changes[0].k, c, 1e-12);
    RATING_COMPARE_NEAR(played.changes[0].k0, omega, 1e-12);
    RATING_COMPARE_NEAR(played.changes[1].k1, deltaLoser, 1e-12);
    RATING_COMPARE_NEAR(played.changes[0].expected, 0.5, 1e-12);
    QCOMPARE(played.changes[0].actual, 1.0);
    QCOMPARE(played.changes[1].actual, 0.0);
    QCOMPARE(played.states[0].wins, 1);
    QCOMPARE(played.states[1].losses, 1);
}

void TestOpenSkill::teams_data()
{
    QTest::addColumn<QList<int>>("teams");
    QTest::addColumn<QList<int>>("ranks");
    QTest::addColumn<QList<int>>("wins"); // per seat: 1 win, 0 draw, -1 loss
    QTest::newRow("2 v 2") << QList<int>{1, 1, 2, 2} << QList<int>{1, 1, 2, 2} << QList<int>{1, 1, -1, -1};
    QTest::newRow("2 v 2 drawn") << QList<int>{1, 1, 2, 2} << QList<int>{1, 1, 1, 1} << QList<int>{0, 0, 0, 0};
    QTest::newRow("3 v 1 v 1") << QList<int>{1, 1, 1, 2, 3} << QList<int>{2, 2, 2, 1, 3}
                               << QList<int>{-1, -1, -1, 1, -1};
    QTest::newRow("labels and solo players")
        << QList<int>{0, 5, 5, 0} << QList<int>{1, 2, 2, 4} << QList<int>{1, -1, -1, -1};
}

void TestOpenSkill::teams()
{
    QFETCH(QList<int>, teams);
    QFETCH(QList<int>, ranks);
    QFETCH(QList<int>, wins);
    const OpenSkill rules;
    Table t;
    for (int i = 0; i < teams.size(); ++i) {
        t.seats.push_back(member(i, teams[i], ranks[i]));
    }
    const Played played = playOne(rules, t);
    QVERIFY(!played.invalid);
    for (int i = 0; i < teams.size(); ++i) {
        const PlayerState& s = played.states[i];
        QCOMPARE(s.wins, wins[i] == 1 ? 1 : 0);
        QCOMPARE(s.draws, wins[i] == 0 ? 1 : 0);
        QCOMPARE(s.losses, wins[i] == -1 ? 1 : 0);
        // Team-mates of equal ratings move together.
        for (int j = 0; j < teams.size(); ++j) {
            if (teams[i] != 0 && teams[i] == teams[j]) {
                QCOMPARE(played.states[j].mean, s.mean);
            }
        }
        if (wins[i] == 1) {
            QVERIFY(s.mean > 25.0);
        }
    }
}

void TestOpenSkill::invalidMatches_data()
{
    QTest::addColumn<QList<int>>("teams");
    QTest::addColumn<QList<int>>("ranks");
    QTest::newRow("one player") << QList<int>{0} << QList<int>{1};
    QTest::newRow("one team") << QList<int>{1, 1, 1} << QList<int>{1, 1, 1};
    QTest::newRow("team-mates of different ranks") << QList<int>{1, 1, 2, 2} << QList<int>{1, 2, 3, 3};
    QTest::newRow("no ranks") << QList<int>{0, 0} << QList<int>{0, 0};
}

void TestOpenSkill::invalidMatches()
{
    QFETCH(QList<int>, teams);
    QFETCH(QList<int>, ranks);
    const OpenSkill rules;
    Table t;
    for (int i = 0; i < teams.size(); ++i) {
        t.seats.push_back(member(i, teams[i], ranks[i]));
    }
    QVERIFY(rules.validate(t.match()));
    QVERIFY(playOne(rules, t).invalid);
}

void TestOpenSkill::winProbability()
{
    const OpenSkill rules;
    const PlayerState strong = rated(30, 2);
    const PlayerState weak = rated(22, 2);
    const PlayerState unsure = rated(22, 8);
    const Match m;
    const double p = rules.winProbability(strong, weak, m);
    RATING_COMPARE_NEAR(p + rules.winProbability(weak, strong, m), 1.0, 1e-12);
    // Φ(8 / √(2β² + 4 + 4)) by hand, Φ(x) = ½ erfc(−x/√2).
    const double x = 8.0 / std::sqrt(2.0 * 25.0 / 6 * 25.0 / 6 + 8.0);
    RATING_COMPARE_NEAR(p, 0.5 * std::erfc(-x / std::sqrt(2.0)), 1e-12);
    QVERIFY(rules.winProbability(strong, unsure, m) < p);
    RATING_COMPARE_NEAR(rules.winProbability(weak, weak, m), 0.5, 1e-12);
}

void TestOpenSkill::categories()
{
    const OpenSkill rules;
    QCOMPARE(rules.category(-0.01).index, 0);
    QCOMPARE(rules.category(0.0).index, 1);
    QCOMPARE(rules.category(4.999).index, 2); // shown 5.00
    QCOMPARE(rules.category(12.3).label, std::string_view("10–15"));
    QCOMPARE(rules.category(55.0).label, std::string_view("40+"));
    QCOMPARE(rules.categories().size(), std::size_t{10});
}

QTEST_APPLESS_MAIN(TestOpenSkill)
#include "tst_openskill.moc"

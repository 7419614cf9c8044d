// What each rule set says about itself (core/rating/description.h, term.h):
// its one name, the fields a person enters, participants, outcomes and
// decimals; and the named terms of one rating change, which must carry the
// parameters in force (issue 16: a club that changed niveau's clamp was
// shown "±350"). Expected texts are written by hand from RATING_RULES.md.

#include "ratingtest.h"

#include "rating/description.h"
#include "rating/term.h"

#include <QStringList>

#include <cmath>
#include <set>

using namespace ratingtest;

namespace {

/// UTF-8 text (the project builds with QT_NO_CAST_FROM_ASCII).
QString t(const char* text)
{
    return QString::fromUtf8(text);
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/// A rule set of `system` with the parameters "key=value" applied.
std::unique_ptr<RuleSet> ruleSet(System system, const QStringList& params)
{
    auto rules = makeRuleSet(system);
    for (const QString& p : params) {
        const auto error = rules->setParameter(p.section(u'=', 0, 0).toStdString(), p.section(u'=', 1).toStdString());
        if (error) {
            qWarning("%s", error->english().c_str());
            return nullptr;
        }
    }
    return rules;
}

/// One match of each rule set to explain, with the states its players start from.
struct Scenario {
    Table table;
    std::vector<PlayerState> before;
    std::string playedAt = "2026-05-13T20:30:00";
};

Scenario scenario(const RuleSet& rules)
{
    Scenario s;
    switch (rules.system()) {
    case System::Niveau:
        // Ann 1500 (400 deals) wins a table of 850s; Dan leaves with the
        // lowest score as entered (−20).
        s.table.seats = {scored(0, 100), scored(1, 50), scored(2, 0), scored(3, -20, true)};
        s.table.deals = 8;
        s.before = {state(1500, 40, 400), state(850, 40, 400), state(850, 40, 400), state(850, 40, 400)};
        break;
    case System::EloProvisional: {
        // Ann, established (25 games), beats Bob, provisional after 4 games
        // against 1500s with as many wins as losses.
        s.table.seats = {ranked(0, 1), ranked(1, 2)};
        PlayerState bob = state(1500, 4);
        bob.opponentSum = 6000;
        s.before = {state(1500, 25), bob};
        break;
    }
    case System::EloDsc:
        s.table.seats = {ranked(0, 1), ranked(1, 2)};
        s.table.outcome = Outcome::VP;
        s.before = {state(1400, 5), state(1450, 5)};
        break;
    case System::Fermi:
        s.table.seats = {ranked(0, 1), ranked(1, 2)};
        s.table.seats[1].left = true;
        s.before = {state(1000, 5), state(1000, 5)};
        break;
    case System::Points:
        s.table.seats = {ranked(0, 1), ranked(1, 2), ranked(2, 3)};
        break;
    case System::Glicko2:
    case System::OpenSkill:
        s.table.seats = {ranked(0, 1), ranked(1, 2)};
        s.table.day = 20586; // 2026-05-13
        break;
    }
    if (s.before.empty()) {
        s.before.assign(s.table.seats.size(), rules.initialState());
    }
    return s;
}

const std::vector<std::string> Names = {"Ann", "Bob", "Cid", "Dan"};

/// The English lines of the scenario's explanation under `rules`.
QStringList explained(const RuleSet& rules, const Scenario& s)
{
    const Played played = playOne(rules, s.table, s.before);
    if (played.changes.empty()) {
        return {QStringLiteral("(not rated)")};
    }
    const auto terms = rules.explain({played.changes, played.states, s.playedAt});
    QStringList lines;
    for (const Term& t : terms) {
        lines << q(english(t, Names));
    }
    return lines;
}

} // namespace

class TestDescription : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void describe_data();
    void describe();
    void oneNamePerRuleSet();
    void terms_data();
    void terms();
    void tiedPlacesInWholeNumbers();
    void termsAreWellFormed_data();
    void termsAreWellFormed();
    void quantities_data();
    void quantities();
    void fillTemplate();
    void formatTermNumber_data();
    void formatTermNumber();
};

void TestDescription::describe_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    QTest::addColumn<unsigned>("fields");
    QTest::addColumn<unsigned>("required");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("outcomes");
    QTest::addColumn<bool>("integral");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("households");
    QTest::addColumn<bool>("hasRating");
    const auto bits = [](Fields f) { return f.bits(); };
    using F = Field;
    // §2: 3 to 5 players with a score each, the deals of the table; a table of 4 by default.
    QTest::newRow("niveau") << int(System::Niveau) << t("niveau") << t("Niveau (table level)")
                            << bits(F::Score | F::Left | F::Deals) << bits(F::Score | F::Deals) << 3 << 5 << 4 << t("")
                            << false << 0 << false << true; // kept unrounded, shown rounded (issue 20)
    // §3: duels by rank, whole-number ratings.
    QTest::newRow("elo-provisional") << int(System::EloProvisional) << t("elo-provisional")
                                     << t("Elo with a provisional period") << bits(F::Rank) << bits(F::Rank) << 2 << 2
                                     << 2 << t("") << true << 0 << false << true;
    // §4: morale or an outcome level, eligibility data; neither alone required.
    QTest::newRow("elo-dsc") << int(System::EloDsc) << t("elo-dsc") << t("Elo-DSC (battle rating)")
                             << bits(F::Rank | F::ArmyList | F::ArmyPoints | F::Morale | F::MoraleLost | F::Turns |
                                     F::Duration | F::Outcome)
                             << 0U << 2 << 2 << 2 << t("E AT VP V VT") << true << 0 << false << true;
    // §5: a leaver loses, a void match, households.
    QTest::newRow("fermi") << int(System::Fermi) << t("fermi") << t("Fermi (zero-sum duel rating)")
                           << bits(F::Rank | F::Left | F::Void) << bits(F::Rank) << 2 << 2 << 2 << t("") << true << 0
                           << true << true;
    // §6: no rating of its own; its averages have two decimals.
    QTest::newRow("points") << int(System::Points) << t("points") << t("Placement points") << bits(F::Rank | F::Team)
                            << bits(F::Rank) << 2 << 64 << 2 << t("") << false << 2 << false << false;
    // §7.
    QTest::newRow("glicko2") << int(System::Glicko2) << t("glicko2") << t("Glicko-2") << bits(F::Rank | F::Team)
                             << bits(F::Rank) << 2 << 5 << 2 << t("") << false << 0 << false << true;
    QTest::newRow("openskill") << int(System::OpenSkill) << t("openskill") << t("OpenSkill (Weng–Lin)")
                               << bits(F::Rank | F::Team) << bits(F::Rank) << 2 << 64 << 2 << t("") << false << 2
                               << false << true;
}

void TestDescription::describe()
{
    QFETCH(int, system);
    const auto rules = makeRuleSet(static_cast<System>(system));
    const RuleSetDescription d = rules->describe();
    QTEST(q(d.key), "key");
    QTEST(QString::fromUtf8(d.name), "name");
    QTEST(d.fields.bits(), "fields");
    QTEST(d.required.bits(), "required");
    QTEST(d.minParticipants, "min");
    QTEST(d.maxParticipants, "max");
    QTEST(d.defaultParticipants, "rows");
    QStringList outcomes;
    for (const Outcome o : d.outcomes) {
        outcomes << q(outcomeKey(o));
    }
    QTEST(outcomes.join(u' '), "outcomes");
    QTEST(d.integral, "integral");
    QTEST(d.decimals, "decimals");
    QTEST(d.households, "households");
    QTEST(d.hasRating, "hasRating");
    // One rule: the description agrees with the rule set's own answers.
    QCOMPARE(d.integral, rules->integral());
    // One display rule (issue 20): the decimals are the ones displayed() keeps,
    // so a rating shown with them is the rating the standings rank.
    const double scale = std::pow(10.0, d.decimals);
    for (const double x : {1081.37, 1096.5, 24.126, -3.4449}) {
        const double r = d.integral ? std::round(x) : x; // an integral rule set's ratings are whole
        QCOMPARE(rules->displayed(r), std::round(rules->displayed(r) * scale) / scale);
    }
    if (d.hasRating) {
        // …and no more: a whole-number rating is not shown as "1,081.00".
        const double sample = d.integral ? 24.0 : 24.126;
        QCOMPARE(d.decimals > 0, rules->displayed(sample) != std::round(rules->displayed(sample)));
    }
    QCOMPARE(d.hasRating, rules->hasRating());
    QCOMPARE(d.minParticipants, rules->minParticipants());
    QCOMPARE(d.maxParticipants, rules->maxParticipants());
    // Every required field is one a person can enter.
    QCOMPARE((d.fields | d.required).bits(), d.fields.bits());
}

void TestDescription::oneNamePerRuleSet()
{
    std::set<std::string_view> names;
    for (int s = 0; s < SystemCount; ++s) {
        const auto d = makeRuleSet(static_cast<System>(s))->describe();
        QCOMPARE(q(d.key), q(systemKey(static_cast<System>(s))));
        QVERIFY2(names.insert(d.name).second, d.name);
    }
}

void TestDescription::terms_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QStringList>(
        "lines"); ///< lines the explanation must have, in this order (a trailing … : a prefix)
    // niveau, RATING_RULES.md §2. Ann 1500 against three 850s: the difference
    // 650 is clamped; Dan left: his score is the lowest entered (−20) − gap.
    // Ann wins outright (placement 1, score 1): result 1.
    QTest::newRow("niveau, defaults")
        << int(System::Niveau) << QStringList()
        << QStringList{
               t("Ann: level 1500 (400 deals before), mean level of the others 850."),
               t("  result 1 (half placement, half score); expected 0.5 + 0.001 × clamp(1500 − 850, ±350) = 0.85"),
               t("Dan: level 850 (400 deals before), mean level of the others 1066.67."),
               t("  left the table: score counted as the lowest score − 50 = -70")};
    QTest::newRow("niveau, clamp 200 and leave_score_gap 30")
        << int(System::Niveau) << QStringList{t("clamp=200"), t("leave_score_gap=30")}
        << QStringList{
               t("  result 1 (half placement, half score); expected 0.5 + 0.001 × clamp(1500 − 850, ±200) = 0.7"),
               t("  left the table: score counted as the lowest score − 30 = -50")};
    // §3: Bob is provisional after 4 games, so Ann's K is scaled by 4 over
    // the provisional period: 32 × 4/20 = 6.4 by default, 32 × 4/10 = 12.8.
    // E = 0.5: round(6.4 × 0.5) = round(3.2) = 3; round(12.8 × 0.5) = 6.
    QTest::newRow("elo-provisional, defaults")
        << int(System::EloProvisional) << QStringList()
        << QStringList{t("Ann: rating 1500 against 1500; expected 1 / (1 + 10^((1500 − 1500) / 400)) = 0.5; result 1"),
                       t("  K = 32 × 4/20 (opponent provisional after 4 games) = 6.4; change = round(K × (1 − 0.5)) = "
                         "round(3.2) = +3 → 1503")};
    QTest::newRow("elo-provisional, provisional_games 10")
        << int(System::EloProvisional) << QStringList{t("provisional_games=10")}
        << QStringList{t("  K = 32 × 4/10 (opponent provisional after 4 games) = 12.8; change = round(K × (1 − 0.5)) = "
                         "round(6.4) = +6 → 1506"),
                       // Ea = (6000 + 1500) / 5 = 1500, G − P = −1: round(1500 − 400/5) = 1420.
                       t("Bob: provisional (4 games before this one). Ea = mean of the opponents' ratings over the 5 "
                         "games = 1500; rating = round(Ea + 400 × (G − P) / N) = 1420 (was 1500, -80)")};
    // §4: VP gives 0.7 / 0.3; E(Ann) = 1/(1+10^(50/400)) = 0.4285;
    // K 16: trunc(16 × 0.2715) = trunc(4.34) = 4.
    QTest::newRow("elo-dsc, k 16")
        << int(System::EloDsc) << QStringList{t("k=16")}
        << QStringList{t("Outcome VP: the winner scores 0.7, the loser 0.3."),
                       t("Ann: rating 1400 against 1450; E = 1 / (1 + 10^((1450 − 1400) / 400)) = 0.4285; change = "
                         "trunc(16 × (0.7 − 0.4285)) = trunc(4.3434) = +4 → 1404")};
    // §5: a leaver loses; max_gain 20 at equal ratings: round(20 × 0.5) = 10.
    QTest::newRow("fermi, max_gain 20")
        << int(System::Fermi) << QStringList{t("max_gain=20")}
        << QStringList{t("Ann: rating 1000 against 1000; expected 1 / (1 + 10^((1000 − 1000) / T)) = 0.5; points = "
                         "round(20 × (1 − 0.5)) = round(10) = +10 → 1010"),
                       t("  left the duel: counted as a loss")};
    // §6: three players: 100·3/(H3·p), H3 = 11/6: 163.64, 81.82, 54.55.
    QTest::newRow("points") << int(System::Points) << QStringList()
                            << QStringList{t("Ann: average 100 → 163.64"),
                                           t("  Ann: position 1 of 3 → 163.64 placement points (Hall of Fame)"),
                                           t("  Cid: position 3 of 3 → 54.55 placement points (Hall of Fame)")};
    // §7: the rating period named after the match's date, as the parameter says.
    QTest::newRow("glicko2, period week")
        << int(System::Glicko2) << QStringList{t("period=week")}
        << QStringList{t("Ann: rating period: the week of 2026-05-13; it started from rating 1500, RD 350, volatility "
                         "0.06 (after 0 games; the RD grows by the volatility for each period without a game)"),
                       t("  until the period ends these are provisional: …")};
    QTest::newRow("glicko2, period match")
        << int(System::Glicko2) << QStringList{t("period=match")}
        << QStringList{t("Ann: this match is its own rating period; it started from rating 1500, …")};
    // §7: τ and z as the club set them; Ann's ordinal before is 25 − 2 × 25/3.
    QTest::newRow("openskill, tau 0.1 and z 2")
        << int(System::OpenSkill) << QStringList{t("tau=0.1"), t("z=2")}
        << QStringList{t("c = √(Σ over the teams of (σ²team + β²)) = …"),
                       t("Ann: μ 25, σ 8.3333 (8.3339 with τ) → μ …"), t("  rating μ − 2σ: 8.33 → …")};
}

void TestDescription::terms()
{
    QFETCH(int, system);
    QFETCH(QStringList, params);
    QFETCH(QStringList, lines);
    const auto rules = ruleSet(static_cast<System>(system), params);
    QVERIFY(rules);
    const QStringList got = explained(*rules, scenario(*rules));
    qsizetype from = 0;
    for (const QString& line : lines) {
        const bool prefix = line.endsWith(u'…');
        const QString wanted = prefix ? line.chopped(1) : line;
        qsizetype at = from;
        while (at < got.size() && (prefix ? !got[at].startsWith(wanted) : got[at] != wanted)) {
            ++at;
        }
        QVERIFY2(at < got.size(), qPrintable(t("missing: ") + line + t("\nin:\n") + got.join(u'\n')));
        from = at + 1;
    }
}

/// A place is a whole number; tied players (team-mates) show the run of
/// places they share, not their mean position (issue 20: "place 2.0 of 4").
void TestDescription::tiedPlacesInWholeNumbers()
{
    const auto rules = makeRuleSet(System::Points);
    Scenario s;
    s.table.seats = {ranked(0, 1), ranked(1, 2), ranked(2, 1), ranked(3, 2)};
    s.before.assign(4, rules->initialState());
    const QStringList got = explained(*rules, s);
    // §6 at 4: 192, 96, 64, 48; team-mates share the mean of their places' points.
    QVERIFY2(got.contains(t("  Ann: position 1–2 of 4 → 144 placement points (Hall of Fame)")),
             qPrintable(got.join(u'\n')));
    QVERIFY2(got.contains(t("  Bob: position 3–4 of 4 → 56 placement points (Hall of Fame)")),
             qPrintable(got.join(u'\n')));
    QVERIFY2(got.contains(t("  Cid: position 1–2 of 4 → 144 placement points (Hall of Fame)")),
             qPrintable(got.join(u'\n')));
    // Niveau's table of four (the scenario): each alone in his place.
    const auto niveau = makeRuleSet(System::Niveau);
    const QStringList table = explained(*niveau, scenario(*niveau));
    QVERIFY2(table.contains(t("  Bob: position 2 of 4 → 96 placement points (Hall of Fame)")),
             qPrintable(table.join(u'\n')));
}

void TestDescription::termsAreWellFormed_data()
{
    QTest::addColumn<int>("system");
    for (int s = 0; s < SystemCount; ++s) {
        QTest::newRow(systemKey(static_cast<System>(s)).data()) << s;
    }
}

void TestDescription::termsAreWellFormed()
{
    QFETCH(int, system);
    const auto rules = makeRuleSet(static_cast<System>(system));
    const Scenario s = scenario(*rules);
    const Played played = playOne(*rules, s.table, s.before);
    QVERIFY(!played.changes.empty());
    const auto terms = rules->explain({played.changes, played.states, s.playedAt});
    // Each participant's lines end with the placement points, and a term
    // names the participant whose change it explains.
    std::size_t placements = 0;
    for (const Term& t : terms) {
        QVERIFY(!t.key.empty());
        QVERIFY(t.participant >= -1 && t.participant < static_cast<int>(played.changes.size()));
        const QString text = q(english(t, Names));
        QVERIFY2(!text.contains(u'%'), qPrintable(text)); // every marker filled
        if (t.key == "placement") {
            QCOMPARE(t.participant, static_cast<int>(placements));
            ++placements;
        }
    }
    QCOMPARE(placements, played.changes.size());
    // The same keys whatever the parameters: a translation table keyed on
    // them keeps working when a club changes a parameter.
    QVERIFY(!terms.empty());
}

void TestDescription::quantities_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("label");
    QTest::newRow("niveau score used, default gap")
        << int(System::Niveau) << QStringList() << t("niveau.score-used") << t("Score used (a leaver's: lowest − 50)");
    QTest::newRow("niveau score used, gap 30") << int(System::Niveau) << QStringList{t("leave_score_gap=30")}
                                               << t("niveau.score-used") << t("Score used (a leaver's: lowest − 30)");
    QTest::newRow("niveau K") << int(System::Niveau) << QStringList() << t("niveau.k") << t("K = K0 × K1 × K2");
    QTest::newRow("elo-provisional n/20") << int(System::EloProvisional) << QStringList()
                                          << t("elo-provisional.k-scale") << t("Opponent provisional: n/20");
    QTest::newRow("elo-provisional n/10") << int(System::EloProvisional) << QStringList{t("provisional_games=10")}
                                          << t("elo-provisional.k-scale") << t("Opponent provisional: n/10");
    QTest::newRow("openskill ordinal z 3")
        << int(System::OpenSkill) << QStringList() << t("openskill.rating-after") << t("Rating (μ − 3σ) after");
    QTest::newRow("openskill ordinal z 2") << int(System::OpenSkill) << QStringList{t("z=2")}
                                           << t("openskill.rating-before") << t("Rating (μ − 2σ) before");
    QTest::newRow("points") << int(System::Points) << QStringList() << t("points.after") << t("Average after");
    QTest::newRow("fermi") << int(System::Fermi) << QStringList() << t("fermi.k") << t("Largest gain");
    QTest::newRow("elo-dsc") << int(System::EloDsc) << QStringList() << t("elo-dsc.raw")
                             << t("Change before truncation");
    QTest::newRow("glicko2") << int(System::Glicko2) << QStringList() << t("glicko2.period-rd")
                             << t("RD at the period's start");
}

void TestDescription::quantities()
{
    QFETCH(int, system);
    QFETCH(QStringList, params);
    QFETCH(QString, key);
    const auto rules = ruleSet(static_cast<System>(system), params);
    QVERIFY(rules);
    std::set<std::string_view> keys;
    const Quantity* found = nullptr;
    const auto all = rules->quantities();
    for (const Quantity& quantity : all) {
        QVERIFY(quantity.value != nullptr);
        QVERIFY2(keys.insert(quantity.key).second, quantity.key.data());
        if (q(quantity.key) == key) {
            found = &quantity;
        }
    }
    QVERIFY2(found, qPrintable(key));
    QTEST(q(english(*found)), "label");
}

void TestDescription::fillTemplate()
{
    const std::vector<std::string> args = {"a%2", "b"};
    // One pass: a value containing a marker is not filled again; a marker
    // may appear twice; one without a value stays.
    QCOMPARE(q(palmares::rating::fillTemplate("%1 %2 %1 %3 100%", args)), t("a%2 b a%2 %3 100%"));
    QCOMPARE(q(palmares::rating::fillTemplate("x", {})), t("x"));
}

void TestDescription::formatTermNumber_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::newRow("trailing zeros") << 0.4290 << 4 << t("0.429");
    QTest::newRow("whole") << 32.0 << 3 << t("32");
    QTest::newRow("negative") << -8.0 << 0 << t("-8");
    QTest::newRow("negative zero") << -0.0001 << 2 << t("0");
    QTest::newRow("rounded") << 1066.6666 << 2 << t("1066.67");
}

void TestDescription::formatTermNumber()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QTEST(q(palmares::rating::formatTermNumber(value, decimals)), "text");
}

QTEST_APPLESS_MAIN(TestDescription)
#include "tst_description.moc"

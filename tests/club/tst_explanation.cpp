// core/club/explanation: the explanation of a match shows the parameters the
// engine used, not the defaults (issue 16: a club that changed niveau's
// clamp was shown "clamp(…, ±350)" and "lowest score − 50"); and every
// text core/rating describes its rule sets with (terms, labels, names,
// categories, parameters) is marked for translation where it is written and
// has its French (a reworded or new text would otherwise show in English
// without anyone noticing).

#include "clubtest.h"

#include "club/explanation.h"
#include "rating/replay.h"

#include <QTranslator>

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>
#include <random>
#include <set>

using namespace palmares::test;
using palmares::rating::System;

namespace {

const QString Tarot = QStringLiteral("Tarot");

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/// Plays `matches` random matches of `rules` (ranks, scores, leavers, deals,
/// outcomes, two months of dates) and gathers every term it explains, by key.
void gatherTerms(const palmares::rating::RuleSet& rules, int matches, std::map<std::string, std::string>& texts,
                 std::vector<palmares::rating::Term>& sample)
{
    namespace r = palmares::rating;
    std::mt19937 random(12345U + static_cast<unsigned>(rules.system()));
    r::Replay replay(rules);
    const auto d = rules.describe();
    for (int m = 0; m < matches; ++m) {
        const int span = std::min(d.maxParticipants, 5) - d.minParticipants + 1;
        const int n = d.minParticipants + static_cast<int>(random() % static_cast<unsigned>(span));
        std::vector<r::Participant> seats;
        std::vector<int> players(8);
        std::iota(players.begin(), players.end(), 0);
        std::shuffle(players.begin(), players.end(), random);
        for (int i = 0; i < n; ++i) {
            r::Participant p;
            p.player = players[static_cast<std::size_t>(i)];
            p.rank = 1 + static_cast<int>(random() % static_cast<unsigned>(n));
            p.score = static_cast<double>(random() % 400) - 150.0;
            p.left = random() % 6 == 0;
            seats.push_back(p);
        }
        r::Match match;
        match.id = m + 1;
        match.participants = seats;
        match.deals = 1 + static_cast<int>(random() % 24);
        match.outcome = static_cast<r::Outcome>(1 + random() % 5);
        match.day = 20454 + m / 2; // 2026-01-01 on
        if (rules.validate(match) || rules.eligibility(match) != r::UnratedReason::None) {
            continue;
        }
        const r::Step step = replay.play(match);
        if (step.invalid || step.changes.empty()) {
            continue;
        }
        std::vector<r::PlayerState> states;
        for (const r::Participant& p : seats) {
            states.push_back(replay.state(p.player));
        }
        for (r::Term& t : rules.explain({step.changes, states, "2026-05-13T20:30:00"})) {
            texts[std::string(t.key)] = std::string(t.text);
            for (const r::TermPhrase& phrase : t.phrases) {
                for (const r::TermPiece& piece : phrase) {
                    texts[std::string(piece.key)] = std::string(piece.text);
                }
            }
            if (sample.size() < 400) {
                sample.push_back(std::move(t));
            }
        }
    }
}

} // namespace

class TestExplanation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ruleSetTextsAreTranslated_data();
    void ruleSetTextsAreTranslated();
    void oneNamePerRuleSet();
    void describedWordsAreTranslated();
    void niveauParametersInForce_data() { addBackendRows(); }
    void niveauParametersInForce();

private:
    /// Whether the French has `english` in the context core/rating marks its texts with.
    [[nodiscard]] bool hasFrench(const char* english) const
    {
        return !m_french.translate(palmares::rating::MessageContext, english).isEmpty();
    }

    QTranslator m_french;
};

void TestExplanation::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    // The French of palmares::i18n, consulted directly (not installed: the
    // lines below are checked in English).
    QVERIFY(m_french.load(QLocale(QLocale::French, QLocale::France), QStringLiteral("palmares"), QStringLiteral("_"),
                          QStringLiteral(":/i18n")));
}

void TestExplanation::ruleSetTextsAreTranslated_data()
{
    QTest::addColumn<int>("system");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QStringList>("keys"); ///< keys the random matches must have reached (the branches)
    const auto s = [](const char* text) { return QString::fromUtf8(text); };
    QTest::newRow("niveau") << int(System::Niveau) << QStringList{s("experience=5:7")}
                            << QStringList{s("niveau.level"),  s("niveau.left"),    s("niveau.expected"),
                                           s("niveau.change"), s("niveau.penalty"), s("floor"),
                                           s("niveau.bonus"),  s("niveau.after"),   s("placement"),
                                           s("rounding.none")};
    QTest::newRow("elo-provisional") << int(System::EloProvisional) << QStringList{s("provisional_games=3")}
                                     << QStringList{s("elo-provisional.provisional"),
                                                    s("elo-provisional.expected"),
                                                    s("elo-provisional.k"),
                                                    s("elo-provisional.k-scaled"),
                                                    s("elo-provisional.change"),
                                                    s("elo-provisional.still-provisional"),
                                                    s("floor")};
    QTest::newRow("elo-dsc") << int(System::EloDsc) << QStringList()
                             << QStringList{s("elo-dsc.outcome"), s("elo-dsc.change")};
    QTest::newRow("fermi") << int(System::Fermi) << QStringList() << QStringList{s("fermi.change"), s("fermi.left")};
    QTest::newRow("points") << int(System::Points) << QStringList() << QStringList{s("points.average")};
    for (const char* period : {"month", "week", "match"}) {
        QTest::addRow("glicko2 %s", period)
            << int(System::Glicko2) << QStringList{s("period=") + s(period)}
            << QStringList{s("glicko2.start"),
                           s("glicko2.pairing"),
                           s("glicko2.match-sums"),
                           s("glicko2.period-sums"),
                           s("glicko2.provisional"),
                           s(period == std::string_view("month")  ? "glicko2.period-month"
                             : period == std::string_view("week") ? "glicko2.period-week"
                                                                  : "glicko2.period-match")};
    }
    QTest::newRow("openskill") << int(System::OpenSkill) << QStringList()
                               << QStringList{s("openskill.c"), s("openskill.player"), s("openskill.after"),
                                              s("openskill.team"), s("openskill.rating")};
}

void TestExplanation::ruleSetTextsAreTranslated()
{
    QFETCH(int, system);
    QFETCH(QStringList, params);
    QFETCH(QStringList, keys);
    auto rules = palmares::rating::makeRuleSet(static_cast<System>(system));
    for (const QString& p : params) {
        QVERIFY(!rules->setParameter(p.section(u'=', 0, 0).toStdString(), p.section(u'=', 1).toStdString()));
    }
    std::map<std::string, std::string> texts;
    std::vector<palmares::rating::Term> sample;
    gatherTerms(*rules, 300, texts, sample);
    for (const QString& key : keys) {
        QVERIFY2(texts.count(key.toStdString()) == 1, qPrintable(QStringLiteral("never explained: ") + key));
    }
    // Each of core/rating's very words has its French, in the context it is marked with.
    for (const auto& [key, text] : texts) {
        QVERIFY2(hasFrench(text.c_str()), text.c_str());
    }
    for (const palmares::rating::Quantity& quantity : rules->quantities()) {
        QVERIFY2(hasFrench(quantity.label), quantity.label);
    }
    // Without a translator the lines are core/rating's English, word for word.
    std::vector<std::string> names;
    QStringList qNames;
    for (int i = 0; i < 8; ++i) {
        names.push_back("P" + std::to_string(i));
        qNames << q(names.back());
    }
    for (const palmares::rating::Term& t : sample) {
        QCOMPARE(palmares::club::termText(t, qNames), q(palmares::rating::english(t, names)));
    }
}

void TestExplanation::oneNamePerRuleSet()
{
    QSet<QString> names;
    for (int s = 0; s < palmares::rating::SystemCount; ++s) {
        const auto d = palmares::rating::makeRuleSet(static_cast<System>(s))->describe();
        QVERIFY2(hasFrench(d.name), d.name);
        const QString name = palmares::club::ruleSetName(static_cast<System>(s));
        QCOMPARE(name, q(d.name));
        QVERIFY(!names.contains(name));
        names.insert(name);
    }
}

void TestExplanation::describedWordsAreTranslated()
{
    // What the window shows of a rule set besides its explanations: its
    // parameters' descriptions and its categories (those in words: niveau's
    // "850–999" is a number).
    for (int s = 0; s < palmares::rating::SystemCount; ++s) {
        const auto rules = palmares::rating::makeRuleSet(static_cast<System>(s));
        for (const palmares::rating::Parameter& p : rules->parameters()) {
            QVERIFY2(hasFrench(p.description.c_str()), p.description.c_str());
        }
        for (const palmares::rating::Category& c : rules->categories()) {
            const std::string label(c.label);
            if (std::any_of(label.begin(), label.end(), [](char ch) { return std::isalpha(ch) != 0; })) {
                QVERIFY2(hasFrench(label.c_str()), label.c_str());
            }
        }
    }
}

void TestExplanation::niveauParametersInForce()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    PALMARES_CLUB(c, scratch);
    // Four new players at 850; Dan leaves with the lowest score as entered,
    // −20, so his score is −20 − leave_score_gap (RATING_RULES.md §2).
    PALMARES_OK(c->catalogue().addGame(
        Tarot, System::Niveau,
        {{QStringLiteral("clamp"), QStringLiteral("200")}, {QStringLiteral("leave_score_gap"), QStringLiteral("30")}}));
    MatchDraft table = draft(QStringLiteral("t1"), Tarot, when(2026, 5, 13, 20, 30),
                             {scored(QStringLiteral("Ann"), 100), scored(QStringLiteral("Bob"), 50),
                              scored(QStringLiteral("Cid"), 0), scored(QStringLiteral("Dan"), -20)});
    table.participants[3].left = true;
    table.deals = 8;
    PALMARES_RECORD(*c, table);

    const auto explained = [&]() {
        const auto x = c->explainer().explain(QStringLiteral("t1"));
        return x ? x->lines.join(u'\n') : QStringLiteral("error: ") + x.status().toString();
    };
    QString text = explained();
    QVERIFY2(text.contains(u8("  result 1 (half placement, half score); expected 0.5 + 0.001 × clamp(850 − 850, ±200) "
                              "= 0.5")),
             qPrintable(text));
    QVERIFY2(text.contains(u8("  left the table: score counted as the lowest score − 30 = -50")), qPrintable(text));
    QVERIFY2(!text.contains(u8("±350")) && !text.contains(u8("− 50")), qPrintable(text));

    // Changing them re-rates the game and the explanation follows.
    PALMARES_OK(c->catalogue().setGameParameters(Tarot, {{QStringLiteral("clamp"), QStringLiteral("120")},
                                                         {QStringLiteral("leave_score_gap"), QStringLiteral("5")}}));
    text = explained();
    QVERIFY2(text.contains(u8("clamp(850 − 850, ±120) = 0.5")), qPrintable(text));
    QVERIFY2(text.contains(u8("the lowest score − 5 = -25")), qPrintable(text));

    // Back to the defaults: the words every club saw before.
    PALMARES_OK(c->catalogue().setGameParameters(
        Tarot, {{QStringLiteral("clamp"), QString()}, {QStringLiteral("leave_score_gap"), QString()}}));
    text = explained();
    QVERIFY2(text.contains(u8("clamp(850 − 850, ±350) = 0.5")), qPrintable(text));
    QVERIFY2(text.contains(u8("the lowest score − 50 = -70")), qPrintable(text));

    // The header names the rule set and the day as a person reads them, in
    // his locale (issue 43: "(elo-dsc)" and an ISO date in the French
    // window); palmares-cli (the C locale) keeps the key its commands take.
    const auto header = [&](const QLocale& locale) {
        const auto x = c->explainer().explain(QStringLiteral("t1"), locale);
        return x ? x->lines.value(0) : QStringLiteral("error: ") + x.status().toString();
    };
    QString line = header(QLocale::c());
    QVERIFY2(line.startsWith(u8("Match t1, Tarot (niveau), 2026-05-13T20:30")), qPrintable(line));
    line = header(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QVERIFY2(line.startsWith(u8("Match t1, Tarot (Niveau (table level)), 13/05/2026 20:30: Ann")), qPrintable(line));
}

QTEST_GUILESS_MAIN(TestExplanation)
#include "tst_explanation.moc"

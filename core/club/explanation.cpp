#include "explanation.h"

#include "i18n/i18n.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace palmares::club {

QString number(double value, int decimals, const QLocale& locale)
{
    return i18n::number(value, decimals, locale, i18n::NumberStyle::Trimmed);
}

QString signedNumber(double value, int decimals, const QLocale& locale)
{
    const QString text = number(value, decimals, locale);
    return value > 0 && text != number(0.0, 0, locale) ? locale.positiveSign() + text : text;
}

namespace {

/// A key of core/rating and the English text lupdate extracts for it. The
/// text must stay the one core/rating writes (tests/club tst_explanation).
struct Source {
    std::string_view key;
    const char* text;
};

// The lines of the explanations (context "explanation", as before the rule
// sets described themselves, so the existing translations still apply).
constexpr auto TermSources = std::to_array<Source>({
    {"elo-dsc.outcome", QT_TRANSLATE_NOOP("explanation", "Outcome %1: the winner scores %2, the loser %3.")},
    {"elo-dsc.change", QT_TRANSLATE_NOOP("explanation", "%1: rating %2 against %3; E = 1 / (1 + 10^((%3 − %2) / 400)) "
                                                        "= %4; change = trunc(%5 × (%6 − %4)) = trunc(%7) = %8 → %9")},
    {"elo-provisional.provisional",
     QT_TRANSLATE_NOOP("explanation",
                       "%1: provisional (%2 games before this one). Ea = mean of the opponents' ratings over the %3 "
                       "games = %4; rating = round(Ea + 400 × (G − P) / N) = %5 (was %6, %7)")},
    {"elo-provisional.expected",
     QT_TRANSLATE_NOOP("explanation",
                       "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / 400)) = %4; result %5")},
    {"elo-provisional.k", QT_TRANSLATE_NOOP("explanation", "K = %1")},
    {"elo-provisional.k-scaled",
     QT_TRANSLATE_NOOP("explanation", " × %1/%3 (opponent provisional after %1 games) = %2")},
    {"elo-provisional.change",
     QT_TRANSLATE_NOOP("explanation", "  %1; change = round(K × (%2 − %3)) = round(%4) = %5 → %6")},
    {"elo-provisional.still-provisional", QT_TRANSLATE_NOOP("explanation", "  still provisional (shown with ~)")},
    {"fermi.change", QT_TRANSLATE_NOOP("explanation", "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / T)) "
                                                      "= %4; points = round(%5 × (%6 − %4)) = round(%7) = %8 → %9")},
    {"fermi.left", QT_TRANSLATE_NOOP("explanation", "  left the duel: counted as a loss")},
    {"glicko2.period-match", QT_TRANSLATE_NOOP("explanation", "this match is its own rating period")},
    {"glicko2.period-week", QT_TRANSLATE_NOOP("explanation", "rating period: the week of %1")},
    {"glicko2.period-month", QT_TRANSLATE_NOOP("explanation", "rating period: the month %1")},
    {"glicko2.start",
     QT_TRANSLATE_NOOP("explanation", "%1: %2; it started from rating %3, RD %4, volatility %5 (after %6 games; the RD "
                                      "grows by the volatility for each period without a game)")},
    {"glicko2.pairing",
     QT_TRANSLATE_NOOP("explanation",
                       "  against %1 (rating %2, RD %3 at the period's start): g = %4, E = %5, result %6")},
    {"glicko2.match-sums",
     QT_TRANSLATE_NOOP("explanation", "  this match adds Σ g²E(1 − E) = %1 and Σ g(s − E) = %2 to the period's sums")},
    {"glicko2.period-sums",
     QT_TRANSLATE_NOOP("explanation", "  the period so far: Σ g²E(1 − E) = %1, Σ g(s − E) = %2 → v = %3, Δ = %4; new "
                                      "volatility %5, RD %6, rating %7 → %8 (%9)")},
    {"glicko2.open-period",
     QT_TRANSLATE_NOOP(
         "explanation",
         "  until the period ends these are provisional: its last match gives the paper's end-of-period values")},
    {"glicko2.provisional",
     QT_TRANSLATE_NOOP("explanation", "  provisional while the RD is above the provisional_rd parameter")},
    {"niveau.level", QT_TRANSLATE_NOOP("explanation", "%1: level %2 (%3 deals before), mean level of the others %4.")},
    {"niveau.left", QT_TRANSLATE_NOOP("explanation", "  left the table: score counted as the lowest score − %1 = %2")},
    {"niveau.expected",
     QT_TRANSLATE_NOOP("explanation",
                       "  result %1 (half placement, half score); expected 0.5 + 0.001 × clamp(%2 − %3, ±%4) = %5")},
    {"niveau.change",
     QT_TRANSLATE_NOOP("explanation", "  K = K0 %1 × K1 %2 × K2 %3 = %4; change = K × (%5 − %6) = %7 (%8)")},
    {"niveau.penalty", QT_TRANSLATE_NOOP("explanation", "  penalty for leaving: −%1")},
    {"niveau.bonus", QT_TRANSLATE_NOOP("explanation", "  experience bonus: %1")},
    {"niveau.after", QT_TRANSLATE_NOOP("explanation", "  new level %1 (shown %2)")},
    {"openskill.c",
     QT_TRANSLATE_NOOP("explanation", "c = √(Σ over the teams of (σ²team + β²)) = %1; each σ first grows by τ = %2")},
    {"openskill.player", QT_TRANSLATE_NOOP("explanation", "%1: μ %2, σ %3 (%4 with τ) → %5")},
    {"openskill.after", QT_TRANSLATE_NOOP("explanation", "μ %1, σ %2")},
    {"openskill.team",
     QT_TRANSLATE_NOOP("explanation", "  team: Ω = %1, Δ = %2 (shared in proportion to σ²); expected %3 (chance of "
                                      "finishing ahead of each other team, mean), result %4")},
    {"openskill.rating", QT_TRANSLATE_NOOP("explanation", "  rating μ − %1σ: %2 → %3 (%4)")},
    {"points.average", QT_TRANSLATE_NOOP("explanation", "%1: average %2 → %3")},
    {"placement", QT_TRANSLATE_NOOP("explanation", "  %1: position %2 of %3 → %4 placement points (Hall of Fame)")},
    {"floor", QT_TRANSLATE_NOOP("explanation", "  the floor of %1 applied")},
    {"rounding.round", QT_TRANSLATE_NOOP("explanation", "rounded half away from zero")},
    {"rounding.trunc", QT_TRANSLATE_NOOP("explanation", "truncated toward zero")},
    {"rounding.provisional", QT_TRANSLATE_NOOP("explanation", "provisional formula, rounded half away from zero")},
    {"rounding.none", QT_TRANSLATE_NOOP("explanation", "kept unrounded")},
});

// The numbers of the printed explanation card (context "Report", the
// sheets' own, where their translations already are).
constexpr auto LabelSources = std::to_array<Source>({
    {"rating-before", QT_TRANSLATE_NOOP("Report", "Rating before")},
    {"opponent", QT_TRANSLATE_NOOP("Report", "Opponent's rating")},
    {"elo-dsc.expected", QT_TRANSLATE_NOOP("Report", "Expected result E")},
    {"elo-dsc.result", QT_TRANSLATE_NOOP("Report", "Result of the outcome level")},
    {"elo-dsc.k", QT_TRANSLATE_NOOP("Report", "K")},
    {"elo-dsc.raw", QT_TRANSLATE_NOOP("Report", "Change before truncation")},
    {"change", QT_TRANSLATE_NOOP("Report", "Change")},
    {"rating-after", QT_TRANSLATE_NOOP("Report", "Rating after")},
    {"elo-provisional.games-before", QT_TRANSLATE_NOOP("Report", "Games played before")},
    {"elo-provisional.opponent",
     QT_TRANSLATE_NOOP("Report", "Opponent's rating (provisional: Ea, mean of the opponents)")},
    {"expected", QT_TRANSLATE_NOOP("Report", "Expected result")},
    {"elo-provisional.result", QT_TRANSLATE_NOOP("Report", "Result (1 win, ½ draw, 0 loss)")},
    {"elo-provisional.k-band", QT_TRANSLATE_NOOP("Report", "K of the rating band")},
    {"elo-provisional.k-scale", QT_TRANSLATE_NOOP("Report", "Opponent provisional: n/%1")},
    {"elo-provisional.k", QT_TRANSLATE_NOOP("Report", "K applied")},
    {"elo-provisional.raw", QT_TRANSLATE_NOOP("Report", "Change before rounding")},
    {"elo-provisional.still-provisional", QT_TRANSLATE_NOOP("Report", "Still provisional")},
    {"fermi.result", QT_TRANSLATE_NOOP("Report", "Result (1 win, 0 loss)")},
    {"fermi.k", QT_TRANSLATE_NOOP("Report", "Largest gain")},
    {"fermi.raw", QT_TRANSLATE_NOOP("Report", "Points before rounding")},
    {"fermi.change", QT_TRANSLATE_NOOP("Report", "Points won or lost")},
    {"glicko2.period-rating", QT_TRANSLATE_NOOP("Report", "Rating at the period's start")},
    {"glicko2.period-rd", QT_TRANSLATE_NOOP("Report", "RD at the period's start")},
    {"glicko2.expected", QT_TRANSLATE_NOOP("Report", "Expected result (mean of the pairings)")},
    {"glicko2.result", QT_TRANSLATE_NOOP("Report", "Result (mean of the pairings)")},
    {"niveau.level-before", QT_TRANSLATE_NOOP("Report", "Level before")},
    {"niveau.deals-before", QT_TRANSLATE_NOOP("Report", "Deals played before")},
    {"niveau.others", QT_TRANSLATE_NOOP("Report", "Mean level of the others")},
    {"niveau.score-used", QT_TRANSLATE_NOOP("Report", "Score used (a leaver's: lowest − %1)")},
    {"niveau.result", QT_TRANSLATE_NOOP("Report", "Result (half placement, half score)")},
    {"niveau.k0", QT_TRANSLATE_NOOP("Report", "K0")},
    {"niveau.k1", QT_TRANSLATE_NOOP("Report", "K1")},
    {"niveau.k2", QT_TRANSLATE_NOOP("Report", "K2")},
    {"niveau.k", QT_TRANSLATE_NOOP("Report", "K = K0 × K1 × K2")},
    {"niveau.change", QT_TRANSLATE_NOOP("Report", "Change = K × (result − expected)")},
    {"niveau.penalty", QT_TRANSLATE_NOOP("Report", "Penalty for leaving")},
    {"niveau.bonus", QT_TRANSLATE_NOOP("Report", "Experience bonus")},
    {"niveau.level-after", QT_TRANSLATE_NOOP("Report", "Level after")},
    {"openskill.mu-before", QT_TRANSLATE_NOOP("Report", "μ before")},
    {"openskill.sigma-before", QT_TRANSLATE_NOOP("Report", "σ before")},
    {"openskill.result", QT_TRANSLATE_NOOP("Report", "Result")},
    {"openskill.rating-before", QT_TRANSLATE_NOOP("Report", "Rating (μ − %1σ) before")},
    {"openskill.rating-after", QT_TRANSLATE_NOOP("Report", "Rating (μ − %1σ) after")},
    {"points.before", QT_TRANSLATE_NOOP("Report", "Average before")},
    {"points.after", QT_TRANSLATE_NOOP("Report", "Average after")},
});

// The one name of each rule set (RATING_RULES.md's titles).
constexpr auto NameSources = std::to_array<Source>({
    {"niveau", QT_TRANSLATE_NOOP("RuleSet", "Niveau (table level)")},
    {"elo-provisional", QT_TRANSLATE_NOOP("RuleSet", "Elo with a provisional period")},
    {"elo-dsc", QT_TRANSLATE_NOOP("RuleSet", "Elo-DSC (battle rating)")},
    {"fermi", QT_TRANSLATE_NOOP("RuleSet", "Fermi (zero-sum duel rating)")},
    {"points", QT_TRANSLATE_NOOP("RuleSet", "Placement points")},
    {"glicko2", QT_TRANSLATE_NOOP("RuleSet", "Glicko-2")},
    {"openskill", QT_TRANSLATE_NOOP("RuleSet", "OpenSkill (Weng–Lin)")},
});

template <std::size_t N>
const char* sourceOf(const std::array<Source, N>& table, std::string_view key)
{
    for (const Source& s : table) {
        if (s.key == key) {
            return s.text;
        }
    }
    return nullptr;
}

/// The translated template of `key`, or core/rating's English when the
/// table does not know the key (a new term still shows, untranslated).
template <std::size_t N>
QString translated(const char* context, const std::array<Source, N>& table, std::string_view key,
                   std::string_view english)
{
    if (const char* source = sourceOf(table, key)) {
        return QCoreApplication::translate(context, source);
    }
    return QString::fromUtf8(english.data(), static_cast<qsizetype>(english.size()));
}

/// %1, %2, … of `text` filled with `args` in one pass, as rating::fillTemplate
/// does (a name containing "%2" is not filled again).
QString filled(const QString& text, const QStringList& args)
{
    QString out;
    out.reserve(text.size() + 16 * args.size());
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') &&
            text[i + 1] <= QLatin1Char('9')) {
            qsizetype marker = text[i + 1].unicode() - u'0';
            qsizetype length = 2;
            if (i + 2 < text.size() && text[i + 2].isDigit()) {
                marker = marker * 10 + (text[i + 2].unicode() - u'0');
                length = 3;
            }
            if (marker <= args.size()) {
                out += args[marker - 1];
                i += length;
                continue;
            }
        }
        out += text[i];
        ++i;
    }
    return out;
}

/// A value that is not a phrase.
QString valueText(const rating::TermValue& v, const QStringList& names, const QLocale& locale)
{
    switch (v.kind) {
    case rating::TermValue::Kind::Number:
        return number(v.number, v.decimals, locale);
    case rating::TermValue::Kind::SignedNumber:
        return signedNumber(v.number, v.decimals, locale);
    case rating::TermValue::Kind::Participant:
        return names.value(static_cast<qsizetype>(v.number));
    case rating::TermValue::Kind::Text:
        return QString::fromStdString(v.text);
    case rating::TermValue::Kind::Phrase:
        break;
    }
    return {};
}

QStringList valueTexts(const std::vector<rating::TermValue>& values, const QStringList& names, const QLocale& locale)
{
    QStringList args;
    args.reserve(static_cast<qsizetype>(values.size()));
    for (const rating::TermValue& v : values) {
        args << valueText(v, names, locale);
    }
    return args;
}

QString reasonText(const QString& key)
{
    if (key == QLatin1String("void")) {
        return QCoreApplication::translate("explanation", "the match was declared void");
    }
    if (key == QLatin1String("same-household")) {
        return QCoreApplication::translate("explanation", "both players belong to the same household");
    }
    if (key == QLatin1String("army-points-differ")) {
        return QCoreApplication::translate("explanation", "the armies were not the same size");
    }
    if (key == QLatin1String("army-points-too-low")) {
        return QCoreApplication::translate("explanation", "an army was below the minimum size");
    }
    if (key == QLatin1String("too-short")) {
        return QCoreApplication::translate("explanation", "the battle was shorter than the minimum duration");
    }
    if (key == QLatin1String("turns-differ")) {
        return QCoreApplication::translate("explanation", "the sides did not play the same number of turns");
    }
    return key;
}

/// "Alice rank 1 score 12 (left)": each participant as entered.
QString entered(const QString& name, const store::ParticipantFields& p, const QLocale& locale)
{
    QString entry = name;
    if (p.rank) {
        entry += QCoreApplication::translate("explanation", " rank %1").arg(*p.rank);
    }
    if (p.score) {
        entry += QCoreApplication::translate("explanation", " score %1").arg(number(*p.score, 3, locale));
    }
    if (p.morale && p.moraleLost) {
        entry += QCoreApplication::translate("explanation", " morale lost %1 of %2")
                     .arg(number(*p.moraleLost, 3, locale), number(*p.morale, 3, locale));
    }
    if (p.left) {
        entry += QCoreApplication::translate("explanation", " (left)");
    }
    return entry;
}

} // namespace

std::string_view termSource(std::string_view key)
{
    const char* source = sourceOf(TermSources, key);
    return source ? std::string_view(source) : std::string_view();
}

std::string_view labelSource(std::string_view key)
{
    const char* source = sourceOf(LabelSources, key);
    return source ? std::string_view(source) : std::string_view();
}

std::string_view nameSource(std::string_view key)
{
    const char* source = sourceOf(NameSources, key);
    return source ? std::string_view(source) : std::string_view();
}

QString termText(const rating::Term& term, const QStringList& names, const QLocale& locale)
{
    QStringList args = valueTexts(term.values, names, locale);
    for (std::size_t i = 0; i < term.values.size(); ++i) {
        const rating::TermValue& v = term.values[i];
        // Only a phrase's number is an index: any other (a negative rating
        // change) converted to size_t would be undefined behaviour.
        if (v.kind != rating::TermValue::Kind::Phrase || !(v.number >= 0.0) ||
            v.number >= static_cast<double>(term.phrases.size())) {
            continue;
        }
        const auto index = static_cast<std::size_t>(v.number);
        for (const rating::TermPiece& piece : term.phrases[index]) {
            args[static_cast<qsizetype>(i)] += filled(translated("explanation", TermSources, piece.key, piece.text),
                                                      valueTexts(piece.values, names, locale));
        }
    }
    return filled(translated("explanation", TermSources, term.key, term.text), args);
}

QString quantityLabel(const rating::Quantity& quantity, const QLocale& locale)
{
    return filled(translated("Report", LabelSources, quantity.key, quantity.label),
                  valueTexts(quantity.labelValues, {}, locale));
}

QString ruleSetName(rating::System system)
{
    const rating::RuleSetDescription d = rating::makeRuleSet(system)->describe();
    return translated("RuleSet", NameSources, d.key, d.name);
}

std::unique_ptr<rating::RuleSet> ruleSetOf(const Explanation& x)
{
    auto rules = rating::makeRuleSet(x.system);
    for (const rating::Parameter& p : x.parameters) {
        // The values came from a rule set of this system: they read back.
        (void)rules->setParameter(p.key, p.value);
    }
    return rules;
}

QStringList explanationLines(const Explanation& x, const rating::RuleSet& rules, const QLocale& locale)
{
    QStringList lines;
    QStringList who;
    for (int i = 0; i < x.playerNames.size() && i < x.record.participants.size(); ++i) {
        who << entered(x.playerNames[i], x.record.participants[i], locale);
    }
    const std::string_view key = rules.describe().key;
    lines << QCoreApplication::translate("explanation", "Match %1, %2 (%3), %4: %5")
                 .arg(x.match, x.game, QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())), x.playedAt,
                      who.join(QStringLiteral("; ")));
    if (!x.unratedReason.isEmpty()) {
        lines << QCoreApplication::translate(
                     "explanation", "Not rated: %1. It counts nowhere (no rating change, no placement points).")
                     .arg(reasonText(x.unratedReason));
        return lines;
    }
    const qsizetype count = std::min(x.changes.size(), x.playerNames.size());
    if (!x.freshStartSeason.isEmpty()) {
        QStringList afresh;
        for (qsizetype i = 0; i < count; ++i) {
            if (x.changes.at(i).gamesBefore == 0) {
                afresh << x.playerNames.at(i);
            }
        }
        lines << QCoreApplication::translate("explanation",
                                             "Fresh start of the season %1: every rating of %2 started again from %3 "
                                             "on %4; this is the first match since for %5.")
                     .arg(x.freshStartSeason, x.game, number(rules.displayed(rules.initialState().rating), 3, locale),
                          x.freshStartDay.toString(Qt::ISODate), afresh.join(QStringLiteral(", ")));
    }
    // One term per line, the rule set's own, with the parameters in force.
    const std::vector<rating::RatingChange> changes(x.changes.cbegin(), x.changes.cbegin() + count);
    const std::vector<rating::PlayerState> states(x.states.cbegin(),
                                                  x.states.cbegin() + std::min(x.states.size(), count));
    const QByteArray playedAt = x.playedAt.toUtf8();
    const auto terms = rules.explain({changes, states, std::string_view(playedAt.constData(), playedAt.size())});
    for (const rating::Term& t : terms) {
        lines << termText(t, x.playerNames, locale);
    }
    return lines;
}

} // namespace palmares::club

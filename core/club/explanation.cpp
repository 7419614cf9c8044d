#include "explanation.h"

#include "rating/elodsc.h"
#include "rating/glicko2.h"
#include "rating/openskill.h"

#include <QCoreApplication>

#include <cmath>

namespace palmares::club {

QString number(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0'))) {
            text.chop(1);
        }
        if (text.endsWith(QLatin1Char('.'))) {
            text.chop(1);
        }
    }
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString signedNumber(double value, int decimals)
{
    const QString text = number(value, decimals);
    return value > 0 && text != QLatin1String("0") ? QLatin1Char('+') + text : text;
}

namespace {

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

QString roundingText(rating::Rounding r)
{
    switch (r) {
    case rating::Rounding::Round:
        return QCoreApplication::translate("explanation", "rounded half away from zero");
    case rating::Rounding::Trunc:
        return QCoreApplication::translate("explanation", "truncated toward zero");
    case rating::Rounding::Provisional:
        return QCoreApplication::translate("explanation", "provisional formula, rounded half away from zero");
    case rating::Rounding::None:
        break;
    }
    return QCoreApplication::translate("explanation", "kept unrounded");
}

QString placementLine(const QString& name, const rating::RatingChange& c)
{
    return QCoreApplication::translate("explanation", "  %1: position %2 of %3 → %4 placement points (Hall of Fame)")
        .arg(name, number(c.position, 1))
        .arg(c.participants)
        .arg(number(c.placementPoints, 2));
}

/// glicko2 (RATING_RULES.md §7): the period's start values, this match's
/// pairings against the others' start values, the period's sums so far and
/// steps 3–8 of the paper on them.
void glicko2Lines(QStringList& lines, const Explanation& x, const rating::RuleSet& rules, int i)
{
    const rating::RatingChange& c = x.changes[i];
    const auto* glicko = dynamic_cast<const rating::Glicko2*>(&rules);
    const bool byMatch = glicko && glicko->params().period == rating::Glicko2::Period::Match;
    const QString period = byMatch ? QStringLiteral("this match is its own rating period")
                                   : (glicko && glicko->params().period == rating::Glicko2::Period::Week
                                          ? QStringLiteral("rating period: the week of %1").arg(x.playedAt.left(10))
                                          : QStringLiteral("rating period: the month %1").arg(x.playedAt.left(7)));
    lines << QStringLiteral("%1: %2; it started from rating %3, RD %4, volatility %5 (after %6 games; the RD grows "
                            "by the volatility for each period without a game)")
                 .arg(x.playerNames[i], period, number(c.meanBefore, 2), number(c.deviationBefore, 2),
                      number(c.volatilityBefore, 6))
                 .arg(c.gamesBefore);
    for (int j = 0; j < x.changes.size() && j < x.playerNames.size(); ++j) {
        if (j == i) {
            continue;
        }
        const rating::RatingChange& o = x.changes[j];
        const double e = rating::Glicko2::expected(c.meanBefore, o.meanBefore, o.deviationBefore);
        const double g = rating::Glicko2::g(o.deviationBefore / rating::Glicko2::Scale);
        const double s = c.position < o.position ? 1.0 : (c.position == o.position ? 0.5 : 0.0);
        lines << QStringLiteral("  against %1 (rating %2, RD %3 at the period's start): g = %4, E = %5, result %6")
                     .arg(x.playerNames[j], number(o.meanBefore, 2), number(o.deviationBefore, 2), number(g, 4),
                          number(e, 4), number(s, 1));
    }
    lines << QStringLiteral("  this match adds Σ g²E(1 − E) = %1 and Σ g(s − E) = %2 to the period's sums")
                 .arg(number(c.k0, 6), number(c.k1, 6));
    if (i < x.states.size()) {
        const rating::PlayerState& st = x.states[i];
        const double v = st.periodInformation > 0 ? 1.0 / st.periodInformation : 0.0;
        lines << QStringLiteral("  the period so far: Σ g²E(1 − E) = %1, Σ g(s − E) = %2 → v = %3, Δ = %4; new "
                                "volatility %5, RD %6, rating %7 → %8 (%9)")
                     .arg(number(st.periodInformation, 6), number(st.periodSurprise, 6), number(v, 4),
                          number(v * st.periodSurprise, 4), number(st.volatility, 6), number(st.deviation, 2),
                          number(c.before, 2), number(c.after, 2), signedNumber(c.after - c.before, 2));
    }
    if (!byMatch) {
        lines << QStringLiteral("  until the period ends these are provisional: its last match gives the paper's "
                                "end-of-period values");
    }
    if (c.provisionalAfter) {
        lines << QStringLiteral("  provisional while the RD is above the provisional_rd parameter");
    }
}

/// openskill (RATING_RULES.md §7): μ and σ before and after, the shared c,
/// the team's Ω and Δ, and the ordinal μ − 3σ shown as the rating.
void openSkillLines(QStringList& lines, const Explanation& x, const rating::RuleSet& rules, int i)
{
    const rating::RatingChange& c = x.changes[i];
    const auto* os = dynamic_cast<const rating::OpenSkill*>(&rules);
    const double tau = os ? os->params().tau : 0.0;
    const double z = os ? os->params().z : 3.0;
    if (i == 0) {
        lines << QStringLiteral("c = √(Σ over the teams of (σ²team + β²)) = %1; each σ first grows by τ = %2")
                     .arg(number(c.k, 6), number(tau, 6));
    }
    const double sigmaTau = std::sqrt(c.deviationBefore * c.deviationBefore + tau * tau);
    QString after;
    if (i < x.states.size()) {
        after = QStringLiteral("μ %1, σ %2").arg(number(x.states[i].mean, 4), number(x.states[i].deviation, 4));
    }
    lines << QStringLiteral("%1: μ %2, σ %3 (%4 with τ) → %5")
                 .arg(x.playerNames[i], number(c.meanBefore, 4), number(c.deviationBefore, 4), number(sigmaTau, 4),
                      after);
    lines << QStringLiteral("  team: Ω = %1, Δ = %2 (shared in proportion to σ²); expected %3 (chance of finishing "
                            "ahead of each other team, mean), result %4")
                 .arg(number(c.k0, 6), number(c.k1, 6), number(c.expected, 4), number(c.actual, 4));
    lines << QStringLiteral("  rating μ − %1σ: %2 → %3 (%4)")
                 .arg(number(z), number(c.before, 2), number(c.after, 2), signedNumber(c.after - c.before, 2));
}

} // namespace

QStringList explanationLines(const Explanation& x, const rating::RuleSet& rules)
{
    QStringList lines;
    QStringList who;
    for (int i = 0; i < x.playerNames.size(); ++i) {
        const store::ParticipantRecord& p = x.record.participants[i];
        QString entry = x.playerNames[i];
        if (p.rank) {
            entry += QCoreApplication::translate("explanation", " rank %1").arg(*p.rank);
        }
        if (p.score) {
            entry += QCoreApplication::translate("explanation", " score %1").arg(number(*p.score));
        }
        if (p.morale && p.moraleLost) {
            entry += QCoreApplication::translate("explanation", " morale lost %1 of %2")
                         .arg(number(*p.moraleLost), number(*p.morale));
        }
        if (p.left) {
            entry += QCoreApplication::translate("explanation", " (left)");
        }
        who << entry;
    }
    lines << QCoreApplication::translate("explanation", "Match %1, %2 (%3), %4: %5")
                 .arg(x.match, x.game, QString::fromLatin1(rating::systemKey(x.system).data()), x.playedAt,
                      who.join(QStringLiteral("; ")));
    if (!x.unratedReason.isEmpty()) {
        lines << QCoreApplication::translate(
                     "explanation", "Not rated: %1. It counts nowhere (no rating change, no placement points).")
                     .arg(reasonText(x.unratedReason));
        return lines;
    }

    for (int i = 0; i < x.changes.size() && i < x.playerNames.size(); ++i) {
        const rating::RatingChange& c = x.changes[i];
        const QString& name = x.playerNames[i];
        switch (x.system) {
        case rating::System::Niveau:
            lines << QCoreApplication::translate("explanation",
                                                 "%1: level %2 (%3 deals before), mean level of the others %4.")
                         .arg(name, number(c.before, 2))
                         .arg(c.dealsBefore)
                         .arg(number(c.opponentMean, 2));
            if (c.left) {
                lines << QCoreApplication::translate("explanation",
                                                     "  left the table: score counted as the lowest score − 50 = %1")
                             .arg(number(c.scoreUsed));
            }
            lines << QCoreApplication::translate("explanation",
                                                 "  result %1 (half placement, half score); expected 0.5 + 0.001 × "
                                                 "clamp(%2 − %3, ±350) = %4")
                         .arg(number(c.actual, 4), number(c.before, 2), number(c.opponentMean, 2),
                              number(c.expected, 4));
            lines << QCoreApplication::translate("explanation",
                                                 "  K = K0 %1 × K1 %2 × K2 %3 = %4; change = K × (%5 − %6) = %7 (%8)")
                         .arg(number(c.k0), number(c.k1), number(c.k2), number(c.k), number(c.actual, 4),
                              number(c.expected, 4), signedNumber(c.change, 4), roundingText(c.rounding));
            if (c.penalty > 0) {
                lines
                    << QCoreApplication::translate("explanation", "  penalty for leaving: −%1").arg(number(c.penalty));
            }
            if (c.floored) {
                lines << QCoreApplication::translate("explanation", "  the floor of %1 applied")
                             .arg(number(rules.initialRating()));
            }
            if (c.bonus != 0) {
                lines
                    << QCoreApplication::translate("explanation", "  experience bonus: %1").arg(signedNumber(c.bonus));
            }
            lines << QCoreApplication::translate("explanation", "  new level %1 (shown %2)")
                         .arg(number(c.after, 4), number(std::round(c.after), 0));
            break;
        case rating::System::EloProvisional:
            if (c.rounding == rating::Rounding::Provisional) {
                lines << QCoreApplication::translate(
                             "explanation",
                             "%1: provisional (%2 games before this one). Ea = mean of the opponents' "
                             "ratings over the %3 games = %4; rating = round(Ea + 400 × (G − P) / N) = %5 "
                             "(was %6, %7)")
                             .arg(name)
                             .arg(c.gamesBefore)
                             .arg(c.gamesBefore + 1)
                             .arg(number(c.opponentMean, 2), number(c.after, 0), number(c.before, 0),
                                  signedNumber(c.after - c.before, 0));
            } else {
                lines << QCoreApplication::translate(
                             "explanation", "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / 400)) = %4; "
                                            "result %5")
                             .arg(name, number(c.before, 0), number(c.opponentMean, 0), number(c.expected, 4),
                                  number(c.actual, 1));
                QString k = QCoreApplication::translate("explanation", "K = %1").arg(number(c.k0));
                if (c.k2 != 1.0) {
                    k += QCoreApplication::translate("explanation",
                                                     " × %1/20 (opponent provisional after %1 games) = %2")
                             .arg(c.opponentGames)
                             .arg(number(c.k, 3));
                }
                lines << QCoreApplication::translate("explanation",
                                                     "  %1; change = round(K × (%2 − %3)) = round(%4) = %5 → %6")
                             .arg(k, number(c.actual, 1), number(c.expected, 4), number(c.rawChange, 4),
                                  signedNumber(c.change, 0), number(c.after, 0));
            }
            if (c.floored) {
                lines << QCoreApplication::translate("explanation", "  the floor of %1 applied")
                             .arg(number(rules.initialRating()));
            }
            if (c.provisionalAfter) {
                lines << QCoreApplication::translate("explanation", "  still provisional (shown with ~)");
            }
            break;
        case rating::System::EloDsc:
            if (i == 0) {
                lines << QCoreApplication::translate("explanation", "Outcome %1: the winner scores %2, the loser %3.")
                             .arg(QString::fromLatin1(rating::outcomeKey(c.outcome).data()),
                                  number(rating::EloDsc::winnerValue(c.outcome), 1),
                                  number(1.0 - rating::EloDsc::winnerValue(c.outcome), 1));
            }
            lines << QCoreApplication::translate("explanation",
                                                 "%1: rating %2 against %3; E = 1 / (1 + 10^((%3 − %2) / 400)) = %4; "
                                                 "change = trunc(%5 × (%6 − %4)) = trunc(%7) = %8 → %9")
                         .arg(name, number(c.before, 0), number(c.opponentMean, 0), number(c.expected, 4), number(c.k),
                              number(c.actual, 1), number(c.rawChange, 4), signedNumber(c.change, 0),
                              number(c.after, 0));
            break;
        case rating::System::Fermi:
            lines << QCoreApplication::translate(
                         "explanation", "%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / T)) = %4; "
                                        "points = round(%5 × (%6 − %4)) = round(%7) = %8 → %9")
                         .arg(name, number(c.before, 0), number(c.opponentMean, 0), number(c.expected, 4), number(c.k),
                              number(c.actual, 1), number(c.rawChange, 4), signedNumber(c.change, 0),
                              number(c.after, 0));
            if (c.left) {
                lines << QCoreApplication::translate("explanation", "  left the duel: counted as a loss");
            }
            break;
        case rating::System::Points:
            lines << QCoreApplication::translate("explanation", "%1: average %2 → %3")
                         .arg(name, number(c.before, 2), number(c.after, 2));
            break;
        case rating::System::Glicko2:
            glicko2Lines(lines, x, rules, i);
            break;
        case rating::System::OpenSkill:
            openSkillLines(lines, x, rules, i);
            break;
        }
        lines << placementLine(name, c);
    }
    return lines;
}

} // namespace palmares::club

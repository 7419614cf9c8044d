#include "explanation.h"

#include "rating/elodsc.h"

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
        }
        lines << placementLine(name, c);
    }
    return lines;
}

} // namespace palmares::club

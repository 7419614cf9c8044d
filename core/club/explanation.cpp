#include "explanation.h"

#include "i18n/i18n.h"
#include "rating/message.h"

#include <QCoreApplication>
#include <QDateTime>

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

/// A text of core/rating (marked with PALMARES_TR_NOOP where it is
/// written) in the person's language.
QString translated(const char* english)
{
    return QCoreApplication::translate(rating::MessageContext, english);
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

/// "Alice rank 1 score 12 (left)": each participant as entered.
QString entered(const QString& name, const palmares::ParticipantFields& p, const QLocale& locale)
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

QString unratedReasonText(const QString& key)
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
    if (key == QLatin1String("invalid")) {
        return QCoreApplication::translate("explanation", "the rule set cannot rate this match");
    }
    return key;
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
            args[static_cast<qsizetype>(i)] += filled(translated(piece.text), valueTexts(piece.values, names, locale));
        }
    }
    return filled(translated(term.text), args);
}

QString quantityLabel(const rating::Quantity& quantity, const QLocale& locale)
{
    return filled(translated(quantity.label), valueTexts(quantity.labelValues, {}, locale));
}

QString ruleSetName(rating::System system)
{
    return translated(rating::makeRuleSet(system)->describe().name);
}

QString ruleSetSuits(rating::System system)
{
    return translated(rating::makeRuleSet(system)->describe().suits);
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

namespace {

/// Whether the lines are for palmares-cli (the C locale): its explanation
/// keeps the rule set's key, which its commands take, and ISO dates.
bool forCommandLine(const QLocale& locale)
{
    return locale.language() == QLocale::C;
}

/// When the match was played, as `locale` writes it (no seconds).
QString playedText(const QString& stored, const QLocale& locale)
{
    if (forCommandLine(locale)) {
        return stored;
    }
    const QDateTime when = QDateTime::fromString(stored.left(19), Qt::ISODate);
    if (stored.size() <= 10 || !when.isValid()) {
        const QDate day = QDate::fromString(stored.left(10), Qt::ISODate);
        return day.isValid() ? i18n::shortDate(day, locale) : stored;
    }
    return i18n::shortDateTime(when, locale);
}

} // namespace

QStringList explanationLines(const Explanation& x, const rating::RuleSet& rules, const QLocale& locale)
{
    QStringList lines;
    QStringList who;
    for (int i = 0; i < x.playerNames.size() && i < x.record.participants.size(); ++i) {
        who << entered(x.playerNames[i], x.record.participants[i], locale);
    }
    const std::string_view key = rules.describe().key;
    const QString ruleSet = forCommandLine(locale) ? QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()))
                                                   : ruleSetName(x.system);
    lines << QCoreApplication::translate("explanation", "Match %1, %2 (%3), %4: %5")
                 .arg(x.match, x.game, ruleSet, playedText(x.playedAt, locale), who.join(QStringLiteral("; ")));
    if (!x.unratedReason.isEmpty()) {
        lines << QCoreApplication::translate(
                     "explanation", "Not rated: %1. It counts nowhere (no rating change, no placement points).")
                     .arg(unratedReasonText(x.unratedReason));
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
                          forCommandLine(locale) ? x.freshStartDay.toString(Qt::ISODate)
                                                 : i18n::shortDate(x.freshStartDay, locale),
                          afresh.join(QStringLiteral(", ")));
    }
    for (const auto& [index, start] : x.startingRatings) {
        lines << (start.deviation
                      ? QCoreApplication::translate("explanation",
                                                    "%1 started from his starting rating in %2, %3 (deviation %4), not "
                                                    "from the rule set's start (%5).")
                            .arg(x.playerNames.value(index), x.game, number(start.rating, 3, locale),
                                 number(*start.deviation, 3, locale),
                                 number(rules.displayed(rules.initialState().rating), 3, locale))
                      : QCoreApplication::translate(
                            "explanation",
                            "%1 started from his starting rating in %2, %3, not from the rule set's start (%4).")
                            .arg(x.playerNames.value(index), x.game, number(start.rating, 3, locale),
                                 number(rules.displayed(rules.initialState().rating), 3, locale)));
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

#pragma once

/// The interface language: Palmarès' own strings (embedded under :/i18n) and
/// Qt's (standard buttons and dialogs, from Debian's qt6-translations-l10n).

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace palmares::i18n {

/// The languages Palmarès speaks, as locale names ("en", "fr").
QStringList languages();

/// Makes `locale` the default (numbers and dates) and installs the matching
/// translators on the running application. Returns false when Palmarès has
/// no translation for that language (English is then shown).
bool install(const QLocale& locale);

/// Installs only the English forms of the counted texts ("1 match", "2
/// matches" for "%Ln match(es)"), leaving the default locale as it is: what
/// install() does for English, and what the CLI, which writes English and
/// machine formats in the C locale, needs for the messages it prints.
bool installEnglishPlurals();

/// The locale to use: `setting` ("en", "fr") when not empty, else the system's.
QLocale chosen(const QString& setting);

/// `format` (a QLocale date or date-time format) with its years written
/// with four digits: "M/d/yy" → "M/d/yyyy", so that "26" is never 1926.
QString fourDigitYears(QString format);
/// `date` in `locale`'s short format, with a four-digit year.
QString shortDate(const QDate& date, const QLocale& locale = QLocale());
/// `when` in `locale`'s short date and time format, with a four-digit year
/// and no seconds.
QString shortDateTime(const QDateTime& when, const QLocale& locale = QLocale());
/// `format` (a QLocale time or date-time format) without its seconds: a
/// match is played at 20:30, not at 20:30:00 (the C and English locales'
/// formats have seconds, issue 43).
QString withoutSeconds(QString format);
/// `when` as a sentence says it: `locale`'s long date and its time without
/// seconds, "Saturday, 14 March 2026 20:30", "samedi 14 mars 2026 20:30".
QString longDateTime(const QDateTime& when, const QLocale& locale = QLocale());

/// The dormancy setting's period in words, to go after "no match":
/// "in the last month", "in the last 12 months" (context "i18n"). English
/// has no %n plural forms of its own here, so the one month is its own text.
QString inLastMonths(int months, const QLocale& locale = QLocale());

/// How number() writes a value.
enum class NumberStyle {
    Fixed,   ///< exactly `decimals` decimals: "1,081", "104.89", "100.00"
    Signed,  ///< the same with a sign when not zero: "+12", "-8", "0"
    Trimmed, ///< at most `decimals` decimals, trailing zeros dropped: "0.429", "32"
};

/// The one rule every screen and sheet shows a number with (issue 20): a
/// rating, a rating change, an expected score, Hall of Fame points, each with
/// the decimals its rule set describes (RuleSetDescription::decimals), in
/// `locale`'s notation (decimal separator, digit grouping, signs). The value
/// is rounded half away from zero at `decimals` (RATING_RULES.md's *round*),
/// and never written "-0". Machine formats (CSV, the CLI's csv and json)
/// write C notation instead and do not come here.
QString number(double value, int decimals, const QLocale& locale = QLocale(), NumberStyle style = NumberStyle::Fixed);

} // namespace palmares::i18n

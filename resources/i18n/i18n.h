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

/// The locale to use: `setting` ("en", "fr") when not empty, else the system's.
QLocale chosen(const QString& setting);

/// `format` (a QLocale date or date-time format) with its years written
/// with four digits: "M/d/yy" → "M/d/yyyy", so that "26" is never 1926.
QString fourDigitYears(QString format);
/// `date` in `locale`'s short format, with a four-digit year.
QString shortDate(const QDate& date, const QLocale& locale = QLocale());
/// `when` in `locale`'s short date and time format, with a four-digit year.
QString shortDateTime(const QDateTime& when, const QLocale& locale = QLocale());

} // namespace palmares::i18n

#pragma once

/// The interface language: Palmarès' own strings (embedded under :/i18n) and
/// Qt's (standard buttons and dialogs, from Debian's qt6-translations-l10n).

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

} // namespace palmares::i18n

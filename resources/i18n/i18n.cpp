#include "i18n/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTranslator>

#include <algorithm>
#include <cmath>

namespace palmares::i18n {

namespace {

// The translators live as long as the application; installing again (the
// language changed in the settings) replaces them.
QTranslator& ownTranslator()
{
    static QTranslator t;
    return t;
}

QTranslator& qtTranslator()
{
    static QTranslator t;
    return t;
}

} // namespace

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("fr")};
}

QLocale chosen(const QString& setting)
{
    if (!setting.isEmpty() && languages().contains(setting)) {
        return setting == QStringLiteral("fr") ? QLocale(QLocale::French, QLocale::France)
                                               : QLocale(QLocale::English, QLocale::UnitedKingdom);
    }
    return QLocale::system();
}

bool installEnglishPlurals()
{
    QCoreApplication::removeTranslator(&ownTranslator());
    // Loaded by its file name: the locale may be C, which names no language.
    const bool loaded = ownTranslator().load(QStringLiteral(":/i18n/palmares_en.qm"));
    if (loaded) {
        QCoreApplication::installTranslator(&ownTranslator());
    }
    return loaded;
}

bool install(const QLocale& locale)
{
    QLocale::setDefault(locale);
    QCoreApplication::removeTranslator(&ownTranslator());
    QCoreApplication::removeTranslator(&qtTranslator());
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        return installEnglishPlurals(); // the source strings, but for the counted ones
    }
    const bool own =
        ownTranslator().load(locale, QStringLiteral("palmares"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (own) {
        QCoreApplication::installTranslator(&ownTranslator());
    }
    if (qtTranslator().load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(&qtTranslator());
    }
    return own;
}

QString inLastMonths(int months, const QLocale& locale)
{
    return months == 1 ? QCoreApplication::translate("i18n", "in the last month")
                       : QCoreApplication::translate("i18n", "in the last %1 months").arg(locale.toString(months));
}

QString fourDigitYears(QString format)
{
    static const QRegularExpression shortYear(QStringLiteral("(?<!y)yy(?!y)"));
    return format.replace(shortYear, QStringLiteral("yyyy"));
}

QString shortDate(const QDate& date, const QLocale& locale)
{
    return locale.toString(date, fourDigitYears(locale.dateFormat(QLocale::ShortFormat)));
}

QString shortDateTime(const QDateTime& when, const QLocale& locale)
{
    return locale.toString(when, withoutSeconds(fourDigitYears(locale.dateTimeFormat(QLocale::ShortFormat))));
}

QString withoutSeconds(QString format)
{
    static const QRegularExpression seconds(QStringLiteral("[:.]ss?(?!s)"));
    return format.remove(seconds);
}

QString longDateTime(const QDateTime& when, const QLocale& locale)
{
    return locale.toString(when.date(), QLocale::LongFormat) + QLatin1Char(' ') +
           locale.toString(when.time(), withoutSeconds(locale.timeFormat(QLocale::ShortFormat)));
}

QString number(double value, int decimals, const QLocale& locale, NumberStyle style)
{
    decimals = std::clamp(decimals, 0, 9);
    if (std::isfinite(value)) {
        // Round half away from zero here, so that the text never depends on
        // how the locale's conversion rounds a binary fraction such as 0.125.
        const double scale = std::pow(10.0, decimals);
        const double rounded = std::round(value * scale) / scale;
        if (std::isfinite(rounded)) {
            value = rounded;
        }
    }
    if (value == 0.0) {
        value = 0.0; // never "-0"
    }
    QString text = locale.toString(value, 'f', decimals);
    if (style == NumberStyle::Trimmed && decimals > 0) {
        const QString point = locale.decimalPoint();
        const QString zero = locale.zeroDigit();
        if (text.contains(point)) {
            while (text.endsWith(zero)) {
                text.chop(zero.size());
            }
            if (text.endsWith(point)) {
                text.chop(point.size());
            }
        }
    }
    if (style == NumberStyle::Signed && value > 0.0) {
        text.prepend(locale.positiveSign());
    }
    return text;
}

} // namespace palmares::i18n

#include "i18n/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTranslator>

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

bool install(const QLocale& locale)
{
    QLocale::setDefault(locale);
    QCoreApplication::removeTranslator(&ownTranslator());
    QCoreApplication::removeTranslator(&qtTranslator());
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        return true; // the source strings
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
    return locale.toString(when, fourDigitYears(locale.dateTimeFormat(QLocale::ShortFormat)));
}

} // namespace palmares::i18n

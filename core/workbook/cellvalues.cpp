#include "cellvalues.h"

#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace palmares::workbook::detail {

namespace {

constexpr int SecondsPerDay = 86400;
constexpr int SecondsPerMinute = 60;
constexpr int MinutesPerHour = 60;

QString timeText(int seconds)
{
    const int minutes = (seconds + SecondsPerMinute / 2) / SecondsPerMinute; // to the nearest minute
    return QStringLiteral("%1:%2")
        .arg(minutes / MinutesPerHour % 24, 2, 10, QLatin1Char('0'))
        .arg(minutes % MinutesPerHour, 2, 10, QLatin1Char('0'));
}

} // namespace

std::optional<QString> numberText(const QString& written)
{
    bool ok = false;
    const double value = written.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

Shown shownBy(const QString& code)
{
    // The quoted text, the escaped characters and the [colours], [$-locales]
    // and [h] elapsed hours say nothing of a date.
    static const QRegularExpression noise(QStringLiteral(R"("[^"]*"|\\.|\[[^\]]*\]|_.|\*.)"));
    QString letters = code;
    letters.remove(noise);
    letters = letters.toLower();
    if (letters.contains(QLatin1Char('d')) || letters.contains(QLatin1Char('y'))) {
        return Shown::Date;
    }
    if (letters.contains(QLatin1Char('h')) || letters.contains(QLatin1Char('s')) ||
        code.contains(QLatin1String("[h]"), Qt::CaseInsensitive)) {
        return Shown::Time;
    }
    return Shown::Number;
}

Shown shownByBuiltIn(int id)
{
    constexpr int FirstDate = 14;
    constexpr int LastDate = 17;
    constexpr int LastTime = 21;
    constexpr int DateTime = 22;
    constexpr int FirstMinutes = 45;
    constexpr int LastMinutes = 47;
    if ((id >= FirstDate && id <= LastDate) || id == DateTime) {
        return Shown::Date;
    }
    if ((id > LastDate && id <= LastTime) || (id >= FirstMinutes && id <= LastMinutes)) {
        return Shown::Time;
    }
    return Shown::Number;
}

std::optional<QString> serialText(const QString& written, Shown shown, bool date1904)
{
    bool ok = false;
    const double serial = written.trimmed().toDouble(&ok);
    constexpr double LastSerial = 2958465.0; // 9999-12-31, the last day a spreadsheet shows
    if (!ok || !std::isfinite(serial) || serial < 0.0 || serial > LastSerial) {
        return std::nullopt;
    }
    auto days = static_cast<qint64>(std::floor(serial));
    auto seconds = static_cast<int>(std::llround((serial - std::floor(serial)) * SecondsPerDay));
    if (seconds >= SecondsPerDay) {
        days += 1;
        seconds -= SecondsPerDay;
    }
    if (shown == Shown::Time) {
        return timeText(seconds);
    }
    // The 1900 system counts 29 February 1900, a day that never was (Lotus's
    // error, kept by ECMA-376 §18.17.4.1): from 1 March 1900 on, day 0 is
    // 1899-12-30; before, 1899-12-31.
    constexpr qint64 LotusLeapDay = 60;
    const QDate epoch = date1904 ? QDate(1904, 1, 1) : days > LotusLeapDay ? QDate(1899, 12, 30) : QDate(1899, 12, 31);
    const QString day = epoch.addDays(days).toString(Qt::ISODate);
    return seconds == 0 ? day : day + QLatin1Char(' ') + timeText(seconds);
}

QString isoDateText(const QString& written)
{
    QString text = written.trimmed();
    const qsizetype t = text.indexOf(QLatin1Char('T'));
    if (t < 0) {
        return text;
    }
    const QString time = text.mid(t + 1, 5);
    const QString day = text.left(t);
    return time == QLatin1String("00:00") && text.mid(t + 6, 3).remove(QLatin1Char(':')).toInt() == 0
               ? day
               : day + QLatin1Char(' ') + time;
}

QString durationText(const QString& written)
{
    static const QRegularExpression duration(
        QStringLiteral(R"(^-?P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d*)?)S)?$)"));
    const QRegularExpressionMatch m = duration.match(written.trimmed());
    if (!m.hasMatch()) {
        return written;
    }
    const qint64 hours = m.captured(1).toLongLong() * 24 + m.captured(2).toLongLong();
    const qint64 total = hours * 3600 + m.captured(3).toLongLong() * SecondsPerMinute +
                         std::llround(m.captured(4).replace(QLatin1Char(','), QLatin1Char('.')).toDouble());
    return timeText(static_cast<int>(total % SecondsPerDay));
}

} // namespace palmares::workbook::detail

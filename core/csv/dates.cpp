#include "csv/dates.h"

#include <array>
#include <cstddef>

namespace palmares::csv {

namespace {

constexpr bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

// The proleptic Gregorian calendar QDate uses; years 1 to 9999 only (the file
// format has four digits and no year 0).
constexpr bool isValidDate(int year, int month, int day)
{
    constexpr std::array<int, 12> Days = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (year < 1 || month < 1 || month > 12 || day < 1) {
        return false;
    }
    const int length = month == 2 && isLeapYear(year) ? 29 : Days[static_cast<std::size_t>(month - 1)];
    return day <= length;
}

// NOLINTBEGIN(cppcoreguidelines-pro-bounds-pointer-arithmetic): dates are read and written in place in the
// CSV bytes, a fixed layout at fixed offsets; this runs for every row of an
// import or export (docs/PERFORMANCE.md).
bool readDigits(const char* p, int count, int& out)
{
    out = 0;
    for (int i = 0; i < count; ++i) {
        if (p[i] < '0' || p[i] > '9') {
            return false;
        }
        out = out * 10 + (p[i] - '0');
    }
    return true;
}

void putDigits(char* p, int value, int count)
{
    for (int i = count - 1; i >= 0; --i) {
        p[i] = static_cast<char>('0' + value % 10);
        value /= 10;
    }
}

} // namespace

std::optional<DateParts> parseDateParts(QByteArrayView v)
{
    const qsizetype n = v.size();
    if (n != 10 && n != 16 && n != 19) {
        return std::nullopt;
    }
    const char* p = v.data();
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (!readDigits(p, 4, year) || p[4] != '-' || !readDigits(p + 5, 2, month) || p[7] != '-' ||
        !readDigits(p + 8, 2, day) || !isValidDate(year, month, day)) {
        return std::nullopt;
    }
    if (n >= 16) {
        if (p[10] != 'T' || !readDigits(p + 11, 2, hour) || p[13] != ':' || !readDigits(p + 14, 2, minute)) {
            return std::nullopt;
        }
        if (n == 19 && (p[16] != ':' || !readDigits(p + 17, 2, second))) {
            return std::nullopt;
        }
        if (hour > 23 || minute > 59 || second > 59) {
            return std::nullopt;
        }
    }
    return DateParts{static_cast<std::int16_t>(year),  static_cast<std::int8_t>(month),
                     static_cast<std::int8_t>(day),    static_cast<std::int8_t>(hour),
                     static_cast<std::int8_t>(minute), static_cast<std::int8_t>(second)};
}

qsizetype formatDateTo(const QDateTime& when, char* out)
{
    if (!when.isValid()) {
        return 0;
    }
    const QDate d = when.date();
    const QTime t = when.time();
    if (d.year() < 1 || d.year() > 9999) {
        return 0;
    }
    putDigits(out, d.year(), 4);
    out[4] = '-';
    putDigits(out + 5, d.month(), 2);
    out[7] = '-';
    putDigits(out + 8, d.day(), 2);
    if (t.hour() == 0 && t.minute() == 0 && t.second() == 0) {
        return 10;
    }
    out[10] = 'T';
    putDigits(out + 11, t.hour(), 2);
    out[13] = ':';
    putDigits(out + 14, t.minute(), 2);
    if (t.second() == 0) {
        return 16;
    }
    out[16] = ':';
    putDigits(out + 17, t.second(), 2);
    return 19;
}
// NOLINTEND(cppcoreguidelines-pro-bounds-pointer-arithmetic)

QString dateText(const DateParts& d)
{
    std::array<char, 20> buf{};
    const qsizetype n = formatDateTo(d.toDateTime(), buf.data());
    return QString::fromLatin1(buf.data(), n);
}

} // namespace palmares::csv

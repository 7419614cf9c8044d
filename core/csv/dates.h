#pragma once

// Internal to core/csv: the date cells of RATING_RULES.md §1 (YYYY-MM-DD,
// YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS), parsed from bytes and written
// into a buffer, with no QDateTime on the way.

#include <QByteArrayView>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTime>

#include <cstdint>
#include <optional>

namespace palmares::csv {

// Eight bytes: one per match is kept while the file is read.
struct DateParts {
    std::int16_t year = 0;
    std::int8_t month = 0;
    std::int8_t day = 0;
    std::int8_t hour = 0;
    std::int8_t minute = 0;
    std::int8_t second = 0;

    friend bool operator==(const DateParts&, const DateParts&) = default;

    [[nodiscard]] QDateTime toDateTime() const
    {
        return {QDate(year, month, day), QTime(hour, minute, second), Qt::UTC};
    }
};

// YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, a real calendar date
// and a real time of day (no leap second, no 24:00).
std::optional<DateParts> parseDateParts(QByteArrayView v);

// Writes the date in `out` (20 chars at least); returns its length, 0 when the
// date cannot be written in the file's format.
qsizetype formatDateTo(const QDateTime& when, char* out);

// The date as the file writes it.
QString dateText(const DateParts& d);

} // namespace palmares::csv

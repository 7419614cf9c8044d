#pragma once

// Helpers shared by the table models: formatting with the default locale,
// folding text for the search, and sorting row orders on precomputed keys.

#include <QCoreApplication>
#include <QDate>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <Qt>

#include <memory>
#include <vector>

namespace palmares::ui::support {

/// Lower case, accents removed ("Éloïse" → "eloise"), for substring search.
QString fold(const QString& text);

/// The decimals an expected score or a result in [0, 1] is shown with, in
/// every table of the window (the explanation shows the engine's own).
constexpr int ExpectedDecimals = 3;

/// `value` with the default QLocale: `decimals` digits after the point
/// (i18n::number, the one rule of the screens and sheets).
QString number(double value, int decimals);
/// The same with its sign: "+12", "-8", "0".
QString signedNumber(double value, int decimals);
/// `value` as number() shows it (rounded half away from zero at `decimals`).
double shown(double value, int decimals);
QString integer(qint64 value);

/// A stored date-time ("YYYY-MM-DDTHH:MM:SS", or a date) as a short date of
/// the default locale; "" when empty.
QString shortDate(const QString& stored);
/// The same with the time, in the long form of the default locale (tooltips).
QString longDateTime(const QString& stored);

/// Sort keys of texts: the rank of each text in the collation of the default
/// locale (case-insensitive, numbers as numbers); equal texts share a rank.
std::vector<double> collationKeys(const QStringList& texts);
/// Sort keys of texts compared code point by code point (ISO dates).
std::vector<double> plainKeys(const QStringList& texts);

/// Runs `work` (which must hold its own copies of what it reads) in the
/// thread pool, then `done(*owner, result)` on the window's thread, unless
/// `owner` was deleted meanwhile: what a large table computes off the
/// window's thread (sort keys, the rows a search finds).
template <typename Owner, typename Work, typename Done>
void offThread(Owner* owner, Work work, Done done)
{
    QThreadPool::globalInstance()->start([owner = QPointer<Owner>(owner), work = std::move(work), done]() {
        auto result = std::make_shared<decltype(work())>(work());
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [owner, result, done] {
                if (owner != nullptr) {
                    done(*owner, std::move(*result));
                }
            },
            Qt::QueuedConnection);
    });
}

/// Rows in the order of `keys` (source rows; ties keep source order).
void sortRows(std::vector<int>& order, const std::vector<double>& keys, Qt::SortOrder sortOrder);

} // namespace palmares::ui::support

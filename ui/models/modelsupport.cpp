#include "modelsupport.h"

#include "i18n/i18n.h"

#include "club/names.h"

#include <QCollator>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace palmares::ui::support {

QString fold(const QString& text)
{
    // Fast path: ASCII needs only lower-casing.
    bool ascii = true;
    for (const QChar c : text) {
        if (c.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii) {
        return text.toLower();
    }
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const QChar::Category category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
            category == QChar::Mark_Enclosing) {
            continue;
        }
        out.append(c);
    }
    // ß, œ, æ and the like fold by case folding, not by decomposition.
    return out.toCaseFolded();
}

QString number(double value, int decimals)
{
    return i18n::number(value, decimals);
}

double shown(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QString signedNumber(double value, int decimals)
{
    return i18n::number(value, decimals, QLocale(), i18n::NumberStyle::Signed);
}

QString integer(qint64 value)
{
    return QLocale().toString(value);
}

namespace {

QDateTime storedToDateTime(const QString& stored)
{
    if (stored.size() <= 10) {
        return {QDate::fromString(stored, Qt::ISODate), QTime(0, 0)};
    }
    return QDateTime::fromString(stored.left(19), Qt::ISODate);
}

} // namespace

QString shortDate(const QString& stored)
{
    if (stored.isEmpty()) {
        return {};
    }
    const QDate date = QDate::fromString(stored.left(10), Qt::ISODate);
    return date.isValid() ? i18n::shortDate(date) : stored;
}

QString longDateTime(const QString& stored)
{
    if (stored.isEmpty()) {
        return {};
    }
    const QDateTime when = storedToDateTime(stored);
    if (!when.isValid()) {
        return stored;
    }
    return stored.size() <= 10 ? QLocale().toString(when.date(), QLocale::LongFormat) : i18n::longDateTime(when);
}

namespace {

/// Ranks of `texts` once sorted with `less`; equal texts share a rank.
template <typename Less, typename Equal>
std::vector<double> ranks(const QStringList& texts, Less less, Equal equal)
{
    std::vector<int> order(static_cast<std::size_t>(texts.size()));
    std::iota(order.begin(), order.end(), 0);
    // Texts often come in their order already (results in replay order, by
    // date): one pass says so, where sorting a million took a second.
    if (!std::is_sorted(order.cbegin(), order.cend(), less)) {
        std::sort(order.begin(), order.end(), [&](int a, int b) { return less(a, b); });
    }
    std::vector<double> keys(order.size());
    double rank = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && !equal(order[i - 1], order[i])) {
            ++rank;
        }
        keys[static_cast<std::size_t>(order[i])] = rank;
    }
    return keys;
}

} // namespace

std::vector<double> collationKeys(const QStringList& texts)
{
    // Columns such as a category or a game repeat a few texts: collate each
    // distinct text once.
    QHash<QString, int> distinctIndex;
    QStringList distinct;
    std::vector<int> which;
    which.reserve(static_cast<std::size_t>(texts.size()));
    for (const QString& t : texts) {
        auto it = distinctIndex.constFind(t);
        if (it == distinctIndex.cend()) {
            it = distinctIndex.insert(t, static_cast<int>(distinct.size()));
            distinct << t;
        }
        which.push_back(*it);
    }

    const QCollator collator = club::names::collator(); // as the club's lists of names
    // One sort key per text, then byte comparisons: much faster than
    // comparing the texts with the collator at every step of the sort.
    std::vector<QCollatorSortKey> sortKeys;
    sortKeys.reserve(static_cast<std::size_t>(distinct.size()));
    for (const QString& t : std::as_const(distinct)) {
        sortKeys.push_back(collator.sortKey(t));
    }
    const auto compare = [&](int a, int b) {
        return sortKeys[static_cast<std::size_t>(a)].compare(sortKeys[static_cast<std::size_t>(b)]);
    };
    const std::vector<double> distinctKeys = ranks(
        distinct, [&](int a, int b) { return compare(a, b) < 0; }, [&](int a, int b) { return compare(a, b) == 0; });
    std::vector<double> keys(which.size());
    for (std::size_t i = 0; i < which.size(); ++i) {
        keys[i] = distinctKeys[static_cast<std::size_t>(which[i])];
    }
    return keys;
}

std::vector<double> plainKeys(const QStringList& texts)
{
    return ranks(
        texts, [&](int a, int b) { return texts[a] < texts[b]; }, [&](int a, int b) { return texts[a] == texts[b]; });
}

void sortRows(std::vector<int>& order, const std::vector<double>& keys, Qt::SortOrder sortOrder)
{
    std::iota(order.begin(), order.end(), 0);
    const auto key = [&keys](int row) { return keys[static_cast<std::size_t>(row)]; };
    if (sortOrder == Qt::AscendingOrder) {
        std::stable_sort(order.begin(), order.end(), [&key](int a, int b) { return key(a) < key(b); });
    } else {
        std::stable_sort(order.begin(), order.end(), [&key](int a, int b) { return key(b) < key(a); });
    }
}

} // namespace palmares::ui::support

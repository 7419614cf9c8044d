#include "csv/nearest.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace palmares::csv {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::csv::Columns)
};

} // namespace

int editDistance(QStringView a, QStringView b, int limit)
{
    const auto n = static_cast<int>(a.size());
    const auto m = static_cast<int>(b.size());
    if (std::abs(n - m) > limit) {
        return limit + 1;
    }
    std::vector<int> before(m + 1);
    std::vector<int> previous(m + 1);
    std::vector<int> current(m + 1);
    for (int j = 0; j <= m; ++j) {
        previous[j] = j;
    }
    for (int i = 1; i <= n; ++i) {
        current[0] = i;
        int best = current[0];
        for (int j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                current[j] = std::min(current[j], before[j - 2] + 1);
            }
            best = std::min(best, current[j]);
        }
        if (best > limit) {
            return limit + 1;
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[m];
}

int misspellingEdits(qsizetype length)
{
    constexpr qsizetype Short = 3;
    constexpr qsizetype Long = 6;
    return length < Short ? 0 : length < Long ? 1 : 2;
}

QString nearestName(const QString& name, const QStringList& names)
{
    const QString key = name.trimmed().toLower();
    const int limit = misspellingEdits(key.size());
    if (limit < 1) {
        return {};
    }
    QString nearest;
    int best = limit + 1;
    for (const QString& candidate : names) {
        const int d = editDistance(key, candidate.toLower(), limit);
        if (d < best) {
            best = d;
            nearest = candidate;
        }
    }
    return nearest;
}

QString noSuchColumn(const QString& name, const QStringList& columns)
{
    const QString nearest = nearestName(name, columns);
    return nearest.isEmpty() ? Text::tr("`%1`: no such column").arg(name)
                             : Text::tr("`%1`: no such column; did you mean `%2`?").arg(name, nearest);
}

} // namespace palmares::csv

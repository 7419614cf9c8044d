#include "names.h"

#include "csv/limits.h"
#include "csv/nearest.h"

#include <QChar>
#include <QCollator>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QPair>
#include <QSet>
#include <QStringView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace palmares::club::names {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Names)
};

/// Printable ASCII with single inner spaces and none around: already
/// normalised (most names of most clubs; an import of a million rows
/// meets them millions of times).
bool plainAscii(const QString& name)
{
    if (name.isEmpty() || name.front() == QLatin1Char(' ') || name.back() == QLatin1Char(' ')) {
        return name.isEmpty();
    }
    char16_t previous = 0;
    return std::ranges::all_of(QStringView(name), [&](QChar c) {
        const char16_t u = c.unicode();
        const bool ok = u > 0x20 ? u < 0x7F : (u == 0x20 && previous != 0x20);
        previous = u;
        return ok;
    });
}

} // namespace

QString normalised(const QString& name)
{
    if (plainAscii(name)) {
        return name;
    }
    const QString nfc = name.normalized(QString::NormalizationForm_C);
    QString out;
    out.reserve(nfc.size());
    bool space = false;
    for (const QChar c : nfc) {
        if (c.isSpace()) {
            space = !out.isEmpty();
            continue;
        }
        if (space) {
            out += QLatin1Char(' ');
            space = false;
        }
        out += c;
    }
    return out;
}

QString Invisible::describe() const
{
    QString text = QStringLiteral("U+%1").arg(static_cast<uint>(codePoint), 4, 16, QLatin1Char('0')).toUpper();
    const char* what = nullptr;
    switch (codePoint) {
    case 0x0007:
        what = "bell";
        break;
    case 0x0009:
        what = "tab";
        break;
    case 0x000A:
        what = "line feed";
        break;
    case 0x000D:
        what = "carriage return";
        break;
    case 0x00AD:
        what = "soft hyphen";
        break;
    case 0x200B:
        what = "zero width space";
        break;
    case 0x200C:
        what = "zero width non-joiner";
        break;
    case 0x200D:
        what = "zero width joiner";
        break;
    case 0x200E:
        what = "left-to-right mark";
        break;
    case 0x200F:
        what = "right-to-left mark";
        break;
    case 0x202A:
        what = "left-to-right embedding";
        break;
    case 0x202B:
        what = "right-to-left embedding";
        break;
    case 0x202C:
        what = "pop directional formatting";
        break;
    case 0x202D:
        what = "left-to-right override";
        break;
    case 0x202E:
        what = "right-to-left override";
        break;
    case 0x2060:
        what = "word joiner";
        break;
    case 0x2066:
        what = "left-to-right isolate";
        break;
    case 0x2067:
        what = "right-to-left isolate";
        break;
    case 0x2068:
        what = "first strong isolate";
        break;
    case 0x2069:
        what = "pop directional isolate";
        break;
    case 0xFEFF:
        what = "byte order mark";
        break;
    default:
        break;
    }
    if (what != nullptr) {
        text += QStringLiteral(" (%1)").arg(QLatin1String(what));
    }
    return text;
}

std::optional<Invisible> invisible(const QString& name)
{
    // Printable ASCII holds no such character: most names, without the
    // conversion to code points (an import checks every name of every row).
    if (std::ranges::all_of(QStringView(name), [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7F; })) {
        return std::nullopt;
    }
    int position = 0;
    for (const char32_t c : QStringView(name).toUcs4()) {
        ++position;
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Other_Control || category == QChar::Other_Format) {
            return Invisible{position, c};
        }
    }
    return std::nullopt;
}

QString visible(const QString& name)
{
    QString out;
    out.reserve(name.size());
    for (const char32_t c : QStringView(name).toUcs4()) {
        const QChar::Category category = QChar::category(c);
        if (QChar::isSpace(c)) {
            out += QLatin1Char(' ');
        } else if (category != QChar::Other_Control && category != QChar::Other_Format) {
            out += QString::fromUcs4(&c, 1);
        }
    }
    return normalised(out);
}

QString spellingKey(const QString& name)
{
    const QString decomposed = normalised(name).toCaseFolded().normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing && c.category() != QChar::Mark_Enclosing &&
            c.category() != QChar::Mark_SpacingCombining) {
            out += c;
        }
    }
    return out.normalized(QString::NormalizationForm_C);
}

QString invisibleProblem(const QString& entered, Of of)
{
    // Characters, not UTF-16 units: a surrogate pair is one.
    const QString name = entered.trimmed();
    const QString spelling = normalised(name);
    const auto length =
        spelling.size() - std::count_if(spelling.cbegin(), spelling.cend(), [](QChar c) { return c.isLowSurrogate(); });
    if (length > csv::MaxNameLength) {
        return Text::tr("a name has at most %1 characters, not %2").arg(csv::MaxNameLength).arg(length);
    }
    const auto found = invisible(name);
    if (!found) {
        return {};
    }
    const QString what = found->describe();
    const int at = found->position;
    switch (of) {
    case Of::Player:
        return Text::tr("a player's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::Game:
        return Text::tr("a game's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::Household:
        return Text::tr("a household's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::Team:
        return Text::tr("a team's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::ArmyList:
        return Text::tr("an army list's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::Season:
        return Text::tr("a season's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    case Of::Event:
        return Text::tr("an event's name cannot hold the invisible character %1 (character %2)").arg(what).arg(at);
    }
    return {};
}

QList<QStringList> lookalikes(const QStringList& given)
{
    QHash<QString, int> groupOfKey;
    QList<QStringList> groups;
    QSet<QString> seen;
    for (const QString& name : given) {
        const QString spelling = normalised(name);
        if (spelling.isEmpty() || seen.contains(spelling)) {
            continue;
        }
        seen.insert(spelling);
        const QString key = spellingKey(spelling);
        const auto it = groupOfKey.constFind(key);
        if (it == groupOfKey.cend()) {
            groupOfKey.insert(key, static_cast<int>(groups.size()));
            groups.append({spelling});
        } else {
            groups[*it].append(spelling);
        }
    }
    groups.removeIf([](const QStringList& g) { return g.size() < 2; });
    return groups;
}

namespace {

/// The words of a folded name in order: "rousseau elodie" and "elodie
/// rousseau" are one.
QString wordsKey(const QString& key)
{
    QStringList words = key.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.sort();
    return words.join(QLatin1Char(' '));
}

} // namespace

QStringList closeNames(const QString& key, const QList<std::pair<QString, QString>>& known)
{
    const int limit = key.size() <= 5 ? 1 : key.size() <= 12 ? 2 : 3;
    const QString words = wordsKey(key);
    QList<QPair<int, QString>> found;
    for (const auto& [other, name] : known) {
        const int d = wordsKey(other) == words ? 0 : csv::editDistance(key, other, limit);
        if (d <= limit) {
            found.append({d, name});
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    QStringList nearest;
    for (qsizetype i = 0; i < found.size() && i < 3; ++i) {
        nearest << found.at(i).second;
    }
    return nearest;
}

Lookalikes::Lookalikes(const QStringList& known)
{
    for (const QString& name : known) {
        const QString spelling = normalised(name);
        m_known.insert(spelling);
        const QString key = spellingKey(spelling);
        m_byKey[key] << name;
        m_keyed.append({key, name});
    }
}

QStringList Lookalikes::near(const QString& given) const
{
    const QString spelling = normalised(given);
    const QString key = spellingKey(spelling);
    if (spelling.isEmpty() || m_known.contains(spelling) || m_byKey.contains(key)) {
        return {}; // a known name, or one spelt like one (of() says it)
    }
    return closeNames(key, m_keyed);
}

QMap<QString, QStringList> Lookalikes::of(const QStringList& given) const
{
    QMap<QString, QStringList> found;
    for (const QString& name : given) {
        const QString spelling = normalised(name);
        if (spelling.isEmpty() || m_known.contains(spelling)) {
            continue; // a known name: no new one is made
        }
        if (const auto it = m_byKey.constFind(spellingKey(spelling)); it != m_byKey.cend()) {
            found.insert(spelling, *it);
        }
    }
    return found;
}

QCollator collator()
{
    const QLocale locale;
    QCollator c(locale.language() == QLocale::C ? QLocale(QLocale::English) : locale);
    c.setCaseSensitivity(Qt::CaseInsensitive);
    c.setNumericMode(true);
    return c;
}

QList<qsizetype> collationOrder(const QStringList& names)
{
    const QCollator collator = names::collator();
    // One sort key per name, then byte comparisons: far cheaper than the
    // collator at every step of the sort on a federation's players.
    std::vector<QCollatorSortKey> keys;
    keys.reserve(static_cast<std::size_t>(names.size()));
    for (const QString& n : names) {
        keys.push_back(collator.sortKey(n));
    }
    QList<qsizetype> order(names.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&keys](qsizetype a, qsizetype b) {
        return keys[static_cast<std::size_t>(a)].compare(keys[static_cast<std::size_t>(b)]) < 0;
    });
    return order;
}

} // namespace palmares::club::names

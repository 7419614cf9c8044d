#pragma once

/// Names as people's files carry them (issue 19): every name that enters the
/// club — a player, a game, a household, a team, an army list — goes through
/// here, wherever it comes from (the window, the command line, an import).
///
/// - `normalised`: Unicode NFC (a name typed on macOS, often NFD, is the same
///   name), surrounding spaces trimmed, each inner run of spaces one space.
/// - `invisible`: the first control or invisible format character (Unicode
///   categories Cc and Cf: a bell, a tab, a zero-width space, a
///   right-to-left override, a byte order mark inside a field), which a
///   name may not hold: names that cannot be told apart, or that reverse
///   the text around them.
/// - `spellingKey`: what is left of a name without case and accents: two
///   names with the same key are possibly one person ("bob" and "Bob",
///   "Elodie" and "Élodie"), a warning for the secretary, never a merge.

#include <QCollator>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace palmares::club::names {

/// NFC, trimmed, inner runs of white space as one space.
[[nodiscard]] QString normalised(const QString& name);

/// A character a name may not hold.
struct Invisible {
    int position = 0; ///< 1-based, in characters (code points) of the name
    char32_t codePoint = 0;
    /// "U+200B (zero width space)": the code point, and its name when it is
    /// one of the usual suspects.
    [[nodiscard]] QString describe() const;
};
/// The first control or format character of `name`, if any.
[[nodiscard]] std::optional<Invisible> invisible(const QString& name);

/// The name without its control and format characters (Cc, Cf), then
/// normalised: how a person types a stored name that holds one.
[[nodiscard]] QString visible(const QString& name);

/// The name folded for comparison: normalised, case-folded, accents and
/// other combining marks removed.
[[nodiscard]] QString spellingKey(const QString& name);

/// The collator of lists of names: the interface's locale (the default
/// QLocale), or English when that is the C locale (whose byte order puts
/// "Élodie" after "Zoé"); case ignored, numbers by value ("Table 9" before
/// "Table 10").
[[nodiscard]] QCollator collator();

/// The order of `names` as a person reads a list of names: the locale's
/// collation ("Élodie" with the E's, not after "Zoé"), case ignored, numbers
/// by value; equal names keep their order. Returns the indexes of `names`.
[[nodiscard]] QList<qsizetype> collationOrder(const QStringList& names);

/// `items` ordered by the collation of `name(item)` (collationOrder).
template <typename T, typename Name>
void sortByName(QList<T>& items, Name name)
{
    QStringList names;
    names.reserve(items.size());
    for (const T& item : std::as_const(items)) {
        names << name(item);
    }
    QList<T> sorted;
    sorted.reserve(items.size());
    for (const qsizetype i : collationOrder(names)) {
        sorted.append(std::move(items[i]));
    }
    items = std::move(sorted);
}

/// Whose name it is, for the messages.
enum class Of { Player, Game, Household, Team, ArmyList, Season, Event };

/// What is wrong with a name as entered (before it is normalised): longer
/// than csv::MaxNameLength characters (100) once normalised, or the invisible character it
/// holds and where, in words, translated; "" when nothing is. The caller
/// says where the name is (its field, line, column).
[[nodiscard]] QString invisibleProblem(const QString& entered, Of of);

/// The names of `given` that are possibly one person, group by group: the
/// same spelling key, written differently. Each group lists its spellings
/// in the order given (the first time each is met), groups in the order of
/// their first name. Names equal once normalised are one spelling.
[[nodiscard]] QList<QStringList> lookalikes(const QStringList& given);

/// Of `known` (each its spelling key and the name as known), those a slip
/// of the keyboard away from the spelling key `key` (a letter missed, added,
/// changed or two swapped: one in a short name, two up to twelve letters,
/// three beyond), or the same words in another order ("durand amelie" and
/// "amelie durand"); nearest first, three at most. The import assistant's
/// names to confirm and the result dialog's "did you mean".
[[nodiscard]] QStringList closeNames(const QString& key, const QList<std::pair<QString, QString>>& known);

/// The club's names by spelling key, built once: which new names look like
/// one of them (Roster::lookalikes; the result dialog, on every keystroke).
class Lookalikes
{
public:
    explicit Lookalikes(const QStringList& known = {});
    /// Of the names `given`, those that would be new although a known name
    /// is possibly the same written otherwise: each (normalised) with the
    /// known names it looks like.
    [[nodiscard]] QMap<QString, QStringList> of(const QStringList& given) const;
    /// The known names close to `given` (closeNames) when it would be a new
    /// name spelt like none of them: whom a typo of a known name may mean.
    [[nodiscard]] QStringList near(const QString& given) const;

private:
    QSet<QString> m_known;                      ///< normalised
    QHash<QString, QStringList> m_byKey;        ///< spelling key → the names as known
    QList<std::pair<QString, QString>> m_keyed; ///< (spelling key, name as known)
};

} // namespace palmares::club::names

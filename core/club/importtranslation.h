#pragma once

// Internal to core/club: a secretary's file read through an ImportMapping
// and written as the interchange results file (RATING_RULES.md §1), each of
// its lines traced back to the file's (the import assistant,
// importassistant.h).

#include "importassistant.h"

#include "csv/sheet.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

namespace palmares::club::importing {

/// The club's names, read once.
struct ClubNames {
    QStringList players;
    QStringList games;
    qint64 lastMatchId = 0; ///< the club's highest match id: new codes (MatchCodes::New) come after it
};

/// A mapping applied to a sheet: where each field is, what is missing.
class Layout
{
public:
    /// What keeps the mapping from being applied is added to `problems`.
    Layout(const csv::Sheet& sheet, const ImportMapping& mapping, QList<Problem>& problems);

    /// The 0-based column of `field` for participant `slot` (a match field
    /// whatever the slot), or -1.
    [[nodiscard]] int column(const QString& field, int slot) const;
    [[nodiscard]] bool has(const QString& field) const { return m_columns.contains(field); }
    /// The participants' numbers: {0} for one row a participant.
    [[nodiscard]] const QList<int>& slots() const { return m_slotList; }

private:
    QHash<QString, int> m_columns;
    QSet<int> m_slots;
    QList<int> m_slotList;
};

/// The cell of `record` in `column` (0-based); empty when it has none.
QString cellOf(const csv::SheetRecord& record, int column);

/// The order of the file's dates: the mapping's, else the one their numbers
/// allow (a first number above 12 is a day), else the day first. A date that
/// contradicts the order found is `problem`.
DateOrder dateOrderOf(const csv::Sheet& sheet, int column, DateOrder given);

/// The file in the interchange form, and where each of its lines came from.
struct Translation {
    QByteArray csv;
    struct Source {
        int record = 0;
        int slot = 0;
    };
    QList<Source> rows;      ///< the results file's line 2 + i came from rows[i]
    QList<Problem> problems; ///< the first ones (csv::CsvParseResult::MaxErrors)
    int problemCount = 0;    ///< all of them
    QList<QPair<QString, QString>> newGames;
};

/// Writes the interchange file of `sheet` read through `mapping`.
Translation translate(const csv::Sheet& sheet, const ImportMapping& mapping, const QString& fileName,
                      const ClubNames& club);

/// The column of the secretary's file a problem of the results file is in:
/// its field's, and with one row a match, the participant's the message
/// names (else the problem stays at its line).
Problem located(Problem p, const csv::Sheet& sheet, const Layout& layout, const QHash<int, int>& recordAt);

} // namespace palmares::club::importing

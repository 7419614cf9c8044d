#pragma once

/// The result dialog's participants: one row per participant with the
/// fields the game's rule set takes (the others hidden), the buttons that
/// add and remove a row, and a line under each row for what is wrong with
/// it or who a new name looks like. It holds the rows as typed; the dialog
/// checks them, previews and saves.

#include "club/club.h"

#include <QGroupBox>
#include <QMap>

#include <optional>
#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QStringListModel;

namespace palmares::ui {

/// A line that says what is wrong with a field: red, wrapped, hidden until
/// it says something.
void setProblemStyle(QLabel* label);

class ParticipantTable final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParticipantTable)

public:
    /// How the dialog uses the rows.
    struct Setup {
        bool numberRanks = false;               ///< a new row's rank is its number (a new result)
        QStringListModel* completion = nullptr; ///< the names the player fields complete
        QObject* keyFilter = nullptr;           ///< sees the completion lists' keys (Ctrl+Enter saves)
        QWidget* before = nullptr;              ///< the field before the first row in the tab order
    };
    ParticipantTable(const Setup& setup, QWidget* parent);
    ~ParticipantTable() override;

    [[nodiscard]] int count() const;
    /// Adds or removes rows at the end until there are `count`.
    void setCount(int count);
    /// How many rows the rule set takes: the buttons follow.
    void setLimits(int minimum, int maximum);
    /// Shows the fields `fields` in every row, the others hidden.
    void showFields(rating::Fields fields);
    /// Nothing can be typed any more (a result to delete).
    void lock();
    /// The players shown are not for typing (an event's table: its seats);
    /// Tab goes from one result field to the next.
    void fixPlayers();

    /// Puts `entries` in the rows, as many rows as entries.
    void fill(const QList<club::MatchDraft::Entry>& entries);
    /// The rows as entries of the fields `fields`; std::nullopt while a
    /// number does not parse. `ranksFromResult`: the ranks are not entered.
    [[nodiscard]] std::optional<QList<club::MatchDraft::Entry>> entries(rating::Fields fields,
                                                                        bool ranksFromResult) const;
    /// Adds to `problems` the numbers of the fields `fields` that do not parse.
    void checkNumbers(rating::Fields fields, QMap<club::Field, QString>& problems) const;
    /// The player typed in each row.
    [[nodiscard]] QStringList names() const;
    void setName(int row, const QString& name);

    /// How a row's line under it reads.
    enum class Tone { Problem, Note, Warning };
    void showLine(int row, const QString& text, Tone tone);

    [[nodiscard]] QList<int> ranks() const;
    /// Sets the ranks to `places` (as far as it goes); `fromResult`: they
    /// follow the result and are not for typing.
    void setRanks(const std::vector<int>& places, bool fromResult);
    /// Empties every row for the next result, the ranks numbered again.
    void clearForNext();
    /// Focuses the first field of the first row that can be typed in.
    void focusFirst();

Q_SIGNALS:
    /// Something was typed, or a row added or removed by its button.
    void edited();
    /// A morale was typed: who won may follow.
    void moraleEdited();

private:
    struct Row;
    void addRow();
    void removeLastRow();
    void showFields(Row* row) const;
    void updateButtons();

    Setup m_setup;
    QGridLayout* m_grid = nullptr;
    QList<QLabel*> m_headers;
    QList<Row*> m_rows;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    std::optional<rating::Fields> m_fields; ///< shown (showFields); all until then
    int m_minimum = 0;
    int m_maximum = 0;
    bool m_locked = false;
};

} // namespace palmares::ui

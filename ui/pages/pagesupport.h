#pragma once

// Helpers shared by the window's pages: the filter fields, the open-ended
// date fields, the game lists and the error box they all use.

#include "club/club.h"

#include <QDate>
#include <QString>

#include <optional>

class QComboBox;
class QDateEdit;
class QLineEdit;
class QPushButton;
class QWidget;

namespace palmares::ui::pages {

/// A search field with its clear button.
QLineEdit* filterBox(QWidget* parent, const QString& placeholder);

/// A date field with its calendar, years written with four digits.
QDateEdit* dateField(QWidget* parent);
/// A date field where the earliest date means "no limit" and shows `none`.
/// Years have four digits; its calendar opens on today's month while the
/// field says "no limit" (not on January 1900).
QDateEdit* openDate(QWidget* parent, const QString& none);
/// A button whose menu sets `from` and `to` to a period at once: this
/// month, last month, this year, last year, and (with `everyDate`, for open
/// date fields) every date.
QPushButton* periodPresets(QWidget* parent, QDateEdit* from, QDateEdit* to, bool everyDate = true);
/// The date chosen, invalid when the field says "no limit".
QDate dateOf(const QDateEdit* date);
std::optional<QDate> optionalDate(const QDateEdit* date);

/// Whether `change` moves a ranking of `game`'s results ("" = of all games:
/// the standings, the Hall of Fame): its matches or parameters, a name it
/// shows; not a player with no match yet, a household nor whether a player
/// is active.
bool movesRankingOf(const club::Change& change, const QString& game);

/// Fills `combo` with the names of `games` (item data: the name), first "All
/// games" (data "") when `withAll`; keeps the game chosen when it still
/// exists, and emits no signal (the page refreshes itself after).
void fillGames(QComboBox* combo, const QList<club::Game>& games, bool withAll);

/// A warning box: `what` went wrong, `message` says why.
void showError(QWidget* parent, const QString& what, const QString& message);

} // namespace palmares::ui::pages

#pragma once

// Helpers shared by the window's pages: the filter fields, the open-ended
// date fields, the game lists and the error box they all use.

#include "club/club.h"

#include <QDate>
#include <QString>

#include <functional>
#include <optional>

class QComboBox;
class QLineEdit;
class QPushButton;
class QWidget;

namespace palmares::ui {
class DateField;
class Session;
} // namespace palmares::ui

namespace palmares::ui::pages {

/// A search field with its clear button.
QLineEdit* filterBox(QWidget* parent, const QString& placeholder);

/// A date field (DateField: dates read as typed, or refused) with its
/// calendar, years written with four digits.
DateField* dateField(QWidget* parent);
/// A date field where no date means "no limit" and shows `none`; its
/// calendar opens on today's month while the field is empty.
DateField* openDate(QWidget* parent, const QString& none);
/// The club's seasons, read when a period menu opens (they may have changed).
using SeasonList = std::function<QList<club::Season>()>;
/// A button whose menu sets `from` and `to` to a period at once: this
/// month, last month, this year, last year, (with `everyDate`, for open
/// date fields) every date, and each of the club's `seasons` (its first and
/// last days; issue 18).
QPushButton* periodPresets(QWidget* parent, DateField* from, DateField* to, bool everyDate = true,
                           const SeasonList& seasons = {});
/// What a period menu lists of the open club's seasons (`session.club()`:
/// one small read, when the menu opens).
SeasonList seasonsOf(Session& session);
/// The date chosen, none when the field says "no limit".
std::optional<QDate> optionalDate(const DateField* date);

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

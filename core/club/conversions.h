#pragma once

// Internal to core/club: the small translations between the store's rows,
// the rule sets' types and the club's value types that every service uses.

#include "archive.h"
#include "game.h"
#include "openmode.h"
#include "player.h"
#include "status.h"

#include "rating/replay.h"
#include "store/clubstore.h"
#include "store/database.h"
#include "store/records.h"

#include <QDate>
#include <QMap>
#include <QString>

#include <string_view>

namespace palmares::club {

/// A rule set's text (UTF-8) as a QString.
QString fromStd(std::string_view text);

/// A message of core/rating in the person's language: its template
/// translated in its context (English without a translator), then its
/// arguments filled in one pass, as rating::Message::english does; the
/// fields it speaks of named as a results file's columns.
QString fromMessage(const rating::Message& message);
/// The same without the fields, for a caller that names them its own way.
QString bareMessage(const rating::Message& message);
/// The keys of the fields `message` speaks of ("morale", "morale_lost").
QStringList namedFields(const rating::Message& message);

/// An edit or deletion of a match someone else saved (or deleted) since the
/// person opened it.
Status staleMatch(const QString& code);

/// "there is no match 'code'", on the match field.
Status noSuchMatch(const QString& code);

QString paramsToJson(const QMap<QString, QString>& params);
QMap<QString, QString> paramsFromJson(const QString& json);

Game toGame(const store::GameRecord& r);

/// A stored player as the club hands him out, and back (to recreate him).
Player toPlayer(const store::PlayerRecord& r);
store::PlayerRecord toRecord(const Player& p);

/// How the store opens the club's database for Club::open's `mode`.
store::Database::OpenMode toStore(OpenMode mode);

/// The first day after `date`, as the exclusive upper bound of a date range
/// (stored date-times compare as text); after 9999-12-31, afterEveryDay().
QString dayAfter(const QDate& date);
/// A text after every stored date-time, 9999-12-31's included: the
/// exclusive upper bound of a range with no end ("9999-12-32", no day).
QString afterEveryDay();

/// Whether a rule set's ratings are integers (RuleSetDescription::integral,
/// the one rule; historyRowOf in archive.h reads it).
bool integralSystem(rating::System system);
/// The decimals a rule set's ratings are shown with (RuleSetDescription::decimals).
int displayDecimals(rating::System system);

/// The unrated reason a replay step gives, as stored ("" when rated); in
/// words: unratedReasonText (explanation.h).
QString reasonKey(const rating::Step& step);

/// A history row of a stored rating change in game `g` (its `integral` is
/// the rule set's: RuleSetDescription::integral); Archive::history and the
/// player stories both read their rows through it (archive.cpp).
HistoryRow historyRowOf(const store::RatingChangeRecord& r, const Game& g);

} // namespace palmares::club

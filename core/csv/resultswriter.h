#pragma once

// Internal to core/csv (ResultsCsv::write is the public door): matches
// written as a results file.

#include "csv/csvmatch.h"

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>

namespace palmares::csv {

bool writeResults(QIODevice& device, const QList<CsvMatch>& matches);

/// Appends a text cell as the writer writes it (ResultsCsv::appendCell).
void appendText(QByteArray& out, const QString& text);
/// Appends a name (a match, a game, a player, a team, an army list) as the
/// writer writes it: neutralised for spreadsheets (spreadsheet.h), quoted.
void appendName(QByteArray& out, const QString& text);

} // namespace palmares::csv

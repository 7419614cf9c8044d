#include "playersfile.h"

#include "csv/sheet.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::PlayersFile)
};

constexpr QLatin1String RatingPrefix("rating:");
constexpr QLatin1String DeviationPrefix("deviation:");

/// Where each column of the header goes: the player's, the household's,
/// and per game its rating's and deviation's (0-based; -1: none).
struct Columns {
    int player = -1;
    int household = -1;
    QList<QString> games;       ///< in the header's order
    QHash<QString, int> rating; ///< by game as written
    QHash<QString, int> deviation;
};

Problem problemAt(const QString& message, int line, int column, const Field& field)
{
    return Problem{message, field, line, column};
}

Columns columnsOf(const csv::Sheet& sheet, QList<Problem>& problems)
{
    Columns c;
    for (int i = 0; i < sheet.header.size(); ++i) {
        const QString& name = sheet.header.at(i);
        if (name == QLatin1String("player") || name == QLatin1String("name")) {
            c.player = i;
        } else if (name == QLatin1String("household")) {
            c.household = i;
        } else if (name == QLatin1String("active")) {
            continue; // what `player list` writes; the file changes no one's activity
        } else if (name.startsWith(RatingPrefix) && name.size() > RatingPrefix.size()) {
            const QString game = name.mid(RatingPrefix.size()).trimmed();
            c.rating.insert(game, i);
            c.games.append(game);
        } else if (name.startsWith(DeviationPrefix) && name.size() > DeviationPrefix.size()) {
            c.deviation.insert(name.mid(DeviationPrefix.size()).trimmed(), i);
        } else {
            problems.append(problemAt(Text::tr("unknown column '%1' (the columns are player, household, active, "
                                               "rating:GAME and deviation:GAME)")
                                          .arg(name),
                                      sheet.headerLine, i + 1, Field::column(name)));
        }
    }
    if (c.player < 0) {
        problems.append(problemAt(Text::tr("the players' file needs a column player"), sheet.headerLine, 0,
                                  Field::column(QStringLiteral("player"))));
    }
    for (auto it = c.deviation.cbegin(); it != c.deviation.cend(); ++it) {
        if (!c.rating.contains(it.key())) {
            problems.append(problemAt(Text::tr("deviation:%1 needs a column rating:%1").arg(it.key()), sheet.headerLine,
                                      it.value() + 1, Field::column(QString(DeviationPrefix) + it.key())));
        }
    }
    return c;
}

/// A number of a cell (C notation, a decimal comma taken as a point):
/// std::nullopt when the cell is not one.
std::optional<double> numberOf(const QString& cell)
{
    bool ok = false;
    QString text = cell.trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

/// The starting ratings of one record, or its problems.
void readStarts(const Columns& c, const csv::SheetRecord& r, PlayersFileRow& row, QList<Problem>& problems)
{
    const auto cell = [&r](int i) { return i >= 0 && i < r.cells.size() ? r.cells.at(i).trimmed() : QString(); };
    for (const QString& game : c.games) {
        const int ratingColumn = c.rating.value(game);
        const int deviationColumn = c.deviation.value(game, -1);
        const QString ratingText = cell(ratingColumn);
        const QString deviationText = cell(deviationColumn);
        if (ratingText.isEmpty()) {
            if (!deviationText.isEmpty()) {
                problems.append(problemAt(Text::tr("a deviation without a rating in %1").arg(game), r.line,
                                          deviationColumn + 1, Field{Field::Kind::Deviation}));
            }
            continue;
        }
        PlayersFileRow::Start start{game, 0.0, std::nullopt, ratingColumn + 1, deviationColumn + 1};
        const auto rating = numberOf(ratingText);
        if (!rating) {
            problems.append(problemAt(Text::tr("the rating in %1 is a number, not '%2'").arg(game, ratingText), r.line,
                                      ratingColumn + 1, Field{Field::Kind::Rating}));
            continue;
        }
        start.rating = *rating;
        if (!deviationText.isEmpty()) {
            start.deviation = numberOf(deviationText);
            if (!start.deviation) {
                problems.append(
                    problemAt(Text::tr("the deviation in %1 is a number, not '%2'").arg(game, deviationText), r.line,
                              deviationColumn + 1, Field{Field::Kind::Deviation}));
                continue;
            }
        }
        row.starts.append(start);
    }
}

} // namespace

PlayersFile PlayersFile::read(const QByteArray& bytes)
{
    PlayersFile file;
    const csv::Sheet sheet = csv::Sheet::read(bytes);
    for (const csv::CsvError& e : sheet.errors) {
        file.problems.append(problemAt(e.message, e.line, e.column, Field{}));
    }
    if (!file.problems.isEmpty()) {
        return file;
    }
    file.headerLine = sheet.headerLine;
    const Columns c = columnsOf(sheet, file.problems);
    if (!file.problems.isEmpty()) {
        return file;
    }
    for (const csv::SheetRecord& r : sheet.records) {
        PlayersFileRow row;
        row.line = r.line;
        row.playerColumn = c.player + 1;
        row.player = c.player < r.cells.size() ? r.cells.at(c.player).trimmed() : QString();
        row.household =
            c.household >= 0 && c.household < r.cells.size() ? r.cells.at(c.household).trimmed() : QString();
        if (row.player.isEmpty()) {
            file.problems.append(
                problemAt(Text::tr("a row needs its player"), r.line, c.player + 1, Field{Field::Kind::Player}));
            continue;
        }
        readStarts(c, r, row, file.problems);
        file.rows.append(row);
    }
    if (!file.problems.isEmpty()) {
        file.rows.clear();
    }
    return file;
}

} // namespace palmares::club

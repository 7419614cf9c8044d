// A secretary's file read through an ImportMapping and written as the
// interchange results file: its dates, numbers and flags as the file writes
// them, its games and players as the club knows them.

#include "importtranslation.h"

#include "importfields.h"
#include "namematching.h"
#include "names.h"

#include "csv/csvparseresult.h"
#include "csv/nearest.h"
#include "csv/resultscsv.h"

#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTime>

#include <algorithm>
#include <optional>

namespace palmares::club::importing {

using csv::Sheet;

namespace {

// ---------------------------------------------------------------------------
// Dates

struct DateCell {
    int a = 0, b = 0, c = 0; // as written: year-month-day, or two numbers then the year
    bool iso = false;
    int hour = -1, minute = 0, second = 0;
};

std::optional<DateCell> splitDate(const QString& cell)
{
    static const QRegularExpression iso(
        QStringLiteral(R"(^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2})[:hH](\d{2})(?::(\d{2}))?)?$)"));
    static const QRegularExpression other(
        QStringLiteral(R"(^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T,]+(\d{1,2})[:hH](\d{2})(?::(\d{2}))?)?$)"));
    const QString t = cell.simplified();
    QRegularExpressionMatch m = iso.match(t);
    DateCell d;
    if (m.hasMatch()) {
        d.iso = true;
    } else {
        m = other.match(t);
        if (!m.hasMatch()) {
            return std::nullopt;
        }
    }
    d.a = m.captured(1).toInt();
    d.b = m.captured(2).toInt();
    d.c = m.captured(3).toInt();
    if (!d.iso && m.captured(3).size() == 2) {
        d.c += d.c < 70 ? 2000 : 1900; // a two-digit year: 25 is 2025, 98 is 1998
    }
    if (m.hasCaptured(4)) {
        d.hour = m.captured(4).toInt();
        d.minute = m.captured(5).toInt();
        d.second = m.hasCaptured(6) ? m.captured(6).toInt() : 0;
    }
    return d;
}

std::optional<QTime> parseTime(const QString& cell)
{
    static const QRegularExpression time(QStringLiteral(R"(^(\d{1,2})[:hH](\d{2})?(?::(\d{2}))?$)"));
    const QRegularExpressionMatch m = time.match(cell.simplified());
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    const QTime t(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    return t.isValid() ? std::optional<QTime>(t) : std::nullopt;
}

/// The day of `d` read in `order` (not Auto), or an invalid date.
QDate dayOf(const DateCell& d, DateOrder order)
{
    if (d.iso) {
        return {d.a, d.b, d.c};
    }
    switch (order) {
    case DateOrder::MonthDayYear:
        return {d.c, d.a, d.b};
    case DateOrder::DayMonthYear:
    case DateOrder::Auto:
        return {d.c, d.b, d.a};
    case DateOrder::YearMonthDay:
        return {};
    }
    return {};
}

QString dateFormatOf(DateOrder order)
{
    switch (order) {
    case DateOrder::YearMonthDay:
        return QStringLiteral("YYYY-MM-DD");
    case DateOrder::MonthDayYear:
        return QStringLiteral("MM/DD/YYYY");
    case DateOrder::DayMonthYear:
    case DateOrder::Auto:
        return QStringLiteral("DD/MM/YYYY");
    }
    return {};
}

// ---------------------------------------------------------------------------
// Cells

/// A number as a spreadsheet in French writes it ("12,5", "1 250", "1er")
/// as the interchange file takes it; other text as it is.
QString numberCell(const QString& cell)
{
    static const QRegularExpression ordinal(QStringLiteral(R"(^(\d+)\s*(?:er|re|e|eme|ème|st|nd|rd|th|°)\.?$)"));
    QString t = cell.trimmed();
    t.remove(QChar(0x00A0)).remove(QChar(0x202F)).remove(QLatin1Char(' '));
    if (const auto m = ordinal.match(t); m.hasMatch()) {
        return m.captured(1);
    }
    static const QRegularExpression decimalComma(QStringLiteral(R"(^[+-]?\d*,\d+$)"));
    if (decimalComma.match(t).hasMatch()) {
        t.replace(QLatin1Char(','), QLatin1Char('.'));
    }
    return t;
}

/// A yes-or-no cell ("x", "oui", "yes", "1") as the file's 1 or empty; other
/// text as it is (the import says what is wrong with it).
QString flagCell(const QString& cell)
{
    const QString t = names::spellingKey(cell);
    static const QSet<QString> yes = {QStringLiteral("1"),    QStringLiteral("x"),    QStringLiteral("oui"),
                                      QStringLiteral("o"),    QStringLiteral("yes"),  QStringLiteral("y"),
                                      QStringLiteral("true"), QStringLiteral("vrai"), QStringLiteral("✓")};
    static const QSet<QString> no = {QStringLiteral("0"),
                                     QStringLiteral("non"),
                                     QStringLiteral("n"),
                                     QStringLiteral("no"),
                                     QStringLiteral("false"),
                                     QStringLiteral("faux"),
                                     QString()};
    if (yes.contains(t)) {
        return QStringLiteral("1");
    }
    if (no.contains(t)) {
        return {};
    }
    return cell.trimmed();
}

/// A cell on one line: the results file written from the sheet keeps one
/// line a row, so that its lines map back to the sheet's.
QString oneLine(QString cell)
{
    return cell.replace(QLatin1String("\r\n"), QLatin1String(" "))
        .replace(QLatin1Char('\n'), QLatin1Char(' '))
        .replace(QLatin1Char('\r'), QLatin1Char(' '));
}

/// The file's match codes as the mapping says they are written (MatchCodes):
/// the same code of the file (a match's rows) is the same code in the club.
class CodeRewriter
{
public:
    CodeRewriter(const ImportMapping& mapping, qint64 lastMatchId)
        : m_codes(mapping.codes),
          m_prefix(mapping.codePrefix.trimmed()),
          m_next(lastMatchId + 1)
    {}

    QString of(const QString& written)
    {
        switch (m_codes) {
        case MatchCodes::Keep:
            return written;
        case MatchCodes::Prefix:
            return m_prefix + written;
        case MatchCodes::New:
            break;
        }
        auto it = m_given.constFind(written);
        if (it == m_given.cend()) {
            it = m_given.insert(written, QStringLiteral("M%1").arg(m_next++));
        }
        return *it;
    }

private:
    MatchCodes m_codes;
    QString m_prefix;
    qint64 m_next;
    QHash<QString, QString> m_given; ///< written → new
};

} // namespace

// One pass with a branch per field or state: split, it would be read in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
// One pass with a branch per field or state: split, it would be read in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
Layout::Layout(const csv::Sheet& sheet, const ImportMapping& mapping, QList<Problem>& problems)
{
    for (const int c : ImportAssistant::undecidedColumns(sheet, mapping)) {
        const QString& name = sheet.header.at(c);
        problems.append(
            {csv::noSuchColumn(name, ImportAssistant::fields()), Field::column(name), sheet.headerLine, c + 1});
    }
    for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it) {
        if (it->trimmed().isEmpty()) {
            continue; // left out
        }
        const auto column = static_cast<int>(sheet.header.indexOf(it.key().simplified()));
        const Field where = Field::column(it.key());
        if (column < 0) {
            problems.append({Text::tr("the file has no column '%1'").arg(it.key()), where, sheet.headerLine, 0});
            continue;
        }
        const auto field = parseField(*it);
        if (!field) {
            problems.append({Text::tr("'%1' is not a field of Palmarès (%2)")
                                 .arg(it->trimmed(), ImportAssistant::fields().join(QStringLiteral(", "))),
                             where, sheet.headerLine, column + 1});
            continue;
        }
        const QString key = slotted(field->field, field->slot);
        if (m_columns.contains(key)) {
            problems.append({Text::tr("two columns hold '%1': '%2' and '%3'")
                                 .arg(key, sheet.header.at(m_columns.value(key)), it.key()),
                             where, sheet.headerLine, column + 1});
            continue;
        }
        m_columns.insert(key, column);
        if (field->slot > 0) {
            m_slots.insert(field->slot);
        }
    }
    const auto missing = [&](const QString& message) { problems.append({message, {}, sheet.headerLine, 0}); };
    const bool single = m_columns.contains(QStringLiteral("player"));
    if (!single && m_slots.isEmpty()) {
        missing(Text::tr("no column holds the players' names: map one to 'player' (or, with one row a match, "
                         "to 'player:1', 'player:2'…)"));
    }
    if (single && !m_slots.isEmpty()) {
        missing(Text::tr("map the players either to 'player' (one row a participant) or to 'player:1', "
                         "'player:2'… (one row a match), not both"));
    }
    for (const int slot : std::as_const(m_slots)) {
        if (!m_columns.contains(slotted(QStringLiteral("player"), slot))) {
            missing(Text::tr("participant %1 has fields but no column for his name ('player:%1')").arg(slot));
        }
    }
    if (!m_columns.contains(QStringLiteral("date"))) {
        missing(Text::tr("no column holds the dates: map one to 'date'"));
    }
    if (m_columns.contains(QStringLiteral("match")) && m_columns.contains(QStringLiteral("match_of_day"))) {
        missing(Text::tr("map either 'match' or 'match_of_day', not both"));
    }
    if (single && !m_columns.contains(QStringLiteral("match")) && !m_columns.contains(QStringLiteral("match_of_day"))) {
        missing(Text::tr("with one row a participant, a column must say which rows are one match: map it to "
                         "'match' (an identifier) or 'match_of_day' (a table number within the day)"));
    }
    if (!m_columns.contains(QStringLiteral("game")) && mapping.game.trimmed().isEmpty()) {
        missing(Text::tr("no column gives the game: map one to 'game' or name the game of every row"));
    }
    m_slotList = QList<int>(m_slots.cbegin(), m_slots.cend());
    std::sort(m_slotList.begin(), m_slotList.end());
    if (m_slotList.isEmpty()) {
        m_slotList = {0};
    }
}

int Layout::column(const QString& field, int slot) const
{
    if (slot > 0 && participantFieldList().contains(field)) {
        return m_columns.value(slotted(field, slot), -1);
    }
    return m_columns.value(field, -1);
}

QString cellOf(const csv::SheetRecord& record, int column)
{
    return column >= 0 && column < record.cells.size() ? record.cells.at(column) : QString();
}

DateOrder dateOrderOf(const Sheet& sheet, int column, DateOrder given)
{
    if (given != DateOrder::Auto || column < 0) {
        return given == DateOrder::Auto ? DateOrder::DayMonthYear : given;
    }
    bool allIso = true;
    bool dayFirst = false;
    bool monthFirst = false;
    for (const csv::SheetRecord& r : sheet.records) {
        const auto d = splitDate(cellOf(r, column));
        if (!d) {
            continue;
        }
        allIso = allIso && d->iso;
        dayFirst = dayFirst || (!d->iso && d->a > 12);
        monthFirst = monthFirst || (!d->iso && d->b > 12);
    }
    if (allIso) {
        return DateOrder::YearMonthDay;
    }
    return monthFirst && !dayFirst ? DateOrder::MonthDayYear : DateOrder::DayMonthYear;
}

// One pass with a branch per field or state: split, it would be read in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
Translation translate(const Sheet& sheet, const ImportMapping& mapping, const QString& fileName, const ClubNames& club)
{
    Translation out;
    const Layout layout(sheet, mapping, out.problems);
    if (!out.problems.isEmpty()) {
        return out;
    }
    const int dateColumn = layout.column(QStringLiteral("date"), 0);
    const DateOrder order = dateOrderOf(sheet, dateColumn, mapping.dateOrder);
    const GameResolver games(club.games, mapping);
    const PlayerMatcher players(club.players, mapping.players);
    CodeRewriter codes(mapping, club.lastMatchId);
    QHash<QString, QString> playerOf; // as written → as imported
    QSet<QString> newGames;
    const QString source =
        QFileInfo(fileName).fileName().isEmpty() ? QStringLiteral("import") : QFileInfo(fileName).fileName();
    const QStringList& columns = csv::ResultsCsv::columns();
    out.csv = columns.join(QLatin1Char(',')).toUtf8() + "\r\n";
    const auto problem = [&](const csv::SheetRecord& r, const QString& field, int slot, const QString& message) {
        const int column = layout.column(field, slot);
        ++out.problemCount;
        if (out.problems.size() < csv::CsvParseResult::MaxErrors) {
            out.problems.append(
                {message, Field::column(column >= 0 ? sheet.header.at(column) : field), r.line, column + 1});
        }
    };

    for (int index = 0; index < sheet.records.size(); ++index) {
        const csv::SheetRecord& r = sheet.records.at(index);
        const auto cell = [&](const QString& field, int slot = 0) { return cellOf(r, layout.column(field, slot)); };
        // The match's day and time.
        const QString dateText = cell(QStringLiteral("date")).trimmed();
        const auto parts = splitDate(dateText);
        const QDate day = parts ? dayOf(*parts, order) : QDate();
        if (!day.isValid()) {
            problem(r, QStringLiteral("date"), 0,
                    dateText.isEmpty() ? Text::tr("the date is missing")
                                       : Text::tr("'%1' is not a date written %2").arg(dateText, dateFormatOf(order)));
            continue;
        }
        QTime time = parts->hour >= 0 ? QTime(parts->hour, parts->minute, parts->second) : QTime();
        if (const QString t = cell(QStringLiteral("time")).trimmed(); !t.isEmpty()) {
            const auto parsed = parseTime(t);
            if (!parsed) {
                problem(r, QStringLiteral("time"), 0, Text::tr("'%1' is not a time of day (20:30, 20h30)").arg(t));
                continue;
            }
            time = *parsed;
        }
        const QString when = time.isValid() ? QDateTime(day, time).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"))
                                            : day.toString(Qt::ISODate);
        // The game.
        const QString gameWritten =
            names::normalised(layout.has(QStringLiteral("game")) ? cell(QStringLiteral("game")) : mapping.game);
        const GameMatch game = games.match(gameWritten);
        if (gameWritten.isEmpty()) {
            problem(r, QStringLiteral("game"), 0, Text::tr("the game is missing"));
            continue;
        }
        if (game.game.isEmpty()) {
            problem(r, QStringLiteral("game"), 0,
                    Text::tr("'%1' is not a game of the club: say which game it is, or create it").arg(gameWritten));
            continue;
        }
        if (!game.ruleSet.isEmpty() && !newGames.contains(game.game)) {
            newGames.insert(game.game);
            out.newGames.append({game.game, game.ruleSet});
        }
        // The match's identifier.
        QString code;
        if (layout.has(QStringLiteral("match"))) {
            code = cell(QStringLiteral("match")).trimmed();
        } else if (layout.has(QStringLiteral("match_of_day"))) {
            const QString table = cell(QStringLiteral("match_of_day")).trimmed();
            code = table.isEmpty() ? QString()
                                   : QStringLiteral("%1 %2 #%3").arg(day.toString(Qt::ISODate), game.game, table);
        } else {
            code = QStringLiteral("%1:%2").arg(source).arg(r.line);
        }
        if (code.isEmpty()) {
            problem(r, layout.has(QStringLiteral("match")) ? QStringLiteral("match") : QStringLiteral("match_of_day"),
                    0, Text::tr("the match is not identified"));
            continue;
        }
        code = codes.of(code);
        for (const int slot : layout.slots()) {
            const QString written = names::normalised(cell(QStringLiteral("player"), slot));
            if (written.isEmpty()) {
                if (slot == 0) {
                    problem(r, QStringLiteral("player"), slot, Text::tr("the player's name is missing"));
                }
                continue; // a duel's sheet with room for four: the empty places are nobody
            }
            auto known = playerOf.constFind(written);
            if (known == playerOf.cend()) {
                known = playerOf.insert(written, players.match(written).player);
            }
            QStringList row(columns.size());
            for (int c = 0; c < columns.size(); ++c) {
                const QString& field = columns.at(c);
                if (field == QLatin1String("match")) {
                    row[c] = code;
                } else if (field == QLatin1String("date")) {
                    row[c] = when;
                } else if (field == QLatin1String("game")) {
                    row[c] = game.game;
                } else if (field == QLatin1String("player")) {
                    row[c] = *known;
                } else if (numberFields().contains(field)) {
                    row[c] = numberCell(cell(field, slot));
                } else if (flagFields().contains(field)) {
                    row[c] = flagCell(cell(field, slot));
                } else if (field == QLatin1String("outcome")) {
                    row[c] = cell(field, slot).trimmed().toUpper();
                } else {
                    row[c] = cell(field, slot).trimmed();
                }
            }
            for (int c = 0; c < row.size(); ++c) {
                if (c > 0) {
                    out.csv.append(',');
                }
                // A name as the results file writes it, so that it is read back as it is ("-Bob").
                if (nameFields().contains(columns.at(c))) {
                    csv::ResultsCsv::appendName(out.csv, oneLine(row.at(c)));
                } else {
                    csv::ResultsCsv::appendCell(out.csv, oneLine(row.at(c)));
                }
            }
            out.csv.append("\r\n");
            out.rows.append({index, slot});
        }
    }
    return out;
}

/// The column of the secretary's file a problem of the results file is in:
/// its field's, and with one row a match, the participant's the message
/// names (else the problem stays at its line).
Problem located(Problem p, const Sheet& sheet, const Layout& layout, const QHash<int, int>& recordAt)
{
    p.column = 0;
    if (p.field.kind != Field::Kind::Column) {
        return p;
    }
    int column = layout.column(p.field.key, 0);
    if (layout.slots() != QList<int>{0} && participantFieldList().contains(p.field.key) && recordAt.contains(p.line)) {
        column = -1;
        const csv::SheetRecord& r = sheet.records.at(recordAt.value(p.line));
        // The participant whose value, or else whose name, the message quotes.
        const auto quotes = [&](const QString& value) {
            return !value.isEmpty() && p.message.contains(QLatin1Char('\'') + value + QLatin1Char('\''));
        };
        for (const QString& field : {p.field.key, QStringLiteral("player")}) {
            for (const int slot : layout.slots()) {
                if (column < 0 && quotes(cellOf(r, layout.column(field, slot)).trimmed())) {
                    column = layout.column(p.field.key, slot);
                }
            }
        }
    }
    if (column >= 0) {
        p.field = Field::column(sheet.header.at(column));
        p.column = column + 1;
    }
    return p;
}

} // namespace palmares::club::importing

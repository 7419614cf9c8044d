#include "importassistant.h"

#include "conversions.h"
#include "names.h"

#include "csv/nearest.h"
#include "csv/resultscsv.h"
#include "rating/types.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <utility>
#include <vector>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::ImportAssistant)
};

using csv::Sheet;

// The fields a column may hold: the interchange columns, then the
// assistant's own: the matches numbered within each day, a time of day.
const QStringList& matchFields()
{
    static const QStringList fields = {
        QStringLiteral("match"),   QStringLiteral("match_of_day"), QStringLiteral("date"),
        QStringLiteral("time"),    QStringLiteral("game"),         QStringLiteral("deals"),
        QStringLiteral("outcome"), QStringLiteral("duration_min"), QStringLiteral("void"),
    };
    return fields;
}
const QStringList& participantFieldList()
{
    static const QStringList fields = {
        QStringLiteral("player"),      QStringLiteral("rank"),        QStringLiteral("score"),
        QStringLiteral("team"),        QStringLiteral("left"),        QStringLiteral("morale"),
        QStringLiteral("morale_lost"), QStringLiteral("army_points"), QStringLiteral("turns"),
        QStringLiteral("army_list"),
    };
    return fields;
}
const QStringList& numberFields()
{
    static const QStringList fields = {
        QStringLiteral("rank"),   QStringLiteral("score"),        QStringLiteral("deals"),
        QStringLiteral("morale"), QStringLiteral("morale_lost"),  QStringLiteral("army_points"),
        QStringLiteral("turns"),  QStringLiteral("duration_min"),
    };
    return fields;
}
/// The fields that are names (RATING_RULES.md §1: neutralised for spreadsheets).
const QStringList& nameFields()
{
    static const QStringList fields = {QStringLiteral("match"), QStringLiteral("game"), QStringLiteral("player"),
                                       QStringLiteral("team"), QStringLiteral("army_list")};
    return fields;
}
const QStringList& flagFields()
{
    static const QStringList fields = {QStringLiteral("left"), QStringLiteral("void")};
    return fields;
}

/// A header's name folded: no accents, no case, "_" and "-" as spaces.
QString folded(const QString& name)
{
    QString key = names::spellingKey(name);
    key.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    key.remove(QLatin1Char('.'));
    return key.simplified();
}

/// The field a header's name most likely holds, in English or French; ""
/// when none.
QString fieldOfName(const QString& foldedName)
{
    static const QHash<QString, QString> synonyms = [] {
        QHash<QString, QString> s;
        const auto add = [&](const char* field, std::initializer_list<const char*> words) {
            for (const char* w : words) {
                s.insert(QString::fromUtf8(w), QLatin1String(field));
            }
        };
        add("match", {"match", "match id", "partie", "id partie", "n partie", "numero", "no", "id", "rencontre"});
        add("match_of_day", {"table", "match of day", "n table", "numero de table", "table no", "round", "ronde"});
        add("date", {"date", "jour", "day", "date de la partie", "played", "played at", "le"});
        add("time", {"time", "heure", "hour", "h"});
        add("game", {"game", "jeu", "discipline", "jeux"});
        add("player", {"player", "joueur", "joueuse", "nom", "name", "participant", "pseudo"});
        add("rank", {"rank", "rang", "place", "classement", "position", "pos", "placement"});
        add("score", {"score", "points", "pts", "total", "resultat"});
        add("team", {"team", "equipe", "camp", "side"});
        add("deals", {"deals", "donnes", "nb donnes", "nombre de donnes"});
        add("left", {"left", "abandon", "parti", "quit", "a quitte"});
        add("morale", {"morale", "moral", "moral initial"});
        add("morale_lost", {"morale lost", "moral perdu"});
        add("outcome", {"outcome", "issue", "victoire"});
        add("army_points", {"army points", "points d'armee", "points armee"});
        add("turns", {"turns", "tours"});
        add("duration_min", {"duration", "duration min", "duree", "duree min", "minutes"});
        add("void", {"void", "annulee", "nulle et non avenue"});
        add("army_list", {"army list", "liste", "liste d'armee", "armee"});
        return s;
    }();
    return synonyms.value(foldedName);
}

/// A field and its participant's number (0: one row per participant).
struct Slotted {
    QString field;
    int slot = 0;
};

std::optional<Slotted> parseField(const QString& text)
{
    const QString t = text.trimmed().toLower();
    const qsizetype colon = t.indexOf(QLatin1Char(':'));
    if (colon < 0) {
        if (matchFields().contains(t) || participantFieldList().contains(t)) {
            return Slotted{t, 0};
        }
        return std::nullopt;
    }
    bool ok = false;
    const int slot = t.mid(colon + 1).toInt(&ok);
    const QString field = t.left(colon);
    if (!ok || slot < 1 || !participantFieldList().contains(field)) {
        return std::nullopt;
    }
    return Slotted{field, slot};
}

QString slotted(const QString& field, int slot)
{
    return slot == 0 ? field : QStringLiteral("%1:%2").arg(field).arg(slot);
}

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

// ---------------------------------------------------------------------------
// Names

/// The words of a folded name in order: "rousseau elodie" and "elodie
/// rousseau" are one.
QString wordsKey(const QString& key)
{
    QStringList words = key.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.sort();
    return words.join(QLatin1Char(' '));
}

/// The club's players, and who a name of the file is among them.
class PlayerMatcher
{
public:
    PlayerMatcher(const QStringList& club, const QMap<QString, QString>& mapped) : m_mapped(mapped)
    {
        for (const QString& name : club) {
            m_exact.insert(name);
            const QString key = names::spellingKey(name);
            m_byKey[key].append(name);
            m_keys.append({key, name});
        }
    }

    [[nodiscard]] NameMatch match(const QString& written) const
    {
        NameMatch m;
        m.written = written;
        if (const auto it = m_mapped.constFind(written); it != m_mapped.cend()) {
            m.kind = NameMatch::Kind::Mapped;
            m.player = it->trimmed().isEmpty() ? written : names::normalised(*it);
            return m;
        }
        if (m_exact.contains(written)) {
            m.kind = NameMatch::Kind::Exact;
            m.player = written;
            return m;
        }
        const QString key = names::spellingKey(written);
        const QStringList same = m_byKey.value(key);
        if (same.size() == 1) {
            m.kind = NameMatch::Kind::Folded;
            m.player = same.first();
            return m;
        }
        m.player = written;
        m.candidates = same; // two players of the club fold alike: the secretary says which
        if (m.candidates.isEmpty()) {
            m.candidates = close(key);
        }
        m.kind = m.candidates.isEmpty() ? NameMatch::Kind::New : NameMatch::Kind::Close;
        return m;
    }

private:
    /// The club's players whose folded name is a slip of the keyboard away
    /// from `key` (a letter missed, added, changed or two swapped: one in a
    /// short name, two up to twelve letters, three beyond), or the same
    /// words in another order; nearest first, three at most.
    [[nodiscard]] QStringList close(const QString& key) const
    {
        const int limit = key.size() <= 5 ? 1 : key.size() <= 12 ? 2 : 3;
        const QString words = wordsKey(key);
        QList<QPair<int, QString>> found;
        for (const auto& [other, name] : m_keys) {
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

    QMap<QString, QString> m_mapped;
    QSet<QString> m_exact;
    QHash<QString, QStringList> m_byKey;
    QList<QPair<QString, QString>> m_keys; ///< (folded, as in the club)
};

// ---------------------------------------------------------------------------
// The file read through a mapping

/// The club's names, read once.
struct ClubNames {
    QStringList players;
    QStringList games;
};

/// A mapping applied to a sheet: where each field is, what is missing.
class Layout
{
public:
    // One pass with a branch per field or state: split, it would be read in pieces.
    // NOLINTNEXTLINE(readability-function-cognitive-complexity)
    Layout(const Sheet& sheet, const ImportMapping& mapping, QList<Problem>& problems)
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
        if (single && !m_columns.contains(QStringLiteral("match")) &&
            !m_columns.contains(QStringLiteral("match_of_day"))) {
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

    /// The 0-based column of `field` for participant `slot` (a match field
    /// whatever the slot), or -1.
    [[nodiscard]] int column(const QString& field, int slot) const
    {
        if (slot > 0 && participantFieldList().contains(field)) {
            return m_columns.value(slotted(field, slot), -1);
        }
        return m_columns.value(field, -1);
    }
    [[nodiscard]] bool has(const QString& field) const { return m_columns.contains(field); }
    /// The participants' numbers: {0} for one row a participant.
    [[nodiscard]] const QList<int>& slots() const { return m_slotList; }

private:
    QHash<QString, int> m_columns;
    QSet<int> m_slots;
    QList<int> m_slotList;
};

QString cellOf(const csv::SheetRecord& record, int column)
{
    return column >= 0 && column < record.cells.size() ? record.cells.at(column) : QString();
}

/// The order of the file's dates: the mapping's, else the one their numbers
/// allow (a first number above 12 is a day), else the day first. A date that
/// contradicts the order found is `problem`.
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

/// Resolves the file's games against the club's and the mapping.
class GameResolver
{
public:
    GameResolver(const QStringList& club, const ImportMapping& mapping) : m_mapping(mapping)
    {
        for (const QString& g : club) {
            m_exact.insert(g);
            m_byKey[names::spellingKey(g)].append(g);
        }
    }
    /// The club's game `written` is ("" when unknown), and the rule set of a
    /// game the import creates.
    [[nodiscard]] GameMatch match(const QString& written) const
    {
        GameMatch g;
        g.written = written;
        if (const auto it = m_mapping.newGames.constFind(written); it != m_mapping.newGames.cend()) {
            g.game = written;
            g.ruleSet = *it;
            return g;
        }
        if (const auto it = m_mapping.games.constFind(written); it != m_mapping.games.cend()) {
            const QString target = names::normalised(*it);
            if (m_exact.contains(target)) {
                g.game = target;
            } else if (const auto created = m_mapping.newGames.constFind(target);
                       created != m_mapping.newGames.cend()) {
                g.game = target; // another spelling of a game the import creates
                g.ruleSet = *created;
            }
            return g;
        }
        if (m_exact.contains(written)) {
            g.game = written;
            return g;
        }
        if (const QStringList same = m_byKey.value(names::spellingKey(written)); same.size() == 1) {
            g.game = same.first();
        }
        return g;
    }

private:
    const ImportMapping& m_mapping;
    QSet<QString> m_exact;
    QHash<QString, QStringList> m_byKey;
};

/// Writes the interchange file of `sheet` read through `mapping`.
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

/// What keeps `sheet` from being read, as problems at their line and column.
QList<Problem> problemsOf(const Sheet& sheet)
{
    QList<Problem> problems;
    for (const csv::CsvError& e : sheet.errors) {
        problems.append({e.message, e.field.isEmpty() ? Field() : Field::column(e.field), e.line, e.column});
    }
    return problems;
}

std::optional<ClubNames> clubNames(ClubContext& context, QList<Problem>& problems)
{
    const auto players = context.store.players();
    const auto games = players ? context.store.games() : Expected<QList<store::GameRecord>>(players.status());
    if (!games) {
        problems.append(games.status().problems);
        return std::nullopt;
    }
    ClubNames names;
    for (const store::PlayerRecord& p : *players) {
        names.players << p.name;
    }
    for (const store::GameRecord& g : *games) {
        names.games << g.name;
    }
    return names;
}

/// Whether the columns of `sheet` are the interchange file's, separated by commas.
bool interchangeHeader(const Sheet& sheet)
{
    const QStringList& known = csv::ResultsCsv::columns();
    return sheet.separator == QLatin1Char(',') &&
           std::all_of(sheet.header.cbegin(), sheet.header.cend(), [&](const QString& h) { return known.contains(h); });
}

/// A workbook (.ods, .xlsx, .xls) rather than text: no library of Debian 12
/// reads those in C++ (freexl reads only .xls, with no dates), so the
/// secretary is told how to save it as CSV.
std::optional<Problem> workbook(const QByteArray& bytes, const QString& fileName)
{
    if (!bytes.startsWith("PK\x03\x04") && !bytes.startsWith("\xD0\xCF\x11\xE0")) {
        return std::nullopt;
    }
    return Problem{Text::tr("%1 is a spreadsheet workbook, not text: open it in LibreOffice Calc or Excel and save "
                            "the sheet of results as CSV (LibreOffice: File → Save a Copy…, type \"Text CSV\"; "
                            "Excel: File → Save As, type \"CSV UTF-8\"), then import that file")
                       .arg(QFileInfo(fileName).fileName()),
                   {},
                   0,
                   0};
}

/// A mapping guessed from the header's names: each column whose name says a
/// field ("Joueur", "Score 2", "Date") holds it.
ImportMapping guessed(const Sheet& sheet)
{
    ImportMapping mapping;
    static const QRegularExpression numbered(QStringLiteral(R"(^(.*?)\s*(\d+)$)"));
    QSet<QString> taken;
    for (const QString& name : sheet.header) {
        const QString key = folded(name);
        QString field = fieldOfName(key);
        if (field.isEmpty()) {
            if (const auto m = numbered.match(key); m.hasMatch()) {
                const QString base = fieldOfName(m.captured(1).trimmed());
                if (participantFieldList().contains(base)) {
                    field = slotted(base, m.captured(2).toInt());
                }
            }
        }
        if (!field.isEmpty() && !taken.contains(field) && parseField(field)) {
            taken.insert(field);
            mapping.columns.insert(name, field);
        }
    }
    return mapping;
}

} // namespace

QString dateOrderKey(DateOrder order)
{
    switch (order) {
    case DateOrder::Auto:
        return QStringLiteral("auto");
    case DateOrder::YearMonthDay:
        return QStringLiteral("ymd");
    case DateOrder::DayMonthYear:
        return QStringLiteral("dmy");
    case DateOrder::MonthDayYear:
        return QStringLiteral("mdy");
    }
    return {};
}

std::optional<DateOrder> dateOrderFromKey(const QString& key)
{
    for (const DateOrder o :
         {DateOrder::Auto, DateOrder::YearMonthDay, DateOrder::DayMonthYear, DateOrder::MonthDayYear}) {
        if (dateOrderKey(o) == key.trimmed().toLower()) {
            return o;
        }
    }
    return std::nullopt;
}

QJsonObject ImportMapping::toJson() const
{
    const auto object = [](const QMap<QString, QString>& map) {
        QJsonObject o;
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            o.insert(it.key(), *it);
        }
        return o;
    };
    QJsonObject json{{QStringLiteral("columns"), object(columns)},
                     {QStringLiteral("game"), game},
                     {QStringLiteral("date_order"), dateOrderKey(dateOrder)},
                     {QStringLiteral("games"), object(games)},
                     {QStringLiteral("new_games"), object(newGames)},
                     {QStringLiteral("players"), object(players)}};
    if (encoding) {
        json.insert(QStringLiteral("encoding"), csv::encodingKey(*encoding));
    }
    if (separator) {
        json.insert(QStringLiteral("separator"), QString(*separator));
    }
    return json;
}

ImportMapping ImportMapping::fromJson(const QJsonObject& json)
{
    const auto map = [&](const char* key) {
        QMap<QString, QString> m;
        const QJsonObject o = json.value(QLatin1String(key)).toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            m.insert(it.key(), it.value().toString());
        }
        return m;
    };
    ImportMapping m;
    m.columns = map("columns");
    m.game = json.value(QLatin1String("game")).toString();
    m.dateOrder = dateOrderFromKey(json.value(QLatin1String("date_order")).toString()).value_or(DateOrder::Auto);
    m.games = map("games");
    m.newGames = map("new_games");
    m.players = map("players");
    if (json.contains(QLatin1String("encoding"))) {
        m.encoding = csv::encodingFromKey(json.value(QLatin1String("encoding")).toString());
    }
    if (const QString s = json.value(QLatin1String("separator")).toString(); s.size() == 1) {
        m.separator = s.at(0);
    }
    return m;
}

const QStringList& ImportAssistant::fields()
{
    static const QStringList all = matchFields() + participantFieldList();
    return all;
}

bool ImportAssistant::inInterchangeForm(const QByteArray& bytes)
{
    const qsizetype end = bytes.indexOf('\n');
    return interchangeHeader(Sheet::read(bytes.left(end < 0 ? HeaderBytes : std::min(end, HeaderBytes))));
}

QList<int> ImportAssistant::undecidedColumns(const csv::Sheet& sheet, const ImportMapping& mapping)
{
    QSet<QString> said;
    for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it) {
        said.insert(it.key().simplified());
    }
    const QStringList& header = sheet.header;
    // The columns every results file has (RATING_RULES.md §1).
    static const QStringList required = {QStringLiteral("match"), QStringLiteral("date"), QStringLiteral("game"),
                                         QStringLiteral("player")};
    const bool resultsForm =
        std::all_of(required.cbegin(), required.cend(), [&](const QString& c) { return header.contains(c); });
    QList<int> undecided;
    for (int c = 0; c < header.size(); ++c) {
        const QString& name = header.at(c);
        if (!said.contains(name) && (resultsForm || !csv::nearestName(name, fields()).isEmpty())) {
            undecided.append(c);
        }
    }
    return undecided;
}

const QStringList& ImportAssistant::participantFields()
{
    return participantFieldList();
}

QString ImportAssistant::headerKey(const QStringList& header)
{
    QStringList keys;
    for (const QString& name : header) {
        keys << folded(name);
    }
    return keys.join(QChar(0x1F));
}

ImportLook ImportAssistant::look(const QByteArray& bytes, const QString& fileName,
                                 const std::optional<ImportMapping>& given)
{
    if (auto problem = workbook(bytes, fileName)) {
        ImportLook look;
        look.problems.append(std::move(*problem));
        return look;
    }
    Sheet::Options options;
    if (given) {
        options.encoding = given->encoding;
        options.separator = given->separator;
    }
    return look(Sheet::read(bytes, options), given);
}

// One pass with a branch per field or state: split, it would be read in pieces.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
ImportLook ImportAssistant::look(csv::Sheet sheet, const std::optional<ImportMapping>& given)
{
    ImportLook look;
    look.sheet = std::move(sheet);
    look.problems = problemsOf(look.sheet);
    look.interchange = interchangeHeader(look.sheet);
    if (given) {
        look.mapping = *given;
    } else {
        const auto saved = m_context.store.importMapping(headerKey(look.sheet.header));
        if (!saved) {
            look.problems.append(saved.status().problems);
            return look;
        }
        if (!saved->isEmpty()) {
            look.mapping = ImportMapping::fromJson(QJsonDocument::fromJson(saved->toUtf8()).object());
            look.savedMapping = true;
            // Saved for this very header: a column it does not name was left out.
            for (const QString& name : std::as_const(look.sheet.header)) {
                if (!look.mapping.columns.contains(name)) {
                    look.mapping.columns.insert(name, QString());
                }
            }
        } else {
            look.mapping = guessed(look.sheet);
        }
    }
    const auto club = clubNames(m_context, look.problems);
    if (!club || !look.sheet.errors.isEmpty()) {
        return look;
    }
    const Layout layout(look.sheet, look.mapping, look.problems);
    look.dateOrder = dateOrderOf(look.sheet, layout.column(QStringLiteral("date"), 0), look.mapping.dateOrder);
    // The games and players the file names, each with its first line.
    const GameResolver games(club->games, look.mapping);
    const PlayerMatcher players(club->players, look.mapping.players);
    QHash<QString, qsizetype> gameAt;
    QHash<QString, qsizetype> playerAt;
    const int gameColumn = layout.column(QStringLiteral("game"), 0);
    for (const csv::SheetRecord& r : std::as_const(look.sheet.records)) {
        const QString game = names::normalised(gameColumn >= 0 ? cellOf(r, gameColumn) : look.mapping.game);
        if (!game.isEmpty()) {
            auto it = gameAt.constFind(game);
            if (it == gameAt.cend()) {
                it = gameAt.insert(game, look.games.size());
                look.games.append(games.match(game));
                look.games.last().line = r.line;
            }
            look.games[*it].rows += 1;
        }
        for (const int slot : layout.slots()) {
            const QString name = names::normalised(cellOf(r, layout.column(QStringLiteral("player"), slot)));
            if (name.isEmpty()) {
                continue;
            }
            auto it = playerAt.constFind(name);
            if (it == playerAt.cend()) {
                it = playerAt.insert(name, look.players.size());
                look.players.append(players.match(name));
                look.players.last().line = r.line;
            }
            look.players[*it].rows += 1;
        }
    }
    return look;
}

ImportReport ImportAssistant::run(const QByteArray& bytes, const QString& fileName, const ImportMapping& mapping,
                                  bool dryRun)
{
    ImportReport report;
    if (auto problem = workbook(bytes, fileName)) {
        report.problems.append(std::move(*problem));
        return report;
    }
    const Sheet sheet = Sheet::read(bytes, {mapping.encoding, mapping.separator});
    report.problems = problemsOf(sheet);
    if (!report.problems.isEmpty()) {
        return report;
    }
    const auto club = clubNames(m_context, report.problems);
    if (!club) {
        return report;
    }
    const Translation t = translate(sheet, mapping, fileName, *club);
    if (!t.problems.isEmpty()) {
        report.problems = t.problems;
        report.problemCount = t.problemCount;
        return report;
    }
    ImportSetup setup;
    setup.newGames = t.newGames;
    setup.mappingKey = headerKey(sheet.header);
    setup.mapping = QString::fromUtf8(QJsonDocument(mapping.toJson()).toJson(QJsonDocument::Compact));
    setup.lines = {0, sheet.headerLine};
    QHash<int, int> recordAt; // a line of the file → its record
    for (const Translation::Source& source : t.rows) {
        const int line = sheet.records.at(source.record).line;
        setup.lines.append(line);
        recordAt.insert(line, source.record);
    }
    report = m_interchange.importCsv(t.csv, dryRun, setup);
    QList<Problem> none; // the mapping was read without one by translate()
    const Layout layout(sheet, mapping, none);
    for (Problem& p : report.problems) {
        p = located(std::move(p), sheet, layout, recordAt);
    }
    return report;
}

} // namespace palmares::club

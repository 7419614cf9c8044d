#include "importassistant.h"

#include "importfields.h"
#include "importtranslation.h"
#include "namematching.h"
#include "names.h"

#include "csv/resultscsv.h"

#include "workbook/workbook.h"

#include "store/clubstore.h"
#include "store/database.h"
#include "store/records.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>

#include <algorithm>
#include <utility>

namespace palmares::club {

using namespace importing; // NOLINT(google-build-using-namespace): the assistant's parts (importfields.h)

namespace {

using csv::Sheet;

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
    const auto last = context.store.maxMatchId();
    if (!last) {
        problems.append(last.status().problems);
        return std::nullopt;
    }
    names.lastMatchId = *last;
    return names;
}

/// Whether the columns of `sheet` are the interchange file's, separated by commas.
bool interchangeHeader(const Sheet& sheet)
{
    const QStringList& known = csv::ResultsCsv::columns();
    return sheet.separator == QLatin1Char(',') &&
           std::all_of(sheet.header.cbegin(), sheet.header.cend(), [&](const QString& h) { return known.contains(h); });
}

/// The sheet of a file the assistant reads: a file of text, or a sheet of
/// a workbook (with the workbook's sheets, for the person to choose from).
struct SheetRead {
    Sheet sheet;
    QString name; ///< the workbook's sheet; "" for text
    QList<WorkbookSheetInfo> sheets;
    QList<Problem> problems; ///< what keeps the workbook from being read
};

/// A workbook's sheet: the one `key` names, else its only sheet with rows.
SheetRead readWorkbook(const QByteArray& bytes, const QString& key)
{
    SheetRead read;
    const workbook::Workbook book = workbook::Workbook::read(bytes);
    if (book.error) {
        read.name = book.error->sheet;
        read.problems.append({book.error->message, {}, book.error->row, book.error->column});
        return read;
    }
    QStringList names;
    for (const workbook::WorkbookSheet& s : book.sheets) {
        read.sheets.append({s.name, static_cast<int>(s.rows.size())});
        names << QStringLiteral("'%1'").arg(s.name);
    }
    const QList<int> filled = book.nonEmptySheets();
    int index = -1;
    if (!key.isEmpty()) {
        index = book.find(key);
        if (index < 0) {
            read.problems.append(
                {Text::tr("the workbook has no sheet '%1' (its sheets: %2)").arg(key, names.join(QStringLiteral(", "))),
                 {},
                 0,
                 0});
            return read;
        }
    } else if (filled.size() == 1) {
        index = filled.first();
    } else {
        read.problems.append({filled.isEmpty() ? Text::tr("the workbook has no sheet with rows")
                                               : Text::tr("the workbook has %Ln sheets with rows: choose the sheet "
                                                          "of results",
                                                          nullptr, static_cast<int>(filled.size())),
                              {},
                              0,
                              0});
        return read;
    }
    read.name = book.sheets.at(index).name;
    read.sheet = book.toSheet(index);
    return read;
}

/// The sheet of `bytes`: a workbook's, or the file of text read with
/// `mapping`'s encoding and separator. An old binary workbook (.xls) is
/// refused with how to save it in a form the assistant reads.
SheetRead readSheet(const QByteArray& bytes, const QString& fileName, const ImportMapping& mapping)
{
    if (workbook::Workbook::isZip(bytes)) {
        return readWorkbook(bytes, mapping.sheet);
    }
    SheetRead read;
    if (workbook::Workbook::isLegacy(bytes)) {
        read.problems.append(
            {Text::tr("%1 is an old binary workbook (.xls): open it in LibreOffice Calc or Excel and save it as "
                      ".xlsx or .ods (LibreOffice: File → Save As…, type \"Excel 2007-365\" or \"ODF "
                      "Spreadsheet\"), then import that file")
                 .arg(QFileInfo(fileName).fileName()),
             {},
             0,
             0});
        return read;
    }
    read.sheet = Sheet::read(bytes, {mapping.encoding, mapping.separator});
    return read;
}

} // namespace

bool ImportAssistant::inInterchangeForm(const QByteArray& bytes)
{
    const qsizetype end = bytes.indexOf('\n');
    return interchangeHeader(Sheet::read(bytes.left(end < 0 ? HeaderBytes : std::min(end, HeaderBytes))));
}

ImportLook ImportAssistant::look(const QByteArray& bytes, const QString& fileName,
                                 const std::optional<ImportMapping>& given, const QString& sheet)
{
    ImportMapping reading = given.value_or(ImportMapping());
    if (reading.sheet.isEmpty()) {
        reading.sheet = sheet;
    }
    SheetRead read = readSheet(bytes, fileName, reading);
    if (!read.problems.isEmpty()) {
        ImportLook look;
        look.problems = std::move(read.problems);
        look.workbookSheets = std::move(read.sheets);
        look.sheetName = std::move(read.name);
        if (given) {
            look.mapping = *given;
        }
        return look;
    }
    ImportLook found = look(std::move(read.sheet), given);
    found.workbookSheets = std::move(read.sheets);
    found.sheetName = std::move(read.name);
    found.mapping.sheet = found.sheetName; // what run() reads again
    return found;
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
    SheetRead read = readSheet(bytes, fileName, mapping);
    report.sheet = read.name;
    if (!read.problems.isEmpty()) {
        report.problems = std::move(read.problems);
        return report;
    }
    const Sheet sheet = std::move(read.sheet);
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
    report.sheet = read.name;
    QList<Problem> none; // the mapping was read without one by translate()
    const Layout layout(sheet, mapping, none);
    for (Problem& p : report.problems) {
        p = located(std::move(p), sheet, layout, recordAt);
    }
    return report;
}

} // namespace palmares::club

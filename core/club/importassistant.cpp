#include "importassistant.h"

#include "importfields.h"
#include "importtranslation.h"
#include "namematching.h"
#include "names.h"

#include "csv/resultscsv.h"

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

} // namespace

bool ImportAssistant::inInterchangeForm(const QByteArray& bytes)
{
    const qsizetype end = bytes.indexOf('\n');
    return interchangeHeader(Sheet::read(bytes.left(end < 0 ? HeaderBytes : std::min(end, HeaderBytes))));
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

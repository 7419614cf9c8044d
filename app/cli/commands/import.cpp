#include "import.h"

#include "club/backups.h"
#include "club/club.h"
#include "club/names.h"
#include "console.h"
#include "csv/sheet.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>
#include <utility>

namespace palmares::cli::commands {

namespace {

QString rows(qint64 n)
{
    return counted(n, QStringLiteral("row"), QStringLiteral("rows"));
}

QJsonObject reportJson(const club::ImportReport& report)
{
    QJsonObject o;
    o.insert(QStringLiteral("written"), report.written);
    o.insert(QStringLiteral("rows"), report.rows);
    o.insert(QStringLiteral("matches"), report.matches);
    o.insert(QStringLiteral("new_players"), QJsonArray::fromStringList(report.newPlayers));
    QJsonObject perGame;
    for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
        perGame.insert(it.key(), it.value());
    }
    o.insert(QStringLiteral("matches_per_game"), perGame);
    QJsonArray unrated;
    for (const auto& [match, reason] : report.unrated) {
        unrated.append(QJsonObject{{QStringLiteral("match"), match}, {QStringLiteral("reason"), reason}});
    }
    o.insert(QStringLiteral("unrated"), unrated);
    QJsonArray duplicates;
    for (const club::PossibleDuplicate& d : report.possibleDuplicates) {
        QJsonArray spellings;
        for (const auto& s : d.names) {
            spellings.append(QJsonObject{{QStringLiteral("name"), s.name}, {QStringLiteral("line"), s.line}});
        }
        duplicates.append(spellings);
    }
    o.insert(QStringLiteral("possible_duplicates"), duplicates);
    o.insert(QStringLiteral("closed_seasons"), QJsonArray::fromStringList(report.closedSeasons));
    o.insert(QStringLiteral("new_games"), QJsonArray::fromStringList(report.newGames));
    o.insert(QStringLiteral("later_matches_rerated"), report.laterMatches);
    return o;
}

void printSummary(const QString& path, const club::ImportReport& report, bool dryRun)
{
    QString out = dryRun ? QStringLiteral("Dry run: nothing was written. %1 would add:\n").arg(path)
                         : QStringLiteral("Imported %1:\n").arg(path);
    const auto matches = [](int n) { return counted(n, QStringLiteral("match"), QStringLiteral("matches")); };
    out += QStringLiteral("  %1 (%2)\n").arg(matches(report.matches), rows(report.rows));
    if (!report.newGames.isEmpty()) {
        out += QStringLiteral("  new games: %1\n").arg(report.newGames.join(QStringLiteral(", ")));
    }
    for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
        out += QStringLiteral("    %1: %2\n").arg(it.key(), matches(it.value()));
    }
    if (report.laterMatches > 0) {
        out += QStringLiteral("  %1 of the club re-rated (played after the file's earliest)\n")
                   .arg(counted(report.laterMatches, QStringLiteral("later match"), QStringLiteral("later matches")));
    }
    // Name the new players, but not thousands of them.
    constexpr int MaxNamed = 20;
    QString named = report.newPlayers.mid(0, MaxNamed).join(QStringLiteral(", "));
    if (report.newPlayers.size() > MaxNamed) {
        named += QStringLiteral(" and %1 more").arg(report.newPlayers.size() - MaxNamed);
    }
    out += QStringLiteral("  %1%2\n")
               .arg(counted(report.newPlayers.size(), QStringLiteral("new player"), QStringLiteral("new players")),
                    report.newPlayers.isEmpty() ? QString() : QStringLiteral(": ") + named);
    for (const club::PossibleDuplicate& d : report.possibleDuplicates) {
        QStringList spellings;
        for (const auto& s : d.names) {
            spellings << (s.line > 0 ? QStringLiteral("'%1' (line %2)").arg(s.name).arg(s.line)
                                     : QStringLiteral("'%1' (already in the club)").arg(s.name));
        }
        out += QStringLiteral("  possible duplicates: %1%2\n")
                   .arg(spellings.join(QStringLiteral(" and ")),
                        dryRun ? QStringLiteral(" (kept apart unless you correct the file)")
                               : QStringLiteral(" (kept apart; `player merge` makes them one)"));
    }
    if (!report.closedSeasons.isEmpty()) {
        out += QStringLiteral("  changes the closed seasons: %1%2\n")
                   .arg(report.closedSeasons.join(QStringLiteral(", ")),
                        dryRun ? QStringLiteral(" (the import needs --confirm-closed-seasons)") : QString());
    }
    if (dryRun) {
        out += QStringLiteral("  %1\n").arg(
            counted(report.unrated.size(), QStringLiteral("unrated match"), QStringLiteral("unrated matches")));
        for (const auto& [match, reason] : report.unrated) {
            out += QStringLiteral("    %1: %2\n").arg(match, reason);
        }
    }
    printOut(out.toUtf8());
}

} // namespace

Import::Import()
    : Command(QStringLiteral("import"),
              QStringLiteral("FILE.csv|FILE.xlsx|FILE.ods [--sheet NAME|N] [--dry-run]\n"
                             "[--map COLUMN=FIELD|COLUMN=-]... [--game GAME]\n"
                             "[--game-map NAME=GAME]... [--new-game NAME=RULESET]...\n"
                             "[--players-from MAPPING.csv] [--date-order dmy|mdy|ymd]\n"
                             "[--encoding E] [--separator S] [--codes keep|prefix:TEXT|new]\n"),
              QStringLiteral("results CSV (RATING_RULES.md §1), or a club's own\nspreadsheet (CSV, or a sheet of an "
                             ".xlsx or .ods workbook)\nthrough a mapping; all or nothing"))
{}

namespace {

/// The assistant's options, as given.
struct AssistantOptions {
    QList<QPair<QString, QString>> columns;
    std::optional<QString> game;
    QList<QPair<QString, QString>> games;
    QList<QPair<QString, QString>> newGames;
    std::optional<QString> playersFrom;
    std::optional<club::DateOrder> dateOrder;
    std::optional<csv::TextEncoding> encoding;
    std::optional<QChar> separator;
    std::optional<QString> sheet;
    std::optional<std::pair<club::MatchCodes, QString>> codes; ///< and the prefix

    [[nodiscard]] bool any() const
    {
        return !columns.isEmpty() || game || !games.isEmpty() || !newGames.isEmpty() || playersFrom || dateOrder ||
               encoding || separator || sheet || codes;
    }

    /// `--codes keep|prefix:TEXT|new`: what becomes of the file's match codes.
    static std::pair<club::MatchCodes, QString> readCodes(const QString& value)
    {
        if (value == QLatin1String("keep")) {
            return {club::MatchCodes::Keep, {}};
        }
        if (value == QLatin1String("new")) {
            return {club::MatchCodes::New, {}};
        }
        if (value.startsWith(QLatin1String("prefix:")) && !value.mid(7).trimmed().isEmpty()) {
            return {club::MatchCodes::Prefix, value.mid(7).trimmed()};
        }
        throw UsageError{QStringLiteral("--codes '%1' is not one of keep, prefix:TEXT (a text before each code, "
                                        "e.g. prefix:2026-), new")
                             .arg(value)};
    }

    static AssistantOptions read(Args& args)
    {
        AssistantOptions o;
        o.columns = args.pairs(QStringLiteral("--map"), QStringLiteral("COLUMN=FIELD"), true);
        o.game = args.option(QStringLiteral("--game"));
        o.games = args.pairs(QStringLiteral("--game-map"), QStringLiteral("NAME=GAME"));
        o.newGames = args.pairs(QStringLiteral("--new-game"), QStringLiteral("NAME=RULESET"));
        o.playersFrom = args.option(QStringLiteral("--players-from"));
        o.sheet = args.option(QStringLiteral("--sheet"));
        if (const auto codes = args.option(QStringLiteral("--codes"))) {
            o.codes = readCodes(*codes);
        }
        if (const auto order = args.option(QStringLiteral("--date-order"))) {
            o.dateOrder = club::dateOrderFromKey(*order);
            if (!o.dateOrder || *o.dateOrder == club::DateOrder::Auto) {
                throw UsageError{QStringLiteral("--date-order '%1' is not one of dmy, mdy, ymd").arg(*order)};
            }
        }
        if (const auto encoding = args.option(QStringLiteral("--encoding"))) {
            o.encoding = csv::encodingFromKey(*encoding);
            if (!o.encoding) {
                throw UsageError{QStringLiteral("--encoding '%1' is not one of utf-8, utf-8-bom, utf-16, "
                                                "windows-1252, latin-1")
                                     .arg(*encoding)};
            }
        }
        if (const auto separator = args.option(QStringLiteral("--separator"))) {
            const QString s =
                separator->compare(QLatin1String("tab"), Qt::CaseInsensitive) == 0 ? QStringLiteral("\t") : *separator;
            if (s.size() != 1) {
                throw UsageError{QStringLiteral("--separator '%1' is not one character (or 'tab')").arg(*separator)};
            }
            o.separator = s.at(0);
        }
        return o;
    }
};

/// The players' mapping file: a header, then the name as the file writes it
/// and the club's player it is (empty: a new player as written).
std::optional<QMap<QString, QString>> readPlayersMapping(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printErr(QStringLiteral("palmares-cli: cannot read %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const csv::Sheet sheet = csv::Sheet::read(file.readAll());
    QStringList errors;
    for (const csv::CsvError& e : sheet.errors) {
        errors << QStringLiteral("%1: %2").arg(path, e.toString());
    }
    QMap<QString, QString> players;
    for (const csv::SheetRecord& r : sheet.records) {
        const QString written = club::names::normalised(r.cells.value(0));
        if (written.isEmpty()) {
            errors << QStringLiteral("%1: line %2, column 1: the name as the file writes it is missing")
                          .arg(path)
                          .arg(r.line);
            continue;
        }
        players.insert(written, club::names::normalised(r.cells.value(1)));
    }
    if (!errors.isEmpty()) {
        for (const QString& e : errors) {
            printErr(e);
        }
        return std::nullopt;
    }
    return players;
}

QString separatorName(QChar c)
{
    return c == QLatin1Char('\t') ? QStringLiteral("tab") : QStringLiteral("'%1'").arg(c);
}

QString kindKey(club::NameMatch::Kind kind)
{
    switch (kind) {
    case club::NameMatch::Kind::Exact:
        return QStringLiteral("exact");
    case club::NameMatch::Kind::Folded:
        return QStringLiteral("folded");
    case club::NameMatch::Kind::Mapped:
        return QStringLiteral("mapped");
    case club::NameMatch::Kind::Close:
        return QStringLiteral("close");
    case club::NameMatch::Kind::New:
        return QStringLiteral("new");
    }
    return {};
}

/// How the assistant reads the file, in words: encoding, columns, dates,
/// games, and the players it takes for the club's and the ones to confirm.
QString describe(const QString& path, const club::ImportLook& look, const QSet<QString>& mapped)
{
    const QString form =
        look.sheetName.isEmpty()
            ? QStringLiteral("%1, separated by %2, header on line %3")
                  .arg(csv::encodingKey(look.sheet.encoding), separatorName(look.sheet.separator))
                  .arg(look.sheet.headerLine)
            : QStringLiteral("sheet '%1', header on row %2").arg(look.sheetName).arg(look.sheet.headerLine);
    QString out = QStringLiteral("%1: %2; columns %3:\n")
                      .arg(path, form,
                           look.savedMapping ? QStringLiteral("as this club saved them for files of this header, "
                                                              "changed by --map")
                                             : QStringLiteral("as given or guessed from their names"));
    QStringList leftOut;
    for (const QString& column : look.sheet.header) {
        const QString field = look.mapping.columns.value(column).trimmed();
        if (field.isEmpty()) {
            leftOut << column + (mapped.contains(column) ? QStringLiteral(" (--map)") : QString());
        } else {
            out += QStringLiteral("  %1 -> %2 (%3)\n")
                       .arg(column, field,
                            mapped.contains(column) ? QStringLiteral("mapped")
                            : look.savedMapping     ? QStringLiteral("saved")
                                                    : QStringLiteral("guessed"));
        }
    }
    if (!leftOut.isEmpty()) {
        out += QStringLiteral("  left out: %1\n").arg(leftOut.join(QStringLiteral(", ")));
    }
    out += QStringLiteral("  dates: %1\n").arg(club::dateOrderKey(look.dateOrder));
    for (const club::GameMatch& g : look.games) {
        out += QStringLiteral("  game '%1' (%2): %3\n")
                   .arg(g.written)
                   .arg(rows(g.rows))
                   .arg(!g.ruleSet.isEmpty() ? QStringLiteral("a new game, rule set %1").arg(g.ruleSet)
                        : g.game.isEmpty()   ? QStringLiteral("not a game of the club (--game-map or --new-game)")
                                             : QStringLiteral("'%1'").arg(g.game));
    }
    QStringList folded;
    QStringList fresh;
    QString close;
    int known = 0;
    for (const club::NameMatch& m : look.players) {
        switch (m.kind) {
        case club::NameMatch::Kind::Exact:
            ++known;
            break;
        case club::NameMatch::Kind::Folded:
        case club::NameMatch::Kind::Mapped:
            folded << QStringLiteral("'%1' -> '%2'").arg(m.written, m.player);
            break;
        case club::NameMatch::Kind::Close:
            close += QStringLiteral("    '%1' (line %2) may be %3\n")
                         .arg(m.written)
                         .arg(m.line)
                         .arg(QStringLiteral("'") + m.candidates.join(QStringLiteral("' or '")) + QStringLiteral("'"));
            fresh << m.written;
            break;
        case club::NameMatch::Kind::New:
            fresh << m.written;
            break;
        }
    }
    out += QStringLiteral("  players: %1 of the club as written, %2 matched otherwise, %3 new\n")
               .arg(known)
               .arg(folded.size())
               .arg(fresh.size());
    if (!folded.isEmpty()) {
        out += QStringLiteral("    %1\n").arg(folded.join(QStringLiteral(", ")));
    }
    if (!close.isEmpty()) {
        out += QStringLiteral("  close spellings, imported as new players unless --players-from maps them "
                              "(a line \"written,player\"):\n") +
               close;
    }
    return out;
}

QJsonObject lookJson(const club::ImportLook& look)
{
    QJsonArray players;
    for (const club::NameMatch& m : look.players) {
        players.append(QJsonObject{{QStringLiteral("written"), m.written},
                                   {QStringLiteral("line"), m.line},
                                   {QStringLiteral("rows"), m.rows},
                                   {QStringLiteral("match"), kindKey(m.kind)},
                                   {QStringLiteral("player"), m.player},
                                   {QStringLiteral("candidates"), QJsonArray::fromStringList(m.candidates)}});
    }
    QJsonArray games;
    for (const club::GameMatch& g : look.games) {
        games.append(QJsonObject{{QStringLiteral("written"), g.written},
                                 {QStringLiteral("line"), g.line},
                                 {QStringLiteral("rows"), g.rows},
                                 {QStringLiteral("game"), g.game},
                                 {QStringLiteral("rule_set"), g.ruleSet}});
    }
    QJsonObject mapping = look.mapping.toJson();
    mapping.insert(QStringLiteral("encoding"), csv::encodingKey(look.sheet.encoding));
    mapping.insert(QStringLiteral("separator"), QString(look.sheet.separator));
    mapping.insert(QStringLiteral("date_order"), club::dateOrderKey(look.dateOrder));
    if (!look.sheetName.isEmpty()) {
        mapping.insert(QStringLiteral("sheet"), look.sheetName);
    }
    return {{QStringLiteral("mapping"), mapping},
            {QStringLiteral("saved_mapping"), look.savedMapping},
            {QStringLiteral("games"), games},
            {QStringLiteral("players"), players}};
}

int refused(Invocation& invocation, const QString& path, const club::ImportReport& report)
{
    for (const club::Problem& p : report.problems) {
        printErr(QStringLiteral("%1: %2").arg(path, sheetProblemText(p, report.sheet)));
    }
    printErr(QStringLiteral("palmares-cli: %1 was not imported (%2); the club is unchanged")
                 .arg(path, club::problemsCounted(report)));
    if (!report.closedSeasons.isEmpty() && !invocation.confirmClosedSeasons) {
        printErr(QStringLiteral("palmares-cli: it changes the closed seasons %1: run it again with "
                                "--confirm-closed-seasons to import it")
                     .arg(report.closedSeasons.join(QStringLiteral(", "))));
    }
    return ExitUserError;
}

/// A workbook whose sheet is to choose (several with rows, or none named
/// so): its sheets listed, for --sheet.
int refusedSheets(Invocation& invocation, const QString& path, const club::ImportLook& look)
{
    QString list;
    for (qsizetype i = 0; i < look.workbookSheets.size(); ++i) {
        const club::WorkbookSheetInfo& s = look.workbookSheets.at(i);
        list += QStringLiteral("  %1  %2  (%3)\n").arg(i + 1).arg(s.name, rows(s.rows));
    }
    printErr(QStringLiteral("%1: the workbook's sheets:\n%2palmares-cli: choose one with --sheet NAME or --sheet N")
                 .arg(path, list)
                 .trimmed());
    club::ImportReport report;
    report.problems = look.problems;
    report.sheet = look.sheetName;
    return refused(invocation, path, report);
}

/// The columns the options map (or leave out).
QSet<QString> mappedColumns(const AssistantOptions& options)
{
    QSet<QString> columns;
    for (const auto& [column, field] : options.columns) {
        columns.insert(column);
    }
    return columns;
}

/// The mapping saved or guessed, completed by the options: each --map
/// changes its column, as the window's choices do ("-", or nothing, leaves
/// it out), and takes its field from a column that held it unmapped; every
/// other column keeps what its name said.
club::ImportMapping completed(club::ImportMapping mapping, const AssistantOptions& options)
{
    const QSet<QString> mapped = mappedColumns(options);
    for (const auto& [column, field] : options.columns) {
        const QString f = field == QLatin1String("-") ? QString() : field;
        if (!f.isEmpty()) {
            for (auto it = mapping.columns.begin(); it != mapping.columns.end(); ++it) {
                if (*it == f && it.key() != column && !mapped.contains(it.key())) {
                    *it = QString();
                }
            }
        }
        mapping.columns.insert(column, f);
    }
    return mapping;
}

/// The backup before an import: its path (empty when none was made).
QString backUp(club::Club& club)
{
    // The way back from an import: never a reason not to import.
    const club::AutoBackup b = club.backups().take(club::BackupReason::Import, QDateTime::currentDateTimeUtc());
    if (!b.ok()) {
        printErr(QStringLiteral("palmares-cli: warning: no backup before the import: %1").arg(b.warning));
    }
    return b.path;
}

/// The import of a club's own file: the mapping the club saved for its
/// header (or guessed from its names), changed by the options.
int importThroughAssistant(Invocation& invocation, club::Club& club, const QString& path, const QByteArray& bytes,
                           const AssistantOptions& options, bool dryRun)
{
    club::ImportAssistant& assistant = club.importAssistant();
    const club::ImportLook first = assistant.look(bytes, path, std::nullopt, options.sheet.value_or(QString()));
    if (first.sheet.header.isEmpty() && !first.workbookSheets.isEmpty() && !first.problems.isEmpty()) {
        return refusedSheets(invocation, path, first);
    }
    const QSet<QString> mapped = mappedColumns(options);
    club::ImportMapping mapping = completed(first.mapping, options);
    if (options.game) {
        mapping.game = *options.game;
    }
    for (const auto& [written, game] : options.games) {
        mapping.games.insert(club::names::normalised(written), game);
    }
    for (const auto& [written, ruleSet] : options.newGames) {
        mapping.newGames.insert(club::names::normalised(written), ruleSet);
    }
    if (options.playersFrom) {
        const auto players = readPlayersMapping(*options.playersFrom);
        if (!players) {
            printErr(QStringLiteral("palmares-cli: %1 was not imported; the club is unchanged").arg(path));
            return ExitUserError;
        }
        for (auto it = players->cbegin(); it != players->cend(); ++it) {
            mapping.players.insert(it.key(), *it);
        }
    }
    if (options.dateOrder) {
        mapping.dateOrder = *options.dateOrder;
    }
    if (options.encoding) {
        mapping.encoding = options.encoding;
    }
    if (options.separator) {
        mapping.separator = options.separator;
    }
    if (options.sheet) {
        mapping.sheet = *options.sheet;
    }
    if (options.codes) {
        mapping.codes = options.codes->first;
        mapping.codePrefix = options.codes->second;
    }
    club::ImportLook look = assistant.look(bytes, path, mapping);
    look.savedMapping = first.savedMapping; // what the options started from
    const bool json = invocation.format == club::Tabular::Format::Json;
    if (!look.problems.isEmpty()) {
        if (!json && !look.sheet.header.isEmpty()) {
            printErr(describe(path, look, mapped).trimmed());
        }
        club::ImportReport report;
        report.problems = look.problems;
        report.sheet = look.sheetName;
        printErr(QStringLiteral("palmares-cli: say what the columns hold with --map COLUMN=FIELD, or leave one out "
                                "with --map COLUMN=- (fields: %1)")
                     .arg(club::ImportAssistant::fields().join(QStringLiteral(", "))));
        return refused(invocation, path, report);
    }
    const QString backup = dryRun ? QString() : backUp(club);
    const club::ImportReport report = assistant.run(bytes, path, mapping, dryRun);
    if (!report.problems.isEmpty()) {
        club::Backups::discard(backup); // refused: the club is as the backup holds it
        if (!json) {
            printErr(describe(path, look, mapped).trimmed());
        }
        return refused(invocation, path, report);
    }
    if (json) {
        QJsonObject o = reportJson(report);
        o.insert(QStringLiteral("assistant"), lookJson(look));
        printOut(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        printOut(describe(path, look, mapped).toUtf8());
        printSummary(path, report, dryRun);
    }
    return ExitOk;
}

} // namespace

int Import::run(Invocation& invocation) const
{
    const QString path = invocation.args.positional(QStringLiteral("the CSV file or workbook"));
    const bool dryRun = invocation.args.flag(QStringLiteral("--dry-run"));
    const AssistantOptions options = AssistantOptions::read(invocation.args);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        invocation.args.done();
        return fail(club::Status::failure(QStringLiteral("cannot read %1: %2").arg(path, file.errorString())));
    }
    // Only the first line decides the form: the file is not read whole here.
    const QByteArray head = file.peek(club::ImportAssistant::HeaderBytes);
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    // A file in the interchange form is imported as it is, read as a stream
    // (its memory does not grow with the file); any other (a club's own
    // spreadsheet) goes through the assistant's mapping, which reads it whole.
    if (options.any() || !club::ImportAssistant::inInterchangeForm(head)) {
        return importThroughAssistant(invocation, *club, path, file.readAll(), options, dryRun);
    }
    const QString backup = dryRun ? QString() : backUp(*club);
    const club::ImportReport report = club->interchange().importCsv(file, dryRun);
    if (!report.problems.isEmpty()) {
        club::Backups::discard(backup); // refused: the club is as the backup holds it
        return refused(invocation, path, report);
    }
    if (invocation.format == club::Tabular::Format::Json) {
        printOut(QJsonDocument(reportJson(report)).toJson(QJsonDocument::Indented));
    } else {
        printSummary(path, report, dryRun);
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

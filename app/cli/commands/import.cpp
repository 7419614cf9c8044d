#include "import.h"

#include "club/backups.h"
#include "console.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace palmares::cli::commands {

namespace {

void printJson(const club::ImportReport& report)
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
    printOut(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

void printSummary(const QString& path, const club::ImportReport& report, bool dryRun)
{
    QString out = dryRun ? QStringLiteral("Dry run: nothing was written. %1 would add:\n").arg(path)
                         : QStringLiteral("Imported %1:\n").arg(path);
    const auto matches = [](int n) { return n == 1 ? QStringLiteral("1 match") : QStringLiteral("%1 matches").arg(n); };
    out += QStringLiteral("  %1 (%2 rows)\n").arg(matches(report.matches)).arg(report.rows);
    for (auto it = report.matchesPerGame.cbegin(); it != report.matchesPerGame.cend(); ++it) {
        out += QStringLiteral("    %1: %2\n").arg(it.key(), matches(it.value()));
    }
    // Name the new players, but not thousands of them.
    constexpr int MaxNamed = 20;
    QString named = report.newPlayers.mid(0, MaxNamed).join(QStringLiteral(", "));
    if (report.newPlayers.size() > MaxNamed) {
        named += QStringLiteral(" and %1 more").arg(report.newPlayers.size() - MaxNamed);
    }
    out += QStringLiteral("  %1 new players%2\n")
               .arg(report.newPlayers.size())
               .arg(report.newPlayers.isEmpty() ? QString() : QStringLiteral(": ") + named);
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
        out += QStringLiteral("  %1 unrated matches\n").arg(report.unrated.size());
        for (const auto& [match, reason] : report.unrated) {
            out += QStringLiteral("    %1: %2\n").arg(match, reason);
        }
    }
    printOut(out.toUtf8());
}

} // namespace

Import::Import()
    : Command(QStringLiteral("import"), QStringLiteral("FILE.csv [--dry-run]"),
              QStringLiteral("results CSV (RATING_RULES.md §1), all or nothing"))
{}

int Import::run(Invocation& invocation) const
{
    const QString path = invocation.args.positional(QStringLiteral("the CSV file"));
    const bool dryRun = invocation.args.flag(QStringLiteral("--dry-run"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        invocation.args.done();
        return fail(club::Status::failure(QStringLiteral("cannot read %1: %2").arg(path, file.errorString())));
    }
    const QByteArray bytes = file.readAll();
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    if (!dryRun) {
        // The way back from an import: never a reason not to import.
        const club::AutoBackup b = club->backups().take(club::BackupReason::Import, QDateTime::currentDateTimeUtc());
        if (!b.ok()) {
            printErr(QStringLiteral("palmares-cli: warning: no backup before the import: %1").arg(b.warning));
        }
    }
    const club::ImportReport report = club->interchange().importCsv(bytes, dryRun);
    if (!report.problems.isEmpty()) {
        for (const club::Problem& p : report.problems) {
            printErr(QStringLiteral("%1: %2").arg(path, p.toString()));
        }
        printErr(QStringLiteral("palmares-cli: %1 was not imported (%n problem(s)); the club is unchanged")
                     .arg(path)
                     .replace(QLatin1String("%n"), QString::number(report.problems.size())));
        if (!report.closedSeasons.isEmpty() && !invocation.confirmClosedSeasons) {
            printErr(QStringLiteral("palmares-cli: it changes the closed seasons %1: run it again with "
                                    "--confirm-closed-seasons to import it")
                         .arg(report.closedSeasons.join(QStringLiteral(", "))));
        }
        return ExitUserError;
    }
    if (invocation.format == club::Tabular::Format::Json) {
        printJson(report);
    } else {
        printSummary(path, report, dryRun);
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

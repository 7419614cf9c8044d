#include "report.h"

#include "console.h"
#include "report/sheets.h"
#include "report/writers.h"
#include "sheetoutput.h"

namespace palmares::cli::commands {

namespace {

/// Which sheet, for what, written where: the arguments of `report`.
struct SheetRequest {
    bool bulletin = false;
    bool hallOfFame = false;
    std::optional<QString> match;
    std::optional<QString> season; ///< the season report
    report::Options options;
    QString out;
};

void refuse(bool given, const char* option, const char* sheet)
{
    if (given) {
        throw UsageError{QStringLiteral("%1 does not apply to %2").arg(QLatin1String(option), QLatin1String(sheet))};
    }
}

/// The options that do not fit the sheet asked for are usage errors.
void refuseOptionsOfOtherSheets(const SheetRequest& r)
{
    const report::Options& o = r.options;
    if (r.season) {
        // A season has its own days and games.
        refuse(!o.game.isEmpty(), "--game", "--season");
        refuse(o.at.has_value(), "--at", "--season");
        refuse(o.from || o.to, "--from/--to", "--season");
        refuse(o.showDormant, "--show-dormant", "--season");
        return;
    }
    if (r.match) {
        refuse(!o.game.isEmpty(), "--game", "--match");
        refuse(o.at.has_value(), "--at", "--match");
        refuse(o.from || o.to, "--from/--to", "--match");
    } else if (r.bulletin) {
        refuse(!o.game.isEmpty(), "--game", "--bulletin");
        refuse(o.at && (o.from || o.to), "--at", "--bulletin with --from/--to");
    } else if (r.hallOfFame) {
        refuse(o.at.has_value(), "--at", "--hall-of-fame");
    }
    if (r.match || r.bulletin || r.hallOfFame) {
        refuse(o.showDormant, "--show-dormant", r.match ? "--match" : r.bulletin ? "--bulletin" : "--hall-of-fame");
    } else {
        refuse(o.from || o.to, "--from/--to", "a standings sheet (use --at)");
    }
}

/// Reads and checks the arguments, in the order the errors are reported.
SheetRequest readRequest(Invocation& invocation)
{
    Args& args = invocation.args;
    SheetRequest r;
    r.bulletin = args.flag(QStringLiteral("--bulletin"));
    r.hallOfFame = args.flag(QStringLiteral("--hall-of-fame"));
    r.match = args.option(QStringLiteral("--match"));
    r.season = args.option(QStringLiteral("--season"));
    r.options.game = args.option(QStringLiteral("--game")).value_or(QString());
    r.options.at = args.date(QStringLiteral("--at"));
    r.options.from = args.date(QStringLiteral("--from"));
    r.options.to = args.date(QStringLiteral("--to"));
    r.options.showDormant = args.flag(QStringLiteral("--show-dormant"));
    const auto out = args.option(QStringLiteral("--out"));
    if (static_cast<int>(r.bulletin) + static_cast<int>(r.hallOfFame) + static_cast<int>(r.match.has_value()) +
            static_cast<int>(r.season.has_value()) >
        1) {
        throw UsageError{QStringLiteral("report takes one of --game, --hall-of-fame, --bulletin, --match, --season")};
    }
    if (!r.bulletin && !r.hallOfFame && !r.match && !r.season && r.options.game.trimmed().isEmpty()) {
        throw UsageError{QStringLiteral("report needs --game G, --hall-of-fame, --bulletin, --match ID or --season S")};
    }
    refuseOptionsOfOtherSheets(r);
    checkSheetFormat(invocation.formatText, QStringLiteral("report"));
    if (!out || out->trimmed().isEmpty()) {
        throw UsageError{QStringLiteral("--out FILE is required")};
    }
    r.out = *out;
    return r;
}

std::optional<report::Report> sheetOf(club::Club& club, const SheetRequest& r, club::Status& status)
{
    if (r.match) {
        return report::explanationCard(club, *r.match, status);
    }
    if (r.season) {
        return report::seasonReport(club, *r.season, status);
    }
    if (r.bulletin) {
        return report::bulletin(club, r.options, status);
    }
    if (r.hallOfFame) {
        return report::hallOfFameSheet(club, r.options, status);
    }
    return report::standingsSheet(club, r.options, status);
}

} // namespace

Report::Report()
    : Command(QStringLiteral("report"),
              QStringLiteral("--game G [--at D] [--show-dormant]\n"
                             "| --hall-of-fame [--game G] [--from D] [--to D]\n"
                             "| --bulletin [--at D | --from D --to D] | --match ID\n"
                             "| --season S\n"
                             "--format pdf|html|csv|xlsx|ods --out FILE"),
              QStringLiteral("a sheet to print or send: standings, Hall of Fame,\n"
                             "the club bulletin (default: this month), a match's\n"
                             "explanation card, a season's report (champions,\n"
                             "most active, biggest gains); PDF needs no display"))
{}

int Report::run(Invocation& invocation) const
{
    const SheetRequest request = readRequest(invocation);
    return writeSheet(invocation, invocation.formatText, request.out,
                      [&request](club::Club& club, club::Status& status) { return sheetOf(club, request, status); });
}

} // namespace palmares::cli::commands

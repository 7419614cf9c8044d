#include "exportresults.h"

#include "console.h"
#include "report/sheets.h"
#include "report/writers.h"
#include "sheetoutput.h"

#include <QFile>

namespace palmares::cli::commands {

ExportResults::ExportResults()
    : Command(QStringLiteral("export-results"), QStringLiteral("FILE.csv | --format xlsx|ods --out FILE"),
              QStringLiteral("the same format ('-' for standard output), or a\n"
                             "workbook: the same rows, numbers and dates typed"))
{}

namespace {

/// The results as a workbook: the rows of the CSV, typed (report::resultsSheet).
int writeWorkbook(Invocation& invocation, const QString& format)
{
    const QString out = requiredOut(invocation.args);
    return writeSheet(invocation, format, out,
                      [](club::Club& club, club::Status& status) { return report::resultsSheet(club, status); });
}

} // namespace

int ExportResults::run(Invocation& invocation) const
{
    const QString& format = invocation.formatText;
    if (format == QLatin1String("xlsx") || format == QLatin1String("ods")) {
        return writeWorkbook(invocation, format);
    }
    if (format != QLatin1String("table") && format != QLatin1String("csv")) {
        throw UsageError{QStringLiteral("--format '%1' is not one of csv, xlsx, ods").arg(format)};
    }
    const QString path = invocation.args.positional(QStringLiteral("the CSV file to write"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdout, QIODevice::WriteOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    }
    if (!opened) {
        return fail(club::Status::failure(QStringLiteral("cannot write %1: %2").arg(path, file.errorString())));
    }
    const club::Status s = club->interchange().exportResults(file);
    file.close();
    if (!s.ok() || file.error() != QFileDevice::NoError) {
        return fail(s.ok() ? club::Status::failure(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()))
                           : s);
    }
    return ExitOk;
}

} // namespace palmares::cli::commands

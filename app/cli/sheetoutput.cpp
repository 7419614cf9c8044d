#include "sheetoutput.h"

#include "console.h"
#include "report/writers.h"

namespace palmares::cli {

void checkSheetFormat(const QString& format, const QString& command)
{
    if (!report::reportFormats().contains(format)) {
        throw UsageError{format == QLatin1String("table")
                             ? QStringLiteral("%1 needs --format pdf, html, csv, xlsx or ods").arg(command)
                             : QStringLiteral("--format '%1' is not one of pdf, html, csv, xlsx, ods").arg(format)};
    }
}

QString requiredOut(Args& args)
{
    const auto out = args.option(QStringLiteral("--out"));
    if (!out || out->trimmed().isEmpty()) {
        throw UsageError{QStringLiteral("--out FILE is required")};
    }
    return *out;
}

int writeSheet(Invocation& invocation, const QString& format, const QString& out,
               const std::function<std::optional<report::Report>(club::Club&, club::Status&)>& make)
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    club::Status status;
    const std::optional<report::Report> sheet = make(*club, status);
    if (!sheet) {
        return fail(status);
    }
    QString error;
    return report::writeReport(*sheet, format, out, &error) ? ExitOk : fail(club::Status::failure(error));
}

} // namespace palmares::cli

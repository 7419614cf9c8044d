#include "exportresults.h"

#include "console.h"

#include <QFile>

namespace palmares::cli::commands {

ExportResults::ExportResults()
    : Command(QStringLiteral("export-results"), QStringLiteral("FILE.csv"),
              QStringLiteral("the same format ('-' for standard output)"))
{}

int ExportResults::run(Invocation& invocation) const
{
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

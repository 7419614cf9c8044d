#pragma once

// What the commands that write a sheet to a file share (report, event
// report, export-results as a workbook): the --format and --out they need,
// and the sheet made from the club and written.

#include "args.h"
#include "club/club.h"
#include "invocation.h"
#include "report/report.h"

#include <QString>

#include <functional>
#include <optional>

namespace palmares::cli {

/// Throws UsageError unless `format` is one a sheet is written in (pdf,
/// html, csv, xlsx, ods); `command` names the command in the message.
void checkSheetFormat(const QString& format, const QString& command);
/// --out FILE, required and not blank (a UsageError otherwise).
QString requiredOut(Args& args);

/// Opens the club, has `make` build the sheet and writes it in `format` to
/// `out` (replacing it whole, or leaving it as it was): the exit status.
int writeSheet(Invocation& invocation, const QString& format, const QString& out,
               const std::function<std::optional<report::Report>(club::Club&, club::Status&)>& make);

} // namespace palmares::cli

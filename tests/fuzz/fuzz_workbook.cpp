// Fuzz target: a workbook (.xlsx, .ods) read by core/workbook (issue 44).
//
// For every input: no crash, no undefined behaviour, memory within the
// limits of core/workbook/limits.h (ASan's own limit catches a runaway);
// either a refusal with a message, or sheets whose rows are numbered upward
// within MaxRows, each at most MaxColumns cells, and each sheet read into
// the assistant's csv::Sheet keeping its records' rows.

#include "fuzzqt.h"

#include "workbook/limits.h"
#include "workbook/workbook.h"

#include <cstdint>

using namespace palmares;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::startQt();
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const workbook::Workbook book = workbook::Workbook::read(bytes);
    if (book.error) {
        FUZZ_REQUIRE(!book.error->message.isEmpty(), "a refusal without a message");
        FUZZ_REQUIRE(book.sheets.isEmpty(), "sheets beside a refusal");
        return 0;
    }
    for (qsizetype i = 0; i < book.sheets.size(); ++i) {
        const workbook::WorkbookSheet& sheet = book.sheets.at(i);
        int previous = 0;
        for (const workbook::WorkbookRow& row : sheet.rows) {
            FUZZ_REQUIRE(row.number > previous && row.number <= workbook::MaxRows,
                         "rows out of order or beyond the limit");
            FUZZ_REQUIRE(row.cells.size() <= workbook::MaxColumns, "a row beyond the columns");
            previous = row.number;
        }
        const csv::Sheet read = book.toSheet(static_cast<int>(i));
        for (const csv::SheetRecord& r : read.records) {
            FUZZ_REQUIRE(r.line > read.headerLine && r.line <= workbook::MaxRows, "a record before its header");
        }
    }
    return 0;
}

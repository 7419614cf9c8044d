#include "csv/chunkinput.h"

#include "csv/limits.h"

namespace palmares::csv {

bool nextRecord(Scanner& scanner, ChunkInput& in, Record& rec)
{
    for (;;) {
        switch (scanner.step(rec)) {
        case Scanner::Step::Record:
            return true;
        case Scanner::Step::End:
            return false;
        case Scanner::Step::NeedMore:
            if (in.end() - scanner.position() > MaxLineBytes) {
                rec.line = scanner.line();
                rec.cells.clear();
                rec.problems.assign(1, ScanProblem{rec.line, 0, ScanProblemKind::LineTooLong});
                rec.fatal = true;
                return true;
            }
            in.more(scanner.position());
            scanner.feed(in.begin(), in.end(), in.final());
            break;
        }
    }
}

bool pastByteOrderMark(ChunkInput& in)
{
    while (in.size() < 3 && in.more(in.begin())) {
    }
    const QByteArrayView start(in.begin(), std::min<qsizetype>(in.size(), 3));
    if (start.startsWith("\xEF\xBB\xBF")) {
        in.skip(3);
    } else if (start.startsWith("\xFF\xFE") || start.startsWith("\xFE\xFF")) {
        return false;
    }
    return true;
}

} // namespace palmares::csv

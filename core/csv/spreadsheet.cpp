#include "csv/spreadsheet.h"

namespace palmares::csv {

namespace {

/// Whether `text` starts with apostrophes (`from` on) and then a formula's
/// first character.
bool formulaAfterApostrophes(const QString& text, qsizetype from)
{
    qsizetype n = from;
    while (n < text.size() && text.at(n) == u'\'') {
        ++n;
    }
    return n < text.size() && startsFormula(text.at(n).unicode());
}

} // namespace

QString neutralised(const QString& text)
{
    return formulaAfterApostrophes(text, 0) ? QLatin1Char('\'') + text : text;
}

QString unneutralised(const QString& text)
{
    return text.startsWith(u'\'') && formulaAfterApostrophes(text, 1) ? text.mid(1) : text;
}

} // namespace palmares::csv

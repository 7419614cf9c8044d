#pragma once

// Cells a spreadsheet would run as a formula ("=1+1", "+33 6", "-Bob",
// "@x"), made safe in every CSV Palmarès writes (OWASP's advice: a leading
// apostrophe, which a spreadsheet shows as text and hides), and read back
// as the text they stand for by the results reader (RATING_RULES.md §1).

#include <QByteArrayView>
#include <QString>

namespace palmares::csv {

/// Whether a spreadsheet takes a cell starting with `c` for a formula:
/// =, +, -, @, a tab or a CR.
constexpr bool startsFormula(char16_t c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

/// `text` with a leading apostrophe when it starts with a formula's first
/// character, or with apostrophes and then one ("'=x" → "''=x", so that
/// unneutralised() gives back exactly what was written); otherwise `text`.
/// Numbers are never passed here (a number is no formula).
[[nodiscard]] QString neutralised(const QString& text);

/// The text a neutralised cell stands for: one leading apostrophe dropped
/// when apostrophes are followed by a formula's first character; any other
/// text as it is.
[[nodiscard]] QString unneutralised(const QString& text);

/// The same on a cell's UTF-8 bytes (the results reader's names).
[[nodiscard]] inline QByteArrayView unneutralised(QByteArrayView utf8)
{
    if (utf8.isEmpty() || utf8.front() != '\'') {
        return utf8; // the usual case
    }
    qsizetype n = 1;
    while (n < utf8.size() && utf8[n] == '\'') {
        ++n;
    }
    return n < utf8.size() && startsFormula(static_cast<char16_t>(static_cast<unsigned char>(utf8[n]))) ? utf8.sliced(1)
                                                                                                        : utf8;
}

} // namespace palmares::csv

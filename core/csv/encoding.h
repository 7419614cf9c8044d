#pragma once

// Internal to core/csv: what to say of a file that is not UTF-8 (issue 19).
// One message for the whole file, at its first cell that is not UTF-8, with
// a guess at what the file is: a spreadsheet on Windows saves CSV in
// Windows-1252 (Latin-1 with a few more characters), where "é" is the single
// byte E9.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace palmares::csv {

// Whether every byte of `file` has a meaning in Windows-1252 (which is true
// of most files in Latin-1 and Windows-1252, and of none that hold one of
// the five bytes it leaves undefined).
[[nodiscard]] bool couldBeWindows1252(QByteArrayView file);

// The bytes decoded as Windows-1252.
[[nodiscard]] QString fromWindows1252(QByteArrayView bytes);

// The message for `cell`, the first cell of `file` that is not UTF-8.
[[nodiscard]] QString notUtf8Message(QByteArrayView cell, QByteArrayView file);
// The same, told whether the whole file could be Windows-1252 (couldBeWindows1252).
[[nodiscard]] QString notUtf8Message(QByteArrayView cell, bool maybeWindows1252);

// Whether a file given a chunk at a time is UTF-8, and whether it could be
// Windows-1252, without holding it: a character cut by the end of a chunk
// is checked whole with the next one.
class EncodingSurvey
{
public:
    void add(QByteArrayView bytes);
    /// After the last chunk: whether every byte was UTF-8.
    [[nodiscard]] bool utf8() const { return m_utf8 && m_carry.isEmpty(); }
    [[nodiscard]] bool windows1252() const { return m_windows1252; }

private:
    QByteArray m_carry; // the start of a character cut by the end of the last chunk
    bool m_utf8 = true;
    bool m_windows1252 = true;
};

} // namespace palmares::csv

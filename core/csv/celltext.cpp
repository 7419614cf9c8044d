#include "csv/celltext.h"

#include <QChar>

#include <utility>

namespace palmares::csv {

namespace {

// Longest text of a cell repeated in a message.
constexpr qsizetype ShownCellLength = 40;

} // namespace

char lastLeadByte(QByteArrayView v)
{
    qsizetype i = v.size() - 1;
    while (i > 0 && (static_cast<unsigned char>(v[i]) & 0xC0) == 0x80) {
        --i;
    }
    return v[i];
}

QString textOf(QByteArrayView v)
{
    QString s = QString::fromUtf8(trimmedAscii(v));
    if (!s.isEmpty() && (s.front().isSpace() || s.back().isSpace())) {
        s = std::move(s).trimmed();
    }
    return s;
}

QString shown(const QString& text)
{
    QString s = text;
    if (s.size() > ShownCellLength) {
        qsizetype cut = ShownCellLength;
        if (s.at(cut - 1).isHighSurrogate()) {
            --cut;
        }
        s.truncate(cut);
        s += QChar(0x2026);
    }
    return QLatin1Char('\'') + s + QLatin1Char('\'');
}

QString shown(QByteArrayView utf8)
{
    return shown(QString::fromUtf8(utf8));
}

} // namespace palmares::csv

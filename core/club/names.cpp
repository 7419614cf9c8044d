#include "names.h"

#include <QChar>
#include <QList>
#include <QStringView>

namespace palmares::club::names {

QString normalised(const QString& name)
{
    const QString nfc = name.normalized(QString::NormalizationForm_C);
    QString out;
    out.reserve(nfc.size());
    bool space = false;
    for (const QChar c : nfc) {
        if (c.isSpace()) {
            space = !out.isEmpty();
            continue;
        }
        if (space) {
            out += QLatin1Char(' ');
            space = false;
        }
        out += c;
    }
    return out;
}

QString Invisible::describe() const
{
    QString text = QStringLiteral("U+%1").arg(static_cast<uint>(codePoint), 4, 16, QLatin1Char('0')).toUpper();
    const char* what = nullptr;
    switch (codePoint) {
    case 0x0007:
        what = "bell";
        break;
    case 0x0009:
        what = "tab";
        break;
    case 0x000A:
        what = "line feed";
        break;
    case 0x000D:
        what = "carriage return";
        break;
    case 0x00AD:
        what = "soft hyphen";
        break;
    case 0x200B:
        what = "zero width space";
        break;
    case 0x200C:
        what = "zero width non-joiner";
        break;
    case 0x200D:
        what = "zero width joiner";
        break;
    case 0x200E:
        what = "left-to-right mark";
        break;
    case 0x200F:
        what = "right-to-left mark";
        break;
    case 0x202A:
        what = "left-to-right embedding";
        break;
    case 0x202B:
        what = "right-to-left embedding";
        break;
    case 0x202C:
        what = "pop directional formatting";
        break;
    case 0x202D:
        what = "left-to-right override";
        break;
    case 0x202E:
        what = "right-to-left override";
        break;
    case 0x2060:
        what = "word joiner";
        break;
    case 0x2066:
        what = "left-to-right isolate";
        break;
    case 0x2067:
        what = "right-to-left isolate";
        break;
    case 0x2068:
        what = "first strong isolate";
        break;
    case 0x2069:
        what = "pop directional isolate";
        break;
    case 0xFEFF:
        what = "byte order mark";
        break;
    default:
        break;
    }
    if (what != nullptr) {
        text += QStringLiteral(" (%1)").arg(QLatin1String(what));
    }
    return text;
}

std::optional<Invisible> invisible(const QString& name)
{
    int position = 0;
    for (const char32_t c : QStringView(name).toUcs4()) {
        ++position;
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Other_Control || category == QChar::Other_Format) {
            return Invisible{position, c};
        }
    }
    return std::nullopt;
}

QString spellingKey(const QString& name)
{
    const QString decomposed = normalised(name).toCaseFolded().normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing && c.category() != QChar::Mark_Enclosing &&
            c.category() != QChar::Mark_SpacingCombining) {
            out += c;
        }
    }
    return out.normalized(QString::NormalizationForm_C);
}

} // namespace palmares::club::names

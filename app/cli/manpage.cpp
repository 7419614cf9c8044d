#include "manpage.h"

#include <QFile>
#include <QHash>

#include <algorithm>
#include <optional>

namespace palmares::cli {

namespace {

/// The special characters \(xx and \[xx] the page writes.
QString special(QStringView name)
{
    static const QHash<QString, QString> characters{
        {QStringLiteral("`e"), QStringLiteral("è")}, {QStringLiteral("'e"), QStringLiteral("é")},
        {QStringLiteral("'E"), QStringLiteral("É")}, {QStringLiteral("`a"), QStringLiteral("à")},
        {QStringLiteral("^e"), QStringLiteral("ê")}, {QStringLiteral(",c"), QStringLiteral("ç")},
        {QStringLiteral("em"), QStringLiteral("—")}, {QStringLiteral("en"), QStringLiteral("–")},
        {QStringLiteral("lq"), QStringLiteral("“")}, {QStringLiteral("rq"), QStringLiteral("”")},
        {QStringLiteral("aq"), QStringLiteral("'")}, {QStringLiteral("dq"), QStringLiteral("\"")},
        {QStringLiteral("mu"), QStringLiteral("×")}, {QStringLiteral("<="), QStringLiteral("≤")},
        {QStringLiteral(">="), QStringLiteral("≥")}, {QStringLiteral("bu"), QStringLiteral("•")},
        {QStringLiteral("ti"), QStringLiteral("~")}, {QStringLiteral("ha"), QStringLiteral("^")}};
    return characters.value(name.toString());
}

/// Where the escape's name that starts at `from` ends: \(xx has two
/// characters, \[name] up to its bracket, anything else one.
qsizetype nameEnd(QStringView line, qsizetype from)
{
    if (from >= line.size()) {
        return line.size();
    }
    if (line[from] == QLatin1Char('(')) {
        return std::min(from + 3, line.size());
    }
    if (line[from] == QLatin1Char('[')) {
        const qsizetype close = line.indexOf(QLatin1Char(']'), from);
        return close < 0 ? line.size() : close + 1;
    }
    return from + 1;
}

/// The text of `line`: escapes resolved, font changes and comments dropped.
QString plain(QStringView line)
{
    QString out;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] != QLatin1Char('\\') || i + 1 == line.size()) {
            out += line[i];
            continue;
        }
        const QChar escape = line[++i];
        if (escape == QLatin1Char('"')) {
            break;
        }
        if (escape == QLatin1Char('f')) {
            i = nameEnd(line, i + 1) - 1;
        } else if (escape == QLatin1Char('(') || escape == QLatin1Char('[')) {
            const qsizetype end = nameEnd(line, i);
            out += special(line.mid(i + 1, end - i - (escape == QLatin1Char('[') ? 2 : 1)));
            i = end - 1;
        } else if (escape == QLatin1Char('e')) {
            out += QLatin1Char('\\');
        } else if (escape == QLatin1Char(' ') || escape == QLatin1Char('~')) {
            out += QLatin1Char(' ');
        } else if (escape != QLatin1Char('&') && escape != QLatin1Char('c')) {
            out += escape; // \- and \\ among them
        }
    }
    return out;
}

/// A macro's arguments: separated by spaces, "quoted" ones keep theirs.
QStringList macroArguments(QStringView rest)
{
    QStringList arguments;
    QString current;
    bool quoted = false;
    bool started = false;
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const QChar c = rest[i];
        if (c == QLatin1Char('\\') && i + 1 < rest.size()) {
            current += c;
            current += rest[++i];
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
            started = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            if (started || !current.isEmpty()) {
                arguments << current;
            }
            current.clear();
            started = false;
        } else {
            current += c;
        }
    }
    if (started || !current.isEmpty()) {
        arguments << current;
    }
    return arguments;
}

/// What a font macro prints: .B and .I their arguments with a space
/// between, the alternating ones (.BR, .IR…) side by side.
std::optional<QString> fontMacro(QStringView name, QStringView rest)
{
    static const QStringList single{QStringLiteral("B"), QStringLiteral("I")};
    static const QStringList alternating{QStringLiteral("BI"), QStringLiteral("BR"), QStringLiteral("IB"),
                                         QStringLiteral("IR"), QStringLiteral("RB"), QStringLiteral("RI")};
    const bool alternates = alternating.contains(name.toString());
    if (!alternates && !single.contains(name.toString())) {
        return std::nullopt;
    }
    QStringList texts;
    for (const QString& argument : macroArguments(rest)) {
        texts << plain(argument);
    }
    return texts.join(alternates ? QString() : QStringLiteral(" "));
}

} // namespace

ManPage::ManPage(const QString& roff)
{
    Reading reading;
    for (const QString& raw : roff.split(QLatin1Char('\n'))) {
        const QStringView line(raw);
        if (line.startsWith(QLatin1Char('.'))) {
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            readRequest(line.mid(1, space < 0 ? -1 : space - 1), space < 0 ? QStringView() : line.mid(space + 1),
                        reading);
        } else if (reading.inCommands && !m_entries.isEmpty()) {
            addText(plain(line), reading);
        }
    }
    for (Entry& entry : m_entries) {
        entry.blocks.removeIf([](const Block& b) { return b.text.isEmpty(); });
        if (!entry.blocks.isEmpty()) {
            entry.blocks.first().lineBreak = false;
        }
    }
}

void ManPage::readRequest(QStringView request, QStringView rest, Reading& reading)
{
    if (request == u"SH") {
        reading.inCommands = macroArguments(rest).join(QLatin1Char(' ')) == QLatin1String("COMMANDS");
        return;
    }
    if (!reading.inCommands) {
        return;
    }
    if (request == u"TP") {
        m_entries.append(Entry{});
        reading.tagNext = true;
    } else if (m_entries.isEmpty()) {
        return;
    } else if (request == u"IP" || request == u"PP" || request == u"LP" || request == u"br") {
        m_entries.last().blocks.append(Block{QString(), request == u"br"});
    } else if (request == u"nf" || request == u"fi") {
        reading.fill = request == u"fi";
    } else if (const auto text = fontMacro(request, rest)) {
        addText(*text, reading);
    }
}

void ManPage::addText(const QString& text, Reading& reading)
{
    if (reading.tagNext) {
        m_entries.last().tag = text.simplified();
        reading.tagNext = false;
        return;
    }
    QList<Block>& blocks = m_entries.last().blocks;
    if (blocks.isEmpty() || !reading.fill) {
        blocks.append(Block{QString(), !reading.fill && !blocks.isEmpty()});
    }
    blocks.last().text = QString(blocks.last().text + QLatin1Char(' ') + text).simplified();
}

const ManPage& ManPage::builtIn()
{
    static const ManPage page = [] {
        QFile file(QStringLiteral(":/man/palmares-cli.1"));
        return ManPage(file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString());
    }();
    return page;
}

QStringList ManPage::commandTags() const
{
    QStringList tags;
    for (const Entry& entry : m_entries) {
        tags << entry.tag;
    }
    return tags;
}

QList<ManPage::Block> ManPage::entry(const QString& name) const
{
    for (const Entry& e : m_entries) {
        if (e.tag == name || e.tag.startsWith(name + QLatin1Char(' '))) {
            return e.blocks;
        }
    }
    return {};
}

QStringList ManPage::wrapped(const QString& text, int width, const QString& indent)
{
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && indent.size() + line.size() + 1 + word.size() > width) {
            lines << indent + line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty()) {
        lines << indent + line;
    }
    return lines;
}

} // namespace palmares::cli

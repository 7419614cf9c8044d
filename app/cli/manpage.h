#pragma once

/// The manual page of palmares-cli (docs/man/palmares-cli.1, built into the
/// program) read as plain text: `palmares-cli help COMMAND` prints the
/// command's entry of its COMMANDS section, so the help in the terminal and
/// `man palmares-cli` cannot say different things.
///
/// It reads the part of man(7) the page uses: .SH, .TP, .IP, .PP, .br,
/// .nf/.fi, the font macros (.B, .I and the alternating .BI, .BR, .IB, .IR,
/// .RB, .RI), font changes (\fB, \fI, \fR, \fP) and the escapes \-, \e, \&,
/// "\ " and the special characters \(xx the page writes (accents, dashes,
/// quotes). Anything else is left out rather than printed raw.

#include <QList>
#include <QString>
#include <QStringList>

namespace palmares::cli {

class ManPage
{
public:
    /// One paragraph of an entry: its text on one line, words separated by
    /// one space. `lineBreak`: it follows the one before on the next line
    /// (.br), rather than after a blank line (.IP, .PP).
    struct Block {
        QString text;
        bool lineBreak = false;
    };

    explicit ManPage(const QString& roff);
    /// The page built into palmares-cli.
    static const ManPage& builtIn();

    /// The tags of the COMMANDS section's entries as text, in order:
    /// "standings --game G [--at YYYY-MM-DD | --season S] [--show-dormant]".
    QStringList commandTags() const;
    /// The entry whose tag starts with the command's name ("event add"),
    /// its tag left out; empty when the page has none.
    QList<Block> entry(const QString& name) const;

    /// `text` broken into lines of at most `width` characters (a longer word
    /// keeps its own line), each after `indent`.
    static QStringList wrapped(const QString& text, int width, const QString& indent);

private:
    struct Entry {
        QString tag;
        QList<Block> blocks;
    };
    /// Where the reading is: in the COMMANDS section, before an entry's tag,
    /// in filled text.
    struct Reading {
        bool inCommands = false;
        bool tagNext = false;
        bool fill = true;
    };
    void readRequest(QStringView request, QStringView rest, Reading& reading);
    void addText(const QString& text, Reading& reading);

    QList<Entry> m_entries;
};

} // namespace palmares::cli

#pragma once

#include "invocation.h"

#include <QString>

namespace palmares::cli {

/// One command of palmares-cli (the shape of KeePassXC's CLI): what --help
/// says of it, and run(), which reads the command's arguments, has
/// core/club do the work, prints the outcome and returns the exit status.
/// A command keeps no state between runs; CommandRegistry owns one of each.
class Command
{
public:
    virtual ~Command() = default;
    Command(const Command&) = delete;
    Command& operator=(const Command&) = delete;
    Command(Command&&) = delete;
    Command& operator=(Command&&) = delete;

    /// As typed: "standings", or a group and a word: "game add".
    const QString& name() const { return m_name; }
    /// What follows the name in --help ("--game G [--at YYYY-MM-DD]"). A line
    /// break continues it on the next line, under the first argument; one at
    /// the end puts the description under the arguments.
    const QString& arguments() const { return m_arguments; }
    /// What it does, broken into lines where --help breaks it; may be empty.
    const QString& description() const { return m_description; }

    /// "game" for "game add"; empty for a command of its own.
    QString group() const;
    /// The word that picks it: "add" for "game add", "standings" for standings.
    QString word() const;
    /// Its entry in --help: the name and arguments, the description at
    /// column 46 (on the arguments' last line when it leaves room).
    QString help() const;

    /// Whether it writes printed sheets: main() then starts a QGuiApplication
    /// (text is laid out with fonts) and lets the command check --format
    /// itself (pdf, html, csv instead of table, csv, json).
    virtual bool printsSheets() const { return false; }

    /// Reads its arguments from `invocation`, runs, prints; returns ExitOk,
    /// ExitUserError (the message printed on stderr) or throws UsageError.
    virtual int run(Invocation& invocation) const = 0;

protected:
    Command(QString name, QString arguments, QString description = {});

private:
    QString m_name;
    QString m_arguments;
    QString m_description;
};

} // namespace palmares::cli

#pragma once

#include "args.h"
#include "command.h"

#include <QString>

#include <memory>
#include <vector>

namespace palmares::cli {

/// Every command of palmares-cli, in the order --help lists them, found by
/// the words that name them ("standings"; "game" then "add").
class CommandRegistry
{
public:
    CommandRegistry();

    /// The command a command word names, or the first of the group it names;
    /// null for an unknown word. Usable before the application object exists
    /// (main() asks it whether to start a QGuiApplication).
    const Command* startedBy(const QString& word) const;
    /// The command the first words of a command line name: "event report"
    /// when it is one, else the first command of the group or the command
    /// the first word names (main() starts a QGuiApplication for a sheet).
    const Command* named(const QStringList& words) const;
    /// The command `word` names; for a group ("game") the next positional
    /// argument picks it. Throws UsageError for an unknown word.
    const Command& pick(const QString& word, Args& args) const;
    /// What --help prints: how to call palmares-cli and every command.
    QString usage() const;
    /// What `palmares-cli help WORDS` and `WORDS --help` print: a command's
    /// usage, its entry of the manual page (options, an example); a group's
    /// commands ("event"); usage() for no words. Throws UsageError for a
    /// word that names nothing.
    QString helpOf(const QStringList& words) const;
    /// Every command's help, one after the other (`help --all`).
    QString allHelp() const;

private:
    /// One command's help: usage line, manual entry, example.
    static QString commandHelp(const Command& command);
    /// The words of a group's commands, in order: "add, list, set, params".
    QString wordsOf(const QString& group) const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace palmares::cli

#include "commandregistry.h"

#include "commands/backup.h"
#include "commands/check.h"
#include "commands/explain.h"
#include "commands/halloffame.h"
#include "commands/history.h"
#include "commands/rebuild.h"
#include "commands/standings.h"

#include <QStringList>

namespace palmares::cli {

CommandRegistry::CommandRegistry()
{
    m_commands.push_back(std::make_unique<commands::Standings>());
    m_commands.push_back(std::make_unique<commands::HallOfFame>());
    m_commands.push_back(std::make_unique<commands::History>());
    m_commands.push_back(std::make_unique<commands::Explain>());
    m_commands.push_back(std::make_unique<commands::Rebuild>());
    m_commands.push_back(std::make_unique<commands::Check>());
    m_commands.push_back(std::make_unique<commands::Backup>());
}

const Command* CommandRegistry::startedBy(const QString& word) const
{
    for (const auto& command : m_commands) {
        if (command->name() == word || command->group() == word) {
            return command.get();
        }
    }
    return nullptr;
}

const Command& CommandRegistry::pick(const QString& word, Args& args) const
{
    const Command* first = startedBy(word);
    if (first == nullptr) {
        throw UsageError{QStringLiteral("unknown command '%1'").arg(word)};
    }
    if (first->group().isEmpty()) {
        return *first;
    }
    const QString words = wordsOf(word);
    const QString sub = args.positional(QStringLiteral("a %1 command (%2)").arg(word, words));
    for (const auto& command : m_commands) {
        if (command->group() == word && command->word() == sub) {
            return *command;
        }
    }
    throw UsageError{QStringLiteral("unknown %1 command '%2' (%3)").arg(word, sub, words)};
}

QString CommandRegistry::wordsOf(const QString& group) const
{
    QStringList words;
    for (const auto& command : m_commands) {
        if (command->group() == group) {
            words << command->word();
        }
    }
    return words.join(QStringLiteral(", "));
}

} // namespace palmares::cli

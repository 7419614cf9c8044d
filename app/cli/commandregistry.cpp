#include "commandregistry.h"

#include "commands/backtest.h"
#include "commands/backup.h"
#include "commands/check.h"
#include "commands/clubset.h"
#include "commands/clubshow.h"
#include "commands/event.h"
#include "commands/eventforfeit.h"
#include "commands/explain.h"
#include "commands/exportresults.h"
#include "commands/gameadd.h"
#include "commands/gamelist.h"
#include "commands/gameparams.h"
#include "commands/gameremove.h"
#include "commands/gamerename.h"
#include "commands/gameset.h"
#include "commands/halloffame.h"
#include "commands/history.h"
#include "commands/import.h"
#include "commands/init.h"
#include "commands/leaguegrant.h"
#include "commands/namesnormalise.h"
#include "commands/playeradd.h"
#include "commands/playerimport.h"
#include "commands/playerlist.h"
#include "commands/playermerge.h"
#include "commands/playerrename.h"
#include "commands/playerset.h"
#include "commands/rebuild.h"
#include "commands/report.h"
#include "commands/restore.h"
#include "commands/season.h"
#include "commands/site.h"
#include "commands/standings.h"
#include "manpage.h"

#include <QStringList>

namespace palmares::cli {

CommandRegistry::CommandRegistry()
{
    // The order of --help.
    m_commands.push_back(std::make_unique<commands::Init>());
    m_commands.push_back(std::make_unique<commands::ClubShow>());
    m_commands.push_back(std::make_unique<commands::ClubSet>());
    m_commands.push_back(std::make_unique<commands::GameAdd>());
    m_commands.push_back(std::make_unique<commands::GameList>());
    m_commands.push_back(std::make_unique<commands::GameSet>());
    m_commands.push_back(std::make_unique<commands::GameParams>());
    m_commands.push_back(std::make_unique<commands::GameRename>());
    m_commands.push_back(std::make_unique<commands::GameRemove>());
    m_commands.push_back(std::make_unique<commands::PlayerAdd>());
    m_commands.push_back(std::make_unique<commands::PlayerList>());
    m_commands.push_back(std::make_unique<commands::PlayerRename>());
    m_commands.push_back(std::make_unique<commands::PlayerSet>());
    m_commands.push_back(std::make_unique<commands::PlayerImport>());
    m_commands.push_back(std::make_unique<commands::PlayerMerge>());
    m_commands.push_back(std::make_unique<commands::Import>());
    m_commands.push_back(std::make_unique<commands::ExportResults>());
    m_commands.push_back(std::make_unique<commands::SeasonAdd>());
    m_commands.push_back(std::make_unique<commands::SeasonList>());
    m_commands.push_back(std::make_unique<commands::SeasonClose>());
    m_commands.push_back(std::make_unique<commands::SeasonReopen>());
    m_commands.push_back(std::make_unique<commands::SeasonRemove>());
    m_commands.push_back(std::make_unique<commands::SeasonOverlap>());
    m_commands.push_back(std::make_unique<commands::EventAdd>());
    m_commands.push_back(std::make_unique<commands::EventList>());
    m_commands.push_back(std::make_unique<commands::EventRemove>());
    m_commands.push_back(std::make_unique<commands::EventEnter>());
    m_commands.push_back(std::make_unique<commands::EventWithdraw>());
    m_commands.push_back(std::make_unique<commands::EventEntrants>());
    m_commands.push_back(std::make_unique<commands::EventPair>());
    m_commands.push_back(std::make_unique<commands::EventRounds>());
    m_commands.push_back(std::make_unique<commands::EventUnpair>());
    m_commands.push_back(std::make_unique<commands::EventSwap>());
    m_commands.push_back(std::make_unique<commands::EventLock>());
    m_commands.push_back(std::make_unique<commands::EventForfeit>());
    m_commands.push_back(std::make_unique<commands::EventBye>());
    m_commands.push_back(std::make_unique<commands::EventStandings>());
    m_commands.push_back(std::make_unique<commands::EventCrossTable>());
    m_commands.push_back(std::make_unique<commands::EventExportTrf>());
    m_commands.push_back(std::make_unique<commands::EventImportTrf>());
    m_commands.push_back(std::make_unique<commands::EventReport>());
    m_commands.push_back(std::make_unique<commands::Standings>());
    m_commands.push_back(std::make_unique<commands::HallOfFame>());
    m_commands.push_back(std::make_unique<commands::History>());
    m_commands.push_back(std::make_unique<commands::Explain>());
    m_commands.push_back(std::make_unique<commands::Backtest>());
    m_commands.push_back(std::make_unique<commands::Rebuild>());
    m_commands.push_back(std::make_unique<commands::Check>());
    m_commands.push_back(std::make_unique<commands::NamesNormalise>());
    m_commands.push_back(std::make_unique<commands::Backup>());
    m_commands.push_back(std::make_unique<commands::Restore>());
    m_commands.push_back(std::make_unique<commands::LeagueGrant>());
    m_commands.push_back(std::make_unique<commands::Report>());
    m_commands.push_back(std::make_unique<commands::Site>());
}

QString CommandRegistry::usage() const
{
    QString text = QStringLiteral("Usage: palmares-cli [--db FILE|URL] [--format table|csv|json]\n"
                                  "                   [--confirm-closed-seasons] COMMAND ...\n"
                                  "\n"
                                  "The club is an SQLite file, or a PostgreSQL database given as\n"
                                  "postgresql://user@host:port/dbname (libpq's parameters after '?',\n"
                                  "such as ?sslmode=verify-full; the password in ~/.pgpass).\n"
                                  "--db defaults to $PALMARES_DB.\n"
                                  "A change inside a closed season (a result dated in it or before\n"
                                  "its end, a game's parameters) is refused unless\n"
                                  "--confirm-closed-seasons is given.\n"
                                  "'palmares-cli help COMMAND' (or COMMAND --help) prints one\n"
                                  "command's options and an example; 'help --all' every command's.\n"
                                  "\n"
                                  "Commands:\n");
    for (const auto& command : m_commands) {
        text += command->help();
    }
    text += QStringLiteral("\nExit status: 0 success, 1 user error, 2 usage error.\n");
    return text;
}

QString CommandRegistry::commandHelp(const Command& command)
{
    constexpr int Width = 78;
    const QString head = QStringLiteral("Usage: palmares-cli ") + command.name();
    QString text = head + QLatin1Char(' ') +
                   QString(command.arguments())
                       .replace(QLatin1Char('\n'), QLatin1Char('\n') + QString(head.size() + 1, QLatin1Char(' ')))
                       .trimmed() +
                   QStringLiteral("\n\n");
    const QList<ManPage::Block> entry = ManPage::builtIn().entry(command.name());
    if (entry.isEmpty()) {
        text +=
            ManPage::wrapped(command.description().simplified(), Width, QStringLiteral("  ")).join(QLatin1Char('\n')) +
            QLatin1Char('\n');
    }
    const QLatin1String example("Example: ");
    for (qsizetype i = 0; i < entry.size(); ++i) {
        const ManPage::Block& block = entry[i];
        if (block.text.startsWith(example)) {
            text += QStringLiteral("\nExample:\n  ") + block.text.mid(example.size()) + QLatin1Char('\n');
            continue;
        }
        text += (i > 0 && !block.lineBreak ? QStringLiteral("\n") : QString()) +
                ManPage::wrapped(block.text, Width, QStringLiteral("  ")).join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    return text + QStringLiteral("\nEvery command also takes --db FILE|URL (default $PALMARES_DB), --format and\n"
                                 "--confirm-closed-seasons; 'palmares-cli --help' lists the commands.\n");
}

QString CommandRegistry::helpOf(const QStringList& words) const
{
    if (words.isEmpty()) {
        return usage();
    }
    if (const Command* command = named(words); command != nullptr) {
        if (command->group().isEmpty() || (words.size() >= 2 && command->word() == words[1])) {
            return commandHelp(*command);
        }
        QString text = QStringLiteral("The %1 commands:\n").arg(words[0]);
        for (const auto& c : m_commands) {
            if (c->group() == words[0]) {
                text += c->help();
            }
        }
        return text +
               QStringLiteral("\n'palmares-cli help %1 %2' prints one of them with its options and an example.\n")
                   .arg(words[0], command->word());
    }
    throw UsageError{QStringLiteral("unknown command '%1'").arg(words.join(QLatin1Char(' ')))};
}

QString CommandRegistry::allHelp() const
{
    QStringList texts;
    for (const auto& command : m_commands) {
        texts << commandHelp(*command);
    }
    return texts.join(QStringLiteral("\n"));
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

const Command* CommandRegistry::named(const QStringList& words) const
{
    if (words.size() >= 2) {
        const QString both = words[0] + QLatin1Char(' ') + words[1];
        for (const auto& command : m_commands) {
            if (command->name() == both) {
                return command.get();
            }
        }
    }
    return words.isEmpty() ? nullptr : startedBy(words[0]);
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

#include "gameadd.h"

#include "console.h"

namespace palmares::cli::commands {

namespace {

/// "SYSTEM: " and every rule set's key (systemList(), from core/rating's
/// list), broken into lines of at most 56 characters, as wide as the
/// widest description of --help.
QString systemsHelp()
{
    constexpr qsizetype Width = 56;
    QString text = QStringLiteral("SYSTEM:");
    qsizetype lineStart = 0;
    for (const QString& key : systemList().split(QLatin1Char(' '))) {
        if (text.size() - lineStart + 1 + key.size() > Width) {
            text += QLatin1Char('\n');
            lineStart = text.size();
        } else {
            text += QLatin1Char(' ');
        }
        text += key;
    }
    return text;
}

} // namespace

GameAdd::GameAdd()
    : Command(QStringLiteral("game add"), QStringLiteral("NAME --system SYSTEM [--param KEY=VALUE]..."), systemsHelp())
{}

int GameAdd::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    const QString name = args.positional(QStringLiteral("the game's name"));
    const QString systemText = args.required(QStringLiteral("--system"));
    const auto system = rating::systemFromKey(systemText.toStdString());
    if (!system) {
        throw UsageError{QStringLiteral("--system '%1' is not one of %2").arg(systemText, systemList())};
    }
    const auto params = args.params();
    return changeClub(invocation, [&](club::Club& c) { return c.catalogue().addGame(name, *system, params); });
}

} // namespace palmares::cli::commands

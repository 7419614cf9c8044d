#include "gameparams.h"

#include "console.h"

namespace palmares::cli::commands {

using club::Tabular;

GameParams::GameParams()
    : Command(QStringLiteral("game params"), QStringLiteral("NAME"),
              QStringLiteral("the rule set's parameters and defaults"))
{}

int GameParams::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the game's name"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto params = club->catalogue().parameters(name);
    if (!params) {
        return fail(params.status());
    }
    Tabular t(
        {QStringLiteral("key"), QStringLiteral("value"), QStringLiteral("default"), QStringLiteral("description")});
    for (const rating::Parameter& p : *params) {
        t.addRow({Tabular::text(QString::fromStdString(p.key)), Tabular::text(QString::fromStdString(p.value)),
                  Tabular::text(QString::fromStdString(p.defaultValue)),
                  Tabular::text(QString::fromStdString(p.description))});
    }
    return printTable(invocation, t);
}

} // namespace palmares::cli::commands

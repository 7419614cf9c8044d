#include "init.h"

#include "console.h"

#include <QFileInfo>

namespace palmares::cli::commands {

Init::Init() : Command(QStringLiteral("init"), QStringLiteral("[--name CLUB]"), QStringLiteral("create a club")) {}

int Init::run(Invocation& invocation) const
{
    const QString name =
        invocation.args.option(QStringLiteral("--name")).value_or(QFileInfo(invocation.db).completeBaseName());
    const auto club = openClub(invocation, club::OpenMode::Create);
    if (!club) {
        return ExitUserError;
    }
    const club::Status s = club->init(name);
    return s.ok() ? ExitOk : fail(s);
}

} // namespace palmares::cli::commands

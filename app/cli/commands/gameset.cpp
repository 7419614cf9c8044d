#include "gameset.h"

#include "console.h"

namespace palmares::cli::commands {

GameSet::GameSet()
    : Command(QStringLiteral("game set"),
              QStringLiteral("NAME [--param KEY=VALUE...] [--fresh-start-each-season yes|no]"),
              QStringLiteral("change parameters (re-rates the game); whether\n"
                             "every rating starts afresh at the first day\n"
                             "of each of its seasons (default no)"))
{}

std::optional<bool> GameSet::freshStart(const std::optional<QString>& text)
{
    if (!text) {
        return std::nullopt;
    }
    const QString t = text->trimmed();
    if (t.compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0) {
        return true;
    }
    if (t.compare(QLatin1String("no"), Qt::CaseInsensitive) == 0) {
        return false;
    }
    throw UsageError{QStringLiteral("--fresh-start-each-season takes yes or no, not '%1'").arg(*text)};
}

int GameSet::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the game's name"));
    const auto params = invocation.args.params();
    const auto fresh = freshStart(invocation.args.option(QStringLiteral("--fresh-start-each-season")));
    if (params.isEmpty() && !fresh) {
        throw UsageError{
            QStringLiteral("game set needs at least one --param KEY=VALUE or --fresh-start-each-season yes|no")};
    }
    // Both in one transaction: one change, nothing of it when a part is refused.
    return changeClub(invocation, [&](club::Club& c) {
        return c.atomically([&]() -> club::Status {
            if (!params.isEmpty()) {
                if (club::Status s = c.catalogue().setGameParameters(name, params); !s.ok()) {
                    return s;
                }
            }
            return fresh ? c.catalogue().setFreshStartEachSeason(name, *fresh) : club::Status();
        });
    });
}

} // namespace palmares::cli::commands

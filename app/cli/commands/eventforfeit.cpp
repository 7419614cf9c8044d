// The rounds of an event that are not played: a table's forfeit (who did
// not come) and the byes players ask for before their round is paired.

#include "eventforfeit.h"

#include "args.h"
#include "console.h"
#include "event.h"

namespace palmares::cli::commands {

namespace {

/// `--round`, which these commands need.
int roundOf(Args& args, const QString& command)
{
    const auto round = number(args, QStringLiteral("--round"), 1, 99);
    if (!round) {
        throw UsageError{QStringLiteral("%1 needs --round R (the round, from 1)").arg(command)};
    }
    return *round;
}

} // namespace

EventForfeit::EventForfeit()
    : Command(QStringLiteral("event forfeit"),
              QStringLiteral("NAME --round R --table T --absent first|second|both\n"
                             "[--clear]"),
              QStringLiteral("a duel not played: who did not come (the other wins\n"
                             "without playing, nothing is rated); --clear: the\n"
                             "table waits for its result again"))
{}

int EventForfeit::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    const QString name = args.positional(QStringLiteral("the event's name"));
    const int round = roundOf(args, QStringLiteral("event forfeit"));
    const auto table = number(args, QStringLiteral("--table"), 1, 9999);
    if (!table) {
        throw UsageError{QStringLiteral("event forfeit needs --table T (the table, from 1)")};
    }
    const bool clear = args.flag(QStringLiteral("--clear"));
    const auto absentText = args.option(QStringLiteral("--absent"));
    if (clear) {
        if (absentText) {
            throw UsageError{QStringLiteral("--clear takes no --absent: it removes the table's forfeit")};
        }
        return changeClub(invocation, [&](club::Club& c) { return c.events().clearForfeit(name, round, *table); });
    }
    if (!absentText) {
        throw UsageError{QStringLiteral("event forfeit needs --absent first, second or both (who did not come)")};
    }
    const auto absent = club::absentOf(*absentText);
    if (!absent) {
        throw UsageError{QStringLiteral("--absent takes first, second or both, not '%1'").arg(*absentText)};
    }
    return changeClub(invocation,
                      [&](club::Club& c) { return c.events().recordForfeit(name, round, *table, *absent); });
}

EventBye::EventBye()
    : Command(QStringLiteral("event bye"),
              QStringLiteral("NAME PLAYER --round R [--points half|zero]\n"
                             "[--cancel]"),
              QStringLiteral("a bye asked for before the round is paired: the\n"
                             "player is left out of it (half a point by default);\n"
                             "--cancel takes it back"))
{}

int EventBye::run(Invocation& invocation) const
{
    Args& args = invocation.args;
    const QString name = args.positional(QStringLiteral("the event's name"));
    const QString player = args.positional(QStringLiteral("the player"));
    const int round = roundOf(args, QStringLiteral("event bye"));
    const bool cancel = args.flag(QStringLiteral("--cancel"));
    const auto points = args.option(QStringLiteral("--points"));
    if (cancel) {
        if (points) {
            throw UsageError{QStringLiteral("--cancel takes no --points: it takes the bye back")};
        }
        return changeClub(invocation, [&](club::Club& c) { return c.events().cancelBye(name, player, round); });
    }
    if (points && *points != QLatin1String("half") && *points != QLatin1String("zero")) {
        throw UsageError{QStringLiteral("--points takes half or zero, not '%1'").arg(*points)};
    }
    const bool half = !points || *points == QLatin1String("half");
    return changeClub(invocation, [&](club::Club& c) { return c.events().requestBye(name, player, round, half); });
}

} // namespace palmares::cli::commands

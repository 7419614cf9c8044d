#pragma once

#include "command.h"

#include <optional>

namespace palmares::cli {
class Args;
}

namespace palmares::cli::commands {

/// The whole number option `name` between `lo` and `hi`, or none; a usage
/// error naming it otherwise.
std::optional<int> number(Args& args, const QString& name, int lo, int hi);

/// event add NAME --game G --from YYYY-MM-DD [--to …] --pairing METHOD [--rounds N] …
class EventAdd final : public Command
{
public:
    EventAdd();
    int run(Invocation& invocation) const override;
};

/// event list
class EventList final : public Command
{
public:
    EventList();
    int run(Invocation& invocation) const override;
};

/// event remove NAME
class EventRemove final : public Command
{
public:
    EventRemove();
    int run(Invocation& invocation) const override;
};

/// event enter NAME PLAYER… [--players-from FILE] [--new-players]
class EventEnter final : public Command
{
public:
    EventEnter();
    int run(Invocation& invocation) const override;
};

/// event withdraw NAME PLAYER
class EventWithdraw final : public Command
{
public:
    EventWithdraw();
    int run(Invocation& invocation) const override;
};

/// event entrants NAME
class EventEntrants final : public Command
{
public:
    EventEntrants();
    int run(Invocation& invocation) const override;
};

/// event pair NAME [--again]: pairs the next round (or the last again) and prints it
class EventPair final : public Command
{
public:
    EventPair();
    int run(Invocation& invocation) const override;
};

/// event rounds NAME [--round N]
class EventRounds final : public Command
{
public:
    EventRounds();
    int run(Invocation& invocation) const override;
};

/// event unpair NAME
class EventUnpair final : public Command
{
public:
    EventUnpair();
    int run(Invocation& invocation) const override;
};

/// event swap NAME PLAYER PLAYER
class EventSwap final : public Command
{
public:
    EventSwap();
    int run(Invocation& invocation) const override;
};

/// event lock NAME TABLE [--unlock]
class EventLock final : public Command
{
public:
    EventLock();
    int run(Invocation& invocation) const override;
};

/// event standings NAME
class EventStandings final : public Command
{
public:
    EventStandings();
    int run(Invocation& invocation) const override;
};

/// event crosstable NAME
class EventCrossTable final : public Command
{
public:
    EventCrossTable();
    int run(Invocation& invocation) const override;
};

/// event export-trf NAME FILE
class EventExportTrf final : public Command
{
public:
    EventExportTrf();
    int run(Invocation& invocation) const override;
};

/// event import-trf FILE --game G [--name N] [--new-players]
class EventImportTrf final : public Command
{
public:
    EventImportTrf();
    int run(Invocation& invocation) const override;
};

/// event report NAME [--round N] --format pdf|html|csv --out FILE
class EventReport final : public Command
{
public:
    EventReport();
    bool printsSheets() const override { return true; }
    int run(Invocation& invocation) const override;
};

} // namespace palmares::cli::commands

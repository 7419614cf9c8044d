#include "event.h"

#include "args.h"
#include "console.h"
#include "inputfile.h"
#include "sheetoutput.h"

#include <QSaveFile>

#include "pairing/trf.h"
#include "report/sheets.h"
#include "report/writers.h"

namespace palmares::cli::commands {

using club::Tabular;

std::optional<int> number(Args& args, const QString& name, int lo, int hi)
{
    const auto text = args.option(name);
    if (!text) {
        return std::nullopt;
    }
    bool ok = false;
    const int n = text->toInt(&ok);
    if (!ok || n < lo || n > hi) {
        throw UsageError{
            QStringLiteral("%1 takes a whole number from %2 to %3, not '%4'").arg(name).arg(lo).arg(hi).arg(*text)};
    }
    return n;
}

namespace {

/// What a seat's result column says: the bye, a forfeit won or lost, or the
/// match holding the table's result ("" while it waits).
QString resultOf(const club::EventTable& table, qsizetype seat)
{
    if (table.bye()) {
        return QStringLiteral("bye");
    }
    if (table.forfeit != club::Absent::None) {
        return table.absent(seat) ? QStringLiteral("forfeit lost") : QStringLiteral("forfeit won");
    }
    return table.match;
}

/// One row per seat: round, table, seat, player (table 0: the bye).
Tabular seatsOf(const QList<club::EventRound>& rounds)
{
    Tabular t({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"), QStringLiteral("player"),
               QStringLiteral("result")});
    for (const club::EventRound& r : rounds) {
        for (const club::EventTable& table : r.tables) {
            for (qsizetype seat = 0; seat < table.players.size(); ++seat) {
                t.addRow({Tabular::integer(r.number), Tabular::integer(table.number), Tabular::integer(seat + 1),
                          Tabular::text(table.players[seat]), Tabular::text(resultOf(table, seat))});
            }
        }
        // The byes asked for: at no table.
        for (const club::RequestedBye& b : r.byes) {
            t.addRow({Tabular::integer(r.number), Tabular::text(QString()), Tabular::text(QString()),
                      Tabular::text(b.player),
                      Tabular::text(b.half ? QStringLiteral("half-point bye") : QStringLiteral("zero-point bye"))});
        }
    }
    return t;
}

/// The players of a file: one per line; blank lines and lines starting
/// with '#' are left out. Read before the club is opened (readInputFile).
QStringList playersFrom(const QString& path)
{
    QString error;
    constexpr qint64 MaxBytes = 1 << 20;
    const auto read = readInputFile(path, MaxBytes + 1, error);
    if (!read) {
        throw UsageError{QStringLiteral("cannot read --players-from %1: %2").arg(path, error)};
    }
    QStringList players;
    const QByteArray& bytes = *read;
    if (bytes.size() > MaxBytes) {
        throw UsageError{
            QStringLiteral("--players-from %1 is larger than 1 MB: one name per line is expected").arg(path)};
    }
    for (const QString& line : QString::fromUtf8(bytes).split(QLatin1Char('\n'))) {
        const QString name = line.trimmed();
        if (!name.isEmpty() && !name.startsWith(QLatin1Char('#'))) {
            players << name;
        }
    }
    return players;
}

} // namespace

EventAdd::EventAdd()
    : Command(QStringLiteral("event add"),
              QStringLiteral("NAME --game G --from YYYY-MM-DD [--to YYYY-MM-DD]\n"
                             "--pairing swiss|round-robin|tables|random [--rounds N]\n"
                             "[--black-first] [--seating balanced|random] [--bye-points P]\n"),
              QStringLiteral("a club night or a tournament of one game; --rounds 0\n"
                             "(the default): as many rounds as you pair"))
{}

int EventAdd::run(Invocation& invocation) const
{
    club::Event e;
    e.name = invocation.args.positional(QStringLiteral("the event's name"));
    e.game = invocation.args.required(QStringLiteral("--game"));
    const auto from = invocation.args.date(QStringLiteral("--from"));
    if (!from) {
        throw UsageError{QStringLiteral("event add needs --from (its first day)")};
    }
    e.first = *from;
    e.last = invocation.args.date(QStringLiteral("--to")).value_or(QDate());
    const QString pairing = invocation.args.required(QStringLiteral("--pairing"));
    const auto method = club::pairingOf(pairing);
    if (!method) {
        throw UsageError{QStringLiteral("--pairing takes swiss, round-robin, tables or random, not '%1'").arg(pairing)};
    }
    e.pairing = *method;
    e.rounds = number(invocation.args, QStringLiteral("--rounds"), 0, 99).value_or(0);
    e.whiteFirst = !invocation.args.flag(QStringLiteral("--black-first"));
    if (const auto seating = invocation.args.option(QStringLiteral("--seating"))) {
        if (*seating != QLatin1String("balanced") && *seating != QLatin1String("random")) {
            throw UsageError{QStringLiteral("--seating takes balanced or random, not '%1'").arg(*seating)};
        }
        e.balancedTables = *seating == QLatin1String("balanced");
    }
    if (const auto bye = invocation.args.option(QStringLiteral("--bye-points"))) {
        bool ok = false;
        e.byePoints = bye->toDouble(&ok);
        if (!ok) {
            throw UsageError{QStringLiteral("--bye-points takes a number (1, 0.5 or 0), not '%1'").arg(*bye)};
        }
    }
    return changeClub(invocation, [&](club::Club& c) { return c.events().add(e); });
}

EventList::EventList() : Command(QStringLiteral("event list"), {}) {}

int EventList::run(Invocation& invocation) const
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto events = club->events().list();
    if (!events) {
        return fail(events.status());
    }
    Tabular t({QStringLiteral("name"), QStringLiteral("game"), QStringLiteral("from"), QStringLiteral("to"),
               QStringLiteral("pairing"), QStringLiteral("rounds"), QStringLiteral("paired")});
    for (const club::Event& e : *events) {
        const auto rounds = club->events().rounds(e.name);
        if (!rounds) {
            return fail(rounds.status());
        }
        t.addRow({Tabular::text(e.name), Tabular::text(e.game), Tabular::text(e.first.toString(Qt::ISODate)),
                  Tabular::text(e.lastDay().toString(Qt::ISODate)), Tabular::text(club::pairingKey(e.pairing)),
                  Tabular::integer(e.rounds), Tabular::integer(rounds->size())});
    }
    return printTable(invocation, t);
}

EventRemove::EventRemove()
    : Command(QStringLiteral("event remove"), QStringLiteral("NAME"), QStringLiteral("an event with no result yet"))
{}

int EventRemove::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    return changeClub(invocation, [&](club::Club& c) { return c.events().remove(name); });
}

EventEnter::EventEnter()
    : Command(QStringLiteral("event enter"), QStringLiteral("NAME PLAYER… [--players-from FILE] [--new-players]\n"),
              QStringLiteral("enters players (after round 1 is paired: from the\n"
                             "next round); --new-players adds those the club lacks"))
{}

int EventEnter::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    QStringList players;
    if (const auto file = invocation.args.option(QStringLiteral("--players-from"))) {
        players = playersFrom(*file);
    }
    const bool create = invocation.args.flag(QStringLiteral("--new-players"));
    players += invocation.args.positionals();
    if (players.isEmpty()) {
        throw UsageError{QStringLiteral("missing the players to enter (names, or --players-from FILE)")};
    }
    return changeClub(invocation, [&](club::Club& c) { return c.events().enter(name, players, create); });
}

EventWithdraw::EventWithdraw()
    : Command(QStringLiteral("event withdraw"), QStringLiteral("NAME PLAYER"),
              QStringLiteral("not paired from the next round on"))
{}

int EventWithdraw::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const QString player = invocation.args.positional(QStringLiteral("the player"));
    return changeClub(invocation, [&](club::Club& c) { return c.events().withdraw(name, player); });
}

EventEntrants::EventEntrants() : Command(QStringLiteral("event entrants"), QStringLiteral("NAME")) {}

int EventEntrants::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto entrants = club->events().entrants(name);
    if (!entrants) {
        return fail(entrants.status());
    }
    Tabular t({QStringLiteral("number"), QStringLiteral("player"), QStringLiteral("rating"),
               QStringLiteral("first_round"), QStringLiteral("withdrawn_from")});
    for (const club::Entrant& e : *entrants) {
        t.addRow({Tabular::integer(e.pairingNumber), Tabular::text(e.player), Tabular::number(e.rating, 2),
                  Tabular::integer(e.firstRound), Tabular::integer(e.withdrawnRound)});
    }
    return printTable(invocation, t);
}

EventPair::EventPair()
    : Command(QStringLiteral("event pair"), QStringLiteral("NAME [--again]"),
              QStringLiteral("pairs or seats the next round and prints it (one\n"
                             "row per seat; chess: seat 1 has white); --again: the\n"
                             "last round again, its locked tables kept"))
{}

int EventPair::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const bool again = invocation.args.flag(QStringLiteral("--again"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    club->confirmClosedSeasons(invocation.confirmClosedSeasons);
    const auto round = again ? club->events().pairAgain(name) : club->events().pairNext(name);
    if (!round) {
        return fail(round.status());
    }
    return printTable(invocation, seatsOf({*round}));
}

EventRounds::EventRounds()
    : Command(QStringLiteral("event rounds"), QStringLiteral("NAME [--round N]"),
              QStringLiteral("the rounds paired, one row per seat, with the\n"
                             "match holding each table's result"))
{}

int EventRounds::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const auto only = number(invocation.args, QStringLiteral("--round"), 1, 99);
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    auto rounds = club->events().rounds(name);
    if (!rounds) {
        return fail(rounds.status());
    }
    if (only) {
        if (*only > rounds->size()) {
            return fail(club::Status::failure(
                QStringLiteral("'%1' has %2 paired, not %3")
                    .arg(name, counted(rounds->size(), QStringLiteral("round"), QStringLiteral("rounds")))
                    .arg(*only),
                club::Field{club::Field::Kind::Round}));
        }
        rounds = QList<club::EventRound>{rounds->at(*only - 1)};
    }
    return printTable(invocation, seatsOf(*rounds));
}

EventUnpair::EventUnpair()
    : Command(QStringLiteral("event unpair"), QStringLiteral("NAME"),
              QStringLiteral("removes the last round, before any result of it"))
{}

int EventUnpair::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    return changeClub(invocation, [&](club::Club& c) { return c.events().unpairLast(name); });
}

EventSwap::EventSwap()
    : Command(QStringLiteral("event swap"), QStringLiteral("NAME PLAYER PLAYER"),
              QStringLiteral("two players of the last round change seats"))
{}

int EventSwap::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const QString a = invocation.args.positional(QStringLiteral("the first player"));
    const QString b = invocation.args.positional(QStringLiteral("the second player"));
    return changeClub(invocation, [&](club::Club& c) { return c.events().swap(name, a, b); });
}

EventLock::EventLock()
    : Command(QStringLiteral("event lock"), QStringLiteral("NAME TABLE [--unlock]"),
              QStringLiteral("a table of the last round kept by pair --again"))
{}

int EventLock::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const QString text = invocation.args.positional(QStringLiteral("the table's number"));
    bool ok = false;
    const int table = text.toInt(&ok);
    if (!ok || table < 1) {
        throw UsageError{QStringLiteral("the table's number is a whole number from 1, not '%1'").arg(text)};
    }
    const bool unlock = invocation.args.flag(QStringLiteral("--unlock"));
    return changeClub(invocation, [&](club::Club& c) { return c.events().lock(name, table, !unlock); });
}

} // namespace palmares::cli::commands

namespace palmares::cli::commands {

EventStandings::EventStandings()
    : Command(QStringLiteral("event standings"), QStringLiteral("NAME [--round N]"),
              QStringLiteral("after the complete rounds (--round: after round N,\n"
                             "a complete one), the tie-breaks as columns (FIDE\n"
                             "C.07; tarot: placement points)"))
{}

int EventStandings::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const auto afterRound = number(invocation.args, QStringLiteral("--round"), 1, 99);
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto s = club->events().standings(name, afterRound);
    if (!s) {
        return fail(s.status());
    }
    QStringList columns{QStringLiteral("rank"), QStringLiteral("player"), QStringLiteral("number"),
                        s->event.pairing == club::PairingMethod::Tables ? QStringLiteral("score")
                                                                        : QStringLiteral("points")};
    columns += s->tieBreaks;
    columns << QStringLiteral("played");
    Tabular t(columns);
    for (const club::EventStandingRow& r : s->rows) {
        QList<Tabular::Cell> row{Tabular::integer(r.rank), Tabular::text(r.player), Tabular::integer(r.pairingNumber),
                                 Tabular::number(r.points, 2)};
        for (const double v : r.tieBreaks) {
            row << Tabular::number(v, 2);
        }
        row << Tabular::integer(r.played);
        t.addRow(row);
    }
    return printTable(invocation, t);
}

EventCrossTable::EventCrossTable()
    : Command(QStringLiteral("event crosstable"), QStringLiteral("NAME [--round N]"),
              QStringLiteral("a Swiss: each round's opponent (his row), colour and\n"
                             "result; a round robin: the grid; --round: after\n"
                             "round N, a complete one"))
{}

int EventCrossTable::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const auto afterRound = number(invocation.args, QStringLiteral("--round"), 1, 99);
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto x = club->events().crossTable(name, afterRound);
    if (!x) {
        return fail(x.status());
    }
    QStringList columns{QStringLiteral("rank"), QStringLiteral("player"), QStringLiteral("points")};
    const int width = x->roundRobin ? static_cast<int>(x->rows.size()) : x->rounds;
    for (int i = 1; i <= width; ++i) {
        columns << (x->roundRobin ? QString::number(i) : QStringLiteral("r%1").arg(i));
    }
    Tabular t(columns);
    for (const palmares::pairing::CrossRow& r : x->rows) {
        QList<Tabular::Cell> row{Tabular::integer(r.rank), Tabular::text(QString::fromStdString(r.name)),
                                 Tabular::number(r.points, 1)};
        if (x->roundRobin) {
            for (const std::string& cell : r.grid) {
                row << Tabular::text(QString::fromStdString(cell));
            }
        } else {
            for (const palmares::pairing::CrossCell& cell : r.rounds) {
                row << Tabular::text(QString::fromStdString(cell.text));
            }
        }
        while (row.size() < columns.size()) {
            row << Tabular::text(QString());
        }
        t.addRow(row);
    }
    return printTable(invocation, t);
}

EventExportTrf::EventExportTrf()
    : Command(QStringLiteral("event export-trf"), QStringLiteral("NAME FILE"),
              QStringLiteral("the FIDE tournament report file (TRF-16, with the\n"
                             "2026 records), '-' for standard output"))
{}

int EventExportTrf::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const QString path = invocation.args.positional(QStringLiteral("the file to write"));
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const auto trf = club->events().exportTrf(name);
    if (!trf) {
        return fail(trf.status());
    }
    if (path == QLatin1String("-")) {
        printOut(*trf);
        return ExitOk;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(*trf) != trf->size() || !f.commit()) {
        return fail(club::Status::failure(QStringLiteral("cannot write %1: %2").arg(path, f.errorString())));
    }
    return ExitOk;
}

EventImportTrf::EventImportTrf()
    : Command(QStringLiteral("event import-trf"), QStringLiteral("FILE --game G [--name N] [--new-players]\n"),
              QStringLiteral("a tournament report file as a new event: its\n"
                             "players, rounds and games (rated as matches)"))
{}

int EventImportTrf::run(Invocation& invocation) const
{
    const QString path = invocation.args.positional(QStringLiteral("the file to read"));
    const QString game = invocation.args.required(QStringLiteral("--game"));
    const QString name = invocation.args.option(QStringLiteral("--name")).value_or(QString());
    const bool create = invocation.args.flag(QStringLiteral("--new-players"));
    // One byte more than the reader takes: a larger file is refused by it.
    QString error;
    const auto bytes = readInputFile(path, static_cast<qint64>(palmares::pairing::TrfMaxBytes) + 1, error);
    if (!bytes) {
        return fail(club::Status::failure(QStringLiteral("cannot read %1: %2").arg(path, error)));
    }
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    club->confirmClosedSeasons(invocation.confirmClosedSeasons);
    const auto imported = club->events().importTrf(*bytes, game, name, create);
    if (!imported) {
        return fail(imported.status());
    }
    printOut(QStringLiteral("Imported %1 as the event '%2'\n").arg(path, *imported).toUtf8());
    return ExitOk;
}

} // namespace palmares::cli::commands

namespace palmares::cli::commands {

namespace {

/// --what: the parts of an event's report, by their keys, separated by
/// commas; all of them without it.
report::EventParts partsOf(Args& args)
{
    const auto what = args.option(QStringLiteral("--what"));
    if (!what) {
        return {};
    }
    report::EventParts parts{false, false, false, false};
    for (const QString& key : what->split(QLatin1Char(','))) {
        const QString k = key.trimmed();
        if (k == QLatin1String("pairings")) {
            parts.pairings = true;
        } else if (k == QLatin1String("sheets")) {
            parts.scoreSheets = true;
        } else if (k == QLatin1String("standings")) {
            parts.standings = true;
        } else if (k == QLatin1String("crosstable")) {
            parts.crossTable = true;
        } else {
            throw UsageError{
                QStringLiteral("--what takes pairings, sheets, standings or crosstable (separated by commas), not '%1'")
                    .arg(k)};
        }
    }
    return parts;
}

} // namespace

EventReport::EventReport()
    : Command(QStringLiteral("event report"),
              QStringLiteral("NAME [--round N] [--what pairings,sheets,standings,crosstable]\n"
                             "--format pdf|html|csv|xlsx|ods --out FILE"),
              QStringLiteral("a round's pairings to pin up (large, by table and\n"
                             "alphabetically), tarot score sheets per table,\n"
                             "the standings and the cross-table; --what: some;\n"
                             "--round N: round N's pairings, the standings and\n"
                             "cross-table after it (after the rounds before it\n"
                             "while it is not complete)"))
{}

int EventReport::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the event's name"));
    const auto round = number(invocation.args, QStringLiteral("--round"), 1, 99);
    const report::EventParts parts = partsOf(invocation.args);
    const QString& format = invocation.formatText;
    checkSheetFormat(format, QStringLiteral("event report"));
    const QString out = requiredOut(invocation.args);
    return writeSheet(invocation, format, out, [&](club::Club& club, club::Status& status) {
        return report::eventReport(club, name, round, parts, status);
    });
}

} // namespace palmares::cli::commands

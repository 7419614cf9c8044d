// The report of an event (sheets.h): a round's pairings or seating to pin
// up, by table and alphabetically; for tarot a score sheet per table to
// fill in; the standings after the complete rounds; a duel event's
// cross-table.

#include "report/sheets.h"

#include "report/sheetparts.h"

#include <algorithm>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

/// The deals a tarot score sheet leaves room for.
constexpr int ScoreSheetDeals = 12;

/// A duel's result as printed: "1–0", "½–½", "0–1" (the first seat's first).
QString duelResult(club::Club& club, const club::EventTable& t)
{
    const auto d = club.resultBook().matchDraft(t.match);
    if (!d || d->participants.size() != 2) {
        return t.match;
    }
    const auto rankOf = [&](const QString& player) {
        for (const club::MatchDraft::Entry& e : d->participants) {
            if (e.player == player) {
                return e.rank.value_or(0);
            }
        }
        return 0;
    };
    const int first = rankOf(t.players.value(0));
    const int second = rankOf(t.players.value(1));
    if (first == second) {
        return QStringLiteral("½–½");
    }
    return first < second ? QStringLiteral("1–0") : QStringLiteral("0–1");
}

/// The round's tables in order: duels as boards (first seat, second seat,
/// result), tarot tables with their players.
Table byTable(club::Club& club, const club::Event& e, const club::EventRound& r, bool duels, bool chess)
{
    Table t;
    t.caption = Sheets::tr("By table");
    t.columns << numberColumn(Sheets::tr("Table"), 3);
    if (duels) {
        t.columns << textColumn(chess ? Sheets::tr("White") : Sheets::tr("Player"), 12)
                  << textColumn(chess ? Sheets::tr("Black") : Sheets::tr("Opponent"), 12)
                  << textColumn(Sheets::tr("Result"), 4);
    } else {
        t.columns << textColumn(Sheets::tr("Players"), 30) << textColumn(Sheets::tr("Result"), 6);
    }
    for (const club::EventTable& table : r.tables) {
        QList<Cell> row{table.bye() ? Cell(Sheets::tr("bye"), QVariant()) : integer(table.number)};
        if (duels) {
            row << Cell(table.players.value(0))
                << Cell(table.bye() ? Sheets::tr("(bye: %1)").arg(locale().toString(e.byePoints))
                                    : table.players.value(1))
                << Cell(table.bye() || table.match.isEmpty() ? QString() : duelResult(club, table));
        } else {
            row << Cell(table.players.join(QStringLiteral(", "))) << Cell(table.match);
        }
        t.rows << row;
    }
    return t;
}

/// Every player of the round in alphabetical order: his table and seat
/// (chess: his colour), so that each finds his place at a glance.
Table alphabetically(const club::EventRound& r, bool chess)
{
    struct Place {
        QString player;
        int table = 0;
        int seat = 0;
    };
    QList<Place> places;
    for (const club::EventTable& table : r.tables) {
        for (qsizetype i = 0; i < table.players.size(); ++i) {
            places.append(Place{table.players[i], table.number, static_cast<int>(i) + 1});
        }
    }
    std::sort(places.begin(), places.end(),
              [](const Place& a, const Place& b) { return QString::localeAwareCompare(a.player, b.player) < 0; });
    Table t;
    t.caption = Sheets::tr("Alphabetically");
    t.columns << textColumn(Sheets::tr("Player"), 14) << numberColumn(Sheets::tr("Table"), 3)
              << textColumn(chess ? Sheets::tr("Colour") : Sheets::tr("Seat"), 4);
    for (const Place& p : places) {
        const QString seat = p.table == 0 ? Sheets::tr("bye")
                             : chess      ? (p.seat == 1 ? Sheets::tr("White") : Sheets::tr("Black"))
                                          : locale().toString(p.seat);
        t.rows << QList<Cell>{Cell(p.player), p.table == 0 ? Cell(QString()) : integer(p.table), Cell(seat)};
    }
    return t;
}

/// A tarot table's score sheet: a column per player, a row per deal.
Section scoreSheet(const club::EventRound& r, const club::EventTable& table)
{
    Section s;
    s.heading = Sheets::tr("Round %1, table %2 — score sheet").arg(r.number).arg(table.number);
    s.newPage = true;
    Table t;
    t.columns << textColumn(Sheets::tr("Deal"), 3);
    for (const QString& p : table.players) {
        t.columns << textColumn(p, 8);
    }
    for (int deal = 1; deal <= ScoreSheetDeals; ++deal) {
        QList<Cell> row{integer(deal)};
        for (qsizetype i = 0; i < table.players.size(); ++i) {
            row << Cell(QString());
        }
        t.rows << row;
    }
    QList<Cell> total{Cell(Sheets::tr("Total"), QVariant(), true, Cell::Tone::Normal)};
    for (qsizetype i = 0; i < table.players.size(); ++i) {
        total << Cell(QString());
    }
    t.rows << total;
    s.tables << t;
    return s;
}

Table standingsTable(const club::EventStandings& s)
{
    Table t;
    t.caption = s.rounds == 0 ? Sheets::tr("Standings (no round complete yet)")
                              : Sheets::tr("Standings after round %1").arg(s.rounds);
    const bool tarot = s.event.pairing == club::PairingMethod::Tables;
    t.columns << numberColumn(Sheets::tr("Rank"), 2) << textColumn(Sheets::tr("Player"), 14)
              << numberColumn(tarot ? Sheets::tr("Score") : Sheets::tr("Points"), 3);
    for (const QString& key : s.tieBreaks) {
        t.columns << numberColumn(key == QLatin1String("placement") ? Sheets::tr("Placement points") : key, 3);
    }
    t.columns << numberColumn(Sheets::tr("Played"), 2);
    for (const club::EventStandingRow& r : s.rows) {
        QList<Cell> row{r.shared ? Cell(QString(), r.rank) : integer(r.rank), Cell(r.player),
                        shortDecimal(r.points, 2)};
        for (const double v : r.tieBreaks) {
            row << shortDecimal(v, 2);
        }
        row << integer(r.played);
        t.rows << row;
    }
    t.note = tarot ? Sheets::tr("Ranked by the total score, then by the placement points of the tables.")
                   : Sheets::tr("Tie-breaks (FIDE C.07): BH-C1 Buchholz cut 1, BH Buchholz, SB Sonneborn-Berger, "
                                "PS progressive score, DE direct encounter, WIN wins.");
    return t;
}

Table crossTableOf(const pairing::CrossTable& x)
{
    Table t;
    t.caption = Sheets::tr("Cross-table");
    t.columns << numberColumn(Sheets::tr("Rank"), 2) << textColumn(Sheets::tr("Player"), 12)
              << numberColumn(Sheets::tr("Points"), 3);
    const int width = x.roundRobin ? static_cast<int>(x.rows.size()) : x.rounds;
    for (int i = 1; i <= width; ++i) {
        t.columns << textColumn(x.roundRobin ? locale().toString(i) : Sheets::tr("R%1").arg(i), 3);
    }
    for (const pairing::CrossRow& r : x.rows) {
        QList<Cell> row{integer(r.rank), Cell(QString::fromStdString(r.name)), shortDecimal(r.points, 1)};
        if (x.roundRobin) {
            for (const std::string& cell : r.grid) {
                row << Cell(QString::fromStdString(cell));
            }
        } else {
            for (const pairing::CrossCell& cell : r.rounds) {
                row << Cell(QString::fromStdString(cell.text));
            }
        }
        while (row.size() < t.columns.size()) {
            row << Cell(QString());
        }
        t.rows << row;
    }
    t.note = x.roundRobin ? Sheets::tr("Each cell: the points against the player of that row.")
                          : Sheets::tr("Each round: the opponent's row, his colour (w, b) and the result; + a win "
                                       "without play (the bye).");
    return t;
}

} // namespace

std::optional<Report> eventReport(club::Club& club, const QString& name, std::optional<int> round, club::Status& status)
{
    const auto e = club.events().event(name);
    if (!e) {
        status = e.status();
        return std::nullopt;
    }
    const auto rounds = club.events().rounds(name);
    if (!rounds) {
        status = rounds.status();
        return std::nullopt;
    }
    const auto standings = club.events().standings(name);
    if (!standings) {
        status = standings.status();
        return std::nullopt;
    }
    const auto g = club.catalogue().game(e->game);
    const bool chess = g && g->system == rating::System::EloProvisional;
    const bool duels = e->pairing != club::PairingMethod::Tables;
    Report r = reportOf(club);
    r.title = Sheets::tr("%1 — %2").arg(e->name, e->game);
    r.dateLine = e->last.isValid() && e->last != e->first
                     ? Sheets::tr("From %1 to %2").arg(formatDate(e->first), formatDate(e->last))
                     : formatDate(e->first);
    r.footer = club::pairingLabel(e->pairing);
    const int number = round.value_or(static_cast<int>(rounds->size()));
    if (number < 0 || number > rounds->size()) {
        status = club::Status::failure(
            Sheets::tr("'%1' has %2 rounds paired, not %3").arg(e->name).arg(rounds->size()).arg(number),
            club::Field{club::Field::Kind::Round});
        return std::nullopt;
    }
    if (number > 0) {
        const club::EventRound& paired = (*rounds)[number - 1];
        Section s;
        s.heading = duels ? Sheets::tr("Round %1 — pairings").arg(number) : Sheets::tr("Round %1 — tables").arg(number);
        s.tables << byTable(club, *e, paired, duels, chess) << alphabetically(paired, chess);
        r.sections << s;
        if (!duels) {
            for (const club::EventTable& table : paired.tables) {
                r.sections << scoreSheet(paired, table);
            }
        }
    }
    Section standing;
    standing.heading = Sheets::tr("Standings");
    standing.newPage = number > 0;
    standing.tables << standingsTable(*standings);
    r.sections << standing;
    if (duels) {
        const auto x = club.events().crossTable(name);
        if (!x) {
            status = x.status();
            return std::nullopt;
        }
        Section cross;
        cross.heading = Sheets::tr("Cross-table");
        cross.newPage = true;
        cross.tables << crossTableOf(*x);
        r.sections << cross;
    }
    return r;
}

} // namespace palmares::report
